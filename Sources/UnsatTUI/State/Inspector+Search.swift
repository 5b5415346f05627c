import UnsatKit

/// `/`, `n` and `N`: the prompt, the scan across conflicts and callbacks, and walking its matches.
extension Inspector {
    /// `/` and what the search prompt's keys do: the query, its history, the matches.
    func performSearch(_ action: Action, _ key: Key) {
        switch action {
        case .search: beginSearch()
        case .nextMatch: walkMatches(forward: true)
        case .previousMatch: walkMatches(forward: false)
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
        default: assertionFailure("\(action) is not handled here")
        }
    }

    typealias Place = SearchState.Place

    func beginSearch() {
        state.search.origin = place()
        state.search.history.endWalk()
        state.mode = .searching
        if !state.search.query.isEmpty {
            // A new search starts empty, as in less and vim; the old matches go.
            state.search.query = ""
            state.search.scan = nil
            closeSearchFolds()
        }
    }

    /// The query changed: look again, from a narrowed old result when the query only grew.
    func restartSearch(jump: Bool) {
        let previous = state.search.scan
        closeSearchFolds()
        guard let matcher = SearchMatcher(state.search.query) else {
            state.search.scan = nil
            if jump, let origin = state.search.origin { restore(origin) }
            return
        }
        if let previous, previous.isComplete, matcher.narrows(previous.matcher), jump {
            state.search.scan = SearchScan(matcher: matcher, narrowing: previous) { self.matches($0, matcher) }
        } else {
            state.search.scan = SearchScan(matcher: matcher)
        }
        state.search.pendingJump = jump
        if jump, let origin = state.search.origin { restore(origin) }
        advanceSearch(budget: state.search.budget)
    }

    /// Whether the thing at `position` matches (used to narrow a finished scan).
    func matches(_ position: SearchPosition, _ matcher: SearchMatcher) -> Bool {
        let visible = state.list.visible
        guard visible.indices.contains(position.rank) else { return false }
        let detail = document.detail(visible[position.rank])
        switch position.part {
        case .node:
            return matcher.matchesNode(
                position.index, of: detail.tree(position.callback), detail, keyPaths: detail.keyPaths)
        case .missing:
            return matcher.matchesView(
                detail.tree(position.callback).missing[position.index], detail, keyPaths: detail.keyPaths)
        case .constraint:
            return matcher.matches(
                detail.constraints(position.callback)[position.index], detail, keyPaths: detail.keyPaths)
        case .controller:
            return detail.controllers(0)[position.index].controller.map(matcher.matches) ?? false
        }
    }

    /// Closes every fold a search opened.
    func closeSearchFolds() {
        for identity in state.conflicts.keys { state.conflicts[identity]?.folds.closeSearchFolds() }
        state.search.autoOpened = []
    }

    /// Whether a scan is still running (the app loop calls `continueSearch` between keys).
    var hasBackgroundWork: Bool { state.search.scan.map { !$0.isComplete } ?? false }

    /// Runs the scan a little further between keys, then settles what it changed.
    func continueSearch(budget: Int) {
        advanceSearch(budget: budget)
        settle()
    }

    /// Runs the scan a little further; jumps to the first match after where the search began.
    func advanceSearch(budget: Int) {
        guard var current = state.search.scan else { return }
        current.advance(budget: budget, document: document, visible: state.list.visible)
        state.search.scan = current
        guard state.search.pendingJump, let originPlace = state.search.origin else { return }
        let from = position(of: originPlace)
        if let index = current.firstIndex(atOrAfter: from) {
            state.search.pendingJump = false
            go(to: current.matches[index])
        } else if current.isComplete {
            state.search.pendingJump = false
            if let first = current.matches.first { go(to: first) }
        }
    }

    /// Runs the scan to its end (tests, and `N`).
    func finishSearch() {
        while hasBackgroundWork { advanceSearch(budget: 1 << 20) }
        settle()
    }

    func endSearch() {
        state.search.query = ""
        state.search.scan = nil
        state.search.pendingJump = false
        closeSearchFolds()
    }

