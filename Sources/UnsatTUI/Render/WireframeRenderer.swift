import UnsatKit

/// The hierarchy pane as a wireframe (`w`): the selected callback's captured views as boxes where
/// `Wireframe.cells` puts them (the one layout `show --svg` draws too), in the root view's
/// coordinates or zoomed to the conflicting views' nearest common ancestor (`a`). Conflicting views
/// in their palette colors, their ancestors plain, the ancestors' other children dim; the view
/// selected in the tree bold; a short class name inside a box's top edge where it fits; the
/// constraint the constraints pane selects over them (`WireframeRenderer+Marking`).
struct WireframeRenderer {
    let selected: SelectedConflict?
    let focus: Wireframe.Focus
    let glyphs: Glyphs
    let theme: Theme

    /// What is said instead of boxes when the callback has no frames to draw.
    static let noFrames = "no frames captured for this callback"

    var outcome: Wireframe.Outcome? { selected.map { $0.detail.wireframe($0.callbackIndex) } }

    /// The address of the view the tree selects: its box is drawn bold.
    private var selectedAddress: Address? {
        guard let selected, case .node(let index) = selected.treeCursor.selected,
            selected.tree.nodes.indices.contains(index)
        else { return nil }
        return selected.tree.nodes[index].address
    }

    /// A box's view by the name every other pane gives it (`ContentView`, not
    /// `UITableViewCellContentView`): its tree node's, when the tree is the one drawn.
    private func name(_ box: Wireframe.Box) -> String {
        if let selected, selected.tree.nodes.indices.contains(box.node),
            selected.tree.nodes[box.node].address == box.address
        {
            return selected.detail.namer.name(selected.tree.nodes[box.node], besideAddress: true)
        }
        return box.className.shortClassName
    }

    /// What the pane's title adds: which rectangle is drawn.
    var title: String {
        guard case .drawn(let wireframe) = outcome else { return "wireframe" }
        switch focus {
        case .root: return "wireframe \(glyphs.dot) root"
        case .commonAncestor:
            let name =
                wireframe.boxes.first { $0.node == wireframe.commonAncestor }.map(name)
                ?? "common ancestor"
            return "wireframe \(glyphs.dot) common ancestor \(name)"
        }
    }

    func draw(_ grid: inout ScreenGrid, rect: Rect) {
        guard let outcome, case .drawn(let wireframe) = outcome else {
            // Why nothing is drawn, as the layout says it (no dump, an empty one, no frames for
            // these views), wrapped: the reason is the point.
            var reason = Self.noFrames
            if case .noFrames(let why) = outcome { reason = why }
            let lines = StyledText(reason, theme.dim).wrapped(toWidth: max(1, rect.width - 3))
            for (row, line) in lines.prefix(max(0, rect.height)).enumerated() {
                grid.draw(line, x: rect.x + 2, y: rect.y + row, width: rect.width - 3, ellipsis: glyphs.ellipsis)
            }
            return
        }
        // A column either side keeps the boxes off the divider.
        let area = Rect(x: rect.x + 1, y: rect.y, width: max(0, rect.width - 2), height: rect.height)
        let placed = wireframe.cells(focus, columns: area.width, rows: area.height)
        // Context first, the conflicting views over it, the selected view last of all.
        let address = selectedAddress
        let order = placed.enumerated().sorted { lhs, rhs in
            let left = (rank(lhs.element.box, address), lhs.offset)
            let right = (rank(rhs.element.box, address), rhs.offset)
            return left < right
        }
        let visible = visibleFrame(wireframe, columns: area.width, rows: area.height)
        for (_, box) in order {
            drawBox(
                &grid, box, in: area, cut: Cut(box.box.frame, visible, columns: area.width, rows: area.height),
                selected: box.box.address == address)
        }
        // Labels once every outline is down, the selected and conflicting views' first: a label
        // takes only the rule of its top edge, never a corner or another label drawn over it.
        for (_, box) in order.reversed() {
            drawLabel(&grid, box, in: area, selected: box.box.address == address)
        }
        // The constraints pane's selection over it all.
        if let marking {
            drawMarking(
                &grid, marking, wireframe: wireframe, placed: placed, in: area, visible: visible, selected: address)
        }
    }

    /// The points the grid shows, in the root's coordinates, by the scale `cells` draws at.
    private func visibleFrame(_ wireframe: Wireframe, columns: Int, rows: Int) -> Frame {
        let aspect = Wireframe.cellAspect
        let scale = wireframe.scale(focus, width: Double(columns), height: Double(rows), aspect: aspect)
        let origin = wireframe.frame(of: focus)
        return Frame(
            x: origin.x, y: origin.y, width: Double(columns) / scale, height: Double(rows) * aspect / scale)
    }

