import Foundation
import Testing
import UnsatCapture

@testable import UnsatKit

/// Capture dumps (docs/formats.md §3): controller, view, hierarchy, and the callback they belong to.
struct CaptureTests {
    @Test func englishCaptureAndUIKitsReportAreOneCallback() throws {
        let result = try InputReader.read(path: Paths.fixture("capture-english.log"))
        #expect(result.diagnostics.isEmpty)
        let conflicts = ConflictGrouper().group(result)
        #expect(conflicts.count == 1)
        let conflict = try #require(conflicts.first)
        #expect(conflict.callbacks.count == 2)
        #expect(conflict.callbacks.map(\.location.line) == [1, 42])
        #expect(conflict.callbacks.map(\.broken) == ["0x600001e2c0a0", "0x600001e2c140"])
        #expect(conflict.callbacks[0].timestamp == "2026-03-04 10:11:12.345678+0100")
        #expect(
            conflict.controller == ControllerRef(className: "MyApp.ProfileViewController", address: "0x7f9e4c60a1b0"))
        #expect(conflict.callbacks[0].viewAddress == "0x7f9e4c70c010")
        #expect(!conflict.isSystem)
    }

    @Test func recursiveDescriptionBecomesATree() throws {
        let result = try InputReader.read(path: Paths.fixture("capture-english.log"))
        let hierarchy = try #require(result.callbacks.first?.hierarchy)
        let nodes = hierarchy.nodes
        #expect(nodes.count == 9)
        #expect(hierarchy.viewCount == 8)
        #expect(nodes.map(\.depth) == [0, 1, 2, 3, 4, 4, 4, 2, 1])
        #expect(nodes.map(\.parent) == [nil, 0, 1, 2, 3, 3, 3, 1, 0])
        #expect(hierarchy.children(of: 3) == [4, 5, 6])
        let cell = nodes[2]
        #expect(cell.className == "MyApp.AvatarCell")
        #expect(cell.baseClassName == "UITableViewCell")
        #expect(cell.frame == Frame(x: 0, y: 0, width: 390, height: 100))
        #expect(nodes[5].field("text") == "What's new")
        #expect(nodes[6].isLayerOnly)
        #expect(nodes[7].isHidden)
        #expect(nodes[7].field("alpha") == "0")
        #expect(nodes[1].field("contentOffset") == "{0, -47}")
        #expect(nodes[1].field("layer") == "<CALayer: 0x600003a2c1a0>")
        #expect(nodes[4].line == 10)
        #expect(hierarchy.index(of: "0x7f9e4c70e2a0") == 4)
        #expect(hierarchy.path(to: 4) == [0, 1, 2, 3, 4])
    }

    @Test func treeReadFromTheFileMatchesTreeReadFromAStream() throws {
        let fromFile = try InputReader.read(path: Paths.fixture("capture-english.log"))
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: Paths.fixture("capture-english.log"))))
        let fromStream = LogScanner.parse(bytes, file: Paths.fixture("capture-english.log"))
        #expect(fromFile.callbacks.map { $0.hierarchy?.nodes } == fromStream.callbacks.map { $0.hierarchy?.nodes })
    }

    @Test func chineseLabelsEachWithItsOwnPrefix() throws {
        let result = try InputReader.read(path: Paths.fixture("capture-chinese.log"))
        #expect(result.diagnostics.isEmpty)
        let callback = try #require(result.callbacks.first)
        #expect(result.callbacks.count == 1)
        #expect(callback.format == .capture)
        #expect(callback.controller == ControllerRef(className: "MyViewController", address: "0x100201ba0"))
        #expect(callback.viewAddress == "0x10020cbb0")
        #expect(callback.hierarchy?.viewCount == 6)
        #expect(callback.hierarchy?.nodes.last?.depth == 3)
        #expect(callback.broken == "0x17008a500")
        #expect(callback.timestamp == "2017-05-11 16:33:17.524901+0800")
    }

    @Test func trimmedBarsCountTheBarsNotTheSpaces() {
        let text = """
            <UIView: 0x10; frame = (0 0; 10 10)>
            | <UIView: 0x20; frame = (0 0; 10 10)>
            | | <UIView: 0x30; frame = (0 0; 10 10)>
            | <_TtGC7SwiftUI14_UIHostingViewVS_7AnyView_: 0x40; frame = (0 0; 10 10)>
            """
        let result = parse(text)
        let hierarchy = result.hierarchies.first
        #expect(hierarchy?.nodes.map(\.depth) == [0, 1, 2, 1])
        #expect(hierarchy?.nodes.last?.className == "_TtGC7SwiftUI14_UIHostingViewVS_7AnyView_")
    }

    @Test(arguments: [
        ("frame = (0 0; 1 1); layer = <CALayer: 0x1>", ["frame", "layer"]),
        (
            "animations = { position=<CASpringAnimation: 0x2>; bounds=<CABasicAnimation: 0x3>; }; layer = <CALayer: 0x4>",
            ["animations", "layer"]
        ),
        ("text = 'What's new; really'; tag = 1", ["text", "tag"]),
        ("contentOffset: {0, -64}; contentSize: {375, 533.5}", ["contentOffset", "contentSize"]),
        (
            "backgroundColor = <UIDynamicSystemColor: 0x5; name = systemBackgroundColor>; alpha = 0",
            ["backgroundColor", "alpha"]
        ),
    ])
    func fieldsSplitWithBracketBalancing(details: String, keys: [String]) {
        #expect(FieldSplitter.split(details).map(\.key) == keys)
    }

    @Test func viewsTheTreeLacksAreKeptApart() throws {
        var text = try String(contentsOfFile: Paths.fixture("capture-chinese.log"), encoding: .utf8)
        text = text.replacingOccurrences(
            of: "UITableView:0x10081cc00.top + 10",
            with: "UINavigationBar:0x7ff00000beef.bottom + 10")
        let conflicts = ConflictGrouper().group(parse(text))
        let tree = ConflictTree(conflict: try #require(conflicts.first))
        #expect(tree.isCaptured)
        #expect(tree.missing.map(\.address) == ["0x7ff00000beef"])
    }

    @Test func printHierarchyAttributesViewsToTheirController() throws {
        let result = try InputReader.read(path: Paths.fixture("print-hierarchy.log"))
        let tree = try #require(result.controllerTrees.first)
        #expect(
            tree.map(\.controller.className) == [
                "UITabBarController", "UINavigationController", "MyApp.FeedViewController",
                "MyApp.DetailViewController", "MyApp.ShareViewController",
            ])
        #expect(tree.map(\.depth) == [0, 1, 2, 2, 1])
        #expect(tree.map(\.parent) == [nil, 0, 1, 1, 0])
        #expect(tree[3].viewAddress == nil)
        #expect(tree[3].state == "disappeared")
        #expect(tree[4].isPresented)
        #expect(tree[2].viewAddress == "0x129b27620")
        let conflict = try #require(ConflictGrouper().group(result).first)
        #expect(conflict.controller?.className == "MyApp.FeedViewController")
        #expect(conflict.hierarchy?.root?.className == "UIWindow")
    }

    @Test func conflictsInUIKitsOwnControllersAreSystem() throws {
        let text = try String(contentsOfFile: Paths.fixture("capture-chinese.log"), encoding: .utf8)
            .replacingOccurrences(of: "<MyViewController: 0x100201ba0>", with: "<UIAlertController: 0x100201ba0>")
        let conflict = try #require(ConflictGrouper().group(parse(text)).first)
        #expect(conflict.isSystem)
    }

    @Test func ambiguityInBothForms() throws {
        let result = try InputReader.read(path: Paths.fixture("ambiguous.log"))
        #expect(result.ambiguities.map(\.view.address) == ["0x7f9e4c70f000", "0x7fc4f2d0c3a0"])
        #expect(result.ambiguities.map(\.location.line) == [3, 9])
        #expect(result.ambiguities.first?.detail == "UIView:0x7f9e4c70f000.Height{id: 36}")
        #expect(result.ambiguities.last?.view.className == "UIButton")
        #expect(result.diagnostics.isEmpty)
    }

    @Test func showDrawsThePrunedTreeWithTheConflictingViewsMarked() throws {
        let result = try InputReader.read(path: Paths.fixture("capture-english.log"))
        let conflict = try #require(ConflictGrouper().group(result).first)
        let tree = ConflictTree(conflict: conflict)
        let lines = TreeDrawing.lines(tree.hierarchy, marked: Set(conflict.views.compactMap(\.address)))
        #expect(
            lines.joined(separator: "\n") == """
                UIView 0x7f9e4c70c010 (0 0; 390 844)
                ├─ UITableView 0x7f9e4d00a200 (0 0; 390 844)
                │  ├─ MyApp.AvatarCell 0x7f9e4c70d5d0 (UITableViewCell) (0 0; 390 100)
                │  │  └─ UITableViewCellContentView 0x7f9e4c70d9c0 (0 0; 390 100)  ●
                │  │     ├─ UIImageView 0x7f9e4c70e2a0 (16 0; 358 100)  ●
                │  │     ├─ UILabel 0x7f9e4c70e4b0 (0 0; 0 0) 'What's new'
                │  │     └─ CALayer 0x600000ceccf0 (layer)
                │  └─ … 1 more
                └─ … 1 more
                """)
    }

    @Test func showTellsEverything() throws {
        let result = try InputReader.read(path: Paths.fixture("capture-english.log"))
        let conflict = try #require(ConflictGrouper().group(result).first)
        let text = ShowText(conflict: conflict, glyphs: .ascii).text()
        #expect(text.contains("MyApp.ProfileViewController 0x7f9e4c60a1b0"))
        #expect(text.contains("  x UIImageView.width == 120   (broken)"))
        #expect(
            text.contains(
                "1. \(Paths.fixture("capture-english.log")):1  2026-03-04 10:11:12.345678+0100  broke UIImageView.width == 120"
            ))
        #expect(
            text.contains(
                "2. \(Paths.fixture("capture-english.log")):42  2026-03-04 10:11:13.100100+0100  broke UIImageView.trailing == ContentView.trailing - 16"
            ))
        #expect(!text.contains("├"))
        // ASCII throughout, the explanation's arithmetic too (as --help says of --ascii).
        #expect(text.allSatisfy { $0.isASCII })
        #expect(text.contains(" != 100"))
        // Each view once, by class and address; a view named only by its class is not named twice.
        #expect(text.contains("\nViews\n  UIImageView 0x7f9e4c70e2a0\n"))
        #expect(!text.contains("UIImageView  UIImageView"))
    }

    @Test(.needsCorpus) func inferredTreeNestsViewsByTheirSuperviewBar() throws {
        let result = try InputReader.read(path: Paths.corpusFile("Input+Custom.custom3.log"))
        let conflict = try #require(ConflictGrouper().group(result).first)
        let tree = ConflictTree(conflict: conflict)
        #expect(!tree.isCaptured)
        let nodes = tree.hierarchy.nodes
        #expect(nodes.map(\.address) == ["0x7fa4d6079060", "0x7fa4d6079490", "0x7fa4d60764b0"])
        #expect(nodes.map(\.depth) == [0, 1, 2])
    }
}

