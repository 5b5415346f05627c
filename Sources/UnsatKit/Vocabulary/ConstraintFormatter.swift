/// Writes a constraint in short form: `UIImageView.width == 120`, `A.leading == B.leading + 16`.
public enum ConstraintFormatter {
    /// A part of a short form: an item's name, or the operators and numbers between names.
    public struct Piece: Hashable, Sendable {
        public var text: String
        /// The item this piece names; nil for operators and numbers.
        public var item: LayoutItem?
    }

    public static func short(_ constraint: Constraint, namer: ViewNamer) -> String {
        var text = ""
        for piece in pieces(constraint, namer: namer) { text += piece.text }
        return text
    }

    /// The short form cut where it names an item, so that each name can be drawn in its view's color;
    /// joined, the pieces are `short`.
    public static func pieces(_ constraint: Constraint, namer: ViewNamer) -> [Piece] {
        guard constraint.isEquation, let first = constraint.first, let relation = constraint.relation else {
            return [Piece(text: constraint.body.isEmpty ? constraint.text : constraint.body)]
        }
        var pieces = [Piece(text: namer.name(first.item), item: first.item)]
        var text = ".\(first.attribute.name) \(relation.rawValue)"
        if let second = constraint.second {
            text += " "
            if constraint.multiplier != 1 { text += "\(number(constraint.multiplier))\(namer.glyphs.multiply)" }
            pieces.append(Piece(text: text))
            pieces.append(Piece(text: namer.name(second.item), item: second.item))
            text = ".\(second.attribute.name)"
            if constraint.constant != 0 {
                text +=
                    constraint.constant < 0 ? " - \(number(-constraint.constant))" : " + \(number(constraint.constant))"
            }
        } else {
            text += " \(number(constraint.constant))"
        }
        if let priority = constraint.priority, priority < 1000 { text += " @\(number(priority))" }
        pieces.append(Piece(text: text))
        return pieces
    }

    /// `16`, `0.5`, `43.6667`, `2.2e-308` as people write them.
    public static func number(_ value: Double) -> String {
        // UIKit prints `nan` and `inf` for degenerate constraints: written as printed.
        guard value.isFinite else { return value.isNaN ? "nan" : value < 0 ? "-inf" : "inf" }
        if value == value.rounded(), abs(value) < 1e12 { return String(Int(value)) }
        if abs(value) < 1e-4 || abs(value) >= 1e12 { return "\(value)" }
        var text = String(format4: value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// `(16 24; 120 112)`: a frame as `recursiveDescription` prints it, in `number`'s digits.
    public static func frame(_ frame: Frame) -> String {
        "(\(number(frame.x)) \(number(frame.y)); \(number(frame.width)) \(number(frame.height)))"
    }

    /// What the origin means, for the detail line.
    public static func describe(_ origin: ConstraintOrigin) -> String {
        switch origin {
        case .app: "the app's own"
        case .autoresizing: "autoresizing mask"
        case .encapsulated: "size set by its container (a cell, a sheet)"
        case .stackView: "stack view"
        case .temporary: "temporary size (systemLayoutSizeFitting)"
        case .guide: "layout guide or margins (system)"
        case .contentSize: "intrinsic content size"
        }
    }
}

extension String {
    /// Four decimals, without Foundation's `String(format:)`.
    init(format4 value: Double) {
        let scaled = (value * 10_000).rounded()
        let negative = scaled < 0
        let magnitude = Int(abs(scaled))
        let whole = magnitude / 10_000
        var fraction = String(magnitude % 10_000)
        while fraction.count < 4 { fraction = "0" + fraction }
        self = (negative ? "-" : "") + "\(whole).\(fraction)"
    }
}
