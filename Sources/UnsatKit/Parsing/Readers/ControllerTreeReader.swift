/// Reads a `_printHierarchy` dump: one controller a line, nested by `|` and `+` (presented).
struct ControllerTreeReader {
    private(set) var nodes: [ControllerNode] = []
    /// The open ancestors of the next line: where each is in `nodes`, and its printed depth.
    private var ancestors: [Ancestor] = []
    /// The last controller's line as read (its message), its number, and the pieces a wrap cut off
    /// it that were joined to it so far.
    private var last: (message: [UInt8], number: Int, pieces: Int)?
    /// The most pieces a wrap cuts a controller's line into.
    static let wrapPieces = 8
    /// The bars of the controllers' lines: one with two or more more than the line above hangs under
    /// controllers the paste left out.
    private var levels = LevelWatch()

    /// The controllers that skip a level read since the last call.
    mutating func takeLevelSkips() -> [LevelSkip] { levels.take() }

    /// The poster's `...` among the controllers: the next may have any depth.
    mutating func passElision() { levels.passElision() }

    private struct Ancestor {
        let index: Int
        let depth: Int
    }

    /// Reads `   | <MyApp.FeedViewController 0x…>, state: appeared, view: <UIView 0x…>[, presented with: …]`;
    /// false when the line is not one (the dump then ends before it).
    mutating func read(_ line: CleanLine, _ number: Int, _ context: ReadContext) -> Bool {
        let b = line.bytes
        var i = line.message.lowerBound
        var depth = 0
        var presented = false
        let first = b[i]
        if first != ASCII.lessThan, !ASCII.isTreeBar(first), !ASCII.isSpace(first),
            let root = DumpRootReader.root(b, line.message), root.isController
        {
            // The tree collapsed onto the line that asked for it: its marks are no part of the text
            // before. Such a line is the root of a tree of its own, not a line of the one before it.
            guard nodes.isEmpty else { return false }
            i = root.open
        }
        while i < line.message.upperBound, b[i] != ASCII.lessThan {
            if b[i] == ASCII.pipe { depth += 1 }
            if b[i] == ASCII.plus {
                depth += 1
                presented = true
            }
            i += 1
        }
        guard let controller = Self.readControllerRef(b, i..<line.message.upperBound) else { return false }
        let text = line.text(i..<line.message.upperBound)
        var state: String?
        if let range = text.range(of: ", state: ") {
            state = String(text[range.upperBound...].prefix { $0 != "," })
        }
        var viewAddress: Address?
        var viewClass: String?
        if let range = text.range(of: "view: <") {
            let parts = text[range.upperBound...].prefix { $0 != ">" }.split(separator: " ")
            if parts.count >= 2 {
                viewClass = String(parts[0]).replacingOccurrences(of: ":", with: "")
                viewAddress = Address(String(parts[1]))
            }
        }
        // A line read again with a wrap's piece joined to it has the depth it had: noted once.
        levels.see(depth, number: number, text: line.messageText)
        while let top = ancestors.last, top.depth >= depth { ancestors.removeLast() }
        nodes.append(
            ControllerNode(
                controller: controller, state: state, viewAddress: viewAddress, viewClassName: viewClass,
                isPresented: presented, depth: ancestors.count, parent: ancestors.last?.index,
                location: context.location(number)))
        ancestors.append(Ancestor(index: nodes.count - 1, depth: depth))
        // With the blanks it ends with: a wrap that cut it there keeps them on this piece.
        last = (Array(b[line.message.lowerBound...]), number, 0)
        return true
    }

