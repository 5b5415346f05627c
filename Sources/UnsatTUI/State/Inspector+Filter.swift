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

    /// A key in the filter prompt: the prompt's keys from the key table, as in the search prompt
    /// (Enter keeps, Esc cancels, the line edits as a shell's does), any other character typed.
    /// History is the search's own: ↑ ↓ do nothing here.
    func filterPrompt(_ key: Key) {
        func edit(_ change: (inout PromptLine) -> Void) {
            var line = state.filterLine
            change(&line)
            guard line != state.filterLine else { return }
            let textChanged = line.text != state.filterLine.text
            state.filterLine = line
            if textChanged { applyFilter(line.text.isEmpty ? nil : ConflictFilter(line.text)) }
        }
        let action = action(for: key)
        if let action {
            var line = state.filterLine
            if line.edit(action) { return edit { $0 = line } }
        }
        switch action {
        case .keepMatches:
            state.mode = .normal
            state.filterOrigin = nil
        case .cancelSearch:
            state.mode = .normal
            if let origin = state.filterOrigin { applyFilter(origin.filter, keeping: origin.conflict) }
            state.filterOrigin = nil
        case .deleteBackward:
            if state.filterLine.text.isEmpty {
                state.mode = .normal
                state.filterOrigin = nil
            } else {
                edit { _ = $0.deleteBackward() }
            }
        case .leavePrompt:
            state.mode = .normal
            state.filterOrigin = nil
            dispatch(key)
        case nil:
            guard case .character(let character) = key else { return }
            edit { $0.insert(character) }
        default:
            break
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
