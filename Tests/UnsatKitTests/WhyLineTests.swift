import Testing

@testable import UnsatKit

/// Issue 22, bug 6: where unsat shows no proof, `list --explain` and `check` said nothing in the
/// place of the why line; they say why not, as `show` and the inspector do.
struct WhyLineTests {
    /// Two constraints that hold together: UIKit's report names them, unsat finds no contradiction.
    static let log = """
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x6001 UIView:0x7f01.width == 10   (active)>",
            "<NSLayoutConstraint:0x6002 UIView:0x7f01.height == 20   (active)>"
        )
        Will attempt to recover by breaking constraint
        <NSLayoutConstraint:0x6002 UIView:0x7f01.height == 20   (active)>
        """

    static let noProof = "no contradiction among the constraints unsat can read"

    @Test func theListSaysWhyThereIsNoProof() throws {
        let result = parse(Self.log)
        let conflicts = ConflictGrouper().group(result)
        try #require(conflicts.count == 1)
        #expect(Explainer().explain(conflicts[0]).proof == nil)
        let text = ConflictListing(result: result, conflicts: conflicts, explain: true).text()
        #expect(text.contains("    why  \(Self.noProof)"), "\(text)")
    }

    @Test func everyCheckFormatSaysWhyThereIsNoProof() throws {
        let result = parse(Self.log)
        let conflicts = ConflictGrouper().group(result)
        let check = CheckResult(
            result: result, conflicts: conflicts, baseline: Baseline(entries: []), includeSystem: false, version: "t")
        #expect(check.text().contains("    why  \(Self.noProof)"))
        #expect(check.junit().contains("why: \(Self.noProof)"))
        #expect(check.github().contains("Why: \(Self.noProof)"))
        let sarif = String(decoding: check.sarif(), as: UTF8.self)
        #expect(sarif.contains("Why: \(Self.noProof)"))
    }
}
