/// Reads one UIKit or AppKit report: the header, UIKit's advice, the `(` list `)`, and the
/// "Will attempt to recover by breaking constraint" line with the broken one. Also a list pasted
/// without its header, and the tail of a report whose list is gone.
struct ReportReader {
    enum Phase: Equatable {
        case preamble, list, afterList, expectBroken, afterBroken
    }

    var list: ConstraintList
    var phase: Phase
    /// The tail of a report whose header and list are not in the input (an excerpt that starts
    /// inside one): read so that its lines are accounted for, noted, never a callback.
    private(set) var isFragment: Bool
    /// Lines of advice under the header so far, blank ones not counted.
    private var preambleLines = 0
    /// Lines in a row inside the list that are no part of it (another thread's output).
    private var strayLines = 0
    private var notedRewrite = false
    /// The list was cut with `...` and its `)` has not come yet: the paste goes on with it, or
    /// with more entries (the poster elided the middle of the list).
    private var awaitsCloseAfterCut = false
    /// Where in the diagnostics the note on the last `...` is, to be reworded when entries follow.
    private var cutNote: Int?
    /// The line of a `...` that stood for the whole list (no note yet): noted when entries follow.
    private var elidedLine: Int?
    /// A header-less list opened by a `(` line, not by its first entry.
    var opensWithParen = false
    /// Lines of the list read after the one that began it: entries, `)`, `...`, entries noted.
    private var listSteps = 0
    /// The header's text when the phrase ends it, with no period or colon, as UIKit never prints it:
    /// a heading (an issue's title, a note's first line) when something else ends the report before
    /// any part of one (`finish`). Nil once the report has advice, a list or what stands for one.
    var heading: String?

    /// UIKit's advice is five lines; wrapped, retyped or re-spaced it may take a few more. Past this
    /// many lines with no list the header stood alone.
    static let preambleLimit = 12
    /// Lines of other output a list may have between its entries before it is taken to have ended.
    static let strayLimit = 3

    init(_ callback: Callback, phase: Phase, isFragment: Bool = false) {
        list = ConstraintList(callback)
        self.phase = phase
        self.isFragment = isFragment
    }

    /// A header-less list: it takes lines that only a report would, never advice.
    private var hasHeader: Bool { list.callback.format != .list }

    /// Reads a line of the report; false when the line is not part of it (the report then ends
    /// before it).
    mutating func read(_ line: CleanLine, _ kind: LineKind, _ number: Int, _ context: inout ReadContext) -> Bool {
        switch kind {
        case .unableHeader, .conflictingHeader, .captureStart, .captureController, .record:
            return false
        case .blank:
            return true
        case .boilerplate:
            heading = nil
            // One constraint with no header and UIKit's closing advice after it: the recover line's
            // constraint of a report whose head the excerpt left out (`<NSLayoutConstraint:0x…>` then
            // `Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints…`). No list of
            // one: a conflict has two constraints at least.
            if !hasHeader, !opensWithParen, listSteps == 0, phase == .list, list.callback.constraints.count == 1,
                Self.isClosingAdvice(line)
            {
                isFragment = true
                list.callback.broken = list.callback.constraints[0].address
                phase = .afterBroken
            }
            return true
        case .open:
            heading = nil
            if phase == .preamble { phase = .list }
            if elidedAdvice() { phase = .list }
            return phase == .list
        case .willAttempt(let rest):
            return readWillAttempt(line, rest, number, &context)
        default:
            break
        }
        switch phase {
        case .preamble, .list:
            return readList(line, kind, number, &context)
        case .expectBroken:
            switch kind {
            case .entry(let range):
                list.setBroken(line, range, number, &context)
                phase = .afterBroken
                return true
            case .redacted:
                phase = .afterBroken
                return true
            case .other:
                context.diagnose(number, DiagnosticMessage.expectedBroken, text: line.messageText)
            default:
                noteUnclosed(line, kind, number, &context)
            }
            return false
        case .afterList, .afterBroken:
            if case .close = kind, awaitsCloseAfterCut {
                // `...` then `)`: the pasted list's own end, and the report (its recover line) goes on.
                awaitsCloseAfterCut = false
                return true
            }
            if awaitsCloseAfterCut, phase == .afterList, Self.opensList(line, kind), elidedAdvice() {
                phase = .list
                return readList(line, kind, number, &context)
            }
            if awaitsCloseAfterCut, phase == .afterList, Self.continuesList(line, kind) {
                // Entries after the `...`: the list was elided at its start or in the middle and goes on.
                awaitsCloseAfterCut = false
                if let cutNote, cutNote < context.result.diagnostics.count {
                    context.result.diagnostics[cutNote].message = .listElided
                } else if let elidedLine {
                    context.diagnose(elidedLine, DiagnosticMessage.listElided)
                }
                phase = .list
                return readList(line, kind, number, &context)
            }
            noteUnclosed(line, kind, number, &context)
            return false
        }
    }

