import UnsatKit

/// The detail lines, the footer and the help overlay.
extension Inspector {
    // MARK: - Detail

    func drawDetail(_ grid: inout ScreenGrid, _ rect: Rect) {
        guard rect.height > 0 else { return }
        var lines: [StyledText] = []
        for paragraph in detailParagraphs() {
            lines.append(contentsOf: wrap(paragraph, width: rect.width - 2))
            if lines.count >= rect.height { break }
        }
        for (row, line) in lines.prefix(rect.height).enumerated() {
            let last = row == rect.height - 1 && lines.count > rect.height
            grid.draw(line, x: rect.x + 1, y: rect.y + row, width: rect.width - 2, ellipsis: glyphs.ellipsis)
            if last { grid.put(glyphs.ellipsis, x: rect.x + rect.width - 2, y: rect.y + row, style: theme.dim) }
        }
    }

    /// What the detail says about the focused pane's selection, most important first.
    func detailParagraphs() -> [StyledText] {
        guard let detail else {
            var paragraphs = [
                StyledText(
                    document.conflicts.isEmpty
                        ? (state.waitingMessage != nil
                            ? "Nothing to read yet: the file is read from its start as soon as it is there."
                            : "No \"Unable to simultaneously satisfy constraints\" report in the input.")
                        : "Nothing selected.", theme.dim)
            ]
            // An input of ambiguity reports (or damage only) has its content behind '!'.
            if document.conflicts.isEmpty, !document.ambiguities.isEmpty || !document.diagnostics.isEmpty {
                var notes: [String] = []
                if !document.ambiguities.isEmpty {
                    notes.append(plural(document.ambiguities.count, "ambiguous layout"))
                }
                if !document.diagnostics.isEmpty { notes.append(plural(document.diagnostics.count, "unread line")) }
                var line = StyledText(notes.joined(separator: " and ") + ": ")
                line.append("!", theme.key)
                line.append(" lists them.")
                paragraphs.append(line)
            }
            return paragraphs
        }
        guard let panes else { return [] }
        let conflict = detail.conflict
        let callback = detail.callback(panes.callback)
        let constraints = detail.constraints(panes.callback)
        switch state.focus {
        case .conflicts:
            var first = StyledText("#\(conflict.id) ", theme.bold)
            first.append("\(glyphs.times)\(conflict.callbacks.count) \(glyphs.dot) ")
            if let controller = conflict.controller {
                first.append(controller.className, theme.bold)
                if let address = controller.address { first.append(" " + address.text, theme.dim) }
            } else {
                first.append("no controller known", theme.dim)
            }
            first.append(
                " \(glyphs.dot) \(plural(conflict.views.count, "view")) \(glyphs.dot) \(plural(conflict.constraints.count, "constraint"))"
            )
            var second = StyledText()
            if conflict.isSystem { second.append("In UIKit's own views. ", theme.system) }
            let firstPlace = conflict.callbacks[0].location
            second.append("first at \(firstPlace.file.lastPathComponent):\(firstPlace.line)")
            if conflict.callbacks.count > 1, let last = conflict.callbacks.last?.location {
                second.append(", last at \(last.file.lastPathComponent):\(last.line)")
            }
            second.append(" \(glyphs.dot) fingerprint \(conflict.fingerprint)", theme.dim)
            return [first] + explanationLines(detail) + [second]
        case .tree:
            let tree = detail.tree(panes.callback)
            if tree.nodes.isEmpty && tree.missing.isEmpty {
                let why = callback.missing.map { ": \($0.phrase)" } ?? ""
                return [StyledText("The constraints name no view\(why).", theme.dim)]
            }
            switch panes.tree(panes.callback, detail).selected {
            case .missingHeader:
                return [StyledText("Views the constraints name that this dump does not hold.", theme.dim)]
            case .missing(let index):
                let item = tree.missing[index]
                var first = describe(item, detail: detail)
                first.append(" is not in this dump", theme.dim)
                return [first, usage(of: item, in: constraints)]
            case .node(let index):
                return describe(node: index, tree: tree, detail: detail, constraints: constraints)
            }
        case .constraints:
            guard constraints.indices.contains(panes.constraints.selection) else { return [] }
            let constraint = constraints[panes.constraints.selection]
            var second = StyledText()
            if let sentence = detail.explanation?.sentences[constraint.address] { second.append(sentence + " ") }
            if constraint.address == callback.broken {
                second.append("broken in this callback \(glyphs.dot) ", theme.broken)
            }
            second.append(ConstraintFormatter.describe(constraint.origin))
            if let identifier = constraint.identifier { second.append(" \(glyphs.dot) '\(identifier)'") }
            second.append(" \(glyphs.dot) \(constraint.className)", theme.dim)
            let place = callback.location
            second.append(" \(glyphs.dot) \(place.file.lastPathComponent):\(place.line)", theme.dim)
            return [StyledText(constraint.text), second]
        case .owners:
            let rows = detail.ownerRows
            guard rows.indices.contains(panes.controllers.selection) else { return [] }
            switch rows[panes.controllers.selection] {
            case .controller(let g):
                let group = detail.owners[g]
                guard let controller = group.controller else {
                    return [
                        StyledText("No capture or _printHierarchy says which controller owns these views.", theme.dim)
                    ]
                }
                var first = StyledText(controller.className, theme.bold)
                if let address = controller.address { first.append(" " + address.text, theme.dim) }
                first.append(" owns \(group.views.count) of the conflict's views")
                return [
                    first,
                    controller.isSystem
                        ? StyledText("A UIKit controller: the conflict is likely UIKit's own.", theme.system)
                        : StyledText(),
                ]
            case .view(let g, let v):
                let item = detail.owners[g].views[v]
                return [describe(item, detail: detail), usage(of: item, in: constraints)]
            }
        }
    }

