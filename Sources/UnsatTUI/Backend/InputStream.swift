import Dispatch
import Foundation
import UnsatKit

/// Reads a growing input on its own thread (a pipe, `log stream … | unsat`, `--follow FILE`) and
/// hands the main loop, now and then, everything read so far, grouped, and what the title bar
/// should say about it.
final class InputStream: Sendable {
    struct Snapshot: Sendable {
        var result: ParseResult
        var conflicts: [Conflict]
        var bytes: Int
        var finished: Bool
        /// The names a followed file's readings are read under, the first first: a file read again
        /// from its start (a simulator's log, the app restarted) is one file with runs, each under
        /// its own name (`app.log`, `app.log (2)`), for its lines are not the last run's. A run
        /// whose callbacks were dropped (`forgetEarlierRuns`) keeps its place, and the next its number.
        var runs: [String] = []
    }

    /// What the input is doing, as the title bar says it.
    enum State: Equatable, Sendable {
        /// Read as it grows.
        case reading
        /// A followed file that does not exist yet.
        case waiting
        /// A followed file whose path is gone (rotated away): what was open is still read.
        case gone
        /// A followed file that exists but cannot be read (the reason); tried again and again.
        case unreadable(String)
        /// Read to its end (a pipe closed).
        case finished
    }

    /// How long the title bar says a followed file was read again from its start.
    static let noticeSeconds: UInt64 = 5

    /// What the reader thread hands the main loop.
    private struct Shared {
        var pending: Snapshot?
        var state = State.reading
        /// The last time the followed file was read again from its start, and why.
        var notice: (change: FollowedFile.Change, at: UInt64)?
        /// Asked by the main loop: the followed file's earlier runs are dropped at the next look.
        var forgetsEarlierRuns = false
    }

    private let shared = Locked(Shared())
    let name: String
    /// `tail -F` rather than read to the end.
    let follows: Bool
    /// Called on the reader thread with each snapshot and change of state, for the main loop to
    /// wake and take it rather than find it at the next key.
    private let onChange: @Sendable () -> Void

    init(name: String, follows: Bool, onChange: @escaping @Sendable () -> Void = {}) {
        self.name = name
        self.follows = follows
        self.onChange = onChange
    }

    /// What the title bar says at `now` (uptime nanoseconds): nil once the input is read whole.
    func status(at now: UInt64 = DispatchTime.now().uptimeNanoseconds) -> String? {
        let (state, notice) = shared.withLock { ($0.state, $0.notice) }
        let file = name.lastPathComponent
        switch state {
        case .finished: return nil
        case .waiting: return "waiting for \(file) to appear…"
        case .unreadable(let reason): return "cannot read \(file): \(reason)"
        case .gone: return "following \(file) · removed, waiting for a new one"
        case .reading:
            guard follows else { return "reading \(file)…" }
            // (`now` may be a moment older than a notice the reader just set.)
            if let notice, now < notice.at + Self.noticeSeconds * 1_000_000_000 {
                switch notice.change {
                case .truncated: return "following \(file) · truncated, read again from the start"
                case .replaced: return "following \(file) · replaced, read again from the start"
                case .appeared, .removed: break
                }
            }
            return "following \(file)"
        }
    }

    /// Whether a followed file is still to appear: the empty list says so.
    var isWaiting: Bool { shared.withLock { $0.state == .waiting } }

    /// Whether more may still come.
    var isActive: Bool { shared.withLock { $0.state != .finished } }

    /// Drops what the followed file's earlier runs held (`R`): the reader thread hands a snapshot
    /// of the other inputs and the run it reads now, at its next look.
    func forgetEarlierRuns() {
        shared.withLock { $0.forgetsEarlierRuns = true }
    }

    /// Whether the main loop asked for the earlier runs to go, and that it is taken.
    private func takeForgetRequest() -> Bool {
        shared.withLock { shared in
            defer { shared.forgetsEarlierRuns = false }
            return shared.forgetsEarlierRuns
        }
    }

    /// The newest snapshot not yet taken.
    func take() -> Snapshot? {
        shared.withLock { shared in
            defer { shared.pending = nil }
            return shared.pending
        }
    }

    private func post(_ snapshot: Snapshot) {
        shared.withLock { shared in
            shared.pending = snapshot
            if snapshot.finished { shared.state = .finished }
        }
        onChange()
    }

