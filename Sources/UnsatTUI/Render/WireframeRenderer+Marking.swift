import UnsatKit

/// The constraint the constraints pane selects, drawn on the wireframe (`Wireframe.marking`): the
/// sides of its views it names lit (reversed in the view's color), its constant beside them, and, for the constraint UIKit broke,
/// what it asks against what the layout gives: the size it wants as a dashed outline and a note
/// (`wants 120 high, has 112`), in the fix engine's numbers (`Explanation.becomes(without:)`),
/// never worked out here.
extension WireframeRenderer {
    /// The selected constraint's marking, with whether UIKit broke it; nil with no constraint.
    var marking: Wireframe.Marking? {
        guard let selected, case .drawn(let wireframe) = outcome else { return nil }
        let constraints = selected.constraints
        let index = selected.panes.constraints.selection
        guard constraints.indices.contains(index) else { return nil }
        let constraint = constraints[index]
        let becomes = selected.detail.explanation?.becomes(
            without: selected.detail.counterpart(of: constraint.address))
        return wireframe.marking(
            constraint, becomes: becomes, isBroken: constraint.address == selected.callback.broken)
    }

    /// What lights the constant and the note: seen with or without color.
    var markStyle: Style {
        theme.color ? Style(foreground: .black, background: .yellow, bold: true) : Style(bold: true, reverse: true)
    }

    func drawMarking(
        _ grid: inout ScreenGrid, _ marking: Wireframe.Marking, wireframe: Wireframe,
        placed: [Wireframe.Placed<Wireframe.CellRect>], in area: Rect, visible: Frame, selected address: Address?
    ) {
        func cell(_ node: Int) -> Wireframe.CellRect? { placed.first { $0.box.node == node }?.rect }
        // The size it asks for, dashed where it is not the box's own outline; the box drawn again over it.
        var wantedCell: Wireframe.CellRect?
        if let wanted = marking.wanted, let node = marking.edges.first?.node, let own = cell(node),
            let dashed = wireframe.cellRect(of: wanted, focus, columns: area.width, rows: area.height), dashed != own
        {
            wantedCell = dashed
            drawDashed(&grid, dashed, in: area)
            if let box = placed.first(where: { $0.box.node == node }) {
                drawBox(
                    &grid, box, in: area, cut: Cut(box.box.frame, visible, columns: area.width, rows: area.height),
                    selected: box.box.address == address)
                drawLabel(&grid, box, in: area, selected: box.box.address == address)
            }
        }
        for edge in marking.edges {
            guard let box = placed.first(where: { $0.box.node == edge.node }) else { continue }
            light(&grid, edge.side, of: box.rect, in: area, style: style(box.box, selected: false))
        }
        // Labels only where they leave the picture readable: the constant inside its box, the
        // note in at most half the area (a small grid keeps its boxes).
        if let constant = marking.constant, let first = marking.edges.first, let rect = cell(first.node),
            DisplayWidth.of(" \(constant) ") <= rect.width - 2, !Self.isSize(marking) || rect.height >= 3
        {
            let label = " \(constant) "
            let (x, y) = constantPlace(marking, label: label, first: first, rect: rect, cell: cell)
            put(&grid, label, x: area.x + x, y: area.y + y, in: area)
        }
        if let note = marking.note, let first = marking.edges.first, let rect = cell(first.node),
            DisplayWidth.of(" \(note) ") <= area.width / 2
        {
            let bottom = max(rect.row + rect.height, wantedCell.map { $0.row + $0.height } ?? 0)
            // Under the box, above it, or inside it: never on the area's last row, which is
            // most often the container's own edge.
            let y =
                bottom < area.height - 1 ? bottom : rect.row > 1 ? rect.row - 1 : rect.row + (rect.height + 1) / 2
            let text = " \(note) "
            let x = max(0, min(rect.column, area.width - DisplayWidth.of(text)))
            put(&grid, text, x: area.x + x, y: area.y + y, in: area)
        }
    }

