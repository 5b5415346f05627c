/// Which views of a conflict's trees are opened or closed beyond what they start as (the
/// conflicting views and their ancestors open, the rest folded; controllers open), by view key:
/// shared by every callback's tree, so that a fold holds as the user steps through the callbacks.
/// It holds the tree filter too (`\`, `c`): what the rows show follows from the two together.
struct FoldState: Hashable {
    /// Views opened or closed beyond a starting rule.
    struct Folds: Hashable {
        var expanded: Set<String> = []
        var collapsed: Set<String> = []
        /// `=` `-`: every row open, every row folded, the sets saying what changed since; nil,
        /// each as it starts.
        var every: Bool?

        /// Nothing opened or closed one by one: no key needs asking about.
        var isUniform: Bool { expanded.isEmpty && collapsed.isEmpty }

        func isOpen(_ key: String, byDefault: Bool) -> Bool {
            if collapsed.contains(key) { return false }
            if expanded.contains(key) { return true }
            return every ?? byDefault
        }

        mutating func set(_ key: String, open: Bool) {
            if open {
                collapsed.remove(key)
                expanded.insert(key)
            } else {
                expanded.remove(key)
                collapsed.insert(key)
            }
        }
    }

    private var folds = Folds()
    /// Opened to show search matches; closed again when the search ends.
    private(set) var openedForSearch: Set<String> = []
    /// What the tree is narrowed to; nil for the whole tree.
    private(set) var filter: TreeFilter?
    /// The folds made while filtered: a filter opens every row it keeps, until folded; they go
    /// when the filter changes, and the tree's own come back.
    private var filteredFolds = Folds()

    var expanded: Set<String> { folds.expanded }
    var collapsed: Set<String> { folds.collapsed }

    /// Whether node `index` of `tree` shows its children.
    func isExpanded(_ tree: ViewTree, _ index: Int) -> Bool {
        // Without a fold of its own, no key is made (a filter keeps 100,000 views open at a time).
        if filter != nil, filteredFolds.isUniform { return filteredFolds.every ?? true }
        if filter == nil, folds.isUniform, openedForSearch.isEmpty {
            return folds.every ?? tree.defaultExpanded.contains(index)
        }
        let key = tree.key(index)
        if filter != nil { return filteredFolds.isOpen(key, byDefault: true) }
        if openedForSearch.contains(key), !folds.collapsed.contains(key) { return true }
        return folds.isOpen(key, byDefault: tree.defaultExpanded.contains(index))
    }

    /// Whether `row` shows what is under it: a view its children, a controller its view.
    func isOpen(_ tree: ViewTree, _ row: TreeRow) -> Bool {
        switch row {
        case .node(let index): return isExpanded(tree, index)
        case .controller(let index):
            let key = tree.key(controller: index)
            return filter != nil ? filteredFolds.isOpen(key, byDefault: true) : folds.isOpen(key, byDefault: true)
        case .missingHeader, .missing: return false
        }
    }

    mutating func setExpanded(_ key: String, _ isExpanded: Bool) {
        if filter != nil { return filteredFolds.set(key, open: isExpanded) }
        if !isExpanded { openedForSearch.remove(key) }
        folds.set(key, open: isExpanded)
    }

    /// Opens or folds `row` (a view, a controller).
    mutating func setOpen(_ tree: ViewTree, _ row: TreeRow, _ open: Bool) {
        switch row {
        case .node(let index): setExpanded(tree.key(index), open)
        case .controller(let index): setExpanded(tree.key(controller: index), open)
        case .missingHeader, .missing: break
        }
    }

    /// `=` `-`: every row of every tree of the conflict open, or folded (of the filtered tree
    /// while a filter is on).
    mutating func setEvery(_ open: Bool) {
        if filter != nil {
            filteredFolds = Folds(every: open)
        } else {
            folds = Folds(every: open)
            openedForSearch = []
        }
    }

    /// Narrows the tree, or (nil) shows it whole again with its own folds.
    mutating func setFilter(_ filter: TreeFilter?) {
        guard filter != self.filter else { return }
        self.filter = filter
        filteredFolds = Folds()
    }

    /// Opens these nodes of `tree` for a search, and the controller rows above them; only those
    /// that were closed are noted, so that a search among open views changes nothing (and costs
    /// nothing) in a large tree.
    mutating func openForSearch(_ tree: ViewTree, _ nodes: [Int]) {
        for node in nodes {
            if let controller = tree.controllers.byView[node], !isOpen(tree, .controller(controller)) {
                setExpanded(tree.key(controller: controller), true)
            }
            guard tree.hasChildren(node) && !isExpanded(tree, node) else { continue }
            let key = tree.key(node)
            openedForSearch.insert(key)
            folds.collapsed.remove(key)
        }
    }

    /// Opens what hides node `index` of `tree`: its ancestors' folds and its controllers', and the
    /// filter, when it leaves the node out (answering whether it did).
    @discardableResult
    mutating func show(_ tree: ViewTree, _ index: Int) -> Bool {
        var dropped = false
        if let filter, !tree.filtered(filter).kept[index] {
            setFilter(nil)
            dropped = true
        }
        for row in tree.outlinePath(of: .node(index)) where !isOpen(tree, row) { setOpen(tree, row, true) }
        return dropped
    }

    mutating func closeSearchFolds() {
        if !openedForSearch.isEmpty { openedForSearch = [] }
    }
}
