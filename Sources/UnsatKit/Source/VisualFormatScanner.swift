/// Visual-format strings: `NSLayoutConstraint.constraints(withVisualFormat: "V:|-64-[search(44)]-|",
/// options: [], metrics: m, views: ["search": searchBar])` and Objective-C's
/// `constraintsWithVisualFormat:@"…" options:0 metrics:nil views:NSDictionaryOfVariableBindings(a)`.
/// One string makes several declarations (each size, each connection), each with the range of the
/// piece of the string that makes it, so a patch edits that piece alone.
public struct VisualFormatScanner: SourceScanner {
    public var needles: [StaticString] { ["VisualFormat"] }

    public init() {}

    public func reads(extension: String) -> Bool { ["swift", "m", "mm"].contains(`extension`) }

    public func declarations(in file: SourceFile) -> [DeclaredConstraint] {
        let text = CodeText(file)
        let calls = calls(in: text)
        guard !calls.isEmpty else { return [] }
        let facts = ViewFacts(text, header: file.header)
        let variables = VariableTypes(text, header: file.header)
        let constants = Self.numericConstants(text)
        var found: [DeclaredConstraint] = []
        for call in calls {
            guard let format = Self.format(text, call.format) else { continue }
            let views = call.views.map { Self.views(text, $0) } ?? [:]
            let metrics = call.metrics.map { Self.metrics(text, $0, constants: constants) } ?? [:]
            var reader = VisualFormatReader(
                bytes: text.bytes, range: format.content, metrics: metrics, viewNames: Set(views.keys))
            for piece in reader.read() {
                func item(_ name: String?, _ attribute: LayoutAttribute) -> DeclaredItem {
                    guard let name else {
                        // The bar is the superview of the view beside it: of the class the file gives
                        // the view it adds that one to (`[self.contentView addSubview:_background]`).
                        let beside = piece.first.view ?? piece.second?.view
                        let parent = beside.flatMap { variables.superview(of: VariableTypes.lastName(views[$0] ?? $0)) }
                        let className = parent.flatMap {
                            facts.item($0, attribute: attribute, at: call.format.lowerBound).className
                        }
                        return DeclaredItem(
                            expression: "|", attribute: attribute, className: className, isSuperview: true)
                    }
                    let expression = views[name] ?? name
                    var item = facts.item(expression, attribute: attribute, at: call.format.lowerBound)
                    item.expression = expression
                    return item
                }
                var declared = DeclaredConstraint(
                    path: file.path, line: text.line(at: piece.range.lowerBound), style: .visualFormat,
                    first: item(piece.first.view, piece.first.attribute),
                    second: piece.second.map { item($0.view, $0.attribute) }, relation: piece.relation,
                    constant: piece.constant, priority: piece.priority, range: piece.range, text: format.value)
                declared.systemSpacing = piece.systemSpacing
                found.append(declared)
            }
        }
        return found
    }

    public func lowerPriority(_ declaration: DeclaredConstraint, in file: SourceFile, to priority: Double)
        -> [SourceEdit]?
    {
        guard declaration.style == .visualFormat,
            declarations(in: file).contains(where: { $0.range == declaration.range })
        else { return nil }
        let text = CodeText(file)
        let number = priority == priority.rounded() ? String(Int(priority)) : String(priority)
        let piece = declaration.range
        let written = text.bytes[piece]
        if let at = written.lastIndex(of: Byte.at) {
            // `480@750` → `480@999`.
            return [SourceEdit(range: (at + 1)..<piece.upperBound, replacement: number)]
        }
        let before = piece.lowerBound > 0 ? text.bytes[piece.lowerBound - 1] : 0
        let after = piece.upperBound < text.bytes.count ? text.bytes[piece.upperBound] : 0
        let inParentheses =
            (before == Byte.openParen || before == Byte.comma) && (after == Byte.closeParen || after == Byte.comma)
        if inParentheses { return [SourceEdit(range: piece.upperBound..<piece.upperBound, replacement: "@" + number)] }
        // A flush connection (`]|`, `][`) is a spacing of 0, written out with the priority: `]-(0@999)-|`.
        if piece.isEmpty {
            let previous = piece.lowerBound > 0 ? text.bytes[piece.lowerBound - 1] : 0
            let next = piece.lowerBound < text.bytes.count ? text.bytes[piece.lowerBound] : 0
            guard previous == Byte.closeBracket || previous == UInt8(ascii: "|"),
                next == Byte.openBracket || next == UInt8(ascii: "|")
            else { return nil }
            return [SourceEdit(range: piece, replacement: "-(0@\(number))-")]
        }
        // A bare connection `-8-` takes parentheses: `-(8@999)-`.
        return [SourceEdit(range: piece, replacement: "(\(text.text(piece))@\(number))")]
    }

