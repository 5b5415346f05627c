/// Reads one description's bytes, part by part in the order docs/formats.md §2 gives them: the head, a
/// SnapKit source reference, an autoresizing mask, an identifier, then the trailer and the trailing
/// priorities from the end, and what is left between them as the body.
struct ConstraintReader {
    let bytes: [UInt8]
    var names: [ConstraintParser.NameBinding] = []
    var notes: [ConstraintNote] = []

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// `CLASS:0xADDR` right after `<`: the constraint's own class and address.
    struct Head {
        var className: String
        var address: Address
        /// Just after the address.
        var end: Int
        /// Masonry's `mas_key` stands where the address would be.
        var isKeyed = false
    }

    /// The trailer, `(active, names: …)`, `(inactive)` or `(Names: …)`, read from the end.
    struct Trailer {
        /// Nil when the trailer does not say (older systems print only `(Names: …)`).
        var isActive: Bool?
        var names: [ConstraintParser.NameBinding]
        /// Where the body ends before the trailer, spaces trimmed.
        var bodyEnd: Int
    }

    /// What may follow the equation, in any order: content-size priorities, a priority, a direction.
    struct TrailingAttributes {
        var hugging: Double?
        var compression: Double?
        var priority: Double?
        var direction: String?
        /// Where the body ends before them, spaces trimmed.
        var bodyEnd: Int
    }

    func fail(_ offset: Int, _ expected: ConstraintParseError.Expected) -> ConstraintParseError {
        ConstraintParseError(offset: offset, expected)
    }

    /// Reads the parts in order. The part readers run once a description and are `@inline(__always)`:
    /// as calls they cost about 4% more instructions a description, on a path that reads millions.
    mutating func read(text: String) throws -> ConstraintParser.Output {
        let end = try closingBracketOffset()
        let head = try readHead(end: end)
        if head.isKeyed { notes.append(ConstraintNote.keyedConstraint) }
        let reference = try readSourceReference(at: head.end, end: end)
        var i = skipSpaces(reference?.end ?? head.end, end)
        let mask = readAutoresizingMask(at: i, end: end)
        i = skipSpaces(mask?.end ?? i, end)
        let identifier = try readIdentifier(at: i, end: end)
        let bodyStart = skipSpaces(identifier?.end ?? i, end)
        let trailer = try readTrailer(from: bodyStart, end: end)
        names = trailer.names
        let trailing = readTrailingAttributes(from: bodyStart, to: trailer.bodyEnd)
        let bodyRange = bodyStart..<trailing.bodyEnd
        var constraint = Constraint.Draft(
            address: head.address, className: head.className, identifier: identifier?.text,
            sourceReference: reference?.text, autoresizingMask: mask?.text, isEquation: false, multiplier: 1,
            constant: 0, systemSpacing: false, priority: trailing.priority, isActive: trailer.isActive,
            direction: trailing.direction, huggingPriority: trailing.hugging,
            compressionResistancePriority: trailing.compression, body: "", text: text, bodyRange: bodyRange)
        try readBody(bodyRange, into: &constraint)
        constraint.origin = origin(of: constraint)
        constraint.frameSuperview = frameSuperview(of: constraint)
        return ConstraintParser.Output(constraint: Constraint(constraint), notes: distinctNotes())
    }

    /// The offset of the closing `>`, after checking the description opens with `<`.
    @inline(__always)
    func closingBracketOffset() throws -> Int {
        guard bytes.first == ASCII.lessThan else { throw fail(0, .openingBracket) }
        guard bytes.count > 2, bytes.last == ASCII.greaterThan else { throw fail(bytes.count, .closingBracket) }
        return bytes.count - 1
    }

