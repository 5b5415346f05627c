import UnsatKit

/// `\` `|` `v` `E` `C` in the hierarchy pane: the tree narrowed to the views whose rows show a
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

    /// A key in the tree filter's prompt, as in the conflicts' (`readPrompt`): the tree narrowed
    /// as it is typed; Esc puts back the filter there was.
    func treeFilterPrompt(_ key: Key) {
        let end = readPrompt(key, \.treeFilterLine) { text in
            setTreeFilter(TreeFilter(text: text, conflictOnly: treeFilter?.conflictOnly ?? false))
        }
        switch end {
        case .cancelled: setTreeFilter(state.treeFilterOrigin)
        case .kept, .left, nil: break
        }
    }

    /// `|`: the whole tree again, its own folds back, the selection staying on its view.
    func clearTreeFilter() {
        guard treeFilter != nil else {
            state.message = "no tree filter: \\ filters it, v keeps the conflict's views"
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
