/// Turns the relevant lines of a log into callbacks, hierarchies and reports: it sees which block a
/// line opens or continues, and hands the line to that block's reader.
///
/// Ownership: the parser and everything it holds are values (the open block, the constraint list
/// being built, the dump being collected, the result so far); each reader is taken out of the
/// parser's state, changed, and put back. So a copy of a parser is a parser of its own: reading on
/// in one never changes the other, and `LogScanner.snapshot()` is just "finish a copy". The only
/// references it holds are immutable once made (read constraints, cache entries, the source file).
///
/// It is fed line by line (`consume`), so it works the same on a whole file and on a growing pipe.
/// Lines outside any block only reach it when `LogScanner` finds them worth a look.
public struct LogParser {
    private var context: ReadContext
    private var block: Block = .none {
        didSet { blockState = BlockState(block) }
    }
    /// What the scanner asks of the open block before every line it reads in one, kept beside it
    /// (told from the block itself, the question copied the block, half a kilobyte, each time).
    private var blockState = BlockState.none
    /// A `(` alone on a line, waiting to see whether a constraint list follows.
    private var pendingOpen: Int?
    /// A hard-wrapped entry waiting for its continuation.
    private var pendingEntry: PendingEntry?
    /// The width this input was wrapped at, once a description cut outside a label showed it (only a
    /// wrap cuts one there): a label cut at that width was wrapped too, not broken by its text.
    private var wrapWidth: PendingEntry.Width?
    /// The prefix a tool put on the open block's lines, learnt from its first line (`ToolPrefix`).
    private var toolPrefix: ToolPrefix?
    /// A line that opens a block only if the next line says so (`PendingStart`).
    private var pendingStart: PendingStart?
    /// A line that may be a header's first piece (it ends with the beginning of the phrase, or is a
    /// log prefix and a word), waiting to see whether the next goes on with the rest (`WrappedHeader`).
    private var pendingHead: PendingHead?

    struct PendingHead {
        var raw: [UInt8]
        var number: Int
        var offset: Int?
        var piece: Piece

        enum Piece {
            /// The line ends with the beginning of a header's phrase.
            case phrase(WrappedHeader.Head)
            /// The line is a log prefix and a word (`WrappedHeader.isPrefixPiece`).
            case prefix
            /// The line is a capture's label with the controller after it cut before its `>`
            /// (`… ignore conflict in UIKit:<UIA` then `lertController: 0x10180e600>`).
            case controller
        }
    }

    /// The block the lines being read belong to.
    enum Block {
        case none
        case report(ReportReader)
        /// A capture, and whether its dump takes view lines now (kept beside the reader: the scanner
        /// asks before every line it reads in a block, and asking the reader copied it out).
        case capture(CaptureReader, dumpOpen: Bool)
        case dump(HierarchyBuilder)
        case controllers(ControllerTreeReader)

        static func capture(_ reader: CaptureReader) -> Block {
            .capture(reader, dumpOpen: reader.isInDump && reader.dump != nil)
        }
    }

    struct PendingEntry {
        var bytes: [UInt8]
        var line: Int
        /// How many lines the entry was cut into so far.
        var pieces = 1
        /// The width of the first line, and whether the lines joined to it so far were as wide.
        var firstWidth: Width
        var hardWrapped = false
        /// Set when the pieces so far differ in width, as a word wrap's do (`fold -s`): the last
        /// piece's width and the widest's. The next line goes on the entry only if its first word
        /// would not have fitted after the last piece.
        var wordWrap: (last: Int, widest: Int)?

        init(bytes: [UInt8], line: Int) {
            self.bytes = bytes
            self.line = line
            firstWidth = Width(bytes)
        }

        /// A line's width in bytes (as `fold` cuts) and in characters (as a terminal does, and an
        /// editor): a paste wrapped at a width cuts each piece but the last as wide as the first.
        struct Width: Equatable {
            var bytes: Int
            var characters: Int

            init(_ line: [UInt8]) {
                bytes = line.count
                characters = line.reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
            }

            func isAsWide(as other: Width) -> Bool { bytes == other.bytes || characters == other.characters }
        }
    }

    /// The most lines one entry is joined from: a long description hard-wrapped at 60 or 80 columns
    /// (a narrow terminal's copy, an email) takes three or four.
    static let wrapPieces = 4

    /// A line that opens a block only if the next line says so: a view's or controller's
    /// description behind what may be a tool's prefix (`[10:11:12]: ▸ <UIView: 0x…>`), or with
    /// prose after it (`<CATransformLayer: 0x…> - changing property…`), is a dump's root when the
    /// next line is a child with the same prefix, and ordinary output otherwise; an entry behind what
    /// may be a tool's prefix (`[iOSLog] [IOS_SYSLOG_ROW]     "<NSLayoutConstraint:0x…`, an excerpt
    /// that starts inside a report) opens a list when the next line has the same prefix, and is
    /// noted as a mention otherwise. A report's header is never the line that says so, so that an
    /// input cut before a header reads as the whole does.
    struct PendingStart {
        /// As cleaned, with the tool's prefix on.
        var line: CleanLine
        var number: Int
        var span: Range<Int>?
        var tool: ToolPrefix?
        /// What the line is without the prefix: `.viewLine`, `.controllerLine` or `.entry`.
        var kind: LineKind
    }

    public var file: String { context.file }
    /// What the finished blocks hold so far (an open block is not in it; see `finish`).
    public var result: ParseResult { context.result }

    package init(file: String, source: InputFile? = nil) {
        context = ReadContext(file: file, source: source, spool: nil)
    }

    init(file: String, source: InputFile?, spool: DumpSpool?) {
        context = ReadContext(file: file, source: source, spool: spool)
    }

    /// Whether a report's header (and perhaps UIKit's advice) is all that was read of the open block:
    /// no list yet, no broken constraint. A live view waits for more before it shows such a report,
    /// which `finish` would close as one that names no constraint.
    public var isAwaitingAReportsList: Bool {
        guard pendingEntry == nil, case .report(let report) = block else { return false }
        return report.phase == .preamble && !report.isFragment
    }

