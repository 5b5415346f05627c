import Foundation
import Testing

@testable import UnsatKit

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `unsat check` and `unsat baseline`: CI fails only on conflicts the baseline does not know.
struct CheckTests {
    static func conflicts(_ fixture: String) throws -> (ParseResult, [Conflict]) {
        let result = try InputReader.read(path: Paths.fixture(fixture))
        return (result, ConflictGrouper().group(result))
    }

    @Test func baselineRoundTripsAndAcceptsTodaysConflicts() throws {
        let (result, conflicts) = try Self.conflicts("prefixes.log")
        let baseline = Baseline(conflicts: conflicts)
        let reread = try Baseline.parse(Data(baseline.json()), path: "b.json")
        #expect(reread == baseline)
        #expect(reread.entries.count == 5)
        let check = CheckResult(
            result: result, conflicts: conflicts, baseline: reread, includeSystem: false, version: "t")
        #expect(check.new.isEmpty)
        // SpringBoard's conflict is Apple's own: left out, and said.
        #expect(
            check.text().hasPrefix(
                "unsat check: no new conflict (4 checked, all in the baseline; 1 of UIKit's or Apple's own left out)"))
    }

    /// A whole device's log holds the home screen's conflicts too (`SpringBoard[10567]:`): no app's
    /// code runs there, whatever its views, and nothing the app made can resolve them.
    @Test func aConflictOnlyAnApplesProcessLoggedIsItsOwn() throws {
        let (_, conflicts) = try Self.conflicts("prefixes.log")
        let springBoard = try #require(conflicts.first { $0.callbacks.first?.process == "SpringBoard" })
        #expect(springBoard.isSystem)
        let fix = Explainer().explain(springBoard).fix
        #expect(fix.first == nil)
        #expect(fix.text.hasPrefix("Nothing the app made can resolve it: SpringBoard logged it"))
        #expect(conflicts.filter(\.isSystem).count == 1)
        #expect(SystemRule.isAppleProcesses(["com.apple.WebKit.WebContent", "MobileSMS"]))
        #expect(!SystemRule.isAppleProcesses(["SpringBoard", nil]))
        #expect(!SystemRule.isAppleProcesses(["MyApp"]))
    }

    @Test func aNewConflictFailsTheCheck() throws {
        let (_, known) = try Self.conflicts("capture-english.log")
        let (result, conflicts) = try Self.conflicts("prefixes.log")
        let check = CheckResult(
            result: result, conflicts: conflicts, baseline: Baseline(conflicts: known), includeSystem: false,
            version: "t")
        #expect(check.new.count == 4)
        #expect(check.text().contains("4 new conflicts not in the baseline"))
    }

    /// A conflict that names no constraint (its list redacted) cannot be told from another: its
    /// fingerprint is what is known of it (another process, another fingerprint; it was the md5 of
    /// nothing for all of them), no baseline is written for it, and `check` never takes it for a
    /// baseline's (a baseline made from one redacted report passed every other).
    @Test func aConflictThatNamesNoConstraintIsNeverInTheBaseline() throws {
        func redacted(_ prefix: String) -> String {
            "\(prefix)Unable to simultaneously satisfy constraints.\n<private>\n\n"
                + "Will attempt to recover by breaking constraint \n<private>\n"
        }
        let mac = parse(redacted("2017-01-19 17:52:50.971640 Notes[4899:703967] [Layout] "), name: "mac.log")
        let phone = parse(redacted("Apr 13 16:55:04 iPhone SpringBoard[58] <Warning>: "), name: "phone.log")
        let macConflicts = ConflictGrouper().group(mac)
        let phoneConflicts = ConflictGrouper().group(phone)
        #expect(macConflicts.count == 1)
        #expect(phoneConflicts.count == 1)
        #expect(macConflicts[0].isUnidentified)
        #expect(macConflicts[0].fingerprint != phoneConflicts[0].fingerprint)
        #expect(Baseline(conflicts: macConflicts).entries.isEmpty)
        // Even a baseline that lists the fingerprint holds no such conflict.
        let listed = Baseline(entries: [
            .init(fingerprint: phoneConflicts[0].fingerprint, controller: nil, constraints: [])
        ])
        let check = CheckResult(
            result: phone, conflicts: phoneConflicts, baseline: listed, includeSystem: true, version: "t")
        #expect(check.new.count == 1)
        #expect(check.text().contains("1 conflict names no constraint"))
        #expect(!check.text().contains("To accept"))
    }

    @Test(.needsCorpus) func systemConflictsAreLeftOutUnlessAsked() throws {
        let result = try InputReader.read(path: Paths.corpusFile("Input+StackOverflow.so45163786.log"))
        let conflicts = ConflictGrouper().group(result)
        let quiet = CheckResult(
            result: result, conflicts: conflicts, baseline: Baseline(entries: []), includeSystem: false, version: "t")
        #expect(quiet.new.isEmpty)
        let strict = CheckResult(
            result: result, conflicts: conflicts, baseline: Baseline(entries: []), includeSystem: true, version: "t")
        #expect(strict.new.count == 1)
    }

    @Test func sarifHasOneResultANewConflictAtItsFirstCallback() throws {
        let (result, conflicts) = try Self.conflicts("capture-english.log")
        let check = CheckResult(
            result: result, conflicts: conflicts, baseline: Baseline(entries: []), includeSystem: false,
            version: "0.1.0")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(check.sarif())) as? [String: Any])
        #expect(json["version"] as? String == "2.1.0")
        let run = try #require((json["runs"] as? [[String: Any]])?.first)
        let driver = (run["tool"] as? [String: Any])?["driver"] as? [String: Any]
        #expect(driver?["name"] as? String == "unsat")
        #expect(driver?["version"] as? String == "0.1.0")
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 1)
        let location = ((results[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((location?["region"] as? [String: Any])?["startLine"] as? Int == 1)
        #expect(
            (location?["artifactLocation"] as? [String: Any])?["uri"] as? String == Paths.fixture("capture-english.log")
        )
        let fingerprints = results[0]["partialFingerprints"] as? [String: String]
        #expect(fingerprints?["unsatFingerprint/v1"] == conflicts[0].fingerprint)
        // The message says why the constraints cannot hold and what usually fixes it.
        let message = (results[0]["message"] as? [String: Any])?["text"] as? String
        #expect(message?.contains("120 + 16 + 16 = 152 ≠ 100") == true)
        #expect(message?.contains("Fix: ") == true)
    }

    /// A CI log shows, under each new conflict, the arithmetic that makes it impossible and the fix.
    @Test func theCheckSaysWhyEachNewConflictCannotHold() throws {
        let (result, conflicts) = try Self.conflicts("capture-english.log")
        let check = CheckResult(
            result: result, conflicts: conflicts, baseline: Baseline(entries: []), includeSystem: false, version: "t")
        let text = check.text()
        #expect(text.contains("    why  120 + 16 + 16 = 152 ≠ 100: "))
        #expect(text.contains("    fix  "))
        #expect(check.junit().contains("why: 120 + 16 + 16 = 152 ≠ 100"))
        let json = try JSONSerialization.jsonObject(with: Data(check.render(.json))) as? [String: Any]
        let conflict = try #require((json?["conflicts"] as? [[String: Any]])?.first)
        #expect((conflict["explanation"] as? [String: Any])?["arithmetic"] as? String == "120 + 16 + 16 = 152 ≠ 100")
    }

    /// Counts `testcase` and `failure` elements, failing on XML that does not parse.
    final class JUnitCounter: NSObject, XMLParserDelegate {
        var cases = 0
        var failures = 0

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            if name == "testcase" { cases += 1 }
            if name == "failure" { failures += 1 }
        }
    }

    @Test func junitIsWellFormedWithAFailureANewConflict() throws {
        let (_, known) = try Self.conflicts("prefixes.log")
        let (result, conflicts) = try Self.conflicts("prefixes.log")
        var baseline = Baseline(conflicts: known)
        baseline.entries.removeFirst(2)
        let check = CheckResult(
            result: result, conflicts: conflicts, baseline: baseline, includeSystem: false, version: "t")
        let parser = XMLParser(data: Data(check.junit().utf8))
        let counter = JUnitCounter()
        parser.delegate = counter
        #expect(parser.parse())
        #expect(counter.cases == 4)
        #expect(counter.failures == 2)
        #expect(CheckResult.xml("a<b & \"c\"") == "a&lt;b &amp; &quot;c&quot;")
    }

    @Test func unreadableBaselineSaysWhy() {
        #expect(throws: Baseline.LoadError.self) { try Baseline.parse(Data("{}".utf8), path: "b.json") }
        #expect(throws: Baseline.LoadError.self) {
            try Baseline.parse(Data("{\"schema\":\"unsat-baseline/1\",\"conflicts\":[{}]}".utf8), path: "b.json")
        }
    }
}
