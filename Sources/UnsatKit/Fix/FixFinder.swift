/// Finds a conflict's ways out: each of the app's required constraints (or one view's autoresizing
/// mask, all its constraints together) whose relaxation lets the rest of the report hold, decided
/// with the proof's exact arithmetic and kept with a solution of the rest that passes the check.
/// Only what the app can change is tried: never UIKit's or AppKit's own sizes, stack-view,
/// navigation, guide or margin constraints, private views' constraints, or the mask of a window, a
/// cell's content view, a table's header or a controller's root view.
struct FixFinder {
    let conflict: Conflict
    let namer: ViewNamer
    let model: ProofModel
    /// Pivots all the checks of one conflict may take together.
    static let pivotBudget = 40_000
    /// Past this many candidates the rest are not tried (each costs a few programs).
    static let candidateLimit = 40

    /// `nesting`: the superviews the proof took for masked views the log names none for.
    init(conflict: Conflict, namer: ViewNamer, assumeMargins: Bool, nesting: [Address: Address] = [:]) {
        self.conflict = conflict
        self.namer = namer
        model = ProofModel(conflict, assumeDefaults: assumeMargins, nesting: nesting)
    }

    /// One thing to try relaxing.
    struct Candidate {
        var action: Fix.Action
        var reason: Fix.Reason
        /// Positions in `conflict.constraints`.
        var positions: [Int]
        /// The masked view, for the mask action.
        var view: LayoutItem?
        /// Why it ranks where it does, for the sentence ("its top and bottom edges are pinned too").
        var because: String?
    }

    /// The ways out, checked, best first; empty when none of the app's constraints resolves it.
    /// Within a reason, the one that changes the layout least comes first (a table 480 high that
    /// becomes 460 before a search bar 44 high that becomes 24); a cell's content bottom keeps its
    /// place before a size, as the ranking puts it.
    func waysOut() -> [Fix.WayOut] {
        var budget = Self.pivotBudget
        var found: [(way: Fix.WayOut, order: Int, ends: Bool)] = []
        let ranking = FixRanking(conflict: conflict, namer: namer)
        for (order, candidate) in ranking.candidates(rowsOf: rowsOf).prefix(Self.candidateLimit).enumerated() {
            do {
                guard let way = try check(candidate, budget: &budget) else { continue }
                let ends =
                    candidate.positions.count == 1
                    && ranking.endsAtContainer(conflict.constraints[candidate.positions[0]])
                found.append((way, order, ends))
            } catch {
                // Out of steps or numbers too large: what is found so far stands, checked.
                break
            }
        }
        func key(_ entry: (way: Fix.WayOut, order: Int, ends: Bool)) -> (Int, Int, Double, Int) {
            (entry.way.reason.rank, entry.ends ? 0 : 1, Self.change(entry.way), entry.order)
        }
        return found.sorted { key($0) < key($1) }.map(\.way)
    }

    /// How much the layout changes, relative to what was asked: 0.04 for 480 → 460; a range counts
    /// from its nearest bound; unknown counts as a large change.
    static func change(_ way: Fix.WayOut) -> Double {
        var largest = 0.0
        for entry in way.becomes {
            let asked = entry.asked.doubleValue
            var distance: Double?
            if let value = entry.value {
                distance = abs(value.doubleValue - asked)
            } else if entry.least != nil || entry.greatest != nil {
                let below = entry.least.map { max(0, $0.doubleValue - asked) } ?? 0
                let above = entry.greatest.map { max(0, asked - $0.doubleValue) } ?? 0
                distance = max(below, above)
            }
            largest = max(largest, (distance ?? 1e9) / max(abs(asked), 1))
        }
        return way.becomes.isEmpty ? 1e9 : largest
    }

    /// The model's rows for the constraint at `position`.
    func rowsOf(_ position: Int) -> [Int] {
        model.sources.indices.filter {
            if case .constraint(let at, _) = model.sources[$0] { at == position } else { false }
        }
    }

