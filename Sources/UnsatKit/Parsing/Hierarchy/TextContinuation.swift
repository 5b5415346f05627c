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
/// it is read into a node (`joinsLine`). Two cuts leave no `<` open and are told by what follows
/// them: a layer's line cut after its `<CALayer: 0x…>`, whose next line is the rest of ` (layer)`;
/// and a cut before a value that is an object (`tintColor =` then `<UIDynamicSystemColor: 0x…; …>;
/// laye`), whose piece starts as a dump's root does, where no root follows a cut at `=`.
///
/// Once a dump shows a wrap at one width (two cuts, each as wide as the other, and none at another),
/// any line of it that wide is cut, whatever it leaves open: the line after it is its piece unless it
/// is a view line, blank, a label (`current constraints:`), a log line or what a cut runs into (a
/// view whose description goes on after its `>>`, `…; layer = <CALayer: 0x…>> effect=non` then `e`).
struct TextContinuation {
    // The state, packed: a dump's every line copies the builder that holds it, so its size is paid
    // on every line (a word more turns the copies into calls to `memcpy`).
    private var storedCutDepth: Int32 = 0
    private var storedPieces: Int32 = 0
    private var storedCutWidth: Int32 = 0
    private var storedTextDepth: Int32 = 0
    private var storedLines: Int32 = 0
    private var storedLayerTagCut: Int8 = -1
    private var storedCutsAtFirstWidth: UInt8 = 0
    /// Whether the last line ended inside a quoted value.
    private(set) var isOpen = false
    /// Whether it ended so at a quote (`text = 'ada'`): where a wrap cut right after the closing
    /// quote, the next line goes on with `;` or `>`.
    private var openAtQuote = false
    /// The `<` a wrap left open at the end of the last view line or piece (0: none).
    private var cutDepth: Int {
        get { Int(storedCutDepth) }
        set { storedCutDepth = Int32(clamping: newValue) }
    }
    /// Whether that cut fell right after a value's `=` or a field's `:` (`layout: <UICollectionView…`):
    /// what follows is the value.
    private var cutAtValue = false
    /// Whether the last line was a view line's bars alone, as wide as a wrap: the view's description
    /// is on the next line (`   |    |    | ` then `<CALayer: 0x…> (layer)`), maybe after the rest of
    /// its bars (`   |    | … |   ` then ` | <UIImageView: 0x…`, a deep view at a narrow width).
    private(set) var barsCut = false
    /// The bars of the rest that the line just joined to a view line's bars alone had before its `<`.
    private(set) var joinedBars = 0
    /// How much of ` (layer)` the last line ends with, after a layer's `<…: 0x…>`, when a wrap may
    /// have cut the rest off it (nil: no layer's line cut so).
    private var layerTagCut: Int? {
        get { storedLayerTagCut < 0 ? nil : Int(storedLayerTagCut) }
        set { storedLayerTagCut = Int8(newValue ?? -1) }
    }
    private static let layerTag: [UInt8] = Array(" (layer)".utf8)
    /// Pieces the cut view line has gone on over.
    private var pieces: Int {
        get { Int(storedPieces) }
        set { storedPieces = Int32(clamping: newValue) }
    }
    /// The widest a piece may be: its first piece's width, and a word more (a word wrap cuts before
    /// the word that does not fit, so its first piece may be the narrowest).
    private var cutWidth: Int {
        get { Int(storedCutWidth) }
        set { storedCutWidth = Int32(clamping: newValue) }
    }
    static let wordSlack = 24
    /// The `<` open before the view's text opened, while it is open.
    private var textDepth: Int {
        get { Int(storedTextDepth) }
        set { storedTextDepth = Int32(clamping: newValue) }
    }
    /// Whether the last line stepped over is a piece of a view line a wrap cut: read joined to it.
    private(set) var joinsLine = false
    /// Whether a wrap has cut a view line of the dump.
    private var isWrapped = false
    /// The width of the last line that left a `<` open, as a wrap cuts it.
    private var cutLineWidth: LineWidth?
    /// The width the dump's first cut fell at, how many cuts fell there, and whether one fell
    /// elsewhere (a word wrap, or a poster's cut): a wrap at a width is told by two there and none else.
    private var firstCutWidth: LineWidth?
    private var cutsAtFirstWidth: Int {
        get { Int(storedCutsAtFirstWidth) }
        set { storedCutsAtFirstWidth = UInt8(clamping: newValue) }
    }
    private var cutElsewhere = false
    /// Whether the last line was as wide as the dump's wrap: the next may be its piece.
    private var atWrapWidth = false
    /// The width the dump was wrapped at, once told.
    private var wrapAt: LineWidth? {
        cutsAtFirstWidth >= 2 && !cutElsewhere ? firstCutWidth : nil
    }

