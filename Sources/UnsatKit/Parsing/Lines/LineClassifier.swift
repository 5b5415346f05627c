/// What one line of a log is, once its prefix and any markdown are set aside.
enum LineKind: Equatable {
    case blank
    /// UIKit's header; `appKit` for the colon form AppKit uses.
    case unableHeader(appKit: Bool)
    /// macOS 14's `Conflicting constraints detected: (`, with whatever follows the colon.
    case conflictingHeader(rest: Range<Int>)
    case captureStart
    case captureController(rest: Range<Int>)
    case captureView
    case captureHierarchy
    case captureConstraints
    case captureBroken
    /// The seed hook's `ignore conflict in UIKit:<controller>`.
    case captureIgnored(rest: Range<Int>)
    case boilerplate
    /// `Will attempt to recover by breaking constraint` with what follows on the same line.
    case willAttempt(rest: Range<Int>)
    case open
    /// `)` (or `}`, `]`, retyped by hand), maybe with `.` or `,` after it.
    case close
    case ellipsis
    /// `<private>`: unified logging redacted what stood there.
    case redacted
    /// A constraint description `<Class:0x… …>`, as a range of the cleaned line.
    case entry(Range<Int>)
    /// A line that starts like a constraint but could not be cut out as one.
    case brokenEntry
    case viewLine
    /// A view line of AppKit's `_subtreeDescription` (`[   A  ] h=--- v=--- NSView 0x… f=(…) …`),
    /// maybe behind what printed its root.
    case subtreeLine
    case controllerLine
    /// A view line of `_autolayoutTrace` (`|   *UIButton:0x…'Save'`, the older `|   *<UIView:0x…>`),
    /// maybe with what the trace says of the view (`- AMBIGUOUS LAYOUT for …`).
    case traceLine
    case ambiguityHeader
    case ambiguityLine
    case record
    case other
}

/// A line cut down to its message: no log prefix, no markdown, HTML and backslash escapes undone.
struct CleanLine {
    var bytes: [UInt8]
    var prefix: LinePrefix
    /// The message without leading and trailing blanks.
    var message: Range<Int>
    /// The tool prefix taken off the line (`ToolPrefix`), when it had one.
    var toolPrefix: [UInt8]?

