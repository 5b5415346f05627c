/// An entry of the unified log as `log stream` and `log show` print it with `--style ndjson` (an object
/// a line) or `--style json` (a field a line): the message is a JSON string, its line breaks `\n`,
/// its slashes `\/`. The message is read as the lines it was, the first behind the log prefix the
/// default style would have printed (`2026-03-04 10:11:12.345678+0100 MyApp[4242:1234567]
/// [LayoutConstraints] `), made of the entry's fields on the same line: with a field a line, those
/// are on lines of their own and the callback's time is not known.
enum UnifiedLogEntry {
    /// The lines of the entry's message, when `raw` holds an `"eventMessage"` field; nil otherwise.
    static func lines(_ raw: [UInt8]) -> [[UInt8]]? {
        guard let key = find("\"eventMessage\"", raw), let message = stringValue(raw, after: key + 14)
        else { return nil }
        var lines = message.split(separator: ASCII.newline, omittingEmptySubsequences: false).map { line in
            line.last == ASCII.carriageReturn ? Array(line.dropLast()) : Array(line)
        }
        if let prefix = logPrefix(raw), !lines.isEmpty { lines[0] = prefix + lines[0] }
        return lines
    }

    /// The default style's prefix from the fields on the line: the time, then the process with its
    /// pid and thread, then the category in brackets; nil without a time.
    static func logPrefix(_ raw: [UInt8]) -> [UInt8]? {
        guard let time = field(raw, "\"timestamp\""), !time.isEmpty, ASCII.isDigit(time[0]) else { return nil }
        var prefix = time + [ASCII.space]
        if let path = field(raw, "\"processImagePath\""), let name = path.split(separator: 0x2F).last,
            let pid = number(raw, "\"processID\"")
        {
            prefix += Array(name) + Array("[\(pid)".utf8)
            if let thread = number(raw, "\"threadID\"") { prefix += Array(":\(thread)".utf8) }
            prefix += Array("] ".utf8)
        }
        if let category = field(raw, "\"category\""), !category.isEmpty,
            !category.contains(where: { ASCII.isSpace($0) || $0 == ASCII.closeBracket })
        {
            prefix += [ASCII.openBracket] + category + [ASCII.closeBracket, ASCII.space]
        }
        return prefix
    }

    /// The string value of the field `key` (quoted) on the line.
    private static func field(_ raw: [UInt8], _ key: StaticString) -> [UInt8]? {
        guard let at = find(key, raw) else { return nil }
        return stringValue(raw, after: at + key.utf8CodeUnitCount)
    }

    /// The whole-number value of the field `key` (quoted) on the line.
    private static func number(_ raw: [UInt8], _ key: StaticString) -> UInt64? {
        guard let at = find(key, raw), var i = valueStart(raw, after: at + key.utf8CodeUnitCount)
        else { return nil }
        var value: UInt64 = 0
        let start = i
        while i < raw.count, ASCII.isDigit(raw[i]), i - start < 19 {
            value = value * 10 + UInt64(raw[i] - 0x30)
            i += 1
        }
        return i > start ? value : nil
    }

    /// Where a field's value starts: after the key, blanks, `:` and blanks.
    private static func valueStart(_ raw: [UInt8], after key: Int) -> Int? {
        var i = key
        while i < raw.count, raw[i] == ASCII.space || raw[i] == ASCII.tab { i += 1 }
        guard i < raw.count, raw[i] == ASCII.colon else { return nil }
        i += 1
        while i < raw.count, raw[i] == ASCII.space || raw[i] == ASCII.tab { i += 1 }
        return i < raw.count ? i : nil
    }

    /// The JSON string that is the value after `key`, its escapes undone; one the line cuts short is
    /// read to the line's end.
    private static func stringValue(_ raw: [UInt8], after key: Int) -> [UInt8]? {
        guard let start = valueStart(raw, after: key), raw[start] == ASCII.doubleQuote else { return nil }
        var text: [UInt8] = []
        text.reserveCapacity(raw.count - start)
        var i = start + 1
        while i < raw.count {
            let byte = raw[i]
            if byte == ASCII.doubleQuote { break }
            guard byte == ASCII.backslash, i + 1 < raw.count else {
                text.append(byte)
                i += 1
                continue
            }
            let escaped = raw[i + 1]
            i += 2
            switch escaped {
            case 0x6E: text.append(ASCII.newline)  // n
            case 0x74: text.append(ASCII.tab)  // t
            case 0x72: text.append(ASCII.carriageReturn)  // r
            case 0x62, 0x66: break  // b, f
            case 0x75:  // u: four hex digits, a surrogate pair for what lies past the BMP
                guard let unit = hex4(raw, i) else {
                    text += [ASCII.backslash, escaped]
                    continue
                }
                i += 4
                var scalar = UInt32(unit)
                if (0xD800..<0xDC00).contains(unit), i + 6 <= raw.count, raw[i] == ASCII.backslash,
                    raw[i + 1] == 0x75, let low = hex4(raw, i + 2), (0xDC00..<0xE000).contains(low)
                {
                    scalar = 0x10000 + (UInt32(unit - 0xD800) << 10) + UInt32(low - 0xDC00)
                    i += 6
                }
                text += Array(String(Unicode.Scalar(scalar).map(Character.init) ?? "\u{FFFD}").utf8)
            default: text.append(escaped)  // `"`, `\`, `/`
            }
        }
        return text
    }

    /// Where `literal` first occurs in the line.
    private static func find(_ literal: StaticString, _ raw: [UInt8]) -> Int? {
        raw.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.flatMap { Platform.find(literal, in: $0, count: buffer.count) }
        }
    }

    private static func hex4(_ raw: [UInt8], _ at: Int) -> UInt16? {
        guard at + 4 <= raw.count else { return nil }
        var value: UInt16 = 0
        for byte in raw[at..<at + 4] {
            guard ASCII.isHexDigit(byte) else { return nil }
            value = value << 4 | UInt16(ASCII.isDigit(byte) ? byte - 0x30 : (byte | 0x20) - 0x61 + 10)
        }
        return value
    }
}
