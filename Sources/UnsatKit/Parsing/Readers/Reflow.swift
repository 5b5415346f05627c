/// Lines that paste damage reshaped, put back into the lines UIKit printed: a whole report joined
/// onto one line, and constraint descriptions whose `<…>` and quotes a blog engine stripped.
enum Reflow {
    /// A report on one line (`… fix it. ( "<…>", "<…>" ) Will attempt to recover by breaking
    /// constraint <…>`) as its lines: the header, `(`, each entry, `)`, the recover line and the
    /// broken constraint. Nil when the line holds no list.
    static func reportLines(_ line: CleanLine) -> [[UInt8]]? {
        let b = line.bytes
        let end = line.message.upperBound
        guard let open = listOpen(b, from: line.message.lowerBound, to: end) else { return nil }
        let entries = entries(b, from: open + 1, to: end)
        var lines: [[UInt8]] = [Array(b[..<open]), [ASCII.openParen]] + entries.lines
        var i = entries.end
        if i < end, b[i] == ASCII.closeParen {
            lines.append([ASCII.closeParen])
            i += 1
        }
        // What follows the list: the recover line, with its constraint put on a line of its own.
        while i < end, b[i] == ASCII.space || b[i] == ASCII.dot { i += 1 }
        guard i < end else { return lines }
        if let recover = b.firstOffset(of: Phrase.willAttempt, from: i, to: end),
            let lessThan = b[recover..<end].firstIndex(of: ASCII.lessThan)
        {
            if recover > i { lines.append(Array(b[i..<recover])) }
            lines.append(Array(b[recover..<lessThan]))
            let broken = entryEnd(b, from: lessThan, to: end) ?? end
            lines.append(Array(b[lessThan..<broken]))
            if broken < end { lines.append(Array(b[broken..<end])) }
        } else {
            lines.append(Array(b[i..<end]))
        }
        return lines
    }

    /// A list's `(` and its entries on one line, the header on the line before (`( "<…>", "<…>",
    /// "<…>" )`: a page that joined the list's lines) as the lines they were: the `(` (behind what
    /// stood before the message), each entry, then the `)` and what follows it, or what is left of a
    /// last entry the input cut. Nil when the line does not open with `(` and two entries.
    static func listLines(_ line: CleanLine) -> [[UInt8]]? {
        let b = line.bytes
        let end = line.message.upperBound
        let i = line.message.lowerBound
        guard i < end, b[i] == ASCII.openParen else { return nil }
        let entries = entries(b, from: i + 1, to: end)
        guard entries.lines.count >= 2 else { return nil }
        var lines = [Array(b[..<(i + 1)])] + entries.lines
        if entries.end < end { lines.append(Array(b[entries.end..<end])) }
        return lines
    }

    /// The descriptions of a list on one line from `start` (after its `(`), each with its quote and
    /// comma, and where they stop: at the `)`, at what is no description (a last one cut), or at `end`.
    static func entries(_ b: [UInt8], from start: Int, to end: Int) -> (lines: [[UInt8]], end: Int) {
        var lines: [[UInt8]] = []
        var i = start
        while true {
            while i < end, b[i] == ASCII.space || b[i] == ASCII.comma || b[i] == ASCII.tab { i += 1 }
            guard i < end, b[i] != ASCII.closeParen, let entryEnd = entryEnd(b, from: i, to: end) else { break }
            lines.append(Array(b[i..<entryEnd]))
            i = entryEnd
        }
        return (lines, i)
    }

    /// The `(` that opens a list on the header's line: followed by a quoted or bare description.
    static func listOpen(_ b: [UInt8], from start: Int, to end: Int) -> Int? {
        var i = start
        while i < end, let open = b[i..<end].firstIndex(of: ASCII.openParen) {
            var j = open + 1
            while j < end, b[j] == ASCII.space { j += 1 }
            if j + 1 < end, b[j] == ASCII.lessThan || (b[j] == ASCII.doubleQuote && b[j + 1] == ASCII.lessThan) {
                return open
            }
            i = open + 1
        }
        return nil
    }

