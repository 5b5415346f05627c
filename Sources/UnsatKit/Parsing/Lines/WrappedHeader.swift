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
    /// The phrases a wrap is looked for in: the reports' headers, and the capture hook's labels, that
    /// open its block and its parts, in English and in Chinese (a wrap that counts bytes may cut a
    /// character: the pieces joined are it again). Two may begin alike (`constraint conflict `): a
    /// line's end is the beginning of each.
    static let phrases: [StaticString] = [
        Phrase.unable, Phrase.conflicting, Phrase.unableAppKit, Phrase.captureController, Phrase.captureStart,
        Phrase.captureIgnored,
        Phrase.captureControllerChinese, Phrase.captureStartChinese, Phrase.captureView, Phrase.captureHierarchy,
        Phrase.captureConstraints, Phrase.captureConstraintsChinese, Phrase.captureBroken, Phrase.captureBrokenChinese,
    ]
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
        var best: Head?
        eachHead(endOf: line) { head in
            if head.length > best?.length ?? 0 { best = head }
        }
        return best
    }

    /// For each phrase whose beginning `line` ends with, the longest such beginning (`… ignore co` is
    /// the beginning of `ignore conflict in UIKit:` and of `constraint conflict …`).
    static func heads(endOf line: UnsafeBufferPointer<UInt8>) -> [Head] {
        var found: [Head] = []
        eachHead(endOf: line) { found.append($0) }
        return found.sorted { $0.phrase < $1.phrase }
    }

    /// Gives `body` each phrase's head that `line` ends with, in the phrases' order (every line of a
    /// report is asked: nothing is made on the way).
    @inline(__always)
    private static func eachHead(endOf line: UnsafeBufferPointer<UInt8>, _ body: (Head) -> Void) {
        var count = line.count
        if count > 0, line[count - 1] == ASCII.carriageReturn { count -= 1 }
        guard count > 0 else { return }
        guard let base = line.baseAddress, phraseBytes[Int(base[count - 1])] else { return }
        // One pass over the line's last bytes, from the earliest a head may start: each place after a
        // boundary whose byte starts a phrase is tried for the phrases that start with it. The first
        // place a phrase fits is its longest head; of those at one place, the phrases in their order.
        var reported: UInt32 = 0
        // A head of three bytes or more ends with three of a phrase's in a row: most lines' last three
        // are no phrase's (a table of them, hashed), and only a head of one or two bytes is looked for.
        let threeInAPhrase = count < 3 || isPhraseRun(base[count - 3], base[count - 2], base[count - 1])
        var start = max(0, count - (threeInAPhrase ? longest - 1 : 2))
        while start < count {
            var candidates = startingWith[Int(base[start])] & ~reported
            if candidates != 0, start == 0 || isBoundary(base[start - 1]) {
                let length = count - start
                while candidates != 0 {
                    let index = candidates.trailingZeroBitCount
                    candidates &= candidates - 1
                    let phrase = phrases[index]
                    if length < phrase.length, Platform.compare(base + start, phrase.utf8Start, count: length) == 0 {
                        body(Head(phrase: index, length: length))
                        reported |= 1 << index
                    }
                }
            }
            start += 1
        }
    }

    /// Whether three bytes may stand in a row in a phrase: a bit each in a table of 64K, by a hash of the
    /// three (a bit set by another run only costs a look).
    @inline(__always)
    private static func isPhraseRun(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> Bool {
        let bit = runHash(a, b, c)
        return phraseRuns[bit >> 6] & (1 << (bit & 63)) != 0
    }

    @inline(__always)
    private static func runHash(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> Int {
        (Int(a) &* 0x9E3 ^ Int(b) &* 0x3B ^ Int(c)) & 0xFFFF
    }

    private static let phraseRuns: [UInt64] = {
        var bits = [UInt64](repeating: 0, count: 1024)
        for phrase in phrases where phrase.length >= 3 {
            let bytes = UnsafeBufferPointer(start: phrase.utf8Start, count: phrase.length)
            for index in 2..<bytes.count {
                let bit = runHash(bytes[index - 2], bytes[index - 1], bytes[index])
                bits[bit >> 6] |= 1 << (bit & 63)
            }
        }
        return bits
    }()

    /// The longest phrase's length, and for each byte the phrases that start with it (a bit each).
    private static let longest = phrases.map(\.length).max() ?? 0
    private static let startingWith: [UInt32] = {
        var masks = [UInt32](repeating: 0, count: 256)
        for (index, phrase) in phrases.enumerated() { masks[Int(phrase.utf8Start[0])] |= 1 << index }
        return masks
    }()

    /// `first` and `next` joined, when `next` goes on with the rest of a phrase `first` ends with (each
    /// phrase's head is tried: `heads(endOf:)`); nil otherwise. `next` is the line as it came, a tool's
    /// prefix (when one is learnt) already off.
    static func join(_ first: [UInt8], _ next: ArraySlice<UInt8>) -> [UInt8]? {
        for head in first.withUnsafeBufferPointer(heads(endOf:)) {
            let index = head.phrase
            let phrase = phrases[index]
            let rest = UnsafeBufferPointer(start: phrase.utf8Start + head.length, count: phrase.length - head.length)
            var joined = first
            if joined.last == ASCII.carriageReturn { joined.removeLast() }
            if next.starts(with: rest) {
                // The wrap fell inside a word, or kept the space on either line.
            } else if rest.first == ASCII.space, next.starts(with: rest.dropFirst()) {
                // The wrap fell on the phrase's space, which the paste dropped.
                joined.append(ASCII.space)
            } else {
                continue
            }
            joined.append(contentsOf: next)
            return joined
        }
        return nil
    }

    /// A line read with its predecessor: a header whole, or still cut inside its phrase.
    enum Joined {
        case header
        case head(Head)
    }

    /// Whether a cleaned line is a log prefix with nothing after it but a word (`[LayoutC`,
    /// `[LayoutConstraints]`, `MyApp[4242:1234567`): what a wrap leaves of a header's line before its
    /// phrase. `behindATool`: the log prefix may also stand behind a tool's prefix that no header has
    /// taught yet (`[10:11:12]: ▸ 2026-03-04 … MyApp[4242:1234567] [LayoutConst`), as it does on a
    /// tool's log before its first report; looked for only there (outside any block), as it costs a
    /// look for a log prefix after each blank of the line's first bytes.
    static func isPrefixPiece(_ line: CleanLine, behindATool: Bool = false) -> Bool {
        let b = line.bytes
        let m = line.message
        if line.prefix.isPresent, !b[m].contains(where: ASCII.isSpace) { return true }
        guard behindATool, m.count < ToolPrefix.longest + 160,
            let inner = ToolPrefix.lastLogPrefix(
                b, from: m.lowerBound + 1, before: min(m.upperBound, m.lowerBound + ToolPrefix.longest))
        else { return false }
        // The message after it (its category's blank may lie past the trimmed end).
        let rest = b[min(inner.message, m.upperBound)..<m.upperBound]
        // A label with no blank in it (`检测到约束冲突！`) is a block's first line whole, not a piece.
        return !rest.contains(where: ASCII.isSpace)
            && !phrases.contains { rest.starts(with: UnsafeBufferPointer(start: $0.utf8Start, count: $0.length)) }
    }

    /// Whether `piece` is a prefix piece that `next` makes a header of (or the beginning of one):
    /// two lines as they came, with no tool's prefix learnt (a tool's prefix before the log prefix
    /// is looked past).
    static func prefixPieceJoins(_ piece: [UInt8], _ next: ArraySlice<UInt8>) -> Bool {
        isPrefixPiece(CleanLine(raw: piece), behindATool: true) && joinPrefix(piece, next) != nil
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
        let m = line.message
        if line.prefix.isPresent, let found = phrase(in: line, from: m.lowerBound, joined, firstCount) {
            return found
        }
        // Behind a tool's prefix no header has taught yet: the message after the last log prefix that
        // starts in the piece (the next line's own prefix is no part of the header).
        let pieceEnd = firstCount - (joined.count - line.bytes.count)
        guard
            let inner = ToolPrefix.lastLogPrefix(
                line.bytes, from: m.lowerBound + 1, before: min(pieceEnd, m.lowerBound + ToolPrefix.longest))
        else { return nil }
        return phrase(in: line, from: inner.message, joined, firstCount)
    }

    /// The header, or its beginning, that `joined` (a prefix piece of `firstCount` bytes and the
    /// next line, cleaned as `line`) holds from `start`, past a category; nil when none starts there
    /// or it starts in the piece.
    private static func phrase(in line: CleanLine, from start: Int, _ joined: [UInt8], _ firstCount: Int)
        -> (line: [UInt8], joined: Joined)?
    {
        let bytes = line.bytes
        let end = line.message.upperBound
        var start = start
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
                let head = joined.withUnsafeBufferPointer(heads(endOf:)).first(where: { $0.phrase == index })
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
