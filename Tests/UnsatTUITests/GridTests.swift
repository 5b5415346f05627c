import Testing
import UnsatKit

@testable import UnsatTUI

@Suite("Screen grid") struct GridTests {
    @Test func textIsClippedAtTheLimitAndStylesAreKept() {
        var grid = ScreenGrid(width: 10, height: 2)
        let end = grid.put("constraint", x: 2, y: 0, style: Style(bold: true), limit: 8)
        #expect(end == 8)
        #expect(grid.lines == ["  constr", ""])
        #expect(grid.styleLines == ["  BBBBBB", ""])
    }

    @Test func aWideCharacterTakesTwoCellsAndNeverHalfOfOne() {
        var grid = ScreenGrid(width: 6, height: 1)
        grid.put("新消息", x: 0, y: 0)
        #expect(grid.lines == ["新消息"])
        #expect(grid[1, 0].width == 0)
        // Writing over the second half of a wide character blanks its first half.
        grid.put("x", x: 1, y: 0)
        #expect(grid.lines == [" x消息"])
        // One that does not fit before the limit leaves a blank.
        var narrow = ScreenGrid(width: 3, height: 1)
        narrow.put("a新", x: 0, y: 0, limit: 2)
        #expect(narrow.lines == ["a"])
    }

    @Test func combiningMarksJoinTheirCharacter() {
        var grid = ScreenGrid(width: 4, height: 1)
        grid.put("e\u{301}x", x: 0, y: 0)
        #expect(grid.lines == ["e\u{301}x"])
        #expect(grid[1, 0].character == "x")
    }

    @Test func asciiModeDrawsQuestionMarksForWhatItCannotShow() {
        var grid = ScreenGrid(width: 8, height: 1, asciiOnly: true)
        grid.put("a─新b", x: 0, y: 0)
        #expect(grid.lines == ["a??b"])
    }

    @Test func styledTextIsCutWithAnEllipsis() {
        var grid = ScreenGrid(width: 10, height: 1)
        var text = StyledText("UIImageView", Style(foreground: .cyan, bold: true))
        text.append(".width == 120")
        grid.draw(text, x: 0, y: 0, width: 10)
        #expect(grid.lines == ["UIImageVi…"])
        #expect(grid.styleLines == ["CCCCCCCCC-"])
    }

    @Test func snapshotMarksReverseMatchesColorsBoldAndDim() {
        var grid = ScreenGrid(width: 6, height: 1)
        grid.put("a", x: 0, y: 0, style: Style(reverse: true))
        grid.put("b", x: 1, y: 0, style: Style(foreground: .black, background: .yellow))
        grid.put("c", x: 2, y: 0, style: Style(foreground: .magenta))
        grid.put("d", x: 3, y: 0, style: Style(foreground: .red, bold: true))
        grid.put("e", x: 4, y: 0, style: Style(bold: true))
        grid.put("f", x: 5, y: 0, style: Style(dim: true))
        #expect(grid.styleLines == ["#_mRB-"])
    }

    @Test func displayWidthKnowsWideAndZeroWidthCharacters() {
        #expect(DisplayWidth.of("UIView") == 6)
        #expect(DisplayWidth.of("新消息") == 6)
        #expect(DisplayWidth.of("Добро") == 5)
        #expect(DisplayWidth.of("\u{301}") == 0)
        #expect(DisplayWidth.of("🙂") == 2)
        #expect("Добро пожаловать".truncated(toWidth: 8) == "Добро п…")
    }

    /// A cut that falls right after a cut the text already marks (a label cut short) gives one
    /// ellipsis, not two (`'Allow apps to refre……` at 40 columns).
    @Test func aCutAfterACutShowsOneEllipsis() {
        let text = "UILabel 'Allow apps to refre…'.top == 8"
        #expect(text.truncated(toWidth: 30) == "UILabel 'Allow apps to refre…")
        var grid = ScreenGrid(width: 30, height: 1)
        grid.draw(StyledText(text), x: 0, y: 0, width: 30)
        #expect(grid.lines[0].hasPrefix("UILabel 'Allow apps to refre…"))
        #expect(!grid.lines[0].contains("……"))
    }

    @Test(arguments: [
        (
            "<Down><Down>/e2a0<Enter>",
            [
                Key.down, .down, .character("/"), .character("e"), .character("2"), .character("a"), .character("0"),
                .enter,
            ]
        ),
        ("<S-Tab><C-c><lt>x", [Key.backTab, .control("c"), .character("<"), .character("x")]),
    ])
    func keySequencesReadAsTheyAreWritten(text: String, keys: [Key]) {
        #expect(Key.sequence(text) == keys)
    }

    @Test func terminalScalarsBecomeKeys() {
        #expect(Key(scalar: 9) == .tab)
        #expect(Key(scalar: 13) == .enter)
        #expect(Key(scalar: 27) == .escape)
        #expect(Key(scalar: 127) == .backspace)
        #expect(Key(scalar: 3) == .control("c"))
        #expect(Key(scalar: 0x65B0) == .character("新"))
    }
}
