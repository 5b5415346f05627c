import Testing

@testable import UnsatKit
@testable import UnsatTUI

/// `w` draws the hierarchy pane as the selected callback's wireframe (`Wireframe.cells`, the one
/// layout), `a` zooms it to the conflicting views' nearest common ancestor and back; and the
/// proof's two sides are drawn under Why where it is read in full.
@Suite("Wireframe pane") struct WireframePaneTests {
    /// The first conflict's wireframe as the library lays it out for the pane's rect (less a
    /// column either side), and that rect.
    static func expected(_ inspector: Inspector, _ focus: Wireframe.Focus) throws -> (
        area: Rect, cells: [Wireframe.Placed<Wireframe.CellRect>]
    ) {
        let rect = try #require(inspector.state.layout?.panes[.tree])
        let selected = try #require(inspector.state.selected(inspector.document))
        guard
            case .drawn(let wireframe) = Wireframe.make(
                try #require(selected.detail.conflict), callback: selected.callback)
        else {
            Issue.record("the fixture's first conflict has frames")
            throw CancellationError()
        }
        let area = Rect(x: rect.x + 1, y: rect.y, width: rect.width - 2, height: rect.height)
        return (area, wireframe.cells(focus, columns: area.width, rows: area.height))
    }

    @Test(arguments: [(80, 24), (120, 40)])
    func wDrawsTheConflictingViewWhereWireframeCellsPutsItInItsColor(width: Int, height: Int) throws {
        let inspector = try Fixture.inspector("capture-profile.log")
        inspector.handle(Key.sequence("<Tab>w"))
        #expect(inspector.state.wireframe == .root)
        let grid = inspector.render(width: width, height: height)
        Screen.expect(grid, matches: "capture-\(width)x\(height)-wireframe")
        #expect(grid.lines[1].contains("Hierarchy  wireframe · root"))
        let (area, cells) = try Self.expected(inspector, .root)
        let image = try #require(cells.first { $0.box.className == "UIImageView" })
        guard case .conflicting(let palette) = image.box.role else {
            Issue.record("UIImageView is a conflicting view")
            return
        }
        let x = area.x + image.rect.column
        let y = area.y + image.rect.row
        let cell = grid[x, y]
        #expect(cell.style.foreground == ViewPalette.color(ofViewAt: palette))
        // The tree selects the broken constraint's view: it is drawn bold.
        #expect(cell.style.bold)
        if image.rect.width > 1, image.rect.height > 1 {
            #expect(cell.character == "┌")
            #expect(grid[x + image.rect.width - 1, y + image.rect.height - 1].character == "┘")
        }
        inspector.handle(.character("w"))
        #expect(inspector.state.wireframe == nil)
        #expect(!Screen.text(inspector, width, height).contains("wireframe ·"))
    }

    /// Checked by hand against the dump: the content view is (0 0; 390 100), the image view in it
    /// (16 0; 358 100). At 80x24 the pane is 56 columns (54 inside) by 10 rows: 54/390 = 0.1385
    /// columns a point across, 20/100 = 0.2 down, so 0.1385; the image view runs from column
    /// 16 × 0.1385 = 2.2 → 2 to 374 × 0.1385 = 51.8 → 52 (50 wide), rows 0 to 100 × 0.1385 / 2 =
    /// 6.9 → 7. The pane's inside starts at column 25, row 2.
    @Test func aZoomsToTheCommonAncestorAndBackToTheRoot() throws {
        let inspector = try Fixture.inspector("capture-profile.log")
        inspector.handle(Key.sequence("<Tab>wa"))
        #expect(inspector.state.wireframe == .commonAncestor)
        let grid = inspector.render(width: 80, height: 24)
        Screen.expect(grid, matches: "capture-80x24-wireframe-ancestor")
        #expect(grid.lines[1].contains("wireframe · common ancestor"))
        let (area, cells) = try Self.expected(inspector, .commonAncestor)
        let image = try #require(cells.first { $0.box.className == "UIImageView" })
        #expect(image.rect == Wireframe.CellRect(column: 2, row: 0, width: 50, height: 7))
        #expect(area.x == 25 && area.y == 2)
        #expect(grid[27, 2].character == "┌")
        #expect(grid[76, 2].character == "┐")
        #expect(grid[27, 8].character == "└")
        #expect(grid[76, 8].character == "┘")
        #expect(grid.lines[2].contains("┌UIImageView─"))
        inspector.handle(.character("a"))
        #expect(inspector.state.wireframe == .root)
        #expect(Screen.text(inspector).contains("wireframe · root"))
    }

    /// Folding keys over the wireframe change nothing there and say so (they folded the hidden
    /// tree at first); with the tree back they fold again.
    @Test func foldKeysOverTheWireframeSayTheTreeFolds() throws {
        let inspector = try Fixture.inspector("capture-profile.log")
        inspector.handle(Key.sequence("<Tab>"))
        let before = inspector.render(width: 80, height: 24).lines
        inspector.handle(Key.sequence("w<Left>"))
        #expect(inspector.state.message == "w shows the tree to fold")
        inspector.handle(Key.sequence("w"))
        #expect(inspector.render(width: 80, height: 24).lines.dropLast() == before.dropLast())
        inspector.handle(Key.sequence("<Left>"))
        #expect(inspector.render(width: 80, height: 24).lines.dropLast() != before.dropLast())
    }

    @Test func asciiDrawsTheWireframeWithPlusMinusAndBar() throws {
        let inspector = try Fixture.inspector("capture-profile.log", ascii: true)
        inspector.handle(Key.sequence("<Tab>wa"))
        let grid = inspector.render(width: 80, height: 24)
        Screen.expect(grid, matches: "capture-80x24-wireframe-ascii")
        #expect(grid.lines.allSatisfy { $0.allSatisfy(\.isASCII) })
        #expect(grid.lines[2].contains("+UIImageView-"))
    }

    @Test func aCallbackWithoutFramesSaysSoAndDrawsNothing() throws {
        let inspector = try Fixture.inspector("console-feed.log")
        inspector.handle(Key.sequence("<Tab>w"))
        let grid = inspector.render(width: 80, height: 24)
        Screen.expect(grid, matches: "console-80x24-wireframe")
        let rect = try #require(inspector.state.layout?.panes[.tree])
        let pane = grid.lines[rect.y..<rect.y + rect.height].map { line in
            String(line.dropFirst(rect.x).prefix(rect.width))
        }
        // The layout's own reason, wrapped in the pane; nothing else drawn.
        let said = pane.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        #expect(said.joined(separator: " ") == "no view hierarchy captured: there are no frames to draw")
        #expect(pane.dropFirst(said.count).allSatisfy { $0.trimmingCharacters(in: .whitespaces).isEmpty })
        // Nothing to zoom: the footer does not offer the ancestor.
        #expect(!grid.lines[23].contains("ancestor"))
    }

    /// Too small for the grid, a view is still one mark: at 40x12 the root is a handful of cells.
    @Test func aViewTooSmallForACellStillShowsAsOneMark() throws {
        let inspector = try Fixture.inspector("capture-profile.log")
        inspector.handle(Key.sequence("<Tab>w"))
        let grid = inspector.render(width: 40, height: 12)
        let (area, cells) = try Self.expected(inspector, .root)
        for placed in cells where placed.rect.width == 1 && placed.rect.height == 1 {
            let character = grid[area.x + placed.rect.column, area.y + placed.rect.row].character
            #expect(character != " ", "\(placed.box.className) left out")
        }
        #expect(cells.allSatisfy { $0.rect.width >= 1 && $0.rect.height >= 1 })
    }

    @Test func theZoomedWhyDrawsTheProofsTwoSidesAndKeepsFix() throws {
        let inspector = try Fixture.inspector("capture-profile.log")
        inspector.handle(Key.sequence("<Tab><Tab>z"))
        let grid = inspector.render(width: 80, height: 24)
        Screen.expect(grid, matches: "capture-80x24-why-picture")
        let text = grid.lines.joined(separator: "\n")
        #expect(text.contains("    needed  │"))
        #expect(text.contains("    has     │"))
        #expect(text.contains(" Fix "))
        let ascii = try Fixture.inspector("capture-profile.log", color: false, ascii: true)
        ascii.handle(Key.sequence("<Tab><Tab>z"))
        let plain = Screen.text(ascii)
        #expect(plain.contains("    needed  |"))
        #expect(plain.contains("!="))
        #expect(plain.contains(" Fix "))
    }

    @Test func theDetailReadFullScreenDrawsThePictureUnderWhy() throws {
        let inspector = try Fixture.inspector("capture-profile.log")
        inspector.handle(Key.sequence("<Tab><Tab>Z"))
        let text = Screen.text(inspector, 120, 40)
        let lines = text.split(separator: "\n").map(String.init)
        let why = try #require(lines.firstIndex { $0.hasPrefix(" Why ") })
        let needed = try #require(lines.firstIndex { $0.contains("needed  │") })
        let fix = try #require(lines.firstIndex { $0.hasPrefix(" Fix ") })
        #expect(why < needed && needed < fix)
    }
}
