/// A run of text in one style.
struct Span: Hashable {
    var text: String
    var style: Style

    init(_ text: String, _ style: Style = .plain) {
        self.text = text
        self.style = style
    }
}

/// A line made of spans, measured in terminal columns.
struct StyledText: Hashable {
    var spans: [Span] = []

    init(_ spans: [Span] = []) { self.spans = spans }

    init(_ text: String, _ style: Style = .plain) { spans = [Span(text, style)] }

    var width: Int { spans.reduce(0) { $0 + DisplayWidth.of($1.text) } }
    var plainText: String { spans.map(\.text).joined() }

    mutating func append(_ text: String, _ style: Style = .plain) {
        guard !text.isEmpty else { return }
        if let last = spans.last, last.style == style {
            spans[spans.count - 1].text += text
        } else {
            spans.append(Span(text, style))
        }
    }

    mutating func append(_ other: StyledText) {
        for span in other.spans { append(span.text, span.style) }
    }

    static func + (lhs: StyledText, rhs: StyledText) -> StyledText {
        var result = lhs
        result.append(rhs)
        return result
    }

    /// Cut into lines of `width` columns, at spaces where it can.
    func wrapped(toWidth width: Int) -> [StyledText] {
        guard width > 0 else { return [] }
        if self.width <= width { return [self] }
        var lines: [StyledText] = []
        var line = StyledText()
        var used = 0
        for span in spans {
            var word = ""
            func flush() {
                let w = DisplayWidth.of(word)
                if used + w > width, used > 0 {
                    lines.append(line)
                    line = StyledText()
                    used = 0
                    if word.hasPrefix(" ") { word.removeFirst() }
                }
                var rest = word
                while DisplayWidth.of(rest) > width {
                    let head = String(rest.prefix(width - used))
                    line.append(head, span.style)
                    lines.append(line)
                    line = StyledText()
                    used = 0
                    rest = String(rest.dropFirst(head.count))
                }
                line.append(rest, span.style)
                used += DisplayWidth.of(rest)
                word = ""
            }
            for character in span.text {
                if character == " ", !word.isEmpty { flush() }
                word.append(character)
            }
            if !word.isEmpty { flush() }
        }
        if !line.spans.isEmpty { lines.append(line) }
        return lines
    }
}

extension ScreenGrid {
    /// Draws `text` in `width` columns from (`x`, `y`), cut with `…` when longer; `base` is laid
    /// under every span. Returns the column after the text.
    @discardableResult
    mutating func draw(_ text: StyledText, x: Int, y: Int, width: Int, base: Style = .plain, ellipsis: String = "…")
        -> Int
    {
        guard width > 0 else { return x }
        let limit = x + width
        if text.width <= width {
            var column = x
            for span in text.spans {
                column = put(span.text, x: column, y: y, style: base.merged(with: span.style), limit: limit)
            }
            return column
        }
        let room = width - DisplayWidth.of(ellipsis)
        var column = x
        for span in text.spans {
            guard column < x + room else { break }
            column = put(span.text, x: column, y: y, style: base.merged(with: span.style), limit: x + room)
        }
        // The ellipsis goes next to the text cut, not after a blank, nor after a cut the text
        // already marks (a label cut short): one ellipsis, never two.
        while column > x, self[column - 1, y].character == " " || String(self[column - 1, y].character) == ellipsis {
            column -= 1
        }
        return put(ellipsis, x: column, y: y, style: base.merged(with: Style(dim: true)), limit: limit)
    }
}
