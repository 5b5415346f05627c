import UnsatKit

/// The constraints pane: the callback's constraints in short form, each view's name in its color,
/// the broken one marked, where each came from in a column beside them (right-aligned after the
/// longest, never at the far edge of a wide pane); under them, when the pane has room,
/// why they cannot all hold and what to change.
struct ConstraintsRenderer: ListPaneRenderer {
    let selected: SelectedConflict?
    let matcher: SearchMatcher?
    let glyphs: Glyphs
    let theme: Theme
    /// Whether the pane fills the screen (`z`): then the detail (`Z`) is where the rest is read.
    var zoomed = false
    /// The view selected elsewhere: the constraints that do not name it are dimmed.
    var link: PaneLink?
    /// Whether the proof's picture goes under Why, where it fits with Fix (zoomed, or wide).
    var picture = false

    var count: Int { selected?.constraints.count ?? 0 }
    var cursor: ListCursor { selected?.panes.constraints ?? ListCursor() }

    var emptyMessage: String? {
        guard let selected else { return "nothing to show" }
        guard selected.constraints.isEmpty else { return nil }
        switch selected.entry.kind {
        case .conflict: break
        case .dump: return "no conflict: a view hierarchy on its own"
        case .ambiguous(let layout):
            return layout.attributes.map { "ambiguous: \($0)" } ?? "ambiguous layout: the older trace does not say what"
        }
        let callback = selected.callback
        // Which conflict a report cut before any constraint belongs to cannot be read: said as a guess.
        let guess =
            callback.namesNoConstraint && selected.detail.callbacks.count > 1
            ? "; taken for a repeat (a guess)" : ""
        return callback.missing.map { "no constraints: \($0.phrase)\(guess)" } ?? "this callback lists no constraint"
    }

    func rows(_ range: Range<Int>, width: Int) -> [PaneRow] {
        guard let selected else { return [] }
        let constraints = selected.constraints
        let broken = selected.callback.broken
        let detail = selected.detail
        let notesEnd = self.notesEnd(constraints, broken: broken)
        return range.map { index in
            let constraint = constraints[index]
            let isBroken = constraint.address == broken
            var row = PaneRow()
            row.append(isBroken ? glyphs.broken + " " : "  ", theme.broken)
            let keyPaths = detail.keyPaths
            row.matchesSearch = matcher?.matches(constraint, detail, keyPaths: keyPaths) ?? false
            for piece in detail.line(constraint).pieces {
                if let key = piece.itemKey {
                    // A view matched on what its name does not show (its address) is lit by name.
                    var whole = false
                    if let matcher, row.matchesSearch, let item = constraint.items.first(where: { $0.key == key }) {
                        whole = matcher.matchesUndrawn(
                            item, keyPath: item.address.flatMap { keyPaths[$0] }, drawn: piece.text)
                    }
                    row.append(piece.text, detail.colors[key].map(theme.view) ?? .plain, as: .name, whole: whole)
                } else {
                    row.append(piece.text, as: .formula)
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
            row.notesEnd = notesEnd
            if link?.lights(constraint) == false { row.dim() }
            return row
        }
    }

    /// Where the origin column ends: two columns past the longest constraint, and as wide as the
    /// widest note, so that every note stands beside its constraint, right-aligned.
    func notesEnd(_ constraints: [Constraint], broken: Address?) -> Int {
        var text = 0
        var notes = 0
        for constraint in constraints {
            let line = selected?.detail.line(constraint).pieces.reduce(0) { $0 + DisplayWidth.of($1.text) } ?? 0
            text = max(text, 1 + 2 + line)
            var words: [String] = []
            if constraint.address == broken { words.append("broken") }
            if let origin = ConstraintLine.originNote(constraint.origin) { words.append(origin) }
            if let identifier = constraint.identifier, constraint.origin == .app { words.append("'\(identifier)'") }
            notes = max(notes, DisplayWidth.of(words.joined(separator: ", ")) + 1)
        }
        return text + 2 + notes
    }

    /// How many rows the list of `count` constraints gets in a pane `height` rows high when the
    /// explanation has `explanation` lines: all it needs, but the last row goes to the marker that
    /// says where why and fix are when the list would take the pane.
    static func listHeight(count: Int, explanation: Int, height: Int) -> Int {
        explanation > 0 && count >= height && height >= 2 ? height - 1 : height
    }

    /// The rows the list gets in a pane `height` rows high (see the static `listHeight`).
    func listHeight(height: Int) -> Int {
        guard let selected else { return height }
        let why = ExplanationRenderer(detail: selected.detail, glyphs: glyphs, theme: theme).lines().count
        return Self.listHeight(count: selected.constraints.count, explanation: why, height: height)
    }

    /// The explanation's lines under the list in a pane `width` wide and `height` rows high:
    /// wrapped, when they fit so; else a line each, cut; else as many as fit and a last line that
    /// says the rest does not fit, and where to read it (`z`, `Z`). Never left out silently.
    func explanation(width: Int, height: Int) -> [StyledText] {
        guard let selected, !selected.constraints.isEmpty else { return [] }
        let why = ExplanationRenderer(detail: selected.detail, glyphs: glyphs, theme: theme).lines()
        guard !why.isEmpty else { return [] }
        let room = height - min(selected.constraints.count, listHeight(height: height))
        // The picture only where Why and Fix fit with it and the blank line above them: it never
        // pushes Fix out.
        if picture {
            let full = ExplanationRenderer(detail: selected.detail, glyphs: glyphs, theme: theme).lines(
                pictureWidth: width)
            let wrapped = full.flatMap { $0.substituted(glyphs).wrapped(toWidth: width) }
            if full.count > why.count, wrapped.count < room { return wrapped }
        }
        let wrapped = why.flatMap { $0.substituted(glyphs).wrapped(toWidth: width) }
        if wrapped.count <= room { return wrapped }
        if why.count <= room { return why }
        let what = why.count == 1 ? "Why" : "Why and Fix"
        // Constraints the list has no room for are said too: the marker stands where the list
        // is cut, and must not read as if the list ended there.
        let hidden = max(0, selected.constraints.count - cursor.top - listHeight(height: height))
        let place = hidden > 0 ? "\(hidden) more, then \(what)" : "\(what) below"
        let marker = StyledText(
            "\(glyphs.below) \(place): \(zoomed ? "Z reads them" : "z to enlarge")", theme.warning)
        return Array(why.prefix(max(0, room - 1))) + [marker]
    }
}