    /// Whether the parser is inside a block and must see every line.
    public var isInsideBlock: Bool {
        if pendingOpen != nil || pendingEntry != nil || pendingStart != nil || pendingHead != nil { return true }
        return blockState != .none
    }

    /// Whether the next view lines go straight into an open dump (see `appendViewLines`): one is
    /// open, and no entry waits for its continuation.
    var isInDump: Bool {
        guard pendingEntry == nil, pendingHead == nil else { return false }
        return blockState == .takingViewLines
    }

    /// The open block as `isInsideBlock` and `isInDump` ask about it.
    enum BlockState {
        case none
        /// A dump, or a capture whose dump is open (a capture's dump starts with its first view line,
        /// which comes through `consume`).
        case takingViewLines
        case other

        init(_ block: Block) {
            switch block {
            case .none: self = .none
            case .dump, .capture(_, dumpOpen: true): self = .takingViewLines
            default: self = .other
            }
        }
    }

    /// Gives `body` the open dump to append view lines to, in place (`isInDump` must be true).
    mutating func appendViewLines(_ body: (inout HierarchyBuilder) -> Void) {
        switch block {
        case .dump(var dump):
            block = .none
            body(&dump)
            context.noteLevelSkips(&dump)
            block = .dump(dump)
        case .capture(var capture, true):
            block = .none
            body(&capture.dump!)
            context.noteLevelSkips(&capture.dump!)
            block = .capture(capture)
        default:
            break
        }
    }

    /// Reads one line (without its newline); `number` is 1-based, `offset` where the line starts
    /// in the source file.
    public mutating func consume(_ raw: UnsafeBufferPointer<UInt8>, number: Int, offset: Int? = nil) {
        if pendingEntry == nil, pendingHead == nil {
            let span = offset.map { $0..<$0 + raw.count }
            // A dump's view lines are only collected here; they become nodes when someone asks.
            switch block {
            case .dump(var dump) where dump.accepts(raw):
                block = .none
                dump.append(raw, number: number, span: span)
                context.noteLevelSkips(&dump)
                block = .dump(dump)
                return
            case .capture(var capture, _)
            where capture.isInDump
                && (capture.dump?.continuesText(raw) == true || HierarchyBuilder.isViewLine(raw)
                    || capture.dump != nil && HierarchyBuilder.isCutViewLine(raw)):
                block = .none
                capture.appendViewLine(raw, number: number, span: span, &context)
                block = .capture(capture)
                return
            case .report(let report) where ReportReader.isAdvice(raw, report.phase):
                // UIKit's advice around its list, in every report: nothing to read in it.
                return
            default:
                break
            }
        }
        consume(line: Array(raw), number: number, offset: offset)
    }

    /// Whether a line the parser's dispatch sees (`consume`'s quick look did not take it: a line it
    /// cleaned) is one of the open dump's: a view line of its kind; for AppKit's, a `TIME` line, and
    /// a view line behind a prefix only when it is indented (a child: a console that prefixes every
    /// line of the dump); one that is not indented is a root, and opens a dump of its own (NSLog puts
    /// its prefix on a dump's first line only, and a prompt stands before a root).
    static func dump(_ dump: HierarchyBuilder, takes line: CleanLine, _ kind: LineKind) -> Bool {
        if line.bytes.withUnsafeBufferPointer({
            dump.continuesText(UnsafeBufferPointer(rebasing: $0[line.message]), afterLogPrefix: line.prefix.isPresent)
        }) {
            return true
        }
        switch (dump.kind, kind) {
        // A second line with no bars is another dump's root, not a child of this one's; nor, in a
        // dump pasted from below its root, is a line with no more bars than the root's.
        case (.recursiveDescription, .viewLine):
            if dump.lineCount == 0 { return true }
            return line.bytes[line.message.lowerBound] != ASCII.lessThan
                && line.bytes.withUnsafeBufferPointer {
                    dump.isUnderTheRoot(UnsafeBufferPointer(rebasing: $0[line.message]))
                }
        case (.subtreeDescription, .subtreeLine):
            if !line.prefix.isPresent, line.bytes[line.message.lowerBound] == ASCII.openBracket { return true }
            return (SubtreeLine.depth(of: line) ?? 0) > 0
        case (.subtreeDescription, .other):
            return line.bytes.withUnsafeBufferPointer {
                SubtreeLine.isContinuation(UnsafeBufferPointer(rebasing: $0[line.message]))
            }
        // A line with no bars is another trace's root.
        case (.autolayoutTrace, .traceLine): return (TraceLine.parts(line)?.depth ?? 0) > 0
        // What the trace says of a view, which a wrap put on a line of its own (`|   *UILabel:0x…'-`
        // then `  AMBIGUOUS LAYOUT for UILabel:0x….Width{id: 26}`): the trace goes on after it.
        case (.autolayoutTrace, .ambiguityLine): return dump.lineCount > 0 && line.hasPrefix("AMBIGUOUS LAYOUT")
        default: return false
        }
    }

    /// Whether a line inside a tree (a view dump, a controller tree) is the poster's elision (`   | ...`).
    static func isElision(_ line: CleanLine, _ kind: LineKind) -> Bool {
        (kind == .other || kind == .ellipsis) && HierarchyLineReader.isElision(line.bytes[line.message])
    }

    /// What a stream's dump keeps of a cleaned line: the message of a UIKit line (its bars tell its
    /// depth); an AppKit line up to the end of its message with what stands before it, since its
    /// depth is its indentation, which the message has lost (a file's dump reads its raw lines again,
    /// and reads them the same).
    static func kept(_ line: CleanLine, _ kind: DumpKind) -> Range<Int> {
        switch kind {
        case .recursiveDescription:
            // With the blanks it ends with, as the file keeps them: a wrap may have cut it after one.
            var end = line.message.upperBound
            while end < line.bytes.count, ASCII.isSpace(line.bytes[end]) { end += 1 }
            return line.message.lowerBound..<end
        case .autolayoutTrace: return line.message
        case .subtreeDescription: return 0..<line.message.upperBound
        }
    }

