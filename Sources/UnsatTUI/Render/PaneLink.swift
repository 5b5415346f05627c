import UnsatKit

/// What the selection in one pane lights in another, as Xcode's View Debugger does: a view selected
/// (in the hierarchy, or under a controller) lights the constraints that name it and dims the rest;
/// a constraint selected lights the views it names in the tree. Worked out from the settled state
/// when drawing, never kept.
struct PaneLink {
    /// The view selected, when it is one the callback's constraints name: their keys and addresses.
    private(set) var view: (key: String, address: Address?)?
    /// The tree nodes the selected constraint names.
    private(set) var nodes: Set<Int> = []
    /// The views it names that the tree lacks ("Not in this dump"), by key.
    private(set) var missing: Set<String> = []

    /// Whether a constraint selected lights views (then the others are dimmed).
    var lightsViews: Bool { !nodes.isEmpty || !missing.isEmpty }
    /// Another instance's addresses → the conflict's own, so that a view named by the conflict
    /// lights the constraints of a callback that reported another instance.
    private var counterparts: [Address: Address] = [:]

    init(_ selected: SelectedConflict?, focus: Pane) {
        guard let selected else { return }
        counterparts = selected.detail.counterparts
        switch focus {
        case .conflicts: break
        case .tree:
            if case .missing(let index) = selected.treeCursor.selected, selected.tree.missing.indices.contains(index) {
                // A view the dump lacks lights the constraints that name it too.
                let item = selected.tree.missing[index]
                if selected.constraints.contains(where: { names($0, key: item.key, address: item.address) }) {
                    view = (item.key, item.address)
                }
                return
            }
            guard case .node(let index) = selected.treeCursor.selected else { return }
            let tree = selected.tree
            guard tree.nodes.indices.contains(index) else { return }
            let key = tree.key(index)
            let address = tree.address(index)
            if selected.constraints.contains(where: { names($0, key: key, address: address) }) {
                view = (key, address)
            }
        case .controllers:
            let rows = selected.controllerRows
            guard rows.indices.contains(selected.panes.controllers.selection),
                case .view(let g, let v) = rows[selected.panes.controllers.selection]
            else { return }
            let item = selected.controllers[g].views[v]
            view = (item.key, item.address)
        case .constraints:
            let constraints = selected.constraints
            guard constraints.indices.contains(selected.panes.constraints.selection) else { return }
            let tree = selected.tree
            let lacking = Set(tree.missing.map(\.key))
            for item in constraints[selected.panes.constraints.selection].items {
                if let index = tree.index(of: item) {
                    nodes.insert(index)
                } else if lacking.contains(item.key) {
                    missing.insert(item.key)
                }
            }
        }
    }

    /// Whether the constraint is lit: it names the view selected. Nil when no view is selected.
    func lights(_ constraint: Constraint) -> Bool? {
        guard let view else { return nil }
        return names(constraint, key: view.key, address: view.address)
    }

    private func names(_ constraint: Constraint, key: String, address: Address?) -> Bool {
        constraint.items.contains { item in
            guard item.key != key else { return true }
            guard let address, let own = item.address else { return false }
            return own == address || counterparts[own] == address
        }
    }
}