    /// Reads a line that a hard wrap cut off the last controller's (`…, view: <UILayoutConta` then
    /// `inerView 0x10a90d150>`): the last line as wide as a wrap, left with a `<` or a `(` open, or
    /// followed by the next of its fields (`, presented with: …`); the piece no controller's line,
    /// log line or blank one. The two are read again as one; false when the line is no such piece.
    mutating func readPiece(_ line: CleanLine, _ kind: LineKind, _ context: ReadContext) -> Bool {
        guard let last, last.pieces < Self.wrapPieces, !line.prefix.isPresent, !line.message.isEmpty else {
            return false
        }
        // A piece is no line of a block's own, least of all a report's header (a place an input is cut
        // into parts, which no open block keeps: `LogParser.opensAReportWhateverIsOpen`).
        switch kind {
        case .unableHeader, .conflictingHeader, .willAttempt, .captureStart, .captureController, .captureIgnored,
            .entry, .brokenEntry:
            return false
        default: break
        }
        guard !line.bytes.withUnsafeBufferPointer(LogParser.opensAReportWhateverIsOpen) else { return false }
        // As it came, blanks and all: the cut may have fallen before a space (`<UIView` then ` 0x…>`).
        let piece = line.bytes[...]
        // After a field's label (`view:`) its value, a description, may start the piece.
        let afterLabel = last.message.last(where: { !ASCII.isSpace($0) }) == ASCII.colon
        guard let first = line.bytes[line.message].first, first != ASCII.lessThan || afterLabel, first != ASCII.pipe,
            first != ASCII.plus,
            last.message.withUnsafeBufferPointer(TextContinuation.width) >= TextContinuation.wrapWidth,
            Self.isOpen(last.message) || Self.goesOn(last.message, with: line.bytes[line.message])
        else { return false }
        let saved = (nodes, ancestors)
        nodes.removeLast()
        if ancestors.last?.index == nodes.count { ancestors.removeLast() }
        let joined = last.message + piece
        guard read(CleanLine(raw: joined), last.number, context) else {
            (nodes, ancestors) = saved
            return false
        }
        self.last?.pieces = last.pieces + 1
        return true
    }

    /// A blank line among the controllers: no piece of a cut line comes after it.
    mutating func passBlank() { last = nil }

    /// Whether `piece` holds the fields the line cut before it lacks: it ends at a field's comma or
    /// label, the
    /// piece starts with one, or the piece has the `view:` the line has not (`state: disappeare` then
    /// `d, view: (view not loaded)`).
    private static func goesOn(_ line: [UInt8], with piece: ArraySlice<UInt8>) -> Bool {
        let end = line.last(where: { !ASCII.isSpace($0) })
        if end == ASCII.comma || end == ASCII.colon || piece.first == ASCII.comma { return true }
        let view = Array("view: ".utf8)
        func holds(_ bytes: some Collection<UInt8>) -> Bool {
            bytes.count >= view.count && bytes.indices.contains { bytes[$0...].starts(with: view) }
        }
        return !holds(line) && holds(piece)
    }

    /// Whether a line leaves a `<` or a `(` open: a wrap cut it inside a description or `(view not loaded)`.
    private static func isOpen(_ bytes: [UInt8]) -> Bool {
        var angles = 0
        var parens = 0
        for byte in bytes {
            switch byte {
            case ASCII.lessThan: angles += 1
            case ASCII.greaterThan: angles -= 1
            case ASCII.openParen: parens += 1
            case ASCII.closeParen: parens -= 1
            default: break
            }
        }
        return angles > 0 || parens > 0
    }

    func finish(_ context: inout ReadContext) {
        context.result.controllerTrees.append(nodes)
    }

    /// `<MyApp.ProfileViewController: 0x7f9e4c60a1b0>` or `<UINavigationController 0x…>`.
    static func readControllerRef(_ bytes: [UInt8], _ range: Range<Int>) -> ControllerRef? {
        guard let open = bytes[range].firstIndex(of: ASCII.lessThan) else { return nil }
        var j = open + 1
        while j < range.upperBound, ASCII.isClassNameByte(bytes[j]) { j += 1 }
        guard j > open + 1 else { return nil }
        let className = bytes.string(open + 1..<j)
        var k = j
        while k < range.upperBound, bytes[k] == ASCII.colon || ASCII.isSpace(bytes[k]) { k += 1 }
        var address: Address?
        if bytes.matches("0x", at: k) {
            var e = k + 2
            while e < range.upperBound, ASCII.isHexDigit(bytes[e]) { e += 1 }
            address = Address(bytes, k..<e)
        }
        return ControllerRef(className: className, address: address)
    }
}
