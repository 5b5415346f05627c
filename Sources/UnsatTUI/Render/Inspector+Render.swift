import UnsatKit

extension Inspector {
    /// Draws the whole screen, at the size last given to `resize`, from the settled state: it
    /// only reads (the document's caches aside, which work out the same answer whenever asked).
    func render() -> ScreenGrid {
        guard let size = state.size, let layout = state.layout else { return ScreenGrid(width: 0, height: 0) }
        var grid = ScreenGrid(width: size.width, height: size.height, asciiOnly: asciiOnly)
        guard layout.kind != .tooSmall else {
            drawTooSmall(&grid)
            return grid
        }
        drawTitleBar(&grid)
        drawRules(&grid, layout)
        for (pane, rect) in layout.panes.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            switch pane {
            case .conflicts: drawConflicts(&grid, rect)
            case .tree: drawTree(&grid, rect)
            case .constraints: drawConstraints(&grid, rect)
            case .owners: drawOwners(&grid, rect)
            }
        }
        drawDetail(&grid, layout.detail)
        drawFooter(&grid, y: size.height - 1)
        if state.mode == .help { drawHelp(&grid) }
        if state.mode == .notes { drawNotes(&grid) }
        return grid
    }

    // MARK: - Frame

    private func drawTooSmall(_ grid: inout ScreenGrid) {
        let lines = [
            "Terminal too small",
            "\(grid.width)x\(grid.height), unsat needs \(ScreenLayout.minimumWidth)x\(ScreenLayout.minimumHeight)",
            "enlarge it, or q to quit",
        ]
        let top = max(0, (grid.height - lines.count) / 2)
        for (offset, line) in lines.enumerated() {
            let text = line.truncated(toWidth: grid.width, ellipsis: glyphs.ellipsis)
            let x = max(0, (grid.width - DisplayWidth.of(text)) / 2)
            grid.put(text, x: x, y: top + offset, style: offset == 0 ? theme.bold : .plain)
        }
    }

    private func drawTitleBar(_ grid: inout ScreenGrid) {
        grid.fill(Rect(x: 0, y: 0, width: grid.width, height: 1), style: theme.bar)
        let visible = state.list.visible
        let conflicts = visible.count
        let callbacks = visible.reduce(0) { $0 + document.conflicts[$1].callbacks.count }
        let paths = document.files.map(\.path.lastPathComponent)
        // Pieces, each with what goes before it, and the order they are given up when narrow.
        var pieces: [(priority: Int, text: String)] = [
            (0, "\(conflicts) conflict\(conflicts == 1 ? "" : "s")"),
            (2, " \(glyphs.dot) \(callbacks) callback\(callbacks == 1 ? "" : "s")"),
        ]
        if let first = paths.first {
            pieces.insert((3, first + (paths.count > 1 ? " +\(paths.count - 1)" : "") + " "), at: 0)
        }
        if hiddenSystemCount > 0 { pieces.append((4, "  +\(hiddenSystemCount) \(glyphs.system) hidden (s)")) }
        // What the notes overlay (!) lists.
        var notes: [String] = []
        let unread = document.diagnosticCount
        if unread > 0 { notes.append("\(unread) unread line\(unread == 1 ? "" : "s")") }
        let ambiguous = document.ambiguities.count
        if ambiguous > 0 { notes.append("\(ambiguous) ambiguous") }
        if !notes.isEmpty { pieces.append((5, "  " + notes.joined(separator: ", ") + " (!)")) }
        var right = StyledText()
        if !state.mouseCaptured { right.append("mouse off  ") }
        right.append("? help ")
        if let streamStatus = state.streamStatus {
            // A long status ("… truncated, read again from the start") gives way to the conflict count.
            let least = DisplayWidth.of(" unsat  ") + DisplayWidth.of(pieces[0].text) + 1
            let room = grid.width - least - right.width - 2
            if room >= 8 {
                var status = StyledText(streamStatus.truncated(toWidth: room, ellipsis: glyphs.ellipsis) + "  ")
                status.append(right)
                right = status
            }
        }
        let room = grid.width - right.width - 1 - DisplayWidth.of(" unsat ")
        while pieces.count > 1, pieces.reduce(0, { $0 + DisplayWidth.of($1.text) }) + 1 > room,
            let drop = pieces.indices.max(by: { pieces[$0].priority < pieces[$1].priority })
        {
            pieces.remove(at: drop)
        }
        var left = StyledText(" unsat ", Style(bold: true))
        left.append(" " + pieces.map(\.text).joined())
        grid.draw(
            left, x: 0, y: 0, width: max(0, grid.width - right.width - 1), base: theme.bar, ellipsis: glyphs.ellipsis)
        if grid.width >= right.width + left.width + 1 {
            grid.draw(right, x: grid.width - right.width, y: 0, width: right.width, base: theme.bar)
        }
    }

    private func drawRules(_ grid: inout ScreenGrid, _ layout: ScreenLayout) {
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
        for rule in layout.rules {
            for title in rule.titles {
                let text = ruleTitle(title.pane, layout: layout)
                grid.draw(text, x: title.x + 1, y: rule.y, width: max(0, title.width - 2), ellipsis: glyphs.ellipsis)
            }
        }
    }

    /// The title a rule carries: the pane's name (lit when focused) and what it shows.
    private func ruleTitle(_ pane: Pane?, layout: ScreenLayout) -> StyledText {
        guard let pane else { return detailTitle }
        let focused = pane == state.focus
        var name = pane.title
        if layout.kind == .compact { name = "\(pane.rawValue + 1)/\(Pane.allCases.count) \(name)" }
        var text = StyledText(" \(name) ", focused ? theme.focusedTitle : theme.title)
        let info = paneInfo(pane)
        if !info.spans.isEmpty {
            text.append(" ")
            text.append(info)
            text.append(" ")
        }
        return text
    }

    private var detailTitle: StyledText {
        switch state.focus {
        case .conflicts: StyledText(" Conflict ", theme.dim)
        case .tree: StyledText(" View ", theme.dim)
        case .constraints: StyledText(" Constraint ", theme.dim)
        case .owners: StyledText(" Controller ", theme.dim)
        }
    }

    private func paneInfo(_ pane: Pane) -> StyledText {
        switch pane {
        case .conflicts:
            var text = StyledText("\(state.list.visible.count)")
            if hiddenSystemCount > 0 { text.append(" +\(hiddenSystemCount)\(glyphs.system)", theme.system) }
            return text
        case .tree:
            guard let detail, let panes else { return StyledText() }
            let tree = detail.tree(panes.callback)
            switch tree.source {
            case .capture:
                let owner = detail.callback(panes.callback).controller.map { $0.className.shortClassName } ?? "capture"
                return StyledText("\(owner) \(glyphs.dot) \(tree.nodes.count) view\(tree.nodes.count == 1 ? "" : "s")")
            case .borrowed(let location):
                return StyledText("dump at line \(location.line) \(glyphs.dot) \(tree.nodes.count) views")
            case .named:
                return StyledText("no dump \(glyphs.dot) as the constraints nest them", theme.dim)
            }
        case .constraints:
            guard let detail, let panes else { return StyledText() }
            let count = detail.conflict.callbacks.count
            let callback = detail.callback(panes.callback)
            var text = StyledText("callback \(panes.callback + 1)/\(count)", count > 1 ? theme.bold : .plain)
            if let time = callback.timestamp { text.append(" \(glyphs.dot) \(TimeFormat.short(time))") }
            if let missing = callback.missing { text.append(" \(glyphs.dot) \(missing.word)", theme.broken) }
            if count > 1 { text.append(" \(glyphs.dot) [ ]", theme.dim) }
            return text
        case .owners:
            guard let detail else { return StyledText() }
            let known = detail.owners.filter { $0.controller != nil }.count
            return known == 0 ? StyledText() : StyledText("\(known)")
        }
    }

    // MARK: - Lists

    /// Draws a row; the selected one reversed in the focused pane, marked in the others.
    private func drawRow(
        _ grid: inout ScreenGrid, _ text: StyledText, rect: Rect, y: Int, selected: Bool, pane: Pane,
        right: StyledText? = nil
    ) {
        let focused = pane == state.focus && state.mode != .help && state.mode != .notes
        let base = selected && focused ? theme.selection : Style.plain
        if selected && focused { grid.fill(Rect(x: rect.x, y: y, width: rect.width, height: 1), style: base) }
        let pointer = selected && !focused ? glyphs.pointer : " "
        grid.put(pointer, x: rect.x, y: y, style: base.merged(with: theme.bold))
        var available = rect.width - 1
        if let right, right.width + 2 <= available - 12 {
            let x = rect.x + rect.width - right.width
            grid.draw(right, x: x, y: y, width: right.width, base: base)
            available -= right.width + 1
        }
        grid.draw(
            selected && !focused ? boldened(text) : text, x: rect.x + 1, y: y, width: available, base: base,
            ellipsis: glyphs.ellipsis)
    }

    private func boldened(_ text: StyledText) -> StyledText {
        StyledText(
            text.spans.map { span in
                var style = span.style
                if !style.dim { style.bold = true }
                return Span(span.text, style)
            })
    }

    /// Lights what the query matches in the spans that hold names and addresses.
    private func lit(_ text: StyledText, searchable: Set<Int>, rowMatches: Bool) -> StyledText {
        guard let matcher else { return text }
        var result = StyledText()
        var litAny = false
        for (index, span) in text.spans.enumerated() {
            guard searchable.contains(index) else {
                result.append(span.text, span.style)
                continue
            }
            let ranges = matcher.ranges(in: span.text)
            guard !ranges.isEmpty else {
                result.append(span.text, span.style)
                continue
            }
            litAny = true
            let bytes = Array(span.text.utf8)
            var offset = 0
            for range in ranges {
                result.append(String(decoding: bytes[offset..<range.lowerBound], as: UTF8.self), span.style)
                result.append(String(decoding: bytes[range], as: UTF8.self), span.style.merged(with: theme.match))
                offset = range.upperBound
            }
            result.append(String(decoding: bytes[offset...], as: UTF8.self), span.style)
        }
        if rowMatches, !litAny, let first = searchable.min(), text.spans.indices.contains(first) {
            // It matched on something not drawn (a key path, an address cut off): light the name.
            var spans = text.spans
            spans[first].style = spans[first].style.merged(with: theme.match)
            return StyledText(spans)
        }
        return result
    }

    private func drawEmpty(_ grid: inout ScreenGrid, _ rect: Rect, _ text: String) {
        grid.put(
            text.truncated(toWidth: rect.width - 2, ellipsis: glyphs.ellipsis), x: rect.x + 2, y: rect.y,
            style: theme.dim)
    }

    // MARK: - Conflicts

    private func drawConflicts(_ grid: inout ScreenGrid, _ rect: Rect) {
        let visible = state.list.visible
        guard !visible.isEmpty else {
            drawEmpty(
                &grid, rect,
                document.conflicts.isEmpty
                    ? state.waitingMessage ?? "no conflict in the input" : "only UIKit's own: s shows them")
            return
        }
        let cursor = state.list.cursor
        let conflictTop = cursor.top
        let idWidth = String(visible.map { document.conflicts[$0].id }.max() ?? 1).count
        let countWidth = String(visible.map { document.conflicts[$0].callbacks.count }.max() ?? 1).count + 1
        for row in 0..<min(rect.height, visible.count - conflictTop) {
            let rank = conflictTop + row
            let conflict = document.conflicts[visible[rank]]
            var text = StyledText()
            text.append(String(conflict.id).leftPadded(to: idWidth) + " ", theme.dim)
            text.append(
                (glyphs.times + String(conflict.callbacks.count)).padded(toWidth: countWidth) + " ",
                conflict.callbacks.count > 1 ? theme.bold : .plain)
            if conflict.isSystem { text.append(glyphs.system + " ", theme.system) }
            let room = rect.width - 1 - idWidth - countWidth - 2 - (conflict.isSystem ? 2 : 0)
            var searchable: Set<Int> = []
            if let controller = conflict.controller {
                searchable.insert(text.spans.count)
                text.append(Self.controllerName(controller.className, room: room))
            } else {
                let namer = document.detail(visible[rank]).namer
                let names = conflict.views.prefix(3).map { namer.name($0) }.joined(separator: ", ")
                searchable.insert(text.spans.count)
                text.append(names.isEmpty ? "(no views)" : names, theme.dim)
            }
            let matched = state.search.scan?.matchedRanks.contains(rank) ?? false
            let shown = lit(text, searchable: searchable, rowMatches: matched)
            drawRow(&grid, shown, rect: rect, y: rect.y + row, selected: rank == cursor.selection, pane: .conflicts)
        }
    }

    /// `MyApp.ProfileViewController` → `ProfileViewController`, or `ProfileVC` when short of room.
    static func controllerName(_ className: String, room: Int) -> String {
        let short = className.shortClassName
        if DisplayWidth.of(short) <= room { return short }
        return short.replacingSuffix("ViewController", with: "VC").replacingSuffix("Controller", with: "Ctrl")
    }

    // MARK: - Tree

    private func drawTree(_ grid: inout ScreenGrid, _ rect: Rect) {
        guard let detail, let panes else {
            drawEmpty(&grid, rect, "nothing to show")
            return
        }
        let tree = detail.tree(panes.callback)
        let rows = tree.rows(panes.folds)
        guard !rows.isEmpty else {
            drawEmpty(&grid, rect, "no views")
            return
        }
        let cursor = panes.tree(panes.callback, detail)
        let selected = cursor.list.selection
        // Deep trees shift left so that the selected view's name stays in sight.
        var shift = 0
        if case .node(let index) = cursor.selected {
            let indent = tree.nodes[index].depthFromRoot(in: tree) * 2
            if indent > rect.width / 3 { shift = (indent - rect.width / 4) / 2 }
        }
        for row in 0..<min(rect.height, rows.count - cursor.list.top) {
            let index = cursor.list.top + row
            let (text, searchable, matches) = treeRow(
                rows[index], tree: tree, detail: detail, folds: panes.folds, shift: shift)
            let shown = lit(text, searchable: searchable, rowMatches: matches)
            drawRow(&grid, shown, rect: rect, y: rect.y + row, selected: index == selected, pane: .tree)
        }
    }

    private func treeRow(_ row: TreeRow, tree: ViewTree, detail: ConflictDetail, folds: FoldState, shift: Int) -> (
        StyledText, Set<Int>, Bool
    ) {
        var text = StyledText()
        var searchable: Set<Int> = []
        switch row {
        case .missingHeader:
            text.append("Not in this dump:", theme.warning)
            return (text, [], false)
        case .missing(let index):
            let item = tree.missing[index]
            text.append("  ")
            text.append(glyphs.conflictView + " ", detail.colors[item.key].map(theme.view) ?? theme.bold)
            searchable.insert(text.spans.count)
            text.append(detail.namer.name(item), detail.colors[item.key].map(theme.view) ?? theme.bold)
            if let address = item.address {
                searchable.insert(text.spans.count)
                text.append(" " + address.text, theme.dim)
            }
            let matches =
                matcher.map { $0.matches(item, keyPath: item.address.flatMap { detail.conflict.keyPaths[$0] }) }
                ?? false
            return (text, searchable, matches)
        case .node(let index):
            let node = tree.nodes[index]
            var guides = ""
            let path = tree.ancestors(of: index)
            if !path.isEmpty {
                let levels = path.count
                for level in 1..<levels where level > shift {
                    guides += tree.isLast(path[level]) ? "  " : glyphs.continuation
                }
                guides += levels > shift ? (tree.isLast(index) ? glyphs.lastBranch : glyphs.branch) : ""
            }
            if shift > 0 { guides = glyphs.ellipsis + guides }
            text.append(guides, theme.rule)
            let hasChildren = tree.hasChildren(index)
            let marker =
                hasChildren
                ? (folds.isExpanded(tree, index) ? glyphs.expanded : glyphs.collapsed)
                : (path.isEmpty ? " " : glyphs.horizontal)
            text.append(marker + " ", hasChildren ? .plain : theme.rule)
            let color = tree.colorOf[index]
            if let color {
                text.append(glyphs.conflictView + " ", theme.view(color))
            } else if tree.ancestors.contains(index) {
                text.append(glyphs.ancestor + " ", theme.dim)
            }
            let item = tree.items.isEmpty ? detail.itemsByAddress[node.address] : tree.items[index]
            let name: String
            if let item, color != nil || !tree.items.isEmpty {
                name = detail.namer.name(item)
            } else {
                name = node.className.shortClassName
            }
            searchable.insert(text.spans.count)
            text.append(name, color.map(theme.view) ?? (node.isLayerOnly ? theme.dim : .plain))
            if !node.address.text.isEmpty {
                searchable.insert(text.spans.count)
                text.append(" " + node.address.text, theme.dim)
            }
            if color == nil, let label = tree.label(index) {
                searchable.insert(text.spans.count)
                text.append(" '\(label.truncated(toWidth: 24, ellipsis: glyphs.ellipsis))'", theme.dim)
            }
            if let frame = node.frame { text.append(" " + Self.describe(frame), theme.dim) }
            if node.isHidden { text.append(" hidden", theme.dim) }
            let keyPath = detail.conflict.keyPaths[node.address]
            let matches: Bool
            if let matcher {
                matches =
                    tree.items.isEmpty
                    ? matcher.matches(node, keyPath: keyPath) : matcher.matches(tree.items[index], keyPath: keyPath)
            } else {
                matches = false
            }
            return (text, searchable, matches)
        }
    }

    static func describe(_ frame: Frame) -> String {
        let n = ConstraintFormatter.number
        return "(\(n(frame.x)) \(n(frame.y)); \(n(frame.width)) \(n(frame.height)))"
    }

    // MARK: - Constraints

    private func drawConstraints(_ grid: inout ScreenGrid, _ rect: Rect) {
        guard let detail, let panes else {
            drawEmpty(&grid, rect, "nothing to show")
            return
        }
        let constraints = detail.constraints(panes.callback)
        let callback = detail.callback(panes.callback)
        guard !constraints.isEmpty else {
            drawEmpty(
                &grid, rect,
                callback.missing.map { "no constraints: \($0.phrase)" } ?? "this callback lists no constraint")
            return
        }
        let cursor = panes.constraints
        let broken = callback.broken
        // The explanation goes under the list when the pane has room for both.
        let why = explanationLines(detail)
        let shownWhy =
            constraints.count + why.count <= rect.height
            ? why : (constraints.count < rect.height ? Array(why.prefix(1)) : [])
        let gap = constraints.count + shownWhy.count < rect.height && !shownWhy.isEmpty ? 1 : 0
        for (offset, line) in shownWhy.enumerated() {
            grid.draw(
                line, x: rect.x + 1, y: rect.y + constraints.count + gap + offset, width: rect.width - 2,
                ellipsis: glyphs.ellipsis)
        }
        for row in 0..<min(rect.height, constraints.count - cursor.top) {
            let index = cursor.top + row
            let constraint = constraints[index]
            let isBroken = constraint.address == broken
            var text = StyledText(isBroken ? glyphs.broken + " " : "  ", theme.broken)
            var searchable: Set<Int> = []
            for piece in detail.line(constraint).pieces {
                if let key = piece.itemKey {
                    searchable.insert(text.spans.count)
                    text.append(piece.text, detail.colors[key].map(theme.view) ?? .plain)
                } else {
                    text.append(piece.text)
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
            let matches = matcher?.matches(constraint, keyPaths: detail.conflict.keyPaths) ?? false
            let shown = lit(text, searchable: searchable, rowMatches: matches)
            drawRow(
                &grid, shown, rect: rect, y: rect.y + row, selected: index == cursor.selection,
                pane: .constraints,
                right: notes.spans.isEmpty ? nil : notes)
        }
    }

    /// `Why  120 + 24 + 24 = 168 ≠ 160: …` and `Fix  …`, from UnsatKit's explanation.
    func explanationLines(_ detail: ConflictDetail) -> [StyledText] {
        guard let explanation = detail.explanation else {
            var line = StyledText("Why ", theme.warning)
            line.append("working\(glyphs.ellipsis)", theme.dim)
            return [line]
        }
        var lines: [StyledText] = []
        if let proof = explanation.proof {
            var line = StyledText("Why ", theme.warning)
            line.append(proof.arithmetic, theme.bold)
            line.append("  " + proof.summary)
            lines.append(line)
        } else if let caveat = detail.conflict.callbacks.contains(where: { $0.missing != nil })
            ? explanation.caveats.first : explanation.caveats.last
        {
            // With no proof, what stopped one: the list the log lacks (said first), or that none was found.
            var line = StyledText("Why ", theme.warning)
            line.append(caveat, theme.dim)
            lines.append(line)
        }
        if let suggestion = explanation.suggestions.first {
            var line = StyledText("Fix ", theme.warning)
            line.append(suggestion)
            lines.append(line)
        }
        return lines
    }

    /// An address whole when it fits, else its last digits after an ellipsis (`…70e2a0`).
    static func fit(_ address: String, room: Int, ellipsis: String) -> String {
        if address.count <= room { return address }
        let digits = max(4, room - DisplayWidth.of(ellipsis))
        return ellipsis + address.suffix(min(digits, address.count - 2))
    }

    // MARK: - Controllers

    private func drawOwners(_ grid: inout ScreenGrid, _ rect: Rect) {
        guard let detail, let panes else {
            drawEmpty(&grid, rect, "nothing to show")
            return
        }
        let rows = detail.ownerRows
        guard !rows.isEmpty else {
            drawEmpty(&grid, rect, "no views")
            return
        }
        let cursor = panes.controllers
        for row in 0..<min(rect.height, rows.count - cursor.top) {
            let index = cursor.top + row
            var text = StyledText()
            var matches = false
            switch rows[index] {
            case .controller(let g):
                if let controller = detail.owners[g].controller {
                    text.append(controller.className.shortClassName, controller.isSystem ? theme.system : theme.bold)
                    if let address = controller.address {
                        let room = rect.width - 2 - DisplayWidth.of(controller.className.shortClassName)
                        text.append(" " + Self.fit(address.text, room: room, ellipsis: glyphs.ellipsis), theme.dim)
                    }
                    matches = matcher?.matches(controller) ?? false
                } else {
                    text.append(detail.owners.count == 1 ? "no controller known" : "owner not known", theme.dim)
                }
            case .view(let g, let v):
                let item = detail.owners[g].views[v]
                let style = detail.colors[item.key].map(theme.view) ?? .plain
                text.append("  " + glyphs.conflictView + " ", style)
                let name = detail.namer.name(item)
                text.append(name, style)
                if let address = item.address {
                    // Short of room, the end of the address: the part that tells views apart.
                    let room = rect.width - 1 - DisplayWidth.of("  \(glyphs.conflictView) \(name) ")
                    text.append(" " + Self.fit(address.text, room: room, ellipsis: glyphs.ellipsis), theme.dim)
                }
                matches =
                    matcher?.matches(item, keyPath: item.address.flatMap { detail.conflict.keyPaths[$0] }) ?? false
            }
            let searchable: Set<Int> = rows[index].isController ? [0, 1] : [1, 2]
            drawRow(
                &grid, lit(text, searchable: searchable, rowMatches: matches), rect: rect, y: rect.y + row,
                selected: index == cursor.selection, pane: .owners)
        }
    }
}

extension ConflictDetail.OwnerRow {
    var isController: Bool {
        if case .controller = self { return true }
        return false
    }
}

extension ViewNode {
    /// Depth below the tree's root (dumps may start deeper than 0 when trimmed).
    func depthFromRoot(in tree: ViewTree) -> Int {
        var depth = 0
        var current = parent
        while let index = current {
            depth += 1
            current = tree.nodes[index].parent
        }
        return depth
    }
}

extension String {
    /// The class without its module (`MyApp.AvatarCell` → `AvatarCell`).
    var shortClassName: String {
        guard let dot = lastIndex(of: "."), !hasSuffix("..."), !hasSuffix(".") else { return self }
        return String(self[index(after: dot)...])
    }

    func leftPadded(to width: Int) -> String {
        let missing = width - DisplayWidth.of(self)
        return missing > 0 ? String(repeating: " ", count: missing) + self : self
    }

    func replacingSuffix(_ suffix: String, with replacement: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) + replacement : self
    }
}

extension String {
    /// `build/logs/console.log` → `console.log`.
    var lastPathComponent: String { split(separator: "/").last.map(String.init) ?? self }
}
