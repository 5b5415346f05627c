import UnsatKit

/// Going from one pane's selection to what it names in another: a controller to its root view, a
/// constraint to either of its items.
extension Inspector {
    /// `<` and `>` on a constraint: its first or second item, in the tree.
    func showItem(second: Bool) {
        guard state.focus == .constraints, let detail, let panes else { return }
        let constraints = detail.constraints(panes.callback)
        guard constraints.indices.contains(panes.constraints.selection) else { return }
        let constraint = constraints[panes.constraints.selection]
        guard let operand = second ? constraint.second : constraint.first else {
            state.message = second ? "this constraint names one item" : "this constraint names no item"
            return
        }
        guard !operand.item.isLayoutGuide else {
            state.message = "a layout guide: no dump lists it"
            return
        }
        reveal(operand.item)
    }

    /// Enter on a controller: its root view in the tree shown, from `_printHierarchy` or, for the
    /// controller a capture names, the root of the dump that capture holds.
    func revealRootView(of controller: ControllerRef?) {
        guard let controller else {
            state.message = "no controller known for these views"
            return
        }
        let found = changePanes { detail, panes -> Bool in
            let tree = detail.tree(panes.callback)
            var root: Int?
            if let address = document.attribution.rootView(of: controller) {
                root = tree.index(ofKey: address.text, address: address)
            }
            // A capture's dump is its controller's view tree, the root first.
            if root == nil,
                detail.callbacks.contains(where: {
                    $0.controller == controller && $0.hierarchy?.location == tree.hierarchy.location
                })
            {
                root = tree.roots.first
            }
            guard let root else { return false }
            panes.folds.show(tree, root)
            panes.changeTree(panes.callback, detail) { $0.selected = .node(root) }
            return true
        }
        if found == true {
            state.focus = .tree
        } else {
            state.message = "no dump here holds \(controller.shortClassName)'s view"
        }
    }
}
