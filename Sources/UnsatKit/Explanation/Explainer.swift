/// Why a conflict's constraints cannot all hold, and what to change (docs/design.md, "Explanation").
public struct Explanation: Hashable, Sendable {
    /// One English sentence a constraint, by address: "ContentView's width should equal 100."
    public var sentences: [Address: String]
    /// The smallest set of required constraints that has no solution, when unsat can show one.
    public var proof: Proof?
    /// What to change, in lines: the fix's text, then its other ways out (`Or: …`).
    public var suggestions: [String]
    /// What to change: the ways out the solver checked, the first one first.
    public var fix: Fix
    /// What unsat could not take into account (expression bodies, unknown sizes).
    public var caveats: [String]
    /// Where the app made each of its constraints, by address (none without a source root).
    public var sources: [Address: SourceSites] = [:]

    /// Why, in one line (`120 + 16 + 16 = 152 ≠ 100: ContentView is 100 wide, …`), when unsat can show it.
    public var why: String? { proof.map { "\($0.arithmetic): \($0.summary)" } }

    /// Why, in one line; where unsat shows no proof, why it cannot (its first caveat), so that an
    /// output that has a line for why never leaves it out without a word.
    public var whyLine: String { why ?? caveats.first ?? "unsat could not show why" }

    /// The arithmetic that shows the constraints contradict each other.
    public struct Proof: Hashable, Sendable {
        /// Addresses of the constraints in the contradiction, in the conflict's order.
        public var constraints: [Address]
        /// `16 + 120 + 16 = 152 ≠ 100`
        public var arithmetic: String
        /// One sentence around the arithmetic.
        public var summary: String
        /// Unknowns the contradiction relies on, with the value assumed ("ContentView's margins, taken as 8").
        public var assumptions: [String]
        /// The axis all its constraints are on; nil when they are on both.
        public var axis: Axis?
        /// How many times each row counts in the sum that cancels every unknown: the proof itself.
        public var certificate: [Multiplier]
        /// The arithmetic's two sides, term by term, as a picture draws them (`arithmetic` is their text).
        public var sides: Sides
        /// The rows the certificate weighs, as the check reads them.
        var rows: [LinearSystem.Row]
        /// Superviews the proof took from how the constraints nest the views (an assumption it says),
        /// by masked view: a mask's position is measured in its superview, and the log names none.
        public var superviews: [Address: Address] = [:]

        /// Whether the certificate proves the rows contradict each other (the check run before printing).
        public var isVerified: Bool { LinearSystem.verify(rows, certificate.map(\.value)) }
    }

    /// The two sides of a proof's arithmetic: what the constraints need against what bounds them.
    public struct Sides: Hashable, Sendable {
        /// What the proof is about, which says how its sides read.
        public enum Kind: Hashable, Sendable {
            /// Offsets and sizes inside a view against that view's size.
            case container
            /// Two sizes of one view.
            case twoSizes
            /// Offsets from view to view that must come back to 0.
            case loop
            /// A size the other constraints set to something else, or make negative; any other sum.
            case general
        }

        /// One constant of the arithmetic, counted `count` times (`2 × 200`).
        public struct Term: Hashable, Sendable {
            /// The constant as the constraint states it, without its sign.
            public var value: Rational
            /// How many times it counts, without sign.
            public var count: Rational
            /// The constraint it comes from; nil for what unsat assumed (a margin of 8).
            public var constraint: Address?
            /// What it adds to its side: `count × value`.
            public var total: Rational
            /// `value` as the log printed it: `1e+10` where it wrote an exponent.
            public var text: String

            public init(value: Rational, count: Rational, constraint: Address?, total: Rational, text: String? = nil) {
                self.value = value
                self.count = count
                self.constraint = constraint
                self.total = total
                self.text = text ?? value.description
            }
        }

        public var kind: Kind
        /// The side that is larger than it may be.
        public var needed: [Term]
        public var neededTotal: Rational
        /// The side that bounds it (empty for 0).
        public var available: [Term]
        public var availableTotal: Rational
        /// True when every row is an equation: the sides differ (`≠`); else the needed side is
        /// larger than allowed (`>`).
        public var isEquality: Bool
    }

    /// One row of a certificate.
    public struct Multiplier: Hashable, Sendable {
        /// The constraint's address; nil for what unsat assumed.
        public var constraint: Address?
        /// What was assumed (`UIView's width ≥ 0`, `ContentView's top margin = 8`); nil for a constraint.
        public var assumption: String?
        /// How the constraint is read (an intrinsic size can be read as one side of it).
        public var relation: Relation
        public var value: Rational
    }
}