/// The structured record, the key paths and the identifier maps (docs/formats.md §4).
struct CaptureRecordTests {
    static func record(addressSuffix: String = "a1", id: String? = nil, keyPath: String? = nil) -> CaptureRecord {
        CaptureRecord(
            time: "2026-03-04T10:11:12.345+01:00", process: "MyApp", pid: 4242,
            controller: .init(class: "MyApp.ProfileViewController", address: "0x7f0000000\(addressSuffix)"),
            view: "0x7f00000010\(addressSuffix)",
            hierarchy: [
                .init(
                    class: "UIView", address: "0x7f00000010\(addressSuffix)", depth: 0, frame: [0, 0, 390, 844],
                    keyPath: "view"),
                .init(
                    class: "MyApp.AvatarView", address: "0x7f00000020\(addressSuffix)", depth: 1,
                    frame: [16, 0, 120, 120],
                    keyPath: keyPath, id: id),
            ],
            constraints: [
                "<NSLayoutConstraint:0x6000000\(addressSuffix)1 MyApp.AvatarView:0x7f00000020\(addressSuffix).width == 120   (active)>",
                "<NSLayoutConstraint:0x6000000\(addressSuffix)2 MyApp.AvatarView:0x7f00000020\(addressSuffix).width == 100   (active)>",
            ],
            broken:
                "<NSLayoutConstraint:0x6000000\(addressSuffix)1 MyApp.AvatarView:0x7f00000020\(addressSuffix).width == 120   (active)>"
        )
    }