    /// Where the description starting at `start` (`"<…>"` or `<…>`) ends, its quote and comma included.
    static func entryEnd(_ b: [UInt8], from start: Int, to end: Int) -> Int? {
        if b[start] == ASCII.doubleQuote {
            // `"<…>"`: up to the first `>"` after it.
            var k = start + 1
            while k + 1 < end, !(b[k] == ASCII.greaterThan && b[k + 1] == ASCII.doubleQuote) { k += 1 }
            guard k + 1 < end else { return nil }
            var after = k + 2
            if after < end, b[after] == ASCII.comma { after += 1 }
            return after
        }
        guard b[start] == ASCII.lessThan else { return nil }
        // A bare `<…>`: up to a `>` that ends a word (before a space, a comma, a `)` or the end),
        // counting nested `<…>` (early SnapKit) but not a relation's `>=`.
        var depth = 0
        var k = start
        while k < end {
            if b[k] == ASCII.lessThan, k + 1 < end, b[k + 1] != ASCII.equals {
                depth += 1
            } else if b[k] == ASCII.greaterThan, k + 1 >= end || b[k + 1] != ASCII.equals {
                depth -= 1
                if depth == 0 { return k + 1 }
            }
            k += 1
        }
        return nil
    }

    /// A dump printed as one string with its line breaks escaped (Cycript's `@"<UIWindow: 0x…; …>\n   |
    /// <UIView: 0x…; …>\n"`, a `_printHierarchy` alike) as its lines: cut at each `\n` that a child's
    /// bars follow (one inside a label's text is none), the last `\n"` dropped. The first line keeps
    /// what stood before the message. Nil when the line holds no such break.
    static func escapedLines(_ line: CleanLine) -> [[UInt8]]? {
        let b = line.bytes
        let end = line.message.upperBound
        // Most lines hold no backslash at all: looked for with memchr before anything else.
        func backslash(from start: Int) -> Int? {
            b.withUnsafeBufferPointer { buffer in
                Platform.findByte(ASCII.backslash, in: buffer.baseAddress! + start, count: end - start).map {
                    start + $0
                }
            }
        }
        var cuts: [Int] = []
        var i = line.message.lowerBound
        while i < end, let hit = backslash(from: i) {
            i = hit + 1
            guard i < end, b[i] == 0x6E else { continue }  // n
            var j = i + 1
            while j < end, b[j] == ASCII.space || b[j] == ASCII.tab { j += 1 }
            if j < end, b[j] == ASCII.pipe { cuts.append(hit) }
        }
        guard let first = cuts.first else { return nil }
        var lines = [Array(b[..<first])]
        for (index, cut) in cuts.enumerated() {
            var stop = index + 1 < cuts.count ? cuts[index + 1] : end
            // The string's last `\n"` (or `\n`), after the last view.
            if index + 1 == cuts.count, let last = b[cut + 2..<stop].lastIndex(of: ASCII.backslash),
                last + 1 < stop, b[last + 1] == 0x6E,
                b[(last + 2)..<stop].allSatisfy({ $0 == ASCII.doubleQuote || ASCII.isSpace($0) })
            {
                stop = last
            }
            lines.append(Array(b[(cut + 2)..<stop]))
        }
        return lines
    }

