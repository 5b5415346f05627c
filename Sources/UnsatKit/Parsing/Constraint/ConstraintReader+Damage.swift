/// The second read of a description the strict read refused (docs/formats.md §1, "More damage"). An address
/// is a constraint: once the class and address are read, nothing after them fails the read. Damage
/// that can be undone exactly is (`ConstraintReader+Repair.swift`); a part that still cannot be read
/// keeps its text, and a note says where the reading stopped.
extension ConstraintReader {
    /// `read(text:)` part by part, each part that fails noted instead of thrown. Throws only when the
    /// head cannot be read.
    mutating func readDamaged(text: String) throws -> ConstraintParser.Output {
        guard bytes.first == ASCII.lessThan else { throw fail(0, .openingBracket) }
        // The end of the input may have cut the description, a recover line's most often.
        let isCut = bytes.count < 2 || bytes.last != ASCII.greaterThan
        let end = isCut ? bytes.count : bytes.count - 1
        let head = try readDamagedHead(end: end)
        if isCut {
            // An address that runs into the cut may have lost digits, and the address is what counts.
            guard head.end < end else { throw fail(end, .closingBracket) }
            notes.append(ConstraintNote.cut)
        }
        var constraint = Constraint.Draft(
            address: head.address, className: head.className, identifier: nil, sourceReference: nil,
            autoresizingMask: nil, isEquation: false, multiplier: 1, constant: 0, systemSpacing: false,
            priority: nil, isActive: nil, direction: nil, huggingPriority: nil, compressionResistancePriority: nil,
            body: "", text: text)
        var bodyStart = skipSpaces(head.end, end)
        var stopped: ConstraintParseError?
        do {
            let reference = try readSourceReference(at: head.end, end: end)
            constraint.sourceReference = reference?.text
            var i = skipSpaces(reference?.end ?? head.end, end)
            let mask = readAutoresizingMask(at: i, end: end)
            constraint.autoresizingMask = mask?.text
            i = skipSpaces(mask?.end ?? i, end)
            let identifier = try readIdentifier(at: i, end: end)
            constraint.identifier = identifier?.text
            bodyStart = skipSpaces(identifier?.end ?? i, end)
        } catch {
            // Where the body starts is not known: everything after the address is kept as its text.
            stopped = error as? ConstraintParseError ?? fail(head.end, .constraintDescription)
        }
        let trailer = readDamagedTrailer(from: bodyStart, end: end, isCut: isCut)
        names = trailer.names
        constraint.isActive = trailer.isActive
        let trailing = readTrailingAttributes(from: bodyStart, to: trailer.bodyEnd)
        constraint.priority = trailing.priority
        constraint.direction = trailing.direction
        constraint.huggingPriority = trailing.hugging
        constraint.compressionResistancePriority = trailing.compression
        let bodyRange = bodyStart..<trailing.bodyEnd
        constraint.body = bytes.string(bodyRange)
        // A number that the cut ends may be missing digits, as an address there may.
        let numberRunsIntoCut =
            isCut && !bodyRange.isEmpty && bodyRange.upperBound == end
            && (ASCII.isDigit(bytes[end - 1]) || bytes[end - 1] == ASCII.dot)
        if let stopped {
            notes.append(ConstraintNote.bodyNotRead(.expected(stopped.expected, column: column(stopped.offset))))
        } else if numberRunsIntoCut {
            notes.append(ConstraintNote.bodyNotRead(.numberRunsIntoCut))
        } else {
            readRepairedBody(bodyRange, into: &constraint)
        }
        constraint.origin = origin(of: constraint)
        constraint.frameSuperview = frameSuperview(of: constraint)
        return ConstraintParser.Output(constraint: Constraint(constraint), notes: distinctNotes())
    }