    /// Whether a line opens a report whatever block is open before it, so that an input can be
    /// cut just before it and its parts read on their own (`ParallelScan`, `StreamScan`): a line
    /// the reader takes as UIKit's header, which no open block keeps. Not a view line (a dump
    /// would take it), not UIKit's advice (a report passes over it), not a line ending as an entry
    /// does (`join` would continue an entry a line break cut with it), not a one-line report whose
    /// first line is no header. A damaged paste can splice
    /// the header into an entry (`"<NSLayoutConstraint:0x… 'UIView-Encapsulated-Layout-Wr … Unable
    /// to simultaneously satisfy constraints.`): the whole reads that as an entry, so no cut there.
    static func opensAReportWhateverIsOpen(_ raw: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !HierarchyBuilder.isViewLine(raw), !ReportReader.isAdvice(raw, .preamble),
            !ReportReader.isAdvice(raw, .afterBroken)
        else { return false }
        let line = CleanLine(raw: Array(raw))
        guard case .unableHeader = LineClassifier.classify(line), let last = line.bytes[line.message].last,
            last != ASCII.comma, last != ASCII.doubleQuote, last != ASCII.greaterThan
        else { return false }
        // A report on one line is read as the lines it was (`Reflow`): the first must be the header
        // (`Make a(<NSContentSize… Unable to simultaneously…` is none).
        if let parts = Reflow.reportLines(line) {
            guard let first = parts.first, case .unableHeader = LineClassifier.classify(CleanLine(raw: first)) else {
                return false
            }
        }
        return true
    }

    /// Reads one line (without its newline); `number` is 1-based.
    public mutating func consume(line raw: [UInt8], number: Int, offset: Int? = nil) {
        if let held = pendingHead {
            pendingHead = nil
            // A header a wrap cut: the two lines read as the one they were.
            var next = raw[...]
            if let toolPrefix, let length = toolPrefix.length(in: raw) { next = next.dropFirst(length) }
            switch held.piece {
            case .phrase:
                if let joined = WrappedHeader.join(held.raw, next) {
                    read(joined, number: held.number, offset: nil, mayHold: false)
                    return
                }
            case .prefix:
                switch WrappedHeader.joinPrefix(held.raw, next, toolPrefix) {
                case (let joined, .header)?:
                    read(joined, number: held.number, offset: nil, mayHold: false)
                    return
                case (let joined, .head(let head))?:
                    // Cut again inside its phrase (`… MyApp[4242:1234567` `] [LayoutConstraints] Unable to sat` `isfy…`).
                    pendingHead = PendingHead(raw: joined, number: held.number, offset: nil, piece: .phrase(head))
                    return
                case nil:
                    break
                }
            case .controller:
                // The rest of the controller, when the next line is that and no line of its own (the
                // controller whole, after a label that ended its line).
                let piece = CleanLine(raw: Array(next))
                let labelEnds = CleanLine(raw: held.raw).bytes.last(where: { !ASCII.isSpace($0) }) == ASCII.colon
                if !piece.prefix.isPresent, let first = piece.bytes[piece.message].first,
                    (first == ASCII.lessThan) == labelEnds, piece.bytes[piece.message].contains(ASCII.greaterThan),
                    !Array(next).withUnsafeBufferPointer(Self.opensAReportWhateverIsOpen)
                {
                    var joined = held.raw
                    if joined.last == ASCII.carriageReturn { joined.removeLast() }
                    read(joined + next, number: held.number, offset: nil, mayHold: false)
                    return
                }
            }
            read(held.raw, number: held.number, offset: held.offset, mayHold: false)
        }
        read(raw, number: number, offset: offset, mayHold: true)
    }

