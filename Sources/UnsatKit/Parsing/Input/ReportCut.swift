/// Where an input may be cut into parts that are read on their own and joined: just before a line
/// that opens a report whatever block is open before it (`LogParser.opensAReportWhateverIsOpen`).
/// A part before such a line ends as the whole would there; a line that only holds the header's
/// phrase (an entry a damaged paste spliced it into, a view line, a quote) is no place to cut; nor
/// is a header with no log prefix whose line before may be the prefix a wrap cut off it
/// (`WrappedHeader`), or may be and is not in the bytes.
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
                !followsItsPrefix(base, lineStart, lineEnd, phrase: at - lineStart)
            {
                return .at(lineStart)
            }
            from = lineEnd + 1
        }
        return .none
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
