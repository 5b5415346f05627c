import UnsatKit

/// What frames the panes: the title bar, the titles on the rules, and the footer (the keys that
/// work here, a message, the search's count, or the search prompt).
struct ChromeRenderer {
    let document: InspectorDocument
    let state: InspectorState
    let selected: SelectedConflict?
    let glyphs: Glyphs
    let theme: Theme

    // MARK: - Title bar

    /// ` unsat  console.log 2 conflicts · 4 callbacks  +1 ⚙ hidden (s) …        ? help `
    func drawTitleBar(_ grid: inout ScreenGrid) {
        grid.fill(Rect(x: 0, y: 0, width: grid.width, height: 1), style: theme.bar)
        // Dumps listed on their own are not conflicts, nor callbacks.
        var conflicts = 0
        var callbacks = 0
        var dumps = 0
        var ambiguousViews = 0
        for index in state.list.visible {
            switch document.entries[index].kind {
            case .conflict(let conflict):
                conflicts += 1
                callbacks += conflict.callbacks.count
            case .dump: dumps += 1
            case .ambiguous: ambiguousViews += 1
            }
        }
        // A followed file's runs are one file, said with the run it is in (`app.log · run 2`).
        let runs = state.followedRuns.count > 1 ? Set(state.followedRuns) : []
        var paths = document.files.filter { !runs.contains($0.path) }.map {
            glyphs.substitute($0.path.lastPathComponent)
        }
        if let first = state.followedRuns.first, !runs.isEmpty {
            paths.insert("\(glyphs.substitute(first.lastPathComponent)) \(glyphs.dot) run \(runs.count)", at: 0)
        }
        let hidden = document.entries.count - state.list.unfilteredCount
        // Pieces, each with what goes before it, given up in order of priority when narrow.
        var pieces: [TitlePiece] = [
            TitlePiece(priority: 0, text: Words.count(conflicts, "conflict")),
            TitlePiece(priority: 2, text: " \(glyphs.dot) \(Words.count(callbacks, "callback"))"),
        ]
        if let first = paths.first {
            pieces.insert(
                TitlePiece(priority: 3, text: first + (paths.count > 1 ? " +\(paths.count - 1)" : "") + " "), at: 0)
        }
        if dumps + ambiguousViews > 0, conflicts == 0 { pieces.remove(at: pieces.count - 1) }
        if dumps > 0 {
            pieces.append(
                TitlePiece(
                    priority: 2, text: " \(glyphs.dot) \(dumps) view \(dumps == 1 ? "hierarchy" : "hierarchies")"))
        }
        if ambiguousViews > 0 {
            // With no other note, `!` is said here: it lists every report.
            let key = document.diagnosticCount == 0 ? " (!)" : ""
            pieces.append(TitlePiece(priority: 2, text: " \(glyphs.dot) \(ambiguousViews) ambiguous\(key)"))
        }
        if hidden > 0 { pieces.append(TitlePiece(priority: 4, text: "  +\(hidden) \(glyphs.system) hidden (s)")) }
        // What the notes overlay (!) lists.
        var notes: [String] = []
        // Lines whose text was left unread, and notes on lines read whole (an elision, a cut).
        let unread = document.unreadCount
        let otherNotes = document.diagnosticCount - unread
        if unread > 0 { notes.append(Words.count(unread, "unread line")) }
        if otherNotes > 0 { notes.append(Words.count(otherNotes, "note")) }
        // Ambiguous views listed as entries are counted with them; the notes count them only
        // when the list leaves them out (a filter).
        let ambiguous = ambiguousViews > 0 ? 0 : document.ambiguities.count
        if ambiguous > 0 { notes.append("\(ambiguous) ambiguous") }
        if !notes.isEmpty {
            // What cannot be seen anywhere else: the last piece given up.
            pieces.append(
                TitlePiece(
                    priority: 1, text: "  " + notes.joined(separator: ", ") + " (!)",
                    short: "  " + Words.count(document.diagnosticCount + ambiguous, "note") + " (!)"))
        }
        // The notes are what cannot be seen anywhere else: where they would not fit, `zoomed`
        // (which the screen itself shows) gives way first.
        let notesWidth = pieces.last.map { $0.priority == 1 ? DisplayWidth.of($0.short ?? $0.text) : 0 } ?? 0
        let essentials = DisplayWidth.of(" unsat ") + DisplayWidth.of(pieces.first { $0.priority == 0 }?.text ?? "")
        let showsZoom =
            state.zoom != nil && grid.width - essentials - notesWidth - 1 >= DisplayWidth.of("zoomed  ? help ")
        var right = StyledText()
        if showsZoom { right.append("zoomed  ", theme.bold) }
        if !state.mouseCaptured { right.append("mouse off  ") }
        right.append("? help ")
        if let streamStatus = state.streamStatus {
            // A long status ("… truncated, read again from the start") gives way to the conflict count.
            let least = DisplayWidth.of(" unsat  ") + DisplayWidth.of(pieces[0].text) + 1
            let room = grid.width - least - right.width - 2
            if room >= 8 {
                let text = glyphs.substitute(streamStatus).truncated(toWidth: room, ellipsis: glyphs.ellipsis)
                var status = StyledText(text + "  ")
                status.append(right)
                right = status
            }
        }
        let room = grid.width - right.width - 1 - DisplayWidth.of(" unsat ")
        while pieces.count > 1, pieces.reduce(0, { $0 + DisplayWidth.of($1.text) }) + 1 > room,
            let drop = pieces.indices.max(by: { pieces[$0].priority < pieces[$1].priority })
        {
            if let short = pieces[drop].short {
                pieces[drop].text = short
                pieces[drop].short = nil
            } else {
                pieces.remove(at: drop)
            }
        }
        var left = StyledText(" unsat ", Style(bold: true))
        left.append(" " + pieces.map(\.text).joined())
        grid.draw(
            left, x: 0, y: 0, width: max(0, grid.width - right.width - 1), base: theme.bar, ellipsis: glyphs.ellipsis)
        if grid.width >= right.width + left.width + 1 {
            grid.draw(right, x: grid.width - right.width, y: 0, width: right.width, base: theme.bar)
        }
    }

