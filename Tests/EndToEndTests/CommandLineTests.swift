import Foundation
import Testing

/// The built binary: exit codes, help, and what each command prints.
struct CommandLineTests {
    @Test func helpAndVersion() throws {
        let help = try Binary.run(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("unsat list [--json] [--explain] [FILE ...]"))
        #expect(help.stdout.contains("unsat show ID [FILE ...]"))
        let listHelp = try Binary.run(["list", "--help"])
        #expect(listHelp.status == 0)
        let version = try Binary.run(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout.hasPrefix("unsat "))
    }

    @Test func wrongOptionIsExit64OnStderr() throws {
        let run = try Binary.run(["list", "--frobnicate"])
        #expect(run.status == 64)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("unknown option '--frobnicate'"))
        let badID = try Binary.run(["show", "zero"])
        #expect(badID.status == 64)
    }

    /// The parser checks options against the table --help is written from: a misspelling is
    /// answered with the nearest spelling, and an option of another command names the commands.
    @Test(arguments: [
        (["list", "--explian"], "unknown option '--explian'; did you mean '--explain'?"),
        (["check", "--form", "json", "x.log"], "unknown option '--form'; did you mean '--format'?"),
        (["list", "--include-system"], "--include-system works with 'unsat check' and 'unsat report'"),
        (["list", "--follow", "x.log"], "--follow works with 'unsat' (the inspector)"),
        (["report", "--output=x.html", "x.log"], "unknown option '--output=x.html'"),
        (["--generate-completion-script", "tcsh"], "--generate-completion-script takes bash, zsh or fish, not 'tcsh'"),
    ])
    func optionsAreCheckedAgainstTheHelpTable(arguments: [String], message: String) throws {
        let run = try Binary.run(arguments)
        #expect(run.status == 64)
        #expect(run.stderr.contains(message), "\(run.stderr)")
    }

