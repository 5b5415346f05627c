/// Splits the fields of a `recursiveDescription` line, `key = value; key: value; …`, balancing
/// brackets so that `layer = <CALayer: 0x…>` and `animations = { position=<…>; }` stay whole.
public enum FieldSplitter {
    public static func split(_ details: String) -> [(key: String, value: String)] {
        var result: [(key: String, value: String)] = []
        var depth = 0
        var inQuote = false
        var current = ""
        func flush() {
            let part = current.trimmingSpaces()
            current = ""
            guard !part.isEmpty else { return }
            if let range = part.range(of: " = ") ?? part.range(of: ": ") {
                result.append((String(part[..<range.lowerBound]), String(part[range.upperBound...])))
            } else if let equals = part.firstIndex(of: "=") {
                result.append((String(part[..<equals]).trimmingSpaces(), String(part[part.index(after: equals)...])))
            } else {
                result.append((part, ""))
            }
        }
        let characters = Array(details)
        for (index, character) in characters.enumerated() {
            switch character {
            case "'":
                // A text value's quotes are not escaped ('What's new'): a quote closes only before ';' or the end.
                if inQuote {
                    let next = index + 1 < characters.count ? characters[index + 1] : ";"
                    if next == ";" { inQuote = false }
                } else if current.hasSuffix("= ") {
                    inQuote = true
                }
            case "<", "{", "(": if !inQuote { depth += 1 }
            case ">", "}", ")": if !inQuote, depth > 0 { depth -= 1 }
            case ";":
                if depth == 0 && !inQuote {
                    flush()
                    continue
                }
            default: break
            }
            current.append(character)
        }
        flush()
        return result
    }
}

extension StringProtocol {
    func trimmingSpaces() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first == " " || first == "\t" { scalars = scalars.dropFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars = scalars.dropLast() }
        return String(scalars)
    }
}

/// Reads one `recursiveDescription` line into a node (without parent links).
enum HierarchyLineReader {
    /// The bars (`ASCII.isTreeBar`) before a line's first byte from `offset` that is neither a bar
    /// nor a blank, and where that byte is (the line's end when there is none). The one count of a
    /// view line's depth: the dump's reader and the nodes read again from it agree by it.
    @inline(__always)
    static func leadingBars(_ line: UnsafeBufferPointer<UInt8>, from offset: Int) -> (bars: Int, end: Int) {
        var i = offset
        var bars = 0
        // UIKit's `   | ` a level, five bytes at a step (a dump's every view line is counted here).
        if let base = line.baseAddress {
            let raw = UnsafeRawPointer(base)
            while i + 5 <= line.count, raw.loadUnaligned(fromByteOffset: i, as: UInt32.self) == 0x7C20_2020,
                base[i + 4] == ASCII.space
            {
                bars += 1
                i += 5
            }
        }
        while i < line.count {
            let byte = line[i]
            if ASCII.isTreeBar(byte) {
                bars += 1
            } else if !ASCII.isSpace(byte) {
                break
            }
            i += 1
        }
        return (bars, i)
    }

    /// The depth (number of `|` bars) and the offset of the `<`, when the line is a view line.
    static func indentation(_ line: [UInt8], from offset: Int) -> (depth: Int, open: Int)? {
        let (bars, i) = line.withUnsafeBufferPointer { leadingBars($0, from: offset) }
        guard i < line.count else { return nil }
        if bars > 0, line[i] != ASCII.lessThan,
            let open = line.withUnsafeBufferPointer({ Self.openAfterMark($0, at: i) })
        {
            return (bars, open)
        }
        guard line[i] == ASCII.lessThan else {
            // A root glued to what printed it (`(lldb) po view <UIView: 0x…`): the tree starts at the `<`.
            guard let root = DumpRootReader.root(line, offset..<line.count), !root.isController else { return nil }
            return (0, root.open)
        }
        return (bars, i)
    }

