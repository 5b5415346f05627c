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

    static func parse(_ input: InputFile, size: Int) throws(InputFile.ReadError) -> ParseResult {
        let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)
        var starts = [0]
        if cores > 1, size >= 2 * minimumPartSize {
            // More parts than cores, so that a core that finishes early takes the next one.
            let partCount = min(4 * cores, size / minimumPartSize)
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
            scanner.read(input, range: ranges[index])
            parts.errors[index] = scanner.readError
            // Each part but the last is followed by a report's header, which ends any block open.
            parts.results[index] = scanner.finish(followedByHeader: index < ranges.count - 1)
        }
        if let error = parts.errors.lazy.compactMap({ $0 }).first { throw error }
        // Each part numbered its lines from 1; shift them after the parts before.
        var combined = ParseResult()
        var offset = 0
        for index in ranges.indices {
            // Taken out of its slot, so that shifting its lines does not copy it.
            var part = parts.take(index)
            let lines = part.files.first?.lines ?? 0
            if offset > 0 { part.shiftLines(by: offset) }
            part.files = []
            combined.append(part)
            offset += lines
        }
        combined.files = [FileSummary(path: input.path, lines: offset, bytes: size)]
        return combined
    }

    /// The start of the first line after `offset` that holds UIKit's header.
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
            if !startsLine {
                // Windows start at a line start, so a hit's line start is inside its window.
                if let newline = bytes.firstIndex(of: ASCII.newline) {
                    position += newline + 1
                    startsLine = true
                } else if window == largest {
                    return nil
                }
                window = min(2 * window, largest)
                continue
            }
            let hit = bytes.withUnsafeBufferPointer { buffer in
                Platform.find(
                    "Unable to simultaneously satisfy constraints", in: buffer.baseAddress!, count: buffer.count)
            }
            if let hit {
                var lineStart = hit
                while lineStart > 0, bytes[lineStart - 1] != ASCII.newline { lineStart -= 1 }
                return position + lineStart
            }
            guard position + bytes.count < size else { return nil }
            if let last = bytes.lastIndex(of: ASCII.newline) {
                position += last + 1
            } else if window == largest {
                return nil
            }
            window = min(2 * window, largest)
        }
        return nil
    }
}

/// Reads a stream on every core while keeping little of it: the input is read in pieces, and cut
/// into runs at lines that open a report (as a file is cut into parts); each run is read by a
/// scanner of its own on a serial queue of its own, fed piece by piece as the pieces arrive, so
/// runs are read side by side and a run with no header in it for gigabytes is still read in
/// pieces. At most a few pieces wait at once, and finished view dumps go to a spool file, so memory
/// holds what is kept (callbacks, constraints), not what was read.
enum StreamScan {
    /// Bytes read before looking for a cut; a cut is looked for in the second half of a piece.
    static let pieceSize = 4 << 20
    /// Bytes a run's scanner is fed at once (see `StreamRun.feed`).
    static let stepSize = InputFile.chunkSize

    static func parse(_ input: InputFile, pieceSize: Int = pieceSize) throws(InputFile.ReadError) -> ParseResult {
        let spool = DumpSpool.make()
        input.widenPipe()
        let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)
        // Pieces being read or waiting, at most: one a core and one more, so a core never waits.
        let pool = PiecePool(count: cores + 1, capacity: pieceSize + InputFile.chunkSize)
        let runs = RunResults()
        var current = StreamRun(index: 0, file: input.path, spool: spool)
        var ended = false
        var failure: InputFile.ReadError?
        while !ended {
            let piece = pool.take()
            while piece.count < pieceSize {
                let got: Int
                do {
                    got = try input.read(into: piece.end, count: piece.capacity - piece.count, at: nil)
                } catch {
                    failure = error
                    got = 0
                }
                guard got > 0 else {
                    ended = true
                    break
                }
                piece.count += got
            }
            // A piece cut at a header is read by two runs, each its part, where it is (no copy).
            let cut = ended ? nil : reportStart(in: piece.bytes, from: piece.count / 2)
            piece.users = cut == nil ? 1 : 2
            let done: @Sendable (Piece) -> Void = { if $0.release() { pool.give($0) } }
            current.feed(piece, 0..<(cut ?? piece.count), done: done)
            if let cut {
                // A run ends before a header; the next starts with it.
                current.finish(followedByHeader: true, into: runs)
                current = StreamRun(index: current.index + 1, file: input.path, spool: spool)
                current.feed(piece, cut..<piece.count, done: done)
            }
        }
        current.finish(followedByHeader: false, into: runs)
        let combined = runs.combined(path: input.path)
        if let failure { throw failure }
        return combined
    }

    /// The start of the first line at or after `from` that holds UIKit's header.
    static func reportStart(in bytes: UnsafeRawBufferPointer, from: Int) -> Int? {
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), from < bytes.count,
            let hit = Platform.find(
                "Unable to simultaneously satisfy constraints", in: base + from, count: bytes.count - from)
        else { return nil }
        let lineStart = Platform.findLastByte(ASCII.newline, in: base, count: from + hit).map { $0 + 1 } ?? 0
        return lineStart > 0 ? lineStart : nil
    }
}

