/// Writes a certificate as people read it: the constants the constraints state, each once or with how
/// many times it counts (`2 × 200`), summed exactly, and one sentence that says only what the
/// certificate shows.
struct ProofWriter {
    let conflict: Conflict
    let model: ProofModel
    let namer: ViewNamer
    /// The proof's rows, in the model's order (the conflict's, then what unsat assumed).
    let rows: [Int]
    /// How many times each row counts, as shown.
    var multipliers: [Int: Rational]

    init(conflict: Conflict, model: ProofModel, namer: ViewNamer, certificate: [Int: Rational]) throws {
        self.conflict = conflict
        self.model = model
        self.namer = namer
        rows = certificate.keys.sorted()
        multipliers = certificate
        multipliers = try scaled()
    }

    func row(_ index: Int) -> LinearSystem.Row { model.system.rows[index] }
    func constraint(_ index: Int) -> Constraint? { model.constraint(index, in: conflict) }
    func isStated(_ index: Int) -> Bool { constraint(index) != nil }
    var isEqualitiesOnly: Bool { rows.allSatisfy { row($0).kind == .equal } }

    /// `Σ m·b` over some rows.
    func total(_ subset: [Int], _ m: [Int: Rational]) throws -> Rational {
        try subset.reduce(Rational.zero) { try $0 + m[$1]! * row($1).bound }
    }

    /// `Σ m·a` over some rows, without the unknowns that cancel.
    func form(_ subset: [Int], _ m: [Int: Rational]) throws -> [Int: Rational] {
        var sum: [Int: Rational] = [:]
        for index in subset {
            for (variable, value) in row(index).coefficients {
                sum[variable] = try (sum[variable] ?? .zero) + m[index]! * value
            }
        }
        return sum.filter { !$0.value.isZero }
    }

    /// The scale that shows the constraints' own constants: as many as can be counted once, every
    /// count a finite decimal (so the sum can be written exactly), whole counts rather than halves.
    func scaled() throws -> [Int: Rational] {
        let shown = rows.filter { !row($0).bound.isZero }
        var best: (units: Int, whole: Bool, largest: Rational, m: [Int: Rational])?
        for index in shown {
            let factor = try Rational.one / multipliers[index]!.magnitude
            let m = try multipliers.mapValues { try $0 * factor }
            guard shown.allSatisfy({ m[$0]!.isDecimal }) else { continue }
            let units = shown.filter { m[$0]!.magnitude == .one }.count
            let whole = shown.allSatisfy { m[$0]!.isInteger }
            let largest = shown.map { m[$0]!.magnitude }.max()!
            if let current = best {
                let better =
                    units != current.units
                    ? units > current.units
                    : whole != current.whole ? whole : largest < current.largest
                if !better { continue }
            }
            best = (units, whole, largest, m)
        }
        if let best { return best.m }
        // Whole numbers with no common factor: always decimal.
        let common = Rational.commonDenominator(multipliers.values)
        let whole = try multipliers.mapValues { try $0 * common }
        let divisor = Rational.numeratorDivisor(whole.values)
        return try whole.mapValues { try $0 / divisor }
    }

    // MARK: - The proof