    /// Where the constant goes: between two parallel sides of two views (the gap a spacing
    /// measures), inside a box for its size, else on the first side.
    private func constantPlace(
        _ marking: Wireframe.Marking, label: String, first: Wireframe.Edge, rect: Wireframe.CellRect,
        cell: (Int) -> Wireframe.CellRect?
    ) -> (Int, Int) {
        let width = DisplayWidth.of(label)
        let middleRow = rect.row + (rect.height - 1) / 2
        let centered = rect.column + max(0, (rect.width - width) / 2)
        if Self.isSize(marking) {
            // A size: in the middle of its box.
            return (centered, middleRow)
        }
        if marking.edges.count == 2, let other = cell(marking.edges[1].node),
            first.side.isRow == marking.edges[1].side.isRow
        {
            if first.side.isRow {
                let a = line(first.side, of: rect)
                let b = line(marking.edges[1].side, of: other)
                return (centered, (a + b) / 2)
            }
            let a = line(first.side, of: rect)
            let b = line(marking.edges[1].side, of: other)
            return ((a + b + 1) / 2 - width / 2, middleRow)
        }
        switch first.side {
        case .top, .bottom, .centerY: return (centered, line(first.side, of: rect))
        case .left: return (rect.column + 1, middleRow)
        case .right: return (rect.column + rect.width - 1 - width, middleRow)
        case .centerX: return (line(.centerX, of: rect) - width / 2, middleRow)
        }
    }

    /// Whether the marking is a size: two sides of one box.
    static func isSize(_ marking: Wireframe.Marking) -> Bool {
        marking.edges.count == 2 && marking.edges[0].node == marking.edges[1].node
    }

    /// The row (for a side along a row) or column of `side` in `rect`.
    private func line(_ side: Wireframe.Side, of rect: Wireframe.CellRect) -> Int {
        switch side {
        case .top: rect.row
        case .bottom: rect.row + rect.height - 1
        case .centerY: rect.row + (rect.height - 1) / 2
        case .left: rect.column
        case .right: rect.column + rect.width - 1
        case .centerX: rect.column + (rect.width - 1) / 2
        }
    }

    /// Lights a side where it is drawn: a box's edge reversed in its own color (bold, not dim); a
    /// center, which no box draws, as a rule across the box.
    private func light(
        _ grid: inout ScreenGrid, _ side: Wireframe.Side, of rect: Wireframe.CellRect, in area: Rect, style: Style
    ) {
        let at = line(side, of: rect)
        var style = style
        style.dim = false
        style.bold = true
        style.reverse = true
        if side.isRow {
            let y = area.y + at
            for column in rect.column..<rect.column + rect.width where column < area.width {
                if side == .centerY { grid.put(glyphs.horizontal, x: area.x + column, y: y) }
                grid.restyle(x: area.x + column, y: y, count: 1) { $0 = style }
            }
        } else {
            let x = area.x + at
            guard at < area.width else { return }
            for row in rect.row..<rect.row + rect.height where row < area.height {
                if side == .centerX { grid.put(glyphs.vertical, x: x, y: area.y + row) }
                grid.restyle(x: x, y: area.y + row, count: 1) { $0 = style }
            }
        }
    }

    /// A rectangle's outline in dashes: the size a constraint asks for.
    private func drawDashed(_ grid: inout ScreenGrid, _ rect: Wireframe.CellRect, in area: Rect) {
        let across = glyphs.isASCII ? "." : "┄"
        let down = glyphs.isASCII ? ":" : "┆"
        let style = theme.color ? Style(foreground: .yellow, bold: true) : Style(bold: true)
        let limit = area.x + area.width
        let left = area.x + rect.column
        let right = left + rect.width - 1
        let top = area.y + rect.row
        let bottom = top + rect.height - 1
        for x in left...right {
            grid.put(across, x: x, y: top, style: style, limit: limit)
            grid.put(across, x: x, y: bottom, style: style, limit: limit)
        }
        for y in top...bottom {
            grid.put(down, x: left, y: y, style: style, limit: limit)
            grid.put(down, x: right, y: y, style: style, limit: limit)
        }
    }

    /// A label inside the area, cut at its right edge.
    private func put(_ grid: inout ScreenGrid, _ text: String, x: Int, y: Int, in area: Rect) {
        guard y >= area.y, y < area.y + area.height else { return }
        let x = max(area.x, x)
        grid.put(text, x: x, y: y, style: markStyle, limit: area.x + area.width)
    }
}