    /// The `<` of a child's description behind what an older UIKit printed before it: `XX (` (the line
    /// then ends `>)`), or the controller whose view it is (`'MFMailComposeController:0x89b0220' <…`),
    /// with its children when it has any (`… 1 child[RemoteController:0x… ] <…`). Nil when neither
    /// stands at `i`.
    static func openAfterMark(_ b: UnsafeBufferPointer<UInt8>, at i: Int) -> Int? {
        let count = b.count
        if i + 4 < count, b[i] == 0x58, b[i + 1] == 0x58, b[i + 2] == ASCII.space, b[i + 3] == ASCII.openParen,
            b[i + 4] == ASCII.lessThan
        {
            return i + 4
        }
        guard i < count, b[i] == ASCII.quote else { return nil }
        var j = i + 1
        while j < count, ASCII.isClassNameByte(b[j]) { j += 1 }
        guard j > i + 1, j + 3 < count, b[j] == ASCII.colon, b[j + 1] == ASCII.zero, b[j + 2] == ASCII.lowerX else {
            return nil
        }
        j += 3
        while j < count, ASCII.isHexDigit(b[j]) { j += 1 }
        guard j + 2 < count, b[j] == ASCII.quote, b[j + 1] == ASCII.space else { return nil }
        j += 2
        // The controller's children after it (`'MFMailComposeInternalViewController:0x1e02dfd0' 1
        // child[MFMailComposeRemoteViewController:0x1e055230 ] <UIView: 0x…`, `2 children[…]`).
        if j < count, ASCII.isDigit(b[j]) {
            while j < count, ASCII.isDigit(b[j]) { j += 1 }
            var k = j
            while k < count, k < j + 12, b[k] != ASCII.openBracket { k += 1 }
            guard k < count, b[k] == ASCII.openBracket,
                let close = UnsafeBufferPointer(rebasing: b[k...]).firstIndex(of: ASCII.closeBracket)
            else { return nil }
            j = k + close + 1
            guard j + 1 < count, b[j] == ASCII.space else { return nil }
            j += 1
        }
        return j < count && b[j] == ASCII.lessThan ? j : nil
    }

    /// Whether a line among a dump's view lines is the poster's elision: bars and spaces, then `...`
    /// (three dots or more, a row of them, `…`), then nothing or a few words that are no view
    /// (`… (3 more)`).
    static func isElision(_ line: ArraySlice<UInt8>) -> Bool {
        var i = line.startIndex
        while i < line.endIndex, ASCII.isSpace(line[i]) || ASCII.isTreeBar(line[i]) { i += 1 }
        var dots = 0
        while i < line.endIndex {
            if line[i] == ASCII.dot {
                dots += 1
                i += 1
            } else if line[i...].starts(with: [0xE2, 0x80, 0xA6]) {  // …
                dots += 3
                i += 3
            } else if line[i] == ASCII.space, dots > 0, dots < 3 {
                i += 1  // `. . .`
            } else {
                break
            }
        }
        guard dots >= 3 else { return false }
        let rest = line[i...]
        return rest.count <= 64 && (rest.isEmpty || ASCII.isSpace(rest[rest.startIndex]))
            && !rest.contains(ASCII.lessThan) && !rest.contains(ASCII.greaterThan)
    }

