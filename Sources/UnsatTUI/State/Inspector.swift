import UnsatKit

/// The inspector without a terminal: it owns the document and the state (`InspectorState`),
/// changes the state as keys come, settles it after each (`settle`), and draws it (`render`, which
/// only reads). The ncurses layer only copies the grid to the screen and turns what the terminal
/// sends into `Key`s.
final class Inspector {
    typealias Mode = InspectorState.Mode

    let document: InspectorDocument
    let theme: Theme
    var state = InspectorState()

    /// The glyphs the document's names and explanations are written with, drawn with too.
    var glyphs: Glyphs { document.glyphs }

    /// An inspector on `document`, drawn in color or not.
    init(document: InspectorDocument, color: Bool = true) {
        self.document = document
        theme = Theme(color: color)
        state.list.refresh(document, keeping: nil)
        if state.list.visible.count == 1 { state.focus = .tree }
        settle()
    }

    // MARK: - The selected conflict

    var selectedIdentity: InputLocation? { state.selectedIdentity(document) }

    /// The selected conflict's details, nil when there is no conflict.
    var detail: ConflictDetail? { state.list.selected.map(document.detail) }

    /// The selected conflict's pane state (as it starts, when it was never shown).
    var panes: ConflictState? { state.selected(document)?.panes }

    /// Changes the selected conflict's pane state; nil when there is no conflict.
    @discardableResult
    func changePanes<T>(_ change: (ConflictDetail, inout ConflictState) -> T) -> T? {
        guard let identity = selectedIdentity, let detail else { return nil }
        return change(detail, &state.conflicts[identity, default: ConflictState(detail)])
    }

    /// A newer reading of a growing input. New callbacks re-sort the list, so the selection
    /// follows the conflict (its identity, taken before the list changes), not the row; each
    /// conflict's panes stay on what they showed.
    func replaceDocument(result: ParseResult, conflicts: [Conflict]) {
        let identity = selectedIdentity
        var anchors: [InputLocation: ConflictState.Anchor] = [:]
        for (key, panes) in state.conflicts {
            if let detail = document.existingDetail(key) { anchors[key] = panes.anchor(detail) }
        }
        let keptTrees = document.replace(result: result, conflicts: conflicts)
        for (key, anchor) in anchors {
            guard let kept = keptTrees[key], let detail = document.existingDetail(key) else { continue }
            state.conflicts[key]?.follow(anchor, keptTrees: kept, detail)
        }
        state.list.refresh(document, keeping: identity)
        if state.search.scan != nil { restartSearch(jump: false) }
        settle()
    }

    // MARK: - Events

    /// One key, then the state settled.
    func handle(_ key: Key) {
        dispatch(key)
        settle()
    }

    func handle(_ keys: [Key]) {
        for key in keys { handle(key) }
    }

    /// The terminal's size, known or changed: the panes' heights follow.
    func resize(width: Int, height: Int) {
        state.size = ScreenSize(width: width, height: height)
        settle()
    }

    /// Draws the screen at the size last given to `resize`, from the settled state; reads only.
    func render() -> ScreenGrid {
        ScreenRenderer(document: document, state: state, glyphs: glyphs, theme: theme).render()
    }

    // MARK: - Keys

    /// Where keys are read now: the panes, the search prompt, an overlay.
    var keyContext: KeyBinding.Context {
        switch state.mode {
        case .normal: state.zoom == .detail ? .detail : .panes
        case .searching, .filtering: .prompt
        case .help, .notes: .overlay
        }
    }

    /// What `key` does now, as the key table says.
    func action(for key: Key) -> Action? {
        KeyBinding.action(for: key, in: keyContext, focus: state.focus)
    }

    func dispatch(_ key: Key) {
        if case .resize = key { return }
        state.message = nil
        if state.mode == .filtering {
            filterPrompt(key)
        } else if let action = action(for: key) {
            perform(action, key)
        } else if state.mode == .searching, case .character(let character) = key {
            state.search.line.insert(character)
            restartSearch(jump: true)
        } else if state.mode == .normal, !key.isMouse {
            state.message = "press ? for keys"
        }
    }