    /// The sides of a box that the grid cuts off: no edge is drawn there, for the view goes on.
    /// A side past the grid by less than half a cell rounds onto its edge and is drawn.
    struct Cut {
        var left = false
        var right = false
        var top = false
        var bottom = false

        init(_ frame: Frame, _ visible: Frame, columns: Int, rows: Int) {
            let halfColumn = visible.width / Double(max(1, columns)) / 2
            let halfRow = visible.height / Double(max(1, rows)) / 2
            left = frame.x < visible.x - halfColumn
            top = frame.y < visible.y - halfRow
            right = frame.x + frame.width > visible.x + visible.width + halfColumn
            bottom = frame.y + frame.height > visible.y + visible.height + halfRow
        }
    }

    /// Drawing order: siblings, then ancestors, then conflicting views, then the selected view.
    private func rank(_ box: Wireframe.Box, _ selected: Address?) -> Int {
        if box.address == selected { return 3 }
        switch box.role {
        case .sibling: return 0
        case .ancestor: return 1
        case .conflicting: return 2
        }
    }

    func style(_ box: Wireframe.Box, selected: Bool) -> Style {
        var style: Style
        switch box.role {
        case .conflicting(let palette): style = theme.view(palette)
        case .ancestor: style = .plain
        case .sibling: style = theme.dim
        }
        if selected {
            style.dim = false
            style.bold = true
        }
        return style
    }

    func drawBox(
        _ grid: inout ScreenGrid, _ placed: Wireframe.Placed<Wireframe.CellRect>, in area: Rect, cut: Cut,
        selected: Bool
    ) {
        let box = placed.box
        let cell = placed.rect
        let style = style(box, selected: selected)
        let left = area.x + cell.column
        let top = area.y + cell.row
        let right = left + cell.width - 1
        let bottom = top + cell.height - 1
        func put(_ text: String, _ x: Int, _ y: Int, _ style: Style = style) {
            grid.put(text, x: x, y: y, style: style, limit: area.x + area.width)
        }
        // Too small for the grid: one mark where it is.
        if cell.width == 1 && cell.height == 1 {
            let mark: String
            switch box.role {
            case .conflicting: mark = glyphs.conflictView
            case .ancestor, .sibling: mark = glyphs.ancestor
            }
            put(mark, left, top)
            return
        }
        if cell.height == 1 {
            put(String(repeating: glyphs.horizontal, count: cell.width), left, top)
        } else if cell.width == 1 {
            for y in top...bottom { put(glyphs.vertical, left, y) }
        } else {
            // Corners where two drawn edges meet; an edge the grid cuts is left open.
            func corner(_ horizontalDrawn: Bool, _ verticalDrawn: Bool, _ glyph: String) -> String? {
                switch (horizontalDrawn, verticalDrawn) {
                case (true, true): glyph
                case (true, false): glyphs.horizontal
                case (false, true): glyphs.vertical
                case (false, false): nil
                }
            }
            let rule = String(repeating: glyphs.horizontal, count: cell.width - 2)
            if !cut.top { put(rule, left + 1, top) }
            if !cut.bottom { put(rule, left + 1, bottom) }
            for y in top + 1..<bottom {
                if !cut.left { put(glyphs.vertical, left, y) }
                if !cut.right { put(glyphs.vertical, right, y) }
            }
            let corners = [
                (left, top, corner(!cut.top, !cut.left, glyphs.topLeft)),
                (right, top, corner(!cut.top, !cut.right, glyphs.topRight)),
                (left, bottom, corner(!cut.bottom, !cut.left, glyphs.bottomLeft)),
                (right, bottom, corner(!cut.bottom, !cut.right, glyphs.bottomRight)),
            ]
            for (x, y, glyph) in corners { if let glyph { put(glyph, x, y) } }
        }
    }

    /// A box's short class name inside its top edge, after its corner: whole, or cut with the
    /// ellipsis to no fewer than three characters, as far as its own rule is still there; the
    /// selected view's reversed, to find it without color.
    func drawLabel(
        _ grid: inout ScreenGrid, _ placed: Wireframe.Placed<Wireframe.CellRect>, in area: Rect, selected: Bool
    ) {
        let cell = placed.rect
        guard cell.width >= 3 else { return }
        let x = area.x + cell.column + 1
        let y = area.y + cell.row
        var room = 0
        while room < cell.width - 2, x + room < area.x + area.width,
            String(grid[x + room, y].character) == glyphs.horizontal
        {
            room += 1
        }
        let name = glyphs.substitute(self.name(placed.box))
        guard room >= min(DisplayWidth.of(name), 4) else { return }
        var labelStyle = style(placed.box, selected: selected)
        if selected { labelStyle.reverse = true }
        grid.put(name.truncated(toWidth: room, ellipsis: glyphs.ellipsis), x: x, y: y, style: labelStyle)
    }
}
