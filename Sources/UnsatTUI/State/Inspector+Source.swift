import Foundation
import UnsatKit

/// `o` and `e`: the selected callback's block in the user's pager or editor, at its line; `e` on a
/// constraint whose source line the search is certain of opens that line instead.
extension Inspector {
    func openSource(_ program: SourceProgram) {
        guard let selected = state.selected(document) else {
            state.message = "no conflict to open"
            return
        }
        if program == .editor, state.focus == .constraints, let site = selectedConstraintSite(selected) {
            state.requests.append(.open(program, site))
            return
        }
        let location = selected.callback.location
        // Read from a pipe (`(stdin)`, `unsat live`'s log stream), a callback has no file to open:
        // the pager reads the copy made as it was read, at the same line (as tig pages what it read).
        guard FileManager.default.fileExists(atPath: location.file) else {
            if let copy = state.inputCopies[location.file] {
                if program == .pager {
                    state.requests.append(.open(program, InputLocation(file: copy, line: location.line)))
                } else {
                    state.message = "no file to edit: read from \(location.file) (o pages it)"
                }
            } else {
                state.message = "no file to open: read from \(location.file)"
            }
            return
        }
        state.requests.append(.open(program, location))
    }

    /// The line of the app's source that made the selected constraint, as a path the editor opens
    /// from here, when the search is certain of it and the explanation is ready.
    func selectedConstraintSite(_ selected: SelectedConflict) -> InputLocation? {
        let constraints = selected.constraints
        let index = selected.panes.constraints.selection
        guard constraints.indices.contains(index), let root = document.explainer.sources?.root,
            let explanation = selected.detail.explanation,
            let site = explanation.sources[selected.detail.counterpart(of: constraints[index].address)]?
                .certain
        else { return nil }
        let path = root.hasSuffix("/") ? root + site.path : root + "/" + site.path
        return InputLocation(file: path, line: site.line)
    }
}
