import Foundation
import Testing

@testable import UnsatKit
@testable import UnsatTUI

/// The wireframe shows the conflict: the constraint the constraints pane selects is drawn on it
/// (its sides lit, its constant beside them), the broken one with the size it wants against the
/// size it has, in the fix engine's numbers; from 160 columns the tree and the wireframe side by
/// side; and the constraints' origin column beside them in a wide pane.
@Suite("Wireframe marking") struct WireframeMarkingTests {
    /// The image's cells as the pane draws it, with the pane's area.
    static func image(_ inspector: Inspector) throws -> (area: Rect, rect: Wireframe.CellRect) {
        let layout = try #require(inspector.state.layout)
        let rect = try #require(layout.wireframe ?? layout.panes[.tree])
        let selected = try #require(inspector.state.selected(inspector.document))
        guard case .drawn(let wireframe) = selected.detail.wireframe(selected.callbackIndex) else {
            Issue.record("the fixture's first conflict has frames")
            throw CancellationError()
        }
        let area = Rect(x: rect.x + 1, y: rect.y, width: rect.width - 2, height: rect.height)
        let cells = wireframe.cells(inspector.state.wireframe ?? .root, columns: area.width, rows: area.height)
        let image = try #require(cells.first { $0.box.className == "UIImageView" })
        return (area, image.rect)
    }

    /// The broken `UIImageView.width == 120` (selected first): its left and right edges lit, 120
    /// inside it, the 120 points it wants dashed inside the frame the dump gives it, and the fix
    /// engine's note (without it the image is 68 wide).
    @Test(arguments: [(80, 24), (120, 40)])
    func theBrokenWidthIsDrawnWithTheSizeItWantsAndHas(width: Int, height: Int) throws {
        let inspector = try Fixture.inspector("capture-profile.log")
        inspector.handle(Key.sequence("<Tab>wa"))
        let grid = inspector.render(width: width, height: height)
        Screen.expect(grid, matches: "capture-\(width)x\(height)-wireframe-marked")
        let text = grid.lines.joined(separator: "\n")
        #expect(text.contains(" wants 120 wide, has 68 "))
        #expect(text.contains(" 120 "))
        #expect(text.contains("┆"))
        let (area, image) = try Self.image(inspector)
        let left = grid[area.x + image.column, area.y + image.row + 1]
        let right = grid[area.x + image.column + image.width - 1, area.y + image.row + 1]
        #expect(left.character == "│" && right.character == "│")
        #expect(left.style.reverse && right.style.reverse)
        // The sides it does not name stay the view's own.
        let top = grid[area.x + image.column + image.width - 3, area.y + image.row]
        #expect(top.character == "─" && !top.style.reverse)
    }

    /// Another constraint selected: its own sides, its constant, what the fix engine says it
    /// becomes without it; the broken one's size is no longer drawn.
    @Test func selectingAnotherConstraintMovesTheMarking() throws {
        let inspector = try Fixture.inspector("capture-profile.log")
        inspector.handle(Key.sequence("<Tab>wa<Tab><Down>"))
        let grid = inspector.render(width: 120, height: 40)
        let text = grid.lines.joined(separator: "\n")
        #expect(text.contains(" 16, without it "))
        #expect(!text.contains("wants 120"))
        #expect(!text.contains("┆"))
        let (area, image) = try Self.image(inspector)
        // The image's leading edge lit, its trailing edge not.
        #expect(grid[area.x + image.column, area.y + image.row + 1].style.reverse)
        #expect(grid[area.x + image.column + image.width - 1, area.y + image.row + 1].style.reverse == false)
    }

    /// The note comes from the fix engine: the way out that relaxes the constraint alone.
    @Test func theNoteIsTheFixEnginesBecomes() throws {
        let inspector = try Fixture.inspector("capture-profile.log")
        inspector.handle(Key.sequence("<Tab>w"))
        _ = inspector.render(width: 120, height: 40)
        let selected = try #require(inspector.state.selected(inspector.document))
        let explanation = try #require(selected.detail.explanation)
        let broken = try #require(selected.callback.broken)
        let becomes = try #require(explanation.becomes(without: selected.detail.counterpart(of: broken)))
        #expect(becomes.value == Rational(68) && becomes.asked == Rational(120))
    }

    /// From 160 columns the tree stays with the wireframe beside it: its rows, its title, the
    /// wireframe's title and rule; below that the wireframe takes the tree's place.
    @Test(arguments: [(160, 40), (200, 60)])
    func aWideTerminalShowsTheTreeAndTheWireframeSideBySide(width: Int, height: Int) throws {
        let inspector = try Fixture.inspector("capture-profile.log")
        inspector.handle(Key.sequence("<Tab>w"))
        let grid = inspector.render(width: width, height: height)
        Screen.expect(grid, matches: "capture-\(width)x\(height)-wireframe-beside")
        let layout = try #require(inspector.state.layout)
        let tree = try #require(layout.panes[.tree])
        let beside = try #require(layout.wireframe)
        #expect(beside.x == tree.x + tree.width + 1 && beside.x + beside.width == width)
        #expect(grid.lines[1].contains("Hierarchy  ProfileViewController"))
        #expect(grid.lines[1].contains(" wireframe · root "))
        #expect(grid.lines.joined().contains("UIImageView 0x7f9e4c70e2a0 (16 0; 358 100)"))
        #expect(grid[beside.x - 1, beside.y + 1].character == "│")
        // The tree folds there, as it is seen.
        inspector.handle(Key.sequence("<Left>"))
        #expect(inspector.state.message == nil)
        _ = inspector.render(width: 159, height: height)
        #expect(inspector.state.layout?.wireframe == nil)
    }

    /// In a wide pane the origin words stand beside their constraints, right-aligned after the
    /// longest, not at the pane's far edge.
    @Test func theOriginColumnStaysBesideItsConstraints() throws {
        let inspector = try Fixture.inspector("capture-profile.log")
        let grid = inspector.render(width: 200, height: 60)
        let rect = try #require(inspector.state.layout?.panes[.constraints])
        let rows = grid.lines[rect.y..<rect.y + 4].map { String($0.dropFirst(rect.x)) }
        let broken = try #require(rows.first { $0.contains("UIImageView.width == 120") })
        let container = try #require(rows.first { $0.contains("container size") })
        func end(_ row: String, _ word: String) -> Int {
            row.distance(from: row.startIndex, to: row.range(of: word)!.upperBound)
        }
        let longest =
            rows.map { $0.replacingOccurrences(of: "broken", with: "") }.map {
                $0.replacingOccurrences(of: "container size", with: "").trimmingCharacters(in: .whitespaces).count
            }.max() ?? 0
        // Right-aligned together, a few columns past the longest constraint, not at the far edge.
        #expect(end(broken, "broken") == end(container, "container size"))
        #expect(end(broken, "broken") <= longest + 4 + "container size".count + 2)
        #expect(end(broken, "broken") < rect.width - 40)
    }
}