    /// The command may follow options, as git's does: `unsat --ascii list FILE` lists, it does not
    /// look for a file named `list`; an option's value is never taken for the command.
    @Test(arguments: [
        ["--ascii", "list"], ["--color", "never", "list"], ["--color=never", "--ascii", "list"],
    ])
    func theCommandMayFollowOptions(leading: [String]) throws {
        let log = Binary.packageRoot.appendingPathComponent("Samples/uikit-modern.log").path
        let run = try Binary.run(leading + [log])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("uikit-modern.log: 3 conflicts, 4 callbacks"))
        #expect(!run.stderr.contains("No such file"))
        // After `--`, `list` is a file.
        let file = try Binary.run(["--", "list"])
        #expect(file.status == 66)
    }

    @Test func missingInputIsExit66NamingThePath() throws {
        let run = try Binary.run(["list", "/nonexistent/console.log"])
        #expect(run.status == 66)
        #expect(run.stderr.contains("/nonexistent/console.log"))
    }

    @Test func listPrintsOneBlockAConflict() throws {
        let run = try Binary.run(["list", Binary.fixture("capture-english.log")])
        #expect(run.status == 0)
        #expect(run.stdout.contains("1 conflict, 2 callbacks"))
        #expect(run.stdout.contains("#1  ×2  MyApp.ProfileViewController 0x7f9e4c60a1b0"))
        #expect(run.stdout.contains("  ✗ UIImageView.width == 120"))
    }

    @Test func listJSONIsTheContract() throws {
        let run = try Binary.run(["list", "--json", Binary.fixture("prefixes.log")])
        #expect(run.status == 0)
        let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        #expect(json?["schema"] as? String == "unsat/1")
        #expect((json?["conflicts"] as? [Any])?.count == 5)
    }

    /// `--explain` adds why and what to change: lines in the text, an object in the JSON (absent without it).
    @Test func listExplainsWhenAsked() throws {
        let fixture = Binary.fixture("capture-english.log")
        let text = try Binary.run(["list", "--explain", fixture])
        #expect(text.status == 0)
        #expect(text.stdout.contains("    why  120 + 16 + 16 = 152 ≠ 100: ContentView is 100 wide"))
        #expect(
            text.stdout.contains(
                "    fix  Lower UIImageView.width == 120 to priority 999: UIImageView's width is set twice"))
        let plain = try Binary.run(["list", "--json", fixture])
        let explained = try Binary.run(["list", "--json", "--explain", fixture])
        func firstConflict(_ output: String) throws -> [String: Any] {
            let json = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
            return try #require((json?["conflicts"] as? [[String: Any]])?.first)
        }
        #expect(try firstConflict(plain.stdout)["explanation"] == nil)
        let explanation = try #require(try firstConflict(explained.stdout)["explanation"] as? [String: Any])
        #expect(explanation["axis"] as? String == "horizontal")
        #expect(explanation["arithmetic"] as? String == "120 + 16 + 16 = 152 ≠ 100")
        #expect((explanation["constraints"] as? [String])?.count == 4)
        #expect((explanation["sentences"] as? [String])?.first == "UIImageView's width should equal 120.")
        #expect((explanation["suggestions"] as? [String])?.isEmpty == false)
        #expect(explanation["assumptions"] as? [String] == [])
        let misplaced = try Binary.run(["show", "--explain", "1", fixture])
        #expect(misplaced.status == 64)
        #expect(misplaced.stderr.contains("--explain works with 'unsat list'"))
    }

    @Test(.needsCorpus) func stdinThroughDashAndThroughAPipe() throws {
        let text = try String(contentsOfFile: Binary.corpus("Input+Custom.custom9.log"), encoding: .utf8)
        let dash = try Binary.run(["list", "-"], input: text)
        #expect(dash.stdout.contains("(stdin): 1 conflict, 1 callback"))
        let piped = try Binary.run([], input: text)
        #expect(piped.status == 0)
        #expect(piped.stdout == dash.stdout)
    }

    @Test func inspectorWithoutATerminalPrintsTheList() throws {
        let file = Binary.fixture("prefixes.log")
        let plain = try Binary.run([file])
        let list = try Binary.run(["list", file])
        #expect(plain.status == 0)
        #expect(plain.stdout == list.stdout)
    }

    @Test func showOneConflictOrSayWhyNot() throws {
        let file = Binary.fixture("capture-english.log")
        let run = try Binary.run(["show", "1", file, "--ascii"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("View hierarchy"))
        #expect(run.stdout.contains("|- UIImageView 0x7f9e4c70e2a0 (16 0; 358 100)  *"))
        let missing = try Binary.run(["show", "9", file])
        #expect(missing.status == 64)
        #expect(missing.stderr.contains("no conflict #9"))
    }

    /// An --ids map or a --baseline that cannot be had says why, in words a user can act on.
    @Test(arguments: [["list", "--ids"], ["check", "--baseline"]])
    func optionFilesThatCannotBeReadSayWhy(option: [String]) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("unsat-options-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let log = Binary.fixture("capture-english.log")
        let status: Int32 = option[0] == "check" ? 2 : 66
        for (path, reason) in [
            ("/dev/null", "is empty"), (fifo, "is a pipe that nothing writes to"), (directory.path, "is a directory"),
            ("/nonexistent/map.json", "No such file or directory"),
        ] {
            let run = try Binary.run(option + [path, log])
            #expect(run.status == status, "\(path)")
            #expect(run.stderr == "unsat: \(path): \(reason)\n")
        }
    }

    /// A baseline handed over through a pipe (`--baseline <(git show main:baseline.json)` is one) is
    /// read like a file.
    @Test func aBaselineFromAPipeIsRead() throws {
        let log = Binary.fixture("capture-english.log")
        let piped = try Binary.shell(
            "\"$UNSAT\" baseline '\(log)' | \"$UNSAT\" check --baseline /dev/stdin '\(log)'")
        #expect(piped.status == 0, "\(piped.stderr)")
        #expect(piped.stdout.contains("no new conflict"))
    }

    /// A closed stdin is not an empty log.
    @Test func aClosedStandardInputIsAnError() throws {
        let list = try Binary.shell("\"$UNSAT\" list - <&-")
        #expect(list.status == 66)
        #expect(list.stderr == "unsat: (stdin): standard input is closed: name a FILE, or pipe a log in\n")
        #expect(list.stdout.isEmpty)
        let check = try Binary.shell("\"$UNSAT\" check - <&-")
        #expect(check.status == 2)
    }

    @Test func idsMapThatCannotBeReadIsExit66() throws {
        let run = try Binary.run(["list", "--ids", "/nonexistent/ids.json", Binary.fixture("prefixes.log")])
        #expect(run.status == 66)
        #expect(run.stderr.contains("/nonexistent/ids.json"))
    }
}

/// `unsat check` and `unsat baseline` as CI runs them.
struct CheckCommandTests {
    @Test func checkExitCodes() throws {
        let file = Binary.fixture("capture-english.log")
        let baseline = try Binary.run(["baseline", file])
        #expect(baseline.status == 0)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("unsat-baseline-\(getpid()).json").path
        try baseline.stdout.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let known = try Binary.run(["check", "--baseline", path, file])
        #expect(known.status == 0)
        let new = try Binary.run(["check", "--baseline", path, Binary.fixture("prefixes.log")])
        #expect(new.status == 1)
        #expect(new.stdout.contains("4 new conflicts"))
        let unreadable = try Binary.run(["check", "/nonexistent.log"])
        #expect(unreadable.status == 2)
        let badBaseline = try Binary.run(["check", "--baseline", "/nonexistent.json", file])
        #expect(badBaseline.status == 2)
        let sarif = try Binary.run(["check", "--format", "sarif", file])
        #expect(sarif.status == 1)
        #expect(sarif.stdout.contains("\"version\": \"2.1.0\""))
        let wrongFormat = try Binary.run(["check", "--format", "xml", file])
        #expect(wrongFormat.status == 64)
    }

