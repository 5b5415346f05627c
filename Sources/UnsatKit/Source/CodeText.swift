/// A file of Swift or Objective-C read as bytes, with what a scanner needs from it: where its
/// comments and string literals lie (so a `widthAnchor` in a comment is not a constraint), balanced
/// brackets, 1-based lines, literals and argument lists.
///
/// `code` is the file with every comment and every literal's content turned into spaces (line ends
/// kept, delimiters kept), at the same offsets: a scanner searches and balances brackets there with
/// no thought for trivia, and reads a literal's value from `bytes` at the same place.
public struct CodeText: Sendable {
    public enum Language: Sendable, Hashable {
        case swift
        /// Objective-C and Objective-C++ (`.m`, `.mm`, `.h`).
        case objectiveC
    }

    /// The file as it is.
    public let bytes: [UInt8]
    /// The file with comments and the contents of literals blanked.
    public let code: [UInt8]
    public let language: Language
    /// Each string literal, delimiters (and an Objective-C `@`) included, in file order.
    public let strings: [Range<Int>]
    /// Offset of the first byte of each line.
    private let lineStarts: [Int]

    public init(_ bytes: [UInt8], language: Language) {
        self.bytes = bytes
        self.language = language
        var lexer = Lexer(bytes: bytes, language: language)
        lexer.run()
        code = lexer.code
        strings = lexer.strings
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == Byte.newline { starts.append(offset + 1) }
        lineStarts = starts
    }

    /// The file read as the language its extension says (`swift`, else Objective-C).
    public init(_ file: SourceFile) {
        self.init(file.bytes, language: file.path.lowercased().hasSuffix(".swift") ? .swift : .objectiveC)
    }

    // MARK: Lines

