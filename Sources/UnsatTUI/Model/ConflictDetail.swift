import Dispatch
import Foundation
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
    private(set) var namer: ViewNamer
    /// Item key → palette index, for the conflict's views (guides have none).
    private(set) var colors: [String: Int]
    private(set) var itemsByAddress: [Address: LayoutItem]
    private unowned let document: InspectorDocument
    private var trees: [Int: ViewTree] = [:]
    private var lines: [Address: ConstraintLine] = [:]
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
        (namer, colors, itemsByAddress) = Self.names(conflict)
        // The broken constraint is what the user came for.
        if let broken = conflict.callbacks.first?.broken,
            let index = conflict.callbacks.first?.constraints.firstIndex(where: { $0.address == broken })
        {
            constraintSelection = index
        }
    }

    /// How the conflict's views are named and colored, and found by address.
    private static func names(_ conflict: Conflict) -> (ViewNamer, [String: Int], [Address: LayoutItem]) {
        var colors: [String: Int] = [:]
        for (index, view) in conflict.views.enumerated() { colors[view.key] = index }
        var byAddress: [Address: LayoutItem] = [:]
        for item in conflict.items { if let address = item.address { byAddress[address] = byAddress[address] ?? item } }
        return (ViewNamer(conflict: conflict), colors, byAddress)
    }

    /// The same conflict in a newer reading of a growing input: more callbacks, a report that was
    /// cut short at the end of the last reading read whole, a dump read since. The panes stay on
    /// what the user was looking at (the callback by its line, the constraint by its address, the
    /// view by its address); a tree is built anew only when what it was built from changed.
    func update(_ newer: Conflict) {
        let old = conflict
        let oldCallback = callback.location
        let oldConstraint =
            constraints.indices.contains(constraintSelection) ? constraints[constraintSelection].address : nil
        var oldView: Address?
        if let tree = trees[min(callbackIndex, old.callbacks.count - 1)], case .node(let index) = tree.selection,
            tree.nodes.indices.contains(index)
        {
            oldView = tree.nodes[index].address
        }
        conflict = newer
        cachedOwners = nil
        cachedExplanation = nil
        if newer.views != old.views {
            (namer, colors, itemsByAddress) = Self.names(newer)
            lines = [:]
            trees = [:]
        }
        // A callback without a dump of its own shows the conflict's (another callback's, or one read
        // beside the log): when that changed, so did its tree.
        let dumpChanged = old.hierarchy?.location != newer.hierarchy?.location
        var kept: [Int: ViewTree] = [:]
        for (index, tree) in trees {
            let was = old.callbacks[index]
            guard let now = newer.callbacks.firstIndex(where: { $0.location == was.location }),
                Self.readAlike(was, newer.callbacks[now]), !dumpChanged || was.hierarchy != nil
            else { continue }
            kept[now] = tree
        }
        trees = kept
        callbackIndex =
            newer.callbacks.firstIndex { $0.location == oldCallback } ?? min(callbackIndex, newer.callbacks.count - 1)
        constraintSelection =
            oldConstraint.flatMap { address in constraints.firstIndex { $0.address == address } }
            ?? min(constraintSelection, max(0, constraints.count - 1))
        if let oldView, trees[callbackIndex] == nil {
            let tree = currentTree
            let index = tree.index(ofKey: oldView.text, address: oldView)
            if let index { tree.selection = .node(index) }
        }
    }

    /// Whether two readings of the same callback would build the same tree (compared cheaply: a
    /// callback's dump may hold 100,000 views).
    private static func readAlike(_ lhs: Callback, _ rhs: Callback) -> Bool {
        lhs.location == rhs.location && lhs.isComplete == rhs.isComplete
            && lhs.constraints.count == rhs.constraints.count && lhs.hierarchy?.location == rhs.hierarchy?.location
    }

    /// Why the constraints cannot all hold, worked out when first shown: at once for a conflict of a
    /// few constraints, off the main loop for a larger one (whose exact search may take a while), so
    /// a key is never kept waiting; nil until it is ready, and the loop is woken when it is.
    var explanation: Explanation? {
        if let cachedExplanation { return cachedExplanation }
        if conflict.constraints.count <= Self.explainedAtOnce {
            cachedExplanation = Explainer().explain(conflict)
            return cachedExplanation
        }
        if let done = background.take() {
            cachedExplanation = done
            return done
        }
        background.start(conflict, whenDone: Self.onExplained)
        return nil
    }

    /// Conflicts this small are explained on the spot (well under a millisecond).
    static let explainedAtOnce = 16
    /// Called on another thread when a background explanation is ready (the app wakes its loop).
    nonisolated(unsafe) static var onExplained: @Sendable () -> Void = {}
    private let background = BackgroundExplanation()

    var callback: Callback { conflict.callbacks[min(callbackIndex, conflict.callbacks.count - 1)] }

    /// The constraints of the selected callback.
    /// The callback's list, and the constraint it broke when the list does not hold it.
    var constraints: [Constraint] {
        guard let broken = callback.unlistedBroken else { return callback.constraints }
        return callback.constraints + [broken]
    }

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
            let node = tree.index(of: item)
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
        var captured: [Address: ControllerRef] = [:]
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

/// An explanation worked out on another thread, taken once it is there.
final class BackgroundExplanation: @unchecked Sendable {
    private let lock = NSLock()
    private var started = false
    private var result: Explanation?

    func start(_ conflict: Conflict, whenDone: @escaping @Sendable () -> Void) {
        let first = lock.withLock {
            defer { started = true }
            return !started
        }
        guard first else { return }
        DispatchQueue.global(qos: .userInitiated).async {
            let explanation = Explainer().explain(conflict)
            self.lock.withLock { self.result = explanation }
            whenDone()
        }
    }

    func take() -> Explanation? { lock.withLock { result } }
}
