import Foundation
import UnsatKit

/// Standard output: everything a command prints goes through here, so a write that fails (a full
/// disk, `> /dev/full`, a closed descriptor) is remembered and the run ends with a message and
/// 74, not an empty or truncated file that passes for a result. When a pager shows the output,
/// it goes into the pager's pipe instead, and a pager that quits early is the user's choice, not
/// a failure.
enum Output {
    /// Where the output stands: one for the process, behind a lock.
    private struct State {
        /// The pager's process and the pipe to it, once started.
        var pager: (pid: Int32, pipe: Int32, command: String)?
        /// Whether the pager quit before taking everything.
        var pagerQuit = false
        /// Why the first write failed; nothing is written after it.
        var failure: String?
        /// Whether anything was to be written.
        var wrote = false
    }

    private static let state = Locked(State())

    static func write(_ text: String) {
        var text = text
        text.withUTF8 { write(UnsafeRawBufferPointer($0)) }
    }

    static func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { write($0) }
    }

    /// Standard output, when it is a pipe, made to hold a megabyte instead of 64 KiB: a long result
    /// (`list --json` of a large log) then goes to the reader in a few large reads instead of
    /// hundreds of small ones, each waking the other side. Linux only; elsewhere nothing changes.
    static func widenPipe() {
        var info = stat()
        guard fstat(1, &info) == 0, (info.st_mode & S_IFMT) == S_IFIFO else { return }
        Platform.widenPipe(1)
    }

    /// Writes all of `buffer` (a pipe may take it in pieces).
    static func write(_ buffer: UnsafeRawBufferPointer) {
        state.withLock { state in
            state.wrote = true
            guard state.failure == nil, !state.pagerQuit, let base = buffer.baseAddress else { return }
            let descriptor = state.pager?.pipe ?? 1
            var offset = 0
            while offset < buffer.count {
                let written = writeDescriptor(descriptor, base + offset, buffer.count - offset)
                if written < 0, errno == EINTR { continue }
                if written < 0, errno == EPIPE, state.pager != nil {
                    state.pagerQuit = true
                    return
                }
                if written < 0 {
                    state.failure = String(cString: strerror(errno))
                    return
                }
                offset += written
            }
        }
    }

    /// Ends the output. Closing the descriptor reports what a file system only reports then (NFS);
    /// returns why the output is incomplete, nil when it is whole.
    static func finish() -> String? {
        state.withLock { state in
            if let pager = state.pager {
                // The pager reads to the end of the pipe, then shows it until the user quits it.
                close(pager.pipe)
                // 126 and 127: the shell could not run the command (not found, not executable), and
                // the text went nowhere; any other status is the pager's own (a user's q, a signal).
                let status = Platform.waitForExit(pager.pid)
                if status == 126 || status == 127, state.failure == nil {
                    state.failure =
                        "the pager '\(pager.command)' could not be run (status \(status)); set UNSAT_PAGER, or use --no-pager"
                }
            }
            // A run that printed nothing (an error said on stderr) keeps its own status.
            guard state.wrote else { return nil }
            if state.failure == nil, close(1) != 0, errno != EINTR { state.failure = String(cString: strerror(errno)) }
            return state.failure.map { "cannot write the output: \($0)" }
        }
    }

    /// Sends what is written from now on through `/bin/sh -c command`, which shows it on the
    /// terminal; when it cannot be started, the output goes to standard output as before.
    static func startPager(_ command: String, environment: [String: String]) {
        state.withLock { state in
            guard state.pager == nil, state.failure == nil else { return }
            var ends: [Int32] = [-1, -1]
            guard pipe(&ends) == 0 else { return }
            Platform.ignoreSignalsForPager()
            let pid: Int32
            do {
                pid = try Platform.spawn(
                    ["/bin/sh", "-c", command], input: ends[0], closing: ends[1], environment: environment)
            } catch {
                close(ends[0])
                close(ends[1])
                return
            }
            close(ends[0])
            state.pager = (pid, ends[1], command)
        }
    }

    /// Standard output was closed when the process started: its /dev/null stand-in is not written to.
    static func closed() {
        state.withLock { $0.failure = "standard output is closed" }
    }
}

/// The C `write`, which `Output.write` would hide.
private func writeDescriptor(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
