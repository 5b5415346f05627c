import Foundation
import Testing

@testable import UnsatKit

/// The wireframe's one layout: views placed in the root's coordinates, what is drawn, and the
/// projection into terminal cells.
struct WireframeTests {
    static func profile() throws -> Conflict {
        let conflicts = ConflictGrouper().group(try InputReader.read(path: Paths.sample("capture-profile.log")))
        return try #require(conflicts.first)
    }

    static func drawn(_ outcome: Wireframe.Outcome) throws -> Wireframe {
        guard case .drawn(let wireframe) = outcome else {
            Issue.record("expected a wireframe, got \(outcome)")
            throw CancellationError()
        }
        return wireframe
    }

    /// A tree given by lines of (depth, class, address, frame, extra fields).
    static func hierarchy(_ lines: [(Int, String, String, Frame?, String)]) -> ViewHierarchy {
        var nodes: [ViewNode] = []
        var stack: [Int] = []
        for (number, (depth, className, address, frame, details)) in lines.enumerated() {
            stack = Array(stack.prefix(depth))
            nodes.append(
                ViewNode(
                    className: className, address: Address(address), frame: frame, details: details, depth: depth,
                    parent: stack.last, line: number + 1))
            stack.append(nodes.count - 1)
        }
        return ViewHierarchy(nodes: nodes, location: InputLocation(file: "test", line: 1))
    }

    static func view(_ className: String, _ address: String) -> LayoutItem {
        LayoutItem(className: className, address: Address(address))
    }

    struct Placement: CustomTestStringConvertible, Sendable {
        var address: String
        var frame: Frame
        var role: Wireframe.Role
        var testDescription: String { address }
    }

    // The header sits in a table scrolled to {0, -47}: its content starts 47 points down.
    static let profilePlacements: [Placement] = [
        Placement(address: "0x106a0c010", frame: Frame(x: 0, y: 0, width: 390, height: 844), role: .ancestor),
        Placement(address: "0x107018a00", frame: Frame(x: 0, y: 0, width: 390, height: 844), role: .ancestor),
        Placement(
            address: "0x106a0d200", frame: Frame(x: 0, y: 47, width: 390, height: 160),
            role: .conflicting(palette: 1)),
        Placement(
            address: "0x106a0dab0", frame: Frame(x: 16, y: 71, width: 120, height: 112),
            role: .conflicting(palette: 0)),
        // Beside the header in the table: the stats cell at (0 160) in content, 207 on the screen.
        Placement(address: "0x107020400", frame: Frame(x: 0, y: 207, width: 390, height: 72), role: .sibling),
        // Beside the image view in the header: the name label.
        Placement(address: "0x106a0de10", frame: Frame(x: 148, y: 127, width: 226, height: 24), role: .sibling),
        // Beside the table in the root view.
        Placement(address: "0x106d08a00", frame: Frame(x: 318, y: 740, width: 56, height: 56), role: .sibling),
    ]

    @Test(arguments: profilePlacements)
    func theProfileSamplesViewsArePlacedInTheRootsCoordinates(_ expected: Placement) throws {
        let wireframe = try Self.drawn(Wireframe.make(try Self.profile()))
        let box = try #require(wireframe.boxes.first { $0.address == Address(expected.address) })
        #expect(box.frame == expected.frame)
        #expect(box.role == expected.role)
    }

    @Test func onlyTheConflictsViewsTheirAncestorsAndTheirSiblingsAreDrawn() throws {
        let wireframe = try Self.drawn(Wireframe.make(try Self.profile()))
        let addresses = Set(wireframe.boxes.map(\.address.text))
        // Inside a sibling (the stats cell's content view), and the header's hidden layout guides: not drawn.
        #expect(!addresses.contains("0x106b0a150"))
        #expect(!addresses.contains("0x106a0c2f0"))
        // Inside the image view: no children of a conflicting view that is no ancestor.
        #expect(wireframe.boxes.allSatisfy { $0.depth <= 3 })
        // A parent before its children, for drawing.
        #expect(wireframe.boxes.map(\.node) == wireframe.boxes.map(\.node).sorted())
    }

    @Test func theBrokenConstraintsViewIsMarked() throws {
        let wireframe = try Self.drawn(Wireframe.make(try Self.profile()))
        // The first callback (the one with the dump) broke UIImageView.height == 120.
        #expect(wireframe.boxes.filter(\.isBroken).map(\.address) == ["0x106a0dab0"])
    }