    func proof() throws -> Explanation.Proof {
        var writer = self
        // With equalities only the signs are free: the larger side goes first.
        if isEqualitiesOnly, try writer.sides().needed < writer.sides().available {
            writer.multipliers = writer.multipliers.mapValues { -$0 }
        }
        var summary: String
        var kind = Explanation.Sides.Kind.general
        if let sizes = try writer.twoSizes() {
            summary = sizes
            kind = .twoSizes
        } else if let (text, m) = try writer.container() {
            summary = text
            writer.multipliers = m
            kind = .container
        } else if let (text, m) = try writer.negativeSize() {
            summary = text
            writer.multipliers = m
        } else if let (text, m) = try writer.forcedSize() {
            summary = text
            writer.multipliers = m
        } else {
            summary = try writer.general()
            if try writer.isLoop() { kind = .loop }
        }
        summary = Sentence.capitalized(summary)
        let usesNonNegative = rows.contains { if case .nonNegative = model.sources[$0] { true } else { false } }
        let usesMargins = rows.contains { if case .margin = model.sources[$0] { true } else { false } }
        var assumptions: [String] = []
        if usesMargins { assumptions.append("layout margins of 8, UIKit's default") }
        if usesNonNegative && !summary.contains("cannot be negative") {
            assumptions.append("that a width or height cannot be negative")
        }
        // A masked view's superview that nothing in the log names, taken from how the constraints nest it.
        var superviews: [Address: Address] = [:]
        for index in rows {
            guard let constraint = constraint(index), constraint.isFramePosition, let view = constraint.first?.item,
                let address = view.address, let superview = model.assumedSuperviews[ProofModel.key(view, other: nil)],
                let superviewAddress = superview.address, superviews[address] == nil
            else { continue }
            superviews[address] = superviewAddress
            assumptions.append(
                "that \(namer.name(view))'s superview is \(namer.name(superview)), as the constraints nest them: "
                    + "its mask's position is measured in its superview, which the log does not name")
        }
        var addresses: [Address] = []
        for index in rows {
            if let address = constraint(index)?.address, !addresses.contains(address) { addresses.append(address) }
        }
        let order = Dictionary(conflict.constraints.enumerated().map { ($1.address, $0) }) { first, _ in first }
        addresses.sort { order[$0, default: 0] < order[$1, default: 0] }
        let axes = Set(rows.filter(isStated).map { model.axes[$0] })
        let sides = try writer.sides(kind)
        return Explanation.Proof(
            constraints: addresses, arithmetic: writer.arithmetic(sides), summary: summary, assumptions: assumptions,
            axis: axes.count == 1 ? axes.first : nil, certificate: rows.map { writer.multiplier($0) }, sides: sides,
            rows: rows.map(row), superviews: superviews)
    }

    func multiplier(_ index: Int) -> Explanation.Multiplier {
        let value = multipliers[index]!
        switch model.sources[index] {
        case .constraint(let position, let relation):
            return .init(
                constraint: conflict.constraints[position].address, assumption: nil, relation: relation,
                value: value)
        case .nonNegative(let variable):
            return .init(
                constraint: nil, assumption: "\(quantity(variable)) ≥ 0", relation: .greaterThanOrEqual, value: value)
        case .margin(let variable):
            return .init(constraint: nil, assumption: "\(quantity(variable)) = 8", relation: .equal, value: value)
        }
    }

    /// `UIView's width`, `the height of UILabel 'Sign in'`.
    func quantity(_ variable: Int) -> String {
        let unknown = model.unknowns[variable]
        return Sentence.possessive(namer.name(unknown.item), unknown.quantity.noun)
    }

    // MARK: - The arithmetic

    /// Each shown row's term: what the rows need (a negative `m·b`) against what bounds them.
    func sides() throws -> (needed: Rational, available: Rational) {
        var needed = Rational.zero
        var available = Rational.zero
        for index in rows {
            let value = try multipliers[index]! * row(index).bound
            if value.signum < 0 { needed = try needed - value } else { available = try available + value }
        }
        return (needed, available)
    }

    /// The arithmetic's terms: each shown row's constant on the side its term falls (a negative
    /// `m·b` is needed, a positive one bounds it), in the proof's order.
    func sides(_ kind: Explanation.Sides.Kind) throws -> Explanation.Sides {
        var result = Explanation.Sides(
            kind: kind, needed: [], neededTotal: .zero, available: [], availableTotal: .zero,
            isEquality: isEqualitiesOnly)
        for index in rows where !row(index).bound.isZero {
            let m = multipliers[index]!
            let value = try m * row(index).bound
            let term = Explanation.Sides.Term(
                value: row(index).bound.magnitude, count: m.magnitude, constraint: constraint(index)?.address,
                total: value.magnitude, text: printed(row(index).bound.magnitude, index))
            if value.signum < 0 {
                result.needed.append(term)
                result.neededTotal = try result.neededTotal - value
            } else {
                result.available.append(term)
                result.availableTotal = try result.availableTotal + value
            }
        }
        return result
    }

