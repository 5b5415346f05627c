import Foundation
import Testing

/// `unsat fix ID` as a user runs it: inside a copy of the app (its git work tree, the default
/// source root), the patch it prints goes straight to `git apply`; nothing is written by unsat.
@Suite(.enabled(if: GitTool.path != nil, "no git on PATH"))
struct FixCommandTests {
    /// A copy of the fixture app `style` as a git work tree of its own.
    static func checkout(_ style: String) throws -> URL {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("unsat-fix-\(UUID().uuidString)")
        try FileManager.default.copyItem(atPath: Binary.fixture("Apps/\(style)"), toPath: copy.path)
        let run = try Binary.shell(
            "cd '\(copy.path)' && git init -q . && git add -A && git -c user.email=t@t -c user.name=t commit -qm app")
        #expect(run.status == 0, "\(run.stderr)")
        return copy
    }

    @Test func thePatchFromTheWorkTreeAppliesAndUnsatWritesNothing() throws {
        let app = try Self.checkout("swift-anchors")
        defer { try? FileManager.default.removeItem(at: app) }
        let run = try Binary.run(["fix", "1", "console.log"], in: app)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Lower UITableView.height == 480 to priority 999"))
        #expect(run.stdout.contains("It was made at LedgerViewController.swift:26."))
        #expect(run.stdout.contains(": 3 files read, "))
        let status = try Binary.shell("cd '\(app.path)' && git status --porcelain")
        #expect(status.stdout.isEmpty, "unsat wrote to the source tree: \(status.stdout)")
        let diff = try #require(run.stdout.range(of: "--- a/")).lowerBound
        try Data(run.stdout[diff...].utf8).write(to: app.appendingPathComponent("fix.patch"))
        let apply = try Binary.shell("cd '\(app.path)' && git apply fix.patch")
        #expect(apply.status == 0, "\(apply.stderr)")
        let patched = try String(contentsOf: app.appendingPathComponent("LedgerViewController.swift"), encoding: .utf8)
        #expect(patched.contains("entriesTableHeight.priority = UILayoutPriority(999)"))
    }

    /// One file searched is one file, not "1 files".
    @Test func whatWasSearchedIsCountedInWords() throws {
        let app = Binary.fixture("Apps/snapkit")
        let run = try Binary.run(["fix", "1", "--source-root", app, app + "/console.log"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains(": 1 file read, "), "\(run.stdout)")
        #expect(!run.stdout.contains("1 files"))
    }

    @Test func withNoSourceThereIsNoPatchAndItSaysSo() throws {
        let app = try Self.checkout("swift-anchors")
        defer { try? FileManager.default.removeItem(at: app) }
        let run = try Binary.run(["fix", "1", "--no-source", "console.log"], in: app)
        #expect(run.status == 0)
        #expect(!run.stdout.contains("--- a/"))
        #expect(run.stdout.contains("No source was searched"))
    }
}

/// Where git is, for the tests that apply a patch as a user would.
enum GitTool {
    static let path = ["/usr/bin/git", "/usr/local/bin/git", "/opt/homebrew/bin/git"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }
}

/// The JSON contract's source fields, as a script reads them.
struct SourceJSONTests {
    @Test func constraintsAndTheFixSayWhereTheyWereMade() throws {
        let app = Binary.fixture("Apps/swift-anchors")
        let run = try Binary.run(["list", "--json", "--explain", "--source-root", app, app + "/console.log"])
        #expect(run.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let sources = try #require(json["sources"] as? [String: Any])
        #expect(sources["filesRead"] as? Int == 3)
        let conflict = try #require((json["conflicts"] as? [[String: Any]])?.first)
        let constraints = try #require(conflict["constraints"] as? [[String: Any]])
        let height = try #require(constraints.first { ($0["text"] as? String)?.contains("height == 480") == true })
        let source = try #require(height["source"] as? [String: Any])
        #expect(source["path"] as? String == "LedgerViewController.swift")
        #expect(source["line"] as? Int == 26)
        #expect((height["sources"] as? [[String: Any]])?.count == 1)
        #expect(height.keys.contains("reference"))
        let fix = try #require(conflict["fix"] as? [String: Any])
        #expect((fix["site"] as? [String: Any])?["line"] as? Int == 26)
        #expect((fix["patch"] as? String)?.hasPrefix("--- a/LedgerViewController.swift") == true)
        // Without --explain nothing is searched: the fields are there, empty.
        let plain = try Binary.run(["list", "--json", "--source-root", app, app + "/console.log"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(plain.stdout.utf8)) as? [String: Any])
        #expect(document["sources"] is NSNull)
    }
}
