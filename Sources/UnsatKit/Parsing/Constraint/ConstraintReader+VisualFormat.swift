/// Visual-format bodies: `H:[A(768)]`, `V:|-(16)-[A]`, `H:[A]-(8)-|`, `H:[A]-(>=8)-[B]`, each with
/// one relation.
extension ConstraintReader {
    /// `(>=8@750)`, `(NSSpace(8))`: a relation to a constant, and the priority it gives.
    struct Predicate {
        var relation = Relation.equal
        var constant: Double
        var systemSpacing = false
        var priority: Double?
    }

    /// One element of a visual-format string: `|` or `[item(size)]`.
    enum Element {
        case superview(LayoutItem)
        case view(LayoutItem, size: Predicate?)
    }

    /// A visual format taken apart: its elements and the gaps between them.
    struct VisualFormat {
        var axis: Axis
        var elements: [Element] = []
        var gaps: [Predicate] = []

        /// A gap runs from one view's trailing edge to the next one's leading edge, as `H:` and `V:` read.
        var leadingAttribute: LayoutAttribute { axis == .horizontal ? .leading : .top }
        var trailingAttribute: LayoutAttribute { axis == .horizontal ? .trailing : .bottom }
        var sizeAttribute: LayoutAttribute { axis.size }
    }

    mutating func readVisualFormat(_ range: Range<Int>) throws -> Equation {
        let format = try readVisualFormatParts(range)
        return try equation(of: format, at: range.lowerBound)
    }

    /// The elements and gaps after `H:` or `V:`; more than one relation's worth is refused as it is read.
    mutating func readVisualFormatParts(_ range: Range<Int>) throws -> VisualFormat {
        let limit = range.upperBound
        var format = VisualFormat(axis: bytes[range.lowerBound] == 0x48 ? .horizontal : .vertical)  // H
        var i = range.lowerBound + 2
        while i < limit {
            if bytes[i] == ASCII.pipe {
                format.elements.append(.superview(resolveSuperview()))
                i += 1
            } else if bytes[i] == ASCII.openBracket {
                let (view, end) = try readView(at: i, limit: limit)
                format.elements.append(view)
                i = end
            } else if bytes[i] == ASCII.minus {
                let (gap, end) = try readGap(at: i, limit: limit)
                format.gaps.append(gap)
                i = end
            } else {
                throw fail(i, .visualFormatElement)
            }
            if format.elements.count + format.gaps.count > 3 { throw fail(i, .oneRelation) }
        }
        return format
    }

    /// `[item]` or `[item(size)]`, from its `[`.
    mutating func readView(at bracket: Int, limit: Int) throws -> (element: Element, end: Int) {
        let bytes = self.bytes
        let (item, afterItem) = try readItem(at: bracket + 1, limit: limit) { j in
            j < limit && (bytes[j] == ASCII.closeBracket || bytes[j] == ASCII.openParen)
        }
        var j = afterItem
        var size: Predicate?
        if j < limit, bytes[j] == ASCII.openParen {
            let (predicate, end) = try readPredicate(at: j + 1, limit: limit)
            guard end < limit, bytes[end] == ASCII.closeParen else { throw fail(end, .sizeClose) }
            size = predicate
            j = end + 1
        }
        guard j < limit, bytes[j] == ASCII.closeBracket else { throw fail(j, .viewClose) }
        return (.view(item, size: size), j + 1)
    }

    /// `-(predicate)-`, `-8-`, or a bare `-` (the standard spacing), from its first `-`.
    func readGap(at dash: Int, limit: Int) throws -> (gap: Predicate, end: Int) {
        if dash + 1 < limit, bytes[dash + 1] == ASCII.openParen {
            let (predicate, end) = try readPredicate(at: dash + 2, limit: limit)
            guard bytes.matches(")-", at: end) else { throw fail(end, .gapClose) }
            return (predicate, end + 2)
        }
        if dash + 1 < limit, ASCII.isDigit(bytes[dash + 1]) {
            guard let (value, end) = NumberReader.read(bytes, at: dash + 1), end < limit, bytes[end] == ASCII.minus
            else { throw fail(dash + 1, .gapDash) }
            return (Predicate(constant: value), end + 1)
        }
        return (Predicate(constant: 8, systemSpacing: true), dash + 1)
    }

    /// `[REL]number|NSSpace(n)[@priority]` inside parentheses.
    func readPredicate(at offset: Int, limit: Int) throws -> (predicate: Predicate, end: Int) {
        var i = offset
        var relation = Relation.equal
        if let parsed = readRelation(at: i) {
            relation = parsed
            i += 2
        }
        guard let constant = readConstant(at: i, limit: limit) else { throw fail(i, .predicateConstant) }
        i = constant.end
        var priority: Double?
        if i < limit, bytes[i] == ASCII.at {
            guard let (number, end) = NumberReader.read(bytes, at: i + 1) else { throw fail(i + 1, .priority) }
            priority = number
            i = end
        }
        let predicate = Predicate(
            relation: relation, constant: constant.value, systemSpacing: constant.isSystemSpacing, priority: priority)
        return (predicate, i)
    }

    /// The one relation a visual format states: a lone view's size, or the spacing between two elements.
    func equation(of format: VisualFormat, at offset: Int) throws -> Equation {
        let elements = format.elements
        if elements.count == 1, format.gaps.isEmpty, case .view(let item, let size?) = elements[0] {
            // A size is a length, never a system spacing, even when written `NSSpace(n)`.
            return Equation(
                first: Operand(item: item, attribute: format.sizeAttribute), relation: size.relation,
                constant: size.constant, priority: size.priority)
        }
        guard elements.count == 2, format.gaps.count <= 1 else { throw fail(offset, .sizeOrSpacing) }
        // [A][B] (flush) has no gap: spacing 0.
        let gap = format.gaps.first ?? Predicate(constant: 0)
        return try spacingEquation(from: elements[0], to: elements[1], gap: gap, in: format, at: offset)
    }

    /// `|-gap-[A]`, `[A]-gap-|` or `[A]-gap-[B]`: the later edge is the earlier edge plus the gap, so the
    /// equation reads as UIKit prints the same constraint made with anchors.
    func spacingEquation(
        from before: Element, to after: Element, gap: Predicate, in format: VisualFormat, at offset: Int
    ) throws -> Equation {
        let first: Operand
        let second: Operand
        switch (before, after) {
        case (.superview(let parent), .view(let view, _)):
            first = Operand(item: view, attribute: format.leadingAttribute)
            second = Operand(item: parent, attribute: format.leadingAttribute)
        case (.view(let view, _), .superview(let parent)):
            first = Operand(item: parent, attribute: format.trailingAttribute)
            second = Operand(item: view, attribute: format.trailingAttribute)
        case (.view(let a, _), .view(let b, _)):
            first = Operand(item: b, attribute: format.leadingAttribute)
            second = Operand(item: a, attribute: format.trailingAttribute)
        default:
            throw fail(offset, .viewBetweenBars)
        }
        return Equation(
            first: first, relation: gap.relation, second: second, constant: gap.constant,
            systemSpacing: gap.systemSpacing, priority: gap.priority)
    }
}
