import Foundation
import Testing

/// `unsat check --format xcode`: the compiler's lines that Xcode's issue navigator, vim's quickfix
/// and VS Code's problem matchers read, placed where GitHub's annotations are.
struct XcodeFormatEndToEndTests {
    /// What every line must look like for those readers (the errorformat `%f:%l:%c: %t%*[^:]: %m`).
    static var line: Regex<(Substring, Substring)> { /^[^:]+:\d+:\d+: (error|warning): .+$/ }

    /// Run in the checkout with the log named as a build phase names it, relative: each line names
    /// its file absolutely, the found source line for the SnapKit constraint and the log's line for
    /// the one whose file is missing.
    @Test func eachNewConflictIsOneCompilerLineAtItsSourceOrElseItsLog() throws {
        let root = try GitHubAnnotationEndToEndTests.checkout(
            "xcode", files: ["Sources/Views/CardView.swift"], log: Binary.fixture("source-lines.log"))
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try Binary.run(["check", "--format", "xcode", "--source-root", ".", "ui-tests.log"], in: root)
        #expect(run.status == 1)
        #expect(run.stderr.isEmpty)
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        try #require(lines.count == 3 && lines[2].isEmpty, "\(run.stdout)")
        let base = root.standardizedFileURL.path
        #expect(lines[0].hasPrefix("\(base)/Sources/Views/CardView.swift:88:1: error: "), "\(lines[0])")
        #expect(lines[1].hasPrefix("\(base)/ui-tests.log:14:1: error: "), "\(lines[1])")
        for line in lines.dropLast() {
            #expect(line.wholeMatch(of: Self.line) != nil, "\(line)")
        }
        // The message: what UIKit broke, why it cannot hold and the fix, once each.
        #expect(lines[0].contains(": UIKit broke UIImageView.width == 120. Why: 16 + 120 + 16 = 152 ≠ 100"))
        #expect(lines[0].contains(". Fix: "))
        #expect(!lines[0].contains(".."))
    }

    /// `--warn`: the same lines as warnings, and a check that passes, so that a Run Script phase
    /// shows them without failing the build; a log with no conflict writes nothing.
    @Test func warnWritesWarningsAndPasses() throws {
        let log = Binary.fixture("source-lines.log")
        let errors = try Binary.run(["check", "--format", "xcode", "--no-source", log])
        let warnings = try Binary.run(["check", "--format", "xcode", "--warn", "--no-source", log])
        #expect(errors.status == 1)
        #expect(warnings.status == 0)
        #expect(!warnings.stdout.isEmpty)
        #expect(warnings.stdout == errors.stdout.replacingOccurrences(of: ": error: ", with: ": warning: "))
        for line in warnings.stdout.split(separator: "\n") {
            #expect(line.wholeMatch(of: Self.line) != nil, "\(line)")
        }
        let github = try Binary.run(["check", "--format", "github", "--warn", "--no-source", log])
        #expect(github.status == 0)
        #expect(github.stdout.hasPrefix("::warning file="))
        let baseline = try Binary.run(["baseline", log])
        let accepted = FileManager.default.temporaryDirectory.appendingPathComponent("unsat-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: accepted) }
        try Data(baseline.stdout.utf8).write(to: accepted)
        let none = try Binary.run(["check", "--format", "xcode", "--baseline", accepted.path, log])
        #expect(none.status == 0)
        #expect(none.stdout.isEmpty)
    }
}
