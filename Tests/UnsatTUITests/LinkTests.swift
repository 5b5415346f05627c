import Foundation
import Testing
import UnsatKit

@testable import UnsatTUI

/// An inspector on a log under `Samples/`, as `unsat FILE` opens it.
private func sampleInspector(_ name: String, ascii: Bool = false) throws -> Inspector {
    let result = try InputReader.read(paths: [Fixture.sample(name)])
    let document = InspectorDocument(
        result: result, conflicts: ConflictGrouper().group(result), glyphs: ascii ? .ascii : .unicode)
    return Inspector(document: document)
}

private func selectedAddress(_ inspector: Inspector) -> Address? {
    guard let tree = inspector.currentTree, case .node(let index) = inspector.treeSelection else { return nil }
    return tree.nodes[index].address
}

@Suite("Links between the panes") struct LinkTests {
    // MARK: - Issue 12.11: bugs

    @Test func theControllersPaneNamesTheCapturedControllerThoughItOwnsNoViewShown() throws {
        // UIAlertController's capture has no dump: nothing says which views it owns.
        let inspector = try sampleInspector("capture-seed-chinese.log")
        inspector.handle(Key.sequence("1sj4"))
        #expect(inspector.detail?.conflict?.controller?.className == "UIAlertController")
        let screen = Screen.text(inspector, 120, 40)
        #expect(!screen.contains("no controller known"))
        #expect(screen.contains("Controllers  1"))
        #expect(screen.contains(" UIAlertController 0x10180e600"))
        #expect(screen.contains("owner not known"))
    }

    @Test func enterOnACapturedControllerSelectsItsRootView() throws {
        let inspector = try sampleInspector("capture-profile.log")
        inspector.handle(Key.sequence("4"))
        #expect(inspector.panes?.controllers.selection == 0)
        inspector.handle(.enter)
        #expect(inspector.state.focus == .tree)
        #expect(selectedAddress(inspector) == "0x106a0c010")
    }

    @Test func enterOnAControllerFromPrintHierarchySelectsItsRootView() throws {
        let inspector = try sampleInspector("print-hierarchy.log")
        inspector.handle(Key.sequence("4"))
        inspector.handle(.enter)
        #expect(inspector.state.focus == .tree)
        // FeedViewController's view, as `_printHierarchy` gives it.
        #expect(selectedAddress(inspector) == "0x10a912b40")
    }

    @Test func theHierarchyTitleCountsViewsNotLayerLines() throws {
        let inspector = try sampleInspector("capture-profile.log")
        let screen = Screen.text(inspector, 120, 40)
        #expect(screen.contains("ProfileViewController · 47 views"))
    }

    @Test func theConstraintsTitleSaysTheCallbackKeysInWords() throws {
        let inspector = try sampleInspector("capture-profile.log")
        func title() -> String {
            Screen.text(inspector, 120, 40).split(separator: "\n").first { $0.contains("Constraints  callback") }.map(
                String.init)
                ?? ""
        }
        #expect(!title().contains("[ ]"))
        #expect(title().contains("callback 1/3 · 10:11:12.345 · ] next ─"))
        inspector.handle(.character("]"))
        #expect(title().contains("callback 2/3 · 10:11:12.401 · ] next, [ previous ─"))
        inspector.handle(.character("]"))
        #expect(title().contains("callback 3/3 · 10:11:13.604 · [ previous ─"))
    }

    @Test func aDumpWithoutAConflictIsAnEntryThatOpensItsTree() throws {
        let inspector = try Fixture.inspector("hierarchy-only.log")
        #expect(inspector.state.list.visible.count == 1)
        #expect(inspector.state.focus == .tree)
        #expect(inspector.currentTree?.nodes.first?.address == "0x10c906c30")
        let screen = Screen.text(inspector, 120, 40)
        #expect(screen.contains("view hierarchy, no conflict"))
        #expect(screen.contains("0 conflicts · 1 view hierarchy"))
        #expect(screen.contains("dump at line 2 · 8 views"))
        #expect(screen.contains("no conflict: a view hierarchy on its own"))
        // Its views can be opened and searched like a capture's.
        inspector.handle(Key.sequence("l"))
        #expect(Screen.text(inspector, 120, 40).contains("UIView 0x10c912b40"))
    }

