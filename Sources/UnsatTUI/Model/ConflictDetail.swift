import UnsatKit

/// A controller and the conflicting views it owns.
struct ControllerGroup: Hashable {
    var controller: ControllerRef?
    var views: [LayoutItem]
}

/// What the panes show for one entry, a conflict or a dump on its own (`Entry`), worked out when
/// it is first needed: names, colors, each callback's tree, the constraints' short forms, the
/// controllers, the explanation. Only caches change here, never what the user selected or
/// folded: that is the inspector's state (`ConflictState`), so that drawing, which asks for these,
/// changes nothing the user can see. The one thing that is not a cache, the explanation worked out
/// off the loop, changes only when the inspector settles (`settleExplanation`).
final class ConflictDetail {
    private(set) var entry: Entry
    /// The conflict, for an entry that is one: a dump on its own has no constraint, view, controller or
    /// explanation, only its tree.
    var conflict: Conflict? { entry.conflict }
    /// `Entry.callbacks`, worked out once.
    private(set) var callbacks: [Callback]
    private(set) var namer: ViewNamer
    /// Item key → palette index, for the conflict's views (guides have none), another instance's
    /// taking the index of the view in their place.
    private(set) var colors: [String: Int]
    private unowned let document: InspectorDocument
    private var trees: [Int: ViewTree] = [:]
    private var lines: [Address: ConstraintLine] = [:]
    private var controllerGroups: [Int: [ControllerGroup]] = [:]
    private var changes: [Int: CallbackChange] = [:]
    private var wireframes: [Int: Wireframe.Outcome] = [:]

    init(entry: Entry, document: InspectorDocument) {
        self.entry = entry
        callbacks = entry.callbacks
        self.document = document
        (namer, colors) = Self.names(entry.conflict, glyphs: document.glyphs)
    }

    /// How the conflict's views are named and colored (a dump alone names none).
    private static func names(_ conflict: Conflict?, glyphs: Glyphs) -> (ViewNamer, [String: Int]) {
        guard let conflict else { return (ViewNamer(items: [], glyphs: glyphs), [:]) }
        var colors = ViewPalette.indices(conflict)
        // Another instance's views take the color of those in their place.
        for (other, home) in conflict.counterparts { if let color = colors[home.text] { colors[other.text] = color } }
        return (ViewNamer(conflict: conflict, glyphs: glyphs), colors)
    }

    /// The same entry in a newer reading of a growing input: more callbacks, a report that was
    /// cut short at the end of the last reading read whole, a dump read since. A tree is built anew
    /// only when what it was built from changed; the answer says which were kept, old callback
    /// index → new, so that the panes can stay on what the user was looking at.
    func update(_ newer: Entry) -> [Int: Int] {
        let oldCallbacks = callbacks
        let old = conflict
        entry = newer
        callbacks = newer.callbacks
        controllerGroups = [:]
        explanation = nil
        // The search under way (or done) was for the older reading: its answer is not this one's.
        background = BackgroundExplanation()
        changes = [:]
        wireframes = [:]
        // An entry of another kind (nil views, a dump's) shares none of the names.
        if old?.views != conflict?.views {
            (namer, colors) = Self.names(conflict, glyphs: document.glyphs)
            lines = [:]
            trees = [:]
        }
        // A callback without a dump of its own shows the conflict's (another callback's, or one read
        // beside the log): when that changed, so did its tree.
        let dumpChanged = old?.hierarchy?.location != conflict?.hierarchy?.location
        var kept: [Int: ViewTree] = [:]
        var moved: [Int: Int] = [:]
        for (index, tree) in trees {
            let was = oldCallbacks[index]
            guard let now = callbacks.firstIndex(where: { $0.location == was.location }),
                Self.readAlike(was, callbacks[now]), !dumpChanged || was.hierarchy != nil
            else { continue }
            kept[now] = tree
            moved[index] = now
        }
        trees = kept
        return moved
    }

    /// Whether two readings of the same callback would build the same tree (compared cheaply: a
    /// callback's dump may hold 100,000 views).
    private static func readAlike(_ lhs: Callback, _ rhs: Callback) -> Bool {
        lhs.location == rhs.location && lhs.isComplete == rhs.isComplete
            && lhs.constraints.count == rhs.constraints.count && lhs.hierarchy?.location == rhs.hierarchy?.location
    }

