/// An exact fraction of two `Int`s, always reduced, with a positive denominator.
///
/// Proofs are done in these rather than in `Double`s so that `0.1 + 0.2` is `0.3` and a
/// contradiction is never an artefact of rounding. Every operation checks for overflow and throws
/// `Rational.Overflow` instead of trapping: a proof that outgrows `Int` is given up, not crashed on.
public struct Rational: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let numerator: Int
    public let denominator: Int

    /// Thrown when a result does not fit in `Int`.
    public struct Overflow: Error {}

    public static let zero = Rational(unchecked: 0, 1)
    public static let one = Rational(unchecked: 1, 1)
    /// What a center adds of a size.
    public static let half = Rational(unchecked: 1, 2)

    private init(unchecked numerator: Int, _ denominator: Int) {
        self.numerator = numerator
        self.denominator = denominator
    }

    public init(_ value: Int) {
        self.init(unchecked: value, 1)
    }

    /// `numerator / denominator`, reduced.
    public init(_ numerator: Int, _ denominator: Int) throws {
        guard denominator != 0, numerator != .min, denominator != .min else { throw Overflow() }
        let divisor = Self.gcd(numerator, denominator)
        let sign = denominator < 0 ? -1 : 1
        self.init(unchecked: sign * numerator / divisor, sign * denominator / divisor)
    }

    /// The exact value of decimal text as people and UIKit write it: `43.6667`, `-0.5`, `1e-05`.
    /// Nil for anything else (`nan`, `inf`) or for a value that does not fit.
    public init?(decimal text: String) {
        var rest = Substring(text)
        var exponent = 0
        if let e = rest.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            guard let value = Int(rest[rest.index(after: e)...]), abs(value) < 40 else { return nil }
            exponent = value
            rest = rest[..<e]
        }
        let negative = rest.hasPrefix("-")
        if negative || rest.hasPrefix("+") { rest = rest.dropFirst() }
        let parts = rest.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), !(parts[0].isEmpty && (parts.count == 1 || parts[1].isEmpty)),
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } })
        else { return nil }
        let fraction = parts.count == 2 ? parts[1] : ""
        guard let digits = Int(parts[0] + fraction) else { return nil }
        exponent -= fraction.count
        do {
            var value = try Rational(negative ? -digits : digits, 1)
            let ten = Rational(10)
            for _ in 0..<abs(exponent) { value = exponent > 0 ? try value * ten : try value / ten }
            self = value
        } catch {
            return nil
        }
    }

    /// A constant or multiplier as UIKit printed it: the shortest decimal text of the `Double`
    /// (`43.6667`, not the binary value nearest to it). Nil for `nan`, `inf` and values out of range.
    public init?(printed value: Double) {
        guard value.isFinite else { return nil }
        self.init(decimal: "\(value)")
    }

    static func gcd(_ a: Int, _ b: Int) -> Int {
        var (x, y) = (a.magnitude, b.magnitude)
        while y != 0 { (x, y) = (y, x % y) }
        return x == 0 ? 1 : Int(x)
    }

    static func checked(_ result: (partialValue: Int, overflow: Bool)) throws -> Int {
        guard !result.overflow, result.partialValue != .min else { throw Overflow() }
        return result.partialValue
    }

    public static func + (lhs: Rational, rhs: Rational) throws -> Rational {
        let divisor = gcd(lhs.denominator, rhs.denominator)
        let left = try checked(lhs.numerator.multipliedReportingOverflow(by: rhs.denominator / divisor))
        let right = try checked(rhs.numerator.multipliedReportingOverflow(by: lhs.denominator / divisor))
        let sum = try checked(left.addingReportingOverflow(right))
        let denominator = try checked(lhs.denominator.multipliedReportingOverflow(by: rhs.denominator / divisor))
        return try Rational(sum, denominator)
    }

    public static prefix func - (value: Rational) -> Rational {
        Rational(unchecked: -value.numerator, value.denominator)
    }

    public static func - (lhs: Rational, rhs: Rational) throws -> Rational { try lhs + -rhs }

    public static func * (lhs: Rational, rhs: Rational) throws -> Rational {
        // Cross-reduce first so that products stay as small as the result allows.
        let a = gcd(lhs.numerator, rhs.denominator)
        let b = gcd(rhs.numerator, lhs.denominator)
        let numerator = try checked((lhs.numerator / a).multipliedReportingOverflow(by: rhs.numerator / b))
        let denominator = try checked((lhs.denominator / b).multipliedReportingOverflow(by: rhs.denominator / a))
        return try Rational(numerator, denominator)
    }

    public static func / (lhs: Rational, rhs: Rational) throws -> Rational {
        guard rhs.numerator != 0 else { throw Overflow() }
        return try lhs * Rational(rhs.denominator, rhs.numerator)
    }

    public static func < (lhs: Rational, rhs: Rational) -> Bool {
        // Compared in 128 bits, which cannot overflow for two 64-bit products.
        let left = lhs.numerator.multipliedFullWidth(by: rhs.denominator)
        let right = rhs.numerator.multipliedFullWidth(by: lhs.denominator)
        return (left.high, left.low) < (right.high, right.low)
    }

    public var isZero: Bool { numerator == 0 }
    public var signum: Int { numerator.signum() }
    public var magnitude: Rational { Rational(unchecked: abs(numerator), denominator) }
    public var isInteger: Bool { denominator == 1 }

    /// Whether the value has a finite decimal expansion (its denominator has no prime but 2 and 5).
    public var isDecimal: Bool {
        var rest = denominator
        while rest % 2 == 0 { rest /= 2 }
        while rest % 5 == 0 { rest /= 5 }
        return rest == 1
    }

    /// The exact decimal (`43.6667`, `-0.5`, `210.9375`) when there is one, else `p/q`.
    public var description: String {
        guard isDecimal else { return "\(numerator)/\(denominator)" }
        var scale = 1
        var places = 0
        while scale % denominator != 0 {
            let next = scale.multipliedReportingOverflow(by: 10)
            guard !next.overflow else { return "\(numerator)/\(denominator)" }
            scale = next.partialValue
            places += 1
        }
        let factor = scale / denominator
        let scaled = numerator.multipliedReportingOverflow(by: factor)
        guard !scaled.overflow else { return "\(numerator)/\(denominator)" }
        let digits = String(scaled.partialValue.magnitude)
        let sign = numerator < 0 ? "-" : ""
        guard places > 0 else { return sign + digits }
        let padded = String(repeating: "0", count: max(0, places + 1 - digits.count)) + digits
        return sign + padded.dropLast(places) + "." + padded.suffix(places)
    }
}
