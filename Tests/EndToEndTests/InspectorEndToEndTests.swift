import Foundation
import Testing

/// The built binary on a real terminal (a private tmux server): what a user sees and types, and
/// that the terminal is given back however the inspector ends.
@Suite("Inspector on a terminal", .enabled(if: InspectorTerminal.isAvailable))
struct InspectorEndToEndTests {
    let capture = InspectorTerminal.fixture("capture-profile.log")

    @Test func opensSearchesAPartialAddressStepsCallbacksResizesAndQuits() throws {
        let terminal = try InspectorTerminal([capture])
        var screen = terminal.waitFor("Conflicts")
        #expect(screen.contains("1 ×3 ProfileVC"))
        // A level under the captured controller's row: the frame's end is cut at 80 columns.
        #expect(screen.contains("● UIImageView 0x7f9e4c70e2a0 (16 0; 358 10"))

        try terminal.type("/E2A0")
        screen = terminal.waitFor("1/12")
        #expect(screen.contains("/E2A0"))
        try terminal.send("Enter")
        screen = terminal.waitWhile("Enter keep")
        #expect(screen.contains("/E2A0 1/12"))

        try terminal.type("]")
        screen = terminal.waitFor("callback 2/3")
        // The title may be drawn before the rest of the screen: wait for the tree too.
        screen = terminal.waitFor("UIImageView 0x7f9e4c70e2a0 (16 0; 120 10")
        #expect(screen.contains("10:11:13.500"))
        #expect(screen.contains("UIImageView 0x7f9e4c70e2a0 (16 0; 120 10"))
        try terminal.type("n")
        screen = terminal.waitFor("2/12")

        try terminal.resize(120, 40)
        // The wide layout: controllers beside the constraints, addresses whole.
        screen = terminal.waitFor("● UIImageView 0x7f9e4c70e2a0  │")
        #expect(screen.contains("┼─ [3] Constraints"))
        #expect(screen.split(separator: "\n", omittingEmptySubsequences: false).count >= 40)
        try terminal.resize(30, 8)
        screen = terminal.waitFor("too small")
        #expect(screen.contains("30x8, unsat needs 36x10"))
        try terminal.resize(80, 24)
        screen = terminal.waitFor("─ Conflicts")

        try terminal.type("q")
        #expect(terminal.waitForExit() == 0)
        #expect(terminal.terminalRestored)
        screen = terminal.waitFor("[shell after unsat]")
        #expect(!screen.contains("─ Conflicts"))
    }

