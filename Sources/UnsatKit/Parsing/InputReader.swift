import Foundation

/// Opens the inputs named on the command line and reads them.
public enum InputReader {
    /// Why an input could not be read (exit 66).
    public struct Failure: Error, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "\(path): \(reason)" }
    }

    /// What standard input is called where a file's name would be (`(stdin)`).
    public static let standardInputName = "(stdin)"

    /// Reads every path (`-` is standard input, called `standardInput`) into one result, in order.
    public static func read(paths: [String], standardInput: String = standardInputName) throws(Failure) -> ParseResult {
        var result = ParseResult()
        for path in paths {
            result.append(try read(path: path, standardInput: standardInput))
        }
        return result
    }

    public static func read(path: String, standardInput: String = standardInputName) throws(Failure) -> ParseResult {
        if path == "-" {
            try checkStandardInput()
            return try read(InputFile(standardInputNamed: standardInput))
        }
        let input: InputFile
        do {
            // Said on stderr before anything else is on the screen, where the user looks.
            input = try InputFile(path: path) {
                FileHandle.standardError.write(Data("unsat: waiting for a writer on \(path)…\n".utf8))
            }
        } catch {
            throw Failure(path: path, reason: error.reason)
        }
        return try read(input)
    }

    /// Fails when standard input was closed (`<&-`): its stand-in would read as an empty log.
    public static func checkStandardInput() throws(Failure) {
        if Platform.closedAtStart.contains(0) {
            throw Failure(path: "(stdin)", reason: "standard input is closed: name a FILE, or pipe a log in")
        }
    }

    /// Reads an open input: a regular file in parts on every core, anything else (a pipe, a
    /// terminal, a device) as a stream, also on every core. A read that fails is a failure, not
    /// the end: a log cut short must not pass a check.
    public static func read(_ input: InputFile) throws(Failure) -> ParseResult {
        do {
            if let size = input.size { return try ParallelScan.parse(input, size: size) }
            return try StreamScan.parse(input)
        } catch {
            throw Failure(path: error.path, reason: error.reason)
        }
    }
}

/// Reads a large file on every core: each part starts at a line that opens a report, so no report
/// is cut, and the parts' results are joined in order.
enum ParallelScan {
    static let minimumPartSize = 8 << 20

    /// `parts`: how many to cut the file into (tests); by default a few a core, none under 16 MiB.
    static func parse(_ input: InputFile, size: Int, parts: Int? = nil) throws(InputFile.ReadError) -> ParseResult {
        let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)
        var starts = [0]
        // More parts than cores, so that a core that finishes early takes the next one.
        let partCount = parts ?? (cores > 1 && size >= 2 * minimumPartSize ? min(4 * cores, size / minimumPartSize) : 1)
        // Parts are cut at `\n` line starts, and each is told the whole's line ends: a file whose
        // lines end in `\r` alone (or whose first line end is not in its first window) is one part.
        let lineEnds = try partCount > 1 ? Self.lineEnds(input, size: size) : .undecided
        if partCount > 1, lineEnds == .newline {
            for index in 1..<partCount {
                if let start = try nextReportStart(input, size: size, from: size * index / partCount),
                    start > starts.last!
                {
                    starts.append(start)
                }
            }
        }
        let ranges = zip(starts, starts.dropFirst() + [size]).map { $0..<$1 }
        let parts = PartResults(count: ranges.count)
        defer { parts.release() }
        DispatchQueue.concurrentPerform(iterations: ranges.count) { index in
            var scanner = LogScanner(file: input.path, source: input, startOffset: ranges[index].lowerBound)
            if index > 0 { scanner.lineEnds = lineEnds }
            scanner.read(input, range: ranges[index])
            parts.errors[index] = scanner.readError
            // Each part but the last is followed by a report's header, which ends any block open.
            parts.results[index] = scanner.finish(followedByHeader: index < ranges.count - 1)
        }
        if let error = parts.errors.lazy.compactMap({ $0 }).first { throw error }
        var joined = PartJoiner()
        // Taken out of its slot, so that shifting its lines does not copy it.
        for index in ranges.indices { joined.append(parts.take(index)) }
        return joined.result(path: input.path)
    }

    /// The file's line ends, told by its first line end: looked for in a small window, then a larger
    /// one (a first line longer than the largest leaves them undecided, and the file one part).
    static func lineEnds(_ input: InputFile, size: Int) throws(InputFile.ReadError) -> LogScanner.LineEnds {
        for window in [64 << 10, 4 << 20] {
            let ends = try input.bytes(at: 0, count: min(size, window)).withUnsafeBytes { LogScanner.lineEnds(of: $0) }
            if ends != .undecided || window >= size { return ends }
        }
        return .undecided
    }

    /// The start of the first line after `offset` that opens a report whatever is open before it
    /// (see `ReportCut`).
    static func nextReportStart(_ input: InputFile, size: Int, from offset: Int) throws(InputFile.ReadError) -> Int? {
        // Reports are usually close together: small windows first, larger ones while none turns up
        // (this runs before the parts start, on one core). A line longer than the largest window
        // ends the search: the part before it just grows.
        let largest = 4 << 20
        var window = 64 << 10
        var position = offset
        var startsLine = false
        while position < size {
            let bytes = try input.bytes(at: position, count: min(window, size - position))
            guard !bytes.isEmpty else { return nil }
            let reachesEnd = position + bytes.count >= size
            if !startsLine {
                // Windows start at a line start, so a cut's line start is inside its window.
                if let newline = bytes.firstIndex(of: ASCII.newline) {
                    position += newline + 1
                    startsLine = true
                } else if window == largest {
                    return nil
                }
                window = min(2 * window, largest)
                continue
            }
            let found = bytes.withUnsafeBytes { ReportCut.first(in: $0, startsLine: true, endsLine: reachesEnd) }
            switch found {
            case .at(let start):
                return position + start
            case .lineRunsPast(let start):
                // A header's line goes on past the window: read again from it, more at once.
                if start == 0 {
                    if window == largest { return nil }
                    window = min(2 * window, largest)
                }
                position += start
            case .none:
                guard !reachesEnd else { return nil }
                if let last = bytes.lastIndex(of: ASCII.newline) {
                    position += last + 1
                } else if window == largest {
                    return nil
                }
                window = min(2 * window, largest)
            }
        }
        return nil
    }
}