    @Test func theFocusIsTheNearestCommonAncestorOrTheRoot() throws {
        let wireframe = try Self.drawn(Wireframe.make(try Self.profile()))
        // The header holds the image view: it is their nearest common ancestor.
        #expect(wireframe.commonAncestorFrame == Frame(x: 0, y: 47, width: 390, height: 160))
        #expect(wireframe.frame(of: .root) == Frame(x: 0, y: 0, width: 390, height: 844))
        #expect(wireframe.caveats.contains { $0.contains("transformed") })
        // The table prints its contentOffset: no caveat about it.
        #expect(!wireframe.caveats.contains { $0.contains("contentOffset") })
    }

    @Test func aLoneViewsFocusIsItsSuperview() throws {
        let tree = Self.hierarchy([
            (0, "UIView", "0x1", Frame(x: 0, y: 0, width: 400, height: 800), ""),
            (1, "UIView", "0x2", Frame(x: 10, y: 20, width: 200, height: 100), ""),
            (2, "UILabel", "0x3", Frame(x: 5, y: 5, width: 50, height: 20), ""),
        ])
        let wireframe = try Self.drawn(Wireframe.make(tree, views: [Self.view("UILabel", "0x3")]))
        #expect(wireframe.commonAncestor == 1)
        #expect(wireframe.commonAncestorFrame == Frame(x: 10, y: 20, width: 200, height: 100))
        #expect(wireframe.boxes.last?.frame == Frame(x: 15, y: 25, width: 50, height: 20))
    }

    @Test func aScrollViewWithoutAPrintedOffsetIsSaidToBeTakenAsNotScrolled() throws {
        let tree = Self.hierarchy([
            (0, "UIView", "0x1", Frame(x: 0, y: 0, width: 400, height: 800), ""),
            (1, "UIScrollView", "0x2", Frame(x: 0, y: 100, width: 400, height: 700), ""),
            (2, "UILabel", "0x3", Frame(x: 0, y: 1200, width: 50, height: 20), ""),
            (1, "UIScrollView", "0x4", Frame(x: 0, y: 0, width: 400, height: 100), "contentOffset: {30, 1184}"),
            (2, "UILabel", "0x5", Frame(x: 40, y: 1200, width: 50, height: 20), ""),
        ])
        let wireframe = try Self.drawn(
            Wireframe.make(tree, views: [Self.view("UILabel", "0x3"), Self.view("UILabel", "0x5")]))
        #expect(wireframe.boxes.first { $0.address == "0x3" }?.frame == Frame(x: 0, y: 1300, width: 50, height: 20))
        #expect(wireframe.boxes.first { $0.address == "0x5" }?.frame == Frame(x: 10, y: 16, width: 50, height: 20))
        #expect(wireframe.caveats.contains { $0.contains("UIScrollView 0x2 prints no contentOffset") })
        #expect(!wireframe.caveats.contains { $0.contains("0x4") })
    }

    @Test func withNoFramesNothingIsInvented() throws {
        let log = """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x6001 UIView:0xa.width == 10   (active)>",
                "<NSLayoutConstraint:0x6002 UIView:0xa.width == 20   (active)>"
            )
            """
        let conflict = try #require(ConflictGrouper().group(parse(log)).first)
        guard case .noFrames(let reason) = Wireframe.make(conflict) else {
            Issue.record("a log without a dump drew a wireframe")
            return
        }
        #expect(reason.contains("no view hierarchy captured"))
        // A dump whose lines print no frame.
        let tree = Self.hierarchy([(0, "UIView", "0x1", nil, ""), (1, "UIView", "0xa", nil, "")])
        guard case .noFrames(let none) = Wireframe.make(tree, views: [Self.view("UIView", "0xa")]) else {
            Issue.record("a dump without frames drew a wireframe")
            return
        }
        // No line of it has a frame: an `_autolayoutTrace` prints none, and says so.
        #expect(none == "the view hierarchy prints no frames (an _autolayoutTrace has none): nothing is drawn")
    }

    struct Scaling: CustomTestStringConvertible, Sendable {
        var focus: Wireframe.Focus
        var columns: Int
        var rows: Int
        var address: String
        var cells: Wireframe.CellRect
        var testDescription: String { "\(focus) \(columns)x\(rows) \(address)" }
    }