    /// The line `raw` cleaned; `tool`: a tool prefix to take off it first, when it has one.
    init(raw: [UInt8], stripping tool: ToolPrefix? = nil) {
        var line = raw
        if line.last == ASCII.carriageReturn { line.removeLast() }
        // A log saved from a colouring tool: its escape sequences are no part of the text.
        if !line.isEmpty,
            line.withUnsafeBufferPointer({ Platform.findByte(ASCII.escape, in: $0.baseAddress!, count: $0.count) })
                != nil
        {
            line = Self.removingEscapeSequences(line)
        }
        if let tool, let length = tool.length(in: line) {
            toolPrefix = Array(line[..<length])
            line.removeFirst(length)
        }
        // A markdown code fence a paste glued to the line (```2026-03-04 10:11:12.345678+0100 MyApp[…]
        // Unable to…): no part of the text, and taken off before the log prefix is read.
        if line.count >= 3, line[0] == 0x60, line[1] == 0x60, line[2] == 0x60 {
            var fence = 3
            while fence < line.count, line[fence] == 0x60 { fence += 1 }
            line.removeFirst(fence)
        }
        // A prefix starts with a digit (a date) or a month name; view and constraint lines never do.
        if let first = line.first, ASCII.isDigit(first) || (first >= 0x41 && first <= 0x5A) {
            prefix = LinePrefixReader.read(line)
        } else {
            prefix = LinePrefix(messageStart: 0)
        }
        var start = prefix.messageStart
        var end = line.count
        // Blanks, invisible characters a paste carries (no-break and zero-width spaces, a byte-order
        // mark, a form feed, a NUL), and the markdown around pasted logs (`> ` quotes, `**` bold).
        while true {
            let before = (start, end)
            while start < end, let length = Self.blankLength(line, at: start) { start += length }
            while end > start, let length = Self.blankLength(line, endingAt: end) { end -= length }
            if start < end, line[start] == ASCII.greaterThan, start + 1 == end || ASCII.isSpace(line[start + 1]) {
                start += 1
            }
            if end - start >= 4, line.matches("**", at: start) {
                start += 2
                if line.matches("**", at: end - 2) { end -= 2 }
            }
            // A closing code fence glued to the end (`)```).
            if end - start >= 4, line.matches("```", at: end - 3) {
                end -= 3
                while end > start, line[end - 1] == 0x60 { end -= 1 }
            }
            // A line set as inline code, each line of a log in its own backticks (`` `(` ``,
            // `` `"<NSLayoutConstraint:0x…>",` ``), or a code span that a line break cut (its first
            // line opens it, its last closes it): markup. A line with other backticks quotes code
            // in prose (`` `Unable to…` means… ``) and keeps them.
            if end - start >= 2, line[start] == 0x60 || line[end - 1] == 0x60 {
                let opens = line[start] == 0x60
                let closes = line[end - 1] == 0x60
                let inner = (opens ? start + 1 : start)..<(closes ? end - 1 : end)
                if !inner.isEmpty, !line[inner].contains(0x60) {
                    start = inner.lowerBound
                    end = inner.upperBound
                }
            }
            if before == (start, end) { break }
        }
        // A log prefix behind the indent or the markdown of a paste (`\t\t2017-05-13 14:26:15.594780+0530
        // MyApp[41595:4124608] …`, `**2023-08-05 03:08:52.537390+0900 MyApp[…] …**`): read there.
        if !prefix.isPresent, start > 0, start < end,
            ASCII.isDigit(line[start]) || (line[start] >= 0x41 && line[start] <= 0x5A)
        {
            var inner = LinePrefixReader.read(Array(line[start...]))
            if inner.isPresent {
                inner.messageStart += start
                prefix = inner
                start = min(inner.messageStart, end)
                while start < end, let length = Self.blankLength(line, at: start) { start += length }
            }
        }
        if end > start, let straight = Self.straightened(line[start..<end]) {
            line = Array(line[..<start]) + straight + Array(line[end...])
            end = start + straight.count
        }
        let needsUnescape = line.withUnsafeBufferPointer { buffer -> Bool in
            guard let base = buffer.baseAddress, end > start else { return false }
            if Platform.findByte(ASCII.backslash, in: base + start, count: end - start) != nil { return true }
            // An entity: '&' and then '#', 'a', 'g', 'l', 'n' or 'q' (an autoresizing mask's "--&" is none).
            var i = start
            while let hit = Platform.findByte(0x26, in: base + i, count: end - i) {
                let next = i + hit + 1
                if next < end {
                    switch base[next] {
                    case 0x23, 0x61, 0x67, 0x6C, 0x6E, 0x71: return true
                    default: break
                    }
                }
                i = next
            }
            return false
        }
        if needsUnescape {
            var cleaned = Array(line[..<start])
            cleaned.append(contentsOf: CleanLine.unescape(Array(line[start..<end])))
            var newEnd = cleaned.count
            cleaned.append(contentsOf: line[end...])
            line = cleaned
            // A blog's `&nbsp;` stands for a blank: a line of nothing else is a blank line.
            while newEnd > start, let length = Self.blankLength(line, endingAt: newEnd) { newEnd -= length }
            while start < newEnd, let length = Self.blankLength(line, at: start) { start += length }
            end = newEnd
        }
        bytes = line
        message = start..<end
    }

    /// A message a web page or a word processor passed on, put back as printed (nil when it holds
    /// none of this): no-break spaces where a run of spaces was (`120\u{A0} \u{A0}(active)`, HTML's
    /// `&nbsp; `) or in place of every space; an entry's quotes curled (`“<NSLayoutConstraint:0x…>”,`);
    /// and on a line that holds an address (a constraint's, a view's) and no straight quote, the
    /// curled quotes of its labels and identifier (`‘UISV-spacing’`, `UILabel:0x…’Drafts’`, a trace's
    /// `*UIButton:0x…’Save’`). A no-break space alone between two words, in a line that has spaces, is
    /// the text's own (`'Total\u{A0}:'`), as is a curled quote in a label that straight quotes delimit.
    static func straightened(_ message: ArraySlice<UInt8>) -> [UInt8]? {
        let hasLead = message.withUnsafeBufferPointer { buffer -> Bool in
            guard let base = buffer.baseAddress else { return false }
            return Platform.findByte(0xC2, in: base, count: buffer.count) != nil
                || Platform.findByte(0xE2, in: base, count: buffer.count) != nil
        }
        guard hasLead else { return nil }
        let b = Array(message)
        let n = b.count
        func isNoBreak(_ i: Int) -> Bool { i >= 0 && i + 1 < n && b[i] == 0xC2 && b[i + 1] == 0xA0 }
        let spaced = b.contains(ASCII.space)
        let holdsAnAddress = b.firstOffset(of: ":0x") != nil || b.firstOffset(of: ": 0x") != nil
        let curlsLabels = holdsAnAddress && !b.contains(ASCII.quote)
        var out: [UInt8] = []
        out.reserveCapacity(n)
        var changed = false
        var i = 0
        while i < n {
            if isNoBreak(i) {
                let before = out.last
                let after = i + 2 < n ? b[i + 2] : nil
                if !spaced || before == ASCII.space || after == ASCII.space || isNoBreak(i + 2) {
                    out.append(ASCII.space)
                    changed = true
                } else {
                    out.append(contentsOf: b[i...i + 1])
                }
                i += 2
                continue
            }
            if b[i] == 0xE2, i + 2 < n, b[i + 1] == 0x80 {
                let mark = b[i + 2]
                var straight: UInt8?
                if mark == 0x9C, i + 3 < n, b[i + 3] == ASCII.lessThan { straight = ASCII.doubleQuote }
                if mark == 0x9D, out.last == ASCII.greaterThan { straight = ASCII.doubleQuote }
                if curlsLabels, mark == 0x98 || mark == 0x99 { straight = ASCII.quote }
                if let straight {
                    out.append(straight)
                    changed = true
                    i += 3
                    continue
                }
            }
            out.append(b[i])
            i += 1
        }
        return changed ? out : nil
    }

