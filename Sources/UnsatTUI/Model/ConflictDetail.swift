import UnsatKit

/// A controller and the conflicting views it owns.
struct OwnerGroup: Hashable {
    var controller: ControllerRef?
    var views: [LayoutItem]
}

/// What the panes show for one conflict, computed when it is first selected, and the panes'
/// state for it (which callback, what is folded, what is selected), kept while browsing others.
final class ConflictDetail {
    private(set) var conflict: Conflict
    let namer: ViewNamer
    /// Item key → palette index, for the conflict's views (guides have none).
    let colors: [String: Int]
    let itemsByAddress: [String: LayoutItem]
    private unowned let document: InspectorDocument
    private var trees: [Int: ViewTree] = [:]
    private var lines: [String: ConstraintLine] = [:]
    private var cachedOwners: [OwnerGroup]?
    private var cachedExplanation: Explanation?

    // Pane state.
    var callbackIndex = 0
    var constraintSelection = 0
    var constraintTop = 0
    var ownerSelection = 0
    var ownerTop = 0
    /// Fold state by view address, shared by every callback's tree.
    var expandedKeys: Set<String> = []
    var collapsedKeys: Set<String> = []
    /// Opened to show search matches; dropped when the search ends.
    var searchExpandedKeys: Set<String> = []
    private(set) var foldGeneration = 0

    init(conflict: Conflict, document: InspectorDocument) {
        self.conflict = conflict
        self.document = document
        namer = ViewNamer(conflict: conflict)
        var colors: [String: Int] = [:]
        for (index, view) in conflict.views.enumerated() { colors[view.key] = index }
        self.colors = colors
        var byAddress: [String: LayoutItem] = [:]
        for item in conflict.items { if let address = item.address { byAddress[address] = byAddress[address] ?? item } }
        itemsByAddress = byAddress
        // The broken constraint is what the user came for.
        if let broken = conflict.callbacks.first?.broken,
            let index = conflict.callbacks.first?.constraints.firstIndex(where: { $0.address == broken })
        {
            constraintSelection = index
        }
    }

    /// The same conflict with more callbacks (a growing input).
    func update(_ newer: Conflict) {
        conflict = newer
        cachedOwners = nil
        cachedExplanation = nil
    }

    /// Why the constraints cannot all hold, worked out when first shown.
    var explanation: Explanation {
        if let cachedExplanation { return cachedExplanation }
        let explanation = Explainer().explain(conflict)
        cachedExplanation = explanation
        return explanation
    }

    var callback: Callback { conflict.callbacks[min(callbackIndex, conflict.callbacks.count - 1)] }

    /// The constraints of the selected callback.
    var constraints: [Constraint] { callback.constraints }

    func line(_ constraint: Constraint) -> ConstraintLine {
        if let line = lines[constraint.address] { return line }
        let line = ConstraintLine(constraint, namer: namer)
        lines[constraint.address] = line
        return line
    }

    /// The tree for callback `index`: its own dump, else one found elsewhere, else the named views.
    func tree(_ index: Int) -> ViewTree {
        if let tree = trees[index] { return tree }
        let callback = conflict.callbacks[index]
        let tree = ViewTree(conflict: conflict, callback: callback, colors: colors)
        // Start on the broken constraint's view: what the user came for.
        if let broken = callback.brokenConstraint, let item = broken.items.first(where: { !$0.isLayoutGuide }),
            let node = tree.index(ofKey: tree.items.isEmpty ? (item.address ?? item.key) : item.key)
        {
            tree.selection = .node(node)
        }
        trees[index] = tree
        return tree
    }

    var currentTree: ViewTree { tree(min(callbackIndex, conflict.callbacks.count - 1)) }

    /// Whether a node of `tree` shows its children.
    func isExpanded(_ tree: ViewTree, _ index: Int) -> Bool {
        let key = tree.key(index)
        if collapsedKeys.contains(key) { return false }
        return tree.defaultExpanded.contains(index) || expandedKeys.contains(key) || searchExpandedKeys.contains(key)
    }

    func rows(_ tree: ViewTree) -> [TreeRow] {
        tree.rows(generation: foldGeneration) { isExpanded(tree, $0) }
    }

    func setExpanded(_ key: String, _ expanded: Bool) {
        if expanded {
            collapsedKeys.remove(key)
            expandedKeys.insert(key)
        } else {
            expandedKeys.remove(key)
            searchExpandedKeys.remove(key)
            collapsedKeys.insert(key)
        }
        foldGeneration += 1
    }

    /// Opens these nodes of `tree` for a search; only those that were closed are noted, so that
    /// a search among open views changes nothing (and costs nothing) in a large tree.
    @discardableResult
    func openForSearch(_ tree: ViewTree, _ nodes: [Int]) -> Bool {
        var changed = false
        for node in nodes where tree.hasChildren(node) && !isExpanded(tree, node) {
            let key = tree.key(node)
            searchExpandedKeys.insert(key)
            collapsedKeys.remove(key)
            changed = true
        }
        if changed { foldGeneration += 1 }
        return changed
    }

    func closeSearchFolds() {
        guard !searchExpandedKeys.isEmpty else { return }
        searchExpandedKeys = []
        foldGeneration += 1
    }

    /// The controllers owning the conflicting views: from `_printHierarchy` and the capture.
    var owners: [OwnerGroup] {
        if let cachedOwners { return cachedOwners }
        var captured: [String: ControllerRef] = [:]
        if let index = conflict.callbacks.firstIndex(where: { $0.controller != nil && $0.hierarchy != nil }),
            let controller = conflict.callbacks[index].controller
        {
            let tree = tree(index)
            for node in tree.conflictNodes { captured[tree.nodes[node].address] = controller }
        }
        var groups: [OwnerGroup] = []
        func add(_ controller: ControllerRef?, _ view: LayoutItem) {
            if let index = groups.firstIndex(where: { $0.controller == controller }) {
                groups[index].views.append(view)
            } else {
                groups.append(OwnerGroup(controller: controller, views: [view]))
            }
        }
        if let controller = conflict.controller { groups.append(OwnerGroup(controller: controller, views: [])) }
        for view in conflict.views {
            let owner = view.address.flatMap { document.attribution.controller(of: $0) ?? captured[$0] }
            add(owner, view)
        }
        groups.removeAll { $0.views.isEmpty }
        // The views nobody is known to own come last.
        groups.sort { ($0.controller == nil ? 1 : 0) < ($1.controller == nil ? 1 : 0) }
        cachedOwners = groups
        return groups
    }

    /// Owner rows: a controller, then its views.
    enum OwnerRow: Hashable {
        case controller(Int)
        case view(Int, Int)
    }

    var ownerRows: [OwnerRow] {
        var rows: [OwnerRow] = []
        for (g, group) in owners.enumerated() {
            rows.append(.controller(g))
            rows.append(contentsOf: group.views.indices.map { OwnerRow.view(g, $0) })
        }
        return rows
    }
}
