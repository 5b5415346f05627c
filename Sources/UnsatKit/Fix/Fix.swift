/// What to change so that a conflict's constraints can hold: the ways out the solver checked, the
/// first of them the one to take, each with what the layout then becomes (docs/design.md, "Fixes and sources").
public struct Fix: Hashable, Sendable {
    /// What a way out asks of the app's code.
    public enum Action: String, Hashable, Sendable {
        /// Make the constraints in `relax` non-required (priority 999).
        case lowerPriority
        /// Turn off the autoresizing mask of the views in `views` (its constraints are `relax`).
        case translatesAutoresizingMaskIntoConstraints
        /// Nothing the app made resolves it.
        case none
    }

    /// Why a way out ranks where it does, best first: an experienced developer's order. A container
    /// that sets the size (a cell, a table's header) says more than any one constraint inside it, so
    /// its advice comes before a size set twice.
    public enum Reason: String, Hashable, Sendable, Comparable {
        /// Inside a cell, the content's bottom or height against the size the table gives the cell.
        case cellContent
        /// A table's header or footer view, which the table sizes by its frame.
        case tableHeader
        /// A fixed size on a view whose two edges on that axis are pinned too: the size is set twice.
        case sizeSetTwice
        /// The autoresizing mask of a view the app adds in code.
        case mask
        /// An arranged subview's own fixed size, against what its stack view gives it.
        case arrangedSize
        /// Against the size what holds a view gives it (`UIView-Encapsulated-Layout-*` on a header,
        /// a supplementary view, a controller's root view): the content inside gives way.
        case containerSize
        /// A required size against `systemLayoutSizeFitting`'s temporary size on that axis.
        case temporarySize
        /// The constraint UIKit broke to recover, which is the app's.
        case broken
        /// Any other of the app's constraints whose relaxation lets the rest hold.
        case other

        public static func < (lhs: Reason, rhs: Reason) -> Bool { lhs.rank < rhs.rank }

        var rank: Int {
            switch self {
            case .cellContent: 0
            case .tableHeader: 1
            case .sizeSetTwice: 2
            case .mask: 3
            case .arrangedSize: 4
            case .temporarySize: 5
            case .broken: 6
            case .containerSize: 7
            case .other: 8
            }
        }
    }

    /// What one relaxed quantity becomes under the rest: `UITableView`'s height, 460.
    public struct Becomes: Hashable, Sendable {
        /// The view whose attribute it is (its address; nil for an item the log gives none).
        public var view: Address?
        /// The view as every output names it (`UITableView`, `headerView.avatarView`).
        public var viewName: String
        public var attribute: LayoutAttribute
        /// For a relation between two items, the other side (`UISearchBar.bottom`): the value is then
        /// the offset from it, as the constraint's constant would be.
        public var relativeTo: Operand?
        public var relativeName: String?
        /// The multiplier on `relativeTo`.
        public var multiplier: Rational
        /// The one value the rest leave it; nil when they leave a range.
        public var value: Rational?
        /// The range the rest leave it, when they do not fix it; nil on a side with no bound.
        public var least: Rational?
        public var greatest: Rational?
        /// What the constraint asked for (its constant), to say what changes.
        public var asked: Rational
    }

    /// One way out: what to relax, checked against the rest.
    public struct WayOut: Hashable, Sendable {
        public var action: Action
        public var reason: Reason
        /// The constraints it makes non-required or removes (for a mask, every constraint of that mask).
        public var relax: [Address]
        /// The views whose mask it turns off (for the mask action).
        public var views: [Address]
        /// True when the solver found the rest hold without `relax` (and a solution passed the check).
        public var checked: Bool
        public var becomes: [Becomes]
        /// The way out in one sentence, with why it ranks first where it does.
        public var text: String
        /// A solution of the rest: the evidence that it holds (unknown → value), kept for the check.
        var solution: [Int: Rational]
        /// The rows the solution was checked against.
        var rest: [LinearSystem.Row]

        /// Whether the solution satisfies the rest (the check run before printing).
        public var isVerified: Bool { LinearProgram.satisfies(rest, solution) }
    }

    /// The way out to take; nil when nothing the app made resolves the conflict.
    public var first: WayOut?
    /// The other ways out, best first.
    public var alternatives: [WayOut]
    /// What to do, in a sentence or two: the first way out, or why there is none.
    public var text: String
    /// What the ways out were checked against (`the 8 constraints the report lists`).
    public var checkedAgainst: String?
    /// A unified diff that makes the first way out in the app's source, when the site is certain.
    public var patch: String?
    /// The line of the app's source that made the first way out's constraint (or the view whose
    /// mask it is), when the search is certain of it.
    public var site: Site?
    /// Why there is no site or no patch, when the source was searched (`Not certain where it was
    /// made (candidates: …)`).
    public var sourceNote: String?

    /// A line of the app's source.
    public struct Site: Hashable, Sendable {
        /// Relative to the source root.
        public var path: String
        public var line: Int
        /// What matched (`height`, `== 480`, `UITableView (declared type)`).
        public var evidence: [String]
    }

    /// The fix as every text output says it: what to do, what it was checked against, where the
    /// app made it and the patch's command when there is one, then the other ways out.
    public func lines(alternativesShown: Int = 2) -> [String] {
        var lines = [text]
        if let first, let checkedAgainst {
            lines.append(
                "Checked: without \(first.relax.count == 1 ? "it" : "them"), the rest of \(checkedAgainst) hold "
                    + "(a solution passed the check).")
        }
        if let sourceNote { lines.append(sourceNote) }
        if patch != nil { lines.append("unsat fix prints it as a patch (git apply takes it).") }
        lines += alternatives.prefix(alternativesShown).map { "Or: \($0.text)" }
        if alternatives.count > alternativesShown {
            let more = alternatives.count - alternativesShown
            lines.append("(\(more) more \(Words.plural(more, "way")) out in list --json --explain)")
        }
        return lines
    }

    /// The action of the first way out, `none` when there is none.
    public var action: Action { first?.action ?? .none }
    /// Every way out, the first one first.
    public var waysOut: [WayOut] { (first.map { [$0] } ?? []) + alternatives }
}