/// Builds explanations: constraints become exact linear rows over each item's position and size,
/// margins and baselines stay unknowns, a deletion filter finds a smallest infeasible subset, and its
/// Farkas certificate, checked before it is shown, is the arithmetic.
public struct Explainer: Sendable {
    /// The app's source, searched for the line that made each constraint; nil to search none.
    public var sources: SourceIndex?

    public init(sources: SourceIndex? = nil) {
        self.sources = sources
    }

    /// How many of a fix's other ways out the text lines give (JSON has them all).
    static let alternativesShown = 2

    /// Past this many required constraints an exact search is not tried.
    static let constraintLimit = 60
    /// Pivots all searches for one conflict may take together.
    static let pivotBudget = 20_000

    enum Failure: Error {
        case tooLarge(Int)
        case outOfBudget
        case overflow
        case unverified
    }

    /// The explanation, written with `glyphs` (`≠` or `!=`, `×` or `*`, a long label's `…` or `...`).
    public func explain(_ conflict: Conflict, glyphs: Glyphs = .unicode) -> Explanation {
        let namer = ViewNamer(conflict: conflict, glyphs: glyphs)
        var sentences: [Address: String] = [:]
        for constraint in conflict.constraints {
            sentences[constraint.address] = Sentence.describe(constraint, namer: namer)
        }
        var caveats: [String] = []
        // What the log does not hold cannot be reasoned about: say so first.
        for reason in MissingList.allCases where conflict.callbacks.contains(where: { $0.missing == reason }) {
            caveats.append("the log does not hold all of a report's list (\(reason.phrase))")
        }
        let unreadable = conflict.constraints.filter { !$0.isEquation }
        if !unreadable.isEmpty {
            caveats.append(
                "\(unreadable.count) constraint\(unreadable.count == 1 ? " is" : "s are") not an equation unsat reads, so left out"
            )
        }
        let optional = conflict.constraints.filter {
            $0.isEquation && !$0.isRequired && $0.huggingPriority == nil && $0.compressionResistancePriority == nil
        }
        if !optional.isEmpty {
            caveats.append("constraints below priority 1000 are left out: they give way instead of conflicting")
        }
        var proof: Explanation.Proof?
        var failure: Failure?
        var unnamedSuperviews: [LayoutItem] = []
        for assumeDefaults in [false, true] {
            let model = ProofModel(conflict, assumeDefaults: assumeDefaults)
            unnamedSuperviews = model.unnamedSuperviews
            if !assumeDefaults { caveats += Self.caveats(model, namer: namer) }
            do {
                proof = try findProof(conflict, model: model, namer: namer)
            } catch let error as Failure {
                failure = error
            } catch {
                failure = .overflow
            }
            if proof != nil || failure != nil { break }
        }
        switch failure {
        case .tooLarge(let count):
            caveats.append(
                "the conflict is too large for an exact search (\(count) required constraints, at most "
                    + "\(Self.constraintLimit)), so unsat shows no proof")
        case .outOfBudget:
            caveats.append(
                "the conflict is too large for an exact search (it ran out of steps), so unsat shows no proof")
        case .overflow:
            caveats.append("the numbers grew too large for exact arithmetic, so unsat gave up on a proof")
        case .unverified:
            caveats.append("unsat found no contradiction it could prove: the one it found failed its check")
        case nil:
            if proof == nil, !unnamedSuperviews.isEmpty {
                let names = unnamedSuperviews.map { namer.name($0) }
                caveats.append(
                    "no contradiction unsat can show: the autoresizing mask of \(names.joined(separator: ", ")) sets "
                        + "a position in \(names.count == 1 ? "its superview" : "their superviews"), which the log "
                        + "does not name (a view dump, recursiveDescription, beside the log would say which view)")
            } else if proof == nil && !conflict.constraints.isEmpty {
                caveats.append(
                    "no contradiction among the constraints unsat can read: it may lie in a size unsat cannot see "
                        + "(an intrinsic content size, a constraint not in the report)")
            }
        }
        var fix = Self.fix(conflict, proof: proof, namer: namer)
        var sites: [Address: SourceSites] = [:]
        if let index = sources {
            sites = Self.sites(conflict, in: index)
            fix = Self.locate(fix, conflict: conflict, sites: sites, index: index, namer: namer)
        }
        return Explanation(
            sentences: sentences, proof: proof,
            suggestions: fix.lines(alternativesShown: Self.alternativesShown),
            fix: fix, caveats: caveats, sources: sites)
    }

