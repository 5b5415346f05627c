import Testing
import UnsatKit

@testable import UnsatTUI

/// `/` and `n N`: addresses by any part, with or without `0x`, in any case; classes, labels,
/// identifiers; matches across conflicts and callbacks, counted in the footer.
@Suite("Search") struct SearchTests {
    func selectedNode(_ inspector: Inspector) -> Address? {
        guard let tree = inspector.currentTree, case .node(let index) = inspector.treeSelection else { return nil }
        return tree.nodes[index].address
    }

    @Test(arguments: ["e2a0", "0x7f9e4c70e2a0", "7F9E4C70E2A0", "0X7F9E4C70E2A0"])
    func anAddressMatchesByAnyPartInAnyCase(query: String) throws {
        let inspector = try Fixture.inspector("capture-profile.log")
        inspector.handle(Key.sequence("/" + query))
        inspector.finishSearch()
        #expect(inspector.state.focus == .tree)
        #expect(selectedNode(inspector) == "0x7f9e4c70e2a0")
        // The view in each of the three callbacks' trees, and the three constraints naming it in each.
        #expect(inspector.matchStatus == "1/12")
    }

    /// An AppKit view's title (`NSButton 0x… "Push Me"` in `_subtreeDescription`) is its label, as the
    /// tree draws it: search finds it as it finds a UIKit label's text.
    @Test func anAppKitViewsTitleIsFoundAsALabel() throws {
        let path = Fixture.directory.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("UnsatKitTests/Fixtures/appkit-subtree.log").path
        let result = try InputReader.read(paths: [path])
        let document = InspectorDocument(result: result, conflicts: ConflictGrouper().group(result))
        let inspector = Inspector(document: document)
        inspector.handle(Key.sequence("/'Saved 3 notes'"))
        inspector.finishSearch()
        #expect(selectedNode(inspector) == "0x7fd7bef30800")
        #expect(inspector.matchStatus == "1/1")
    }

    /// `_autolayoutTrace` prints a view's text right after its address (`UIButton:0x…'Retrieve data'`):
    /// its label, found as a UIKit label's text is.
    @Test func aTracesTextIsFoundAsALabel() throws {
        let path = Fixture.directory.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("UnsatKitTests/Fixtures/autolayout-trace.log").path
        let result = try InputReader.read(paths: [path])
        let inspector = Inspector(
            document: InspectorDocument(result: result, conflicts: ConflictGrouper().group(result)))
        inspector.handle(Key.sequence("/'Retrieve data'"))
        inspector.finishSearch()
        #expect(selectedNode(inspector) == "0x7f88a8cb9bf0")
        // The button and its label, in the conflict's tree and in the ambiguous view's (the same trace).
        #expect(inspector.matchStatus == "1/4")
    }

    /// A query longer than the footer scrolls to keep the cursor in sight (it was cut on the right,
    /// cursor and all); with the cursor moved back, the text around it shows.
    @Test func aLongQueryScrollsToKeepTheCursorInSight() throws {
        let inspector = try Fixture.inspector("capture-profile.log")
        let query = "the-start-of-a-long-query-" + String(repeating: "m", count: 40) + "-END"
        inspector.handle(Key.sequence("/" + query))
        let footer = inspector.render(width: 60, height: 16).lines.last ?? ""
        #expect(footer.contains("mm-END▏"), "\(footer)")
        #expect(footer.contains("/…"), "\(footer)")
        inspector.handle(Key.sequence("<Home>"))
        let atStart = inspector.render(width: 60, height: 16).lines.last ?? ""
        #expect(atStart.contains("/the-start-of"), "\(atStart)")
    }

    @Test func matchesUpdateAsYouType() throws {
        let inspector = try Fixture.inspector("capture-profile.log")
        inspector.handle(Key.sequence("/0x7f9e4c70"))
        inspector.finishSearch()
        let broad = inspector.state.search.scan!.matches.count
        inspector.handle(Key.sequence("e4b0"))
        inspector.finishSearch()
        #expect(broad > 2)
        // The label 'What's new', in the first two callbacks' dumps and the third's borrowed one.
        #expect(inspector.state.search.scan!.matches.count == 3)
        #expect(selectedNode(inspector) == "0x7f9e4c70e4b0")
        inspector.handle(.backspace)
        inspector.finishSearch()
        #expect(inspector.state.search.query == "0x7f9e4c70e4b")
    }

