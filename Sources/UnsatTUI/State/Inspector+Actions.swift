import UnsatKit

/// What keys and clicks do to the state: moving, folding, opening, stepping through callbacks.
extension Inspector {
    // MARK: - Moving

    func move(by delta: Int) {
        switch state.focus {
        case .conflicts:
            state.list.cursor.move(by: delta, count: state.list.visible.count)
        case .tree:
            changePanes { detail, panes in
                let tree = detail.tree(panes.callback)
                let rows = tree.rows(panes.folds)
                guard !rows.isEmpty else { return }
                panes.changeTree(panes.callback, detail) { cursor in
                    cursor.resolve(in: rows, of: tree)
                    var index = ListCursor.clamped(cursor.list.selection + delta, count: rows.count)
                    // The "Not in this tree" header is a label, not a place to stop.
                    if rows[index] == .missingHeader {
                        index = ListCursor.clamped(index + (delta > 0 ? 1 : -1), count: rows.count)
                    }
                    if rows[index] == .missingHeader { index = ListCursor.clamped(index - 1, count: rows.count) }
                    cursor.select(index, in: rows)
                }
            }
        case .constraints:
            changePanes { detail, panes in
                panes.constraints.move(by: delta, count: detail.constraints(panes.callback).count)
            }
        case .owners:
            changePanes { detail, panes in panes.controllers.move(by: delta, count: detail.ownerRows.count) }
        }
    }

    // MARK: - Folding

    /// `←` `h`: folds the selected view, or, folded (or a leaf), goes to its parent.
    func left() {
        guard state.focus == .tree else { return }
        changePanes { detail, panes in
            let tree = detail.tree(panes.callback)
            guard case .node(let index) = panes.tree(panes.callback, detail).selected else { return }
            if tree.hasChildren(index), panes.folds.isExpanded(tree, index) {
                panes.folds.setExpanded(tree.key(index), false)
            } else if let parent = tree.nodes[index].parent {
                panes.changeTree(panes.callback, detail) { $0.selected = .node(parent) }
            }
        }
    }

    /// `→` `l` in the tree: unfolds the selected view, or, open, goes to its first child.
    func right() {
        guard state.focus == .tree else { return }
        changePanes { detail, panes in
            let tree = detail.tree(panes.callback)
            guard case .node(let index) = panes.tree(panes.callback, detail).selected, tree.hasChildren(index)
            else { return }
            if panes.folds.isExpanded(tree, index) {
                panes.changeTree(panes.callback, detail) { $0.selected = .node(tree.children(of: index)[0]) }
            } else {
                panes.folds.setExpanded(tree.key(index), true)
            }
        }
    }

    func toggleFold() {
        changePanes { detail, panes in
            let tree = detail.tree(panes.callback)
            guard case .node(let index) = panes.tree(panes.callback, detail).selected, tree.hasChildren(index)
            else { return }
            panes.folds.setExpanded(tree.key(index), !panes.folds.isExpanded(tree, index))
        }
    }

    /// Enter on a constraint or a controller's view: the view, in the tree.
    func showView() {
        switch state.focus {
        case .conflicts, .tree: break
        case .constraints:
            guard let detail, let panes else { return }
            let constraints = detail.constraints(panes.callback)
            guard constraints.indices.contains(panes.constraints.selection) else { return }
            let constraint = constraints[panes.constraints.selection]
            if let item = constraint.items.first(where: { !$0.isLayoutGuide }) ?? constraint.items.first {
                reveal(item)
            }
        case .owners:
            guard let detail, let panes else { return }
            let rows = detail.ownerRows
            guard rows.indices.contains(panes.controllers.selection) else { return }
            switch rows[panes.controllers.selection] {
            case .view(let g, let v): reveal(detail.owners[g].views[v])
            case .controller(let g): revealRootView(of: detail.owners[g].controller)
            }
        }
    }

    /// Selects a view in the tree, opening what hides it.
    func reveal(_ item: LayoutItem) {
        changePanes { detail, panes in
            let tree = detail.tree(panes.callback)
            if let index = tree.index(of: item) {
                for ancestor in tree.ancestors(of: index) where !panes.folds.isExpanded(tree, ancestor) {
                    panes.folds.setExpanded(tree.key(ancestor), true)
                }
                panes.changeTree(panes.callback, detail) { $0.selected = .node(index) }
            } else if let missing = tree.missing.firstIndex(where: { $0.key == item.key }) {
                panes.changeTree(panes.callback, detail) { $0.selected = .missing(missing) }
            }
        }
        state.focus = .tree
    }

