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
        guard !pattern.isEmpty, range.count >= pattern.count else { return [] }
        // `memmem`, not a loop of comparisons: every scanner asks this of every file it reads.
        var found: [Int] = []
        code.withUnsafeBufferPointer { bytes in
            pattern.withUnsafeBufferPointer { want in
                guard let base = bytes.baseAddress, let wanted = want.baseAddress else { return }
                var i = range.lowerBound
                while i + pattern.count <= range.upperBound,
                    let at = Platform.find(wanted, count: pattern.count, in: base + i, count: range.upperBound - i)
                {
                    found.append(i + at)
                    i += at + pattern.count
                }
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

    /// A constraint's constant as written: a literal (`8`, `-8.5`, `CGFloat(8)`), or a name the file
    /// declares as a number with a literal value (`-Styling.separatorSpacing`, `inset`), by its last part;
    /// nil for anything else (a computation, a name declared with two values).
    func constant(in range: Range<Int>, variables: VariableTypes) -> Double? {
        if let value = number(in: range) { return value }
        var range = trimmed(range)
        var sign = 1.0
        while !range.isEmpty, code[range.lowerBound] == Byte.minus || code[range.lowerBound] == Byte.plus {
            if code[range.lowerBound] == Byte.minus { sign = -sign }
            range = trimmed((range.lowerBound + 1)..<range.upperBound)
        }
        guard let first = range.first, !Byte.isDigit(code[first]),
            code[range].allSatisfy({ Byte.continuesIdentifier($0) || $0 == Byte.dot })
        else { return nil }
        let declared = variables.number(VariableTypes.lastName(text(range)))
        guard declared.isNumber, let value = declared.value else { return nil }
        return sign * value
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
}