    @Test func recordRoundTripsAndIsReadLikeAnyLogLine() throws {
        let line = Self.record(keyPath: "headerView.avatarView").encodedLine()
        #expect(!line.contains("\n"))
        #expect(try CaptureRecord.decode(line).get() == Self.record(keyPath: "headerView.avatarView"))
        let result = parse("2026-03-04 10:11:12.345678+0100 MyApp[4242:1234567] \(line)\nother output\n")
        let callback = try #require(result.callbacks.first)
        #expect(callback.format == .record)
        #expect(callback.constraints.count == 2)
        #expect(callback.broken == "0x6000000a11")
        #expect(callback.hierarchy?.nodes.map(\.depth) == [0, 1])
        #expect(callback.keyPaths["0x7f00000020a1"] == "headerView.avatarView")
        let conflict = try #require(ConflictGrouper().group(result).first)
        #expect(conflict.controller?.className == "MyApp.ProfileViewController")
        let report = Data(ConflictListing(result: result, conflicts: [conflict]).json())
        let json = try JSONSerialization.jsonObject(with: report) as? [String: Any]
        let views = (json?["conflicts"] as? [[String: Any]])?.first?["views"] as? [[String: Any]]
        #expect(views?.first?["keyPath"] as? String == "headerView.avatarView")
    }

