/// Names the items of a conflict the same way everywhere: key path when known, else the class
/// without its module, with the address's last digits added only where two items would read alike.
public struct ViewNamer: Sendable {
    private var names: [String: String] = [:]
    /// What the names, and the constraints and sentences written with them, are drawn with: a long
    /// label cut with its ellipsis, a multiplier with its `×`.
    public let glyphs: Glyphs

    public init(items: [LayoutItem], keyPaths: [Address: String] = [:], glyphs: Glyphs = .unicode) {
        self.glyphs = glyphs
        var base: [String: String] = [:]
        var counts: [String: Set<String>] = [:]
        for item in items {
            let name = Self.baseName(item, keyPaths: keyPaths, ellipsis: glyphs.ellipsis)
            base[item.key] = name
            counts[name, default: []].insert(item.key)
        }
        for item in items {
            guard let name = base[item.key] else { continue }
            if counts[name]!.count > 1, let address = item.address {
                names[item.key] = "\(name):\(address.text.suffix(4))"
            } else {
                names[item.key] = name
            }
        }
    }

    /// Another instance's views (`Conflict.counterparts`) take the names of those in their place, so
    /// that every callback's constraints read alike; where a name tells two views apart by the last
    /// digits of the address, those are the view's own.
    public init(conflict: Conflict, glyphs: Glyphs = .unicode) {
        self.init(items: conflict.items, keyPaths: conflict.keyPaths, glyphs: glyphs)
        for (other, home) in conflict.counterparts {
            guard let name = names[home.text] else { continue }
            let suffix = ":\(home.text.suffix(4))"
            names[other.text] = name.hasSuffix(suffix) ? String(name.dropLast(4) + other.text.suffix(4)) : name
        }
    }

    static func baseName(_ item: LayoutItem, keyPaths: [Address: String], ellipsis: String = "…") -> String {
        if let address = item.address, let keyPath = keyPaths[address] { return keyPath }
        if let name = item.name, name != "|", item.className == name { return name }
        var name = item.shortClassName
        if name == "UITableViewCellContentView" || name == "UICollectionViewCellContentView" { name = "ContentView" }
        if let label = item.label {
            if item.isLayoutGuide {
                name = label.replacingOccurrences(of: "UIView", with: "").replacingOccurrences(
                    of: "LayoutGuide", with: "Guide")
                if name.isEmpty { name = item.shortClassName }
            } else {
                name += " '\(label.count > 20 ? String(label.prefix(19)) + ellipsis : label)'"
            }
        }
        return name
    }

    public func name(_ item: LayoutItem) -> String {
        names[item.key] ?? Self.baseName(item, keyPaths: [:], ellipsis: glyphs.ellipsis)
    }
}

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
