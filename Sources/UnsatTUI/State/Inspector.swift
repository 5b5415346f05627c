import UnsatKit

/// How the inspector draws: color or not, Unicode or ASCII.
public struct InspectorStyle: Sendable {
    public var color: Bool
    public var ascii: Bool

    public init(color: Bool, ascii: Bool) {
        self.color = color
        self.ascii = ascii
    }
}

/// The inspector without a terminal: it owns the document and the state (`InspectorState`),
/// changes the state as keys come, settles it after each (`settle`), and draws it (`render`, which
/// only reads). The ncurses layer only copies the grid to the screen and turns what the terminal
/// sends into `Key`s.
final class Inspector {
    typealias Mode = InspectorState.Mode

    let document: InspectorDocument
    var theme: Theme
    let glyphs: ScreenGlyphs
    let asciiOnly: Bool
    var state = InspectorState()

    init(document: InspectorDocument, style: InspectorStyle = InspectorStyle(color: true, ascii: false)) {
        self.document = document
        theme = Theme(color: style.color)
        glyphs = style.ascii ? .ascii : .unicode
        asciiOnly = style.ascii
        state.list.refresh(document, keeping: nil)
        if state.list.visible.count == 1 { state.focus = .tree }
        settle()
    }

    // MARK: - The selected conflict

    var selectedIdentity: String? { state.selectedIdentity(document) }

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

    var hiddenSystemCount: Int { document.conflicts.count - state.list.visible.count }

    /// A newer reading of a growing input. New callbacks re-sort the list, so the selection
    /// follows the conflict (its identity, taken before the list changes), not the row; each
    /// conflict's panes stay on what they showed.
    func replaceDocument(result: ParseResult, conflicts: [Conflict]) {
        let identity = selectedIdentity
        var anchors: [String: ConflictState.Anchor] = [:]
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

    private func dispatch(_ key: Key) {
        if case .resize = key { return }
        state.message = nil
        switch state.mode {
        case .help, .notes: handleOverlay(key)
        case .searching: handleSearch(key)
        case .normal: handleNormal(key)
        }
    }

    private func handleOverlay(_ key: Key) {
        switch key {
        case .escape, .character("q"), .enter, .f1: state.mode = .normal
        case .character("?"): state.mode = state.mode == .help ? .normal : .help
        case .character("!"): state.mode = state.mode == .notes ? .normal : .notes
        case .down, .character("j"): state.overlayTop += 1
        case .up, .character("k"): state.overlayTop = max(0, state.overlayTop - 1)
        case .pageDown, .character(" "): state.overlayTop += 10
        case .pageUp: state.overlayTop = max(0, state.overlayTop - 10)
        case .home, .character("g"): state.overlayTop = 0
        case .control("c"): state.wantsQuit = true
        case .mouse(_, _, .wheelDown): state.overlayTop += 3
        case .mouse(_, _, .wheelUp): state.overlayTop = max(0, state.overlayTop - 3)
        case .mouse(_, _, .press): state.mode = .normal
        default: break
        }
    }

    func handleNormal(_ key: Key) {
        switch key {
        case .character("q"), .control("c"):
            state.wantsQuit = true
        case .escape:
            if state.search.scan != nil || !state.search.query.isEmpty { endSearch() } else { state.wantsQuit = true }
        case .character("?"), .f1:
            state.mode = .help
            state.overlayTop = 0
        case .character("!"):
            state.mode = .notes
            state.overlayTop = 0
        case .tab: state.focus = state.focus.next
        case .backTab: state.focus = state.focus.previous
        case .character(let c) where ("1"..."4").contains(c):
            state.focus = Pane(rawValue: Int(String(c))! - 1)!
        case .down, .character("j"): move(by: 1)
        case .up, .character("k"): move(by: -1)
        case .pageDown: move(by: pageSize)
        case .pageUp: move(by: -pageSize)
        case .home, .character("g"): move(by: Int.min / 2)
        case .end, .character("G"): move(by: Int.max / 2)
        case .left, .character("h"): left()
        case .right, .character("l"): right()
        case .enter: enter()
        case .character(" "):
            if state.focus == .tree { toggleFold() } else { move(by: pageSize) }
        case .character("]"): stepCallback(by: 1)
        case .character("["): stepCallback(by: -1)
        case .character("/"):
            beginSearch()
        case .character("n"): walkMatches(forward: true)
        case .character("N"): walkMatches(forward: false)
        case .character("s"): toggleSystem()
        case .character("m"): toggleMouse()
        case .mouse(let x, let y, let action): mouse(x: x, y: y, action)
        default: break
        }
    }

    /// Draws the screen at the size last given to `resize`, from the settled state; reads only.
    func render() -> ScreenGrid {
        ScreenRenderer(document: document, state: state, glyphs: glyphs, theme: theme, asciiOnly: asciiOnly).render()
    }

    /// A page of the focused pane: its height less a row, so that a row stays in sight.
    var pageSize: Int { max(1, (state.layout?.panes[state.focus]?.height ?? 11) - 1) }
}
