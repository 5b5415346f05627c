import Dispatch

/// One run of a stream: a report's first line and what follows up to the next, read by one
/// scanner, on whichever core holds it.
final class StreamRun: Sendable {
    enum End { case followedByHeader, endOfInput }

    let index: Int
    /// Bytes that may wait at once; a core that would add more waits for the reader to catch up.
    private let waitingLimit: Int
    /// Fed only by the core that holds the run (`State.busy`), so its lock is never waited for.
    private let scanner: Locked<LogScanner>
    private let state = Locked(State())

    /// Whether a core is reading the run, and what waits for that core.
    private struct State {
        var busy = true
        var waiting: [(bytes: [UInt8], end: End?)] = []
        var waitingBytes = 0
        /// The cores waiting for what waits to shrink (or for the run to be let go), each woken once.
        var sleepers: [DispatchSemaphore] = []

        /// Wakes every core waiting, to look again.
        mutating func wakeSleepers() {
            for sleeper in sleepers { sleeper.signal() }
            sleepers = []
        }
    }

    init(index: Int, file: String, spool: DumpSpool?, lineEnds: LogScanner.LineEnds, waitingLimit: Int) {
        self.index = index
        self.waitingLimit = waitingLimit
        var scanner = LogScanner(file: file, spool: spool)
        scanner.lineEnds = lineEnds
        self.scanner = Locked(scanner)
    }

    /// What `deliver` found under the lock.
    private enum Delivery {
        /// Too much waits already: wait on the semaphore, then look again.
        case wait(DispatchSemaphore)
        /// No core holds the run: the caller now does.
        case hold
        /// Copied for the core that holds it.
        case copied
    }

    /// Hands the run what comes next of it: true when the caller now holds the run and must read
    /// `bytes` itself (then `readWaiting`); else they were copied for the core that holds it.
    func deliver(_ bytes: Slice<UnsafeRawBufferPointer>, end: End?) -> Bool {
        guard !bytes.isEmpty || end != nil else { return false }
        while true {
            let delivery: Delivery = state.withLock { state in
                // The core holding the run may read all that waits and let the run go while this one waits.
                if state.busy, state.waitingBytes > waitingLimit {
                    let sleeper = DispatchSemaphore(value: 0)
                    state.sleepers.append(sleeper)
                    return .wait(sleeper)
                }
                guard state.busy else {
                    state.busy = true
                    return .hold
                }
                state.waiting.append((Array(bytes), end))
                state.waitingBytes += bytes.count
                return .copied
            }
            switch delivery {
            case .wait(let sleeper): sleeper.wait()
            case .hold: return true
            case .copied: return false
            }
        }
    }

    /// Reads `bytes` after what it read before (by a core that holds the run).
    func read(_ bytes: Slice<UnsafeRawBufferPointer>) {
        guard !bytes.isEmpty else { return }
        scanner.withLock { $0.feed(UnsafeRawBufferPointer(rebasing: bytes)) }
    }

    /// Reads what waits, in order, then lets the run go; a run whose end has come is finished and
    /// its result stored.
    func readWaiting(then end: End?, into runs: RunResults) {
        var end = end
        while end == nil {
            let next: (bytes: [UInt8], end: End?)? = state.withLock { state in
                defer { state.wakeSleepers() }
                guard !state.waiting.isEmpty else {
                    state.busy = false
                    return nil
                }
                let next = state.waiting.removeFirst()
                state.waitingBytes -= next.bytes.count
                return next
            }
            guard let next else { return }
            scanner.withLock { scanner in next.bytes.withUnsafeBytes { scanner.feed($0) } }
            end = next.end
        }
        runs.store(scanner.withLock { $0.finish(followedByHeader: end == .followedByHeader) }, at: index)
    }
}