    /// A piece of the title bar and how late it is given up for room (the highest first); one with
    /// a short form takes it before it is given up.
    private struct TitlePiece {
        var priority: Int
        var text: String
        var short: String?
    }

    // MARK: - Rules

    /// The rules between the panes, with their titles.
    func drawRules(_ grid: inout ScreenGrid, _ layout: ScreenLayout, detailTitle: StyledText) {
        for rule in layout.rules {
            grid.put(String(repeating: glyphs.horizontal, count: rule.width), x: rule.x, y: rule.y, style: theme.rule)
        }
        if let divider = layout.divider {
            for y in divider.rows {
                let onRule = layout.rules.first { $0.y == y && $0.x <= divider.x && $0.x + $0.width >= divider.x }
                let glyph: String
                if let onRule {
                    let first = y == divider.rows.lowerBound
                    let last = y == divider.rows.upperBound - 1
                    let spansRight = onRule.x + onRule.width > divider.x + 1
                    glyph = first ? glyphs.teeDown : last ? glyphs.teeUp : (spansRight ? glyphs.cross : glyphs.teeLeft)
                } else {
                    glyph = glyphs.vertical
                }
                grid.put(glyph, x: divider.x, y: y, style: theme.rule)
            }
        }
        if let wireframe = layout.wireframe { drawWireframeRule(&grid, wireframe) }
        for rule in layout.rules {
            for title in rule.titles {
                let room = max(0, title.width - 2)
                let text = (title.pane.map { ruleTitle($0, layout: layout, room: room) } ?? detailTitle).substituted(
                    glyphs)
                grid.draw(text, x: title.x + 1, y: rule.y, width: max(0, title.width - 2), ellipsis: glyphs.ellipsis)
            }
        }
    }

