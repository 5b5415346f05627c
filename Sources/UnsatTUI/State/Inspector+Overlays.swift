import UnsatKit

/// What the overlays and the screen's arrangement do with keys.
extension Inspector {
    /// Overlays and what the screen shows: help and notes, zoom and the detail, the wireframe, Esc.
    func performOverlay(_ action: Action) {
        switch action {
        case .help, .notes:
            let mode: Mode = action == .help ? .help : .notes
            if state.mode == .normal {
                state.mode = mode
                state.overlayTop = 0
            } else {
                // In an overlay: the other one, or, the same, back to the panes.
                state.mode = state.mode == mode ? .normal : mode
            }
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
        default: assertionFailure("\(action) is not handled here")
        }
    }

    /// Scrolls the open overlay, or the detail read full screen; `settle` keeps it on its lines.
    func scroll(by delta: Int) {
        if keyContext == .detail {
            state.detailTop = max(0, state.detailTop + delta)
        } else {
            state.overlayTop = max(0, state.overlayTop + delta)
        }
    }
}
