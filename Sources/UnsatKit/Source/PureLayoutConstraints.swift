/// What one PureLayout call makes: each constraint with its items, relation, constant and
/// multiplier as the log prints them, and, for a call that makes several, the single call that
/// makes each one alone (what a patch writes to lower one of them).
struct PureLayoutConstraints {
    let code: CodeText
    let items: ItemReader

    init(code: CodeText, header: [UInt8]? = nil) {
        self.code = code
        items = ItemReader(code: code, variables: VariableTypes(code, header: header))
    }

    struct Made {
        var first: DeclaredItem
        var second: DeclaredItem?
        var relation: Relation?
        var constant: Double?
        var multiplier: Double?
        /// The call that makes this constraint alone, for the constraints of a plural call.
        var single: SingleCall?
    }

    /// A call that makes one constraint to the superview or of a size.
    enum SingleCall {
        case dimension(LayoutAttribute, value: String)
        case superviewEdge(LayoutAttribute, inset: String?)
        case superviewAxis(vertical: Bool)
        case superviewMargin(LayoutAttribute)
        case superviewMarginAxis(vertical: Bool)

        func text(receiver: String?, language: CodeText.Language) -> String {
            func name(_ attribute: LayoutAttribute, _ type: String) -> String {
                language == .swift
                    ? "." + attribute.name : type + attribute.name.prefix(1).uppercased() + attribute.name.dropFirst()
            }
            func axis(_ vertical: Bool) -> String {
                language == .swift
                    ? (vertical ? ".vertical" : ".horizontal") : (vertical ? "ALAxisVertical" : "ALAxisHorizontal")
            }
            let (swift, objectiveC): (String, String) =
                switch self {
                case .dimension(let attribute, let value):
                    (
                        "autoSetDimension(\(name(attribute, "")), toSize: \(value))",
                        "autoSetDimension:\(name(attribute, "ALDimension")) toSize:\(value)"
                    )
                case .superviewEdge(let attribute, let inset):
                    (
                        "autoPinEdge(toSuperviewEdge: \(name(attribute, ""))\(inset.map { ", withInset: \($0)" } ?? ""))",
                        "autoPinEdgeToSuperviewEdge:\(name(attribute, "ALEdge"))\(inset.map { " withInset:\($0)" } ?? "")"
                    )
                case .superviewAxis(let vertical):
                    (
                        "autoAlignAxis(toSuperviewAxis: \(axis(vertical)))",
                        "autoAlignAxisToSuperviewAxis:\(axis(vertical))"
                    )
                case .superviewMargin(let attribute):
                    (
                        "autoPinEdge(toSuperviewMargin: \(name(attribute, "")))",
                        "autoPinEdgeToSuperviewMargin:\(name(attribute, "ALEdge"))"
                    )
                case .superviewMarginAxis(let vertical):
                    (
                        "autoAlignAxis(toSuperviewMarginAxis: \(axis(vertical)))",
                        "autoAlignAxisToSuperviewMarginAxis:\(axis(vertical))"
                    )
                }
            if language == .swift { return (receiver.map { $0 + "." } ?? "") + swift }
            return "[\(receiver ?? "self") \(objectiveC)];"
        }
    }