    /// The length of the blank or invisible character at `offset`: a space, a tab, a form feed, a
    /// vertical tab, a NUL, a no-break space, a zero-width space or joiner, a byte-order mark.
    static func blankLength(_ line: [UInt8], at offset: Int) -> Int? {
        switch line[offset] {
        case ASCII.space, ASCII.tab, 0x0B, 0x0C, 0x00: return 1
        case 0xC2 where offset + 1 < line.count && line[offset + 1] == 0xA0: return 2
        case 0xE2
        where offset + 2 < line.count && line[offset + 1] == 0x80
            && (0x8B...0x8D).contains(line[offset + 2]):
            return 3
        case 0xEF where offset + 2 < line.count && line[offset + 1] == 0xBB && line[offset + 2] == 0xBF: return 3
        default: return nil
        }
    }

    /// The length of the blank or invisible character that ends before `end`.
    static func blankLength(_ line: [UInt8], endingAt end: Int) -> Int? {
        if let length = blankLength(line, at: end - 1), length == 1 { return 1 }
        if end >= 2, blankLength(line, at: end - 2) == 2 { return 2 }
        if end >= 3, blankLength(line, at: end - 3) == 3 { return 3 }
        return nil
    }

    /// The line without ANSI escape sequences (`ESC [ … m` colours, `ESC ] … BEL` titles).
    static func removingEscapeSequences(_ line: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(line.count)
        var i = 0
        while i < line.count {
            guard line[i] == ASCII.escape, i + 1 < line.count else {
                out.append(line[i])
                i += 1
                continue
            }
            if line[i + 1] == ASCII.openBracket {
                // CSI: parameters, then one final byte in @…~.
                i += 2
                while i < line.count, !(0x40...0x7E).contains(line[i]) { i += 1 }
                i += 1
            } else if line[i + 1] == 0x5D || line[i + 1] == 0x5F || line[i + 1] == 0x50 || line[i + 1] == 0x5E
                || line[i + 1] == 0x58
            {
                // OSC, APC (Buildkite's `ESC _bk;t=1733479872345 BEL` time on every line), DCS, PM,
                // SOS: up to BEL or ESC \.
                i += 2
                while i < line.count, line[i] != 0x07, line[i] != ASCII.escape { i += 1 }
                i += i < line.count && line[i] == ASCII.escape ? 2 : 1
            } else {
                i += 2
            }
        }
        return out
    }

    /// Undoes `\<`, `\>`, `\"`, `\Uxxxx`, `&#39;`, `&lt;`, `&gt;`, `&quot;`, `&amp;`, `&nbsp;` (a space).
    static func unescape(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b == ASCII.backslash, i + 1 < bytes.count {
                let next = bytes[i + 1]
                if next == ASCII.lessThan || next == ASCII.greaterThan || next == ASCII.doubleQuote
                    || next == ASCII.backslash
                    || next == 0x2A || next == 0x5F || next == ASCII.openBracket || next == ASCII.closeBracket
                {
                    out.append(next)
                    i += 2
                    continue
                }
                if (next == 0x55 || next == 0x75), i + 6 <= bytes.count,
                    let scalar = UInt32(bytes.string(i + 2..<i + 6), radix: 16).flatMap(Unicode.Scalar.init)
                {
                    out.append(contentsOf: Array(String(Character(scalar)).utf8))
                    i += 6
                    continue
                }
            }
            if b == 0x26 {
                let table: [(StaticString, UInt8)] = [
                    ("&#39;", ASCII.quote), ("&apos;", ASCII.quote), ("&lt;", ASCII.lessThan),
                    ("&gt;", ASCII.greaterThan),
                    ("&quot;", ASCII.doubleQuote), ("&amp;", 0x26), ("&nbsp;", ASCII.space),
                ]
                if let (entity, value) = table.first(where: { bytes.matches($0.0, at: i) }) {
                    out.append(value)
                    i += entity.utf8CodeUnitCount
                    continue
                }
            }
            out.append(b)
            i += 1
        }
        return out
    }

    func text(_ range: Range<Int>) -> String { bytes.string(range) }

    /// The line with the tool prefix it was cleaned of put back: as a block's first line must be
    /// read to learn its own, even when the block before took the same prefix off it.
    var whole: CleanLine { toolPrefix.map { CleanLine(raw: $0 + bytes) } ?? self }

    var messageText: String { bytes.string(message) }

    func hasPrefix(_ literal: StaticString) -> Bool { bytes.matches(literal, at: message.lowerBound) }

    func contains(_ literal: StaticString) -> Bool { offset(of: literal) != nil }

    /// Where `literal` first occurs in the message (a `memchr`-driven search).
    func offset(of literal: StaticString) -> Int? {
        let range = message
        return bytes.withUnsafeBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress, !range.isEmpty else { return nil }
            return Platform.find(literal, in: base + range.lowerBound, count: range.count).map { range.lowerBound + $0 }
        }
    }
}