    /// A view dump (or a `_printHierarchy`) whose line breaks a page collapsed, its rows joined on one
    /// line by their bars (`<UIView: 0x…; …> | <UIImageView: 0x…; …> || <UIButton: 0x…; …>`, or
    /// `| | <…>`, behind what printed it: `(gdb) po [webView recursiveDescription] <UIWebView: 0x…>`),
    /// as its lines: cut after each row's `>` that blanks, bars and a blank follow and then the next
    /// row's `<Class: 0x…` (a controller's `<Class 0x…>, state:`), each row given `   | ` for each of
    /// its bars. Only a root's line, whose message does not start with bars (a dump's own rows do), is
    /// looked at. Nil when the line holds no such join.
    static func collapsedTreeLines(_ line: CleanLine) -> [[UInt8]]? {
        let b = line.bytes
        let end = line.message.upperBound
        guard !line.message.isEmpty, !ASCII.isTreeBar(b[line.message.lowerBound]),
            let open = b[line.message].firstIndex(of: ASCII.lessThan)
        else { return nil }
        func bar(from start: Int) -> Int? {
            b.withUnsafeBufferPointer { buffer in
                Platform.findByte(ASCII.pipe, in: buffer.baseAddress! + start, count: end - start).map { start + $0 }
            }
        }
        var lines: [[UInt8]] = []
        var rowStart = line.bytes.startIndex
        var depth = 0
        var i = open + 1
        while i < end, let hit = bar(from: i) {
            // Back over blanks to the row's `>`.
            var k = hit
            while k > open, b[k - 1] == ASCII.space { k -= 1 }
            guard k < hit, k > open, b[k - 1] == ASCII.greaterThan else {
                i = hit + 1
                continue
            }
            // The bars, one blank at most between them, then blanks and the next row.
            var bars = 0
            var j = hit
            while j < end, b[j] == ASCII.pipe || (b[j] == ASCII.space && j + 1 < end && b[j + 1] == ASCII.pipe) {
                if b[j] == ASCII.pipe { bars += 1 }
                j += 1
            }
            let barsEnd = j
            while j < end, b[j] == ASCII.space { j += 1 }
            guard j > barsEnd, j < end, b[j] == ASCII.lessThan,
                DumpRootReader.opening(b, at: j, end: end, stateWithin: 200) != nil
            else {
                i = barsEnd
                continue
            }
            lines.append(Self.row(b[rowStart..<k], depth: depth))
            rowStart = j
            depth = bars
            i = j + 1
        }
        guard !lines.isEmpty else { return nil }
        lines.append(Self.row(b[rowStart..<end], depth: depth))
        return lines
    }

    /// A row of a collapsed tree as its own line: `   | ` for each bar, then the row.
    private static func row(_ text: ArraySlice<UInt8>, depth: Int) -> [UInt8] {
        guard depth > 0 else { return Array(text) }
        var line: [UInt8] = []
        line.reserveCapacity(depth * 5 + text.count)
        for _ in 0..<depth {
            line.append(contentsOf: [ASCII.space, ASCII.space, ASCII.space, ASCII.pipe, ASCII.space])
        }
        line.append(contentsOf: text)
        return line
    }

    /// A description whose `<…>` (and quotes) were stripped, `NSLayoutConstraint:0x… A.x == B.x`
    /// (or `SnapKit.LayoutConstraint:0x…@File.swift#88 …`), with them put back; nil for any other line.
    static func strippedEntry(_ line: CleanLine) -> [UInt8]? {
        let b = line.bytes
        var start = line.message.lowerBound
        var end = line.message.upperBound
        if end > start, b[end - 1] == ASCII.comma { end -= 1 }
        if end - start >= 2, b[start] == ASCII.doubleQuote, b[end - 1] == ASCII.doubleQuote {
            start += 1
            end -= 1
        }
        guard start < end, ASCII.isLetter(b[start]) else { return nil }
        var j = start
        while j < end, ASCII.isClassNameByte(b[j]) { j += 1 }
        guard LineClassifier.isConstraintClass(b, start..<j), b.matches(":0x", at: j) || b.matches(": 0x", at: j)
        else { return nil }
        var bytes = Array(b[..<line.message.lowerBound])
        bytes.append(ASCII.lessThan)
        bytes.append(contentsOf: b[start..<end])
        bytes.append(ASCII.greaterThan)
        return bytes
    }
}
