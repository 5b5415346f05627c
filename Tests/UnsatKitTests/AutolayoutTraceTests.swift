import Foundation
import Testing

@testable import UnsatKit

/// `_autolayoutTrace` (docs/formats.md, "Ambiguity"): the window's views with their marks, texts and
/// what the trace says of them, read as a tree (the conflict's, when it holds its views), found by
/// the scanner though its lines have no `<` since iOS 8; its ambiguous views noted as before.
struct AutolayoutTraceTests {
    static func fixture() throws -> ParseResult { try InputReader.read(path: Paths.fixture("autolayout-trace.log")) }

    @Test func theTracePrintedAtTheBreakpointIsTheConflictsTree() throws {
        let result = try Self.fixture()
        #expect(result.diagnostics.isEmpty)
        #expect(result.hierarchies.map(\.location.line) == [18])
        let tree = try #require(result.hierarchies.first)
        #expect(tree.viewCount == 19)
        #expect(tree.nodes.count == 19)
        #expect(
            tree.nodes.prefix(8).map(\.className) == [
                "UIWindow", "UILayoutContainerView", "UINavigationTransitionView", "UIViewControllerWrapperView",
                "UIView", "UIView", "UIButton", "UIButtonLabel",
            ])
        #expect(tree.nodes.map(\.depth) == [0, 1, 2, 3, 4, 5, 6, 7, 6, 7, 5, 5, 5, 6, 7, 8, 9, 2, 3])
        #expect(tree.nodes.map(\.line) == Array(18...36))
        #expect(tree.nodes.allSatisfy { $0.frame == nil })
        // The text after the address is the view's; what the trace says of a view stays in its details.
        #expect(tree.nodes[6].address == "0x7f88a8c98820")
        #expect(tree.nodes[6].field("text") == "Archived")
        let host = try #require(tree.index(of: "0x7f88a8f39fa0"))
        #expect(tree.nodes[host].details == ", MISSING HOST CONSTRAINTS")
        let ambiguous = try #require(tree.index(of: "0x7f88a8cb9bf0"))
        #expect(tree.nodes[ambiguous].field("text") == "Retrieve data")
        #expect(
            tree.nodes[ambiguous].details.hasPrefix("'Retrieve data'- AMBIGUOUS LAYOUT for UIButton:0x7f88a8cb9bf0"))
        // The ambiguous view inside the tree is noted as one on its own line is.
        #expect(result.ambiguities.map(\.location.line) == [33])
        #expect(result.ambiguities.first?.view.address == "0x7f88a8cb9bf0")
        // The conflict's views are in it: it is the conflict's tree.
        let conflicts = ConflictGrouper().group(result)
        #expect(conflicts.count == 1)
        #expect(conflicts.first?.relatedHierarchy?.location.line == 18)
    }

    /// A book's trace, wrapped before what it says of a view (`|   |   *UILabel:0x…'User name'-` then
    /// `  AMBIGUOUS LAYOUT for UILabel:0x…'User name'.Width{id: 31}`): the line is the view's, the
    /// trace goes on after it as one tree, and the view it names is the ambiguous one.
    @Test func whatATraceSaysOfAViewOnALineOfItsOwnIsAboutThatView() throws {
        let result = try InputReader.read(path: Paths.fixture("trace-wrapped-ambiguity.md"))
        #expect(result.diagnostics.isEmpty)
        try #require(result.hierarchies.count == 1)
        let tree = result.hierarchies[0]
        #expect(tree.location.line == 8)
        #expect(tree.viewCount == 10)
        #expect(tree.nodes.count == 10)
        #expect(tree.nodes.map(\.depth) == [0, 1, 2, 2, 2, 3, 2, 3, 2, 2])
        #expect(tree.nodes.last?.line == 19)
        #expect(result.ambiguities.map(\.location.line) == [11, 13])
        #expect(result.ambiguities.map(\.view.address) == ["0x7fb21c60d410", "0x7fb21c60e550"])
        #expect(result.ambiguities.map(\.view.className) == ["UILabel", "UILabel"])
        #expect(result.ambiguities.first?.detail == "UILabel:0x7fb21c60d410'User name'.Width{id: 31}")
    }

    @Test func theSamplesTwoTracesAreTreesAndTheirAmbiguousViewsNotedOnce() throws {
        let result = try InputReader.read(path: Paths.sample("ambiguous.log"))
        #expect(result.diagnostics.isEmpty)
        #expect(result.hierarchies.map(\.location.line) == [21, 41])
        #expect(result.hierarchies.map(\.viewCount) == [11, 12])
        // The iOS 7 form: `•<UIWindow:0x…>`, `|   *<UIView:0x…> - AMBIGUOUS LAYOUT`.
        let older = result.hierarchies[1]
        #expect(older.root?.className == "UIWindow")
        #expect(older.nodes.map(\.depth) == [0, 1, 2, 2, 2, 3, 3, 2, 3, 2, 3, 2])
        #expect(older.nodes[4].details == "- AMBIGUOUS LAYOUT")
        #expect(result.ambiguities.map(\.location.line) == [4, 13, 23, 26, 45, 50])
        // `list` says whose trees they are.
        let text = ConflictListing(result: result, conflicts: ConflictGrouper().group(result)).text()
        #expect(
            text.contains(
                "ambiguous.log:21  UIWindow 0x103b0a8c0, 11 views, without a conflict, the tree of 2 ambiguous views"))
        #expect(
            text.contains(
                "ambiguous.log:41  UIWindow 0x7b6a2f40, 12 views, without a conflict, the tree of 2 ambiguous views"))
    }

    @Test func aTraceWithNoPromptFarIntoALogIsFoundByItsAddresses() throws {
        var text = (1...300).map { "2026-11-30 09:41:\($0 % 60) Inbox[8812:3310245] [Sync] fetched page \($0)\n" }
            .joined()
        text += """
            UIWindow:0x14ed18300
            |   •UIView:0x170185b00
            |   |   *UIView:0x170185bd0- AMBIGUOUS LAYOUT for UIView:0x170185bd0.minX{id: 34}
            |   |   *_UILayoutGuide:0x1701b18e0
            |   |   *_UILayoutGuide:0x1701b19c0
            2026-11-30 09:42:00 Inbox[8812:3310245] [Sync] done

            """
        let bytes = Array(text.utf8)
        let chunked = StreamTests.read(bytes, chunk: 97, snapshotEvery: 1 << 20) { _, _ in }
        for result in [LogScanner.parse(bytes, file: "t.log"), chunked] {
            #expect(result.hierarchies.map(\.location.line) == [301])
            #expect(result.hierarchies.first?.location.file == result.files.first?.path)
            #expect(result.hierarchies.first?.nodes.map(\.depth) == [0, 1, 2, 2, 2])
            #expect(
                result.hierarchies.first?.nodes.map(\.className) == [
                    "UIWindow", "UIView", "UIView", "_UILayoutGuide", "_UILayoutGuide",
                ])
            #expect(result.ambiguities.map(\.location.line) == [303])
            #expect(result.diagnostics.isEmpty)
        }
    }

    @Test func aBlogsOneSpaceBarsAndIndentedLinesKeepTheirDepths() {
        let result = LogScanner.parse(
            Array(
                """
                \tUIWindow:0x79e70ed0
                \t| •UIView:0x79e72860
                \t| | *_UILayoutGuide:0x79e729f0
                \t| | *UIButton:0x79e72460'This is for ages to come!...'
                \t| | | UIButtonLabel:0x7a085430'This is for ages to come!...'
                \t| | *UILabel:0x79e79610'Tap Here: '

                """.utf8), file: "blog.md")
        let tree = result.hierarchies.first
        #expect(tree?.nodes.map(\.depth) == [0, 1, 2, 2, 3, 2])
        #expect(tree?.nodes[3].field("text") == "This is for ages to come!...")
        #expect(tree?.nodes[5].field("text") == "Tap Here: ")
    }

    @Test func aSafeAreaGuidePrintedByItsDescriptionIsANodeAndTheTreeGoesOn() throws {
        let result = LogScanner.parse(
            Array(
                """
                (lldb) paltrace

                •UIWindow:0x7fd17b512990 - AMBIGUOUS LAYOUT
                |   •UIView:0x7fd17b60d330
                |   |   *<UILayoutGuide: 0x6000030607e0 - "UIViewSafeAreaLayoutGuide", layoutFrame = {{0, 20}, {414, 716}}, owningView = <UIView: 0x7fd17b60d330; frame = (0 0; 414 736); autoresize = W+H; layer = <CALayer: 0x600000953e40>>>
                |   |   UIButton:0x7fd17b60b480'Button'
                |   |   |   UIButtonLabel:0x7fd17b4040f0'Button'
                |   |   *UILabel:0x7fd17b60d720'Label'- AMBIGUOUS LAYOUT for UILabel:0x7fd17b60d720'Label'.minY{id: 50}

                Legend:
                	* - is laid out with auto layout

                """.utf8), file: "chisel.log")
        #expect(result.hierarchies.count == 1)
        let tree = try #require(result.hierarchies.first)
        #expect(
            tree.nodes.map(\.className) == [
                "UIWindow", "UIView", "UILayoutGuide", "UIButton", "UIButtonLabel", "UILabel",
            ])
        #expect(tree.nodes.map(\.depth) == [0, 1, 2, 2, 3, 2])
        #expect(tree.nodes[2].address == "0x6000030607e0")
        #expect(result.ambiguities.map(\.location.line) == [3, 8])
        #expect(result.diagnostics.isEmpty)
    }

    @Test func aBlankLineAndAnElisionInsideATraceKeepItsDepths() throws {
        let text = """
            (lldb) po [[UIWindow keyWindow] _autolayoutTrace]

            UIWindow:0x7f88a8e4a4a0
            |   •UIView:0x7f88a8ca2880
            |   |   *UIView:0x7f88a8ca2a10
            |   |   |   ...
            |   |   |   *UILabel:0x7f88a8ca3000'Done'

            |   |   *UIView:0x7f88a8ca4000- AMBIGUOUS LAYOUT for UIView:0x7f88a8ca4000.minX{id: 3}

            """
        let bytes = Array(text.utf8)
        let chunked = StreamTests.read(bytes, chunk: 13, snapshotEvery: 1 << 20) { _, _ in }
        for result in [LogScanner.parse(bytes, file: "t.log"), chunked] {
            #expect(result.hierarchies.count == 1)
            let tree = try #require(result.hierarchies.first)
            #expect(tree.nodes.map(\.depth) == [0, 1, 2, 3, 2])
            #expect(tree.nodes.last?.address == "0x7f88a8ca4000")
            #expect(result.ambiguities.map(\.location.line) == [9])
            #expect(result.diagnostics.map(\.location.line) == [6])
        }
    }

    @Test func aViewAloneOrAConstraintsDescriptionIsNoTrace() {
        func parts(_ text: String) -> TraceLine.Parts? {
            Array(text.utf8).withUnsafeBufferPointer { TraceLine.parts($0) }
        }
        #expect(parts("|   |   *UIButton:0x7f88a8c98820'Archived'")?.depth == 2)
        #expect(parts("*<UIWindow:0x108f537f0> - AMBIGUOUS LAYOUT")?.depth == 0)
        #expect(parts("|   SwiftUI._UIHostingView<MyApp.Root>:0x7f01")?.depth == 1)
        #expect(parts("UIView:0x7f01.width == 20") == nil)
        #expect(parts("<NSLayoutConstraint:0x6001 UIView:0x7f01.width == 20   (active)>") == nil)
        #expect(parts("\"<NSLayoutConstraint:0x6001 UIView:0x7f01.width == 20   (active)>\",") == nil)
        #expect(parts("Saved UIView:0x7f01") == nil)
        #expect(parts("<UIView: 0x7f01; frame = (0 0; 10 10)>") == nil)
        #expect(parts("   |    | <UIView: 0x7f01; frame = (0 0; 10 10); layer = <CALayer: 0x6001>>") == nil)
        #expect(
            parts("   |    | <_UILayoutGuide: 0x7f01; frame = (0 0; 0 0); hidden = YES; layer = <CALayer: 0x6001>>")
                == nil)
        // A view's description on a line of its own, with nothing deeper after it, is no tree.
        let result = LogScanner.parse(Array("UIWindow:0x14ed18300\nthat was the window\n".utf8), file: "t.log")
        #expect(result.hierarchies.isEmpty)
        #expect(result.diagnostics.isEmpty)
    }

    /// Layout guides and a stack view's spacers are printed by their own description
    /// (`*<_UILayoutSpacer: 0x… - "UISV-alignment-spanner", layoutFrame = …, owningView = <…>>`), and
    /// the trace says after it when one is ambiguous: each a node of the one tree, whole and
    /// streamed, and each ambiguity that guide's (the trace ended at such a line, the ambiguity
    /// noted as naming no view).
    @Test func aGuidePrintedByItsDescriptionIsANodeAndItsAmbiguityIsRead() throws {
        for result in try wholeAndStreamed("trace-guide-ambiguity.log", chunk: 17) {
            #expect(result.diagnostics.isEmpty)
            let tree = try #require(result.hierarchies.first)
            #expect(result.hierarchies.count == 1)
            #expect(tree.nodes.map(\.depth) == [0, 1, 2, 3, 4, 4, 5, 5, 5, 4, 4, 5])
            #expect(tree.nodes[6].className == "_UILayoutSpacer")
            #expect(tree.nodes[9].address == "0x600003b1c380")
            #expect(result.ambiguities.map(\.location.line) == [9, 12])
            #expect(result.ambiguities.map(\.view.address) == ["0x600003b1c2a0", "0x600003b1c380"])
            #expect(result.ambiguities.map(\.view.className) == ["_UILayoutSpacer", "UILayoutGuide"])
        }
    }

    /// A trace cut down with no `...` (its window kept, the views down to the controller's view left
    /// out): the view that skips levels is noted on its line, and after the poster's `...` a view may
    /// have any depth, as in a view dump; read whole and in chunks alike.
    @Test func aTraceViewThatSkipsLevelsIsNoted() throws {
        for result in try wholeAndStreamed("trace-levels-left-out.log", chunk: 41) {
            let tree = try #require(result.hierarchies.first)
            #expect(result.hierarchies.count == 1)
            #expect(tree.nodes.map(\.depth) == [0, 1, 2, 3, 4, 4, 5, 2])
            #expect(tree.nodes.map(\.parent) == [nil, 0, 1, 2, 3, 3, 5, 1])
            #expect(result.diagnostics.map(\.location.line) == [4, 9])
            #expect(result.diagnostics.map(\.message) == [.viewsLeftOut(above: 0, bars: 3), .viewsElided])
            #expect(result.ambiguities.map(\.view.address) == ["0x7fd1b3d1e5d0"])
        }
    }
}
