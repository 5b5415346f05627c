import UnsatKit

/// The actions whose effect is outside the inspector: asked of the terminal (`TerminalRequest`), or the end.
extension Inspector {
    /// What leaves the inspector: the clipboard, the pager, the editor, the followed file's
    /// earlier runs, quitting.
    func performExternal(_ action: Action) {
        switch action {
        case .copy: copySelection()
        case .copyAddress: copyAddress(asExpression: false)
        case .copyExpression: copyAddress(asExpression: true)
        case .openInPager: openSource(.pager)
        case .openInEditor: openSource(.editor)
        case .quit: state.wantsQuit = true
        case .clearEarlierRuns:
            // The reader drops them; the list changes with its next snapshot.
            if state.hasEarlierRuns(document) {
                state.requests.append(.forgetEarlierRuns)
                state.message = "earlier runs cleared"
            } else {
                state.message = "no earlier run to clear"
            }
        default: assertionFailure("\(action) is not handled here")
        }
    }
}
