import Foundation

/// The built `unsat` inside a private tmux server: a real terminal that tests type into and read
/// back. The command runs in a shell that records the terminal modes before and after, the exit
/// status, and the inspector's process id (for signals).
final class InspectorTerminal {
    static let tmux: String? = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/opt/homebrew/bin/tmux"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// The `unsat` built beside this test bundle.
    static let binary: String? = {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("unsat").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let fallback = root.appendingPathComponent(".build/debug/unsat").path
        return FileManager.default.isExecutableFile(atPath: fallback) ? fallback : nil
    }()

    static var isAvailable: Bool { tmux != nil && binary != nil }

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("UnsatTUITests/Fixtures")

    static func fixture(_ name: String) -> String { fixtures.appendingPathComponent(name).path }

    let socket = "unsat-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"
    let directory: URL

    /// Starts `unsat ARGUMENTS` on a terminal of this size; `input` is piped to its stdin
    /// (`cat FILE | unsat ...`), and `environment` added to the terminal's. `ignoresHangup` runs it
    /// as `nohup` would, with SIGHUP ignored. `jobControl` runs it as a job that Ctrl-Z stops: the
    /// shell then says `[stopped]`, and Enter brings it back (`fg`). `inItsDirectory` runs it in
    /// the terminal's own temporary `directory`, for a command that writes a file where it runs.
    init(
        _ arguments: [String], width: Int = 80, height: Int = 24, input: String? = nil,
        environment: [String: String] = [:], ignoresHangup: Bool = false, jobControl: Bool = false,
        inItsDirectory: Bool = false
    )
        throws
    {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let d = directory.path
        let command = ([Self.binary!] + arguments).map(Self.quote).joined(separator: " ")
        let run =
            input.map { "cat \(Self.quote($0)) | sh -c \(Self.quote("echo $$ > \(d)/pid; exec \(command)"))" }
            ?? "sh -c \(Self.quote("echo $$ > \(d)/pid; exec \(command)"))"
        // No SWIFT_BACKTRACE unless a test sets one: the inspector decides what a crash does. Its
        // crash reports land in this directory.
        var env = ["LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "TERM": "xterm-256color", "TMPDIR": d]
        env.merge(environment) { _, new in new }
        let exports = env.sorted { $0.key < $1.key }.map { "\($0.key)=\(Self.quote($0.value))" }.joined(separator: " ")
        // A trap, not an ignore, so that Ctrl-C reaches the inspector and the shell goes on after it.
        // The shell stays to be looked at, unless its terminal is gone (then it would outlive tmux).
        // With job control (`set -m`) the inspector is a job in a process group of its own, which a
        // stop signal stops (in the shell's group, which has no parent in the session, it would not).
        let stopped = jobControl ? "; stty -g > \(d)/stopped; echo '[stopped]'; read _; fg" : ""
        let script =
            (inItsDirectory ? "cd \(d); " : "") + (ignoresHangup ? "trap '' HUP; " : "")
            + (jobControl ? "set -m; " : "")
            + "trap true INT; stty -g > \(d)/before; \(run)\(stopped); echo $? > \(d)/status; "
            + "stty -g > \(d)/after; echo '[shell after unsat]'; [ -t 0 ] && sleep 60"
        try tmux([
            "new-session", "-d", "-s", "t", "-x", "\(width)", "-y", "\(height)",
            "env -u SWIFT_BACKTRACE \(exports) sh -c \(Self.quote(script))",
        ])
        try tmux(["set-option", "-t", "t", "status", "off"])
    }

    deinit {
        _ = try? tmux(["kill-server"])
        try? FileManager.default.removeItem(at: directory)
    }

    static func quote(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }

    @discardableResult
    func tmux(_ arguments: [String]) throws -> String {
        // Only commands that print (capture-pane, display-message, show-buffer) are read: the server a first
        // command starts would keep a pipe open for ever.
        let prints = ["capture-pane", "display-message", "show-buffer"].contains(arguments.first)
        return Spawn.run([Self.tmux!, "-L", socket, "-f", "/dev/null"] + arguments, captureOutput: prints).output
    }

    /// Keys in tmux's names (`Down`, `Enter`, `C-c`) or literal text.
    func send(_ keys: String...) throws {
        for key in keys { try tmux(["send-keys", "-t", "t", key]) }
    }

    /// Keys in tmux's names sent by one `send-keys`, so that they arrive together.
    func tmuxKeys(_ keys: [String]) throws {
        try tmux(["send-keys", "-t", "t"] + keys)
    }

    func type(_ text: String) throws {
        try tmux(["send-keys", "-t", "t", "-l", text])
    }

    func resize(_ width: Int, _ height: Int) throws {
        try tmux(["resize-window", "-t", "t", "-x", "\(width)", "-y", "\(height)"])
    }

    var screen: String { (try? tmux(["capture-pane", "-p", "-t", "t"])) ?? "" }

    /// The screen with its colors and attributes as escape sequences.
    var styledScreen: String { (try? tmux(["capture-pane", "-p", "-e", "-t", "t"])) ?? "" }

    /// Waits until the screen shows `text` (or `timeout` seconds pass); returns the screen, drawn
    /// whole (`waitUntil`).
    @discardableResult
    func waitFor(_ text: String, timeout: Double = 10) -> String {
        waitUntil(timeout: timeout) { $0.contains(text) }
    }

    /// Waits until `drawn` holds of the screen (or `timeout` seconds pass); returns the screen once it
    /// has stopped changing. The inspector draws a frame in pieces, and a busy host can run the test
    /// between them: the first row that says `text` may stand above rows not drawn yet, so the screen
    /// is taken again until two captures a moment apart agree.
    @discardableResult
    func waitUntil(timeout: Double = 10, _ drawn: (String) -> Bool) -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var current = screen
        while Date() < deadline {
            if drawn(current) {
                usleep(30_000)
                let again = screen
                if again == current { return current }
                current = again
                continue
            }
            usleep(50_000)
            current = screen
        }
        return current
    }

