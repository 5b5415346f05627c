import UnsatKit

/// Draws the inspector's screen from the document and a settled state, changing neither: the
/// layout for the state's size, each pane from its renderer, the detail lines, the frame around
/// them, an overlay on top. (The document's caches fill as panes ask for what they show; they
/// give the same answer whenever asked.)
struct ScreenRenderer {
    let document: InspectorDocument
    let state: InspectorState
    let glyphs: Glyphs
    let theme: Theme
    private let selected: SelectedConflict?

    init(document: InspectorDocument, state: InspectorState, glyphs: Glyphs, theme: Theme) {
        self.document = document
        self.state = state
        self.glyphs = glyphs
        self.theme = theme
        selected = state.selected(document)
    }

    func render() -> ScreenGrid {
        guard let size = state.size, let layout = state.layout else { return ScreenGrid(width: 0, height: 0) }
        var grid = ScreenGrid(width: size.width, height: size.height, asciiOnly: glyphs.isASCII)
        guard layout.kind != .tooSmall else {
            drawTooSmall(&grid)
            return grid
        }
        let chrome = ChromeRenderer(
            document: document, state: state, selected: selected, glyphs: glyphs, theme: theme)
        var detail = DetailRenderer(
            document: document, selected: selected, focus: state.focus, waitingMessage: state.waitingMessage,
            glyphs: glyphs, theme: theme)
        if layout.zoom == .detail { detail.pictureWidth = layout.detail.width - 2 }
        chrome.drawTitleBar(&grid)
        var detailTitle = detail.title
        if layout.zoom == .detail { detailTitle.append(" zoomed ", theme.focusedTitle) }
        chrome.drawRules(&grid, layout, detailTitle: detailTitle)
        let matcher = state.search.matcher
        let link = PaneLink(selected, focus: state.focus)
        for (pane, rect) in layout.panes.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            switch pane {
            case .conflicts:
                var renderer = ConflictListRenderer(
                    document: document, list: state.list, scan: state.search.scan,
                    waitingMessage: state.waitingMessage, glyphs: glyphs, theme: theme)
                renderer.runs = state.followedRuns
                drawList(&grid, renderer, pane: pane, rect: rect)
            case .tree:
                if let focus = state.wireframe, let beside = layout.wireframe {
                    WireframeRenderer(selected: selected, focus: focus, glyphs: glyphs, theme: theme).draw(
                        &grid, rect: beside)
                } else if let focus = state.wireframe {
                    WireframeRenderer(selected: selected, focus: focus, glyphs: glyphs, theme: theme).draw(
                        &grid, rect: rect)
                    continue
                }
                let renderer = HierarchyRenderer(
                    selected: selected, matcher: matcher, glyphs: glyphs, theme: theme, link: link)
                drawList(&grid, renderer, pane: pane, rect: rect)
            case .constraints:
                var renderer = ConstraintsRenderer(
                    selected: selected, matcher: matcher, glyphs: glyphs, theme: theme, link: link)
                renderer.zoomed = layout.zoom == .pane
                renderer.picture = layout.zoom == .pane || layout.kind == .wide
                var listRect = rect
                listRect.height = renderer.listHeight(height: rect.height)
                drawList(&grid, renderer, pane: pane, rect: listRect)
                drawExplanation(&grid, renderer, rect: rect)
            case .controllers:
                let renderer = ControllersRenderer(selected: selected, matcher: matcher, glyphs: glyphs, theme: theme)
                drawList(&grid, renderer, pane: pane, rect: rect)
            }
        }
        drawDetail(&grid, detail, rect: layout.detail)
        chrome.drawFooter(&grid, y: size.height - 1)
        let overlay = OverlayRenderer(document: document, glyphs: glyphs, theme: theme, selected: selected)
        if let content = overlay.content(state.mode, screenWidth: size.width) {
            overlay.draw(&grid, content, top: state.overlayTop, selection: state.overlaySelection)
        }
        return grid
    }

    private func drawTooSmall(_ grid: inout ScreenGrid) {
        let lines = [
            "Terminal too small",
            "\(grid.width)x\(grid.height), unsat needs \(ScreenLayout.minimumWidth)x\(ScreenLayout.minimumHeight)",
            "enlarge it, or q to quit",
        ]
        let top = max(0, (grid.height - lines.count) / 2)
        for (offset, line) in lines.enumerated() {
            let text = line.truncated(toWidth: grid.width, ellipsis: glyphs.ellipsis)
            let x = max(0, (grid.width - DisplayWidth.of(text)) / 2)
            grid.put(text, x: x, y: top + offset, style: offset == 0 ? theme.bold : .plain)
        }
    }

    // MARK: - Lists

    /// A list pane: its rows on screen, the selected one reversed when the pane has the focus and
    /// marked when not; or what it says when it has none.
    private func drawList(_ grid: inout ScreenGrid, _ renderer: some ListPaneRenderer, pane: Pane, rect: Rect) {
        if let message = renderer.emptyMessage {
            grid.put(
                glyphs.substitute(message).truncated(toWidth: rect.width - 2, ellipsis: glyphs.ellipsis), x: rect.x + 2,
                y: rect.y, style: theme.dim)
            return
        }
        let cursor = renderer.cursor
        let range = cursor.top..<max(cursor.top, min(renderer.count, cursor.top + rect.height))
        let focused = pane == state.focus && !state.mode.isOverlay
        for (line, row) in zip(range, renderer.rows(range, width: rect.width).map { $0.substituted(glyphs) }) {
            drawRow(
                &grid, row, rect: rect, y: rect.y + line - cursor.top, selected: line == cursor.selection,
                focused: focused)
        }
    }

    private func drawRow(_ grid: inout ScreenGrid, _ row: PaneRow, rect: Rect, y: Int, selected: Bool, focused: Bool) {
        let base = selected && focused ? theme.selection : Style.plain
        if selected && focused { grid.fill(Rect(x: rect.x, y: y, width: rect.width, height: 1), style: base) }
        let pointer = selected && !focused ? glyphs.pointer : " "
        grid.put(pointer, x: rect.x, y: y, style: base.merged(with: theme.bold))
        var available = rect.width - 1
        if let notes = row.notes, notes.width + 2 <= available - 12 {
            let end = min(rect.width, max(row.notesEnd ?? rect.width, notes.width + 14))
            let x = rect.x + end - notes.width
            grid.draw(notes, x: x, y: y, width: notes.width, base: base)
            available = end - 1 - notes.width - 1
        }
        let text = row.text(lighting: state.search.matcher, with: theme.match)
        grid.draw(
            selected && !focused ? boldened(text) : text, x: rect.x + 1, y: y, width: available, base: base,
            ellipsis: glyphs.ellipsis)
    }

    private func boldened(_ text: StyledText) -> StyledText {
        StyledText(
            text.spans.map { span in
                var style = span.style
                if !style.dim { style.bold = true }
                return Span(span.text, style)
            })
    }

    /// Why the constraints cannot hold, under their list when the pane has room.
    private func drawExplanation(_ grid: inout ScreenGrid, _ renderer: ConstraintsRenderer, rect: Rect) {
        let lines = renderer.explanation(width: rect.width - 2, height: rect.height).map { $0.substituted(glyphs) }
        guard !lines.isEmpty else { return }
        // Under the list's last row on screen (a list longer than the pane keeps a row for them).
        let count = min(renderer.count, renderer.listHeight(height: rect.height))
        let gap = count + lines.count < rect.height ? 1 : 0
        for (offset, line) in lines.enumerated() {
            grid.draw(
                line, x: rect.x + 1, y: rect.y + count + gap + offset, width: rect.width - 2,
                ellipsis: glyphs.ellipsis)
        }
    }

    // MARK: - Detail

    /// The detail lines from the top (read full screen: from where it is scrolled); when more
    /// follow, the last row says so and how to read them.
    private func drawDetail(_ grid: inout ScreenGrid, _ renderer: DetailRenderer, rect: Rect) {
        guard rect.height > 0 else { return }
        let zoomed = state.zoom == .detail
        let all = renderer.lines(width: rect.width - 2, height: zoomed ? .max : rect.height + 1)
        let top = zoomed ? min(state.detailTop, max(0, all.count - rect.height)) : 0
        let lines = Array(all.dropFirst(top))
        for (row, line) in lines.prefix(rect.height).enumerated() {
            grid.draw(line, x: rect.x + 1, y: rect.y + row, width: rect.width - 2, ellipsis: glyphs.ellipsis)
        }
        guard lines.count > rect.height else { return }
        let more = StyledText(
            zoomed ? " \(glyphs.below) \(all.count - top - rect.height) more " : " \(glyphs.ellipsis) Z more ",
            theme.warning)
        grid.draw(
            more, x: rect.x + rect.width - more.width - 1, y: rect.y + rect.height - 1, width: more.width,
            base: Style.plain)
    }
}
