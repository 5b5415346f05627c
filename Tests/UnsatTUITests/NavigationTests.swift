import Foundation
import Testing
import UnsatKit

@testable import UnsatTUI

@Suite("Keys") struct NavigationTests {
    func selectedNode(_ inspector: Inspector) -> Address? {
        guard let tree = inspector.currentTree, case .node(let index) = inspector.treeSelection else { return nil }
        return tree.nodes[index].address
    }

    @Test func tabAndShiftTabMoveTheFocusAroundThePanes() throws {
        let inspector = try Fixture.inspector("capture-profile.log")
        var order: [Pane] = [inspector.state.focus]
        for _ in 0..<4 {
            inspector.handle(.tab)
            order.append(inspector.state.focus)
        }
        #expect(order == [.conflicts, .tree, .constraints, .controllers, .conflicts])
        inspector.handle(.backTab)
        #expect(inspector.state.focus == .controllers)
        inspector.handle(.character("3"))
        #expect(inspector.state.focus == .constraints)
    }

    @Test func enterOnAConflictOpensItsTree() throws {
        let inspector = try Fixture.inspector("capture-profile.log")
        inspector.handle(Key.sequence("j<Enter>"))
        #expect(inspector.state.focus == .tree)
        #expect(inspector.detail?.conflict?.id == 2)
        #expect(selectedNode(inspector) == "0x7f9e4c70fa10")
    }

    @Test func bracketsStepThroughCallbacksAndThePanesFollow() throws {
        let inspector = try Fixture.inspector("capture-profile.log")
        let detail = try #require(inspector.detail)
        #expect(inspector.callbackIndex == 0)
        #expect(inspector.selectedConstraint?.address == "0x600001e2c0a0")
        #expect(inspector.currentTree?.nodes.count == 13)
        inspector.handle(.character("]"))
        // The second capture: its own broken constraint, and its own, smaller, dump.
        #expect(inspector.callbackIndex == 1)
        #expect(inspector.selectedConstraint?.address == "0x600001e2c140")
        #expect(inspector.currentTree?.nodes.count == 6)
        #expect(selectedNode(inspector) == "0x7f9e4c70e2a0")
        #expect(Screen.text(inspector).contains("callback 2/3 · 10:11:13.500"))
        inspector.handle(.character("]"))
        #expect(inspector.selectedConstraint?.address == "0x600001e2c690")
        #expect(inspector.currentTree?.source == .borrowed(detail.callbacks[0].hierarchy!.location))
        inspector.handle(.character("]"))
        #expect(inspector.callbackIndex == 2)
        #expect(inspector.state.message == "last callback")
        inspector.handle(Key.sequence("[["))
        #expect(inspector.callbackIndex == 0)
        inspector.handle(.character("["))
        #expect(inspector.state.message == "first callback")
    }

    @Test func aViewSelectedInOneCallbackStaysSelectedInTheNext() throws {
        let inspector = try Fixture.inspector("capture-profile.log")
        inspector.handle(Key.sequence("2k"))
        let before = selectedNode(inspector)
        inspector.handle(.character("]"))
        #expect(selectedNode(inspector) == before)
    }

    @Test func leftFoldsThenGoesToTheParentRightUnfoldsThenGoesIn() throws {
        let inspector = try Fixture.inspector("capture-profile.log")
        inspector.handle(.character("2"))
        #expect(selectedNode(inspector) == "0x7f9e4c70e2a0")
        // A leaf: left goes to its parent, the content view.
        inspector.handle(.left)
        #expect(selectedNode(inspector) == "0x7f9e4c70d9c0")
        // Open: left folds it; again: its parent.
        inspector.handle(.character("h"))
        #expect(!Screen.text(inspector).contains("UIImageView 0x7f9e4c70e2a0"))
        inspector.handle(.character("h"))
        #expect(selectedNode(inspector) == "0x7f9e4c70d5d0")
        inspector.handle(.character("j"))
        inspector.handle(.character("l"))
        #expect(Screen.text(inspector).contains("UIImageView 0x7f9e4c70e2a0"))
        inspector.handle(.character("l"))
        #expect(selectedNode(inspector) == "0x7f9e4c70e2a0")
    }

