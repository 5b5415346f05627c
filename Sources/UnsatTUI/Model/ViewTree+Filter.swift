import UnsatKit

/// What the hierarchy pane narrows its tree to, as Xcode's outline filter does: the views whose
/// row shows a text (`\`: class, name, label, address, any part, any case), or the conflict's views
/// (`c`), or both; each with its ancestors, so that it is seen where it is.
struct TreeFilter: Hashable {
    /// The text typed; nil for none.
    var text: String?
    /// Only the conflict's views.
    var conflictOnly = false

    /// Nil for a filter that keeps everything (no text, or only spaces, and not `c`).
    init?(text: String?, conflictOnly: Bool) {
        let matcher = text.flatMap(SearchMatcher.init)
        guard matcher != nil || conflictOnly else { return nil }
        self.text = matcher == nil ? nil : text
        self.conflictOnly = conflictOnly
    }
}

/// What a filter keeps of one tree, worked out once for the filter (not for each drawing).
struct TreeFilterResult {
    /// By node: a view the filter matches, or one above such a view.
    var kept: [Bool]
    /// By node: a view the filter matches itself (the others kept are its ancestors, drawn dim).
    var matched: [Bool]
    /// The views matched, in tree order (layer lines left out of `matchCount`).
    var matches: [Int]
    var matchCount: Int
    /// By node: its last child kept (-1 for none): how a kept view's branch is drawn.
    var lastKeptChild: [Int]
    var lastKeptRoot: Int?
    /// By view the tree lacks: kept.
    var missingKept: [Bool]
    /// By controller: its class or address matches the text.
    var controllerMatched: [Bool]
}

extension ViewTree {
    /// What `filter` keeps of this tree, from the last answer when it is for the same filter.
    /// A text typed on from the last one is looked for only among the last one's matches, so
    /// that typing in a 100,000-view tree narrows what it tests at each key.
    func filtered(_ filter: TreeFilter) -> TreeFilterResult {
        if let last = lastFilter, last.filter == filter { return last.result }
        var candidates: [Int]?
        if let last = lastFilter, last.filter.conflictOnly == filter.conflictOnly, let old = last.filter.text,
            let new = filter.text, let before = SearchMatcher(old), let after = SearchMatcher(new),
            after.narrows(before)
        {
            candidates = last.result.matches
        }
        let result = computeFilter(filter, among: candidates)
        lastFilter = (filter, result)
        return result
    }

    private func computeFilter(_ filter: TreeFilter, among candidates: [Int]?) -> TreeFilterResult {
        let matcher = filter.text.flatMap(SearchMatcher.init)
        let conflicting = filter.conflictOnly ? Set(conflictNodes) : []
        func matches(_ index: Int) -> Bool {
            if filter.conflictOnly, !conflicting.contains(index) { return false }
            guard let matcher else { return true }
            let keyPath = keyPaths.isEmpty ? nil : address(index).flatMap { keyPaths[$0] }
            return items.isEmpty
                ? matcher.matches(nodes[index], keyPath: keyPath, name: nil)
                : matcher.matches(items[index], keyPath: keyPath, name: nil)
        }
        var result = TreeFilterResult(
            kept: Array(repeating: false, count: nodes.count), matched: Array(repeating: false, count: nodes.count),
            matches: [], matchCount: 0, lastKeptChild: Array(repeating: -1, count: nodes.count), lastKeptRoot: nil,
            missingKept: [], controllerMatched: [])
        func keep(_ index: Int) {
            var current: Int? = index
            while let node = current, !result.kept[node] {
                result.kept[node] = true
                current = nodes[node].parent
            }
        }
        for index in candidates ?? Array(nodes.indices) where matches(index) {
            result.matched[index] = true
            result.matches.append(index)
            if !nodes[index].isLayerOnly { result.matchCount += 1 }
            keep(index)
        }
        // A controller found by its class keeps its row, and so its view and what is above it.
        result.controllerMatched = controllers.list.map { controller in
            guard let matcher, !filter.conflictOnly else { return false }
            return matcher.matches(controller.controller)
        }
        for (index, found) in result.controllerMatched.enumerated() where found { keep(controllers.list[index].view) }
        for index in nodes.indices where result.kept[index] {
            if let parent = nodes[index].parent {
                result.lastKeptChild[parent] = index
            } else {
                result.lastKeptRoot = index
            }
        }
        result.missingKept = missing.map { item in
            matcher?.matches(item, keyPath: item.address.flatMap { keyPaths[$0] }, name: nil) ?? true
        }
        return result
    }

    /// Whether `row` is the last row under its outline parent as the tree is shown (filtered or
    /// not): how its branch is drawn.
    func isLastShown(_ row: TreeRow, _ folds: FoldState) -> Bool {
        guard let index = node(of: row) else { return false }
        // A controller's view is the one row under it.
        if case .node = row, controllers.byView[index] != nil { return true }
        guard let filter = folds.filter else { return isLast(index) }
        let result = filtered(filter)
        guard let parent = nodes[index].parent else { return result.lastKeptRoot == index }
        return result.lastKeptChild[parent] == index
    }

    /// Whether node `index` has children to show: any, or, filtered, any the filter keeps.
    func hasShownChildren(_ index: Int, _ folds: FoldState) -> Bool {
        guard let filter = folds.filter else { return hasChildren(index) }
        return filtered(filter).lastKeptChild[index] >= 0
    }

    /// Whether `row` can be folded as the tree is shown: a controller, a view with children shown.
    func canFold(_ row: TreeRow, _ folds: FoldState) -> Bool {
        switch row {
        case .controller: true
        case .node(let index): hasShownChildren(index, folds)
        case .missingHeader, .missing: false
        }
    }

    /// `3 of 120 views`, the filter's count: views matched of the tree's.
    func filterCount(_ filter: TreeFilter) -> String {
        "\(filtered(filter).matchCount) of \(Words.count(hierarchy.viewCount, "view"))"
    }
}
