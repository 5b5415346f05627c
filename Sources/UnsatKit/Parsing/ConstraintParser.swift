/// Why a constraint description could not be read: what was expected, and where in the text.
public struct ConstraintParseError: Error, Hashable, Sendable {
    /// 0-based byte offset into the description where reading stopped.
    public var offset: Int
    public var expected: String
}

/// Reads one constraint description, `<CLASS:0xADDR … BODY … (active, names: …)>` (FORMATS §2).
///
/// The reader is strict about the constraint's own class and address (without them there is nothing
/// to group by) and lenient about the body: a body it cannot state as an equation keeps its text and
/// is reported through `notes`.
public struct ConstraintParser {
    /// One entry of a `names:` list: `'|':UIView:0x…` or `name_label:0x…`.
    struct NameBinding {
        var key: String
        var className: String?
        var address: String
    }

    /// The result of reading one description.
    public struct Output {
        public var constraint: Constraint
        /// Things worth telling the user that did not stop the read (an expression body, an ambiguous name).
        public var notes: [String]
    }

    public init() {}

    /// Reads `text`, which must start with `<` and end with `>`.
    public func parse(_ text: String) -> Result<Output, ConstraintParseError> {
        let bytes = Array(text.utf8)
        var reader = Reader(bytes: bytes)
        do {
            let output = try reader.read(text: text)
            return .success(output)
        } catch let error as ConstraintParseError {
            return .failure(error)
        } catch {
            return .failure(ConstraintParseError(offset: 0, expected: "a constraint description"))
        }
    }
}

/// The attributes UIKit and AppKit print, for validating what follows a `.`.
let knownAttributes: Set<String> = [
    "left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY",
    "baseline", "lastBaseline", "firstBaseline", "leftMargin", "rightMargin", "topMargin", "bottomMargin",
    "leadingMargin", "trailingMargin", "centerXWithinMargins", "centerYWithinMargins", "minX", "maxX",
    "minY", "maxY", "midX", "midY", "notAnAttribute",
]

private struct Reader {
    let bytes: [UInt8]
    var names: [ConstraintParser.NameBinding] = []
    var notes: [String] = []

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    func fail(_ offset: Int, _ expected: String) -> ConstraintParseError {
        ConstraintParseError(offset: offset, expected: expected)
    }