    /// The screen's rows, blank ones kept, so that a row's number is its place on the screen.
    static func rows(_ screen: String) -> [Substring] {
        screen.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// Waits until the screen no longer shows `text`.
    @discardableResult
    func waitWhile(_ text: String, timeout: Double = 10) -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var current = screen
        while current.contains(text), Date() < deadline {
            usleep(50_000)
            current = screen
        }
        return current
    }

    private func file(_ name: String) -> String? {
        (try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The inspector's exit status, once it has exited (128 + the signal when killed by one).
    func waitForExit(timeout: Double = 10) -> Int? {
        let deadline = Date().addingTimeInterval(timeout)
        while file("status") == nil, Date() < deadline { usleep(50_000) }
        usleep(100_000)
        return file("status").flatMap { Int($0) }
    }

    /// Whether the terminal's modes after the inspector are the ones before it.
    var terminalRestored: Bool {
        guard let before = file("before"), let after = file("after") else { return false }
        return before == after
    }

    /// Whether the terminal's modes while the inspector was stopped (`jobControl`) were the ones before it.
    var terminalRestoredWhileStopped: Bool {
        guard let before = file("before"), let stopped = file("stopped") else { return false }
        return before == stopped
    }

    /// What the terminal is doing, as tmux sees it: the modes a full-screen program turns on and
    /// must turn off again.
    struct Modes: Equatable, CustomStringConvertible {
        var alternateScreen: Bool
        var cursorVisible: Bool
        /// Keypad transmit (the arrow keys send `ESC O A`, as terminfo says), cursor or numeric.
        var keypad: Bool
        var mouse: Bool

        /// A shell's terminal.
        static let normal = Modes(alternateScreen: false, cursorVisible: true, keypad: false, mouse: false)
        /// The inspector's.
        static let inspector = Modes(alternateScreen: true, cursorVisible: false, keypad: true, mouse: true)

        var description: String {
            "alternate \(alternateScreen), cursor \(cursorVisible), keypad \(keypad), mouse \(mouse)"
        }
    }

    var modes: Modes? {
        let flags =
            (try? tmux([
                "display-message", "-p", "-t", "t",
                "#{alternate_on} #{cursor_flag} #{keypad_cursor_flag} #{keypad_flag} #{mouse_any_flag}",
            ]))?.split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) == "1" }
        guard let flags, flags.count == 5 else { return nil }
        return Modes(alternateScreen: flags[0], cursorVisible: flags[1], keypad: flags[2] || flags[3], mouse: flags[4])
    }