enum LineClassifier {
    static let boilerplate: [StaticString] = [
        "Probably at least one of the constraints", "Try this:", "(1) look at each constraint",
        "(2) find the code that added", "(Note: If you're seeing", "(Note: If you\u{2019}re seeing",
        "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints",
        "The methods in the UIConstraintBasedLayoutDebugging", "Set the NSUserDefault NSConstraintBasedLayout",
        "and set a symbolic breakpoint on LAYOUT_CONSTRAINTS_NOT_SATISFIABLE", "Break on objc_exception_throw",
        "NSConstraintBasedLayoutVisualizeMutuallyExclusiveConstraints", "Set a breakpoint on",
    ]

    static func classify(_ line: CleanLine) -> LineKind {
        let m = line.message
        let b = line.bytes
        if m.isEmpty { return .blank }
        let first = b[m.lowerBound]
        let closes = first == ASCII.closeParen || first == ASCII.closeBrace || first == ASCII.closeBracket
        if m.count == 1 {
            if first == ASCII.openParen { return .open }
            if closes { return .close }
        }
        if m.count == 2, closes, b[m.lowerBound + 1] == ASCII.dot || b[m.lowerBound + 1] == ASCII.comma {
            return .close
        }
        if Self.isRedacted(line) { return .redacted }
        if line.hasPrefix("...") || line.hasPrefix("\u{2026}") {
            return m.count <= 4 || isElision(line) ? .ellipsis : .other
        }
        if first == ASCII.dot || first == 0xE2 || first == ASCII.openParen || first == ASCII.openBracket,
            isElision(line)
        {
            return .ellipsis
        }
        // `_autolayoutTrace`'s view line: bars, a mark, `Class:0x…` and nothing else but the view's
        // text or what the trace says of it (a constraint's description goes on after its address).
        if first == ASCII.pipe || first == ASCII.star || first == ASCII.plus || first == 0xE2
            || first == ASCII.lessThan || ASCII.isLetter(first) || first == ASCII.underscore,
            TraceLine.parts(line) != nil
        {
            return .traceLine
        }
        if first == ASCII.lessThan || first == ASCII.doubleQuote || first == ASCII.pipe || first == ASCII.space
            || first == ASCII.plus || first == ASCII.star || first == 0xE2 || first == ASCII.openParen
        {
            if let kind = classifyBracketed(line) { return kind }
        }
        // AppKit's view line, before any phrase its title may hold (`"Unable to save"`).
        if first == ASCII.openBracket, isSubtreeLine(line) { return .subtreeLine }
        // UIKit's advice lines come in every report: tell them first, by their start.
        for phrase in boilerplate where line.hasPrefix(phrase) { return .boilerplate }
        if let at = line.offset(of: Phrase.unable), !isQuoted(line, at), !isTitle(line, at) {
            let after = at + Phrase.unable.length
            return .unableHeader(appKit: after < m.upperBound && b[after] == ASCII.colon)
        }
        if let at = line.offset(of: Phrase.conflicting), !isQuoted(line, at) {
            var rest = at + Phrase.conflicting.length
            if rest < m.upperBound, b[rest] == ASCII.colon { rest += 1 }
            return .conflictingHeader(rest: rest..<m.upperBound)
        }
        if let at = line.offset(of: Phrase.willAttempt), !isQuotedAfterWords(line, at) {
            var rest = at + Phrase.willAttempt.length
            if b.matches(Phrase.constraintWord, at: rest) { rest += Phrase.constraintWord.length }
            return .willAttempt(rest: b.trimmed(rest..<m.upperBound))
        }
        if let kind = captureOpening(line) { return kind }
        if line.hasPrefix(Phrase.captureHierarchy) { return .captureHierarchy }
        if line.hasPrefix(Phrase.captureView) && m.count == Phrase.captureView.length { return .captureView }
        if line.hasPrefix(Phrase.captureConstraints) || line.hasPrefix(Phrase.captureConstraintsChinese) {
            return .captureConstraints
        }
        if line.hasPrefix(Phrase.captureBroken) || line.hasPrefix(Phrase.captureBrokenChinese) { return .captureBroken }
        if line.contains("AMBIGUOUS LAYOUT") { return .ambiguityLine }
        if line.contains("has an ambiguous layout") { return .ambiguityHeader }
        if first == ASCII.openBrace || !line.prefix.isPresent, RecordReader.start(of: line) != nil { return .record }
        if line.hasPrefix("Unable to simultaneously satisfy") && !isTitle(line, line.message.lowerBound)
            || isReworded(line)
        {
            return .unableHeader(appKit: false)
        }
        if let rest = rewordedRecover(line) { return .willAttempt(rest: rest) }
        // An AppKit root behind a prompt (`(lldb) po … [   A  ] h=…`), before a UIKit root is looked
        // for: its layer (`=> <_NSViewBackingLayer: 0x…>`) would pass for one.
        if isSubtreeLine(line) { return .subtreeLine }
        return DumpRootReader.gluedKind(line) ?? .other
    }

