/// Why a conflict's constraints cannot all hold, and what to change (SPEC "Explanation").
public struct Explanation: Hashable, Sendable {
    /// One English sentence a constraint, by address: "ContentView's width should equal 100."
    public var sentences: [String: String]
    /// The smallest set of required constraints that has no solution, when unsat can show one.
    public var proof: Proof?
    /// What usually fixes a conflict of this kind, from the origins involved.
    public var suggestions: [String]
    /// What unsat could not take into account (expression bodies, unknown sizes).
    public var caveats: [String]

    /// Why, in one line (`120 + 16 + 16 = 152 ≠ 100: ContentView is 100 wide, …`), when unsat can show it.
    public var why: String? { proof.map { "\($0.arithmetic): \($0.summary)" } }

    /// What usually fixes it, in one line.
    public var fix: String? { suggestions.first }

    /// The arithmetic that shows the constraints contradict each other.
    public struct Proof: Hashable, Sendable {
        /// Addresses of the constraints in the contradiction, in the conflict's order.
        public var constraints: [String]
        /// `16 + 120 + 16 = 152 ≠ 100`
        public var arithmetic: String
        /// One sentence around the arithmetic.
        public var summary: String
        /// Unknowns the contradiction relies on, with the value assumed ("ContentView's margins, taken as 8").
        public var assumptions: [String]
        /// Horizontal or vertical.
        public var axis: String
    }
}

/// Builds explanations: constraints become linear equations over each item's position and size
/// (x, width, y, height), margins and baselines stay unknowns, and a deletion filter finds a
/// smallest infeasible subset, whose Farkas certificate is the arithmetic shown.
public struct Explainer {
    public init() {}

    public func explain(_ conflict: Conflict) -> Explanation {
        let namer = ViewNamer(conflict: conflict)
        var sentences: [String: String] = [:]
        for constraint in conflict.constraints {
            sentences[constraint.address] = Sentence.describe(constraint, namer: namer)
        }
        var caveats: [String] = []
        let unreadable = conflict.constraints.filter { !$0.isEquation }
        if !unreadable.isEmpty {
            caveats.append(
                "\(unreadable.count) constraint\(unreadable.count == 1 ? " is" : "s are") not an equation unsat reads, so left out"
            )
        }
        let optional = conflict.constraints.filter { $0.isEquation && !$0.isRequired }
        if !optional.isEmpty {
            caveats.append("constraints below priority 1000 are left out: they give way instead of conflicting")
        }
        var proof: Explanation.Proof?
        for assumeDefaults in [false, true] {
            if let found = findProof(conflict, namer: namer, assumeDefaults: assumeDefaults) {
                proof = found
                break
            }
        }
        if proof == nil {
            caveats.append(
                "no contradiction among the constraints unsat can read: it may lie in a size unsat cannot see "
                    + "(an intrinsic content size, a constraint not in the report)")
        }
        return Explanation(
            sentences: sentences, proof: proof, suggestions: Self.suggestions(conflict, proof: proof, namer: namer),
            caveats: caveats)
    }

    // MARK: - The linear model

    /// Unknowns: four for each item (x, width, y, height), and margins and baselines by item.
    struct Unknowns {
        var index: [String: Int] = [:]
        var names: [String] = []
        var symbolic: Set<Int> = []

        mutating func variable(_ key: String, symbolic: Bool = false) -> Int {
            if let known = index[key] { return known }
            let new = names.count
            index[key] = new
            names.append(key)
            if symbolic { self.symbolic.insert(new) }
            return new
        }
    }

