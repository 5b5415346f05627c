/// An unsigned integer of any size, as little-endian 64-bit limbs with no high zero limb (zero has
/// none).
///
/// Only what `Rational` needs when a value outgrows `Int`: UIKit prints `2.22507e-308` and
/// `1.79769e+308`, whose exact fractions have hundreds of digits. Values are small (a few dozen
/// limbs), so division is by shift and subtract rather than Knuth's algorithm D.
struct BigUInt: Hashable, Comparable, Sendable {
    private(set) var limbs: [UInt64]

    static let zero = BigUInt(limbs: [])

    private init(limbs: [UInt64]) {
        self.limbs = limbs
        normalize()
    }

    init(_ value: UInt64) {
        limbs = value == 0 ? [] : [value]
    }

    var isZero: Bool { limbs.isEmpty }

    var isOne: Bool { limbs.count == 1 && limbs[0] == 1 }

    /// `self / divisor` for a divisor known to divide it (the quotient alone; one is free).
    func exactly(dividedBy divisor: BigUInt) -> BigUInt {
        divisor.isOne ? self : quotientAndRemainder(dividingBy: divisor).quotient
    }

    /// The value when it fits in `UInt64`.
    var uint64: UInt64? {
        limbs.count <= 1 ? (limbs.first ?? 0) : nil
    }

    /// The number of significant bits.
    var bitWidth: Int {
        guard let last = limbs.last else { return 0 }
        return limbs.count * 64 - last.leadingZeroBitCount
    }

    private mutating func normalize() {
        while limbs.last == 0 { limbs.removeLast() }
    }

    static func < (lhs: BigUInt, rhs: BigUInt) -> Bool {
        if lhs.limbs.count != rhs.limbs.count { return lhs.limbs.count < rhs.limbs.count }
        for index in stride(from: lhs.limbs.count - 1, through: 0, by: -1) where lhs.limbs[index] != rhs.limbs[index] {
            return lhs.limbs[index] < rhs.limbs[index]
        }
        return false
    }

    static func + (lhs: BigUInt, rhs: BigUInt) -> BigUInt {
        var result = [UInt64](repeating: 0, count: max(lhs.limbs.count, rhs.limbs.count) + 1)
        var carry: UInt64 = 0
        for index in 0..<(result.count - 1) {
            let a = index < lhs.limbs.count ? lhs.limbs[index] : 0
            let b = index < rhs.limbs.count ? rhs.limbs[index] : 0
            let (sum, overflow1) = a.addingReportingOverflow(b)
            let (total, overflow2) = sum.addingReportingOverflow(carry)
            result[index] = total
            carry = (overflow1 ? 1 : 0) + (overflow2 ? 1 : 0)
        }
        result[result.count - 1] = carry
        return BigUInt(limbs: result)
    }

    /// `lhs - rhs`, for `lhs >= rhs`.
    static func - (lhs: BigUInt, rhs: BigUInt) -> BigUInt {
        precondition(!(lhs < rhs), "BigUInt subtraction below zero")
        var result = lhs.limbs
        var borrow: UInt64 = 0
        for index in 0..<result.count {
            let b = index < rhs.limbs.count ? rhs.limbs[index] : 0
            let (difference, overflow1) = result[index].subtractingReportingOverflow(b)
            let (total, overflow2) = difference.subtractingReportingOverflow(borrow)
            result[index] = total
            borrow = (overflow1 ? 1 : 0) + (overflow2 ? 1 : 0)
        }
        return BigUInt(limbs: result)
    }

    static func * (lhs: BigUInt, rhs: BigUInt) -> BigUInt {
        if lhs.isZero || rhs.isZero { return .zero }
        var result = [UInt64](repeating: 0, count: lhs.limbs.count + rhs.limbs.count)
        for (i, a) in lhs.limbs.enumerated() {
            var carry: UInt64 = 0
            for (j, b) in rhs.limbs.enumerated() {
                let product = a.multipliedFullWidth(by: b)
                let (low, overflow1) = product.low.addingReportingOverflow(result[i + j])
                let (sum, overflow2) = low.addingReportingOverflow(carry)
                result[i + j] = sum
                carry = product.high &+ (overflow1 ? 1 : 0) &+ (overflow2 ? 1 : 0)
            }
            result[i + rhs.limbs.count] = carry
        }
        return BigUInt(limbs: result)
    }

    /// The value shifted left by `bits`.
    func shiftedLeft(_ bits: Int) -> BigUInt {
        guard !isZero, bits > 0 else { return self }
        let (whole, part) = (bits / 64, bits % 64)
        var result = [UInt64](repeating: 0, count: limbs.count + whole + 1)
        for (index, limb) in limbs.enumerated() {
            result[index + whole] |= limb << part
            if part > 0 { result[index + whole + 1] |= limb >> (64 - part) }
        }
        return BigUInt(limbs: result)
    }

    /// The value shifted right by `bits`.
    func shiftedRight(_ bits: Int) -> BigUInt {
        guard bits > 0 else { return self }
        let (whole, part) = (bits / 64, bits % 64)
        guard whole < limbs.count else { return .zero }
        var result = [UInt64](repeating: 0, count: limbs.count - whole)
        for index in 0..<result.count {
            result[index] = limbs[index + whole] >> part
            if part > 0, index + whole + 1 < limbs.count { result[index] |= limbs[index + whole + 1] << (64 - part) }
        }
        return BigUInt(limbs: result)
    }

