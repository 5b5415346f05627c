import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Starting programs and waiting for them.
extension Platform {
    /// Starts `/bin/sh -c command` (a pager) with `input` as its standard input and `environment`
    /// as its environment, the other descriptors as this process's; `close` is closed in it. The
    /// child gets the default action for the signals this process ignores while it waits. Returns
    /// its process id, or nil when it could not be started.
    public static func spawnShell(
        _ command: String, input: Int32, closing close: Int32, environment: [String: String]
    ) -> Int32? {
        #if canImport(Darwin)
            var attributes: posix_spawnattr_t? = nil
            var actions: posix_spawn_file_actions_t? = nil
        #else
            var attributes = posix_spawnattr_t()
            var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawnattr_init(&attributes)
        posix_spawn_file_actions_init(&actions)
        defer {
            posix_spawnattr_destroy(&attributes)
            posix_spawn_file_actions_destroy(&actions)
        }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGINT, SIGQUIT] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
        posix_spawn_file_actions_adddup2(&actions, input, 0)
        posix_spawn_file_actions_addclose(&actions, input)
        posix_spawn_file_actions_addclose(&actions, close)
        let words: [String] = ["/bin/sh", "-c", command]
        let arguments: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        let variables: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in arguments + variables { free(pointer) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, "/bin/sh", &actions, &attributes, arguments, variables) == 0 else { return nil }
        return pid
    }

    /// Waits for `pid` to end; its exit status, or 128 + the signal that ended it.
    @discardableResult
    public static func waitForExit(_ pid: Int32) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return -1 }
        }
        return exitStatus(status)
    }

    /// A `waitpid` status as a shell gives it: the exit status, or 128 + the signal that ended it.
    /// (WIFEXITED and friends are macros Swift does not see: the low 7 bits are the signal.)
    public static func exitStatus(_ raw: Int32) -> Int32 {
        let signal = raw & 0x7f
        return signal == 0 ? (raw >> 8) & 0xff : 128 + signal
    }

    /// Whether SIGPIPE, SIGINT and SIGQUIT are ignored: while a pager shows the output, a write
    /// to a pager that quit is EPIPE (not death), and Ctrl-C is the pager's to take.
    public static func ignoreSignalsForPager() {
        for sig in [SIGPIPE, SIGINT, SIGQUIT] { _ = signal(sig, SIG_IGN) }
    }
}