    /// The expression of `item.attribute`, as coefficients and a constant, or nil for an attribute
    /// that is not a position or size.
    static func expression(_ operand: Operand, _ unknowns: inout Unknowns) -> (
        coefficients: [Int: Double], axis: String
    )? {
        let key = operand.item.key
        let x = unknowns.variable("\(key).x")
        let w = unknowns.variable("\(key).width")
        let y = unknowns.variable("\(key).y")
        let h = unknowns.variable("\(key).height")
        func margin(_ side: String) -> Int { unknowns.variable("\(key).\(side)Margin", symbolic: true) }
        switch operand.attribute {
        case "left", "leading", "minX": return ([x: 1], "horizontal")
        case "right", "trailing", "maxX": return ([x: 1, w: 1], "horizontal")
        case "width": return ([w: 1], "horizontal")
        case "centerX", "midX": return ([x: 1, w: 0.5], "horizontal")
        case "top", "minY": return ([y: 1], "vertical")
        case "bottom", "maxY": return ([y: 1, h: 1], "vertical")
        case "height": return ([h: 1], "vertical")
        case "centerY", "midY": return ([y: 1, h: 0.5], "vertical")
        case "leftMargin", "leadingMargin": return ([x: 1, margin("leading"): 1], "horizontal")
        case "rightMargin", "trailingMargin": return ([x: 1, w: 1, margin("trailing"): -1], "horizontal")
        case "topMargin": return ([y: 1, margin("top"): 1], "vertical")
        case "bottomMargin": return ([y: 1, h: 1, margin("bottom"): -1], "vertical")
        case "centerXWithinMargins":
            return ([x: 1, w: 0.5, margin("leading"): 0.5, margin("trailing"): -0.5], "horizontal")
        case "centerYWithinMargins": return ([y: 1, h: 0.5, margin("top"): 0.5, margin("bottom"): -0.5], "vertical")
        case "firstBaseline":
            return ([y: 1, unknowns.variable("\(key).firstBaseline", symbolic: true): 1], "vertical")
        case "baseline", "lastBaseline":
            return ([y: 1, unknowns.variable("\(key).lastBaseline", symbolic: true): 1], "vertical")
        default: return nil
        }
    }

    struct Model {
        var system: LinearSystem
        /// For each row, the conflict constraint it came from (nil: implicit, a size that cannot be negative).
        var sources: [Int?]
        var unknowns: Unknowns
        var axes: [String]
    }

    /// Rows for the required equations among `constraints`, plus `width, height ≥ 0` for each item.
    static func model(_ constraints: [Constraint], assumeDefaults: Bool) -> Model {
        var unknowns = Unknowns()
        var rows: [LinearSystem.Row] = []
        var sources: [Int?] = []
        var axes: [String] = []
        for (index, constraint) in constraints.enumerated() where constraint.isEquation && constraint.isRequired {
            guard let first = constraint.first, let relation = constraint.relation,
                let (lhs, axis) = expression(first, &unknowns)
            else { continue }
            var coefficients = lhs
            if let second = constraint.second {
                guard let (rhs, _) = expression(second, &unknowns) else { continue }
                for (variable, value) in rhs { coefficients[variable, default: 0] -= constraint.multiplier * value }
            }
            coefficients = coefficients.filter { abs($0.value) > 1e-12 }
            switch relation {
            case .equal: rows.append(.init(coefficients: coefficients, kind: .equal, bound: constraint.constant))
            case .lessThanOrEqual:
                rows.append(.init(coefficients: coefficients, kind: .atMost, bound: constraint.constant))
            case .greaterThanOrEqual:
                rows.append(
                    .init(coefficients: coefficients.mapValues { -$0 }, kind: .atMost, bound: -constraint.constant))
            }
            sources.append(index)
            axes.append(axis)
        }
        for (key, variable) in unknowns.index where key.hasSuffix(".width") || key.hasSuffix(".height") {
            rows.append(.init(coefficients: [variable: -1], kind: .atMost, bound: 0))
            sources.append(nil)
            axes.append(key.hasSuffix(".width") ? "horizontal" : "vertical")
        }
        if assumeDefaults {
            // UIKit's default layout margins: 8 on each side.
            for (key, variable) in unknowns.index where key.hasSuffix("Margin") {
                rows.append(.init(coefficients: [variable: 1], kind: .equal, bound: 8))
                sources.append(nil)
                axes.append("")
            }
        }
        return Model(
            system: LinearSystem(variableCount: unknowns.names.count, rows: rows), sources: sources,
            unknowns: unknowns, axes: axes)
    }

    func findProof(_ conflict: Conflict, namer: ViewNamer, assumeDefaults: Bool) -> Explanation.Proof? {
        let constraints = conflict.constraints
        let full = Self.model(constraints, assumeDefaults: assumeDefaults)
        guard !full.system.isFeasible() else { return nil }
        // Deletion filter: drop each constraint that the contradiction does not need.
        var kept = Array(constraints.indices)
        for candidate in constraints.indices.reversed() {
            let trial = kept.filter { $0 != candidate }
            if !Self.model(trial.map { constraints[$0] }, assumeDefaults: assumeDefaults).system.isFeasible() {
                kept = trial
            }
        }
        let subset = kept.map { constraints[$0] }
        let model = Self.model(subset, assumeDefaults: assumeDefaults)
        guard let y = model.system.certificate() else { return nil }
        return Self.render(subset, model: model, certificate: y, namer: namer)
    }

    // MARK: - Rendering the proof

