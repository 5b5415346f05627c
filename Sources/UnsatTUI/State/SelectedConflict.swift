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
            var group = 0
            if let selected = selected(document) {
                let rows = selected.detail.controllerRows
                if rows.indices.contains(selected.panes.controllers.selection) {
                    switch rows[selected.panes.controllers.selection] {
                    case .controller(let g), .view(let g, _): group = g
                    }
                }
            }
            return SearchPosition(rank: rank, callback: Int.max / 2, part: .controller, index: group)
        }
    }

    /// `3/7` (with `+` while the scan runs); nil with no search.
    func matchStatus(_ document: InspectorDocument) -> String? {
        guard let scan = search.scan else { return nil }
        let total = scan.isComplete ? "\(scan.matches.count)" : "\(scan.matches.count)+"
        let here = position(of: place(document), document)
        let index = scan.lowerBound(here)
        let current = index < scan.matches.count && scan.matches[index] == here ? "\(index + 1)" : "-"
        return "\(current)/\(total)"
    }
}