    // MARK: - Issue 12.5: view and constraints, as in Xcode's View Debugger

    /// The style of the first cell of `text` where the screen first shows it.
    private func style(of text: String, _ grid: ScreenGrid) -> Style? {
        for (y, line) in grid.lines.enumerated() {
            guard let range = line.range(of: text) else { continue }
            return grid[line.distance(from: line.startIndex, to: range.lowerBound), y].style
        }
        return nil
    }

    @Test func aViewSelectedLightsTheConstraintsThatNameItAndDimsTheRest() throws {
        let inspector = try sampleInspector("capture-profile.log")
        inspector.handle(.character("2"))
        #expect(selectedAddress(inspector) == "0x106a0dab0")
        let grid = inspector.render(width: 120, height: 40)
        #expect(style(of: "ProfileHeaderView.height == 160", grid)?.dim == true)
        #expect(style(of: "UIImageView.top == ProfileHeaderView.top", grid)?.dim == false)
        #expect(style(of: "UIImageView.height == 120", grid)?.dim == false)
        // Away from the tree, nothing is dimmed.
        inspector.handle(.character("1"))
        #expect(style(of: "ProfileHeaderView.height == 160", inspector.render(width: 120, height: 40))?.dim == false)
    }

    @Test func aConstraintSelectedLightsItsViewsInTheTree() throws {
        let inspector = try sampleInspector("capture-profile.log")
        inspector.handle(.character("3"))
        #expect(inspector.selectedConstraint?.text.contains("height == 120") == true)
        var grid = inspector.render(width: 120, height: 40)
        #expect(style(of: "UIImageView 0x106a0dab0", grid)?.underline == true)
        #expect(style(of: "ProfileHeaderView 0x106a0d200", grid)?.underline == false)
        #expect(style(of: "ProfileHeaderView 0x106a0d200", grid)?.dim == true)
        inspector.handle(.character("j"))
        grid = inspector.render(width: 120, height: 40)
        #expect(style(of: "UIImageView 0x106a0dab0", grid)?.underline == true)
        #expect(style(of: "ProfileHeaderView 0x106a0d200", grid)?.underline == true)
    }

    /// A view the dump lacks is linked too: a constraint naming it lights its row under "Not in
    /// this dump" (it stayed as it was), and that row selected lights the constraints naming it.
    @Test func aViewNotInTheDumpIsLinkedBothWays() throws {
        let inspector = try Fixture.inspector("capture-missing.log")
        inspector.handle(Key.sequence("3gjj"))
        #expect(inspector.selectedConstraint?.text.contains("_UINavigationBarContentView:0x7fa0a2000000.top") == true)
        var grid = inspector.render(width: 120, height: 40)
        #expect(style(of: "_UINavigationBarContentView 0x7fa0a2000000", grid)?.underline == true)
        #expect(style(of: "UISwitch 0x7fa0a1000200 (307", grid)?.dim == true)
        // The row selected in the tree: the constraints naming the view are lit, the others dimmed.
        inspector.handle(Key.sequence("2G"))
        grid = inspector.render(width: 120, height: 40)
        #expect(style(of: "UIStackView.height == 44", grid)?.dim == true)
        #expect(style(of: "_UINavigationBarContentView.top == SafeAreaGuide.top", grid)?.dim == false)
    }

    @Test func angleBracketsReachEitherItemOfAConstraint() throws {
        let inspector = try sampleInspector("capture-profile.log")
        #expect(KeyBinding.action(for: .character(">"), in: .panes, focus: .constraints) == .showSecondItem)
        inspector.handle(Key.sequence("3j>"))
        #expect(inspector.state.focus == .tree)
        #expect(selectedAddress(inspector) == "0x106a0d200")
        inspector.handle(Key.sequence("3<"))
        #expect(selectedAddress(inspector) == "0x106a0dab0")
        inspector.handle(Key.sequence("3k>"))
        #expect(inspector.state.focus == .constraints)
        #expect(inspector.state.message == "this constraint names one item")
    }

