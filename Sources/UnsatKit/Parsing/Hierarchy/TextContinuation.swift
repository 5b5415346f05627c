/// A view line whose text holds line breaks: UIKit prints a label's or a text view's text as it is
/// (`text = 'Dear Sam,`, a blank line, `Sent from my iPhone'; layer = <CALayer: 0x…>>`), so the view's
/// description goes on over the lines after it. Those lines are the view line's: no view of their
/// own, and no end of the dump. Followed line by line, the same way, wherever a dump's lines are read:
/// as they come (`HierarchyBuilder`), and when they are read again into nodes (`HierarchyStorage`).
///
/// A paste hard-wrapped at a width (an email, `fold -w 80`) cuts a view line too: `   |    | <UIView:
/// 0x7fa7…; frame = (232 197; 321 268); layer = <CAL` then `ayer: 0x6774…>>`. A view line at least
/// `wrapWidth` bytes long that ends with a `<` not closed (outside its text) goes on over the pieces
/// after it, at most `wrapPieces`, until its brackets close: a piece is no view line, or one that
/// closes more than it opens (`<CALayer: 0x…>>`). The pieces are the view line's, joined to it when
/// it is read into a node (`joinsLine`).
struct TextContinuation {
    /// Whether the last line ended inside a quoted value.
    private(set) var isOpen = false
    /// The `<` a wrap left open at the end of the last view line or piece (0: none).
    private var cutDepth = 0
    /// Pieces the cut view line has gone on over.
    private var pieces = 0
    /// The widest a piece may be: its first piece's width, and a word more (a word wrap cuts before
    /// the word that does not fit, so its first piece may be the narrowest).
    private var cutWidth = 0
    static let wordSlack = 24
    /// The `<` open before the view's text opened, while it is open.
    private var textDepth = 0
    /// Whether the last line stepped over is a piece of a view line a wrap cut: read joined to it.
    private(set) var joinsLine = false
    /// Whether a wrap has cut a view line of the dump.
    private var isWrapped = false
    /// The least width a wrap cuts at, and the most pieces it cuts a view line into.
    static let wrapWidth = 40
    static let wrapPieces = 6
    /// Lines with text on them that the open value has gone on over.
    private var lines = 0
    /// The most lines a text goes on over: past them it was cut (a poster's excerpt), and the lines
    /// after it are the dump's own again. A view line ends it sooner.
    static let limit = 24

    /// Whether nothing is open: no text, no view line a wrap cut. No line goes on then.
    var isIdle: Bool { cutDepth == 0 && !isOpen }

    /// Whether a line ends as a whole view line does, its layer's `>` and its own (`>>`, blanks
    /// aside): it leaves no text open, and no `<` a wrap cut.
    private static func endsAsAWholeViewLine(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        let width = width(line)
        return width >= 2 && line[width - 1] == ASCII.greaterThan && line[width - 2] == ASCII.greaterThan
    }

    /// Whether `line` goes on the open text: a blank line, or one with text on it within the limit
    /// that is none of what a text never holds but a cut one runs into: a view line, a constraint's
    /// description or UIKit's recover line (read as they are, or noted: never taken silently), a
    /// report's header (a place an input is cut into parts, which no open block keeps:
    /// `LogParser.opensAReportWhateverIsOpen`).
    func continues(with line: UnsafeBufferPointer<UInt8>, afterLogPrefix: Bool = false) -> Bool {
        if cutDepth > 0 { return !afterLogPrefix && pieces < Self.wrapPieces && isPiece(line) }
        guard isOpen else { return false }
        if Self.isBlank(line) { return true }
        guard lines < Self.limit, !HierarchyBuilder.isViewLine(line) else { return false }
        return !Self.isWhatACutRunsInto(line)
    }

    /// What a view line's text never holds, nor its pieces, but a text or a view line cut short runs
    /// into: a constraint's description or UIKit's recover line (read as they are, or noted: never
    /// taken silently), a report's header.
    private static func isWhatACutRunsInto(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = line.baseAddress else { return false }
        return Platform.find(cutMarks, in: base, count: line.count) != nil || opensAReport(line)
    }
    private static let cutMarks = Platform.Needles(["Constraint:0x", "Constraint: 0x", "Will attempt to recover"])

    /// Whether `line` is the next piece of a view line a wrap cut: no blank line, nothing a cut
    /// runs into (`isWhatACutRunsInto`), no whole view line, and some of a description's punctuation
    /// (`;`, `=`, `>`): not a poster's elision (`.......`), a fence, a label, a lone bracket.
    private func isPiece(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !Self.isBlank(line), Self.width(line) <= cutWidth,
            line.contains(where: { $0 == ASCII.semicolon || $0 == ASCII.equals || $0 == ASCII.greaterThan }),
            !line.starts(with: [0x60, 0x60, 0x60]),
            // A log line after a view line the poster cut short (no wrap: nothing of it follows).
            !CleanLine(raw: Array(line)).prefix.isPresent
        else { return false }
        if HierarchyBuilder.isViewLine(line), Self.brackets(line, insideQuote: false).depth >= 0 { return false }
        return !Self.isWhatACutRunsInto(line)
    }