    /// The wireframe beside the tree: a rule at its left, from the title rule above it to the rule
    /// under it, and its title (`wireframe · root`) on the rule above.
    private func drawWireframeRule(_ grid: inout ScreenGrid, _ rect: Rect) {
        let x = rect.x - 1
        grid.put(glyphs.teeDown, x: x, y: rect.y - 1, style: theme.rule)
        for y in rect.y..<rect.y + rect.height { grid.put(glyphs.vertical, x: x, y: y, style: theme.rule) }
        grid.put(glyphs.teeUp, x: x, y: rect.y + rect.height, style: theme.rule)
        guard let focus = state.wireframe else { return }
        let renderer = WireframeRenderer(selected: selected, focus: focus, glyphs: glyphs, theme: theme)
        let text = StyledText(" \(renderer.title) ", theme.title).substituted(glyphs)
        grid.draw(text, x: rect.x, y: rect.y - 1, width: max(0, rect.width - 1), ellipsis: glyphs.ellipsis)
    }

    /// The title a pane's rule carries: its name (lit when focused) and what it shows.
    private func ruleTitle(_ pane: Pane, layout: ScreenLayout, room: Int) -> StyledText {
        let focused = pane == state.focus
        let info = paneInfo(pane)
        func title(_ name: String) -> StyledText {
            var text = StyledText(" \(name) ", focused ? theme.focusedTitle : theme.title)
            if !info.spans.isEmpty {
                text.append(" ")
                text.append(info)
                text.append(" ")
            }
            return text
        }
        // Numbered as the keys 1-4 choose them: one at a time, or side by side. What the pane
        // shows outranks its number: where both do not fit (the medium layout's narrow left
        // column with a filter or hidden system conflicts), the number goes first.
        switch layout.kind {
        case .compact: return title("\(pane.rawValue + 1)/\(Pane.allCases.count) \(pane.title)")
        case .wide, .medium:
            let numbered = title("[\(pane.rawValue + 1)] \(pane.title)")
            return numbered.width <= room ? numbered : title(pane.title)
        case .tooSmall: return title(pane.title)
        }
    }

    private func paneInfo(_ pane: Pane) -> StyledText {
        switch pane {
        case .conflicts:
            var text = StyledText(
                state.filterStatus ?? "\(state.list.visible.filter { document.entries[$0].conflict != nil }.count)")
            if let filter = state.list.filter {
                text.append(" \(glyphs.dot) f:\(glyphs.substitute(filter.text))", theme.dim)
            }
            let hidden = document.entries.count - state.list.unfilteredCount
            if hidden > 0 { text.append(" +\(hidden)\(glyphs.system)", theme.system) }
            return text
        case .tree:
            guard let selected else { return StyledText() }
            if let focus = state.wireframe, state.wireframeOverTree {
                return StyledText(
                    WireframeRenderer(selected: selected, focus: focus, glyphs: glyphs, theme: theme).title)
            }
            switch selected.entry.kind {
            case .conflict: break
            case .dump(let hierarchy):
                return StyledText(
                    "dump at line \(hierarchy.location.line) \(glyphs.dot) \(Words.count(hierarchy.viewCount, "view"))"
                )
            case .ambiguous(let layout):
                let hierarchy = selected.tree.hierarchy
                guard hierarchy.location != layout.reports[0].location else {
                    return StyledText("no dump holds the view", theme.dim)
                }
                return StyledText(
                    "dump at line \(hierarchy.location.line) \(glyphs.dot) \(Words.count(hierarchy.viewCount, "view"))"
                )
            }
            let tree = selected.tree
            if let status = state.treeFilterStatus(document, dot: glyphs.dot) {
                return StyledText(glyphs.substitute(status), theme.bold)
            }
            // Conflicting views the dump lacks are listed after its last row, perhaps pages down:
            // the title says so first.
            var text = StyledText()
            if !tree.missing.isEmpty {
                text.append("\(tree.missing.count) \(glyphs.conflictView) not in dump", theme.warning)
                text.append(" \(glyphs.dot) ")
            }
            switch tree.source {
            case .capture:
                let controllerName = selected.callback.controller.map { $0.className.shortClassName } ?? "capture"
                // Views, as `show` and the JSON count them: a dump's layer lines are not views.
                text.append("\(controllerName) \(glyphs.dot) \(Words.count(tree.hierarchy.viewCount, "view"))")
            case .borrowed(let location):
                text.append(
                    "dump at line \(location.line) \(glyphs.dot) \(Words.count(tree.hierarchy.viewCount, "view"))"
                )
            case .named:
                text.append("no dump \(glyphs.dot) nested by the constraints", theme.dim)
            }
            return text
        case .constraints:
            guard let selected, case .conflict = selected.entry.kind else { return StyledText() }
            let count = selected.detail.callbacks.count
            let callback = selected.callback
            var text = StyledText("callback \(selected.callbackIndex + 1)/\(count)", count > 1 ? theme.bold : .plain)
            if let time = callback.timestamp { text.append(" \(glyphs.dot) \(TimeFormat.short(time))") }
            if let missing = callback.missing { text.append(" \(glyphs.dot) \(missing.word)", theme.broken) }
            // The keys in words: a bare `[ ]` reads as a checkbox.
            if count > 1 {
                let index = selected.callbackIndex
                let keys =
                    index == 0 ? "] next" : index == count - 1 ? "[ previous" : "] next, [ previous"
                text.append(" \(glyphs.dot) \(keys)", theme.dim)
            }
            return text
        case .controllers:
            guard let selected else { return StyledText() }
            let known = selected.controllers.filter { $0.controller != nil }.count
            return known == 0 ? StyledText() : StyledText("\(known)")
        }
    }

