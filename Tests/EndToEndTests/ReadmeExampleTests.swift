import Foundation
import Testing

/// The README's examples of `unsat list`, `show` and `check` are the tool's own output, so that they
/// never go stale. Each is a fenced block between two marker comments:
///
///     <!-- example: unsat list Samples/uikit-modern.log -->
///     ```
///     $ unsat list Samples/uikit-modern.log
///     …what it prints…
///     ```
///     <!-- /example -->
///
/// The command runs in the package's directory (so paths read as the README's reader types them),
/// with `NO_COLOR` and a UTF-8 locale. `Scripts/readme-examples.sh` (which sets
/// `UNSAT_RECORD_README=1`) writes the blocks anew.
struct ReadmeExampleTests {
    static let readme = Binary.packageRoot.appendingPathComponent("README.md")
    static let opening = "<!-- example: "
    static let closing = "<!-- /example -->"
    static let regenerate =
        "run Scripts/readme-examples.sh (UNSAT_RECORD_README=1 swift test --filter ReadmeExampleTests)"

    /// One marked example: its command and the lines of its fenced block (without the fences).
    struct Example {
        var command: String
        /// Line indices of the opening and closing fences.
        var fences: (open: Int, close: Int)
        var block: [String]
    }

    struct MalformedExample: Error, CustomStringConvertible {
        var line: Int
        var problem: String
        var description: String { "README.md:\(line): \(problem)" }
    }

    static func examples(_ lines: [String]) throws -> [Example] {
        var examples: [Example] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            defer { index += 1 }
            guard line.hasPrefix(opening), line.hasSuffix(" -->") else { continue }
            let command = String(line.dropFirst(opening.count).dropLast(4))
            guard command.hasPrefix("unsat ") else {
                throw MalformedExample(line: index + 1, problem: "an example's command starts with 'unsat '")
            }
            guard index + 1 < lines.count, lines[index + 1] == "```" else {
                throw MalformedExample(line: index + 2, problem: "expected ``` after the example's marker")
            }
            guard let close = lines[(index + 2)...].firstIndex(of: "```"), close + 1 < lines.count,
                lines[close + 1] == closing
            else {
                throw MalformedExample(line: index + 1, problem: "expected ``` and then \(closing) after the example")
            }
            examples.append(
                Example(command: command, fences: (index + 1, close), block: Array(lines[(index + 2)..<close])))
            index = close + 1
        }
        return examples
    }

    /// What the block of `command` should hold: the command as typed, then what it prints.
    static func expectedBlock(_ command: String) throws -> [String] {
        let arguments = command.split(separator: " ").dropFirst().map(String.init)
        let run = try Binary.run(
            arguments, environment: ["NO_COLOR": "1", "LC_ALL": "C.UTF-8", "TERM": "dumb"], in: Binary.packageRoot)
        guard run.stderr.isEmpty, [0, 1].contains(run.status) else {
            throw MalformedExample(line: 0, problem: "'\(command)' failed (\(run.status)): \(run.stderr)")
        }
        var output = run.stdout
        if output.hasSuffix("\n") { output.removeLast() }
        return ["$ \(command)"] + output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func theReadmesExamplesAreWhatTheToolPrints() throws {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let examples = try Self.examples(lines)
        // At least the three the README promises: list, show and check.
        let commands = examples.map { $0.command.split(separator: " ")[1] }
        #expect(Set(commands).isSuperset(of: ["list", "show", "check"]), "\(commands)")
        let record = ProcessInfo.processInfo.environment["UNSAT_RECORD_README"] == "1"
        // From the last, so that the line numbers of the ones before stay right as blocks change size.
        for example in examples.reversed() {
            let expected = try Self.expectedBlock(example.command)
            if record {
                lines.replaceSubrange((example.fences.open + 1)..<example.fences.close, with: expected)
                continue
            }
            // Issue.record, not #expect: the message, not two dumped arrays, is what helps.
            if example.block != expected {
                Issue.record(
                    """
                    README.md:\(example.fences.open + 1): the example of '\(example.command)' is not what it \
                    prints now; \(Self.regenerate). First difference:
                    \(Self.firstDifference(example.block, expected))
                    """)
            }
        }
        if record {
            let updated = lines.joined(separator: "\n")
            if updated != text { try updated.write(to: Self.readme, atomically: true, encoding: .utf8) }
        }
    }

    /// The first line that differs, README's and the tool's, for the failure message.
    static func firstDifference(_ readme: [String], _ tool: [String]) -> String {
        for index in 0..<max(readme.count, tool.count) {
            let mine = index < readme.count ? readme[index] : "(no line)"
            let theirs = index < tool.count ? tool[index] : "(no line)"
            if mine != theirs { return "  block line \(index + 1)\n  README: \(mine)\n  unsat:  \(theirs)" }
        }
        return "  (none)"
    }

    /// The marker format itself: a block found, and one with its fence missing said to be wrong.
    @Test func markersAreReadAndAMalformedOneIsAnError() throws {
        let good = [
            "text", "<!-- example: unsat list a.log -->", "```", "$ unsat list a.log", "out", "```", Self.closing,
        ]
        let found = try Self.examples(good)
        #expect(found.count == 1)
        #expect(found.first?.command == "unsat list a.log")
        #expect(found.first?.block == ["$ unsat list a.log", "out"])
        #expect(throws: MalformedExample.self) { try Self.examples(["<!-- example: unsat list a.log -->", "out"]) }
        #expect(throws: MalformedExample.self) {
            try Self.examples(["<!-- example: unsat list a.log -->", "```", "out", "```", "more"])
        }
    }
}