    @Test func withNoArgumentTheBundledSampleOpens() throws {
        let terminal = try InspectorTerminal([])
        let screen = terminal.waitFor("ProfileVC")
        #expect(screen.contains("capture-profile.log"))
        try terminal.type("q")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func severalFilesOpenTogether() throws {
        let other = InspectorTerminal.fixture("console-feed.log")
        let terminal = try InspectorTerminal([capture, other])
        let screen = terminal.waitFor("5 conflicts")
        #expect(screen.contains("capture-profile.log +1"))
        try terminal.type("q")
        #expect(terminal.waitForExit() == 0)
    }

    @Test(arguments: [("C-c", 130)])
    func controlCRestoresTheTerminal(key: String, status: Int) throws {
        let terminal = try InspectorTerminal([capture])
        terminal.waitFor("Conflicts")
        try terminal.send(key)
        #expect(terminal.waitForExit() == status)
        #expect(terminal.terminalRestored)
    }

    /// Every signal whose default ends the process: the screen, the cursor, the keypad, the mouse
    /// and the modes are the shell's again, and the signal still ends it (128 + the signal).
    @Test(arguments: [
        SIGTERM, SIGHUP, SIGSEGV, SIGABRT, SIGPIPE, SIGUSR1, SIGUSR2, SIGALRM, SIGXCPU, SIGVTALRM, SIGXFSZ, SIGPROF,
    ])
    func aSignalRestoresTheTerminalAndStillEndsTheProcess(signal: Int32) throws {
        let terminal = try InspectorTerminal([capture])
        terminal.waitFor("Conflicts")
        #expect(terminal.modes == .inspector)
        let pid = try #require(terminal.pid)
        kill(pid, signal)
        #expect(terminal.waitForExit() == 128 + Int(signal))
        #expect(terminal.terminalRestored)
        #expect(terminal.waitForModes(.normal) == .normal)
        #expect(terminal.waitFor("[shell after unsat]").contains("[shell after unsat]"))
    }

    /// A crash gives the terminal back, says so in one line with where its report is, and ends
    /// with the signal at once: Swift's backtracer does not wait for a key.
    @Test func aCrashReturnsToTheShellAtOnceWithOneLineAndAReport() throws {
        let started = Date()
        // Wide enough for the line not to wrap.
        let terminal = try InspectorTerminal([capture], width: 200, environment: ["UNSAT_TEST_CRASH": "1"])
        let status = terminal.waitForExit(timeout: 5)
        #expect(Date().timeIntervalSince(started) < 5)
        #expect(status == 128 + Int(SIGILL) || status == 128 + Int(SIGTRAP))
        #expect(terminal.terminalRestored)
        #expect(terminal.waitForModes(.normal) == .normal)
        let screen = terminal.waitFor("[shell after unsat]")
        let lines = screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let report = try #require(terminal.temporaryFiles.first)
        #expect(lines.first?.hasPrefix("unsat: crashed (SIG") == true)
        #expect(lines.first?.hasSuffix(report.lastPathComponent) == true)
        // The rest is the shell's: how the job ended ("Illegal instruction"), then its own line.
        #expect(lines.count <= 3, "\(screen)")
        for text in ["Fatal error", "Backtracing", "Press space", "Thread 0"] { #expect(!screen.contains(text)) }
        let text = try String(contentsOf: report, encoding: .utf8)
        #expect(text.contains("Fatal error: crashed on purpose"))
        #expect(text.contains("Thread 0"))
    }

    /// With SIGHUP ignored (`nohup`), a terminal that closes still ends the inspector: its reads
    /// fail, and it goes rather than spins.
    @Test func withHangupIgnoredTheInspectorEndsWhenItsTerminalCloses() throws {
        let terminal = try InspectorTerminal([capture], ignoresHangup: true)
        terminal.waitFor("Conflicts")
        let pid = try #require(terminal.pid)
        try terminal.close()
        #expect(ProcessStatus.wait(timeout: 3) { !ProcessStatus.isAlive(pid) })
        if ProcessStatus.isAlive(pid) { kill(pid, SIGKILL) }
    }

    /// A sequence the terminal's description lacks (Alt with a key, a mouse report in another
    /// protocol) is dropped, not read as Esc; Esc alone is Esc (which says how to quit).
    @Test func anUnknownEscapeSequenceIsNotEsc() throws {
        let terminal = try InspectorTerminal([capture])
        terminal.waitFor("Conflicts")
        try terminal.type("\u{1B}[<0;5;4M")
        try terminal.type("\u{1B}x")
        try terminal.type("?")
        let screen = terminal.waitFor("─ Keys ")
        #expect(screen.contains("move the selection"))
        try terminal.type("q")
        terminal.waitWhile("─ Keys ")
        try terminal.send("Escape")
        #expect(terminal.waitFor("q quits").contains("q quits"))
        try terminal.type("q")
        #expect(terminal.waitForExit() == 0)
        #expect(terminal.terminalRestored)
    }

    @Test func aPipeOnStdinIsReadWhileKeysComeFromTheTerminal() throws {
        let terminal = try InspectorTerminal([], input: capture)
        var screen = terminal.waitFor("3 conflicts")
        #expect(screen.contains("(stdin)"))
        try terminal.send("j")
        screen = terminal.waitFor("#2 ×1 · MyApp.FeedViewController")
        try terminal.type("q")
        #expect(terminal.waitForExit() == 0)
        #expect(terminal.terminalRestored)
    }

    /// Ctrl-Z gives the terminal back before the inspector stops; `fg` takes it again (keypad,
    /// alternate screen, mouse, hidden cursor, modes) and draws it whole, and the first arrow key works.
    @Test func stoppedAndContinuedTheInspectorGivesTheTerminalBackAndTakesItAgain() throws {
        let terminal = try InspectorTerminal([capture], jobControl: true)
        terminal.waitFor("Conflicts")
        let pid = try #require(terminal.pid)
        try terminal.send("C-z")
        var screen = terminal.waitFor("[stopped]")
        #expect(ProcessStatus.state(pid).hasPrefix("T"))
        #expect(terminal.modes == .normal)
        #expect(terminal.terminalRestoredWhileStopped)
        // `fg`.
        try terminal.send("Enter")
        #expect(terminal.waitForModes(.inspector) == .inspector)
        screen = terminal.waitFor("Conflicts")
        #expect(!screen.contains("[stopped]"))
        try terminal.send("Down")
        screen = terminal.waitFor("#2 ×1 · MyApp.FeedViewController")
        #expect(screen.contains("#2 ×1 · MyApp.FeedViewController"))
        try terminal.type("q")
        #expect(terminal.waitForExit() == 0)
        #expect(terminal.terminalRestored)
    }

    /// The reader's last snapshot is drawn when it comes, not at the next key: a pipe read to its
    /// end shows everything within a moment, every time (five tries: it was a race).
    @Test func aPipesLastDataIsDrawnWithoutAKey() throws {
        let log = InspectorTerminal.fixtures.deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Samples/uikit-modern.log").path
        for _ in 0..<5 {
            let terminal = try InspectorTerminal([], input: log)
            // Its first frame, however long a busy host takes to start it (a full `swift test` on two
            // cores once left the screen blank for 1.5 s); then the last data within a moment.
            terminal.waitFor(" unsat ")
            let screen = terminal.waitFor("3 conflicts", timeout: 1.5)
            #expect(screen.contains("(stdin) 3 conflicts · 4 callbacks"), "\(screen)")
            try terminal.type("q")
            #expect(terminal.waitForExit() == 0)
        }
    }

    @Test func aFollowedFileAddsCallbacksWhileYouBrowse() throws {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("unsat-follow-\(UUID().uuidString).log")
        defer { try? FileManager.default.removeItem(at: log) }
        let text = try String(contentsOfFile: capture, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        // The first conflict's first callback now, the rest of the file later.
        let cut = try #require(lines.firstIndex { $0.contains("10:11:12.402311") })
        try (lines[..<cut].joined(separator: "\n") + "\n").write(to: log, atomically: true, encoding: .utf8)
        let terminal = try InspectorTerminal(["--follow", log.path])
        var screen = terminal.waitFor("1 conflict")
        #expect(screen.contains("1 ×1 ProfileVC"))
        let handle = try FileHandle(forWritingTo: log)
        handle.seekToEndOfFile()
        handle.write(Data((lines[cut...].joined(separator: "\n")).utf8))
        try handle.close()
        screen = terminal.waitFor("3 conflicts")
        #expect(screen.contains("1 ×3 ProfileVC"))
        try terminal.type("q")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func aFollowedFileThatDoesNotExistYetIsWaitedForAndReadWhenItAppears() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("unsat-wait-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let log = directory.appendingPathComponent("app.log")
        let terminal = try InspectorTerminal(["--follow", log.path], width: 100)
        // The title says so, and the empty list (waited for: the title may be drawn before the list).
        var screen = terminal.waitUntil { screen in
            let rows = InspectorTerminal.rows(screen)
            return rows.count > 2 && rows[2].hasPrefix("  waiting for app.log")
        }
        let rows = InspectorTerminal.rows(screen)
        #expect(rows.first?.contains("waiting for app.log to appear…") == true, "\(screen)")
        #expect(rows.count > 2 && rows[2].hasPrefix("  waiting for app.log"), "\(screen)")
        try FileManager.default.copyItem(atPath: capture, toPath: log.path)
        screen = terminal.waitFor("3 conflicts")
        #expect(screen.contains("following app.log"))
        #expect(!screen.contains("waiting"))
        try terminal.type("q")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func aFollowedFileTruncatedOrReplacedIsReadAgainFromItsStartAndTheTitleSaysSo() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "unsat-again-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let log = directory.appendingPathComponent("app.log")
        let feed = InspectorTerminal.fixture("console-feed.log")
        try FileManager.default.copyItem(atPath: feed, toPath: log.path)
        let terminal = try InspectorTerminal(["--follow", log.path], width: 120)
        terminal.waitFor("2 conflicts · 4 callbacks")
        // `: > app.log`, then the app writes again: its reports are read, the earlier ones kept.
        let handle = try FileHandle(forWritingTo: log)
        try handle.truncate(atOffset: 0)
        try handle.close()
        var screen = terminal.waitFor("following app.log · truncated, read again from the start")
        try Data(contentsOf: URL(fileURLWithPath: feed)).write(to: log)
        // The same conflicts again: the same two, each with the callbacks of both readings.
        screen = terminal.waitFor("2 conflicts · 8 callbacks")
        #expect(screen.contains("truncated, read again from the start"))
        // Log rotation: another file takes the path.
        let next = directory.appendingPathComponent("next.log")
        try FileManager.default.copyItem(atPath: capture, toPath: next.path)
        #expect(rename(next.path, log.path) == 0)
        screen = terminal.waitFor("following app.log · replaced, read again from the start")
        screen = terminal.waitFor("5 conflicts · 13 callbacks")
        // One file read three times: its runs, not three files; R clears the earlier two.
        #expect(screen.contains("app.log · run 3"))
        #expect(screen.contains("run 1"))
        try terminal.type("R")
        screen = terminal.waitFor("earlier runs cleared")
        screen = terminal.waitFor("3 conflicts · 5 callbacks")
        #expect(!screen.contains("run 1"))
        try terminal.type("q")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func aFollowedPathThatIsADirectoryIsExit66NotAWait() throws {
        let directory = FileManager.default.temporaryDirectory.path
        let terminal = try InspectorTerminal(["--follow", directory])
        #expect(terminal.waitForExit() == 66)
        #expect(terminal.waitFor("is a directory").contains("unsat: \(directory): is a directory"))
    }

    @Test func noColorKeepsReverseAndBoldButDrawsNoColor() throws {
        let terminal = try InspectorTerminal([capture], environment: ["NO_COLOR": "1"])
        terminal.waitFor("Conflicts")
        let styled = terminal.styledScreen
        #expect(styled.contains("\u{1B}[1m") || styled.contains(";1m"))
        #expect(styled.contains("7m"))
        #expect(styled.range(of: "\u{1B}\\[[0-9;]*3[0-7][;m]", options: .regularExpression) == nil)
        #expect(styled.range(of: "\u{1B}\\[[0-9;]*4[0-7][;m]", options: .regularExpression) == nil)
        try terminal.type("q")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func asciiDrawsOnlyASCII() throws {
        let terminal = try InspectorTerminal(["--ascii", capture])
        let screen = terminal.waitFor("Conflicts")
        #expect(screen.contains("|-[-] . UITableView"))
        #expect(screen.unicodeScalars.allSatisfy { $0.isASCII })
        try terminal.type("q")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func aLocaleThatIsNotUTF8DrawsASCII() throws {
        let terminal = try InspectorTerminal([capture], environment: ["LANG": "C", "LC_ALL": "C"])
        let screen = terminal.waitFor("Conflicts")
        #expect(screen.unicodeScalars.allSatisfy { $0.isASCII })
        try terminal.type("q")
        #expect(terminal.waitForExit() == 0)
    }

    /// A double Esc after a search (one to end it, one more out of habit) does not quit.
    @Test func aDoubleEscapeAfterASearchDoesNotQuitButQDoes() throws {
        let terminal = try InspectorTerminal([capture])
        terminal.waitFor("Conflicts")
        try terminal.type("/E2A0")
        terminal.waitFor("1/12")
        try terminal.send("Enter")
        terminal.waitWhile("Enter keep")
        try terminal.send("Escape")
        terminal.waitWhile("/E2A0")
        try terminal.send("Escape")
        let screen = terminal.waitFor("q quits")
        #expect(screen.contains("─ Conflicts"))
        #expect(terminal.waitForExit(timeout: 1) == nil)
        try terminal.type("q")
        #expect(terminal.waitForExit() == 0)
        #expect(terminal.terminalRestored)
    }

    @Test func helpOverlayListsEveryKeyAndCloses() throws {
        let terminal = try InspectorTerminal([capture], width: 100, height: 40)
        terminal.waitFor("Conflicts")
        try terminal.type("?")
        let top = terminal.waitFor("Keys")
        for key in ["PgUp PgDn", "Tab S-Tab", "] [", "n N"] { #expect(top.contains(key)) }
        // G: the overlay's last lines, the legend of marks.
        try terminal.type("G")
        let bottom = terminal.waitFor("cut short: more than")
        #expect(bottom.contains("a conflicting view"))
        try terminal.send("Escape")
        terminal.waitWhile("cut short: more than")
        try terminal.type("q")
        #expect(terminal.waitForExit() == 0)
    }
}

/// `unsat FILE` with stdout not a terminal prints what `unsat list` prints.
@Test(.enabled(if: InspectorTerminal.binary != nil))
func inspectorWithoutATerminalPrintsTheList() throws {
    func run(_ arguments: [String]) -> String {
        Spawn.run([InspectorTerminal.binary!] + arguments, captureOutput: true).output
    }
    let capture = InspectorTerminal.fixture("capture-profile.log")
    let inspect = run([capture])
    let list = run(["list", capture])
    #expect(inspect == list)
    #expect(inspect.contains("#1  ×3  MyApp.ProfileViewController"))
}
