import Foundation
import Testing

@testable import UnsatKit

/// Every proof unsat prints, for every conflict of the samples and the corpus, checked three ways
/// that share nothing with the search: its certificate by the check, its contradiction by a second
/// exact solver (Fourier–Motzkin elimination, here), and each sentence read back against its
/// constraint.
struct ProofSelfCheckTests {
    static var inputs: [String] {
        let manager = FileManager.default
        func logs(_ directory: URL, _ suffix: String = ".log") -> [String] {
            ((try? manager.contentsOfDirectory(atPath: directory.path)) ?? []).filter { $0.hasSuffix(suffix) }.sorted()
                .map { directory.appendingPathComponent($0).path }
        }
        return logs(Paths.samples) + [Paths.sample("damaged-paste.md")] + logs(Paths.fixtures) + logs(Paths.corpus)
    }

    /// The second solver itself: it must tell a contradiction from a system with a solution.
    @Test func fourierMotzkinTellsInfeasibleFromFeasible() throws {
        func row(_ c: [String: Int], _ equal: Bool, _ b: Int) -> Inequality {
            Inequality(coefficients: c.mapValues { Rational($0) }, isEquality: equal, bound: Rational(b))
        }
        // a + b = 10, a >= 4, b >= 7: no solution; with b >= 6: a = 4, b = 6.
        #expect(
            try FourierMotzkin.isInfeasible([
                row(["a": 1, "b": 1], true, 10), row(["a": -1], false, -4), row(["b": -1], false, -7),
            ]))
        #expect(
            try !FourierMotzkin.isInfeasible([
                row(["a": 1, "b": 1], true, 10), row(["a": -1], false, -4), row(["b": -1], false, -6),
            ]))
        #expect(!Self.inputs.isEmpty)
    }

    @Test(arguments: inputs)
    func everyPrintedProofHoldsUp(_ path: String) throws {
        let name = URL(fileURLWithPath: path).lastPathComponent
        let conflicts = ConflictGrouper().group(try InputReader.read(path: path))
        for conflict in conflicts {
            let explanation = Explainer().explain(conflict)
            guard let proof = explanation.proof else { continue }
            let label = "\(name) #\(conflict.id)"
            // (a) The certificate, by the check.
            #expect(proof.isVerified, "\(label): the certificate fails its check")
            let certified = Set(proof.certificate.compactMap(\.constraint))
            #expect(
                certified == Set(proof.constraints), "\(label): the certificate and the proof name other constraints")
            // (b) The contradiction, by Fourier–Motzkin over rows this test builds itself.
            var rows: [Inequality] = []
            let byAddress = Dictionary(conflict.constraints.map { ($0.address, $0) }) { first, _ in first }
            for multiplier in proof.certificate {
                guard let address = multiplier.constraint else { continue }
                let constraint = try #require(byAddress[address])
                rows += try #require(
                    try Inequality.rows(
                        constraint, relation: multiplier.relation,
                        superview: Inequality.superview(of: constraint, in: conflict, proof: proof)),
                    "\(label): \(constraint.text)")
            }
            rows += Inequality.sizesNotNegative(rows)
            if proof.assumptions.contains(where: { $0.contains("margins of 8") }) {
                rows += Inequality.marginsOfEight(rows)
            }
            #expect(try FourierMotzkin.isInfeasible(rows), "\(label): Fourier–Motzkin finds a solution")
            // (c) Each sentence says its constraint's relation and numbers.
            let namer = ViewNamer(conflict: conflict)
            for address in proof.constraints {
                let constraint = try #require(byAddress[address])
                let sentence = try #require(explanation.sentences[address])
                #expect(
                    SentenceReader.agrees(sentence, constraint, namer: namer),
                    "\(label): \"\(sentence)\" does not say \(constraint.text)")
            }
            // The arithmetic adds up as written.
            #expect(ArithmeticReader.addsUp(proof.arithmetic), "\(label): \(proof.arithmetic) does not add up")
        }
    }
}