    @Test func foldedViewsStartClosedAndEnterOrSpaceToggleThem() throws {
        let inspector = try Fixture.inspector("capture-profile.log")
        inspector.handle(.character("2"))
        #expect(!Screen.text(inspector).contains("UIButton"))
        inspector.handle(.home)
        // The first row is the captured controller, above its view.
        inspector.handle(Key.sequence("jjj"))
        #expect(selectedNode(inspector) == "0x7f9e4c70b100")
        inspector.handle(.enter)
        #expect(Screen.text(inspector).contains("UIButton 0x7f9e4c70b500"))
        inspector.handle(.character(" "))
        #expect(!Screen.text(inspector).contains("UIButton"))
    }

    @Test func foldsHoldAcrossCallbacksByAddress() throws {
        let inspector = try Fixture.inspector("capture-profile.log")
        inspector.handle(.character("2"))
        inspector.handle(Key.sequence("hh"))
        #expect(!Screen.text(inspector).contains("UIImageView 0x7f9e4c70e2a0 ("))
        inspector.handle(.character("]"))
        #expect(!Screen.text(inspector).contains("UIImageView 0x7f9e4c70e2a0 ("))
    }

    @Test func homeEndAndPagesMoveInTheFocusedPane() throws {
        let inspector = try Fixture.inspector("capture-profile.log")
        inspector.handle(.character("3"))
        inspector.handle(.end)
        #expect(inspector.constraintSelection == 3)
        inspector.handle(.character("g"))
        #expect(inspector.constraintSelection == 0)
        inspector.handle(.pageDown)
        #expect(inspector.constraintSelection == 3)
        inspector.handle(.character("1"))
        inspector.handle(.character("G"))
        #expect(inspector.detail?.conflict?.id == 4)
    }

    @Test func enterOnAConstraintShowsItsViewInTheTree() throws {
        let inspector = try Fixture.inspector("capture-profile.log")
        inspector.handle(Key.sequence("3G<Enter>"))
        #expect(inspector.state.focus == .tree)
        #expect(selectedNode(inspector) == "0x7f9e4c70d9c0")
    }

    @Test func systemConflictsAreHiddenUntilAsked() throws {
        let inspector = try Fixture.inspector("capture-profile.log")
        #expect(inspector.state.list.visible.count == 3)
        #expect(Screen.text(inspector).contains("+1 ⚙ hidden (s)"))
        inspector.handle(.character("s"))
        #expect(inspector.state.list.visible.count == 4)
        #expect(Screen.text(inspector).contains("⚙"))
        #expect(inspector.state.message == "showing 1 in UIKit's own views")
    }

    @Test func qAndControlCQuit() throws {
        let inspector = try Fixture.inspector("capture-profile.log")
        inspector.handle(.character("q"))
        #expect(inspector.state.wantsQuit)
        let other = try Fixture.inspector("capture-profile.log")
        other.handle(.control("c"))
        #expect(other.state.wantsQuit)
    }

    /// Esc closes, cancels, goes back; with nothing to leave it says how to quit instead of
    /// quitting (a double Esc after a search used to quit and lose every fold and search).
    @Test func escapeNeverQuitsEvenTwiceAfterASearch() throws {
        let inspector = try Fixture.inspector("capture-profile.log")
        inspector.handle(Key.sequence("/fa10<Enter>"))
        inspector.finishSearch()
        inspector.handle(Key.sequence("<Esc>"))
        #expect(inspector.state.search.scan == nil)
        inspector.handle(Key.sequence("<Esc>"))
        #expect(!inspector.state.wantsQuit)
        #expect(inspector.state.message == "q quits")
        inspector.handle(Key.sequence("<Esc><Esc><Esc>"))
        #expect(!inspector.state.wantsQuit)
        inspector.handle(.character("q"))
        #expect(inspector.state.wantsQuit)
    }

    @Test func helpOpensWithQuestionMarkAndClosesWithQOrEscapeWithoutQuitting() throws {
        let inspector = try Fixture.inspector("capture-profile.log")
        inspector.handle(.character("?"))
        #expect(inspector.state.mode == .help)
        inspector.handle(.character("q"))
        #expect(inspector.state.mode == .normal)
        #expect(!inspector.state.wantsQuit)
        inspector.handle(.character("?"))
        inspector.handle(.escape)
        #expect(inspector.state.mode == .normal)
        #expect(!inspector.state.wantsQuit)
    }

