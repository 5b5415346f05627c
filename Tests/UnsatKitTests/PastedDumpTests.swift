import Foundation
import Testing

@testable import UnsatKit

/// View dumps as people paste them (docs/formats.md §3, "Dumps as people paste them"): the root glued
/// to what printed it, blank lines inside a controller tree, an ambiguity line after a prompt.
struct PastedDumpTests {
    @Test func aRootGluedToWhatPrintedItIsTheRootOfItsTree() throws {
        let result = try InputReader.read(path: Paths.fixture("glued-dumps.log"))
        #expect(result.diagnostics.isEmpty)
        let trees = result.hierarchies
        #expect(trees.map(\.location.line) == [2, 7, 11, 15, 18])
        #expect(
            trees.map { $0.root?.address } == [
                "0x7f8b4c82a000", "0x7f8b4c600100", "0x15d50e3c0", "0x106a0c010", "0x106b0c010",
            ])
        #expect(trees.map { $0.root?.className } == ["UITableView", "UIWindow", "UIWindow", "UIView", "UIView"])
        #expect(trees.map { $0.nodes.map(\.depth) } == [[0, 1, 2, 3], [0, 1, 2], [0, 1, 2], [0, 1], [0, 1]])
        // What lldb printed before the root is no part of it; its fields are still read.
        let table = try #require(trees.first?.nodes.first)
        #expect(table.frame == Frame(x: 0, y: 0, width: 390, height: 844))
        #expect(trees[0].nodes[3].frame?.height == 20.3333)
        // The closing quote of a pasted tree is not a field of its last view.
        #expect(trees[4].nodes[1].details.hasSuffix("layer = <_UILabelLayer: 0x600003a2d150>"))
    }

    @Test func aControllerTreeKeepsItsDepthsAcrossBlankLinesAndAfterThePrompt() throws {
        let result = try InputReader.read(path: Paths.fixture("glued-controllers.log"))
        #expect(result.diagnostics.isEmpty)
        #expect(result.controllerTrees.count == 2)
        let first = try #require(result.controllerTrees.first)
        #expect(first.map(\.depth) == [0, 1, 2, 1])
        #expect(
            first.map(\.controller.className) == [
                "UITabBarController", "UINavigationController", "MyApp.FeedViewController",
                "MyApp.SettingsViewController",
            ])
        #expect(first[2].parent == 1)
        let second = try #require(result.controllerTrees.last)
        #expect(second.map(\.depth) == [0, 1, 2])
        #expect(second.first?.controller.address == "0x10c838a00")
        #expect(second.first?.viewAddress == "0x10a90d150")
    }

    /// Two dumps pasted back to back: the second root, a line with no bars, hung under the first
    /// root as its child, and its views a level too deep. Each is a tree of its own, read whole or
    /// streamed.
    @Test func aSecondRootWithNoBarsStartsADumpOfItsOwn() throws {
        let text = """
            <UIView: 0x7f01; frame = (0 0; 390 844); layer = <CALayer: 0x6001>>
               | <UILabel: 0x7f02; frame = (16 20; 100 20); layer = <_UILabelLayer: 0x6002>>
            <UIView: 0x7f03; frame = (0 0; 390 844); layer = <CALayer: 0x6003>>
               | <UIButton: 0x7f04; frame = (16 60; 100 44); layer = <CALayer: 0x6004>>
               |    | <UILabel: 0x7f05; frame = (0 0; 100 44); layer = <_UILabelLayer: 0x6005>>

            """
        let streamed = StreamTests.read(Array(text.utf8), chunk: 7, snapshotEvery: .max) { _, _ in }
        for result in [parse(text), streamed] {
            let trees = result.hierarchies
            #expect(trees.map(\.location.line) == [1, 3])
            #expect(
                trees.map { $0.nodes.map(\.address.text) } == [["0x7f01", "0x7f02"], ["0x7f03", "0x7f04", "0x7f05"]])
            #expect(trees.last?.nodes.map(\.parent) == [nil, 0, 1])
        }
    }

    /// A dump copied from below its root: a view with as many bars as the first line or fewer is
    /// under none of the views above it (its parent is among the levels left out), so it starts a
    /// tree of its own rather than being drawn as the first view's child.
    @Test func aDumpPastedFromBelowItsRootIsATreeAtEachViewWithNoMoreBarsThanItsFirst() throws {
        let path = Paths.fixture("dump-from-below-root.log")
        let result = try InputReader.read(path: path)
        let trees = result.hierarchies
        #expect(trees.map(\.location.line) == [3, 6, 8])
        // Each split is said where it is, with the bars of the dump it ends: why there are three trees.
        #expect(result.diagnostics.map(\.location.line) == [6, 8])
        #expect(result.diagnostics.map(\.message) == [.viewAbovePastedDump(bars: 3), .viewAbovePastedDump(bars: 3)])
        #expect(
            trees.map { $0.nodes.map(\.className) } == [
                ["UIStackView", "UILabel", "UIButton"], ["UIView", "UIImageView"], ["UIView", "UIButton"],
            ])
        #expect(trees.map { $0.nodes.map(\.parent) } == [[nil, 0, 0], [nil, 0], [nil, 0]])
        for size in [64, 300, 1 << 20] {
            #expect(try StreamScan.parse(InputFile(path: path), chunkSize: size) == result, "chunks of \(size)")
        }
    }

    @Test func aDumpElidedWithDotsGoesOnAfterThemWithANote() throws {
        let result = try InputReader.read(path: Paths.fixture("elided-dump.log"))
        // One tree a dump, not a second one from each `...` on.
        let trees = result.hierarchies
        #expect(trees.map(\.location.line) == [2, 11, 19])
        #expect(trees.map(\.viewCount) == [6, 4, 3])
        // A view after the elision hangs under the nearest view above it with fewer bars.
        let window = try #require(trees.first).nodes
        #expect(window.map(\.className) == ["UIWindow", "UITransitionView", "UIView", "UILabel", "UIButton", "UIView"])
        #expect(window.map(\.parent) == [nil, 0, 1, 2, 2, 1])
        let stack = trees[1].nodes
        #expect(stack.map(\.className) == ["UIView", "UIStackView", "UILabel", "UIButton"])
        #expect(stack.map(\.parent) == [nil, 0, 1, 0])
        // Each elision is said, on its line: `...` behind bars, a row of dots, `…` with words, a cut end.
        #expect(result.diagnostics.map(\.location.line) == [4, 13, 16, 22, 26])
        #expect(result.diagnostics.prefix(4).allSatisfy { $0.message == .viewsElided })
        // A controller tree alike: one tree, and each controller under the nearest with fewer bars.
        #expect(result.diagnostics.last?.message == .controllersElided)
        #expect(result.controllerTrees.count == 1)
        let controllers = try #require(result.controllerTrees.first)
        #expect(
            controllers.map(\.controller.className) == [
                "UITabBarController", "UINavigationController", "MyApp.DeepViewController",
                "MyApp.SettingsViewController",
            ])
        #expect(controllers.map(\.depth) == [0, 1, 2, 1])
        #expect(controllers.map(\.parent) == [nil, 0, 1, 0])
    }

    /// A dump printed as one string, its line breaks escaped: Cycript's `@"…\n   | …"`, a
    /// `_printHierarchy` alike, Swift lldb's `(String) $R0 = "…\n"`, `expr`'s `(NSString *) $3 = 0x… @"…"`.
    @Test func aDumpPrintedAsOneEscapedStringIsReadAsItsLines() throws {
        let result = try InputReader.read(path: Paths.fixture("cycript-strings.log"))
        #expect(result.diagnostics.isEmpty)
        let trees = result.hierarchies
        #expect(trees.map(\.location.line) == [16, 22, 24])
        #expect(trees.map(\.viewCount) == [5, 3, 2])
        let window = try #require(trees.first).nodes
        #expect(
            window.map(\.className) == ["UIWindow", "UILayoutContainerView", "UIView", "UILabel", "UINavigationBar"])
        #expect(window.map(\.parent) == [nil, 0, 1, 2, 1])
        // Every view is on the one line the string was printed on; a `\n` in a label's text is no break.
        #expect(window.allSatisfy { $0.line == 16 })
        #expect(window[3].frame == Frame(x: 20, y: 20, width: 260, height: 42))
        #expect(window[4].details.hasSuffix("layer = <CALayer: 0x1458c4e0>"))
        #expect(trees[1].nodes.map(\.parent) == [nil, 0, 0])
        #expect(trees[2].nodes.map(\.address) == ["0x7fa1d2c0b000", "0x7fa1d2c0b200"])
        let controllers = try #require(result.controllerTrees.first)
        #expect(controllers.map(\.controller.className) == ["UINavigationController", "NotesListViewController"])
        #expect(controllers.map(\.depth) == [0, 1])
        #expect(controllers.last?.viewAddress == "0x1461b5e0")
    }

    /// A dump whose lines so far are kept by where they are (in the file, in the spool) and then
    /// given a line read as several, which has no place there of its own: its lines are kept in
    /// memory from then on, those before it too, each with its number.
    @Test(arguments: [true, false])
    func aLineReadAsSeveralKeepsTheDumpsLinesInMemory(fromFile: Bool) throws {
        let lines = [
            "<UIView: 0x10; frame = (0 0; 100 100)>", "", "   | <UILabel: 0x20; frame = (0 0; 50 20)>",
        ]
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("unsat-keep-\(fromFile).log").path
        try Data(lines.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let input = try InputFile(path: path)
        var dump = HierarchyBuilder(
            location: InputLocation(file: path, line: 1), source: fromFile ? input : nil,
            spool: fromFile ? nil : DumpSpool.make())
        var offset = 0
        for (index, line) in lines.enumerated() {
            defer { offset += line.utf8.count + 1 }
            guard !line.isEmpty else { continue }
            Array(line.utf8).withUnsafeBufferPointer {
                dump.append($0, number: index + 1, span: offset..<offset + line.utf8.count)
            }
        }
        for part in ["   |    | <UIImageView: 0x30; frame = (0 0; 1 1)>", "   | <UIButton: 0x40; frame = (1 1; 2 2)>"] {
            Array(part.utf8).withUnsafeBufferPointer { dump.append($0, number: 4, span: nil) }
        }
        let tree = dump.finish()
        #expect(tree.viewCount == 4)
        #expect(tree.root?.address == "0x10")
        #expect(tree.nodes.map(\.address) == ["0x10", "0x20", "0x30", "0x40"])
        #expect(tree.nodes.map(\.line) == [1, 3, 4, 4])
        #expect(tree.nodes.map(\.parent) == [nil, 0, 1, 0])
    }

    @Test func anElisionIsDotsBehindBarsAndNoView() {
        func elides(_ text: String) -> Bool { HierarchyLineReader.isElision(ArraySlice(Array(text.utf8))) }
        #expect(elides("   |    | ..."))
        #expect(elides("......"))
        #expect(elides(". . ."))
        #expect(elides("   | \u{2026} (3 more)"))
        #expect(!elides("   | .."))
        #expect(!elides("   | ... <UIView: 0x7fb1c8d0a700; frame = (0 0; 1 1)>"))
        #expect(!elides("...and then it crashed"))
        #expect(!elides("   | <UIView: 0x7fb1c8d0a700; frame = (0 0; 1 1)>"))
    }

    @Test func anAmbiguityLineAfterAPromptNamesItsView() throws {
        let result = try InputReader.read(path: Paths.fixture("glued-ambiguity.log"))
        #expect(result.diagnostics.isEmpty)
        #expect(result.ambiguities.map(\.view.address) == ["0x7f8b4c830a00", "0x7f8b4c831000", "0x7f8b4c832000"])
        #expect(result.ambiguities.map(\.view.className) == ["UILabel", "UILabel", "MyApp.BadgeView"])
        #expect(result.ambiguities.first?.detail == "UILabel:0x7f8b4c830a00.minX{id: 12}")
    }

    /// A page's HTML source, the dump in `<pre><code>` with its `<` escaped (`&lt;OrderCell: 0x…`, the
    /// `>` left as is, as VuePress writes it): the root line holds no `<` at all, and the dump was not
    /// seen. Read as the dump it is, whole and streamed, a label's `&amp;` as `&`.
    @Test func aDumpAPageEscapedIsReadAsTheDump() throws {
        for result in try wholeAndStreamed("dump-html-escaped.html", chunk: 29) {
            #expect(result.diagnostics.isEmpty)
            #expect(result.hierarchies.map(\.location.line) == [4])
            let tree = try #require(result.hierarchies.first)
            #expect(tree.root?.className == "OrderCell")
            #expect(tree.nodes.map(\.depth) == [0, 1, 2, 2, 2, 1])
            #expect(tree.nodes[3].field("text") == "Espresso & milk")
            #expect(tree.nodes[1].frame == Frame(x: 0, y: 0, width: 390, height: 75.6667))
        }
    }
}

