import Foundation

/// One run of a stream: a report's first line and what follows up to the next, read by one
/// scanner, on whichever core holds it.
final class StreamRun: @unchecked Sendable {
    // @unchecked: `busy` and what waits are guarded by `lock`, an NSCondition a core waits on for
    // the reader to catch up (`Locked` cannot wait); `scanner` is touched only by the one core that
    // holds the run (`busy`), which is handed over under that lock.
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
