import UnsatKit

/// How the inspector draws: color or not, Unicode or ASCII.
public struct InspectorStyle: Sendable {
    public var color: Bool
    public var ascii: Bool

    public init(color: Bool, ascii: Bool) {
        self.color = color
        self.ascii = ascii
    }
}

/// The inspector without a terminal: what is selected, folded and searched, how keys change it,
/// and (in `Render/`) how it draws into a `ScreenGrid`. The ncurses layer only copies the grid
/// to the screen and turns what the terminal sends into `Key`s.
final class Inspector {
    enum Mode: Equatable {
        case normal, searching, help
    }

    /// Where the user was when the search prompt opened: Esc goes back there.
    struct Place {
        var conflict: String?
        var focus: Pane
        var callback: Int
        var treeSelection: TreeRow
        var constraintSelection: Int
    }

    let document: InspectorDocument
    var theme: Theme
    var glyphs: ScreenGlyphs
    let asciiOnly: Bool

    var focus: Pane = .conflicts
    var mode: Mode = .normal
    var showSystem = false
    private(set) var visible: [Int] = []
    /// Rank in `visible` by conflict identity.
    private var rankByIdentity: [String: Int] = [:]
    var conflictSelection = 0
    var conflictTop = 0
    var helpTop = 0

    private(set) var query = ""
    private(set) var scan: SearchScan?
    private var origin: Place?
    /// Set while typing: jump to the first match after `origin` as soon as the scan finds it.
    private var pendingJump = false
    /// Conflicts whose folds a search opened, to close them when it ends.
    private var openedForSearch: [ConflictDetail] = []
    /// Trees whose matches were opened for the current search (see `openFoldsForMatches`).
    private var autoOpened: Set<String> = []
    /// Views looked at per key before the screen is drawn; the rest of a scan runs between keys.
    var searchBudget = 1024

    var mouseCaptured = true
    /// A one-time note in the footer ("mouse released: …").
    var message: String?
    /// What a growing input is doing ("following console.log"), shown in the title bar.
    var streamStatus: String?
    private(set) var wantsQuit = false
    /// The last layout drawn: page sizes and mouse hit tests use it.
    var layout: ScreenLayout?

    init(document: InspectorDocument, style: InspectorStyle = InspectorStyle(color: true, ascii: false)) {
        self.document = document
        theme = Theme(color: style.color)
        glyphs = style.ascii ? .ascii : .unicode
        asciiOnly = style.ascii
        refreshVisible(keeping: nil)
        if visible.count == 1 { focus = .tree }
    }

    // MARK: - Conflicts shown

    /// Conflicts listed: system ones only when asked for (or when there is nothing else).
    private func refreshVisible(keeping identity: String?) {
        let all = Array(document.conflicts.indices)
        let app = all.filter { !document.conflicts[$0].isSystem }
        visible = showSystem || app.isEmpty ? all : app
        rankByIdentity = Dictionary(
            visible.enumerated().map { (document.identities[$1], $0) }, uniquingKeysWith: { first, _ in first })
        if let identity, let rank = rankByIdentity[identity] {
            conflictSelection = rank
        }
        conflictSelection = max(0, min(conflictSelection, visible.count - 1))
    }

    var hiddenSystemCount: Int { document.conflicts.count - visible.count }

    var selectedIdentity: String? {
        visible.indices.contains(conflictSelection)
            ? InspectorDocument.identity(of: document.conflicts[visible[conflictSelection]]) : nil
    }

    /// The selected conflict's details, nil when there is no conflict.
    var detail: ConflictDetail? {
        visible.indices.contains(conflictSelection) ? document.detail(visible[conflictSelection]) : nil
    }

    /// A newer reading of a growing input: the selection stays on the same conflict.
    func documentDidChange() {
        refreshVisible(keeping: selectedIdentity)
        if scan != nil { restartSearch(jump: false) }
    }

    // MARK: - Keys

    func handle(_ key: Key) {
        if case .resize = key { return }
        message = nil
        switch mode {
        case .help: handleHelp(key)
        case .searching: handleSearch(key)
        case .normal: handleNormal(key)
        }
    }

