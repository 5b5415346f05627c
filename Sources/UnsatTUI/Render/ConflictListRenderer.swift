import Foundation
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
    /// A followed file's runs, the first first (`InspectorState.followedRuns`): one file, each
    /// row saying its run (`run 1`).
    var runs: [String] = []

    var count: Int { list.visible.count }
    var cursor: ListCursor { list.cursor }

    var emptyMessage: String? {
        guard list.visible.isEmpty else { return nil }
        if let filter = list.filter, list.unfilteredCount > 0 {
            return "no conflict matches \(glyphs.substitute(filter.text)): F clears the filter"
        }
        return document.entries.isEmpty
            ? waitingMessage ?? "no conflict in the input" : "only UIKit's own: s shows them"
    }

    func rows(_ range: Range<Int>, width: Int) -> [PaneRow] {
        let visible = list.visible
        let idWidth = String(visible.map { document.entries[$0].number }.max() ?? 1).count
        let countWidth = String(visible.map { document.entries[$0].callbacks.count }.max() ?? 1).count + 1
        // With several files, each row says which, in two fifths of the row at most: the name
        // of what conflicts comes first. The names are worked out once for all rows.
        let noteRoom = min(width - 15, max(6, (width - 6) * 2 / 5))
        let fileNames =
            document.files.count > 1 && noteRoom >= 6 ? runNames(room: noteRoom) : nil
        return range.map { rank in
            var row: PaneRow
            switch document.entries[visible[rank]].kind {
            case .conflict(let conflict):
                row = self.row(
                    conflict, index: visible[rank], width: width, idWidth: idWidth, countWidth: countWidth,
                    fileNames: fileNames, noteRoom: noteRoom)
            case .dump(let hierarchy):
                let several = document.dumpCount > 1
                row = PaneRow()
                row.append(
                    "view hierarchy, no conflict" + (several ? " (line \(hierarchy.location.line))" : ""), theme.dim)
            case .ambiguous(let layout):
                row = self.row(
                    layout, number: document.entries[visible[rank]].number, idWidth: idWidth, countWidth: countWidth)
            }
            row.matchesSearch = scan?.matchedRanks.contains(rank) ?? false
            return row
        }
    }

    /// A conflict's row: its number, callbacks, controller or views, and where it was read.
    private func row(
        _ conflict: Conflict, index: Int, width: Int, idWidth: Int, countWidth: Int, fileNames: [String: String]?,
        noteRoom: Int
    ) -> PaneRow {
        var row = PaneRow()
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
            let namer = document.detail(index).namer
            let names = conflict.views.prefix(3).map { namer.name($0) }.joined(separator: ", ")
            row.append(names.isEmpty ? "(no views)" : names, theme.dim, as: .name)
        }
        // Cut to the room the pane leaves notes (`ScreenRenderer.drawRow`), so that a narrow pane
        // still says something of where the conflict is.
        if let fileNames {
            row.notes = StyledText(Self.fileNote(conflict, glyphs, names: fileNames, room: noteRoom), theme.dim)
        }
        return row
    }

    /// An ambiguous view's row: its number, its reports, a `?`, the view and what is ambiguous
    /// (`? UIStackView ambiguous x, width`).
    private func row(_ layout: AmbiguousLayout, number: Int, idWidth: Int, countWidth: Int) -> PaneRow {
        var row = PaneRow()
        row.append(String(number).leftPadded(to: idWidth) + " ", theme.dim)
        let reports = layout.reports.count
        row.append(
            (glyphs.times + String(reports)).padded(toWidth: countWidth) + " ", reports > 1 ? theme.bold : .plain)
        row.append("? ", theme.warning)
        row.append(glyphs.substitute(layout.view.shortClassName), theme.bold, as: .name)
        row.append(" ambiguous" + (layout.shortAttributes.map { " " + $0 } ?? ""), theme.dim)
        return row
    }

    /// What each open file is called in the list (`fileNames`), a followed file's runs as `run 2`:
    /// one file is followed, and the title bar names it (`app.log · run 2`).
    private func runNames(room: Int) -> [String: String] {
        let runs = self.runs.count > 1 ? self.runs : []
        let others = document.files.map(\.path).filter { !runs.contains($0) }
        var names = Self.fileNames(others, room: room, glyphs)
        for (index, run) in runs.enumerated() { names[run] = "run \(index + 1)" }
        return names
    }

    /// With several files open, where a conflict comes from: its first callback's file
    /// (`a.log`), and how many other files its callbacks are in (`a.log +1`).
    /// In `room` columns, the count of other files outlives the name.
    static func fileNote(
        _ conflict: Conflict, _ glyphs: Glyphs, names: [String: String] = [:], room: Int = .max
    ) -> String {
        let first = conflict.callbacks[0].location.file
        let others = Set(conflict.callbacks.map(\.location.file)).subtracting([first]).count
        let name = names[first] ?? glyphs.substitute(first.lastPathComponent)
        let count = others > 0 ? " +\(others)" : ""
        let kept = name.truncated(toWidth: max(1, room - DisplayWidth.of(count)), ellipsis: glyphs.ellipsis)
        return (kept + count).truncated(toWidth: room, ellipsis: glyphs.ellipsis)
    }

    /// What each open file is called in the list, in `room` columns: its name; where the names do
    /// not all fit, without the extension they share; and where that is still too long, the
    /// shortest start that tells it from the others (`capture-…`, `uikit-…`), so that a cut name
    /// still says which file it is. (Cut at a fixed width, `capture-a.log` and `capture-b.log` both
    /// read `capture…`.)
    static func fileNames(_ paths: [String], room: Int, _ glyphs: Glyphs) -> [String: String] {
        let unique = Array(Set(paths))
        let names = unique.map { glyphs.substitute($0.lastPathComponent) }
        var result: [String: String] = [:]
        func assign(_ values: [String]) -> [String: String] {
            Dictionary(zip(unique, values), uniquingKeysWith: { first, _ in first })
        }
        let fits: ([String]) -> Bool = { $0.allSatisfy { DisplayWidth.of($0) <= room } }
        if fits(names) { return assign(names) }
        let extensions = Set(names.map { ($0 as NSString).pathExtension })
        let stems =
            extensions.count == 1 && !(extensions.first ?? "").isEmpty
            ? names.map { ($0 as NSString).deletingPathExtension } : names
        if fits(stems), Set(stems).count == stems.count { return assign(stems) }
        // Each stem cut to the room, but never shorter than what tells it from the others.
        let characters = stems.map(Array.init)
        for (index, stem) in characters.enumerated() {
            var length = 1
            while length < stem.count,
                characters.indices.contains(where: { $0 != index && characters[$0].starts(with: stem.prefix(length)) })
            {
                length += 1
            }
            let kept = max(length, room - DisplayWidth.of(glyphs.ellipsis))
            result[unique[index]] = stem.count > kept ? String(stem.prefix(kept)) + glyphs.ellipsis : String(stem)
        }
        return result
    }
}
