import Testing

@testable import UnsatTUI

/// A list pane's cursor on its own: the selection stays among the rows, and the top follows it.
@Suite("List cursor") struct ListCursorTests {
    @Test func movingStopsAtTheFirstAndLastRow() {
        var cursor = ListCursor()
        cursor.move(by: 3, count: 10)
        #expect(cursor.selection == 3)
        cursor.move(by: -5, count: 10)
        #expect(cursor.selection == 0)
        cursor.move(by: Int.max / 2, count: 10)
        #expect(cursor.selection == 9)
    }

    @Test func anEmptyListKeepsRowZero() {
        var cursor = ListCursor(selection: 0, top: 0)
        cursor.move(by: 1, count: 0)
        #expect(cursor.selection == 0)
        cursor.selection = 4
        cursor.clamp(count: 0)
        #expect(cursor.selection == 0)
    }

    @Test func clampBringsASelectionBackAmongFewerRows() {
        var cursor = ListCursor(selection: 7, top: 0)
        cursor.clamp(count: 3)
        #expect(cursor.selection == 2)
        cursor.selection = -2
        cursor.clamp(count: 3)
        #expect(cursor.selection == 0)
    }

    @Test func aListThatFitsIsDrawnFromItsFirstRow() {
        var cursor = ListCursor(selection: 4, top: 3)
        cursor.scroll(count: 5, height: 5)
        #expect(cursor.top == 0)
    }

    /// In a pane of 8 rows or more the selection keeps two rows from the edges; the top moves only
    /// as far as it must, and never past the last page.
    @Test func theTopFollowsTheSelectionTwoRowsFromTheEdges() {
        var cursor = ListCursor()
        for _ in 0..<7 { cursor.move(by: 1, count: 30) }
        cursor.scroll(count: 30, height: 8)
        // Row 7 is the last but two of rows 2...9.
        #expect(cursor.top == 2)
        cursor.move(by: -3, count: 30)
        cursor.scroll(count: 30, height: 8)
        #expect(cursor.top == 2)
        cursor.move(by: -1, count: 30)
        cursor.scroll(count: 30, height: 8)
        #expect(cursor.top == 1)
        cursor.move(by: 100, count: 30)
        cursor.scroll(count: 30, height: 8)
        #expect(cursor.top == 22)
    }

    @Test func aShortPaneScrollsRightToItsEdges() {
        var cursor = ListCursor()
        cursor.move(by: 5, count: 30)
        cursor.scroll(count: 30, height: 4)
        #expect(cursor.top == 2)
        cursor.move(by: -2, count: 30)
        cursor.scroll(count: 30, height: 4)
        #expect(cursor.top == 2)
    }

    @Test func aLineOfThePaneIsARowOnlyWhereTheListHasOne() {
        let cursor = ListCursor(selection: 12, top: 10)
        #expect(cursor.row(atLine: 0, count: 14) == 10)
        #expect(cursor.row(atLine: 3, count: 14) == 13)
        #expect(cursor.row(atLine: 4, count: 14) == nil)
        #expect(cursor.row(atLine: -1, count: 14) == nil)
    }
}