    /// A capture hook's first line (docs/formats.md §3): its controller label, its "conflict
    /// detected" label, or the line of a conflict it ignored, at the start of the message, or behind
    /// a tool's prefix (`[10:11:12]: ▸ constraint conflict in viewController:`, which the parser
    /// then learns, as it learns a report header's). Behind text, a label must end the line or be
    /// followed by what it names (`<Controller: 0x…>`), and not be quoted: prose that mentions one
    /// is no capture.
    static func captureOpening(_ line: CleanLine) -> LineKind? {
        let m = line.message
        let atStart = line.hasPrefix("constraint conflict ") || line.hasPrefix("ignore conflict ")
        // Every opening label has one of these in it: two searches tell a line that has none.
        guard
            atStart || line.hasPrefix(Phrase.captureControllerChinese) || line.hasPrefix(Phrase.captureStartChinese)
                || line.contains("onflict ") || line.contains("冲突")
        else { return nil }
        let b = line.bytes
        for (phrase, opening) in Phrase.captureOpenings {
            var at = m.lowerBound
            if !line.hasPrefix(phrase) {
                guard let found = line.offset(of: phrase), found - m.lowerBound <= ToolPrefix.longest,
                    !isQuoted(line, found)
                else { continue }
                at = found
            }
            let rest = b.trimmed(at + phrase.length..<m.upperBound)
            let behindText = at > m.lowerBound
            let names = !rest.isEmpty && b[rest.lowerBound] == ASCII.lessThan
            switch opening {
            case .controller:
                return behindText && !rest.isEmpty && !names ? nil : .captureController(rest: rest)
            case .start:
                // "检测到约束冲突！": at most a mark after it.
                return behindText && rest.count > 3 ? nil : .captureStart
            case .ignored:
                return behindText && !names ? nil : .captureIgnored(rest: rest)
            }
        }
        return nil
    }

    /// Whether the message is a `_subtreeDescription` view line, its bracket first or behind text.
    static func isSubtreeLine(_ line: CleanLine) -> Bool {
        line.bytes.withUnsafeBufferPointer { SubtreeLine.open($0, line.message) != nil }
    }

    /// A row of dots a poster put for what they left out: `. . .`, `… …`, `......` (3 dots or more,
    /// `…` counting as 3, blanks between), maybe in brackets (`(...........)` for a whole list,
    /// `[...]` as quotations mark a cut).
    static func isElision(_ line: CleanLine) -> Bool {
        let b = line.bytes
        guard line.message.count <= 24 else { return false }
        var dots = 0
        var i = line.message.lowerBound
        var end = line.message.upperBound
        if line.message.count >= 2,
            b[i] == ASCII.openParen && b[end - 1] == ASCII.closeParen
                || b[i] == ASCII.openBracket && b[end - 1] == ASCII.closeBracket
        {
            i += 1
            end -= 1
        }
        while i < end {
            if b[i] == ASCII.dot {
                dots += 1
                i += 1
            } else if ASCII.isSpace(b[i]) {
                i += 1
            } else if b.matches("\u{2026}", at: i) {
                dots += 3
                i += 3
            } else {
                return false
            }
        }
        return dots >= 3
    }

