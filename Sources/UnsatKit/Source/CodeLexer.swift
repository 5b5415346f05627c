/// The one pass over a file that finds its comments and literals, for `CodeText`: it copies the
/// bytes, blanks what is not code, and notes where each string literal lies.
///
/// Swift: `//`, nested `/* */`, `"…"`, `"""…"""`, raw `#"…"#` (any number of `#`), with `\(…)`
/// interpolations (which may hold strings of their own). Objective-C: `//`, `/* */` (not nested),
/// `"…"`, `@"…"` and `'c'`. An unterminated single-line literal ends at its line's end, so one stray
/// quote does not hide the rest of the file.
struct Lexer {
    let bytes: [UInt8]
    let language: CodeText.Language
    var code: [UInt8]
    var strings: [Range<Int>] = []

    init(bytes: [UInt8], language: CodeText.Language) {
        self.bytes = bytes
        self.language = language
        code = bytes
    }

    mutating func run() {
        var i = 0
        while i < bytes.count { i = step(at: i) }
        // A literal inside an interpolation is noted before the one around it.
        strings.sort { $0.lowerBound < $1.lowerBound }
    }

    /// Reads what starts at `i` (a comment, a literal, or one byte of code) and returns where the
    /// next thing starts.
    private mutating func step(at i: Int) -> Int {
        let byte = bytes[i]
        let next = i + 1 < bytes.count ? bytes[i + 1] : 0
        if byte == Byte.slash, next == Byte.slash {
            var end = i
            while end < bytes.count, bytes[end] != Byte.newline { end += 1 }
            blank(i..<end)
            return end
        }
        if byte == Byte.slash, next == Byte.star {
            let end = blockCommentEnd(from: i)
            blank(i..<end)
            return end
        }
        switch language {
        case .swift:
            if byte == Byte.doubleQuote || (byte == Byte.hash && startsRawString(at: i)) {
                return swiftString(at: i)
            }
        case .objectiveC:
            if byte == Byte.at, next == Byte.doubleQuote {
                let end = quoted(from: i + 1, delimiter: Byte.doubleQuote)
                noteString(i..<end, open: 2, close: 1)
                return end
            }
            if byte == Byte.doubleQuote {
                let end = quoted(from: i, delimiter: Byte.doubleQuote)
                noteString(i..<end, open: 1, close: 1)
                return end
            }
            if byte == Byte.quote {
                let end = quoted(from: i, delimiter: Byte.quote)
                if end - i > 2 { blank((i + 1)..<(end - 1)) }
                return end
            }
        }
        return i + 1
    }

    /// Past the `*/` that closes the comment at `start`; nested comments count in Swift.
    private func blockCommentEnd(from start: Int) -> Int {
        var depth = 0
        var i = start
        while i + 1 < bytes.count {
            if bytes[i] == Byte.slash, bytes[i + 1] == Byte.star {
                depth += language == .swift || depth == 0 ? 1 : 0
                i += 2
            } else if bytes[i] == Byte.star, bytes[i + 1] == Byte.slash {
                depth -= 1
                i += 2
                if depth == 0 { return i }
            } else {
                i += 1
            }
        }
        return bytes.count
    }

    /// Past the closing `delimiter` of a C literal starting at `start` (its opening delimiter), `\`
    /// escapes honoured; at the line's end when it is not closed.
    private func quoted(from start: Int, delimiter: UInt8) -> Int {
        var i = start + 1
        while i < bytes.count {
            let byte = bytes[i]
            if byte == Byte.backslash {
                i += 2
                continue
            }
            if byte == delimiter { return i + 1 }
            if byte == Byte.newline { return i }
            i += 1
        }
        return bytes.count
    }

    private func startsRawString(at i: Int) -> Bool {
        var j = i
        while j < bytes.count, bytes[j] == Byte.hash { j += 1 }
        return j < bytes.count && bytes[j] == Byte.doubleQuote
    }

    /// Reads the Swift literal at `start` (a `"` or the first `#` of a raw one), blanks its
    /// content, notes it, and returns its end.
    private mutating func swiftString(at start: Int) -> Int {
        var hashes = 0
        var i = start
        while bytes[i] == Byte.hash {
            hashes += 1
            i += 1
        }
        let multiline = i + 2 < bytes.count && bytes[i + 1] == Byte.doubleQuote && bytes[i + 2] == Byte.doubleQuote
        let quotes = multiline ? 3 : 1
        i += quotes
        let contentStart = i
        while i < bytes.count {
            let byte = bytes[i]
            if byte == Byte.backslash, hashesFollow(i + 1, hashes) {
                let after = i + 1 + hashes
                if after < bytes.count, bytes[after] == Byte.openParen {
                    i = interpolationEnd(from: after)
                } else {
                    i = after + 1
                }
                continue
            }
            if byte == Byte.newline, !multiline {
                noteString(start..<i, open: hashes + 1, close: 0)
                return i
            }
            if byte == Byte.doubleQuote, quotesFollow(i, quotes), hashesFollow(i + quotes, hashes) {
                let end = i + quotes + hashes
                noteString(start..<end, open: contentStart - start, close: quotes + hashes)
                return end
            }
            i += 1
        }
        noteString(start..<bytes.count, open: contentStart - start, close: 0)
        return bytes.count
    }

    /// Past the `)` that closes the interpolation whose `(` is at `open`, reading nested literals
    /// and comments as code would be read.
    private mutating func interpolationEnd(from open: Int) -> Int {
        var depth = 1
        var i = open + 1
        while i < bytes.count {
            let byte = bytes[i]
            if byte == Byte.openParen {
                depth += 1
            } else if byte == Byte.closeParen {
                depth -= 1
                if depth == 0 { return i + 1 }
            } else if byte == Byte.doubleQuote || byte == Byte.slash || byte == Byte.hash {
                let next = step(at: i)
                if next > i + 1 {
                    i = next
                    continue
                }
            }
            i += 1
        }
        return bytes.count
    }

    private func quotesFollow(_ i: Int, _ count: Int) -> Bool {
        guard i + count <= bytes.count else { return false }
        return bytes[i..<(i + count)].allSatisfy { $0 == Byte.doubleQuote }
    }

    private func hashesFollow(_ i: Int, _ count: Int) -> Bool {
        guard count > 0 else { return true }
        guard i + count <= bytes.count else { return false }
        return bytes[i..<(i + count)].allSatisfy { $0 == Byte.hash }
    }

    /// Notes the literal `range` and blanks what lies between its `open` and `close` delimiters.
    private mutating func noteString(_ range: Range<Int>, open: Int, close: Int) {
        strings.append(range)
        let lower = min(range.lowerBound + open, range.upperBound)
        let upper = max(range.upperBound - close, lower)
        blank(lower..<upper)
    }

    /// Spaces for everything in `range` but line ends, which keep the lines where they were.
    private mutating func blank(_ range: Range<Int>) {
        for i in range where bytes[i] != Byte.newline { code[i] = Byte.space }
    }
}
