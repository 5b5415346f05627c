/// The one step between an event and a drawing.
extension Inspector {
    /// Brings the state in line with itself after every event (a key, a resize, a newer reading, a
    /// step of a search) and before the screen is drawn, so that drawing only reads: selections
    /// back among their rows, the tree's selection off views folded away, the search's matches
    /// unfolded, and each pane shown scrolled to its selection for the height the layout gives it.
    ///
    /// It is the only place scroll positions change; running it twice changes nothing the second time.
    func settle() {
        state.listNotes = document.files.count > 1
        state.list.cursor.clamp(count: state.list.visible.count)
        openFoldsForMatches()
        let layout = state.layout
        if let rect = layout?.panes[.conflicts], !state.list.visible.isEmpty {
            state.list.cursor.scroll(count: state.list.visible.count, height: rect.height)
        }
        changePanes { detail, panes in
            // Taken in here, not while drawing: what is measured below is what is drawn.
            detail.settleExplanation()
            panes.callback = ListCursor.clamped(panes.callback, count: detail.callbacks.count)
            let tree = detail.tree(panes.callback)
            let rows = tree.rows(panes.folds)
            if !rows.isEmpty {
                panes.changeTree(panes.callback, detail) { cursor in
                    cursor.resolve(in: rows, of: tree)
                    if let rect = layout?.panes[.tree] { cursor.list.scroll(count: rows.count, height: rect.height) }
                }
            }
            let constraints = detail.constraints(panes.callback).count
            if constraints > 0 {
                panes.constraints.clamp(count: constraints)
                if let rect = layout?.panes[.constraints] {
                    // The rows the list has once the explanation (or its marker) has its own.
                    let why = ExplanationRenderer(detail: detail, glyphs: glyphs, theme: theme).lines().count
                    let height = ConstraintsRenderer.listHeight(
                        count: constraints, explanation: why, height: rect.height)
                    panes.constraints.scroll(count: constraints, height: height)
                }
            }
            let controllerCount = detail.controllerRows(panes.callback).count
            if controllerCount > 0 {
                panes.controllers.clamp(count: controllerCount)
                if let rect = layout?.panes[.controllers] {
                    panes.controllers.scroll(count: controllerCount, height: rect.height)
                }
            }
        }
        settleOverlay()
        settleDetail()
    }

    /// The detail read full screen scrolled no further than its last page.
    private func settleDetail() {
        guard state.zoom == .detail, let layout = state.layout, layout.kind != .tooSmall else { return }
        var renderer = DetailRenderer(
            document: document, selected: state.selected(document), focus: state.focus,
            waitingMessage: state.waitingMessage, glyphs: glyphs, theme: theme)
        renderer.pictureWidth = layout.detail.width - 2
        let count = renderer.lines(width: layout.detail.width - 2, height: .max).count
        state.detailTop = max(0, min(state.detailTop, count - layout.detail.height))
    }

    /// The open overlay scrolled no further than its last page, and to its selection (notes,
    /// callbacks); the callbacks closed when no conflict is selected any more.
    private func settleOverlay() {
        guard state.mode.isOverlay, let size = state.size, state.layout?.kind != .tooSmall else { return }
        guard let content = overlayContent else {
            state.mode = .normal
            return
        }
        let count = content.lines.count
        let inner = OverlayRenderer.innerHeight(lines: count, screenHeight: size.height)
        if !content.items.isEmpty {
            state.overlaySelection = ListCursor.clamped(state.overlaySelection, count: content.items.count)
            let item = content.items[state.overlaySelection]
            if item.lowerBound < state.overlayTop { state.overlayTop = item.lowerBound }
            if item.upperBound > state.overlayTop + inner { state.overlayTop = item.upperBound - inner }
        }
        state.overlayTop = max(0, min(state.overlayTop, count - inner))
    }
}
