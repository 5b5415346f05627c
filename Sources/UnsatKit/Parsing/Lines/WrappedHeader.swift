/// A report's header that a hard-wrapped paste cut inside its phrase: `… [LayoutConstraints] Unable t`
/// then `o simultaneously satisfy constraints.` (wrapped at 80 columns, a log prefix puts the phrase
/// right where the cut falls). Neither line holds the phrase; joined they are the header, with the
/// first line's time and process.
///
/// The first line ends with the phrase's beginning (after a space or at its start); the next starts
/// with the rest of it, or, where the wrap fell on the phrase's space and the paste dropped it, with
/// the rest after that space. Only the headers' phrases are joined so: a line that ends a phrase's
/// first words is not rare, one whose next line goes on with exactly the rest is a wrap.
///
/// Narrower, the wrap falls before the phrase: in the log prefix or UIKit's category
/// (`… MyApp[4242:1234567] [LayoutC` then `onstraints] Unable to simultaneously…`). The first line is
/// then a log prefix with at most a word after it (`isPrefixPiece`), and joined with the next it is a
/// prefixed line whose message is the header, its category before it or not (`joinPrefix`).
enum WrappedHeader {
    /// The phrases a wrap is looked for in.
    static let phrases: [StaticString] = [Phrase.unable, Phrase.conflicting]
    /// Which bytes the phrases hold: a line that ends with any other (most end with `,`, `>`, `)`)
    /// ends with no phrase's beginning, and is told so at once (every line of a report is asked).
    private static let phraseBytes: [Bool] = {
        var bytes = [Bool](repeating: false, count: 256)
        for phrase in phrases {
            for byte in UnsafeBufferPointer(start: phrase.utf8Start, count: phrase.length) { bytes[Int(byte)] = true }
        }
        return bytes
    }()

    /// A line's end that begins a header's phrase: the phrase, and how many of its bytes the line
    /// ends with (at least one, fewer than all).
    struct Head: Equatable {
        let phrase: Int
        let length: Int
    }

    /// The longest beginning of a header's phrase that `line` ends with (a trailing `\r` aside),
    /// standing after a space, a bracket or a colon, or alone.
    static func head(endOf line: UnsafeBufferPointer<UInt8>) -> Head? {
        var count = line.count
        if count > 0, line[count - 1] == ASCII.carriageReturn { count -= 1 }
        guard count > 0 else { return nil }
        guard let base = line.baseAddress, phraseBytes[Int(base[count - 1])] else { return nil }
        for (index, phrase) in phrases.enumerated() {
            // Longest first (`Unable to` before `Unable t`): the earliest start, among the phrase's
            // length less one last bytes, where the phrase's first byte stands after a boundary and
            // the line's end is the phrase's beginning.
            let first = phrase.utf8Start[0]
            var start = max(0, count - (phrase.length - 1))
            while let found = Platform.findByte(first, in: base + start, count: count - start) {
                start += found
                if start == 0 || isBoundary(base[start - 1]),
                    Platform.compare(base + start, phrase.utf8Start, count: count - start) == 0
                {
                    return Head(phrase: index, length: count - start)
                }
                start += 1
            }
        }
        return nil
    }

    /// `first` and `next` joined, when `next` goes on with the rest of the phrase `first` ends with;
    /// nil otherwise. `next` is the line as it came, a tool's prefix (when one is learnt) already off.
    static func join(_ first: [UInt8], _ head: Head, _ next: ArraySlice<UInt8>) -> [UInt8]? {
        let phrase = phrases[head.phrase]
        let rest = UnsafeBufferPointer(start: phrase.utf8Start + head.length, count: phrase.length - head.length)
        var joined = first
        if joined.last == ASCII.carriageReturn { joined.removeLast() }
        if next.starts(with: rest) {
            // The wrap fell inside a word, or kept the space on either line.
        } else if rest.first == ASCII.space, next.starts(with: rest.dropFirst()) {
            // The wrap fell on the phrase's space, which the paste dropped.
            joined.append(ASCII.space)
        } else {
            return nil
        }
        joined.append(contentsOf: next)
        return joined
    }

    /// A line read with its predecessor: a header whole, or still cut inside its phrase.
    enum Joined {
        case header
        case head(Head)
    }

    /// Whether a cleaned line is a log prefix with nothing after it but a word (`[LayoutC`,
    /// `[LayoutConstraints]`, `MyApp[4242:1234567`): what a wrap leaves of a header's line before its
    /// phrase.
    static func isPrefixPiece(_ line: CleanLine) -> Bool {
        line.prefix.isPresent && !line.bytes[line.message].contains(where: ASCII.isSpace)
    }

    /// Whether `piece` is a prefix piece that `next` makes a header of (or the beginning of one):
    /// two lines as they came, with no tool's prefix learnt.
    static func prefixPieceJoins(_ piece: [UInt8], _ next: ArraySlice<UInt8>) -> Bool {
        isPrefixPiece(CleanLine(raw: piece)) && joinPrefix(piece, next) != nil
    }

    /// `first` (a prefix piece) and `next` joined, when that is a prefixed line whose message is a
    /// header, or the beginning of one, with nothing before it but a category (`[LayoutConstraints]`);
    /// nil otherwise. The header's phrase must start in `next`.
    static func joinPrefix(_ first: [UInt8], _ next: ArraySlice<UInt8>, _ tool: ToolPrefix? = nil)
        -> (line: [UInt8], joined: Joined)?
    {
        var joined = first
        if joined.last == ASCII.carriageReturn { joined.removeLast() }
        let firstCount = joined.count
        joined.append(contentsOf: next)
        let line = CleanLine(raw: joined, stripping: tool)
        guard line.prefix.isPresent else { return nil }
        var start = line.message.lowerBound
        let end = line.message.upperBound
        let bytes = line.bytes
        if start < end, bytes[start] == ASCII.openBracket,
            let close = bytes[start..<end].firstIndex(of: ASCII.closeBracket),
            !bytes[start..<close].contains(where: ASCII.isSpace)
        {
            start = close + 1
            while start < end, ASCII.isSpace(bytes[start]) { start += 1 }
        }
        // Where the phrase starts in `joined` (the cleaned line may have lost escapes before it, never gained).
        guard start < end, start + (joined.count - bytes.count) >= firstCount else { return nil }
        let rest = bytes[start..<end]
        for (index, phrase) in phrases.enumerated() {
            let text = UnsafeBufferPointer(start: phrase.utf8Start, count: phrase.length)
            if rest.starts(with: text) { return (joined, .header) }
            // Cut again inside the phrase (the blanks it ends with are the phrase's too: `head`).
            if rest.count < text.count, text.starts(with: rest),
                let head = joined.withUnsafeBufferPointer(head(endOf:)), head.phrase == index
            {
                return (joined, .head(head))
            }
        }
        return nil
    }

    private static func isBoundary(_ byte: UInt8) -> Bool {
        ASCII.isSpace(byte) || byte == ASCII.closeBracket || byte == ASCII.colon || byte == ASCII.greaterThan
    }
}