    /// `<Class: 0xADDR; frame = (x y; w h); …>` or `<CALayer: 0x…> (layer)`.
    static func read(_ line: [UInt8], from offset: Int, number: Int) -> ViewNode? {
        guard let (depth, open) = indentation(line, from: offset) else { return nil }
        var i = open + 1
        let classStart = i
        while i < line.count, line[i] != ASCII.colon, line[i] != ASCII.space, line[i] != ASCII.greaterThan { i += 1 }
        guard i > classStart, line.matches(": 0x", at: i) else { return nil }
        let className = line.string(classStart..<i)
        i += 2
        let addressStart = i
        i += 2
        while i < line.count, ASCII.isHexDigit(line[i]) { i += 1 }
        guard i > addressStart + 2, i < line.count, line[i] == ASCII.semicolon || line[i] == ASCII.greaterThan else {
            return nil
        }
        let address = Address(line, addressStart..<i)
        var end = line.count
        while end > i, ASCII.isSpace(line[end - 1]) { end -= 1 }
        var isLayerOnly = false
        if line[i] == ASCII.greaterThan {
            isLayerOnly = line.matches("(layer)", at: end - 7)
            return ViewNode(
                className: className, address: address, details: "", depth: depth, isLayerOnly: isLayerOnly,
                line: number)
        }
        // `XX (<…>)`: the wrapper's `)` is no field.
        if open >= 4, line[open - 1] == ASCII.openParen, line[open - 4] == 0x58, end > i + 1,
            line[end - 1] == ASCII.closeParen, line[end - 2] == ASCII.greaterThan
        {
            end -= 1
        }
        // The last line of a dump pasted in quotes or backticks (`…>"`, `` …>` ``): the mark is no field.
        if end > i + 1, line[end - 1] == ASCII.doubleQuote || line[end - 1] == 0x60, line[end - 2] == ASCII.greaterThan
        {
            end -= 1
        }
        if end > i, line[end - 1] == ASCII.greaterThan { end -= 1 }
        let detailsStart = i + 1
        let details = detailsStart < end ? line.string(detailsStart..<end).trimmingSpaces() : ""
        var node = ViewNode(className: className, address: address, details: details, depth: depth, line: number)
        // `frame` comes first, or right after `baseClass`: look there before searching the line.
        var fieldStart = detailsStart
        while fieldStart < end, line[fieldStart] == ASCII.space { fieldStart += 1 }
        var baseAt: Int?
        if line.matches("baseClass = ", at: fieldStart) {
            baseAt = fieldStart
            while fieldStart < end, line[fieldStart] != ASCII.semicolon { fieldStart += 1 }
            fieldStart += 2
        }
        if line.matches("frame = (", at: fieldStart) {
            node.frame = readFrame(line, at: fieldStart + 9)
        } else if let frameAt = line.firstOffset(of: "frame = (", from: detailsStart, to: end) {
            node.frame = readFrame(line, at: frameAt + 9)
        }
        if let baseAt = baseAt ?? line.firstOffset(of: "baseClass = ", from: detailsStart, to: end) {
            var j = baseAt + 12
            let start = j
            while j < end, line[j] != ASCII.semicolon, line[j] != ASCII.space { j += 1 }
            node.baseClassName = line.string(start..<j)
        }
        return node
    }

    /// `x y; w h)` → a frame.
    static func readFrame(_ line: [UInt8], at offset: Int) -> Frame? {
        var values: [Double] = []
        var i = offset
        while values.count < 4, i < line.count {
            while i < line.count, ASCII.isSpace(line[i]) || line[i] == ASCII.semicolon { i += 1 }
            guard let (value, end) = NumberReader.read(line, at: i) else { return nil }
            values.append(value)
            i = end
        }
        guard values.count == 4 else { return nil }
        return Frame(x: values[0], y: values[1], width: values[2], height: values[3])
    }
}

/// Which printer's lines a dump holds: each kind has its own view lines, and reads them its own way.
enum DumpKind: Hashable, Sendable {
    /// UIKit's `recursiveDescription` (`   | <UIView: 0x…; frame = (…); …>`).
    case recursiveDescription
    /// AppKit's `_subtreeDescription` (`  [   A  ] h=--- v=--- NSView 0x… f=(…) …`).
    case subtreeDescription
    /// UIKit's `_autolayoutTrace` (`|   |   *UIButton:0x…'Save'`): no frames.
    case autolayoutTrace
}

/// A tree's line (a view's, a controller's) with two or more bars more than the line of the tree
/// above it: the lines between, its parent's at least, were left out of the paste with no `...`.
struct LevelSkip: Sendable {
    var number: Int
    var above: Int
    var bars: Int
    var text: String
}