    // MARK: - Footer

    func drawFooter(_ grid: inout ScreenGrid, y: Int) {
        let width = grid.width
        let query = glyphs.substitute(state.search.query)
        let matchStatus = state.matchStatus(document)
        if state.mode == .searching {
            // The cursor: a bar after the last character, else the character under it reversed.
            var right = StyledText()
            if let status = matchStatus {
                right.append(status, state.search.scan?.matches.isEmpty == true ? theme.warning : theme.bold)
            } else if !query.isEmpty {
                right.append("no match", theme.warning)
            }
            let hints = KeyBinding.hints(.prompt, focus: state.focus, holding: [])
            right.append("  " + hints.map { "\($0.label(glyphs)) \($0.text)" }.joined(separator: "  ") + " ", theme.dim)
            let rightWidth = min(right.width, max(0, width - 12))
            var prompt = StyledText("/", theme.key)
            appendLine(state.search.line, to: &prompt, room: width - rightWidth - 2)
            grid.draw(prompt, x: 1, y: y, width: width - rightWidth - 2, ellipsis: glyphs.ellipsis)
            grid.draw(right, x: width - rightWidth, y: y, width: rightWidth, ellipsis: "")
            return
        }
        if state.mode == .filtering || state.mode == .filteringTree {
            drawFilterPrompt(&grid, y: y)
            return
        }
        if let message = state.message {
            // A message takes the line for a moment (until the next key, or a timeout: see
            // `InspectorApp`), then the hints come back; one too long is cut between words.
            let text = glyphs.substitute(message).shortenedAtWord(toWidth: max(0, width - 2), ellipsis: glyphs.ellipsis)
            grid.draw(StyledText(text, theme.warning), x: 1, y: y, width: max(0, width - 2))
            return
        }
        var right = StyledText()
        if let status = matchStatus {
            right.append("/\(query) ", theme.dim)
            right.append(status, theme.bold)
        }
        let rightWidth = min(right.width, max(0, width / 2))
        if rightWidth > 0 {
            grid.draw(right, x: width - rightWidth - 1, y: y, width: rightWidth, ellipsis: glyphs.ellipsis)
        }
        // The keys that work in the focused pane, from the key table: as many as fit.
        var holding: Set<KeyBinding.Condition> = []
        if selected?.detail.callbacks.count ?? 0 > 1 { holding.insert(.severalCallbacks) }
        if state.search.scan != nil { holding.insert(.searching) }
        if state.list.filter != nil { holding.insert(.filtered) }
        if !state.wireframeOverTree { holding.insert(.tree) }
        if state.hasEarlierRuns(document) { holding.insert(.earlierRuns) }
        if selected?.panes.folds.filter != nil { holding.insert(.treeFiltered) }
        if let focus = state.wireframe,
            case .drawn = WireframeRenderer(selected: selected, focus: focus, glyphs: glyphs, theme: theme).outcome
        {
            holding.insert(.wireframeDrawn)
        }
        var left = StyledText()
        let room = width - rightWidth - 3
        let context: KeyBinding.Context = state.zoom == .detail ? .detail : .panes
        for hint in KeyBinding.hints(context, focus: state.focus, holding: holding) {
            var piece = StyledText(hint.label(glyphs), theme.key)
            piece.append(" " + hint.text + "  ")
            if left.width + piece.width - 2 > room { break }
            left.append(piece)
        }
        grid.draw(left, x: 1, y: y, width: max(0, room), ellipsis: "")
    }

