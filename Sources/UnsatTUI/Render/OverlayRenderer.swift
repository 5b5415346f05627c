import UnsatKit

/// What an overlay shows: its title, its lines, and the lines of each thing Enter goes to (a
/// note, a callback), in order; none in help, which is only read.
struct OverlayContent {
    var title: String
    var lines: [StyledText]
    var items: [Range<Int>] = []
}

/// The overlays drawn over the panes: the keys (`?`), the notes (`!`: the lines that could not
/// be fully read and the ambiguous-layout reports) and the selected conflict's callbacks (`c`),
/// each a framed box scrolled to the overlay's top.
struct OverlayRenderer {
    let document: InspectorDocument
    let glyphs: Glyphs
    let theme: Theme
    /// The entry whose callbacks `c` lists.
    var selected: SelectedConflict?

    /// The lines of the overlay `mode` opens on a screen this wide; nil when it opens none.
    func lines(_ mode: InspectorState.Mode, screenWidth: Int) -> [StyledText]? {
        content(mode, screenWidth: screenWidth)?.lines
    }

    /// What the overlay `mode` opens shows on a screen this wide; nil when it opens none.
    func content(_ mode: InspectorState.Mode, screenWidth: Int) -> OverlayContent? {
        switch mode {
        case .help:
            OverlayContent(
                title: "Keys",
                lines: helpLines(screenWidth: screenWidth) + [StyledText()] + legendLines(screenWidth: screenWidth))
        case .notes: notes(screenWidth: screenWidth)
        case .callbacks: callbacks(screenWidth: screenWidth)
        case .normal, .searching, .filtering, .filteringTree: nil
        }
    }

    /// Every key, from the key table: a section at a time, a binding a line, its help wrapped under
    /// itself where the box is too narrow for it (cut, it hid what a key does at 80 columns).
    func helpLines(screenWidth: Int = .max) -> [StyledText] {
        let keyWidth = KeyBinding.table.map { DisplayWidth.of($0.label(glyphs)) }.max() ?? 8
        let indent = 2 + keyWidth + 2
        // The box's inner width on this screen (see `draw`), and never less than a few words.
        let room = max(20, screenWidth - 4 - indent)
        var lines: [StyledText] = []
        for section in KeyBinding.Section.allCases {
            let bindings = KeyBinding.table.filter { $0.section == section }
            guard !bindings.isEmpty else { continue }
            if !lines.isEmpty { lines.append(StyledText()) }
            lines.append(StyledText(section.rawValue, theme.title))
            for binding in bindings {
                let pieces = StyledText(binding.help).substituted(glyphs).wrapped(toWidth: room)
                for (index, piece) in pieces.enumerated() {
                    let keys = index == 0 ? binding.label(glyphs) : ""
                    var line = StyledText("  " + keys.padded(toWidth: keyWidth) + "  ", theme.key)
                    line.append(piece)
                    lines.append(line)
                }
            }
        }
        return lines
    }

    /// What each mark on the panes means, drawn from the glyph table (ASCII's in ASCII), each
    /// meaning wrapped under itself as the keys' help is.
    func legendLines(screenWidth: Int = .max) -> [StyledText] {
        let marks: [(glyph: String, meaning: String, style: Style)] = [
            (glyphs.conflictView, "a conflicting view (each in its color in every pane)", theme.bold),
            (glyphs.ancestor, "a view that holds a conflicting view", theme.dim),
            (glyphs.controller, "a view controller, above the view it owns", theme.bold),
            (glyphs.broken, "the constraint this callback broke", theme.broken),
            (glyphs.system, "a conflict in UIKit's own views (s shows them)", theme.system),
            (glyphs.collapsed + " " + glyphs.expanded, "a folded view, an open one", .plain),
            (glyphs.pointer, "the selection of a pane without the focus", theme.bold),
            (glyphs.ellipsis, "cut short: more than the room shows", theme.dim),
        ]
        let width = marks.map { DisplayWidth.of($0.glyph) }.max() ?? 1
        let room = max(20, screenWidth - 4 - (2 + width + 2))
        return [StyledText("Marks", theme.title)]
            + marks.flatMap { mark in
                StyledText(mark.meaning).wrapped(toWidth: room).enumerated().map { index, piece in
                    var line = StyledText("  ")
                    line.append((index == 0 ? mark.glyph : "").padded(toWidth: width), mark.style)
                    line.append("  ")
                    line.append(piece)
                    return line
                }
            }
    }

    /// What `list` prints under its conflicts: the lines that could not be fully read (file, line,
    /// what was expected, the text) and the ambiguous-layout reports.
    func notesLines(screenWidth: Int) -> [StyledText] { notes(screenWidth: screenWidth).lines }

