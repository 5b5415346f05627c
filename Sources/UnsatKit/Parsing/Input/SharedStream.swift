import Foundation

/// The stream and what the cores share of it: the reading (one core at a time), the run the next
/// chunk continues, and the runs' results.
final class SharedStream: Sendable {
    let runs = RunResults()
    private let input: InputFile
    private let chunkSize: Int
    private let spool: DumpSpool?
    /// The reading, one core at a time: who reads the stream holds this.
    private let state = Locked(State())

    /// What the cores share of the reading.
    private struct State {
        var failure: InputFile.ReadError?
        var ended = false
        var current: StreamRun?
        var nextIndex = 0
        var startsLine = true
        /// The stream's line ends, told by its first (runs are cut only at `\n` line starts, and each
        /// is told them); `afterReturn`: the bytes so far end in the `\r` of the first line end.
        var lineEnds = LogScanner.LineEnds.undecided
        var afterReturn = false
    }

    /// What a core took of the stream: `count` bytes, cut at `cut`; the run their head ends when this
    /// core is to read it, and the run it starts at the cut; whether the stream has ended.
    private struct Taken {
        var head: (run: StreamRun, end: StreamRun.End?)?
        var mine: StreamRun?
        var cut: Int?
        var count: Int
        var ended: Bool
    }

    /// Why reading the stream failed part way, if it did.
    var failure: InputFile.ReadError? { state.withLock { $0.failure } }

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
            // What this core is to read, worked out while it holds the stream.
            let taken: Taken? = state.withLock { state in
                guard !state.ended else { return nil }
                let count = fill(buffer, &state)
                let bytes = UnsafeRawBufferPointer(start: buffer, count: count)
                let previous = state.current
                // The first run starts with the stream; each later one at a report's first line.
                Self.decideLineEnds(bytes, &state)
                var cut: Int?
                if previous == nil {
                    cut = 0
                } else if state.lineEnds == .newline,
                    case .at(let start) = ReportCut.first(
                        in: bytes, startsLine: state.startsLine, endsLine: state.ended)
                {
                    cut = start
                }
                if count > 0 { state.startsLine = bytes[count - 1] == ASCII.newline }
                // What the chunk before the cut ends: the run before, up to a header or the end.
                var head: (run: StreamRun, end: StreamRun.End?)?
                if let previous {
                    let end: StreamRun.End? = cut != nil ? .followedByHeader : state.ended ? .endOfInput : nil
                    if previous.deliver(bytes[0..<(cut ?? count)], end: end) { head = (previous, end) }
                }
                var mine: StreamRun?
                if let cut, cut < count || previous == nil {
                    // A few chunks may wait for a run: what a core reads while the other reads one.
                    let run = StreamRun(
                        index: state.nextIndex, file: input.path, spool: spool,
                        lineEnds: previous == nil ? .undecided : state.lineEnds, waitingLimit: 4 * chunkSize)
                    state.nextIndex += 1
                    runs.expect(run.index)
                    state.current = run
                    mine = run
                }
                return Taken(head: head, mine: mine, cut: cut, count: count, ended: state.ended)
            }
            guard let taken else { return }
            // Taking a chunk emptied a pipe and woke its writer (`cat`), which waits for a core: give
            // this one up for a moment, so that the writer fills the pipe again now, while this core
            // has a chunk to read, not when the next core finds the pipe empty and waits for it.
            // (Measured on two cores: `cat FILE | unsat list --json -` 0.217 s → 0.201 s, 21 runs each.)
            sched_yield()
            let bytes = UnsafeRawBufferPointer(start: buffer, count: taken.count)
            if let head = taken.head {
                head.run.read(bytes[0..<(taken.cut ?? taken.count)])
                head.run.readWaiting(then: head.end, into: runs)
            }
            if let mine = taken.mine, let cut = taken.cut {
                mine.read(bytes[cut...])
                mine.readWaiting(then: taken.ended ? .endOfInput : nil, into: runs)
            }
        }
    }

    /// Tells the stream's line ends from its first line end, which may straddle two chunks.
    private static func decideLineEnds(_ bytes: UnsafeRawBufferPointer, _ state: inout State) {
        guard state.lineEnds == .undecided, !bytes.isEmpty else { return }
        if state.afterReturn {
            state.lineEnds = bytes[0] == ASCII.newline ? .newline : .carriageReturn
            return
        }
        state.lineEnds = LogScanner.lineEnds(of: bytes)
        state.afterReturn = state.lineEnds == .undecided && bytes[bytes.count - 1] == ASCII.carriageReturn
    }

    /// Reads up to a chunk (less only at the end, which it marks in `state`).
    private func fill(_ buffer: UnsafeMutableRawPointer, _ state: inout State) -> Int {
        var count = 0
        while count < chunkSize {
            let got: Int
            do {
                got = try input.read(into: buffer + count, count: chunkSize - count, at: nil)
            } catch {
                state.failure = error
                got = 0
            }
            guard got > 0 else {
                state.ended = true
                break
            }
            count += got
        }
        return count
    }
}