    /// UIKit's recover line reworded, as translation or retyping leaves it ("An attempt will be
    /// made to recover by breaking the constraint", "Will try to recover by breaking constraint"):
    /// a few words with "recover" in them, "by breaking", "constraint", then what follows it (the
    /// description, or nothing when it is on the next line). Not UIKit's own words quoted (`classify`
    /// has told those), nor words quoted after others: a command that filtered for them.
    static func rewordedRecover(_ line: CleanLine) -> Range<Int>? {
        guard let at = line.offset(of: "by breaking"), at - line.message.lowerBound <= 80 else { return nil }
        let b = line.bytes
        let before = b.string(line.message.lowerBound..<at).lowercased()
        let quote = b[line.message.lowerBound..<at].firstIndex { $0 == ASCII.doubleQuote || $0 == 0x60 }
        guard before.contains("recover"), !line.contains(Phrase.willAttempt),
            quote.map({ !isQuotedAfterWords(line, $0 + 1) }) ?? true
        else { return nil }
        var i = at + 11
        while i < line.message.upperBound, ASCII.isSpace(b[i]) { i += 1 }
        if b.matches("the ", at: i) { i += 4 }
        guard b.matches("constraint", at: i) else { return nil }
        i += 10
        if i < line.message.upperBound, b[i] == 0x73 { i += 1 }
        if i < line.message.upperBound, b[i] == ASCII.colon { i += 1 }
        return b.trimmed(i..<line.message.upperBound)
    }

    /// Whether a line that is no part of any block still speaks of one: a constraint's address, or
    /// a report's phrase (quoted in prose). Such a line is noted, never passed over in silence.
    static func mentionsAReport(_ line: CleanLine) -> Bool {
        guard
            line.contains("Constraint:0x") || line.contains("Constraint: 0x") || line.contains(Phrase.unable)
                || line.contains(Phrase.conflicting)
        else { return false }
        // `log stream`'s first line repeats its predicate, which `unsat live` words with the phrases;
        // a tool may have put its prefix before it (`1: `, `[10:11:12]: `), learnt from no header yet.
        guard let at = line.offset(of: "Filtering the log data using ") else { return true }
        return at - line.message.lowerBound > ToolPrefix.longest
    }

    /// Whether the phrase at `offset` is quoted in prose (a README, an issue's text: "macOS prints
    /// `Conflicting constraints detected`") rather than printed: a backtick before it on the line,
    /// or a quote right before it.
    static func isQuoted(_ line: CleanLine, _ offset: Int) -> Bool {
        let b = line.bytes
        if offset > line.message.lowerBound, b[offset - 1] == ASCII.doubleQuote || b[offset - 1] == ASCII.quote {
            return true
        }
        return b[line.message.lowerBound..<offset].contains(0x60)
    }

    /// Whether UIKit's phrase at `start` names the message in a title or a sentence rather than being
    /// its header: it closes a quotation (`closesAQuotation`) or words go on after it (`# Unable to
    /// simultaneously satisfy constraints 해결하기`, `… constraints - Stack Overflow`, `… constraints in
    /// UITableViewCell`, `…</title>`). The header's own `.` or `:` right after the phrase says it is the
    /// log's line, whatever follows; so does the report going on after a blank (`(`, an entry,
    /// `Probably at least one…`).
    static func isTitle(_ line: CleanLine, _ start: Int) -> Bool {
        let end = start + Phrase.unable.length
        if closesAQuotation(line, from: start, after: end) { return true }
        let b = line.bytes
        let upper = line.message.upperBound
        guard end < upper else { return false }
        if b[end] == ASCII.lessThan { return end + 1 < upper && b[end + 1] == 0x2F }  // `</title>`
        guard b[end] == ASCII.space || b[end] == ASCII.tab else { return false }
        var i = end
        while i < upper, b[i] == ASCII.space || b[i] == ASCII.tab { i += 1 }
        guard i < upper else { return false }
        if b.matches("Probably", at: i) { return false }
        return ASCII.isLetter(b[i]) || b[i] >= 0xC0 || b[i] == ASCII.minus || b[i] == ASCII.pipe
    }

    /// Whether the phrase `start..<end` ends a quotation or a link's text opened before it on the
    /// line (a page's title, `title: "[Xcode] AutoLayout Error - Unable to simultaneously satisfy
    /// constraints"`, `[[ios] AutoLayout - Unable to simultaneously satisfy constraints](https://…)`): a
    /// title naming the message, no header (in a sentence too: `「Unable to … constraints」の読み方`).
    /// UIKit's header ends at its `.` (or AppKit's `:`); what a line holds after that is the report
    /// going on (`( "<…>", …`), never a closing quote or bracket.
    static func closesAQuotation(_ line: CleanLine, from start: Int, after end: Int) -> Bool {
        let b = line.bytes
        let upper = line.message.upperBound
        var i = end
        while i < upper, b[i] == ASCII.dot || b[i] == ASCII.colon { i += 1 }
        guard i < upper else { return false }
        let lower = line.message.lowerBound
        let before = b[lower..<start]
        switch b[i] {
        case ASCII.doubleQuote: return before.contains(ASCII.doubleQuote)
        case ASCII.closeBracket: return before.contains(ASCII.openBracket)
        case ASCII.closeParen: return before.contains(ASCII.openParen)
        // `”` after a `“`; `」` after a `「` (Japanese quotes so).
        case 0xE2 where b.matches("\u{201D}", at: i):
            return b.firstOffset(of: "\u{201C}", from: lower, to: start) != nil
        case 0xE3 where b.matches("\u{300D}", at: i):
            return b.firstOffset(of: "\u{300C}", from: lower, to: start) != nil
        default: return false
        }
    }