    /// The head as `readHead` reads it, and also `Class: 0x…` (a space after the colon) and early
    /// SnapKit's `<<SnapKit.LayoutConstraint:0x…> …>`, whose own address is the inner one.
    func readDamagedHead(end: Int) throws(ConstraintParseError) -> Head {
        let isNested = bytes.count > 1 && bytes[1] == ASCII.lessThan
        let classStart = isNested ? 2 : 1
        var i = classStart
        while i < end, bytes[i] != ASCII.colon, bytes[i] != ASCII.space { i += 1 }
        guard i < end, bytes[i] == ASCII.colon, i > classStart else { throw fail(i, .constraintClass) }
        let className = bytes.string(classStart..<i)
        i = skipSpaces(i + 1, end)
        guard i < end, bytes.matches("0x", at: i) else { throw fail(i, .addressPrefix) }
        let addressStart = i
        i += 2
        while i < end, ASCII.isHexDigit(bytes[i]) { i += 1 }
        guard i > addressStart + 2 else { throw fail(i, .constraintAddressDigit) }
        let address = Address(bytes, addressStart..<i)
        if isNested {
            guard i < end, bytes[i] == ASCII.greaterThan else { throw fail(i, .nestedHeadClose) }
            return Head(className: className, address: address, end: i + 1)
        }
        if i < end, bytes[i] != ASCII.space, bytes[i] != ASCII.at { throw fail(i, .constraintAddressDigit) }
        return Head(className: className, address: address, end: i)
    }

    /// The trailer as `readTrailer` reads it, and also one cut before its `)`, one whose word was
    /// damaged (`(acti\u{FFFD}ve)`, a NUL: whether the constraint is active is then unknown), and a
    /// `names:` list that `readDamagedNames` reads. A list that cannot be read is left out, with a note:
    /// a view with a wrong address would be worse than a superview without one.
    mutating func readDamagedTrailer(from lower: Int, end: Int, isCut: Bool) -> Trailer {
        let upper = skipSpacesBack(end, lower)
        let none = Trailer(isActive: nil, names: [], bodyEnd: upper)
        let isClosed = upper > lower && bytes[upper - 1] == ASCII.closeParen
        guard isClosed || isCut else { return none }
        var isActive: Bool?
        let open: Int
        if let start = trailerStart(from: lower, to: upper) {
            open = start
            if bytes.matches("(active", at: start) {
                isActive = true
            } else if bytes.matches("(inactive", at: start) {
                isActive = false
            }
        } else if let start = damagedTrailerStart(from: lower, to: upper) {
            open = start
            // A cut one is said by the note about the cut.
            if isClosed { notes.append(ConstraintNote.trailerNotRead(column: column(start))) }
        } else {
            return none
        }
        let inner = open + 1..<(isClosed ? upper - 1 : upper)
        var names: [ConstraintParser.NameBinding] = []
        if let namesAt = bytes.firstOffset(of: "names:", from: inner.lowerBound, to: inner.upperBound)
            ?? bytes.firstOffset(of: "Names:", from: inner.lowerBound, to: inner.upperBound)
        {
            do throws(ConstraintParseError) {
                names = try readDamagedNames(namesAt + 6..<inner.upperBound)
                // An address that runs into the cut may have lost digits: no view rather than a wrong one,
                // but the class is the view's.
                if !isClosed, !names.isEmpty, let last = bytes.last, ASCII.isHexDigit(last) {
                    names[names.count - 1].address = nil
                }
            } catch {
                notes.append(ConstraintNote.namesNotRead(expected: error.expected, column: column(error.offset)))
            }
        }
        return Trailer(isActive: isActive, names: names, bodyEnd: skipSpacesBack(open, lower))
    }

