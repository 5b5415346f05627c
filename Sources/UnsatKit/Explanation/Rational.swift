/// An exact fraction, always reduced, with a positive denominator.
///
/// Proofs are done in these rather than in `Double`s so that `0.1 + 0.2` is `0.3` and a
/// contradiction is never an artefact of rounding. A fraction of two `Int`s is the common case and
/// costs only overflow checks; a result that outgrows `Int` (UIKit prints `2.22507e-308` and
/// `1.79769e+308`) goes on exactly in big integers. Only division by zero throws
/// `Rational.Overflow`.
public struct Rational: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Two `Int`s whenever both fit (never `Int.min`), else a sign and two magnitudes; so each
    /// value has one storage and the derived equality is the value's.
    private enum Storage: Hashable, Sendable {
        case small(Int, Int)
        case big(negative: Bool, BigUInt, BigUInt)
    }

    private let storage: Storage

    /// Thrown for a division by zero (once also for a result that did not fit in `Int`).
    public struct Overflow: Error {}

    public static let zero = Rational(unchecked: 0, 1)
    public static let one = Rational(unchecked: 1, 1)
    /// What a center adds of a size.
    public static let half = Rational(unchecked: 1, 2)

    private init(unchecked numerator: Int, _ denominator: Int) {
        storage = .small(numerator, denominator)
    }

    /// A sign and two magnitudes, reduced, as two `Int`s when they fit.
    private init(negative: Bool, _ numerator: BigUInt, _ denominator: BigUInt) {
        let divisor = BigUInt.gcd(numerator, denominator)
        if divisor.isOne {
            self.init(reduced: negative, numerator, denominator)
        } else {
            self.init(reduced: negative, numerator.exactly(dividedBy: divisor), denominator.exactly(dividedBy: divisor))
        }
    }

    /// A sign and two magnitudes with no common divisor (zero over anything is zero over one).
    private init(reduced negative: Bool, _ numerator: BigUInt, _ denominator: BigUInt) {
        let (n, d) = numerator.isZero ? (numerator, BigUInt(1)) : (numerator, denominator)
        if let small = n.uint64, small <= UInt64(Int.max), let smallDenominator = d.uint64,
            smallDenominator <= UInt64(Int.max)
        {
            storage = .small(negative ? -Int(small) : Int(small), Int(smallDenominator))
        } else {
            storage = .big(negative: negative && !n.isZero, n, d)
        }
    }

    public init(_ value: Int) {
        if value == .min {
            self.init(negative: true, BigUInt(UInt64(value.magnitude)), BigUInt(1))
        } else {
            self.init(unchecked: value, 1)
        }
    }

    /// `numerator / denominator`, reduced.
    public init(_ numerator: Int, _ denominator: Int) throws {
        guard denominator != 0 else { throw Overflow() }
        guard numerator != .min, denominator != .min else {
            self.init(
                negative: (numerator < 0) != (denominator < 0), BigUInt(UInt64(numerator.magnitude)),
                BigUInt(UInt64(denominator.magnitude)))
            return
        }
        let divisor = Self.gcd(numerator, denominator)
        let sign = denominator < 0 ? -1 : 1
        self.init(unchecked: sign * numerator / divisor, sign * denominator / divisor)
    }

    /// The exact value of decimal text as people and UIKit write it: `43.6667`, `-0.5`, `1e-05`,
    /// `2.22507e-308`. Nil for anything else (`nan`, `inf`).
    public init?(decimal text: String) {
        var rest = Substring(text)
        var exponent = 0
        if let e = rest.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            guard let value = Int(rest[rest.index(after: e)...]), abs(value) <= 400 else { return nil }
            exponent = value
            rest = rest[..<e]
        }
        let negative = rest.hasPrefix("-")
        if negative || rest.hasPrefix("+") { rest = rest.dropFirst() }
        let parts = rest.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), !(parts[0].isEmpty && (parts.count == 1 || parts[1].isEmpty)),
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }), rest.utf8.count < 800
        else { return nil }
        let fraction = parts.count == 2 ? parts[1] : ""
        exponent -= fraction.count
        let text = parts[0] + fraction
        if let digits = Int(text), abs(exponent) <= 18 {
            var scale = 1
            for _ in 0..<abs(exponent) { scale *= 10 }
            let value = negative ? -digits : digits
            guard let exact = try? exponent >= 0 ? Rational(value) * Rational(scale) : Rational(value, scale)
            else { return nil }
            self = exact
            return
        }
        var digits = BigUInt.zero
        for digit in text.utf8 { digits = digits * BigUInt(10) + BigUInt(UInt64(digit - UInt8(ascii: "0"))) }
        let scale = BigUInt.tenToThe(abs(exponent))
        self =
            exponent >= 0
            ? Rational(negative: negative, digits * scale, BigUInt(1)) : Rational(negative: negative, digits, scale)
    }

    /// A constant or multiplier as UIKit printed it: the shortest decimal text of the `Double`
    /// (`43.6667`, not the binary value nearest to it). Nil for `nan` and `inf`.
    public init?(printed value: Double) {
        guard value.isFinite else { return nil }
        self.init(decimal: "\(value)")
    }

    static func gcd(_ a: Int, _ b: Int) -> Int {
        var (x, y) = (a.magnitude, b.magnitude)
        while y != 0 { (x, y) = (y, x % y) }
        return x == 0 ? 1 : Int(x)
    }

    /// The sign and magnitudes, for the big path.
    private var parts: (negative: Bool, numerator: BigUInt, denominator: BigUInt) {
        switch storage {
        case .small(let n, let d): return (n < 0, BigUInt(UInt64(n.magnitude)), BigUInt(UInt64(d)))
        case .big(let negative, let n, let d): return (negative, n, d)
        }
    }

    /// `value` unless it overflowed or is `Int.min`.
    private static func fits(_ result: (partialValue: Int, overflow: Bool)) -> Int? {
        result.overflow || result.partialValue == .min ? nil : result.partialValue
    }

    public static func + (lhs: Rational, rhs: Rational) throws -> Rational {
        if case .small(let ln, let ld) = lhs.storage, case .small(let rn, let rd) = rhs.storage {
            let divisor = gcd(ld, rd)
            if let left = fits(ln.multipliedReportingOverflow(by: rd / divisor)),
                let right = fits(rn.multipliedReportingOverflow(by: ld / divisor)),
                let sum = fits(left.addingReportingOverflow(right)),
                let denominator = fits(ld.multipliedReportingOverflow(by: rd / divisor))
            {
                return try Rational(sum, denominator)
            }
        }
        // Henrici's way: the denominators' common divisor first, so that only it (not the whole
        // product of two thousand-bit denominators) is searched for a divisor of the result; when
        // the denominators share none, the sum is already reduced.
        let (a, b) = (lhs.parts, rhs.parts)
        let common = BigUInt.gcd(a.denominator, b.denominator)
        let (ad, bd) =
            common.isOne
            ? (a.denominator, b.denominator)
            : (a.denominator.exactly(dividedBy: common), b.denominator.exactly(dividedBy: common))
        let left = a.numerator * bd
        let right = b.numerator * ad
        let (negative, sum) =
            a.negative == b.negative
            ? (a.negative, left + right) : left < right ? (b.negative, right - left) : (a.negative, left - right)
        if common.isOne { return Rational(reduced: negative, sum, a.denominator * b.denominator) }
        let divisor = BigUInt.gcd(sum, common)
        if divisor.isOne { return Rational(reduced: negative, sum, ad * b.denominator) }
        return Rational(
            reduced: negative, sum.exactly(dividedBy: divisor), ad * b.denominator.exactly(dividedBy: divisor))
    }

    public static prefix func - (value: Rational) -> Rational {
        switch value.storage {
        case .small(let n, let d): return Rational(unchecked: -n, d)
        case .big(let negative, let n, let d): return Rational(negative: !negative, n, d)
        }
    }

    public static func - (lhs: Rational, rhs: Rational) throws -> Rational { try lhs + -rhs }

    public static func * (lhs: Rational, rhs: Rational) throws -> Rational {
        if case .small(let ln, let ld) = lhs.storage, case .small(let rn, let rd) = rhs.storage {
            // Cross-reduce first so that products stay as small as the result allows.
            let a = gcd(ln, rd)
            let b = gcd(rn, ld)
            if let numerator = fits((ln / a).multipliedReportingOverflow(by: rn / b)),
                let denominator = fits((ld / b).multipliedReportingOverflow(by: rd / a))
            {
                return try Rational(numerator, denominator)
            }
        }
        // Cross-reduced, so that the product is reduced as it is made.
        let (a, b) = (lhs.parts, rhs.parts)
        let first = BigUInt.gcd(a.numerator, b.denominator)
        let second = BigUInt.gcd(b.numerator, a.denominator)
        return Rational(
            reduced: a.negative != b.negative,
            a.numerator.exactly(dividedBy: first) * b.numerator.exactly(dividedBy: second),
            a.denominator.exactly(dividedBy: second) * b.denominator.exactly(dividedBy: first))
    }

    public static func / (lhs: Rational, rhs: Rational) throws -> Rational {
        guard !rhs.isZero else { throw Overflow() }
        switch rhs.storage {
        case .small(let n, let d): return try lhs * Rational(d, n)
        case .big(let negative, let n, let d): return try lhs * Rational(negative: negative, d, n)
        }
    }

    public static func < (lhs: Rational, rhs: Rational) -> Bool {
        if case .small(let ln, let ld) = lhs.storage, case .small(let rn, let rd) = rhs.storage {
            // Compared in 128 bits, which cannot overflow for two 64-bit products.
            let left = ln.multipliedFullWidth(by: rd)
            let right = rn.multipliedFullWidth(by: ld)
            return (left.high, left.low) < (right.high, right.low)
        }
        let (a, b) = (lhs.parts, rhs.parts)
        if lhs.signum != rhs.signum { return lhs.signum < rhs.signum }
        let left = a.numerator * b.denominator
        let right = b.numerator * a.denominator
        return a.negative ? right < left : left < right
    }

    public var isZero: Bool { signum == 0 }
    public var signum: Int {
        switch storage {
        case .small(let n, _): return n.signum()
        case .big(let negative, let n, _): return n.isZero ? 0 : negative ? -1 : 1
        }
    }
    public var magnitude: Rational { signum < 0 ? -self : self }
    public var isInteger: Bool { parts.denominator == BigUInt(1) }

    /// The nearest `Double`, also for values far beyond its range of `Int`s.
    public var doubleValue: Double {
        switch storage {
        case .small(let n, let d): return Double(n) / Double(d)
        case .big(let negative, let n, let d): return (negative ? -1 : 1) * n.ratio(to: d)
        }
    }

    /// Whether the value has a finite decimal expansion (its denominator has no prime but 2 and 5).
    public var isDecimal: Bool { decimalPlaces != nil }

    /// How many decimal places the value takes, when it has a finite decimal expansion.
    private var decimalPlaces: Int? {
        if case .small(_, var rest) = storage {
            var (twos, fives) = (0, 0)
            while rest % 2 == 0 {
                rest /= 2
                twos += 1
            }
            while rest % 5 == 0 {
                rest /= 5
                fives += 1
            }
            return rest == 1 ? max(twos, fives) : nil
        }
        var rest = parts.denominator
        var (twos, fives) = (0, 0)
        while let low = rest.limbs.first, low & 1 == 0 {
            rest = rest.shiftedRight(1)
            twos += 1
        }
        while true {
            let (quotient, remainder) = rest.quotientAndRemainder(dividingBy: 5)
            guard remainder == 0, !rest.isZero else { break }
            rest = quotient
            fives += 1
        }
        return rest == BigUInt(1) ? max(twos, fives) : nil
    }

    /// The common denominator of some values and the common divisor of their numerators.
    static func commonDenominator(_ values: some Sequence<Rational>) -> Rational {
        var common = BigUInt(1)
        for value in values {
            let denominator = value.parts.denominator
            common = common * denominator.quotientAndRemainder(dividingBy: BigUInt.gcd(common, denominator)).quotient
        }
        return Rational(negative: false, common, BigUInt(1))
    }

    /// The greatest common divisor of the numerators of whole numbers (one for none or all zero).
    static func numeratorDivisor(_ values: some Sequence<Rational>) -> Rational {
        var divisor = BigUInt.zero
        for value in values { divisor = BigUInt.gcd(divisor, value.parts.numerator) }
        return Rational(negative: false, divisor.isZero ? BigUInt(1) : divisor, BigUInt(1))
    }

    /// The exact decimal (`43.6667`, `-0.5`, `210.9375`) when there is one, else `p/q`. Beyond
    /// `1e21` and below `1e-7` the exact digits are written with an exponent as UIKit writes it
    /// (`2.22507e-308`, `-3.40282e+38`), not as hundreds of zeros.
    public var description: String { text(scientific: false) }

    /// The exact decimal always with an exponent, as `%g` writes it (`1e+10`, `2.22507e-308`);
    /// `description` for a value with no finite decimal.
    public var scientificDescription: String { text(scientific: true) }

    private func text(scientific: Bool) -> String {
        let (negative, numerator, denominator) = parts
        let sign = negative ? "-" : ""
        if !scientific, case .small(let n, let d) = storage, d == 1 { return String(n) }
        guard let places = decimalPlaces else { return sign + numerator.decimal + "/" + denominator.decimal }
        let scaled = numerator * BigUInt.tenToThe(places).quotientAndRemainder(dividingBy: denominator).quotient
        var digits = Substring(scaled.decimal)
        var exponent = -places
        while digits.count > 1, digits.last == "0" {
            digits = digits.dropLast()
            exponent += 1
        }
        let leading = digits.count - 1 + exponent
        if scientific || leading >= 21 || leading < -7 {
            let mantissa = digits.count > 1 ? digits.prefix(1) + "." + digits.dropFirst() : String(digits)
            let power = String(abs(leading))
            return sign + mantissa + "e" + (leading < 0 ? "-" : "+") + (power.count < 2 ? "0" : "") + power
        }
        if exponent >= 0 { return sign + digits + String(repeating: "0", count: exponent) }
        let decimals = -exponent
        let padded = String(repeating: "0", count: max(0, decimals + 1 - digits.count)) + digits
        return sign + padded.dropLast(decimals) + "." + padded.suffix(decimals)
    }
}
