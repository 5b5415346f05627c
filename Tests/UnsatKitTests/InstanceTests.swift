import Foundation
import Testing

@testable import UnsatKit

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// One conflict, one entry: groups with the same fingerprint (the same constraints between other
/// views of the same classes) are one conflict in every output.
struct InstanceTests {
    /// `two-cells.log`: cell 1 at line 2, cell 2 (other addresses, its list in another order) at 18,
    /// cell 1 again at 34.
    static func twoCells() throws -> (ParseResult, [Conflict]) {
        let result = try InputReader.read(path: Paths.fixture("two-cells.log"))
        return (result, ConflictGrouper().group(result))
    }

    @Test func twoCellsWithOneBrokenLayoutAreOneConflictWithEveryCallbackInInputOrder() throws {
        let (_, conflicts) = try Self.twoCells()
        try #require(conflicts.count == 1)
        let conflict = conflicts[0]
        #expect(conflict.callbacks.map(\.location.line) == [2, 18, 34])
        #expect(conflict.instances == 2)
        // The first cell's constraints and views; the second's are not added to them.
        #expect(
            conflict.constraints.map(\.address)
                == ["0x600003a10a00", "0x600003a10a50", "0x600003a10aa0", "0x600003a10af0"])
        #expect(conflict.views.compactMap(\.address) == ["0x7fa1c0d01100", "0x7fa1c0d01000"])
        // The second cell's addresses map to the ones in their place, whatever the order printed.
        #expect(conflict.counterpart(of: "0x600003a20b00") == "0x600003a10a00")
        #expect(conflict.counterpart(of: "0x600003a20bf0") == "0x600003a10af0")
        #expect(conflict.counterpart(of: "0x7fa1c0d02000") == "0x7fa1c0d01000")
        #expect(conflict.counterpart(of: "0x7fa1c0d02100") == "0x7fa1c0d01100")
        #expect(conflict.counterpart(of: "0x600003a10a00") == "0x600003a10a00")
        #expect(conflict.isOtherInstance(conflict.callbacks[1]))
        #expect(!conflict.isOtherInstance(conflict.callbacks[2]))
        #expect(
            conflict.views(of: conflict.callbacks[1]).compactMap(\.address) == ["0x7fa1c0d02100", "0x7fa1c0d02000"])
    }

    @Test func listJSONHasOneConflictWithBothCellsCallbacks() throws {
        let (result, conflicts) = try Self.twoCells()
        let data = Data(ConflictListing(result: result, conflicts: conflicts).json())
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let list = try #require(json["conflicts"] as? [[String: Any]])
        try #require(list.count == 1)
        #expect(list[0]["instances"] as? Int == 2)
        #expect((list[0]["views"] as? [Any])?.count == 2)
        let callbacks = try #require(list[0]["callbacks"] as? [[String: Any]])
        #expect(callbacks.map { $0["line"] as? Int } == [2, 18, 34])
        // Each callback's own addresses, as printed, and the conflict's constraint for the broken one.
        #expect(callbacks[1]["broken"] as? String == "0x600003a20b00")
        #expect(callbacks[1]["brokenInConflict"] as? String == "0x600003a10a00")
        #expect((callbacks[1]["constraints"] as? [String])?.first == "0x600003a20b50")
        #expect(callbacks[2]["brokenInConflict"] as? String == "0x600003a10af0")
        let file = try #require((json["files"] as? [[String: Any]])?.first)
        #expect(file["conflicts"] as? Int == 1)
        #expect(file["callbacks"] as? Int == 3)
    }

    @Test func listTextMarksWhatEitherCellBrokeAndSaysWhereTheOtherIs() throws {
        let (result, conflicts) = try Self.twoCells()
        let text = ConflictListing(result: result, conflicts: conflicts).text()
        #expect(text.contains(": 1 conflict, 3 callbacks"))
        #expect(text.contains("#1  ×3  "))
        #expect(text.contains("  ✗ UIImageView.height == 48"))
        #expect(text.contains("    1 more instance between other views: \(Paths.fixture("two-cells.log")):18\n"))
        #expect(!text.contains("0x7fa1c0d02100"))
    }

    @Test func sarifHasOneResultAndJUnitOneCase() throws {
        let (result, conflicts) = try Self.twoCells()
        let check = CheckResult(
            result: result, conflicts: conflicts, baseline: Baseline(entries: []), includeSystem: false, version: "t")
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(check.sarif())) as? [String: Any])
        let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 1)
        let message = (results.first?["message"] as? [String: Any])?["text"] as? String
        // The last callback broke the first cell's size constraint, in its words.
        #expect(message?.hasPrefix("Constraint conflict (3×): UIKit broke ContentView.height == 44.") == true)
        let parser = XMLParser(data: Data(check.junit().utf8))
        let counter = CheckTests.JUnitCounter()
        parser.delegate = counter
        #expect(parser.parse())
        #expect(counter.cases == 1)
        #expect(counter.failures == 1)
        #expect(Baseline(conflicts: conflicts).entries.count == 1)
        #expect(check.text().contains("1 new conflict not in the baseline"))
    }

    /// The fingerprint names a conflict across runs: the same conflict in two files is one, its
    /// callbacks in the order the files were given (not their names' order).
    @Test func theSameConflictInTwoFilesIsOneInTheOrderTheFilesCame() throws {
        let today = GroupingTests.report(["0xa1", "0xa2"], broken: "0xa1")
        let yesterday = GroupingTests.report(["0xc7", "0xc8"], broken: "0xc8", view: "0x7f00000000aa")
        var result = parse(today, name: "z-today.log")
        result.append(parse(yesterday, name: "a-yesterday.log"))
        let conflicts = ConflictGrouper().group(result)
        try #require(conflicts.count == 1)
        #expect(conflicts[0].callbacks.map(\.location.file) == ["z-today.log", "a-yesterday.log"])
        #expect(conflicts[0].constraints.map(\.address) == ["0xa1", "0xa2"])
        #expect(conflicts[0].lastBroken == "0xa2")
        let data = Data(ConflictListing(result: result, conflicts: conflicts).json())
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let files = try #require(json["files"] as? [[String: Any]])
        #expect(files.map { $0["conflicts"] as? Int } == [1, 1])
    }

    /// Names read the same in every callback: another cell's views take the first's names; where two
    /// views of one class are told apart by their addresses' last digits, those are their own.
    @Test func anotherInstancesViewsAreNamedAsTheFirstsAre() throws {
        func report(_ a: String, _ b: String, _ c: String) -> String {
            """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:\(c)1 UIView:\(a).width == UIView:\(b).width + 10   (active)>",
                "<NSLayoutConstraint:\(c)2 UIView:\(a).width == 50   (active)>",
                "<NSLayoutConstraint:\(c)3 UIView:\(b).width == 50   (active)>"
            )

            """
        }
        let result = parse(report("0x7a01", "0x7a02", "0x6a0") + report("0x7b01", "0x7b02", "0x6b0"))
        let conflicts = ConflictGrouper().group(result)
        try #require(conflicts.count == 1)
        let conflict = conflicts[0]
        #expect(conflict.counterpart(of: "0x7b01") == "0x7a01")
        #expect(conflict.counterpart(of: "0x7b02") == "0x7a02")
        #expect(conflict.counterpart(of: "0x6b03") == "0x6a03")
        let namer = ViewNamer(conflict: conflict)
        let first = conflict.constraints.map { ConstraintFormatter.short($0, namer: namer) }
        let second = conflict.callbacks[1].constraints.map { ConstraintFormatter.short($0, namer: namer) }
        #expect(
            first == [
                "UIView:7a01.width == UIView:7a02.width + 10", "UIView:7a01.width == 50", "UIView:7a02.width == 50",
            ])
        #expect(
            second == [
                "UIView:7b01.width == UIView:7b02.width + 10", "UIView:7b01.width == 50", "UIView:7b02.width == 50",
            ])
    }

    /// Distinct conflicts stay apart, and a conflict of one instance maps nothing.
    @Test func conflictsWithOtherFingerprintsAreNotMerged() throws {
        let result = try InputReader.read(path: Paths.fixture("prefixes.log"))
        let conflicts = ConflictGrouper().group(result)
        #expect(Set(conflicts.map(\.fingerprint)).count == conflicts.count)
        #expect(conflicts.allSatisfy { $0.instances == 1 && $0.counterparts.isEmpty })
    }
}
