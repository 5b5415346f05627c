import Foundation
import Testing

@testable import UnsatKit

/// Callbacks → conflicts, fingerprints, and the `unsat/1` JSON contract.
struct GroupingTests {
    static func report(_ addresses: [String], broken: String, width: Int = 120, view: String = "0x7f9e4c70e2a0")
        -> String
    {
        let entries = addresses.enumerated().map { index, address in
            "    \"<NSLayoutConstraint:\(address) UIImageView:\(view).width == \(width + index)   (active)>\""
        }
        return """
            2026-03-04 10:11:12.345678+0100 MyApp[4242:1234567] [LayoutConstraints] Unable to simultaneously satisfy constraints.
            (
            \(entries.joined(separator: ",\n"))
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:\(broken) UIImageView:\(view).width == \(width)   (active)>

            """
    }

    @Test func sameConstraintSetIsOneConflictWhateverTheOrderOrBrokenOne() {
        let log =
            Self.report(["0xa1", "0xa2"], broken: "0xa1") + "app output\n"
            + Self.report(["0xa1", "0xa2"], broken: "0xa2")
            + Self.report(["0xb1", "0xb2"], broken: "0xb1")
        let result = parse(log)
        let conflicts = ConflictGrouper().group(result)
        #expect(conflicts.count == 2)
        #expect(conflicts[0].callbacks.count == 2)
        #expect(conflicts[0].id == 1)
        #expect(Set(conflicts[0].callbacks.compactMap(\.broken)) == ["0xa1", "0xa2"])
        #expect(conflicts[1].callbacks.count == 1)
    }

    @Test func fingerprintIgnoresAddressesButNotConstants() {
        let today = ConflictGrouper().group(parse(Self.report(["0xa1", "0xa2"], broken: "0xa1")))
        let tomorrow = ConflictGrouper().group(
            parse(Self.report(["0xc7", "0xc8"], broken: "0xc7", view: "0x7f00000000aa")))
        let other = ConflictGrouper().group(parse(Self.report(["0xa1", "0xa2"], broken: "0xa1", width: 90)))
        #expect(today[0].fingerprint == tomorrow[0].fingerprint)
        #expect(today[0].fingerprint != other[0].fingerprint)
        #expect(today[0].fingerprint.count == 32)
    }

    @Test func fingerprintTellsApartTwoViewsOfOneClassWithoutAddresses() throws {
        let a = try constraint("<NSLayoutConstraint:0x1 UIView:0x10.width == UIView:0x20.width   (active)>")
        let b = try constraint("<NSLayoutConstraint:0x2 UIView:0x10.width == 10   (active)>")
        let c = try constraint("<NSLayoutConstraint:0x3 UIView:0x20.width == 10   (active)>")
        let lines = Fingerprint.canonicalLines([a, b])
        #expect(lines.contains { $0.contains("UIView#1.width == 1*UIView#2.width") })
        #expect(Fingerprint.of([a, b]) != Fingerprint.of([a, c]))
    }

    @Test func keyPathsReplaceClassNamesInFingerprints() throws {
        let a = try constraint("<NSLayoutConstraint:0x1 UIView:0x10.width == 10   (active)>")
        let lines = Fingerprint.canonicalLines([a], keyPaths: ["0x10": "headerView.avatarView"])
        #expect(lines == ["NSLayoutConstraint|||headerView.avatarView.width == + 10"])
    }

    @Test func md5MatchesKnownVectors() {
        #expect(MD5.hex(Array("".utf8)) == "d41d8cd98f00b204e9800998ecf8427e")
        #expect(
            MD5.hex(Array("The quick brown fox jumps over the lazy dog".utf8)) == "9e107d9d372bb6826bd81d3542a419d6")
        #expect(MD5.hex(Array(String(repeating: "a", count: 1000).utf8)) == "cabe45dcc9ae5b66ba86600cca6b8ba8")
    }

    @Test func systemConflictsAreThoseOfUIKitsOwnViews() throws {
        let result = try InputReader.read(path: Paths.corpusFile("Input+StackOverflow.so45163786.log"))
        #expect(ConflictGrouper().group(result).first?.isSystem == true)
        let app = try InputReader.read(path: Paths.corpusFile("Input+Papertrail.papertrail1.log"))
        #expect(ConflictGrouper().group(app).first?.isSystem == false)
        #expect(ControllerRef(className: "UIAlertController", address: nil).isSystem)
        #expect(!ControllerRef(className: "MyApp.UIThingController", address: nil).isSystem)
    }

    @Test func jsonContractHasEveryFieldSPECNames() throws {
        let result = try InputReader.read(path: Paths.fixture("prefixes.log"))
        let conflicts = ConflictGrouper().group(result)
        let data = Data(ListReport(result: result, conflicts: conflicts).json())
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(json["schema"] as? String == "unsat/1")
        let files = try #require(json["files"] as? [[String: Any]])
        #expect(files.first?["callbacks"] as? Int == 5)
        #expect(files.first?["conflicts"] as? Int == 5)
        #expect(files.first?["diagnostics"] is [Any])
        for key in ["conflicts", "hierarchies", "ambiguous"] { #expect(json[key] is [Any], "\(key)") }
        let conflict = try #require((json["conflicts"] as? [[String: Any]])?.first)
        for key in ["id", "fingerprint", "system", "controller", "views", "constraints", "callbacks"] {
            #expect(conflict.keys.contains(key), "conflict.\(key)")
        }
        let constraint = try #require((conflict["constraints"] as? [[String: Any]])?.first)
        for key in [
            "address", "class", "identifier", "first", "relation", "second", "multiplier", "constant", "origin", "text",
        ] {
            #expect(constraint.keys.contains(key), "constraint.\(key)")
        }
        let first = try #require(constraint["first"] as? [String: Any])
        for key in ["class", "address", "name", "attribute"] { #expect(first.keys.contains(key), "first.\(key)") }
        let view = try #require((conflict["views"] as? [[String: Any]])?.first)
        for key in ["class", "address", "label", "keyPath"] { #expect(view.keys.contains(key), "view.\(key)") }
        let callback = try #require((conflict["callbacks"] as? [[String: Any]])?.first)
        #expect(callback["file"] as? String == Paths.fixture("prefixes.log"))
        #expect(callback["line"] as? Int == 1)
        #expect(callback["timestamp"] as? String == "2026-03-04 10:11:12.345678+0100")
        #expect(callback["process"] as? String == "Shop Demo")
        #expect(callback["pid"] as? Int == 777)
        #expect(callback["broken"] as? String == "0x600001e2c0a0")
        #expect(callback["constraints"] as? [String] == ["0x600001e2c0a0", "0x600001e2c690"])
        #expect(
            constraint["text"] as? String
                == "<NSLayoutConstraint:0x600001e2c0a0 UIImageView:0x7f9e4c70e2a0.width == 120   (active)>")
        #expect(constraint["origin"] as? String == "app")
        #expect(constraint["multiplier"] as? Int == 1)
        #expect(constraint["constant"] as? Int == 120)
        #expect(constraint["second"] is NSNull)
    }

    @Test func jsonEscapesWhatItMust() throws {
        var writer = JSONWriter(indent: 0)
        writer.beginObject()
        writer.field("text", "a\"b\\c\nd\u{1}é")
        writer.endObject()
        let decoded = try JSONSerialization.jsonObject(with: Data(writer.bytes)) as? [String: String]
        #expect(decoded?["text"] == "a\"b\\c\nd\u{1}é")
    }
}
