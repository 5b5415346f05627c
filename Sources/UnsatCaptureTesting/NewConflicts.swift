public import Foundation
public import UnsatCapture
import UnsatKit
import XCTest

// swift-format-ignore: AlwaysUseLowerCamelCase
// (Named like XCTest's own assertions.)
/// Fails the test once for each conflict in `records` that the baseline file at `baseline` (the one
/// `unsat baseline` writes) does not hold, by `unsat check`'s rule (UIKit's own conflicts left out
/// unless `includeSystem`); each failure's message holds the conflict's record.
public func XCTAssertNoNewConflicts(
    in records: [CaptureRecord], baseline: URL, includeSystem: Bool = false, file: StaticString = #filePath,
    line: UInt = #line
) {
    for failure in NewConflicts.failures(in: records, baseline: baseline, includeSystem: includeSystem) {
        XCTFail(failure, file: file, line: line)
    }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Fails the test once for each new conflict in the capture file at `captureFile`: the file
/// `ConflictCapture.install(to:)` writes in the app a UI test launched (a path the test gives it, in
/// its launch environment), or a console log with records in it.
public func XCTAssertNoNewConflicts(
    inCaptureFile captureFile: URL, baseline: URL, includeSystem: Bool = false, file: StaticString = #filePath,
    line: UInt = #line
) {
    switch NewConflicts.records(inCaptureFile: captureFile) {
    case .success(let records):
        XCTAssertNoNewConflicts(in: records, baseline: baseline, includeSystem: includeSystem, file: file, line: line)
    case .failure(let problem):
        XCTFail(problem.message, file: file, line: line)
    }
}

/// What the assertions fail with, apart from XCTest (and so tested without a failing test).
public enum NewConflicts {
    /// Why a capture file could not be read.
    public struct Problem: Error, Hashable {
        public var message: String
    }

    /// One message per new conflict in `records` (the first record of each; UIKit calls back more
    /// than once for one conflict), and one first when the baseline cannot be read.
    public static func failures(in records: [CaptureRecord], baseline: URL, includeSystem: Bool = false) -> [String] {
        let assertion = ConflictAssertion.newConflicts(baseline: baseline, includeSystem: includeSystem)
        var stopped: Set<String> = []
        let found = records.compactMap { assertion.finding(for: $0, stopped: &stopped)?.message }
        guard let problem = assertion.problem else { return found }
        return ["unsat: the baseline could not be read: \(problem)"] + found
    }

    /// The records in a capture file: each line that holds one (from its `{`: a console log's
    /// lines have a prefix before it); other lines are passed over.
    public static func records(inCaptureFile url: URL) -> Result<[CaptureRecord], Problem> {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            return .failure(Problem(message: "unsat: cannot read the capture file \(url.path)"))
        }
        var records: [CaptureRecord] = []
        for line in String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline) {
            guard let brace = line.firstIndex(of: "{"), line.contains("\"unsat-capture/") else { continue }
            if case .success(let record) = CaptureRecord.decode(String(line[brace...])) { records.append(record) }
        }
        return .success(records)
    }
}
