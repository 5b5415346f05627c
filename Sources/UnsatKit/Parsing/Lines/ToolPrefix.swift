/// A prefix that a tool puts on every line it passes on, which no reader knows by name: fastlane's
/// `[10:11:12]: ▸ `, docker compose's `app_1  | `, `flutter run -v`'s `[+18718 ms] `. It is learnt
/// from a report's header (the text before UIKit's phrase, up to a log prefix `LinePrefixReader`
/// knows, or a `[LayoutConstraints]` category) and taken off the lines of that report, in the shape
/// `length(in:)` tells.
struct ToolPrefix: Equatable {
    /// The prefix as the header had it.
    let shape: [UInt8]
    /// Where the tool's own part of the shape starts: 0, or past a log prefix the reader knows.
    let toolStart: Int
    /// The tool's bracket (`[+18718 ms]`): where it opens, the first `[` or `(` of the tool's part
    /// (behind a line number or grep's prefix, `12:[+18718 ms] `, or at its start), and where it
    /// closes. Nil: no bracket.
    let bracket: Bracket?

    struct Bracket: Equatable {
        var open: Int
        var close: Int
    }

    /// The longest tool prefix looked for: past it, the text before the phrase is prose.
    static let longest = 96

    /// The tool prefix of a header line whose phrase starts at `phrase`: nil when the text before
    /// the phrase is empty, blank, or a prefix the reader knows. A log prefix the reader knows may
    /// stand before the tool's (a CI runner's time before fastlane's, a logger's time before its
    /// level): the shape is then both, from the line's start, when the tool put text after it.
    static func learn(_ line: CleanLine, phrase: Int) -> ToolPrefix? {
        guard phrase > line.message.lowerBound else { return nil }
        let b = line.bytes
        // A known log prefix inside (docker compose around Xcode): the tool's ends where it starts.
        var end = lastLogPrefix(b, from: line.message.lowerBound + 1, before: phrase)?.start ?? phrase
        // A category right before the phrase is the log's, not the tool's.
        if end == phrase, let open = b[..<phrase].lastIndex(of: ASCII.openBracket),
            LinePrefixReader.skipCategory(b, from: open) == phrase
        {
            end = open
        }
        guard end <= longest,
            b[line.message.lowerBound..<max(line.message.lowerBound, end)].contains(where: { !ASCII.isSpace($0) })
        else { return nil }
        let shape = Array(b[..<end])
        let toolStart = line.prefix.isPresent ? line.message.lowerBound : 0
        var bracket: Bracket?
        if let open = shape[toolStart...].firstIndex(where: { $0 == ASCII.openBracket || $0 == ASCII.openParen }) {
            let closer = shape[open] == ASCII.openBracket ? ASCII.closeBracket : ASCII.closeParen
            if let close = shape[open...].firstIndex(of: closer), close > open + 1 {
                bracket = Bracket(open: open, close: close)
            }
        }
        return ToolPrefix(shape: shape, toolStart: toolStart, bracket: bracket)
    }

    /// Where the last of the log prefixes the reader knows that start in `b[from..<before]` starts,
    /// and where the message after it does (its category skipped): each after a blank or grep's `:`
    /// or `-`. Where several follow one another (grep's number, a CI runner's time, fastlane's clock,
    /// the app's own), the last is the app's: the ones before are the tools'. Nil: none starts there.
    static func lastLogPrefix(_ b: [UInt8], from: Int, before: Int) -> (start: Int, message: Int)? {
        var found: (start: Int, message: Int)?
        var k = max(1, from)
        while k < before {
            // After a blank, or after grep's `:` or `-` (`app.log:12:2026-03-04 10:11:12.345 MyApp[…] …`).
            if ASCII.isSpace(b[k - 1]) || isGrepSeparator(b[k - 1]),
                ASCII.isDigit(b[k]) || (b[k] >= 0x41 && b[k] <= 0x5A)
            {
                let inner = LinePrefixReader.read(Array(b[k...]))
                if inner.isPresent {
                    found = (k, k + inner.messageStart)
                    // Look on past it: another may follow (the app's, after a logger's time and level).
                    k += max(1, inner.messageStart)
                    continue
                }
            }
            k += 1
        }
        return found
    }

    /// Whether the tool's part of the shape is bars, `+` and blanks alone: a dump's own indentation
    /// (a tree pasted from below its root, `   |    |    | <UIView: 0x…`), never a tool's prefix.
    var isIndentation: Bool {
        shape[toolStart...].allSatisfy { ASCII.isTreeBar($0) || ASCII.isSpace($0) }
    }

