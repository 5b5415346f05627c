import UnsatKit

/// `f` and `F`: the conflict list keeps only the conflicts that match a text, as it is typed.
extension Inspector {
    /// What the list shows: the filter (`f`) and UIKit's own conflicts (`s`).
    func performFilter(_ action: Action) {
        switch action {
        case .toggleSystem: toggleSystem()
        case .filter: beginFilter()
        case .clearFilter: clearFilter()
        default: assertionFailure("\(action) is not handled here")
        }
    }

    func toggleSystem() {
        let identity = selectedIdentity
        state.list.showSystem.toggle()
        state.list.refresh(document, keeping: identity)
        let systemCount = document.conflicts.filter(\.isSystem).count
        state.message =
            systemCount == 0
            ? "no conflict in UIKit's own views"
            : (state.list.showSystem
                ? "showing \(systemCount) in UIKit's own views" : "hiding \(systemCount) in UIKit's own views")
        if state.search.scan != nil { restartSearch(jump: false) }
    }

    func beginFilter() {
        state.filterOrigin = FilterOrigin(filter: state.list.filter, conflict: selectedIdentity)
        state.filterLine = PromptLine(state.list.filter?.text ?? "")
        state.mode = .filtering
    }

    /// A key in the filter prompt (`readPrompt`): the list narrowed as it is typed; Esc puts back
    /// the filter there was, and the selection on its conflict.
    func filterPrompt(_ key: Key) {
        let end = readPrompt(key, \.filterLine) { text in
            applyFilter(text.isEmpty ? nil : ConflictFilter(text))
        }
        guard let end else { return }
        if end == .cancelled, let origin = state.filterOrigin { applyFilter(origin.filter, keeping: origin.conflict) }
        state.filterOrigin = nil
    }

    /// How a filter's prompt ended.
    enum PromptEnd: Equatable {
        /// Enter (or Backspace on an empty line): the filter typed stays.
        case kept
        /// Esc: the filter there was comes back (the caller puts it back).
        case cancelled
        /// Tab: kept, and the key goes on to the panes.
        case left
    }

    /// A key in a filter's prompt (the conflicts' `f`, the tree's `\`): the prompt's keys from the
    /// key table, as in the search prompt (Enter keeps, Esc cancels, the line edits as a shell's
    /// does), any other character typed; `typed` runs with the text each time it changes. Nil while
    /// the prompt stays open, else how it ended (the mode is then back to normal). History is the
    /// search's own: ↑ ↓ do nothing here.
    func readPrompt(
        _ key: Key, _ line: WritableKeyPath<InspectorState, PromptLine>, typed: (String) -> Void
    ) -> PromptEnd? {
        // The line is read and written through the state, never held while `typed` changes it.
        func edit(_ change: (inout PromptLine) -> Void) {
            let before = state[keyPath: line]
            var edited = before
            change(&edited)
            guard edited != before else { return }
            state[keyPath: line] = edited
            if edited.text != before.text { typed(edited.text) }
        }
        let action = action(for: key)
        if let action {
            var edited = state[keyPath: line]
            if edited.edit(action) {
                edit { $0 = edited }
                return nil
            }
        }
        switch action {
        case .keepMatches:
            state.mode = .normal
            return .kept
        case .cancelSearch:
            state.mode = .normal
            return .cancelled
        case .deleteBackward:
            guard state[keyPath: line].text.isEmpty else {
                edit { _ = $0.deleteBackward() }
                return nil
            }
            state.mode = .normal
            return .kept
        case .leavePrompt:
            state.mode = .normal
            dispatch(key)
            return .left
        case nil:
            if case .character(let character) = key { edit { $0.insert(character) } }
            return nil
        default:
            return nil
        }
    }

    /// `F`: every conflict again, the selection staying on its conflict.
    func clearFilter() {
        guard state.list.filter != nil else {
            state.message = "no filter: f filters the conflicts"
            return
        }
        applyFilter(nil)
        state.message = "filter cleared"
    }

    /// Lists the conflicts `filter` keeps. The selection stays on the conflict selected when the
    /// prompt opened while it is listed (typing on and deleting back returns to it), else on the
    /// one selected now, else where the row was.
    func applyFilter(_ filter: ConflictFilter?, keeping identity: InputLocation? = nil) {
        let current = selectedIdentity
        state.list.filter = filter
        state.list.refresh(document, keepingFirstOf: [identity ?? state.filterOrigin?.conflict, current])
        if state.search.scan != nil { restartSearch(jump: false) }
    }

    /// `3 of 12` while a filter is on; nil without.
    var filterStatus: String? { state.filterStatus }
}

extension InspectorState {
    /// `3 of 12` while a filter is on; nil without.
    var filterStatus: String? {
        guard list.filter != nil else { return nil }
        return "\(list.visible.count) of \(list.unfilteredCount)"
    }
}