/// Watches a tree's depths line by line (a dump's views, a `_printHierarchy`'s controllers) and keeps
/// each line that skips a level, to be noted in line order.
struct LevelWatch {
    /// The bars of the last line; nil before the first and after a poster's `...`, after which any
    /// depth may follow.
    private var last: Int?
    /// Lines that skip a level, in the order read, not yet taken.
    private(set) var skips: [LevelSkip] = []

    /// Takes the bars of line `number` (its text made only when it skips a level).
    mutating func see(_ bars: Int, number: Int, text: @autoclosure () -> String) {
        if let last, bars > last + 1 { skips.append(LevelSkip(number: number, above: last, bars: bars, text: text())) }
        last = bars
    }

    /// The poster's `...`: the next line may have any depth.
    mutating func passElision() { last = nil }

    /// The lines that skip a level seen since the last call.
    mutating func take() -> [LevelSkip] {
        defer { skips = [] }
        return skips
    }
}

/// Collects the lines of a dump as they are read; `ViewHierarchy` reads them into nodes when asked.
///
/// When the input is a file, only the dump's byte range is kept (its lines are read again from the
/// file when someone asks for the nodes); a stream keeps the lines' text. A value that the parser
/// changes in place.
struct HierarchyBuilder {
    let location: InputLocation
    let source: InputFile?
    let kind: DumpKind
    /// Where a stream's dump goes when it is finished (nil: it stays in memory).
    let spool: DumpSpool?
    /// The prefix a tool put on the dump's lines: what is kept of a line is without it, but a file's
    /// lines, read again, have it.
    let toolPrefix: ToolPrefix?
    // Stream: the lines' text (for a spool, already as the spool keeps it: a line each, with the
    // blank lines between them).
    var text: [UInt8] = []
    // 64-bit: a dump read from a pipe may pass 2 GiB.
    var lineStarts: [Int] = [0]
    var lineNumbers: [Int] = []
    // File: where the dump's lines are.
    var range: Range<Int>?
    var rootLine: [UInt8] = []
    /// The bars before the root's `<`: more than none when the dump was pasted from below its root
    /// (`   |    | <UIView: 0x…` first). A line with no more bars than that is no view under the root.
    private(set) var rootBars: UInt16 = 0
    var lineCount = 0
    /// Lines kept that are no view: UIKit's `<CALayer: 0x…> (layer)` lines, AppKit's `TIME` lines, the
    /// lines a view's text goes on over.
    var layerLines = 0
    /// A view line's text that goes on over the next lines (UIKit's dumps only).
    private var textValue = TextContinuation()
    /// The last bytes of the view line read, its pieces a wrap cut off it joined: whether it is a
    /// layer's (`… (layer)`).
    private var lineTail = LineTail()
    /// The bars of the view lines (UIKit's dumps and traces): a view with two or more bars more than
    /// the line above hangs under views the paste left out (`ReadContext.noteLevelSkips` notes it).
    private(set) var levels = LevelWatch()
    /// The bars of the last line when it was a view line's bars alone, which a wrap cut before the rest.
    private var barsCutAt: (bars: Int, number: Int)?

    /// The views that skip a level read since the last call.
    mutating func takeLevelSkips() -> [LevelSkip] { levels.take() }

    /// The last seven bytes of a line and its pieces, in a word (a dump's every line passes here).
    struct LineTail {
        private var bytes: UInt64 = 0
        private var count = 0

        mutating func append(_ more: UnsafeBufferPointer<UInt8>) {
            if more.count >= 8, let base = more.baseAddress {
                // The last eight bytes in one load, the last of them lowest; the first dropped.
                let word = UInt64(bigEndian: UnsafeRawPointer(base + more.count - 8).loadUnaligned(as: UInt64.self))
                bytes = word & 0x00FF_FFFF_FFFF_FFFF
            } else {
                for byte in more { bytes = bytes << 8 | UInt64(byte) }
            }
            count = min(7, count + more.count)
        }