    mutating func read(text: String) throws -> ConstraintParser.Output {
        guard bytes.first == ASCII.lessThan else { throw fail(0, "'<' to open the constraint") }
        guard bytes.count > 2, bytes.last == ASCII.greaterThan else {
            throw fail(bytes.count, "'>' to close the constraint")
        }
        let end = bytes.count - 1
        var i = 1
        // CLASS:0xADDR
        let classStart = i
        while i < end, bytes[i] != ASCII.colon, bytes[i] != ASCII.space { i += 1 }
        guard i < end, bytes[i] == ASCII.colon, i > classStart else {
            throw fail(i, "the constraint's class followed by ':0x' and its address")
        }
        let className = bytes.string(classStart..<i)
        i += 1
        guard bytes.matches("0x", at: i) else { throw fail(i, "'0x' to start the constraint's address") }
        let addressStart = i
        i += 2
        while i < end, ASCII.isHexDigit(bytes[i]) { i += 1 }
        guard i > addressStart + 2 else { throw fail(i, "a hex digit in the constraint's address") }
        if i < end, bytes[i] != ASCII.space, bytes[i] != ASCII.at {
            throw fail(i, "a hex digit in the constraint's address")
        }
        let address = bytes.lowercasedString(addressStart..<i)
        // @File.swift#88 (SnapKit); the file name may hold spaces or '+'.
        var sourceReference: String?
        if i < end, bytes[i] == ASCII.at {
            var j = i + 1
            var found: Int?
            while j < end {
                if bytes[j] == ASCII.hash, j + 1 < end, ASCII.isDigit(bytes[j + 1]) {
                    var k = j + 1
                    while k < end, ASCII.isDigit(bytes[k]) { k += 1 }
                    if k == end || bytes[k] == ASCII.space {
                        found = k
                        break
                    }
                }
                j += 1
            }
            guard let referenceEnd = found else { throw fail(i, "'@File.swift#LINE' after the address") }
            sourceReference = bytes.string(i + 1..<referenceEnd)
            i = referenceEnd
        }
        i = skipSpaces(i, end)
        // h=--& v=--&
        var mask: String?
        if bytes.matches("h=", at: i), i + 11 <= end, bytes.matches(" v=", at: i + 5) {
            mask = bytes.string(i..<i + 11)
            i = skipSpaces(i + 11, end)
        }
        // 'identifier'
        var identifier: String?
        if i < end, bytes[i] == ASCII.quote {
            var j = i + 1
            while j < end, !(bytes[j] == ASCII.quote && (j + 1 == end || bytes[j + 1] == ASCII.space)) { j += 1 }
            guard j < end else { throw fail(i, "a closing quote after the identifier") }
            identifier = bytes.string(i + 1..<j)
            i = skipSpaces(j + 1, end)
        }
        // Trailer: (active, names: …) / (inactive) / (Names: …), read from the end.
        var bodyEnd = end
        while bodyEnd > i, ASCII.isSpace(bytes[bodyEnd - 1]) { bodyEnd -= 1 }
        var isActive: Bool?
        if bodyEnd > i, bytes[bodyEnd - 1] == ASCII.closeParen, let open = trailerStart(from: i, to: bodyEnd) {
            let inner = open + 1..<bodyEnd - 1
            if bytes.matches("active", at: inner.lowerBound) {
                isActive = true
            } else if bytes.matches("inactive", at: inner.lowerBound) {
                isActive = false
            }
            if let namesAt = bytes.firstOffset(of: "names:", from: inner.lowerBound, to: inner.upperBound)
                ?? bytes.firstOffset(of: "Names:", from: inner.lowerBound, to: inner.upperBound)
            {
                names = try readNames(namesAt + 6..<inner.upperBound)
            }
            bodyEnd = open
            while bodyEnd > i, ASCII.isSpace(bytes[bodyEnd - 1]) { bodyEnd -= 1 }
        }
        // Content-size priorities, priorities and direction at the end of the body.
        var hugging: Double?
        var compression: Double?
        var priority: Double?
        var direction: String?
        var changed = true
        while changed {
            changed = false
            if let value = trailingLabeledNumber("CompressionResistance:", from: i, to: &bodyEnd) {
                compression = value
                changed = true
            }
            if let value = trailingLabeledNumber("Hug:", from: i, to: &bodyEnd) {
                hugging = value
                changed = true
            }
            if let value = trailingLabeledNumber("priority:", from: i, to: &bodyEnd) {
                priority = value
                changed = true
            }
            if let value = trailingLabeledNumber("@", from: i, to: &bodyEnd) {
                priority = value
                changed = true
            }
            for word: StaticString in ["(LTR)", "(RTL)"] where bodyEnd - i >= 5 && bytes.matches(word, at: bodyEnd - 5)
            {
                direction = word.description == "(LTR)" ? "LTR" : "RTL"
                bodyEnd -= 5
                while bodyEnd > i, ASCII.isSpace(bytes[bodyEnd - 1]) { bodyEnd -= 1 }
                changed = true
            }
        }
        let bodyRange = i..<bodyEnd
        let body = bytes.string(bodyRange)
        var constraint = Constraint.Draft(
            address: address, className: className, identifier: identifier, sourceReference: sourceReference,
            autoresizingMask: mask, isEquation: false, multiplier: 1, constant: 0, systemSpacing: false,
            priority: priority, isActive: isActive, direction: direction, huggingPriority: hugging,
            compressionResistancePriority: compression, body: body, text: text)
        if bodyRange.isEmpty {
            notes.append("the constraint has no body")
        } else if bytes.matches("H:", at: i) || bytes.matches("V:", at: i) {
            try readVisualFormat(bodyRange, into: &constraint)
        } else if bytes[i] == ASCII.openParen {
            notes.append("an expression body is shown as text, not read as an equation")
        } else {
            try readEquation(bodyRange, into: &constraint)
        }
        constraint.origin = origin(of: constraint)
        var unique: [String] = []
        for note in notes where !unique.contains(note) { unique.append(note) }
        return ConstraintParser.Output(constraint: Constraint(constraint), notes: unique)
    }

    func skipSpaces(_ offset: Int, _ end: Int) -> Int {
        var i = offset
        while i < end, ASCII.isSpace(bytes[i]) { i += 1 }
        return i
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
        upper = labelStart
        while upper > lower, ASCII.isSpace(bytes[upper - 1]) { upper -= 1 }
        return value
    }

