/// What a log line's prefix says: when, which process, which pid.
public struct LinePrefix: Hashable, Sendable {
    public var timestamp: String?
    public var process: String?
    public var pid: Int?
    /// Offset of the message after the prefix (and after a `[LayoutConstraints]`-style category).
    public var messageStart: Int

    /// Whether the line had a log prefix (a time or a process), as the first line of a message has.
    var isPresent: Bool { timestamp != nil || process != nil }
}

/// Recognises the prefixes docs/formats.md §1 lists: Xcode's, `log show`/`log stream`'s, syslog's and old
/// Console's. A line without one has `messageStart` 0 (or past leading markdown).
enum LinePrefixReader {
    static func read(_ line: [UInt8]) -> LinePrefix {
        var prefix = LinePrefix(messageStart: 0)
        if let parsed = readISO(line) ?? readSyslog(line) ?? readConsole(line) ?? readBareProcess(line) {
            prefix = parsed
        }
        prefix.messageStart = skipCategory(line, from: prefix.messageStart)
        return prefix
    }

    /// `[LayoutConstraints] ` or `[com.apple.UIKit:LayoutConstraints] ` right after the prefix.
    static func skipCategory(_ line: [UInt8], from offset: Int) -> Int {
        var i = offset
        while i < line.count, ASCII.isSpace(line[i]) { i += 1 }
        if i < line.count, line[i] == ASCII.openBracket {
            var j = i + 1
            while j < line.count, line[j] != ASCII.closeBracket, line[j] != ASCII.space { j += 1 }
            if j < line.count, line[j] == ASCII.closeBracket, j > i + 1 {
                let name = line.string(i + 1..<j)
                if name.hasSuffix("LayoutConstraints") || name.hasSuffix("Layout") {
                    i = j + 1
                    while i < line.count, ASCII.isSpace(line[i]) { i += 1 }
                }
            }
        }
        return i
    }

    static func digits(_ line: [UInt8], _ offset: Int, _ count: Int) -> Bool {
        guard offset + count <= line.count else { return false }
        for k in offset..<offset + count where !ASCII.isDigit(line[k]) { return false }
        return true
    }

    /// `2026-03-04 10:11:12[.345678][+0100] ` then Xcode's `Process[pid:tid] ` or log's columns.
    static func readISO(_ line: [UInt8]) -> LinePrefix? {
        // The date whole (`2026-03-04`), or what a selection that began inside it left of it
        // (`1-06-07`, `04`… with a dash): digits and dashes, then a blank or `T`, then the time.
        var d = 0
        var dashes = 0
        while d < min(line.count, 10), ASCII.isDigit(line[d]) || line[d] == ASCII.minus {
            if line[d] == ASCII.minus { dashes += 1 }
            d += 1
        }
        guard dashes > 0, d < line.count, line[d] == ASCII.space || line[d] == 0x54 else { return nil }
        let t = d + 1
        guard line.count > t + 8, digits(line, t, 2), line[t + 2] == ASCII.colon, digits(line, t + 3, 2),
            line[t + 5] == ASCII.colon, digits(line, t + 6, 2)
        else { return nil }
        var i = t + 8
        // The fraction after a dot, or a comma (a logger's `10:11:12,345`).
        if i < line.count,
            line[i] == ASCII.dot || (line[i] == ASCII.comma && i + 1 < line.count && ASCII.isDigit(line[i + 1]))
        {
            i += 1
            while i < line.count, ASCII.isDigit(line[i]) { i += 1 }
        }
        if i < line.count, line[i] == ASCII.plus || line[i] == ASCII.minus || line[i] == 0x5A {
            i += 1
            while i < line.count, ASCII.isDigit(line[i]) || line[i] == ASCII.colon { i += 1 }
        }
        let timestamp = line.string(0..<i)
        while i < line.count, ASCII.isSpace(line[i]) { i += 1 }
        // log show / log stream: 0x1a2b3c  Default  0x0  4242  0  MyApp: (UIKitCore) [...]
        if line.matches("0x", at: i), let parsed = readLogColumns(line, from: i) {
            return LinePrefix(timestamp: timestamp, process: parsed.process, pid: parsed.pid, messageStart: parsed.end)
        }
        // A CI runner's time before the app's own prefix (`2026-03-04T09:11:12.1234567Z 2026-03-04
        // 10:11:12.345678+0100 MyApp[4242:1234567] …`): the app's prefix says when and who.
        // (A capital starts only a syslog date, `Mar  4 …`, whose month a space follows: a process's
        // name, `MyApp[…`, is told at once, without a copy of the rest to read.)
        if i < line.count,
            ASCII.isDigit(line[i])
                || (line[i] >= 0x41 && line[i] <= 0x5A && i + 3 < line.count && line[i + 3] == ASCII.space)
        {
            let rest = Array(line[i...])
            if var inner = readISO(rest) ?? readSyslog(rest) ?? readConsole(rest), inner.process != nil {
                inner.messageStart += i
                return inner
            }
        }
        if let (process, pid, end) = readProcess(line, from: i) {
            return LinePrefix(timestamp: timestamp, process: process, pid: pid, messageStart: end)
        }
        return LinePrefix(timestamp: timestamp, process: nil, pid: nil, messageStart: i)
    }

