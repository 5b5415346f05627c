/// The tree to show for a conflict: the captured hierarchy when there is one, otherwise the views
/// the constraints name, nested where the constraints say which view holds which: a `names: '|'`
/// entry (a mask's too), a stack view's `UISV-canvas-connection`, or both opposite edges inset (`Containment`).
public struct ConflictTree: Sendable {
    public var hierarchy: ViewHierarchy
    /// True when the tree comes from a capture's `view hierarchy:`; false when inferred.
    public var isCaptured: Bool
    /// Views the constraints name that the captured tree lacks (another window, a navigation bar).
    public var missing: [LayoutItem]
    /// The conflict's views as the tree holds them: the addresses of the instance the tree shows
    /// (`Conflict.views(of:)`), the conflict's own for the first.
    public var views: [LayoutItem]
    /// The items (views and guides) of that instance's constraints, first-seen order: the
    /// conflict's (`Conflict.items`) for the first instance, the callback's own for another.
    public var items: [LayoutItem]

    /// The tree of `callback` (of the first callback with a dump when nil): its own dump, else a
    /// dump of the same instance (another of its callbacks', or one read beside the log that holds
    /// its views), else the views its constraints name. A callback of another instance (the same
    /// layout between other views) is never shown the first instance's views, nor the first
    /// another's.
    public init(conflict: Conflict, callback: Callback? = nil) {
        let owner =
            if let callback {
                callback.hierarchy != nil
                    ? callback
                    : conflict.callbacks.first { $0.hierarchy != nil && conflict.isSameInstance($0, callback) }
            } else {
                conflict.callbacks.first { $0.hierarchy != nil }
            }
        // The callback whose instance the tree shows.
        let shown = owner ?? callback
        let other = shown.map(conflict.isOtherInstance) ?? false
        let views = shown.map(conflict.views(of:)) ?? conflict.views
        let constraints = other ? shown.map(Self.constraints(of:)) ?? [] : conflict.constraints
        let items = other ? Self.items(of: constraints) : conflict.items
        self.views = views
        self.items = items
        var hierarchy = owner?.hierarchy
        if hierarchy == nil, let related = conflict.relatedHierarchy,
            !other || views.contains(where: { view in view.address.map { related.index(of: $0) != nil } ?? false })
        {
            hierarchy = related
        }
        if let hierarchy {
            self.hierarchy = hierarchy
            isCaptured = true
            missing = views.filter { view in view.address.map { hierarchy.index(of: $0) == nil } ?? true }
            return
        }
        let location = (other ? shown?.location : nil) ?? conflict.callbacks.first?.location
        self.hierarchy = Self.inferred(constraints, items: items, at: location ?? InputLocation(file: "", line: 0))
        isCaptured = false
        missing = []
    }

    /// A callback's constraints: its list, and the constraint it broke when the list does not hold it.
    static func constraints(of callback: Callback) -> [Constraint] {
        callback.unlistedBroken.map { callback.constraints + [$0] } ?? callback.constraints
    }

    /// The items the constraints name, first-seen order, each once.
    static func items(of constraints: [Constraint]) -> [LayoutItem] {
        var seen: Set<String> = []
        var result: [LayoutItem] = []
        for constraint in constraints {
            for item in constraint.items where seen.insert(item.key).inserted { result.append(item) }
        }
        return result
    }

    /// Nodes for the conflict's views (and guides), nested by `Containment`.
    static func inferred(_ conflict: Conflict) -> ViewHierarchy {
        inferred(
            conflict.constraints, items: conflict.items,
            at: conflict.callbacks.first?.location ?? InputLocation(file: "", line: 0))
    }

    /// Which view holds which where a constraint names the superview: a visual format's `|` that
    /// `names:` resolves (the last such constraint wins), a mask's (`Constraint.frameSuperview`). By
    /// the child's address; each superview has one.
    static func namedParents(_ constraints: [Constraint]) -> [String: LayoutItem] {
        var parent: [String: LayoutItem] = [:]
        for constraint in constraints {
            // A mask's frame is measured in its superview, which it names.
            if let child = constraint.first?.item.address, let superview = constraint.frameSuperview,
                superview.address != nil, child != superview.address, parent[child.text] == nil
            {
                parent[child.text] = superview
            }
            guard let first = constraint.first?.item, let second = constraint.second?.item else { continue }
            for (bar, view) in [(second, first), (first, second)] where bar.isSuperviewBar {
                if let child = view.address, let superview = bar.address, child != superview {
                    parent[child.text] = bar
                }
                break
            }
        }
        return parent
    }

    /// Nodes for `items`, the views (and guides) `constraints` name, nested by `Containment`; read at `location`.
    static func inferred(_ constraints: [Constraint], items: [LayoutItem], at location: InputLocation)
        -> ViewHierarchy
    {
        // Keyed as the items are (`LayoutItem.key`): an address's text, where there is one.
        var parent = namedParents(constraints).compactMapValues { $0.address?.text }
        // A guide belongs to the view whose margins or safe area it is: the one constrained to it
        // by a system guide constraint.
        for constraint in constraints where constraint.origin == .guide {
            guard let first = constraint.first?.item, let second = constraint.second?.item else { continue }
            let (guide, owner) = first.isLayoutGuide ? (first, second) : (second, first)
            if guide.isLayoutGuide, !owner.isLayoutGuide, let g = guide.address, let o = owner.address,
                parent[g.text] == nil
            {
                parent[g.text] = o.text
            }
        }
        Containment.nest(constraints, items: items, parent: &parent)
        // Depth-first from the roots, in first-seen order; a cycle is broken where it closes.
        let keys = items.map(\.key)
        var children: [String: [String]] = [:]
        var roots: [String] = []
        for key in keys {
            if let p = parent[key], keys.contains(p), !isAncestor(key, of: p, parent: parent) {
                children[p, default: []].append(key)
            } else {
                roots.append(key)
            }
        }
        let byKey = Dictionary(items.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
        var nodes: [ViewNode] = []
        func visit(_ key: String, depth: Int, parentIndex: Int?) {
            guard let item = byKey[key] else { return }
            let index = nodes.count
            var details = item.label.map { "text = '\($0)'" } ?? ""
            if item.isLayoutGuide { details = item.label.map { "identifier = '\($0)'" } ?? "" }
            // An item the constraint named without an address has none to print.
            nodes.append(
                ViewNode(
                    className: item.className, address: item.address ?? "", details: details, depth: depth,
                    parent: parentIndex, line: location.line))
            for child in children[key] ?? [] { visit(child, depth: depth + 1, parentIndex: index) }
        }
        for root in roots { visit(root, depth: 0, parentIndex: nil) }
        return ViewHierarchy(nodes: nodes, location: location)
    }

    static func isAncestor(_ candidate: String, of key: String, parent: [String: String]) -> Bool {
        var current: String? = key
        var steps = 0
        while let c = current, steps < 1000 {
            if c == candidate { return true }
            current = parent[c]
            steps += 1
        }
        return false
    }
}
