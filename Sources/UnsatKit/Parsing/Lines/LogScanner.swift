/// Finds the lines of a log worth reading and feeds them to a `LogParser`.
///
/// Most of a console log is ordinary output, so outside a report the scanner does not look at
/// lines one by one: it jumps with `memchr` to the next `<` (every report, capture, UIKit view dump
/// and controller dump has one on its first line of substance), `AMBIGUOUS`, `{` (a capture record)
/// or one of a few phrases (`unsat_find_phrase`: a header, AppKit's ` h=--- v=---` view line),
/// and then looks back a few
/// lines for the header that opened the block ("Unable to simultaneously…", a capture label, a lone
/// `(`). Only those lines reach the parser; the rest is counted, not read.
public struct LogScanner {
    public private(set) var parser: LogParser
    /// 1-based number of the next line to read.
    public private(set) var nextLine: Int
    public private(set) var bytesRead = 0
    /// Why `read(_:range:)` stopped before the end, when a read failed: the caller must not take
    /// what was read for the whole input.
    package private(set) var readError: InputFile.ReadError?
    /// Unread bytes of a stream: an unfinished last line and the few lines kept for looking back.
    private var pending: [UInt8] = []
    /// How far back a block's header may stand from its first `<` line: UIKit's stands seven lines
    /// above its list's first entry, and a paste hard-wrapped at 60 to 80 columns cuts each line of
    /// its advice in two (and the header too).
    static let lookBackLines = 20
    /// The longest line read. A longer one (a binary blob, a runaway line, `/dev/zero`) is noted
    /// and stepped over, never held whole; a look back for a header never crosses it.
    public static let lineLimit = 1 << 20
    /// The rest of a line longer than `lineLimit` is being stepped over (its start was noted).
    private var inLongLine = false
    /// Set by `finish(followedByHeader: true)`: the next part starts with a header.
    private var headerFollows = false
    /// The last byte read: a last line with no newline after it is counted at the end.
    private var lastByte = ASCII.newline
    /// The input holds HTML entities near its start (`&lt;`, `&quot;`): a page's text, whose view
    /// dumps may be escaped with no `<` on their root's line, so the scan looks for `&lt;` too.
    private var escaped = false
    /// How many of the input's first bytes are looked at for entities.
    static let sniffLength = 64 << 10

    /// Offset in the source of the first byte not yet consumed.
    private var sourceOffset: Int

    /// `source` is the file being read (nil for a stream); `startOffset` where in it reading starts.
    package init(file: String, firstLine: Int = 1, source: InputFile? = nil, startOffset: Int = 0) {
        parser = LogParser(file: file, source: source)
        nextLine = firstLine
        sourceOffset = startOffset
    }

    /// A stream whose finished view dumps go to `spool` instead of memory.
    init(file: String, spool: DumpSpool?) {
        parser = LogParser(file: file, source: nil, spool: spool)
        nextLine = 1
        sourceOffset = 0
    }

    /// Reads a whole input at once.
    public static func parse(_ bytes: UnsafeRawBufferPointer, file: String) -> ParseResult {
        var scanner = LogScanner(file: file)
        scanner.scan(bytes, isComplete: true)
        return scanner.finish()
    }

    /// Reads a whole input given as bytes.
    public static func parse(_ bytes: [UInt8], file: String) -> ParseResult {
        bytes.withUnsafeBytes { parse($0, file: file) }
    }

    /// Bytes of a stream held for the next chunk: an unfinished line and the lines kept for a look back.
    var retainedBytes: Int { pending.count }

    /// Feeds the next chunk of a stream; an incomplete last line waits for the next chunk. The
    /// chunk is read where it is: only the lines that straddle the chunk before it, and what is
    /// left at its end, are copied.
    public mutating func feed(_ chunk: UnsafeRawBufferPointer) {
        var start = 0
        if !pending.isEmpty {
            // What waits, with enough of the chunk to finish it (its lines and a look back's worth).
            let waiting = pending.count
            let prefix = min(chunk.count, Self.straddle)
            pending.append(contentsOf: chunk[0..<prefix])
            let consumed = pending.withUnsafeBytes { scan($0, isComplete: false) }
            guard consumed >= waiting, prefix < chunk.count else {
                // Not yet past what waited (a long line): the rest of the chunk joins it.
                pending.removeFirst(consumed)
                if prefix < chunk.count { return feed(UnsafeRawBufferPointer(rebasing: chunk[prefix...])) }
                return
            }
            pending = []
            start = consumed - waiting
        }
        let consumed = start + scan(UnsafeRawBufferPointer(rebasing: chunk[start...]), isComplete: false)
        if consumed < chunk.count { pending = Array(chunk[consumed...]) }
    }