    /// Two cells with the same broken layout (other addresses, same classes, attributes and
    /// constants) are one conflict in `list --json`, one SARIF result and one JUnit test case.
    @Test func twoInstancesOfOneConflictAreOneEntryEverywhere() throws {
        let file = Binary.fixture("two-cells.log")
        let list = try Binary.run(["list", "--json", file])
        #expect(list.status == 0)
        let json = try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [String: Any]
        let conflicts = try #require(json?["conflicts"] as? [[String: Any]])
        #expect(conflicts.count == 1)
        let callbacks = conflicts.first?["callbacks"] as? [[String: Any]]
        #expect(callbacks?.map { $0["line"] as? Int } == [2, 18, 34])
        let sarif = try Binary.run(["check", "--format", "sarif", file])
        #expect(sarif.status == 1)
        let log = try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any]
        let results = (log?["runs"] as? [[String: Any]])?.first?["results"] as? [Any]
        #expect(results?.count == 1)
        let junit = try Binary.run(["check", "--format", "junit", file])
        #expect(junit.status == 1)
        #expect(junit.stdout.components(separatedBy: "<testcase ").count == 2)
        #expect(junit.stdout.contains("tests=\"1\" failures=\"1\""))
    }
}

/// Mistyped commands are told apart from missing files.
struct UnknownCommandTests {
    @Test func aMistypedCommandIsAUsageError() throws {
        let run = try Binary.run(["lsit", "x.log"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("unknown command 'lsit'"))
    }
}

#if os(Linux)
    /// A read that fails part way (EIO from a failing disk) is an error naming the file, never the
    /// end of a shorter log that then passes a check.
    struct ReadErrorTests {
        @Test(
            .enabled(if: FailingRead.compilerFound, "skipped: no C compiler ('cc') to build Tests/Shims/failing-read.c")
        )
        func aReadErrorIsNotTheEndOfTheFile() throws {
            let shim = try FailingRead.build()
            defer { try? FileManager.default.removeItem(atPath: shim) }
            let log = Binary.fixture("capture-english.log")
            let failing = ["LD_PRELOAD": shim, "UNSAT_FAIL_PATH": log, "UNSAT_FAIL_OFFSET": "300"]
            let list = try Binary.run(["list", log], environment: failing)
            #expect(list.status == 66)
            #expect(list.stdout.isEmpty)
            #expect(list.stderr == "unsat: \(log): cannot be read: Input/output error\n")
            let check = try Binary.run(["check", log], environment: failing)
            #expect(check.status == 2)
            #expect(check.stderr.contains("cannot be read: Input/output error"))
            // Standard input redirected from the file: read as a stream.
            let stream = try Binary.shell(
                "LD_PRELOAD=\"$SHIM\" \"$UNSAT\" list - < \"$LOG\"", environment: ["SHIM": shim, "LOG": log])
            #expect(stream.status == 0)
            let failingStream = try Binary.shell(
                "LD_PRELOAD=\"$SHIM\" UNSAT_FAIL_PATH=\"$LOG\" UNSAT_FAIL_OFFSET=300 \"$UNSAT\" list - < \"$LOG\"",
                environment: ["SHIM": shim, "LOG": log])
            #expect(failingStream.status == 66)
            #expect(failingStream.stderr == "unsat: (stdin): cannot be read: Input/output error\n")
        }

        /// A file large enough to be read in parts on every core fails in a part past the first.
        @Test(
            .enabled(if: FailingRead.compilerFound, "skipped: no C compiler ('cc') to build Tests/Shims/failing-read.c")
        )
        func aReadErrorInALaterPartFailsTheWhole() throws {
            let shim = try FailingRead.build()
            defer { try? FileManager.default.removeItem(atPath: shim) }
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("unsat-eio-\(UUID()).log").path
            defer { try? FileManager.default.removeItem(atPath: path) }
            let report = try Data(contentsOf: URL(fileURLWithPath: Binary.fixture("capture-english.log")))
            var log = Data()
            while log.count < 20 << 20 { log.append(report) }
            try log.write(to: URL(fileURLWithPath: path))
            let whole = try Binary.run(["check", path], environment: ["LD_PRELOAD": shim])
            #expect(whole.status == 1)
            let failing = ["LD_PRELOAD": shim, "UNSAT_FAIL_PATH": path, "UNSAT_FAIL_OFFSET": "\(14 << 20)"]
            let check = try Binary.run(["check", path], environment: failing)
            #expect(check.status == 2)
            #expect(check.stdout.isEmpty)
            #expect(check.stderr == "unsat: \(path): cannot be read: Input/output error\n")
        }
    }