    /// `Name With Spaces[4242:1234567] ` or `Name[23288]: ` (thread id may be hex).
    static func readProcess(_ line: [UInt8], from offset: Int) -> (String, Int, Int)? {
        var i = offset
        // The process name runs to the '[' that opens "pid" or "pid:tid".
        while i < line.count, i - offset < 120 {
            if line[i] == ASCII.openBracket, i > offset, i + 1 < line.count, ASCII.isDigit(line[i + 1]) {
                var j = i + 1
                while j < line.count, ASCII.isDigit(line[j]) { j += 1 }
                let pidEnd = j
                if j < line.count, line[j] == ASCII.colon {
                    j += 1
                    while j < line.count, ASCII.isHexDigit(line[j]) || line[j] == ASCII.lowerX { j += 1 }
                }
                if j < line.count, line[j] == ASCII.closeBracket {
                    let process = line.string(offset..<i)
                    let pid = Int(line.string(i + 1..<pidEnd)) ?? 0
                    j += 1
                    if j < line.count, line[j] == ASCII.colon { j += 1 }
                    while j < line.count, ASCII.isSpace(line[j]) { j += 1 }
                    return (process, pid, j)
                }
            }
            // No name holds a bracket or a colon: text before a bracketed level or a time is no name
            // (`[info] 2026-03-04 10:11:12.345678+0100 MyApp[4242:…]`, a logger's level before the app's prefix).
            if line[i] == ASCII.openBracket || line[i] == ASCII.closeBracket || line[i] == ASCII.colon { return nil }
            i += 1
        }
        return nil
    }

    /// Xcode's prefix with its time cut off by the poster's selection or a logger that prints none:
    /// `Frames[93001:7847043] `. Only Xcode's form, `Name[pid:tid]` then a blank, at the start of
    /// the line, with a name of letters, digits, spaces, `.`, `-` and `_` that starts with a letter,
    /// and a pid and a thread of two digits or more (no app runs as pid 0 to 9): `items[0:2] are` or
    /// `Array<Int>[3:4]` is no process.
    static func readBareProcess(_ line: [UInt8]) -> LinePrefix? {
        guard let first = line.first, ASCII.isLetter(first),
            let bracket = line.prefix(121).firstIndex(of: ASCII.openBracket),
            line[0..<bracket].allSatisfy({
                ASCII.isLetter($0) || ASCII.isDigit($0) || $0 == ASCII.space || $0 == ASCII.dot || $0 == ASCII.minus
                    || $0 == 0x5F
            }),
            let close = line[bracket...].prefix(40).firstIndex(of: ASCII.closeBracket),
            let colon = line[bracket..<close].firstIndex(of: ASCII.colon), colon - bracket > 2, close - colon > 2,
            close + 1 < line.count, ASCII.isSpace(line[close + 1]),
            let (process, pid, end) = readProcess(line, from: 0), end > close
        else { return nil }
        return LinePrefix(timestamp: nil, process: process, pid: pid, messageStart: end)
    }