    /// Reads one line; `mayHold`: a line that may be a header's first piece waits for the next.
    private mutating func read(_ raw: [UInt8], number: Int, offset: Int?, mayHold: Bool) {
        if let pending = pendingEntry, let wordWrap = pending.wordWrap,
            !Self.wouldNotFit(raw, after: wordWrap.last, widest: wordWrap.widest, toolPrefix)
        {
            pendingEntry = nil
            readUnclosed(pending)
        }
        if let pending = pendingEntry {
            pendingEntry = nil
            let inLabel = Self.opensLabel(pending.bytes)
            // A label whose text would start with the break (`…UILabel:0x…'` then `Drafts (3)'…`) was wrapped too.
            let wrapped =
                pending.hardWrapped || pending.bytes.last == ASCII.quote
                || (inLabel && wrapWidth?.isAsWide(as: pending.firstWidth) == true)
            if let joined = Self.join(pending.bytes, raw, toolPrefix, hardWrapped: wrapped) {
                if !inLabel, pending.pieces == 1 { wrapWidth = pending.firstWidth }
                // The previous entry was cut by a line break: read the two as one, or, when the two
                // are still cut and the piece was as wide as the first (a paste wrapped at a width),
                // wait for the next piece.
                let line = CleanLine(raw: joined)
                let kind = LineClassifier.classify(line)
                let width = Self.pieceWidth(raw, toolPrefix)
                var longer = pending
                longer.bytes = line.bytes
                longer.pieces += 1
                longer.hardWrapped = true
                if Self.isCut(line, kind) {
                    if pending.pieces < Self.wrapPieces, width.isAsWide(as: pending.firstWidth) {
                        pendingEntry = longer
                    } else if pending.pieces < Self.wrapPieces, pending.wordWrap != nil || pending.pieces == 1,
                        max(width.bytes, pending.firstWidth.bytes) >= TextContinuation.wrapWidth,
                        width.bytes + TextContinuation.wordSlack >= max(width.bytes, pending.firstWidth.bytes)
                    {
                        // Pieces of other widths, the last near the widest: a word wrap's, maybe.
                        longer.wordWrap = (
                            width.bytes, max(width.bytes, pending.wordWrap?.widest ?? pending.firstWidth.bytes)
                        )
                        pendingEntry = longer
                    } else {
                        // Still cut where the pieces end (the paste or the logger cut it): read as
                        // far as it goes, as a description cut on one line is.
                        readUnclosed(longer)
                    }
                    return
                }
                handle(line, number: pending.line, span: nil, joined: true, kind: kind)
                return
            }
            readUnclosed(pending)
        }
        if let held = pendingStart {
            pendingStart = nil
            let next = CleanLine(raw: raw, stripping: held.tool)
            let prefixed = held.tool == nil || next.toolPrefix != nil
            if prefixed, held.kind == .controllerLine, next.message.isEmpty {
                // `_printHierarchy` across blank lines (a console's): its first child may come after one.
                pendingStart = held
                return
            }
            // A line a stream or a part may be cut before (a header, as a part that starts with it
            // reads it) never confirms: the part before ends with the held line unconfirmed.
            let opensAReport = raw.withUnsafeBufferPointer { Self.opensAReportWhateverIsOpen($0) }
            if prefixed, !opensAReport, Self.confirms(next, held.kind),
                held.kind != .traceLine || TraceLine.parts(next)?.depth ?? 0 > TraceLine.parts(held.line)?.depth ?? 0
            {
                // The block opens at the held line; the prefix comes off its lines.
                let line = held.tool.map { CleanLine(raw: held.line.bytes, stripping: $0) } ?? held.line
                start(line, LineClassifier.classify(line), held.number, span: held.span, tool: held.tool, held: true)
                handle(next, number: number, span: offset.map { $0..<$0 + raw.count }, joined: false)
                return
            }
            dropHeld(held)
        }
        // A unified-log entry printed as JSON (`log stream --style ndjson`): its message read as the
        // lines it was, the first behind the entry's time and process.
        if let lines = UnifiedLogEntry.lines(raw) {
            for part in lines { handle(CleanLine(raw: part), number: number, span: nil, joined: true) }
            return
        }
        if mayHold, let head = raw.withUnsafeBufferPointer(WrappedHeader.head(endOf:)) {
            pendingHead = PendingHead(raw: raw, number: number, offset: offset, piece: .phrase(head))
            return
        }
        var line = CleanLine(raw: raw, stripping: toolPrefix)
        // Outside any block, a tool's prefix no header has taught yet may stand before the piece's.
        if mayHold, WrappedHeader.isPrefixPiece(line, behindATool: blockState == .none) {
            pendingHead = PendingHead(raw: raw, number: number, offset: offset, piece: .prefix)
            return
        }
        if mayHold, Self.cutsItsController(line) {
            pendingHead = PendingHead(raw: raw, number: number, offset: offset, piece: .controller)
            return
        }
        // The phrase looked for in the raw line: with the tool's prefix off, a log prefix read from
        // what is left may swallow it (`… +0100 MUnable to simultaneously…yApp[4242:…]`, a process name).
        if toolPrefix != nil, Self.holdsAHeadersPhrase(raw) { line = Self.headerAsAPartReadsIt(line, raw) }
        handle(line, number: number, span: offset.map { $0..<$0 + raw.count }, joined: false)
        // An entry this line left cut: its width as the paste had it (before escapes were undone).
        if pendingEntry?.line == number { pendingEntry?.firstWidth = Self.pieceWidth(raw, toolPrefix) }
    }

    /// Whether a line is a capture's label with its controller after it, cut before its `>` by a wrap
    /// (`… constraint conflict in viewController:<MyApp.Prof`), or the label of a conflict the hook
    /// ignored with nothing after it (`… ignore conflict in UIKit:`, a wrap having cut right there).
    static func cutsItsController(_ line: CleanLine) -> Bool {
        let message = line.bytes[line.message]
        // Every line of a block is asked: most are told by their last byte, or by holding no label.
        guard let last = message.last, last != ASCII.greaterThan, last != ASCII.comma, last != ASCII.doubleQuote,
            message.withUnsafeBufferPointer({ Platform.find(controllerLabels, in: $0.baseAddress!, count: $0.count) })
                != nil
        else { return false }
        if message.count >= Phrase.captureIgnored.length,
            message.suffix(Phrase.captureIgnored.length).elementsEqual(
                UnsafeBufferPointer(start: Phrase.captureIgnored.utf8Start, count: Phrase.captureIgnored.length))
        {
            return true
        }
        guard message.count >= TextContinuation.wrapWidth / 2, message.last != ASCII.greaterThan,
            let open = message.lastIndex(of: ASCII.lessThan), !message[open...].contains(ASCII.greaterThan)
        else { return false }
        let before = line.bytes[line.message.lowerBound..<open]
        return [Phrase.captureIgnored, Phrase.captureController, Phrase.captureControllerChinese].contains { label in
            before.count >= label.length
                && before.suffix(label.length).elementsEqual(
                    UnsafeBufferPointer(start: label.utf8Start, count: label.length))
        }
    }

    /// Whether a word wrap as wide as `widest` would have put the first word of `raw` on a line of its
    /// own after a piece `last` wide: it would not have fitted.
    static func wouldNotFit(_ raw: [UInt8], after last: Int, widest: Int, _ tool: ToolPrefix?) -> Bool {
        var line = raw[...]
        if let tool, let length = tool.length(in: raw) { line = line.dropFirst(length) }
        let word = line.drop(while: ASCII.isSpace).prefix { !ASCII.isSpace($0) && $0 != ASCII.carriageReturn }
        return !word.isEmpty && last + 1 + word.count > widest
    }

    private static let controllerLabels = Platform.Needles(["conflict in ", "viewController:"])

    /// A line's width as a paste wrapped it, without the tool's prefix (which a tool adds after).
    static func pieceWidth(_ raw: [UInt8], _ tool: ToolPrefix?) -> PendingEntry.Width {
        var raw = raw[...]
        if raw.last == ASCII.carriageReturn { raw = raw.dropLast() }
        if let tool, let length = tool.length(in: Array(raw)) { raw = raw.dropFirst(length) }
        return PendingEntry.Width(Array(raw))
    }

