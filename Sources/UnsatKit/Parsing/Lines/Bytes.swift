/// ASCII byte constants and small predicates the parsers share.
enum ASCII {
    static let newline: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D
    static let tab: UInt8 = 0x09
    static let space: UInt8 = 0x20
    static let quote: UInt8 = 0x27  // '
    static let doubleQuote: UInt8 = 0x22
    static let lessThan: UInt8 = 0x3C
    static let greaterThan: UInt8 = 0x3E
    static let equals: UInt8 = 0x3D
    static let colon: UInt8 = 0x3A
    static let semicolon: UInt8 = 0x3B
    static let comma: UInt8 = 0x2C
    static let dot: UInt8 = 0x2E
    static let openParen: UInt8 = 0x28
    static let closeParen: UInt8 = 0x29
    static let openBracket: UInt8 = 0x5B
    static let closeBracket: UInt8 = 0x5D
    static let openBrace: UInt8 = 0x7B
    static let closeBrace: UInt8 = 0x7D
    static let pipe: UInt8 = 0x7C
    static let minus: UInt8 = 0x2D
    static let plus: UInt8 = 0x2B
    static let underscore: UInt8 = 0x5F
    static let escape: UInt8 = 0x1B
    static let star: UInt8 = 0x2A
    static let at: UInt8 = 0x40
    static let hash: UInt8 = 0x23
    static let backslash: UInt8 = 0x5C
    static let zero: UInt8 = 0x30
    static let nine: UInt8 = 0x39
    static let lowerX: UInt8 = 0x78

    @inline(__always) static func isDigit(_ b: UInt8) -> Bool { b &- zero < 10 }
    @inline(__always) static func isHexDigit(_ b: UInt8) -> Bool {
        b &- zero < 10 || (b | 0x20) &- 0x61 < 6
    }
    @inline(__always) static func isLetter(_ b: UInt8) -> Bool { (b | 0x20) &- 0x61 < 26 }
    @inline(__always) static func isSpace(_ b: UInt8) -> Bool { b == space || b == tab }
    /// A tree's level mark: `|`, or `+`, which marks a presented controller's view where a tool
    /// printed the tree so.
    @inline(__always) static func isTreeBar(_ b: UInt8) -> Bool { b == pipe || b == plus }
    /// Characters of an Objective-C or (mangled) Swift class name, with module dots.
    @inline(__always) static func isClassNameByte(_ b: UInt8) -> Bool {
        isLetter(b) || isDigit(b) || b == 0x5F || b == dot || b == 0x24 || b >= 0x80
    }
    @inline(__always) static func lowercased(_ b: UInt8) -> UInt8 {
        (b &- 0x41 < 26) ? b | 0x20 : b
    }
}

/// Where the `>` that closes the `<` at `open` is, each `<…>` inside it counted; nil when none does
/// before `end`.
func closingAngle<Bytes: RandomAccessCollection<UInt8>>(_ b: Bytes, from open: Int, to end: Int) -> Int?
where Bytes.Index == Int {
    var depth = 0
    var i = open
    while i < end {
        if b[i] == ASCII.lessThan {
            depth += 1
        } else if b[i] == ASCII.greaterThan {
            depth -= 1
            if depth == 0 { return i }
        }
        i += 1
    }
    return nil
}

extension Array where Element == UInt8 {
    /// Whether the bytes at `offset` spell `literal`.
    @inline(__always) func matches(_ literal: StaticString, at offset: Int) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard offset >= 0, offset + count <= self.count else { return false }
        return literal.withUTF8Buffer { pattern in
            var i = 0
            while i < count {
                if self[offset + i] != pattern[i] { return false }
                i += 1
            }
            return true
        }
    }

    /// The first offset at or after `from` (and before `to`) where `literal` occurs.
    func firstOffset(of literal: StaticString, from: Int = 0, to: Int? = nil) -> Int? {
        let count = literal.utf8CodeUnitCount
        let end = (to ?? self.count) - count
        guard count > 0, from <= end else { return nil }
        let first = literal.withUTF8Buffer { $0[0] }
        var i = Swift.max(from, 0)
        while i <= end {
            if self[i] == first && matches(literal, at: i) { return i }
            i += 1
        }
        return nil
    }

    /// Decodes `range` as UTF-8, replacing invalid bytes.
    @inline(__always) func string(_ range: Range<Int>) -> String {
        String(decoding: self[range], as: UTF8.self)
    }

    /// `string(range).lowercased()` for ASCII text such as an address, without a second string
    /// when it is lower-case already (as UIKit prints addresses).
    func lowercasedString(_ range: Range<Int>) -> String {
        guard self[range].contains(where: { $0 >= 0x41 && $0 <= 0x5A }) else { return string(range) }
        return String(decoding: self[range].map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self)
    }

    /// `range` without leading and trailing spaces and tabs.
    func trimmed(_ range: Range<Int>) -> Range<Int> {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, ASCII.isSpace(self[lower]) { lower += 1 }
        while upper > lower, ASCII.isSpace(self[upper - 1]) { upper -= 1 }
        return lower..<upper
    }
}

/// Reads a number as UIKit prints one: `8`, `-2`, `43.6667`, `2.22507e-308`, `1.#INF`-free.
enum NumberReader {
    /// Reads a number starting at `offset`, allowing a leading sign; returns value and end offset.
    static func read(_ bytes: [UInt8], at offset: Int) -> (value: Double, end: Int)? {
        var i = offset
        let start = i
        if i < bytes.count, bytes[i] == ASCII.minus || bytes[i] == ASCII.plus { i += 1 }
        let digitsStart = i
        while i < bytes.count, ASCII.isDigit(bytes[i]) { i += 1 }
        if i < bytes.count, bytes[i] == ASCII.dot, i + 1 < bytes.count, ASCII.isDigit(bytes[i + 1]) {
            i += 1
            while i < bytes.count, ASCII.isDigit(bytes[i]) { i += 1 }
        }
        guard i > digitsStart else {
            // inf and nan, which UIKit prints for degenerate constraints.
            for word: StaticString in ["inf", "nan"] where bytes.matches(word, at: digitsStart) {
                let negative = digitsStart > start && bytes[start] == ASCII.minus
                let value: Double = word.description == "inf" ? (negative ? -.infinity : .infinity) : .nan
                return (value, digitsStart + 3)
            }
            return nil
        }
        if i < bytes.count, bytes[i] | 0x20 == 0x65 {  // e or E
            var j = i + 1
            if j < bytes.count, bytes[j] == ASCII.minus || bytes[j] == ASCII.plus { j += 1 }
            if j < bytes.count, ASCII.isDigit(bytes[j]) {
                while j < bytes.count, ASCII.isDigit(bytes[j]) { j += 1 }
                i = j
            }
        }
        guard let value = Double(bytes.string(start..<i)) else { return nil }
        return (value, i)
    }
}
