import Testing
import UnsatKit

@testable import UnsatTUI

/// The hierarchy pane as Xcode's View Debugger outline: the view controllers above the views they
/// own, and the outline's filter (`\`, `v`) and unfold-all, fold-all (`E`, `C`).
@Suite("Tree outline") struct TreeOutlineTests {
    /// `print-hierarchy.log`, its first conflict (the feed's) in the hierarchy pane.
    func feed(ascii: Bool = false) throws -> Inspector {
        let result = try InputReader.read(paths: [Fixture.sample("print-hierarchy.log")])
        let document = InspectorDocument(
            result: result, conflicts: ConflictGrouper().group(result), glyphs: ascii ? .ascii : .unicode)
        let inspector = Inspector(document: document)
        inspector.handle(.character("2"))
        return inspector
    }

    func rows(_ inspector: Inspector) throws -> [TreeRow] {
        let tree = try #require(inspector.currentTree)
        return tree.rows(try #require(inspector.panes).folds)
    }

    func controllerName(_ tree: ViewTree, _ row: TreeRow) -> String? {
        guard case .controller(let index) = row else { return nil }
        return tree.controllers.list[index].controller.shortClassName
    }

    func selectController(_ inspector: Inspector, _ name: String) throws {
        let tree = try #require(inspector.currentTree)
        let rows = try rows(inspector)
        let index = try #require(rows.firstIndex { controllerName(tree, $0) == name })
        inspector.handle(.home)
        inspector.handle(Key.sequence(String(repeating: "j", count: index)))
        #expect(controllerName(tree, try #require(inspector.treeSelection)) == name)
    }

    // MARK: - Controllers in the tree

    /// The `_printHierarchy` chain reads down the tree: each controller's row right above its root
    /// view, the tab bar's above the navigation's above the feed's, as the dump nests their views.
    @Test func eachControllerIsARowAboveTheViewItOwns() throws {
        let inspector = try feed()
        let tree = try #require(inspector.currentTree)
        let rows = try rows(inspector)
        let names = rows.compactMap { controllerName(tree, $0) }
        #expect(names == ["UITabBarController", "UINavigationController", "FeedViewController"])
        for (position, row) in rows.enumerated() {
            guard case .controller(let index) = row else { continue }
            let controller = tree.controllers.list[index]
            #expect(rows[position + 1] == .node(controller.view))
            #expect(tree.outlineParent(of: .node(controller.view)) == row)
            #expect(controller.printed?.viewAddress == tree.nodes[controller.view].address)
        }
        let feedRow = try #require(rows.first { controllerName(tree, $0) == "FeedViewController" })
        #expect(tree.outlinePath(of: feedRow).compactMap { controllerName(tree, $0) } == names.dropLast())
        let screen = Screen.text(inspector, 120, 40)
        #expect(screen.contains("└─▾ ◆ FeedViewController 0x10a81f6e0\n"))
        #expect(screen.contains("  └─▾ ◦ UIView 0x10a912b40 (0 0; 390 844)"))
    }

    /// The presented controller sits above its view, in the transition view the sheet is in.
    @Test func thePresentedControllerIsAboveItsViewAndSaysSo() throws {
        let inspector = try feed()
        inspector.handle(Key.sequence("1j2"))
        let screen = Screen.text(inspector, 120, 40)
        #expect(screen.contains("└─▾ ◆ ComposeViewController 0x10a82b9a0 presented"))
    }

    @Test func theScreenShowsTheControllersAbove() throws {
        Screen.expect(try feed().render(width: 80, height: 24), matches: "print-hierarchy-80x24-controllers")
    }

    /// The detail of a controller row: class, address, state, the controllers above, its view;
    /// Enter and `>` go to that view, whose detail says whose it is.
    @Test func aControllerRowsDetailNamesItsViewAndEnterOrAngleGoesThere() throws {
        for key in [Key.enter, .character(">")] {
            let inspector = try feed()
            try selectController(inspector, "FeedViewController")
            let screen = Screen.text(inspector, 120, 40)
            #expect(
                screen.contains(
                    " MyApp.FeedViewController 0x10a81f6e0 · appeared · in UINavigationController · UITabBarController")
            )
            #expect(screen.contains(" its view: UIView 0x10a912b40 · Enter or > selects it"))
            inspector.handle(key)
            let tree = try #require(inspector.currentTree)
            guard case .node(let index) = try #require(inspector.treeSelection) else {
                Issue.record("\(key) on a controller selects its view")
                continue
            }
            #expect(tree.nodes[index].address.text == "0x10a912b40")
            let lines = Screen.text(inspector, 120, 40).split(separator: "\n")
            let view = try #require(lines.firstIndex { $0.hasPrefix(" UIView 0x10a912b40 · frame") })
            #expect(lines[view + 1] == " the view of MyApp.FeedViewController 0x10a81f6e0")
        }
    }

    /// ← folds a controller (its view goes), → opens it again; ← on its folded row goes up the
    /// outline, and ← on a root view (folded) goes to its controller.
    @Test func aControllerFoldsAndTheArrowsWalkThroughIt() throws {
        let inspector = try feed()
        try selectController(inspector, "FeedViewController")
        inspector.handle(.character("h"))
        #expect(!Screen.text(inspector, 120, 40).contains("◦ UIView 0x10a912b40"))
        inspector.handle(.character("l"))
        #expect(Screen.text(inspector, 120, 40).contains("◦ UIView 0x10a912b40"))
        inspector.handle(.character("l"))
        let tree = try #require(inspector.currentTree)
        #expect(inspector.treeSelection == tree.hierarchy.index(of: Address("0x10a912b40")).map(TreeRow.node))
        inspector.handle(Key.sequence("hh"))
        #expect(controllerName(tree, try #require(inspector.treeSelection)) == "FeedViewController")
        inspector.handle(.character("h"))
        #expect(!Screen.text(inspector, 120, 40).contains("◦ UIView 0x10a912b40"))
        #expect(inspector.copyText(after: "y") == "<MyApp.FeedViewController: 0x10a81f6e0>")
    }

    /// A capture's controller is above the dump's root, its view.
    @Test func aCapturesControllerIsAboveItsDumpsRoot() throws {
        let inspector = try Fixture.inspector("capture-profile.log")
        inspector.handle(.character("2"))
        let tree = try #require(inspector.currentTree)
        let rows = try rows(inspector)
        #expect(controllerName(tree, rows[0]) == "ProfileViewController")
        #expect(rows[1] == .node(tree.roots[0]))
        #expect(tree.controllers.list[0].printed == nil)
    }

    /// With no controller known (a console log, no dump), the tree is as it was: views only.
    @Test func withNoControllerKnownTheTreeHasOnlyViews() throws {
        let inspector = try Fixture.inspector("console-feed.log")
        inspector.handle(.character("2"))
        let tree = try #require(inspector.currentTree)
        #expect(tree.controllers.isEmpty)
        #expect(try rows(inspector).allSatisfy { if case .controller = $0 { false } else { true } })
    }

    @Test func asciiDrawsAControllerWithAnAt() throws {
        let inspector = try feed(ascii: true)
        let screen = Screen.text(inspector, 120, 40)
        #expect(screen.contains("`-[-] @ FeedViewController 0x10a81f6e0"))
        #expect(screen.allSatisfy { $0.isASCII })
    }

    // MARK: - The filter

    /// `\` narrows the tree to the views whose rows show the text and their ancestors, as it is
    /// typed; the title says so and counts them; Enter keeps it, `|` clears it, the selection
    /// staying on its view.
    @Test func theFilterKeepsMatchingViewsAndTheirAncestors() throws {
        let inspector = try feed()
        inspector.handle(Key.sequence("\\label"))
        #expect(inspector.state.mode == .filteringTree)
        let tree = try #require(inspector.currentTree)
        let rows = try rows(inspector)
        let filter = try #require(inspector.panes?.folds.filter)
        let result = tree.filtered(filter)
        let labels = tree.nodes.indices.filter { tree.nodes[$0].className.contains("Label") }
        #expect(result.matches == labels)
        for row in rows {
            guard case .node(let index) = row else { continue }
            let matchesBelow = labels.contains { $0 == index || tree.ancestors(of: $0).contains(index) }
            #expect(matchesBelow, "\(tree.nodes[index].className) is kept only above a match")
        }
        // Every label is shown: the filter opens what it keeps.
        for label in labels { #expect(rows.contains(.node(label))) }
        let screen = Screen.text(inspector, 120, 40)
        #expect(screen.contains("[2] Hierarchy  filter: label · \(labels.count) of 53 views ─"))
        #expect(screen.contains(" filter the tree: label▏"))
        inspector.handle(.enter)
        #expect(inspector.state.mode == .normal)
        #expect(inspector.panes?.folds.filter?.text == "label")
        inspector.handle(.character("j"))
        let selected = inspector.treeSelection
        inspector.handle(.character("|"))
        #expect(inspector.panes?.folds.filter == nil)
        #expect(inspector.treeSelection == selected)
        #expect(Screen.text(inspector, 120, 40).contains("[2] Hierarchy  dump at line 43 · 53 views"))
    }

    /// Esc in the prompt puts the filter back as it was; a filter that matches nothing says so.
    @Test func escapeRestoresTheFilterAndNoMatchSaysSo() throws {
        let inspector = try feed()
        inspector.handle(Key.sequence("\\zzz"))
        #expect(try rows(inspector).isEmpty)
        #expect(Screen.text(inspector, 120, 40).contains("no view matches the filter (| clears it)"))
        inspector.handle(.escape)
        #expect(inspector.panes?.folds.filter == nil)
        #expect(try !rows(inspector).isEmpty)
    }

    /// A controller's class matches too: its row stays, with its view under it.
    @Test func theFilterFindsAController() throws {
        let inspector = try feed()
        inspector.handle(Key.sequence("\\FeedViewCon<Enter>"))
        let tree = try #require(inspector.currentTree)
        let names = try rows(inspector).compactMap { controllerName(tree, $0) }
        #expect(names == ["UITabBarController", "UINavigationController", "FeedViewController"])
        #expect(controllerName(tree, try #require(inspector.treeSelection)) == "FeedViewController")
        #expect(try rows(inspector).contains(.node(try #require(tree.hierarchy.index(of: Address("0x10a912b40"))))))
    }

    /// `v`: only the conflict's views and their ancestors; again, the whole tree.
    @Test func vKeepsTheConflictsViews() throws {
        let inspector = try feed()
        inspector.handle(.character("v"))
        let tree = try #require(inspector.currentTree)
        let kept = Set(tree.conflictNodes).union(tree.ancestors)
        let nodes = try rows(inspector).compactMap { row -> Int? in if case .node(let i) = row { i } else { nil } }
        #expect(Set(nodes) == kept)
        #expect(Screen.text(inspector, 120, 40).contains("Hierarchy  the conflict's · 1 of 53 views"))
        inspector.handle(.character("v"))
        #expect(inspector.panes?.folds.filter == nil)
    }

    @Test func theFilteredScreen() throws {
        let inspector = try feed(ascii: true)
        inspector.handle(Key.sequence("\\post"))
        Screen.expect(inspector.render(width: 120, height: 40), matches: "print-hierarchy-120x40-filter-ascii")
    }

    /// A search that goes to a view the filter leaves out shows the whole tree, to show it.
    @Test func aSearchMatchTheFilterHidesShowsTheWholeTree() throws {
        let inspector = try feed()
        inspector.handle(Key.sequence("\\label<Enter>/StoriesStrip<Enter>"))
        let tree = try #require(inspector.currentTree)
        #expect(inspector.panes?.folds.filter == nil)
        #expect(inspector.treeSelection == tree.hierarchy.index(of: Address("0x10a913f10")).map(TreeRow.node))
        #expect(try rows(inspector).contains(try #require(inspector.treeSelection)))
    }

    /// `|` with no filter says which keys filter, by the keys the table gives them (it named `c`,
    /// the callbacks' key, after the conflict's views moved to `v`).
    @Test func clearingNoFilterNamesTheKeysThatFilter() throws {
        let inspector = try feed()
        inspector.handle(.character("|"))
        #expect(inspector.state.message == "no tree filter: \\ filters it, v keeps the conflict's views")
        #expect(KeyBinding.action(for: .character("v"), in: .panes, focus: .tree) == .toggleConflictViews)
    }

    /// Typed, kept, cancelled: the tree's prompt edits and ends as the conflicts' does.
    @Test func theTreePromptKeepsWithEnterAndPutsBackWithEscape() throws {
        let inspector = try feed()
        inspector.handle(Key.sequence("\\label<Enter>"))
        #expect(inspector.state.mode == .normal)
        #expect(inspector.treeFilter?.text == "label")
        inspector.handle(Key.sequence("\\xyz"))
        #expect(inspector.treeFilter?.text == "labelxyz")
        inspector.handle(.escape)
        #expect(inspector.treeFilter?.text == "label")
    }

    /// `E` opens every row, `C` folds every one (the root alone is left).
    @Test func eUnfoldsEveryRowAndCFoldsEveryRow() throws {
        let inspector = try feed()
        inspector.handle(.character("E"))
        let tree = try #require(inspector.currentTree)
        #expect(try rows(inspector).count == tree.nodes.count + tree.controllers.list.count)
        inspector.handle(.character("C"))
        #expect(try rows(inspector) == [.node(0)])
        #expect(inspector.treeSelection == .node(0))
        // Filtered, the two fold what the filter keeps, and its own folds come back after it.
        inspector.handle(Key.sequence("\\label<Enter>C"))
        #expect(try rows(inspector) == [.node(0)])
        inspector.handle(.character("E"))
        #expect(try rows(inspector).count > 1)
        inspector.handle(.character("|"))
        #expect(try rows(inspector) == [.node(0)])
    }

    /// The rows are worked out once for a filter (and its folds), not at each drawing; a text typed
    /// on is looked for among the last matches, with the same answer as from the whole tree.
    @Test func filteredRowsAreWorkedOutOncePerFilter() throws {
        let inspector = try feed()
        inspector.handle(Key.sequence("\\ui"))
        let tree = try #require(inspector.currentTree)
        let folds = try #require(inspector.panes?.folds)
        let before = tree.rows(folds).withUnsafeBufferPointer { $0.baseAddress }
        _ = inspector.render(width: 120, height: 40)
        _ = inspector.render(width: 120, height: 40)
        #expect(tree.rows(folds).withUnsafeBufferPointer { $0.baseAddress } == before)
        inspector.handle(Key.sequence("lab"))
        let narrowed = tree.filtered(try #require(inspector.panes?.folds.filter))
        let fresh = try feed().currentTree!.filtered(try #require(TreeFilter(text: "uilab", conflictOnly: false)))
        #expect(narrowed.matches == fresh.matches)
        #expect(narrowed.kept == fresh.kept)
    }
}

extension Inspector {
    /// What the clipboard is asked to take after `keys`.
    fileprivate func copyText(after keys: String) -> String? {
        handle(Key.sequence(keys))
        guard case .copy(let text)? = state.requests.last else { return nil }
        return text
    }
}
