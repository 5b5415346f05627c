import UnsatKit

/// `o` and `e`: the selected callback's block in the user's pager or editor, at its line.
extension Inspector {
    func openSource(_ program: SourceProgram) {
        guard let selected = state.selected(document) else {
            state.message = "no conflict to open"
            return
        }
        let location = selected.callback.location
        guard location.file != Self.standardInputName else {
            state.message = "no file to open: read from stdin"
            return
        }
        state.requests.append(.open(program, location))
    }

    /// What a callback read from a pipe gives as its file.
    static let standardInputName = "(stdin)"
}