    /// A prompt's line with its cursor: a bar after the last character, else the character under
    /// it reversed. A line longer than `room` (the prompt's label included) scrolls to keep the
    /// cursor in sight: what is cut off before it goes, with an ellipsis in its place.
    private func appendLine(_ line: PromptLine, to prompt: inout StyledText, room: Int) {
        var before = glyphs.substitute(String(line.beforeCursor))
        let available = room - prompt.width - 1
        if available > 0, DisplayWidth.of(before) > available {
            var kept = Substring(before)
            while !kept.isEmpty, DisplayWidth.of(glyphs.ellipsis) + DisplayWidth.of(String(kept)) > available {
                kept = kept.dropFirst()
            }
            before = glyphs.ellipsis + kept
        }
        prompt.append(before)
        if let under = line.afterCursor.first {
            prompt.append(glyphs.substitute(String(under)), theme.selection)
            prompt.append(glyphs.substitute(String(line.afterCursor.dropFirst())))
        } else {
            prompt.append(glyphs.cursor, theme.key)
        }
    }

    /// `filter: prof▏   3 of 12  Enter keep  Esc cancel`, or the tree's (`\`): `filter the tree:`.
    private func drawFilterPrompt(_ grid: inout ScreenGrid, y: Int) {
        let width = grid.width
        let tree = state.mode == .filteringTree
        var right = StyledText()
        if tree, let selected, let filter = selected.panes.folds.filter {
            let none = selected.tree.filtered(filter).matchCount == 0
            right.append(selected.tree.filterCount(filter), none ? theme.warning : theme.bold)
        } else if !tree, let status = state.filterStatus {
            right.append(status, state.list.visible.isEmpty ? theme.warning : theme.bold)
        }
        // On a narrow terminal the text typed comes before the keys' hints.
        if width >= 60 {
            let hints = KeyBinding.hints(.prompt, focus: state.focus, holding: [])
            right.append("  " + hints.map { "\($0.label(glyphs)) \($0.text)" }.joined(separator: "  "), theme.dim)
        }
        right.append(" ")
        let rightWidth = min(right.width, max(0, width - 12))
        var prompt = StyledText(tree ? "filter the tree: " : "filter: ", theme.key)
        appendLine(tree ? state.treeFilterLine : state.filterLine, to: &prompt, room: width - rightWidth - 2)
        grid.draw(prompt, x: 1, y: y, width: width - rightWidth - 2, ellipsis: glyphs.ellipsis)
        grid.draw(right, x: width - rightWidth, y: y, width: rightWidth, ellipsis: "")
    }
}

extension String {
    /// The text cut to fit `width` columns at the end of a word, ending in `ellipsis` when cut; a
    /// first word wider than that is cut where it must be.
    func shortenedAtWord(toWidth width: Int, ellipsis: String) -> String {
        if DisplayWidth.of(self) <= width { return self }
        let room = width - DisplayWidth.of(ellipsis)
        var kept = truncated(toWidth: room, ellipsis: "")
        // Cut inside a word: back to the space before it.
        let next = dropFirst(kept.count).first
        if let next, next != " ", let space = kept.lastIndex(of: " ") { kept = String(kept[..<space]) }
        while let last = kept.last, last == " " || last == "," || last == ":" || last == ";" { kept.removeLast() }
        return kept.isEmpty ? truncated(toWidth: width, ellipsis: ellipsis) : kept + ellipsis
    }
}
