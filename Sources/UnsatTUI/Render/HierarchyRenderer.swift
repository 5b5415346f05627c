import UnsatKit

/// The hierarchy pane: the callback's tree as folded and filtered, one row a view (guides, a fold
/// marker, the conflict's mark in its view's color, name, address, label, frame) or a controller
/// (above its view: `◆`, its class and address), then the views the tree lacks.
struct HierarchyRenderer: ListPaneRenderer {
    let selected: SelectedConflict?
    let matcher: SearchMatcher?
    let glyphs: Glyphs
    let theme: Theme
    /// The constraint selected elsewhere: the views it names are lit, the other conflicting views dimmed.
    var link: PaneLink?

    private var treeRows: [TreeRow] {
        guard let selected else { return [] }
        return selected.tree.rows(selected.panes.folds)
    }

    var count: Int { treeRows.count }
    var cursor: ListCursor { selected?.treeCursor.list ?? ListCursor() }

    var emptyMessage: String? {
        guard let selected else { return "nothing to show" }
        guard selected.tree.rows(selected.panes.folds).isEmpty else { return nil }
        return selected.panes.folds.filter != nil ? "no view matches the filter (| clears it)" : "no views"
    }

    func rows(_ range: Range<Int>, width: Int) -> [PaneRow] {
        guard let selected else { return [] }
        let tree = selected.tree
        let rows = tree.rows(selected.panes.folds)
        // Deep trees shift left so that the selected view's name stays in sight.
        var shift = 0
        if tree.node(of: selected.treeCursor.selected).map(tree.nodes.indices.contains) == true {
            let indent = tree.outlinePath(of: selected.treeCursor.selected).count * 2
            if indent > width / 3 { shift = (indent - width / 4) / 2 }
        }
        return range.map { row(rows[$0], selected, shift: shift, width: width) }
    }

