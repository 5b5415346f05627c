/// The tree to show for a conflict: the captured hierarchy when there is one, otherwise the views
/// the constraints name, nested where the constraints say which view holds which: a `names: '|'`
/// entry, a stack view's `UISV-canvas-connection`, or both opposite edges inset (`Containment`).
public struct ConflictTree: Sendable {
    public var hierarchy: ViewHierarchy
    /// True when the tree comes from a capture's `view hierarchy:`; false when inferred.
    public var isCaptured: Bool
    /// Views the constraints name that the captured tree lacks (another window, a navigation bar).
    public var missing: [LayoutItem]
    /// The conflict's views as the tree holds them: the addresses of the instance whose callback
    /// captured the dump (`Conflict.views(of:)`), the conflict's own otherwise.
    public var views: [LayoutItem]

    public init(conflict: Conflict, callback: Callback? = nil) {
        let owner = callback?.hierarchy != nil ? callback : conflict.callbacks.first { $0.hierarchy != nil }
        if let hierarchy = owner?.hierarchy ?? conflict.relatedHierarchy {
            let views = owner.map(conflict.views(of:)) ?? conflict.views
            self.hierarchy = hierarchy
            self.views = views
            isCaptured = true
            missing = views.filter { view in view.address.map { hierarchy.index(of: $0) == nil } ?? true }
            return
        }
        hierarchy = Self.inferred(conflict)
        views = conflict.views
        isCaptured = false
        missing = []
    }

    /// Nodes for the views (and guides) the constraints name, nested by `Containment`.
    static func inferred(_ conflict: Conflict) -> ViewHierarchy {
        let items = conflict.items
        // Keyed as the items are (`LayoutItem.key`): an address's text, where there is one.
        var parent: [String: String] = [:]
        for constraint in conflict.constraints {
            guard let first = constraint.first?.item, let second = constraint.second?.item else { continue }
            if second.isSuperviewBar, let child = first.address, let superview = second.address, child != superview {
                parent[child.text] = superview.text
            } else if first.isSuperviewBar, let child = second.address, let superview = first.address,
                child != superview
            {
                parent[child.text] = superview.text
            }
        }
        // A guide belongs to the view whose margins or safe area it is: the one constrained to it
        // by a system guide constraint.
        for constraint in conflict.constraints where constraint.origin == .guide {
            guard let first = constraint.first?.item, let second = constraint.second?.item else { continue }
            let (guide, owner) = first.isLayoutGuide ? (first, second) : (second, first)
            if guide.isLayoutGuide, !owner.isLayoutGuide, let g = guide.address, let o = owner.address,
                parent[g.text] == nil
            {
                parent[g.text] = o.text
            }
        }
        Containment.nest(conflict.constraints, items: items, parent: &parent)
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
                    parent: parentIndex, line: conflict.callbacks.first?.location.line ?? 0))
            for child in children[key] ?? [] { visit(child, depth: depth + 1, parentIndex: index) }
        }
        for root in roots { visit(root, depth: 0, parentIndex: nil) }
        let location = conflict.callbacks.first?.location ?? InputLocation(file: "", line: 0)
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
