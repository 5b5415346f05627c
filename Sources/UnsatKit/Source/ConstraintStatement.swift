/// Where an expression that makes a constraint (an anchor's `constraint(…)`, `NSLayoutConstraint(item:…)`)
/// stands in its code: named by a variable, or a part of a larger statement (an `activate([…])`
/// list, a chained `.isActive = true`). That says where its priority and identifier are set, and how
/// a patch gives it another priority.
struct ConstraintStatement {
    let text: CodeText
    /// The expression that makes the constraint.
    let expression: Range<Int>
    /// The variable or property that holds it (`tableHeight`, `self.heightConstraint`), if any.
    let name: String?
    /// Where the statement that holds the expression starts: a line start.
    let statementStart: Int
    /// Whether the expression lies directly in a type's body (a stored property), where no statement
    /// can be added.
    let atTypeLevel: Bool

    init(_ text: CodeText, expression: Range<Int>, facts: ViewFacts) {
        self.text = text
        self.expression = expression
        var name: String?
        let before = text.skipSpaceBackward(from: expression.lowerBound)
        if before > 1, text.code[before - 1] == Byte.equals,
            ![Byte.equals, Byte.bang, UInt8(ascii: "<"), UInt8(ascii: ">")].contains(text.code[before - 2])
        {
            var target = text.expression(endingAt: before - 1)
            // `let h: NSLayoutConstraint = …`: the name is before the type.
            let colon = text.skipSpaceBackward(from: target.lowerBound)
            if text.language == .swift, colon > 0, text.code[colon - 1] == Byte.colon {
                target = text.expression(endingAt: colon - 1)
            }
            if !target.isEmpty { name = text.text(target) }
        }
        self.name = name
        // The outermost bracket around the expression short of a brace: the statement's start.
        var outer = expression.lowerBound
        var i = expression.lowerBound
        while let open = text.enclosingOpener(of: i) {
            if text.code[open] == Byte.openBrace { break }
            outer = open
            i = open
        }
        statementStart = text.lineStart(at: outer)
        let brace = text.enclosingOpener(of: expression.lowerBound, kinds: [Byte.openBrace])
        atTypeLevel = brace.map { open in facts.types.contains { $0.body.lowerBound == open } } ?? false
    }

    /// The scope the name lives in: from the expression to the brace that closes its block.
    var scope: Range<Int> {
        let brace = text.enclosingOpener(of: expression.lowerBound, kinds: [Byte.openBrace])
        let end = brace.flatMap { text.closing($0) } ?? text.code.count
        return expression.upperBound..<max(end, expression.upperBound)
    }

    /// The value assigned to `name.property` after the expression in its scope (`h.priority = …`),
    /// up to the statement's end; Objective-C's `[h setPriority:…]` too.
    func assignment(of property: String) -> Range<Int>? {
        guard let name else { return nil }
        let bare = ViewFacts.components(of: name).last ?? name
        let scope = scope
        for at in text.occurrences(of: "." + property, in: scope) where text.hasWord(property, at: at + 1) {
            let owner = text.expression(endingAt: at)
            guard ViewFacts.components(of: text.text(owner)).last == bare else { continue }
            let equals = text.skipSpace(from: at + 1 + property.utf8.count)
            guard equals + 1 < text.code.count, text.code[equals] == Byte.equals, text.code[equals + 1] != Byte.equals
            else { continue }
            return text.trimmed((equals + 1)..<statementEnd(from: equals + 1))
        }
        return nil
    }

    /// A chained priority on the expression itself (`….withPriority(.defaultHigh)`, `.priority(750)`):
    /// the value.
    var chainedPriority: Range<Int>? {
        let after = text.skipSpace(from: expression.upperBound)
        for call in [".withPriority(", ".priority(", ".with(priority:"] {
            let pattern = Array(call.utf8)
            guard after + pattern.count <= text.code.count,
                text.code[after..<(after + pattern.count)].elementsEqual(pattern)
            else { continue }
            let open = after + (pattern.firstIndex(of: Byte.openParen) ?? 0)
            guard let close = text.closing(open) else { return nil }
            let inside = text.arguments(in: (open + 1)..<close)
            return inside.first?.value
        }
        return nil
    }

    /// The end of the statement that runs from `offset`: a `;` or a line end outside brackets.
    func statementEnd(from offset: Int) -> Int {
        var i = offset
        while i < text.code.count {
            let byte = text.code[i]
            if Byte.closer(of: byte) != nil, let close = text.closing(i) {
                i = close + 1
                continue
            }
            if byte == Byte.semicolon || byte == Byte.newline || byte == Byte.closeBrace || byte == Byte.closeParen {
                return i
            }
            i += 1
        }
        return i
    }

    // MARK: Priorities