    /// Why the constraints cannot all hold, as `settleExplanation` last left it: nil while it is
    /// worked out off the main loop. Reading it changes nothing, so drawing measures and draws one
    /// and the same text.
    private(set) var explanation: Explanation?

    /// Works the explanation out, or takes in the one worked out off the loop: at once for a
    /// conflict of a few constraints, off the main loop for a larger one (whose exact search may
    /// take a while), so a key is never kept waiting; the loop is woken when it is ready, and the
    /// next settle takes it in. Called only by `Inspector.settle`, never while drawing.
    func settleExplanation() {
        guard explanation == nil, let conflict else { return }
        if conflict.constraints.count <= Self.explainedAtOnce {
            explanation = document.explainer.explain(conflict, glyphs: document.glyphs)
        } else if let done = background.take() {
            explanation = done
        } else {
            background.start(
                conflict, explainer: document.explainer, glyphs: document.glyphs, on: document.backgroundWork)
        }
    }

    /// Conflicts this small are explained on the spot (well under a millisecond).
    static let explainedAtOnce = 16
    /// The search of the reading shown; a newer reading gets a search of its own.
    private var background = BackgroundExplanation()

    /// Callback `index`, or the last when there are fewer.
    func callback(_ index: Int) -> Callback { callbacks[min(index, callbacks.count - 1)] }

    /// The conflict's views' key paths, by address (none in a dump alone).
    var keyPaths: [Address: String] { conflict?.keyPaths ?? [:] }

    /// Another instance's addresses → the conflict's own (none in a dump alone).
    var counterparts: [Address: Address] { conflict?.counterparts ?? [:] }

    /// The conflict's own address for one of another instance's (`Conflict.counterpart(of:)`).
    func counterpart(of address: Address) -> Address { counterparts[address] ?? address }

    /// The constraints of callback `index`: its list, and the constraint it broke when the list
    /// does not hold it.
    func constraints(_ index: Int) -> [Constraint] {
        let callback = callback(index)
        guard let broken = callback.unlistedBroken else { return callback.constraints }
        return callback.constraints + [broken]
    }

    /// The constraint the pane selects first: the one the first callback broke, what the user came for.
    var firstConstraint: Int {
        guard let first = callbacks.first, let broken = first.broken else { return 0 }
        return first.constraints.firstIndex { $0.address == broken } ?? 0
    }

    func line(_ constraint: Constraint) -> ConstraintLine {
        if let line = lines[constraint.address] { return line }
        let line = ConstraintLine(constraint, namer: namer)
        lines[constraint.address] = line
        return line
    }

    /// The tree for callback `index`: its own dump, else one found elsewhere, else the named views.
    func tree(_ index: Int) -> ViewTree {
        let index = min(index, callbacks.count - 1)
        if let tree = trees[index] { return tree }
        let tree: ViewTree
        switch entry.kind {
        case .conflict(let conflict): tree = ViewTree(conflict: conflict, callback: callbacks[index], colors: colors)
        case .dump(let hierarchy): tree = ViewTree(dump: hierarchy)
        case .ambiguous(let layout):
            tree = ViewTree(dump: layout.hierarchy(among: document.hierarchies), ambiguous: layout.view.address)
        }
        let captures = callbacks.compactMap { callback in
            callback.controller.flatMap { controller in callback.hierarchy.map { (controller, $0.location) } }
        }
        tree.controllers = TreeControllers(tree, printed: document.controllerTrees, captures: captures)
        tree.keyPaths = keyPaths
        trees[index] = tree
        return tree
    }

    /// What changed from callback `index - 1` to callback `index` (worked out once: two dumps
    /// compared); nil for the first.
    func change(to index: Int) -> CallbackChange? {
        let index = min(index, callbacks.count - 1)
        guard index > 0, let conflict else { return nil }
        if let change = changes[index] { return change }
        let change = CallbackChange(self, conflict, from: index - 1, to: index)
        changes[index] = change
        return change
    }

