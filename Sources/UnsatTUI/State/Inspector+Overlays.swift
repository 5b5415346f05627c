import UnsatKit

/// What the overlays and the screen's arrangement do with keys.
extension Inspector {
    /// Overlays and what the screen shows: help and notes, zoom and the detail, the wireframe, Esc.
    func performOverlay(_ action: Action) {
        switch action {
        case .help, .notes, .callbacks:
            let mode: Mode = action == .help ? .help : action == .notes ? .notes : .callbacks
            if mode == .callbacks, detail?.conflict == nil {
                state.message = "no conflict selected: its callbacks are listed here"
                if state.mode != .normal { state.mode = .normal }
            } else if state.mode == mode {
                // The same one again: back to the panes.
                state.mode = .normal
            } else {
                // From the panes or another overlay: from its top; the callbacks from the one shown.
                state.mode = mode
                state.overlayTop = 0
                state.overlaySelection = mode == .callbacks ? panes?.callback ?? 0 : 0
            }
        case .jump: jumpFromOverlay()
        case .back:
            // Esc never quits: a second Esc after a search would lose every fold and the search.
            if state.search.scan != nil || !state.search.query.isEmpty {
                endSearch()
            } else if state.zoom != nil {
                state.zoom = nil
            } else if !goBack() {
                state.message = "q quits"
            }
        case .scrollUp: scroll(by: -1)
        case .scrollDown: scroll(by: 1)
        case .scrollPageUp: scroll(by: keyContext == .detail ? -pageSize : -10)
        case .scrollPageDown: scroll(by: keyContext == .detail ? pageSize : 10)
        case .scrollToTop: scroll(by: Int.min / 2)
        case .scrollToBottom: scroll(by: Int.max / 2)
        case .close:
            if keyContext == .detail { state.zoom = nil } else { state.mode = .normal }
        case .zoom: state.zoom = state.zoom == nil ? .pane : nil
        case .zoomDetail:
            state.zoom = .detail
            state.detailTop = 0
        case .toggleWireframe, .toggleWireframeFocus:
            if action == .toggleWireframe {
                state.wireframe = state.wireframe == nil ? .root : nil
            } else {
                state.wireframe = state.wireframe == .commonAncestor ? .root : .commonAncestor
            }
            // From any pane: where the hierarchy pane is not on the screen (one pane at a time),
            // it comes into view, so the key is seen to do something.
            if state.wireframe != nil, let layout = state.layout, layout.panes[.tree] == nil { state.focus = .tree }
        case .widenList, .narrowList: changeListWidth(wider: action == .widenList)
        default: assertionFailure("\(action) is not handled here")
        }
    }

    /// The conflicts list's width, one step: its own, half the screen, all of it (the list zoomed,
    /// with the focus on it), and back the other way; past either end it stays.
    func changeListWidth(wider: Bool) {
        let full = state.zoom == .pane && state.focus == .conflicts
        if wider {
            if full { return }
            if state.listWidth == .half {
                state.focus = .conflicts
                state.zoom = .pane
            } else {
                state.listWidth = .half
            }
        } else if full {
            state.zoom = nil
            state.listWidth = .half
        } else {
            state.listWidth = .normal
        }
    }

    /// Scrolls the open overlay, or the detail read full screen; `settle` keeps it on its lines.
    /// An overlay of things to go to (notes, callbacks) moves its selection instead, and `settle`
    /// scrolls to it.
    func scroll(by delta: Int) {
        if keyContext == .detail {
            state.detailTop = max(0, state.detailTop + delta)
        } else if let count = overlayContent?.items.count, count > 0 {
            state.overlaySelection = ListCursor.clamped(state.overlaySelection + delta, count: count)
        } else {
            state.overlayTop = max(0, state.overlayTop + delta)
        }
    }

    /// What the open overlay shows on this screen (nil before the size is known).
    var overlayContent: OverlayContent? {
        guard let size = state.size else { return nil }
        return OverlayRenderer(document: document, glyphs: glyphs, theme: theme, selected: state.selected(document))
            .content(state.mode, screenWidth: size.width)
    }

    /// Enter in an overlay: in the callbacks, the one selected shown in the panes; in the notes, an
    /// ambiguous view's entry selected in the list, a line not read opened in the pager; the
    /// overlay closed (help only closes).
    func jumpFromOverlay() {
        let mode = state.mode
        state.mode = .normal
        let selection = state.overlaySelection
        switch mode {
        case .callbacks:
            changePanes { detail, panes in
                guard detail.callbacks.indices.contains(selection) else { return }
                Self.show(callback: selection, detail, &panes)
            }
        case .notes:
            let diagnostics = document.diagnostics
            if diagnostics.indices.contains(selection) {
                state.requests.append(.open(.pager, diagnostics[selection].location))
                return
            }
            let reports = document.ambiguities
            guard reports.indices.contains(selection - diagnostics.count) else { return }
            showEntry(ofReport: reports[selection - diagnostics.count].location)
        default:
            break
        }
    }

    /// Selects in the list the ambiguous view reported at `location`, the focus on the list.
    func showEntry(ofReport location: InputLocation) {
        let index = document.entries.firstIndex { entry in
            guard case .ambiguous(let layout) = entry.kind else { return false }
            return layout.reports.contains { $0.location == location }
        }
        guard let index, let rank = state.list.visible.firstIndex(of: index) else {
            state.message = "the filter hides it: F clears the filter"
            return
        }
        state.list.cursor.selection = rank
        state.focus = .conflicts
    }
}
