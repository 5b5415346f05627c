extension CodeText {

    /// One argument of a call or one part of a message: its label (`equalTo`, `constant`; nil when
    /// unlabelled) and its value, trimmed.
    public struct Argument: Hashable, Sendable {
        public var label: String?
        public var value: Range<Int>
        /// The whole argument, label included, trimmed.
        public var range: Range<Int>
    }

    /// The arguments between a call's parentheses (`range` excludes them), split on the commas
    /// that are not inside a bracket, each with its `label:` when it has one.
    public func arguments(in range: Range<Int>) -> [Argument] {
        let range = clamped(range)
        var pieces: [Range<Int>] = []
        var start = range.lowerBound
        var i = range.lowerBound
        while i < range.upperBound {
            let byte = code[i]
            if Byte.closer(of: byte) != nil, let close = closing(i), close < range.upperBound {
                i = close + 1
                continue
            }
            if byte == Byte.comma {
                pieces.append(start..<i)
                start = i + 1
            }
            i += 1
        }
        pieces.append(start..<range.upperBound)
        return pieces.compactMap { piece in
            let whole = trimmed(piece)
            if whole.isEmpty { return nil }
            if let name = identifier(at: whole.lowerBound) {
                let colon = skipSpace(from: name.upperBound, to: whole.upperBound)
                if colon < whole.upperBound, code[colon] == Byte.colon,
                    colon + 1 >= whole.upperBound || code[colon + 1] != Byte.colon
                {
                    return Argument(
                        label: text(name), value: trimmed((colon + 1)..<whole.upperBound), range: whole)
                }
            }
            return Argument(label: nil, value: whole, range: whole)
        }
    }

    /// An Objective-C message send: the receiver, and each selector part with its argument.
    public struct Message: Hashable, Sendable {
        public var receiver: Range<Int>
        /// `constraintEqualToAnchor` and `constant` of `[a constraintEqualToAnchor:b constant:8]`;
        /// a unary message's one part has an empty value.
        public var parts: [Argument]
        /// The selector as written: `constraintEqualToAnchor:constant:`.
        public var selector: String {
            parts.map { $0.value.isEmpty ? ($0.label ?? "") : ($0.label ?? "") + ":" }.joined()
        }
    }

    /// The message in the brackets at `open` (the offset of `[`), or nil when they hold none
    /// (an array literal, a subscript).
    public func message(at open: Int) -> Message? {
        guard language == .objectiveC, open < code.count, code[open] == Byte.openBracket,
            let close = closing(open)
        else { return nil }
        let start = skipSpace(from: open + 1, to: close)
        // The receiver: one expression, running to the first white space outside brackets.
        var i = start
        while i < close {
            let byte = code[i]
            if Byte.opener(of: byte) == nil, Byte.closer(of: byte) != nil, let end = closing(i) {
                i = end + 1
                continue
            }
            if Byte.isSpace(byte) { break }
            i += 1
        }
        guard i > start, i < close else { return nil }
        let receiver = start..<i
        var parts: [Argument] = []
        // Each part: `name:` then its value, up to the next `name:` after white space.
        var labels: [(name: Range<Int>, valueStart: Int)] = []
        var j = skipSpace(from: i, to: close)
        guard let unary = identifier(at: j) else { return nil }
        if skipSpace(from: unary.upperBound, to: close) == close {
            return Message(
                receiver: receiver, parts: [Argument(label: text(unary), value: close..<close, range: unary)])
        }
        while j < close {
            let byte = code[j]
            if Byte.closer(of: byte) != nil, let end = closing(j), end < close {
                j = end + 1
                continue
            }
            let atWordStart = j == i || Byte.isSpace(code[j - 1]) || labels.isEmpty
            if atWordStart, let name = identifier(at: j), name.upperBound < close, code[name.upperBound] == Byte.colon {
                labels.append((name, name.upperBound + 1))
                j = name.upperBound + 1
                continue
            }
            j += 1
        }
        guard !labels.isEmpty else { return nil }
        for (index, label) in labels.enumerated() {
            let end = index + 1 < labels.count ? labels[index + 1].name.lowerBound : close
            let value = trimmed(label.valueStart..<end)
            parts.append(
                Argument(label: text(label.name), value: value, range: label.name.lowerBound..<value.upperBound))
        }
        return Message(receiver: receiver, parts: parts)
    }
}