    /// What the model left out, said once.
    static func caveats(_ model: ProofModel, namer: ViewNamer) -> [String] {
        var result: [String] = []
        if model.intrinsicSizes > 0 {
            result.append(
                "an intrinsic content size is left out where its hugging or compression resistance is below 1000: "
                    + "it gives way instead of conflicting")
        }
        if !model.unreadableConstants.isEmpty {
            let count = model.unreadableConstants.count
            result.append(
                "\(count) constraint\(count == 1 ? " has" : "s have") a constant or multiplier unsat cannot use exactly "
                    + "(nan or inf), so left out")
        }
        if model.unflippedPositions > 0 {
            result.append(
                "an AppKit autoresizing mask's vertical position is left out: it counts from its superview's top or "
                    + "its bottom as that view is flipped or not, which the log does not say")
        }
        for name in Set(model.ambiguous).sorted() {
            result.append(
                "the name '\(name)' stands for two views in one constraint's names: list, so that constraint is left out"
            )
        }
        return result
    }

    /// The smallest contradiction among the model's rows, verified, or nil when they have a solution.
    /// One from the log's constraints alone comes first, however many it takes: it rests on nothing
    /// the report does not say. ("A size cannot be negative" is what UIKit's engine seems to hold: it
    /// reports a lone `width == -16` as a conflict. But that is read from its behaviour, and a proof
    /// that needs it is shown, with the assumption said, only where the log's constraints alone
    /// have a solution.) Then the smallest, then one with the constraint UIKit broke.
    func findProof(_ conflict: Conflict, model: ProofModel, namer: ViewNamer) throws -> Explanation.Proof? {
        let stated = model.stated
        let required = Set(stated.compactMap { model.constraint($0, in: conflict)?.address }).count
        guard required <= Self.constraintLimit else { throw Failure.tooLarge(required) }
        var nonNegative: [Int] = []
        var margins: [Int] = []
        for (row, source) in model.sources.enumerated() {
            if case .nonNegative = source { nonNegative.append(row) }
            if case .margin = source { margins.append(row) }
        }
        var brokenAddresses: [Address] = []
        for address in [conflict.lastBroken]
            + conflict.callbacks.reversed().map({ $0.broken.map(conflict.counterpart(of:)) })
        {
            if let address, !brokenAddresses.contains(address) { brokenAddresses.append(address) }
        }
        let broken = brokenAddresses.flatMap { address in
            stated.filter { model.constraint($0, in: conflict)?.address == address }
        }
        var budget = Self.pivotBudget
        do {
            // Contradictions from the log's constraints alone and ones that may also say a size cannot
            // be negative, each with and without a constraint UIKit broke. One without "cannot be
            // negative" is shown when there is one; the smallest of those; on a tie, one with the
            // broken constraint.
            var candidates: [(rank: (Int, Int, Int), y: [Int: Rational])] = []
            for withNonNegative in [false, true] {
                let among = stated + margins + (withNonNegative ? nonNegative : [])
                guard try model.system.certificate(among: among, budget: &budget) != nil else { continue }
                // Tried for leaving first, so most likely left out: the log's constraints, then margins,
                // then (where they may take part, to find a smaller proof than without them) the sizes
                // that cannot be negative.
                let order = stated.reversed() + margins + nonNegative
                for using in broken.map(Optional.some) + [nil] {
                    guard
                        let y = try model.system.smallestInfeasibleSubset(
                            among: among, order: order, using: using, budget: &budget)
                    else { continue }
                    let size = y.keys.filter(stated.contains).count
                    let leansOnSizes = y.keys.contains(where: nonNegative.contains) ? 1 : 0
                    let withoutBroken = y.keys.contains(where: broken.contains) ? 0 : 1
                    candidates.append(((leansOnSizes, size, withoutBroken), y))
                }
            }
            guard let best = candidates.min(by: { $0.rank < $1.rank })?.y else { return nil }
            let proof = try ProofWriter(conflict: conflict, model: model, namer: namer, certificate: best).proof()
            guard proof.isVerified else { throw Failure.unverified }
            return proof
        } catch is LinearSystem.OutOfBudget {
            throw Failure.outOfBudget
        } catch is Rational.Overflow {
            throw Failure.overflow
        }
    }
}
