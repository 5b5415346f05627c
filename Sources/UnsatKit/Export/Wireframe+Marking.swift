/// One constraint on the wireframe: the edges of its views it names, its constant, and, where the
/// fix engine worked it out (`Fix.Becomes`), what it asks against what the layout gives. Nothing
/// here is solved again: the sizes are the fix engine's, the edges the captured frames'.
extension Wireframe {
    /// A side of a box, as an attribute names it (leading read as left, as the proof reads it; a
    /// margin drawn on its edge).
    public enum Side: Hashable, Sendable {
        case left, right, top, bottom, centerX, centerY

        /// Whether it is drawn along a row (a top, a bottom, a vertical center).
        public var isRow: Bool { self == .top || self == .bottom || self == .centerY }
    }

    /// A side of one drawn box.
    public struct Edge: Hashable, Sendable {
        /// The box's node, as `Box.node`.
        public var node: Int
        public var side: Side
    }

    /// What the picture draws of one constraint.
    public struct Marking: Hashable, Sendable {
        /// The sides its items name, the first item's first: for a size, both sides on its axis.
        public var edges: [Edge]
        /// Its constant as printed (`24`, `120`); nil for a relation without one.
        public var constant: String?
        /// For a fixed size the layout does not give it: the rectangle it asks for (the box's
        /// origin, the size it states), in the root's coordinates.
        public var wanted: Frame?
        /// What it asks against what the layout gives (`wants 120 high, has 112`), or what it
        /// becomes without it (`24, without it 16`), in the fix engine's numbers.
        public var note: String?
    }

    /// The sides `attribute` names on a box: an edge or center, or both sides for a size; none
    /// for a baseline (the content places it) or what is not a position.
    static func sides(_ attribute: LayoutAttribute) -> [Side] {
        guard let axis = attribute.axis else { return [] }
        let horizontal = axis == .horizontal
        if attribute.isSize { return horizontal ? [.left, .right] : [.top, .bottom] }
        switch attribute.edge {
        case .leading: return [horizontal ? .left : .top]
        case .trailing: return [horizontal ? .right : .bottom]
        case .center: return [horizontal ? .centerX : .centerY]
        case nil: return []
        }
    }

    /// The marking of `constraint`; `becomes` is what the fix engine says its quantity is without it
    /// (the way out that relaxes it alone), and `isBroken` whether UIKit broke it in this callback:
    /// then the layout drawn is the one without it, and what it becomes is what the view has.
    public func marking(_ constraint: Constraint, becomes: Fix.Becomes?, isBroken: Bool) -> Marking {
        var edges: [Edge] = []
        for operand in [constraint.first, constraint.second].compactMap({ $0 }) {
            guard let address = operand.item.address, let box = boxes.first(where: { $0.address == address })
            else { continue }
            for side in Self.sides(operand.attribute) where !edges.contains(Edge(node: box.node, side: side)) {
                edges.append(Edge(node: box.node, side: side))
            }
        }
        let constant: String? =
            constraint.isEquation && (constraint.constant != 0 || constraint.second == nil)
            ? ConstraintFormatter.number(constraint.constant) : nil
        var marking = Marking(edges: edges, constant: constant)
        guard let becomes, let value = becomes.value, value != becomes.asked else { return marking }
        let asked = FixWording.number(becomes.asked)
        let has = FixWording.number(value)
        guard isBroken else {
            marking.note = "\(asked), without it \(has)"
            return marking
        }
        if becomes.relativeTo == nil, becomes.attribute.isSize, let axis = becomes.attribute.axis,
            let address = becomes.view, let box = boxes.first(where: { $0.address == address })
        {
            var wanted = box.frame
            if axis == .horizontal {
                wanted.width = becomes.asked.doubleValue
            } else {
                wanted.height = becomes.asked.doubleValue
            }
            marking.wanted = wanted
            marking.note = "wants \(asked) \(axis.extent), has \(has)"
        } else {
            marking.note = "wants \(asked), has \(has)"
        }
        return marking
    }

    /// `frame` (root coordinates) in the grid `cells` draws, by its scale and rounding; nil when
    /// it is wholly outside the grid.
    public func cellRect(of frame: Frame, _ focus: Focus, columns: Int, rows: Int) -> CellRect? {
        guard columns > 0, rows > 0 else { return nil }
        let scale = scale(focus, width: Double(columns), height: Double(rows), aspect: Self.cellAspect)
        let area = self.frame(of: focus)
        let left = max(0, Int(((frame.x - area.x) * scale).rounded()))
        let top = max(0, Int(((frame.y - area.y) * scale / Self.cellAspect).rounded()))
        let right = min(columns, max(left + 1, Int(((frame.x - area.x + frame.width) * scale).rounded())))
        let bottom = min(
            rows, max(top + 1, Int(((frame.y - area.y + frame.height) * scale / Self.cellAspect).rounded())))
        guard left < right, top < bottom else { return nil }
        return CellRect(column: left, row: top, width: right - left, height: bottom - top)
    }
}

extension Explanation {
    /// What the fix engine says `constraint` (the conflict's own address) measures without it: the
    /// way out that relaxes it alone; nil when none does.
    public func becomes(without constraint: Address) -> Fix.Becomes? {
        for way in fix.waysOut where way.relax == [constraint] {
            if let becomes = way.becomes.first { return becomes }
        }
        return nil
    }
}