    /// The length of the prefix `line` starts with when it has the shape's: the same bytes, a number
    /// of any width where the shape has one (`match`); or, for a tool's part with a bracket, what is
    /// before it as `match` has it, then the bracket filled with what the shape's held, blanks or
    /// digits, about as wide (`[   +3 ms] `, and the blank continuation column `[        ] `, behind
    /// `12-` too), then the rest of the shape. A line that ends inside the shape's trailing blanks (an
    /// empty line, its blanks trimmed) has it whole. Nil: no prefix.
    func length(in line: [UInt8]) -> Int? {
        if let end = Self.match(shape[...], line, from: 0) { return end }
        guard let bracket, let open = Self.match(shape[..<bracket.open], line, from: 0), open < line.count,
            line[open] == shape[bracket.open]
        else { return nil }
        let (shapeOpen, close) = (bracket.open, bracket.close)
        let closer = shape[close]
        let inside = shape[(shapeOpen + 1)..<close]
        let width = close - shapeOpen
        var i = open + 1
        while i < line.count, i - open <= width + 3, line[i] != closer {
            let c = line[i]
            guard c == ASCII.space || inside.contains(c) || (ASCII.isDigit(c) && inside.contains(where: ASCII.isDigit))
            else { return nil }
            i += 1
        }
        guard i < line.count, line[i] == closer, i > open + 1, i - open + 3 >= width else { return nil }
        return Self.match(shape[(close + 1)...], line, from: i + 1)
    }

    /// Where `shape` ends in `line` laid from `start`: byte for byte, but that a number in the shape
    /// (its digits, with the blanks that right-align it) is any number in the line, as wide or not:
    /// a line number or a counter grows a digit from one line to the next (`9: ` then `10: `, `cat
    /// -n`'s `     9⇥` then `    10⇥`), and a clock's fields each keep their width anyway. Laid from
    /// a line's start, the blanks before the shape are the paste's, not the tool's, and any number
    /// of them matches: a selection begun at the first line's first character leaves that line alone
    /// without its indentation (` - 0 : <NSLayoutConstraint:0x…>` then `  - 1 : <…>`, lldb's `po` of
    /// an array as posted).
    static func match(_ shape: ArraySlice<UInt8>, _ line: [UInt8], from start: Int) -> Int? {
        var i = start
        var index = shape.startIndex
        if start == 0, index == 0 {
            while index < shape.endIndex, ASCII.isSpace(shape[index]) { index += 1 }
            while i < line.count, ASCII.isSpace(line[i]) { i += 1 }
        }
        while index < shape.endIndex {
            guard i < line.count else {
                return shape[index...].allSatisfy(ASCII.isSpace) ? i : nil
            }
            if let number = numberEnd(shape, at: index) {
                // Blanks, then at least one digit, whatever the widths.
                var j = i
                while j < line.count, ASCII.isSpace(line[j]) { j += 1 }
                let digits = j
                while j < line.count, ASCII.isDigit(line[j]) { j += 1 }
                guard j > digits else { return nil }
                i = j
                index = number
                continue
            }
            // grep's `-` where its matching line had `:` (`12:` then `13-`, `app.log:` then `app.log-`).
            guard line[i] == shape[index] || Self.isGrepSeparator(line[i]) && Self.isGrepSeparator(shape[index])
            else { return nil }
            i += 1
            index += 1
        }
        return i
    }

    /// `:` or `-`: what grep puts after a file's name and a line's number, `:` on a line that
    /// matched and `-` on one around it (`-A`, `-B`, `-C`).
    static func isGrepSeparator(_ byte: UInt8) -> Bool { byte == ASCII.colon || byte == ASCII.minus }

    /// Where a number that starts at `index` of `shape` ends: blanks (a right alignment, or a
    /// separator that may as well be narrower) then digits; nil when none starts there.
    private static func numberEnd(_ shape: ArraySlice<UInt8>, at index: Int) -> Int? {
        var k = index
        while k < shape.endIndex, ASCII.isSpace(shape[k]) { k += 1 }
        guard k < shape.endIndex, ASCII.isDigit(shape[k]) else { return nil }
        while k < shape.endIndex, ASCII.isDigit(shape[k]) { k += 1 }
        return k
    }
}