    /// `name:0xADDR, '|':Class:0xADDR, …` — entries end at their address.
    mutating func readNames(_ range: Range<Int>) throws -> [ConstraintParser.NameBinding] {
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
                throw fail(i, "'name:0xADDRESS' in the names: list")
            }
            var k = marker + 3
            while k < range.upperBound, ASCII.isHexDigit(bytes[k]) { k += 1 }
            let address = bytes.lowercasedString(marker + 1..<k)
            let keyAndClass = bytes.string(i..<marker)
            var key = keyAndClass
            var className: String?
            if keyAndClass.hasPrefix("'|':") {
                key = "|"
                className = String(keyAndClass.dropFirst(4))
            } else if let colon = keyAndClass.lastIndex(of: ":"), !keyAndClass.hasPrefix("'") {
                key = String(keyAndClass[..<colon])
                className = String(keyAndClass[keyAndClass.index(after: colon)...])
            }
            result.append(.init(key: key, className: className, address: address))
            i = k
        }
        return result
    }

    /// Resolves a bare name (or `|`) through the `names:` list. With duplicates, the last wins, as an
    /// `NSDictionary` built from the list would; the caller is told.
    mutating func resolve(name: String) -> LayoutItem? {
        let matches = names.filter { $0.key == name }
        guard let binding = matches.last else { return nil }
        if Set(matches.map(\.address)).count > 1 {
            notes.append(
                "the name '\(name)' stands for \(matches.count) views in names:; read as \(binding.address), the last")
        }
        return LayoutItem(
            className: binding.className ?? binding.key, address: binding.address, label: nil,
            name: binding.key)
    }

    /// Reads an item at `offset`: `Class:0xADDR['label']`, or a name from `names:`. `isEnd` tells
    /// whether a position is a valid place for the item to end (used to find where a label closes).
    mutating func readItem(at offset: Int, limit: Int, isEnd: (Int) -> Bool) throws -> (LayoutItem, Int) {
        var i = offset
        while i < limit, ASCII.isClassNameByte(bytes[i]), bytes[i] != ASCII.dot || !bytes.matches(".0x", at: i) {
            if bytes[i] == ASCII.colon { break }
            i += 1
        }
        // Class names may hold dots (modules), so step back over a trailing ".attribute" when no colon follows.
        if i < limit, bytes[i] == ASCII.colon, bytes.matches(":0x", at: i), i > offset {
            let className = bytes.string(offset..<i)
            var k = i + 3
            while k < limit, ASCII.isHexDigit(bytes[k]) { k += 1 }
            guard k > i + 3 else { throw fail(i + 3, "a hex digit in the view's address") }
            if k < limit, ASCII.isLetter(bytes[k]) || ASCII.isDigit(bytes[k]) {
                throw fail(k, "a hex digit in the view's address")
            }
            let address = bytes.lowercasedString(i + 1..<k)
            var label: String?
            if k < limit, bytes[k] == ASCII.quote {
                // The label may itself hold quotes: it ends at the first quote after which the item can end.
                var j = k + 1
                var close: Int?
                while j < limit {
                    if bytes[j] == ASCII.quote, isEnd(j + 1) {
                        close = j
                        break
                    }
                    j += 1
                }
                guard let close else { throw fail(k, "a closing quote after the view's label") }
                label = bytes.string(k + 1..<close)
                k = close + 1
            }
            return (LayoutItem(className: className, address: address, label: label), k)
        }
        if offset < limit, bytes[offset] == ASCII.pipe, isEnd(offset + 1) {
            if let item = resolve(name: "|") { return (item, offset + 1) }
            notes.append("the superview '|' is not in the names: list")
            return (LayoutItem(className: "superview", address: nil, name: "|"), offset + 1)
        }
        // A bare name: the longest key of names: that fits here.
        var best: (String, Int)?
        for binding in names where binding.key != "|" {
            let key = Array(binding.key.utf8)
            let keyEnd = offset + key.count
            guard keyEnd <= limit, bytes[offset..<keyEnd].elementsEqual(key), isEnd(keyEnd) else { continue }
            if best == nil || key.count > best!.1 - offset { best = (binding.key, keyEnd) }
        }
        if let (name, keyEnd) = best, let item = resolve(name: name) { return (item, keyEnd) }
        throw fail(offset, "a view (Class:0xADDRESS) or a name from the names: list")
    }

    /// Whether `offset` starts `.attribute` followed by a space or the end of the body.
    static func isAttributeAhead(_ bytes: [UInt8], _ offset: Int, _ limit: Int) -> Bool {
        guard offset < limit, bytes[offset] == ASCII.dot else { return false }
        var j = offset + 1
        while j < limit, ASCII.isLetter(bytes[j]) { j += 1 }
        guard j > offset + 1, j == limit || ASCII.isSpace(bytes[j]) || bytes[j] == ASCII.closeParen else {
            return false
        }
        return knownAttributes.contains(bytes.string(offset + 1..<j))
    }

    mutating func readOperand(at offset: Int, limit: Int) throws -> (Operand, Int) {
        let bytes = self.bytes
        let (item, afterItem) = try readItem(at: offset, limit: limit) { Self.isAttributeAhead(bytes, $0, limit) }
        guard afterItem < limit, bytes[afterItem] == ASCII.dot else {
            throw fail(afterItem, "'.' and an attribute after the view")
        }
        var j = afterItem + 1
        while j < limit, ASCII.isLetter(bytes[j]) { j += 1 }
        let attribute = bytes.string(afterItem + 1..<j)
        guard !attribute.isEmpty else { throw fail(afterItem + 1, "an attribute (leading, width, …)") }
        if !knownAttributes.contains(attribute) { notes.append("'\(attribute)' is not an attribute unsat knows") }
        return (Operand(item: item, attribute: attribute), j)
    }

    func readRelation(at offset: Int) -> Relation? {
        guard offset + 2 <= bytes.count else { return nil }
        if bytes.matches("==", at: offset) { return .equal }
        if bytes.matches(">=", at: offset) { return .greaterThanOrEqual }
        if bytes.matches("<=", at: offset) { return .lessThanOrEqual }
        return nil
    }

    /// `NSSpace(8)` or `NSLayoutAnchorConstraintSpace(8)` at `offset`: the value and the end.
    func readSystemSpace(at offset: Int, limit: Int) -> (Double, Int)? {
        for word: StaticString in ["NSSpace(", "NSLayoutAnchorConstraintSpace("] where bytes.matches(word, at: offset) {
            let start = offset + word.utf8CodeUnitCount
            guard let (value, end) = NumberReader.read(bytes, at: start), end < limit,
                bytes[end] == ASCII.closeParen
            else { return nil }
            return (value, end + 1)
        }
        return nil
    }

    /// `A.attr REL [m*]B.attr [* m] [± c] [NSSpace(c)]`, or `A.attr REL c`.
    mutating func readEquation(_ range: Range<Int>, into constraint: inout Constraint.Draft) throws {
        let limit = range.upperBound
        let (first, afterFirst) = try readOperand(at: range.lowerBound, limit: limit)
        var i = skipSpaces(afterFirst, limit)
        guard let relation = readRelation(at: i) else { throw fail(i, "'==', '>=' or '<=' after \(first.attribute)") }
        i = skipSpaces(i + 2, limit)
        guard i < limit else { throw fail(i, "a view or a number after '\(relation.rawValue)'") }
        var multiplier = 1.0
        var constant = 0.0
        var second: Operand?
        var systemSpacing = false
        // A leading number is either the constant alone or a multiplier before '*'.
        if let (value, end) = readSignedNumber(at: i, limit: limit) {
            let afterNumber = skipSpaces(end, limit)
            if afterNumber < limit, bytes[afterNumber] == ASCII.star {
                multiplier = value
                i = skipSpaces(afterNumber + 1, limit)
            } else {
                constant = value
                i = afterNumber
                guard i == limit else { throw fail(i, "the end of the constraint after the constant") }
                fill(&constraint, first, relation, nil, 1, constant, false)
                return
            }
        }
        if let (value, end) = readSystemSpace(at: i, limit: limit) {
            fill(&constraint, first, relation, nil, 1, value, true)
            guard skipSpaces(end, limit) == limit else { throw fail(end, "the end of the constraint") }
            return
        }
        let (operand, afterSecond) = try readOperand(at: i, limit: limit)
        second = operand
        i = skipSpaces(afterSecond, limit)
        if i < limit, bytes[i] == ASCII.star {
            i = skipSpaces(i + 1, limit)
            guard let (value, end) = NumberReader.read(bytes, at: i) else { throw fail(i, "a multiplier after '*'") }
            multiplier = value
            i = skipSpaces(end, limit)
        }
        if i < limit, bytes[i] == ASCII.plus || bytes[i] == ASCII.minus {
            let negative = bytes[i] == ASCII.minus
            let j = skipSpaces(i + 1, limit)
            if let (value, end) = NumberReader.read(bytes, at: j) {
                constant = negative ? -value : value
                i = skipSpaces(end, limit)
            } else if let (value, end) = readSystemSpace(at: j, limit: limit) {
                constant = negative ? -value : value
                systemSpacing = true
                i = skipSpaces(end, limit)
            } else {
                throw fail(j, "a number after '\(negative ? "-" : "+")'")
            }
        }
        if let (value, end) = readSystemSpace(at: i, limit: limit) {
            constant += value
            systemSpacing = true
            i = skipSpaces(end, limit)
        }
        guard i == limit else { throw fail(i, "the end of the constraint, or '+'/'-' and a constant") }
        fill(&constraint, first, relation, second, multiplier, constant, systemSpacing)
    }

    /// A number with an optional sign, which may be separated from it (`- 16`).
    func readSignedNumber(at offset: Int, limit: Int) -> (Double, Int)? {
        var i = offset
        var sign = 1.0
        if i < limit, bytes[i] == ASCII.minus || bytes[i] == ASCII.plus {
            sign = bytes[i] == ASCII.minus ? -1 : 1
            i = skipSpaces(i + 1, limit)
        }
        guard i < limit, ASCII.isDigit(bytes[i]) || bytes.matches("inf", at: i) else { return nil }
        guard let (value, end) = NumberReader.read(bytes, at: i), end <= limit else { return nil }
        // A number glued to letters is a class name (`3DView:0x…`), not a number.
        if end < limit, ASCII.isLetter(bytes[end]) || bytes[end] == ASCII.colon { return nil }
        return (sign * value, end)
    }

    func fill(
        _ constraint: inout Constraint.Draft, _ first: Operand, _ relation: Relation, _ second: Operand?,
        _ multiplier: Double, _ constant: Double, _ systemSpacing: Bool
    ) {
        constraint.isEquation = true
        constraint.first = first
        constraint.relation = relation
        constraint.second = second
        constraint.multiplier = multiplier
        constraint.constant = constant
        constraint.systemSpacing = systemSpacing
    }

    /// One element of a visual-format string: `|` or `[item(size)]`.
    enum Element {
        case superview(LayoutItem)
        case view(LayoutItem, size: (Relation, Double, Double?)?)
    }

    /// `H:[A(768)]`, `V:|-(16)-[A]`, `H:[A]-(8)-|`, `H:[A]-(>=8)-[B]`, each with one relation.
    mutating func readVisualFormat(_ range: Range<Int>, into constraint: inout Constraint.Draft) throws {
        let limit = range.upperBound
        let horizontal = bytes[range.lowerBound] == 0x48  // H
        var i = range.lowerBound + 2
        var elements: [Element] = []
        var gaps: [(Relation, Double, Bool, Double?)] = []
        while i < limit {
            if bytes[i] == ASCII.pipe {
                if let item = resolve(name: "|") {
                    elements.append(.superview(item))
                } else {
                    notes.append("the superview '|' is not in the names: list")
                    elements.append(.superview(LayoutItem(className: "superview", address: nil, name: "|")))
                }
                i += 1
            } else if bytes[i] == ASCII.openBracket {
                let bytes = self.bytes
                let (item, afterItem) = try readItem(at: i + 1, limit: limit) { j in
                    j < limit && (bytes[j] == ASCII.closeBracket || bytes[j] == ASCII.openParen)
                }
                var j = afterItem
                var size: (Relation, Double, Double?)?
                if j < limit, bytes[j] == ASCII.openParen {
                    let (relation, value, _, priority, end) = try readSpec(at: j + 1, limit: limit)
                    guard end < limit, bytes[end] == ASCII.closeParen else { throw fail(end, "')' after the size") }
                    size = (relation, value, priority)
                    j = end + 1
                }
                guard j < limit, bytes[j] == ASCII.closeBracket else { throw fail(j, "']' after the view") }
                elements.append(.view(item, size: size))
                i = j + 1
            } else if bytes[i] == ASCII.minus {
                // -(spec)- or a bare '-' (standard spacing).
                if i + 1 < limit, bytes[i + 1] == ASCII.openParen {
                    let (relation, value, system, priority, end) = try readSpec(at: i + 2, limit: limit)
                    guard bytes.matches(")-", at: end) else { throw fail(end, "')-' after the spacing") }
                    gaps.append((relation, value, system, priority))
                    i = end + 2
                } else if i + 1 < limit, ASCII.isDigit(bytes[i + 1]) {
                    guard let (value, end) = NumberReader.read(bytes, at: i + 1), end < limit,
                        bytes[end] == ASCII.minus
                    else { throw fail(i + 1, "'-' after the spacing") }
                    gaps.append((.equal, value, false, nil))
                    i = end + 1
                } else {
                    gaps.append((.equal, 8, true, nil))
                    i += 1
                }
            } else {
                throw fail(i, "'|', '[' or '-' in the visual format")
            }
            if elements.count + gaps.count > 3 { throw fail(i, "one relation in the visual format") }
        }
        let leading = horizontal ? "leading" : "top"
        let trailing = horizontal ? "trailing" : "bottom"
        let size = horizontal ? "width" : "height"
        if elements.count == 1, gaps.isEmpty, case .view(let item, let spec?) = elements[0] {
            fill(&constraint, Operand(item: item, attribute: size), spec.0, nil, 1, spec.1, false)
            if let priority = spec.2 { constraint.priority = priority }
            return
        }
        // [A][B] (flush) has no gap: spacing 0.
        if elements.count == 2, gaps.isEmpty { gaps.append((.equal, 0, false, nil)) }
        guard elements.count == 2, gaps.count == 1 else {
            throw fail(range.lowerBound, "one view with a size, or two elements with a spacing between")
        }
        let gap = gaps[0]
        switch (elements[0], elements[1]) {
        case (.superview(let parent), .view(let view, _)):
            fill(
                &constraint, Operand(item: view, attribute: leading), gap.0, Operand(item: parent, attribute: leading),
                1, gap.1, gap.2)
        case (.view(let view, _), .superview(let parent)):
            fill(
                &constraint, Operand(item: parent, attribute: trailing), gap.0,
                Operand(item: view, attribute: trailing),
                1, gap.1, gap.2)
        case (.view(let a, _), .view(let b, _)):
            fill(
                &constraint, Operand(item: b, attribute: leading), gap.0, Operand(item: a, attribute: trailing), 1,
                gap.1, gap.2)
        default:
            throw fail(range.lowerBound, "a view between the two superview bars")
        }
        if let priority = gap.3 { constraint.priority = priority }
    }

    /// `[REL]number|NSSpace(n)[@priority]` inside parentheses.
    func readSpec(at offset: Int, limit: Int) throws -> (Relation, Double, Bool, Double?, Int) {
        var i = offset
        var relation = Relation.equal
        if let parsed = readRelation(at: i) {
            relation = parsed
            i += 2
        }
        var value: Double
        var system = false
        if let (spacing, end) = readSystemSpace(at: i, limit: limit) {
            value = spacing
            system = true
            i = end
        } else if let (number, end) = NumberReader.read(bytes, at: i) {
            value = number
            i = end
        } else {
            throw fail(i, "a number or NSSpace(…) in the visual format")
        }
        var priority: Double?
        if i < limit, bytes[i] == ASCII.at {
            guard let (number, end) = NumberReader.read(bytes, at: i + 1) else {
                throw fail(i + 1, "a priority after '@'")
            }
            priority = number
            i = end
        }
        return (relation, value, system, priority, i)
    }

    func origin(of constraint: Constraint.Draft) -> ConstraintOrigin {
        let identifier = constraint.identifier ?? ""
        if identifier.hasPrefix("UIView-Encapsulated-Layout") { return .encapsulated }
        if identifier.hasPrefix("UISV-") { return .stackView }
        if identifier.hasPrefix("_UITemporaryLayout") { return .temporary }
        if constraint.autoresizingMask != nil || constraint.className.hasSuffix("AutoresizingMaskLayoutConstraint") {
            return .autoresizing
        }
        if constraint.className.hasSuffix("ContentSizeLayoutConstraint") { return .contentSize }
        if identifier.hasSuffix("-guide-constraint") || identifier.hasPrefix("UIViewSafeAreaLayoutGuide")
            || identifier.hasPrefix("UIViewLayoutMarginsGuide") || identifier.hasPrefix("UIView-")
            || constraint.className == "_UILayoutSupportConstraint"
        {
            return .guide
        }
        return .app
    }
}
