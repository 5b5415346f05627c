/// AppKit's `_subtreeDescription` (docs/formats.md §3): one view a line, children indented two
/// spaces a level more than their parent,
/// `[   AF    ! wLU ] h=--- v=--- NSButton 0x7fd7bef30000 "Push Me" f=(0,0,83,32) b=(-) => <…>`.
/// The bracket holds one-letter flags (`H` hidden, `F` flipped, …); then the autoresizing mask,
/// the class, the address, a title when the view has one, the frame and the bounds. The line has
/// no `<Class: 0x` (or only the layer's, at its end), so it is told by its bracket and mask.
enum SubtreeLine {
    /// The `]` that closes the flags opened at `open`, when the autoresizing mask follows it and
    /// then a class and its address (`] h=--- v=--- NSView 0x`): the shape of a view line, which
    /// an `NSAutoresizingMaskLayoutConstraint`'s `h=--& v=--&` (after an address, not a bracket)
    /// never has.
    static func close(_ b: UnsafeBufferPointer<UInt8>, open: Int) -> Int? {
        let count = b.count
        guard open < count, b[open] == ASCII.openBracket else { return nil }
        var j = open + 1
        // The flags: letters, spaces, `!`, `#` (its width varies between macOS versions).
        while j < count, j - open <= 48, b[j] >= ASCII.space, b[j] < 0x7F, b[j] != ASCII.openBracket,
            b[j] != ASCII.closeBracket
        {
            j += 1
        }
        guard j < count, b[j] == ASCII.closeBracket, isMask(b, at: j + 1) else { return nil }
        // The class (whatever a Swift or a mangled name holds, up to a space), then ` 0x` and a digit.
        var k = j + 14
        let classStart = k
        while k < count, b[k] != ASCII.space { k += 1 }
        guard k > classStart, k + 3 < count, b[k + 1] == ASCII.zero, b[k + 2] == ASCII.lowerX,
            ASCII.isHexDigit(b[k + 3])
        else { return nil }
        return j
    }

    /// ` h=xyz v=xyz ` at `offset`, each of x, y and z a `-` (fixed) or `&` (flexible).
    static func isMask(_ b: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        guard offset + 13 <= b.count else { return false }
        func mask(_ i: Int) -> Bool { b[i] == ASCII.minus || b[i] == 0x26 }
        return b[offset] == ASCII.space && b[offset + 1] == 0x68 && b[offset + 2] == ASCII.equals
            && mask(offset + 3) && mask(offset + 4) && mask(offset + 5) && b[offset + 6] == ASCII.space
            && b[offset + 7] == 0x76 && b[offset + 8] == ASCII.equals && mask(offset + 9) && mask(offset + 10)
            && mask(offset + 11) && b[offset + 12] == ASCII.space
    }

    /// A line of an open dump as it comes (`LogScanner`'s fast path): spaces, then a view's
    /// bracket. What stands before the root's bracket (a log prefix, a prompt) opens a dump of its
    /// own, so such a line is not one of the dump's.
    static func isIndentedViewLine(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
        var i = 0
        while i < b.count, b[i] == ASCII.space { i += 1 }
        return i < b.count && b[i] == ASCII.openBracket && close(b, open: i) != nil
    }

    /// An older macOS's timing on a line of its own under its view, `    TIME drawRect: min/mean/max
    /// 0.23/0.42/0.68 ms`: part of the dump, and no view.
    static func isContinuation(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
        var i = 0
        while i < b.count, ASCII.isSpace(b[i]) { i += 1 }
        guard i + 5 <= b.count else { return false }
        return b[i] == 0x54 && b[i + 1] == 0x49 && b[i + 2] == 0x4D && b[i + 3] == 0x45 && b[i + 4] == ASCII.space
    }

    /// The legend AppKit prints after the views (`A=autoresizesSubviews, C=canDrawConcurrently, …`),
    /// which ends the dump.
    static func isLegend(_ line: CleanLine) -> Bool { line.hasPrefix("A=autoresizesSubviews, ") }

    /// A view line's depth, from its indentation: the spaces before its bracket, two a level. On a
    /// line where something stands before them (NSLog's or a tool's prefix on every line of the
    /// dump, `app_1  |   [`, or a prompt before the root), the one space that separates that text
    /// from the message is no indentation.
    static func depth(_ b: UnsafeBufferPointer<UInt8>, open: Int, glued: Bool, from offset: Int) -> Int {
        guard glued else { return (open - offset) / 2 }
        var spaces = 0
        while open - spaces - 1 >= offset, b[open - spaces - 1] == ASCII.space { spaces += 1 }
        return max(0, spaces - 1) / 2
    }

    /// The depth of a view line of the dump kind (the whole line, as cleaned), or nil when it is none.
    static func depth(of line: CleanLine) -> Int? {
        line.bytes.withUnsafeBufferPointer { b -> Int? in
            let range = 0..<line.message.upperBound
            guard let (open, glued) = open(b, range) else { return nil }
            return depth(b, open: open, glued: glued, from: 0)
        }
    }