    // MARK: - Callbacks

    /// `]` and `[`: the next or previous report of the same conflict; its broken constraint and
    /// its dump take over, and the view selected stays selected when the new dump has it.
    func stepCallback(by delta: Int) {
        guard let detail, let panes else { return }
        let count = detail.conflict.callbacks.count
        let target = max(0, min(count - 1, panes.callback + delta))
        guard target != panes.callback else {
            state.message =
                count == 1 ? "this conflict was reported once" : (delta > 0 ? "last callback" : "first callback")
            return
        }
        changePanes { detail, panes in Self.show(callback: target, detail, &panes) }
    }

    /// Shows callback `target` of a conflict: the view selected stays selected when the new tree
    /// has it, and the constraint that callback broke is selected.
    static func show(callback target: Int, _ detail: ConflictDetail, _ panes: inout ConflictState) {
        let oldTree = detail.tree(panes.callback)
        var selected: (key: String, address: Address?)?
        if case .node(let index) = panes.tree(panes.callback, detail).selected {
            selected = (oldTree.key(index), oldTree.address(index))
        }
        panes.callback = target
        let tree = detail.tree(target)
        if tree !== oldTree, let selected, let index = tree.index(ofKey: selected.key, address: selected.address) {
            panes.changeTree(target, detail) { $0.selected = .node(index) }
        }
        let constraints = detail.constraints(target)
        if let broken = detail.callback(target).broken,
            let index = constraints.firstIndex(where: { $0.address == broken })
        {
            panes.constraints.selection = index
        } else {
            panes.constraints.selection = min(panes.constraints.selection, max(0, constraints.count - 1))
        }
    }

    // MARK: - System conflicts, mouse

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

    func toggleMouse() {
        state.mouseCaptured.toggle()
        state.message = state.mouseCaptured ? "mouse on" : "mouse released: select text to copy, m takes it back"
    }

    func mouse(x: Int, y: Int, _ action: MouseAction) {
        guard let layout = state.layout,
            let (pane, rect) = layout.panes.first(where: { $0.value.contains(x: x, y: y) }).map({ ($0.key, $0.value) })
        else {
            return
        }
        switch action {
        case .wheelUp, .wheelDown:
            // The pane under the pointer scrolls; the focus stays where it is.
            let focus = state.focus
            state.focus = pane
            move(by: action == .wheelUp ? -3 : 3)
            state.focus = focus
        case .press:
            let wasSelected = state.focus == pane
            state.focus = pane
            click(pane: pane, line: y - rect.y, again: wasSelected)
        }
    }

    private func click(pane: Pane, line: Int, again: Bool) {
        switch pane {
        case .conflicts:
            if let row = state.list.cursor.row(atLine: line, count: state.list.visible.count) {
                state.list.cursor.selection = row
            }
        case .tree:
            // The wireframe has no rows: a click on it only gives the pane the focus.
            guard state.wireframe == nil else { return }
            changePanes { detail, panes in
                let tree = detail.tree(panes.callback)
                let rows = tree.rows(panes.folds)
                let cursor = panes.tree(panes.callback, detail)
                guard let row = cursor.list.row(atLine: line, count: rows.count), rows[row] != .missingHeader
                else { return }
                // A click on the selected row folds or unfolds it.
                if again, rows[row] == cursor.selected {
                    if case .node(let index) = rows[row], tree.hasChildren(index) {
                        panes.folds.setExpanded(tree.key(index), !panes.folds.isExpanded(tree, index))
                    }
                } else {
                    panes.changeTree(panes.callback, detail) { $0.select(row, in: rows) }
                }
            }
        case .constraints:
            changePanes { detail, panes in
                if let row = panes.constraints.row(atLine: line, count: detail.constraints(panes.callback).count) {
                    panes.constraints.selection = row
                }
            }
        case .owners:
            changePanes { detail, panes in
                if let row = panes.controllers.row(atLine: line, count: detail.ownerRows.count) {
                    panes.controllers.selection = row
                }
            }
        }
    }
}