        /// Whether the line ends as a layer's does: `(…)` of five letters (`(layer)`).
        var endsAsALayer: Bool {
            count >= 7 && UInt8(truncatingIfNeeded: bytes) == ASCII.closeParen
                && UInt8(truncatingIfNeeded: bytes >> 48) == ASCII.openParen
        }
    }
    /// Whether `line` goes on a view line's text: the dump takes it, whatever it is.
    /// `afterLogPrefix`: the line is a message a log prefix stood before (no piece of a wrap).
    func continuesText(_ line: UnsafeBufferPointer<UInt8>, afterLogPrefix: Bool = false) -> Bool {
        !textValue.isIdle && textValue.continues(with: line, afterLogPrefix: afterLogPrefix)
    }

    /// Steps over a line the dump does not keep but stands among its lines (a poster's `...`), as
    /// the dump's lines read again from the file step over it.
    /// `elided`: the line is the poster's `...`, after which a view may have any depth.
    mutating func passOver(_ line: UnsafeBufferPointer<UInt8>, elided: Bool = false) {
        if elided { levels.passElision() }
        if kind == .recursiveDescription { _ = textValue.step(line) }
    }

    /// Takes the bars of a view line (`line`, numbered `number`): a view with two or more bars more
    /// than the view line above it is kept to be noted.
    private mutating func noteDepth(bars: Int, of line: UnsafeBufferPointer<UInt8>, number: Int) {
        levels.see(bars, number: number, text: String(decoding: line, as: UTF8.self))
    }

    /// Whether the lines are kept in memory (`text`, `lineStarts`, `lineNumbers`) whatever the
    /// input: a line read as several (a Cycript string with `\n` in it) has no span of its own in
    /// the file, nor a line of its own in the spool.
    private var keepsLines = false
    /// The number of the next line the spooled text would hold.
    private var nextSpooledLine: Int
    /// What a dump bound for the spool reserves when its first line comes.
    static let spoolReserve = 64 << 10

    init(
        location: InputLocation, source: InputFile?, spool: DumpSpool? = nil, kind: DumpKind = .recursiveDescription,
        toolPrefix: ToolPrefix? = nil
    ) {
        self.location = location
        self.source = source
        self.spool = spool
        self.kind = kind
        self.toolPrefix = toolPrefix
        nextSpooledLine = location.line
    }

    /// Appends the lines of `cursor` from `position` for as long as they are the dump's, and steps
    /// `position` and the line `number` past them; `offset` is where the cursor's bytes are in the
    /// file. With `isComplete` false, a last line with no newline waits for the next buffer. (The
    /// loop is the builder's own, so that each line's test borrows the builder instead of copying it.)
    mutating func appendLines(
        _ cursor: Cursor, from position: inout Int, number: inout Int, isComplete: Bool, offset: Int
    ) {
        // Behind a tool's prefix, every line goes through the parser, which takes the prefix off (as
        // the file's lines, read again, have it taken off): a raw line here would keep it.
        guard toolPrefix == nil else { return }
        while position < cursor.count {
            let found = cursor.lineEnd(from: position)
            guard found != nil || isComplete else { break }
            let lineEnd = found ?? cursor.count
            let slice = cursor.slice(position..<lineEnd)
            guard slice.count <= LogScanner.lineLimit, accepts(slice) else { break }
            append(slice, number: number, span: offset + position..<offset + lineEnd)
            number += found == nil ? 0 : 1
            position = min(lineEnd + 1, cursor.count)
        }
    }

