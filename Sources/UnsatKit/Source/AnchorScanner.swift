/// Layout anchors in Swift and Objective-C: `a.widthAnchor.constraint(equalToConstant: 120)`,
/// `a.topAnchor.constraint(equalTo: b.bottomAnchor, constant: 8)`, `[a.widthAnchor
/// constraintEqualToConstant:120]`, with the priority and identifier a variable holding one is
/// given later in its scope.
public struct AnchorScanner: SourceScanner {
    public var needles: [StaticString] { ["Anchor"] }

    public init() {}

    public func reads(extension: String) -> Bool { ["swift", "m", "mm"].contains(`extension`) }

    public func declarations(in file: SourceFile) -> [DeclaredConstraint] {
        let text = CodeText(file)
        let facts = ViewFacts(text, header: file.header)
        return found(in: text, facts: facts).map { declaration(from: $0, in: text, facts: facts, path: file.path) }
    }

    public func lowerPriority(_ declaration: DeclaredConstraint, in file: SourceFile, to priority: Double)
        -> [SourceEdit]?
    {
        let text = CodeText(file)
        let facts = ViewFacts(text, header: file.header)
        guard let anchor = found(in: text, facts: facts).first(where: { $0.range == declaration.range }) else {
            return nil
        }
        let statement = ConstraintStatement(text, expression: anchor.range, facts: facts)
        return statement.priorityEdits(
            priority,
            suggestedName: ConstraintStatement.suggestedName(
                for: declaration.first, attribute: declaration.first?.attribute))
    }

    /// A file's constants as its anchors give them: a literal at once, a name the file declares as a
    /// number (`-Styling.spacing`) through its variables, read the first time a name needs them.
    final class FileConstants {
        let text: CodeText
        private var variables: VariableTypes?

        init(_ text: CodeText) { self.text = text }

        func value(in range: Range<Int>) -> Double? {
            if let literal = text.number(in: range) { return literal }
            if variables == nil { variables = VariableTypes(text) }
            return variables.flatMap { text.constant(in: range, variables: $0) }
        }
    }

    /// One anchor constraint as read, before its statement is looked at.
    struct Anchored {
        var range: Range<Int>
        var first: DeclaredItem
        var second: DeclaredItem?
        var relation: Relation?
        var constant: Double?
        var multiplier: Double?
        var systemSpacing: Bool

        /// A labelled argument after the anchor's (Swift's `constant:`, Objective-C's
        /// `multiplier:`), read into the constraint; other labels are not the constraint's.
        mutating func take(_ label: String?, _ value: Range<Int>, in text: CodeText, constants: FileConstants) {
            switch label {
            case "constant": constant = constants.value(in: value)
            case "multiplier": multiplier = text.number(in: value)
            default: break
            }
        }
    }

    func found(in text: CodeText, facts: ViewFacts) -> [Anchored] {
        switch text.language {
        case .swift: swiftAnchors(text, facts)
        case .objectiveC: objectiveCAnchors(text, facts)
        }
    }

    private func declaration(from anchor: Anchored, in text: CodeText, facts: ViewFacts, path: String)
        -> DeclaredConstraint
    {
        let statement = ConstraintStatement(text, expression: anchor.range, facts: facts)
        let priority = (statement.assignment(of: "priority") ?? statement.chainedPriority).flatMap {
            ConstraintStatement.priority(text, $0)
        }
        let identifier = statement.assignment(of: "identifier").flatMap { text.stringLiteral(in: $0)?.value }
        var declared = DeclaredConstraint(
            path: path, line: text.line(at: anchor.range.lowerBound), style: .anchor, first: anchor.first,
            second: anchor.second, relation: anchor.relation, constant: anchor.constant, multiplier: anchor.multiplier,
            priority: priority, identifier: identifier, range: anchor.range, text: text.text(anchor.range))
        declared.systemSpacing = anchor.systemSpacing
        return declared
    }

    // MARK: Swift

    private func swiftAnchors(_ text: CodeText, _ facts: ViewFacts) -> [Anchored] {
        let constants = FileConstants(text)
        var found: [Anchored] = []
        for call in text.occurrences(of: ".constraint(") {
            let open = call + ".constraint".utf8.count
            guard let close = text.closing(open),
                let receiver = anchor(text.text(text.expression(endingAt: call)), facts: facts, at: call)
            else { continue }
            let arguments = text.arguments(in: (open + 1)..<close)
            guard let head = arguments.first, let label = head.label, let form = Self.forms[label] else { continue }
            var anchored = Anchored(
                range: text.expression(endingAt: call).lowerBound..<(close + 1), first: receiver, second: nil,
                relation: form.relation, constant: 0, multiplier: nil, systemSpacing: form.kind == .systemSpacing)
            switch form.kind {
            case .constant:
                anchored.constant = constants.value(in: head.value)
            case .anchor, .systemSpacing:
                guard let second = anchor(text.text(head.value), facts: facts, at: head.value.lowerBound) else {
                    continue
                }
                anchored.second = second
                if form.kind == .systemSpacing { anchored.constant = nil }
            }
            for argument in arguments.dropFirst() {
                anchored.take(argument.label, argument.value, in: text, constants: constants)
            }
            found.append(anchored)
        }
        return found
    }

    enum FormKind { case constant, anchor, systemSpacing }