    /// `16 + 120 + 16 = 152 ≠ 100`: the sides as text.
    func arithmetic(_ sides: Explanation.Sides) -> String {
        func side(_ terms: [Explanation.Sides.Term], _ total: Rational) -> String {
            // Every term counted the same number of times (a multiplier's 1 / (1 - 0.75) is 4): the
            // count once, outside, so that the constants read as the log prints them.
            if terms.count > 1, let shared = terms.first?.count, shared != .one,
                terms.allSatisfy({ $0.count == shared })
            {
                let sum = terms.map(\.text).joined(separator: " + ")
                return "\(shared) \(namer.glyphs.multiply) (\(sum)) = \(total)"
            }
            let texts = terms.map { term in
                term.count == .one ? term.text : "\(term.count) \(namer.glyphs.multiply) \(term.text)"
            }
            let scaled = terms.contains { $0.count != .one }
            if texts.isEmpty { return "0" }
            if texts.count == 1 && !scaled { return texts[0] }
            return texts.joined(separator: " + ") + " = \(total)"
        }
        let relation = sides.isEquality ? namer.glyphs.notEqual : ">"
        return "\(side(sides.needed, sides.neededTotal)) \(relation) \(side(sides.available, sides.availableTotal))"
    }

    /// The multipliers scaled so that `index` counts `±1` time, when every shown count stays decimal.
    func counting(_ index: Int, once coefficient: Rational = .one) throws -> [Int: Rational]? {
        let factor = try Rational.one / (multipliers[index]! * coefficient).magnitude
        let m = try multipliers.mapValues { try $0 * factor }
        return rows.allSatisfy({ row($0).bound.isZero || m[$0]!.isDecimal }) ? m : nil
    }

    /// Whether the row's term stands alone on its side of the arithmetic (or has no term and its side
    /// is empty), so that the other side's total is what the rest make of it.
    func standsAlone(_ index: Int, _ m: [Int: Rational]) throws -> Bool {
        let value = try m[index]! * row(index).bound
        for other in rows where other != index {
            let term = try m[other]! * row(other).bound
            if term.isZero { continue }
            if value.isZero ? (term.signum > 0) : (term.signum == value.signum) { return false }
        }
        return true
    }

    // MARK: - Sentences of each kind

    /// A row of the form `X.width (rel) c`.
    func isPlainSize(_ index: Int) -> Bool {
        guard let constraint = constraint(index) else { return false }
        return constraint.second == nil && constraint.first?.attribute.isSize == true
    }

    func relation(_ index: Int) -> Relation? {
        if case .constraint(_, let relation) = model.sources[index] { return relation }
        return nil
    }

    /// `60 high`, `at least 50 wide`.
    func extent(_ relation: Relation?, _ value: String, _ attribute: LayoutAttribute) -> String {
        let dimension = (attribute.axis ?? .vertical).extent
        switch relation {
        case .greaterThanOrEqual: return "at least \(value) \(dimension)"
        case .lessThanOrEqual: return "at most \(value) \(dimension)"
        default: return "\(value) \(dimension)"
        }
    }

    /// A value of a row's constant as its constraint printed it (`1e+10`), else the exact decimal.
    func printed(_ value: Rational, _ index: Int) -> String {
        constraint(index).flatMap { Sentence.printedWithExponent($0, value.doubleValue) }
            .flatMap { Rational(decimal: $0) == value ? $0 : nil } ?? value.description
    }

    func constant(_ index: Int) -> Rational {
        let row = row(index)
        // A `≥` row is stored negated.
        return relation(index) == .greaterThanOrEqual ? -row.bound : row.bound
    }

    /// Two sizes of one view: "UIImageView must be 60 high and also 80 high."
    func twoSizes() throws -> String? {
        guard rows.count == 2, rows.allSatisfy(isPlainSize), let a = constraint(rows[0])?.first,
            let b = constraint(rows[1])?.first, a.attribute == b.attribute,
            ProofModel.key(a.item, other: nil) == ProofModel.key(b.item, other: nil)
        else { return nil }
        return
            "\(namer.name(a.item)) must be \(extent(relation(rows[0]), printed(constant(rows[0]), rows[0]), a.attribute)) "
            + "and also \(extent(relation(rows[1]), printed(constant(rows[1]), rows[1]), b.attribute))."
    }

