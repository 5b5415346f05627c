import Foundation
import Testing

@testable import UnsatKit

/// Every sample a new user can open reads as its README says.
struct SamplesTests {
    static var samples: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: Paths.samples.path)) ?? [])
            .filter { $0.hasSuffix(".log") || $0 == "damaged-paste.md" }.sorted()
    }

    static func read(_ name: String) throws -> (ParseResult, [Conflict]) {
        let result = try InputReader.read(path: Paths.sample(name))
        return (result, ConflictGrouper().group(result))
    }

    @Test(arguments: samples)
    func everySampleHasWhatItPromises(name: String) throws {
        let (result, conflicts) = try Self.read(name)
        if name == "ambiguous.log" {
            #expect(result.ambiguities.count >= 2)
        } else {
            #expect(!conflicts.isEmpty, "\(name)")
        }
        // Every conflict is read whole: no constraint of a complete report left as text.
        for conflict in conflicts where conflict.callbacks.allSatisfy(\.isComplete) {
            #expect(
                conflict.constraints.allSatisfy(\.isEquation) || name == "damaged-paste.md", "\(name) #\(conflict.id)")
        }
    }

    /// Fingerprints are what committed baselines hold: each sample's stay what they were, byte for byte.
    @Test func theSamplesFingerprintsStayWhatTheyWere() throws {
        let pinned = try String(contentsOfFile: Paths.fixture("sample-fingerprints.txt"), encoding: .utf8)
            .split(separator: "\n").filter { !$0.hasPrefix("#") }.map(String.init)
        var found: [String] = []
        for name in Self.samples {
            let (_, conflicts) = try Self.read(name)
            found += conflicts.map { "\(name) \($0.fingerprint)" }
        }
        #expect(found == pinned)
    }

    @Test func theShowcaseCaptureHasTwoControllersAndThreeCallbacks() throws {
        let (result, conflicts) = try Self.read("capture-profile.log")
        #expect(result.diagnostics.isEmpty)
        #expect(conflicts.count == 2)
        #expect(conflicts[0].callbacks.count == 3)
        #expect(Set(conflicts[0].callbacks.compactMap(\.broken)).count == 2)
        #expect(conflicts.compactMap(\.controller?.className).count == 2)
        #expect(conflicts[0].hierarchy?.viewCount == 47)
    }

    @Test func uikitsOwnConflictsInTheTestRunAreSystem() throws {
        let (_, conflicts) = try Self.read("test-run.log")
        let system = conflicts.filter(\.isSystem)
        #expect(system.count == 2)
        #expect(system.contains { $0.views.contains { $0.className == "SystemInputAssistantView" } })
        #expect(system.contains { $0.views.contains { $0.className == "UIToolbar" } })
    }

    @Test func aReportCutShortJoinsTheConflictItBelongsTo() throws {
        let (result, conflicts) = try Self.read("test-run.log")
        let cut = try #require(conflicts.first { $0.callbacks.contains { !$0.isComplete } })
        #expect(cut.callbacks.count > 1)
        #expect(cut.callbacks.last?.location.line == 583)
        #expect(conflicts.count == 6)
        let lines = ConflictListing(result: result, conflicts: conflicts).text()
            .split(separator: "\n").filter {
                $0.contains("Samples/test-run.log:5") && $0.contains(": ") && !$0.contains("callbacks")
            }
        #expect(lines.first?.contains(":583:") == true)
    }

    @Test func theSeedHooksIgnoreLineNamesTheControllerOfTheReportBeforeIt() throws {
        let (result, conflicts) = try Self.read("capture-seed-chinese.log")
        let alert = try #require(conflicts.first { $0.controller?.className == "UIAlertController" })
        #expect(alert.isSystem)
        #expect(!result.diagnostics.contains { $0.message == .captureWithoutList })
    }

    @Test func aHardWrapOnASpaceKeepsTheSpace() throws {
        let (_, conflicts) = try Self.read("damaged-paste.md")
        let texts = conflicts.flatMap(\.constraints).map(\.text)
        #expect(texts.contains { $0.contains(".trailing + 24   (active)>") })
    }

    @Test func idsMapNamesTheRecordsViews() throws {
        let (map, warnings) = try KeyPathMap.load(path: Paths.sample("ids-profile.json"))
        #expect(warnings.isEmpty)
        let result = try InputReader.read(path: Paths.sample("capture-records.log"))
        let conflict = try #require(ConflictGrouper(identifiers: map).group(result).first)
        #expect(conflict.keyPaths.values.contains("headerView.avatarView"))
    }
}
