/// Equation bodies: `A.attr REL [m*]B.attr [* m] [± c] [NSSpace(c)]`, or `A.attr REL c`.
extension ConstraintReader {
    /// What a body states, `first relation multiplier × second + constant`, whether it was written as an
    /// equation or as a visual format.
    struct Equation {
        var first: Operand
        var relation: Relation
        var second: Operand?
        var multiplier = 1.0
        var constant = 0.0
        var systemSpacing = false
        /// A priority the body itself gives (a visual format's `-(8@250)-`); it wins over a trailing one.
        var priority: Double?
    }

    /// A constant as a `± c` term or a visual-format predicate writes it: a number, or `NSSpace(n)`,
    /// the system spacing.
    struct Constant {
        var value: Double
        var isSystemSpacing: Bool
        var end: Int
    }

    /// Sets what `equation` states on `constraint`. `consuming`, so the operands move into the draft
    /// rather than being copied and released.
    func fill(_ constraint: inout Constraint.Draft, with equation: consuming Equation) {
        constraint.isEquation = true
        constraint.first = equation.first
        constraint.relation = equation.relation
        constraint.second = equation.second
        constraint.multiplier = equation.multiplier
        constraint.constant = equation.constant
        constraint.systemSpacing = equation.systemSpacing
        if let priority = equation.priority { constraint.priority = priority }
    }

    /// The first operand and the relation, then the right side in one of its three shapes.
    mutating func readEquation(_ range: Range<Int>) throws -> Equation {
        let limit = range.upperBound
        let (first, afterFirst) = try readOperand(at: range.lowerBound, limit: limit)
        var i = skipSpaces(afterFirst, limit)
        guard let relation = readRelation(at: i) else { throw fail(i, .relation(after: first.attribute.name)) }
        i = skipSpaces(i + 2, limit)
        guard i < limit else { throw fail(i, .rightSide(after: relation)) }
        var multiplier = 1.0
        // A leading number is either the constant alone or a multiplier before '*'.
        if let (value, end) = readSignedNumber(at: i, limit: limit) {
            let afterNumber = skipSpaces(end, limit)
            guard afterNumber < limit, bytes[afterNumber] == ASCII.star else {
                guard afterNumber == limit else { throw fail(afterNumber, .endAfterConstant) }
                return Equation(first: first, relation: relation, constant: value)
            }
            multiplier = value
            i = skipSpaces(afterNumber + 1, limit)
        }
        // A system spacing alone is the whole right side; a multiplier before it is not kept.
        if let (value, end) = readSystemSpace(at: i, limit: limit) {
            guard skipSpaces(end, limit) == limit else { throw fail(end, .endAfterSystemSpace) }
            return Equation(first: first, relation: relation, constant: value, systemSpacing: true)
        }
        var equation = Equation(first: first, relation: relation, multiplier: multiplier)
        try readSecondTerm(at: i, limit: limit, into: &equation)
        return equation
    }

    /// `B.attr [* m] [± c] [NSSpace(c)]`, which must run to the end of the body.
    mutating func readSecondTerm(at offset: Int, limit: Int, into equation: inout Equation) throws {
        let (second, afterSecond) = try readOperand(at: offset, limit: limit)
        equation.second = second
        var i = skipSpaces(afterSecond, limit)
        if i < limit, bytes[i] == ASCII.star {
            i = skipSpaces(i + 1, limit)
            guard let (value, end) = NumberReader.read(bytes, at: i) else { throw fail(i, .multiplier) }
            equation.multiplier = value
            i = skipSpaces(end, limit)
        }
        if i < limit, bytes[i] == ASCII.plus || bytes[i] == ASCII.minus {
            let negative = bytes[i] == ASCII.minus
            let j = skipSpaces(i + 1, limit)
            guard let constant = readConstant(at: j, limit: limit) else {
                throw fail(j, .number(after: negative ? "-" : "+"))
            }
            equation.constant = negative ? -constant.value : constant.value
            equation.systemSpacing = constant.isSystemSpacing
            i = skipSpaces(constant.end, limit)
        }
        // NSSpace after a constant adds to it.
        if let (value, end) = readSystemSpace(at: i, limit: limit) {
            equation.constant += value
            equation.systemSpacing = true
            i = skipSpaces(end, limit)
        }
        guard i == limit else { throw fail(i, .endOrConstant) }
    }

    func readRelation(at offset: Int) -> Relation? {
        guard offset + 2 <= bytes.count else { return nil }
        if bytes.matches("==", at: offset) { return .equal }
        if bytes.matches(">=", at: offset) { return .greaterThanOrEqual }
        if bytes.matches("<=", at: offset) { return .lessThanOrEqual }
        return nil
    }

    /// A number or `NSSpace(n)` at `offset`. No text is both, so which is tried first does not matter.
    func readConstant(at offset: Int, limit: Int) -> Constant? {
        if let (value, end) = readSystemSpace(at: offset, limit: limit) {
            return Constant(value: value, isSystemSpacing: true, end: end)
        }
        if let (value, end) = NumberReader.read(bytes, at: offset) {
            return Constant(value: value, isSystemSpacing: false, end: end)
        }
        return nil
    }

    /// `NSSpace(8)` or `NSLayoutAnchorConstraintSpace(8)` at `offset`: the value and the end.
    func readSystemSpace(at offset: Int, limit: Int) -> (value: Double, end: Int)? {
        for word: StaticString in ["NSSpace(", "NSLayoutAnchorConstraintSpace("] where bytes.matches(word, at: offset) {
            let start = offset + word.utf8CodeUnitCount
            guard let (value, end) = NumberReader.read(bytes, at: start), end < limit,
                bytes[end] == ASCII.closeParen
            else { return nil }
            return (value, end + 1)
        }
        return nil
    }

    /// A number with an optional sign, which may be separated from it (`- 16`).
    func readSignedNumber(at offset: Int, limit: Int) -> (value: Double, end: Int)? {
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
}