    /// The quotient and remainder by a single limb.
    func quotientAndRemainder(dividingBy divisor: UInt64) -> (quotient: BigUInt, remainder: UInt64) {
        precondition(divisor != 0, "BigUInt division by zero")
        var result = [UInt64](repeating: 0, count: limbs.count)
        var remainder: UInt64 = 0
        for index in stride(from: limbs.count - 1, through: 0, by: -1) {
            (result[index], remainder) = divisor.dividingFullWidth((remainder, limbs[index]))
        }
        return (BigUInt(limbs: result), remainder)
    }

    /// The quotient and remainder, by shift and subtract, in place: the divisor shifted once to
    /// the top and then a bit right each step, the remainder reduced where it holds it (no new
    /// number a step: a 1,000-bit division is a thousand steps).
    func quotientAndRemainder(dividingBy divisor: BigUInt) -> (quotient: BigUInt, remainder: BigUInt) {
        precondition(!divisor.isZero, "BigUInt division by zero")
        if self < divisor { return (.zero, self) }
        if let small = divisor.uint64 {
            let (quotient, remainder) = quotientAndRemainder(dividingBy: small)
            return (quotient, BigUInt(remainder))
        }
        var quotient = [UInt64](repeating: 0, count: limbs.count)
        var remainder = self
        var shift = bitWidth - divisor.bitWidth
        var shifted = divisor.shiftedLeft(shift)
        while shift >= 0 {
            if !(remainder < shifted) {
                remainder.subtract(shifted)
                quotient[shift / 64] |= 1 << UInt64(shift % 64)
            }
            shifted.shiftRight(by: 1)
            shift -= 1
        }
        return (BigUInt(limbs: quotient), remainder)
    }

    /// `self -= rhs`, in place, for `self >= rhs`.
    private mutating func subtract(_ rhs: BigUInt) {
        precondition(!(self < rhs), "BigUInt subtraction below zero")
        var borrow: UInt64 = 0
        for index in 0..<limbs.count {
            let b = index < rhs.limbs.count ? rhs.limbs[index] : 0
            if b == 0, borrow == 0, index >= rhs.limbs.count { break }
            let (difference, overflow1) = limbs[index].subtractingReportingOverflow(b)
            let (total, overflow2) = difference.subtractingReportingOverflow(borrow)
            limbs[index] = total
            borrow = (overflow1 ? 1 : 0) + (overflow2 ? 1 : 0)
        }
        normalize()
    }

    /// `self >>= bits`, in place.
    private mutating func shiftRight(by bits: Int) {
        guard bits > 0, !limbs.isEmpty else { return }
        let (whole, part) = (bits / 64, bits % 64)
        guard whole < limbs.count else {
            limbs = []
            return
        }
        let count = limbs.count - whole
        for index in 0..<count {
            var limb = limbs[index + whole] >> part
            if part > 0, index + whole + 1 < limbs.count { limb |= limbs[index + whole + 1] << (64 - part) }
            limbs[index] = limb
        }
        limbs.removeLast(whole)
        normalize()
    }

    /// The number of zero bits below the lowest one (0 for zero).
    private var trailingZeroBits: Int {
        guard let index = limbs.firstIndex(where: { $0 != 0 }) else { return 0 }
        return index * 64 + limbs[index].trailingZeroBitCount
    }

    /// The greatest common divisor, one for two zeros as `Rational` wants it. Binary (Stein's):
    /// shifts and subtractions in place, no division; for numbers of a thousand bits, as the
    /// fractions of `2.22507e-308` are, it is the difference between microseconds and milliseconds.
    static func gcd(_ a: BigUInt, _ b: BigUInt) -> BigUInt {
        if a.isZero { return b.isZero ? BigUInt(1) : b }
        if b.isZero { return a }
        if a.isOne || b.isOne { return BigUInt(1) }
        if let x = a.uint64, let y = b.uint64 {
            var (p, q) = (x, y)
            while q != 0 { (p, q) = (q, p % q) }
            return BigUInt(p)
        }
        var (x, y) = (a, b)
        let common = min(x.trailingZeroBits, y.trailingZeroBits)
        x.shiftRight(by: x.trailingZeroBits)
        while !y.isZero {
            y.shiftRight(by: y.trailingZeroBits)
            // Both odd: the smaller stays, the difference (even) goes on.
            if y < x { swap(&x, &y) }
            y.subtract(x)
        }
        return x.shiftedLeft(common)
    }

    /// `10^exponent`.
    static func tenToThe(_ exponent: Int) -> BigUInt {
        var result = BigUInt(1)
        var left = exponent
        while left > 0 {
            let step = min(left, 19)
            var power: UInt64 = 1
            for _ in 0..<step { power *= 10 }
            result = result * BigUInt(power)
            left -= step
        }
        return result
    }

    /// The decimal digits.
    var decimal: String {
        guard !isZero else { return "0" }
        var chunks: [UInt64] = []
        var rest = self
        while !rest.isZero {
            let (quotient, remainder) = rest.quotientAndRemainder(dividingBy: 10_000_000_000_000_000_000)
            chunks.append(remainder)
            rest = quotient
        }
        var text = String(chunks.removeLast())
        for chunk in chunks.reversed() {
            let digits = String(chunk)
            text += String(repeating: "0", count: 19 - digits.count) + digits
        }
        return text
    }

    /// `self / other` as the nearest `Double`, even where both are far beyond its range (the top
    /// 64 bits of each, scaled by the difference of their widths).
    func ratio(to other: BigUInt) -> Double {
        func top(_ value: BigUInt) -> (Double, Int) {
            let drop = max(0, value.bitWidth - 64)
            return (Double(value.shiftedRight(drop).uint64 ?? 0), drop)
        }
        let (a, aShift) = top(self)
        let (b, bShift) = top(other)
        return Double(sign: .plus, exponent: aShift - bShift, significand: a / b)
    }
}