/// Where an input may be cut into parts that are read on their own and joined: just before a line
/// that opens a report whatever block is open before it (`LogParser.opensAReportWhateverIsOpen`).
/// A part before such a line ends as the whole would there; a line that only holds the header's
/// phrase (an entry a damaged paste spliced it into, a view line, a quote) is no place to cut.
enum ReportCut: Equatable {
    case at(Int)
    /// A header's line starts here and runs past the bytes (it cannot be told yet).
    case lineRunsPast(Int)
    case none

    /// The first place to cut in `bytes`: `startsLine` when they start a line, `endsLine` when
    /// they end the input (their last line is then whole).
    static func first(in bytes: UnsafeRawBufferPointer, startsLine: Bool, endsLine: Bool) -> ReportCut {
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return .none }
        var from = 0
        while from < bytes.count,
            let hit = Platform.find(
                "Unable to simultaneously satisfy constraints", in: base + from, count: bytes.count - from)
        {
            let at = from + hit
            // nil: the line began before the bytes.
            let lineStart =
                Platform.findLastByte(ASCII.newline, in: base, count: at).map { $0 + 1 } ?? (startsLine ? 0 : nil)
            let lineEnd: Int
            if let newline = Platform.findByte(ASCII.newline, in: base + at, count: bytes.count - at) {
                lineEnd = at + newline
            } else if endsLine {
                lineEnd = bytes.count
            } else {
                return lineStart.map { .lineRunsPast($0) } ?? .none
            }
            if let lineStart,
                LogParser.opensAReportWhateverIsOpen(
                    UnsafeBufferPointer(start: base + lineStart, count: lineEnd - lineStart))
            {
                return .at(lineStart)
            }
            from = lineEnd + 1
        }
        return .none
    }
}

/// Reads a stream on every core while keeping little of it, the way a file is read: each core takes
/// the next chunk of the stream (a megabyte, read while no other core reads) and reads it at once,
/// while it is still in that core's cache. A chunk is cut at its first line that opens a report:
/// what comes before the cut ends the run the chunk before began, and from the cut on is a new run,
/// read by a scanner of its own (as a file's parts are). A run that another core is still reading
/// is handed the end that belongs to it as a copy, which that core reads when it is done; one that
/// no core is reading is read by the core that found its end. Memory holds a chunk a core, the
/// copies waiting (a few chunks at most: a core that would add more waits), and what is kept;
/// finished view dumps go to a spool file.
enum StreamScan {
    /// Bytes a core reads from the stream at once: small enough to stay in its cache while it is read.
    static let chunkSize = InputFile.chunkSize