    /// A `(` after a space that opens a word no trailer starts with, but one a damaged trailer would:
    /// letters and bytes no description holds (an invalid byte's U+FFFD, a NUL), up to `,` or `)`.
    /// A `(` in a body follows no space (`NSSpace(8)`, `-(8)-`, `](LTR)`) or holds no such word.
    func damagedTrailerStart(from lower: Int, to upper: Int) -> Int? {
        var open = upper - 1
        while open > lower, !(bytes[open] == ASCII.openParen && ASCII.isSpace(bytes[open - 1])) { open -= 1 }
        guard open > lower, !bytes.matches("(LTR)", at: open), !bytes.matches("(RTL)", at: open) else { return nil }
        var j = open + 1
        while j < upper, bytes[j] != ASCII.comma, bytes[j] != ASCII.closeParen {
            guard ASCII.isLetter(bytes[j]) || bytes[j] >= 0x80 || bytes[j] < 0x20 else { return nil }
            j += 1
        }
        return j > open + 1 ? open : nil
    }

    /// `readNames`, also reading `name: Class: 0x…` (spaces after the colons, from re-spaced text) and
    /// a title quoted after an address (`'|':WKWebView:0x…'Checkout'`), which becomes the label.
    func readDamagedNames(_ range: Range<Int>) throws(ConstraintParseError) -> [ConstraintParser.NameBinding] {
        var result: [ConstraintParser.NameBinding] = []
        let upper = range.upperBound
        var i = range.lowerBound
        while i < upper {
            i = skipSpaces(i, upper)
            if i < upper, bytes[i] == ASCII.comma {
                i += 1
                continue
            }
            guard i < upper else { break }
            guard let marker = addressMarker(from: i, to: upper) else { throw fail(i, .nameBinding) }
            var k = marker.address + 2
            while k < upper, ASCII.isHexDigit(bytes[k]) { k += 1 }
            var binding = nameBinding(
                keyAndClass(i..<marker.colon), address: Address(bytes, marker.address..<k))
            if k < upper, bytes[k] == ASCII.quote {
                var close = k + 1
                while close < upper, !(bytes[close] == ASCII.quote && isEndOfName(close + 1, upper)) { close += 1 }
                guard close < upper else { throw fail(k, .labelQuote) }
                binding.label = bytes.string(k + 1..<close)
                k = close + 1
            }
            result.append(binding)
            i = k
        }
        return result
    }

    /// Whether a `names:` entry may end before `offset`: at a space, a comma or the end of the list.
    func isEndOfName(_ offset: Int, _ upper: Int) -> Bool {
        offset >= upper || ASCII.isSpace(bytes[offset]) || bytes[offset] == ASCII.comma
    }

    /// The first `:` in `lower..<upper` that `0x` follows, with or without spaces between.
    func addressMarker(from lower: Int, to upper: Int) -> (colon: Int, address: Int)? {
        var j = lower
        while j < upper {
            if bytes[j] == ASCII.colon {
                let address = skipSpaces(j + 1, upper)
                if address + 2 <= upper, bytes.matches("0x", at: address) { return (j, address) }
            }
            j += 1
        }
        return nil
    }

