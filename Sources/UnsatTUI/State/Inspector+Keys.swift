import UnsatKit

/// How a key becomes an action, and where each action is done.
extension Inspector {
    /// Where keys are read now: the panes, the search prompt, an overlay.
    var keyContext: KeyBinding.Context {
        switch state.mode {
        case .normal: state.zoom == .detail ? .detail : .panes
        case .searching, .filtering, .filteringTree: .prompt
        case .help, .notes, .callbacks: .overlay
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
        } else if state.mode == .filteringTree {
            treeFilterPrompt(key)
        } else if let action = action(for: key) {
            perform(action, key)
        } else if state.mode == .searching, case .character(let character) = key {
            state.search.line.insert(character)
            restartSearch(jump: true)
        } else if state.mode == .normal, !key.isMouse {
            state.message = "press ? for keys"
        } else if state.mode == .help || state.mode == .notes {
            // Nothing an overlay does not bind reaches the panes behind it.
            state.message = "q closes the \(state.mode == .help ? "help" : "notes"), Q quits"
        }
    }

    /// Does what the key table says `key` does, in the mode the inspector is in: each kind of
    /// action in its own file (`Inspector+Navigation`, `+Search`, `+Filter`, `+Overlays`, `+Mouse`,
    /// `+External`). The switch names every action, so the compiler sees each one has a place.
    func perform(_ action: Action, _ key: Key) {
        switch action {
        case .moveUp, .moveDown, .pageUp, .pageDown, .first, .last, .nextPane, .previousPane, .showConflicts,
            .showHierarchy, .showConstraints, .showControllers, .fold, .unfold, .toggleFold, .open, .showView,
            .showFirstItem, .showSecondItem, .nextCallback, .previousCallback:
            navigate(action)
        case .search, .nextMatch, .previousMatch, .keepMatches, .cancelSearch, .deleteBackward, .clearQuery,
            .deleteWord, .deleteForward, .cursorLeft, .cursorRight, .cursorToStart, .cursorToEnd, .olderQuery,
            .newerQuery, .leavePrompt:
            performSearch(action, key)
        case .toggleSystem, .filter, .clearFilter:
            performFilter(action)
        case .filterTree, .clearTreeFilter, .toggleConflictViews, .expandAll, .collapseAll:
            performTreeFilter(action)
        case .help, .notes, .back, .scrollUp, .scrollDown, .scrollPageUp, .scrollPageDown, .scrollToTop,
            .scrollToBottom, .close, .zoom, .zoomDetail, .toggleWireframe, .toggleWireframeFocus, .callbacks, .jump,
            .widenList, .narrowList:
            performOverlay(action)
        case .toggleMouse, .click, .wheelUp, .wheelDown:
            performMouse(action, key)
        case .copy, .copyAddress, .copyExpression, .openInPager, .openInEditor, .quit, .clearEarlierRuns:
            performExternal(action)
        }
    }
}