    /// Where the view's bracket opens in `range` of a line: at its start after spaces (a line of
    /// the tree), or after whatever printed the root (`2026-… MyMacApp[901:4411] [`, `(lldb) po
    /// [[window contentView] _subtreeDescription] [`); `glued` when something stood before it.
    static func open(_ b: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> (open: Int, glued: Bool)? {
        var i = range.lowerBound
        while i < range.upperBound, b[i] == ASCII.space { i += 1 }
        if i < range.upperBound, b[i] == ASCII.openBracket, close(b, open: i) != nil { return (i, false) }
        // A root behind its printer: the last bracket before the first `] h=` that has the shape.
        guard let base = b.baseAddress else { return nil }
        var search = i
        while search < range.upperBound,
            let hit = Platform.find("] h=", in: base + search, count: range.upperBound - search)
        {
            let closing = search + hit
            search = closing + 1
            var open = closing - 1
            while open >= i, b[open] != ASCII.openBracket, b[open] != ASCII.closeBracket { open -= 1 }
            if open >= i, b[open] == ASCII.openBracket, close(b, open: open) == closing { return (open, open > i) }
        }
        return nil
    }
}

/// Reads one `_subtreeDescription` line into a node (without parent links).
enum SubtreeLineReader {
    /// The node of a view line in `line` from `offset`: its depth is its indentation (two spaces a
    /// level, `SubtreeLine.depth`), whatever prefix or prompt stands before it.
    static func read(_ line: [UInt8], from offset: Int, number: Int) -> ViewNode? {
        line.withUnsafeBufferPointer { b -> ViewNode? in
            guard offset < b.count, let (open, glued) = SubtreeLine.open(b, offset..<b.count),
                let close = SubtreeLine.close(b, open: open)
            else { return nil }
            let depth = SubtreeLine.depth(b, open: open, glued: glued, from: offset)
            let flags = line.string(open + 1..<close)
            var i = close + 14
            let classStart = i
            while i < b.count, b[i] != ASCII.space { i += 1 }
            let className = line.string(classStart..<i)
            i += 1
            let addressStart = i
            i += 2
            while i < b.count, ASCII.isHexDigit(b[i]) { i += 1 }
            let address = Address(line, addressStart..<i)
            var end = b.count
            while end > i, ASCII.isSpace(b[end - 1]) || b[end - 1] == ASCII.carriageReturn { end -= 1 }
            let details = i < end ? line.string(i..<end).trimmingSpaces() : ""
            var node = ViewNode(className: className, address: address, details: details, depth: depth, line: number)
            node.flags = flags
            if let frameAt = line.firstOffset(of: "f=(", from: i, to: end) {
                node.frame = readFrame(line, at: frameAt + 3)
            }
            return node
        }
    }

    /// `x,y,w,h)` → a frame (numbers may be negative or fractional).
    static func readFrame(_ line: [UInt8], at offset: Int) -> Frame? {
        var values: [Double] = []
        var i = offset
        while values.count < 4, i < line.count {
            while i < line.count, line[i] == ASCII.comma || ASCII.isSpace(line[i]) { i += 1 }
            guard let (value, end) = NumberReader.read(line, at: i) else { return nil }
            values.append(value)
            i = end
        }
        guard values.count == 4 else { return nil }
        return Frame(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    /// The fields of a view's `details` as printed (`"Push Me" f=(0,0,83,32) b=(-) => <NSTextLayer: …>`),
    /// under the names the panes give UIKit's: `text` (the title, without its quotes), `frame`,
    /// `bounds`, `layer` (all that follows `=>`), and `TIME` when an older macOS timed the view.
    static func fields(_ details: String) -> [(key: String, value: String)] {
        var rest = Substring(details)
        var result: [(key: String, value: String)] = []
        if let title = title(details) {
            result.append(("text", title))
            if let frame = rest.range(of: "\" f=(") { rest = rest[rest.index(after: frame.lowerBound)...] }
        }
        var layer: Substring?
        if let arrow = rest.range(of: " => ") ?? (rest.hasPrefix("=> ") ? rest.range(of: "=> ") : nil) {
            layer = rest[arrow.upperBound...]
            rest = rest[..<arrow.lowerBound]
        }
        for (key, name) in [("f=", "frame"), ("b=", "bounds")] {
            guard let range = rest.range(of: key), let close = rest[range.upperBound...].firstIndex(of: ")") else {
                continue
            }
            result.append((name, String(rest[range.upperBound...close])))
        }
        if let time = rest.range(of: "TIME ") {
            result.append(("TIME", String(rest[time.upperBound...]).trimmingSpaces()))
        }
        if let layer { result.append(("layer", String(layer).trimmingSpaces())) }
        return result
    }

    /// The title printed after the address (`"Push Me"`, which may hold spaces and quotes): up to
    /// the quote before the frame.
    static func title(_ details: String) -> String? {
        guard details.hasPrefix("\"") else { return nil }
        let body = details.dropFirst()
        guard let end = body.range(of: "\" f=(")?.lowerBound ?? body.lastIndex(of: "\"") else { return nil }
        return String(body[..<end])
    }
}
