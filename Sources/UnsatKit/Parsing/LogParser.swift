import UnsatCapture

/// Everything read from one or more inputs.
public struct ParseResult: Sendable {
    public var callbacks: [Callback] = []
    /// View dumps that came without a conflict (a `recursiveDescription` pasted alone).
    public var hierarchies: [ViewHierarchy] = []
    /// `_printHierarchy` dumps, each a list of controllers in printed order.
    public var controllerTrees: [[ControllerNode]] = []
    public var ambiguities: [AmbiguityReport] = []
    public var diagnostics: [Diagnostic] = []
    /// Per input: its name, number of lines.
    public var files: [FileSummary] = []

    public init() {}

    public mutating func append(_ other: ParseResult) {
        // An empty list takes the other's storage as it is: no element is copied.
        func join<T>(_ list: inout [T], _ more: [T]) {
            if list.isEmpty { list = more } else { list += more }
        }
        join(&callbacks, other.callbacks)
        join(&hierarchies, other.hierarchies)
        join(&controllerTrees, other.controllerTrees)
        join(&ambiguities, other.ambiguities)
        join(&diagnostics, other.diagnostics)
        join(&files, other.files)
    }
}

/// One input as read.
public struct FileSummary: Hashable, Sendable {
    public var path: String
    public var lines: Int
    public var bytes: Int

    public init(path: String, lines: Int, bytes: Int) {
        self.path = path
        self.lines = lines
        self.bytes = bytes
    }
}

/// The state machine that turns the relevant lines of a log into callbacks, hierarchies and reports.
///
/// It is fed line by line (`consume`), so it works the same on a whole file and on a growing pipe.
/// Lines outside any report only reach it when `LogScanner` finds them worth a look.
public struct LogParser {
    public let file: String
    public private(set) var result = ParseResult()
    private var state: State = .idle
    private let constraintParser = ConstraintParser()
    /// A `(` alone on a line, waiting to see whether a constraint list follows.
    private var pendingOpen: Int?

    /// Adds what grouping needs, while the read is still spread over every core.
    func precompute(_ callback: inout Callback) {
        callback.precomputedGroupKey = Callback.groupKey(callback.constraints)
    }

    /// Adds a finished callback to the result, moved out of its block rather than copied (a copy
    /// is a reference count a field).
    mutating func add(_ block: some CollectsConstraints) {
        var callback = Callback(location: block.callback.location, format: block.callback.format)
        swap(&callback, &block.callback)
        precompute(&callback)
        result.callbacks.append(callback)
    }

    /// Constraints already read, by a hash of their description's bytes (boxed, so the table moves
    /// pointers when it grows).
    private var constraintCache: [Int: [CachedConstraint]] = [:]

    final class CachedConstraint {
        let bytes: [UInt8]
        let output: ConstraintParser.Output

        init(bytes: [UInt8], output: ConstraintParser.Output) {
            self.bytes = bytes
            self.output = output
        }

        /// Whether `line[range]` is the description this entry was read from.
        func matches(_ line: [UInt8], _ range: Range<Int>) -> Bool {
            guard bytes.count == range.count else { return false }
            guard !range.isEmpty else { return true }
            return line.withUnsafeBufferPointer { text in
                bytes.withUnsafeBufferPointer { known in
                    Platform.compare(text.baseAddress! + range.lowerBound, known.baseAddress!, count: range.count) == 0
                }
            }
        }
    }
    /// A hard-wrapped entry waiting for its continuation.
    private var pendingEntry: (bytes: [UInt8], line: Int)?

    /// The file being read, when it is one: view dumps are then read back from it on demand.
    let source: InputFile?

    public init(file: String, source: InputFile? = nil) {
        self.file = file
        self.source = source
    }

    enum Phase: Equatable {
        case preamble, list, afterList, expectBroken, afterBroken
    }

    enum CapturePhase: Equatable {
        case start, controller, view, hierarchy, list, afterList, expectBroken
    }

