/// Damage to a body that can be undone exactly, undone in a copy that the strict readers then read:
/// early SnapKit's `<Class:0x…>` items, a space after a class's colon (`UIView: 0x…`), dashes turned
/// into `–`, `—` or `−`, a private class's `_` that Markdown turned into `*`, and in a visual format also `~~` and the spaces a re-spacing put in
/// (`H | - (0) - [UIView: 0x…]`). Only a description the strict read refused is repaired.
extension ConstraintReader {
    /// A repaired body, and for each of its bytes the offset in the description it came from, so that
    /// a note points into the text as printed.
    struct Repair {
        var bytes: [UInt8] = []
        var origins: [Int] = []

        mutating func append(_ byte: UInt8, from offset: Int) {
            bytes.append(byte)
            origins.append(offset)
        }
    }

    /// A `*` where a private class's `_` stood (`*UIKBCompatInputView:0x…`): a Markdown converter
    /// writes `_…_` emphasis as `*…*`. An item starts there (the body's start, or after a space or a
    /// bracket, where a multiplier's `*` never stands: it follows its number) and a class name and
    /// its address follow. The name may hold the emphasis's other `*` (Swift's mangled
    /// `_TtC5UIKitP33_DDE…ButtonWrapper` as `*TtC5UIKitP33*DDE…ButtonWrapper`). Where the name
    /// ends (its `:`), or nil.
    func emphasizedClassEnd(at i: Int, from lower: Int, to upper: Int) -> Int? {
        if i > lower {
            let before = bytes[i - 1]
            guard ASCII.isSpace(before) || before == ASCII.openBracket || before == ASCII.openParen else {
                return nil
            }
        }
        guard i + 1 < upper, ASCII.isLetter(bytes[i + 1]) else { return nil }
        var j = i + 1
        while j < upper, ASCII.isClassNameByte(bytes[j]) || bytes[j] == ASCII.star { j += 1 }
        return bytes.matches(":0x", at: j) ? j : nil
    }

    /// The body `range` with its damage undone. A label is copied as printed, whatever it holds.
    func repaired(_ range: Range<Int>) -> Repair {
        var repair = Repair()
        repair.bytes.reserveCapacity(range.count)
        repair.origins.reserveCapacity(range.count)
        let upper = range.upperBound
        var i = range.lowerBound
        let elements = visualFormatElements(range)
        if let elements {
            repair.append(bytes[i], from: i)
            repair.append(ASCII.colon, from: i + 1)
            i = elements
        }
        let isVisualFormat = elements != nil
        while i < upper {
            let byte = bytes[i]
            if byte == ASCII.quote, i > range.lowerBound, ASCII.isHexDigit(bytes[i - 1]) {
                let end = labelEnd(from: i, to: upper, inVisualFormat: isVisualFormat)
                for j in i..<end { repair.append(bytes[j], from: j) }
                i = end
            } else if byte == ASCII.colon, let address = spacedAddress(after: i, to: upper) {
                repair.append(byte, from: i)
                i = address
            } else if byte == ASCII.lessThan, let close = nestedItemEnd(at: i, to: upper) {
                for j in i + 1..<close { repair.append(bytes[j], from: j) }
                i = close + 1
            } else if byte == ASCII.star, let end = emphasizedClassEnd(at: i, from: range.lowerBound, to: upper) {
                for j in i..<end { repair.append(bytes[j] == ASCII.star ? ASCII.underscore : bytes[j], from: j) }
                i = end
            } else if let length = dashLength(at: i, to: upper, tildes: isVisualFormat) {
                repair.append(ASCII.minus, from: i)
                i += length
            } else if isVisualFormat, ASCII.isSpace(byte) {
                let next = skipSpaces(i, upper)
                if !isLooseSpace(after: repair.bytes.last, before: next, upper) {
                    for j in i..<next { repair.append(bytes[j], from: j) }
                }
                i = next
            } else {
                repair.append(byte, from: i)
                i += 1
            }
        }
        return repair
    }

