import Foundation
import Testing
import UnsatKit

@testable import UnsatTUI

/// A followed file truncated and written again (a simulator's log, the app restarted) is one file
/// with runs: the reader says which readings are its runs, the list marks each row's run and the
/// title names the file once, and `R` has the reader drop the earlier runs.
@Suite("Followed runs") struct FollowedRunsTests {
    typealias Scratch = FollowedFileTests.Scratch

    /// The callbacks of a snapshot's conflicts.
    static func callbacks(_ snapshot: UnsatTUI.InputStream.Snapshot) -> Int {
        snapshot.conflicts.reduce(0) { $0 + $1.callbacks.count }
    }

    /// The stream's snapshots until one satisfies `done` (10 s at most).
    static func wait(
        _ stream: UnsatTUI.InputStream, _ done: (UnsatTUI.InputStream.Snapshot) -> Bool
    ) throws -> UnsatTUI.InputStream.Snapshot {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            if let snapshot = stream.take(), done(snapshot) { return snapshot }
            usleep(50_000)
        }
        Issue.record("no such snapshot in 10 s")
        throw CancellationError()
    }

    @Test func aTruncatedFileIsReadAsRunsAndItsEarlierRunsCanBeForgotten() throws {
        let scratch = try Scratch()
        let sample = try String(contentsOfFile: Fixture.sample("capture-profile.log"), encoding: .utf8)
        try scratch.write(sample, to: "app.log")
        let path = scratch.path("app.log")
        let stream = UnsatTUI.InputStream(name: path, follows: true)
        stream.start(following: try FollowedFile(path: path), base: ParseResult(), grouper: ConflictGrouper())
        let first = try Self.wait(stream) { Self.callbacks($0) == 4 }
        #expect(first.runs == [path])
        try scratch.truncate("app.log")
        usleep(800_000)
        try scratch.write(sample, to: "app.log")
        let second = try Self.wait(stream) { Self.callbacks($0) == 8 }
        #expect(second.runs == [path, path + " (2)"])
        #expect(Set(second.result.files.map(\.path)) == [path, path + " (2)"])
        stream.forgetEarlierRuns()
        let cleared = try Self.wait(stream) { Self.callbacks($0) == 4 }
        // The run read now stays, under its name and number.
        #expect(cleared.result.files.map(\.path) == [path + " (2)"])
        #expect(cleared.runs == [path, path + " (2)"])
    }

    /// The inspector on two runs of `app.log`, as the reader hands them over.
    static func inspector(_ scratch: Scratch) throws -> (Inspector, runs: [String]) {
        let sample = try String(contentsOfFile: Fixture.sample("capture-profile.log"), encoding: .utf8)
        try scratch.write(sample, to: "app.log")
        try scratch.write(sample, to: "app.log (2)")
        let runs = [scratch.path("app.log"), scratch.path("app.log (2)")]
        let result = try InputReader.read(paths: runs)
        let inspector = Inspector(
            document: InspectorDocument(result: result, conflicts: ConflictGrouper().group(result)))
        inspector.state.followedRuns = runs
        return (inspector, runs)
    }

    @Test func theRunsAreOneFileTheirRowsMarkedAndRClearsTheEarlierOnes() throws {
        let scratch = try Scratch()
        let (inspector, runs) = try Self.inspector(scratch)
        let grid = inspector.render(width: 80, height: 24)
        let text = grid.lines.joined(separator: "\n")
        // One file in the title, with its run; each row its run, not `app.log (2)`.
        #expect(grid.lines[0].contains("app.log · run 2"))
        #expect(!grid.lines[0].contains("+1"))
        #expect(text.contains("run 1"))
        #expect(!text.contains("app.log (2)"))
        #expect(grid.lines[23].contains("R clear runs"))
        inspector.handle(.character("R"))
        #expect(inspector.state.requests == [.forgetEarlierRuns])
        #expect(inspector.state.message == "earlier runs cleared")
        // The reader's next snapshot holds the last run alone: nothing more to clear.
        inspector.state.requests = []
        let result = try InputReader.read(paths: [runs[1]])
        inspector.replaceDocument(result: result, conflicts: ConflictGrouper().group(result))
        let after = inspector.render(width: 80, height: 24)
        #expect(after.lines[0].contains("app.log · run 2"))
        #expect(!after.lines[23].contains("R clear runs"))
        inspector.handle(.character("R"))
        #expect(inspector.state.requests.isEmpty)
        #expect(inspector.state.message == "no earlier run to clear")
    }
}