    @Test func classNamesLabelsAndIdentifiersMatchToo() throws {
        let inspector = try Fixture.inspector("capture-profile.log")
        inspector.handle(Key.sequence("/avatarcell<Enter>"))
        inspector.finishSearch()
        #expect(selectedNode(inspector) == "0x7f9e4c70d5d0")

        inspector.handle(Key.sequence("/what's new<Enter>"))
        inspector.finishSearch()
        #expect(selectedNode(inspector) == "0x7f9e4c70e4b0")

        inspector.handle(Key.sequence("/Encapsulated-Layout<Enter>"))
        inspector.finishSearch()
        #expect(inspector.state.focus == .constraints)
        #expect(inspector.selectedConstraint?.address == "0x600001e2c690")
    }

    @Test func nAndShiftNWalkMatchesAcrossCallbacksAndConflicts() throws {
        let inspector = try Fixture.inspector("capture-profile.log")
        // The content view of the feed cell is in conflict 2 only; the image view's in conflict 1.
        inspector.handle(Key.sequence("/contentview<Enter>"))
        inspector.finishSearch()
        let total = inspector.state.search.scan!.matches.count
        var seen: [String] = []
        for _ in 0..<total {
            let detail = inspector.detail!
            seen.append("\(detail.entry.number)/\(inspector.callbackIndex! + 1)/\(inspector.state.focus)")
            inspector.handle(.character("n"))
        }
        #expect(Set(seen.map { $0.split(separator: "/")[0] }) == ["1", "2"])
        #expect(Set(seen.filter { $0.hasPrefix("1/") }.map { $0.split(separator: "/")[1] }) == ["1", "2", "3"])
        // Past the last match, n wraps to the first.
        #expect(inspector.matchStatus == "1/\(total)")
        #expect(inspector.state.message == "search wrapped to the top")
        inspector.handle(.character("N"))
        #expect(inspector.matchStatus == "\(total)/\(total)")
    }

    @Test func escapeCancelsAndGoesBackEnterKeeps() throws {
        let inspector = try Fixture.inspector("capture-profile.log")
        #expect(inspector.state.focus == .conflicts)
        inspector.handle(Key.sequence("/fa10"))
        inspector.finishSearch()
        #expect(inspector.detail?.conflict?.id == 2)
        inspector.handle(.escape)
        #expect(inspector.state.mode == .normal)
        #expect(inspector.state.search.scan == nil)
        #expect(inspector.detail?.conflict?.id == 1)
        #expect(inspector.state.focus == .conflicts)

        inspector.handle(Key.sequence("/fa10<Enter>"))
        inspector.finishSearch()
        #expect(inspector.state.mode == .normal)
        #expect(inspector.detail?.conflict?.id == 2)
        #expect(inspector.matchStatus == "1/4")
        // Esc outside the prompt ends the search before it quits.
        inspector.handle(.escape)
        #expect(inspector.state.search.scan == nil)
        #expect(!inspector.state.wantsQuit)
    }

    @Test func thePromptEditsInTheMiddleAndSearchesForWhatItHolds() throws {
        let inspector = try Fixture.inspector("capture-profile.log")
        inspector.handle(Key.sequence("/fa0<Left>1"))
        #expect(inspector.state.search.query == "fa10")
        let text = Screen.text(inspector)
        #expect(text.contains("/fa10"))
        inspector.handle(Key.sequence("<Home>x<C-e>y"))
        #expect(inspector.state.search.query == "xfa10y")
        inspector.handle(Key.sequence("<C-a><Del><End><BS>"))
        #expect(inspector.state.search.query == "fa10")
        inspector.finishSearch()
        #expect(inspector.matchStatus == "1/4")
        inspector.handle(Key.sequence("<C-w>"))
        #expect(inspector.state.search.query == "")
        inspector.handle(Key.sequence("ab cd<Left><C-u>"))
        #expect(inspector.state.search.query == "d")
        #expect(inspector.state.mode == .searching)
    }

    @Test func upAndDownInThePromptRecallThisSessionsSearches() throws {
        let inspector = try Fixture.inspector("capture-profile.log")
        inspector.handle(Key.sequence("/fa10<Enter>/e2a0<Enter>/draft"))
        inspector.handle(Key.sequence("<Up>"))
        #expect(inspector.state.search.query == "e2a0")
        inspector.handle(Key.sequence("<Up>"))
        #expect(inspector.state.search.query == "fa10")
        inspector.handle(Key.sequence("<Up>"))
        #expect(inspector.state.search.query == "fa10")
        inspector.finishSearch()
        #expect(inspector.matchStatus == "1/4")
        inspector.handle(Key.sequence("<Down><Down>"))
        #expect(inspector.state.search.query == "draft")
        #expect(inspector.state.mode == .searching)
        inspector.handle(Key.sequence("<Esc>/<Up>"))
        #expect(inspector.state.search.query == "e2a0")
    }