    /// The first argument's label (Swift) or the selector's first part (Objective-C) → the relation
    /// and what the argument is.
    static let forms: [String: (relation: Relation, kind: FormKind)] = {
        var forms: [String: (relation: Relation, kind: FormKind)] = [:]
        let relations: [(String, Relation)] = [
            ("equalTo", .equal), ("greaterThanOrEqualTo", .greaterThanOrEqual),
            ("lessThanOrEqualTo", .lessThanOrEqual),
        ]
        for (swift, relation) in relations {
            let objc = "constraint" + swift.prefix(1).uppercased() + swift.dropFirst()
            forms[swift] = (relation, .anchor)
            forms[swift + "Constant"] = (relation, .constant)
            forms[swift + "SystemSpacingBelow"] = (relation, .systemSpacing)
            forms[swift + "SystemSpacingAfter"] = (relation, .systemSpacing)
            forms[objc + "Anchor"] = (relation, .anchor)
            forms[objc + "Constant"] = (relation, .constant)
            forms[objc + "SystemSpacingBelowAnchor"] = (relation, .systemSpacing)
            forms[objc + "SystemSpacingAfterAnchor"] = (relation, .systemSpacing)
        }
        return forms
    }()

    // MARK: Objective-C

    private func objectiveCAnchors(_ text: CodeText, _ facts: ViewFacts) -> [Anchored] {
        let constants = FileConstants(text)
        var found: [Anchored] = []
        for at in text.occurrences(of: "constraint") {
            guard at > 0, Byte.isSpace(text.code[at - 1]),
                let open = text.enclosingOpener(of: at, kinds: [Byte.openBracket]),
                let message = text.message(at: open), let head = message.parts.first,
                head.range.lowerBound == at, let label = head.label, let form = Self.forms[label],
                let close = text.closing(open)
            else { continue }
            var receiverText = text.text(message.receiver)
            if text.code[message.receiver.lowerBound] == Byte.openBracket,
                let inner = text.message(at: message.receiver.lowerBound), inner.parts.count == 1,
                inner.parts[0].value.isEmpty
            {
                // `[view widthAnchor]`.
                receiverText = text.text(inner.receiver) + "." + (inner.parts[0].label ?? "")
            }
            guard let receiver = anchor(receiverText, facts: facts, at: at) else { continue }
            var anchored = Anchored(
                range: open..<(close + 1), first: receiver, second: nil, relation: form.relation, constant: 0,
                multiplier: nil, systemSpacing: form.kind == .systemSpacing)
            switch form.kind {
            case .constant:
                anchored.constant = constants.value(in: head.value)
            case .anchor, .systemSpacing:
                var secondText = text.text(head.value)
                if text.code[head.value.lowerBound] == Byte.openBracket,
                    let inner = text.message(at: head.value.lowerBound), inner.parts.count == 1
                {
                    secondText = text.text(inner.receiver) + "." + (inner.parts[0].label ?? "")
                }
                guard let second = anchor(secondText, facts: facts, at: head.value.lowerBound) else { continue }
                anchored.second = second
                if form.kind == .systemSpacing { anchored.constant = nil }
            }
            for part in message.parts.dropFirst() {
                anchored.take(part.label, part.value, in: text, constants: constants)
            }
            found.append(anchored)
        }
        return found
    }

    // MARK: Anchors

    /// The item and attribute an anchor expression names (`headerView.avatar.widthAnchor`,
    /// `view.layoutMarginsGuide.leadingAnchor`, a bare `topAnchor`), or nil when it names no anchor.
    func anchor(_ expression: String, facts: ViewFacts, at offset: Int) -> DeclaredItem? {
        var components = ViewFacts.components(of: expression)
        guard let last = components.popLast(), last.hasSuffix("Anchor"),
            let attribute = Self.attributes[String(last.dropLast(6))]
        else { return nil }
        var resolved = attribute
        if components.last == "layoutMarginsGuide" {
            guard let margin = Self.margins[attribute] else {
                // A size of the margins: the guide's own, as the log prints it.
                let owner = components.dropLast().last.map(ViewFacts.propertyName)
                return DeclaredItem(
                    expression: components.joined(separator: "."), attribute: attribute, className: "UILayoutGuide",
                    title: "UIViewLayoutMarginsGuide", propertyName: owner)
            }
            components.removeLast()
            resolved = margin
        }
        let owner = components.joined(separator: ".")
        var item = facts.item(owner, attribute: resolved, at: offset)
        item.expression = owner.isEmpty ? "self" : owner
        return item
    }

    static let attributes: [String: LayoutAttribute] = [
        "left": .left, "right": .right, "top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing,
        "width": .width, "height": .height, "centerX": .centerX, "centerY": .centerY,
        "firstBaseline": .firstBaseline, "lastBaseline": .lastBaseline,
    ]

    /// An edge and its margin (`layoutMarginsGuide.leadingAnchor` is the view's `leadingMargin`).
    static let margins: [LayoutAttribute: LayoutAttribute] = [
        .left: .leftMargin, .right: .rightMargin, .top: .topMargin, .bottom: .bottomMargin,
        .leading: .leadingMargin, .trailing: .trailingMargin, .centerX: .centerXWithinMargins,
        .centerY: .centerYWithinMargins,
    ]
}