    /// The way out `candidate` is, when the rest hold without it.
    func check(_ candidate: Candidate, budget: inout Int) throws -> Fix.WayOut? {
        let relaxed = Set(candidate.positions.flatMap(rowsOf))
        guard !relaxed.isEmpty else { return nil }
        let rest = model.system.rows.indices.filter { !relaxed.contains($0) }.map { model.system.rows[$0] }
        let program = LinearProgram(rows: rest)
        guard let solution = try program.feasiblePoint(budget: &budget),
            LinearProgram.satisfies(rest, solution)
        else { return nil }
        var becomes: [Fix.Becomes] = []
        for position in candidate.positions {
            if let entry = try self.becomes(position, program: program, budget: &budget) { becomes.append(entry) }
        }
        var way = Fix.WayOut(
            action: candidate.action, reason: candidate.reason,
            relax: candidate.positions.map { conflict.constraints[$0].address },
            views: candidate.view?.address.map { [$0] } ?? [], checked: true, becomes: becomes, text: "",
            solution: solution, rest: rest)
        way.text = FixWording(namer: namer, conflict: conflict).sentence(way, candidate: candidate)
        return way
    }

    /// What the constraint at `position` measures (`first - multiplier × second`) becomes under the rest.
    func becomes(_ position: Int, program: LinearProgram, budget: inout Int) throws -> Fix.Becomes? {
        let constraint = conflict.constraints[position]
        guard let first = constraint.first, let row = rowsOf(position).first,
            case .constraint(_, let relation) = model.sources[row],
            let asked = Rational(printed: constraint.constant),
            let multiplier = Rational(printed: constraint.multiplier)
        else { return nil }
        let stored = model.system.rows[row].coefficients
        // A `≥` row is stored negated.
        let expression = relation == .greaterThanOrEqual ? stored.mapValues { -$0 } : stored
        guard !expression.isEmpty, let range = try program.range(of: expression, budget: &budget) else { return nil }
        guard range.least != nil || range.greatest != nil else { return nil }
        return Fix.Becomes(
            view: first.item.address, viewName: namer.name(first.item), attribute: first.attribute,
            relativeTo: constraint.second, relativeName: constraint.second.map { namer.name($0.item) },
            multiplier: multiplier, value: range.value, least: range.value == nil ? range.least : nil,
            greatest: range.value == nil ? range.greatest : nil, asked: asked)
    }
}