    private func describe(_ item: LayoutItem, detail: ConflictDetail) -> StyledText {
        var text = StyledText(item.className, detail.colors[item.key].map(theme.view) ?? theme.bold)
        if let address = item.address { text.append(" " + address.text) }
        if let label = item.label { text.append(" '\(label)'", theme.dim) }
        if let keyPath = item.address.flatMap({ detail.conflict.keyPaths[$0] }) {
            text.append(" \(glyphs.dot) \(keyPath)")
        }
        return text
    }

    /// How many of the callback's constraints name the view.
    private func usage(of item: LayoutItem, in constraints: [Constraint]) -> StyledText {
        let count = constraints.filter { $0.items.contains { $0.key == item.key } }.count
        return StyledText("named by \(count) of this callback's \(constraints.count) constraints", theme.dim)
    }

    private func describe(node index: Int, tree: ViewTree, detail: ConflictDetail, constraints: [Constraint])
        -> [StyledText]
    {
        let node = tree.nodes[index]
        if !tree.items.isEmpty {
            let item = tree.items[index]
            return [describe(item, detail: detail), usage(of: item, in: constraints)]
        }
        let color = tree.colorOf[index]
        var first = StyledText(node.className, color.map(theme.view) ?? theme.bold)
        if let base = node.baseClassName { first.append(" (\(base))", theme.dim) }
        first.append(" " + node.address.text)
        if let frame = node.frame { first.append(" \(glyphs.dot) frame \(Self.describe(frame))") }
        if let keyPath = detail.conflict.keyPaths[node.address] { first.append(" \(glyphs.dot) \(keyPath)") }
        var paragraphs = [first]
        if color != nil, let item = detail.itemsByAddress[node.address] {
            paragraphs.append(usage(of: item, in: constraints))
        } else if tree.ancestors.contains(index) {
            paragraphs.append(StyledText("holds a conflicting view", theme.dim))
        }
        let fields = node.fields.filter { !["frame", "layer", "baseClass"].contains($0.key) }
        if !fields.isEmpty {
            paragraphs.append(
                StyledText(
                    fields.map { $0.value.isEmpty ? $0.key : "\($0.key) = \($0.value)" }.joined(separator: "; "),
                    theme.dim))
        }
        return paragraphs
    }

