import UnsatKit

/// A view controller as the hierarchy pane draws it: a row above the view it owns (its root
/// view), as Xcode's View Debugger outline has them, so that the `_printHierarchy` chain (a tab
/// bar controller, its navigation controller, the feed) reads down the tree.
struct TreeController: Hashable {
    var controller: ControllerRef
    /// The node of its root view.
    var view: Int
    /// Its `_printHierarchy` line (state, presented), when one printed it; nil for the controller
    /// only a capture names.
    var printed: ControllerNode?
    /// The controllers `_printHierarchy` printed above it, the nearest first.
    var parents: [ControllerRef] = []
}

/// The controllers of one tree, each above its root view.
struct TreeControllers {
    var list: [TreeController] = []
    /// Root view node → its controller (index into `list`).
    var byView: [Int: Int] = [:]

    /// The controllers whose views `tree` holds: every controller `_printHierarchy` printed with
    /// a loaded view, then the one a capture names, whose dump is its view's tree (the root first).
    init(_ tree: ViewTree, printed: [[ControllerNode]], captures: [(ControllerRef, InputLocation)]) {
        guard !tree.nodes.isEmpty else { return }
        for nodes in printed {
            for node in nodes {
                guard let address = node.viewAddress,
                    let view = tree.index(ofKey: address.text, address: address)
                else { continue }
                var parents: [ControllerRef] = []
                var current = node.parent
                while let parent = current, nodes.indices.contains(parent) {
                    parents.append(nodes[parent].controller)
                    current = nodes[parent].parent
                }
                add(TreeController(controller: node.controller, view: view, printed: node, parents: parents))
            }
        }
        if tree.source != .named, let root = tree.roots.first,
            let (controller, _) = captures.first(where: { $0.1 == tree.hierarchy.location })
        {
            add(TreeController(controller: controller, view: root))
        }
    }

    init() {}

    /// A controller placed once, a view owned once: the first to say wins.
    private mutating func add(_ controller: TreeController) {
        guard byView[controller.view] == nil,
            !list.contains(where: { $0.controller == controller.controller })
        else { return }
        byView[controller.view] = list.count
        list.append(controller)
    }

    var isEmpty: Bool { list.isEmpty }
}

extension ViewTree {
    /// The fold key of a controller row: apart from views' keys (addresses), the same across callbacks.
    func key(controller index: Int) -> String {
        let controller = controllers.list[index].controller
        return "controller " + (controller.address?.text ?? controller.className)
    }

    /// The row that stands for node `index` among its parent's children: its controller when it
    /// is a controller's view, else the view.
    func entryRow(_ index: Int) -> TreeRow {
        controllers.byView[index].map(TreeRow.controller) ?? .node(index)
    }

    /// The row above `row` in the outline: a root view's controller, a view's parent (or its
    /// parent's controller row's view), a controller's view's parent; nil at the top.
    func outlineParent(of row: TreeRow) -> TreeRow? {
        switch row {
        case .node(let index):
            guard nodes.indices.contains(index) else { return nil }
            if let controller = controllers.byView[index] { return .controller(controller) }
            return nodes[index].parent.map(TreeRow.node)
        case .controller(let index):
            return nodes[controllers.list[index].view].parent.map(TreeRow.node)
        case .missingHeader, .missing:
            return nil
        }
    }

    /// The rows above `row` in the outline, the top first, `row` left out.
    func outlinePath(of row: TreeRow) -> [TreeRow] {
        var path: [TreeRow] = []
        var current = outlineParent(of: row)
        while let parent = current {
            path.append(parent)
            current = outlineParent(of: parent)
        }
        return path.reversed()
    }

    /// The node a row is about: a view's own, a controller's root view.
    func node(of row: TreeRow) -> Int? {
        switch row {
        case .node(let index): index
        case .controller(let index): controllers.list[index].view
        case .missingHeader, .missing: nil
        }
    }
}