    /// Whether a raw line holds UIKit's or AppKit's header phrase anywhere.
    static func holdsAHeadersPhrase(_ raw: [UInt8]) -> Bool {
        raw.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            return Platform.find(Phrase.unable, in: base, count: buffer.count) != nil
                || Platform.find(Phrase.conflicting, in: base, count: buffer.count) != nil
        }
    }

    /// A line of a report under a tool's prefix that holds a header's phrase, but is no header
    /// once the prefix is off (a header spliced into an entry, `[10:11:22]: ▸ "<NSLayoutConstraint:0x…
    /// Unable to simultaneously…`): read as the header it is with the prefix on, as a part of the
    /// input that starts at that line reads it (it has no prefix learnt yet), so that the input
    /// reads the same in parts as whole. A report header is a callback.
    static func headerAsAPartReadsIt(_ stripped: CleanLine, _ raw: [UInt8]) -> CleanLine {
        switch LineClassifier.classify(stripped) {
        case .unableHeader, .conflictingHeader: return stripped
        default: break
        }
        let whole = CleanLine(raw: raw)
        switch LineClassifier.classify(whole) {
        case .unableHeader, .conflictingHeader: return whole
        default: return stripped
        }
    }

    /// An entry whose `>` never came (the next line does not continue it, or the input ended): its
    /// address is still a constraint, read as far as it goes.
    mutating func readUnclosed(_ pending: PendingEntry) {
        let line = CleanLine(raw: pending.bytes)
        if case .willAttempt = LineClassifier.classify(line) {
            // AppKit's recover line, its constraint cut: read as far as it goes.
            handle(line, number: pending.line, span: nil, joined: true)
            return
        }
        guard let open = line.bytes[line.message].firstIndex(of: ASCII.lessThan) else {
            context.diagnose(pending.line, DiagnosticMessage.unclosedEntry, text: line.messageText)
            return
        }
        var end = line.message.upperBound
        // `"<…",` keeps its quote and comma out of the description.
        while end > open + 1, line.bytes[end - 1] == ASCII.comma || line.bytes[end - 1] == ASCII.doubleQuote {
            end -= 1
        }
        handle(line, number: pending.line, span: nil, joined: true, kind: .entry(open..<end))
    }

    /// Whether a line is a constraint's description cut by a line break: an entry with no closing
    /// `>`, or AppKit's recover line with its constraint on it so cut (`…breaking constraint
    /// <NSLayoutConstraint:0x… NSTextFie` and `ld:0x….width >= 120   (active)>.` next).
    static func isCut(_ line: CleanLine, _ kind: LineKind) -> Bool {
        switch kind {
        case .brokenEntry: return true
        case .willAttempt(let rest):
            guard let open = line.bytes[rest].firstIndex(of: ASCII.lessThan) else { return false }
            return LineClassifier.entryRange(line, from: open) == .brokenEntry
        default: return false
        }
    }

    /// An entry cut by a line break joined with the next line, when that line continues it. A line
    /// that opens a description of its own (`"<NSLayoutConstraint:0x…`) never does: it is the next
    /// entry, and the cut one is read as far as it goes (joined, the next entry was lost in it).
    static func join(_ pending: [UInt8], _ next: [UInt8], _ tool: ToolPrefix? = nil, hardWrapped: Bool = false)
        -> [UInt8]?
    {
        let continuation = CleanLine(raw: next, stripping: tool)
        var piece = continuation.bytes[continuation.message]
        let kind = LineClassifier.classify(continuation)
        // The description's `>` wrapped onto a line of its own: cleaned away as a markdown quote's.
        let text = continuation.bytes.trimmed(0..<continuation.bytes.count)
        if piece.isEmpty, text.count == 1, continuation.bytes[text.lowerBound] == ASCII.greaterThan {
            piece = [ASCII.greaterThan][...]
        }
        switch kind {
        case .entry, .brokenEntry: return nil
        default: break
        }
        // A piece cut out of a description may pass for a trace's root (`LayoutGuide:0x…'…']-(0)-|`).
        guard !piece.isEmpty,
            kind == .other || kind == .traceLine || piece.last == ASCII.comma || piece.last == ASCII.doubleQuote
                || piece.last == ASCII.greaterThan
        else { return nil }
        var joined = pending
        // Inside an open label the break was part of the text, unless the paste was wrapped at a
        // width (the piece before was as wide as the first); elsewhere a paste wrapped the line.
        if opensLabel(pending), !hardWrapped {
            joined.append(ASCII.newline)
        } else if wrapDroppedASpace(joined, piece) || Self.wrappedAtASpace(continuation, joined) {
            joined.append(ASCII.space)
        }
        joined.append(contentsOf: piece)
        return joined
    }

    /// Whether a hard wrap fell on a space that the paste dropped: after an operator that stands
    /// alone (` +`, `==`, `,`) or before one. A wrap inside a word (`Encap|sulated`) keeps no space.
    static func wrapDroppedASpace(_ before: [UInt8], _ piece: ArraySlice<UInt8>) -> Bool {
        guard let last = before.last, last != ASCII.space else { return false }
        let next = piece.first
        // A relation cut in two (`=` `= 16`, `>` `= 200`) keeps no space inside it.
        if next == ASCII.equals, last == ASCII.equals || last == ASCII.greaterThan || last == ASCII.lessThan {
            return false
        }
        if let next, next == ASCII.plus || next == ASCII.star || next == ASCII.equals { return true }
        // A relation (`>= 200`), or what UIKit writes after a description's body (`(active)`, `(names: …`).
        if piece.starts(with: ">=".utf8) || piece.starts(with: "<=".utf8) || piece.starts(with: "(active".utf8)
            || piece.starts(with: "(inactive".utf8) || piece.starts(with: "(names:".utf8)
            || piece.starts(with: "(Names:".utf8)
        {
            return true
        }
        // What UIKit writes after a space inside a description: an autoresizing mask (`h=--&`) after
        // the address, a visual format (`H:|-(0)-[…`, `V:[…`) after the address or identifier.
        if piece.count >= 3, piece.starts(with: "h=".utf8),
            piece[piece.startIndex + 2] == ASCII.minus || piece[piece.startIndex + 2] == 0x26
        {
            return true
        }
        if piece.count >= 3, piece.starts(with: "H:".utf8) || piece.starts(with: "V:".utf8),
            piece[piece.startIndex + 2] == ASCII.pipe || piece[piece.startIndex + 2] == ASCII.openBracket
        {
            return true
        }
        if last == ASCII.comma || last == ASCII.equals { return true }
        if before.count >= 2, before[before.count - 2] == ASCII.space,
            last == ASCII.plus || last == ASCII.minus || last == ASCII.star
        {
            return true
        }
        return false
    }

    /// Whether a wrap fell on a space the next line kept (`fold` keeps it there): one blank before
    /// its message, where an indented line has several.
    static func wrappedAtASpace(_ continuation: CleanLine, _ before: [UInt8]) -> Bool {
        let start = continuation.message.lowerBound
        guard let last = before.last, last != ASCII.space, start >= 1,
            continuation.bytes[start - 1] == ASCII.space
        else { return false }
        return start == 1 || !ASCII.isSpace(continuation.bytes[start - 2])
    }

    /// Whether the text ends inside a quoted label (`…UILabel:0x…'Hello`).
    static func opensLabel(_ bytes: [UInt8]) -> Bool {
        guard let quote = bytes.lastIndex(of: ASCII.quote), quote > 3 else { return false }
        // Right after an address (`:0x…'`): the closing quote of `'Save'` follows a hex digit too.
        var digits = quote
        while digits > 0, ASCII.isHexDigit(bytes[digits - 1]) { digits -= 1 }
        return digits < quote && digits >= 3 && bytes.matches(":0x", at: digits - 3)
            && !bytes[quote...].contains(ASCII.dot)
    }

    /// Hands a line to the open block, or, when it is not part of it, ends the block and starts
    /// whatever the line opens.
    mutating func handle(_ line: CleanLine, number: Int, span: Range<Int>?, joined: Bool, kind given: LineKind? = nil) {
        let kind = given ?? LineClassifier.classify(line)
        switch kind {
        case .unableHeader, .conflictingHeader:
            // A whole report on one line: read as the lines it was.
            if let lines = Reflow.reportLines(line) {
                for part in lines { handle(CleanLine(raw: part), number: number, span: nil, joined: true) }
                return
            }
        case .entry where line.bytes[line.message.lowerBound] == ASCII.openParen:
            // A list's `(` and its entries joined on one line: read as the lines they were. The last
            // may be an entry the input cut, or that a wrap goes on with on the next line, as any line.
            if let lines = Reflow.listLines(line) {
                for (index, part) in lines.enumerated() {
                    handle(CleanLine(raw: part), number: number, span: nil, joined: index < lines.count - 1 || joined)
                }
                return
            }
        case .other, .viewLine, .controllerLine:
            // A dump printed as one string, its line breaks escaped: read as the lines it was.
            if let lines = Reflow.escapedLines(line) {
                for part in lines { handle(CleanLine(raw: part), number: number, span: nil, joined: true) }
                return
            }
            // A dump whose line breaks a page collapsed, its rows joined by their bars.
            if kind != .other, let lines = Reflow.collapsedTreeLines(line) {
                for part in lines { handle(CleanLine(raw: part), number: number, span: nil, joined: true) }
                return
            }
            if case .other = kind, let entry = Reflow.strippedEntry(line) {
                handle(CleanLine(raw: entry), number: number, span: span, joined: joined)
                return
            }
        default:
            break
        }
        if !joined, Self.isCut(line, kind) {
            pendingEntry = PendingEntry(bytes: line.bytes, line: number)
            return
        }
        // Taken out whole (swapped out, not copied: no retain and release of each of its lists), so
        // the reader bound below is the only reference to its lists and grows them in place.
        var current = Block.none
        swap(&current, &block)
        switch consume current {
        case .none:
            break
        case .report(var report):
            if report.read(line, kind, number, &context) {
                block = .report(report)
                return
            }
            report.finish(atEnd: false, &context)
        case .capture(var capture, _):
            switch capture.read(line, kind, number, span: span, &context) {
            case .keep:
                block = .capture(capture)
                return
            case .complete:
                capture.finish(atEnd: false, &context)
                return
            case .notPart:
                capture.finish(atEnd: false, &context)
            }
        case .dump(var dump):
            if Self.dump(dump, takes: line, kind) {
                line.bytes.withUnsafeBufferPointer {
                    dump.append(
                        UnsafeBufferPointer(rebasing: $0[Self.kept(line, dump.kind)]), number: number, span: span)
                }
                context.noteLevelSkips(&dump)
                // A trace's view that the trace says is ambiguous: a view of the tree, and noted.
                if case .autolayoutTrace = dump.kind, line.contains("AMBIGUOUS LAYOUT") {
                    AmbiguityReader.read(line, number, &context)
                }
                block = .dump(dump)
                return
            }
            // A view with bars that the dump did not take: one no deeper than a pasted dump's first.
            if dump.rootBars > 0, case .viewLine = kind, line.bytes[line.message.lowerBound] != ASCII.lessThan {
                context.diagnose(number, .viewAbovePastedDump(bars: Int(dump.rootBars)), text: line.messageText)
            }
            if dump.kind != .subtreeDescription, Self.isElision(line, kind) {
                // The poster's `...` among the views: the dump goes on after it.
                context.diagnose(number, .viewsElided, text: line.messageText)
                line.bytes.withUnsafeBufferPointer {
                    dump.passOver(UnsafeBufferPointer(rebasing: $0[line.message]), elided: true)
                }
                block = .dump(dump)
                return
            }
            // A blank line inside the tree (a paste's, a page's that doubled every line break, a
            // console's): the depths go on after it. A view line with no bars after it is the next
            // dump's root, as right after the dump.
            if case .blank = kind {
                line.bytes.withUnsafeBufferPointer { dump.passOver(UnsafeBufferPointer(rebasing: $0[line.message])) }
                block = .dump(dump)
                return
            }
            if case .subtreeDescription = dump.kind {
                // The legend ends the tree: it is AppKit's, nothing to read or note in it (unless a
                // report's header was spliced into it, which opens the report as anywhere else).
                if SubtreeLine.isLegend(line), case .other = kind {
                    context.result.hierarchies.append(context.finish(dump))
                    return
                }
            }
            context.result.hierarchies.append(context.finish(dump))
        case .controllers(var tree):
            // The rest of a controller's line a wrap cut (a description, after its `view:`).
            if tree.readPiece(line, kind, context) {
                block = .controllers(tree)
                return
            }
            if case .controllerLine = kind, tree.read(line, number, context) {
                for skip in tree.takeLevelSkips() {
                    context.diagnose(
                        skip.number, .controllersLeftOut(above: skip.above, bars: skip.bars), text: skip.text)
                }
                block = .controllers(tree)
                return
            }
            // A blank line inside the tree (a paste's, a console's): the depths go on after it.
            if case .blank = kind {
                tree.passBlank()
                block = .controllers(tree)
                return
            }
            // The poster's `...` among the controllers: the tree goes on after it.
            if Self.isElision(line, kind) {
                context.diagnose(number, .controllersElided, text: line.messageText)
                tree.passElision()
                block = .controllers(tree)
                return
            }
            tree.finish(&context)
        }
        start(line, kind, number, span: span)
    }

    /// Reads a line outside any block: it may open one. `tool`: the prefix learnt for the block
    /// the line opens, before it came (a dump's, from its root and first child).
    /// `held`: the line was a `PendingStart` the next line confirmed.
    mutating func start(
        _ line: CleanLine, _ kind: LineKind, _ number: Int, span: Range<Int>?, tool: ToolPrefix? = nil,
        held: Bool = false
    ) {
        let open = pendingOpen
        pendingOpen = nil
        toolPrefix = tool
        // A block learns its own wrap (an input read in parts reads as the whole).
        wrapWidth = nil
        switch kind {
        case .unableHeader(let appKit):
            let line = learnToolPrefix(line, [Phrase.unable])
            var report = ReportReader(context.callback(line, number, appKit ? .appkit : .uikit), phase: .preamble)
            if !appKit, line.message.count >= Phrase.unable.length,
                line.bytes.matches(Phrase.unable, at: line.message.upperBound - Phrase.unable.length)
            {
                report.heading = line.messageText
            }
            block = .report(report)
        case .conflictingHeader:
            let (line, kind) = learningToolPrefix(line, kind, [Phrase.conflicting]) {
                if case .conflictingHeader = $0 { return true } else { return false }
            }
            guard case .conflictingHeader(let rest) = kind else { return }
            let phase: ReportReader.Phase = line.bytes[rest].contains(ASCII.openParen) ? .list : .preamble
            var callback = context.callback(line, number, .appkit)
            callback.opensWithConflictingHeader = true
            block = .report(ReportReader(callback, phase: phase))
        case .captureStart, .captureController:
            let (line, kind) = learningToolPrefix(line, kind, Phrase.captureOpenings.map(\.label)) {
                switch $0 {
                case .captureStart, .captureController: return true
                default: return false
                }
            }
            var capture = CaptureReader(context.callback(line, number, .capture), toolPrefix: toolPrefix)
            if case .captureController = kind { _ = capture.read(line, kind, number, span: span, &context) }
            block = .capture(capture)
        case .captureIgnored(let rest):
            CaptureReader.attachIgnored(ControllerTreeReader.readControllerRef(line.bytes, rest), number, &context)
        case .entry(let range):
            // A list pasted without its header; outside a report only a constraint class starts one
            // (`NSLayoutConstraint`, `MASLayoutConstraint`, …).
            guard open != nil || Self.entryClassName(line.bytes, range).hasSuffix("Constraint") else { return }
            var report = ReportReader(context.callback(line, open ?? number, .list), phase: .list)
            report.opensWithParen = open != nil
            report.list.add(line, range, number, &context)
            block = .report(report)
        case .open:
            pendingOpen = number
        case .blank:
            // A header-less list may leave a blank line between its `(` and its first entry.
            pendingOpen = open
        case .willAttempt:
            // The tail of a report whose header and list are not in the input: read to be noted.
            // Behind a tool's prefix, the prefix comes off the constraint's line after it.
            let (line, kind) = learningToolPrefix(line, kind, [Phrase.willAttempt]) {
                if case .willAttempt = $0 { return true } else { return false }
            }
            guard case .willAttempt(let rest) = kind else { return }
            var report = ReportReader(context.callback(line, number, .list), phase: .afterList, isFragment: true)
            if let range = ReportReader.entry(in: line, rest) {
                report.list.setBroken(line, range, number, &context)
                report.phase = .afterBroken
            } else {
                report.phase = .expectBroken
            }
            block = .report(report)
        case .viewLine, .subtreeLine:
            var line = line
            let whole = line.whole
            // A root glued to what printed it, behind a tool's prefix (`app_1  | "<UIView: 0x…`,
            // `app_1  | [   A  ] h=--- …`): the prefix comes off the dump's lines.
            if tool == nil,
                let tool = kind == .viewLine
                    ? Self.toolPrefixBeforeARoot(whole)?.0 : Self.toolPrefixBeforeASubtreeRoot(whole)
            {
                toolPrefix = tool
                line = CleanLine(raw: whole.bytes, stripping: tool)
            }
            // A root with prose after its description, or with no fields (an object `po` printed), is a
            // dump only if a child follows it.
            if !held, kind == .viewLine, DumpRootReader.hasTextAfterRoot(line) || DumpRootReader.hasNoFields(line) {
                pendingStart = PendingStart(line: line, number: number, span: span, tool: toolPrefix, kind: kind)
                return
            }
            var dump = context.dump(
                at: number, kind: kind == .subtreeLine ? .subtreeDescription : .recursiveDescription,
                toolPrefix: toolPrefix)
            line.bytes.withUnsafeBufferPointer {
                dump.append(
                    UnsafeBufferPointer(rebasing: $0[Self.kept(line, dump.kind)]), number: number, span: span)
            }
            block = .dump(dump)
        case .controllerLine:
            var line = line
            if tool == nil, let (tool, _) = Self.toolPrefixBeforeARoot(line.whole) {
                toolPrefix = tool
                line = CleanLine(raw: line.whole.bytes, stripping: tool)
            }
            var tree = ControllerTreeReader()
            if tree.read(line, number, context) { block = .controllers(tree) }
        case .traceLine:
            // A trace's first line: noted if it says its view is ambiguous (a one-line trace
            // often does), a tree only when a deeper line follows it.
            if !held, line.contains("AMBIGUOUS LAYOUT") { AmbiguityReader.read(line, number, &context) }
            guard held else {
                pendingStart = PendingStart(line: line, number: number, span: span, tool: toolPrefix, kind: kind)
                return
            }
            var dump = context.dump(at: number, kind: .autolayoutTrace, toolPrefix: toolPrefix)
            line.bytes.withUnsafeBufferPointer {
                dump.append(UnsafeBufferPointer(rebasing: $0[line.message]), number: number, span: span)
            }
            block = .dump(dump)
        case .ambiguityLine:
            AmbiguityReader.read(line, number, &context)
        case .record:
            RecordReader.read(line, number, &context)
        case .brokenEntry:
            context.diagnose(number, DiagnosticMessage.unclosedEntry, text: line.messageText)
        case .other:
            if let (tool, kind) = Self.toolPrefixBeforeAnEntry(line) ?? Self.toolPrefixBeforeARoot(line)
                ?? Self.toolPrefixBeforeATraceRoot(line)
            {
                pendingStart = PendingStart(line: line, number: number, span: span, tool: tool, kind: kind)
            } else if LineClassifier.mentionsAReport(line) {
                context.diagnose(number, DiagnosticMessage.mentionOutsideReport, text: line.messageText)
            }
        default:
            break
        }
    }

    /// A block's first line (a report's header, a capture's label) with a tool's prefix before the
    /// first of `phrases` on it: the prefix is learnt for the block's lines, and the line read without
    /// it (with the log prefix, if any, that follows it). Learnt from the whole line, as it was, even
    /// when the block before took the same prefix off it, so that a block reads the same in a part
    /// of the input that starts with it.
    private mutating func learnToolPrefix(_ line: CleanLine, _ phrases: [StaticString]) -> CleanLine {
        let whole = line.whole
        guard let at = phrases.lazy.compactMap({ whole.offset(of: $0) }).first,
            let tool = ToolPrefix.learn(whole, phrase: at)
        else { return whole }
        toolPrefix = tool
        var stripped = CleanLine(raw: whole.bytes, stripping: tool)
        // A log prefix inside the tool's (a logger's time before its level) still says when and
        // who, unless the app's own follows the tool's.
        if !stripped.prefix.isPresent, whole.prefix.isPresent {
            stripped.prefix.timestamp = whole.prefix.timestamp
            stripped.prefix.process = whole.prefix.process
            stripped.prefix.pid = whole.prefix.pid
        }
        return stripped
    }

    /// A block's first line (`kind`) with a tool's prefix learnt off it (`learnToolPrefix`), read
    /// again (what follows its phrase is elsewhere now) when it is still a line of its kind (`same`);
    /// otherwise the prefix is forgotten and the line read as it came.
    private mutating func learningToolPrefix(
        _ line: CleanLine, _ kind: LineKind, _ phrases: [StaticString], same: (LineKind) -> Bool
    ) -> (CleanLine, LineKind) {
        let learnt = learnToolPrefix(line, phrases)
        guard learnt.bytes != line.bytes else { return (learnt, kind) }
        let again = LineClassifier.classify(learnt)
        if same(again) { return (learnt, again) }
        toolPrefix = nil
        return (line, kind)
    }

    /// A held line the next line did not confirm: an entry is noted (it names a constraint outside
    /// any report), a root is ordinary output.
    private mutating func dropHeld(_ held: PendingStart) {
        if case .entry = held.kind {
            context.diagnose(held.number, DiagnosticMessage.mentionOutsideReport, text: held.line.messageText)
        }
    }

    /// A line too long to read (`LogScanner.lineLimit`), by its first bytes; the open block goes on.
    mutating func noteLongLine(number: Int, _ start: UnsafeBufferPointer<UInt8>) {
        context.diagnose(number, DiagnosticMessage.lineTooLong, text: String(decoding: start, as: UTF8.self) + "…")
    }

    /// Ends whatever block is open: at the end of the input (`atEnd`: a block still open there was
    /// cut off), or before the next part of it, which starts with a header.
    public mutating func finish(atEnd: Bool = true) {
        if let held = pendingHead {
            pendingHead = nil
            read(held.raw, number: held.number, offset: held.offset, mayHold: false)
        }
        if let pending = pendingEntry {
            pendingEntry = nil
            readUnclosed(pending)
        }
        let current = block
        block = .none
        pendingOpen = nil
        if let held = pendingStart {
            pendingStart = nil
            dropHeld(held)
        }
        switch consume current {
        case .none: break
        case .report(var report): report.finish(atEnd: atEnd, &context)
        case .capture(let capture, _): capture.finish(atEnd: atEnd, &context)
        case .dump(let dump): context.result.hierarchies.append(context.finish(dump))
        case .controllers(let tree): tree.finish(&context)
        }
    }
}