    @Test func aQueryWithNoMatchSaysSo() throws {
        let inspector = try Fixture.inspector("capture-profile.log")
        inspector.handle(Key.sequence("/zzzz"))
        inspector.finishSearch()
        #expect(inspector.matchStatus == "-/0")
        inspector.handle(.enter)
        inspector.handle(.character("n"))
        #expect(inspector.state.message == "no match for zzzz")
    }

    @Test func matchesAreLitInEveryPane() throws {
        let inspector = try Fixture.inspector("capture-profile.log")
        inspector.handle(Key.sequence("/e2a0<Enter>"))
        inspector.finishSearch()
        let grid = inspector.render(width: 120, height: 40)
        let lit = zip(grid.lines, grid.styleLines).filter { $0.1.contains("_") }.map(\.0)
        // The conflict, the view in the tree, the view under its controller, and the constraints.
        #expect(lit.contains { $0.contains("1 ×3 ProfileViewController") })
        #expect(lit.contains { $0.contains("UIImageView 0x7f9e4c70e2a0 (16 0; 358 100)") })
        #expect(lit.contains { $0.contains("● UIImageView 0x7f9e4c70e2a0") && !$0.contains("(16") })
        #expect(lit.contains { $0.contains("UIImageView.width == 120") })
    }

    @Test func foldedAncestorsOpenToShowAMatchAndCloseWhenTheSearchEnds() throws {
        let inspector = try Fixture.inspector("capture-profile.log")
        #expect(!Screen.text(inspector, 120, 40).contains("'Profile'"))
        inspector.handle(Key.sequence("/b300"))
        inspector.finishSearch()
        #expect(selectedNode(inspector) == "0x7f9e4c70b300")
        #expect(Screen.text(inspector, 120, 40).contains("UILabel 0x7f9e4c70b300 'Profile'"))
        inspector.handle(.escape)
        #expect(!Screen.text(inspector, 120, 40).contains("'Profile'"))
    }

    @Test func aViewFoldedAgainDuringASearchStaysFolded() throws {
        let inspector = try Fixture.inspector("capture-profile.log")
        inspector.handle(Key.sequence("/b300<Enter>"))
        inspector.finishSearch()
        #expect(Screen.text(inspector, 120, 40).contains("UILabel 0x7f9e4c70b300 'Profile'"))
        inspector.handle(Key.sequence("hh"))
        #expect(selectedNode(inspector) == "0x7f9e4c70b100")
        #expect(!Screen.text(inspector).contains("UILabel 0x7f9e4c70b300"))
        #expect(!Screen.text(inspector).contains("UILabel 0x7f9e4c70b300"))
    }

    @Test func aLongScanRunsBetweenKeysAndCompletesTheCount() throws {
        let inspector = try Fixture.inspector("capture-profile.log")
        inspector.state.search.budget = 3
        inspector.handle(Key.sequence("/ui"))
        #expect(inspector.hasBackgroundWork)
        #expect(inspector.matchStatus?.hasSuffix("+") == true)
        inspector.finishSearch()
        #expect(!inspector.hasBackgroundWork)
        #expect(inspector.matchStatus?.hasSuffix("+") == false)
    }

    @Test func systemConflictsAreSearchedOnlyWhenShown() throws {
        let inspector = try Fixture.inspector("capture-profile.log")
        inspector.handle(Key.sequence("/kbcompat<Enter>"))
        inspector.finishSearch()
        #expect(inspector.matchStatus == "-/0")
        inspector.handle(.character("s"))
        inspector.finishSearch()
        #expect(inspector.state.search.scan!.matches.count == 3)
    }
}

/// Issue 22: what a search lights, counts and finds, in `Samples/capture-profile.log`.
@Suite("Search as shown") struct SearchAsShownTests {
    func sample() throws -> Inspector {
        let result = try InputReader.read(paths: [Fixture.sample("capture-profile.log")])
        return Inspector(document: InspectorDocument(result: result, conflicts: ConflictGrouper().group(result)))
    }

    func search(_ query: String, _ inspector: Inspector) {
        inspector.handle(Key.sequence("/" + query + "<Enter>"))
        inspector.finishSearch()
    }

