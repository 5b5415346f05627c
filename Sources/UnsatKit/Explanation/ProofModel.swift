/// A conflict's required constraints as exact linear rows over each item's x, width, y and height
/// (margins and baselines as unknowns of their own), with where each row came from.
struct ProofModel {
    enum Source: Hashable {
        /// From the conflict's constraint at this index, read with this relation (an intrinsic size
        /// that is required on one side only gives one row of its two).
        case constraint(Int, Relation)
        /// A width or height cannot be negative.
        case nonNegative(variable: Int)
        /// Assumed: a layout margin of 8, UIKit's default.
        case margin(variable: Int)
    }

    /// One unknown: which item, which quantity.
    struct Unknown: Hashable {
        var item: LayoutItem
        var quantity: String
        var isSize: Bool { quantity == "width" || quantity == "height" }
    }

    var system = LinearSystem(rows: [])
    var sources: [Source] = []
    var axes: [String] = []
    var unknowns: [Unknown] = []
    private var index: [String: Int] = [:]

    /// Constraints left out, by why, for the caveats.
    var unreadableConstants: [Constraint] = []
    var ambiguous: [String] = []
    var intrinsicSizes = 0

    init(_ conflict: Conflict, assumeDefaults: Bool) {
        for (position, constraint) in conflict.constraints.enumerated() where constraint.isEquation {
            add(constraint, at: position)
        }
        for (variable, unknown) in unknowns.enumerated() where unknown.isSize {
            append(
                .init(coefficients: [variable: -.one], kind: .atMost, bound: .zero), .nonNegative(variable: variable),
                unknown.quantity == "width" ? "horizontal" : "vertical")
        }
        if assumeDefaults {
            for (variable, unknown) in unknowns.enumerated() where unknown.quantity.hasSuffix("Margin") {
                append(
                    .init(coefficients: [variable: .one], kind: .equal, bound: Rational(8)),
                    .margin(variable: variable),
                    ["leadingMargin", "trailingMargin"].contains(unknown.quantity) ? "horizontal" : "vertical")
            }
        }
    }

    /// Rows that stand for a constraint of the conflict.
    var stated: [Int] { sources.indices.filter { if case .constraint = sources[$0] { true } else { false } } }

    /// The constraint a row stands for.
    func constraint(_ row: Int, in conflict: Conflict) -> Constraint? {
        if case .constraint(let position, _) = sources[row] { return conflict.constraints[position] }
        return nil
    }

    private mutating func append(_ row: LinearSystem.Row, _ source: Source, _ axis: String) {
        system.rows.append(row)
        sources.append(source)
        axes.append(axis)
    }

    private mutating func variable(_ item: LayoutItem, key: String, _ quantity: String) -> Int {
        let name = "\(key).\(quantity)"
        if let known = index[name] { return known }
        index[name] = unknowns.count
        unknowns.append(Unknown(item: item, quantity: quantity))
        return unknowns.count - 1
    }

    /// Items are told apart by address; `|` that no `names:` entry resolved is the superview of the
    /// other item, not one superview shared by every such constraint.
    static func key(_ item: LayoutItem, other: LayoutItem?) -> String {
        if let address = item.address { return address }
        if item.name == "|", let other { return "superview of \(key(other, other: nil))" }
        return item.key
    }

    /// `item.attribute` as coefficients over the unknowns, and its axis; nil for an attribute that is
    /// not a position or a size.
    mutating func expression(_ operand: Operand, other: LayoutItem?) -> (coefficients: [Int: Rational], axis: String)? {
        let item = operand.item
        let key = Self.key(item, other: other)
        func v(_ quantity: String) -> Int { variable(item, key: key, quantity) }
        let half = Rational.half
        switch operand.attribute {
        case "left", "leading", "minX": return ([v("x"): .one], "horizontal")
        case "right", "trailing", "maxX": return ([v("x"): .one, v("width"): .one], "horizontal")
        case "width": return ([v("width"): .one], "horizontal")
        case "centerX", "midX": return ([v("x"): .one, v("width"): half], "horizontal")
        case "top", "minY": return ([v("y"): .one], "vertical")
        case "bottom", "maxY": return ([v("y"): .one, v("height"): .one], "vertical")
        case "height": return ([v("height"): .one], "vertical")
        case "centerY", "midY": return ([v("y"): .one, v("height"): half], "vertical")
        case "leftMargin", "leadingMargin": return ([v("x"): .one, v("leadingMargin"): .one], "horizontal")
        case "rightMargin", "trailingMargin":
            return ([v("x"): .one, v("width"): .one, v("trailingMargin"): -.one], "horizontal")
        case "topMargin": return ([v("y"): .one, v("topMargin"): .one], "vertical")
        case "bottomMargin": return ([v("y"): .one, v("height"): .one, v("bottomMargin"): -.one], "vertical")
        case "centerXWithinMargins":
            return (
                [v("x"): .one, v("width"): half, v("leadingMargin"): half, v("trailingMargin"): -half], "horizontal"
            )
        case "centerYWithinMargins":
            return ([v("y"): .one, v("height"): half, v("topMargin"): half, v("bottomMargin"): -half], "vertical")
        case "firstBaseline": return ([v("y"): .one, v("firstBaseline"): .one], "vertical")
        case "baseline", "lastBaseline": return ([v("y"): .one, v("lastBaseline"): .one], "vertical")
        default: return nil
        }
    }