    /// One constant as the combination uses it: the constraint, its multiplier in the sum, its value.
    struct Term {
        var constraint: Constraint?
        var multiplier: Double
        var bound: Double
        var value: Double { multiplier * bound }

        /// `16`, or `2.6 × 85` when the constraint counts more than once.
        var text: String {
            let n = Explainer.readable
            return abs(abs(multiplier) - 1) < 1e-9 ? n(abs(bound)) : "\(n(abs(multiplier))) × \(n(abs(bound)))"
        }
    }

    /// A number for a proof: values too small to matter read as 0.
    static func readable(_ value: Double) -> String {
        abs(value) < 1e-9 ? "0" : ConstraintFormatter.number(value)
    }

    static func render(_ subset: [Constraint], model: Model, certificate y: [Double], namer: ViewNamer)
        -> Explanation.Proof
    {
        // The combination Σ y·row cancels every unknown and leaves Σ y·b < 0: the constants that
        // come in negative are what the constraints need, the positive ones what bounds them.
        var needed: [Term] = []
        var available: [Term] = []
        var usesInequality = false
        var usesNonNegative = false
        var usesMargins = false
        var axes: Set<String> = []
        for (row, multiplier) in y.enumerated() where abs(multiplier) > LinearSystem.epsilon {
            let kind = model.system.rows[row].kind
            let term = Term(
                constraint: model.sources[row].map { subset[$0] }, multiplier: multiplier,
                bound: model.system.rows[row].bound)
            if kind == .atMost { usesInequality = true }
            if term.constraint == nil {
                if kind == .atMost { usesNonNegative = true } else { usesMargins = true }
            } else if !model.axes[row].isEmpty {
                axes.insert(model.axes[row])
            }
            if term.value < -1e-9 {
                needed.append(term)
            } else if term.value > 1e-9 {
                available.append(term)
            }
        }
        func format(_ terms: [Term]) -> (String, Double) {
            let total = terms.reduce(0) { $0 + abs($1.value) }
            if terms.isEmpty { return ("0", 0) }
            if terms.count == 1 && abs(abs(terms[0].multiplier) - 1) < 1e-9 { return (terms[0].text, total) }
            return (terms.map(\.text).joined(separator: " + ") + " = " + readable(total), total)
        }
        let (neededText, neededTotal) = format(needed)
        let (availableText, availableTotal) = format(available)
        let arithmetic = "\(neededText) \(usesInequality ? ">" : "≠") \(availableText)"
        let axis = axes.count == 1 ? axes.first! : "both axes"
        var summary = "Followed around, these constraints disagree by \(readable(neededTotal - availableTotal))."
        if usesInequality {
            summary =
                "These constraints need \(readable(neededTotal)) where at most \(readable(availableTotal)) is allowed."
        }
        // A size that the rest must fit in reads best: "ContentView is 100 wide, but 152 is needed."
        if available.count == 1, abs(abs(available[0].multiplier) - 1) < 1e-9, let capacity = available[0].constraint,
            capacity.second == nil, let attribute = capacity.first?.attribute,
            attribute == "width" || attribute == "height",
            let item = capacity.first?.item
        {
            let dimension = attribute == "width" ? "wide" : "high"
            summary =
                "\(namer.name(item)) is \(readable(availableTotal)) \(dimension), "
                + "but the constraints inside it add up to \(readable(neededTotal))."
        } else if available.isEmpty, usesNonNegative {
            summary =
                "The constraints need \(readable(neededTotal)) of space where there is none: "
                + "a width or height would have to be negative."
        } else if available.isEmpty, !usesInequality {
            // Nothing on the other side: the rest force the quantity to 0 (a loop of offsets that
            // must come back where it started, or a multiplier that only 0 satisfies).
            if needed.count == 1, abs(abs(needed[0].multiplier) - 1) < 1e-9, let size = needed[0].constraint,
                size.second == nil, let attribute = size.first?.attribute,
                attribute == "width" || attribute == "height",
                let item = size.first?.item
            {
                summary =
                    "\(namer.name(item))'s \(attribute) should be \(readable(neededTotal)), "
                    + "but the other constraints make it 0."
            } else {
                summary =
                    "Followed from view to view, these constraints add up to \(readable(neededTotal)) "
                    + "where they must come back to 0."
            }
        }
        var assumptions: [String] = []
        if usesMargins { assumptions.append("layout margins of 8, UIKit's default") }
        if usesNonNegative && !available.isEmpty { assumptions.append("that a width or height cannot be negative") }
        return Explanation.Proof(
            constraints: subset.map(\.address), arithmetic: arithmetic, summary: summary, assumptions: assumptions,
            axis: axis)
    }
}