    /// Cuts a line into lines of `width` columns, at spaces where it can.
    func wrap(_ text: StyledText, width: Int) -> [StyledText] {
        guard width > 0 else { return [] }
        if text.width <= width { return [text] }
        var lines: [StyledText] = []
        var line = StyledText()
        var used = 0
        for span in text.spans {
            var word = ""
            func flush() {
                let w = DisplayWidth.of(word)
                if used + w > width, used > 0 {
                    lines.append(line)
                    line = StyledText()
                    used = 0
                    if word.hasPrefix(" ") { word.removeFirst() }
                }
                var rest = word
                while DisplayWidth.of(rest) > width {
                    let head = String(rest.prefix(width - used))
                    line.append(head, span.style)
                    lines.append(line)
                    line = StyledText()
                    used = 0
                    rest = String(rest.dropFirst(head.count))
                }
                line.append(rest, span.style)
                used += DisplayWidth.of(rest)
                word = ""
            }
            for character in span.text {
                if character == " ", !word.isEmpty { flush() }
                word.append(character)
            }
            if !word.isEmpty { flush() }
        }
        if !line.spans.isEmpty { lines.append(line) }
        return lines
    }

    func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }

    // MARK: - Footer

    func drawFooter(_ grid: inout ScreenGrid, y: Int) {
        let width = grid.width
        let query = state.search.query
        if state.mode == .searching {
            var prompt = StyledText("/", theme.key)
            prompt.append(query)
            prompt.append(glyphs.cursor, theme.key)
            var right = StyledText()
            if let status = matchStatus {
                right.append(status, state.search.scan?.matches.isEmpty == true ? theme.warning : theme.bold)
            } else if !query.isEmpty {
                right.append("no match", theme.warning)
            }
            right.append("  Enter keep  Esc cancel ", theme.dim)
            let rightWidth = min(right.width, max(0, width - 12))
            grid.draw(prompt, x: 1, y: y, width: width - rightWidth - 2, ellipsis: glyphs.ellipsis)
            grid.draw(right, x: width - rightWidth, y: y, width: rightWidth, ellipsis: "")
            return
        }
        var right = StyledText()
        if let message = state.message {
            right.append(message, theme.warning)
        } else if let status = matchStatus {
            right.append("/\(query) ", theme.dim)
            right.append(status, theme.bold)
        }
        let rightWidth = min(right.width, max(0, width / 2))
        if rightWidth > 0 {
            grid.draw(right, x: width - rightWidth - 1, y: y, width: rightWidth, ellipsis: glyphs.ellipsis)
        }
        var left = StyledText()
        let entries = KeyHelp.footer(
            state.focus, hasSearch: state.search.scan != nil, callbacks: detail?.conflict.callbacks.count ?? 0,
            glyphs: glyphs)
        let room = width - rightWidth - 3
        for entry in entries {
            var piece = StyledText(entry.keys, theme.key)
            piece.append(" " + entry.action + "  ")
            if left.width + piece.width - 2 > room { break }
            left.append(piece)
        }
        grid.draw(left, x: 1, y: y, width: max(0, room), ellipsis: "")
    }

    // MARK: - Overlays

    func drawHelp(_ grid: inout ScreenGrid) {
        drawOverlay(&grid, title: "Keys", lines: helpLines())
    }

    /// The help overlay's lines: every key.
    func helpLines() -> [StyledText] {
        let sections = KeyHelp.sections(glyphs)
        let keyWidth = sections.flatMap(\.entries).map { DisplayWidth.of($0.keys) }.max() ?? 8
        var lines: [StyledText] = []
        for section in sections {
            if !lines.isEmpty { lines.append(StyledText()) }
            lines.append(StyledText(section.title, theme.title))
            for entry in section.entries {
                var line = StyledText("  " + entry.keys.padded(toWidth: keyWidth) + "  ", theme.key)
                line.append(entry.action)
                lines.append(line)
            }
        }
        return lines
    }

    /// What `list` prints under its conflicts: the lines that could not be fully read (file, line,
    /// what was expected, the text) and the ambiguous-layout reports.
    func drawNotes(_ grid: inout ScreenGrid) {
        drawOverlay(&grid, title: "Notes", lines: notesLines(screenWidth: grid.width))
    }

    /// The notes overlay's lines, for a screen this wide.
    func notesLines(screenWidth: Int) -> [StyledText] {
        // Wrapped to the widest box the screen holds: the message is the point, not to be cut.
        let width = max(20, screenWidth - 4)
        var lines: [StyledText] = []
        func add(_ text: StyledText, indent: Int) {
            for (index, piece) in wrap(text, width: width - indent - 2).enumerated() {
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
            lines.append(StyledText("\(plural(diagnostics.count, "line")) unsat could not fully read", theme.title))
            for diagnostic in diagnostics {
                let place =
                    "\(diagnostic.location.file.lastPathComponent):\(diagnostic.location.line)"
                    + (diagnostic.column.map { ":\($0)" } ?? "")
                var line = StyledText(place, theme.key)
                line.append("  " + diagnostic.message)
                add(line, indent: 2)
                if !diagnostic.text.isEmpty { add(StyledText(diagnostic.text, theme.dim), indent: 4) }
            }
        }
        if !ambiguities.isEmpty {
            if !lines.isEmpty { lines.append(StyledText()) }
            lines.append(StyledText(plural(ambiguities.count, "ambiguous layout"), theme.title))
            for report in ambiguities {
                var line = StyledText("\(report.location.file.lastPathComponent):\(report.location.line)", theme.key)
                line.append("  \(report.view.className) \(report.view.address ?? "")")
                if let detail = report.detail { line.append("  " + detail, theme.dim) }
                add(line, indent: 2)
            }
        }
        return lines
    }

    /// A framed box in the middle of the screen, scrolled to `overlayTop`.
    private func drawOverlay(_ grid: inout ScreenGrid, title: String, lines: [StyledText]) {
        let boxWidth = min(grid.width, max(40, (lines.map(\.width).max() ?? 40) + 4))
        let boxHeight = min(grid.height, lines.count + 2)
        let x = (grid.width - boxWidth) / 2
        let y = (grid.height - boxHeight) / 2
        let inner = boxHeight - 2
        let overlayTop = state.overlayTop
        grid.fill(Rect(x: x, y: y, width: boxWidth, height: boxHeight))
        let horizontal = String(repeating: glyphs.horizontal, count: max(0, boxWidth - 2))
        let corners = glyphs.horizontal == "─" ? ("┌", "┐", "└", "┘") : ("+", "+", "+", "+")
        grid.put(corners.0 + horizontal + corners.1, x: x, y: y, style: theme.rule)
        grid.put(corners.2 + horizontal + corners.3, x: x, y: y + boxHeight - 1, style: theme.rule)
        for row in 1..<max(1, boxHeight - 1) {
            grid.put(glyphs.vertical, x: x, y: y + row, style: theme.rule)
            grid.put(glyphs.vertical, x: x + boxWidth - 1, y: y + row, style: theme.rule)
        }
        grid.draw(StyledText(" \(title) ", theme.focusedTitle), x: x + 2, y: y, width: boxWidth - 4)
        let more = lines.count > inner
        let hint = more ? " \(glyphs.up)\(glyphs.down) scroll  q close " : " q close "
        grid.draw(
            StyledText(hint, theme.dim), x: x + boxWidth - DisplayWidth.of(hint) - 2, y: y + boxHeight - 1,
            width: DisplayWidth.of(hint))
        for row in 0..<min(inner, lines.count - overlayTop) {
            grid.draw(
                lines[overlayTop + row], x: x + 2, y: y + 1 + row, width: boxWidth - 4, ellipsis: glyphs.ellipsis)
        }
    }
}
