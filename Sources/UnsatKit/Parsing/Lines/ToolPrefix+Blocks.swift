/// How a block's first line tells the prefix a tool put on every line of it (`ToolPrefix`): what
/// stands before a dump's root or a list's entry, when the line without it is one, and whether the
/// next line confirms it.
extension LogParser {
    /// The first `<` of a line within `within` bytes of its message's start (a tool's prefix is no
    /// longer than that; a log prefix may stand before it, a CI runner's time before fastlane's).
    static func openingBracket(_ line: CleanLine, within: Int) -> Int? {
        let m = line.message
        return line.bytes[m.lowerBound..<min(m.upperBound, m.lowerBound + within)].firstIndex(of: ASCII.lessThan)
    }

    /// The longest debugger's line looked for before a root (`(lldb) expr -l objc -O -- [[[UIApplication
    /// sharedApplication] keyWindow] recursiveDescription] <UIWindow: 0x…`).
    static let longestGlue = 160

    /// The tool's prefix a dump's root would have: what stands before a view's (`<UIView: 0x…`) or a
    /// controller's (`<UINavigationController 0x…>, state: …`) description, when it is a prefix
    /// `ToolPrefix` can learn and the line without it is the root. Nil for a line with nothing
    /// before the `<` but its log prefix (read already) or what printed it (`(lldb) po view <UIView:
    /// 0x…`: the prefix is what stands before a debugger's line or a quote), and for bars alone (the
    /// dump's own indentation: a tree pasted from below its root). The `<` is looked for past the
    /// longest prefix by the longest debugger's line (`longestGlue`): only the prefix before that
    /// line counts against `ToolPrefix.longest`.
    static func toolPrefixBeforeARoot(_ line: CleanLine) -> (ToolPrefix, LineKind)? {
        let b = line.bytes
        let m = line.message
        guard let open = openingBracket(line, within: ToolPrefix.longest + 1 + longestGlue), open > m.lowerBound
        else { return nil }
        var j = open + 1
        while j < m.upperBound, ASCII.isClassNameByte(b[j]) { j += 1 }
        guard j > open + 1, b.matches(": 0x", at: j) || b.matches(" 0x", at: j),
            let tool = ToolPrefix.learn(line, phrase: DumpRootReader.glueStart(b, m.lowerBound, open)),
            !tool.isIndentation
        else { return nil }
        let kind = LineClassifier.classify(CleanLine(raw: b, stripping: tool))
        switch kind {
        case .viewLine, .controllerLine: return (tool, kind)
        default: return nil
        }
    }

    /// The tool's prefix before an `_autolayoutTrace`'s root (`[10:11:12]: ▸ UIWindow:0x7f…`, `cat -n`'s
    /// `    21⇥UIWindow:0x7f…`, grep's `app.log-21-•<UIWindow:0x7b…>`), which no dump's reader takes: what
    /// stands before the first place, after a blank or grep's `:`/`-`, from which the rest of the line
    /// is a trace's view line with no bars, when `ToolPrefix` can learn it. The parser holds the line
    /// until a deeper trace line with the same prefix follows it.
    static func toolPrefixBeforeATraceRoot(_ line: CleanLine) -> (ToolPrefix, LineKind)? {
        let b = line.bytes
        let m = line.message
        guard m.count > 4, line.contains(":0x") else { return nil }
        let last = min(m.upperBound - 1, m.lowerBound + ToolPrefix.longest)
        var k = m.lowerBound + 1
        while k <= last {
            let before = b[k - 1]
            if ASCII.isSpace(before) || ToolPrefix.isGrepSeparator(before),
                Self.mayStartATraceLine(b[k]),
                let parts = b.withUnsafeBufferPointer({
                    TraceLine.parts(UnsafeBufferPointer(rebasing: $0[k..<m.upperBound]))
                }),
                parts.depth == 0
            {
                guard let tool = ToolPrefix.learn(line, phrase: k), !tool.isIndentation else { return nil }
                let stripped = CleanLine(raw: b, stripping: tool)
                return LineClassifier.classify(stripped) == .traceLine ? (tool, .traceLine) : nil
            }
            k += 1
        }
        return nil
    }

    /// Whether a trace's view line may start with `byte`: a class's first letter, a mark (`*`, `+`, the
    /// first byte of `•`), or the older form's `<`.
    private static func mayStartATraceLine(_ byte: UInt8) -> Bool {
        ASCII.isLetter(byte) || byte == ASCII.underscore || byte == ASCII.star || byte == ASCII.plus || byte == 0xE2
            || byte == ASCII.lessThan
    }

    /// The tool's prefix before an AppKit dump's root (`app_1  | [   A       wLU ] h=--- v=--- NSView 0x…`),
    /// as `toolPrefixBeforeARoot` tells a UIKit one's.
    static func toolPrefixBeforeASubtreeRoot(_ line: CleanLine) -> ToolPrefix? {
        let b = line.bytes
        guard let (open, glued) = b.withUnsafeBufferPointer({ SubtreeLine.open($0, line.message) }), glued
        else { return nil }
        return ToolPrefix.learn(line, phrase: DumpRootReader.glueStart(b, line.message.lowerBound, open))
    }

    /// Whether `line` (its tool's prefix off) confirms a held line of kind `held`: a child of a
    /// root (a line of the same kind with bars, or a controller's `+`, before it); for an entry, any
    /// line with the prefix but a report's header.
    static func confirms(_ line: CleanLine, _ held: LineKind) -> Bool {
        let kind = LineClassifier.classify(line)
        switch (held, kind) {
        case (_, .unableHeader), (_, .conflictingHeader): return false
        case (.entry, _): return true
        default:
            let first = line.bytes[line.message.lowerBound...].first
            return first.map(ASCII.isTreeBar) == true && kind == held
        }
    }

    /// The tool's prefix before a constraint's entry (`[iOSLog] [IOS_SYSLOG_ROW]     "<NSLayoutConstraint:
    /// 0x…`, flutter's `[        ]     "<…`): what stands before the entry's quote or `<`, less the
    /// list's own indentation, when `ToolPrefix` can learn it and the line without it is an entry of a
    /// constraint class.
    static func toolPrefixBeforeAnEntry(_ line: CleanLine) -> (ToolPrefix, LineKind)? {
        let b = line.bytes
        let m = line.message
        guard let open = openingBracket(line, within: ToolPrefix.longest + 2), open > m.lowerBound + 1,
            line.contains("Constraint")
        else { return nil }
        var end = b[open - 1] == ASCII.doubleQuote ? open - 1 : open
        // The entry's indentation is the list's: one blank stays, as after a header's prefix.
        while end - 2 > m.lowerBound, ASCII.isSpace(b[end - 1]), ASCII.isSpace(b[end - 2]) { end -= 1 }
        guard end > m.lowerBound, let tool = ToolPrefix.learn(line, phrase: end) else { return nil }
        let stripped = CleanLine(raw: b, stripping: tool)
        let kind = LineClassifier.classify(stripped)
        guard case .entry(let range) = kind else { return nil }
        return Self.entryClassName(stripped.bytes, range).hasSuffix("Constraint") ? (tool, kind) : nil
    }

    static func entryClassName(_ bytes: [UInt8], _ range: Range<Int>) -> String {
        var j = range.lowerBound + 1
        while j < range.upperBound, bytes[j] != ASCII.colon { j += 1 }
        return bytes.string(range.lowerBound + 1..<j)
    }
}
