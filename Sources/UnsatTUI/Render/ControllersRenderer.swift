import UnsatKit

/// The controllers pane: each controller that owns a conflicting view, then the views it owns,
/// each in its color; the views nobody is known to own last.
struct ControllersRenderer: ListPaneRenderer {
    let selected: SelectedConflict?
    let matcher: SearchMatcher?
    let glyphs: Glyphs
    let theme: Theme

    var count: Int { selected?.detail.ownerRows.count ?? 0 }
    var cursor: ListCursor { selected?.panes.controllers ?? ListCursor() }

    var emptyMessage: String? {
        guard let selected else { return "nothing to show" }
        return selected.detail.ownerRows.isEmpty ? "no views" : nil
    }

    func rows(_ range: Range<Int>, width: Int) -> [PaneRow] {
        guard let selected else { return [] }
        let detail = selected.detail
        let rows = detail.ownerRows
        return range.map { index in
            var row = PaneRow()
            switch rows[index] {
            case .controller(let g):
                if let controller = detail.owners[g].controller {
                    let name = glyphs.substitute(controller.className.shortClassName)
                    row.append(name, controller.isSystem ? theme.system : theme.bold, as: .name)
                    if let address = controller.address {
                        let room = width - 2 - DisplayWidth.of(name)
                        row.append(
                            " " + Formatting.fit(address.text, room: room, ellipsis: glyphs.ellipsis), theme.dim,
                            as: .address)
                    }
                    row.matchesSearch = matcher?.matches(controller) ?? false
                } else {
                    row.append(detail.owners.count == 1 ? "no controller known" : "owner not known", theme.dim)
                }
            case .view(let g, let v):
                let item = detail.owners[g].views[v]
                let style = detail.colors[item.key].map(theme.view) ?? .plain
                row.append("  " + glyphs.conflictView + " ", style)
                let name = glyphs.substitute(detail.namer.name(item))
                row.append(name, style, as: .name)
                if let address = item.address {
                    // Short of room, the end of the address: the part that tells views apart.
                    let room = width - 1 - DisplayWidth.of("  \(glyphs.conflictView) \(name) ")
                    row.append(
                        " " + Formatting.fit(address.text, room: room, ellipsis: glyphs.ellipsis), theme.dim,
                        as: .address)
                }
                row.matchesSearch =
                    matcher?.matches(item, keyPath: item.address.flatMap { detail.conflict.keyPaths[$0] }) ?? false
            }
            return row
        }
    }
}