    func handle(_ keys: [Key]) {
        for key in keys { handle(key) }
    }

    private func handleHelp(_ key: Key) {
        switch key {
        case .escape, .character("q"), .character("?"), .enter, .f1: mode = .normal
        case .down, .character("j"): helpTop += 1
        case .up, .character("k"): helpTop = max(0, helpTop - 1)
        case .pageDown, .character(" "): helpTop += 10
        case .pageUp: helpTop = max(0, helpTop - 10)
        case .home, .character("g"): helpTop = 0
        case .control("c"): wantsQuit = true
        case .mouse(_, _, .wheelDown): helpTop += 3
        case .mouse(_, _, .wheelUp): helpTop = max(0, helpTop - 3)
        case .mouse(_, _, .press): mode = .normal
        default: break
        }
    }

    private func handleNormal(_ key: Key) {
        switch key {
        case .character("q"), .control("c"):
            wantsQuit = true
        case .escape:
            if scan != nil || !query.isEmpty { endSearch() } else { wantsQuit = true }
        case .character("?"), .f1:
            mode = .help
            helpTop = 0
        case .tab: focus = focus.next
        case .backTab: focus = focus.previous
        case .character(let c) where ("1"..."4").contains(c):
            focus = Pane(rawValue: Int(String(c))! - 1)!
        case .down, .character("j"): move(by: 1)
        case .up, .character("k"): move(by: -1)
        case .pageDown, .control("f"): move(by: pageSize)
        case .pageUp, .control("b"): move(by: -pageSize)
        case .home, .character("g"): move(by: Int.min / 2)
        case .end, .character("G"): move(by: Int.max / 2)
        case .left, .character("h"): left()
        case .right, .character("l"): right()
        case .enter: enter()
        case .character(" "):
            if focus == .tree { toggleFold() } else { move(by: pageSize) }
        case .character("]"): stepCallback(by: 1)
        case .character("["): stepCallback(by: -1)
        case .character("/"):
            beginSearch()
        case .character("n"): walkMatches(forward: true)
        case .character("N"): walkMatches(forward: false)
        case .character("s"): toggleSystem()
        case .character("m"): toggleMouse()
        case .mouse(let x, let y, let action): mouse(x: x, y: y, action)
        default: break
        }
    }

    var pageSize: Int { max(1, (layout?.panes[focus]?.height ?? 11) - 1) }

    // MARK: - Moving

    private func move(by delta: Int) {
        switch focus {
        case .conflicts:
            guard !visible.isEmpty else { return }
            conflictSelection = clamp(conflictSelection + delta, count: visible.count)
        case .tree:
            guard let detail else { return }
            let tree = detail.currentTree
            let rows = detail.rows(tree)
            guard !rows.isEmpty else { return }
            var index = clamp(rowIndex(tree, rows) + delta, count: rows.count)
            // The "Not in this tree" header is a label, not a place to stop.
            if rows[index] == .missingHeader { index = clamp(index + (delta > 0 ? 1 : -1), count: rows.count) }
            if rows[index] == .missingHeader { index = clamp(index - 1, count: rows.count) }
            select(tree, rows, index)
        case .constraints:
            guard let detail, !detail.constraints.isEmpty else { return }
            detail.constraintSelection = clamp(detail.constraintSelection + delta, count: detail.constraints.count)
        case .owners:
            guard let detail else { return }
            let count = detail.ownerRows.count
            guard count > 0 else { return }
            detail.ownerSelection = clamp(detail.ownerSelection + delta, count: count)
        }
    }

    private func clamp(_ value: Int, count: Int) -> Int { max(0, min(value, count - 1)) }