    /// Adds one view line (`   |    | <UIView: 0x…; …>`), without its newline; `span` is where the
    /// raw line is in the file, when read from one (`line` may be less of it: its message, when a
    /// prefix stood before it).
    mutating func append(_ line: UnsafeBufferPointer<UInt8>, number: Int, span: Range<Int>?) {
        var count = line.count
        while count > 0, line[count - 1] == ASCII.carriageReturn || ASCII.isSpace(line[count - 1]) { count -= 1 }
        // What is kept of a line keeps the blanks it ends with, as the file does: where a wrap cut a
        // view line after a space, its pieces join with it.
        var keptCount = line.count
        while keptCount > 0, line[keptCount - 1] == ASCII.carriageReturn { keptCount -= 1 }
        switch kind {
        case .recursiveDescription:
            let kept = UnsafeBufferPointer(rebasing: line[0..<count])
            // Stepped over with the blanks it ends with, as it is read again: a wrap's width counts them.
            if textValue.step(UnsafeBufferPointer(rebasing: line[0..<keptCount])) {
                // The rest of a view line whose bars alone a wrap cut off: its depth is both pieces' bars.
                if let cut = barsCutAt, textValue.joinsLine {
                    noteDepth(bars: cut.bars + textValue.joinedBars, of: kept, number: cut.number)
                }
                barsCutAt = nil
                layerLines += 1
                // A layer's line (`<CALayer: 0x…> (layer)`) a wrap cut: counted a view at its first piece.
                if textValue.joinsLine {
                    let wasLayer = lineTail.endsAsALayer
                    lineTail.append(kept)
                    if !wasLayer, lineTail.endsAsALayer { layerLines += 1 }
                }
            } else {
                lineTail = LineTail()
                lineTail.append(kept)
                if lineTail.endsAsALayer { layerLines += 1 }
                if textValue.barsCut {
                    // A view line's bars alone: its depth is told with the rest of them, on the next line.
                    barsCutAt = (Self.bars(kept), number)
                } else {
                    barsCutAt = nil
                    noteDepth(bars: Self.bars(kept), of: kept, number: number)
                }
            }
        case .subtreeDescription:
            // A `TIME` line: kept (the dump's range in a file holds it anyway), read into no node,
            // counted as no view. Whatever stands before a line, a view line has its bracket.
            if lineCount > 0, SubtreeLine.open(line, 0..<count) == nil { layerLines += 1 }
        case .autolayoutTrace:
            // What the trace says of the view above, on a line of its own: no view.
            var i = 0
            while i < count, line[i] == ASCII.space || line[i] == ASCII.tab { i += 1 }
            if lineCount > 0, UnsafeBufferPointer(rebasing: line[i..<count]).starts(with: "AMBIGUOUS".utf8) {
                layerLines += 1
            } else {
                noteDepth(
                    bars: TraceLine.leadingBars(line).bars, of: UnsafeBufferPointer(rebasing: line[0..<count]),
                    number: number)
            }
        }
        if lineCount == 0 {
            rootLine = Array(UnsafeBufferPointer(rebasing: line[0..<count]))
            if kind == .recursiveDescription { rootBars = UInt16(min(Self.bars(line), Int(UInt16.max))) }
        }
        lineCount += 1
        if !keepsLines, source != nil ? span == nil : spool != nil && number < nextSpooledLine {
            keepLines()
        }
        if !keepsLines, source != nil, let span {
            range = (range?.lowerBound ?? span.lowerBound)..<span.upperBound
            return
        }
        if !keepsLines, spool != nil {
            // A capture's dump is tens of kilobytes: room for one from the start, instead of a
            // dozen copies as the array doubles (a pipe's dumps are copied once, into the spool).
            if text.isEmpty { text.reserveCapacity(Self.spoolReserve) }
            // Read back as a file is: one line a line, numbered from the dump's first.
            while nextSpooledLine < number {
                text.append(ASCII.newline)
                nextSpooledLine += 1
            }
            text.append(contentsOf: UnsafeBufferPointer(rebasing: line[0..<keptCount]))
            text.append(ASCII.newline)
            nextSpooledLine += 1
            return
        }
        text.append(contentsOf: UnsafeBufferPointer(rebasing: line[0..<keptCount]))
        lineStarts.append(text.count)
        lineNumbers.append(number - location.line)
    }