    /// A broken layout is where frames are NaN or infinite; the record keeps them as null, and the
    /// reader takes such a view as one without a frame.
    @Test func nonFiniteFramesAreWrittenAsNull() throws {
        var record = Self.record()
        record.hierarchy[1].frame = [.nan, 0, .infinity, -.infinity]
        let line = record.encodedLine()
        #expect(line.contains("\"frame\":[null,0,null,null]"))
        var read = try CaptureRecord.decode(line).get()
        #expect(read.hierarchy[1].frame == nil)
        read.hierarchy[1].frame = record.hierarchy[1].frame
        #expect(read.encodedLine() == line)
        let callback = try #require(parse(line + "\n").callbacks.first)
        #expect(callback.hierarchy?.nodes.map(\.frame) == [Frame(x: 0, y: 0, width: 390, height: 844), nil])
    }

    @Test func unreadableRecordsSaySo() {
        let newer = parse("{\"schema\":\"unsat-capture/2\",\"hierarchy\":[],\"constraints\":[]}\n")
        #expect(newer.diagnostics.first?.message.description.contains("newer") == true)
        let missing = parse("{\"schema\":\"unsat-capture/1\",\"constraints\":[]}\n")
        #expect(missing.diagnostics.first?.message.description.contains("\"hierarchy\"") == true)
        #expect(missing.diagnostics.first?.location.line == 1)
    }

    /// JSONDecoder says only "not valid JSON" for these; the note says what to change, and where.
    @Test func refusedRecordsSayWhy() {
        func note(_ fields: String) -> DiagnosticMessage? {
            let line =
                #"{"schema":"unsat-capture/1","constraints":[],"hierarchy":[{"class":"UIView","address":"0x1","#
                + fields + "}]}\n"
            return parse(line).diagnostics.first?.message
        }
        #expect(
            note(#""depth":0,"frame":[0,0,1e400,10]"#)
                == .unreadableRecord(reason: "number out of range in field frame: 1e400"))
        #expect(
            note(#""depth":99999999999999999999"#)
                == .unreadableRecord(reason: "number out of range in field depth: 99999999999999999999"))
        #expect(note(#""depth":1.5"#) == .unreadableRecord(reason: "expected a whole number in field depth, found 1.5"))
        let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        #expect(
            note(#""depth":0,"text":"# + deep)
                == .unreadableRecord(reason: "nested deeper than 512 levels in field text"))
        // A large number that fits is read: the record's only note is that it has no constraints.
        #expect(note(#""depth":0,"frame":[0,0,1e300,10]"#) == .recordWithoutConstraints)
    }

    @Test func identifiersResolveThroughTheMapAndMakeFingerprintsStable() throws {
        let id = MD5.hex(Array("headerView.avatarView".utf8))
        let map = KeyPathMap(entries: ["MyApp.ProfileViewController": [id: "headerView.avatarView"]])
        let today = parse(Self.record(addressSuffix: "a1", id: id).encodedLine() + "\n")
        let tomorrow = parse(Self.record(addressSuffix: "b2", id: id).encodedLine() + "\n")
        let named = try #require(ConflictGrouper(identifiers: map).group(today).first)
        #expect(named.keyPaths["0x7f00000020a1"] == "headerView.avatarView")
        #expect(ViewNamer(conflict: named).name(named.views[0]) == "headerView.avatarView")
        let other = try #require(ConflictGrouper(identifiers: map).group(tomorrow).first)
        #expect(named.fingerprint == other.fingerprint)
        let unnamed = try #require(ConflictGrouper().group(today).first)
        #expect(unnamed.fingerprint != named.fingerprint)
    }