    /// The columns of `log show`: thread, type, activity, pid, ttl, then `Process: (Library) `.
    static func readLogColumns(_ line: [UInt8], from offset: Int) -> (process: String, pid: Int, end: Int)? {
        var columns: [Range<Int>] = []
        var i = offset
        while columns.count < 5, i < line.count {
            let start = i
            while i < line.count, !ASCII.isSpace(line[i]) { i += 1 }
            columns.append(start..<i)
            while i < line.count, ASCII.isSpace(line[i]) { i += 1 }
        }
        guard columns.count == 5, let pid = Int(line.string(columns[3])) else { return nil }
        // Process name up to ": "
        let nameStart = i
        while i + 1 < line.count, !(line[i] == ASCII.colon && line[i + 1] == ASCII.space) { i += 1 }
        guard i + 1 < line.count else { return nil }
        let process = line.string(nameStart..<i)
        i += 2
        if i < line.count, line[i] == ASCII.openParen {
            var j = i
            while j < line.count, line[j] != ASCII.closeParen { j += 1 }
            if j < line.count { i = j + 1 }
            while i < line.count, ASCII.isSpace(line[i]) { i += 1 }
        }
        return (process, pid, i)
    }

    static let months: [StaticString] = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]

    /// `Mar  4 18:25:38 Hosts-MacBook SpringBoard[10567]: `
    static func readSyslog(_ line: [UInt8]) -> LinePrefix? {
        guard line.count > 16, months.contains(where: { line.matches($0, at: 0) }), line[3] == ASCII.space else {
            return nil
        }
        var i = 4
        while i < line.count, line[i] == ASCII.space { i += 1 }
        while i < line.count, ASCII.isDigit(line[i]) { i += 1 }
        guard i < line.count, line[i] == ASCII.space, digits(line, i + 1, 2), line.count > i + 9,
            line[i + 3] == ASCII.colon
        else { return nil }
        let timeEnd = i + 9
        let timestamp = line.string(0..<timeEnd)
        i = timeEnd
        while i < line.count, ASCII.isSpace(line[i]) { i += 1 }
        // host
        while i < line.count, !ASCII.isSpace(line[i]) { i += 1 }
        while i < line.count, ASCII.isSpace(line[i]) { i += 1 }
        if let (process, pid, end) = readProcess(line, from: i) {
            return LinePrefix(timestamp: timestamp, process: process, pid: pid, messageStart: end)
        }
        return nil
    }

    /// `11/15/14 7:37:32.893 AM MyApp[23288]: ` (fields may be tab-separated).
    static func readConsole(_ line: [UInt8]) -> LinePrefix? {
        guard line.count > 12, ASCII.isDigit(line[0]) else { return nil }
        var i = 0
        var slashes = 0
        while i < line.count, ASCII.isDigit(line[i]) || line[i] == 0x2F {
            if line[i] == 0x2F { slashes += 1 }
            i += 1
        }
        guard slashes == 2, i < line.count, ASCII.isSpace(line[i]) else { return nil }
        while i < line.count, ASCII.isSpace(line[i]) { i += 1 }
        let timeStart = i
        while i < line.count, ASCII.isDigit(line[i]) || line[i] == ASCII.colon || line[i] == ASCII.dot { i += 1 }
        guard i > timeStart else { return nil }
        var end = i
        while i < line.count, ASCII.isSpace(line[i]) { i += 1 }
        if line.matches("AM", at: i) || line.matches("PM", at: i) {
            i += 2
            end = i
            while i < line.count, ASCII.isSpace(line[i]) { i += 1 }
        }
        let timestamp = line.string(0..<end).replacingTabs()
        if let (process, pid, messageEnd) = readProcess(line, from: i) {
            return LinePrefix(timestamp: timestamp, process: process, pid: pid, messageStart: messageEnd)
        }
        return nil
    }
}

extension String {
    func replacingTabs() -> String {
        String(self.map { $0 == "\t" ? " " : $0 })
    }
}
