import UnsatKit

/// `/`, `n` and `N`: the prompt, the scan across conflicts and callbacks, and walking its matches.
extension Inspector {
    func beginSearch() {
        origin = place()
        mode = .searching
        if !query.isEmpty {
            // A new search starts empty, as in less and vim; the old matches go.
            query = ""
            scan = nil
            closeSearchFolds()
        }
    }

    func handleSearch(_ key: Key) {
        switch key {
        case .enter:
            mode = .normal
            if query.isEmpty { endSearch() }
        case .escape, .control("c"), .control("g"):
            mode = .normal
            endSearch()
            if let origin { restore(origin) }
        case .backspace, .delete:
            if query.isEmpty {
                mode = .normal
                endSearch()
            } else {
                query.removeLast()
                restartSearch(jump: true)
            }
        case .control("u"):
            query = ""
            restartSearch(jump: true)
        case .character(let c):
            query.append(c)
            restartSearch(jump: true)
        case .down, .up, .tab:
            mode = .normal
            handleNormal(key)
        default:
            break
        }
    }

    /// The query changed: look again, from a narrowed old result when the query only grew.
    func restartSearch(jump: Bool) {
        let previous = scan
        closeSearchFolds()
        guard let matcher = SearchMatcher(query) else {
            scan = nil
            if jump, let origin { restore(origin) }
            return
        }
        if let previous, previous.isComplete, matcher.query.lowercased().contains(previous.matcher.query.lowercased()),
            jump
        {
            scan = SearchScan(matcher: matcher, narrowing: previous) { self.matches($0, matcher) }
        } else {
            scan = SearchScan(matcher: matcher)
        }
        pendingJump = jump
        if jump, let origin { restore(origin) }
        continueSearch(budget: searchBudget)
    }

    /// Whether the thing at `position` matches (used to narrow a finished scan).
    func matches(_ position: SearchPosition, _ matcher: SearchMatcher) -> Bool {
        guard visible.indices.contains(position.rank) else { return false }
        let detail = document.detail(visible[position.rank])
        let conflict = detail.conflict
        switch position.part {
        case .node:
            let tree = detail.tree(position.callback)
            if !tree.items.isEmpty {
                let item = tree.items[position.index]
                return matcher.matches(item, keyPath: item.address.flatMap { conflict.keyPaths[$0] })
            }
            let node = tree.nodes[position.index]
            return matcher.matches(node, keyPath: conflict.keyPaths[node.address])
        case .missing:
            let item = detail.tree(position.callback).missing[position.index]
            return matcher.matches(item, keyPath: item.address.flatMap { conflict.keyPaths[$0] })
        case .constraint:
            return matcher.matches(
                conflict.callbacks[position.callback].constraints[position.index], keyPaths: conflict.keyPaths)
        case .owner:
            return detail.owners[position.index].controller.map(matcher.matches) ?? false
        }
    }

    func closeSearchFolds() {
        for detail in openedForSearch { detail.closeSearchFolds() }
        openedForSearch = []
        autoOpened = []
    }

    func openForSearch(_ detail: ConflictDetail, _ tree: ViewTree, _ nodes: [Int]) {
        guard detail.openForSearch(tree, nodes) else { return }
        if !openedForSearch.contains(where: { $0 === detail }) { openedForSearch.append(detail) }
    }

    /// Whether a scan is still running (the app loop calls `continueSearch` between keys).
    var hasBackgroundWork: Bool { scan.map { !$0.isComplete } ?? false }

    /// Runs the scan a little further; jumps to the first match after where the search began.
    func continueSearch(budget: Int) {
        guard var current = scan else { return }
        current.advance(budget: budget, document: document, visible: visible)
        scan = current
        guard pendingJump, let originPlace = origin else { return }
        let from = position(of: originPlace)
        if let index = current.firstIndex(atOrAfter: from) {
            pendingJump = false
            go(to: current.matches[index])
        } else if current.isComplete {
            pendingJump = false
            if let first = current.matches.first { go(to: first) }
        }
    }

    /// Runs the scan to its end (tests, and `n` past the last match found so far).
    func finishSearch() {
        while hasBackgroundWork { continueSearch(budget: 1 << 20) }
    }

    func endSearch() {
        query = ""
        scan = nil
        pendingJump = false
        closeSearchFolds()
    }