extension Explainer {
    /// The fix: the checked ways out, or why there is none.
    static func fix(_ conflict: Conflict, proof: Explanation.Proof?, namer: ViewNamer) -> Fix {
        let framework = Framework.of(conflict)
        guard let proof else {
            let text =
                missingListAdvice(conflict)
                ?? (conflict.isSystem
                    ? systemText(conflict, framework: framework)
                    : "No fix is offered: unsat found no contradiction among the constraints it could read, so it "
                        + "cannot check what would resolve one.")
            return Fix(first: nil, alternatives: [], text: text, checkedAgainst: nil, patch: nil)
        }
        let assumesMargins = proof.certificate.contains { multiplier in
            multiplier.constraint == nil && (multiplier.assumption ?? "").contains("margin")
        }
        let finder = FixFinder(
            conflict: conflict, namer: namer, assumeMargins: assumesMargins, nesting: proof.superviews)
        let ways = finder.waysOut()
        let stated = conflict.constraints.filter { $0.isEquation && $0.isRequired }.count
        var against = "the \(Words.count(stated, "required constraint")) the report lists"
        if assumesMargins { against += ", margins taken as 8" }
        // UIKit's or AppKit's own conflict (`SystemRule`: no evidence of the app's, a private view or
        // a system controller): relaxing one of its constraints is not the app's to do, even where the
        // text cannot tell who made one (a toolbar's private constraints have no identifier).
        if conflict.isSystem {
            var text = systemText(conflict, framework: framework)
            // A plain view's negative size, alone in its report: what UIKit's action sheet logs.
            if SystemRule.isNegativeSizeAlone(conflict.constraints) {
                text +=
                    " (A plain UIView given a negative size, alone in its report, is what UIKit's action sheet, "
                    + "UIAlertController, logs on its own view.)"
            }
            return Fix(first: nil, alternatives: [], text: text, checkedAgainst: against, patch: nil)
        }
        guard let first = ways.first else {
            let changeable = FixRanking(conflict: conflict, namer: namer).changeable
            // Nothing the app sets directly, though not all of it is the framework's (a cell's own
            // mask, which its table sizes): no way out to check, and no claim that it is all UIKit's.
            let noneTheApps =
                "No fix is offered: none of these constraints is one the app sets by itself (the masks here are of "
                + "views \(framework.name) sizes, the rest are \(framework.name)'s), so unsat has no way out to check. "
                + "Look at how the app sizes the views whose masks these are."
            let text =
                changeable.isEmpty
                ? (conflict.isSystem || !conflict.constraints.contains { $0.origin == .autoresizing }
                    ? systemText(conflict, framework: framework) : noneTheApps)
                : "No one change resolves it: relaxing any one of the app's constraints here (or a view's "
                    + "autoresizing mask) still leaves the rest contradicting each other. Decide which of them "
                    + "you do not want."
            return Fix(first: nil, alternatives: [], text: text, checkedAgainst: against, patch: nil)
        }
        var text = first.text
        if let cell = cellHoldingViews(conflict) {
            text +=
                " Its views are pinned to the cell itself (\(namer.name(cell))), not to its contentView: the "
                + "table or collection sizes a cell by its content view, so add them to contentView and pin them there."
        }
        return Fix(
            first: first, alternatives: Array(ways.dropFirst()), text: text, checkedAgainst: against, patch: nil)
    }

    /// A cell (`MyApp.ProfileCell`) that the app's own constraints pin a subview to directly (a label,
    /// an image view: not a content view, not a plain view, which may be a collection cell's content
    /// view), the mistake of adding views to the cell instead of its `contentView`.
    static func cellHoldingViews(_ conflict: Conflict) -> LayoutItem? {
        for constraint in conflict.constraints where constraint.origin == .app {
            let items = constraint.items
            guard let cell = items.first(where: { isCell($0) && !isCellContentView($0) }) else { continue }
            if items.contains(where: {
                $0 != cell && !isCellContentView($0) && !isCell($0) && $0.shortClassName != "UIView"
            }) {
                return cell
            }
        }
        return nil
    }

    /// Nothing the app made takes part: the platform's own conflict, by its name.
    static func systemText(_ conflict: Conflict, framework: Framework) -> String {
        let processes = conflict.callbacks.map(\.process)
        if SystemRule.isAppleProcesses(processes), let process = processes.first ?? nil {
            let others = Set(processes).count > 1 ? " and other Apple processes" : ""
            return "Nothing the app made can resolve it: \(process)\(others) logged it, with constraints of "
                + "its own; no app's code runs there. \(framework.name) breaks one of them and goes on; nothing in "
                + "the app needs to change."
        }
        let owner = conflict.controller.map { " (\($0.displayClassName))" } ?? ""
        return "Nothing the app made can resolve it: these are \(framework.name)'s own constraints\(owner). "
            + "\(framework.name) breaks one of them and goes on; nothing in the app needs to change."
    }

    /// Which framework a conflict's views belong to, for a sentence that names it.
    enum Framework {
        case uiKit, appKit

        var name: String { self == .uiKit ? "UIKit" : "AppKit" }

        static func of(_ conflict: Conflict) -> Framework {
            if conflict.callbacks.contains(where: { $0.format == .appkit }) { return .appKit }
            let classes = conflict.items.map(\.className)
            let appKit = classes.contains { $0.hasPrefix("NS") || $0.hasPrefix("_NS") }
            let uiKit = classes.contains { $0.hasPrefix("UI") || $0.hasPrefix("_UI") }
            return appKit && !uiKit ? .appKit : .uiKit
        }
    }
}
