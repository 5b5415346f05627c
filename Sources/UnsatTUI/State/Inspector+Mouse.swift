import UnsatKit

/// What the mouse does: the wheel scrolls the pane under it, a click selects (again: folds).
extension Inspector {
    /// The mouse: clicks and the wheel, and whether the inspector takes it at all.
    func performMouse(_ action: Action, _ key: Key) {
        switch action {
        case .toggleMouse: toggleMouse()
        case .click, .wheelUp, .wheelDown:
            guard case .mouse(let x, let y, let mouseAction) = key else { return }
            if keyContext == .detail {
                // The detail read full screen: the wheel scrolls it, a click does nothing.
                if action != .click { scroll(by: action == .wheelUp ? -3 : 3) }
            } else if state.mode == .normal {
                mouse(x: x, y: y, mouseAction)
            } else {
                scroll(by: action == .wheelUp ? -3 : 3)
            }
        default: assertionFailure("\(action) is not handled here")
        }
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
            guard !state.wireframeOverTree else { return }
            changePanes { detail, panes in
                let tree = detail.tree(panes.callback)
                let rows = tree.rows(panes.folds)
                let cursor = panes.tree(panes.callback, detail)
                guard let row = cursor.list.row(atLine: line, count: rows.count), rows[row] != .missingHeader
                else { return }
                // A click on the selected row folds or unfolds it.
                if again, rows[row] == cursor.selected {
                    if tree.canFold(rows[row], panes.folds) {
                        panes.folds.setOpen(tree, rows[row], !panes.folds.isOpen(tree, rows[row]))
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
        case .controllers:
            changePanes { detail, panes in
                if let row = panes.controllers.row(atLine: line, count: detail.controllerRows(panes.callback).count) {
                    panes.controllers.selection = row
                }
            }
        }
    }
}