    private func set(_ newState: State, notice change: FollowedFile.Change? = nil) {
        let changed = shared.withLock { shared in
            let changed = shared.state != newState || change != nil
            shared.state = newState
            if let change { shared.notice = (change, DispatchTime.now().uptimeNanoseconds) }
            return changed
        }
        if changed { onChange() }
    }

    /// Starts reading `descriptor` (standard input) to its end; `base` is what the other inputs
    /// held. What is read is written as it comes to `copy` too, when it is a file's descriptor.
    func start(descriptor: Int32, base: ParseResult, grouper: ConflictGrouper, copy: Int32? = nil) {
        let thread = Thread { [self] in
            // Made on the reader thread and used there only.
            var reading = Reading(name: name, base: base, grouper: grouper, post: post)
            reading.post(reading.snapshot(finished: false, closeOpen: false))
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                guard reading.waitForInput(descriptor) else { continue }
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR || errno == EAGAIN { continue }
                if count > 0 {
                    if let copy { Self.write(buffer, count, to: copy) }
                    reading.feed(buffer, count)
                    continue
                }
                reading.post(reading.snapshot(finished: true, closeOpen: false))
                return
            }
        }
        thread.name = "unsat input"
        thread.start()
    }

    /// Writes the first `count` bytes of `buffer` whole to `descriptor`; a copy that cannot be
    /// written (a full disk) is left as far as it got.
    private static func write(_ buffer: [UInt8], _ count: Int, to descriptor: Int32) {
        var done = 0
        while done < count {
            let written = buffer.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress! + done, count - done) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return }
            done += written
        }
    }

    /// Starts following `file` as `tail -F` does: the end of the file is not the end, a file not
    /// there yet is waited for, and one truncated or replaced is read again from its start.
    ///
    /// What was read before stays: those callbacks happened. The new reading is appended to it
    /// under another name (`app.log (2)`), since its lines are not the old ones: a conflict is
    /// identified by where it was first reported, and line 12 of the new file is not line 12
    /// of the old. The readings are the file's runs (`Snapshot.runs`): the inspector shows them as
    /// one file, its earlier runs marked, and `forgetEarlierRuns()` drops them.
    func start(following file: FollowedFile, base: ParseResult, grouper: ConflictGrouper) {
        if !file.isOpen { set(.waiting) }
        let thread = Thread { [self] in
            // Made on the reader thread and used there only.
            var reading = Reading(name: name, base: base, grouper: grouper, post: post)
            reading.post(reading.snapshot(finished: false, closeOpen: false))
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            var readings = 1
            while true {
                if takeForgetRequest() {
                    reading.forgetEarlierRuns()
                    reading.post(reading.snapshot(finished: false, closeOpen: false))
                }
                if file.isOpen {
                    guard reading.waitForInput(file.descriptor) else { continue }
                    let count = buffer.withUnsafeMutableBytes { file.readMore(into: $0) }
                    if count < 0, errno == EINTR || errno == EAGAIN { continue }
                    if count > 0 {
                        reading.feed(buffer, count)
                        continue
                    }
                    // The end of the file for now.
                    if reading.dirty { reading.post(reading.snapshot(finished: false, closeOpen: true)) }
                }
                let change: FollowedFile.Change?
                do throws(FollowedFile.OpenError) {
                    change = try file.checkPath()
                } catch {
                    set(.unreadable(error.reason))
                    usleep(250_000)
                    continue
                }
                let state: State = !file.isOpen ? .waiting : file.pathIsGone ? .gone : .reading
                switch change {
                case .truncated, .replaced:
                    if reading.hasRead {
                        readings += 1
                        reading.restart(as: "\(name) (\(readings))")
                    }
                    set(state, notice: change)
                    reading.post(reading.snapshot(finished: false, closeOpen: false))
                case .appeared, .removed:
                    set(state)
                case nil:
                    set(state)
                    usleep(250_000)
                }
            }
        }
        thread.name = "unsat follow"
        thread.start()
    }
}

