import UnsatKit

/// A constraint in short form, cut into pieces so that each view's name can take its color:
/// the same text as `ConstraintFormatter.short`, with the items marked.
struct ConstraintLine {
    struct Piece: Hashable {
        var text: String
        /// `LayoutItem.key` of the item this piece names, nil for operators and numbers.
        var itemKey: String?
    }

    var pieces: [Piece]
    var text: String { pieces.map(\.text).joined() }

    init(_ constraint: Constraint, namer: ViewNamer) {
        var pieces: [Piece] = []
        func add(_ text: String, _ key: String? = nil) {
            if key == nil, let last = pieces.last, last.itemKey == nil {
                pieces[pieces.count - 1].text += text
            } else {
                pieces.append(Piece(text: text, itemKey: key))
            }
        }
        guard constraint.isEquation, let first = constraint.first, let relation = constraint.relation else {
            add(constraint.body.isEmpty ? constraint.text : constraint.body)
            self.pieces = pieces
            return
        }
        add(namer.name(first.item), first.item.key)
        add(".\(first.attribute.name) \(relation.rawValue)")
        if let second = constraint.second {
            add(" ")
            if constraint.multiplier != 1 { add("\(ConstraintFormatter.number(constraint.multiplier))×") }
            add(namer.name(second.item), second.item.key)
            add(".\(second.attribute.name)")
            if constraint.constant != 0 {
                add(
                    constraint.constant < 0
                        ? " - \(ConstraintFormatter.number(-constraint.constant))"
                        : " + \(ConstraintFormatter.number(constraint.constant))")
            }
        } else {
            add(" \(ConstraintFormatter.number(constraint.constant))")
        }
        if let priority = constraint.priority, priority < 1000 { add(" @\(ConstraintFormatter.number(priority))") }
        self.pieces = pieces
    }

    /// A few words for where the constraint came from, short enough for a column.
    static func originNote(_ origin: ConstraintOrigin) -> String? {
        switch origin {
        case .app: nil
        case .autoresizing: "autoresizing"
        case .encapsulated: "container size"
        case .stackView: "stack view"
        case .temporary: "temporary"
        case .guide: "guide"
        case .contentSize: "content size"
        }
    }
}
