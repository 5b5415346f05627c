import Foundation
import Testing

@testable import UnsatKit

/// The `log stream` command line `unsat live` runs, argument by argument, and the sample of its output.
struct LiveCommandTests {
    static let predicate =
        #"(subsystem == "com.apple.UIKit" AND category == "LayoutConstraints")"#
        + #" OR eventMessage CONTAINS "Unable to simultaneously satisfy constraints""#
        + #" OR eventMessage CONTAINS "Conflicting constraints detected""#
    static let stream = ["log", "stream", "--style", "default", "--predicate", predicate]

    @Test func theBootedSimulatorIsTheDefault() {
        #expect(LiveCommand().arguments == ["xcrun", "simctl", "spawn", "booted"] + Self.stream)
    }

    @Test func aDeviceNamesItsSimulator() {
        let command = LiveCommand(source: .simulator("8A1F3C2D-5B7E-4C19-9E0A-3D6F2B1C4E58"))
        #expect(
            command.arguments == ["xcrun", "simctl", "spawn", "8A1F3C2D-5B7E-4C19-9E0A-3D6F2B1C4E58"] + Self.stream)
    }

    @Test func theMacIsTheLogToolItself() {
        #expect(LiveCommand(source: .mac).arguments == ["/usr/bin/log"] + Self.stream.dropFirst())
    }

    @Test func aProcessNarrowsTheStreamOnEverySource() {
        let narrowed = ["--process", "Field Notes"]
        #expect(
            LiveCommand(process: "Field Notes").arguments
                == ["xcrun", "simctl", "spawn", "booted"] + Self.stream + narrowed)
        #expect(
            LiveCommand(source: .simulator("iPhone 15"), process: "Field Notes").arguments
                == ["xcrun", "simctl", "spawn", "iPhone 15"] + Self.stream + narrowed)
        #expect(
            LiveCommand(source: .mac, process: "Field Notes").arguments
                == ["/usr/bin/log"] + Self.stream.dropFirst() + narrowed)
    }

    @Test func theShellLineQuotesOnlyWhatNeedsIt() {
        #expect(
            LiveCommand(process: "Field Notes").shellLine
                == "xcrun simctl spawn booted log stream --style default --predicate '\(Self.predicate)'"
                + " --process 'Field Notes'")
        #expect(LiveCommand.shellQuoted("it's") == #"'it'\''s'"#)
        #expect(LiveCommand.shellQuoted("") == "''")
    }

    /// What a shell makes of the line is the argument list, word for word (the usage page's recipe).
    @Test func theShellLineReadsBackAsTheArguments() throws {
        let command = LiveCommand(source: .simulator("it's mine"), process: "Field Notes")
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", "printf '%s\\n' " + command.shellLine]
        let out = Pipe()
        shell.standardOutput = out
        try shell.run()
        let printed = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        shell.waitUntilExit()
        #expect(
            printed.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
                == command.arguments)
    }

    /// The sample is what the command prints: three reports of two conflicts, one a repeat, and
    /// the stream's own header line is not noted as a mention of a report.
    @Test func theLiveSampleIsTwoConflictsOneRepeated() throws {
        let result = try InputReader.read(path: Paths.sample("live-simulator.log"))
        let conflicts = ConflictGrouper().group(result)
        #expect(result.diagnostics.isEmpty)
        #expect(conflicts.map(\.callbacks.count) == [2, 1])
        #expect(conflicts.flatMap(\.callbacks).map(\.location.line).sorted() == [3, 20, 39])
        #expect(conflicts.flatMap(\.callbacks).allSatisfy { $0.process == "Pantry" && $0.pid == 61234 })
    }

    /// The recipe in `docs/usage.md` is what `unsat live` runs, word for word, piped into unsat.
    @Test func theUsagePagesRecipeIsTheCommandLive() throws {
        let usage = try String(
            contentsOf: Paths.packageRoot.appendingPathComponent("docs/usage.md"), encoding: .utf8)
        #expect(usage.contains("  " + LiveCommand().shellLine + " | unsat\n"))
    }
}