/// `Σ a·x (≤ or =) b` over named unknowns, built from a constraint's text fields without the
/// explainer's model.
struct Inequality {
    var coefficients: [String: Rational]
    var isEquality: Bool
    var bound: Rational

    static func side(_ operand: Operand, other: LayoutItem?) throws -> [String: Rational]? {
        let item = operand.item
        let key =
            item.address?.text ?? (item.name == "|" && other != nil ? "super(\(other!.address?.text ?? ""))" : item.key)
        let half = try Rational(1, 2)
        let one = Rational.one
        func at(_ parts: [(String, Rational)]) -> [String: Rational] {
            Dictionary(parts.map { ("\(key).\($0.0)", $0.1) }) { a, _ in a }
        }
        switch operand.attribute.name {
        case "left", "leading", "minX": return at([("x", one)])
        case "right", "trailing", "maxX": return at([("x", one), ("w", one)])
        case "width": return at([("w", one)])
        case "centerX", "midX": return at([("x", one), ("w", half)])
        case "top", "minY": return at([("y", one)])
        case "bottom", "maxY": return at([("y", one), ("h", one)])
        case "height": return at([("h", one)])
        case "centerY", "midY": return at([("y", one), ("h", half)])
        case "leadingMargin", "leftMargin": return at([("x", one), ("margin.leading", one)])
        case "trailingMargin", "rightMargin": return at([("x", one), ("w", one), ("margin.trailing", -one)])
        case "topMargin": return at([("y", one), ("margin.top", one)])
        case "bottomMargin": return at([("y", one), ("h", one), ("margin.bottom", -one)])
        case "centerXWithinMargins":
            return at([("x", one), ("w", half), ("margin.leading", half), ("margin.trailing", -half)])
        case "centerYWithinMargins":
            return at([("y", one), ("h", half), ("margin.top", half), ("margin.bottom", -half)])
        case "firstBaseline": return at([("y", one), ("baseline.first", one)])
        case "lastBaseline", "baseline": return at([("y", one), ("baseline.last", one)])
        default: return nil
        }
    }

    /// The superview, by the key `side` gives it, that a mask's frame position (`V.minX == 0`, no
    /// `|` in the body) is measured in: the one its `names: '|'` or its body names, a visual format's
    /// `|` beside the view, the dump's parent, the one the proof says it assumed; none for a window;
    /// else an unknown of its own. Nil when the constraint is not such a position.
    static func superview(of constraint: Constraint, in conflict: Conflict, proof: Explanation.Proof) -> String? {
        guard constraint.text.contains(" h="), let first = constraint.first,
            ["minX", "maxX", "midX", "minY", "maxY", "midY"].contains(first.attribute.name),
            constraint.second.map({ ["width", "height"].contains($0.attribute.name) }) ?? true,
            let view = first.item.address
        else { return nil }
        if let named = constraint.frameSuperview?.address { return named.text }
        for other in conflict.constraints {
            guard let a = other.first?.item, let b = other.second?.item else { continue }
            if a.address == view, b.name == "|", let bar = b.address { return bar.text }
            if b.address == view, a.name == "|", let bar = a.address { return bar.text }
        }
        if let hierarchy = conflict.hierarchy, let index = hierarchy.index(of: view),
            let parent = hierarchy.nodes[index].parent
        {
            return hierarchy.nodes[parent].address.text
        }
        if let assumed = proof.superviews[view] { return assumed.text }
        if first.item.className.hasSuffix("Window") { return nil }
        return "super(\(view.text))"
    }

