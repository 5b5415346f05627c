import Foundation
import Testing

/// `list` and `show` on a terminal page text taller than it, as git does; a pipe, `--no-pager`,
/// an empty `UNSAT_PAGER` or `cat` never page. The pager here is a shell command that writes what
/// it was given to a file, so the test sees whether, and what, it paged.
@Suite(.enabled(if: InspectorTerminal.isAvailable))
final class PagerEndToEndTests {
    let directory: URL
    var paged: URL { directory.appendingPathComponent("paged") }
    /// A pager that keeps what it is given, and says on the terminal that it ran.
    var recordingPager: String { "cat > \(InspectorTerminal.quote(paged.path)); echo PAGED" }
    static let log = Binary.fixture("two-cells.log")

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("unsat-pager-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    var pagedText: String? { try? String(contentsOf: paged, encoding: .utf8) }

    @Test func listTallerThanTheTerminalGoesThroughThePagerInColor() throws {
        let terminal = try InspectorTerminal(
            ["list", Self.log], height: 8,
            environment: ["UNSAT_PAGER": recordingPager, "PAGER": "false", "NO_COLOR": ""])
        #expect(terminal.waitForExit() == 0)
        #expect(terminal.screen.contains("PAGED"))
        let text = try #require(pagedText, "the pager did not run")
        #expect(text.contains("two-cells.log"))
        // --color auto: the output was a terminal, so it is colored for `less -R`.
        #expect(text.contains("\u{1B}["))
        #expect(!terminal.screen.contains("fingerprint"))
    }

    @Test func pagerComesFromPagerWhenUnsatPagerIsUnset() throws {
        let terminal = try InspectorTerminal(
            ["show", "1", Self.log], height: 8, environment: ["PAGER": recordingPager])
        #expect(terminal.waitForExit() == 0)
        #expect(try #require(pagedText, "the pager did not run").contains("two-cells.log"))
    }

    @Test(arguments: [
        (["list", "--no-pager"], ["UNSAT_PAGER": "RECORD"]),
        (["list"], ["UNSAT_PAGER": "", "PAGER": "RECORD"]),
        (["show", "1"], ["UNSAT_PAGER": "cat", "PAGER": "RECORD"]),
        (["list", "--json"], ["UNSAT_PAGER": "RECORD"]),
    ])
    func noPagerWhenToldNot(arguments: [String], environment: [String: String]) throws {
        let terminal = try InspectorTerminal(
            arguments + [Self.log], height: 8,
            environment: environment.mapValues { $0 == "RECORD" ? recordingPager : $0 })
        #expect(terminal.waitForExit() == 0)
        #expect(pagedText == nil, "paged \(arguments) with \(environment)")
    }

    /// A pager the shell cannot run loses the text: that is said, and the exit is 74, not 0.
    @Test func aPagerThatCannotRunIsAnErrorNotASilentSuccess() throws {
        let terminal = try InspectorTerminal(
            ["list", Self.log], height: 8, environment: ["UNSAT_PAGER": "no-such-pager-\(UUID().uuidString.prefix(8))"])
        #expect(terminal.waitForExit() == 74)
        // The terminal wraps the message (at a space it then drops): read without either.
        let said = terminal.screen.filter { $0 != "\n" && $0 != " " }
        #expect(said.contains("couldnotberun(status127)"), "\(terminal.screen)")
    }

    @Test func textThatFitsIsNotPaged() throws {
        let terminal = try InspectorTerminal(
            ["list", Self.log], height: 200, environment: ["UNSAT_PAGER": recordingPager])
        #expect(terminal.waitForExit() == 0)
        #expect(pagedText == nil)
        #expect(terminal.screen.contains("fingerprint"))
    }

    @Test func aPipeIsNeverPaged() throws {
        let run = try Binary.run(["list", Self.log], environment: ["UNSAT_PAGER": recordingPager])
        #expect(run.status == 0)
        #expect(run.stdout.contains("fingerprint"))
        #expect(pagedText == nil)
    }

    /// Quitting the pager before the end (q in less) is the user's choice: exit 0, nothing on stderr.
    @Test func aPagerThatQuitsEarlyIsNotAnError() throws {
        // Far more text than a pipe holds, so writing meets the pager gone.
        var log = ""
        for index in 0..<3000 {
            let view = String(0x7F00_0000 + index * 16, radix: 16)
            log +=
                "Unable to simultaneously satisfy constraints.\n(\n"
                + "    \"<NSLayoutConstraint:0x6\(view) UIView:0x\(view).width == \(100 + index)   (active)>\",\n"
                + "    \"<NSLayoutConstraint:0x7\(view) UIView:0x\(view).width == \(900_000 + index)   (active)>\"\n"
                + ")\n\nWill attempt to recover by breaking constraint\n"
                + "<NSLayoutConstraint:0x6\(view) UIView:0x\(view).width == \(100 + index)   (active)>\n\n"
        }
        let file = directory.appendingPathComponent("many.log")
        try Data(log.utf8).write(to: file)
        let terminal = try InspectorTerminal(
            ["list", file.path], height: 8,
            environment: ["UNSAT_PAGER": "head -c 100 > /dev/null; echo QUIT"])
        #expect(terminal.waitForExit(timeout: 30) == 0)
        #expect(terminal.screen.contains("QUIT"))
        #expect(!terminal.screen.contains("unsat:"))
    }
}