    /// `'|': UIView` as `'|':UIView`, for `nameBinding`: without the spaces put around its colons.
    func keyAndClass(_ range: Range<Int>) -> String {
        let trimmed = bytes.trimmed(range)
        var text: [UInt8] = []
        text.reserveCapacity(trimmed.count)
        for j in trimmed {
            // Trimmed, so a space is always followed by something within the range.
            if ASCII.isSpace(bytes[j]),
                text.last == ASCII.colon || bytes[skipSpaces(j, trimmed.upperBound)] == ASCII.colon
            {
                continue
            }
            text.append(bytes[j])
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// Reads the body from a copy with its damage undone; a body that still cannot be read keeps its
    /// text and is not an equation, and the note says where the reading stopped in the text as printed.
    mutating func readRepairedBody(_ range: Range<Int>, into constraint: inout Constraint.Draft) {
        if range.isEmpty {
            notes.append(ConstraintNote.noBody)
            return
        }
        if bytes[range.lowerBound] == ASCII.openParen {
            notes.append(ConstraintNote.expressionBody)
            return
        }
        let repair = repaired(range)
        var reader = ConstraintReader(bytes: repair.bytes)
        reader.names = names
        do {
            try reader.readBody(0..<repair.bytes.count, into: &constraint)
            notes.append(contentsOf: reader.notes)
        } catch {
            // A split address is said as such: the strict reader sees only the byte after its first part.
            if let split = splitViewAddress(in: range) {
                if let rejoined = rejoined(range, split) {
                    var attempt = constraint
                    var again = ConstraintReader(bytes: rejoined)
                    again.names = names
                    if (try? again.readBody(0..<rejoined.count, into: &attempt)) != nil {
                        constraint = attempt
                        notes.append(contentsOf: again.notes)
                        return
                    }
                }
                notes.append(
                    ConstraintNote.bodyNotRead(
                        .spaceInViewAddress(bytes.string(split), column: column(split.lowerBound))))
                return
            }
            let failure = error as? ConstraintParseError ?? fail(0, .constraintDescription)
            let offset = failure.offset < repair.origins.count ? repair.origins[failure.offset] : range.upperBound
            notes.append(ConstraintNote.bodyNotRead(.expected(failure.expected, column: column(offset))))
        }
    }

    /// `0x7c2a 1b30d`: a view's address with a space put into it (text copied out of a PDF), which no
    /// reading can tell the right address from. Its range, when the body has one.
    /// The body with the spaces inside a split view address taken out, when a reflow could have put
    /// them there: the parts together are as many hex digits (9 to 16) as another address of the
    /// description, as the addresses of one process are (`UILabel:0x7f e709434820` beside
    /// `NSLayoutConstraint:0x600002d1a0a0`). Nil otherwise (`UISwitch:0x7c2a 4d10e` beside
    /// `0x7b0c0041e9a0` stays text: no reading can tell the right address).
    func rejoined(_ range: Range<Int>, _ split: Range<Int>) -> [UInt8]? {
        let digits = split.count - 2 - bytes[split].filter { ASCII.isSpace($0) }.count
        guard (9...16).contains(digits) else { return nil }
        var widths = Set<Int>()
        var j = 0
        while j + 2 < bytes.count {
            if bytes.matches("0x", at: j), !split.contains(j) {
                let end = hexRunEnd(from: j + 2, bytes.count)
                widths.insert(end - j - 2)
                j = end
            } else {
                j += 1
            }
        }
        guard widths.contains(digits) else { return nil }
        return bytes[range.lowerBound..<split.lowerBound] + bytes[split].filter { !ASCII.isSpace($0) }
            + bytes[split.upperBound..<range.upperBound]
    }

    func splitViewAddress(in range: Range<Int>) -> Range<Int>? {
        let upper = range.upperBound
        var j = range.lowerBound
        while j < upper {
            guard bytes[j] == ASCII.colon else {
                j += 1
                continue
            }
            let start = skipSpaces(j + 1, upper)
            j += 1
            guard bytes.matches("0x", at: start) else { continue }
            let first = hexRunEnd(from: start + 2, upper)
            let second = skipSpaces(first, upper)
            guard first > start + 2, second > first else { continue }
            let end = hexRunEnd(from: second, upper)
            guard end > second else { continue }
            guard end < upper else { return start..<end }
            switch bytes[end] {
            case ASCII.dot, ASCII.quote, ASCII.closeBracket, ASCII.openParen: return start..<end
            default: continue
            }
        }
        return nil
    }

    func hexRunEnd(from offset: Int, _ upper: Int) -> Int {
        var j = offset
        while j < upper, ASCII.isHexDigit(bytes[j]) { j += 1 }
        return j
    }

    /// The 1-based column of `offset` in the description, in characters as a reader counts them.
    func column(_ offset: Int) -> Int {
        String(decoding: bytes[..<min(offset, bytes.count)], as: UTF8.self).count + 1
    }
}