    /// `n` and `N`: the next or previous match after the selection, across conflicts and callbacks.
    func walkMatches(forward: Bool) {
        guard state.search.scan != nil else {
            state.message = "no search: / searches"
            return
        }
        let here = position(of: place())
        if forward {
            while true {
                let current = state.search.scan!
                let index = current.lowerBound(here)
                let next = index < current.matches.count && current.matches[index] == here ? index + 1 : index
                if next < current.matches.count {
                    go(to: current.matches[next])
                    return
                }
                if current.isComplete {
                    if let first = current.matches.first {
                        state.message = onlyMatch(here, current) ? "the only match" : "search wrapped to the top"
                        go(to: first)
                    } else {
                        state.message = "no match for \(state.search.query)"
                    }
                    return
                }
                advanceSearch(budget: 1 << 16)
            }
        } else {
            while hasBackgroundWork { advanceSearch(budget: 1 << 20) }
            let current = state.search.scan!
            let index = current.lowerBound(here)
            if index < current.matches.count, current.matches[index] == here, !state.selectsMatchable(document) {
                // A view under a matched controller: the controller is the match before it.
                go(to: current.matches[index])
            } else if index > 0 {
                go(to: current.matches[index - 1])
            } else if let last = current.matches.last {
                state.message = onlyMatch(here, current) ? "the only match" : "search wrapped to the bottom"
                go(to: last)
            } else {
                state.message = "no match for \(state.search.query)"
            }
        }
    }

    /// Whether the selection is the one match there is: `n` then has nowhere to wrap to.
    private func onlyMatch(_ here: SearchPosition, _ scan: SearchScan) -> Bool {
        scan.matches.count == 1 && scan.matches[0] == here && state.selectsMatchable(document)
    }

    /// Selects a match: its conflict, its callback, its pane and its row, folds opened.
    func go(to match: SearchPosition) {
        guard state.list.visible.indices.contains(match.rank) else { return }
        state.list.cursor.selection = match.rank
        changePanes { detail, panes in
            if match.callback < detail.callbacks.count, match.callback != panes.callback {
                Self.show(callback: match.callback, detail, &panes)
            }
            switch match.part {
            case .node:
                let tree = detail.tree(panes.callback)
                // A match the tree filter leaves out is shown in the whole tree.
                if let filter = panes.folds.filter, !tree.filtered(filter).kept[match.index] {
                    panes.folds.setFilter(nil)
                }
                panes.folds.openForSearch(tree, tree.ancestors(of: match.index))
                panes.changeTree(panes.callback, detail) { $0.selected = .node(match.index) }
            case .missing:
                panes.changeTree(panes.callback, detail) { $0.selected = .missing(match.index) }
            case .constraint:
                panes.constraints.selection = match.index
            case .controller:
                if let row = detail.controllerRows(panes.callback).firstIndex(of: .controller(match.index)) {
                    panes.controllers.selection = row
                }
            }
        }
        switch match.part {
        case .node, .missing: state.focus = .tree
        case .constraint: state.focus = .constraints
        case .controller: state.focus = .controllers
        }
    }

    func position(of place: Place) -> SearchPosition { state.position(of: place, document) }

    func place() -> Place { state.place(document) }

    func restore(_ place: Place) {
        if let identity = place.conflict, let rank = state.list.rankByIdentity[identity] {
            state.list.cursor.selection = rank
        }
        state.focus = place.focus
        changePanes { detail, panes in
            if panes.callback != place.callback, place.callback < detail.callbacks.count {
                Self.show(callback: place.callback, detail, &panes)
            }
            panes.changeTree(panes.callback, detail) { $0.selected = place.treeSelection }
            panes.constraints.selection = place.constraintSelection
        }
    }

    /// `3/7` (with `+` while the scan runs); nil with no search.
    var matchStatus: String? { state.matchStatus(document) }

    /// Opens the folds hiding this callback's matches, when there are few enough to be worth it.
    func openFoldsForMatches() {
        guard let scan = state.search.scan, !scan.matches.isEmpty, let callback = panes?.callback else { return }
        let rank = state.list.cursor.selection
        let matches = scan.nodeMatches(rank: rank, callback: callback)
        guard !matches.isEmpty, matches.count <= 50 else { return }
        // Once for each tree and each state of the scan: a view the user folds again stays folded.
        guard state.search.autoOpened.insert("\(rank)#\(callback)#\(scan.generation)").inserted else { return }
        changePanes { detail, panes in
            let tree = detail.tree(panes.callback)
            var nodes: [Int] = []
            for match in matches { nodes.append(contentsOf: tree.ancestors(of: match.index)) }
            panes.folds.openForSearch(tree, nodes)
        }
    }
}