    // Reports and captures are classes: they grow line by line inside `state`, and a value type
    // there would be copied whole on every line.
    /// A block that gathers constraints: a report or a capture.
    protocol CollectsConstraints: AnyObject {
        var callback: Callback { get set }
        /// The addresses in a long list (see `isNew`).
        var seen: Set<String> { get set }
    }

    final class Report: CollectsConstraints {
        var callback: Callback
        var phase: Phase
        var seen: Set<String> = []
        var preambleLines = 0

        init(callback: Callback, phase: Phase) {
            self.callback = callback
            self.phase = phase
        }
    }

    final class Capture: CollectsConstraints {
        var callback: Callback
        var phase: CapturePhase
        var hierarchy: HierarchyBuilder?
        var seen: Set<String> = []
        /// The hook said it ignores this one (a UIKit controller's conflict).
        var ignored = false

        init(callback: Callback, phase: CapturePhase) {
            self.callback = callback
            self.phase = phase
        }
    }

    enum State {
        case idle
        case report(Report)
        case capture(Capture)
        case hierarchy(HierarchyBuilder)
        case controllers([ControllerNode], stack: [(Int, Int)])
    }

    /// The view dump whose next view lines may go straight into it (see `LogScanner.scan`): one is
    /// open, and no entry waits for its continuation.
    var openDump: HierarchyBuilder? {
        guard pendingEntry == nil else { return nil }
        switch state {
        case .hierarchy(let builder): return builder
        case .capture(let capture) where capture.phase == .hierarchy: return capture.hierarchy
        default: return nil
        }
    }

    /// Whether the parser is inside a block and must see every line.
    public var isInsideBlock: Bool {
        if pendingOpen != nil || pendingEntry != nil { return true }
        if case .idle = state { return false }
        return true
    }

    func location(_ line: Int) -> InputLocation { InputLocation(file: file, line: line) }

    mutating func diagnose(_ line: Int, _ message: String, text: String = "", column: Int? = nil) {
        result.diagnostics.append(Diagnostic(location: location(line), column: column, message: message, text: text))
    }