    /// A view whose size the rest must fit in: the constraints of the proof run from its leading (top)
    /// edge through the other views to its trailing (bottom) edge, and its size comes from rows about
    /// sizes alone. The certificate then splits in two: those rows say how wide it is, the chain how
    /// wide it must be.
    func container() throws -> (String, [Int: Rational])? {
        // A size a container imposes (a cell's, an autoresizing mask's) is tried first: where edges
        // meet with no offset, it is what tells the container from the view inside it.
        let imposed = rows.filter { index in
            guard let origin = constraint(index)?.origin else { return false }
            return origin == .encapsulated || origin == .autoresizing
        }
        for capacity in imposed + rows where isStated(capacity) && isSizeOnly(capacity) {
            for operand in [constraint(capacity)?.first, constraint(capacity)?.second].compactMap({ $0 }) {
                if let found = try container(operand) { return found }
            }
        }
        return nil
    }

    /// Every unknown of the row is a width or a height.
    func isSizeOnly(_ index: Int) -> Bool {
        isStated(index) && row(index).coefficients.keys.allSatisfy { model.unknowns[$0].isSize }
    }

    func container(_ operand: Operand) throws -> (String, [Int: Rational])? {
        let key = ProofModel.key(operand.item, other: nil)
        guard operand.item.address != nil, operand.attribute.isSize,
            let size = model.unknowns.indices.first(where: {
                model.unknowns[$0].quantity == operand.attribute
                    && ProofModel.key(model.unknowns[$0].item, other: nil) == key
            })
        else { return nil }
        // The rows about sizes alone that reach this size.
        var reached: Set<Int> = [size]
        var sizing: [Int] = []
        var grew = true
        while grew {
            grew = false
            for index in rows where !sizing.contains(index) && isSizeOnly(index) {
                if !reached.isDisjoint(with: row(index).coefficients.keys) {
                    sizing.append(index)
                    reached.formUnion(row(index).coefficients.keys)
                    grew = true
                }
            }
        }
        let chain = rows.filter { !sizing.contains($0) }
        let capacity = try form(sizing, multipliers)
        guard !chain.isEmpty, capacity.count == 1, let scale = capacity[size] else { return nil }
        // The chain names the view by its two edges, and no other way.
        var starts = false
        var ends = false
        for index in chain {
            guard let constraint = constraint(index) else {
                if row(index).coefficients[size] != nil { return nil }
                continue
            }
            for other in [constraint.first, constraint.second].compactMap({ $0 })
            where ProofModel.key(other.item, other: nil) == key {
                switch other.attribute.edge {
                case .leading: starts = true
                case .trailing: ends = true
                case .center, nil: return nil
                }
            }
        }
        guard starts, ends, scale.signum > 0 || isEqualitiesOnly else { return nil }
        // That the view holds the others needs evidence: an offset between its edge and what is
        // inside (its sign is checked below), a size its container imposes, or its being the
        // superview `|`. Edges that merely meet could be read the other way round.
        let sizeIsImposed = sizing.contains { index in
            let origin = constraint(index)?.origin
            return origin == .encapsulated || origin == .autoresizing
        }
        let isSuperview = chain.contains { index in
            [constraint(index)?.first, constraint(index)?.second].contains {
                $0.map { ProofModel.key($0.item, other: nil) == key && $0.item.isSuperviewBar } ?? false
            }
        }
        let hasOffset = chain.contains { index in
            guard let constraint = constraint(index), !row(index).bound.isZero else { return false }
            return [constraint.first, constraint.second].contains {
                $0.map { ProofModel.key($0.item, other: nil) == key } ?? false
            }
        }
        guard sizeIsImposed || isSuperview || hasOffset else { return nil }
        // Count the view's size once: what the sizing rows give is then its size.
        let factor = try Rational.one / scale
        let m = try multipliers.mapValues { try $0 * factor }
        guard rows.allSatisfy({ row($0).bound.isZero || m[$0]!.isDecimal }) else { return nil }
        for index in sizing where try (m[index]! * row(index).bound).signum < 0 { return nil }
        for index in chain where try (m[index]! * row(index).bound).signum > 0 { return nil }
        let width = try total(sizing, m)
        let inside = try -total(chain, m)
        // Nothing inside to add up: another kind of sentence says it better.
        guard !inside.isZero else { return nil }
        let exact = { (subset: [Int]) in subset.allSatisfy { row($0).kind == .equal } }
        let dimension = (operand.attribute.axis ?? .vertical).extent
        return (
            "\(namer.name(operand.item)) is \(exact(sizing) ? "" : "at most ")\(width) \(dimension), but the "
                + "constraints inside it add up to \(exact(chain) ? "" : "at least ")\(inside).",
            m
        )
    }