    /// `!` lists what `list` prints under its conflicts: the lines that could not be read, with
    /// file, line and what was expected, and the ambiguous layouts.
    @Test func notesListTheUnreadLinesAndTheAmbiguousLayouts() throws {
        let text = """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x6001 UIView:0x7f01.width == 10   (active)>",
                "<NSLayoutConstraint:0x60g2 UIView:0x7f01.width == 20   (active)>",
                "<NSLayoutConstraint:0x6003 UIView:0x7f01.width == 30   (active)>"
            )
            *UILabel:0x7f02- AMBIGUOUS LAYOUT for UILabel:0x7f02.minX{id: 12}
            """
        let inspector = Fixture.inspector(text: text, name: "notes.log")
        #expect(Screen.text(inspector, 100, 30).contains("1 ambiguous  1 unread line (!)"))
        inspector.handle(.character("!"))
        #expect(inspector.state.mode == .notes)
        let screen = Screen.text(inspector, 100, 30)
        #expect(screen.contains("1 line unsat could not fully read"))
        #expect(screen.contains("notes.log:4:"))
        #expect(screen.contains("unreadable constraint: expected"))
        #expect(screen.contains("1 ambiguous layout"))
        #expect(screen.contains("notes.log:7  UILabel 0x7f02"))
        inspector.handle(.character("?"))
        #expect(inspector.state.mode == .help)
        inspector.handle(.character("!"))
        inspector.handle(.character("q"))
        #expect(inspector.state.mode == .normal)
        #expect(!inspector.state.wantsQuit)
    }

    /// A view whose bars skip levels is shown under the nearest view above it with fewer bars, and its
    /// detail says that its parent is not in the paste; its siblings' and the root's say nothing of it.
    @Test func aViewThatSkipsLevelsSaysItsParentIsNotInThePaste() throws {
        let text = """
            <ChatBubbleCell: 0x7fb2c8e1a200; baseClass = UITableViewCell; frame = (0 412; 375 88); layer = <CALayer: 0x600001e2c4a0>>
               |    |    | <UITableViewCellContentView: 0x7fb2c8e1a5f0; frame = (0 0; 375 87.6667); layer = <CALayer: 0x600001e2c4c0>>
               |    |    |    | <UILabel: 0x7fb2c8e1b3a0; frame = (60 8; 303 20.3333); text = 'Anna'; layer = <_UILabelLayer: 0x600001f3a0d0>>
            """
        let inspector = Fixture.inspector(text: text, name: "cell.log")
        let note = "its parent was left out of the paste (3 bars under a view with 0)"
        inspector.handle(.character("2"))
        #expect(!Screen.text(inspector, 100, 30).contains(note))
        inspector.handle(.down)
        #expect(Screen.text(inspector, 100, 30).contains(note))
        inspector.handle([.right, .down])
        let label = Screen.text(inspector, 100, 30)
        #expect(label.contains(" UILabel 0x7fb2c8e1b3a0 · frame (60 8; 303 20.3333)"), "\(label)")
        #expect(!label.contains(note))
    }

    @Test func notesSayWhenThereIsNothingToNote() throws {
        let inspector = try Fixture.inspector("capture-profile.log")
        inspector.handle(.character("!"))
        #expect(Screen.text(inspector).contains("Every line was read; no ambiguous layout was reported."))
        inspector.handle(.escape)
        #expect(inspector.state.mode == .normal)
        #expect(!inspector.state.wantsQuit)
    }

    @Test func aClickSelectsAndFocusesTheWheelScrolls() throws {
        let inspector = try Fixture.inspector("capture-profile.log")
        _ = inspector.render(width: 80, height: 24)
        let constraints = try #require(inspector.state.layout?.panes[.constraints])
        inspector.handle(.mouse(x: 10, y: constraints.y + 2, .press))
        #expect(inspector.state.focus == .constraints)
        #expect(inspector.constraintSelection == 2)
        let conflicts = try #require(inspector.state.layout?.panes[.conflicts])
        inspector.handle(.mouse(x: 3, y: conflicts.y, .wheelDown))
        #expect(inspector.detail?.conflict?.id == 4)
        #expect(inspector.state.focus == .constraints)
        inspector.handle(.character("m"))
        #expect(!inspector.state.mouseCaptured)
        #expect(Screen.text(inspector).contains("mouse off"))
    }