    /// From here on, keeps the lines in memory: those so far read back from the file (each without
    /// the tool's prefix) or taken out of the spooled text.
    private mutating func keepLines() {
        keepsLines = true
        var kept: [UInt8] = []
        var tool: ToolPrefix?
        if let source, let range {
            // Read once already: a dump that cannot be read again keeps what can (as a file's does).
            kept = (try? source.bytes(at: range.lowerBound, count: range.count)) ?? []
            tool = toolPrefix
            self.range = nil
        } else if spool != nil {
            kept = text
        } else {
            return
        }
        (text, lineStarts, lineNumbers) = Self.lines(of: kept, stripping: tool)
    }

    /// The lines of `bytes` (a line each, without `tool`'s prefix), numbered from the first; blank
    /// ones left out.
    static func lines(of bytes: [UInt8], stripping tool: ToolPrefix? = nil) -> (
        text: [UInt8], starts: [Int], numbers: [Int]
    ) {
        var text: [UInt8] = []
        var starts: [Int] = [0]
        var numbers: [Int] = []
        var number = 0
        for line in bytes.split(separator: ASCII.newline, omittingEmptySubsequences: false) {
            defer { number += 1 }
            var line = line
            if let tool, let length = tool.length(in: Array(line)) { line = line.dropFirst(length) }
            guard !line.isEmpty else { continue }
            text.append(contentsOf: line)
            starts.append(text.count)
            numbers.append(number)
        }
        return (text, starts, numbers)
    }

    /// The dump as read, ready to be kept (a stream's goes to the spool, when there is one).
    func finish() -> ViewHierarchy {
        if keepsLines {
            return ViewHierarchy(
                text: text, lineStarts: lineStarts, lineNumbers: lineNumbers, layerLines: layerLines,
                location: location, kind: kind, lineCount: lineCount, rootLine: rootLine)
        }
        if let source, let range {
            return ViewHierarchy(
                source: source, range: range, rootLine: rootLine, lineCount: lineCount, layerLines: layerLines,
                location: location, kind: kind, toolPrefix: toolPrefix)
        }
        if let spool {
            if let range = spool.append(text) {
                return ViewHierarchy(
                    source: spool.file, range: range, rootLine: rootLine, lineCount: lineCount,
                    layerLines: layerLines, location: location, kind: kind)
            }
            // The spool could not be written (a full disk): the dump stays in memory after all.
            return Self.inMemory(spooled: text, layerLines: layerLines, location: location, kind: kind)
        }
        return ViewHierarchy(
            text: text, lineStarts: lineStarts, lineNumbers: lineNumbers, layerLines: layerLines, location: location,
            kind: kind)
    }

    /// A dump kept in memory from its spooled text (a line each, blank lines between).
    static func inMemory(
        spooled: [UInt8], layerLines: Int, location: InputLocation, kind: DumpKind = .recursiveDescription
    ) -> ViewHierarchy {
        let (text, starts, numbers) = lines(of: spooled)
        return ViewHierarchy(
            text: text, lineStarts: starts, lineNumbers: numbers, layerLines: layerLines, location: location,
            kind: kind)
    }

    /// Whether a raw line of an open dump is one of its lines: a view line of the dump's kind (an
    /// AppKit dump's `TIME` lines too). Read without the parser's dispatch (`LogScanner`'s fast path).
    @inline(__always)
    func accepts(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        switch kind {
        // A line with no bars after the first is another dump's root: the parser ends this dump there.
        case .recursiveDescription:
            if continuesText(line) { return true }
            if lineCount == 0 { return Self.isViewLine(line) }
            return isUnderTheRoot(line) && (Self.isViewLine(line) && !Self.isRootLine(line) || Self.isCutViewLine(line))
        case .subtreeDescription: return SubtreeLine.isIndentedViewLine(line) || SubtreeLine.isContinuation(line)
        case .autolayoutTrace: return TraceLine.isChildLine(line)
        }
    }