    /// A line's width in bytes (as `fold` cuts) and in characters (as a terminal or an editor does),
    /// its `\r` aside.
    struct LineWidth {
        private let storedBytes: Int32
        private let storedCharacters: Int32
        var bytes: Int { Int(storedBytes) }

        init(_ line: UnsafeBufferPointer<UInt8>) {
            var count = line.count
            while count > 0, line[count - 1] == ASCII.carriageReturn { count -= 1 }
            storedBytes = Int32(clamping: count)
            var characters = 0
            for index in 0..<count where line[index] & 0xC0 != 0x80 { characters += 1 }
            storedCharacters = Int32(clamping: characters)
        }

        func isAsWide(as other: LineWidth) -> Bool {
            storedBytes == other.storedBytes || storedCharacters == other.storedCharacters
        }
    }
    /// The least width a wrap cuts at, and the most pieces it cuts a view line into (a text field's
    /// line of 460 bytes is twelve at the least width).
    static let wrapWidth = 40
    static let wrapPieces = 20
    /// Lines with text on them that the open value has gone on over.
    private var lines: Int {
        get { Int(storedLines) }
        set { storedLines = Int32(clamping: newValue) }
    }
    /// The most lines a text goes on over: past them it was cut (a poster's excerpt), and the lines
    /// after it are the dump's own again. A view line ends it sooner.
    static let limit = 24