    @inline(__always)
    func readHead(end: Int) throws -> Head {
        // A space re-spacing put after the `<` (`< NSLayoutConstraint:0x…`).
        let classStart = bytes[1] == ASCII.space ? 2 : 1
        var i = classStart
        while i < end, bytes[i] != ASCII.colon, bytes[i] != ASCII.space { i += 1 }
        guard i < end, bytes[i] == ASCII.colon, i > classStart else { throw fail(i, .constraintClass) }
        let className = bytes.string(classStart..<i)
        i += 1
        if !bytes.matches("0x", at: i), let keyEnd = Self.masonryKeyEnd(bytes, from: i, to: end),
            LineClassifier.isConstraintClass(bytes, classStart..<i - 1)
        {
            return Head(
                className: className, address: Address(key: bytes.string(i..<keyEnd)), end: keyEnd, isKeyed: true)
        }
        guard bytes.matches("0x", at: i) else { throw fail(i, .addressPrefix) }
        let addressStart = i
        i += 2
        while i < end, ASCII.isHexDigit(bytes[i]) { i += 1 }
        guard i > addressStart + 2 else { throw fail(i, .constraintAddressDigit) }
        // Only a space or SnapKit's '@' may end the address; anything else is a bad digit.
        if i < end, bytes[i] != ASCII.space, bytes[i] != ASCII.at { throw fail(i, .constraintAddressDigit) }
        return Head(className: className, address: Address(bytes, addressStart..<i), end: i)
    }

    /// Where the `mas_key` that Masonry prints in place of a constraint's address ends (`ThumbWidth`,
    /// `340954`, `parcel.stamp.trailing`, `Pins[1]` of a composite's second, from `start`, the byte
    /// after the class's `:`): the space before the body; nil when `start` holds no such key. A key is
    /// letters, digits, `_`, `-` and `.`, then perhaps a composite's `[n]`, and a view's description
    /// follows it, not a relation: an address (`0x…`, or `1x…` damaged) is none, nor a name with an
    /// address in brackets (`id15[0x7fdb9b5cd8d0]`, a blog's own description), nor a rewritten entry's
    /// `ImageView.height == 120`.
    static func masonryKeyEnd(_ bytes: [UInt8], from start: Int, to end: Int) -> Int? {
        func isKeyByte(_ byte: UInt8) -> Bool {
            ASCII.isLetter(byte) || ASCII.isDigit(byte) || byte == 0x5F || byte == ASCII.minus || byte == ASCII.dot
        }
        // Not an address, nor one whose `0x` a damaged copy changed (`1x600002c71590`).
        guard start + 1 < end, isKeyByte(bytes[start]), bytes[start] != ASCII.dot,
            !(ASCII.isDigit(bytes[start]) && (bytes[start + 1] == 0x78 || bytes[start + 1] == 0x58))
        else { return nil }
        var i = start
        while i < end, isKeyByte(bytes[i]) { i += 1 }
        if i < end, bytes[i] == 0x5B /* [ */ {
            var j = i + 1
            while j < end, ASCII.isDigit(bytes[j]) { j += 1 }
            guard j > i + 1, j < end, bytes[j] == 0x5D /* ] */ else { return nil }
            i = j + 1
        }
        guard i < end, bytes[i] == ASCII.space, bytes[i - 1] != ASCII.dot else { return nil }
        // The body starts with a view, not with the relation of a rewritten `View.attribute == c`.
        var k = i
        while k < end, bytes[k] == ASCII.space { k += 1 }
        guard k < end, bytes[k] != ASCII.equals, bytes[k] != ASCII.lessThan, bytes[k] != ASCII.greaterThan else {
            return nil
        }
        return i
    }

    /// `@File.swift#88` (SnapKit) right after the address, without the `@`. The file name may hold
    /// spaces or `+`, so the reference ends at the first `#` and digits that a space or the end follows.
    @inline(__always)
    func readSourceReference(at offset: Int, end: Int) throws -> (text: String, end: Int)? {
        guard offset < end, bytes[offset] == ASCII.at else { return nil }
        var j = offset + 1
        while j < end {
            if bytes[j] == ASCII.hash, j + 1 < end, ASCII.isDigit(bytes[j + 1]) {
                var k = j + 1
                while k < end, ASCII.isDigit(bytes[k]) { k += 1 }
                if k == end || bytes[k] == ASCII.space { return (bytes.string(offset + 1..<k), k) }
            }
            j += 1
        }
        throw fail(offset, .sourceReference)
    }

