/// Reads one UIKit or AppKit report: the header, UIKit's advice, the `(` list `)`, and the
/// "Will attempt to recover by breaking constraint" line with the broken one. Also a list pasted
/// without its header, and the tail of a report whose list is gone.
struct ReportReader {
    enum Phase: Equatable {
        case preamble, list, afterList, expectBroken, afterBroken
    }

    var list: ConstraintList
    var phase: Phase
    /// Lines of wrapped advice under the header.
    private var preambleLines = 0

    init(_ callback: Callback, phase: Phase) {
        list = ConstraintList(callback)
        self.phase = phase
    }

    /// A header-less list: it takes lines that only a report would, never advice.
    private var hasHeader: Bool { list.callback.format != .list }

    /// Reads a line of the report; false when the line is not part of it (the report then ends
    /// before it).
    mutating func read(_ line: CleanLine, _ kind: LineKind, _ number: Int, _ context: inout ReadContext) -> Bool {
        switch kind {
        case .unableHeader, .conflictingHeader, .captureStart, .captureController, .record:
            return false
        case .blank, .boilerplate:
            return true
        case .open:
            if phase == .preamble { phase = .list }
            return phase == .list
        case .willAttempt(let rest):
            return readWillAttempt(line, rest, number, &context)
        default:
            break
        }
        switch phase {
        case .preamble, .list:
            if case .other = kind, phase == .preamble, preambleLines < 2, hasHeader {
                // Wrapped advice ("…one you don't want." split over lines) stays in the report.
                preambleLines += 1
                return true
            }
            if case .ellipsis = kind, phase == .preamble { return false }
            guard let step = list.read(line, kind, number, &context) else { return false }
            switch step {
            case .entry: phase = .list
            case .closed, .cut: phase = .afterList
            case .noted: break
            }
            return true
        case .expectBroken:
            if case .entry(let range) = kind {
                list.setBroken(line, range, number, &context)
                phase = .afterBroken
                return true
            }
            if case .other = kind { context.diagnose(number, ReadNote.expectedBroken, text: line.messageText) }
            noteUnclosed(line, kind, number, &context)
            return false
        case .afterList, .afterBroken:
            noteUnclosed(line, kind, number, &context)
            return false
        }
    }

    /// An entry cut by a line break that no continuation mended ends the report, with a note.
    private func noteUnclosed(_ line: CleanLine, _ kind: LineKind, _ number: Int, _ context: inout ReadContext) {
        if case .brokenEntry = kind { context.diagnose(number, ReadNote.unclosedEntry, text: line.messageText) }
    }

    /// "Will attempt to recover by breaking constraint", with the broken one on the same line
    /// (macOS 14) or on the next.
    private mutating func readWillAttempt(
        _ line: CleanLine, _ rest: Range<Int>, _ number: Int, _ context: inout ReadContext
    ) -> Bool {
        guard phase != .afterBroken, phase != .expectBroken else { return false }
        if let range = Self.entry(in: line, rest) {
            list.setBroken(line, range, number, &context)
            phase = .afterBroken
        } else {
            phase = .expectBroken
        }
        return true
    }

    /// The description in `line[rest]`, when the rest of a line is one.
    static func entry(in line: CleanLine, _ rest: Range<Int>) -> Range<Int>? {
        guard !rest.isEmpty else { return nil }
        var part = line
        part.message = rest
        if case .entry(let range) = LineClassifier.classifyBracketed(part) { return range }
        return nil
    }

    /// Ends the report; `atEnd` when the input ended inside it.
    func finish(atEnd: Bool, _ context: inout ReadContext) {
        var callback = list.callback
        // A pasted list often loses its ')': only a report with a header is said to be cut off.
        if atEnd, phase == .list || phase == .preamble, hasHeader {
            callback.isComplete = false
            context.diagnose(callback.location.line, ReadNote.reportCutOff(keeping: callback.constraints.count))
        }
        guard !callback.constraints.isEmpty else {
            if hasHeader { context.diagnose(callback.location.line, ReadNote.reportWithoutList) }
            return
        }
        context.add(callback)
    }

    /// Whether a raw line is UIKit's advice that a report keeps without reading: a blank line, the
    /// tab-indented lines under the header, the two lines after the broken constraint.
    static func isAdvice(_ raw: UnsafeBufferPointer<UInt8>, _ phase: Phase) -> Bool {
        guard let base = raw.baseAddress else { return true }
        var i = 0
        while i < raw.count, base[i] == ASCII.tab || base[i] == ASCII.space || base[i] == ASCII.carriageReturn {
            i += 1
        }
        if i == raw.count { return true }
        let rest = raw.count - i
        func starts(_ literal: StaticString) -> Bool {
            rest >= literal.utf8CodeUnitCount && Platform.equal(base + i, literal)
        }
        switch phase {
        case .preamble:
            return base[0] == ASCII.tab
                && (starts("Probably at least one") || starts("Try this:") || starts("(1) look at each")
                    || starts("(2) find the code") || starts("(Note: If you"))
        case .afterBroken:
            return starts("Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints")
                || starts("The methods in the UIConstraintBasedLayoutDebugging")
        default:
            return false
        }
    }
}
