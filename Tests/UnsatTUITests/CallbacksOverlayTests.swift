import Testing
import UnsatKit

@testable import UnsatTUI

/// `c`: the selected conflict's callbacks, a line each (as tig's log view), to go to one at once.
@Suite struct CallbacksOverlayTests {
    /// `test-run.log`, its first conflict (six callbacks) selected, at 120x40.
    func inspector() throws -> Inspector {
        let inspector = Inspector(document: try sampleDocument("test-run.log"))
        inspector.resize(width: 120, height: 40)
        try #require(inspector.detail?.callbacks.count == 6)
        return inspector
    }

    @Test func cListsEveryCallbackWithItsTimePlaceBrokenAndChange() throws {
        let inspector = try inspector()
        inspector.handle(.character("c"))
        #expect(inspector.state.mode == .callbacks)
        #expect(inspector.state.overlaySelection == 0)
        let screen = Screen.text(inspector, 120, 40)
        #expect(screen.contains("Callbacks of #1"))
        #expect(screen.contains("▶ 1/6  10:14:02.294  line 46   ✗ UIImageView.height == 48 · first reported"))
        #expect(
            screen.contains(
                "  3/6  10:14:06.785  line 92   ✗ UIImageView.height == 48 · another instance (between other views)"))
        #expect(screen.contains("  6/6  10:15:37.502  line 583  cut off · the same constraint broken"))
        // What changed is what `]` says of it, without "since callback N".
        let detail = try #require(inspector.detail)
        let change = try #require(detail.change(to: 3)).changes(dot: "·", namingBroken: false)
        // Too long for one line at 120 columns: what changed goes under the constraint broken.
        #expect(screen.contains("4/6  10:14:06.821  line 110  ✗ ContentView.bottom == UIImageView.bottom + 12  "))
        #expect(screen.contains("                                \(change)  "))
        #expect(screen.contains("Enter go to"))
    }

    @Test func enterGoesToTheCallbackSelectedAndEscapeGoesNowhere() throws {
        let inspector = try inspector()
        inspector.handle(.character("c"))
        inspector.handle([.down, .down, .down, .down])
        inspector.handle(.escape)
        #expect(inspector.state.mode == .normal)
        #expect(inspector.callbackIndex == 0)
        inspector.handle(.character("c"))
        inspector.handle([.down, .down, .down, .down, .enter])
        #expect(inspector.state.mode == .normal)
        #expect(inspector.callbackIndex == 4)
        #expect(Screen.text(inspector, 120, 40).contains("callback 5/6"))
        // Opened again, it starts on the callback shown; q closes it.
        inspector.handle(.character("c"))
        #expect(inspector.state.overlaySelection == 4)
        inspector.handle([.character("G"), .character("q")])
        #expect(inspector.state.mode == .normal)
        #expect(inspector.callbackIndex == 4)
    }

    @Test func theFooterOffersItWhereTheConflictWasReportedMoreThanOnce() throws {
        let inspector = try inspector()
        let footer = { Screen.text(inspector, 120, 40).split(separator: "\n").last.map(String.init) ?? "" }
        #expect(footer().contains("c callbacks"))
        // #6 was reported once.
        inspector.handle(.character("G"))
        #expect(inspector.detail?.callbacks.count == 1)
        #expect(!footer().contains("c callbacks"))
    }

    @Test func withoutAConflictSelectedItSaysSo() throws {
        let inspector = Inspector(document: try sampleDocument("ambiguous.log"))
        inspector.resize(width: 120, height: 40)
        inspector.handle(.character("c"))
        #expect(inspector.state.mode == .normal)
        #expect(inspector.state.message?.contains("no conflict selected") == true)
    }

    @Test func theCallbacksAt80x24WrapWhatChangedUnderTheLine() throws {
        let inspector = Inspector(document: try sampleDocument("test-run.log", glyphs: .ascii))
        inspector.resize(width: 80, height: 24)
        inspector.handle([.character("c"), .down, .down])
        Screen.expect(inspector.render(width: 80, height: 24), matches: "callbacks-80x24-ascii")
    }
}
