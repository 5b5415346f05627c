import Foundation
import Testing

/// `unsat report [-o OUT.html] FILE...` and `unsat check --report OUT.html`: the page on stdout or in
/// a file, and the usual exit codes.
struct ReportEndToEndTests {
    static let profile = Binary.packageRoot.appendingPathComponent("Samples/capture-profile.log").path
    static let testRun = Binary.packageRoot.appendingPathComponent("Samples/test-run.log").path

    static func temporaryDirectory(_ name: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("unsat-\(name)-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    static func sections(_ html: String) -> Int { html.components(separatedBy: "<section id=\"conflict-").count - 1 }

    @Test func thePageGoesToStandardOutput() throws {
        let run = try Binary.run(["report", Self.profile])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("<!doctype html>\n"))
        #expect(run.stdout.hasSuffix("</html>\n"))
        #expect(Self.sections(run.stdout) == 2)
        #expect(run.stderr.isEmpty)
    }

    @Test func dashOWritesTheFileAndNothingElse() throws {
        let directory = try Self.temporaryDirectory("report")
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try Binary.run(["report", "-o", "out.html", Self.profile], in: directory)
        #expect(run.status == 0)
        #expect(run.stdout.isEmpty)
        let html = try String(contentsOf: directory.appendingPathComponent("out.html"), encoding: .utf8)
        #expect(html == (try Binary.run(["report", Self.profile], in: directory)).stdout)
    }

    @Test func systemConflictsAreLeftOutUnlessAskedFor() throws {
        let mine = try Binary.run(["report", Self.testRun])
        let all = try Binary.run(["report", "--include-system", Self.testRun])
        #expect(Self.sections(mine.stdout) == 4)
        #expect(Self.sections(all.stdout) == 6)
        #expect(mine.stdout.contains("2 conflicts of UIKit's or Apple's own left out"))
    }

    @Test func unwritableOutputIs74AndBadCommandLinesAre64And66() throws {
        let unwritable = try Binary.run(["report", "-o", "/nonexistent/dir/x.html", Self.profile])
        #expect(unwritable.status == 74)
        #expect(unwritable.stderr.contains("/nonexistent/dir/x.html"))
        let full = try Binary.shell("\"$UNSAT\" report '\(Self.profile)' > /dev/full")
        #expect(full.status == 74)
        for arguments in [
            ["report"], ["report", "-o"], ["report", "--ascii", Self.profile], ["list", "-o", "x.html", Self.profile],
            ["show", "1", "--report", "x.html", Self.profile], ["check", "--report"],
        ] {
            let run = try Binary.run(arguments)
            #expect(run.status == 64, "\(arguments)")
            #expect(run.stdout.isEmpty, "\(arguments)")
        }
        let missing = try Binary.run(["report", "/nonexistent/in.log"])
        #expect(missing.status == 66)
    }

    @Test func checkWritesTheReportOfItsNewConflictsOnly() throws {
        let directory = try Self.temporaryDirectory("check-report")
        defer { try? FileManager.default.removeItem(at: directory) }
        // A baseline that knows conflict 2 of the profile: only conflict 1 is new.
        let baseline = try Binary.run(["baseline", Self.profile])
        try Data(baseline.stdout.utf8).write(to: directory.appendingPathComponent("all.json"))
        var document = try #require(
            try JSONSerialization.jsonObject(with: Data(baseline.stdout.utf8)) as? [String: Any])
        let list = try #require(document["conflicts"] as? [[String: Any]])
        let second = try #require(list.first { $0["controller"] as? String == "MyApp.EditProfileViewController" })
        document["conflicts"] = [second]
        try JSONSerialization.data(withJSONObject: document).write(to: directory.appendingPathComponent("one.json"))
        let run = try Binary.run(
            ["check", "--baseline", "one.json", "--format", "junit", "--report", "new.html", Self.profile],
            in: directory)
        #expect(run.status == 1)
        #expect(run.stdout.hasPrefix("<?xml"))
        let html = try String(contentsOf: directory.appendingPathComponent("new.html"), encoding: .utf8)
        #expect(html.contains("<h1>unsat check: 1 new conflict not in the baseline</h1>"))
        #expect(Self.sections(html) == 1)
        #expect(html.contains("<section id=\"conflict-1\">"))
        #expect(!html.contains("<section id=\"conflict-2\">"))
        // Nothing new: check passes, and the page says there is nothing to show.
        let clean = try Binary.run(
            ["check", "--baseline", "all.json", "--report", "none.html", Self.profile], in: directory)
        #expect(clean.status == 0)
        let none = try String(contentsOf: directory.appendingPathComponent("none.html"), encoding: .utf8)
        #expect(none.contains("<p>No conflict to show.</p>"))
        let unwritable = try Binary.run(["check", "--report", "/nonexistent/dir/x.html", Self.profile])
        #expect(unwritable.status == 2)
        #expect(unwritable.stderr.contains("/nonexistent/dir/x.html"))
    }
}

/// Issue 22, bug 5: `unsat report FILE` on a terminal poured 18 KB of HTML onto the screen. On a
/// terminal the page goes to a file, and the terminal is told where.
@Suite(.enabled(if: InspectorTerminal.isAvailable))
struct ReportOnATerminalTests {
    @Test func theReportOnATerminalIsWrittenToAFileAndSaysWhere() throws {
        let terminal = try InspectorTerminal(["report", ReportEndToEndTests.profile], inItsDirectory: true)
        #expect(terminal.waitForExit() == 0)
        let page = terminal.directory.appendingPathComponent("unsat-report.html")
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.hasPrefix("<!doctype html>"))
        #expect(html.contains("<section id=\"conflict-1\">"))
        #expect(terminal.screen.contains("wrote unsat-report.html: open it in a browser"), "\(terminal.screen)")
        #expect(!terminal.screen.contains("<html"))
    }

    @Test func anSVGOnATerminalIsWrittenToAFileAndSaysWhere() throws {
        let terminal = try InspectorTerminal(["show", "1", "--svg", ReportEndToEndTests.profile], inItsDirectory: true)
        #expect(terminal.waitForExit() == 0)
        let svg = try String(
            contentsOf: terminal.directory.appendingPathComponent("unsat-conflict-1.svg"), encoding: .utf8)
        #expect(svg.hasPrefix("<?xml"))
        #expect(svg.contains("<svg"))
        #expect(terminal.screen.contains("wrote unsat-conflict-1.svg: open it in a browser"), "\(terminal.screen)")
        #expect(!terminal.screen.contains("<svg"))
    }
}