    /// The constraint as read with `relation` (`==`, `<=`, `>=`); a mask's frame position less its
    /// `superview`'s origin on that axis.
    static func rows(_ constraint: Constraint, relation: Relation, superview: String? = nil) throws -> [Inequality]? {
        guard let first = constraint.first, var lhs = try side(first, other: constraint.second?.item),
            let constant = Rational(decimal: "\(constraint.constant)"),
            let multiplier = Rational(decimal: "\(constraint.multiplier)")
        else { return nil }
        if let superview {
            let origin = first.attribute.name.hasSuffix("X") ? "\(superview).x" : "\(superview).y"
            lhs[origin] = try (lhs[origin] ?? .zero) - .one
        }
        if let second = constraint.second {
            guard let rhs = try side(second, other: first.item) else { return nil }
            for (name, value) in rhs { lhs[name] = try (lhs[name] ?? .zero) - multiplier * value }
        }
        switch relation {
        case .equal: return [Inequality(coefficients: lhs, isEquality: true, bound: constant)]
        case .lessThanOrEqual: return [Inequality(coefficients: lhs, isEquality: false, bound: constant)]
        case .greaterThanOrEqual:
            return [Inequality(coefficients: lhs.mapValues { -$0 }, isEquality: false, bound: -constant)]
        }
    }

    static func sizesNotNegative(_ rows: [Inequality]) -> [Inequality] {
        let names = Set(rows.flatMap(\.coefficients.keys)).filter { $0.hasSuffix(".w") || $0.hasSuffix(".h") }
        return names.sorted().map { Inequality(coefficients: [$0: -.one], isEquality: false, bound: .zero) }
    }

    static func marginsOfEight(_ rows: [Inequality]) -> [Inequality] {
        let names = Set(rows.flatMap(\.coefficients.keys)).filter { $0.contains(".margin.") }
        return names.sorted().map { Inequality(coefficients: [$0: .one], isEquality: true, bound: Rational(8)) }
    }
}

/// Fourier–Motzkin elimination: an equality is solved for one unknown and substituted; then each
/// unknown goes by pairing every upper bound on it with every lower bound. What is left is rows
/// without unknowns, true or false.
enum FourierMotzkin {
    struct TooMany: Error {}

    static func isInfeasible(_ input: [Inequality]) throws -> Bool {
        var rows = input.map { row in
            Inequality(
                coefficients: row.coefficients.filter { !$0.value.isZero }, isEquality: row.isEquality, bound: row.bound
            )
        }
        while let index = rows.firstIndex(where: { $0.isEquality && !$0.coefficients.isEmpty }) {
            let pivot = rows.remove(at: index)
            let (name, value) = pivot.coefficients.min { $0.key < $1.key }!
            rows = try rows.map { try substitute(name, value, pivot, into: $0) }
        }
        while let name = rows.lazy.flatMap(\.coefficients.keys).min() {
            let (with, without) = (
                rows.filter { $0.coefficients[name] != nil }, rows.filter { $0.coefficients[name] == nil }
            )
            let upper = with.filter { $0.coefficients[name]!.signum > 0 }
            let lower = with.filter { $0.coefficients[name]!.signum < 0 }
            var next = without
            for u in upper {
                for l in lower {
                    // u/|u_name| + l/|l_name| cancels the unknown.
                    let a = try Rational.one / u.coefficients[name]!
                    let b = try Rational.one / l.coefficients[name]!.magnitude
                    var sum: [String: Rational] = [:]
                    for (key, c) in u.coefficients { sum[key] = try (sum[key] ?? .zero) + a * c }
                    for (key, c) in l.coefficients { sum[key] = try (sum[key] ?? .zero) + b * c }
                    let row = Inequality(
                        coefficients: sum.filter { !$0.value.isZero }, isEquality: false,
                        bound: try a * u.bound + b * l.bound)
                    if !next.contains(where: { $0.coefficients == row.coefficients && $0.bound == row.bound }) {
                        next.append(row)
                    }
                }
            }
            guard next.count < 20_000 else { throw TooMany() }
            rows = next
        }
        return rows.contains { $0.isEquality ? !$0.bound.isZero : $0.bound.signum < 0 }
    }