    /// A line between the header and the end of the list: advice, an entry, the list's end, or
    /// what stands in for a list that is not there.
    private mutating func readList(
        _ line: CleanLine, _ kind: LineKind, _ number: Int, _ context: inout ReadContext
    ) -> Bool {
        if phase == .preamble, hasHeader {
            switch kind {
            case .other where !Self.isRewrittenEntry(line):
                // Advice, however it was wrapped or re-spaced, up to a few lines; a line with a log
                // prefix of its own is the app's next output, not advice (which never has one).
                preambleLines += 1
                return preambleLines <= Self.preambleLimit && !line.prefix.isPresent
            case .close where preambleLines > 0 && preambleLines < Self.preambleLimit:
                // The `)` of UIKit's `(Note: …)` that a wrap cut onto a line of its own, after the
                // pieces of the note: advice still, the list is still to come.
                preambleLines += 1
                return true
            case .ellipsis:
                // The whole list elided to '...', unless entries follow (the start of it elided).
                list.lacks(.elided)
                phase = .afterList
                awaitsCloseAfterCut = true
                cutNote = nil
                elidedLine = number
                return true
            default:
                break
            }
        } else if phase == .preamble, case .ellipsis = kind {
            return false
        }
        if let step = list.read(line, kind, number, &context) {
            strayLines = 0
            listSteps += 1
            switch step {
            case .entry: phase = .list
            case .closed: phase = .afterList
            case .cut:
                phase = .afterList
                awaitsCloseAfterCut = true
                cutNote = context.result.diagnostics.count - 1
            case .noted: if case .redacted = kind { phase = .list }
            }
            return true
        }
        guard case .other = kind else { return false }
        if Self.isRewrittenEntry(line) {
            // `ImageView.height == 120`: a constraint, but with no address there is no telling which.
            if !notedRewrite { context.diagnose(number, DiagnosticMessage.rewrittenEntry, text: line.messageText) }
            notedRewrite = true
            list.lacks(.rewritten)
            phase = .list
            return true
        }
        guard phase == .list, strayLines < Self.strayLimit else { return false }
        strayLines += 1
        if LineClassifier.mentionsAReport(line) {
            context.diagnose(number, DiagnosticMessage.mentionOutsideReport, text: line.messageText)
        }
        return true
    }

    /// A `...` right under the header, then the list's `(`: the poster elided UIKit's advice, not the
    /// list, which is whole. Undoes what the dots were first taken for (the list elided, not noted yet).
    private mutating func elidedAdvice() -> Bool {
        guard awaitsCloseAfterCut, phase == .afterList, elidedLine != nil, list.callback.constraints.isEmpty,
            list.callback.missing == .elided
        else { return false }
        awaitsCloseAfterCut = false
        elidedLine = nil
        list.callback.missing = nil
        list.callback.isComplete = true
        return true
    }

    /// A line that opens the list: its first entry with the `(` glued before it (`("<NSLayout…",`).
    static func opensList(_ line: CleanLine, _ kind: LineKind) -> Bool {
        guard case .entry = kind, !line.message.isEmpty else { return false }
        return line.bytes[line.message.lowerBound] == ASCII.openParen
    }