/// Bytes read from a stream, in storage that is used again for later pieces.
private final class Piece: @unchecked Sendable {
    let storage: UnsafeMutableRawPointer
    let capacity: Int
    var count = 0
    /// Runs still to read it (set before it is handed to them).
    var users = 0
    private let lock = NSLock()

    init(capacity: Int) {
        self.capacity = capacity
        storage = .allocate(byteCount: max(1, capacity), alignment: 16)
    }

    deinit { storage.deallocate() }

    var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: storage, count: count) }

    /// One run is done with it; true when it was the last.
    func release() -> Bool {
        lock.withLock {
            users -= 1
            return users == 0
        }
    }
    var end: UnsafeMutableRawPointer { storage + count }
}

/// The pieces a stream is read into, each used again once a run has read it; taking one waits
/// while every piece is being read.
private final class PiecePool: @unchecked Sendable {
    private let lock = NSCondition()
    private var free: [Piece]

    init(count: Int, capacity: Int) {
        free = (0..<count).map { _ in Piece(capacity: capacity) }
    }

    /// An empty piece.
    func take() -> Piece {
        lock.lock()
        while free.isEmpty { lock.wait() }
        let piece = free.removeLast()
        lock.unlock()
        piece.count = 0
        return piece
    }

    func give(_ piece: Piece) {
        lock.lock()
        free.append(piece)
        lock.signal()
        lock.unlock()
    }
}

/// One run of a stream: a scanner fed on a serial queue of its own.
private final class StreamRun: @unchecked Sendable {
    let index: Int
    private var scanner: LogScanner
    private let queue: DispatchQueue

    init(index: Int, file: String, spool: DumpSpool?) {
        self.index = index
        scanner = LogScanner(file: file, spool: spool)
        // On the global queue's own threads, one a core: a serial queue of its own would get a
        // thread of its own (libdispatch's overcommit), and a stream's dozens of runs would share
        // two cores between four or more threads, switching among them.
        queue = DispatchQueue(label: "unsat.stream-run", target: .global())
    }

    /// Reads `piece[range]` after what it read before; `done` gets the piece back once it has.
    ///
    /// In steps of a file read's chunk: the scanner passes over each byte about four times (line
    /// ends, triggers, a look back), and a step that fits in this core's cache keeps those passes
    /// there. (A piece was written by the reading thread on another core; scanned whole, its 4 MiB
    /// came from memory for each pass, which cost the stream about 10% more time than a file.)
    func feed(_ piece: Piece, _ range: Range<Int>, done: @escaping @Sendable (Piece) -> Void) {
        queue.async {
            var start = range.lowerBound
            while start < range.upperBound {
                let end = min(start + StreamScan.stepSize, range.upperBound)
                self.scanner.feed(UnsafeRawBufferPointer(rebasing: piece.bytes[start..<end]))
                start = end
            }
            done(piece)
        }
    }

    func finish(followedByHeader: Bool, into runs: RunResults) {
        runs.expect(index)
        queue.async {
            runs.store(self.scanner.finish(followedByHeader: followedByHeader), at: self.index)
        }
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
        var combined = ParseResult()
        var lines = 0
        var bytes = 0
        for index in results.indices {
            guard var part = results[index] else { continue }
            results[index] = nil
            let summary = part.files.first
            if lines > 0 { part.shiftLines(by: lines) }
            part.files = []
            combined.append(part)
            lines += summary?.lines ?? 0
            bytes += summary?.bytes ?? 0
        }
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
