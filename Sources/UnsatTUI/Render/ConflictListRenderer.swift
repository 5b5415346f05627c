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
        if let filter = list.filter, list.unfilteredCount > 0 {
            return "no conflict matches \(glyphs.substitute(filter.text)): F clears the filter"
        }
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
            // Cut to the room the pane leaves notes (`ScreenRenderer.drawRow`), so that a narrow pane
            // still says something of where the conflict is.
            if document.files.count > 1, width - 15 >= 6 {
                let note = Self.fileNote(conflict, glyphs).truncated(toWidth: width - 15, ellipsis: glyphs.ellipsis)
                row.notes = StyledText(note, theme.dim)
            }
            row.matchesSearch = scan?.matchedRanks.contains(rank) ?? false
            return row
        }
    }

    /// With several files open, where a conflict comes from: its first callback's file
    /// (`a.log`), and how many other files its callbacks are in (`a.log +1`).
    static func fileNote(_ conflict: Conflict, _ glyphs: Glyphs) -> String {
        let first = conflict.callbacks[0].location.file
        let others = Set(conflict.callbacks.map(\.location.file)).subtracting([first]).count
        let name = glyphs.substitute(first.lastPathComponent)
        return others > 0 ? "\(name) +\(others)" : name
    }
}
