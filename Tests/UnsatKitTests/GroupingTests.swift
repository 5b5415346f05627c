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

    /// Seen on a real paste: the content view's dump, then the whole cell's, both holding the
    /// conflict's views. The cell's says more (the cell around them) and is the conflict's; the
    /// other was, for coming first, and the cell's was left "without a conflict".
    @Test func ofTwoDumpsHoldingTheViewsTheOneWithMoreAroundThemIsTheConflicts() throws {
        let result = parse(
            """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x6001 UILabel:0x7f03.height == 20   (active)>",
                "<NSLayoutConstraint:0x6002 UILabel:0x7f03.height == UITableViewCellContentView:0x7f02.height   (active)>",
                "<NSLayoutConstraint:0x6003 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x7f02.height == 44   (active)>"
            )
            (lldb) po [0x7f02 recursiveDescription]
            <UITableViewCellContentView: 0x7f02; frame = (0 0; 390 44); layer = <CALayer: 0x6102>>
               | <UILabel: 0x7f03; frame = (16 12; 100 20); layer = <_UILabelLayer: 0x6103>>
            (lldb) po [0x7f01 recursiveDescription]
            <MyApp.FeedCell: 0x7f01; baseClass = UITableViewCell; frame = (0 0; 390 44); layer = <CALayer: 0x6101>>
               | <UITableViewCellContentView: 0x7f02; frame = (0 0; 390 44); layer = <CALayer: 0x6102>>
               |    | <UILabel: 0x7f03; frame = (16 12; 100 20); layer = <_UILabelLayer: 0x6103>>

            """)
        let conflict = try #require(ConflictGrouper().group(result).first)
        #expect(result.hierarchies.count == 2)
        #expect(conflict.relatedHierarchy?.viewCount == 3)
        #expect(conflict.relatedHierarchy?.root?.address == "0x7f01")
    }

    @Test func sameConstraintSetIsOneConflictWhateverTheOrderOrBrokenOne() {
        // The third names other constants: another conflict, not another instance of the first.
        let log =
            Self.report(["0xa1", "0xa2"], broken: "0xa1") + "app output\n"
            + Self.report(["0xa1", "0xa2"], broken: "0xa2")
            + Self.report(["0xb1", "0xb2"], broken: "0xb1", width: 90)
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

    /// Lengths around the padding's boundaries: 55 bytes still fit one block with the length, 56 need two.
    @Test(arguments: [
        (1, "8666683506aacd900bbd5a74ac4edf68"), (55, "52c0e574e1198de5fe3f8f11440dcb1b"),
        (56, "46c9907fc908ee68b1e7b8e71286a518"), (57, "1c805dd236c35cab25fcb1bc73802c51"),
        (63, "a62f6d59e837867693f042f5b8f5a236"), (64, "7160b8fb5e9e4023d549c3971fbaeead"),
        (65, "70bd662e7aefbda85a0f7244167b7897"), (119, "e84905d4214f4d1ca56c2cdcc152b143"),
        (120, "e3eb5a6c8669ea01a8c185b8abc8a5dc"), (127, "acce2474d6cc8302120d09c818d17ef7"),
        (128, "10b2da1a82f16d99a81a7203fe9f02cb"), (129, "03fefbbcebe2959cf2270241aafe0250"),
    ])
    func md5AroundBlockBoundaries(length: Int, expected: String) {
        // Bytes (7i + 3) mod 256; the digests are Python's hashlib.md5 of the same bytes.
        let message = (0..<length).map { UInt8(($0 * 7 + 3) % 256) }
        #expect(MD5.hex(message) == expected)
    }

    @Test(.needsCorpus) func systemConflictsAreThoseOfUIKitsOwnViews() throws {
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
        let data = Data(ConflictListing(result: result, conflicts: conflicts).json())
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

    /// The writer looks for characters to escape eight bytes at a time: each one is found wherever it
    /// falls in a word or in the tail, and plain text is copied as it is.
    @Test(arguments: ["\"", "\\", "\n", "\t", "\u{1F}", "\u{0}", "é"])
    func jsonEscapesAtEveryPosition(special: String) throws {
        for length in 0..<20 {
            for position in 0...length {
                var text = String(repeating: "x", count: length)
                text.insert(contentsOf: special, at: text.index(text.startIndex, offsetBy: position))
                var writer = JSONWriter(indent: 0)
                writer.beginObject()
                writer.field("text", text)
                writer.endObject()
                let decoded = try JSONSerialization.jsonObject(with: Data(writer.bytes)) as? [String: String]
                #expect(decoded?["text"] == text, "length \(length), at \(position)")
                if special == "é" { #expect(writer.bytes == Array("{\"text\":\"\(text)\"}".utf8)) }
            }
        }
    }
}

/// `system` is decided by evidence: the app's wins, then UIKit's controller or UIKit's private views.
struct SystemRuleTests {
    static func system(_ descriptions: [String], controller: String? = nil) throws -> Bool {
        let constraints = try descriptions.map { try constraint($0) }
        var views: [LayoutItem] = []
        for item in constraints.flatMap(\.items) where !item.isLayoutGuide && !views.contains(item) {
            views.append(item)
        }
        return SystemRule.isSystem(
            views: views, controller: controller.map { ControllerRef(className: $0, address: "0x1") },
            constraints: constraints)
    }

    @Test func aSourceLocationIsTheAppsEvenAmongPrivateViews() throws {
        #expect(
            try !Self.system([
                "<SnapKit.LayoutConstraint:0x6001@AlertCard.swift#17 _UIAlertControllerView:0x7f01.width == 270>",
                "<NSLayoutConstraint:0x6002 _UIAlertControllerView:0x7f01.width == 300   (active)>",
            ]))
    }

    /// Seen on a real SwiftUI app's log: a navigation bar's back button, `BackButton` known only by
    /// its `names:` key, with every constraint UIKit's by its name or its private view. It was the
    /// app's, and `check` failed on it.
    @Test func aNavigationBarsOwnConstraintsAreUIKitsWhateverItsNamedViews() throws {
        #expect(
            try Self.system([
                "<NSLayoutConstraint:0x6001 'BIB_Trailing_CB_Leading' H:[_UIModernBarButton:0x7f01]-(6)-[_UIModernBarButton:0x7f02'Back']   (active)>",
                "<NSLayoutConstraint:0x6002 'CB_Trailing_Trailing' _UIModernBarButton:0x7f02'Back'.trailing <= BackButton.trailing   (active, names: BackButton:0x7f03 )>",
                "<NSLayoutConstraint:0x6003 'Mask_Trailing_Trailing' _UIBackButtonMaskView:0x7f04.trailing == BackButton.trailing   (active, names: BackButton:0x7f03 )>",
                "<NSLayoutConstraint:0x6004 'UINavItemContentGuide-leading' H:[BackButton]-(6)-[UILayoutGuide:0x6005'UINavigationBarItemContentLayoutGuide']   (active, names: BackButton:0x7f03 )>",
                "<NSLayoutConstraint:0x6006 'UIView-Encapsulated-Layout-Width' _UINavigationBarContentView:0x7f05.width == 0   (active)>",
            ]))
        // One constraint of the app's among them (no name, no private view) keeps it the app's.
        #expect(
            try !Self.system([
                "<NSLayoutConstraint:0x6002 'CB_Trailing_Trailing' _UIModernBarButton:0x7f02'Back'.trailing <= BackButton.trailing   (active, names: BackButton:0x7f03 )>",
                "<NSLayoutConstraint:0x6007 BackButton.width == 200   (active, names: BackButton:0x7f03 )>",
            ]))
    }

    @Test func aViewOfTheAppsModuleIsTheApps() throws {
        #expect(
            try !Self.system([
                "<NSLayoutConstraint:0x6001 _UIButtonBarStackView:0x7f01.width == Shop.CartButton:0x7f02.width   (active)>",
                "<NSLayoutConstraint:0x6002 _UIButtonBarStackView:0x7f01.width == 0   (active)>",
            ]))
        #expect(
            try !Self.system([
                "<NSLayoutConstraint:0x6001 _TtC4Shop10CartButton:0x7f02.width == 44   (active)>",
                "<NSLayoutConstraint:0x6002 _TtC4Shop10CartButton:0x7f02.width == 0   (active)>",
            ]))
    }

    @Test func anAppControllerOrANameTheAppGaveIsTheApps() throws {
        let descriptions = [
            "<NSLayoutConstraint:0x6001 _UIButtonBarStackView:0x7f01.width == 80   (active)>",
            "<NSLayoutConstraint:0x6002 _UIButtonBarStackView:0x7f01.width == 0   (active)>",
        ]
        #expect(try Self.system(descriptions))
        #expect(try !Self.system(descriptions, controller: "Shop.CheckoutViewController"))
        #expect(
            try !Self.system([
                "<NSLayoutConstraint:0x6001 'badgeWidth' UILabel:0x7f03.width == 24   (active)>",
                "<NSLayoutConstraint:0x6002 _UIBadgeView:0x7f01.width == UILabel:0x7f03.width   (active)>",
                "<NSLayoutConstraint:0x6003 _UIBadgeView:0x7f01.width == 30   (active)>",
            ]))
    }

    @Test func uikitsControllerOrPrivateViewsAreUIKits() throws {
        #expect(
            try Self.system(
                [
                    "<NSLayoutConstraint:0x6001 UIView:0x7f01.width == 270   (active)>",
                    "<NSLayoutConstraint:0x6002 UIView:0x7f01.width == 300   (active)>",
                ], controller: "UIAlertController"))
        #expect(
            try Self.system([
                "<NSLayoutConstraint:0x6001 _UIAlertControllerView:0x7f01.width == UIView:0x7f02.width   (active)>",
                "<NSLayoutConstraint:0x6002 UIView:0x7f02.width == 300   (active)>",
                "<NSLayoutConstraint:0x6003 _UIAlertControllerView:0x7f01.width == 270   (active)>",
            ]))
        // The keyboard names its own constraints; they are still UIKit's.
        #expect(
            try Self.system([
                "<NSLayoutConstraint:0x6001 'assistantHeight' SystemInputAssistantView:0x7f01.height == 45   (active)>",
                "<NSLayoutConstraint:0x6002 'assistantView.bottom' SystemInputAssistantView:0x7f01.bottom == _UIKBCompatInputView:0x7f02.top   (active)>",
                "<NSLayoutConstraint:0x6003 _UIKBCompatInputView:0x7f02.top == SystemInputAssistantView:0x7f01.top   (active)>",
            ]))
    }

    @Test func plainUIKitViewsAreTheAppsUIKitOnlyWhenOneIsPrivate() throws {
        #expect(
            try !Self.system([
                "<NSLayoutConstraint:0x6001 'UISV-spacing' UILabel:0x7f02.leading == UIButton:0x7f03.trailing + 8   (active)>",
                "<NSLayoutConstraint:0x6002 'UISV-canvas-connection' UIStackView:0x7f01.leading == UILabel:0x7f02.leading   (active)>",
                "<NSLayoutConstraint:0x6003 UIStackView:0x7f01.width == 10   (active)>",
            ]))
    }
}

