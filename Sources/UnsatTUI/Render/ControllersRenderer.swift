import UnsatKit

/// The controllers pane: each controller that owns one of the shown callback's views, then the
/// views it owns, each in its color; the views nobody is known to own last.
struct ControllersRenderer: ListPaneRenderer {
    let selected: SelectedConflict?
    let matcher: SearchMatcher?
    let glyphs: Glyphs
    let theme: Theme

    var count: Int { selected?.controllerRows.count ?? 0 }
    var cursor: ListCursor { selected?.panes.controllers ?? ListCursor() }

    var emptyMessage: String? {
        guard let selected else { return "nothing to show" }
        return selected.controllerRows.isEmpty ? "no views" : nil
    }

    func rows(_ range: Range<Int>, width: Int) -> [PaneRow] {
        guard let selected else { return [] }
        let detail = selected.detail
        let rows = selected.controllerRows
        let controllers = selected.controllers
        return range.map { index in
            var row = PaneRow()
            switch rows[index] {
            case .controller(let g):
                if let controller = controllers[g].controller {
                    // Short of room, the name gives way to the end of the address: the part that
                    // tells controllers apart.
                    let (name, address) = Formatting.nameAndAddress(
                        glyphs.substitute(controller.shortClassName), controller.address?.text, room: width - 1,
                        ellipsis: glyphs.ellipsis)
                    row.append(name, controller.isSystem ? theme.system : theme.bold, as: .name)
                    if let address { row.append(" " + address, theme.dim, as: .address) }
                    row.matchesSearch = matcher?.matches(controller) ?? false
                } else {
                    row.append(controllers.count == 1 ? "no controller known" : "owner not known", theme.dim)
                }
            case .view(let g, let v):
                let item = controllers[g].views[v]
                let style = detail.colors[item.key].map(theme.view) ?? .plain
                let prefix = "  " + glyphs.conflictView + " "
                row.append(prefix, style)
                // With key paths known (`--ids`), the class first and the key path beside it.
                let keyPath = item.address.flatMap { detail.keyPaths[$0] }
                var name = glyphs.substitute(detail.namer.name(item, besideAddress: item.address != nil))
                if let keyPath, name == keyPath { name = glyphs.substitute(item.shortClassName) + " " + keyPath }
                // Short of room, the end of the address: the part that tells views apart.
                let (shown, address) = Formatting.nameAndAddress(
                    name, item.address?.text, room: width - 1 - DisplayWidth.of(prefix), ellipsis: glyphs.ellipsis)
                row.append(shown, style, as: .name)
                if let address { row.append(" " + address, theme.dim, as: .address) }
                row.matchesSearch = matcher?.matchesView(item, detail, keyPaths: detail.keyPaths) ?? false
            }
            return row
        }
    }
}