/// `list --json --trees` (docs/contract.md, `hierarchies[].tree`).
struct TreeContractTests {
    @Test func treesGiveEachHierarchysViewsAndChangeNothingElse() throws {
        let result = try InputReader.read(path: Paths.fixture("glued-dumps.log"))
        var listing = ConflictListing(result: result, conflicts: ConflictGrouper().group(result))
        let plain = listing.json()
        #expect(!String(decoding: plain, as: UTF8.self).contains("\"tree\""))
        listing.trees = true
        let withTrees = try #require(
            try JSONSerialization.jsonObject(with: Data(listing.json())) as? [String: Any])
        let hierarchies = try #require(withTrees["hierarchies"] as? [[String: Any]])
        let first = try #require(hierarchies.first?["tree"] as? [[String: Any]])
        #expect(
            first.map { $0["address"] as? String } == [
                "0x7f8b4c82a000", "0x7f8b4c830200", "0x7f8b4c830600", "0x7f8b4c830a00",
            ])
        #expect(first.map { $0["depth"] as? Int } == [0, 1, 2, 3])
        #expect(first.map { $0["line"] as? Int } == [2, 3, 4, 5])
        #expect(first[1]["class"] as? String == "MyApp.PostCell")
        #expect(first[3]["frame"] as? [Double] == [16, 12, 358, 20.3333])
        #expect(first[0]["hidden"] as? Bool == false)
        #expect(first[0]["keyPath"] is NSNull)
        // Without the trees the rest of the document is the same.
        var stripped = withTrees
        stripped["hierarchies"] = hierarchies.map { $0.filter { $0.key != "tree" } }
        let plainObject = try #require(try JSONSerialization.jsonObject(with: Data(plain)) as? [String: Any])
        #expect(NSDictionary(dictionary: stripped).isEqual(to: plainObject))
    }
}