    /// Output that cannot be written is an error, whatever the command.
    struct WriteErrorTests {
        /// A full disk (`/dev/full`) is an error on stderr and 74 (check: 2), not an empty baseline that
        /// CI then commits.
        @Test(arguments: [
            "baseline", "list", "list --json", "show 1", "check", "check --format sarif", "", "--help",
        ])
        func aWriteErrorIsReported(command: String) throws {
            let run = try Binary.shell(
                "\"$UNSAT\" \(command) \"$LOG\" > /dev/full",
                environment: ["LOG": Binary.fixture("capture-english.log")])
            #expect(run.status == (command.hasPrefix("check") ? 2 : 74), "\(command)")
            #expect(run.stderr == "unsat: cannot write the output: No space left on device\n", "\(command)")
        }

        /// A closed stdout is not written into whatever file opens next (the dump spool of a pipe).
        @Test func aClosedOutputIsReported() throws {
            let run = try Binary.shell(
                "\"$UNSAT\" list - < \"$LOG\" >&-", environment: ["LOG": Binary.fixture("capture-english.log")])
            #expect(run.status == 74)
            #expect(run.stderr == "unsat: cannot write the output: standard output is closed\n")
        }
    }
#endif

/// A FIFO read with no writer yet: unsat says it waits, instead of hanging silently in open().
struct FIFOTests {
    /// A new FIFO in a directory of its own; remove the directory after.
    static func makeFIFO() throws -> (fifo: String, directory: URL) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("unsat-fifo-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let fifo = directory.appendingPathComponent("console.log").path
        guard mkfifo(fifo, 0o600) == 0 else { throw CocoaError(.fileWriteUnknown) }
        return (fifo, directory)
    }

    /// What `handle` gives until it holds `text`, or the deadline passes.
    static func readOutput(_ handle: FileHandle, until text: String, seconds: Double) -> String {
        var bytes: [UInt8] = []
        let deadline = Date().addingTimeInterval(seconds)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !String(decoding: bytes, as: UTF8.self).contains(text), Date() < deadline {
            var ready = pollfd(fd: handle.fileDescriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, 100) > 0 else { continue }
            let got = read(handle.fileDescriptor, &buffer, buffer.count)
            if got <= 0 { break }
            bytes += buffer[0..<got]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test(arguments: ["list", "check"])
    func aFIFOWithNoWriterIsWaitedForAloud(command: String) throws {
        let (fifo, directory) = try Self.makeFIFO()
        defer { try? FileManager.default.removeItem(at: directory) }
        let process = Process()
        process.executableURL = Binary.url
        process.arguments = [command, fifo]
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
        try process.run()
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        let said = Self.readOutput(err.fileHandleForReading, until: "\n", seconds: 10)
        #expect(said == "unsat: waiting for a writer on \(fifo)…\n")
        // The writer comes: unsat reads the report as from any file. (Non-blocking, so a reader that
        // is not there fails the test instead of hanging it.)
        let writer = open(fifo, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
        try #require(writer >= 0)
        let report = try Data(contentsOf: URL(fileURLWithPath: Binary.fixture("capture-english.log")))
        #expect(report.withUnsafeBytes { write(writer, $0.baseAddress, $0.count) } == report.count)
        close(writer)
        let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == (command == "check" ? 1 : 0))
        #expect(output.contains(command == "check" ? "1 new conflict" : "1 conflict, 2 callbacks"))
    }

    #if os(Linux)
        /// A writer already there: no word of waiting. (Linux opens a FIFO read-write without
        /// waiting; this descriptor is the writer.)
        @Test func aFIFOWithAWriterIsReadAtOnce() throws {
            let (fifo, directory) = try Self.makeFIFO()
            defer { try? FileManager.default.removeItem(at: directory) }
            let writer = open(fifo, O_RDWR | O_CLOEXEC)
            try #require(writer >= 0)
            let report = try Data(contentsOf: URL(fileURLWithPath: Binary.fixture("capture-english.log")))
            #expect(report.withUnsafeBytes { write(writer, $0.baseAddress, $0.count) } == report.count)
            let process = Process()
            process.executableURL = Binary.url
            process.arguments = ["list", fifo]
            let out = Pipe()
            let err = Pipe()
            process.standardOutput = out
            process.standardError = err
            try process.run()
            defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
            // Closed once unsat has taken every byte, so that it then reads the end.
            let deadline = Date().addingTimeInterval(10)
            var pending = pollfd(fd: writer, events: Int16(POLLIN), revents: 0)
            while poll(&pending, 1, 0) > 0, Date() < deadline { usleep(20_000) }
            close(writer)
            let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
            #expect(output.contains("1 conflict, 2 callbacks"))
            #expect(String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).isEmpty)
        }
    #endif
}
