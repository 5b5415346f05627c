import Testing

@testable import UnsatTUI

/// Whole screens, compared as text with their highlights marked, against `Fixtures/Screens`.
/// Under each screen, a line of marks a row: `#` reverse (the selection, the focused pane's
/// title), `_` a search match, a color letter for a view's color (capital: bold), `R` the broken
/// constraint, `B` bold, `-` dim. `UNSAT_RECORD_SCREENS=1 swift test` writes them anew.
@Suite("Screens") struct ScreenTests {
    /// What the user did before the screen was taken, and its name.
    static let states: [(name: String, keys: String)] = [
        ("conflicts", ""),
        ("hierarchy", "<Tab>"),
        ("constraints", "<Tab><Tab>"),
        ("controllers", "<Tab><Tab><Tab>"),
        ("help", "?"),
        ("search", "/e2a0"),
        ("callback-2", "<Tab>]"),
    ]

    static let sizes: [(width: Int, height: Int)] = [(80, 24), (120, 40), (40, 12)]

    static var cases: [String] {
        sizes.flatMap { size in states.map { "\(size.width)x\(size.height)-\($0.name)" } }
    }

    @Test(arguments: cases)
    func captureScreen(_ name: String) throws {
        let parts = name.split(separator: "-", maxSplits: 1)
        let size = parts[0].split(separator: "x").map { Int($0)! }
        let keys = Self.states.first { $0.name == parts[1] }!.keys
        let inspector = try Fixture.inspector("capture-profile.log")
        inspector.handle(Key.sequence(keys))
        inspector.finishSearch()
        Screen.expect(inspector.render(width: size[0], height: size[1]), matches: "capture-\(name)")
    }

    @Test func aConsoleLogWithoutDumpNestsViewsByTheirSuperview() throws {
        let inspector = try Fixture.inspector("console-feed.log")
        inspector.handle(Key.sequence("<Tab>"))
        Screen.expect(inspector.render(width: 80, height: 24), matches: "console-80x24-hierarchy")
    }

    @Test func wideCharactersKeepTheirColumnsAt40x12() throws {
        let inspector = try Fixture.inspector("console-feed.log")
        inspector.handle(Key.sequence("<Tab><Tab>"))
        Screen.expect(inspector.render(width: 40, height: 12), matches: "console-40x12-constraints")
    }

    @Test func withoutColorBoldAndReverseStillShowWhatMatters() throws {
        let inspector = try Fixture.inspector("capture-profile.log", color: false)
        inspector.handle(Key.sequence("<Tab>/e2a0<Enter>"))
        inspector.finishSearch()
        Screen.expect(inspector.render(width: 80, height: 24), matches: "capture-80x24-no-color")
    }

    @Test func asciiDrawsTheSameScreenWithoutUnicode() throws {
        let inspector = try Fixture.inspector("capture-profile.log", ascii: true)
        inspector.handle(Key.sequence("<Tab>"))
        let grid = inspector.render(width: 80, height: 24)
        #expect(grid.lines.allSatisfy { $0.allSatisfy(\.isASCII) })
        Screen.expect(grid, matches: "capture-80x24-ascii")
    }

    @Test func aTooSmallTerminalGetsAMessage() throws {
        let inspector = try Fixture.inspector("capture-profile.log")
        Screen.expect(inspector.render(width: 30, height: 8), matches: "capture-30x8-too-small")
    }

    @Test func systemConflictsShownAreMarked() throws {
        let inspector = try Fixture.inspector("capture-profile.log")
        inspector.handle(Key.sequence("sjj"))
        Screen.expect(inspector.render(width: 80, height: 24), matches: "capture-80x24-system")
    }
}