/// The reader thread's side: the scanner of the input being read, what was read before it, and
/// when to hand the main loop a snapshot. Made and used on that thread only.
private struct Reading {
    /// What the other inputs held, and the earlier readings of a followed file.
    private var base: ParseResult
    /// What the other inputs held alone: the base once the earlier runs are forgotten.
    private let inputs: ParseResult
    /// The names of the readings, the first first (`InputStream.Snapshot.runs`); forgotten runs
    /// keep their place, so that a run keeps its number.
    private(set) var runs: [String]
    private var scanner: LogScanner
    private var name: String
    private let grouper: ConflictGrouper
    let post: (InputStream.Snapshot) -> Void
    private var lastCount = 0
    private var lastPost: UInt64 = 0
    /// Bytes read of this input, every reading of it, and of this reading.
    private var total = 0
    private var readingBytes = 0
    /// Read since the last closing snapshot.
    private(set) var dirty = false
    /// When bytes last came.
    private var lastFeed: UInt64 = 0
    /// How long a report that has shown only its header is waited for before it is shown as it is.
    static let headerPatience: UInt64 = 2_000_000_000

    init(
        name: String, base: ParseResult, grouper: ConflictGrouper, post: @escaping (InputStream.Snapshot) -> Void
    ) {
        self.base = base
        inputs = base
        runs = [name]
        self.name = name
        self.grouper = grouper
        self.post = post
        scanner = LogScanner(file: name)
    }

    /// Whether anything was read since the scanner started.
    var hasRead: Bool { readingBytes > 0 }

    /// Waits up to 300 ms for `descriptor` to have something (a file always has: its end is
    /// found by reading); whether it has. When it goes quiet, a report still open is closed in a
    /// snapshot, for the user to see.
    mutating func waitForInput(_ descriptor: Int32) -> Bool {
        var descriptorState = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        // (-1 is a signal that came to this thread: a read now could block past the quiet moment.)
        let ready = poll(&descriptorState, 1, 300)
        if ready > 0 { return true }
        if ready < 0 { return false }
        if dirty { post(snapshot(finished: false, closeOpen: true)) }
        return false
    }

    mutating func feed(_ buffer: [UInt8], _ count: Int) {
        lastFeed = DispatchTime.now().uptimeNanoseconds
        total += count
        readingBytes += count
        dirty = true
        buffer.withUnsafeBytes { scanner.feed(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
        let now = DispatchTime.now().uptimeNanoseconds
        if scanner.parser.result.callbacks.count != lastCount, now - lastPost > 150_000_000 {
            post(snapshot(finished: false, closeOpen: false))
        }
    }

    /// The followed file is read again from its start: what was read so far joins the base (a
    /// report cut short ends there), and a new scanner reads under `name`.
    mutating func restart(as name: String) {
        base.append(scanner.finish())
        runs.append(name)
        self.name = name
        scanner = LogScanner(file: name)
        readingBytes = 0
        dirty = false
    }

    /// The earlier readings dropped: the base is the other inputs again, the reading goes on.
    mutating func forgetEarlierRuns() {
        base = inputs
    }

    /// Everything so far; `closeOpen` also ends a report still open (in the scanner's snapshot: the
    /// scanner itself goes on), for when the input has gone quiet after it.
    mutating func snapshot(finished: Bool, closeOpen: Bool) -> InputStream.Snapshot {
        var result = base
        var partial: ParseResult
        // A short quiet moment right after a report's header is not its end: closed then, it would
        // show as a callback that names no constraint, guessed into the conflict before it, until
        // the rest came. It shows when its list does, or once the input has been quiet a while.
        let now = DispatchTime.now().uptimeNanoseconds
        let waiting = scanner.parser.isAwaitingAReportsList && now - lastFeed < Self.headerPatience
        let closing = closeOpen && !waiting
        if finished {
            partial = scanner.finish()
        } else if closing {
            partial = scanner.snapshot()
        } else {
            partial = scanner.parser.result
            partial.files = [FileSummary(path: name, lines: scanner.nextLine - 1, bytes: readingBytes)]
        }
        result.append(partial)
        lastPost = DispatchTime.now().uptimeNanoseconds
        lastCount = scanner.parser.result.callbacks.count
        // A report may still be open after a plain snapshot: only a closing one is the last word.
        if finished || (closeOpen && !waiting) { dirty = false }
        return InputStream.Snapshot(
            result: result, conflicts: grouper.group(result), bytes: total, finished: finished, runs: runs)
    }
}