    func constraints(of call: PureLayoutCall) -> [Made] {
        let receiver = call.receiver.map { code.text($0) } ?? "self"
        let at = call.range.lowerBound
        func first(_ attribute: LayoutAttribute) -> DeclaredItem { items.item(receiver, attribute: attribute, at: at) }
        func superview(_ attribute: LayoutAttribute) -> DeclaredItem {
            items.superview(of: receiver, attribute: attribute, at: at)
        }
        func number(_ role: String) -> Double?? {
            guard let range = call.arguments[role] else { return .none }
            return .some(code.number(in: range))
        }
        let relation = call.arguments["relation"].map(relationCase) ?? .equal
        let offset = number("offset") ?? 0
        let multiplier = number("multiplier") ?? nil
        let primary = call.primary.flatMap(enumCase)

        switch call.operation {
        case .setDimension:
            guard let dimension = primary.map(LayoutAttribute.init(name:)) else { return [] }
            return [Made(first: first(dimension), relation: relation, constant: number("size") ?? nil)]
        case .setDimensions:
            let size = call.primary.flatMap { MakerConstant.read($0, in: code, variables: items.variables) } ?? .unknown
            return [LayoutAttribute.width, .height].map { attribute in
                Made(
                    first: first(attribute), relation: .equal, constant: size.snapKitValue(for: attribute),
                    single: .dimension(
                        attribute,
                        value: component(attribute.name, index: attribute == .width ? 0 : 1, in: call.primary)))
            }
        case .pinToSuperviewEdge, .pinToSuperviewMargin, .pinToSuperviewSafeArea:
            guard let edge = primary.map(LayoutAttribute.init(name:)) else { return [] }
            let inverted = [LayoutAttribute.bottom, .right, .trailing].contains(edge)
            let inset = number("inset") ?? 0
            var second: DeclaredItem
            switch call.operation {
            case .pinToSuperviewMargin: second = superview(Self.margin(edge))
            case .pinToSuperviewSafeArea:
                let owner = superview(edge)
                second = items.item(owner.expression + ".safeAreaLayoutGuide", attribute: edge, at: at)
            default: second = superview(edge)
            }
            return [
                Made(
                    first: first(edge), second: second, relation: inverted ? relation?.flipped : relation,
                    constant: inset.map { inverted ? -$0 : $0 })
            ]
        case .pinEdge, .match, .alignAxis:
            let own =
                call.operation == .alignAxis ? primary.flatMap(Self.axis) : primary.map(LayoutAttribute.init(name:))
            guard let own, let other = call.arguments["of"] else { return [] }
            let target =
                call.operation == .alignAxis
                ? own : call.arguments["to"].flatMap(enumCase).map(LayoutAttribute.init(name:))
            var second = items.item(code.text(other), attribute: target, at: at)
            if items.isSuperview(code.text(other), of: receiver) { second.isSuperview = true }
            return [
                Made(first: first(own), second: second, relation: relation, constant: offset, multiplier: multiplier)
            ]
        case .pinEdgesToSuperviewEdges, .pinEdgesToSuperviewMargins:
            let margins = call.operation == .pinEdgesToSuperviewMargins
            let excluded = call.arguments["excluding"].flatMap(enumCase).map(LayoutAttribute.init(name:))
            let insets =
                margins
                ? MakerConstant.number(0)
                : call.primary.map { MakerConstant.read($0, in: code, variables: items.variables) ?? .unknown }
                    ?? .insets(top: 0, left: 0, bottom: 0, right: 0)
            let fields: [LayoutAttribute: (String, Int)] = [
                .top: ("top", 0), .leading: ("left", 1), .bottom: ("bottom", 2), .trailing: ("right", 3),
            ]
            return [LayoutAttribute.top, .leading, .bottom, .trailing].filter { $0 != excluded }.map { edge in
                let field = fields[edge]!
                return Made(
                    first: first(edge), second: superview(margins ? Self.margin(edge) : edge), relation: .equal,
                    constant: insets.snapKitValue(for: edge),
                    single: margins
                        ? .superviewMargin(edge)
                        : .superviewEdge(edge, inset: call.primary.map { component(field.0, index: field.1, in: $0) }))
            }
        case .alignToSuperviewAxis, .alignToSuperviewMarginAxis:
            guard let axis = primary.flatMap(Self.axis) else { return [] }
            let second = call.operation == .alignToSuperviewAxis ? axis : Self.margin(axis)
            return [Made(first: first(axis), second: superview(second), relation: .equal, constant: 0)]
        case .centerInSuperview, .centerInSuperviewMargins:
            let margins = call.operation == .centerInSuperviewMargins
            return [LayoutAttribute.centerY, .centerX].map { axis in
                let vertical = axis == .centerX
                return Made(
                    first: first(axis), second: superview(margins ? Self.margin(axis) : axis), relation: .equal,
                    constant: 0,
                    single: margins ? .superviewMarginAxis(vertical: vertical) : .superviewAxis(vertical: vertical))
            }
        }
    }

    /// The text of one field of the call's size or insets: the literal's argument
    /// (`CGSize(width: 60, …)` → `60`, `UIEdgeInsetsMake(8, 16, 8, 16)` → `16`), else `insets.left`.
    private func component(_ field: String, index: Int, in primary: Range<Int>?) -> String {
        guard let primary else { return field }
        let range = code.trimmed(primary)
        let text = code.text(range)
        if let open = code.occurrences(of: "(", in: range).first, code.closing(open) == range.upperBound - 1 {
            let arguments = code.arguments(in: (open + 1)..<(range.upperBound - 1))
            if let argument = arguments.first(where: { $0.label == field })
                ?? (arguments.allSatisfy { $0.label == nil } && index < arguments.count ? arguments[index] : nil)
            {
                return code.text(argument.value)
            }
        }
        return text.hasSuffix(".zero") || text.hasSuffix("Zero") ? "0" : "\(text).\(field)"
    }

    /// `ALEdgeLeading`, `.leading`, `ALDimension.width`, `NSLayoutRelationGreaterThanOrEqual` → the
    /// case's name with a lower-case first letter.
    func enumCase(_ range: Range<Int>) -> String? {
        var text = Substring(code.text(code.trimmed(range)))
        if let dot = text.lastIndex(of: ".") { text = text[text.index(after: dot)...] }
        for prefix in ["ALEdge", "ALDimension", "ALAxis", "ALMarginAxis", "ALMargin", "NSLayoutRelation"]
        where text.hasPrefix(prefix) && text.count > prefix.count {
            text = text.dropFirst(prefix.count)
            break
        }
        guard let initial = text.first, initial.isLetter else { return nil }
        return initial.lowercased() + text.dropFirst()
    }

    private func relationCase(_ range: Range<Int>) -> Relation? {
        switch enumCase(range) {
        case "equal": .equal
        case "greaterThanOrEqual": .greaterThanOrEqual
        case "lessThanOrEqual": .lessThanOrEqual
        default: nil
        }
    }

    /// `ALAxisVertical` is the center X, `ALAxisHorizontal` the center Y.
    static func axis(_ name: String) -> LayoutAttribute? {
        switch name {
        case "vertical": .centerX
        case "horizontal": .centerY
        case "baseline", "lastBaseline": .lastBaseline
        case "firstBaseline": .firstBaseline
        default: nil
        }
    }

    /// The margin attribute of an edge or axis (`leading` → `leadingMargin`, `centerX` →
    /// `centerXWithinMargins`).
    static func margin(_ attribute: LayoutAttribute) -> LayoutAttribute {
        switch attribute {
        case .centerX: .centerXWithinMargins
        case .centerY: .centerYWithinMargins
        default: LayoutAttribute(name: attribute.name + "Margin")
        }
    }
}
