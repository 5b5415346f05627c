import UnsatKit

/// `\` `|` `c` `=` `-` in the hierarchy pane: the tree narrowed to the views whose rows show a
/// text, or to the conflict's views, each with its ancestors (Xcode's outline filter); every row
/// unfolded or folded. The filter is the conflict's, kept with its folds (`FoldState`), so that the
/// rows are worked out once for it, not at each drawing.
extension Inspector {
    func performTreeFilter(_ action: Action) {
        guard state.wireframe == nil else {
            state.message = "w shows the tree to filter and fold"
            return
        }
        switch action {
        case .filterTree: beginTreeFilter()
        case .clearTreeFilter: clearTreeFilter()
        case .toggleConflictViews: toggleConflictViews()
        case .expandAll, .collapseAll:
            changePanes { _, panes in panes.folds.setEvery(action == .expandAll) }
        default: assertionFailure("\(action) is not handled here")
        }
    }

    /// The tree's filter now; nil without one (or without a conflict).
    var treeFilter: TreeFilter? { panes?.folds.filter }

    func beginTreeFilter() {
        guard panes != nil else { return }
        state.treeFilterOrigin = treeFilter
        state.treeFilterLine = PromptLine(treeFilter?.text ?? "")
        state.mode = .filteringTree
    }

    /// A key in the tree filter's prompt, as in the conflicts' (`filterPrompt`): the prompt's
    /// keys from the key table, any other character typed, the tree narrowed as it is typed.
    func treeFilterPrompt(_ key: Key) {
        func edit(_ change: (inout PromptLine) -> Void) {
            var line = state.treeFilterLine
            change(&line)
            guard line != state.treeFilterLine else { return }
            let textChanged = line.text != state.treeFilterLine.text
            state.treeFilterLine = line
            if textChanged {
                setTreeFilter(TreeFilter(text: line.text, conflictOnly: treeFilter?.conflictOnly ?? false))
            }
        }
        let action = action(for: key)
        if let action {
            var line = state.treeFilterLine
            if line.edit(action) { return edit { $0 = line } }
        }
        switch action {
        case .keepMatches:
            state.mode = .normal
        case .cancelSearch:
            state.mode = .normal
            setTreeFilter(state.treeFilterOrigin)
        case .deleteBackward:
            if state.treeFilterLine.text.isEmpty {
                state.mode = .normal
            } else {
                edit { _ = $0.deleteBackward() }
            }
        case .leavePrompt:
            state.mode = .normal
            dispatch(key)
        case nil:
            guard case .character(let character) = key else { return }
            edit { $0.insert(character) }
        default:
            break
        }
    }

    /// `|`: the whole tree again, its own folds back, the selection staying on its view.
    func clearTreeFilter() {
        guard treeFilter != nil else {
            state.message = "no tree filter: \\ filters it, c keeps the conflict's views"
            return
        }
        setTreeFilter(nil)
        state.message = "tree filter cleared"
    }

    /// `c`: only the conflict's views and their ancestors, or every view again (a text typed stays).
    func toggleConflictViews() {
        let conflictOnly = !(treeFilter?.conflictOnly ?? false)
        setTreeFilter(TreeFilter(text: treeFilter?.text, conflictOnly: conflictOnly))
        if conflictOnly, let tree = currentTreeShown, tree.conflictNodes.isEmpty {
            state.message = "no view of this tree is the conflict's"
        }
    }

    /// Narrows the tree (nil: whole again). A selection the filter leaves out goes to the first
    /// row it matches, what the user typed it for.
    func setTreeFilter(_ filter: TreeFilter?) {
        changePanes { detail, panes in
            panes.folds.setFilter(filter)
            guard let filter else { return }
            let tree = detail.tree(panes.callback)
            let result = tree.filtered(filter)
            let selected = panes.tree(panes.callback, detail).selected
            if let node = tree.node(of: selected), tree.nodes.indices.contains(node), result.kept[node] { return }
            let rows = tree.rows(panes.folds)
            let first = rows.firstIndex { row in
                switch row {
                case .node(let index): result.matched[index]
                case .controller(let index): result.controllerMatched[index]
                case .missing(let index): result.missingKept[index]
                case .missingHeader: false
                }
            }
            if let first { panes.changeTree(panes.callback, detail) { $0.select(first, in: rows) } }
        }
    }

    /// The tree the hierarchy pane shows.
    private var currentTreeShown: ViewTree? {
        guard let detail, let panes else { return nil }
        return detail.tree(panes.callback)
    }
}

extension InspectorState {
    /// `filter: UIButton · 3 of 120 views`, what the hierarchy pane's title says of its filter;
    /// nil without one.
    func treeFilterStatus(_ document: InspectorDocument, dot: String) -> String? {
        guard let selected = selected(document), let filter = selected.panes.folds.filter else { return nil }
        var parts: [String] = []
        if let text = filter.text { parts.append("filter: \(text)") }
        if filter.conflictOnly { parts.append("the conflict's") }
        parts.append(selected.tree.filterCount(filter))
        return parts.joined(separator: " \(dot) ")
    }
}
