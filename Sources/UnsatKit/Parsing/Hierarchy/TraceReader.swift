/// UIKit's `_autolayoutTrace` (docs/formats.md, "Ambiguity"): the window's views, one a line, a
/// child one `|   ` deeper than its parent; before the class a mark (`*` laid out by Auto Layout,
/// `+` by its frame but in the engine, `•` a layout engine's host), after the address the text of a
/// label or button (`'Archived'`) and what the trace says of the view (`- AMBIGUOUS LAYOUT for …`,
/// `, MISSING HOST CONSTRAINTS`). Since iOS 8 a view is `UIView:0x7f…`; before, `*<UIView:0x…>`.
/// The trace has no frames.
///
///     UIWindow:0x7f88a8e4a4a0
///     |   •UIView:0x7f88a8ca2880
///     |   |   *UIButton:0x7f88a8c98820'Archived'
///     |   |   |   UIButtonLabel:0x7f88a8cb0e30'Archived'
///     |   |   *UIView:0x7f9481c9d990- AMBIGUOUS LAYOUT for UIView:0x7f9481c9d990.minX{id: 13}
enum TraceLine {
    /// The bars before a trace line's view (its depth: `|   ` each, a blog may have left one space of
    /// the three), and where what follows them starts.
    static func leadingBars(_ line: UnsafeBufferPointer<UInt8>) -> (bars: Int, end: Int) {
        let count = line.count
        var i = 0
        var bars = 0
        while i < count, line[i] == ASCII.space || line[i] == ASCII.tab { i += 1 }
        while i < count, line[i] == ASCII.pipe {
            bars += 1
            i += 1
            while i < count, line[i] == ASCII.space || line[i] == ASCII.tab { i += 1 }
        }
        return (bars, i)
    }

    /// What a trace's view line holds: its depth (the bars), its class, its address, what follows it.
    struct Parts {
        var depth: Int
        var className: Range<Int>
        var address: Range<Int>
        /// After the address (and the older form's `>`), to the end of the line.
        var rest: Range<Int>
    }

    /// The parts of a view line of a trace, or nil when `line` is none: bars, a mark, a class, `:0x`
    /// and the address, then nothing, a view's text in quotes or what the trace says of the view.
    /// A constraint's description (`NSLayoutConstraint:0x… UIView:0x….width == 20`) has other text
    /// after its address, and is none.
    static func parts(_ line: UnsafeBufferPointer<UInt8>) -> Parts? {
        let count = line.count
        let (depth, barsEnd) = leadingBars(line)
        var i = barsEnd
        // The mark, if any.
        if i < count, line[i] == ASCII.star || line[i] == ASCII.plus {
            i += 1
        } else if i + 2 < count, line[i] == 0xE2, line[i + 1] == 0x80, line[i + 2] == 0xA2 {
            i += 3
        }
        let older = i < count && line[i] == ASCII.lessThan
        if older { i += 1 }
        // The class: a name (a Swift generic's `<…>` in it), up to `:0x`.
        let classStart = i
        var angle = 0
        while i < count {
            let b = line[i]
            if b == ASCII.lessThan {
                angle += 1
            } else if b == ASCII.greaterThan {
                guard angle > 0 else { return nil }
                angle -= 1
            } else if b == ASCII.colon, angle == 0 {
                break
            } else if !(ASCII.isClassNameByte(b) || angle > 0 && (b == ASCII.comma || b == ASCII.space)) {
                return nil
            }
            i += 1
        }
        guard i > classStart, angle == 0, ASCII.isLetter(line[classStart]) || line[classStart] == ASCII.underscore
        else { return nil }
        let className = classStart..<i
        // A layout guide is printed by its own description since iOS 11, `*<UILayoutGuide: 0x… -
        // "UIViewSafeAreaLayoutGuide", layoutFrame = …, owningView = <UIView: 0x…; …>>` (a stack
        // view's `_UILayoutSpacer` alike), maybe with what the trace says of it after: a node too.
        let isGuide = older && i + 2 < count && line[i] == ASCII.colon && line[i + 1] == ASCII.space
        if isGuide { i += 1 }
        guard i + 3 < count, line[i + 1] == ASCII.zero, line[i + 2] == ASCII.lowerX, ASCII.isHexDigit(line[i + 3])
        else { return nil }
        let addressStart = i + 1
        i += 3
        while i < count, ASCII.isHexDigit(line[i]) { i += 1 }
        let address = addressStart..<i
        var end = count
        while end > i, ASCII.isSpace(line[end - 1]) || line[end - 1] == ASCII.carriageReturn { end -= 1 }
        if isGuide {
            // ` - "name"`: a dump's `<_UILayoutGuide: 0x…; frame = …>` (a view line) is none. The
            // description ends at the `>` that closes its `<`; after it, nothing or what the trace says.
            guard end > i + 4, line[i] == ASCII.space, line[i + 1] == ASCII.minus, line[i + 2] == ASCII.space,
                line[i + 3] == ASCII.doubleQuote
            else { return nil }
            guard let close = closingAngle(line, from: classStart - 1, to: end),
                close + 1 == end || isRest(line, close + 1..<end)
            else { return nil }
            return Parts(depth: depth, className: className, address: address, rest: i..<end)
        }
        if older {
            guard i < count, line[i] == ASCII.greaterThan else { return nil }
            i += 1
        }
        guard isRest(line, i..<end) else { return nil }
        return Parts(depth: depth, className: className, address: address, rest: i..<end)
    }