    /// Waits until the terminal's modes are `expected` (or `timeout` seconds pass); returns the last seen.
    @discardableResult
    func waitForModes(_ expected: Modes, timeout: Double = 5) -> Modes? {
        let deadline = Date().addingTimeInterval(timeout)
        var current = modes
        while current != expected, Date() < deadline {
            usleep(50_000)
            current = modes
        }
        return current
    }

    /// Closes the terminal, as closing its window does.
    func close() throws { try tmux(["kill-server"]) }

    /// The files the inspector left in its temporary directory (crash reports).
    var temporaryFiles: [URL] {
        ((try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)) ?? [])
            .filter { $0.lastPathComponent.hasPrefix("unsat") }
    }

    var pid: pid_t? {
        let deadline = Date().addingTimeInterval(5)
        while file("pid") == nil, Date() < deadline { usleep(50_000) }
        return file("pid").flatMap { pid_t($0) }
    }
}

/// Another process, as `ps` and `kill` see it.
enum ProcessStatus {
    /// Whether `pid` is still there (a zombie counts: its parent has yet to wait for it).
    static func isAlive(_ pid: pid_t) -> Bool { kill(pid, 0) == 0 || errno == EPERM }

    /// `ps`'s state letter: `T` stopped, `S` sleeping, `R` running.
    static func state(_ pid: pid_t) -> String {
        let ps = ["/bin/ps", "/usr/bin/ps"].first { FileManager.default.isExecutableFile(atPath: $0) } ?? "/bin/ps"
        return Spawn.run([ps, "-o", "stat=", "-p", "\(pid)"], captureOutput: true).output
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Waits until `condition` holds (or `timeout` seconds pass); whether it does.
    static func wait(timeout: Double = 5, until condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            if Date() >= deadline { return false }
            usleep(50_000)
        }
        return true
    }
}

/// Runs a program and waits for it, with no signal blocked or ignored in it: the test runner
/// blocks most signals on its threads, and a tmux server that inherited that could be neither
/// stopped nor told its client left. (Foundation's `Process` passes the mask on.)
enum Spawn {
    static func run(_ arguments: [String], captureOutput: Bool) -> (status: Int32, output: String) {
        #if os(Linux)
            var attributes = posix_spawnattr_t()
            var actions = posix_spawn_file_actions_t()
        #else
            var attributes: posix_spawnattr_t? = nil
            var actions: posix_spawn_file_actions_t? = nil
        #endif
        posix_spawnattr_init(&attributes)
        posix_spawn_file_actions_init(&actions)
        defer {
            posix_spawnattr_destroy(&attributes)
            posix_spawn_file_actions_destroy(&actions)
        }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGCHLD, SIGUSR1, SIGUSR2, SIGWINCH, SIGTSTP] {
            sigaddset(&defaults, signal)
        }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var fds: [Int32] = [-1, -1]
        if captureOutput {
            _ = pipe(&fds)
            posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
            posix_spawn_file_actions_addclose(&actions, fds[0])
            posix_spawn_file_actions_addclose(&actions, fds[1])
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        // The environment as Foundation sees it (`environ` is not visible from Swift on every platform).
        var environment: [UnsafeMutablePointer<CChar>?] =
            ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in environment { free(pointer) } }
        let spawned = posix_spawn(&pid, arguments[0], &actions, &attributes, &argv, &environment)
        if captureOutput { close(fds[1]) }
        guard spawned == 0 else {
            if captureOutput { close(fds[0]) }
            return (-1, "")
        }
        var output: [UInt8] = []
        if captureOutput {
            var buffer = [UInt8](repeating: 0, count: 65536)
            while true {
                let count = read(fds[0], &buffer, buffer.count)
                if count < 0, errno == EINTR { continue }
                if count <= 0 { break }
                output.append(contentsOf: buffer[0..<count])
            }
            close(fds[0])
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return (exitStatus, String(decoding: output, as: UTF8.self))
    }
}