    /// A size that the other constraints set to something else: "UIView's width should be 70, but the
    /// other constraints make it 50." The certificate without that row is what they make of it.
    func forcedSize() throws -> (String, [Int: Rational])? {
        let broken = Set([conflict.lastBroken].compactMap { $0 })
        let candidates = rows.filter { isPlainSize($0) && !(constraint($0).map(ProofModel.isIntrinsic) ?? true) }
        var found: [(text: String, m: [Int: Rational], alone: Bool)] = []
        for index in candidates.filter({ broken.contains(constraint($0)!.address) }) + candidates {
            guard let sign = row(index).coefficients.values.first, let first = constraint(index)?.first,
                let m = try counting(index, once: sign)
            else { continue }
            let rest = rows.filter { $0 != index }
            let weight = try m[index]! * sign
            let value = try -total(rest, m) / weight
            let bound = rest.allSatisfy { row($0).kind == .equal } ? "" : weight.signum > 0 ? "at least " : "at most "
            let should: String
            switch relation(index) {
            case .greaterThanOrEqual: should = "should be at least"
            case .lessThanOrEqual: should = "should be at most"
            default: should = "should be"
            }
            let text =
                "\(Sentence.possessive(namer.name(first.item), first.attribute.noun)) \(should) \(printed(constant(index), index)), "
                + "but the other constraints make it \(bound)\(value)."
            found.append((text, m, try standsAlone(index, m)))
        }
        // Where the arithmetic shows the number the sentence says, first.
        guard let best = found.first(where: \.alone) ?? found.first else { return nil }
        return (best.text, best.m)
    }

    /// One size that the rest make negative: "The other constraints make UIView's width -30, but a
    /// width cannot be negative."
    func negativeSize() throws -> (String, [Int: Rational])? {
        let implicit = rows.filter { if case .nonNegative = model.sources[$0] { true } else { false } }
        guard implicit.count == 1, let index = implicit.first, case .nonNegative(let variable) = model.sources[index]
        else { return nil }
        guard let m = try counting(index) else { return nil }
        let rest = rows.filter { $0 != index }
        let value = try total(rest, m) / m[index]!
        let noun = model.unknowns[variable].quantity.noun
        if rest.count == 1, let other = rest.first, isPlainSize(other), relation(other) == .equal {
            return (
                "\(quantity(variable)) should be \(printed(constant(other), other)), but a \(noun) cannot be negative.",
                m
            )
        }
        let bound = rest.allSatisfy { row($0).kind == .equal } ? "" : "at most "
        return (
            "The other constraints make \(quantity(variable)) \(bound)\(value), but a \(noun) cannot be negative.", m
        )
    }

    /// Offsets from view to view, no sizes, that must come back to 0.
    func isLoop() throws -> Bool {
        let hasSizes = rows.contains { index in
            guard let constraint = constraint(index) else { return true }
            return constraint.first?.attribute.isSize == true || constraint.second?.attribute.isSize == true
        }
        return try isEqualitiesOnly && !hasSizes && sides().available.isZero
    }

    /// A loop of offsets that must come back where it started, or what the sums say.
    func general() throws -> String {
        let (needed, available) = try sides()
        if try isLoop() {
            return "Followed from view to view, these constraints add up to \(needed) where they must come back to 0."
        }
        if isEqualitiesOnly {
            return "Taken together, these constraints need \(needed) and \(available) to be equal."
        }
        if rows.contains(where: { if case .nonNegative = model.sources[$0] { true } else { false } }), available.isZero
        {
            return "The constraints need \(needed) of space where there is none: "
                + "a width or height would have to be negative."
        }
        return "These constraints need \(needed) where at most \(available) is allowed."
    }
}