    /// `row` with `name` replaced by what `pivot` (an equality) says it is.
    static func substitute(_ name: String, _ value: Rational, _ pivot: Inequality, into row: Inequality) throws
        -> Inequality
    {
        guard let c = row.coefficients[name] else { return row }
        let factor = try c / value
        var sum = row.coefficients
        for (key, p) in pivot.coefficients { sum[key] = try (sum[key] ?? .zero) - factor * p }
        sum[name] = nil
        return Inequality(
            coefficients: sum.filter { !$0.value.isZero }, isEquality: row.isEquality,
            bound: try row.bound - factor * pivot.bound)
    }
}

/// Reads a sentence back: its verb and numbers must be the constraint's.
enum SentenceReader {
    static func agrees(_ sentence: String, _ constraint: Constraint, namer: ViewNamer) -> Bool {
        guard let first = constraint.first, let relation = constraint.relation,
            let constant = Rational(decimal: "\(constraint.constant)")
        else { return false }
        guard sentence.contains(namer.name(first.item)) else { return false }
        if constraint.huggingPriority != nil || constraint.compressionResistancePriority != nil {
            return sentence.contains(" is \(constant) (")
        }
        let verbs: [Relation: String] = [
            .equal: " should equal ", .greaterThanOrEqual: " should be at least ",
            .lessThanOrEqual: " should be at most ",
        ]
        guard let verb = sentence.range(of: verbs[relation]!), sentence.hasSuffix(".") else { return false }
        var rest = String(sentence[verb.upperBound...].dropLast())
        guard let second = constraint.second else { return Rational(decimal: rest) == constant }
        guard rest.contains(namer.name(second.item)) else { return false }
        var said = Rational.zero
        if let plus = rest.range(of: " plus ", options: .backwards) {
            said = Rational(decimal: String(rest[plus.upperBound...])) ?? Rational(-999_999)
            rest = String(rest[..<plus.lowerBound])
        } else if let minus = rest.range(of: " minus ", options: .backwards) {
            said = -(Rational(decimal: String(rest[minus.upperBound...])) ?? Rational(999_999))
            rest = String(rest[..<minus.lowerBound])
        }
        var multiplier = Rational.one
        if let times = rest.range(of: " × ") {
            multiplier = Rational(decimal: String(rest[..<times.lowerBound])) ?? .zero
        }
        return said == constant && multiplier == Rational(decimal: "\(constraint.multiplier)")
    }
}

/// Reads `a + k × b = s ≠ c` back: each side's terms must add up to the total it writes.
enum ArithmeticReader {
    static func addsUp(_ arithmetic: String) -> Bool {
        let sides =
            arithmetic.components(separatedBy: " ≠ ").count == 2
            ? arithmetic.components(separatedBy: " ≠ ") : arithmetic.components(separatedBy: " > ")
        guard sides.count == 2 else { return false }
        var totals: [Rational] = []
        for side in sides {
            let parts = side.components(separatedBy: " = ")
            var sum = Rational.zero
            // `4 × (15 + 88) = 412`: a count shared by every term, written once outside.
            var expression = parts[0]
            var shared = Rational.one
            if expression.hasSuffix(")"), let open = expression.range(of: " × (") {
                guard let count = Rational(decimal: String(expression[..<open.lowerBound])) else { return false }
                shared = count
                expression = String(expression[open.upperBound..<expression.index(before: expression.endIndex)])
            }
            for term in expression.components(separatedBy: " + ") {
                let factors = term.components(separatedBy: " × ").map { Rational(decimal: $0) }
                guard factors.allSatisfy({ $0 != nil }),
                    let value = try? factors.reduce(Rational.one, { try $0 * $1! }),
                    let next = try? sum + value
                else { return false }
                sum = next
            }
            guard let scaled = try? sum * shared else { return false }
            sum = scaled
            if parts.count == 2 { guard Rational(decimal: parts[1]) == sum else { return false } }
            totals.append(sum)
        }
        return arithmetic.contains(" > ") ? totals[1] < totals[0] : totals[0] != totals[1]
    }
}
