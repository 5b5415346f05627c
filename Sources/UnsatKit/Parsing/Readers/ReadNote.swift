/// Every note the reader writes about a line it could not fully read, written once here so that the
/// same problem is always described in the same words.
enum ReadNote {
    static let unclosedEntry = "unreadable constraint: expected '>' to close the constraint description"
    static let unreadableEntry = "unreadable constraint: expected a constraint description"
    static let listEndsInEllipsis =
        "the list of constraints ends in '...': constraints after it were not in the input"
    static let reportWithoutList = "report with no constraints: expected '(' and a list of constraint descriptions"
    static let captureWithoutList = "capture with no constraints: expected 'current constraints:' and a list"
    static let captureCutOff = "capture cut off at the end of the input"
    static let expectedBroken = "expected the broken constraint after 'Will attempt to recover by breaking constraint'"
    static let expectedIgnoredController = "expected '<Controller: 0x…>' after 'ignore conflict in UIKit:'"
    static let ambiguityWithoutView = "ambiguity report: expected 'Class:0xADDRESS' before AMBIGUOUS LAYOUT"
    static let mentionOutsideReport =
        "names a constraint or a report outside any report's list (quoted in text?): not read as one"
    static let lineTooLong = "line longer than 1 MiB: stepped over without reading it"
    static let recordWithoutConstraints = "capture record with no readable constraints"

    static func reportCutOff(keeping count: Int) -> String {
        "report cut off at the end of the input: kept the \(count) constraint\(count == 1 ? "" : "s") read"
    }

    static let rewrittenEntry =
        "the list's entries have no addresses (rewritten by a console library?): no constraint can be read from them"

    static func fragment(broken: Address?) -> String {
        let what = broken.map { "breaks \($0)" } ?? "its broken constraint not readable"
        return "the end of a report whose header and list are not in the input (\(what)): not counted as a callback"
    }

    static func unreadableConstraint(expected: String) -> String { "unreadable constraint: expected \(expected)" }

    static func unreadableRecordConstraint(expected: String) -> String {
        "unreadable constraint in capture record: expected \(expected)"
    }

    static func constraintNote(_ address: Address, _ note: String) -> String { "\(address): \(note)" }

    static func ignoredWithoutReport(_ controller: String) -> String {
        "the capture hook ignored a conflict in \(controller), but no report before it names one"
    }

    static func unreadableRecord(_ reason: String) -> String { "unreadable capture record: \(reason)" }
}