    /// `n` and `N`: the next or previous match after the selection, across conflicts and callbacks.
    func walkMatches(forward: Bool) {
        guard scan != nil else {
            message = "no search: / searches"
            return
        }
        let here = position(of: place())
        if forward {
            while true {
                let current = scan!
                let index = current.lowerBound(here)
                let next = index < current.matches.count && current.matches[index] == here ? index + 1 : index
                if next < current.matches.count {
                    go(to: current.matches[next])
                    return
                }
                if current.isComplete {
                    if let first = current.matches.first {
                        message = "search wrapped to the top"
                        go(to: first)
                    } else {
                        message = "no match for \(query)"
                    }
                    return
                }
                continueSearch(budget: 1 << 16)
            }
        } else {
            finishSearch()
            let current = scan!
            let index = current.lowerBound(here)
            if index > 0 {
                go(to: current.matches[index - 1])
            } else if let last = current.matches.last {
                message = "search wrapped to the bottom"
                go(to: last)
            } else {
                message = "no match for \(query)"
            }
        }
    }

    /// Selects a match: its conflict, its callback, its pane and its row, folds opened.
    func go(to match: SearchPosition) {
        guard visible.indices.contains(match.rank) else { return }
        conflictSelection = match.rank
        let detail = document.detail(visible[match.rank])
        if match.callback < detail.conflict.callbacks.count, match.callback != detail.callbackIndex {
            showCallback(match.callback, in: detail)
        }
        switch match.part {
        case .node:
            let tree = detail.currentTree
            openForSearch(detail, tree, tree.ancestors(of: match.index))
            tree.selection = .node(match.index)
            focus = .tree
        case .missing:
            detail.currentTree.selection = .missing(match.index)
            focus = .tree
        case .constraint:
            detail.constraintSelection = match.index
            focus = .constraints
        case .owner:
            if let row = detail.ownerRows.firstIndex(of: .controller(match.index)) { detail.ownerSelection = row }
            focus = .owners
        }
    }

    /// The selection as a search position: what `n` counts from.
    func position(of place: Place) -> SearchPosition {
        let rank = place.conflict.flatMap { rankByIdentity[$0] } ?? 0
        switch place.focus {
        case .conflicts:
            return SearchPosition(rank: rank, callback: -1, part: .node, index: 0)
        case .tree:
            switch place.treeSelection {
            case .node(let index):
                return SearchPosition(rank: rank, callback: place.callback, part: .node, index: index)
            case .missing(let index):
                return SearchPosition(rank: rank, callback: place.callback, part: .missing, index: index)
            case .missingHeader: return SearchPosition(rank: rank, callback: place.callback, part: .missing, index: 0)
            }
        case .constraints:
            return SearchPosition(
                rank: rank, callback: place.callback, part: .constraint, index: place.constraintSelection)
        case .owners:
            var group = 0
            if let detail, detail.ownerRows.indices.contains(detail.ownerSelection) {
                switch detail.ownerRows[detail.ownerSelection] {
                case .controller(let g), .view(let g, _): group = g
                }
            }
            return SearchPosition(rank: rank, callback: Int.max / 2, part: .owner, index: group)
        }
    }

    func place() -> Place {
        Place(
            conflict: selectedIdentity, focus: focus, callback: detail?.callbackIndex ?? 0,
            treeSelection: detail?.currentTree.selection ?? .node(0),
            constraintSelection: detail?.constraintSelection ?? 0)
    }

    func restore(_ place: Place) {
        if let identity = place.conflict, let rank = rankByIdentity[identity] {
            conflictSelection = rank
        }
        focus = place.focus
        guard let detail else { return }
        if detail.callbackIndex != place.callback, place.callback < detail.conflict.callbacks.count {
            showCallback(place.callback, in: detail)
        }
        detail.currentTree.selection = place.treeSelection
        detail.constraintSelection = place.constraintSelection
    }

    /// `3/7` (with `+` while the scan runs); nil with no search.
    var matchStatus: String? {
        guard let scan else { return nil }
        let total = scan.isComplete ? "\(scan.matches.count)" : "\(scan.matches.count)+"
        let here = position(of: place())
        let index = scan.lowerBound(here)
        let current = index < scan.matches.count && scan.matches[index] == here ? "\(index + 1)" : "-"
        return "\(current)/\(total)"
    }

    /// Opens the folds hiding this callback's matches, when there are few enough to be worth it.
    func openFoldsForMatches() {
        guard let scan, let detail, !scan.matches.isEmpty else { return }
        let matches = scan.nodeMatches(rank: conflictSelection, callback: detail.callbackIndex)
        guard !matches.isEmpty, matches.count <= 50 else { return }
        // Once for each tree and each state of the scan: a view the user folds again stays folded.
        let mark = "\(conflictSelection)#\(detail.callbackIndex)#\(scan.generation)"
        guard autoOpened.insert(mark).inserted else { return }
        let tree = detail.currentTree
        var nodes: [Int] = []
        for match in matches { nodes.append(contentsOf: tree.ancestors(of: match.index)) }
        openForSearch(detail, tree, nodes)
    }

    var matcher: SearchMatcher? { scan?.matcher }
}