    /// The wireframe of callback `index`'s captured views (made once: the one layout, `Wireframe`).
    func wireframe(_ index: Int) -> Wireframe.Outcome {
        let index = min(index, callbacks.count - 1)
        if let wireframe = wireframes[index] { return wireframe }
        let wireframe: Wireframe.Outcome
        switch entry.kind {
        case .conflict(let conflict): wireframe = Wireframe.make(conflict, callback: callbacks[index])
        case .dump(let hierarchy): wireframe = Wireframe.make(hierarchy, views: [])
        case .ambiguous(let layout): wireframe = Wireframe.make(tree(index).hierarchy, views: [layout.view])
        }
        wireframes[index] = wireframe
        return wireframe
    }

    /// The tree for callback `index` if it was built already (nil rather than build a large one).
    func builtTree(_ index: Int) -> ViewTree? { trees[min(index, callbacks.count - 1)] }

    /// What the hierarchy pane selects first in callback `index`'s tree: the broken constraint's
    /// view, what the user came for, else the tree's first conflicting view.
    func firstSelection(_ index: Int) -> TreeRow {
        let tree = tree(index)
        if let broken = callback(index).brokenConstraint, let item = broken.items.first(where: { !$0.isLayoutGuide }),
            let node = tree.index(of: item)
        {
            return .node(node)
        }
        return tree.firstSelection
    }

    /// The controllers owning callback `index`'s views (another instance's are its own): from
    /// `_printHierarchy` and the captures of its instance (none for a dump alone, which has no
    /// conflicting view).
    func controllers(_ index: Int) -> [ControllerGroup] {
        let index = min(index, callbacks.count - 1)
        if let groups = controllerGroups[index] { return groups }
        guard let conflict else { return [] }
        let callback = callbacks[index]
        // The captures of this callback's instance: its own first. The first instance's controller
        // is not another's.
        func capture(_ holds: (Callback) -> Bool) -> Callback? {
            holds(callback) ? callback : callbacks.first { holds($0) && conflict.isSameInstance($0, callback) }
        }
        let named =
            capture { $0.controller != nil }?.controller
            ?? (conflict.isOtherInstance(callback) ? nil : conflict.controller)
        let views = conflict.views(of: callback)
        // A capture's controller owns the views its dump holds.
        var captured: [Address: ControllerRef] = [:]
        if let dumped = capture({ $0.controller != nil && $0.hierarchy != nil }), let controller = dumped.controller,
            let hierarchy = dumped.hierarchy
        {
            for address in views.compactMap(\.address) where hierarchy.index(of: address) != nil {
                captured[address] = controller
            }
        }
        var groups: [ControllerGroup] = []
        func add(_ controller: ControllerRef?, _ view: LayoutItem) {
            if let index = groups.firstIndex(where: { $0.controller == controller }) {
                groups[index].views.append(view)
            } else {
                groups.append(ControllerGroup(controller: controller, views: [view]))
            }
        }
        if let named { groups.append(ControllerGroup(controller: named, views: [])) }
        for view in views {
            let owner = view.address.flatMap { document.attribution.controller(of: $0) ?? captured[$0] }
            add(owner, view)
        }
        groups.removeAll { $0.views.isEmpty }
        // The controller a capture names stays, even owning none of the views shown (its dump
        // lacks them, or there is none): the views then go under "owner not known", not "no
        // controller known".
        if let named, !groups.contains(where: { $0.controller == named }) {
            groups.insert(ControllerGroup(controller: named, views: []), at: 0)
        }
        // The views nobody is known to own come last.
        groups.sort { ($0.controller == nil ? 1 : 0) < ($1.controller == nil ? 1 : 0) }
        controllerGroups[index] = groups
        return groups
    }

    /// Owner rows: a controller, then its views.
    enum ControllerRow: Hashable {
        case controller(Int)
        case view(Int, Int)
    }

    /// Callback `index`'s owner rows.
    func controllerRows(_ index: Int) -> [ControllerRow] {
        var rows: [ControllerRow] = []
        for (g, group) in controllers(index).enumerated() {
            rows.append(.controller(g))
            rows.append(contentsOf: group.views.indices.map { ControllerRow.view(g, $0) })
        }
        return rows
    }
}
