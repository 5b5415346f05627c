import Foundation
import Testing

/// `unsat live` from the outside: where there is no unified log, and the whole reading path with
/// `UNSAT_LIVE_COMMAND` standing in for `log stream` (the test hook the README names).
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

    /// What the README's recipe does by hand: the stream piped into unsat.
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
}
