import Testing
import UnsatKit

@testable import UnsatTUI

/// The conflicts column with several files: wide enough for a name and its file at 80 columns,
/// and `=` widens it as lazygit's screen modes do (half the screen, then all of it), `-` back.
@Suite("List width") struct ListWidthTests {
    /// `unsat Samples/capture-profile.log Samples/test-run.log Samples/uikit-modern.log`.
    static func inspector() throws -> Inspector {
        let paths = ["capture-profile.log", "test-run.log", "uikit-modern.log"].map(Fixture.sample)
        let result = try InputReader.read(paths: paths)
        return Inspector(document: InspectorDocument(result: result, conflicts: ConflictGrouper().group(result)))
    }

    /// The rows of the conflicts pane as drawn.
    static func rows(_ inspector: Inspector, _ grid: ScreenGrid) throws -> [String] {
        let rect = try #require(inspector.state.layout?.panes[.conflicts])
        return grid.lines[rect.y..<rect.y + rect.height].map { String($0.dropFirst(rect.x).prefix(rect.width)) }
    }

    /// At 80x24 a row keeps a readable name and says its file: more than `2 ×3 Profil… capture…`.
    @Test func atEightyColumnsARowHasRoomForItsNameAndItsFile() throws {
        let inspector = try Self.inspector()
        let grid = inspector.render(width: 80, height: 24)
        Screen.expect(grid, matches: "samples-80x24-three-files")
        let rows = try Self.rows(inspector, grid)
        let profile = try #require(rows.first { $0.contains(" ×3 Profile") })
        #expect(profile.contains("ProfileView"))
        #expect(profile.contains("capture"))
        let layout = try #require(inspector.state.layout)
        #expect((layout.panes[.conflicts]?.width ?? 0) >= 28)
    }

    @Test func equalsWidensTheListToHalfThenAllOfTheScreenAndMinusNarrowsIt() throws {
        let inspector = try Self.inspector()
        _ = inspector.render(width: 80, height: 24)
        let own = try #require(inspector.state.layout?.panes[.conflicts]?.width)
        inspector.handle(.character("="))
        #expect(inspector.state.listWidth == .half)
        let half = inspector.render(width: 80, height: 24)
        #expect(inspector.state.layout?.panes[.conflicts]?.width == 40)
        #expect(try Self.rows(inspector, half).contains { $0.contains("ProfileViewControl") })
        // All of the screen: the list zoomed, with the focus.
        inspector.handle(Key.sequence("<Tab>="))
        #expect(inspector.state.zoom == .pane && inspector.state.focus == .conflicts)
        let full = inspector.render(width: 80, height: 24)
        #expect(inspector.state.layout?.panes[.conflicts]?.width == 80)
        #expect(
            try Self.rows(inspector, full).contains {
                $0.contains("ProfileViewController") && $0.contains("capture-profile.log")
            })
        inspector.handle(.character("="))
        #expect(inspector.state.zoom == .pane)
        inspector.handle(.character("-"))
        #expect(inspector.state.zoom == nil && inspector.state.listWidth == .half)
        inspector.handle(.character("-"))
        _ = inspector.render(width: 80, height: 24)
        #expect(inspector.state.layout?.panes[.conflicts]?.width == own)
        // The keys are in the table, so help and the footer say them.
        #expect(KeyBinding.action(for: .character("="), in: .panes, focus: .conflicts) == .widenList)
        #expect(KeyBinding.action(for: .character("-"), in: .panes, focus: .tree) == .narrowList)
    }
}