/// Masonry's `mas_key` where the address would be (docs/formats.md §2, "Items").
struct MasonryKeyTests {
    @Test func twoSizesOfOneKeyedViewAreAConflictTheSolverExplains() throws {
        let result = try InputReader.read(path: Paths.fixture("masonry-keys.log"))
        let conflicts = ConflictGrouper().group(result)
        let conflict = try #require(conflicts.first)
        let first = try #require(conflict.constraints.first?.first)
        #expect(first.item.className == "UITableViewCellContentView")
        #expect(first.item.address == nil)
        #expect(first.item.name == "cv")
        #expect(first.attribute == .width)
        #expect(conflict.constraints.map(\.constant) == [414, 320])
        // Both name the one view `cv`, so the solver sees two widths of one view.
        #expect(Set(conflict.constraints.compactMap { $0.first?.item.key }).count == 1)
        let proof = try #require(Explainer().explain(conflict).proof)
        #expect(proof.arithmetic == "414 ≠ 320")
        #expect(proof.isVerified)
        // The address is not known, and a note says so.
        #expect(
            result.diagnostics.contains { $0.message.description.contains("the view 'cv' is named by its Masonry key") }
        )
    }

    /// Masonry prints a constraint's own `mas_key` where its address would be, as its README's debugging
    /// example does (`<MASLayoutConstraint:ThumbWidth UIImageView:thumb.width == 120>`, `Pins[1]` for the
    /// second of a composite's): read, named by its key, noted, and seen by the solver, the recover
    /// line's too. Before, the list was taken as rewritten and those constraints left out.
    @Test func aConstraintNamedByItsKeyIsReadAndExplained() throws {
        for result in try wholeAndStreamed("masonry-constraint-keys.log", chunk: 17) {
            #expect(result.callbacks.count == 1)
            let callback = try #require(result.callbacks.first)
            #expect(
                callback.constraints.map(\.address.text) == [
                    "ThumbWidth", "0x600001d4c2a0", "Pins[1]", "0x600001d4c5b0",
                ])
            #expect(callback.broken?.text == "ThumbWidth")
            #expect(callback.missing == nil)
            #expect(callback.constraints[0].address.isKey)
            #expect(!callback.constraints[1].address.isKey)
            let keyNotes = result.diagnostics.filter {
                if case .constraint(_, .keyedConstraint) = $0.message { return true }
                return false
            }
            #expect(keyNotes.map(\.location.line) == [7, 9, 14])
            let conflict = try #require(ConflictGrouper().group(result).first)
            let proof = try #require(Explainer().explain(conflict).proof)
            #expect(proof.isVerified)
            #expect(proof.constraints.count == 4)
        }
    }

    /// A key Masonry's example sets as a number (`.key(@340954)`) is a key; a name with the address in
    /// brackets after it (`id15[0x7fdb9b5cd8d0]`, a blog's own description) is no Masonry key, and its
    /// list is still said to be rewritten.
    @Test func aNumberIsAKeyButAnAddressInBracketsIsNot() {
        let keyed = parse(
            """
            Unable to simultaneously satisfy constraints.
            (
                "<MASLayoutConstraint:340954 UILabel:blueView.height == UIView:redView.height>",
                "<MASLayoutConstraint:0x6000000a5820 UILabel:blueView.height == 20>"
            )
            Will attempt to recover by breaking constraint
            <MASLayoutConstraint:340954 UILabel:blueView.height == UIView:redView.height>

            """)
        #expect(keyed.callbacks.first?.constraints.map(\.address.text) == ["340954", "0x6000000a5820"])
        #expect(keyed.callbacks.first?.broken?.text == "340954")
        let bracketed = parse(
            """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:id15[0x7fdb9b5cd8d0] UIView:box[0x7fdb9b543e60].height <= 83>"
            )

            """)
        #expect(bracketed.callbacks.first?.constraints.isEmpty == true)
        #expect(bracketed.callbacks.first?.missing == .rewritten)
    }

    /// A view's key set by hand may hold dots (`UILabel:self.statusLabel.height`): the key ends before
    /// the attribute, and two heights of that one view are a conflict the solver explains.
    @Test func aKeyWithDotsNamesOneView() throws {
        let result = parse(
            """
            Unable to simultaneously satisfy constraints.
            (
                "<MASLayoutConstraint:0x6000000a5820 UILabel:self.statusLabel.height == 20>",
                "<MASLayoutConstraint:0x6000000a58e0 UILabel:self.statusLabel.height >= 40>"
            )
            Will attempt to recover by breaking constraint
            <MASLayoutConstraint:0x6000000a58e0 UILabel:self.statusLabel.height >= 40>

            """)
        let conflict = try #require(ConflictGrouper().group(result).first)
        #expect(conflict.constraints.compactMap { $0.first?.item.name } == ["self.statusLabel", "self.statusLabel"])
        #expect(conflict.constraints.allSatisfy { $0.first?.attribute == .height })
        let proof = try #require(Explainer().explain(conflict).proof)
        #expect(proof.isVerified)
    }

    /// iOS 5 and 6 printed, before a child's `<`, the controller whose view it is
    /// (`'ComposeBodyController:0x9b63a10' <ComposeBodyView: …`) or `XX (` (the line ending `>)`): the
    /// tree went on as three trees, its depths lost, at each.
    @Test func anOlderUIKitsMarksBeforeAChildKeepTheTreeWhole() throws {
        let result = try InputReader.read(path: Paths.fixture("annotated-dump.log"))
        #expect(result.diagnostics.isEmpty)
        #expect(result.hierarchies.map(\.location.line) == [2])
        let tree = try #require(result.hierarchies.first)
        #expect(tree.viewCount == 12)
        #expect(tree.nodes.map(\.depth) == [0, 1, 2, 3, 4, 5, 4, 5, 4, 1, 2, 3])
        #expect(tree.nodes.map(\.line) == [2, 3, 4, 5, 6, 7, 8, 9, 10, 13, 14, 15])
        #expect(tree.nodes[3].className == "ComposeBodyView")
        #expect(tree.nodes[3].baseClassName == "UIScrollView")
        // The `XX (…)` row is a view of the tree; its wrapper's `)` is no part of its fields.
        #expect(tree.nodes[6].address == "0x9b76e40")
        #expect(tree.nodes[6].frame == Frame(x: 0, y: 44, width: 320, height: 44))
        #expect(tree.nodes[7].field("text") == "Cc:")
        #expect(tree.nodes[6].details.hasSuffix("layer = <CALayer: 0x9b76ed0>"))
        // Read from a pipe, the same tree.
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: Paths.fixture("annotated-dump.log"))))
        let chunked = StreamTests.read(bytes, chunk: 61, snapshotEvery: 1 << 20) { _, _ in }
        #expect(chunked.hierarchies.first?.nodes.map(\.depth) == tree.nodes.map(\.depth))
    }

    /// iOS 6 printed a controller's children after its mark (`'SKRemoteProductViewController:0x…' 1
    /// child[SKProductPageHostController:0x… ] <_UISizeTrackingView: 0x…`): the row is a view of the
    /// tree at its bars' depth, not the start of a dump pasted from below its root.
    @Test func aControllersChildrenAfterItsMarkKeepTheTreeWhole() throws {
        let result = try InputReader.read(path: Paths.fixture("dump-ios6-children.log"))
        #expect(result.diagnostics.isEmpty)
        let tree = try #require(result.hierarchies.first)
        #expect(result.hierarchies.count == 1)
        #expect(tree.nodes.map(\.depth) == [0, 1, 2, 2, 3])
        #expect(
            tree.nodes.map(\.className) == [
                "UIView", "_UISizeTrackingView", "_UIRemoteView", "UIView", "UIActivityIndicatorView",
            ])
        #expect(tree.nodes[1].frame == Frame(x: 0, y: 0, width: 320, height: 480))
    }

    /// Dumps whose line breaks a page collapsed, each row joined to the one before by its bars
    /// (` | `, ` | | `, or the bars run together, ` || `), one behind gdb's prompt: each a tree, its
    /// rows at the depths their bars give, whole and streamed.
    @Test func aDumpWhoseRowsAPageJoinedOnOneLineIsReadAsItsRows() throws {
        for result in try wholeAndStreamed("dump-collapsed-rows.md", chunk: 13) {
            #expect(result.diagnostics.isEmpty)
            let trees = result.hierarchies
            #expect(trees.map(\.location.line) == [5, 11])
            #expect(trees.map { $0.root?.className } == ["UITableViewCell", "UIView"])
            #expect(trees.map { $0.root?.address } == ["0x6b4f3a0", "0x7a93c210"])
            #expect(trees.map { $0.nodes.map(\.depth) } == [[0, 1, 2, 2, 1], [0, 1, 2, 3, 3, 2]])
            #expect(trees.map { $0.nodes.last?.className } == ["UIImageView", "UIImageView"])
            #expect(trees.last?.nodes[4].frame == Frame(x: 0, y: 28.5, width: 288, height: 30))
        }
    }

    /// A dump with a blank line after every row (a page that doubled each line break), elided once
    /// between blank lines: one tree, its depths kept across the blanks, the elision noted.
    @Test func aDumpKeepsItsDepthsAcrossBlankLines() throws {
        for result in try wholeAndStreamed("dump-blank-lines.md", chunk: 29) {
            let tree = try #require(result.hierarchies.first)
            #expect(result.hierarchies.count == 1)
            #expect(tree.nodes.map(\.depth) == [0, 1, 2, 3, 4, 5, 4])
            #expect(tree.nodes.map(\.line) == [3, 5, 7, 9, 13, 15, 17])
            #expect(tree.nodes[6].parent == 3)
            #expect(result.diagnostics.map(\.message) == [.viewsElided])
            #expect(result.diagnostics.map(\.location.line) == [11])
        }
    }

    /// A cell's dump cut out of a window's with no `...`: its content view has five bars under a root
    /// with none, a view after an elision eight under six. The tree hangs each under the nearest view
    /// above it with fewer bars, and says so where a level is skipped with no elision to say it; the
    /// whole file and its chunks alike (the file's view lines reach the dump without the parser).
    @Test func aViewThatSkipsLevelsIsNotedWhereNoElisionSaysSo() throws {
        for result in try wholeAndStreamed("dump-levels-left-out.log", chunk: 37) {
            let tree = try #require(result.hierarchies.first)
            #expect(result.hierarchies.count == 1)
            #expect(
                tree.nodes.map(\.className) == [
                    "ChatBubbleCell", "UITableViewCellContentView", "UIImageView", "UILabel", "UIView", "UIButton",
                    "UIImageView",
                ])
            #expect(tree.nodes.map(\.parent) == [nil, 0, 1, 1, 3, 1, 5])
            #expect(result.diagnostics.map(\.location.line) == [3, 6, 9])
            #expect(
                result.diagnostics.map(\.message) == [
                    .viewsLeftOut(above: 0, bars: 5), .viewsElided, .viewsLeftOut(above: 6, bars: 8),
                ])
            #expect(
                result.diagnostics.first?.text.hasPrefix("   |    |    |    |    | <UITableViewCellContentView") == true
            )
        }
    }

    /// A capture's dump alike, whether its lines reach the dump straight (a plain console) or through
    /// the parser (behind docker's prefix): the view that skips levels noted on its line, once.
    @Test func aCapturesViewThatSkipsLevelsIsNotedOnItsLine() throws {
        let plain = try parse(
            fixture: "capture-english.log", replacing: "\n   |    | <MyApp.AvatarCell",
            with: "\n   |    |    |    | <MyApp.AvatarCell")
        let prefixed = try parse(
            fixture: "capture-docker.log", replacing: "app_1  |    |    | <UITableView:",
            with: "app_1  |    |    |    |    | <UITableView:")
        for (result, lines, above) in [(plain, [8, 49], 1), (prefixed, [12], 2)] {
            let notes = result.diagnostics.filter { if case .viewsLeftOut = $0.message { true } else { false } }
            #expect(notes.map(\.location.line) == lines)
            #expect(notes.allSatisfy { $0.message == .viewsLeftOut(above: above, bars: 4) })
        }
    }

    /// A `_printHierarchy` cut down with no `...`: the controller two levels under the root is noted on
    /// its line and hangs under it; after the poster's `...` any depth follows with the elision's note
    /// alone; a presented controller (`+`) is a level as a bar is.
    @Test func aControllerThatSkipsLevelsIsNoted() throws {
        for result in try wholeAndStreamed("controllers-levels-left-out.log", chunk: 43) {
            let tree = try #require(result.controllerTrees.first)
            #expect(result.controllerTrees.count == 1)
            #expect(
                tree.map(\.controller.className) == [
                    "UITabBarController", "MyApp.FeedViewController", "MyApp.StoryCarouselViewController",
                    "MyApp.ProfileHeaderViewController", "MyApp.ComposeViewController",
                ])
            #expect(tree.map(\.parent) == [nil, 0, 1, 1, 0])
            #expect(result.diagnostics.map(\.location.line) == [3, 5])
            #expect(
                result.diagnostics.map(\.message) == [.controllersLeftOut(above: 0, bars: 2), .controllersElided])
        }
    }
}