    @Test func aClickOnTheSelectedViewFoldsIt() throws {
        let inspector = try Fixture.inspector("capture-profile.log")
        inspector.handle(Key.sequence("2hh"))
        #expect(!Screen.text(inspector).contains("UIImageView 0x7f9e4c70e2a0 ("))
        let tree = try #require(inspector.state.layout?.panes[.tree])
        let row = try #require(
            Screen.text(inspector).split(separator: "\n").firstIndex { $0.contains("ContentView 0x7f9e4c70d9c0") })
        inspector.handle(.mouse(x: tree.x + 5, y: row, .press))
        #expect(Screen.text(inspector).contains("UIImageView 0x7f9e4c70e2a0 ("))
    }

    @Test func aDeepTreeShiftsLeftToKeepTheSelectedNameInSight() throws {
        let result = try InputReader.read(paths: [Fixture.path("../../../Samples/print-hierarchy.log")])
        let inspector = Inspector(
            document: InspectorDocument(result: result, conflicts: ConflictGrouper().group(result)))
        inspector.handle(.character("2"))
        let row = try #require(Screen.text(inspector, 40, 12).split(separator: "\n").first { $0.contains("●") })
        #expect(row.contains("● StoriesStripView"))
        #expect(row.hasPrefix(" …"))
    }

    @Test func aTooSmallTerminalSaysSoAndRecovers() throws {
        let inspector = try Fixture.inspector("capture-profile.log")
        let small = Screen.text(inspector, 30, 8)
        #expect(small.contains("Terminal too small"))
        #expect(small.contains("30x8, unsat needs 36x10"))
        inspector.handle(.character("j"))
        inspector.handle(.resize)
        let big = Screen.text(inspector, 80, 24)
        #expect(big.contains("Conflicts"))
        #expect(inspector.detail?.conflict?.id == 2)
    }
}

@Suite("Views the dump lacks") struct MissingViewTests {
    @Test func viewsTheDumpLacksAreListedApartAndReachable() throws {
        let inspector = try Fixture.inspector("capture-missing.log")
        #expect(inspector.state.focus == .tree)
        var screen = Screen.text(inspector)
        #expect(screen.contains("Not in this dump:"))
        #expect(screen.contains("● _UINavigationBarContentView 0x7fa0a2000000"))
        inspector.handle(.end)
        #expect(inspector.treeSelection == .missing(0))
        screen = Screen.text(inspector)
        #expect(screen.contains("_UINavigationBarContentView 0x7fa0a2000000 is not in this dump"))
        // The header is a label: moving up from the missing view skips it.
        inspector.handle(.up)
        #expect(inspector.treeSelection == .node(2))
    }

    @Test func aSearchFindsThemToo() throws {
        let inspector = try Fixture.inspector("capture-missing.log")
        inspector.handle(Key.sequence("/a2000000<Enter>"))
        inspector.finishSearch()
        #expect(inspector.treeSelection == .missing(0))
        #expect(inspector.matchStatus == "1/3")
    }

    @Test func theirOwnerIsNotGuessed() throws {
        let inspector = try Fixture.inspector("capture-missing.log")
        inspector.handle(.character("4"))
        let screen = Screen.text(inspector, 120, 40)
        #expect(screen.contains("SettingsViewController 0x7fa0a0b0c000"))
        #expect(screen.contains("owner not known"))
    }
}

/// A conflict whose list the log does not hold (redacted, elided): the panes say what is missing.
struct MissingListTests {
    @Test func aRedactedReportShowsWhatIsMissingInEveryPane() {
        let text = """
            2025-11-02 08:14:55.402117-0800 0x9f3a1      Default     0x0                  618    0    Maps: (UIKitCore) [com.apple.UIKit:LayoutConstraints] Unable to simultaneously satisfy constraints.
            (
                <private>
            )
            Will attempt to recover by breaking constraint <private>
            """
        let result = LogScanner.parse(Array(text.utf8), file: "redacted.log")
        let inspector = Inspector(
            document: InspectorDocument(result: result, conflicts: ConflictGrouper().group(result)))
        var screen = Screen.text(inspector, 100, 24)
        #expect(screen.contains("list redacted"))
        #expect(screen.contains("no constraints: the list was redacted by unified logging (<private>)"))
        // The hierarchy pane has no view to select: its detail says why instead of failing.
        inspector.handle(.character("2"))
        screen = Screen.text(inspector, 100, 24)
        #expect(screen.contains("The constraints name no view: the list was redacted"))
    }

