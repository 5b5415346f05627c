/// PureLayout's calls in a file, Swift (`avatar.autoPinEdge(toSuperviewEdge: .leading, withInset: 16)`)
/// and Objective-C (`[avatar autoPinEdgeToSuperviewEdge:ALEdgeLeading withInset:16]`) read into one
/// shape: which operation, on what, with which arguments by role. And the `autoSetPriority` and
/// `autoSetIdentifier` blocks that give what is made inside them a priority or an identifier.
struct PureLayoutCall {
    enum Operation {
        case setDimension, setDimensions
        case pinToSuperviewEdge, pinToSuperviewMargin, pinToSuperviewSafeArea, pinEdge
        case pinEdgesToSuperviewEdges, pinEdgesToSuperviewMargins
        case alignToSuperviewAxis, alignToSuperviewMarginAxis, alignAxis
        case match, centerInSuperview, centerInSuperviewMargins
    }

    var operation: Operation
    /// Nil for `self` (a call with no receiver).
    var receiver: Range<Int>?
    /// The first argument: the edge, dimension or axis; the size or insets of the plural calls.
    var primary: Range<Int>?
    /// The other arguments by role: `to`, `of`, `inset`, `offset`, `multiplier`, `relation`, `size`,
    /// `excluding`.
    var arguments: [String: Range<Int>]
    /// The call: receiver to closing parenthesis (`.autoIdentify(…)` included), or the message's brackets.
    var range: Range<Int>
    /// `.autoIdentify("…")` chained on it.
    var identifier: String?

    /// Names as Swift (the method and its first label) and Objective-C (the first selector part) spell them.
    static let operations: [String: Operation] = [
        "autoSetDimension": .setDimension, "autoSetDimensionsTo": .setDimensions,
        "autoSetDimensionsToSize": .setDimensions, "autoPinEdgeToSuperviewEdge": .pinToSuperviewEdge,
        "autoPinEdgeToSuperviewMargin": .pinToSuperviewMargin,
        "autoPinEdgeToSuperviewSafeArea": .pinToSuperviewSafeArea, "autoPinEdge": .pinEdge,
        "autoPinEdgesToSuperviewEdges": .pinEdgesToSuperviewEdges,
        "autoPinEdgesToSuperviewEdgesWith": .pinEdgesToSuperviewEdges,
        "autoPinEdgesToSuperviewEdgesWithInsets": .pinEdgesToSuperviewEdges,
        "autoPinEdgesToSuperviewMargins": .pinEdgesToSuperviewMargins,
        "autoPinEdgesToSuperviewMarginsExcludingEdge": .pinEdgesToSuperviewMargins,
        "autoAlignAxisToSuperviewAxis": .alignToSuperviewAxis,
        "autoAlignAxisToSuperviewMarginAxis": .alignToSuperviewMarginAxis, "autoAlignAxis": .alignAxis,
        "autoMatch": .match, "autoMatchDimension": .match, "autoCenterInSuperview": .centerInSuperview,
        "autoCenterInSuperviewMargins": .centerInSuperviewMargins,
    ]

    /// Labels and selector parts by the role they give their argument.
    static let roles: [String: String] = [
        "to": "to", "toEdge": "to", "toDimension": "to", "of": "of", "ofView": "of", "toSameAxisOf": "of",
        "toSameAxisOfView": "of", "withInset": "inset", "withOffset": "offset", "withMultiplier": "multiplier",
        "relation": "relation", "toSize": "size", "excludingEdge": "excluding",
    ]

    /// Every PureLayout call of the file, in order.
    static func calls(in code: CodeText) -> [PureLayoutCall] {
        var calls: [PureLayoutCall] = []
        for offset in code.occurrences(of: "auto") {
            guard offset == 0 || !Byte.continuesIdentifier(code.code[offset - 1]),
                let name = code.identifier(at: offset)
            else { continue }
            let call =
                code.language == .swift
                ? swiftCall(named: name, in: code) : objectiveCCall(named: name, in: code)
            if let call { calls.append(call) }
        }
        return calls
    }

    private static func swiftCall(named name: Range<Int>, in code: CodeText) -> PureLayoutCall? {
        guard name.upperBound < code.code.count, code.code[name.upperBound] == Byte.openParen,
            let close = code.closing(name.upperBound)
        else { return nil }
        let arguments = code.arguments(in: (name.upperBound + 1)..<close)
        var full = code.text(name)
        if let label = arguments.first?.label { full += label.prefix(1).uppercased() + label.dropFirst() }
        guard let operation = operations[full] else { return nil }
        var receiver: Range<Int>?
        let before = code.skipSpaceBackward(from: name.lowerBound)
        if before > 0, code.code[before - 1] == Byte.dot {
            let expression = code.expression(endingAt: before - 1)
            if !expression.isEmpty { receiver = expression }
        }
        var call = PureLayoutCall(
            operation: operation, receiver: receiver, primary: arguments.first?.value, arguments: [:],
            range: (receiver?.lowerBound ?? name.lowerBound)..<(close + 1))
        for argument in arguments.dropFirst() {
            if let label = argument.label, let role = roles[label] { call.arguments[role] = argument.value }
        }
        call.readPluralPrimary(full)
        // `.autoIdentify("avatar.width")` on the constraint made.
        let dot = code.skipSpace(from: close + 1)
        if dot < code.code.count, code.code[dot] == Byte.dot, code.hasWord("autoIdentify", at: dot + 1) {
            let open = dot + 1 + "autoIdentify".utf8.count
            if open < code.code.count, code.code[open] == Byte.openParen, let end = code.closing(open) {
                call.identifier = code.stringLiteral(in: (open + 1)..<end)?.value
                call.range = call.range.lowerBound..<(end + 1)
            }
        }
        return call
    }