    /// Index of the tree's selection among `rows` (its hint when still right).
    func rowIndex(_ tree: ViewTree, _ rows: [TreeRow]) -> Int {
        if rows.indices.contains(tree.rowHint), rows[tree.rowHint] == tree.selection { return tree.rowHint }
        if let index = rows.firstIndex(of: tree.selection) {
            tree.rowHint = index
            return index
        }
        // Folded away: the nearest shown ancestor takes the selection.
        if case .node(let node) = tree.selection {
            for ancestor in tree.ancestors(of: node).reversed() {
                if let index = rows.firstIndex(of: .node(ancestor)) {
                    tree.selection = .node(ancestor)
                    tree.rowHint = index
                    return index
                }
            }
        }
        tree.selection = rows.first ?? .node(0)
        tree.rowHint = 0
        return 0
    }

    private func select(_ tree: ViewTree, _ rows: [TreeRow], _ index: Int) {
        tree.selection = rows[index]
        tree.rowHint = index
    }

    private func left() {
        guard focus == .tree, let detail else { return }
        let tree = detail.currentTree
        guard case .node(let index) = tree.selection else { return }
        if tree.hasChildren(index), detail.isExpanded(tree, index) {
            detail.setExpanded(tree.key(index), false)
        } else if let parent = tree.nodes[index].parent {
            tree.selection = .node(parent)
        }
    }

    private func right() {
        switch focus {
        case .conflicts:
            focus = .tree
        case .tree:
            guard let detail else { return }
            let tree = detail.currentTree
            guard case .node(let index) = tree.selection, tree.hasChildren(index) else { return }
            if detail.isExpanded(tree, index) {
                tree.selection = .node(tree.children(of: index)[0])
            } else {
                detail.setExpanded(tree.key(index), true)
            }
        default:
            break
        }
    }

    private func toggleFold() {
        guard let detail else { return }
        let tree = detail.currentTree
        guard case .node(let index) = tree.selection, tree.hasChildren(index) else { return }
        detail.setExpanded(tree.key(index), !detail.isExpanded(tree, index))
    }

    private func enter() {
        switch focus {
        case .conflicts: focus = .tree
        case .tree: toggleFold()
        case .constraints:
            guard let detail, detail.constraints.indices.contains(detail.constraintSelection) else { return }
            let constraint = detail.constraints[detail.constraintSelection]
            if let item = constraint.items.first(where: { !$0.isLayoutGuide }) ?? constraint.items.first {
                reveal(item)
            }
        case .owners:
            guard let detail else { return }
            let rows = detail.ownerRows
            guard rows.indices.contains(detail.ownerSelection), case .view(let g, let v) = rows[detail.ownerSelection]
            else { return }
            reveal(detail.owners[g].views[v])
        }
    }

    /// Selects a view in the tree, opening what hides it.
    private func reveal(_ item: LayoutItem) {
        guard let detail else { return }
        let tree = detail.currentTree
        let key = tree.items.isEmpty ? (item.address ?? item.key) : item.key
        if let index = tree.index(ofKey: key) {
            for ancestor in tree.ancestors(of: index) where !detail.isExpanded(tree, ancestor) {
                detail.setExpanded(tree.key(ancestor), true)
            }
            tree.selection = .node(index)
        } else if let missing = tree.missing.firstIndex(where: { $0.key == item.key }) {
            tree.selection = .missing(missing)
        }
        focus = .tree
    }

    // MARK: - Callbacks

    /// `]` and `[`: the next or previous report of the same conflict; its broken constraint and
    /// its dump take over, and the view selected stays selected when the new dump has it.
    func stepCallback(by delta: Int) {
        guard let detail else { return }
        let count = detail.conflict.callbacks.count
        let target = max(0, min(count - 1, detail.callbackIndex + delta))
        guard target != detail.callbackIndex else {
            message = count == 1 ? "this conflict was reported once" : (delta > 0 ? "last callback" : "first callback")
            return
        }
        showCallback(target, in: detail)
    }

