/// Where an input may be cut into parts that are read on their own and joined: just before a line
/// that opens a report whatever block is open before it (`LogParser.opensAReportWhateverIsOpen`).
/// A part before such a line ends as the whole would there; a line that only holds the header's
/// phrase (an entry a damaged paste spliced it into, a view line, a quote) is no place to cut; nor
/// is a header with no log prefix whose line before may be the prefix a wrap cut off it
/// (`WrappedHeader`), or may be and is not in the bytes; nor a header's line that goes on with the
/// rest of a phrase whose beginning ends the line before it (the whole joins the two).
enum ReportCut: Equatable {
    case at(Int)
    /// A header's line starts here and runs past the bytes (it cannot be told yet).
    case lineRunsPast(Int)
    case none

    /// The first place to cut in `bytes`: `startsLine` when they start a line, `endsLine` when
    /// they end the input (their last line is then whole).
    static func first(in bytes: UnsafeRawBufferPointer, startsLine: Bool, endsLine: Bool) -> ReportCut {
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return .none }
        var from = 0
        while from < bytes.count,
            let hit = Platform.find(
                "Unable to simultaneously satisfy constraints", in: base + from, count: bytes.count - from)
        {
            let at = from + hit
            // nil: the line began before the bytes.
            let lineStart =
                Platform.findLastByte(ASCII.newline, in: base, count: at).map { $0 + 1 } ?? (startsLine ? 0 : nil)
            let lineEnd: Int
            if let newline = Platform.findByte(ASCII.newline, in: base + at, count: bytes.count - at) {
                lineEnd = at + newline
            } else if endsLine {
                lineEnd = bytes.count
            } else {
                return lineStart.map { .lineRunsPast($0) } ?? .none
            }
            if let lineStart,
                LogParser.opensAReportWhateverIsOpen(
                    UnsafeBufferPointer(start: base + lineStart, count: lineEnd - lineStart)),
                !followsItsPrefix(base, lineStart, lineEnd, phrase: at - lineStart),
                !mayGoOnWithAHead(base, lineStart, lineEnd)
            {
                return .at(lineStart)
            }
            from = lineEnd + 1
        }
        return .none
    }

    /// Whether the line at `start..<end` may go on with the rest of a phrase whose beginning ends the
    /// line before it (`… [LayoutConstraints] Unable t`, then `o simultaneously satisfy constraints…`,
    /// a line that a damaged paste also gave a header of its own): the whole holds such a line and
    /// joins the two (`WrappedHeader.join`), after a tool's prefix the block before may have learnt,
    /// so the rest is looked for anywhere a tool's prefix may end. The line before is in the bytes
    /// (its end, when they start inside it). At the bytes' start there is none to look at: a line
    /// that goes on with a phrase's rest starts with it, behind a tool's prefix at most, so it has no
    /// log prefix, and `followsItsPrefix` keeps a part from starting at such a line there.
    private static func mayGoOnWithAHead(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        guard start > 0 else { return false }
        let from = Platform.findLastByte(ASCII.newline, in: base, count: start - 1).map { $0 + 1 } ?? 0
        let heads = WrappedHeader.heads(endOf: UnsafeBufferPointer(start: base + from, count: start - 1 - from))
        guard !heads.isEmpty else { return false }
        let line = UnsafeBufferPointer(start: base + start, count: end - start)
        for head in heads {
            let phrase = WrappedHeader.phrases[head.phrase]
            var rest = UnsafeBufferPointer(
                start: phrase.utf8Start + head.length, count: phrase.utf8CodeUnitCount - head.length)
            if rest.first == ASCII.space { rest = UnsafeBufferPointer(rebasing: rest.dropFirst()) }
            guard let first = rest.baseAddress, !rest.isEmpty else { continue }
            guard line.count >= rest.count else { continue }
            for offset in 0...min(ToolPrefix.longest, line.count - rest.count)
            where Platform.compare(line.baseAddress! + offset, first, count: rest.count) == 0 {
                return true
            }
        }
        return false
    }

    /// Whether the header at `start..<end` (its phrase `phrase` bytes into it) has no log prefix and
    /// the line before it may be the prefix a wrap cut off it: it is, or it is not in the bytes to
    /// tell. What stands before the phrase may be a tool's prefix that a block before learnt
    /// (`ToolPrefix`), which the whole takes off before it joins the piece: the piece is tried with
    /// the header as it is, and from its phrase.
    private static func followsItsPrefix(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int, phrase: Int)
        -> Bool
    {
        let header = Array(UnsafeBufferPointer(start: base + start, count: end - start))
        guard !CleanLine(raw: header).prefix.isPresent else { return false }
        guard start > 0, let previous = Platform.findLastByte(ASCII.newline, in: base, count: start - 1) else {
            return true
        }
        let piece = Array(UnsafeBufferPointer(start: base + previous + 1, count: start - 1 - previous - 1))
        return WrappedHeader.prefixPieceJoins(piece, header[...])
            || phrase > 0 && WrappedHeader.prefixPieceJoins(piece, header[phrase...])
    }
}
