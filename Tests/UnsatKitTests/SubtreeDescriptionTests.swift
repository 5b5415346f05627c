import Foundation
import Testing

@testable import UnsatKit

/// AppKit's `_subtreeDescription` dumps (docs/formats.md §3): read into the same tree as UIKit's,
/// found by the scanner though most of their lines have no `<`, and shown as a conflict's tree.
struct SubtreeDescriptionTests {
    static func fixture() throws -> ParseResult { try InputReader.read(path: Paths.fixture("appkit-subtree.log")) }

    @Test func aDumpBehindNSLogsPrefixIsReadViewByView() throws {
        let result = try Self.fixture()
        #expect(result.diagnostics.isEmpty)
        #expect(result.hierarchies.map(\.location.line) == [14, 30, 36])
        let tree = try #require(result.hierarchies.first)
        // The `TIME` line under NSScroller is part of the dump and no view; the blank line does not end it.
        #expect(tree.viewCount == 11)
        #expect(tree.nodes.count == 11)
        #expect(
            tree.nodes.map(\.className) == [
                "NSView", "NSScrollView", "NSClipView", "_TtC5MyApp14NotesTableView", "NSScroller", "MyApp.CardView",
                "NSButton", "NSButtonBezelView", "NSButtonTextField", "NSTextField", "NSView",
            ])
        #expect(tree.nodes.map(\.depth) == [0, 1, 2, 3, 2, 1, 2, 3, 3, 2, 3])
        #expect(tree.nodes.map(\.parent) == [nil, 0, 1, 2, 1, 0, 5, 6, 6, 5, 9])
        #expect(tree.nodes.map(\.line) == [14, 15, 16, 17, 18, 21, 22, 23, 24, 25, 26])
        // The root behind the prefix is the root, read without it.
        let root = try #require(tree.root)
        #expect(root.address == "0x7fd7bef2e000")
        #expect(root.className == "NSView")
        #expect(root.frame == Frame(x: 0, y: 0, width: 480, height: 270))
        #expect(root.details == "f=(0,0,480,270) b=(-) => <_NSViewBackingLayer: 0x600000c29000>")
        #expect(tree.nodes[3].frame == Frame(x: 0, y: 0, width: 198, height: 865.5))
        #expect(tree.nodes[9].frame == Frame(x: 20, y: -4.5, width: 180, height: 16))
        #expect(tree.nodes[3].displayClassName == "MyApp.NotesTableView")
    }

    @Test func flagsTellHiddenAndFlippedAndTheTitleIsTheViewsText() throws {
        let tree = try #require(try Self.fixture().hierarchies.first)
        let nodes = tree.nodes
        // `H` is the view's own; `h` (hidden by an ancestor) is not.
        #expect(nodes.map(\.isHidden) == [false, false, false, false, false, false, false, false, false, true, false])
        #expect(nodes[10].flags == " h A       wLU ")
        #expect(nodes[6].isFlipped && !nodes[5].isFlipped)
        let button = nodes[6]
        #expect(button.address == "0x7fd7bef30000")
        #expect(button.field("text") == "Push Me")
        #expect(button.details == "\"Push Me\" f=(20,20,83,32) b=(-) => <_NSViewBackingLayer: 0x600000c2a1c0>")
        #expect(nodes[9].field("text") == "Saved 3 notes")
        #expect(nodes[0].field("text") == nil)
        #expect(nodes[2].field("bounds") == "(0,637,-,-)")
        #expect(nodes[4].field("TIME") == "drawRect: min/mean/max 0.00/0.00/0.00 ms")
        #expect(TreeDrawing.describe(button) == "NSButton 0x7fd7bef30000 (20 20; 83 32) 'Push Me'")
        #expect(TreeDrawing.describe(nodes[9]).hasSuffix("'Saved 3 notes' hidden"))
    }

    @Test func aDumpAfterAPromptAndARootGluedToItAreTreesOfTheirOwn() throws {
        let result = try Self.fixture()
        try #require(result.hierarchies.count == 3)
        let second = result.hierarchies[1]
        #expect(second.viewCount == 4)
        #expect(second.nodes.map(\.depth) == [0, 1, 2, 2])
        #expect(second.nodes.map(\.className) == ["NSView", "NSStackView", "NSTextField", "NSTextField"])
        #expect(second.nodes[2].field("text") == "Display name:")
        // `(lldb) po … [   A  ] h=…`: the root is the view, not the layer its line ends with.
        let third = result.hierarchies[2]
        #expect(third.root?.className == "NSVisualEffectView")
        #expect(third.root?.address == "0x7fd7bef50000")
        #expect(third.nodes.map(\.depth) == [0, 1])
        #expect(third.nodes.map(\.parent) == [nil, 0])
    }

    @Test func theConflictsViewsAreFoundInTheTree() throws {
        let result = try Self.fixture()
        let conflicts = ConflictGrouper().group(result)
        let conflict = try #require(conflicts.first)
        #expect(conflicts.count == 1)
        // The mask entry (`h=--& v=--&`) is still a constraint of the report, not a view line.
        #expect(conflict.constraints.count == 4)
        #expect(conflict.constraints.map(\.className).contains("NSAutoresizingMaskLayoutConstraint"))
        #expect(conflict.relatedHierarchy?.location.line == 14)
        let tree = ConflictTree(conflict: conflict)
        #expect(tree.isCaptured)
        #expect(tree.missing.isEmpty)
        #expect(tree.hierarchy.index(of: "0x7fd7bef30000") == 6)
        #expect(tree.hierarchy.index(of: "0x7fd7bef2f000") == 5)
        let report = ConflictListing(result: result, conflicts: conflicts).text()
        #expect(report.contains("appkit-subtree.log:14  NSView 0x7fd7bef2e000, 11 views: the tree of conflict #1\n"))
    }

    /// A console or a tool that prefixes every line of a dump (a timestamp and process on each, or
    /// `app_1  | `): a child's depth is its indentation after the prefix, a line with none is a new
    /// root, and a `TIME` line behind the prefix is still no view; from a file and from a pipe alike.
    @Test func aPrefixOnEveryLineKeepsTheDepths() throws {
        let path = Paths.fixture("appkit-subtree-prefixed.log")
        let result = try InputReader.read(path: path)
        #expect(result.diagnostics.isEmpty)
        let trees = result.hierarchies
        #expect(trees.map(\.location.line) == [10, 16, 19])
        #expect(trees.map { $0.nodes.map(\.depth) } == [[0, 1, 2, 2, 1], [0, 1], [0, 1, 2, 1]])
        #expect(trees[0].nodes.map(\.parent) == [nil, 0, 1, 1, 0])
        #expect(trees[2].nodes.map(\.className) == ["NSView", "NSScrollView", "NSClipView", "NSButton"])
        // Five views, the `TIME` line not among them; the hidden one is the one with `H`.
        #expect(trees[0].viewCount == 5)
        #expect(trees[0].nodes.map(\.isHidden) == [false, false, false, true, false])
        #expect(trees[2].nodes[3].field("text") == "Done Editing")
        // The conflict's view is found in the first tree.
        let conflict = try #require(ConflictGrouper().group(result).first)
        #expect(conflict.relatedHierarchy?.location.line == 10)
        #expect(ConflictTree(conflict: conflict).missing.isEmpty)
        // Piped, the same trees.
        let piped = try StreamScan.parse(InputFile(path: path), chunkSize: 333)
        #expect(piped.hierarchies.map { $0.nodes.map(\.depth) } == trees.map { $0.nodes.map(\.depth) })
    }

    @Test func listTreesGivesTheViews() throws {
        let result = try Self.fixture()
        var listing = ConflictListing(result: result, conflicts: ConflictGrouper().group(result))
        listing.trees = true
        let json = try #require(try JSONSerialization.jsonObject(with: Data(listing.json())) as? [String: Any])
        let hierarchies = try #require(json["hierarchies"] as? [[String: Any]])
        #expect(hierarchies.map { $0["rootClass"] as? String } == ["NSView", "NSView", "NSVisualEffectView"])
        let tree = try #require(hierarchies.first?["tree"] as? [[String: Any]])
        #expect(tree.count == 11)
        #expect(tree[6]["address"] as? String == "0x7fd7bef30000")
        #expect(tree[6]["frame"] as? [Double] == [20, 20, 83, 32])
        #expect(tree[9]["hidden"] as? Bool == true)
        #expect(tree.map { $0["depth"] as? Int } == [0, 1, 2, 3, 2, 1, 2, 3, 3, 2, 3])
    }

    /// AppKit's y goes up: a child of an unflipped view is placed from its bottom; a flipped one's
    /// (`F`) from its top, as UIKit's are.
    @Test func theWireframePlacesAChildOfAnUnflippedViewFromItsBottom() throws {
        let tree = try #require(try Self.fixture().hierarchies.first)
        let frames = Wireframe.absoluteFrames(tree)
        // CardView (unflipped, 270 high root) at y 20, 230 high: 270 - 20 - 230 = 20 from the top.
        #expect(frames[5] == Frame(x: 240, y: 20, width: 220, height: 230))
        // The button at y 20 in the 230-high CardView: 230 - 20 - 32 = 178 below its top.
        #expect(frames[6] == Frame(x: 260, y: 198, width: 83, height: 32))
        // The bezel in the flipped button: its y as printed.
        #expect(frames[8] == Frame(x: 271, y: 205, width: 61, height: 15))
    }

    @Test func aMaskOnALineThatIsNoViewLineStaysWhatItWas() {
        // An entry stripped of its brackets is still the constraint it was; prose with a mask is
        // ordinary output. Neither opens a dump.
        let log = """
            NSAutoresizingMaskLayoutConstraint:0x6000031ca0f0 h=--& v=--& NSView:0x7fd7bef2f000.minX == 240   (active)
            the view printed h=--- v=--- before it moved

            """
        let result = parse(log)
        #expect(result.hierarchies.isEmpty)
        #expect(result.diagnostics.isEmpty)
        #expect(result.callbacks.map { $0.constraints.map(\.className) } == [["NSAutoresizingMaskLayoutConstraint"]])
    }
}
