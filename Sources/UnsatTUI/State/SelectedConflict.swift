import UnsatKit

/// The selected entry (a conflict, or a dump on its own) as the panes draw it: its details and its
/// panes' state, read together (as the entry starts, when it was never shown). A value to read,
/// not to change.
struct SelectedConflict {
    let identity: InputLocation
    let detail: ConflictDetail
    let panes: ConflictState

    /// What is selected: what a pane that shows entries of several kinds switches on.
    var entry: Entry { detail.entry }

    /// The callback the panes show.
    var callbackIndex: Int { min(panes.callback, detail.callbacks.count - 1) }
    var callback: Callback { detail.callback(callbackIndex) }
    var constraints: [Constraint] { detail.constraints(callbackIndex) }
    var tree: ViewTree { detail.tree(callbackIndex) }
    var treeCursor: TreeCursor { panes.tree(callbackIndex, detail) }
    /// The controllers of the callback's views, and the pane's rows of them.
    var controllers: [ControllerGroup] { detail.controllers(callbackIndex) }
    var controllerRows: [ConflictDetail.ControllerRow] { detail.controllerRows(callbackIndex) }
}

extension InspectorState {
    func selectedIdentity(_ document: InspectorDocument) -> InputLocation? {
        list.selected.map { document.identities[$0] }
    }

    func selected(_ document: InspectorDocument) -> SelectedConflict? {
        guard let index = list.selected else { return nil }
        let identity = document.identities[index]
        let detail = document.detail(index)
        return SelectedConflict(identity: identity, detail: detail, panes: conflicts[identity] ?? ConflictState(detail))
    }

    /// Where the user is, as a search remembers it.
    func place(_ document: InspectorDocument) -> SearchState.Place {
        let selected = selected(document)
        return SearchState.Place(
            conflict: selected?.identity, focus: focus, callback: selected?.panes.callback ?? 0,
            treeSelection: selected?.treeCursor.selected ?? .node(0),
            constraintSelection: selected?.panes.constraints.selection ?? 0)
    }

    /// A place as a search position: what `n` counts from.
    func position(of place: SearchState.Place, _ document: InspectorDocument) -> SearchPosition {
        let rank = place.conflict.flatMap { list.rankByIdentity[$0] } ?? 0
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
            case .controller(let index):
                // Where its view is: `n` goes on from there.
                let view = selected(document)?.tree.controllers.list[index].view ?? 0
                return SearchPosition(rank: rank, callback: place.callback, part: .node, index: view)
            }
        case .constraints:
            return SearchPosition(
                rank: rank, callback: place.callback, part: .constraint, index: place.constraintSelection)
        case .controllers:
            // Where the scan puts the conflict's controllers: after its last callback.
            guard let selected = selected(document) else {
                return SearchPosition(rank: rank, callback: Int.max / 2, part: .controller, index: 0)
            }
            let group = controllerRow(selected).map { row in
                switch row {
                case .controller(let g), .view(let g, _): g
                }
            }
            return SearchPosition(
                rank: rank, callback: selected.detail.callbacks.count, part: .controller, index: group ?? 0)
        }
    }

    /// The controllers pane's selected row, when that pane has one.
    private func controllerRow(_ selected: SelectedConflict) -> ConflictDetail.ControllerRow? {
        let rows = selected.controllerRows
        return rows.indices.contains(selected.panes.controllers.selection)
            ? rows[selected.panes.controllers.selection] : nil
    }

    /// Whether the selection can be a match: in the controllers pane, a view under a controller
    /// is not the controller (it shares its position).
    func selectsMatchable(_ document: InspectorDocument) -> Bool {
        guard focus == .controllers else { return true }
        guard let selected = selected(document), case .controller = controllerRow(selected) else { return false }
        return true
    }

    /// `3/7` (with `+` while the scan runs); nil with no search.
    func matchStatus(_ document: InspectorDocument) -> String? {
        guard let scan = search.scan else { return nil }
        let total = scan.isComplete ? "\(scan.matches.count)" : "\(scan.matches.count)+"
        let here = position(of: place(document), document)
        let index = scan.lowerBound(here)
        let current =
            index < scan.matches.count && scan.matches[index] == here && selectsMatchable(document)
            ? "\(index + 1)" : "-"
        return "\(current)/\(total)"
    }
}
