import UnsatKit

/// `/`, `n` and `N`: what the prompt holds, the scan of its matches, and where the search began.
struct SearchState {
    /// Where the user was when the search prompt opened: Esc goes back there.
    struct Place {
        var conflict: InputLocation?
        var focus: Pane
        var callback: Int
        var treeSelection: TreeRow
        var constraintSelection: Int
    }

    /// The prompt's line: the query and the cursor in it.
    var line = PromptLine()
    /// The queries entered this session, for ↑ ↓ in the prompt.
    var history = PromptHistory()
    var scan: SearchScan?
    var origin: Place?
    /// Set while typing: jump to the first match after `origin` as soon as the scan finds it.
    var pendingJump = false
    /// Trees whose matches were opened for the current search (see `Inspector.openFoldsForMatches`).
    var autoOpened: Set<String> = []
    /// Views looked at per key before the screen is drawn; the rest of a scan runs between keys.
    var budget = 512

    var matcher: SearchMatcher? { scan?.matcher }

    /// What the prompt holds; set, the cursor goes after it.
    var query: String {
        get { line.text }
        set { line = PromptLine(newValue) }
    }
}