    private static func objectiveCCall(named name: Range<Int>, in code: CodeText) -> PureLayoutCall? {
        guard let operation = operations[code.text(name)],
            let open = code.enclosingOpener(of: name.lowerBound, kinds: [Byte.openBracket]),
            let message = code.message(at: open), let first = message.parts.first,
            first.range.lowerBound == name.lowerBound, let close = code.closing(open)
        else { return nil }
        let receiverText = code.text(message.receiver)
        var call = PureLayoutCall(
            operation: operation, receiver: receiverText == "self" ? nil : message.receiver,
            primary: first.value.isEmpty ? nil : first.value, arguments: [:], range: open..<(close + 1))
        for part in message.parts.dropFirst() {
            if let label = part.label, let role = roles[label] { call.arguments[role] = part.value }
        }
        call.readPluralPrimary(code.text(name))
        return call
    }

    /// For the calls whose first argument is not an edge (`…ExcludingEdge:`), its role.
    private mutating func readPluralPrimary(_ name: String) {
        if name.hasSuffix("ExcludingEdge"), let primary {
            arguments["excluding"] = primary
            self.primary = nil
        }
    }
}

/// A block of `autoSetPriority` or `autoSetIdentifier`: what it gives the constraints made in it.
struct PureLayoutBlock {
    var body: Range<Int>
    var priority: Double?
    var identifier: String?

    static func blocks(in code: CodeText) -> [PureLayoutBlock] {
        var blocks: [PureLayoutBlock] = []
        for method in ["autoSetPriority", "autoSetIdentifier"] {
            for offset in code.occurrences(of: method) where code.hasWord(method, at: offset) {
                guard let (value, body) = Self.valueAndBody(at: offset, name: method, in: code) else { continue }
                if method == "autoSetPriority" {
                    blocks.append(PureLayoutBlock(body: body, priority: Self.priority(value, in: code)))
                } else {
                    blocks.append(PureLayoutBlock(body: body, identifier: code.stringLiteral(in: value)?.value))
                }
            }
        }
        return blocks
    }

    /// The block's argument and the range between its braces.
    private static func valueAndBody(at offset: Int, name: String, in code: CodeText) -> (Range<Int>, Range<Int>)? {
        let end = offset + name.utf8.count
        var value: Range<Int>
        var search: Int
        if code.language == .swift {
            guard end < code.code.count, code.code[end] == Byte.openParen, let close = code.closing(end),
                let first = code.arguments(in: (end + 1)..<close).first
            else { return nil }
            value = first.value
            search = first.value.upperBound
        } else {
            guard let open = code.enclosingOpener(of: offset, kinds: [Byte.openBracket]),
                let message = code.message(at: open), let first = message.parts.first, first.label == name
            else { return nil }
            value = first.value
            search = first.value.upperBound
        }
        var brace = search
        while brace < code.code.count, code.code[brace] != Byte.openBrace { brace += 1 }
        guard let close = code.closing(brace) else { return nil }
        value = code.trimmed(value)
        return (value, (brace + 1)..<close)
    }

    /// `999`, `UILayoutPriority(999)`, `UILayoutPriority(rawValue: 999)`, `.defaultHigh`,
    /// `UILayoutPriorityDefaultHigh`, `.required`; nil for an expression.
    static func priority(_ range: Range<Int>, in code: CodeText) -> Double? {
        if let value = code.number(in: range) { return value }
        let text = code.text(code.trimmed(range))
        if let open = text.firstIndex(of: "("), text.hasSuffix(")") {
            let inner = text[text.index(after: open)..<text.index(before: text.endIndex)]
            let value = inner.hasPrefix("rawValue:") ? inner.dropFirst("rawValue:".count) : inner
            return Double(value.filter { $0 != " " })
        }
        let name = text.split(separator: ".").last.map { $0.lowercased() } ?? ""
        for (suffix, value) in [
            ("defaulthigh", 750.0), ("defaultlow", 250), ("required", 1000), ("fittingsizelevel", 50),
        ] where name.hasSuffix(suffix) {
            return value
        }
        return nil
    }
}