    /// The notes, each diagnostic and each ambiguous-layout report an item Enter goes to (the
    /// line in the pager, the ambiguous view's entry).
    func notes(screenWidth: Int) -> OverlayContent {
        // Wrapped to the widest box the screen holds: the message is the point, not to be cut.
        let width = max(20, screenWidth - 4)
        var lines: [StyledText] = []
        var items: [Range<Int>] = []
        func add(_ text: StyledText, indent: Int) {
            // What the log said, substituted before it is wrapped.
            for (index, piece) in text.substituted(glyphs).wrapped(toWidth: width - indent - 2).enumerated() {
                var line = StyledText(String(repeating: " ", count: index == 0 ? indent : indent + 2))
                line.append(piece)
                lines.append(line)
            }
        }
        let diagnostics = document.diagnostics
        let ambiguities = document.ambiguities
        if diagnostics.isEmpty && ambiguities.isEmpty {
            add(StyledText("Every line was read; no ambiguous layout was reported."), indent: 0)
        }
        if !diagnostics.isEmpty {
            // Lines left unread, or notes on lines read whole (an elision, a cut) among them.
            let unread = document.unreadCount
            let title =
                unread == diagnostics.count
                ? "\(Words.count(diagnostics.count, "line")) unsat could not fully read"
                : "\(Words.count(diagnostics.count, "note")) on the input"
                    + (unread > 0 ? " (\(Words.count(unread, "line")) unsat could not fully read)" : "")
            lines.append(StyledText(title, theme.title))
            for diagnostic in diagnostics {
                let place =
                    "\(diagnostic.location.file.lastPathComponent):\(diagnostic.location.line)"
                    + (diagnostic.column.map { ":\($0)" } ?? "")
                var line = StyledText(place, theme.key)
                line.append("  \(diagnostic.message)")
                let start = lines.count
                add(line, indent: 2)
                if !diagnostic.text.isEmpty { add(StyledText(diagnostic.text, theme.dim), indent: 4) }
                items.append(start..<lines.count)
            }
        }
        if !ambiguities.isEmpty {
            if !lines.isEmpty { lines.append(StyledText()) }
            lines.append(StyledText(Words.count(ambiguities.count, "ambiguous layout"), theme.title))
            for report in ambiguities {
                var line = StyledText("\(report.location.file.lastPathComponent):\(report.location.line)", theme.key)
                line.append("  \(report.view.className) \(report.view.address ?? "")")
                if let detail = report.detail { line.append("  " + detail, theme.dim) }
                let start = lines.count
                add(line, indent: 2)
                items.append(start..<lines.count)
            }
        }
        return OverlayContent(title: "Notes", lines: lines, items: items)
    }

    /// How many of an overlay's lines show at once on a screen this high.
    static func innerHeight(lines: Int, screenHeight: Int) -> Int { min(screenHeight, lines + 2) - 2 }

    /// A framed box in the middle of the screen, from line `top` of the content's lines; the lines
    /// of its item `selection` reversed.
    func draw(_ grid: inout ScreenGrid, _ content: OverlayContent, top: Int, selection: Int) {
        let lines = content.lines
        let title = content.title
        let boxWidth = min(grid.width, max(40, (lines.map(\.width).max() ?? 40) + 4))
        let boxHeight = min(grid.height, lines.count + 2)
        let x = (grid.width - boxWidth) / 2
        let y = (grid.height - boxHeight) / 2
        let inner = Self.innerHeight(lines: lines.count, screenHeight: grid.height)
        grid.fill(Rect(x: x, y: y, width: boxWidth, height: boxHeight))
        let horizontal = String(repeating: glyphs.horizontal, count: max(0, boxWidth - 2))
        grid.put(glyphs.topLeft + horizontal + glyphs.topRight, x: x, y: y, style: theme.rule)
        grid.put(glyphs.bottomLeft + horizontal + glyphs.bottomRight, x: x, y: y + boxHeight - 1, style: theme.rule)
        for row in 1..<max(1, boxHeight - 1) {
            grid.put(glyphs.vertical, x: x, y: y + row, style: theme.rule)
            grid.put(glyphs.vertical, x: x + boxWidth - 1, y: y + row, style: theme.rule)
        }
        grid.draw(StyledText(" \(title) ", theme.focusedTitle), x: x + 2, y: y, width: boxWidth - 4)
        // The overlay's keys, from the key table.
        var holding: Set<KeyBinding.Condition> = lines.count > inner ? [.overflowing] : []
        if !content.items.isEmpty { holding.insert(.picking) }
        let hints = KeyBinding.hints(.overlay, focus: .conflicts, holding: holding)
        let hint = " " + hints.map { "\($0.label(glyphs)) \($0.text)" }.joined(separator: "  ") + " "
        grid.draw(
            StyledText(hint, theme.dim), x: x + boxWidth - DisplayWidth.of(hint) - 2, y: y + boxHeight - 1,
            width: DisplayWidth.of(hint))
        let selected = content.items.indices.contains(selection) ? content.items[selection] : 0..<0
        for row in 0..<max(0, min(inner, lines.count - top)) {
            let base = selected.contains(top + row) ? theme.selection : Style.plain
            if base != .plain { grid.fill(Rect(x: x + 1, y: y + 1 + row, width: boxWidth - 2, height: 1), style: base) }
            grid.draw(
                lines[top + row], x: x + 2, y: y + 1 + row, width: boxWidth - 4, base: base, ellipsis: glyphs.ellipsis)
        }
    }
}