    /// `h=--& v=--&`, which autoresizing constraints print before the body; re-spaced text may have
    /// lost the space between the two (`h=&-&v=&-&`), which is put back, or put blanks inside them
    /// (a wrap's cut joined with a space: `h= --& v=--&`, `h =--& v=--&`), which are taken out.
    @inline(__always)
    func readAutoresizingMask(at offset: Int, end: Int) -> (text: String, end: Int)? {
        guard offset < end, bytes[offset] == 0x68 /* h */ else { return nil }
        let isFlag = { (byte: UInt8) in byte == ASCII.minus || byte == 0x26 /* & */ }
        if offset + 11 <= end, bytes.matches(" v=", at: offset + 5),
            (offset + 2..<offset + 5).allSatisfy({ isFlag(bytes[$0]) }),
            (offset + 8..<offset + 11).allSatisfy({ isFlag(bytes[$0]) })
        {
            return (bytes.string(offset..<offset + 11), offset + 11)
        }
        // Three flags from `start`, blanks between them stepped over.
        func flags(from start: Int) -> (text: String, end: Int)? {
            var i = start
            var found: [UInt8] = []
            while i < end, found.count < 3 {
                if isFlag(bytes[i]) {
                    found.append(bytes[i])
                } else if !ASCII.isSpace(bytes[i]) {
                    return nil
                }
                i += 1
            }
            return found.count == 3 ? (String(decoding: found, as: UTF8.self), i) : nil
        }
        // A letter and its `=`, blanks between them stepped over: where the flags start.
        func label(_ letter: UInt8, at start: Int) -> Int? {
            guard start < end, bytes[start] == letter else { return nil }
            let equals = skipSpaces(start + 1, end)
            return equals < end && bytes[equals] == ASCII.equals ? equals + 1 : nil
        }
        guard let h = label(0x68 /* h */, at: offset), let horizontal = flags(from: h),
            let v = label(0x76 /* v */, at: skipSpaces(horizontal.end, end)), let vertical = flags(from: v)
        else { return nil }
        return ("h=" + horizontal.text + " v=" + vertical.text, vertical.end)
    }

    /// `'identifier'`, without the quotes. It may hold spaces and quotes of its own, so it ends at the
    /// first quote that a space or the end follows.
    @inline(__always)
    func readIdentifier(at offset: Int, end: Int) throws -> (text: String, end: Int)? {
        guard offset < end, bytes[offset] == ASCII.quote else { return nil }
        var j = offset + 1
        while j < end, !(bytes[j] == ASCII.quote && (j + 1 == end || bytes[j + 1] == ASCII.space)) { j += 1 }
        guard j < end else { throw fail(offset, .identifierQuote) }
        return (bytes.string(offset + 1..<j), j + 1)
    }

    /// Read from the end, because the body before it may hold parentheses of its own.
    @inline(__always)
    func readTrailer(from lower: Int, end: Int) throws -> Trailer {
        let upper = skipSpacesBack(end, lower)
        guard upper > lower, bytes[upper - 1] == ASCII.closeParen, let open = trailerStart(from: lower, to: upper)
        else {
            return Trailer(isActive: nil, names: [], bodyEnd: upper)
        }
        let inner = open + 1..<upper - 1
        var isActive: Bool?
        if bytes.matches("active", at: inner.lowerBound) {
            isActive = true
        } else if bytes.matches("inactive", at: inner.lowerBound) {
            isActive = false
        }
        var names: [ConstraintParser.NameBinding] = []
        if let namesAt = bytes.firstOffset(of: "names:", from: inner.lowerBound, to: inner.upperBound)
            ?? bytes.firstOffset(of: "Names:", from: inner.lowerBound, to: inner.upperBound)
        {
            names = try readNames(namesAt + 6..<inner.upperBound)
        }
        return Trailer(isActive: isActive, names: names, bodyEnd: skipSpacesBack(open, lower))
    }

    /// The `(` that opens a trailing `(active…)`, `(inactive)` or `(Names: …)`.
    func trailerStart(from lower: Int, to upper: Int) -> Int? {
        var j = upper - 1
        while j > lower {
            if bytes[j] == ASCII.openParen {
                for word: StaticString in ["(active", "(inactive", "(Names:", "(names:"]
                where bytes.matches(word, at: j) {
                    return j
                }
            }
            j -= 1
        }
        return nil
    }