    /// Reads one line (without its newline); `number` is 1-based, `offset` where the line starts
    /// in the source file.
    public mutating func consume(_ raw: UnsafeBufferPointer<UInt8>, number: Int, offset: Int? = nil) {
        // A dump's view lines are only collected here; they become nodes when someone asks.
        if pendingEntry == nil {
            switch state {
            case .hierarchy(let builder) where HierarchyBuilder.isViewLine(raw):
                builder.append(raw, number: number, offset: offset)
                return
            case .report(let report) where Self.isAdvice(raw, report.phase):
                // UIKit's advice around its list, in every report: nothing to read in it.
                return
            case .capture(let capture) where capture.phase == .hierarchy && HierarchyBuilder.isViewLine(raw):
                if capture.hierarchy == nil {
                    capture.hierarchy = HierarchyBuilder(location: location(number), source: source)
                }
                capture.hierarchy!.append(raw, number: number, offset: offset)
                return
            default:
                break
            }
        }
        currentOffset = offset
        consume(line: Array(raw), number: number)
        currentOffset = nil
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

    /// Where the line being read starts in the source, for the slow path's view lines.
    private var currentOffset: Int?

    /// Reads one line (without its newline); `number` is 1-based.
    public mutating func consume(line raw: [UInt8], number: Int) {
        var raw = raw
        if let pending = pendingEntry {
            // The previous entry was cut by a line break: join and read again.
            pendingEntry = nil
            var joined = pending.bytes
            let continuation = CleanLine(raw: raw)
            let piece = continuation.bytes[continuation.message]
            if !piece.isEmpty,
                LineClassifier.classify(continuation) == .other || piece.last == ASCII.comma
                    || piece.last == ASCII.doubleQuote || piece.last == ASCII.greaterThan
            {
                // Inside an open label the break was part of the text; elsewhere a paste wrapped the line.
                if opensLabel(pending.bytes) {
                    joined.append(ASCII.newline)
                } else if Self.wrapDroppedASpace(joined, piece.first) {
                    joined.append(ASCII.space)
                }
                joined.append(contentsOf: piece)
                raw = joined
                handle(CleanLine(raw: raw), number: pending.line, joinedFrom: number)
                return
            }
            handleUnfinishedEntry(pending.bytes, line: pending.line)
        }
        let line = CleanLine(raw: raw)
        handle(line, number: number, joinedFrom: nil)
    }

    /// Whether a hard wrap fell on a space that the paste dropped: after an operator that stands
    /// alone (` +`, `==`, `,`) or before one. A wrap inside a word (`Encap|sulated`) keeps no space.
    static func wrapDroppedASpace(_ before: [UInt8], _ next: UInt8?) -> Bool {
        guard let last = before.last, last != ASCII.space else { return false }
        if let next, next == ASCII.plus || next == ASCII.star || next == ASCII.equals { return true }
        if last == ASCII.comma || last == ASCII.equals { return true }
        if before.count >= 2, before[before.count - 2] == ASCII.space,
            last == ASCII.plus || last == ASCII.minus || last == ASCII.star
        {
            return true
        }
        return false
    }

    /// Whether the text ends inside a quoted label (`…UILabel:0x…'Hello`).
    func opensLabel(_ bytes: [UInt8]) -> Bool {
        guard let quote = bytes.lastIndex(of: ASCII.quote), quote > 3 else { return false }
        let before = bytes[..<quote]
        return ASCII.isHexDigit(bytes[quote - 1])
            && before.lastIndex(of: ASCII.colon).map { bytes.matches(":0x", at: $0) } == true
            && !bytes[quote...].contains(ASCII.dot)
    }

    mutating func handleUnfinishedEntry(_ bytes: [UInt8], line: Int) {
        diagnose(
            line, "unreadable constraint: expected '>' to close the constraint description",
            text: String(decoding: bytes, as: UTF8.self).trimmingSpaces())
    }

    mutating func handle(_ line: CleanLine, number: Int, joinedFrom: Int?) {
        let kind = LineClassifier.classify(line)
        if case .brokenEntry = kind, joinedFrom == nil {
            pendingEntry = (line.bytes, number)
            return
        }
        switch state {
        case .idle: idle(line, kind, number)
        case .report(let report):
            if !reportLine(report, line, kind, number) {
                finishReport(report)
                state = .idle
                idle(line, kind, number)
            }
        case .capture(let capture):
            switch captureLine(capture, line, kind, number) {
            case .keep:
                break
            case .complete:
                finishCapture(capture)
                state = .idle
            case .notPart:
                finishCapture(capture)
                state = .idle
                idle(line, kind, number)
            }
        case .hierarchy(let builder):
            if case .viewLine = kind {
                builder.append(line.bytes, range: line.message, number: number, offset: currentOffset)
            } else {
                finishHierarchy(builder)
                state = .idle
                idle(line, kind, number)
            }
        case .controllers(var nodes, var stack):
            // Take the payload out, so that it is uniquely referenced while it grows.
            state = .idle
            if case .controllerLine = kind,
                let node = readController(line, number: number, nodes: &nodes, stack: &stack)
            {
                nodes.append(node)
                state = .controllers(nodes, stack: stack)
            } else {
                result.controllerTrees.append(nodes)
                state = .idle
                idle(line, kind, number)
            }
        }
    }

    /// Ends whatever block is open (at the end of the input).
    public mutating func finish() {
        if let pending = pendingEntry {
            pendingEntry = nil
            handleUnfinishedEntry(pending.bytes, line: pending.line)
        }
        switch state {
        case .idle: break
        case .report(let report):
            // A pasted list often loses its ')': only a report with a header is said to be cut off.
            if report.phase == .list || report.phase == .preamble, report.callback.format != .list {
                report.callback.isComplete = false
                let count = report.callback.constraints.count
                diagnose(
                    report.callback.location.line,
                    "report cut off at the end of the input: kept the \(count) constraint\(count == 1 ? "" : "s") read")
            }
            finishReport(report)
        case .capture(let capture):
            if capture.phase != .expectBroken && capture.phase != .afterList {
                capture.callback.isComplete = false
                diagnose(capture.callback.location.line, "capture cut off at the end of the input")
            }
            finishCapture(capture)
        case .hierarchy(let builder): finishHierarchy(builder)
        case .controllers(let nodes, _): result.controllerTrees.append(nodes)
        }
        state = .idle
        pendingOpen = nil
    }

    // MARK: - Idle

    mutating func idle(_ line: CleanLine, _ kind: LineKind, _ number: Int) {
        let open = pendingOpen
        pendingOpen = nil
        switch kind {
        case .unableHeader(let appKit):
            state = .report(Report(callback: newCallback(line, number, appKit ? .appkit : .uikit), phase: .preamble))
        case .conflictingHeader(let rest):
            let report = Report(callback: newCallback(line, number, .appkit), phase: .preamble)
            if line.bytes[rest].contains(ASCII.openParen) { report.phase = .list }
            state = .report(report)
        case .captureStart:
            state = .capture(Capture(callback: newCallback(line, number, .capture), phase: .start))
        case .captureController:
            let capture = Capture(callback: newCallback(line, number, .capture), phase: .start)
            _ = captureLine(capture, line, kind, number)
            state = .capture(capture)
        case .captureIgnored(let rest):
            attachIgnored(readControllerRef(line.bytes, rest), number)
        case .entry(let range):
            // A list pasted without its header.
            let className = entryClassName(line.bytes, range)
            guard open != nil || looksLikeConstraintClass(className) else { return }
            let report = Report(callback: newCallback(line, open ?? number, .list), phase: .list)
            addEntry(report, line, range, number)
            state = .report(report)
        case .open:
            pendingOpen = number
        case .willAttempt(let rest):
            // The tail of a report whose list is gone: keep the broken constraint as a report of its own.
            let report = Report(callback: newCallback(line, number, .list), phase: .afterList)
            if !rest.isEmpty, case .entry(let range) = LineClassifier.classifyBracketed(subline(line, rest)) ?? .other {
                setBroken(report, subline(line, rest), range, number)
                report.phase = .afterBroken
            } else {
                report.phase = .expectBroken
            }
            state = .report(report)
        case .viewLine:
            let builder = HierarchyBuilder(location: location(number), source: source)
            builder.append(line.bytes, range: line.message, number: number, offset: currentOffset)
            state = .hierarchy(builder)
        case .controllerLine:
            var nodes: [ControllerNode] = []
            var stack: [(Int, Int)] = []
            if let node = readController(line, number: number, nodes: &nodes, stack: &stack) {
                nodes.append(node)
                state = .controllers(nodes, stack: stack)
            }
        case .ambiguityLine:
            readAmbiguity(line, number)
        case .record:
            readRecord(line, number)
        case .brokenEntry:
            handleUnfinishedEntry(line.bytes, line: number)
        default:
            break
        }
    }

    func subline(_ line: CleanLine, _ range: Range<Int>) -> CleanLine {
        var copy = line
        copy.message = range
        return copy
    }

    func newCallback(_ line: CleanLine, _ number: Int, _ format: ReportFormat) -> Callback {
        Callback(
            location: location(number), format: format, timestamp: line.prefix.timestamp, process: line.prefix.process,
            pid: line.prefix.pid)
    }

    func entryClassName(_ bytes: [UInt8], _ range: Range<Int>) -> String {
        var j = range.lowerBound + 1
        while j < range.upperBound, bytes[j] != ASCII.colon { j += 1 }
        return bytes.string(range.lowerBound + 1..<j)
    }

    /// Outside a report, only a constraint class starts a list (`NSLayoutConstraint`, `MASLayoutConstraint`, …).
    func looksLikeConstraintClass(_ name: String) -> Bool {
        name.hasSuffix("Constraint")
    }

    // MARK: - Reports

    /// Handles a line inside a UIKit/AppKit report; false when the line is not part of it.
    mutating func reportLine(_ report: Report, _ line: CleanLine, _ kind: LineKind, _ number: Int) -> Bool {
        switch kind {
        case .unableHeader, .conflictingHeader, .captureStart, .captureController, .record:
            return false
        case .blank:
            return true
        case .boilerplate:
            return report.phase != .expectBroken || true
        case .open:
            if report.phase == .preamble {
                report.phase = .list
                return true
            }
            return report.phase == .list
        case .close:
            if report.phase == .list || report.phase == .preamble {
                report.phase = .afterList
                return true
            }
            return false
        case .ellipsis:
            if report.phase == .list {
                diagnose(number, "the list of constraints ends in '...': constraints after it were not in the input")
                report.callback.isComplete = false
                report.phase = .afterList
                return true
            }
            return false
        case .entry(let range):
            switch report.phase {
            case .preamble, .list:
                report.phase = .list
                addEntry(report, line, range, number)
                return true
            case .expectBroken:
                setBroken(report, line, range, number)
                report.phase = .afterBroken
                return true
            case .afterList, .afterBroken:
                return false
            }
        case .brokenEntry:
            diagnose(
                number, "unreadable constraint: expected '>' to close the constraint description",
                text: line.messageText)
            return report.phase == .list || report.phase == .preamble
        case .willAttempt(let rest):
            guard report.phase != .afterBroken, report.phase != .expectBroken else { return false }
            if !rest.isEmpty, case .entry(let range) = LineClassifier.classifyBracketed(subline(line, rest)) ?? .other {
                // macOS 14 ends the line with '.', which is not part of the constraint.
                setBroken(report, line, range, number)
                report.phase = .afterBroken
            } else {
                report.phase = .expectBroken
            }
            return true
        case .other:
            if report.phase == .preamble, report.preambleLines < 2, report.callback.format != .list {
                // Wrapped boilerplate ("…one you don't want." split over lines) stays in the report.
                report.preambleLines += 1
                return true
            }
            if report.phase == .list, line.contains("Constraint:0x") {
                diagnose(number, "unreadable constraint: expected a constraint description", text: line.messageText)
                return true
            }
            if report.phase == .expectBroken {
                diagnose(
                    number, "expected the broken constraint after 'Will attempt to recover by breaking constraint'",
                    text: line.messageText)
            }
            return false
        default:
            return false
        }
    }

    mutating func finishReport(_ report: Report) {
        guard !report.callback.constraints.isEmpty else {
            if report.callback.format != .list {
                diagnose(
                    report.callback.location.line,
                    "report with no constraints: expected '(' and a list of constraint descriptions")
            }
            return
        }
        add(report)
    }

    /// Reads a constraint description and adds it to the callback (each address once).
    mutating func addEntry(_ block: some CollectsConstraints, _ line: CleanLine, _ range: Range<Int>, _ number: Int) {
        guard let constraint = readConstraint(line, range, number) else { return }
        if Self.isNew(constraint, in: block) {
            block.callback.constraints.append(constraint)
        }
    }

    /// Whether the block's list lacks the constraint's address so far. A list is short: it is
    /// searched, until it grows long enough for a set to pay.
    static func isNew(_ constraint: Constraint, in block: some CollectsConstraints) -> Bool {
        let count = block.callback.constraints.count
        if count < 16 {
            return !block.callback.constraints.contains { $0 === constraint || $0.address == constraint.address }
        }
        if block.seen.isEmpty { block.seen = Set(block.callback.constraints.map(\.address)) }
        return block.seen.insert(constraint.address).inserted
    }

    mutating func setBroken(_ block: some CollectsConstraints, _ line: CleanLine, _ range: Range<Int>, _ number: Int) {
        var range = range
        // "Will attempt to recover by breaking <…>." — drop nothing from the description itself.
        if range.upperBound <= line.bytes.count, line.bytes[range.upperBound - 1] != ASCII.greaterThan {
            range = range.lowerBound..<range.upperBound - 1
        }
        guard let constraint = readConstraint(line, range, number) else { return }
        block.callback.broken = constraint.address
        if Self.isNew(constraint, in: block) {
            if !block.callback.constraints.isEmpty {
                diagnose(number, "the broken constraint \(constraint.address) is not in the report's list; added to it")
            }
            block.callback.constraints.append(constraint)
        }
    }

    /// A hash of a description's bytes for the constraint cache, eight bytes a step (the cache
    /// compares the bytes on a hit, so a collision costs a comparison, never a wrong constraint).
    static func quickHash(_ bytes: UnsafeRawBufferPointer) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var i = 0
        while i + 8 <= bytes.count {
            hash = (hash ^ bytes.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* multiplier
            hash ^= hash >> 29
            i += 8
        }
        while i < bytes.count {
            hash = (hash ^ UInt64(bytes[i])) &* multiplier
            i += 1
        }
        return Int(bitPattern: UInt(hash ^ hash >> 32))
    }

    mutating func readConstraint(_ line: CleanLine, _ range: Range<Int>, _ number: Int) -> Constraint? {
        // A conflict repeats its constraints (the list, the broken one, each callback): read each
        // description once, and find it again by its bytes without making a string of them.
        let key = line.bytes.withUnsafeBytes { Self.quickHash(UnsafeRawBufferPointer(rebasing: $0[range])) }
        if let cached = constraintCache[key]?.first(where: { $0.matches(line.bytes, range) }) {
            if !cached.output.notes.isEmpty {
                let text = line.text(range)
                for note in cached.output.notes {
                    diagnose(number, "\(cached.output.constraint.address): \(note)", text: text)
                }
            }
            return cached.output.constraint
        }
        let text = line.text(range)
        let parsed = constraintParser.parse(text)
        if case .success(let output) = parsed {
            if constraintCache.count > 100_000 { constraintCache.removeAll(keepingCapacity: true) }
            constraintCache[key, default: []].append(CachedConstraint(bytes: Array(line.bytes[range]), output: output))
        }
        switch parsed {
        case .success(let output):
            for note in output.notes {
                diagnose(number, "\(output.constraint.address): \(note)", text: text)
            }
            return output.constraint
        case .failure(let error):
            let prefixBytes = line.bytes[..<range.lowerBound]
            let column =
                String(decoding: prefixBytes, as: UTF8.self).count + 1
                + String(decoding: Array(text.utf8).prefix(error.offset), as: UTF8.self).count
            diagnose(number, "unreadable constraint: expected \(error.expected)", text: text, column: column)
            return nil
        }
    }

    // MARK: - Captures

    enum CaptureStep {
        /// The line belongs to the capture, which goes on.
        case keep
        /// The line completed the capture (its broken constraint).
        case complete
        /// The line is not part of the capture, which ends before it.
        case notPart
    }

    /// Handles a line inside a capture block.
    mutating func captureLine(
        _ capture: Capture, _ line: CleanLine, _ kind: LineKind, _ number: Int
    ) -> CaptureStep {
        switch kind {
        case .captureStart:
            // A second start means a new capture, unless this one has not begun yet.
            return capture.phase == .start && capture.callback.controller == nil ? .keep : .notPart
        case .captureController(let rest):
            guard capture.callback.controller == nil, capture.callback.constraints.isEmpty else { return .notPart }
            if !rest.isEmpty, let controller = readControllerRef(line.bytes, rest) {
                capture.callback.controller = controller
                capture.phase = .start
            } else {
                capture.phase = .controller
            }
            return .keep
        case .captureIgnored(let rest):
            guard capture.callback.constraints.isEmpty else { return .notPart }
            attachIgnored(readControllerRef(line.bytes, rest), number)
            capture.ignored = true
            return .complete
        case .captureView:
            capture.phase = .view
            return .keep
        case .captureHierarchy:
            capture.phase = .hierarchy
            return .keep
        case .captureConstraints:
            capture.phase = .list
            return .keep
        case .captureBroken:
            capture.phase = .expectBroken
            return .keep
        case .blank:
            return .keep
        case .open:
            return capture.phase == .list ? .keep : .notPart
        case .close:
            if capture.phase == .list {
                capture.phase = .afterList
                return .keep
            }
            return .notPart
        case .ellipsis:
            if capture.phase == .list {
                diagnose(number, "the list of constraints ends in '...': constraints after it were not in the input")
                capture.callback.isComplete = false
                capture.phase = .afterList
                return .keep
            }
            return .notPart
        case .viewLine:
            switch capture.phase {
            case .controller:
                // Some hooks print the controller as a description with a colon.
                let range = line.message
                if let controller = readControllerRef(line.bytes, range) { capture.callback.controller = controller }
                capture.phase = .start
                return .keep
            case .view:
                if let node = HierarchyLineReader.read(line.bytes, from: line.message.lowerBound, number: number) {
                    capture.callback.viewAddress = node.address
                }
                capture.phase = .start
                return .keep
            case .hierarchy:
                if capture.hierarchy == nil {
                    capture.hierarchy = HierarchyBuilder(location: location(number), source: source)
                }
                capture.hierarchy!.append(line.bytes, range: line.message, number: number, offset: currentOffset)
                return .keep
            default:
                return .notPart
            }
        case .controllerLine:
            if capture.phase == .controller, let controller = readControllerRef(line.bytes, line.message) {
                capture.callback.controller = controller
                capture.phase = .start
                return .keep
            }
            return .notPart
        case .entry(let range):
            switch capture.phase {
            case .list, .start:
                capture.phase = .list
                addEntry(capture, line, range, number)
                return .keep
            case .expectBroken:
                setBroken(capture, line, range, number)
                return .complete
            default:
                return .notPart
            }
        case .other:
            if capture.phase == .controller, let controller = readControllerRef(line.bytes, line.message) {
                capture.callback.controller = controller
                capture.phase = .start
                return .keep
            }
            if capture.phase == .list, line.contains("Constraint:0x") {
                diagnose(number, "unreadable constraint: expected a constraint description", text: line.messageText)
                return .keep
            }
            return .notPart
        default:
            return .notPart
        }
    }

    /// The seed hook's `ignore conflict in UIKit:<controller>` names the owner of the report UIKit
    /// printed just before it (the hook runs after UIKit's own): that callback gets the controller.
    mutating func attachIgnored(_ controller: ControllerRef?, _ number: Int) {
        guard let controller else {
            diagnose(number, "expected '<Controller: 0x…>' after 'ignore conflict in UIKit:'")
            return
        }
        if let last = result.callbacks.indices.last, result.callbacks[last].controller == nil,
            number - result.callbacks[last].location.line < 40
        {
            result.callbacks[last].controller = controller
        } else {
            diagnose(
                number,
                "the capture hook ignored a conflict in \(controller.className), but no report before it names one")
        }
    }

    mutating func finishCapture(_ capture: Capture) {
        capture.callback.hierarchy = capture.hierarchy?.hierarchy
        if capture.ignored { return }
        if capture.callback.constraints.isEmpty {
            if let hierarchy = capture.callback.hierarchy {
                result.hierarchies.append(hierarchy)
            } else {
                diagnose(
                    capture.callback.location.line,
                    "capture with no constraints: expected 'current constraints:' and a list")
            }
            return
        }
        add(capture)
    }

    /// `<MyApp.ProfileViewController: 0x7f9e4c60a1b0>` or `<UINavigationController 0x…>`.
    func readControllerRef(_ bytes: [UInt8], _ range: Range<Int>) -> ControllerRef? {
        guard let open = bytes[range].firstIndex(of: ASCII.lessThan) else { return nil }
        var j = open + 1
        while j < range.upperBound, ASCII.isClassNameByte(bytes[j]) { j += 1 }
        guard j > open + 1 else { return nil }
        let className = bytes.string(open + 1..<j)
        var k = j
        while k < range.upperBound, bytes[k] == ASCII.colon || ASCII.isSpace(bytes[k]) { k += 1 }
        var address: String?
        if bytes.matches("0x", at: k) {
            var e = k + 2
            while e < range.upperBound, ASCII.isHexDigit(bytes[e]) { e += 1 }
            address = bytes.string(k..<e).lowercased()
        }
        return ControllerRef(className: className, address: address)
    }

    // MARK: - Hierarchies, controllers, ambiguity, records

    mutating func finishHierarchy(_ builder: HierarchyBuilder) {
        result.hierarchies.append(builder.hierarchy)
    }

    /// `   | <MyApp.FeedViewController 0x…>, state: appeared, view: <UIView 0x…>[, presented with: …]`
    func readController(
        _ line: CleanLine, number: Int, nodes: inout [ControllerNode], stack: inout [(Int, Int)]
    ) -> ControllerNode? {
        let b = line.bytes
        var i = line.message.lowerBound
        var depth = 0
        var presented = false
        while i < line.message.upperBound, b[i] != ASCII.lessThan {
            if b[i] == ASCII.pipe { depth += 1 }
            if b[i] == 0x2B {
                depth += 1
                presented = true
            }
            i += 1
        }
        guard let controller = readControllerRef(b, i..<line.message.upperBound) else { return nil }
        let text = line.text(i..<line.message.upperBound)
        var state: String?
        if let range = text.range(of: ", state: ") {
            state = String(text[range.upperBound...].prefix { $0 != "," })
        }
        var viewAddress: String?
        var viewClass: String?
        if let range = text.range(of: "view: <") {
            let rest = text[range.upperBound...]
            let parts = rest.prefix { $0 != ">" }.split(separator: " ")
            if parts.count >= 2 {
                viewClass = String(parts[0]).replacingOccurrences(of: ":", with: "")
                viewAddress = String(parts[1]).lowercased()
            }
        }
        while let top = stack.last, top.1 >= depth { stack.removeLast() }
        let node = ControllerNode(
            controller: controller, state: state, viewAddress: viewAddress, viewClassName: viewClass,
            isPresented: presented, depth: stack.count, parent: stack.last?.0, location: location(number))
        stack.append((nodes.count, depth))
        return node
    }

    /// `*UIView:0x…- AMBIGUOUS LAYOUT for UIView:0x….Height{id: 36}` and `|   *<UIView:0x…> - AMBIGUOUS LAYOUT`.
    mutating func readAmbiguity(_ line: CleanLine, _ number: Int) {
        let b = line.bytes
        guard let marker = line.offset(of: "AMBIGUOUS LAYOUT") else { return }
        var i = line.message.lowerBound
        while i < marker, !(ASCII.isLetter(b[i]) || b[i] == 0x5F) { i += 1 }
        var j = i
        while j < marker, ASCII.isClassNameByte(b[j]) { j += 1 }
        guard j > i, b.matches(":0x", at: j) else {
            diagnose(
                number, "ambiguity report: expected 'Class:0xADDRESS' before AMBIGUOUS LAYOUT", text: line.messageText)
            return
        }
        var e = j + 3
        while e < marker, ASCII.isHexDigit(b[e]) { e += 1 }
        let item = LayoutItem(className: b.string(i..<j), address: b.string(j + 1..<e).lowercased())
        var detail: String?
        if let forAt = b.firstOffset(of: "for ", from: marker, to: line.message.upperBound) {
            detail = b.string(forAt + 4..<line.message.upperBound)
        }
        result.ambiguities.append(AmbiguityReport(location: location(number), view: item, detail: detail))
    }

    mutating func readRecord(_ line: CleanLine, _ number: Int) {
        let text = line.messageText
        switch CaptureRecord.decode(text) {
        case .success(let record):
            var (callback, diagnostics) = record.callback(file: file, line: number)
            result.diagnostics += diagnostics
            if callback.constraints.isEmpty {
                diagnose(number, "capture record with no readable constraints")
            } else {
                precompute(&callback)
                result.callbacks.append(callback)
            }
        case .failure(let error):
            diagnose(number, "unreadable capture record: \(error.message)", text: String(text.prefix(120)))
        }
    }
}