    /// The runs of lit text in `text`, where the screen first shows it.
    func lit(_ grid: ScreenGrid, in text: String) -> [String] {
        guard let y = grid.lines.firstIndex(where: { $0.contains(text) }), let found = grid.lines[y].range(of: text)
        else { return ["no line \(text)"] }
        let line = grid.lines[y]
        let start = line.distance(from: line.startIndex, to: found.lowerBound)
        let marks = Array(grid.styleLines[y]) + Array(repeating: " ", count: line.count)
        var runs: [String] = []
        var run = ""
        for (character, mark) in zip(Array(text), marks[start...]) {
            if mark == "_" {
                run.append(character)
            } else if !run.isEmpty {
                runs.append(run)
                run = ""
            }
        }
        if !run.isEmpty { runs.append(run) }
        return runs
    }

    /// Item 2: a constraint matched by one of its views' addresses lights that view's name, not the first.
    @Test func anAddressLightsTheViewItBelongsToInAConstraint() throws {
        let inspector = try sample()
        search("106a0dab0", inspector)
        var grid = inspector.render(width: 120, height: 40)
        #expect(lit(grid, in: "ProfileHeaderView.bottom == UIImageView.bottom + 24") == ["UIImageView"])
        #expect(lit(grid, in: "UIImageView.top == ProfileHeaderView.top + 24") == ["UIImageView"])
        search("d200", inspector)
        grid = inspector.render(width: 120, height: 40)
        #expect(lit(grid, in: "ProfileHeaderView.bottom == UIImageView.bottom + 24") == ["ProfileHeaderView"])
        #expect(lit(grid, in: "UIImageView.top == ProfileHeaderView.top + 24") == ["ProfileHeaderView"])
    }

    /// Item 3: a controller found by its address is the match it stands on, `1/1`, before and after `n`.
    @Test func aSelectedControllerCountsAsItsMatch() throws {
        let inspector = try sample()
        search("10680a1b0", inspector)
        #expect(inspector.state.focus == .controllers)
        #expect(inspector.matchStatus == "1/1")
        inspector.handle(.character("n"))
        #expect(inspector.state.focus == .controllers)
        #expect(inspector.matchStatus == "1/1")
        #expect(inspector.state.message == "the only match")
        // A view under it is not the match; the controller is the match before it.
        inspector.handle(.down)
        #expect(inspector.matchStatus == "-/1")
        inspector.handle(.character("N"))
        #expect(inspector.matchStatus == "1/1")
        #expect(inspector.state.message != "search wrapped to the bottom")
    }

    /// Item 4: the panes' text as drawn: `UIButton 'Save'` is the view's name in the tree and in
    /// the constraints. `Save`: the button and its label in the tree, and the four constraints
    /// naming the button.
    @Test(arguments: ["Save", "save", "UIButton 'Save'", "UIButton Save", "  Save  UIButton "])
    func whatThePanesShowIsFoundAsShown(query: String) throws {
        let inspector = try sample()
        search(query, inspector)
        #expect(inspector.matchStatus == "1/6", "\(query)")
    }

    /// Several words must all match, anywhere in what a row shows; a quoted phrase is one.
    @Test func severalWordsMustAllMatch() throws {
        let inspector = try sample()
        search("save cancel", inspector)
        // The two constraints that name both buttons.
        #expect(inspector.state.search.scan?.matches.count == 2)
        #expect(inspector.state.focus == .constraints)
        search("'Save'.width", inspector)
        #expect(inspector.state.search.scan?.matches.count == 2)
        search("Lovelace Ada", inspector)
        let words = inspector.state.search.scan?.matches.count ?? 0
        #expect(words > 0)
        search("'Ada Lovelace'", inspector)
        #expect(inspector.state.search.scan?.matches.count == words)
        search("'Lovelace Ada'", inspector)
        #expect(inspector.state.search.scan?.matches.count == 0)
    }

    /// The broken constraint a cut list lacks is the pane's last row: a search finds it there.
    @Test func theBrokenConstraintACutListLacksIsFound() {
        let text = """
            Unable to simultaneously satisfy constraints.
            ...
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x2819d4cd0 UIButton:0x13fd0a7c0.width == 88   (active)>
            """
        let result = LogScanner.parse(Array(text.utf8), file: "elided.log")
        let inspector = Inspector(
            document: InspectorDocument(result: result, conflicts: ConflictGrouper().group(result)))
        search("4cd0", inspector)
        #expect(inspector.matchStatus == "1/1")
        #expect(inspector.state.focus == .constraints)
        #expect(inspector.selectedConstraint?.address == "0x2819d4cd0")
    }

    /// Each word is lit where it is drawn.
    @Test func eachWordIsLitWhereItIsDrawn() throws {
        let inspector = try sample()
        search("UIButton save", inspector)
        let grid = inspector.render(width: 120, height: 40)
        #expect(lit(grid, in: "UIButton 'Save'.width == 200") == ["UIButton", "Save"])
        #expect(lit(grid, in: "UIButtonLabel 0x106e09f00 'Save'") == ["UIButton", "Save"])
    }
}