    /// Steps over `line`; true when it goes on the text of the view line above it.
    mutating func step(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        joinsLine = false
        if isIdle, Self.endsAsAWholeViewLine(line) {
            // Most lines of a dump: a whole view line after another, which leaves nothing open
            // (what the branch below finds for it, told by its last two bytes).
            lines = 0
            pieces = 0
            textDepth = 0
            return false
        }
        guard continues(with: line) else {
            // A line of its own: a view line may leave its text, or a `<`, open.
            lines = 0
            pieces = 0
            cutDepth = 0
            textDepth = 0
            isOpen = Self.endsInsideQuote(line, inside: false)
            if isOpen {
                if HierarchyBuilder.isViewLine(line) {
                    textDepth = max(0, Self.brackets(line, insideQuote: false).depth)
                }
            } else if Self.width(line) >= Self.wrapWidth, Self.isUnbalanced(line),
                HierarchyBuilder.isViewLine(line) || HierarchyBuilder.isCutViewLine(line)
            {
                // Most lines are whole: told by their end, or their `<` and `>` counted (sixteen bytes
                // or more a step), before they are walked.
                leave(Self.brackets(line, insideQuote: false), line)
            }
            return false
        }
        if cutDepth > 0 {
            // The next piece of a view line a wrap cut, maybe into its text.
            pieces += 1
            joinsLine = true
            isWrapped = true
            let (depth, inside) = Self.brackets(line, insideQuote: false)
            cutDepth = pieces < Self.wrapPieces ? cutDepth : 0
            leave((cutDepth + depth, inside), line)
        } else if !Self.isBlank(line) {
            // A line of the view's text: where the text ends, the rest of the view line may be cut.
            // In a dump a wrap cut, a text's lines are taken for its pieces too.
            joinsLine = isWrapped
            lines += 1
            isOpen = Self.endsInsideQuote(line, inside: true)
            if !isOpen {
                lines = 0
                leave((textDepth + Self.brackets(line, insideQuote: true).depth, false), line)
            }
        }
        return true
    }

    /// After a line of a view line: its text still open (with the `<` open before it), or a `<` a wrap
    /// left open, when the line is as wide as a wrap.
    private mutating func leave(_ open: (depth: Int, inside: Bool), _ line: UnsafeBufferPointer<UInt8>) {
        if open.inside {
            isOpen = true
            textDepth = max(0, open.depth)
            cutDepth = 0
        } else {
            let width = Self.width(line)
            cutDepth = open.depth > 0 && width >= Self.wrapWidth ? open.depth : 0
            if cutDepth == 0 {
                pieces = 0
            } else if pieces == 0 {
                // The width a wrap cut at: no piece after is wider.
                cutWidth = width + Self.wordSlack
            }
        }
    }

    /// Whether a line has more or fewer `<` than `>`, wherever they stand. A line that ends in `>>`
    /// ends as a whole view line does (its layer's and its own): not counted.
    private static func isUnbalanced(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        let width = width(line)
        guard let base = line.baseAddress, width >= 2 else { return false }
        if base[width - 1] == ASCII.greaterThan, base[width - 2] == ASCII.greaterThan { return false }
        return Platform.countByte(ASCII.lessThan, in: base, count: line.count)
            != Platform.countByte(ASCII.greaterThan, in: base, count: line.count)
    }

    /// What `line` leaves open: `<` less `>` outside quoted text, and whether it ends inside a
    /// quote (`isOpen(after:quoteAt:end:open:)`).
    static func brackets(_ line: UnsafeBufferPointer<UInt8>, insideQuote: Bool) -> (depth: Int, inside: Bool) {
        var open = insideQuote
        var depth = 0
        var i = 0
        let end = line.count
        while i < end {
            let byte = line[i]
            if byte == ASCII.quote {
                open = isOpen(after: line, quoteAt: i, end: end, open: open)
            } else if !open, byte == ASCII.lessThan {
                depth += 1
            } else if !open, byte == ASCII.greaterThan {
                depth -= 1
            }
            i += 1
        }
        return (depth, open)
    }

    private static func opensAReport(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = line.baseAddress,
            Platform.find("Unable to simultaneously satisfy constraints", in: base, count: line.count) != nil
        else { return false }
        return LogParser.opensAReportWhateverIsOpen(line)
    }

    /// Whether `line` ends inside a quoted value (`isOpen(after:quoteAt:end:open:)`: `text = 'What's
    /// new'` is one value). A line that ends in `>` or `)`, as every whole view line does, ends
    /// outside one, and is not looked through.
    static func endsInsideQuote(_ line: UnsafeBufferPointer<UInt8>, inside: Bool) -> Bool {
        var end = line.count
        while end > 0, ASCII.isSpace(line[end - 1]) || line[end - 1] == ASCII.carriageReturn { end -= 1 }
        if !inside, end == 0 || line[end - 1] == ASCII.greaterThan || line[end - 1] == ASCII.closeParen {
            return false
        }
        var open = inside
        var i = 0
        while i < end {
            if line[i] == ASCII.quote { open = isOpen(after: line, quoteAt: i, end: end, open: open) }
            i += 1
        }
        return open
    }

    /// The quote rule, at the `'` at `index` of a line read up to `end`: `= '` opens a quoted value,
    /// and a quote closes it only before `;` or `>` (a text's own quotes are not escaped). Whether a
    /// value is open after it.
    @inline(__always)
    private static func isOpen(after line: UnsafeBufferPointer<UInt8>, quoteAt index: Int, end: Int, open: Bool)
        -> Bool
    {
        if open {
            return !(index + 1 < end && (line[index + 1] == ASCII.semicolon || line[index + 1] == ASCII.greaterThan))
        }
        return index >= 2 && line[index - 1] == ASCII.space && line[index - 2] == ASCII.equals
    }

    /// A line's width without the blanks it ends with (which one copy of a dump keeps and another may not).
    static func width(_ line: UnsafeBufferPointer<UInt8>) -> Int {
        var count = line.count
        while count > 0, ASCII.isSpace(line[count - 1]) || line[count - 1] == ASCII.carriageReturn { count -= 1 }
        return count
    }

    private static func isBlank(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        line.allSatisfy { ASCII.isSpace($0) || $0 == ASCII.carriageReturn }
    }
}
