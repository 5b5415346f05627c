import Dispatch
import Foundation
import UnsatKit

/// Reads a growing input on its own thread (a pipe, `log stream … | unsat`, `--follow FILE`) and
/// hands the main loop, now and then, everything read so far, grouped.
final class InputStream: @unchecked Sendable {
    struct Snapshot: Sendable {
        var result: ParseResult
        var conflicts: [Conflict]
        var bytes: Int
        var finished: Bool
    }

    private let lock = NSLock()
    private var pending: Snapshot?
    private var done = false
    let name: String
    /// `tail -f` rather than read to the end.
    let follows: Bool

    init(name: String, follows: Bool) {
        self.name = name
        self.follows = follows
    }

    /// What the title bar says while the input is open.
    var status: String { follows ? "following \(name.lastPathComponent)" : "reading \(name.lastPathComponent)…" }

    /// Whether more may still come.
    var isActive: Bool {
        lock.lock()
        defer { lock.unlock() }
        return !done
    }

    /// The newest snapshot not yet taken.
    func take() -> Snapshot? {
        lock.lock()
        defer { lock.unlock() }
        let snapshot = pending
        pending = nil
        return snapshot
    }

    private func post(_ snapshot: Snapshot) {
        lock.lock()
        pending = snapshot
        if snapshot.finished { done = true }
        lock.unlock()
    }

    /// Starts reading `descriptor`; `base` is what the other inputs held. With `follow`, the end
    /// of the file is not the end: it waits for more, like `tail -f`.
    func start(descriptor: Int32, base: ParseResult, grouper: ConflictGrouper) {
        let follow = follows
        let name = self.name
        let thread = Thread { [self] in
            var scanner = LogScanner(file: name)
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            var lastCount = 0
            var lastPost: UInt64 = 0
            var total = 0
            // Read since the last snapshot.
            var dirty = false
            /// Everything so far; `closeOpen` also ends a report still open (in a copy: the real
            /// scanner goes on), for when the input has gone quiet after it.
            func snapshot(finished: Bool, closeOpen: Bool) -> Snapshot {
                var result = base
                var partial: ParseResult
                if finished {
                    partial = scanner.finish()
                } else if closeOpen {
                    var copy = scanner
                    partial = copy.finish()
                } else {
                    partial = scanner.parser.result
                    partial.files = [FileSummary(path: name, lines: scanner.nextLine - 1, bytes: total)]
                }
                result.append(partial)
                lastPost = DispatchTime.now().uptimeNanoseconds
                lastCount = scanner.parser.result.callbacks.count
                // A report may still be open after a plain snapshot: only a closing one is the last word.
                if finished || closeOpen { dirty = false }
                return Snapshot(
                    result: result, conflicts: grouper.group(result), bytes: total, finished: finished)
            }
            post(snapshot(finished: false, closeOpen: false))
            while true {
                var descriptorState = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                let ready = poll(&descriptorState, 1, 300)
                if ready == 0 {
                    if dirty { post(snapshot(finished: false, closeOpen: true)) }
                    continue
                }
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR || errno == EAGAIN { continue }
                if count > 0 {
                    total += count
                    dirty = true
                    buffer.withUnsafeBytes { scanner.feed(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
                    let now = DispatchTime.now().uptimeNanoseconds
                    if scanner.parser.result.callbacks.count != lastCount, now - lastPost > 150_000_000 {
                        post(snapshot(finished: false, closeOpen: false))
                    }
                    continue
                }
                if count == 0 && follow {
                    // The end of the file for now: wait for it to grow.
                    if dirty { post(snapshot(finished: false, closeOpen: true)) }
                    usleep(250_000)
                    continue
                }
                post(snapshot(finished: true, closeOpen: false))
                return
            }
        }
        thread.name = "unsat input"
        thread.start()
    }
}
