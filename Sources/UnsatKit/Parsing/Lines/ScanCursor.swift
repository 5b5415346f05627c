/// Byte-level navigation over one buffer: triggers, line starts and ends, newline counts.
struct Cursor {
    let base: UnsafePointer<UInt8>
    let count: Int
    /// The next trigger found, so that the bytes before it are searched once (-1: none yet).
    private var nextHit = -1
    /// The bytes are a page's text, HTML entities and all: a view dump may be escaped (`&lt;UIView:
    /// 0x…`), its root line with no `<` to be found by.
    private let escaped: Bool

    init(base: UnsafePointer<UInt8>, count: Int, escaped: Bool = false) {
        self.base = base
        self.count = count
        self.escaped = escaped
    }

    func bytes(_ range: Range<Int>) -> [UInt8] {
        Array(slice(range))
    }

    func slice(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: base + range.lowerBound, count: range.count)
    }

    func lineEnd(from offset: Int) -> Int? {
        Platform.findByte(ASCII.newline, in: base + offset, count: count - offset).map { offset + $0 }
    }

    func lineStart(of offset: Int, notBefore lower: Int) -> Int {
        guard offset > lower else { return offset }
        return Platform.findLastByte(ASCII.newline, in: base + lower, count: offset - lower).map { lower + $0 + 1 }
            ?? lower
    }

    /// The start of the line `back` lines before the line starting at `offset`.
    func startOfLine(back: Int, before offset: Int, notBefore lower: Int) -> Int {
        var start = offset
        var remaining = back
        // When `offset` is inside a line (the end of a stream), its partial line is kept too.
        if start > lower, start == count, base[start - 1] != ASCII.newline {
            start = lineStart(of: start - 1, notBefore: lower)
        }
        while remaining > 0, start > lower {
            let previous = lineStart(of: start - 1, notBefore: lower)
            if start - 1 - previous > LogScanner.lineLimit { break }
            start = previous
            remaining -= 1
        }
        return start
    }

    /// The next offset of a `<`, `{` (a capture record is a JSON object), "AMBIGUOUS" or one of
    /// `unsat_find_phrase`'s phrases at or after `offset`: UIKit's header, found by itself (its list
    /// may have no '<': redacted, rewritten, stripped by a blog engine, or far below it, so the header
    /// cannot wait to be looked back to), a constraint's address with no '<' before it, AppKit's
    /// header and the autoresizing mask of an AppKit view line (most have no '<'). One pass for
    /// them all (`unsat_find_trigger`).
    mutating func nextTrigger(from offset: Int) -> Int? {
        if nextHit < offset {
            nextHit =
                offset
                + (escaped
                    ? Platform.findTriggerEscaped(in: base + offset, count: count - offset)
                    : Platform.findTrigger(in: base + offset, count: count - offset))
        }
        return nextHit < count ? nextHit : nil
    }

    /// Whether a line found by its `<` can be part of something: a constraint, a view, a controller,
    /// an ambiguity or a capture record. Ordinary output with a `<` in it is skipped.
    func triggerLineMatters(_ start: Int) -> Bool {
        let end = lineEnd(from: start) ?? count
        let line = CleanLine(raw: bytes(start..<end))
        switch LineClassifier.classify(line) {
        case .blank, .boilerplate: return false
        // A constraint's address or a report's phrase is read, or noted, wherever it stands (the
        // line is searched for one, as the triggers are). An autoresizing mask (` h=--- v=`,
        // the trigger that starts with a space) on a line that is no view line is ordinary output,
        // unless the line speaks of a report too.
        // A view's or controller's description behind text may be a dump's root under a tool's
        // prefix, which the parser holds until the next line says.
        case .other:
            let phrase = start + Platform.findPhrase(in: base + start, count: end - start)
            guard phrase < end else {
                return LogParser.toolPrefixBeforeARoot(line) != nil || LogParser.toolPrefixBeforeATraceRoot(line) != nil
            }
            return base[phrase] != ASCII.space || LineClassifier.mentionsAReport(line)
        default: return true
        }
    }

    /// The first line of the block whose first `<` line starts at `triggerLine`: the earliest header
    /// among the few lines before it (UIKit's, AppKit's, a capture label, a lone `(`).
    func blockStart(before triggerLine: Int, notBefore lower: Int, lines: Int) -> Int {
        var regionStart = triggerLine
        var remaining = lines
        while remaining > 0, regionStart > lower {
            let previous = lineStart(of: regionStart - 1, notBefore: lower)
            if regionStart - 1 - previous > LogScanner.lineLimit { break }
            regionStart = previous
            remaining -= 1
        }
        guard regionStart < triggerLine else { return triggerLine }
        var earliest = triggerLine
        // The phrases searched for over the whole region at once, in one pass: the line of the first
        // hit is the earliest a block can open. (A paste indented with tabs has its header indented too.)
        if let hit = Platform.find(Self.headerNeedles, in: base + regionStart, count: triggerLine - regionStart) {
            earliest = lineStart(of: regionStart + hit, notBefore: regionStart)
        }
        // A header a wrap cut inside its phrase opens at its first piece.
        var start = regionStart
        while start < earliest {
            guard let end = lineEnd(from: start), end + 1 < count else { break }
            if opensAWrappedHeader(start, end) {
                earliest = start
                break
            }
            start = end + 1
        }
        // A header whose line a wrap cut before its phrase opens at the piece with the log prefix
        // (one piece, or two: `2026-03-04 10:11:12.345678+0100 ` `MyApp[…] [LayoutConstraints] Unable to `).
        if earliest < triggerLine || mentionsAHeader(earliest) {
            var pieces = 0
            while pieces < 2, earliest > regionStart {
                let previous = lineStart(of: earliest - 1, notBefore: regionStart)
                guard joinsAPrefixPiece(previous, earliest) else { break }
                earliest = previous
                pieces += 1
            }
        }
        // A lone `(` opens a pasted list.
        start = regionStart
        while start < earliest {
            let end = lineEnd(from: start) ?? triggerLine
            if isLoneOpenParen(start, end - start) {
                earliest = start
                break
            }
            start = end + 1
        }
        return earliest
    }

    /// Whether the line `start..<end` and the next are a header a wrap cut inside its phrase.
    private func opensAWrappedHeader(_ start: Int, _ end: Int) -> Bool {
        guard WrappedHeader.head(endOf: slice(start..<end)) != nil else { return false }
        let nextEnd = lineEnd(from: end + 1) ?? count
        return WrappedHeader.join(bytes(start..<end), bytes(end + 1..<nextEnd)[...]) != nil
    }

    /// Whether the line at `start` holds the beginning of a header's phrase (`Unable to`, `Conflicting`).
    private func mentionsAHeader(_ start: Int) -> Bool {
        let end = lineEnd(from: start) ?? count
        return Platform.find("Unable to", in: base + start, count: end - start) != nil
            || Platform.find("Conflicting", in: base + start, count: end - start) != nil
    }

    /// Whether the line at `previous` is a log prefix that a wrap cut off the header at `start`.
    private func joinsAPrefixPiece(_ previous: Int, _ start: Int) -> Bool {
        WrappedHeader.prefixPieceJoins(bytes(previous..<start - 1), bytes(start..<(lineEnd(from: start) ?? count))[...])
    }

    /// Whether a line is a `(` alone (after spaces, tabs or a paste's `>`).
    func isLoneOpenParen(_ offset: Int, _ length: Int) -> Bool {
        let pointer = base + offset
        var i = 0
        while i < length, pointer[i] == ASCII.space || pointer[i] == ASCII.tab || pointer[i] == ASCII.greaterThan {
            i += 1
        }
        guard i < length, pointer[i] == ASCII.openParen else { return false }
        var j = i + 1
        while j < length, ASCII.isSpace(pointer[j]) || pointer[j] == ASCII.carriageReturn { j += 1 }
        return j == length
    }

    /// Phrases that open a block: UIKit's and AppKit's headers, the capture labels of both spellings,
    /// the ambiguity header.
    static let headerPhrases: [StaticString] = [
        "satisfy constraints", "Conflicting constraints", "conflict in viewController",
        "constraint conflict detected", "Will attempt to recover by breaking", "ambiguous layout",
        "冲突所在的viewController", "检测到约束冲突",
    ]
    static let headerNeedles = Platform.Needles(headerPhrases)
}