    /// What may follow a view's address on a trace's line: nothing, the view's text in quotes, or
    /// what the trace says of it (`- AMBIGUOUS LAYOUT…`, `, MISSING HOST CONSTRAINTS`).
    static func isRest(_ line: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        var i = range.lowerBound
        guard i < range.upperBound else { return true }
        if line[i] == ASCII.quote { return true }
        if line[i] == ASCII.comma { i += 1 }
        while i < range.upperBound, line[i] == ASCII.space { i += 1 }
        if i < range.upperBound, line[i] == ASCII.minus { i += 1 }
        while i < range.upperBound, line[i] == ASCII.space { i += 1 }
        let tail = UnsafeBufferPointer(rebasing: line[i..<range.upperBound])
        return tail.starts(with: "AMBIGUOUS LAYOUT".utf8) || tail.starts(with: "MISSING HOST CONSTRAINTS".utf8)
    }

    /// Whether a raw line of an open trace is one of its children (`LogScanner`'s fast path): a
    /// view line under at least one bar that says nothing of an ambiguity (such a line goes through
    /// the parser, which notes the ambiguity too).
    static func isChildLine(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let parts = parts(line), parts.depth > 0, let base = line.baseAddress else { return false }
        return Platform.find("AMBIGUOUS", in: base + parts.rest.lowerBound, count: parts.rest.count) == nil
    }

    /// The text in quotes that a trace's view line has after its address (`'Retrieve data'- AMBIGUOUS
    /// LAYOUT for …` → `Retrieve data`): up to the last quote before what the trace says of the view.
    static func text(_ rest: String) -> String? {
        guard rest.hasPrefix("'") else { return nil }
        var body = Substring(rest.dropFirst())
        for mark in ["- AMBIGUOUS LAYOUT", ", MISSING HOST CONSTRAINTS"] {
            if let range = body.range(of: mark) { body = body[..<range.lowerBound] }
        }
        while body.last == " " { body = body.dropLast() }
        guard body.last == "'" else { return nil }
        return String(body.dropLast())
    }

    static func parts(_ line: CleanLine) -> Parts? {
        line.bytes.withUnsafeBufferPointer { parts(UnsafeBufferPointer(rebasing: $0[line.message])) }
    }
}

/// Reads one line of an `_autolayoutTrace` into a node (without parent links): its class, address,
/// depth, and what follows the address as its details, as printed. No frame: the trace has none.
enum TraceLineReader {
    static func read(_ line: [UInt8], from offset: Int, number: Int) -> ViewNode? {
        line.withUnsafeBufferPointer { buffer in
            let slice = UnsafeBufferPointer(rebasing: buffer[offset...])
            guard let parts = TraceLine.parts(slice) else { return nil }
            let bytes = Array(slice)
            return ViewNode(
                className: bytes.string(parts.className), address: Address(bytes, parts.address),
                details: bytes.string(parts.rest).trimmingSpaces(), depth: parts.depth, line: number)
        }
    }
}
