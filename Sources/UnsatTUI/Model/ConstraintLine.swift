import UnsatKit

/// A constraint in short form, cut into pieces so that each view's name can take its color:
/// UnsatKit's `ConstraintFormatter.pieces` (the text `unsat list` writes), each piece that names an
/// item marked with the item's key, the key `ConflictDetail.colors` is looked up by.
struct ConstraintLine {
    struct Piece: Hashable {
        var text: String
        /// `LayoutItem.key` of the item this piece names, nil for operators and numbers.
        var itemKey: String?
    }

    let pieces: [Piece]
    /// The pieces joined: the line as drawn, which a search looks in.
    let text: String

    init(_ constraint: Constraint, namer: ViewNamer) {
        pieces = ConstraintFormatter.pieces(constraint, namer: namer).map {
            Piece(text: $0.text, itemKey: $0.item?.key)
        }
        text = pieces.map(\.text).joined()
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
