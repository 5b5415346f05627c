import CBytes
import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Starting programs and waiting for them: every program unsat starts (a pager, a log stream)
/// starts through `spawn`, so each gets the same clean signal state.
extension Platform {
    /// Why a program could not be started: the `errno` posix_spawn gave.
    package struct SpawnError: Error {
        package var code: Int32
        /// `code` in words (`No such file or directory`).
        package var reason: String { String(cString: strerror(code)) }
    }

    /// Starts `arguments` (the program looked up in PATH), as a shell would: no signal blocked, and
    /// SIGINT, SIGQUIT, SIGTSTP, SIGTTIN, SIGTTOU, SIGPIPE, SIGHUP, SIGTERM, SIGWINCH and SIGCONT at
    /// their defaults, whatever this process does with them. Its standard input is `input` (closed
    /// in it after), or /dev/null when nil; its output and errors `output` and `errors`, or this
    /// process's when nil; `closing` is closed in it; its environment is `environment`, or this
    /// process's when nil; `ownProcessGroup` puts it at the head of a group of its own, so that
    /// ending the group ends whatever it starts too. Returns its process id.
    package static func spawn(
        _ arguments: [String], input: Int32? = nil, output: Int32? = nil, errors: Int32? = nil,
        closing: Int32? = nil, environment: [String: String]? = nil, ownProcessGroup: Bool = false
    ) throws(SpawnError) -> Int32 {
        let words: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        let variables: [UnsafeMutablePointer<CChar>?]? = environment.map { environment in
            environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        }
        defer { for pointer in words + (variables ?? []) { free(pointer) } }
        var pid: pid_t = 0
        let failure = words.withUnsafeBufferPointer { words in
            func start(_ variables: UnsafePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
                unsat_spawn(
                    words.baseAddress, variables, input ?? -1, output ?? -1, errors ?? -1, closing ?? -1,
                    ownProcessGroup ? 1 : 0, &pid)
            }
            guard let variables else { return start(nil) }
            return variables.withUnsafeBufferPointer { start($0.baseAddress) }
        }
        guard failure == 0 else { throw SpawnError(code: failure) }
        return pid
    }

    /// Waits for `pid` to end; its exit status, or 128 + the signal that ended it.
    @discardableResult
    package static func waitForExit(_ pid: Int32) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return -1 }
        }
        return exitStatus(status)
    }

    /// A `waitpid` status as a shell gives it: the exit status, or 128 + the signal that ended it.
    /// (WIFEXITED and friends are macros Swift does not see: the low 7 bits are the signal.)
    package static func exitStatus(_ raw: Int32) -> Int32 {
        let signal = raw & 0x7f
        return signal == 0 ? (raw >> 8) & 0xff : 128 + signal
    }

    /// Whether SIGPIPE, SIGINT and SIGQUIT are ignored: while a pager shows the output, a write
    /// to a pager that quit is EPIPE (not death), and Ctrl-C is the pager's to take.
    package static func ignoreSignalsForPager() {
        for sig in [SIGPIPE, SIGINT, SIGQUIT] { _ = signal(sig, SIG_IGN) }
    }

    /// Waits up to no time (`waiting` false) or until it ends for the child `pid`: its exit status
    /// (see `exitStatus`) once it has ended, nil while it runs.
    package static func reap(_ pid: Int32, waiting: Bool) -> Int32? {
        var raw: Int32 = 0
        while true {
            let got = waitpid(pid, &raw, waiting ? 0 : WNOHANG)
            if got < 0, errno == EINTR { continue }
            guard got == pid else { return nil }
            return exitStatus(raw)
        }
    }

    /// Sends SIGTERM to the process group `group` leads.
    package static func endProcessGroup(_ group: Int32) { kill(-group, SIGTERM) }

    /// A pipe whose ends are closed in every program started (a child is given its end by `spawn`):
    /// else the pipe would not end when one side does. Nil when none can be made (errno says why).
    package static func makePipe() -> (read: Int32, write: Int32)? {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return (ends[0], ends[1])
    }

    /// Makes `descriptor` this process's standard input; nil, or why it could not.
    package static func makeStandardInput(_ descriptor: Int32) -> String? {
        dup2(descriptor, 0) == 0 ? nil : String(cString: strerror(errno))
    }

    /// A new file in the temporary directory (TMPDIR, else /tmp), named from `prefix`, unlinked at
    /// once (it goes away with the process, however it ends) and closed in programs started; nil
    /// when none can be made.
    package static func unlinkedTemporaryFile(prefix: String) -> Int32? {
        let directory = environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((directory + "/" + prefix + "-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return nil }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        return descriptor
    }
}