    /// How much of a new chunk is copied to finish the lines that waited for it.
    static let straddle = 64 << 10

    /// How much `read(_:range:)` reads at once: small enough that what the kernel copied in is still
    /// in the core's cache when it is scanned.
    static let readSize = 256 << 10

    /// Reads `input` (the part `range` of it, or all of it as a stream) straight into one buffer, whose
    /// unread tail moves to the front before each read: no byte is copied twice.
    package mutating func read(_ input: InputFile, range: Range<Int>? = nil) {
        var capacity = 2 * Self.readSize
        var buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 16)
        defer { buffer.deallocate() }
        var kept = 0
        if !pending.isEmpty {
            pending.withUnsafeBytes { buffer.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
            kept = pending.count
            pending = []
        }
        var offset = range?.lowerBound
        while true {
            var want = Self.readSize
            if let range, let position = offset { want = min(want, range.upperBound - position) }
            if want <= 0 { break }
            if kept + want > capacity {
                // A line longer than a chunk: grow.
                capacity = 2 * (kept + want)
                let larger = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 16)
                larger.copyMemory(from: buffer, byteCount: kept)
                buffer.deallocate()
                buffer = larger
            }
            let got: Int
            do {
                got = try input.read(into: buffer + kept, count: want, at: offset)
            } catch {
                readError = error
                break
            }
            if got == 0 { break }
            offset = offset.map { $0 + got }
            let total = kept + got
            let consumed = scan(UnsafeRawBufferPointer(start: buffer, count: total), isComplete: false)
            kept = total - consumed
            if kept > 0, consumed > 0 { buffer.copyMemory(from: buffer + consumed, byteCount: kept) }
        }
        pending = Array(UnsafeRawBufferPointer(start: buffer, count: kept))
    }

    /// Everything read so far, as `finish` would give it if the input ended here; the scanner is
    /// left exactly as it was and reads on.
    public func snapshot() -> ParseResult {
        var copy = self
        return copy.finish()
    }

    /// Ends the input: reads what is left and closes any open report. `followedByHeader`: this is
    /// a part of a larger input and the next part starts with a report's header, which ends any
    /// open block as it would have in the whole (nothing was cut off).
    public mutating func finish(followedByHeader: Bool = false) -> ParseResult {
        headerFollows = followedByHeader
        if !pending.isEmpty {
            let rest = pending
            pending = []
            rest.withUnsafeBytes { _ = scan($0, isComplete: true) }
        }
        parser.finish(atEnd: !followedByHeader)
        var result = parser.result
        result.settleLoneEntries()
        // Line numbers count newlines; a last line with none after it is a line too.
        let lines = nextLine - 1 + (lastByte == ASCII.newline ? 0 : 1)
        result.files.append(FileSummary(path: parser.file, lines: lines, bytes: bytesRead))
        return result
    }

    /// How lines end: told by the first line end of the input.
    enum LineEnds {
        case undecided
        /// `\n` (and `\r\n`, whose `\r` a line drops).
        case newline
        /// `\r` alone, as an old Mac editor saved them.
        case carriageReturn
    }

    /// Told by the input's first line end; a part of a larger input is told the whole's (its own
    /// first line end may be a stray `\r` inside a line).
    var lineEnds = LineEnds.undecided

    /// Reads the lines of `buffer` that matter. With `isComplete` false the last, unfinished line
    /// and (outside a block) the last few lines are left for the next call; returns the bytes consumed.
    @discardableResult
    mutating func scan(_ buffer: UnsafeRawBufferPointer, isComplete: Bool) -> Int {
        if lineEnds == .undecided { lineEnds = Self.lineEnds(of: buffer) }
        guard lineEnds == .carriageReturn else { return scanLines(buffer, isComplete: isComplete) }
        // Each `\r` read as the line end it is (into a copy: the buffer may be the caller's).
        var copy = Array(buffer)
        for index in copy.indices where copy[index] == ASCII.carriageReturn { copy[index] = ASCII.newline }
        return copy.withUnsafeBytes { scanLines($0, isComplete: isComplete) }
    }

    /// The line ends of an input whose first line end is in `buffer`: a `\r` not followed by `\n`
    /// makes every `\r` one. Undecided until a line end and the byte after it are there (till
    /// then nothing is consumed, as no line has ended).
    static func lineEnds(of buffer: UnsafeRawBufferPointer) -> LineEnds {
        guard let index = buffer.firstIndex(where: { $0 == ASCII.newline || $0 == ASCII.carriageReturn }) else {
            return .undecided
        }
        if buffer[index] == ASCII.newline { return .newline }
        guard index + 1 < buffer.count else { return .undecided }
        return buffer[index + 1] == ASCII.newline ? .newline : .carriageReturn
    }

    private mutating func scanLines(_ buffer: UnsafeRawBufferPointer, isComplete: Bool) -> Int {
        let count = buffer.count
        guard count > 0, let base = buffer.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return 0 }
        // Whether the input is a page's text, HTML entities and all (its start says, and stays said).
        // (The buffer starts where the input was read to, `bytesRead`.)
        if !escaped, bytesRead < Self.sniffLength {
            escaped = Platform.holdsEntities(base, count: min(count, Self.sniffLength - bytesRead))
        }
        var cursor = Cursor(base: base, count: count, escaped: escaped)
        var position = 0
        var line = nextLine
        let base0 = sourceOffset
        defer {
            nextLine = line
            if position > 0 { lastByte = base[position - 1] }
            bytesRead += position
            sourceOffset += position
        }
        if inLongLine {
            // The rest of a line too long to read: step over it to its newline.
            guard let end = cursor.lineEnd(from: 0) else {
                position = count
                return position
            }
            inLongLine = false
            line += 1
            position = end + 1
        }
        while position < count {
            if !parser.isInsideBlock {
                guard let trigger = cursor.nextTrigger(from: position) else {
                    if isComplete, headerFollows {
                        // The next part starts with a header, which the whole would have looked
                        // back from: read the lines it would have (a report's tail, a lone `(`).
                        readLookBack(cursor, from: &position, &line)
                        break
                    }
                    // Nothing more here. A stream keeps its last lines: a header may be among them.
                    let keep =
                        isComplete
                        ? count : cursor.startOfLine(back: Self.lookBackLines, before: count, notBefore: position)
                    pass(cursor, position..<keep, &line)
                    position = keep
                    if isComplete { noteLastLineIfLong(cursor, &line) }
                    break
                }
                let triggerLine = cursor.lineStart(of: trigger, notBefore: position)
                let triggerEnd = cursor.lineEnd(from: triggerLine)
                guard isComplete || triggerEnd != nil else {
                    let keep = cursor.startOfLine(back: Self.lookBackLines, before: triggerLine, notBefore: position)
                    pass(cursor, position..<keep, &line)
                    position = keep
                    break
                }
                if (triggerEnd ?? count) - triggerLine > Self.lineLimit {
                    // Too long to be a line of a report: noted and stepped over, with no look back.
                    pass(cursor, position..<triggerLine, &line)
                    parser.noteLongLine(number: line, cursor.slice(triggerLine..<triggerLine + 80))
                    line += triggerEnd == nil ? 0 : 1
                    position = min((triggerEnd ?? count) + 1, count)
                    continue
                }
                let start = cursor.blockStart(before: triggerLine, notBefore: position, lines: Self.lookBackLines)
                pass(cursor, position..<start, &line)
                position = start
                // Feed from the header to the trigger line; then the loop below reads on.
                readLines(cursor, upTo: triggerLine, from: &position, &line)
                if !parser.isInsideBlock, !cursor.triggerLineMatters(triggerLine) {
                    line += triggerEnd == nil ? 0 : 1
                    position = min((triggerEnd ?? count) + 1, count)
                    continue
                }
            }
            if parser.isInDump {
                // Inside a view dump: its view lines go straight into it, without the parser's
                // dispatch a line (a capture's dump is hundreds of lines). Each dump knows its own
                // kind's lines (UIKit's `<UIView: 0x…`, AppKit's `[flags] h=… v=…` and `TIME`).
                parser.appendViewLines { dump in
                    dump.appendLines(cursor, from: &position, number: &line, isComplete: isComplete, offset: base0)
                }
                if position >= count { break }
            }
            let found = cursor.lineEnd(from: position)
            guard found != nil || isComplete else { break }
            let lineEnd = found ?? count
            read(cursor, position..<lineEnd, number: line, offset: base0 + position)
            line += found == nil ? 0 : 1
            position = min(lineEnd + 1, count)
        }
        if !isComplete, position < count {
            // An unfinished last line already longer than a line may be: noted now, and the rest of
            // it stepped over as it comes, so that it is never held whole.
            let lastLine = cursor.lineStart(of: count, notBefore: position)
            if count - lastLine > Self.lineLimit {
                pass(cursor, position..<lastLine, &line)
                parser.noteLongLine(number: line, cursor.slice(lastLine..<lastLine + 80))
                inLongLine = true
                position = count
            }
        }
        return position
    }

    /// At the end of a part that a header follows: the lines the whole would read when it looked
    /// back from that header (`Cursor.blockStart`), read; those before them passed over.
    private mutating func readLookBack(_ cursor: Cursor, from position: inout Int, _ line: inout Int) {
        let start = cursor.blockStart(before: cursor.count, notBefore: position, lines: Self.lookBackLines)
        pass(cursor, position..<start, &line)
        position = start
        readLines(cursor, upTo: cursor.count, from: &position, &line)
    }

    /// Reads the lines from `position` up to `end` (a line start, or the end of the buffer).
    private mutating func readLines(_ cursor: Cursor, upTo end: Int, from position: inout Int, _ line: inout Int) {
        while position < end {
            let found = cursor.lineEnd(from: position)
            let lineEnd = found ?? cursor.count
            read(cursor, position..<lineEnd, number: line, offset: sourceOffset + position)
            line += found == nil ? 0 : 1
            position = min(lineEnd + 1, cursor.count)
        }
    }

    /// Hands one line to the parser, unless it is too long to be read.
    private mutating func read(_ cursor: Cursor, _ range: Range<Int>, number: Int, offset: Int) {
        if range.count > Self.lineLimit {
            parser.noteLongLine(number: number, cursor.slice(range.lowerBound..<range.lowerBound + 80))
        } else {
            parser.consume(cursor.slice(range), number: number, offset: offset)
        }
    }

    /// Steps over the whole lines in `range` without reading them, noting any too long to read. The
    /// newlines are counted a window at a time: no line inside a window of `lineLimit` bytes is too
    /// long, so only a window with no newline in it has a line to note.
    private mutating func pass(_ cursor: Cursor, _ range: Range<Int>, _ line: inout Int) {
        var i = range.lowerBound
        while i < range.upperBound {
            let window = min(range.upperBound - i, Self.lineLimit + 1)
            // The last newline of the window ends the last line that is whole in it.
            if let last = Platform.findLastByte(ASCII.newline, in: cursor.base + i, count: window) {
                line += Platform.countByte(ASCII.newline, in: cursor.base + i, count: last + 1)
                i += last + 1
                continue
            }
            // No newline within `lineLimit` bytes: the line at `i` is too long, if it ends at all.
            guard window > Self.lineLimit,
                let length = Platform.findByte(
                    ASCII.newline, in: cursor.base + i + window, count: range.upperBound - i - window)
            else { break }
            parser.noteLongLine(number: line, cursor.slice(i..<i + 80))
            line += 1
            i += window + length + 1
        }
    }

    /// At the end of the input, the last line (with no newline after it) when it is too long.
    private mutating func noteLastLineIfLong(_ cursor: Cursor, _ line: inout Int) {
        let lastLine = cursor.lineStart(of: cursor.count, notBefore: 0)
        if cursor.count - lastLine > Self.lineLimit {
            parser.noteLongLine(number: line, cursor.slice(lastLine..<lastLine + 80))
        }
    }
}