    private func row(_ treeRow: TreeRow, _ selected: SelectedConflict, shift: Int, width: Int) -> PaneRow {
        let tree = selected.tree
        let detail = selected.detail
        var row = PaneRow()
        switch treeRow {
        case .missingHeader:
            row.append("Not in this dump:", theme.warning)
        case .missing(let index):
            let item = tree.missing[index]
            var style = detail.colors[item.key].map(theme.view) ?? theme.bold
            if let link, link.lightsViews {
                if link.missing.contains(item.key) {
                    style = style.merged(with: theme.linked)
                } else {
                    style.dim = true
                    style.bold = false
                }
            }
            row.append("  ")
            row.append(glyphs.conflictView + " ", style)
            row.append(detail.namer.name(item, besideAddress: item.address != nil), style, as: .name)
            if let address = item.address { row.append(" " + address.text, theme.dim, as: .address) }
            row.matchesSearch = matcher?.matchesView(item, detail, keyPaths: detail.keyPaths) ?? false
        case .controller(let index):
            let folds = selected.panes.folds
            let path = tree.outlinePath(of: treeRow)
            row.append(guides(treeRow, path, tree, folds, shift: shift), theme.rule)
            row.append((folds.isOpen(tree, treeRow) ? glyphs.expanded : glyphs.collapsed) + " ")
            let controller = tree.controllers.list[index]
            var style = theme.bold
            if let filter = folds.filter, !tree.filtered(filter).controllerMatched[index] { style = theme.dim }
            row.append(glyphs.controller + " ", style)
            row.append(controller.controller.shortClassName, style, as: .name)
            if let address = controller.controller.address { row.append(" " + address.text, theme.dim, as: .address) }
            if controller.printed?.isPresented == true { row.append(" presented", theme.dim) }
            row.matchesSearch = matcher?.matches(controller.controller) ?? false
        case .node(let index):
            let node = tree.nodes[index]
            let folds = selected.panes.folds
            let path = tree.outlinePath(of: treeRow)
            row.append(guides(treeRow, path, tree, folds, shift: shift), theme.rule)
            let hasChildren = tree.hasShownChildren(index, folds)
            let marker =
                hasChildren
                ? (folds.isExpanded(tree, index) ? glyphs.expanded : glyphs.collapsed)
                : (path.isEmpty ? String(repeating: " ", count: DisplayWidth.of(glyphs.leaf)) : glyphs.leaf)
            row.append(marker + " ", hasChildren ? .plain : theme.rule)
            let color = tree.colorOf[index]
            if let color {
                row.append(glyphs.conflictView + " ", theme.view(color))
            } else if tree.ancestors.contains(index) {
                row.append(glyphs.ancestor + " ", theme.dim)
            }
            // Every view by the one name the other panes give it (`ViewNamer`), the address beside it.
            let item = tree.item(index)
            let hasAddress = !node.address.text.isEmpty
            var name: String
            if !tree.items.isEmpty, let item {
                name = detail.namer.name(item, besideAddress: hasAddress)
            } else {
                name = detail.namer.name(node, besideAddress: hasAddress)
            }
            // With key paths known (`--ids`), the class first and the key path beside it.
            let keyPath = tree.address(index).flatMap { detail.keyPaths[$0] }
            if let keyPath, name == keyPath {
                name = (item?.shortClassName ?? node.shortClassName) + " " + keyPath
            }
            // The name, the address and the frame first; the label takes what room is left, or
            // goes (at narrow widths the address and frame outlive it).
            let room = width - 1 - row.pieces.reduce(0) { $0 + DisplayWidth.of($1.text) }
            let address = node.address.text.isEmpty ? "" : " " + node.address.text
            let frame = node.frame.map { " " + ConstraintFormatter.frame($0) } ?? ""
            let hidden = node.isHidden ? " hidden" : ""
            let fixed = DisplayWidth.of(address) + DisplayWidth.of(frame) + DisplayWidth.of(hidden)
            let labelRoom = room - DisplayWidth.of(name) - fixed - 3
            // Filtered, the views kept only for what is under them are dim.
            let context = folds.filter.map { !tree.filtered($0).matched[index] } ?? false
            var nameStyle = color.map(theme.view) ?? (node.isLayerOnly || context ? theme.dim : .plain)
            if let link, link.lightsViews {
                if link.nodes.contains(index) {
                    nameStyle = nameStyle.merged(with: theme.linked)
                } else if color != nil {
                    nameStyle.dim = true
                    nameStyle.bold = false
                }
            }
            row.append(name, nameStyle, as: .name)
            row.append(address, theme.dim, as: .address)
            if color == nil, let label = tree.label(index), labelRoom >= 4 || label.count <= max(0, labelRoom) {
                let label = glyphs.substitute(label).truncated(toWidth: labelRoom, ellipsis: glyphs.ellipsis)
                row.append(" '\(label)'", theme.dim, as: .label)
            }
            row.append(frame, theme.dim)
            row.append(hidden, theme.dim)
            // Since the callback before (`]`): a view that appeared, a frame that moved; where the
            // row has room for the word (the detail line counts them either way).
            if let change = detail.change(to: selected.callbackIndex) {
                let mark =
                    change.newViews.contains(node.address)
                    ? "  new" : change.movedViews.contains(node.address) ? "  moved" : ""
                let used = row.pieces.reduce(0) { $0 + DisplayWidth.of($1.text) }
                if !mark.isEmpty, used + DisplayWidth.of(mark) <= width - 1 { row.append(mark, theme.warning) }
            }
            row.matchesSearch = matcher?.matchesNode(index, of: tree, detail, keyPaths: detail.keyPaths) ?? false
        }
        return row
    }

    /// The tree's guides before a row: a bar for each level above whose row has more below it,
    /// then the row's branch; the `shift` levels of a deep tree left out, an ellipsis for them.
    private func guides(_ row: TreeRow, _ path: [TreeRow], _ tree: ViewTree, _ folds: FoldState, shift: Int)
        -> String
    {
        var guides = ""
        if !path.isEmpty {
            let levels = path.count
            for level in 1..<levels where level > shift {
                guides += tree.isLastShown(path[level], folds) ? "  " : glyphs.vertical + " "
            }
            guides += levels > shift ? (tree.isLastShown(row, folds) ? glyphs.lastBranch : glyphs.branch) : ""
        }
        return shift > 0 ? glyphs.ellipsis + guides : guides
    }
}