    /// One visual-format call: where its format, metrics and views arguments are.
    struct Call {
        var format: Range<Int>
        var metrics: Range<Int>?
        var views: Range<Int>?
    }

    func calls(in text: CodeText) -> [Call] {
        var calls: [Call] = []
        switch text.language {
        case .swift:
            for at in text.occurrences(of: "withVisualFormat:") {
                guard let open = text.enclosingOpener(of: at, kinds: [Byte.openParen]), let close = text.closing(open)
                else { continue }
                let arguments = text.arguments(in: (open + 1)..<close)
                guard let format = arguments.first(where: { $0.label == "withVisualFormat" }) else { continue }
                calls.append(
                    Call(
                        format: format.value, metrics: arguments.first { $0.label == "metrics" }?.value,
                        views: arguments.first { $0.label == "views" }?.value))
            }
        case .objectiveC:
            for at in text.occurrences(of: "constraintsWithVisualFormat:") {
                guard let open = text.enclosingOpener(of: at, kinds: [Byte.openBracket]),
                    let message = text.message(at: open),
                    let format = message.parts.first(where: { $0.label == "constraintsWithVisualFormat" })
                else { continue }
                calls.append(
                    Call(
                        format: format.value, metrics: message.parts.first { $0.label == "metrics" }?.value,
                        views: message.parts.first { $0.label == "views" }?.value))
            }
        }
        return calls
    }

    // MARK: Dictionaries

    /// The format string `range` is, or the one a variable of that name was last given before it
    /// (`format = @"V:|[_background(topHeight)]|"; … constraintsWithVisualFormat:format …`, a variable
    /// given one format after another): its text and where the text is, which a patch edits.
    static func format(_ text: CodeText, _ range: Range<Int>) -> (value: String, content: Range<Int>)? {
        if let literal = text.stringLiteral(in: range) { return literal }
        let range = text.trimmed(range)
        let name = text.text(range)
        guard !range.isEmpty, ViewFacts.components(of: name).count == 1, text.identifier(at: range.lowerBound) != nil
        else { return nil }
        var found: (value: String, content: Range<Int>)?
        for value in assignedValues(of: name, before: range.lowerBound, in: text) {
            var end = value
            while end < range.lowerBound, text.code[end] != Byte.semicolon, text.code[end] != Byte.newline { end += 1 }
            if let literal = text.stringLiteral(in: value..<end) { found = literal }
        }
        return found
    }

    /// Where each value `name` is given before `offset` starts (`let name = …`, `name: T = …`,
    /// `NSString *name = …;`, `name = …;`), in the order they stand.
    static func assignedValues(of name: String, before offset: Int, in text: CodeText) -> [Int] {
        var values: [Int] = []
        for at in text.occurrences(of: name) where text.hasWord(name, at: at) && at < offset {
            var equals = text.skipSpace(from: at + name.utf8.count)
            if text.language == .swift, equals < text.code.count, text.code[equals] == Byte.colon {
                while equals < text.code.count, text.code[equals] != Byte.equals, text.code[equals] != Byte.newline {
                    equals += 1
                }
            }
            guard equals + 1 < text.code.count, text.code[equals] == Byte.equals, text.code[equals + 1] != Byte.equals
            else { continue }
            values.append(text.skipSpace(from: equals + 1))
        }
        return values
    }

