import Testing
import UnsatKit

@testable import UnsatTUI

/// What the screen says about where things are: views the dump lacks, what each mark means,
/// which number picks which pane, the notes, and what to press when a key does nothing.
@Suite("Say what is where") struct SayWhatIsWhereTests {
    @Test func aConflictingViewTheDumpLacksIsSaidAtTheTopOfTheHierarchy() throws {
        let inspector = try Fixture.inspector("capture-missing.log")
        for (width, height) in [(80, 24), (40, 12), (120, 40)] {
            let lines = inspector.render(width: width, height: height).lines
            #expect(lines[1].contains("1 ● not in dump"), "\(width)x\(height): \(lines[1])")
        }
    }

    @Test(arguments: [false, true])
    func theHelpHasALegendOfEveryMarkFromTheGlyphTable(ascii: Bool) throws {
        let glyphs: Glyphs = ascii ? .ascii : .unicode
        let overlay = OverlayRenderer(
            document: try Fixture.document("capture-profile.log"), glyphs: glyphs, theme: Theme(color: false))
        let lines = try #require(overlay.lines(.help, screenWidth: 80)).map(\.plainText)
        let legend = lines.drop { $0 != "Marks" }.map { $0.trimmingCharacters(in: .whitespaces) }
        let marks = [
            glyphs.conflictView, glyphs.ancestor, glyphs.broken, glyphs.system, glyphs.collapsed, glyphs.expanded,
        ]
        for mark in marks {
            // The mark column holds one or two marks (`▸ ▾`), then two spaces and the words.
            let columns = legend.map { $0.components(separatedBy: "  ")[0].split(separator: " ") }
            #expect(columns.contains { $0.contains(Substring(mark)) }, "\(mark)")
        }
        if ascii { #expect(lines.allSatisfy { $0.allSatisfy(\.isASCII) }) }
    }

    @Test func theWideLayoutNumbersItsPanesAsTheKeysPickThem() throws {
        let screen = Screen.text(try Fixture.inspector("capture-profile.log"), 120, 40)
        for (number, pane) in Pane.allCases.enumerated() {
            #expect(screen.contains("[\(number + 1)] \(pane.title)"), "\(pane)")
        }
    }

    /// The notes are seen nowhere else: the title gives up the file, the callbacks, then shortens
    /// the notes before it drops them.
    @Test func theNotesCountIsTheLastThingTheTitleGivesUp() throws {
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
        // The ambiguous view is an entry of the list, counted with the conflicts, and given up before
        // the notes (the list shows it).
        let wide = inspector.render(width: 100, height: 30).lines[0]
        #expect(wide.contains("notes.log 1 conflict · 1 callback · 1 ambiguous  1 unread line (!)"), "\(wide)")
        let medium = inspector.render(width: 64, height: 16).lines[0]
        #expect(medium.contains("1 conflict · 1 ambiguous  1 unread line (!)"), "\(medium)")
        let narrow = inspector.render(width: 40, height: 12).lines[0]
        #expect(narrow.contains("1 conflict  1 note (!)"), "\(narrow)")
        // Zoomed, `zoomed` gives way to them where both do not fit (it pushed them out at first).
        inspector.handle(.character("z"))
        let zoomedNarrow = inspector.render(width: 40, height: 12).lines[0]
        #expect(zoomedNarrow.contains("1 note (!)") && !zoomedNarrow.contains("zoomed"), "\(zoomedNarrow)")
        let zoomedWide = inspector.render(width: 100, height: 30).lines[0]
        #expect(zoomedWide.contains("1 unread line (!)") && zoomedWide.contains("zoomed"), "\(zoomedWide)")
    }

    /// A note on a line read whole (the poster's `...`, a view that skips levels, a report the input
    /// cut) is no unread line: the header counts those as notes, and the lines it could not read apart;
    /// the `!` overlay's title says both.
    @Test func notesOnLinesReadWholeAreNotCountedAsUnread() throws {
        let text = """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x6001 UIView:0x7f01.width == 10   (active)>",
                "<NSLayoutConstraint:0x60g2 UIView:0x7f01.width == 20   (active)>",
                ...
                "<NSLayoutConstraint:0x6003 UIView:0x7f01.width == 30   (active)>"
            )
            """
        let inspector = Fixture.inspector(text: text, name: "notes.log")
        let header = inspector.render(width: 100, height: 30).lines[0]
        #expect(header.contains("1 unread line, 1 note (!)"), "\(header)")
        inspector.handle(.character("!"))
        let overlay = Screen.text(inspector, 100, 30)
        #expect(overlay.contains("2 notes on the input (1 line unsat could not fully read)"), "\(overlay)")
        let elided = Fixture.inspector(
            text: """
                Unable to simultaneously satisfy constraints.
                (
                    "<NSLayoutConstraint:0x6001 UIView:0x7f01.width == 10   (active)>",
                    ...
                    "<NSLayoutConstraint:0x6003 UIView:0x7f01.width == 30   (active)>"
                )
                """, name: "elided.log")
        let elidedHeader = elided.render(width: 100, height: 30).lines[0]
        #expect(elidedHeader.contains("1 note (!)") && !elidedHeader.contains("unread"), "\(elidedHeader)")
    }

    @Test func aKeyThatDoesNothingSaysWhereTheKeysAre() throws {
        let inspector = try Fixture.inspector("capture-profile.log")
        inspector.handle(.character("x"))
        #expect(inspector.state.message == "press ? for keys")
        #expect(Screen.text(inspector).contains("press ? for keys"))
        inspector.handle(.character("j"))
        #expect(inspector.state.message == nil)
        inspector.handle(.character("/"))
        inspector.handle(.character("x"))
        #expect(inspector.state.search.query == "x")
    }
}