extension GroupingTests {
    @Test func conflictsOfEqualCountsGoByFileNameThenLineWhateverOrderTheFilesCameIn() {
        // b.log is read first; a conflict seen as often in a.log still comes first, as a file named
        // earlier sorts first; within a file, the first seen first.
        var result = parse(Self.report(["0xb1", "0xb2"], broken: "0xb1", width: 90), name: "b.log")
        result.append(
            parse(
                Self.report(["0xa1", "0xa2"], broken: "0xa1") + "app output\n"
                    + Self.report(["0xc1", "0xc2"], broken: "0xc1", width: 60), name: "a.log"))
        let conflicts = ConflictGrouper().group(result)
        #expect(conflicts.map { $0.callbacks[0].location.file } == ["a.log", "a.log", "b.log"])
        #expect(conflicts.map { $0.constraints[0].address.text } == ["0xa1", "0xc1", "0xb1"])
        #expect(conflicts.map(\.id) == [1, 2, 3])
    }

    @Test func aReportCutShortJoinsTheConflictBeforeItInItsOwnFile() {
        // The cut report names no constraint: it joins the conflict of the report before it in
        // a.log, not the one read last (in b.log).
        let cut =
            "2026-03-04 10:11:13.000000+0100 MyApp[4242:1234567] [LayoutConstraints] Unable to simultaneously satisfy constraints.\n(\n"
        var result = parse(Self.report(["0xa1", "0xa2"], broken: "0xa1"), name: "a.log")
        result.append(parse(Self.report(["0xb1", "0xb2"], broken: "0xb1", width: 90), name: "b.log"))
        result.append(parse(Self.report(["0xa1", "0xa2"], broken: "0xa2") + cut, name: "a.log"))
        let conflicts = ConflictGrouper().group(result)
        let a = conflicts.first { $0.constraints.first?.address.text == "0xa1" }
        #expect(a?.callbacks.count == 3)
        #expect(conflicts.count == 2)
    }
}