    /// A line that goes on a list after its `...`: an entry, whole, cut or unreadable.
    static func continuesList(_ line: CleanLine, _ kind: LineKind) -> Bool {
        switch kind {
        case .entry, .brokenEntry: return true
        case .other: return line.contains("Constraint:0x") || isRewrittenEntry(line)
        default: return false
        }
    }

    /// `View.attr == 120` with no `Class:0x` address: an entry a console library rewrote.
    static func isRewrittenEntry(_ line: CleanLine) -> Bool {
        guard line.message.count < 300, !line.contains(":0x"), !line.contains(": 0x") else { return false }
        return (line.contains(" == ") || line.contains(" >= ") || line.contains(" <= ")) && line.contains(".")
    }

    /// An entry cut by a line break that no continuation mended ends the report, with a note.
    private func noteUnclosed(_ line: CleanLine, _ kind: LineKind, _ number: Int, _ context: inout ReadContext) {
        if case .brokenEntry = kind {
            context.diagnose(number, DiagnosticMessage.unclosedEntry, text: line.messageText)
        }
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
        } else if Self.isRedacted(line, rest) {
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

    /// Whether `line[rest]` is `<private>`.
    static func isRedacted(_ line: CleanLine, _ rest: Range<Int>) -> Bool {
        guard !rest.isEmpty else { return false }
        var part = line
        part.message = rest
        return LineClassifier.isRedacted(part)
    }

    /// Ends the report; `atEnd` when the input ended inside it.
    mutating func finish(atEnd: Bool, _ context: inout ReadContext) {
        // `[LayoutConstraints] Unable to simultaneously satisfy constraints` over the log it names, or
        // over the words of an issue: the poster's title, not a report that lost its list. At the
        // input's end it is a report cut off before its period, and noted so.
        if !atEnd, let heading, phase == .preamble, list.callback.constraints.isEmpty, list.callback.missing == nil {
            context.diagnose(list.callback.location.line, DiagnosticMessage.mentionOutsideReport, text: heading)
            return
        }
        if isFragment {
            context.diagnose(list.callback.location.line, DiagnosticMessage.fragment(broken: list.callback.broken))
            return
        }
        // A pasted list often loses its ')': a header-less list is said to be cut off only when the
        // input ends inside its last description.
        if atEnd, phase == .list || phase == .preamble, hasHeader || list.lastEntryCut {
            list.lacks(.cutOff)
            context.diagnose(
                list.callback.location.line, DiagnosticMessage.reportCutOff(keeping: list.callback.constraints.count))
        }
        // The recover line came, and the input ended before the constraint it names.
        if atEnd, phase == .expectBroken {
            context.diagnose(list.callback.location.line, DiagnosticMessage.brokenCutOff)
        }
        if list.callback.constraints.isEmpty {
            // A header is a callback, whatever came after it; a header-less list needs an entry.
            guard hasHeader else { return }
            if list.callback.missing == nil {
                list.lacks(.absent)
                context.diagnose(list.callback.location.line, DiagnosticMessage.reportWithoutList)
            }
        }
        list.callback.isLoneEntry =
            !hasHeader && !opensWithParen && listSteps == 0 && phase == .list && list.callback.constraints.count == 1
            && list.callback.broken == nil && list.callback.unlistedBroken == nil
        context.add(list.callback)
    }

    /// Whether the line is advice UIKit and AppKit print after a report's broken constraint. Literals
    /// tested one by one, not a static list: a list is built lazily on its first use, which may be
    /// inside a fuzz run's mutation, and libFuzzer then takes it for a leak and stops checking.
    static func isClosingAdvice(_ line: CleanLine) -> Bool {
        line.hasPrefix("Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints")
            || line.hasPrefix("The methods in the UIConstraintBasedLayoutDebugging")
            || line.hasPrefix("Set the NSUserDefault NSConstraintBasedLayout")
            || line.hasPrefix("Break on objc_exception_throw")
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
