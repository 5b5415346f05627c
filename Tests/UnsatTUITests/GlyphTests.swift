import Testing
import UnsatKit

@testable import UnsatTUI

/// One glyph table for `show` and the inspector, and text substituted before it is measured.
@Suite("Glyphs") struct GlyphTests {
    /// `--ascii` at 100 columns: `≠` became `!=` after the detail's line was wrapped, so the line
    /// was a column too long and "add up" lost its "p".
    @Test func asciiTextIsSubstitutedBeforeItIsWrapped() throws {
        let result = try InputReader.read(paths: [Fixture.sample("capture-profile.log")])
        let inspector = Inspector(
            document: InspectorDocument(result: result, conflicts: ConflictGrouper().group(result), glyphs: .ascii))
        let lines = inspector.render(width: 100, height: 30).lines
        // The detail's explanation, its lines joined again.
        let start = try #require(lines.lastIndex { $0.hasPrefix(" Why ") })
        let why = lines[start...].prefix(2).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(why.contains("120 + 24 + 24 = 168 != 160"))
        #expect(why.contains("the constraints inside it add up to 168."))
    }

    /// Each mark a row can start with means one thing, in ASCII too: the pointer and a folded
    /// view were both `>`, and an open view's mark was the leaf's line.
    @Test(arguments: [Glyphs.unicode, Glyphs.ascii])
    func eachRowMarkIsItsOwn(glyphs: Glyphs) {
        let marks = [
            glyphs.pointer, glyphs.collapsed, glyphs.expanded, glyphs.leaf, glyphs.conflictView, glyphs.ancestor,
            glyphs.broken, glyphs.system, glyphs.controller,
        ]
        #expect(Set(marks).count == marks.count, "\(marks)")
    }

    /// The inspector's short form of a constraint is `unsat list`'s (`ConstraintFormatter`): with
    /// `--ascii` a multiplier is `0.5*`, as the list writes it, not the `x` that `×` becomes.
    @Test(arguments: [Glyphs.ascii, Glyphs.unicode])
    func theShortFormOfAConstraintWithAMultiplierIsTheFormattersOne(glyphs: Glyphs) throws {
        let text = """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x6001 UIView:0x7f01.width == 0.5*UIView:0x7f02.width   (active)>",
                "<NSLayoutConstraint:0x6002 UIView:0x7f01.width == 100   (active)>",
                "<NSLayoutConstraint:0x6003 UIView:0x7f02.width == 100   (active)>"
            )
            """
        let inspector = Fixture.inspector(text: text, name: "half.log", glyphs: glyphs)
        let detail = try #require(inspector.detail)
        let constraint = try #require(detail.conflict?.constraints.first { $0.multiplier != 1 })
        let line = detail.line(constraint)
        #expect(line.text == ConstraintFormatter.short(constraint, namer: detail.namer))
        #expect(line.text.contains("0.5\(glyphs.multiply)"))
        #expect(Screen.text(inspector, 100, 24).contains("0.5\(glyphs.multiply)"))
    }
}
