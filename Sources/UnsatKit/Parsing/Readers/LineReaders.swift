import UnsatCapture

/// Reads one ambiguity line: `*UIView:0x…- AMBIGUOUS LAYOUT for UIView:0x….Height{id: 36}` or, in the
/// older tree form, `|   *<UIView:0x…> - AMBIGUOUS LAYOUT`. What the trace says of a view, put on a
/// line of its own by a wrap (`AMBIGUOUS LAYOUT for UILabel:0x…'E-mail'.Width{id: 26}`), is about the
/// view it names after `for`: the trace names the view whose variable is ambiguous. So is a line
/// whose item is printed by its own description (`*<UILayoutGuide: 0x… - "…", …>- AMBIGUOUS LAYOUT
/// for UILayoutGuide:0x…'…'.minX{id: 4441}`), with no `Class:0x` before the marker.
enum AmbiguityReader {
    static let marker: StaticString = "AMBIGUOUS LAYOUT"

    static func read(_ line: CleanLine, _ number: Int, _ context: inout ReadContext) {
        let b = line.bytes
        guard let marker = line.offset(of: Self.marker) else { return }
        guard
            let (i, j) = viewBefore(b, marker, from: line.message.lowerBound)
                ?? viewAfterFor(b, marker, to: line.message.upperBound)
        else {
            context.diagnose(number, DiagnosticMessage.ambiguityWithoutView, text: line.messageText)
            return
        }
        var e = j + 3
        while e < line.message.upperBound, ASCII.isHexDigit(b[e]) { e += 1 }
        let item = LayoutItem(className: b.string(i..<j), address: Address(b, j + 1..<e))
        var detail: String?
        if let forAt = b.firstOffset(of: "for ", from: marker, to: line.message.upperBound) {
            detail = b.string(forAt + 4..<line.message.upperBound)
        }
        context.result.ambiguities.append(
            AmbiguityReport(location: context.location(number), view: item, detail: detail))
    }

    /// Where the class of the view named right after the marker's `for ` starts and ends
    /// (`AMBIGUOUS LAYOUT for UILabel:0x…`), when a class and `:0x` and a hex digit follow it.
    static func viewAfterFor(_ b: [UInt8], _ marker: Int, to end: Int) -> (start: Int, end: Int)? {
        var i = marker + Self.marker.utf8CodeUnitCount
        while i < end, b[i] == ASCII.space { i += 1 }
        guard b.matches("for ", at: i) else { return nil }
        let start = i + 4
        var j = start
        while j < end, ASCII.isClassNameByte(b[j]) { j += 1 }
        guard j > start, ASCII.isLetter(b[start]) || b[start] == ASCII.underscore, b.matches(":0x", at: j),
            j + 3 < end, ASCII.isHexDigit(b[j + 3])
        else { return nil }
        return (start, j)
    }

    /// Where the class of the view the marker is about starts and ends: the last `Class:0x` before
    /// it, so that whatever printed the line before the view (`(lldb) po … `, `$1 = `) is no part
    /// of it, and a Swift generic's `<…>` (`SwiftUI._UIHostingView<MyApp.Root>:0x…`) is.
    static func viewBefore(_ b: [UInt8], _ marker: Int, from start: Int) -> (start: Int, end: Int)? {
        var colon = marker - 3
        while colon >= start, !b.matches(":0x", at: colon) { colon -= 1 }
        guard colon > start else { return nil }
        var i = colon
        var depth = 0
        while i > start {
            let previous = b[i - 1]
            if previous == ASCII.greaterThan {
                depth += 1
            } else if previous == ASCII.lessThan {
                // An unmatched `<` opens the older form's `*<UIView:0x…>`.
                if depth == 0 { break }
                depth -= 1
            } else if depth == 0, !ASCII.isClassNameByte(previous) {
                break
            } else if depth > 0, previous != ASCII.comma, previous != ASCII.space, !ASCII.isClassNameByte(previous) {
                break
            }
            i -= 1
        }
        // A name starts with a letter or an underscore (not `•`, `*` or `+`, which mark the tree).
        while i < colon, !(ASCII.isLetter(b[i]) || b[i] == ASCII.underscore) { i += 1 }
        return i < colon && depth == 0 ? (i, colon) : nil
    }
}

/// Reads one `unsat-capture/1` record: a JSON object on one line.
enum RecordReader {
    /// Where the record on `line` starts: its `{`, first in the message, or behind a tool's prefix
    /// (`[10:11:12]: ▸ {"broken":…`, at most `ToolPrefix.longest` bytes of it); nil when the line
    /// holds no record (`"unsat-capture/` names the schema).
    static func start(of line: CleanLine) -> Int? {
        let m = line.message
        let b = line.bytes
        guard
            let brace = b[m.lowerBound..<min(m.upperBound, m.lowerBound + ToolPrefix.longest + 1)]
                .firstIndex(of: ASCII.openBrace),
            brace + 1 < m.upperBound, b[brace + 1] == ASCII.doubleQuote, line.contains("\"unsat-capture/")
        else { return nil }
        return brace
    }

    static func read(_ line: CleanLine, _ number: Int, _ context: inout ReadContext) {
        let text = line.text((start(of: line) ?? line.message.lowerBound)..<line.message.upperBound)
        switch CaptureRecord.decode(text) {
        case .success(let record):
            let (callback, diagnostics) = record.callback(file: context.file, line: number)
            context.result.diagnostics += diagnostics
            if callback.constraints.isEmpty {
                context.diagnose(number, DiagnosticMessage.recordWithoutConstraints)
            } else {
                context.add(callback)
            }
        case .failure(let error):
            context.diagnose(
                number, DiagnosticMessage.unreadableRecord(reason: error.message), text: String(text.prefix(120)))
        }
    }
}
