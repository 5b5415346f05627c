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
            if second.name == "|", let child = first.address, let superview = second.address, child != superview {
                parent[child.text] = superview.text
            } else if first.name == "|", let child = second.address, let superview = first.address, child != superview {
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

/// Which view holds which, read from constraints when no dump says, for the tree drawn without one.
///
/// Evidence, strongest first; a view keeps the first superview found, and nothing is nested where it
/// would close a cycle:
/// 1. `names: '|'` in a visual format names the superview (read before this, by `ConflictTree`).
/// 2. `UISV-canvas-connection`: a stack view ties its canvas to its arranged views, and UIKit writes
///    the canvas first (`UIStackView.leading == UILabel.leading`); a canvas that is a layout guide
///    stands for the view that owns it.
/// 3. Both opposite edges of one axis inset, between the same two views: `A.top == B.top + 12` with
///    `B.bottom == A.bottom + 12` puts A inside B. Each constraint is read as a bound on how far A's
///    edge lies inside B's (multiplier 1, the same edge on both sides, a system guide standing for
///    its owner); A is inside B when the leading edge (top, leading, left) lies at or after B's, the
///    trailing one (bottom, trailing, right) at or before B's, at least one of them says which of
///    the two is inside (a constant other than 0, an inequality, or B's margin or margins guide
///    against A's edge: two views pinned edge to edge with 0 could be either), and no constraint
///    between them puts an edge of A outside B. When several views would hold A, the innermost is
///    taken, and none when they do not nest in one another. (Two siblings can be inset like that
///    too, a background behind a label: the constraints alone cannot tell, and the tree says it is
///    inferred.)
enum Containment {
    static func nest(_ constraints: [Constraint], items: [LayoutItem], parent: inout [String: String]) {
        let known = parent
        /// The view an item stands for: itself, or the owner of a guide (from the guide constraints).
        func view(_ item: LayoutItem) -> String? {
            guard let address = item.address else { return nil }
            return item.isLayoutGuide ? known[address.text] : address.text
        }
        func adopt(_ child: String, by container: String) {
            guard child != container, parent[child] == nil,
                !ConflictTree.isAncestor(child, of: container, parent: parent)
            else { return }
            parent[child] = container
        }
        for constraint in constraints where constraint.identifier == "UISV-canvas-connection" {
            guard constraint.isEquation, let canvas = constraint.first?.item, let arranged = constraint.second?.item,
                let child = arranged.address?.text, let stack = view(canvas)
            else { continue }
            adopt(child, by: stack)
        }
        var evidence: [Pair: Evidence] = [:]
        for constraint in constraints {
            guard constraint.isEquation, constraint.multiplier == 1, let relation = constraint.relation,
                let first = constraint.first, let second = constraint.second,
                let a = view(first.item), let b = view(second.item), a != b,
                let axis = first.attribute.axis, axis == second.attribute.axis,
                let edge = first.attribute.edge, edge == second.attribute.edge, edge != .center,
                !first.item.isLayoutGuide || !second.item.isLayoutGuide
            else { continue }
            // `a.edge REL b.edge + c` bounds a's inset from b by c, and b's from a by -c.
            // A margin, or a guide standing for its owner (margins, safe area), lies inside the view.
            let firstInset = first.attribute.isMargin || first.item.isLayoutGuide
            let secondInset = second.attribute.isMargin || second.item.isLayoutGuide
            evidence[Pair(child: a, container: b), default: Evidence()].note(
                edge: edge, axis: axis, relation: relation, inset: constraint.constant, childMargin: firstInset,
                containerMargin: secondInset)
            evidence[Pair(child: b, container: a), default: Evidence()].note(
                edge: edge, axis: axis, relation: relation.flipped, inset: -constraint.constant,
                childMargin: secondInset, containerMargin: firstInset)
        }
        var containers: [String: [String]] = [:]
        for (pair, found) in evidence where found.isInside {
            containers[pair.child, default: []].append(pair.container)
        }
        for child in items.compactMap({ $0.address?.text }) {
            guard let candidates = containers[child] else { continue }
            // The innermost: the one every other candidate holds.
            let innermost = candidates.filter { inner in
                candidates.allSatisfy { outer in
                    evidence[Pair(child: inner, container: outer)]?.isInside == true
                        || ConflictTree.isAncestor(outer, of: inner, parent: parent)
                }
            }
            if innermost.count == 1 { adopt(child, by: innermost[0]) }
        }
    }

    struct Pair: Hashable {
        var child: String
        var container: String
    }

    /// What the constraints between two views say of the first lying inside the second.
    struct Evidence {
        /// Per axis: its leading edge at or after the container's, its trailing edge at or before,
        /// and whether one of those tells which of the two is inside.
        var leading: Set<Axis> = []
        var trailing: Set<Axis> = []
        var directed: Set<Axis> = []
        /// An edge put outside the container.
        var outside = false

        var isInside: Bool {
            !outside && !leading.intersection(trailing).intersection(directed).isEmpty
        }

        /// `child.edge - container.edge REL inset`, the edges on the same side.
        mutating func note(
            edge: LayoutAttribute.Edge, axis: Axis, relation: Relation, inset: Double, childMargin: Bool,
            containerMargin: Bool
        ) {
            // The child's margin against the container's edge says nothing of which holds which.
            guard !childMargin, inset.isFinite else { return }
            // A trailing edge inside lies before the container's: the same reading, mirrored.
            let (bound, lower): (Double, Bool) =
                switch (edge, relation) {
                case (.leading, .greaterThanOrEqual): (inset, true)
                case (.leading, .lessThanOrEqual): (inset, false)
                case (.trailing, .greaterThanOrEqual): (-inset, false)
                case (.trailing, .lessThanOrEqual): (-inset, true)
                case (_, .equal): (edge == .leading ? inset : -inset, true)
                default: (0, false)
                }
            let isEqual = relation == .equal
            // `bound` is now how far inside the edge lies: at least (`lower`), exactly, or at most.
            if (lower || isEqual) && bound >= 0 {
                if edge == .leading { leading.insert(axis) } else { trailing.insert(axis) }
                if bound > 0 || !isEqual || containerMargin { directed.insert(axis) }
            }
            if (!lower || isEqual) && bound < 0 { outside = true }
        }
    }
}