    // MARK: - Instances, palette, glyphs

    @Test func anotherInstancesCallbackLightsItsOwnViewsInItsOwnDump() throws {
        // Callback 2 reported the same layout between other views, with its own dump.
        let inspector = try Fixture.inspector("two-instances.log")
        let detail = try #require(inspector.detail)
        let conflict = try #require(detail.conflict)
        #expect(conflict.isOtherInstance(conflict.callbacks[1]))
        inspector.handle(.character("]"))
        let tree = try #require(inspector.currentTree)
        let imageView = try #require(tree.hierarchy.index(of: "0x10cb0dab0"))
        let header = try #require(tree.hierarchy.index(of: "0x10cb0d200"))
        #expect(tree.colorOf[imageView] == 0)
        #expect(tree.colorOf[header] == 1)
        #expect(tree.conflictNodes == [imageView, header])
        #expect(detail.colors["0x10cb0dab0"] == 0)
    }

    @Test func namesAndExplanationsAreWrittenWithTheInspectorsGlyphs() throws {
        let inspector = try Fixture.inspector("capture-profile.log", ascii: true)
        let detail = try #require(inspector.detail)
        #expect(detail.namer.glyphs.isASCII)
        let proof = try #require(detail.explanation?.proof)
        let ascii = proof.arithmetic.unicodeScalars.allSatisfy { $0.isASCII }
        #expect(ascii, "\(proof.arithmetic)")
    }