    // 390 × 844 points into 80 × 24 cells: the height decides, 48/844 columns a point (two per row).
    // Zoomed to the header (390 × 160): the width decides, 80/390 columns a point.
    static let scalings: [Scaling] = [
        Scaling(
            focus: .root, columns: 80, rows: 24, address: "0x106a0c010",
            cells: .init(column: 0, row: 0, width: 22, height: 24)),
        Scaling(
            focus: .root, columns: 80, rows: 24, address: "0x106a0d200",
            cells: .init(column: 0, row: 1, width: 22, height: 5)),
        Scaling(
            focus: .root, columns: 80, rows: 24, address: "0x106a0dab0",
            cells: .init(column: 1, row: 2, width: 7, height: 3)),
        Scaling(
            focus: .commonAncestor, columns: 80, rows: 24, address: "0x106a0d200",
            cells: .init(column: 0, row: 0, width: 80, height: 16)),
        Scaling(
            focus: .commonAncestor, columns: 80, rows: 24, address: "0x106a0dab0",
            cells: .init(column: 3, row: 2, width: 25, height: 12)),
    ]

    @Test(arguments: scalings)
    func boxesAreScaledIntoTheCellGrid(_ expected: Scaling) throws {
        let wireframe = try Self.drawn(Wireframe.make(try Self.profile()))
        let cells = wireframe.cells(expected.focus, columns: expected.columns, rows: expected.rows)
        let placed = try #require(cells.first { $0.box.address == Address(expected.address) })
        #expect(placed.rect == expected.cells)
        // Nothing outside the grid.
        #expect(cells.allSatisfy { $0.rect.column + $0.rect.width <= 80 && $0.rect.row + $0.rect.height <= 24 })
    }

    @Test func aBoxTooSmallForACellStillTakesOne() throws {
        let tree = Self.hierarchy([
            (0, "UIView", "0x1", Frame(x: 0, y: 0, width: 1000, height: 1000), ""),
            (1, "UIView", "0x2", Frame(x: 500, y: 500, width: 0.333, height: 0.333), ""),
            (1, "UIView", "0x3", Frame(x: 999.9, y: 999.9, width: 0, height: 0), ""),
        ])
        let wireframe = try Self.drawn(
            Wireframe.make(tree, views: [Self.view("UIView", "0x2"), Self.view("UIView", "0x3")]))
        let cells = wireframe.cells(.root, columns: 20, rows: 10)
        // 20 columns and 10 rows of two: 1000 points is 20 columns either way.
        #expect(cells.first { $0.box.address == "0x1" }?.rect == .init(column: 0, row: 0, width: 20, height: 10))
        #expect(cells.first { $0.box.address == "0x2" }?.rect == .init(column: 10, row: 5, width: 1, height: 1))
        // At the far corner: still in the grid, in its last cell.
        #expect(cells.first { $0.box.address == "0x3" }?.rect == .init(column: 19, row: 9, width: 1, height: 1))
    }

    /// A view inside the focus stays inside its cells at every size, however its edges round (the
    /// records sample's 3-point scroll indicator at x = 381 of 390 landed one column past the root).
    @Test(arguments: ["capture-profile.log", "capture-records.log", "capture-large.log", "capture-seed-chinese.log"])
    func viewsInsideTheFocusStayInsideItsCells(sample: String) throws {
        let result = try InputReader.read(path: Paths.sample(sample))
        for conflict in ConflictGrouper().group(result) {
            guard case .drawn(let wireframe) = Wireframe.make(conflict) else { continue }
            for focus in [Wireframe.Focus.root, .commonAncestor] {
                let area = wireframe.frame(of: focus)
                for (columns, rows) in [(54, 10), (17, 20), (96, 30), (38, 6)] {
                    let cells = wireframe.cells(focus, columns: columns, rows: rows)
                    guard let own = cells.first(where: { $0.box.frame == area }) else { continue }
                    for placed in cells where placed.box.frame != area {
                        let f = placed.box.frame
                        guard f.x >= area.x, f.y >= area.y, f.x + f.width <= area.x + area.width,
                            f.y + f.height <= area.y + area.height
                        else { continue }
                        let r = placed.rect
                        #expect(
                            r.column >= own.rect.column && r.column + r.width <= own.rect.column + own.rect.width
                                && r.row >= own.rect.row && r.row + r.height <= own.rect.row + own.rect.height,
                            "\(sample) \(columns)x\(rows) \(placed.box.className) \(r) outside \(own.rect)")
                    }
                }
            }
        }
    }
}