    static func parse(_ input: InputFile, chunkSize: Int = chunkSize) throws(InputFile.ReadError) -> ParseResult {
        let stream = SharedStream(input: input, chunkSize: chunkSize, spool: DumpSpool.make())
        input.widenPipe()
        let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)
        DispatchQueue.concurrentPerform(iterations: cores) { _ in stream.work() }
        let combined = stream.runs.combined(path: input.path)
        if let failure = stream.failure { throw failure }
        return combined
    }
}

/// The stream and what the cores share of it: the reading (one core at a time), the run the next
/// chunk continues, and the runs' results.
private final class SharedStream: @unchecked Sendable {
    let runs = RunResults()
    private(set) var failure: InputFile.ReadError?
    private let input: InputFile
    private let chunkSize: Int
    private let spool: DumpSpool?
    private let lock = NSLock()
    // Under `lock`:
    private var ended = false
    private var current: StreamRun?
    private var nextIndex = 0
    private var startsLine = true
    /// The stream's line ends, told by its first (runs are cut only at `\n` line starts, and each is
    /// told them); `afterReturn`: the bytes so far end in the `\r` of the first line end.
    private var lineEnds = LogScanner.LineEnds.undecided
    private var afterReturn = false

    init(input: InputFile, chunkSize: Int, spool: DumpSpool?) {
        self.input = input
        self.chunkSize = max(1, chunkSize)
        self.spool = spool
    }

    /// One core's loop: take the next chunk, hand its head to the run it ends, read the rest as a new run.
    func work() {
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: chunkSize, alignment: 64)
        defer { buffer.deallocate() }
        while true {
            lock.lock()
            guard !ended else {
                lock.unlock()
                return
            }
            let count = fill(buffer)
            let bytes = UnsafeRawBufferPointer(start: buffer, count: count)
            let previous = current
            // The first run starts with the stream; each later one at a report's first line.
            decideLineEnds(bytes)
            var cut: Int?
            if previous == nil {
                cut = 0
            } else if lineEnds == .newline,
                case .at(let start) = ReportCut.first(in: bytes, startsLine: startsLine, endsLine: ended)
            {
                cut = start
            }
            if count > 0 { startsLine = bytes[count - 1] == ASCII.newline }
            // What the chunk before the cut ends: the run before, up to a header or the end.
            var head: (run: StreamRun, end: StreamRun.End?)?
            if let previous {
                let end: StreamRun.End? = cut != nil ? .followedByHeader : ended ? .endOfInput : nil
                if previous.deliver(bytes[0..<(cut ?? count)], end: end) { head = (previous, end) }
            }
            var mine: StreamRun?
            if let cut, cut < count || previous == nil {
                // A few chunks may wait for a run: what a core reads while the other reads one.
                let run = StreamRun(
                    index: nextIndex, file: input.path, spool: spool, lineEnds: previous == nil ? .undecided : lineEnds,
                    waitingLimit: 4 * chunkSize)
                nextIndex += 1
                runs.expect(run.index)
                current = run
                mine = run
            }
            let inputEnded = ended
            lock.unlock()
            if let head {
                head.run.read(bytes[0..<(cut ?? count)])
                head.run.readWaiting(then: head.end, into: runs)
            }
            if let mine, let cut {
                mine.read(bytes[cut...])
                mine.readWaiting(then: inputEnded ? .endOfInput : nil, into: runs)
            }
        }
    }

    /// Tells the stream's line ends from its first line end, which may straddle two chunks; under `lock`.
    private func decideLineEnds(_ bytes: UnsafeRawBufferPointer) {
        guard lineEnds == .undecided, !bytes.isEmpty else { return }
        if afterReturn {
            lineEnds = bytes[0] == ASCII.newline ? .newline : .carriageReturn
            return
        }
        lineEnds = LogScanner.lineEnds(of: bytes)
        afterReturn = lineEnds == .undecided && bytes[bytes.count - 1] == ASCII.carriageReturn
    }

    /// Reads up to a chunk (less only at the end, which it marks); under `lock`.
    private func fill(_ buffer: UnsafeMutableRawPointer) -> Int {
        var count = 0
        while count < chunkSize {
            let got: Int
            do {
                got = try input.read(into: buffer + count, count: chunkSize - count, at: nil)
            } catch {
                failure = error
                got = 0
            }
            guard got > 0 else {
                ended = true
                break
            }
            count += got
        }
        return count
    }
}

/// One run of a stream: a report's first line and what follows up to the next, read by one
/// scanner, on whichever core holds it.
private final class StreamRun: @unchecked Sendable {
    enum End { case followedByHeader, endOfInput }