    /// An intrinsic content size, whose hugging and compression resistance are its priorities.
    static func isIntrinsic(_ constraint: Constraint) -> Bool {
        constraint.huggingPriority != nil || constraint.compressionResistancePriority != nil
    }

    /// The relations a constraint stands for as required rows: its own when it is required; for an
    /// intrinsic size, `≤` when hugging is 1000 and `≥` when compression resistance is.
    static func requiredRelations(_ constraint: Constraint, _ relation: Relation) -> [Relation] {
        guard isIntrinsic(constraint) else {
            return constraint.isRequired ? [relation] : []
        }
        var result: [Relation] = []
        if (constraint.huggingPriority ?? 1000) >= 1000 { result.append(.lessThanOrEqual) }
        if (constraint.compressionResistancePriority ?? 1000) >= 1000 { result.append(.greaterThanOrEqual) }
        return result.count == 2 && relation == .equal ? [.equal] : result
    }

    private mutating func add(_ constraint: Constraint, at position: Int) {
        guard let first = constraint.first, let relation = constraint.relation else { return }
        let relations = Self.requiredRelations(constraint, relation)
        if Self.isIntrinsic(constraint), relations.count < 2 {
            intrinsicSizes += 1
        }
        guard !relations.isEmpty else { return }
        guard let constant = Rational(printed: constraint.constant),
            let multiplier = Rational(printed: constraint.multiplier)
        else {
            unreadableConstants.append(constraint)
            return
        }
        if let name = Self.ambiguousName(constraint) {
            ambiguous.append(name)
            return
        }
        guard let (lhs, axis) = expression(first, other: constraint.second?.item) else { return }
        var coefficients = lhs
        if let second = constraint.second {
            guard let (rhs, _) = expression(second, other: first.item) else { return }
            do {
                for (variable, value) in rhs {
                    coefficients[variable] = try (coefficients[variable] ?? .zero) - multiplier * value
                }
            } catch {
                unreadableConstants.append(constraint)
                return
            }
        }
        coefficients = coefficients.filter { !$0.value.isZero }
        for relation in relations {
            switch relation {
            case .equal:
                append(
                    .init(coefficients: coefficients, kind: .equal, bound: constant), .constraint(position, relation),
                    axis)
            case .lessThanOrEqual:
                append(
                    .init(coefficients: coefficients, kind: .atMost, bound: constant), .constraint(position, relation),
                    axis)
            case .greaterThanOrEqual:
                append(
                    .init(coefficients: coefficients.mapValues { -$0 }, kind: .atMost, bound: -constant),
                    .constraint(position, relation), axis)
            }
        }
    }

    /// A name that the constraint's `names:` list gives to more than one address (UIKit cuts long
    /// names to `ListViewItemLabel...`): the reader resolved it to one view, but it is two, and
    /// which is which cannot be told, so the constraint is no part of a proof.
    static func ambiguousName(_ constraint: Constraint) -> String? {
        let text = constraint.text
        guard let list = text.range(of: "names:") ?? text.range(of: "Names:") else { return nil }
        let entries = text[list.upperBound...]
        for item in constraint.items {
            guard let name = item.name, name != "|" else { continue }
            var addresses = Set<Substring>()
            var rest = entries[...]
            while let found = rest.range(of: name + ":") {
                let before =
                    found.lowerBound == entries.startIndex ? " " : entries[entries.index(before: found.lowerBound)]
                rest = entries[found.upperBound...]
                guard before == " " || before == "," else { continue }
                guard let zero = rest.range(of: "0x") else { break }
                let digits = rest[zero.upperBound...].prefix { $0.isHexDigit }
                addresses.insert(digits)
            }
            if addresses.count > 1 { return name }
        }
        return nil
    }
}
