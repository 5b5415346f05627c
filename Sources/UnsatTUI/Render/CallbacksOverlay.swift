import UnsatKit

/// `c`: the selected conflict's callbacks, a line each, as tig's log view lists commits: its
/// number, its time, where it was read, the constraint it broke and what changed since the one
/// before (`CallbackChange`, as the detail says it on `]`). The callback the panes show is marked.
extension OverlayRenderer {
    /// The callbacks of the selected conflict, each an item Enter goes to; nil with no conflict.
    /// Where a line is wider than the screen's box, what changed goes on a line of its own under it.
    func callbacks(screenWidth: Int) -> OverlayContent? {
        guard let selected, selected.entry.conflict != nil else { return nil }
        let detail = selected.detail
        let count = detail.callbacks.count
        let numberWidth = String(count).count
        // In one file, the line says where: the title bar names the file.
        let oneFile = Set(detail.callbacks.map(\.location.file)).count == 1
        let places = detail.callbacks.map {
            oneFile ? "line \($0.location.line)" : "\($0.location.file.lastPathComponent):\($0.location.line)"
        }
        let placeWidth = places.map { DisplayWidth.of(glyphs.substitute($0)) }.max() ?? 0
        let times = detail.callbacks.map { $0.timestamp.map(TimeFormat.short) ?? "" }
        let timeWidth = times.map { DisplayWidth.of($0) }.max() ?? 0
        let room = screenWidth - 4
        var lines: [StyledText] = []
        var items: [Range<Int>] = []
        for (index, callback) in detail.callbacks.enumerated() {
            let shown = index == selected.callbackIndex
            var line = StyledText(shown ? glyphs.pointer + " " : "  ", theme.bold)
            line.append(String(index + 1).leftPadded(to: numberWidth), shown ? theme.bold : theme.key)
            line.append("/\(count)  ", theme.dim)
            if timeWidth > 0 { line.append(times[index].padded(toWidth: timeWidth) + "  ") }
            line.append(glyphs.substitute(places[index]).padded(toWidth: placeWidth) + "  ", theme.dim)
            let indent = line.width
            if let broken = callback.brokenConstraint {
                line.append(glyphs.broken + " " + detail.line(broken).text, theme.broken)
            } else {
                line.append(callback.missing.map(\.word) ?? "broke none named", theme.dim)
            }
            let change =
                detail.change(to: index).map { $0.changes(dot: glyphs.dot, namingBroken: false) } ?? "first reported"
            let start = lines.count
            if line.width + DisplayWidth.of(change) + 3 <= room {
                line.append(" \(glyphs.dot) " + change, theme.dim)
                lines.append(line.substituted(glyphs))
            } else {
                lines.append(line.substituted(glyphs))
                lines.append(StyledText(String(repeating: " ", count: indent) + change, theme.dim).substituted(glyphs))
            }
            items.append(start..<lines.count)
        }
        return OverlayContent(title: "Callbacks of #\(selected.entry.number)", lines: lines, items: items)
    }
}
