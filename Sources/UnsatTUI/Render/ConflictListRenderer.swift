import UnsatKit

/// The conflicts pane: a row a conflict listed, with its number, its callback count, a mark for
/// UIKit's own, and its controller (or, with none known, its first views).
struct ConflictListRenderer: ListPaneRenderer {
    let document: InspectorDocument
    let list: ConflictList
    let scan: SearchScan?
    /// What the empty list says while a followed file is not there yet.
    let waitingMessage: String?
    let glyphs: Glyphs
    let theme: Theme

    var count: Int { list.visible.count }
    var cursor: ListCursor { list.cursor }

    var emptyMessage: String? {
        guard list.visible.isEmpty else { return nil }
        return document.conflicts.isEmpty
            ? waitingMessage ?? "no conflict in the input" : "only UIKit's own: s shows them"
    }

    func rows(_ range: Range<Int>, width: Int) -> [PaneRow] {
        let visible = list.visible
        let idWidth = String(visible.map { document.conflicts[$0].id }.max() ?? 1).count
        let countWidth = String(visible.map { document.conflicts[$0].callbacks.count }.max() ?? 1).count + 1
        return range.map { rank in
            let conflict = document.conflicts[visible[rank]]
            var row = PaneRow()
            if document.isDumpEntry(visible[rank]) {
                let line = conflict.callbacks[0].location.line
                let several = document.dumpEntries.count > 1
                row.append("view hierarchy, no conflict" + (several ? " (line \(line))" : ""), theme.dim)
                row.matchesSearch = scan?.matchedRanks.contains(rank) ?? false
                return row
            }
            row.append(String(conflict.id).leftPadded(to: idWidth) + " ", theme.dim)
            row.append(
                (glyphs.times + String(conflict.callbacks.count)).padded(toWidth: countWidth) + " ",
                conflict.callbacks.count > 1 ? theme.bold : .plain)
            if conflict.isSystem { row.append(glyphs.system + " ", theme.system) }
            let room = width - 1 - idWidth - countWidth - 2 - (conflict.isSystem ? 2 : 0)
            if let controller = conflict.controller {
                let name = glyphs.substitute(controller.className)
                row.append(Formatting.controllerName(name, room: room), as: .name)
            } else {
                let namer = document.detail(visible[rank]).namer
                let names = conflict.views.prefix(3).map { namer.name($0) }.joined(separator: ", ")
                row.append(names.isEmpty ? "(no views)" : names, theme.dim, as: .name)
            }
            row.matchesSearch = scan?.matchedRanks.contains(rank) ?? false
            return row
        }
    }
}