    /// The 1-based line of `offset`.
    public func line(at offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle }
        }
        return low + 1
    }

    /// The offset where the line of `offset` starts.
    public func lineStart(at offset: Int) -> Int { lineStarts[line(at: offset) - 1] }

    /// The offset just past the line of `offset` (after its line end, or the file's end).
    public func lineEnd(at offset: Int) -> Int {
        let index = line(at: offset)
        return index < lineStarts.count ? lineStarts[index] : bytes.count
    }

    /// The spaces and tabs that start the line of `offset`.
    public func indentation(at offset: Int) -> String {
        let start = lineStart(at: offset)
        var end = start
        while end < bytes.count, Byte.isBlank(bytes[end]) { end += 1 }
        return text(start..<end)
    }

    // MARK: Text

    /// `range` of the file as text; invalid UTF-8 is replaced, not refused.
    public func text(_ range: Range<Int>) -> String { String(decoding: bytes[clamped(range)], as: UTF8.self) }

    /// `range` without the white space (and blanked comments) at either end.
    public func trimmed(_ range: Range<Int>) -> Range<Int> {
        let range = clamped(range)
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, Byte.isSpace(code[lower]) { lower += 1 }
        while upper > lower, Byte.isSpace(code[upper - 1]) { upper -= 1 }
        return lower..<upper
    }

    /// Whether the byte at `offset` is code: not blanked as a part of a comment or a literal's
    /// content (white space is code wherever it is: no scanner needs to tell).
    public func isCode(_ offset: Int) -> Bool {
        offset >= 0 && offset < bytes.count && (code[offset] == bytes[offset])
    }

    /// The first offset after `offset` (itself included) that is not white space in `code`.
    public func skipSpace(from offset: Int, to limit: Int? = nil) -> Int {
        let limit = limit ?? code.count
        var i = offset
        while i < limit, Byte.isSpace(code[i]) { i += 1 }
        return i
    }

    /// The offset just past the last byte before `offset` that is not white space in `code`.
    public func skipSpaceBackward(from offset: Int, to limit: Int = 0) -> Int {
        var i = offset
        while i > limit, Byte.isSpace(code[i - 1]) { i -= 1 }
        return i
    }

    /// The identifier that starts at `offset`, if one does.
    public func identifier(at offset: Int) -> Range<Int>? {
        guard offset < code.count, Byte.startsIdentifier(code[offset]) else { return nil }
        var end = offset + 1
        while end < code.count, Byte.continuesIdentifier(code[end]) { end += 1 }
        return offset..<end
    }

    /// Every offset in `range` where `needle` occurs in code (never in a comment or a literal).
    public func occurrences(of needle: String, in range: Range<Int>? = nil) -> [Int] {
        let pattern = Array(needle.utf8)
        let range = clamped(range ?? 0..<code.count)
        guard let first = pattern.first, range.count >= pattern.count else { return [] }
        var found: [Int] = []
        var i = range.lowerBound
        let last = range.upperBound - pattern.count
        while i <= last {
            if code[i] == first, code[i..<(i + pattern.count)].elementsEqual(pattern) {
                found.append(i)
                i += pattern.count
            } else {
                i += 1
            }
        }
        return found
    }

    /// Whether the code at `offset` spells `word` as a whole identifier.
    public func hasWord(_ word: String, at offset: Int) -> Bool {
        let pattern = Array(word.utf8)
        guard offset >= 0, offset + pattern.count <= code.count,
            code[offset..<(offset + pattern.count)].elementsEqual(pattern)
        else { return false }
        let before = offset > 0 ? code[offset - 1] : Byte.space
        let after = offset + pattern.count < code.count ? code[offset + pattern.count] : Byte.space
        return !Byte.continuesIdentifier(before) && !Byte.continuesIdentifier(after)
    }

    func clamped(_ range: Range<Int>) -> Range<Int> {
        let lower = min(max(range.lowerBound, 0), bytes.count)
        return lower..<min(max(range.upperBound, lower), bytes.count)
    }

    // MARK: Brackets

    /// The offset of the bracket that closes the `(`, `[` or `{` at `offset`; nil when it is not one
    /// or the file ends first.
    public func closing(_ offset: Int) -> Int? {
        guard offset < code.count, let close = Byte.closer(of: code[offset]) else { return nil }
        var stack: [UInt8] = [close]
        var i = offset + 1
        while i < code.count {
            let byte = code[i]
            if let nested = Byte.closer(of: byte) {
                stack.append(nested)
            } else if byte == Byte.closeParen || byte == Byte.closeBracket || byte == Byte.closeBrace {
                // A stray closer of another kind ends the search: the text is not balanced here.
                guard byte == stack.last else { return nil }
                stack.removeLast()
                if stack.isEmpty { return i }
            }
            i += 1
        }
        return nil
    }

    /// The offset of the bracket that opens the `)`, `]` or `}` at `offset`.
    public func opening(_ offset: Int) -> Int? {
        guard offset < code.count, Byte.opener(of: code[offset]) != nil else { return nil }
        var stack: [UInt8] = [Byte.opener(of: code[offset])!]
        var i = offset - 1
        while i >= 0 {
            let byte = code[i]
            if let nested = Byte.opener(of: byte) {
                stack.append(nested)
            } else if Byte.closer(of: byte) != nil {
                guard byte == stack.last else { return nil }
                stack.removeLast()
                if stack.isEmpty { return i }
            }
            i -= 1
        }
        return nil
    }

    /// The innermost bracket pair (`(`, `[` or `{`) around `offset`: the opener's offset, or nil at
    /// the top level. `kinds` (`(`, `[`, `{` bytes) keeps only pairs of those kinds; nil, all.
    public func enclosingOpener(of offset: Int, kinds: Set<UInt8>? = nil) -> Int? {
        var depth: [UInt8] = []
        var i = offset - 1
        while i >= 0 {
            let byte = code[i]
            if let open = Byte.opener(of: byte) {
                depth.append(open)
            } else if Byte.closer(of: byte) != nil {
                if let expected = depth.last, expected == byte {
                    depth.removeLast()
                } else if depth.isEmpty, kinds?.contains(byte) ?? true {
                    return i
                }
                // An opener of a kind not asked for: the search goes on further out.
            }
            i -= 1
        }
        return nil
    }

    /// The postfix expression that ends just before `end`: `self.headerView.avatar`, `views[0]`,
    /// `(a as! UIView)`, `[self avatar]`, walking back over names, dots, `?`, `!` and balanced
    /// brackets.
    public func expression(endingAt end: Int) -> Range<Int> {
        var i = skipSpaceBackward(from: end)
        let upper = i
        while i > 0 {
            let byte = code[i - 1]
            if Byte.continuesIdentifier(byte) || byte == Byte.dot || byte == Byte.question || byte == Byte.bang {
                i -= 1
            } else if byte == Byte.closeParen || byte == Byte.closeBracket {
                guard let open = opening(i - 1) else { break }
                i = open
                // `[a b]` in Objective-C is a message: a whole expression, with no name before it.
                if byte == Byte.closeBracket, language == .objectiveC,
                    open == 0 || !Byte.continuesIdentifier(code[open - 1])
                {
                    break
                }
            } else {
                break
            }
        }
        // A trailing `!`/`?` of the whole is not a part of a name; a leading dot is an implicit member.
        return i..<upper
    }

    // MARK: Literals

    /// The string literal that is all of `range` (white space aside): its value, escapes as written,
    /// and where that value lies; nil when `range` is anything else.
    public func stringLiteral(in range: Range<Int>) -> (value: String, content: Range<Int>)? {
        let range = trimmed(range)
        guard let literal = strings.first(where: { $0 == range }) else { return nil }
        var lower = literal.lowerBound
        var upper = literal.upperBound
        if bytes[lower] == Byte.at { lower += 1 }
        while lower < upper, bytes[lower] == Byte.hash, bytes[upper - 1] == Byte.hash {
            lower += 1
            upper -= 1
        }
        let quotes = upper - lower >= 6 && bytes[lower..<(lower + 3)].allSatisfy { $0 == Byte.doubleQuote } ? 3 : 1
        guard upper - lower >= 2 * quotes else { return nil }
        let content = (lower + quotes)..<(upper - quotes)
        return (text(content), content)
    }

    /// The number `range` spells, sign applied: `120`, `-16`, `0.5`, `1e3`, `1_000`, `8.0f`,
    /// `CGFloat(8)`, `-CGFloat(8)`, `@120`, `@(120)`, `(8)`; nil for anything else.
    public func number(in range: Range<Int>) -> Double? {
        var range = trimmed(range)
        var sign = 1.0
        while !range.isEmpty {
            let byte = code[range.lowerBound]
            if byte == Byte.minus || byte == Byte.plus {
                if byte == Byte.minus { sign = -sign }
                range = trimmed((range.lowerBound + 1)..<range.upperBound)
            } else if byte == Byte.at {
                range = trimmed((range.lowerBound + 1)..<range.upperBound)
            } else if byte == Byte.openParen, closing(range.lowerBound) == range.upperBound - 1 {
                range = trimmed((range.lowerBound + 1)..<(range.upperBound - 1))
            } else if let name = identifier(at: range.lowerBound),
                Self.numericWrappers.contains(text(name)),
                name.upperBound < range.upperBound, code[name.upperBound] == Byte.openParen,
                closing(name.upperBound) == range.upperBound - 1
            {
                range = trimmed((name.upperBound + 1)..<(range.upperBound - 1))
            } else {
                break
            }
        }
        guard !range.isEmpty else { return nil }
        var digits = bytes[range].filter { $0 != Byte.underscore }
        if let last = digits.last, last == UInt8(ascii: "f") || last == UInt8(ascii: "F"),
            digits.count > 1, !digits.contains(UInt8(ascii: "x"))
        {
            digits.removeLast()
        }
        if digits.last == Byte.dot { digits.removeLast() }
        guard let first = digits.first, Byte.isDigit(first) || first == Byte.dot,
            digits.allSatisfy({
                Byte.isDigit($0) || $0 == Byte.dot || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E")
                    || $0 == Byte.minus || $0 == Byte.plus
            })
        else { return nil }
        guard let value = Double(String(decoding: digits, as: UTF8.self)) else { return nil }
        return sign * value
    }

    /// Calls and casts that keep a number what it is.
    static let numericWrappers: Set<String> = [
        "CGFloat", "Double", "Float", "Int", "NSNumber", "UILayoutPriority",
        "NSLayoutConstraint.Priority", "UILayoutPriorityValue",
    ]

    // MARK: Arguments

    /// One argument of a call or one part of a message: its label (`equalTo`, `constant`; nil when
    /// unlabelled) and its value, trimmed.
    public struct Argument: Hashable, Sendable {
        public var label: String?
        public var value: Range<Int>
        /// The whole argument, label included, trimmed.
        public var range: Range<Int>
    }

    /// The arguments between a call's parentheses (`range` excludes them), split on the commas
    /// that are not inside a bracket, each with its `label:` when it has one.
    public func arguments(in range: Range<Int>) -> [Argument] {
        let range = clamped(range)
        var pieces: [Range<Int>] = []
        var start = range.lowerBound
        var i = range.lowerBound
        while i < range.upperBound {
            let byte = code[i]
            if Byte.closer(of: byte) != nil, let close = closing(i), close < range.upperBound {
                i = close + 1
                continue
            }
            if byte == Byte.comma {
                pieces.append(start..<i)
                start = i + 1
            }
            i += 1
        }
        pieces.append(start..<range.upperBound)
        return pieces.compactMap { piece in
            let whole = trimmed(piece)
            if whole.isEmpty { return nil }
            if let name = identifier(at: whole.lowerBound) {
                let colon = skipSpace(from: name.upperBound, to: whole.upperBound)
                if colon < whole.upperBound, code[colon] == Byte.colon,
                    colon + 1 >= whole.upperBound || code[colon + 1] != Byte.colon
                {
                    return Argument(
                        label: text(name), value: trimmed((colon + 1)..<whole.upperBound), range: whole)
                }
            }
            return Argument(label: nil, value: whole, range: whole)
        }
    }

    /// An Objective-C message send: the receiver, and each selector part with its argument.
    public struct Message: Hashable, Sendable {
        public var receiver: Range<Int>
        /// `constraintEqualToAnchor` and `constant` of `[a constraintEqualToAnchor:b constant:8]`;
        /// a unary message's one part has an empty value.
        public var parts: [Argument]
        /// The selector as written: `constraintEqualToAnchor:constant:`.
        public var selector: String {
            parts.map { $0.value.isEmpty ? ($0.label ?? "") : ($0.label ?? "") + ":" }.joined()
        }
    }

    /// The message in the brackets at `open` (the offset of `[`), or nil when they hold none
    /// (an array literal, a subscript).
    public func message(at open: Int) -> Message? {
        guard language == .objectiveC, open < code.count, code[open] == Byte.openBracket,
            let close = closing(open)
        else { return nil }
        let start = skipSpace(from: open + 1, to: close)
        // The receiver: one expression, running to the first white space outside brackets.
        var i = start
        while i < close {
            let byte = code[i]
            if Byte.opener(of: byte) == nil, Byte.closer(of: byte) != nil, let end = closing(i) {
                i = end + 1
                continue
            }
            if Byte.isSpace(byte) { break }
            i += 1
        }
        guard i > start, i < close else { return nil }
        let receiver = start..<i
        var parts: [Argument] = []
        // Each part: `name:` then its value, up to the next `name:` after white space.
        var labels: [(name: Range<Int>, valueStart: Int)] = []
        var j = skipSpace(from: i, to: close)
        guard let unary = identifier(at: j) else { return nil }
        if skipSpace(from: unary.upperBound, to: close) == close {
            return Message(
                receiver: receiver, parts: [Argument(label: text(unary), value: close..<close, range: unary)])
        }
        while j < close {
            let byte = code[j]
            if Byte.closer(of: byte) != nil, let end = closing(j), end < close {
                j = end + 1
                continue
            }
            let atWordStart = j == i || Byte.isSpace(code[j - 1]) || labels.isEmpty
            if atWordStart, let name = identifier(at: j), name.upperBound < close, code[name.upperBound] == Byte.colon {
                labels.append((name, name.upperBound + 1))
                j = name.upperBound + 1
                continue
            }
            j += 1
        }
        guard !labels.isEmpty else { return nil }
        for (index, label) in labels.enumerated() {
            let end = index + 1 < labels.count ? labels[index + 1].name.lowerBound : close
            let value = trimmed(label.valueStart..<end)
            parts.append(
                Argument(label: text(label.name), value: value, range: label.name.lowerBound..<value.upperBound))
        }
        return Message(receiver: receiver, parts: parts)
    }
}

