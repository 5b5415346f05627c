import Foundation
import Testing

/// Zoom and the search line on a real terminal: the keys as a terminal sends them (arrows, Home,
/// Ctrl-W), not as the unit tests hand them in.
@Suite(.enabled(if: InspectorTerminal.isAvailable))
struct ZoomAndPromptEndToEndTests {
    let capture = InspectorTerminal.fixture("capture-profile.log")

    @Test func zEnlargesThePaneEscGivesItBackAndResizeKeepsIt() throws {
        let terminal = try InspectorTerminal([capture], width: 100, height: 30)
        terminal.waitFor("Conflicts")
        try terminal.type("3")
        try terminal.type("z")
        let zoomed = terminal.waitFor("zoomed")
        #expect(zoomed.contains("zoomed"))
        // The constraints alone: no other pane's title on the screen.
        #expect(!zoomed.contains("Hierarchy") && !zoomed.contains("Controllers"), "\(zoomed)")
        try terminal.resize(80, 24)
        #expect(terminal.waitFor("zoomed").contains("zoomed"))
        try terminal.send("Escape")
        let back = terminal.waitWhile("zoomed")
        #expect(!back.contains("zoomed") && back.contains("Hierarchy"), "\(back)")
        try terminal.type("q")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func theSearchLineEditsWhereTheCursorIs() throws {
        let terminal = try InspectorTerminal([capture], width: 100, height: 30)
        terminal.waitFor("Conflicts")
        try terminal.type("/ImageVie")
        try terminal.send("Home")
        try terminal.type("UI")
        try terminal.send("End")
        try terminal.type("w")
        #expect(terminal.waitFor("/UIImageView").contains("/UIImageView"))
        try terminal.send("C-w")
        let cleared = terminal.waitWhile("/UIImageView")
        #expect(!cleared.contains("/UIImageView"), "\(cleared)")
        try terminal.type("UIImageView")
        try terminal.send("Enter")
        // The session's searches come back with Up in a new prompt.
        try terminal.type("/")
        try terminal.send("Up")
        #expect(terminal.waitFor("/UIImageView").contains("/UIImageView"))
        // Each Esc on its own (two at once would read as one Alt key): the prompt, then the search.
        // (A key right behind an Esc, in the same read, is Alt and that key: each waits for the
        // screen to show the Esc was taken.)
        try terminal.send("Escape")
        terminal.waitWhile("history")
        try terminal.send("Escape")
        // Nothing left to go back from: the footer says how to quit, and q does.
        #expect(terminal.waitFor("q quits").contains("q quits"))
        try terminal.type("q")
        #expect(terminal.waitForExit() == 0)
    }
}
