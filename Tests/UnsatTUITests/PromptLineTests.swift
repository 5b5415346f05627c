import Testing

@testable import UnsatTUI

/// The search prompt edits its line as a shell does, and ↑ ↓ walk the session's searches.
@Suite("Prompt line") struct PromptLineTests {
    /// The line with `|` where the cursor is.
    func shown(_ line: PromptLine) -> String { line.beforeCursor + "|" + line.afterCursor }

    @Test func typingInsertsAtTheCursorWhichMovesByCharacterAndToTheEnds() {
        var line = PromptLine("ace")
        #expect(shown(line) == "ace|")
        line.moveLeft()
        line.moveLeft()
        line.insert("b")
        #expect(shown(line) == "ab|ce")
        line.moveToStart()
        line.moveLeft()
        #expect(shown(line) == "|abce")
        line.insert("é")
        line.moveToEnd()
        line.moveRight()
        #expect(shown(line) == "éabce|")
    }

    @Test func backspaceAndDeleteTakeTheCharacterBeforeAndUnderTheCursor() {
        var line = PromptLine("abc")
        var deleted: [Bool] = []
        line.moveLeft()
        deleted.append(line.deleteBackward())
        #expect(shown(line) == "a|c")
        deleted.append(line.deleteForward())
        #expect(shown(line) == "a|")
        deleted.append(line.deleteForward())
        line.moveToStart()
        deleted.append(line.deleteBackward())
        #expect(shown(line) == "|a")
        #expect(deleted == [true, true, false, false])
    }

    @Test func controlWDeletesTheWordBeforeTheCursorAndControlUEverythingBefore() {
        var line = PromptLine("UILabel  0x7f9e tail")
        line.moveLeft()
        line.moveLeft()
        line.moveLeft()
        line.moveLeft()
        line.moveLeft()
        #expect(shown(line) == "UILabel  0x7f9e| tail")
        line.deleteWordBackward()
        #expect(shown(line) == "UILabel  | tail")
        line.deleteWordBackward()
        #expect(shown(line) == "| tail")
        line = PromptLine("abc def")
        line.moveLeft()
        line.moveLeft()
        line.deleteToStart()
        #expect(shown(line) == "|ef")
    }

    @Test func upAndDownWalkTheHistoryAndComeBackToWhatWasTyped() {
        var history = PromptHistory()
        var recalled = [history.older(than: "x")]
        history.record("one")
        history.record("two")
        history.record("two")
        history.record("")
        #expect(history.entries == ["one", "two"])
        recalled.append(history.newer())
        recalled.append(history.older(than: "dra"))
        recalled.append(history.older(than: "two"))
        recalled.append(history.older(than: "one"))
        recalled.append(history.newer())
        recalled.append(history.newer())
        recalled.append(history.newer())
        #expect(recalled == [nil, nil, "two", "one", nil, "two", "dra", nil])
    }
}