    /// Whether the phrase at `offset` is quoted after words of the line's own (`Filtering the log data
    /// using "eventMessage CONTAINS "Unable to…""`, `grep 'Unable to…'`): a mention. A line that only
    /// opens with the quote or backtick (``> `Unable to simultaneously satisfy constraints.``) is a log
    /// line a paste set in markup.
    static func isQuotedAfterWords(_ line: CleanLine, _ offset: Int) -> Bool {
        guard isQuoted(line, offset) else { return false }
        return line.bytes[line.message.lowerBound..<offset].contains { byte in
            byte != 0x60 && byte != ASCII.doubleQuote && byte != ASCII.quote && byte != ASCII.greaterThan
                && byte != ASCII.star && !ASCII.isSpace(byte)
        }
    }

    /// `<private>`, as unified logging prints what it redacts, maybe quoted, maybe with a comma.
    static func isRedacted(_ line: CleanLine) -> Bool {
        var range = line.message
        let b = line.bytes
        if range.count >= 2, b[range.upperBound - 1] == ASCII.comma { range = range.lowerBound..<range.upperBound - 1 }
        if range.count >= 2, b[range.lowerBound] == ASCII.doubleQuote, b[range.upperBound - 1] == ASCII.doubleQuote {
            range = range.lowerBound + 1..<range.upperBound - 1
        }
        return range.count == 9 && b.matches("<private>", at: range.lowerBound)
    }

    /// UIKit's header reworded, as machine translation or retyping leaves it ("Unable to Satisfy
    /// constraints simultaneously."): its three words in any order and case, on a short line. Not
    /// where it is quoted, nor where UIKit's own words are (`classify` has told those already): a
    /// command that filtered for the phrase (`log stream`'s `Filtering the log data using
    /// "eventMessage CONTAINS "Unable to …""`, an echoed `grep 'Unable to …'`) is no report.
    static func isReworded(_ line: CleanLine) -> Bool {
        guard line.message.count < 120, let at = line.offset(of: "nable to"), at > line.message.lowerBound,
            !isQuotedAfterWords(line, at - 1)
        else { return false }
        if let exact = line.offset(of: Phrase.unable), isTitle(line, exact) { return false }
        let text = line.messageText.lowercased()
        return text.contains("unable to") && text.contains("satisfy") && text.contains("constraints")
            && text.contains("simultaneous")
    }

