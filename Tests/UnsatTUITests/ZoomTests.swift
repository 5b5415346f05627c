import Testing

@testable import UnsatTUI

/// `z` gives the focused pane the screen, `Z` the detail (scrolled with j k); Why and Fix are
/// shown, or a line says where they are.
@Suite("Zoom") struct ZoomTests {
    @Test func zEnlargesTheFocusedPaneAndWrapsWhyAndFixEscGoesBack() throws {
        let inspector = try Fixture.inspector("capture-profile.log")
        inspector.handle(Key.sequence("3z"))
        #expect(inspector.state.zoom == .pane)
        let screen = Screen.text(inspector)
        #expect(screen.contains("zoomed  ? help"))
        #expect(!screen.contains("Conflicts"))
        #expect(screen.contains("inside it add up to 152."))
        #expect(screen.contains("Without it, UIImageView is 68 wide."))
        inspector.resize(width: 40, height: 12)
        inspector.resize(width: 80, height: 24)
        #expect(inspector.state.zoom == .pane)
        inspector.handle(.escape)
        #expect(inspector.state.zoom == nil)
        #expect(!inspector.state.wantsQuit)
        inspector.handle(.character("+"))
        #expect(inspector.state.zoom == .pane)
        inspector.handle(.character("z"))
        #expect(inspector.state.zoom == nil)
    }

    @Test func capitalZReadsTheDetailFullScreenAndScrollsIt() throws {
        let inspector = try Fixture.inspector("capture-profile.log")
        inspector.handle(.character("Z"))
        #expect(inspector.keyContext == .detail)
        Screen.expect(inspector.render(width: 40, height: 12), matches: "capture-40x12-detail-zoomed")
        inspector.handle(Key.sequence("jjj"))
        #expect(inspector.state.detailTop == 3)
        inspector.handle(Key.sequence("G"))
        let bottom = inspector.state.detailTop
        inspector.handle(Key.sequence("j"))
        #expect(inspector.state.detailTop == bottom)
        #expect(Screen.text(inspector, 40, 12).contains("fingerprint"))
        inspector.handle(Key.sequence("g"))
        #expect(inspector.state.detailTop == 0)
        // The wheel scrolls it too (it did nothing there at first), three lines a notch.
        inspector.handle(.mouse(x: 5, y: 5, .wheelDown))
        #expect(inspector.state.detailTop == 3)
        inspector.handle(.mouse(x: 5, y: 5, .wheelUp))
        #expect(inspector.state.detailTop == 0)
        inspector.handle(.escape)
        #expect(inspector.state.zoom == nil)
        #expect(inspector.keyContext == .panes)
    }

    /// A conflict with more constraints than the pane has rows: the last row says Why and Fix
    /// are below (they used to be dropped without a word).
    @Test(arguments: [(80, 24), (40, 12)])
    func whyAndFixThatDoNotFitAreSaidToBeBelow(width: Int, height: Int) throws {
        let inspector = try Fixture.inspector("capture-profile.log")
        inspector.handle(Key.sequence("j3"))
        // Conflict 2 has five constraints: at 40x12 they take the pane.
        let screen = Screen.text(inspector, width, height)
        let shown = screen.contains("Why ") && screen.contains("Fix ")
        let marker =
            screen.contains("Why and Fix below: z to enlarge") || screen.contains("then Why and Fix: z to enlarge")
        #expect(shown || marker, "\(screen)")
    }
}
