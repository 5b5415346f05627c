/// A dump's first line glued to what printed it (docs/formats.md §3, "Dumps as people paste
/// them"): lldb's `(lldb) po view` or `(UITableView *) $1 = 0x… <UITableView: …`, Cycript's
/// `@"<UIView: …`, a backtick or a quote before the `<`, `_printHierarchy` on the line that asked
/// for it. The dump starts at the `<`; what stands before it is no part of the tree.
enum DumpRootReader {
    /// What a line that no other kind took is when a dump's root is glued to it: `.viewLine` or
    /// `.controllerLine`; nil when it is not one (ordinary output that prints a view stays ordinary).
    static func gluedKind(_ line: CleanLine) -> LineKind? {
        guard let root = root(line.bytes, line.message) else { return nil }
        return root.isController ? .controllerLine : .viewLine
    }

    /// Where the root's `<` is, after a printer's text: a view `<Class: 0x…` (not a constraint) or a
    /// controller `<Class 0x…>, state: …`.
    static func root(_ b: [UInt8], _ range: Range<Int>) -> (open: Int, isController: Bool)? {
        var search = range.lowerBound
        while search < range.upperBound,
            let hit = b.withUnsafeBufferPointer({
                Platform.findByte(ASCII.lessThan, in: $0.baseAddress! + search, count: range.upperBound - search)
            })
        {
            let open = search + hit
            search = open + 1
            guard open > range.lowerBound, isGlue(b, range.lowerBound, open),
                let opening = opening(b, at: open, end: range.upperBound)
            else { continue }
            return (open, opening == .controller)
        }
        return nil
    }

    /// What a description that opens at `b[open]` describes.
    enum Opening { case view, controller }

    /// What `b[open..<end]` opens: a view (`<Class: 0x`, not a constraint's class) or a controller
    /// (`<Class 0x…>, state: …`, its `, state: ` within `stateWithin` bytes); nil for neither.
    static func opening(_ b: [UInt8], at open: Int, end: Int, stateWithin: Int = .max) -> Opening? {
        var j = open + 1
        while j < end, ASCII.isClassNameByte(b[j]) { j += 1 }
        guard j > open + 1 else { return nil }
        if b.matches(": 0x", at: j) { return LineClassifier.isConstraintClass(b, open + 1..<j) ? nil : .view }
        let stateEnd = end - j > stateWithin ? j + stateWithin : end
        guard j < end, b[j] == ASCII.space, b.matches("0x", at: j + 1),
            b.firstOffset(of: ", state: ", from: j, to: stateEnd) != nil
        else { return nil }
        return .controller
    }

    /// Where a root's description opens on a line: its first byte, or the `<` after what printed it;
    /// nil for a line of the tree (bars first) or no root.
    static func rootOpen(_ line: CleanLine) -> Int? {
        let b = line.bytes
        let m = line.message
        guard !m.isEmpty else { return nil }
        if b[m.lowerBound] == ASCII.lessThan { return m.lowerBound }
        guard b[m.lowerBound] != ASCII.pipe else { return nil }
        return root(b, m)?.open
    }

    /// Whether text follows a root's description on its line (`<CATransformLayer: 0x…> - changing
    /// property…`, an app's message that names a view): past the `>` that closes the `<` the root
    /// opens with, anything but blanks, a closing quote or backtick, or `(layer)`. A line whose
    /// description runs to its end (or is cut) has none; a line of the tree (bars first) is no root.
    static func hasTextAfterRoot(_ line: CleanLine) -> Bool {
        let b = line.bytes
        let m = line.message
        guard let open = rootOpen(line), let close = closingAngle(b, from: open, to: m.upperBound) else { return false }
        var rest = close + 1
        func skipBlanks() {
            while rest < m.upperBound, ASCII.isSpace(b[rest]) || b[rest] == ASCII.doubleQuote || b[rest] == 0x60 {
                rest += 1
            }
        }
        skipBlanks()
        if b.matches("(layer)", at: rest) { rest += 7 }
        skipBlanks()
        return rest < m.upperBound
    }

    /// Whether a root's description has no fields (`<UIApplication: 0x17e4a720>`, an object that
    /// `po` printed, a controller's `description`): no view of a dump has none, as a view's `frame`
    /// is always there.
    static func hasNoFields(_ line: CleanLine) -> Bool {
        let b = line.bytes
        let m = line.message
        guard let open = rootOpen(line) else { return false }
        guard let colon = b[open..<m.upperBound].firstIndex(of: ASCII.colon), b.matches(": 0x", at: colon) else {
            return false
        }
        var i = colon + 4
        while i < m.upperBound, ASCII.isHexDigit(b[i]) { i += 1 }
        return i < m.upperBound && b[i] == ASCII.greaterThan
    }

    /// Where what printed a root at `open` starts, in `b[start..<open]`: the quote (or Cycript's
    /// `@"`, a backtick) right before the `<`, or a debugger's line (`(lldb) …`, Xcode 4's `(gdb) …`, `(UIView *) $1 = …`,
    /// `$1 = …`, `po …`) starting after a blank or grep's `:` or `-`; `open` when neither stands
    /// there. What stands before it may be a tool's prefix.
    static func glueStart(_ b: [UInt8], _ start: Int, _ open: Int) -> Int {
        guard open > start else { return open }
        let before = b[open - 1]
        if before == ASCII.doubleQuote || before == ASCII.quote || before == 0x60 {
            return open - 2 >= start && b[open - 2] == 0x40 && before == ASCII.doubleQuote ? open - 2 : open - 1
        }
        var k = start
        while k < open {
            // After a blank, or after grep's `:` or `-` (`grep -n -A 5` prints `2-(id) $1 = 0x… <UITableView: …`).
            if k == start || ASCII.isSpace(b[k - 1]) || ToolPrefix.isGrepSeparator(b[k - 1]),
                b.matches("(lldb)", at: k) || b.matches("(gdb)", at: k) || b.matches("po ", at: k) || b[k] == 0x24
                    || (b[k] == ASCII.openParen && b.firstOffset(of: ") $", from: k, to: open) != nil)
            {
                return k
            }
            k += 1
        }
        return open
    }

    /// Whether the text before `open` is what prints a dump: a quote, `@"` or a backtick right before
    /// the `<`, or a debugger's line (`(lldb) …`, `(gdb) …`, `(UIView *) $1 = …`, `$1 = …`, `po …`).
    static func isGlue(_ b: [UInt8], _ start: Int, _ open: Int) -> Bool {
        let before = b[open - 1]
        if before == ASCII.doubleQuote || before == ASCII.quote || before == 0x60 { return true }
        guard ASCII.isSpace(before) else { return false }
        if b.matches("(lldb)", at: start) || b.matches("(gdb)", at: start) || b.matches("po ", at: start)
            || b[start] == 0x24
        {
            return true
        }
        // `(Type *) $1 = 0x…`: a type in parentheses, then a result variable.
        return b[start] == ASCII.openParen && b.firstOffset(of: ") $", from: start, to: open) != nil
    }
}