    /// A report cut before any constraint is put with the report before it: a guess, said as one.
    @Test func aReportCutBeforeAnyConstraintSaysWhereItWasPutIsAGuess() throws {
        let whole = try String(contentsOfFile: Fixture.sample("live-simulator.log"), encoding: .utf8)
        let text = whole.split(separator: "\n", omittingEmptySubsequences: false).prefix(42).joined(separator: "\n")
        let result = LogScanner.parse(Array(text.utf8), file: "cut.log")
        let inspector = Inspector(
            document: InspectorDocument(result: result, conflicts: ConflictGrouper().group(result)))
        inspector.handle(.character("]"))
        #expect(Screen.text(inspector, 100, 24).contains("input ended inside the report; taken for a repeat (a guess)"))
    }

    @Test func aBrokenConstraintOutsideAnElidedListIsShownBroken() {
        let text = """
            Unable to simultaneously satisfy constraints.
            ...
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x2819d4cd0 UIButton:0x13fd0a7c0.width == 88   (active)>
            """
        let result = LogScanner.parse(Array(text.utf8), file: "elided.log")
        let inspector = Inspector(
            document: InspectorDocument(result: result, conflicts: ConflictGrouper().group(result)))
        let screen = Screen.text(inspector, 100, 24)
        #expect(screen.contains("list cut short"))
        #expect(screen.contains("✗ UIButton.width == 88"))
    }
}

/// A large conflict's explanation is worked out off the loop: the first screen never waits for it.
struct BackgroundExplanationTests {
    @Test func aLargeConflictShowsWorkingFirstThenItsWhy() throws {
        var text = "Unable to simultaneously satisfy constraints.\n(\n"
        for index in 0..<30 {
            text += "    \"<NSLayoutConstraint:0x60\(index + 10) UIView:0x7f\(index + 11).leading == "
            text += "UIView:0x7f\(index + 10).trailing + 8   (active)>\",\n"
        }
        text +=
            "    \"<NSLayoutConstraint:0x6099 UIView:0x7f40.trailing == UIView:0x7f10.leading + 100   (active)>\"\n)\n"
        let result = LogScanner.parse(Array(text.utf8), file: "chain.log")
        let inspector = Inspector(
            document: InspectorDocument(result: result, conflicts: ConflictGrouper().group(result)))
        inspector.handle(.character("1"))
        #expect(Screen.text(inspector, 100, 40).contains("Why working…"))
        let deadline = Date().addingTimeInterval(20)
        var screen = ""
        repeat {
            Thread.sleep(forTimeInterval: 0.05)
            screen = Screen.text(inspector, 100, 40)
        } while screen.contains("working…") && Date() < deadline
        #expect(screen.contains("= 240 > 100"))
    }

    /// Waits for the Why of the selected conflict to stop saying `working…`; the screen then.
    static func settledScreen(_ inspector: Inspector) -> String {
        let deadline = Date().addingTimeInterval(20)
        var screen = ""
        repeat {
            Thread.sleep(forTimeInterval: 0.05)
            screen = Screen.text(inspector, 100, 40)
        } while screen.contains("working…") && Date() < deadline
        return screen
    }

    /// A large report cut short, read whole later (`--follow`, a live stream): the Why is the whole
    /// report's, not the one worked out, off the loop, for the part read first.
    @Test func aCutReportReadWholeLaterShowsTheWholeReportsWhy() throws {
        var text = "Unable to simultaneously satisfy constraints.\n(\n"
        for index in 0..<30 {
            text += "    \"<NSLayoutConstraint:0x60\(index + 10) UIView:0x7f\(index + 11).leading == "
            text += "UIView:0x7f\(index + 10).trailing + 8   (active)>\",\n"
        }
        let cut = LogScanner.parse(Array(text.utf8), file: "chain.log")
        let inspector = Inspector(document: InspectorDocument(result: cut, conflicts: ConflictGrouper().group(cut)))
        inspector.handle(.character("1"))
        let before = Self.settledScreen(inspector)
        #expect(!before.contains("= 240 > 100"))
        text +=
            "    \"<NSLayoutConstraint:0x6099 UIView:0x7f40.trailing == UIView:0x7f10.leading + 100   (active)>\"\n)\n"
        let whole = LogScanner.parse(Array(text.utf8), file: "chain.log")
        inspector.replaceDocument(result: whole, conflicts: ConflictGrouper().group(whole))
        #expect(inspector.detail?.conflict?.constraints.count == 31)
        #expect(Self.settledScreen(inspector).contains("= 240 > 100"))
    }

    // MARK: - Going back, quitting, overlays (issue 22)

