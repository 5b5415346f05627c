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
        /// `help` lists the keys; `notes` the lines that could not be read and the ambiguous layouts.
        case normal, searching, help, notes
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
    var rankByIdentity: [String: Int] = [:]
    var conflictSelection = 0
    var conflictTop = 0
    /// The first line shown of the open overlay (help or notes).
    var overlayTop = 0

    /// What the search prompt holds.
    var query = ""
    var scan: SearchScan?
    var origin: Place?
    /// Set while typing: jump to the first match after `origin` as soon as the scan finds it.
    var pendingJump = false
    /// Conflicts whose folds a search opened, to close them when it ends.
    var openedForSearch: [ConflictDetail] = []
    /// Trees whose matches were opened for the current search (see `openFoldsForMatches`).
    var autoOpened: Set<String> = []
    /// Views looked at per key before the screen is drawn; the rest of a scan runs between keys.
    var searchBudget = 512

    var mouseCaptured = true
    /// A one-time note in the footer ("mouse released: …").
    var message: String?
    /// What a growing input is doing ("following console.log"), shown in the title bar.
    var streamStatus: String?
    /// While a followed file is not there yet, what the empty list says instead of "no conflict".
    var waitingMessage: String?
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

    /// A newer reading of a growing input. New callbacks re-sort the list, so the selection
    /// follows the conflict (its identity, taken before the list changes), not the row.
    func replaceDocument(result: ParseResult, conflicts: [Conflict]) {
        let identity = selectedIdentity
        document.replace(result: result, conflicts: conflicts)
        refreshVisible(keeping: identity)
        if scan != nil { restartSearch(jump: false) }
    }

    // MARK: - Keys

    func handle(_ key: Key) {
        if case .resize = key { return }
        message = nil
        switch mode {
        case .help, .notes: handleOverlay(key)
        case .searching: handleSearch(key)
        case .normal: handleNormal(key)
        }
    }

    func handle(_ keys: [Key]) {
        for key in keys { handle(key) }
    }

    private func handleOverlay(_ key: Key) {
        switch key {
        case .escape, .character("q"), .enter, .f1: mode = .normal
        case .character("?"): mode = mode == .help ? .normal : .help
        case .character("!"): mode = mode == .notes ? .normal : .notes
        case .down, .character("j"): overlayTop += 1
        case .up, .character("k"): overlayTop = max(0, overlayTop - 1)
        case .pageDown, .character(" "): overlayTop += 10
        case .pageUp: overlayTop = max(0, overlayTop - 10)
        case .home, .character("g"): overlayTop = 0
        case .control("c"): wantsQuit = true
        case .mouse(_, _, .wheelDown): overlayTop += 3
        case .mouse(_, _, .wheelUp): overlayTop = max(0, overlayTop - 3)
        case .mouse(_, _, .press): mode = .normal
        default: break
        }
    }

    func handleNormal(_ key: Key) {
        switch key {
        case .character("q"), .control("c"):
            wantsQuit = true
        case .escape:
            if scan != nil || !query.isEmpty { endSearch() } else { wantsQuit = true }
        case .character("?"), .f1:
            mode = .help
            overlayTop = 0
        case .character("!"):
            mode = .notes
            overlayTop = 0
        case .tab: focus = focus.next
        case .backTab: focus = focus.previous
        case .character(let c) where ("1"..."4").contains(c):
            focus = Pane(rawValue: Int(String(c))! - 1)!
        case .down, .character("j"): move(by: 1)
        case .up, .character("k"): move(by: -1)
        case .pageDown: move(by: pageSize)
        case .pageUp: move(by: -pageSize)
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
        if let index = tree.index(of: item) {
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

    func showCallback(_ target: Int, in detail: ConflictDetail) {
        let oldTree = detail.currentTree
        var selected: (key: String, address: Address?)?
        if case .node(let index) = oldTree.selection { selected = (oldTree.key(index), oldTree.address(index)) }
        detail.callbackIndex = target
        let tree = detail.currentTree
        if tree !== oldTree, let selected, let index = tree.index(ofKey: selected.key, address: selected.address) {
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
}
