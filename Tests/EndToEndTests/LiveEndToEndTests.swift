import Foundation
import Testing

/// `unsat live` from the outside: where there is no unified log, and the whole reading path with
/// `UNSAT_LIVE_COMMAND` standing in for `log stream` (the test hook docs/usage.md names).
struct LiveEndToEndTests {
    static let sample = Binary.packageRoot.appendingPathComponent("Samples/live-simulator.log").path

    @Test func withoutTheUnifiedLogLiveIsExit69SayingHowToPipeALogIn() throws {
        #if !os(macOS)
            let run = try Binary.run(["live"])
            #expect(run.status == 69)
            #expect(run.stdout.isEmpty)
            #expect(run.stderr.contains("only macOS has"))
            #expect(run.stderr.contains("unsat console.log"))
            #expect(run.stderr.contains("ssh mac 'xcrun simctl spawn booted log stream --style default --predicate"))
        #endif
    }

    @Test func liveOptionsAreLivesAlone() throws {
        for arguments in [
            ["list", "--mac"], ["live", "--mac", "--device", "X"], ["live", "--device"], ["live", "--process"],
            ["live", "console.log"],
        ] {
            let run = try Binary.run(arguments)
            #expect(run.status == 64, "\(arguments)")
            #expect(run.stderr.contains("Try 'unsat --help'"), "\(arguments)")
        }
    }

    /// The sample written into the pipe a few lines at a time, as `log stream` writes: read whole,
    /// and (not on a terminal) listed when the stream ends.
    @Test func aStreamWrittenSlowlyIsReadWhole() throws {
        let slowly = "while IFS= read -r line; do printf '%s\\n' \"$line\"; sleep 0.01; done < \"$SAMPLE\""
        let run = try Binary.run(["live"], environment: ["UNSAT_LIVE_COMMAND": slowly, "SAMPLE": Self.sample])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("log stream (booted simulator): 2 conflicts, 3 callbacks"))
        #expect(!run.stdout.contains("note"))
    }

    @Test func aStreamThatCannotStartIsExit69WithItsOwnWords() throws {
        let run = try Binary.run(
            ["live"], environment: ["UNSAT_LIVE_COMMAND": "echo 'No devices are booted.' >&2; exit 149"])
        #expect(run.status == 69)
        #expect(run.stderr.contains("the log stream ended (status 149)"))
        #expect(run.stderr.contains("No devices are booted."))
    }

    /// What the usage page's recipe does by hand: the stream piped into unsat.
    @Test func theStreamPipedInByHandReadsTheSame() throws {
        let run = try Binary.shell("cat \"$SAMPLE\" | \"$UNSAT\" list", environment: ["SAMPLE": Self.sample])
        #expect(run.status == 0)
        #expect(run.stdout.contains("(stdin): 2 conflicts, 3 callbacks"))
    }

    /// A signal that ends the inspector (SIGTERM; SIGHUP when its terminal closes) ends the stream
    /// too: it used to run on, unseen, until it next wrote into a pipe nobody read.
    @Test(.enabled(if: InspectorTerminal.isAvailable))
    func aSignalThatEndsTheInspectorEndsTheStream() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("unsat-live-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let pids = directory.appendingPathComponent("pids").path
        // The stream's shell says whose child it is (unsat) and who it is, then waits forever.
        let stream =
            "echo $PPID $$ > \(InspectorTerminal.quote(pids)); cat \(InspectorTerminal.quote(Self.sample)); exec sleep 600"
        let terminal = try InspectorTerminal(["live"], environment: ["UNSAT_LIVE_COMMAND": stream])
        terminal.waitFor("2 conflicts")
        let numbers = try String(contentsOfFile: pids, encoding: .utf8).split(separator: " ").compactMap {
            Int32($0.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        try #require(numbers.count == 2)
        let (unsat, streamProcess) = (numbers[0], numbers[1])
        #expect(kill(streamProcess, 0) == 0, "the stream runs while the inspector does")
        kill(unsat, SIGTERM)
        let deadline = Date().addingTimeInterval(5)
        while kill(streamProcess, 0) == 0, Date() < deadline { usleep(20_000) }
        let alive = kill(streamProcess, 0) == 0
        if alive { kill(streamProcess, SIGKILL) }
        #expect(!alive, "the stream outlived the inspector")
        #expect(terminal.terminalRestored)
    }

    /// A pause right after a report's header (the rest of it still to come) does not show it as a
    /// callback that names no constraint; once its list comes, it is whole. A header that stays
    /// alone for a while is shown as it is: nothing read is left out for long.
    @Test(.enabled(if: InspectorTerminal.isAvailable))
    func aPauseAfterAReportsHeaderWaitsForItsList() throws {
        // The pause lasts until the test has seen it (the file GO appears), not a fixed time: on a
        // busy machine the inspector may take longer to start than any pause would.
        let go = FileManager.default.temporaryDirectory.appendingPathComponent("unsat-go-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: go) }
        let stream = """
            head -n 42 "$SAMPLE"; while [ ! -e "$GO" ]; do sleep 0.1; done; tail -n +43 "$SAMPLE"; printf '%s\\n' \
            '2026-03-05 14:22:20.000000+0100 0x2c41d7   Default     0x0                  61234  0    Pantry: (UIKitCore) [com.apple.UIKit:LayoutConstraints] Unable to simultaneously satisfy constraints.'; \
            exec sleep 600
            """
        let terminal = try InspectorTerminal(
            ["live"], width: 100, height: 30,
            environment: ["UNSAT_LIVE_COMMAND": stream, "SAMPLE": Self.sample, "GO": go])
        // The first two reports, and the third's header: two callbacks while the pause lasts.
        let paused = terminal.waitFor("2 conflicts · 2 callbacks")
        #expect(paused.contains("2 conflicts · 2 callbacks"))
        usleep(700_000)
        #expect(terminal.screen.contains("2 conflicts · 2 callbacks"), "\(terminal.screen)")
        #expect(FileManager.default.createFile(atPath: go, contents: Data()))
        // The rest of the third report: whole, with its conflict.
        terminal.waitFor("3 callbacks")
        #expect(terminal.screen.contains("2 conflicts · 3 callbacks"), "\(terminal.screen)")
        // A fourth header alone, for longer than the wait: shown, said to be cut.
        let alone = terminal.waitFor("4 callbacks", timeout: 6)
        #expect(alone.contains("2 conflicts · 4 callbacks"), "\(alone)")
        try terminal.type("q")
        #expect(terminal.waitForExit() == 0)
    }
}
