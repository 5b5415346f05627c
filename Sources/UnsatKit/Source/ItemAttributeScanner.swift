/// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)` in Swift and
/// `[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]`
/// in Objective-C, with the priority and identifier set on the variable that holds one.
public struct ItemAttributeScanner: SourceScanner {
    public var needles: [StaticString] { ["NSLayoutConstraint"] }

    public init() {}

    public func reads(extension: String) -> Bool { ["swift", "m", "mm"].contains(`extension`) }

    public func declarations(in file: SourceFile) -> [DeclaredConstraint] {
        let text = CodeText(file)
        let facts = ViewFacts(text, header: file.header)
        return found(in: text, facts: facts, path: file.path).map { declared in
            let statement = ConstraintStatement(text, expression: declared.range, facts: facts)
            var declared = declared
            declared.priority = (statement.assignment(of: "priority") ?? statement.chainedPriority).flatMap {
                ConstraintStatement.priority(text, $0)
            }
            declared.identifier = statement.assignment(of: "identifier").flatMap { text.stringLiteral(in: $0)?.value }
            return declared
        }
    }

    public func lowerPriority(_ declaration: DeclaredConstraint, in file: SourceFile, to priority: Double)
        -> [SourceEdit]?
    {
        let text = CodeText(file)
        let facts = ViewFacts(text, header: file.header)
        guard found(in: text, facts: facts, path: file.path).contains(where: { $0.range == declaration.range }) else {
            return nil
        }
        let statement = ConstraintStatement(text, expression: declaration.range, facts: facts)
        return statement.priorityEdits(
            priority,
            suggestedName: ConstraintStatement.suggestedName(
                for: declaration.first, attribute: declaration.first?.attribute))
    }

    /// The labels of the full initializer (Swift) and selector parts (Objective-C), in order.
    static let swiftLabels = ["item", "attribute", "relatedBy", "toItem", "attribute", "multiplier", "constant"]
    static let objectiveCLabels = [
        "constraintWithItem", "attribute", "relatedBy", "toItem", "attribute", "multiplier", "constant",
    ]

    func found(in text: CodeText, facts: ViewFacts, path: String) -> [DeclaredConstraint] {
        var found: [DeclaredConstraint] = []
        switch text.language {
        case .swift:
            for at in text.occurrences(of: "NSLayoutConstraint(") where text.hasWord("NSLayoutConstraint", at: at) {
                let open = at + "NSLayoutConstraint".utf8.count
                guard let close = text.closing(open) else { continue }
                let arguments = text.arguments(in: (open + 1)..<close)
                guard arguments.map(\.label) == Self.swiftLabels else { continue }
                found.append(make(arguments.map(\.value), range: at..<(close + 1), text, facts, path))
            }
        case .objectiveC:
            for at in text.occurrences(of: "constraintWithItem:") {
                guard let open = text.enclosingOpener(of: at, kinds: [Byte.openBracket]),
                    let message = text.message(at: open), text.text(message.receiver) == "NSLayoutConstraint",
                    message.parts.map(\.label) == Self.objectiveCLabels, let close = text.closing(open)
                else { continue }
                found.append(make(message.parts.map(\.value), range: open..<(close + 1), text, facts, path))
            }
        }
        return found
    }

    /// The declaration seven values make, in the order of `swiftLabels`.
    private func make(
        _ values: [Range<Int>], range: Range<Int>, _ text: CodeText, _ facts: ViewFacts, _ path: String
    ) -> DeclaredConstraint {
        let firstAttribute = Self.attribute(text.text(values[1]))
        let secondAttribute = Self.attribute(text.text(values[4]))
        let first = facts.item(text.text(values[0]), attribute: firstAttribute, at: values[0].lowerBound)
        let toItem = text.text(values[3]).filter { !$0.isWhitespace }
        var second: DeclaredItem?
        if toItem != "nil", toItem != "Nil", toItem != "NULL", secondAttribute != .notAnAttribute {
            second = facts.item(text.text(values[3]), attribute: secondAttribute, at: values[3].lowerBound)
        }
        return DeclaredConstraint(
            path: path, line: text.line(at: range.lowerBound), style: .itemAttribute, first: first, second: second,
            relation: Self.relation(text.text(values[2])), constant: text.number(in: values[6]),
            multiplier: text.number(in: values[5]), range: range, text: text.text(range))
    }

    /// `.width`, `NSLayoutConstraint.Attribute.width`, `NSLayoutAttributeWidth`.
    static func attribute(_ written: String) -> LayoutAttribute? {
        var name = written.filter { !$0.isWhitespace }
        if name.hasPrefix("NSLayoutAttribute"), !name.hasPrefix("NSLayoutAttribute.") {
            name = String(name.dropFirst("NSLayoutAttribute".count))
            name = name.prefix(1).lowercased() + name.dropFirst()
        } else if let last = name.split(separator: ".").last {
            name = String(last)
        }
        if name == "centerXWithinMargins" || name == "centerYWithinMargins" { return LayoutAttribute(name: name) }
        let attribute = LayoutAttribute(name: name)
        if case .other = attribute { return nil }
        return attribute
    }

    /// `.equal`, `NSLayoutConstraint.Relation.greaterThanOrEqual`, `NSLayoutRelationLessThanOrEqual`.
    static func relation(_ written: String) -> Relation? {
        var name = written.filter { !$0.isWhitespace }
        if name.hasPrefix("NSLayoutRelation"), !name.hasPrefix("NSLayoutRelation.") {
            name = String(name.dropFirst("NSLayoutRelation".count))
        } else if let last = name.split(separator: ".").last {
            name = String(last)
        }
        switch name.lowercased() {
        case "equal": return .equal
        case "greaterthanorequal": return .greaterThanOrEqual
        case "lessthanorequal": return .lessThanOrEqual
        default: return nil
        }
    }
}