    /// The dictionary literal `range` is, or the one a variable of that name is given in the file:
    /// its entries, key (a string) → value range.
    static func dictionary(_ text: CodeText, _ range: Range<Int>) -> [(key: String, value: Range<Int>)]? {
        var range = text.trimmed(range)
        guard !range.isEmpty else { return nil }
        if text.code[range.lowerBound] == Byte.at { range = (range.lowerBound + 1)..<range.upperBound }
        let opener = text.code[range.lowerBound]
        if opener == Byte.openBracket || opener == Byte.openBrace,
            text.closing(range.lowerBound) == range.upperBound - 1
        {
            return entries(text, (range.lowerBound + 1)..<(range.upperBound - 1))
        }
        // A variable: the dictionary it is given (`let views = [...]`, `NSDictionary *views = @{...};`).
        let name = text.text(range)
        guard ViewFacts.components(of: name).count == 1 else { return nil }
        for start in assignedValues(of: name, before: range.lowerBound, in: text) {
            var value = start
            if value < text.code.count, text.code[value] == Byte.at { value += 1 }
            guard value < text.code.count, let close = text.closing(value), text.code[value] != Byte.openParen else {
                continue
            }
            return entries(text, (value + 1)..<close)
        }
        return nil
    }

    /// `"a": x, "b": y` (or `@"a": x`): split on top-level commas, then on each entry's first colon.
    private static func entries(_ text: CodeText, _ range: Range<Int>) -> [(key: String, value: Range<Int>)] {
        var entries: [(key: String, value: Range<Int>)] = []
        for piece in text.arguments(in: range) {
            var colon = piece.range.lowerBound
            while colon < piece.range.upperBound {
                if Byte.closer(of: text.code[colon]) != nil, let close = text.closing(colon) {
                    colon = close + 1
                    continue
                }
                if text.code[colon] == Byte.colon { break }
                colon += 1
            }
            guard colon < piece.range.upperBound,
                let key = text.stringLiteral(in: piece.range.lowerBound..<colon)?.value
            else { continue }
            entries.append((key, text.trimmed((colon + 1)..<piece.range.upperBound)))
        }
        return entries
    }

    /// The views argument: a dictionary, or `NSDictionaryOfVariableBindings(a, b)`; name → expression.
    static func views(_ text: CodeText, _ range: Range<Int>) -> [String: String] {
        let range = text.trimmed(range)
        if let bindings = text.occurrences(of: "NSDictionaryOfVariableBindings(", in: range).first {
            let open = bindings + "NSDictionaryOfVariableBindings".utf8.count
            guard let close = text.closing(open) else { return [:] }
            var views: [String: String] = [:]
            for argument in text.arguments(in: (open + 1)..<close) {
                let name = text.text(argument.value)
                views[name] = name
            }
            return views
        }
        var views: [String: String] = [:]
        for entry in dictionary(text, range) ?? [] { views[entry.key] = text.text(entry.value) }
        return views
    }

    /// The metrics argument: name → number, a value that names a constant of the file resolved.
    static func metrics(_ text: CodeText, _ range: Range<Int>, constants: [String: Double]) -> [String: Double] {
        var metrics: [String: Double] = [:]
        for entry in dictionary(text, range) ?? [] {
            if let number = text.number(in: entry.value) {
                metrics[entry.key] = number
            } else if let constant = constants[text.text(entry.value).filter { !$0.isWhitespace && $0 != "@" }] {
                metrics[entry.key] = constant
            }
        }
        return metrics
    }

    /// `let padding: CGFloat = 16`, `static let padding = 16.0`, `static const CGFloat padding = 16;`.
    static func numericConstants(_ text: CodeText) -> [String: Double] {
        var constants: [String: Double] = [:]
        for at in text.occurrences(of: "=") {
            guard at + 1 < text.code.count, text.code[at + 1] != Byte.equals, at > 0,
                ![Byte.equals, Byte.bang, UInt8(ascii: "<"), UInt8(ascii: ">")].contains(text.code[at - 1])
            else { continue }
            let end = text.occurrences(of: ";", in: at..<text.lineEnd(at: at)).first ?? text.lineEnd(at: at)
            guard let value = text.number(in: (at + 1)..<end) else { continue }
            var target = text.expression(endingAt: at)
            let colon = text.skipSpaceBackward(from: target.lowerBound)
            if colon > 0, text.code[colon - 1] == Byte.colon { target = text.expression(endingAt: colon - 1) }
            let lineStart = text.lineStart(at: at)
            let head = lineStart..<target.lowerBound
            guard ["let", "var", "const"].contains(where: { !text.occurrences(of: $0, in: head).isEmpty }) else {
                continue
            }
            constants[text.text(target)] = value
        }
        return constants
    }
}
