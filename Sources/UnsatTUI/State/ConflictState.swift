import UnsatKit

/// The panes' state for one conflict, kept while the user looks at others: the callback shown,
/// what is folded, and where the hierarchy (one cursor a callback's tree), the constraints and the
/// controllers are.
struct ConflictState: Hashable {
    /// The callback the panes show.
    var callback = 0
    var folds = FoldState()
    /// By callback: each tree keeps its own selection.
    var trees: [Int: TreeCursor] = [:]
    var constraints = ListCursor()
    var controllers = ListCursor()

    /// A conflict as it is first shown: its first callback, on the constraint that callback broke.
    init(_ detail: ConflictDetail) {
        constraints.selection = detail.firstConstraint
    }

    /// The cursor in callback `index`'s tree: where the user left it, else on what the tree
    /// selects first.
    func tree(_ index: Int, _ detail: ConflictDetail) -> TreeCursor {
        trees[index] ?? TreeCursor(selected: detail.firstSelection(index))
    }

    /// Changes the cursor in callback `index`'s tree.
    mutating func changeTree<T>(_ index: Int, _ detail: ConflictDetail, _ change: (inout TreeCursor) -> T) -> T {
        var cursor = tree(index, detail)
        let result = change(&cursor)
        trees[index] = cursor
        return result
    }

    /// What the panes were on, found again after a newer reading regroups the conflict.
    struct Anchor {
        var callback: InputLocation
        var constraint: Address?
        var view: Address?
    }

    func anchor(_ detail: ConflictDetail) -> Anchor {
        let constraints = detail.constraints(callback)
        var view: Address?
        // Only a tree already built: its selection is the user's.
        if let built = detail.builtTree(callback), case .node(let index) = tree(callback, detail).selected,
            built.nodes.indices.contains(index)
        {
            view = built.nodes[index].address
        }
        return Anchor(
            callback: detail.callback(callback).location,
            constraint: constraints.indices.contains(self.constraints.selection)
                ? constraints[self.constraints.selection].address : nil,
            view: view)
    }

    /// After a newer reading (`ConflictDetail.update`): the trees kept keep their cursors; the
    /// callback is found by its line, the constraint by its address, and in a tree built anew the
    /// view by its address.
    mutating func follow(_ anchor: Anchor, keptTrees: [Int: Int], _ detail: ConflictDetail) {
        var moved: [Int: TreeCursor] = [:]
        for (old, new) in keptTrees { if let cursor = trees[old] { moved[new] = cursor } }
        trees = moved
        let callbacks = detail.callbacks
        callback = callbacks.firstIndex { $0.location == anchor.callback } ?? min(callback, callbacks.count - 1)
        let constraints = detail.constraints(callback)
        self.constraints.selection =
            anchor.constraint.flatMap { address in constraints.firstIndex { $0.address == address } }
            ?? min(self.constraints.selection, max(0, constraints.count - 1))
        if let view = anchor.view, !keptTrees.values.contains(callback) {
            let tree = detail.tree(callback)
            if let index = tree.index(ofKey: view.text, address: view) {
                changeTree(callback, detail) { $0.selected = .node(index) }
            }
        }
    }
}