    /// The priority a priority expression spells: a number, `UILayoutPriority(999)`,
    /// `.init(rawValue: 999)`, `.defaultHigh`, `UILayoutPriorityDefaultLow`, `.defaultHigh - 1`.
    static func priority(_ text: CodeText, _ range: Range<Int>) -> Double? {
        let range = text.trimmed(range)
        guard !range.isEmpty else { return nil }
        if let number = text.number(in: range) { return number }
        // A wrapper call: `UILayoutPriority(…)`, `.init(…)`, `NSLayoutConstraint.Priority(rawValue: …)`.
        if text.code[range.upperBound - 1] == Byte.closeParen, let open = text.opening(range.upperBound - 1) {
            let callee = text.text(text.trimmed(range.lowerBound..<open))
            if ["UILayoutPriority", ".init", "NSLayoutConstraint.Priority", "NSLayoutPriority", "Float", "CGFloat"]
                .contains(callee)
            {
                let arguments = text.arguments(in: (open + 1)..<(range.upperBound - 1))
                guard arguments.count == 1 else { return nil }
                return priority(text, arguments[0].value)
            }
        }
        // `A - 1`, `A + 1` at the top level.
        var i = range.upperBound - 1
        while i > range.lowerBound {
            let byte = text.code[i]
            if let open = Byte.opener(of: byte).flatMap({ _ in text.opening(i) }) {
                i = open - 1
                continue
            }
            if byte == Byte.minus || byte == Byte.plus, let right = text.number(in: (i + 1)..<range.upperBound),
                let left = priority(text, range.lowerBound..<i)
            {
                return byte == Byte.minus ? left - right : left + right
            }
            i -= 1
        }
        var name = text.text(range).filter { !$0.isWhitespace }
        if name.hasSuffix(".rawValue") { name.removeLast(9) }
        let last = name.split(separator: ".").last.map(String.init) ?? name
        return namedPriorities[last]
    }

    static let namedPriorities: [String: Double] = [
        "required": 1000, "defaultHigh": 750, "defaultLow": 250, "fittingSizeLevel": 50,
        "dragThatCanResizeWindow": 510, "windowSizeStayPut": 500, "dragThatCannotResizeWindow": 490,
        "UILayoutPriorityRequired": 1000, "UILayoutPriorityDefaultHigh": 750, "UILayoutPriorityDefaultLow": 250,
        "UILayoutPriorityFittingSizeLevel": 50, "NSLayoutPriorityRequired": 1000, "NSLayoutPriorityDefaultHigh": 750,
        "NSLayoutPriorityDefaultLow": 250,
    ]

    // MARK: Patches

    /// The edits that give the constraint `priority`: a named one gets (or has changed) its
    /// `name.priority = …` after the statement that makes it; any other is pulled out into a
    /// variable before its statement, which then uses the variable. Nil where no statement can go.
    func priorityEdits(_ priority: Double, suggestedName: String) -> [SourceEdit]? {
        let value = Self.priorityText(priority, in: text)
        let terminator = text.language == .objectiveC ? ";" : ""
        if let name {
            if let existing = assignment(of: "priority") { return [SourceEdit(range: existing, replacement: value)] }
            guard !atTypeLevel else { return nil }
            let end = statementEnd(from: expression.upperBound)
            let lineEnd = text.lineEnd(at: end)
            let indent = text.indentation(at: expression.lowerBound)
            let line = "\(indent)\(name).priority = \(value)\(terminator)\n"
            return [SourceEdit(range: lineEnd..<lineEnd, replacement: (lineEnd == text.bytes.count ? "\n" : "") + line)]
        }
        guard !atTypeLevel, chainedPriority == nil else { return nil }
        let name = uniqueName(suggestedName)
        let indent = text.indentation(at: statementStart)
        let declaration =
            text.language == .objectiveC
            ? "NSLayoutConstraint *\(name) = \(text.text(expression));"
            : "let \(name) = \(text.text(expression))"
        let lines = "\(indent)\(declaration)\n\(indent)\(name).priority = \(value)\(terminator)\n"
        return [
            SourceEdit(range: statementStart..<statementStart, replacement: lines),
            SourceEdit(range: expression, replacement: name),
        ]
    }

    /// `UILayoutPriority(999)` (AppKit's `NSLayoutConstraint.Priority(999)`), Objective-C's `999`.
    static func priorityText(_ priority: Double, in text: CodeText) -> String {
        let number = priority == priority.rounded() ? String(Int(priority)) : String(priority)
        guard text.language == .swift else { return number }
        let appKit = !text.occurrences(of: "import AppKit").isEmpty || !text.occurrences(of: "import Cocoa").isEmpty
        return appKit ? "NSLayoutConstraint.Priority(\(number))" : "UILayoutPriority(\(number))"
    }

    /// `base`, or `base2`, `base3`… when the file already uses the name.
    func uniqueName(_ base: String) -> String {
        var candidate = base
        var counter = 2
        while text.occurrences(of: candidate).contains(where: { text.hasWord(candidate, at: $0) }) {
            candidate = base + String(counter)
            counter += 1
        }
        return candidate
    }

    /// A name for a constraint on `item`'s `attribute`: `tableView`'s height is `tableHeight`.
    static func suggestedName(for item: DeclaredItem?, attribute: LayoutAttribute?) -> String {
        var base = item.map { $0.propertyName ?? ViewFacts.components(of: $0.expression).last ?? "" } ?? ""
        if base.hasSuffix("View"), base.count > 4 { base.removeLast(4) }
        if base.isEmpty || base == "self" { base = "" }
        let attributeName = attribute?.name ?? "constraint"
        if base.isEmpty { return attributeName + "Constraint" }
        return base + attributeName.prefix(1).uppercased() + attributeName.dropFirst()
    }
}
