import Testing
import UnsatKit

@testable import UnsatTUI

/// A log under `Samples/`, as `unsat FILE` opens it.
func sampleDocument(_ name: String, glyphs: Glyphs = .unicode) throws -> InspectorDocument {
    let result = try InputReader.read(paths: [Fixture.sample(name)])
    return InspectorDocument(result: result, conflicts: ConflictGrouper().group(result), glyphs: glyphs)
}

/// A view reported ambiguous (`_autolayoutTrace`) is an entry of the list, browsed as a conflict
/// is: its row, its tree with the view selected and colored, what is ambiguous, and the note
/// that reports it going to it.
@Suite struct AmbiguousEntryTests {
    /// An inspector on a log given as text.
    func inspector(_ text: String, file: String = "trace.log") -> Inspector {
        let result = LogScanner.parse(Array(text.utf8), file: file)
        return Inspector(document: InspectorDocument(result: result, conflicts: ConflictGrouper().group(result)))
    }

    func ambiguousSample() throws -> Inspector {
        Inspector(document: try sampleDocument("ambiguous.log"))
    }

    @Test func eachAmbiguousViewIsAnEntryWithItsReports() throws {
        let document = try ambiguousSample().document
        let layouts = document.entries.compactMap { entry -> AmbiguousLayout? in
            guard case .ambiguous(let layout) = entry.kind else { return nil }
            return layout
        }
        // Six reports of four views: the log's and the lldb trace's of one view are one entry.
        #expect(document.ambiguities.count == 6)
        #expect(
            layouts.map(\.view.className) == ["MyApp.WelcomeCardView", "UIStackView", "WelcomeCardView", "UIButton"])
        #expect(layouts.map { $0.reports.map(\.location.line) } == [[4, 23], [13, 26], [45], [50]])
        #expect(layouts.map(\.attributes) == ["height", "horizontal position, width", nil, nil])
        #expect(document.entries.map(\.number) == [1, 2, 3, 4])
    }

    @Test func theListSaysWhatEachIsAndTheTitleCountsThem() throws {
        let inspector = try ambiguousSample()
        let screen = Screen.text(inspector, 120, 40)
        let lines = screen.split(separator: "\n").map(String.init)
        #expect(lines[0].contains("0 conflicts · 4 ambiguous (!)"))
        #expect(!lines[0].contains("callbacks"))
        #expect(lines[2].contains("1 ×2 ? WelcomeCardView ambiguou"))
        #expect(lines[3].contains("2 ×2 ? UIStackView ambiguous x,"))
        #expect(!screen.contains("no conflict in the input"))
    }

    @Test func aConflictAndAnAmbiguousViewAreCountedApart() {
        let inspector = inspector(
            """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x6001 UIView:0x7f01.width == 10   (active)>",
                "<NSLayoutConstraint:0x6002 UIView:0x7f01.width == 20   (active)>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x6002 UIView:0x7f01.width == 20   (active)>
            *UILabel:0x7f02- AMBIGUOUS LAYOUT for UILabel:0x7f02.minX{id: 12}, UILabel:0x7f02.Width{id: 13}
            """)
        let lines = Screen.text(inspector, 120, 30).split(separator: "\n").map(String.init)
        #expect(lines[0].contains("1 conflict · 1 callback · 1 ambiguous (!)"))
        #expect(lines.contains { $0.contains("2 ×1 ? UILabel ambiguous x, wid") })
    }

    @Test func itsTreeIsTheDumpThatHoldsTheViewWithTheViewSelectedAndColored() throws {
        let inspector = inspector(
            """
            <UIWindow: 0x7f00; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x6000>>
               | <UIView: 0x7f01; frame = (0 0; 390 844); layer = <CALayer: 0x6001>>
               |    | <UIView: 0x7f03; frame = (0 0; 10 10); layer = <CALayer: 0x6003>>
               |    | <UILabel: 0x7f02; frame = (16 60; 100 20); text = 'Hi'; layer = <CALayer: 0x6002>>
            *UILabel:0x7f02- AMBIGUOUS LAYOUT for UILabel:0x7f02.minY{id: 12}
            """)
        // The dump alone is an entry too; the ambiguous view is the last.
        inspector.handle(.character("G"))
        let detail = try #require(inspector.detail)
        guard case .ambiguous = detail.entry.kind else {
            Issue.record("not the ambiguous entry: \(detail.entry.kind)")
            return
        }
        let tree = try #require(inspector.currentTree)
        let label = try #require(tree.hierarchy.index(of: "0x7f02"))
        #expect(tree.nodes.count == 4)
        #expect(tree.conflictNodes == [label])
        #expect(tree.colorOf[label] != nil)
        #expect(tree.ancestors == [0, 1])
        #expect(inspector.treeSelection == .node(label))
        inspector.handle(.character("2"))
        let screen = Screen.text(inspector, 120, 30)
        #expect(screen.contains("[2] Hierarchy  dump at line 1 · 4 views"))
        #expect(screen.contains("● UILabel 0x7f02 'Hi'") || screen.contains("● UILabel 0x7f02"))
        #expect(screen.contains("ambiguous: vertical position"))
    }

    @Test func itsTreeIsTheTraceThatSaysItIsAmbiguousWithTheButtonsTexts() throws {
        let inspector = try ambiguousSample()
        inspector.handle(.down)
        let tree = try #require(inspector.currentTree)
        // The lldb trace at line 21: the window, its view, the card and its labels, the stack view
        // and its buttons with their labels, the image view.
        #expect(tree.hierarchy.location.line == 21)
        #expect(tree.nodes.count == 11)
        let stack = try #require(tree.hierarchy.index(of: "0x103c31e50"))
        #expect(tree.conflictNodes == [stack] && tree.colorOf[stack] != nil)
        #expect(tree.ancestors == [0, 1])
        #expect(inspector.treeSelection == .node(stack))
        let screen = Screen.text(inspector, 120, 40)
        #expect(screen.contains("[2] Hierarchy  dump at line 21 · 11 views"))
        #expect(screen.contains("● UIStackView 0x103c31e50"))
        #expect(screen.contains("UIButton 0x103c32160 'Not now'"))
        #expect(screen.contains("ambiguous: horizontal position, width"))
        #expect(screen.contains("UIStackView 0x103c31e50 has an ambiguous layout: horizontal position, width"))
        #expect(screen.contains("reported in ambiguous.log at lines 13, 26"))
        #expect(
            screen.contains("AMBIGUOUS LAYOUT for UIStackView:0x103c31e50.minX{id: 88}, UIStackView:0x103c31e50.Width"))
    }

    @Test func withNoDumpItsTreeIsTheViewAlone() throws {
        let inspector = inspector(
            """
            View has an ambiguous layout. See "Auto Layout Guide: Ambiguous Layouts" for help debugging.
            *UIStackView:0x103c31e50- AMBIGUOUS LAYOUT for UIStackView:0x103c31e50.minX{id: 88}
            """)
        let tree = try #require(inspector.currentTree)
        #expect(tree.nodes.map(\.address) == ["0x103c31e50"])
        #expect(tree.conflictNodes == [0] && tree.colorOf[0] != nil)
        let screen = Screen.text(inspector, 120, 30)
        #expect(screen.contains("no dump holds the view"))
        #expect(screen.contains("ambiguous: horizontal position"))
    }

    @Test func enterOnANoteGoesToItsEntry() throws {
        let inspector = try ambiguousSample()
        inspector.resize(width: 120, height: 40)
        inspector.handle(.character("!"))
        // The fifth report, line 45: the older trace's WelcomeCardView, entry 3.
        inspector.handle([.down, .down, .down, .down])
        #expect(inspector.state.overlaySelection == 4)
        inspector.handle(.enter)
        #expect(inspector.state.mode == .normal)
        #expect(inspector.state.focus == .conflicts)
        #expect(inspector.detail?.entry.number == 3)
        // The fourth, line 26, is the stack view's second report: its entry, 2.
        inspector.handle(.character("!"))
        inspector.handle([.down, .down, .down, .enter])
        #expect(inspector.detail?.entry.number == 2)
    }

    @Test func enterOnALineNotReadOpensItInThePager() {
        let inspector = inspector(
            """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x6001 UIView:0x7f01.width == 10   (active)>",
                "<NSLayoutConstraint:0x60g2 UIView:0x7f01.width == 20   (active)>"
            )
            *UILabel:0x7f02- AMBIGUOUS LAYOUT for UILabel:0x7f02.minX{id: 12}
            """, file: "notes.log")
        inspector.resize(width: 100, height: 30)
        inspector.handle(.character("!"))
        inspector.handle(.enter)
        #expect(inspector.state.mode == .normal)
        #expect(inspector.state.requests == [.open(.pager, InputLocation(file: "notes.log", line: 4))])
    }

    @Test func theSelectedNoteIsReversedAndKeptInView() throws {
        let inspector = try ambiguousSample()
        inspector.resize(width: 120, height: 40)
        inspector.handle(.character("!"))
        inspector.handle([.down])
        #expect(inspector.state.overlaySelection == 1)
        Screen.expect(inspector.render(width: 120, height: 40), matches: "ambiguous-120x40-notes")
        // On 12 rows, the last report is scrolled to.
        inspector.handle(.character("G"))
        let lines = inspector.render(width: 80, height: 12).lines
        #expect(lines.contains { $0.contains("ambiguous.log:50  UIButton 0x7b6ac9e0") })
    }

    @Test func theAmbiguousEntryScreen() throws {
        let inspector = try ambiguousSample()
        inspector.handle(.down)
        Screen.expect(inspector.render(width: 120, height: 40), matches: "ambiguous-120x40")
    }
}
