import UnsatKit

/// The inspector without a terminal: it owns the document and the state (`InspectorState`),
/// changes the state as keys come, settles it after each (`settle`), and draws it (`render`, which
/// only reads). The ncurses layer only copies the grid to the screen and turns what the terminal
/// sends into `Key`s.
final class Inspector {
    typealias Mode = InspectorState.Mode

    let document: InspectorDocument
    let theme: Theme
    var state = InspectorState()

    /// The glyphs the document's names and explanations are written with, drawn with too.
    var glyphs: Glyphs { document.glyphs }

    /// An inspector on `document`, drawn in color or not.
    init(document: InspectorDocument, color: Bool = true) {
        self.document = document
        theme = Theme(color: color)
        state.list.refresh(document, keeping: nil)
        if state.list.visible.count == 1 { state.focus = .tree }
        settle()
    }

    // MARK: - The selected conflict

    var selectedIdentity: InputLocation? { state.selectedIdentity(document) }

    /// The selected conflict's details, nil when there is no conflict.
    var detail: ConflictDetail? { state.list.selected.map(document.detail) }

    /// The selected conflict's pane state (as it starts, when it was never shown).
    var panes: ConflictState? { state.selected(document)?.panes }

    /// Changes the selected conflict's pane state; nil when there is no conflict.
    @discardableResult
    func changePanes<T>(_ change: (ConflictDetail, inout ConflictState) -> T) -> T? {
        guard let identity = selectedIdentity, let detail else { return nil }
        return change(detail, &state.conflicts[identity, default: ConflictState(detail)])
    }

    /// A newer reading of a growing input. New callbacks re-sort the list, so the selection
    /// follows the conflict (its identity, taken before the list changes), not the row; each
    /// conflict's panes stay on what they showed.
    func replaceDocument(result: ParseResult, conflicts: [Conflict]) {
        let identity = selectedIdentity
        var anchors: [InputLocation: ConflictState.Anchor] = [:]
        for (key, panes) in state.conflicts {
            if let detail = document.existingDetail(key) { anchors[key] = panes.anchor(detail) }
        }
        let keptTrees = document.replace(result: result, conflicts: conflicts)
        for (key, anchor) in anchors {
            guard let kept = keptTrees[key], let detail = document.existingDetail(key) else { continue }
            state.conflicts[key]?.follow(anchor, keptTrees: kept, detail)
        }
        state.list.refresh(document, keeping: identity)
        if state.search.scan != nil { restartSearch(jump: false) }
        settle()
    }

    // MARK: - Events

    /// One key, then the state settled.
    func handle(_ key: Key) {
        dispatch(key)
        settle()
    }

    func handle(_ keys: [Key]) {
        for key in keys { handle(key) }
    }

    /// The terminal's size, known or changed: the panes' heights follow.
    func resize(width: Int, height: Int) {
        state.size = ScreenSize(width: width, height: height)
        settle()
    }

    /// Draws the screen at the size last given to `resize`, from the settled state; reads only.
    func render() -> ScreenGrid {
        ScreenRenderer(document: document, state: state, glyphs: glyphs, theme: theme).render()
    }
}