/// The bytes `CodeText` and the scanners look for.
enum Byte {
    static let newline = UInt8(ascii: "\n")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let carriageReturn = UInt8(ascii: "\r")
    static let doubleQuote = UInt8(ascii: "\"")
    static let quote = UInt8(ascii: "'")
    static let slash = UInt8(ascii: "/")
    static let star = UInt8(ascii: "*")
    static let backslash = UInt8(ascii: "\\")
    static let hash = UInt8(ascii: "#")
    static let at = UInt8(ascii: "@")
    static let openParen = UInt8(ascii: "(")
    static let closeParen = UInt8(ascii: ")")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
    static let comma = UInt8(ascii: ",")
    static let colon = UInt8(ascii: ":")
    static let semicolon = UInt8(ascii: ";")
    static let dot = UInt8(ascii: ".")
    static let equals = UInt8(ascii: "=")
    static let minus = UInt8(ascii: "-")
    static let plus = UInt8(ascii: "+")
    static let question = UInt8(ascii: "?")
    static let bang = UInt8(ascii: "!")
    static let underscore = UInt8(ascii: "_")
    static let dollar = UInt8(ascii: "$")

    @inline(__always) static func isDigit(_ b: UInt8) -> Bool { b &- 0x30 < 10 }
    @inline(__always) static func isLetter(_ b: UInt8) -> Bool { (b | 0x20) &- 0x61 < 26 }
    @inline(__always) static func isBlank(_ b: UInt8) -> Bool { b == space || b == tab }
    @inline(__always) static func isSpace(_ b: UInt8) -> Bool {
        b == space || b == tab || b == newline || b == carriageReturn || b == 0x0C || b == 0x0B
    }
    /// Letters, `_`, `$` and any byte of a multi-byte character (Swift allows many).
    @inline(__always) static func startsIdentifier(_ b: UInt8) -> Bool {
        isLetter(b) || b == underscore || b == dollar || b >= 0x80
    }
    @inline(__always) static func continuesIdentifier(_ b: UInt8) -> Bool { startsIdentifier(b) || isDigit(b) }

    static func closer(of open: UInt8) -> UInt8? {
        switch open {
        case openParen: closeParen
        case openBracket: closeBracket
        case openBrace: closeBrace
        default: nil
        }
    }

    static func opener(of close: UInt8) -> UInt8? {
        switch close {
        case closeParen: openParen
        case closeBracket: openBracket
        case closeBrace: openBrace
        default: nil
        }
    }
}