    /// Whether nothing is open: no text, no view line a wrap cut. No line goes on then.
    var isIdle: Bool { cutDepth == 0 && !isOpen && layerTagCut == nil && !atWrapWidth && !barsCut }

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
        if barsCut { return !afterLogPrefix && Self.isDescriptionAfterBars(line) }
        if let cut = layerTagCut, Self.isLayerTagRest(line, after: cut) { return !afterLogPrefix }
        if atWrapWidth, cutDepth == 0, !isOpen { return !afterLogPrefix && isRestAtWidth(line) }
        if cutDepth > 0 { return !afterLogPrefix && pieces < Self.wrapPieces && isPiece(line) }
        guard isOpen else { return false }
        if Self.isBlank(line) { return true }
        guard lines < Self.limit, !HierarchyBuilder.isViewLine(line), !HierarchyBuilder.isCutViewLine(line) else {
            return false
        }
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
        guard !Self.isBlank(line), Self.width(line) <= cutWidth else { return false }
        // A value's object after a cut at its `=` starts as a dump's root does (`<_UITextFieldSystem…:
        // 0x…: backgroundView`), maybe with no other punctuation.
        let isValue = cutAtValue && HierarchyBuilder.isViewLine(line) && HierarchyBuilder.isRootLine(line)
        // Cut as wide as the dump's wrap, it may be cut where its piece holds none of that
        // (`backgroundColor = UIEx` then `tendedSRGBColorSpace 0.203922 0.780392 0.3490`).
        let atWidth = wrapAt.map { wrapAt in cutLineWidth.map { $0.isAsWide(as: wrapAt) } ?? false } ?? false
        guard
            isValue || atWidth
                || line.contains(where: { $0 == ASCII.semicolon || $0 == ASCII.equals || $0 == ASCII.greaterThan }),
            !line.starts(with: [0x60, 0x60, 0x60]),
            // A log line after a view line the poster cut short (no wrap: nothing of it follows).
            !CleanLine(raw: Array(line)).prefix.isPresent
        else { return false }
        if !isValue, HierarchyBuilder.isViewLine(line), Self.brackets(line, insideQuote: false).depth >= 0 {
            return false
        }
        return !Self.isWhatACutRunsInto(line)
    }

    /// Whether `line` is the rest of a line as wide as the dump's wrap that left nothing open: no view
    /// line, blank line, label, fence or log line, nothing a cut runs into, and no wider than the wrap.
    private func isRestAtWidth(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let wrapAt, pieces < Self.wrapPieces, !Self.isBlank(line), LineWidth(line).bytes <= wrapAt.bytes,
            !HierarchyBuilder.isViewLine(line)
        else { return false }
        // A dump's line, whole or cut before its address (`   |    | <UIImageVi`).
        if let first = line.firstIndex(where: { !ASCII.isSpace($0) }), line[first] == ASCII.pipe { return false }
        let width = Self.width(line)
        // A label (`current constraints:`), a list's `(`, a prompt's `(lldb)`, a fence.
        if line[width - 1] == ASCII.colon || line[0] == ASCII.openParen || line.starts(with: [0x60, 0x60, 0x60]) {
            return false
        }
        return !CleanLine(raw: Array(line)).prefix.isPresent && !Self.isWhatACutRunsInto(line)
    }

    /// How many bars stand before a view's description that `line` starts as, with nothing but blanks
    /// and bars before it (`<CALayer: 0x…`, ` <UIImageView: 0x…`, ` | <UILabel: 0x…`, or `<UIView` cut
    /// again); nil when it starts as none.
    ///
    /// The bars are counted as a view line's depth is (`HierarchyLineReader.leadingBars`), so that the
    /// joined line's depth is what its pieces' bars say.
    private static func barsBeforeDescription(_ line: UnsafeBufferPointer<UInt8>) -> Int? {
        let (bars, open) = HierarchyLineReader.leadingBars(line, from: 0)
        guard open + 1 < line.count, line[open] == ASCII.lessThan, ASCII.isClassNameByte(line[open + 1]) else {
            return nil
        }
        return bars
    }

    private static func isDescriptionAfterBars(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        barsBeforeDescription(line) != nil
    }

    /// Whether a line is a view line's bars alone (blanks between them), at least one.
    private static func isBarsAlone(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        var pipes = 0
        for byte in line {
            if byte == ASCII.pipe {
                pipes += 1
            } else if !ASCII.isSpace(byte) && byte != ASCII.carriageReturn {
                return false
            }
        }
        return pipes > 0
    }

    /// Whether `line` is the rest of a layer's ` (layer)` that a wrap cut after its first `cut` bytes
    /// (blanks it ends with aside; the tag's space on either line, or dropped where the cut fell on it).
    private static func isLayerTagRest(_ line: UnsafeBufferPointer<UInt8>, after cut: Int) -> Bool {
        let width = width(line)
        let rest = layerTag[cut...]
        guard width > 0, width <= rest.count else { return false }
        let piece = UnsafeBufferPointer(rebasing: line[0..<width])
        return piece.elementsEqual(rest) || cut == 0 && piece.elementsEqual(rest.dropFirst())
    }

    /// How much of ` (layer)` a line as wide as a wrap ends with after a layer's `<…: 0x…>` (its
    /// address's last digit, then `>`), when not all of it: where a wrap may have cut it.
    private static func layerTagCut(_ line: UnsafeBufferPointer<UInt8>) -> Int? {
        let width = width(line)
        guard width >= wrapWidth else { return nil }
        for count in 0..<layerTag.count {
            let close = width - 1 - count
            guard close >= 1, line[close] == ASCII.greaterThan, ASCII.isHexDigit(line[close - 1]) else { continue }
            if UnsafeBufferPointer(rebasing: line[close + 1..<width]).elementsEqual(layerTag[0..<count]) {
                return count
            }
        }
        return nil
    }

    /// Steps over `line`; true when it goes on the text of the view line above it.
    @inline(__always)
    mutating func step(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        if isIdle, firstCutWidth == nil, Self.endsAsAWholeViewLine(line) {
            // Most lines of a dump no wrap has cut: a whole view line after another, which leaves
            // nothing open (what `stepOver` finds for it, told by its last two bytes).
            joinsLine = false
            lines = 0
            pieces = 0
            textDepth = 0
            return false
        }
        return stepWatchingTheWidth(line)
    }

    /// Steps over a line, then notes whether it is as wide as the dump's wrap.
    private mutating func stepWatchingTheWidth(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        let joins = stepOver(line)
        openAtQuote = isOpen && Self.width(line) > 0 && line[Self.width(line) - 1] == ASCII.quote
        if let wrapAt, cutDepth == 0, !isOpen, layerTagCut == nil {
            // As wide as the wrap: a wrap may have cut it where it leaves nothing open.
            atWrapWidth = LineWidth(line).isAsWide(as: wrapAt)
        }
        return joins
    }

    /// A cut that a piece followed: its width, toward telling a wrap at a width.
    private mutating func learnCut() {
        guard let width = cutLineWidth else { return }
        cutLineWidth = nil
        if let first = firstCutWidth {
            if first.isAsWide(as: width) { cutsAtFirstWidth += 1 } else { cutElsewhere = true }
        } else {
            firstCutWidth = width
            cutsAtFirstWidth = 1
        }
    }

    private mutating func stepOver(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        joinsLine = false
        let wasAtWrapWidth = atWrapWidth
        atWrapWidth = false
        joinedBars = 0
        if barsCut {
            barsCut = false
            if let bars = Self.barsBeforeDescription(line) {
                // The view line the bars before began: read as one of its own, joined to them.
                joinsLine = true
                joinedBars = bars
                isWrapped = true
                if Self.width(line) >= Self.wrapWidth, Self.isUnbalanced(line) {
                    leave(Self.brackets(line, insideQuote: false), line)
                } else {
                    layerTagCut = Self.layerTagCut(line)
                }
                return true
            }
        }
        if let cut = layerTagCut {
            layerTagCut = nil
            if Self.isLayerTagRest(line, after: cut) {
                // The rest of a layer's line: nothing open after it.
                joinsLine = true
                isWrapped = true
                return true
            }
        }
        if wasAtWrapWidth, cutDepth == 0, !isOpen, isRestAtWidth(line) {
            // The rest of a line as wide as the wrap: it may leave a `<` or a text open, or be as wide again.
            pieces += 1
            joinsLine = true
            isWrapped = true
            leave(Self.brackets(line, insideQuote: false), line)
            return true
        }
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
            } else if Self.width(line) >= Self.wrapWidth, Self.isBarsAlone(line) {
                barsCut = true
            } else {
                layerTagCut = Self.layerTagCut(line)
            }
            return false
        }
        if cutDepth > 0 {
            // The next piece of a view line a wrap cut, maybe into its text.
            learnCut()
            pieces += 1
            joinsLine = true
            isWrapped = true
            let (depth, inside) = Self.brackets(line, insideQuote: false)
            cutDepth = pieces < Self.wrapPieces ? cutDepth : 0
            leave((cutDepth + depth, inside), line)
            if cutDepth == 0, !isOpen { layerTagCut = Self.layerTagCut(line) }
        } else if !Self.isBlank(line) {
            // A line of the view's text: where the text ends, the rest of the view line may be cut.
            // In a dump a wrap cut, a text's lines are taken for its pieces too.
            joinsLine = isWrapped
            lines += 1
            // In a dump a wrap cut, a quote that ended the last piece closed the text when this one
            // goes on as a description does after it.
            let closed = isWrapped && openAtQuote && (line.first == ASCII.semicolon || line.first == ASCII.greaterThan)
            isOpen = Self.endsInsideQuote(line, inside: !closed)
            if !isOpen {
                lines = 0
                leave((textDepth + Self.brackets(line, insideQuote: !closed).depth, false), line)
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
            cutAtValue = cutDepth > 0 && (line[width - 1] == ASCII.equals || line[width - 1] == ASCII.colon)
            cutLineWidth = cutDepth > 0 ? LineWidth(line) : nil
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