    @Test func viewColorsComeFromTheTextOutputsPalette() {
        let theme = Theme(color: true)
        for index in 0..<7 {
            #expect(
                theme.view(index).foreground.map { Int($0.rawValue) }
                    == ViewPalette.color(ofViewAt: index).rawValue)
        }
        #expect(theme.broken.foreground.map { Int($0.rawValue) } == ViewPalette.broken.rawValue)
    }

    // MARK: - Issue 12.10: names and truncation

    @Test func mangledSwiftNamesAreReadInTheTreeAndTheDetailLine() throws {
        let inspector = try Fixture.inspector("hierarchy-only.log")
        inspector.handle(Key.sequence("lll"))
        let screen = Screen.text(inspector, 120, 40)
        #expect(screen.contains("_UIHostingView<AnyView> 0x10c913f10"))
        #expect(screen.contains("SignInView.FormField 0x10c9161e0"))
        // The detail names it as the tree does, and gives the class in full after.
        #expect(
            screen.contains(
                " _UIHostingView<AnyView> 0x10c913f10 · frame (0 47; 390 200) · class SwiftUI._UIHostingView<SwiftUI.AnyView>"
            ))
        #expect(!screen.contains("_Tt"))
    }

    @Test func withIdsTheKeyPathIsBesideTheClassNotInsteadOfIt() throws {
        let result = try InputReader.read(paths: [Fixture.sample("capture-records.log")])
        let (map, _) = try KeyPathMap.load(path: Fixture.sample("ids-profile.json"))
        let document = InspectorDocument(result: result, conflicts: ConflictGrouper(identifiers: map).group(result))
        let inspector = Inspector(document: document)
        let screen = Screen.text(inspector, 120, 40)
        #expect(screen.contains("● UIImageView headerView.avatarView 0x10ba0dab0"))
        #expect(screen.contains("● ProfileHeaderView headerView "))
    }

    @Test func aLabelTakesTheRoomThereIsAndGivesWayToTheAddressAndFrame() throws {
        let inspector = try sampleInspector("capture-profile.log")
        // Wide: the whole label, longer than the 24 columns it used to be cut to.
        inspector.handle(Key.sequence("2"))
        let wide = Screen.text(inspector, 160, 40)
        #expect(wide.contains("'What's new'"))
        // Narrow: the address and the frame stay, the label goes first (the frame's end too, a
        // level down under the captured controller's row).
        let narrow = Screen.text(inspector, 80, 24)
        let row = try #require(narrow.split(separator: "\n").first { $0.contains("UITableViewHeaderFooterView") })
        #expect(row.contains("0x106c04e00 (0 232"))
        #expect(!row.contains("'What"))
    }

    @Test func anAddressShortOfRoomKeepsItsEndAndTheEllipsisSitsNextToTheCut() {
        let (name, address) = Formatting.nameAndAddress(
            "ProfileHeaderView", "0x106a0d200", room: 24, ellipsis: "…")
        #expect(name == "ProfileHeaderView")
        #expect(address == "…0d200")
        // Too little room for both: the name is cut, the address keeps four digits, never "…e…".
        let (short, end) = Formatting.nameAndAddress("ProfileHeaderView", "0x106a0d200", room: 14, ellipsis: "…")
        #expect(end == "…d200")
        #expect(short == "Profile…")
        #expect("Sign in now".truncated(toWidth: 6) == "Sign…")
    }

    // MARK: - Issue 12.9: what changed from one callback to the next

    @Test func steppingToACallbackSaysWhatChangedSinceThePrevious() throws {
        let inspector = try Fixture.inspector("capture-profile.log")
        let detail = try #require(inspector.detail)
        #expect(detail.change(to: 0) == nil)
        // Callback 2's dump is smaller: 7 views went, and the image view and the label moved.
        let change = try #require(detail.change(to: 1))
        #expect(change.broken == "UIImageView.trailing == ContentView.trailing - 16")
        #expect(change.compared)
        #expect((change.moved, change.appeared, change.gone) == (2, 0, 7))
        inspector.handle(Key.sequence("3]"))
        #expect(
            Screen.text(inspector, 200, 40).contains(
                " since callback 1: broke UIImageView.trailing == ContentView.trailing - 16 · 2 frames moved: "
                    + "UIImageView (16 0; 358 100) → (16 0; 120 100) +1 more, 7 views gone"
            ))
        // The tree marks the views that moved, by address, where they are drawn.
        #expect(change.movedViews == ["0x7f9e4c70e2a0", "0x7f9e4c70e4b0"])
        let moved = Screen.text(inspector, 120, 40).split(separator: "\n").filter { $0.hasSuffix("  moved") }
        #expect(
            moved.count == 2 && moved.allSatisfy { $0.contains("UIImageView") || $0.contains("UILabel") }, "\(moved)")
        // On the first callback there is nothing to say, nor to mark.
        inspector.handle(.character("["))
        #expect(!Screen.text(inspector, 120, 40).contains("since callback"))
        #expect(!Screen.text(inspector, 120, 40).contains("  moved"))
    }

    /// `]` from the conflict list, where the inspector starts: the change is said there too,
    /// first, and the conflict's own lines after it.
    @Test func steppingFromTheConflictListSaysWhatChangedFirst() throws {
        let inspector = try Fixture.inspector("capture-profile.log")
        #expect(inspector.state.focus == .conflicts)
        inspector.handle(.character("]"))
        let lines = Screen.text(inspector, 200, 40).split(separator: "\n")
        let rule = try #require(lines.firstIndex { $0.hasPrefix("─ Conflict ─") })
        #expect(lines[rule + 1].hasPrefix(" since callback 1: broke "), "\(lines[rule + 1])")
        #expect(lines[rule + 2].hasPrefix(" #1 ×3"))
        inspector.handle(.character("["))
        #expect(!Screen.text(inspector, 120, 40).contains("since callback"))
    }

    @Test func anotherInstancesCallbackIsNotComparedViewByView() throws {
        let inspector = try Fixture.inspector("two-instances.log")
        let change = try #require(inspector.detail?.change(to: 1))
        #expect(!change.compared)
        #expect(change.otherInstance)
        #expect(
            change.summary(since: 0, dot: "·")
                == "since callback 1: another instance (between other views) · broke "
                + "ProfileHeaderView.bottom == UIImageView.bottom + 24")
    }
}