    /// Where a visual format's elements start: after `H:`, or after `H |` or `H [` whose colon a
    /// re-spacing lost. Nil for a body that is not a visual format.
    func visualFormatElements(_ range: Range<Int>) -> Int? {
        let upper = range.upperBound
        guard bytes[range.lowerBound] == 0x48 || bytes[range.lowerBound] == 0x56 else { return nil }  // H, V
        let j = skipSpaces(range.lowerBound + 1, upper)
        guard j < upper else { return nil }
        if bytes[j] == ASCII.colon { return skipSpaces(j + 1, upper) }
        return bytes[j] == ASCII.pipe || bytes[j] == ASCII.openBracket ? j : nil
    }

    /// The end of the label whose opening quote is at `quote`: past the first quote an attribute
    /// (`.width`), a nested item's `>` or, in a visual format, `]` or `(` follows; else the body's end.
    func labelEnd(from quote: Int, to upper: Int, inVisualFormat: Bool) -> Int {
        var j = quote + 1
        while j < upper {
            if bytes[j] == ASCII.quote, j + 1 < upper {
                let next = bytes[j + 1]
                if inVisualFormat
                    ? next == ASCII.closeBracket || next == ASCII.openParen
                    : next == ASCII.greaterThan || (next == ASCII.dot && j + 2 < upper && ASCII.isLetter(bytes[j + 2]))
                {
                    return j + 1
                }
            }
            j += 1
        }
        return upper
    }

    /// Where the address starts when spaces stand between a colon and `0x` (`UIView: 0x…`).
    func spacedAddress(after colon: Int, to upper: Int) -> Int? {
        let address = skipSpaces(colon + 1, upper)
        guard address > colon + 1, address + 2 <= upper, bytes.matches("0x", at: address) else { return nil }
        return address
    }

    /// The `>` that closes early SnapKit's `<Class:0xADDRESS>` item opened at `open`.
    func nestedItemEnd(at open: Int, to upper: Int) -> Int? {
        var j = open + 1
        while j < upper, ASCII.isClassNameByte(bytes[j]) { j += 1 }
        guard j > open + 1, j + 3 <= upper, bytes.matches(":0x", at: j) else { return nil }
        let digits = j + 3
        j = hexRunEnd(from: digits, upper)
        guard j > digits, j < upper, bytes[j] == ASCII.greaterThan else { return nil }
        return j
    }

    /// The length of a dash some editor changed at `offset`: an en dash, an em dash or a minus sign
    /// (UTF-8, three bytes), and in a visual format `~~`. Nil for anything else, `-` included.
    func dashLength(at offset: Int, to upper: Int, tildes: Bool) -> Int? {
        if tildes, offset + 2 <= upper, bytes.matches("~~", at: offset) { return 2 }
        guard bytes[offset] == 0xE2, offset + 3 <= upper else { return nil }
        switch (bytes[offset + 1], bytes[offset + 2]) {
        case (0x80, 0x93), (0x80, 0x94), (0x88, 0x92): return 3
        default: return nil
        }
    }

    /// Whether spaces in a visual format, between `previous` (the last byte kept) and `next`, are
    /// ones a re-spacing put in: beside its punctuation. Spaces between words stay, since a name
    /// from `names:` may hold them (`[progress background]`).
    func isLooseSpace(after previous: UInt8?, before next: Int, _ upper: Int) -> Bool {
        guard next < upper, let previous else { return true }
        return Self.isVisualFormatPunctuation(previous) || Self.isVisualFormatPunctuation(bytes[next])
            || dashLength(at: next, to: upper, tildes: true) != nil
    }

    static func isVisualFormatPunctuation(_ byte: UInt8) -> Bool {
        switch byte {
        case ASCII.pipe, ASCII.minus, ASCII.openParen, ASCII.closeParen, ASCII.openBracket, ASCII.closeBracket,
            ASCII.colon, ASCII.at, ASCII.equals, ASCII.lessThan, ASCII.greaterThan:
            true
        default: false
        }
    }
}
