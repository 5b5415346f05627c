/// What a key does. The key table (`KeyBinding.table`) says which keys do it and where;
/// `Inspector.perform` does it (each kind of action in its own `Inspector+…` file).
enum Action: Hashable, CaseIterable {
    // Browsing the panes.
    case moveUp, moveDown, pageUp, pageDown, first, last
    case nextPane, previousPane, showConflicts, showHierarchy, showConstraints, showControllers
    case fold, unfold, toggleFold
    /// A conflict: its hierarchy.
    case open
    /// A constraint's or a controller's view, in the hierarchy.
    case showView
    /// A constraint's first or second item, in the hierarchy.
    case showFirstItem, showSecondItem
    case nextCallback, previousCallback
    case search, nextMatch, previousMatch
    case toggleSystem, notes, toggleMouse, help, quit
    /// `f`: the conflict list's filter prompt; `F` clears the filter.
    case filter, clearFilter
    /// `y`: the selected address, constraint or view line to the clipboard.
    case copy
    /// `Y`: the selected object's address alone; `p`: an lldb expression that prints it (`po`).
    case copyAddress, copyExpression
    /// `o` `e`: the selected callback's block in the pager, the editor.
    case openInPager, openInEditor
    /// Esc: ends a search, a zoom, or goes back from a jump (`InspectorState.backStack`); with
    /// nothing to go back from, says that q quits (it never quits).
    case back
    case click, wheelUp, wheelDown
    // Typing a search.
    case keepMatches, cancelSearch, deleteBackward, clearQuery
    /// Editing the prompt's line as a shell does (`clearQuery` deletes what is before the cursor).
    case cursorLeft, cursorRight, cursorToStart, cursorToEnd, deleteForward, deleteWord
    /// ↑ ↓ in the prompt: an older, a newer query of this session.
    case olderQuery, newerQuery
    /// Leaves the prompt, keeping the matches, and does what the key does in the panes.
    case leavePrompt
    // Reading an overlay, or the detail full screen.
    case scrollUp, scrollDown, scrollPageUp, scrollPageDown, scrollToTop, close
    /// `z` `+`: the focused pane fills the screen, or shares it again.
    case zoom
    /// `Z`: the detail of the focused pane's selection (with why and fix) fills the screen, or not.
    case zoomDetail
    case scrollToBottom
    /// `w`: the hierarchy pane draws the callback's wireframe instead of the tree, or the tree again.
    case toggleWireframe
    /// `a`: the wireframe of the conflicting views' nearest common ancestor, or of the root again.
    case toggleWireframeFocus
    /// `c`: the conflict's callbacks, a line each, to go to one (tig's log view).
    case callbacks
    /// Enter in the notes or the callbacks: goes to the one selected, and closes; in help: closes.
    case jump
    /// `=`: the conflicts list wider, as lazygit's screen modes: half the screen, then all of it.
    case widenList
    /// `-`: the conflicts list narrower again: from all of the screen to half, from half to its own.
    case narrowList
    /// `R`: a followed file read again from its start: what its earlier runs held is dropped.
    case clearEarlierRuns
    /// `\`: the tree filter's prompt; `|` shows the whole tree again.
    case filterTree, clearTreeFilter
    /// `c`: the tree narrowed to the conflict's views and their ancestors, or whole again.
    case toggleConflictViews
    /// `=` `-`: every row of the tree unfolded, folded.
    case expandAll, collapseAll
}