    @Test func mapFilesAreCheckedAgainstTheirHashes() throws {
        let good = MD5.hex(Array("headerView".utf8))
        let data = Data("{\"MyApp.VC\": {\"\(good)\": \"headerView\", \"0000\": \"footerView\"}}".utf8)
        let (map, warnings) = try KeyPathMap.parse(data, path: "ids.json")
        #expect(map.keyPath(controller: "MyApp.VC", identifier: good) == "headerView")
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("footerView") == true)
        #expect(throws: KeyPathMap.LoadError.self) { try KeyPathMap.parse(Data("[1]".utf8), path: "x") }
    }

    final class Label {}
    final class Avatar {
        let badge = Label()
    }
    final class Header {
        let avatar = Avatar()
        lazy var title = Label()
        weak var owner: Controller?
    }
    final class Controller {
        let headerView = Header()
        var shared: Avatar?
        let count = 3
    }

    @Test func keyPathsAreFoundByWalkingStoredProperties() {
        let controller = Controller()
        controller.headerView.owner = controller
        controller.shared = controller.headerView.avatar
        _ = controller.headerView.title
        let found = KeyPathFinder().keyPaths(in: controller) { _ in true }
        #expect(found[ObjectIdentifier(controller.headerView)] == ["headerView"])
        #expect(found[ObjectIdentifier(controller.headerView.avatar)] == ["shared", "headerView.avatar"])
        #expect(
            found[ObjectIdentifier(controller.headerView.avatar.badge)] == ["shared.badge", "headerView.avatar.badge"])
        #expect(found[ObjectIdentifier(controller.headerView.title)] == ["headerView.title"])
        #expect(found[ObjectIdentifier(controller)] == nil)
        let shallow = KeyPathFinder(maximumDepth: 1).keyPaths(in: controller) { _ in true }
        #expect(shallow.count == 2)
    }
}

/// Which controller owns a view when several dumps place it.
struct AttributionTests {
    @Test func theFirstDumpToPlaceAViewKeepsItsController() throws {
        let text =
            try String(contentsOfFile: Paths.fixture("print-hierarchy.log"), encoding: .utf8)
                + """
                <UIView: 0x7000000aaa; frame = (0 0; 10 10)>
                   | <MyApp.FeedHeaderView: 0x129b28000; frame = (0 91; 390 120)>

                """
        let result = parse(text)
        #expect(result.hierarchies.count == 2)
        let attribution = ControllerAttribution(result: result)
        #expect(attribution.controller(of: "0x129b28000")?.className == "MyApp.FeedViewController")
        #expect(attribution.controller(of: "0x129b28200")?.className == "MyApp.FeedViewController")
    }
}

/// Trees deeper than any app's: drawn without recursion, a long chain folded, read in pieces.
struct DeepTreeTests {
    static func chain(depth: Int) -> ViewHierarchy {
        var nodes: [ViewNode] = []
        for level in 0..<depth {
            var node = ViewNode(
                className: "UIView", address: Address("0x\(String(level + 0x1000, radix: 16))"), details: "",
                depth: level,
                line: level + 1)
            node.parent = level == 0 ? nil : level - 1
            nodes.append(node)
        }
        return ViewHierarchy(nodes: nodes, location: InputLocation(file: "deep.log", line: 1))
    }

    @Test func aHundredThousandLevelsAreDrawnFoldedWithTheMarkedViewLast() {
        let depth = 100_000
        let marked = Address("0x\(String(depth - 1 + 0x1000, radix: 16))")
        let lines = TreeDrawing.lines(Self.chain(depth: depth), marked: [marked])
        #expect(lines.count < 40)
        #expect(lines.contains { $0.contains("levels folded") })
        #expect(lines.last?.contains("\(marked)  ●") == true)
        // The indentation stays bounded however deep the tree.
        #expect(lines.map(\.count).max() ?? 0 < 200)
    }

    @Test func aDumpLargerThanOneReadIsReadWhole() throws {
        // 30,000 sibling views, about 2.4 MB: more than one piece of a dump read back from its file.
        var text = "constraint conflict detected\nview hierarchy:\n<UIWindow: 0x10a000000; frame = (0 0; 390 844)>\n"
        for index in 0..<30_000 {
            text +=
                "   | <UILabel: 0x\(String(0x20000000 + index, radix: 16)); frame = (0 \(index); 390 20); text = 'Row \(index)'; layer = <CALayer: 0x60000\(index)>>\n"
        }
        text += "current constraints:\n"
        text += "<NSLayoutConstraint:0x6001 UILabel:0x20000000.height == 20   (active)>\n"
        text += "<NSLayoutConstraint:0x6002 UILabel:0x20000000.height == 30   (active)>\n"
        let url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("unsat-wide-\(getpid()).log")
        try Data(text.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let result = try InputReader.read(path: url.path)
        let hierarchy = try #require(result.callbacks.first?.hierarchy ?? result.hierarchies.first)
        #expect(hierarchy.nodes.count == 30_001)
        #expect(hierarchy.nodes.last?.address.text == "0x\(String(0x20000000 + 29_999, radix: 16))")
        #expect(hierarchy.nodes.last?.line == 30_003)
    }
}