    /// `name:0xADDR, '|':Class:0xADDR, …` — entries end at their address.
    func readNames(_ range: Range<Int>) throws -> [ConstraintParser.NameBinding] {
        var result: [ConstraintParser.NameBinding] = []
        var i = range.lowerBound
        while i < range.upperBound {
            i = skipSpaces(i, range.upperBound)
            if i < range.upperBound, bytes[i] == ASCII.comma {
                i += 1
                continue
            }
            guard i < range.upperBound else { break }
            // Find the next ":0x" followed by hex digits: it ends this entry.
            guard let marker = bytes.firstOffset(of: ":0x", from: i, to: range.upperBound) else {
                throw fail(i, .nameBinding)
            }
            var k = marker + 3
            while k < range.upperBound, ASCII.isHexDigit(bytes[k]) { k += 1 }
            result.append(nameBinding(bytes.string(i..<marker), address: Address(bytes, marker + 1..<k)))
            i = k
        }
        return result
    }

    /// Splits what precedes an address in `names:`: `'|':Class` is the superview, `key:Class` a named
    /// view with its class, anything else (a quoted or colon-free name) a key alone.
    func nameBinding(_ keyAndClass: String, address: Address) -> ConstraintParser.NameBinding {
        if keyAndClass.hasPrefix("'|':") {
            return .init(key: LayoutItem.superviewBar, className: String(keyAndClass.dropFirst(4)), address: address)
        }
        if let colon = keyAndClass.lastIndex(of: ":"), !keyAndClass.hasPrefix("'") {
            return .init(
                key: String(keyAndClass[..<colon]), className: String(keyAndClass[keyAndClass.index(after: colon)...]),
                address: address)
        }
        return .init(key: keyAndClass, className: nil, address: address)
    }

    /// Peels the attributes off the end of the body until none is left, since they come in any order.
    @inline(__always)
    func readTrailingAttributes(from lower: Int, to upper: Int) -> TrailingAttributes {
        var attributes = TrailingAttributes(bodyEnd: upper)
        var end = upper
        var changed = true
        while changed {
            changed = false
            if let value = trailingLabeledNumber("CompressionResistance:", from: lower, to: &end) {
                attributes.compression = value
                changed = true
            }
            if let value = trailingLabeledNumber("Hug:", from: lower, to: &end) {
                attributes.hugging = value
                changed = true
            }
            if let value = trailingLabeledNumber("priority:", from: lower, to: &end) {
                attributes.priority = value
                changed = true
            }
            if let value = trailingLabeledNumber("@", from: lower, to: &end) {
                attributes.priority = value
                changed = true
            }
            if removeTrailing("(LTR)", from: lower, to: &end) {
                attributes.direction = "LTR"
                changed = true
            }
            if removeTrailing("(RTL)", from: lower, to: &end) {
                attributes.direction = "RTL"
                changed = true
            }
        }
        attributes.bodyEnd = end
        return attributes
    }

    /// Removes ` LABEL123` from the end of the body and returns the number.
    func trailingLabeledNumber(_ label: StaticString, from lower: Int, to upper: inout Int) -> Double? {
        var j = upper
        while j > lower, ASCII.isDigit(bytes[j - 1]) || bytes[j - 1] == ASCII.dot { j -= 1 }
        guard j < upper else { return nil }
        let labelLength = label.utf8CodeUnitCount
        let labelStart = j - labelLength
        guard labelStart > lower, bytes.matches(label, at: labelStart), ASCII.isSpace(bytes[labelStart - 1]) else {
            return nil
        }
        guard let value = Double(bytes.string(j..<upper)) else { return nil }
        upper = skipSpacesBack(labelStart, lower)
        return value
    }

    /// Removes `word` (`(LTR)`, `(RTL)`) from the end of the body, if it is there.
    func removeTrailing(_ word: StaticString, from lower: Int, to upper: inout Int) -> Bool {
        let length = word.utf8CodeUnitCount
        guard upper - lower >= length, bytes.matches(word, at: upper - length) else { return false }
        upper = skipSpacesBack(upper - length, lower)
        return true
    }

