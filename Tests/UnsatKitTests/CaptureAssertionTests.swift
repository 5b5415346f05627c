import Foundation
import Testing
import UnsatCapture
import UnsatCaptureTesting

@testable import UnsatKit

/// The hook's assertions with `unsat check`'s own rule: the fingerprint a record gets in the app is
/// the one `check` gives its line in the console log, and the baseline is `unsat baseline`'s file.
struct CaptureAssertionTests {
    static let record = CaptureRecordTests.record(keyPath: "headerView.avatarView")

    /// The conflict `check` reads from the console log the hook wrote `record` into.
    static func checkedConflict(_ record: CaptureRecord) throws -> Conflict {
        let log = "2026-03-04 10:11:12.345678+0100 MyApp[4242:1234567] \(record.encodedLine())\n"
        return try #require(ConflictGrouper().group(LogScanner.parse(Array(log.utf8), file: "console.log")).first)
    }

    static func baselineFile(_ conflicts: [Conflict]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-\(UUID().uuidString).json")
        try Data(Baseline(conflicts: conflicts).json()).write(to: url)
        return url
    }

    @Test func aRecordsFingerprintIsTheOneCheckGivesItsLogLine() throws {
        let conflict = try Self.checkedConflict(Self.record)
        let verdict = try #require(ConflictAssertion.verdict(of: Self.record))
        #expect(verdict == .init(fingerprint: conflict.fingerprint, isSystem: false))
        // Another run: other addresses, the same conflict (the key path and classes name the views).
        let again = CaptureRecordTests.record(addressSuffix: "b2", keyPath: "headerView.avatarView")
        #expect(ConflictAssertion.verdict(of: again)?.fingerprint == conflict.fingerprint)
        // Another constant is another conflict.
        var wider = Self.record
        wider.constraints[1] = wider.constraints[1].replacingOccurrences(of: "== 100", with: "== 110")
        #expect(ConflictAssertion.verdict(of: wider)?.fingerprint != conflict.fingerprint)
    }

    @Test func theBaselineFileUnsatBaselineWritesKeepsItsConflictsGoing() throws {
        let url = try Self.baselineFile([try Self.checkedConflict(Self.record)])
        defer { try? FileManager.default.removeItem(at: url) }
        let assertion = ConflictAssertion.newConflicts(baseline: url)
        #expect(assertion.problem == nil)
        var stopped: Set<String> = []
        #expect(assertion.finding(for: Self.record, stopped: &stopped) == nil)
        var wider = Self.record
        wider.constraints[1] = wider.constraints[1].replacingOccurrences(of: "== 100", with: "== 110")
        #expect(assertion.finding(for: wider, stopped: &stopped)?.record == wider)
    }

    /// UIKit's own conflict (an alert's private views) is `system` to `check`, and does not stop.
    @Test func uikitsOwnConflictsAreLeftOutByTheSystemRule() throws {
        var alert = Self.record
        alert.controller = .init(class: "UIAlertController", address: "0x7f00000000c1")
        alert.hierarchy = [.init(class: "_UIAlertControllerView", address: "0x7f00000020a1", depth: 0, frame: nil)]
        alert.constraints = alert.constraints.map {
            $0.replacingOccurrences(of: "MyApp.AvatarView", with: "_UIAlertControllerView")
        }
        alert.broken = alert.constraints[0]
        #expect(try Self.checkedConflict(alert).isSystem)
        #expect(ConflictAssertion.verdict(of: alert)?.isSystem == true)
        var stopped: Set<String> = []
        #expect(
            ConflictAssertion.newConflicts(baseline: Baseline(entries: [])).finding(for: alert, stopped: &stopped)
                == nil)
        #expect(
            ConflictAssertion.newConflicts(baseline: Baseline(entries: []), includeSystem: true)
                .finding(for: alert, stopped: &stopped) != nil)
    }

    @Test func anUnreadableBaselineMakesEveryConflictNewAndSaysWhy() {
        let assertion = ConflictAssertion.newConflicts(baseline: URL(fileURLWithPath: "/nonexistent/baseline.json"))
        #expect(assertion.problem?.hasPrefix("/nonexistent/baseline.json: ") == true)
        var stopped: Set<String> = []
        let finding = assertion.finding(for: Self.record, stopped: &stopped)
        #expect(finding?.message.contains("the baseline could not be read: /nonexistent/baseline.json") == true)
    }

    /// The UI test's helper: one failure a new conflict, with its record; none for known ones.
    @Test func theTestHelperFailsOncePerNewConflictWithItsRecord() throws {
        let url = try Self.baselineFile([try Self.checkedConflict(Self.record)])
        defer { try? FileManager.default.removeItem(at: url) }
        var wider = Self.record
        wider.constraints[1] = wider.constraints[1].replacingOccurrences(of: "== 100", with: "== 110")
        let failures = NewConflicts.failures(in: [Self.record, wider, wider], baseline: url)
        #expect(failures.count == 1)
        #expect(failures.first?.hasPrefix("New constraint conflict in MyApp.ProfileViewController") == true)
        #expect(failures.first?.hasSuffix(wider.encodedLine()) == true)
        #expect(NewConflicts.failures(in: [Self.record], baseline: url).isEmpty)
    }

    @Test func theTestHelperReadsTheCaptureFileTheAppWrote() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("capture-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: url) }
        let text = [
            Self.record.encodedLine(), "some other output",
            "2026-03-04 10:11:12.345678+0100 MyApp[4242:1234567] \(Self.record.encodedLine())",
        ].joined(separator: "\n")
        try Data(text.utf8).write(to: url)
        #expect(try NewConflicts.records(inCaptureFile: url).get() == [Self.record, Self.record])
        let missing = URL(fileURLWithPath: "/nonexistent/capture.jsonl")
        #expect(throws: NewConflicts.Problem.self) { try NewConflicts.records(inCaptureFile: missing).get() }
    }
}
