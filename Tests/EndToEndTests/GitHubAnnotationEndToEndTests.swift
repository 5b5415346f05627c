import Foundation
import Testing

/// `unsat check --format github` and the GitHub Actions recipe in docs/ci.md, run as CI runs them: the
/// built binary in a checkout holding the source file a SnapKit constraint names.
struct GitHubAnnotationEndToEndTests {
    /// A checkout: `files` (empty) and the log `ui-tests.log`, a copy of `log`.
    static func checkout(_ name: String, files: [String], log: String) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("unsat-\(name)-\(UUID().uuidString)")
        for file in files {
            let url = root.appendingPathComponent(file)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data().write(to: url)
        }
        try FileManager.default.copyItem(atPath: log, toPath: root.appendingPathComponent("ui-tests.log").path)
        return root
    }

    @Test func githubFormatAnnotatesTheSourceLineAndElseTheLog() throws {
        let root = try Self.checkout(
            "github", files: ["Sources/Views/CardView.swift"], log: Binary.fixture("source-lines.log"))
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try Binary.run(
            [
                "check", "--format", "github", "--source-root", root.path,
                root.appendingPathComponent("ui-tests.log").path,
            ])
        #expect(run.status == 1)
        #expect(run.stderr.isEmpty)
        let expected = try String(contentsOfFile: Binary.fixture("source-lines.github.txt"), encoding: .utf8)
            .replacingOccurrences(of: "$ROOT", with: root.path)
        #expect(run.stdout == expected)
    }

    /// `--source-root` is for the commands that explain; `--no-source` beside it is a contradiction,
    /// and a root that is not a directory is an input that cannot be read.
    @Test func sourceRootIsForTheCommandsThatExplain() throws {
        let log = Binary.fixture("source-lines.log")
        let baseline = try Binary.run(["baseline", "--source-root", ".", log])
        #expect(baseline.status == 64)
        #expect(baseline.stderr.contains("--source-root works with 'unsat' (the inspector), 'unsat list'"))
        let both = try Binary.run(["show", "1", "--no-source", "--source-root", ".", log])
        #expect(both.status == 64)
        #expect(both.stderr.contains("--no-source and --source-root . say opposite things"))
        let missing = try Binary.run(["fix", "1", "--source-root", "/nonexistent/unsat-root", log])
        #expect(missing.status == 66)
        #expect(missing.stderr.contains("cannot read the source root /nonexistent/unsat-root"))
    }

    /// The `unsat` command lines of the recipe block in `docs/ci.md`, as the workflow's `run:` gives them.
    static func recipeCommands() throws -> [String] {
        let readme = try String(
            contentsOf: ReadmeExampleTests.docs.appendingPathComponent("ci.md"), encoding: .utf8)
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(lines.firstIndex(of: "<!-- github-actions-recipe -->"))
        let end = try #require(lines[start...].firstIndex(of: "<!-- /github-actions-recipe -->"))
        return lines[start..<end].compactMap { line in
            guard let run = line.range(of: "run: unsat ") else { return nil }
            return String(line[line.index(run.lowerBound, offsetBy: "run: ".count)...])
        }
    }

    /// The recipe's two checks on a test run whose SnapKit constraint names `ProfileView.swift`:
    /// the SARIF step passes on new conflicts (the next step reports them) and writes the result at
    /// the source line; the GitHub step fails with an annotation there.
    @Test func theCIPagesGitHubActionsRecipeRuns() throws {
        let commands = try Self.recipeCommands()
        #expect(commands.count == 2)
        let root = try Self.checkout(
            "recipe", files: ["MyApp/Views/ProfileView.swift"], log: Binary.packageRoot.path + "/Samples/test-run.log")
        defer { try? FileManager.default.removeItem(at: root) }
        // Yesterday's baseline: another run's conflicts, so today's are all new.
        let baseline = try Binary.run(["baseline", Binary.fixture("capture-english.log")])
        try Data(baseline.stdout.utf8).write(to: root.appendingPathComponent("unsat-baseline.json"))
        let path =
            Binary.url.deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "")
        var results: [Run] = []
        for command in commands {
            results.append(try Binary.shell("cd '\(root.path)' && \(command)", environment: ["PATH": path]))
        }
        let sarif = try #require(commands.firstIndex { $0.contains("--format sarif") })
        #expect(results[sarif].status == 0, "\(results[sarif].stderr)")
        let data = try Data(contentsOf: root.appendingPathComponent("unsat.sarif"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let run = try #require((json["runs"] as? [[String: Any]])?.first)
        let uris = (run["results"] as? [[String: Any]] ?? []).compactMap { result in
            let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
            return (location?["artifactLocation"] as? [String: Any])?["uri"] as? String
        }
        #expect(uris.contains("MyApp/Views/ProfileView.swift"))
        #expect(uris.contains("ui-tests.log"))
        let github = try #require(commands.firstIndex { $0.contains("--format github") })
        #expect(results[github].status == 1)
        #expect(results[github].stdout.contains("::error file=MyApp/Views/ProfileView.swift,line=90,title="))
        #expect(results[github].stdout.contains("::error file=ui-tests.log,line=46,title="))
    }
}