    /// What is left between the head and the trailer: an equation, a visual format, or an expression
    /// that stays text.
    @inline(__always)
    mutating func readBody(_ range: Range<Int>, into constraint: inout Constraint.Draft) throws {
        if range.isEmpty {
            notes.append(ConstraintNote.noBody)
        } else if bytes.matches("H:", at: range.lowerBound) || bytes.matches("V:", at: range.lowerBound) {
            fill(&constraint, with: try readVisualFormat(range))
        } else if bytes[range.lowerBound] == ASCII.openParen {
            notes.append(ConstraintNote.expressionBody)
        } else {
            fill(&constraint, with: try readEquation(range))
        }
    }

    /// The notes in the order first written, each once: both sides of an equation may trip the same one.
    @inline(__always)
    func distinctNotes() -> [ConstraintNote] {
        var unique: [ConstraintNote] = []
        for note in notes where !unique.contains(note) { unique.append(note) }
        // A cut description whose body could not be read is said once, not as read and unread.
        if let cut = unique.firstIndex(of: .cut),
            let body = unique.firstIndex(where: { if case .bodyNotRead = $0 { true } else { false } }),
            case .bodyNotRead(let problem) = unique[body]
        {
            unique[body] = .cutAndBodyNotRead(problem)
            unique.remove(at: cut)
        }
        return unique
    }

    func skipSpaces(_ offset: Int, _ end: Int) -> Int {
        var i = offset
        while i < end, ASCII.isSpace(bytes[i]) { i += 1 }
        return i
    }

    /// `offset` moved back over the spaces before it, not below `start`.
    func skipSpacesBack(_ offset: Int, _ start: Int) -> Int {
        var i = offset
        while i > start, ASCII.isSpace(bytes[i - 1]) { i -= 1 }
        return i
    }

    func origin(of constraint: Constraint.Draft) -> ConstraintOrigin {
        var identifier = constraint.identifier ?? ""
        // A paste that mangled UIKit's dashes (`UISV~~spacing`, `UIView–Encapsulated…`) still names it.
        // (Looked for by byte: '~' or a dash's lead byte; clean identifiers pay one pass, no Foundation.)
        if identifier.utf8.contains(where: { $0 == 0x7E || $0 == 0xE2 }) {
            identifier = identifier.replacingOccurrences(of: "~~", with: "-")
                .replacingOccurrences(of: "\u{2013}", with: "-").replacingOccurrences(of: "\u{2014}", with: "-")
        }
        // AppKit's own: `NSView-Encapsulated-Layout-Width` (an NSTableView's or NSCollectionView's item),
        // `fittingSizeHTarget` (the size `fittingSize` tries).
        if identifier.startsWithBytes("UIView-Encapsulated-Layout")
            || identifier.startsWithBytes("NSView-Encapsulated-Layout")
        {
            return .encapsulated
        }
        if identifier.startsWithBytes("UISV-") { return .stackView }
        if identifier.startsWithBytes("_UITemporaryLayout") || identifier == "fittingSizeHTarget"
            || identifier == "fittingSizeVTarget"
        {
            return .temporary
        }
        if constraint.autoresizingMask != nil || constraint.className.endsWithBytes("AutoresizingMaskLayoutConstraint")
        {
            return .autoresizing
        }
        if constraint.className.endsWithBytes("ContentSizeLayoutConstraint") { return .contentSize }
        if identifier.endsWithBytes("-guide-constraint") || identifier.startsWithBytes("UIViewSafeAreaLayoutGuide")
            || identifier.startsWithBytes("UIViewLayoutMarginsGuide") || identifier.startsWithBytes("UIView-")
            || constraint.className == "_UILayoutSupportConstraint"
        {
            return .guide
        }
        return .app
    }

    /// The superview a mask constraint's frame is measured in: its `names: '|'` entry, which UIKit
    /// prints though the body (`UILabel:0x….minX == 0`) does not use it. Only one with its address
    /// whole counts: no view is better than a wrong one.
    func frameSuperview(of constraint: Constraint.Draft) -> LayoutItem? {
        guard constraint.autoresizingMask != nil,
            let bar = names.last(where: { $0.key == LayoutItem.superviewBar }), let address = bar.address
        else { return nil }
        return LayoutItem(className: bar.className ?? "UIView", address: address, label: bar.label, name: bar.key)
    }
}
