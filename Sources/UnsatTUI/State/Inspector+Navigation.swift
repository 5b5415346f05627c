import UnsatKit

/// What keys do to the state: moving, folding, opening, stepping through callbacks.
extension Inspector {
    /// Moving, between and within the panes: the selection, the focus, folds, callbacks.
    func navigate(_ action: Action) {
        switch action {
        case .moveUp: move(by: -1)
        case .moveDown: move(by: 1)
        case .pageUp: move(by: -pageSize)
        case .pageDown: move(by: pageSize)
        case .first: move(by: Int.min / 2)
        case .last: move(by: Int.max / 2)
        case .nextPane: state.focus = state.focus.next
        case .previousPane: state.focus = state.focus.previous
        case .showConflicts: state.focus = .conflicts
        case .showHierarchy: state.focus = .tree
        case .showConstraints: state.focus = .constraints
        case .showControllers: state.focus = .controllers
        case .fold, .unfold, .toggleFold:
            if state.wireframeOverTree && state.focus == .tree {
                // Folds are the tree's: over the wireframe they would change what cannot be seen.
                state.message = "w shows the tree to fold"
            } else if action == .fold {
                // At a root, where there is nothing to fold: back from the jump that came here.
                if !left(), !state.backStack.isEmpty { goBack() }
            } else if action == .unfold {
                right()
            } else {
                toggleFold()
            }
        case .open: jump { state.focus = .tree }
        case .showView: jump { showView() }
        case .showFirstItem: jump { showItem(second: false) }
        case .showSecondItem: jump { showItem(second: true) }
        case .nextCallback: stepCallback(by: 1)
        case .previousCallback: stepCallback(by: -1)
        default: assertionFailure("\(action) is not handled here")
        }
    }

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
        case .controllers:
            changePanes { detail, panes in
                panes.controllers.move(by: delta, count: detail.controllerRows(panes.callback).count)
            }
        }
    }

    // MARK: - Folding

    /// `←` `h`: folds the selected view (or controller), or, folded (or a leaf), goes to the row
    /// above it in the outline: its parent, or the controller whose view it is; whether it did
    /// either (at a root with nothing above it, it does nothing).
    @discardableResult
    func left() -> Bool {
        guard state.focus == .tree else { return false }
        return changePanes { detail, panes -> Bool in
            let tree = detail.tree(panes.callback)
            let row = panes.tree(panes.callback, detail).selected
            guard tree.node(of: row) != nil else { return false }
            if tree.canFold(row, panes.folds), panes.folds.isOpen(tree, row) {
                panes.folds.setOpen(tree, row, false)
            } else if let parent = tree.outlineParent(of: row) {
                panes.changeTree(panes.callback, detail) { $0.selected = parent }
            } else {
                return false
            }
            return true
        } ?? false
    }

    /// `→` `l` in the tree: unfolds the selected view (or controller), or, open, goes to the row
    /// under it: its first child, a controller's view.
    func right() {
        guard state.focus == .tree else { return }
        changePanes { detail, panes in
            let tree = detail.tree(panes.callback)
            let row = panes.tree(panes.callback, detail).selected
            guard tree.canFold(row, panes.folds) else { return }
            if panes.folds.isOpen(tree, row) {
                let rows = tree.rows(panes.folds)
                panes.changeTree(panes.callback, detail) { cursor in
                    cursor.resolve(in: rows, of: tree)
                    let next = cursor.list.selection + 1
                    if rows.indices.contains(next), tree.outlineParent(of: rows[next]) == row {
                        cursor.select(next, in: rows)
                    }
                }
            } else {
                panes.folds.setOpen(tree, row, true)
            }
        }
    }

    /// Enter, Space: folds or unfolds the selected view; on a controller, goes to its view.
    func toggleFold() {
        changePanes { detail, panes in
            let tree = detail.tree(panes.callback)
            let row = panes.tree(panes.callback, detail).selected
            if case .controller(let index) = row {
                panes.folds.setOpen(tree, row, true)
                panes.changeTree(panes.callback, detail) { $0.selected = .node(tree.controllers.list[index].view) }
                return
            }
            guard tree.canFold(row, panes.folds) else { return }
            panes.folds.setOpen(tree, row, !panes.folds.isOpen(tree, row))
        }
    }

    /// Enter on a constraint or a controller's view: the view, in the tree; `>` on a controller
    /// row of the tree: its view.
    func showView() {
        switch state.focus {
        case .conflicts: break
        case .tree:
            guard let selected = state.selected(document) else { return }
            if case .controller = selected.treeCursor.selected {
                toggleFold()
            } else {
                state.message = "> goes from a controller to its view"
            }
        case .constraints:
            guard let detail, let panes else { return }
            let constraints = detail.constraints(panes.callback)
            guard constraints.indices.contains(panes.constraints.selection) else { return }
            let constraint = constraints[panes.constraints.selection]
            if let item = constraint.items.first(where: { !$0.isLayoutGuide }) ?? constraint.items.first {
                reveal(item)
            }
        case .controllers:
            guard let detail, let panes else { return }
            let rows = detail.controllerRows(panes.callback)
            let controllers = detail.controllers(panes.callback)
            guard rows.indices.contains(panes.controllers.selection) else { return }
            switch rows[panes.controllers.selection] {
            case .view(let g, let v): reveal(controllers[g].views[v])
            case .controller(let g): revealRootView(of: controllers[g].controller)
            }
        }
    }

    /// Selects a view in the tree, opening what hides it.
    func reveal(_ item: LayoutItem) {
        changePanes { detail, panes in
            let tree = detail.tree(panes.callback)
            if let index = tree.index(of: item) {
                if panes.folds.show(tree, index) { state.message = "tree filter cleared to show the view" }
                panes.changeTree(panes.callback, detail) { $0.selected = .node(index) }
            } else if let missing = tree.missing.firstIndex(where: { $0.key == item.key }) {
                panes.changeTree(panes.callback, detail) { $0.selected = .missing(missing) }
            }
        }
        state.focus = .tree
    }

    // MARK: - Going back

    /// Where the inspector is now, to come back to.
    var jumpOrigin: InspectorState.JumpOrigin {
        InspectorState.JumpOrigin(
            focus: state.focus, conflict: selectedIdentity, callback: panes?.callback, treeSelection: treeSelected)
    }

    private var treeSelected: TreeRow? {
        guard let detail, let panes else { return nil }
        return panes.tree(panes.callback, detail).selected
    }

    /// Does a jump (`go`), and keeps where it came from when it went somewhere.
    func jump(_ go: () -> Void) {
        let from = jumpOrigin
        go()
        guard jumpOrigin != from else { return }
        state.backStack.append(from)
        // A long way back is never walked; the oldest places go.
        if state.backStack.count > 100 { state.backStack.removeFirst() }
    }

    /// Esc after a jump: the pane it came from, and the tree's selection there when the conflict
    /// and its callback are the same. Places that are where the inspector already is are
    /// passed; whether it went anywhere.
    @discardableResult
    func goBack() -> Bool {
        while let back = state.backStack.popLast() {
            let now = jumpOrigin
            state.focus = back.focus
            if back.conflict == selectedIdentity, let row = back.treeSelection {
                changePanes { detail, panes in
                    if panes.callback == back.callback {
                        panes.changeTree(panes.callback, detail) { $0.selected = row }
                    }
                }
            }
            if jumpOrigin != now { return true }
        }
        return false
    }

    // MARK: - Callbacks

    /// `]` and `[`: the next or previous report of the same conflict; its broken constraint and
    /// its dump take over, and the view selected stays selected when the new dump has it.
    func stepCallback(by delta: Int) {
        guard let detail, let panes else { return }
        let count = detail.callbacks.count
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

    /// A page of the focused pane (or of the detail read full screen): its height less a row, so
    /// that a row stays in sight.
    var pageSize: Int {
        let height = state.zoom == .detail ? state.layout?.detail.height : state.layout?.panes[state.focus]?.height
        return max(1, (height ?? 11) - 1)
    }
}
