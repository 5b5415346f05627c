import Foundation
import UnsatKit

/// `o` and `e`: the selected callback's block in the user's pager or editor, at its line.
extension Inspector {
    func openSource(_ program: SourceProgram) {
        guard let selected = state.selected(document) else {
            state.message = "no conflict to open"
            return
        }
        let location = selected.callback.location
        // Read from a pipe (`(stdin)`, `unsat live`'s log stream), a callback has no file to open.
        guard FileManager.default.fileExists(atPath: location.file) else {
            state.message = "no file to open: read from \(location.file)"
            return
        }
        state.requests.append(.open(program, location))
    }
}
