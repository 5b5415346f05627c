import Foundation
import Testing

@testable import UnsatKit

/// A conflict whose constraint names its source (`@CardView.swift#88`, `'ProfileHeader.swift#42'`)
/// is reported at that line in SARIF and GitHub, with the log's line kept beside it.
struct SourceLineTests {
    /// A source root holding `files` (relative paths, empty), removed by the caller.
    static func sourceRoot(_ files: [String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("unsat-src-\(UUID().uuidString)")
        for file in files {
            let url = root.appendingPathComponent(file)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data().write(to: url)
        }
        return root
    }

    static func check(root: URL?) throws -> (CheckResult, [Conflict]) {
        let (result, conflicts) = try CheckTests.conflicts("source-lines.log")
        let report = CheckResult(
            result: result, conflicts: conflicts, baseline: Baseline(entries: []), includeSystem: false, version: "t",
            sourceRoot: root?.path)
        return (report, conflicts)
    }

    static func sarifResults(_ report: CheckResult) throws -> [[String: Any]] {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(report.sarif())) as? [String: Any])
        #expect(json["version"] as? String == "2.1.0")
        let run = try #require((json["runs"] as? [[String: Any]])?.first)
        return try #require(run["results"] as? [[String: Any]])
    }

    /// `uri` and `startLine` of a SARIF location object.
    static func place(_ location: [String: Any]?) -> (uri: String?, line: Int?) {
        let physical = location?["physicalLocation"] as? [String: Any]
        return (
            (physical?["artifactLocation"] as? [String: Any])?["uri"] as? String,
            (physical?["region"] as? [String: Any])?["startLine"] as? Int
        )
    }

    static func message(_ result: [String: Any]) -> String {
        (result["message"] as? [String: Any])?["text"] as? String ?? ""
    }

    @Test(arguments: [
        ("CardView.swift#88", "CardView.swift", 88),
        ("Profile View+Layout.swift#12", "Profile View+Layout.swift", 12),
        ("CardView.swift:88", "CardView.swift", 88),
        ("Views/Card.m:7", "Views/Card.m", 7),
    ])
    func aFileAndLineAreReadWhole(text: String, file: String, line: Int) throws {
        let found = try #require(SourceLine.parse(text[...]))
        #expect(found.file == file && found.line == line && found.text == text)
    }

    @Test(arguments: [
        "UIView-Encapsulated-Layout-Width", "header.height:collapsed", "CardView.swift", "CardView.swift#",
        "CardView.swift#0", ".swift#3", "Card.txt:4", "UISV-spacing",
    ])
    func textThatIsNotASourceLineIsNone(text: String) {
        #expect(SourceLine.parse(text[...]) == nil)
        #expect(SourceLine.named(byIdentifier: text) == nil)
    }

    @Test func anIdentifierMayNameItsLineAmongOtherWords() {
        #expect(SourceLine.named(byIdentifier: "ProfileHeader.swift#42 avatar width")?.line == 42)
        #expect(SourceLine.named(byIdentifier: "avatar (Header.swift:9)")?.file == "Header.swift")
    }

    @Test func aConstraintsSourceIsSnapKitsReferenceThenItsIdentifier() throws {
        let snap = try constraint(
            "<SnapKit.LayoutConstraint:0x600002b4c660@CardView.swift#88 UIImageView:0x104b17e20.width == 120.0>")
        #expect(snap.sourceLine == SourceLine(file: "CardView.swift", line: 88, text: "CardView.swift#88"))
        let named = try constraint(
            "<NSLayoutConstraint:0x600001e2c0a0 'CardView.swift:88' UIView:0x7f9e4c70e4b0.height == 30>")
        #expect(named.sourceLine?.line == 88)
        let plain = try constraint("<NSLayoutConstraint:0x600001e2c0a0 'avatar' UIView:0x7f9e4c70e4b0.height == 30>")
        #expect(plain.sourceLine == nil)
    }

    /// The broken constraint names no file in the second conflict: a constraint of the proof does.
    @Test func theBrokenConstraintsSourceComesFirstThenTheProofs() throws {
        let (_, conflicts) = try Self.check(root: nil)
        #expect(conflicts[0].sourceConstraint()?.line.text == "CardView.swift#88")
        let proof = Explainer().explain(conflicts[1]).proof?.constraints ?? []
        #expect(conflicts[1].sourceConstraint(proof: proof)?.line.text == "ProfileHeader.swift#42")
    }

    @Test func sarifPlacesAConflictAtItsSourceLineWithTheLogRelated() throws {
        let root = try Self.sourceRoot(["Sources/Views/CardView.swift", ".build/checkouts/CardView.swift"])
        defer { try? FileManager.default.removeItem(at: root) }
        let (report, conflicts) = try Self.check(root: root)
        let results = try Self.sarifResults(report)
        #expect(results.count == 2)
        let locations = try #require(results[0]["locations"] as? [[String: Any]])
        #expect(locations.count == 1)
        let source = Self.place(locations.first)
        #expect(source.uri == "Sources/Views/CardView.swift" && source.line == 88)
        let related = try #require(results[0]["relatedLocations"] as? [[String: Any]])
        #expect(related.count == 1)
        #expect(related[0]["id"] as? Int == 0)
        let log = Self.place(related.first)
        #expect(log.uri == Paths.fixture("source-lines.log") && log.line == 1)
        #expect(Self.message(results[0]).contains("The broken constraint comes from Sources/Views/CardView.swift:88"))
        let fingerprints = results[0]["partialFingerprints"] as? [String: String]
        #expect(fingerprints?["unsatFingerprint/v1"] == conflicts[0].fingerprint)
    }

    @Test func aSourceNotFoundLeavesTheConflictAtTheLogAndNamesTheSource() throws {
        let root = try Self.sourceRoot(["Sources/Other.swift"])
        defer { try? FileManager.default.removeItem(at: root) }
        let (report, _) = try Self.check(root: root)
        let results = try Self.sarifResults(report)
        let place = Self.place((results[1]["locations"] as? [[String: Any]])?.first)
        #expect(place.uri == Paths.fixture("source-lines.log") && place.line == 14)
        #expect(results[1]["relatedLocations"] == nil)
        #expect(
            Self.message(results[1]).contains(
                "UILabel '50%, done: ok'.height == 30 comes from ProfileHeader.swift#42 (no such file under \(root.path))"
            ))
    }

    /// Two files of the name: neither is guessed; the conflict stays at the log and says why.
    @Test func anAmbiguousNameLeavesTheConflictAtTheLog() throws {
        let root = try Self.sourceRoot(["App/CardView.swift", "Widget/CardView.swift"])
        defer { try? FileManager.default.removeItem(at: root) }
        let (report, _) = try Self.check(root: root)
        let results = try Self.sarifResults(report)
        #expect(Self.place((results[0]["locations"] as? [[String: Any]])?.first).line == 1)
        #expect(
            Self.message(results[0]).contains(
                "comes from CardView.swift#88, but 2 files under \(root.path) have that name (App/CardView.swift, Widget/CardView.swift)"
            ))
    }

    @Test func githubCommandsAreOneErrorANewConflictAtItsSourceLine() throws {
        let root = try Self.sourceRoot(["Sources/Views/CardView.swift"])
        defer { try? FileManager.default.removeItem(at: root) }
        let (report, _) = try Self.check(root: root)
        let lines = report.github().split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(
            lines[0].hasPrefix(
                "::error file=Sources/Views/CardView.swift,line=88,title=Constraint conflict::UIKit broke UIImageView.width == 120 (1 report in the log).%0AThe broken constraint comes from Sources/Views/CardView.swift:88; "
            ))
        // At the log (not under the root, so as named), with the label's `%` escaped in the message.
        #expect(
            lines[1].hasPrefix(
                "::error file=\(Paths.fixture("source-lines.log")),line=14,title=Constraint conflict::UIKit broke HeaderView.bottom == UILabel '50%25, done: ok'.bottom + 8 (1 report in the log).%0AUILabel '50%25, done: ok'.height == 30 comes from ProfileHeader.swift#42 (no such file under "
            ))
        #expect(lines[1].contains("%0AConstraints:%0A  UILabel '50%25, done: ok'.height == 30%0A"))
        #expect(!lines.joined().contains("\r"))
    }

    @Test func githubEscapesMessagesAndPropertiesAsTheRunnerReadsThem() {
        #expect(CheckResult.githubData("50%: a,b\r\nc") == "50%25: a,b%0D%0Ac")
        #expect(CheckResult.githubProperty("50%: a,b\r\nc") == "50%25%3A a%2Cb%0D%0Ac")
    }

    /// The baseline's conflicts are one quiet notice; nothing new, nothing else.
    @Test func githubWithEveryConflictAcceptedIsOneNotice() throws {
        let (result, conflicts) = try CheckTests.conflicts("source-lines.log")
        let report = CheckResult(
            result: result, conflicts: conflicts, baseline: Baseline(conflicts: conflicts), includeSystem: false,
            version: "t", sourceRoot: ".")
        #expect(report.github() == "::notice title=unsat check::2 conflicts accepted by the baseline\n")
        #expect(report.new.isEmpty)
    }
}