    /// Lines that start with `<`, a quote, bars or tree marks: entries, views, controllers.
    static func classifyBracketed(_ line: CleanLine) -> LineKind? {
        let b = line.bytes
        var i = line.message.lowerBound
        let end = line.message.upperBound
        // The list's `(` on its first entry's line (`("<NSLayoutConstraint:0x…",`, `( "<…>",` as AppKit's
        // lists are pasted): the entry is read.
        if b[i] == ASCII.openParen {
            var j = i + 1
            while j < end, b[j] == ASCII.space || b[j] == ASCII.tab { j += 1 }
            if j + 1 < end, b[j] == ASCII.doubleQuote || b[j] == ASCII.lessThan { i = j }
        }
        if b[i] == ASCII.doubleQuote {
            i += 1
            guard i < end, b[i] == ASCII.lessThan else { return nil }
        }
        if b[i] == ASCII.lessThan {
            // Early SnapKit nests the constraint's own `<Class:0x…>` inside the description.
            if i + 1 < end, b[i + 1] == ASCII.lessThan {
                var j = i + 2
                while j < end, ASCII.isClassNameByte(b[j]) { j += 1 }
                return j > i + 2 && isConstraintClass(b, i + 2..<j) && b.matches(":0x", at: j)
                    ? entryRange(line, from: i) : nil
            }
            // Re-spaced text may put a space after the `<` (`< NSLayoutConstraint:0x…`): still an
            // entry when a constraint class and its address follow.
            if i + 2 < end, b[i + 1] == ASCII.space {
                var j = i + 2
                while j < end, ASCII.isClassNameByte(b[j]) { j += 1 }
                return j > i + 2 && isConstraintClass(b, i + 2..<j)
                    && (b.matches(":0x", at: j) || b.matches(": 0x", at: j)) ? entryRange(line, from: i) : nil
            }
            // <Class:0x… → constraint entry; <Class: 0x… → view; <Class 0x…>, state: → controller
            var j = i + 1
            while j < end, ASCII.isClassNameByte(b[j]) { j += 1 }
            // An entry the input or a paste cut inside its class (`"<NSLayou`): an entry all the same,
            // which is noted, not passed over.
            if j == end, isConstraintClassCut(b, i + 1..<j) { return .brokenEntry }
            guard j > i + 1, j < end else { return nil }
            if b.matches(":0x", at: j) { return entryRange(line, from: i) }
            // Masonry's `mas_key` of the constraint where its address would be (`<MASLayoutConstraint:ThumbWidth …`).
            if b[j] == ASCII.colon, isConstraintClass(b, i + 1..<j),
                ConstraintReader.masonryKeyEnd(b, from: j + 1, to: end) != nil
            {
                return entryRange(line, from: i)
            }
            // A constraint re-spaced (`<NSLayoutConstraint: 0x…`) is still a constraint, not a view.
            if b.matches(": 0x", at: j) {
                return isConstraintClass(b, i + 1..<j)
                    ? entryRange(line, from: i) : .viewLine
            }
            if b[j] == ASCII.space, b.matches("0x", at: j + 1), line.contains(", state:") { return .controllerLine }
            return nil
        }
        // Tree marks: "   | <View: 0x…", "   + <Controller 0x…>", "|   *<UIView:0x…>"
        var k = i
        var sawTreeMark = false
        while k < end, ASCII.isSpace(b[k]) || ASCII.isTreeBar(b[k]) {
            if ASCII.isTreeBar(b[k]) { sawTreeMark = true }
            k += 1
        }
        if sawTreeMark, k < end, b[k] != ASCII.lessThan,
            let open = b.withUnsafeBufferPointer({ HierarchyLineReader.openAfterMark($0, at: k) })
        {
            k = open
        }
        if sawTreeMark, k < end, b[k] == ASCII.lessThan {
            var j = k + 1
            while j < end, ASCII.isClassNameByte(b[j]) { j += 1 }
            if b.matches(": 0x", at: j) { return .viewLine }
            if j < end, b[j] == ASCII.space, line.contains(", state:") || isCutControllerLine(b, j, end) {
                return .controllerLine
            }
        }
        return nil
    }

    /// Whether a child's line of `_printHierarchy` goes on from its class (`b[j]` the space after it)
    /// with its address and `>`, then ends or goes on with a field's comma: a wrap cut it before its
    /// `state:` (`   |    | <MyApp.InboxViewController 0x10a826a10>, st` then `ate: disappeared, …`).
    private static func isCutControllerLine(_ b: [UInt8], _ j: Int, _ end: Int) -> Bool {
        guard b.matches(" 0x", at: j) else { return false }
        var k = j + 3
        while k < end, ASCII.isHexDigit(b[k]) { k += 1 }
        guard k > j + 3, k < end, b[k] == ASCII.greaterThan else { return false }
        return k + 1 == end || b[k + 1] == ASCII.comma
    }

    /// Whether `bytes[range]` is the start of a constraint class's name, cut (at least `NSL`).
    static func isConstraintClassCut(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        guard range.count >= 3 else { return false }
        let names: [StaticString] = [
            "NSLayoutConstraint", "NSAutoresizingMaskLayoutConstraint", "NSContentSizeLayoutConstraint",
            "MASLayoutConstraint", "SnapKit.LayoutConstraint", "_UILayoutSupportConstraint",
        ]
        return names.contains { name in
            range.count < name.utf8CodeUnitCount
                && bytes[range].elementsEqual(UnsafeBufferPointer(start: name.utf8Start, count: range.count))
        }
    }

    /// Whether `bytes[range]` names a constraint class (`NSLayoutConstraint`, `SnapKit.LayoutConstraint`,
    /// `MASLayoutConstraint`, `NSContentSizeLayoutConstraint`, …): it ends in "Constraint".
    static func isConstraintClass(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        range.count >= 10 && bytes.matches("Constraint", at: range.upperBound - 10)
    }

    /// Cuts `<…>` out of `"<…>",`: the last `>` of the line closes the description.
    static func entryRange(_ line: CleanLine, from open: Int) -> LineKind {
        let b = line.bytes
        var close = line.message.upperBound - 1
        while close > open, b[close] != ASCII.greaterThan { close -= 1 }
        // A '>' of a relation (>=) is not a closing one, nor one that ends the line after a blank or
        // a `(`: a wrap cut the relation (`….width >` then `= 220   (active)>",`, a visual format's
        // `[field(>` then `=260)]`), where a description's own ends after its `)`, `]` or a name.
        if close <= open || (close + 1 < b.count && b[close + 1] == ASCII.equals)
            || (close == line.message.upperBound - 1
                && (ASCII.isSpace(b[close - 1]) || b[close - 1] == ASCII.openParen))
        {
            return .brokenEntry
        }
        return .entry(open..<close + 1)
    }
}