/// A row's pieces say what they are: a search lights names, addresses and labels, whatever the
/// styles around them.
@Suite("Pane rows") struct PaneRowTests {
    func row() -> PaneRow {
        var row = PaneRow()
        // Without color the broken mark and the view's name are both bold.
        row.append("✗ ", Style(bold: true))
        row.append("UIImageView", Style(bold: true), as: .name)
        row.append(".width == 120")
        return row
    }

    @Test func aMatchInANameIsLitThereOnly() {
        var row = row()
        row.matchesSearch = true
        let text = row.text(lighting: SearchMatcher("image"), with: Style(underline: true))
        #expect(text.spans.map(\.text) == ["✗ UI", "Image", "View", ".width == 120"])
        #expect(text.spans.map(\.style.underline) == [false, true, false, false])
    }

    @Test func aRowMatchedOnWhatIsNotDrawnLightsItsNameWhole() {
        var row = row()
        row.matchesSearch = true
        let text = row.text(lighting: SearchMatcher("e2a0"), with: Style(underline: true))
        #expect(text.spans.map(\.text) == ["✗ ", "UIImageView", ".width == 120"])
        #expect(text.spans.map(\.style.underline) == [false, true, false])
    }

    @Test func decorationIsNeverLit() {
        var row = row()
        row.matchesSearch = true
        let text = row.text(lighting: SearchMatcher("width ✗"), with: Style(underline: true))
        #expect(text.spans.map(\.text) == ["✗ ", "UIImageView", ".width == 120"])
        #expect(text.spans.map(\.style.underline) == [false, true, false])
    }

    /// A row that does not match every word lights none of them.
    @Test func aRowThatDoesNotMatchIsNotLit() {
        let text = row().text(lighting: SearchMatcher("image"), with: Style(underline: true))
        #expect(text.spans.allSatisfy { !$0.style.underline })
    }

    /// A word runs on from a name into the formula after it; a name marked whole is lit whole.
    @Test func aWordRunsAcrossPiecesAndAWholeNameIsLitWhole() {
        var row = PaneRow()
        row.append("  ")
        row.append("UIButton 'Save'", as: .name)
        row.append(".width == ", as: .formula)
        row.append("UIView", as: .name, whole: true)
        row.append(".width")
        row.matchesSearch = true
        let text = row.text(lighting: SearchMatcher("'save'.wid"), with: Style(underline: true))
        #expect(text.spans.map(\.text) == ["  UIButton ", "'Save'.wid", "th == ", "UIView", ".width"])
        #expect(text.spans.map(\.style.underline) == [false, true, false, true, false])
    }
}

/// The query's words, and what they match.
@Suite("Search words") struct SearchWordTests {
    func words(_ query: String) -> [String] {
        SearchMatcher(query)?.terms.map { String(decoding: $0.bytes, as: UTF8.self) } ?? []
    }

    @Test func aQueryIsCutAtSpacesButAQuotedPhraseIsOneWord() {
        #expect(words("  UIButton  'Save' ") == ["uibutton", "'save'"])
        #expect(words("'Ada Lovelace' label") == ["'ada lovelace'", "label"])
        #expect(words("'Save'.width") == ["'save'.width"])
        #expect(words("'open ended") == ["'open", "ended"])
        #expect(SearchMatcher("   ") == nil)
    }

    @Test func aQuotedWordMatchesALabelAsDrawn() {
        let item = LayoutItem(className: "UILabel", address: Address("0x1"), label: "Ada Lovelace")
        for query in ["'Ada Lovelace'", "'ada", "lovelace'", "uilabel 'ada lovelace'"] {
            #expect(SearchMatcher(query)!.matches(item, keyPath: nil, name: nil), "\(query)")
        }
        for query in ["'Lovelace", "Ada'", "'Ada'", "uilabel zzz"] {
            #expect(!SearchMatcher(query)!.matches(item, keyPath: nil, name: nil), "\(query)")
        }
    }

    @Test func aLongerQueryNarrowsOnlyWhenEachOldWordIsInANewOne() {
        #expect(SearchMatcher("save but")!.narrows(SearchMatcher("sav")!))
        #expect(SearchMatcher("uibutton 'save'")!.narrows(SearchMatcher("ui 'sa")!))
        // `'a b'` is one word; in `c'a b'` it is cut in two, and a row with both need not hold it.
        #expect(!SearchMatcher("c'a b'")!.narrows(SearchMatcher("'a b'")!))
    }
}