    /// Enter on a constraint jumps to its view in the tree; Esc comes back to the constraint,
    /// with the tree's selection where it was (it used to only say "q quits").
    @Test func escapeGoesBackFromAJumpToWhereItCameFrom() throws {
        let inspector = try Fixture.inspector("capture-profile.log")
        // `ContentView.width == 100`: Enter selects ContentView, not the image view selected.
        inspector.handle(Key.sequence("3G"))
        let constraint = inspector.constraintSelection
        let tree = inspector.treeSelection
        inspector.handle(.enter)
        #expect(inspector.state.focus == .tree)
        #expect(inspector.treeSelection != tree)
        inspector.handle(.escape)
        #expect(inspector.state.focus == .constraints)
        #expect(inspector.constraintSelection == constraint)
        #expect(inspector.treeSelection == tree)
        #expect(inspector.state.message == nil)
        // Nothing more to go back from: Esc says how to quit, and does not.
        inspector.handle(.escape)
        #expect(inspector.state.message == "q quits")
        #expect(!inspector.state.wantsQuit)
    }

    /// `<` `>` and a controller's Enter are jumps too; jumps stack, and Esc walks them back.
    @Test func jumpsStackAndEscapeWalksThemBack() throws {
        let inspector = try Fixture.inspector("capture-profile.log")
        inspector.handle(.enter)
        #expect(inspector.state.focus == .tree)
        // `UIImageView.leading == ContentView.leading + 16`: its second item.
        inspector.handle(Key.sequence("3j>"))
        #expect(inspector.state.focus == .tree)
        inspector.handle(.escape)
        #expect(inspector.state.focus == .constraints)
        inspector.handle(.escape)
        // `3` was not a jump: back past it, to where Enter was pressed.
        #expect(inspector.state.focus == .conflicts)
    }

    /// `h` at a root of the tree, where there is nothing left to fold, goes back as Esc does.
    @Test func leftAtARootGoesBackFromTheJump() throws {
        let inspector = try Fixture.inspector("capture-profile.log")
        inspector.handle(Key.sequence("<Enter>g"))
        #expect(inspector.state.focus == .tree)
        inspector.handle(.character("h"))
        // The root folds first.
        #expect(inspector.state.focus == .tree)
        inspector.handle(.character("h"))
        #expect(inspector.state.focus == .conflicts)
        // With no jump to go back from, `h` at the root does nothing.
        inspector.handle(Key.sequence("2gh"))
        #expect(inspector.state.focus == .tree)
    }

    /// `Q` quits from wherever keys are read but the prompts (where it is typed).
    @Test(arguments: ["", "?", "!", "Z"])
    func capitalQQuitsFromAnywhere(before: String) throws {
        let inspector = try Fixture.inspector("capture-profile.log")
        inspector.handle(Key.sequence(before))
        inspector.handle(.character("Q"))
        #expect(inspector.state.wantsQuit)
        let typing = try Fixture.inspector("capture-profile.log")
        typing.handle(Key.sequence("/Q"))
        #expect(!typing.state.wantsQuit)
        #expect(typing.state.search.query == "Q")
    }

    /// A key help or notes does not bind is not passed to the panes behind them: no pager, no
    /// editor, no move; the footer says how to close.
    @Test(arguments: ["?", "!"])
    func keysAnOverlayDoesNotBindNeverReachThePanes(overlay: Character) throws {
        let overlayKeys = Set(KeyBinding.table.filter { $0.context == .overlay }.flatMap(\.keys))
        let paneKeys = KeyBinding.table.filter { $0.context == .panes }.flatMap(\.keys).filter {
            !overlayKeys.contains($0)
        }
        #expect(paneKeys.contains(.character("o")))
        for key in paneKeys {
            let inspector = try Fixture.inspector("capture-profile.log")
            inspector.handle(Key.sequence("2"))
            let tree = inspector.treeSelection
            inspector.handle(.character(overlay))
            inspector.handle(key)
            #expect(inspector.state.mode == (overlay == "?" ? .help : .notes), "\(key)")
            #expect(inspector.state.requests.isEmpty, "\(key)")
            #expect(inspector.state.focus == .tree && inspector.treeSelection == tree, "\(key)")
            #expect(!inspector.state.wantsQuit, "\(key)")
            #expect(
                inspector.state.message == "q closes the \(overlay == "?" ? "help" : "notes"), Q quits", "\(key)")
        }
    }
}
