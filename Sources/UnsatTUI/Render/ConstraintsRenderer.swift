import UnsatKit

/// The constraints pane: the callback's constraints in short form, each view's name in its color,
/// the broken one marked, where each came from at the right; under them, when the pane has room,
/// why they cannot all hold and what usually fixes it.
struct ConstraintsRenderer: ListPaneRenderer {
    let selected: SelectedConflict?
    let matcher: SearchMatcher?
    let glyphs: Glyphs
    let theme: Theme
    /// The view selected elsewhere: the constraints that do not name it are dimmed.
    var link: PaneLink?

    var count: Int { selected?.constraints.count ?? 0 }
    var cursor: ListCursor { selected?.panes.constraints ?? ListCursor() }

    var emptyMessage: String? {
        guard let selected else { return "nothing to show" }
        guard selected.constraints.isEmpty else { return nil }
        if selected.isDumpEntry { return "no conflict: a view hierarchy on its own" }
        return selected.callback.missing.map { "no constraints: \($0.phrase)" } ?? "this callback lists no constraint"
    }

    func rows(_ range: Range<Int>, width: Int) -> [PaneRow] {
        guard let selected else { return [] }
        let constraints = selected.constraints
        let broken = selected.callback.broken
        let detail = selected.detail
        return range.map { index in
            let constraint = constraints[index]
            let isBroken = constraint.address == broken
            var row = PaneRow()
            row.append(isBroken ? glyphs.broken + " " : "  ", theme.broken)
            for piece in detail.line(constraint).pieces {
                if let key = piece.itemKey {
                    row.append(piece.text, detail.colors[key].map(theme.view) ?? .plain, as: .name)
                } else {
                    row.append(piece.text)
                }
            }
            var notes = StyledText()
            if isBroken { notes.append("broken", theme.broken) }
            var words: [String] = []
            if let origin = ConstraintLine.originNote(constraint.origin) { words.append(origin) }
            if let identifier = constraint.identifier, constraint.origin == .app { words.append("'\(identifier)'") }
            if !words.isEmpty {
                notes.append((notes.spans.isEmpty ? "" : " ") + words.joined(separator: ", "), theme.dim)
            }
            row.notes = notes.spans.isEmpty ? nil : notes
            row.matchesSearch = matcher?.matches(constraint, keyPaths: detail.conflict.keyPaths) ?? false
            if link?.lights(constraint) == false { row.dim() }
            return row
        }
    }

    /// The explanation's lines that fit under the list in a pane `height` rows high: all of them,
    /// else the first, else none.
    func explanation(height: Int) -> [StyledText] {
        guard let selected, !selected.constraints.isEmpty else { return [] }
        let count = selected.constraints.count
        let why = ExplanationRenderer(detail: selected.detail, glyphs: glyphs, theme: theme).lines()
        return count + why.count <= height ? why : (count < height ? Array(why.prefix(1)) : [])
    }
}
