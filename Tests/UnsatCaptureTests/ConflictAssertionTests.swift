import Testing
import UnsatCapture

/// The assertion's decision (`ConflictAssertion.finding`), apart from UIKit and from UnsatKit's
/// fingerprint rule: the judge here says what `unsat check` would.
struct ConflictAssertionTests {
    static func record(controller: String = "MyApp.ProfileViewController", broken: String = "width") -> CaptureRecord {
        CaptureRecord(
            time: nil, process: "MyApp", pid: 1, controller: .init(class: controller, address: "0x1"), view: "0x2",
            hierarchy: [.init(class: "UIView", address: "0x2", depth: 0, frame: [0, 0, 10, 10])],
            constraints: ["<NSLayoutConstraint:0x3 UIView:0x2.width == 10   (active)>"], broken: broken)
    }

    /// Fingerprint = the broken field, system = a `UI` controller: enough to tell records apart.
    static func assertion(baseline: Set<String>, includeSystem: Bool = false) -> ConflictAssertion {
        ConflictAssertion(baseline: baseline, includeSystem: includeSystem) { record in
            guard let broken = record.broken else { return nil }
            return .init(fingerprint: broken, isSystem: record.controller?.class.hasPrefix("UI") == true)
        }
    }

    @Test func aConflictInTheBaselineGoesOn() {
        var stopped: Set<String> = []
        #expect(Self.assertion(baseline: ["width"]).finding(for: Self.record(), stopped: &stopped) == nil)
        #expect(stopped.isEmpty)
    }

    @Test func aNewConflictStopsOnceARun() throws {
        let assertion = Self.assertion(baseline: ["height"])
        var stopped: Set<String> = []
        let finding = try #require(assertion.finding(for: Self.record(), stopped: &stopped))
        #expect(finding.fingerprint == "width")
        #expect(finding.record == Self.record())
        // UIKit calls back again for the same conflict at the next layout pass: no second stop.
        #expect(assertion.finding(for: Self.record(), stopped: &stopped) == nil)
        #expect(assertion.finding(for: Self.record(broken: "top"), stopped: &stopped)?.fingerprint == "top")
        #expect(stopped == ["width", "top"])
    }

    @Test func uikitsOwnConflictsStopOnlyWhenAskedFor() {
        let alert = Self.record(controller: "UIAlertController")
        var stopped: Set<String> = []
        #expect(Self.assertion(baseline: []).finding(for: alert, stopped: &stopped) == nil)
        #expect(Self.assertion(baseline: [], includeSystem: true).finding(for: alert, stopped: &stopped) != nil)
    }

    @Test func aRecordWithNoConflictGoesOn() {
        var stopped: Set<String> = []
        var record = Self.record()
        record.broken = nil
        #expect(Self.assertion(baseline: []).finding(for: record, stopped: &stopped) == nil)
    }

    @Test func theMessageSaysWhereWhatAndHowToAcceptIt() throws {
        var assertion = Self.assertion(baseline: [])
        assertion.problem = "baseline.json: no such file"
        var stopped: Set<String> = []
        let message = try #require(assertion.finding(for: Self.record(), stopped: &stopped)).message
        let lines = message.split(separator: "\n").map(String.init)
        #expect(
            lines == [
                "New constraint conflict in MyApp.ProfileViewController (not in the baseline): UIKit broke width",
                "the baseline could not be read: baseline.json: no such file",
                "fingerprint width; to accept it for now, add it to the baseline with 'unsat baseline'",
                Self.record().encodedLine(),
            ])
    }
}