    private func showCallback(_ target: Int, in detail: ConflictDetail) {
        let oldTree = detail.currentTree
        var selectedKey: String?
        if case .node(let index) = oldTree.selection { selectedKey = oldTree.key(index) }
        detail.callbackIndex = target
        let tree = detail.currentTree
        if tree !== oldTree, let selectedKey, let index = tree.index(ofKey: selectedKey) {
            tree.selection = .node(index)
        }
        if let broken = detail.callback.broken,
            let index = detail.constraints.firstIndex(where: { $0.address == broken })
        {
            detail.constraintSelection = index
        } else {
            detail.constraintSelection = min(detail.constraintSelection, max(0, detail.constraints.count - 1))
        }
    }

    // MARK: - System conflicts, mouse

    private func toggleSystem() {
        let identity = selectedIdentity
        showSystem.toggle()
        refreshVisible(keeping: identity)
        let systemCount = document.conflicts.filter(\.isSystem).count
        message =
            systemCount == 0
            ? "no conflict in UIKit's own views"
            : (showSystem
                ? "showing \(systemCount) in UIKit's own views" : "hiding \(systemCount) in UIKit's own views")
        if scan != nil { restartSearch(jump: false) }
    }

    private func toggleMouse() {
        mouseCaptured.toggle()
        message = mouseCaptured ? "mouse on" : "mouse released: select text to copy, m takes it back"
    }

    private func mouse(x: Int, y: Int, _ action: MouseAction) {
        guard let layout else { return }
        guard
            let (pane, rect) = layout.panes.first(where: { $0.value.contains(x: x, y: y) }).map({ ($0.key, $0.value) })
        else {
            return
        }
        switch action {
        case .wheelUp, .wheelDown:
            let previous = focus
            focus = pane
            move(by: action == .wheelUp ? -3 : 3)
            focus = previous == pane ? pane : previous
        case .press:
            let wasSelected = focus == pane
            focus = pane
            let row = y - rect.y
            click(pane: pane, row: row, again: wasSelected)
        }
    }

    private func click(pane: Pane, row: Int, again: Bool) {
        switch pane {
        case .conflicts:
            let index = conflictTop + row
            if visible.indices.contains(index) { conflictSelection = index }
        case .tree:
            guard let detail else { return }
            let tree = detail.currentTree
            let rows = detail.rows(tree)
            let index = tree.top + row
            guard rows.indices.contains(index), rows[index] != .missingHeader else { return }
            // A click on the selected row folds or unfolds it.
            if again, rows[index] == tree.selection { toggleFold() } else { select(tree, rows, index) }
        case .constraints:
            guard let detail else { return }
            let index = detail.constraintTop + row
            if detail.constraints.indices.contains(index) { detail.constraintSelection = index }
        case .owners:
            guard let detail else { return }
            let index = detail.ownerTop + row
            if detail.ownerRows.indices.contains(index) { detail.ownerSelection = index }
        }
    }

    // MARK: - Search

    private func beginSearch() {
        origin = place()
        mode = .searching
        if !query.isEmpty {
            // A new search starts empty, as in less and vim; the old matches go.
            query = ""
            scan = nil
            closeSearchFolds()
        }
    }

    private func handleSearch(_ key: Key) {
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
    private func restartSearch(jump: Bool) {
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
    private func matches(_ position: SearchPosition, _ matcher: SearchMatcher) -> Bool {
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

    private func closeSearchFolds() {
        for detail in openedForSearch { detail.closeSearchFolds() }
        openedForSearch = []
        autoOpened = []
    }

    private func openForSearch(_ detail: ConflictDetail, _ tree: ViewTree, _ nodes: [Int]) {
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

    private func endSearch() {
        query = ""
        scan = nil
        pendingJump = false
        closeSearchFolds()
    }

    /// `n` and `N`: the next or previous match after the selection, across conflicts and callbacks.
    private func walkMatches(forward: Bool) {
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
    private func go(to match: SearchPosition) {
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
    private func position(of place: Place) -> SearchPosition {
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

    private func place() -> Place {
        Place(
            conflict: selectedIdentity, focus: focus, callback: detail?.callbackIndex ?? 0,
            treeSelection: detail?.currentTree.selection ?? .node(0),
            constraintSelection: detail?.constraintSelection ?? 0)
    }

    private func restore(_ place: Place) {
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