    let index: Int
    private var scanner: LogScanner
    private let lock = NSCondition()
    // Under `lock`: whether a core is reading it, and what waits for that core.
    private var busy = true
    private var waiting: [(bytes: [UInt8], end: End?)] = []
    private var waitingBytes = 0
    /// Bytes that may wait at once; a core that would add more waits for the reader to catch up.
    private let waitingLimit: Int

    init(index: Int, file: String, spool: DumpSpool?, lineEnds: LogScanner.LineEnds, waitingLimit: Int) {
        self.index = index
        self.waitingLimit = waitingLimit
        scanner = LogScanner(file: file, spool: spool)
        scanner.lineEnds = lineEnds
    }

    /// Hands the run what comes next of it: true when the caller now holds the run and must read
    /// `bytes` itself (then `readWaiting`); else they were copied for the core that holds it.
    func deliver(_ bytes: Slice<UnsafeRawBufferPointer>, end: End?) -> Bool {
        guard !bytes.isEmpty || end != nil else { return false }
        lock.lock()
        defer { lock.unlock() }
        // The core holding the run may read all that waits and let the run go while this one waits.
        while busy, waitingBytes > waitingLimit { lock.wait() }
        guard busy else {
            busy = true
            return true
        }
        waiting.append((Array(bytes), end))
        waitingBytes += bytes.count
        return false
    }

    /// Reads `bytes` after what it read before (by a core that holds the run).
    func read(_ bytes: Slice<UnsafeRawBufferPointer>) {
        guard !bytes.isEmpty else { return }
        scanner.feed(UnsafeRawBufferPointer(rebasing: bytes))
    }

    /// Reads what waits, in order, then lets the run go; a run whose end has come is finished and
    /// its result stored.
    func readWaiting(then end: End?, into runs: RunResults) {
        var end = end
        while end == nil {
            lock.lock()
            guard !waiting.isEmpty else {
                busy = false
                lock.broadcast()
                lock.unlock()
                return
            }
            let next = waiting.removeFirst()
            waitingBytes -= next.bytes.count
            lock.broadcast()
            lock.unlock()
            next.bytes.withUnsafeBytes { scanner.feed($0) }
            end = next.end
        }
        runs.store(scanner.finish(followedByHeader: end == .followedByHeader), at: index)
    }
}

/// The runs' results, stored as they finish and joined in order at the end.
private final class RunResults: @unchecked Sendable {
    private let lock = NSLock()
    private let group = DispatchGroup()
    private var results: [ParseResult?] = []

    func expect(_ index: Int) {
        group.enter()
        lock.withLock {
            while results.count <= index { results.append(nil) }
        }
    }

    func store(_ result: ParseResult, at index: Int) {
        lock.withLock { results[index] = result }
        group.leave()
    }

    /// Waits for every run, then numbers each run's lines after the runs before it.
    func combined(path: String) -> ParseResult {
        group.wait()
        var joined = PartJoiner()
        for index in results.indices {
            guard let part = results[index] else { continue }
            results[index] = nil
            joined.append(part)
        }
        return joined.result(path: path)
    }
}

/// The parts of one input, each read on its own and numbering its lines from 1, joined in order:
/// each part's lines shifted after the parts before it, one summary for the input.
private struct PartJoiner {
    private var combined = ParseResult()
    private var lines = 0
    private var bytes = 0

    mutating func append(_ part: consuming ParseResult) {
        var part = part
        let summary = part.files.first
        if lines > 0 { part.shiftLines(by: lines) }
        part.files = []
        combined.append(part)
        lines += summary?.lines ?? 0
        bytes += summary?.bytes ?? 0
    }

    consuming func result(path: String) -> ParseResult {
        combined.files = [FileSummary(path: path, lines: lines, bytes: bytes)]
        return combined
    }
}

/// Per-part results written by concurrent workers, each to its own slot.
private final class PartResults: @unchecked Sendable {
    let results: UnsafeMutableBufferPointer<ParseResult>
    /// Why a part's read stopped short, if one did.
    let errors: UnsafeMutableBufferPointer<InputFile.ReadError?>

    init(count: Int) {
        results = .allocate(capacity: count)
        results.initialize(repeating: ParseResult())
        errors = .allocate(capacity: count)
        errors.initialize(repeating: nil)
    }

    /// The result in slot `index`, moved out (the slot is left empty).
    func take(_ index: Int) -> ParseResult {
        let pointer = results.baseAddress! + index
        let result = pointer.move()
        pointer.initialize(to: ParseResult())
        return result
    }

    func release() {
        results.deinitialize()
        results.deallocate()
        errors.deinitialize()
        errors.deallocate()
    }
}