    /// Whether a view line (or a piece of one) has more bars than the root: a view under it. Any
    /// line with bars is, but in a dump pasted from below its root, where a view with as many bars
    /// as the first or fewer hangs under a view the paste left out: the dump ends before it.
    @inline(__always)
    func isUnderTheRoot(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        rootBars == 0 || Self.bars(line) > Int(rootBars)
    }

    /// The bars (`|`, a presented view's `+`) before a line's first other byte but blanks.
    static func bars(_ line: UnsafeBufferPointer<UInt8>) -> Int {
        HierarchyLineReader.leadingBars(line, from: 0).bars
    }

    /// Whether a view line has no bars before its `<`: a dump's root.
    static func isRootLine(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        var i = 0
        while i < line.count, line[i] == ASCII.space || line[i] == ASCII.tab { i += 1 }
        return i < line.count && line[i] == ASCII.lessThan
    }

    /// Whether a raw line is a child's view line that a wrap cut before its address was whole: bars,
    /// then `<Class`, maybe `:`, ` ` and `0` after it, and nothing else, as wide as a wrap
    /// (`   |    |    | <UISwitchModernVisualElem` then `ent: 0x10b20ef80; frame = …`), or bars alone
    /// or with the `<` alone (a deep view's, cut before its class).
    static func isCutViewLine(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        var count = line.count
        while count > 0, line[count - 1] == ASCII.carriageReturn { count -= 1 }
        guard TextContinuation.width(line) >= TextContinuation.wrapWidth else { return false }
        var i = 0
        while i < count, line[i] == ASCII.space || line[i] == ASCII.tab { i += 1 }
        guard i < count, line[i] == ASCII.pipe else { return false }
        while i < count, line[i] == ASCII.space || line[i] == ASCII.tab || line[i] == ASCII.pipe { i += 1 }
        if i == count { return true }
        guard line[i] == ASCII.lessThan else { return false }
        i += 1
        let name = i
        while i < count, ASCII.isClassNameByte(line[i]) { i += 1 }
        // Cut right after its `<`, or inside its class.
        if i == count { return true }
        guard i > name else { return false }
        for next: UInt8 in [ASCII.colon, ASCII.space, ASCII.zero] {
            guard i < count else { break }
            guard line[i] == next else { return false }
            i += 1
        }
        return i == count
    }

    /// Whether a raw line is a view line: bars and spaces, then `<Class: 0x`. Inside a dump every
    /// line is one until the dump ends: the usual `   | ` indentation is stepped over five bytes at a
    /// time, and the colon found with `memchr`.
    static func isViewLine(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = line.count
        guard count > 6, let base = line.baseAddress else { return false }
        var i = 0
        let raw = UnsafeRawPointer(base)
        // "   |" read as one little-endian word, then the space after it.
        while i + 5 <= count, raw.loadUnaligned(fromByteOffset: i, as: UInt32.self) == 0x7C20_2020,
            base[i + 4] == ASCII.space
        {
            i += 5
        }
        while i < count, base[i] == ASCII.space || base[i] == ASCII.tab || base[i] == ASCII.pipe { i += 1 }
        if i > 0, i < count, base[i] != ASCII.lessThan, let open = HierarchyLineReader.openAfterMark(line, at: i) {
            i = open
        }
        guard i + 5 < count, base[i] == ASCII.lessThan,
            let colon = Platform.findByte(ASCII.colon, in: base + i + 1, count: min(count - i - 1, 256)).map({
                i + 1 + $0
            }),
            colon > i + 1, colon + 4 <= count
        else { return false }
        return base[colon + 1] == ASCII.space && base[colon + 2] == ASCII.zero && base[colon + 3] == ASCII.lowerX
    }
}
