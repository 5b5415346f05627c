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