    /// Does what the key table says `key` does, in the mode the inspector is in.
    func perform(_ action: Action, _ key: Key) {
        switch action {
        case .moveUp: move(by: -1)
        case .moveDown: move(by: 1)
        case .pageUp: move(by: -pageSize)
        case .pageDown: move(by: pageSize)
        case .first: move(by: Int.min / 2)
        case .last: move(by: Int.max / 2)
        case .nextPane: state.focus = state.focus.next
        case .previousPane: state.focus = state.focus.previous
        case .showConflicts: state.focus = .conflicts
        case .showHierarchy: state.focus = .tree
        case .showConstraints: state.focus = .constraints
        case .showControllers: state.focus = .owners
        case .fold, .unfold, .toggleFold:
            if state.wireframe != nil && state.focus == .tree {
                // Folds are the tree's: over the wireframe they would change what cannot be seen.
                state.message = "w shows the tree to fold"
            } else if action == .fold {
                left()
            } else if action == .unfold {
                right()
            } else {
                toggleFold()
            }
        case .open: state.focus = .tree
        case .showView: showView()
        case .showFirstItem: showItem(second: false)
        case .showSecondItem: showItem(second: true)
        case .nextCallback: stepCallback(by: 1)
        case .previousCallback: stepCallback(by: -1)
        case .search: beginSearch()
        case .nextMatch: walkMatches(forward: true)
        case .previousMatch: walkMatches(forward: false)
        case .toggleSystem: toggleSystem()
        case .filter: beginFilter()
        case .clearFilter: clearFilter()
        case .copy: copySelection()
        case .openInPager: openSource(.pager)
        case .openInEditor: openSource(.editor)
        case .toggleMouse: toggleMouse()
        case .help, .notes:
            let mode: Mode = action == .help ? .help : .notes
            if state.mode == .normal {
                state.mode = mode
                state.overlayTop = 0
            } else {
                // In an overlay: the other one, or, the same, back to the panes.
                state.mode = state.mode == mode ? .normal : mode
            }
        case .quit: state.wantsQuit = true
        case .back:
            // Esc never quits: a second Esc after a search would lose every fold and the search.
            if state.search.scan != nil || !state.search.query.isEmpty {
                endSearch()
            } else if state.zoom != nil {
                state.zoom = nil
            } else {
                state.message = "q quits"
            }
        case .click, .wheelUp, .wheelDown:
            guard case .mouse(let x, let y, let mouseAction) = key else { return }
            if keyContext == .detail {
                // The detail read full screen: the wheel scrolls it, a click does nothing.
                if action != .click { scroll(by: action == .wheelUp ? -3 : 3) }
            } else if state.mode == .normal {
                mouse(x: x, y: y, mouseAction)
            } else {
                state.overlayTop = max(0, state.overlayTop + (action == .wheelUp ? -3 : 3))
            }
        case .keepMatches:
            state.mode = .normal
            state.search.history.record(state.search.query)
            if state.search.query.isEmpty { endSearch() }
        case .cancelSearch:
            state.mode = .normal
            endSearch()
            if let origin = state.search.origin { restore(origin) }
        case .deleteBackward:
            if state.search.query.isEmpty {
                state.mode = .normal
                endSearch()
            } else if state.search.line.deleteBackward() {
                restartSearch(jump: true)
            }
        case .clearQuery, .deleteWord, .deleteForward, .cursorLeft, .cursorRight, .cursorToStart, .cursorToEnd:
            let before = state.search.query
            _ = state.search.line.edit(action)
            if state.search.query != before { restartSearch(jump: true) }
        case .olderQuery, .newerQuery:
            let current = state.search.query
            let recalled =
                action == .olderQuery ? state.search.history.older(than: current) : state.search.history.newer()
            if let recalled, recalled != current {
                state.search.query = recalled
                restartSearch(jump: true)
            }
        case .leavePrompt:
            state.mode = .normal
            state.search.history.record(state.search.query)
            dispatch(key)
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
        }
    }

    /// Scrolls the open overlay, or the detail read full screen; `settle` keeps it on its lines.
    private func scroll(by delta: Int) {
        if keyContext == .detail {
            state.detailTop = max(0, state.detailTop + delta)
        } else {
            state.overlayTop = max(0, state.overlayTop + delta)
        }
    }

    /// A page of the focused pane (or of the detail read full screen): its height less a row, so
    /// that a row stays in sight.
    var pageSize: Int {
        let height = state.zoom == .detail ? state.layout?.detail.height : state.layout?.panes[state.focus]?.height
        return max(1, (height ?? 11) - 1)
    }
}
