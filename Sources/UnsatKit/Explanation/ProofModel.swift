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

    /// One unknown: which item, which quantity. A quantity is the attribute that measures it: the
    /// item's x is its `minX`, its y its `minY`, a margin's inset the margin on that side.
    struct Unknown: Hashable {
        var item: LayoutItem
        var quantity: LayoutAttribute
        var isSize: Bool { quantity.isSize }
    }

    /// An unknown's name: its item's key and its quantity.
    private struct Name: Hashable {
        var key: String
        var quantity: LayoutAttribute
    }

    var system = LinearSystem(rows: [])
    var sources: [Source] = []
    var axes: [Axis] = []
    var unknowns: [Unknown] = []
    private var index: [Name: Int] = [:]

    /// Constraints left out, by why, for the caveats.
    var unreadableConstants: [Constraint] = []
    var ambiguous: [String] = []
    var intrinsicSizes = 0
    /// AppKit mask constraints on a vertical position, left out: whether it counts from the superview's
    /// top or its bottom depends on whether that view is flipped, which the log does not say.
    var unflippedPositions = 0

    /// Each view's superview, where a constraint or the conflict's dump says (by the view's key).
    private let superviews: [String: LayoutItem]
    /// With defaults assumed: each view's container as the constraints nest them (`Containment`),
    /// taken as the superview of a masked view nothing names one for.
    private let nested: [String: LayoutItem]
    /// The superviews taken so, by the masked view's key, for the proof to say.
    var assumedSuperviews: [String: LayoutItem] = [:]
    /// Masked views whose position is measured in a superview nothing names: an unknown of its own.
    var unnamedSuperviews: [LayoutItem] = []
    private let isAppKit: Bool

    /// `nesting`: the superviews to take for masked views nothing names one for (a proof's, so that
    /// its ways out are checked under what it assumed); by default, as the constraints nest them
    /// when defaults are assumed, else none.
    init(_ conflict: Conflict, assumeDefaults: Bool, nesting: [Address: Address]? = nil) {
        // Only a mask's frame position asks where a view's superview is (the dump may be read for it).
        let hasFramePositions = conflict.constraints.contains(where: \.isFramePosition)
        superviews = hasFramePositions ? Self.superviews(conflict) : [:]
        if !hasFramePositions {
            nested = [:]
        } else if let nesting {
            let items = Dictionary(conflict.items.compactMap { item in item.address.map { ($0, item) } }) { a, _ in a }
            nested = Dictionary(
                nesting.map { view, superview in
                    (view.text, items[superview] ?? LayoutItem(className: "UIView", address: superview))
                }
            ) { a, _ in a }
        } else {
            nested = assumeDefaults ? Self.nested(conflict) : [:]
        }
        isAppKit = Explainer.Framework.of(conflict) == .appKit
        for (position, constraint) in conflict.constraints.enumerated() where constraint.isEquation {
            add(constraint, at: position)
        }
        for (variable, unknown) in unknowns.enumerated() where unknown.isSize {
            guard let axis = unknown.quantity.axis else { continue }
            append(
                .init(coefficients: [variable: -.one], kind: .atMost, bound: .zero), .nonNegative(variable: variable),
                axis)
        }
        if assumeDefaults {
            for (variable, unknown) in unknowns.enumerated() where unknown.quantity.isMargin {
                guard let axis = unknown.quantity.axis else { continue }
                append(
                    .init(coefficients: [variable: .one], kind: .equal, bound: Rational(8)),
                    .margin(variable: variable), axis)
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

    private mutating func append(_ row: LinearSystem.Row, _ source: Source, _ axis: Axis) {
        system.rows.append(row)
        sources.append(source)
        axes.append(axis)
    }

    private mutating func variable(_ item: LayoutItem, key: String, _ quantity: LayoutAttribute) -> Int {
        let name = Name(key: key, quantity: quantity)
        if let known = index[name] { return known }
        index[name] = unknowns.count
        unknowns.append(Unknown(item: item, quantity: quantity))
        return unknowns.count - 1
    }

    /// Items are told apart by address; `|` that no `names:` entry resolved is the superview of the
    /// other item, not one superview shared by every such constraint.
    static func key(_ item: LayoutItem, other: LayoutItem?) -> String {
        if let address = item.address { return address.text }
        if item.isSuperviewBar, let other { return "superview of \(key(other, other: nil))" }
        return item.key
    }

    /// `item.attribute` as coefficients over the unknowns, and its axis; nil for an attribute that is
    /// not a position or a size. An edge is the item's origin plus none, half or all of its size; a
    /// margin moves it inwards by the inset on its side. Left is read as leading, as in a
    /// left-to-right layout. Unknowns are made in the order they are named, which the search follows.
    mutating func expression(
        _ operand: Operand, other: LayoutItem?
    ) -> (coefficients: [Int: Rational], axis: Axis)? {
        let attribute = operand.attribute
        guard let axis = attribute.axis else { return nil }
        let item = operand.item
        let key = Self.key(item, other: other)
        func v(_ quantity: LayoutAttribute) -> Int { variable(item, key: key, quantity) }
        let half = Rational.half
        let horizontal = axis == .horizontal
        if attribute.isSize { return ([v(axis.size): .one], axis) }
        let origin: LayoutAttribute = horizontal ? .minX : .minY
        // A baseline is where the content puts it: an unknown of its own below the top.
        switch attribute {
        case .firstBaseline: return ([v(origin): .one, v(.firstBaseline): .one], axis)
        case .baseline, .lastBaseline: return ([v(origin): .one, v(.lastBaseline): .one], axis)
        default: break
        }
        guard let edge = attribute.edge else { return nil }
        var coefficients = [v(origin): Rational.one]
        switch edge {
        case .leading: break
        case .trailing: coefficients[v(axis.size)] = .one
        case .center: coefficients[v(axis.size)] = half
        }
        if attribute.isMargin {
            let leading: LayoutAttribute = horizontal ? .leadingMargin : .topMargin
            let trailing: LayoutAttribute = horizontal ? .trailingMargin : .bottomMargin
            switch edge {
            case .leading: coefficients[v(leading)] = .one
            case .trailing: coefficients[v(trailing)] = -.one
            case .center:
                coefficients[v(leading)] = half
                coefficients[v(trailing)] = -half
            }
        }
        return (coefficients, axis)
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
        if constraint.isFramePosition {
            // A mask sets the frame, which is measured in the superview's bounds, not where the rows
            // measure: `V.minX == 16` is V's x less its superview's.
            guard !(isAppKit && axis == .vertical) else {
                unflippedPositions += 1
                return
            }
            if let superview = frameSuperview(of: constraint, view: first.item) {
                let origin: LayoutAttribute = axis == .horizontal ? .minX : .minY
                let variable = variable(superview.item, key: superview.key, origin)
                // (A view is never its own superview: a log that said so keeps the row as it is.)
                if coefficients[variable] == nil { coefficients[variable] = -.one }
            }
        }
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

    /// The superview a mask constraint's frame position is measured in, and its key: the one it
    /// names (`Constraint.frameSuperview`), or another constraint or the dump; nil for a window, whose
    /// frame is measured on the screen, which the rows' coordinates may as well be. With defaults
    /// assumed, the view that the constraints nest it in (said with the proof); else a superview
    /// nothing names is an unknown of its own, so the position pins nothing else.
    private mutating func frameSuperview(of constraint: Constraint, view: LayoutItem) -> (
        item: LayoutItem, key: String
    )? {
        let viewKey = Self.key(view, other: nil)
        if let superview = constraint.frameSuperview ?? superviews[viewKey] {
            return (superview, Self.key(superview, other: nil))
        }
        if view.className.hasSuffix("Window") { return nil }
        if let container = nested[viewKey] {
            assumedSuperviews[viewKey] = container
            return (container, Self.key(container, other: nil))
        }
        if !unnamedSuperviews.contains(view) { unnamedSuperviews.append(view) }
        let unknown = LayoutItem(className: "superview", address: nil, name: LayoutItem.superviewBar)
        return (unknown, Self.key(unknown, other: view))
    }

    /// Each view's container as the constraints alone nest them (both opposite edges inset, a stack
    /// view's canvas): an inference, which a proof that rests on it says.
    static func nested(_ conflict: Conflict) -> [String: LayoutItem] {
        let tree = ConflictTree.inferred(conflict)
        var result: [String: LayoutItem] = [:]
        for node in tree.nodes {
            guard let parent = node.parent else { continue }
            let container = LayoutItem(className: tree.nodes[parent].className, address: tree.nodes[parent].address)
            if !container.isLayoutGuide { result[node.address.text] = container }
        }
        return result
    }

    /// Each view's superview where the conflict says: where a constraint names it (a visual format's
    /// `|` beside the view), else the dump's parent, where a dump holds the view.
    static func superviews(_ conflict: Conflict) -> [String: LayoutItem] {
        var result = ConflictTree.namedParents(conflict.constraints)
        if let hierarchy = conflict.hierarchy {
            for item in conflict.items {
                guard let address = item.address, result[address.text] == nil,
                    let parent = hierarchy.parent(of: address)
                else { continue }
                result[address.text] = LayoutItem(className: parent.className, address: parent.address)
            }
        }
        return result
    }

    /// A name that the constraint's `names:` list gives to more than one address (UIKit cuts long
    /// names to `ListViewItemLabel...`): the reader resolved it to one view, but it is two, and
    /// which is which cannot be told, so the constraint is no part of a proof.
    static func ambiguousName(_ constraint: Constraint) -> String? {
        let text = constraint.text
        guard let list = text.range(of: "names:") ?? text.range(of: "Names:") else { return nil }
        let entries = text[list.upperBound...]
        for item in constraint.items {
            guard let name = item.name, !item.isSuperviewBar else { continue }
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
