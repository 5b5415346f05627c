/// Everything unsat says of one conflict, worked out once: its views' names and colours, its
/// constraints in short form with their notes, its callbacks, and (when asked for) its explanation,
/// fix and sources. Every output renders one of these (`list` as text and JSON, `show`, `fix`,
/// `check` in each format, the HTML page, the SVG) and works nothing out itself, so that they
/// cannot say different things of the same conflict.
public struct ConflictDocument: Sendable {
    public let conflict: Conflict
    /// The marks and signs unsat adds (`--ascii` or Unicode); the names and sentences use them.
    public let glyphs: Glyphs
    public let namer: ViewNamer
    /// Each conflicting view's palette index, by `LayoutItem.key` (`ViewPalette.indices`).
    public let colors: [String: Int]
    /// Why it cannot hold and what to change; nil when the output did not ask (`list` without
    /// `--explain`).
    public let explanation: Explanation?
    /// The constraints UIKit broke in any callback, as the conflict's own addresses.
    public let broken: Set<Address>

    public init(conflict: Conflict, glyphs: Glyphs = .unicode, explanation: Explanation? = nil) {
        self.conflict = conflict
        self.glyphs = glyphs
        self.explanation = explanation
        namer = ViewNamer(conflict: conflict, glyphs: glyphs)
        colors = ViewPalette.indices(conflict)
        broken = Set(conflict.callbacks.compactMap { $0.broken.map(conflict.counterpart(of:)) })
    }

    /// `Conflict #3`, with ` in FeedViewController` when its controller is known.
    public var title: String {
        "Conflict #\(conflict.id)" + (conflict.controller.map { " in \($0.displayClassName)" } ?? "")
    }

    /// The constraint UIKit broke last, when a callback named one.
    public var lastBroken: Constraint? {
        conflict.lastBroken.flatMap { address in conflict.constraints.first { $0.address == address } }
    }

    /// The short form cut where it names a view, so that each name can take its view's colour.
    public func pieces(_ constraint: Constraint) -> [ConstraintFormatter.Piece] {
        ConstraintFormatter.pieces(constraint, namer: namer)
    }

    /// `UIImageView.width == 120`.
    public func short(_ constraint: Constraint) -> String { ConstraintFormatter.short(constraint, namer: namer) }

    public func isBroken(_ constraint: Constraint) -> Bool { broken.contains(constraint.address) }

    /// What is said beside a constraint: broken, where it came from when not the app, its priority
    /// when below required; with `identifiers`, the app's own identifier.
    public func notes(_ constraint: Constraint, priorities: Bool = true, identifiers: Bool = false)
        -> [ConstraintRemark]
    {
        var notes: [ConstraintRemark] = []
        if isBroken(constraint) { notes.append(.broken) }
        if constraint.origin != .app { notes.append(.origin(constraint.origin)) }
        if priorities, let priority = constraint.priority, priority < 1000 { notes.append(.priority(priority)) }
        if identifiers, let identifier = constraint.identifier, constraint.origin == .app {
            notes.append(.identifier(identifier))
        }
        return notes
    }

    /// `made at App/Feed.swift:42`, or the candidates when the search is not certain; nil when no
    /// source was searched or nothing was found.
    public func madeAt(_ constraint: Constraint) -> String? { explanation?.sources[constraint.address]?.madeAt }

    /// The conflict's callbacks, each with what it broke and what the log did not hold of it.
    public var callbacks: [CallbackEntry] {
        conflict.callbacks.map { callback in
            let address = callback.broken.map(conflict.counterpart(of:))
            return CallbackEntry(
                location: callback.location, timestamp: callback.timestamp,
                broke: address.flatMap { address in conflict.constraints.first { $0.address == address } },
                missing: callback.missing, isOtherInstance: conflict.isOtherInstance(callback))
        }
    }

    /// One callback as the outputs list it.
    public struct CallbackEntry: Sendable {
        public var location: InputLocation
        public var timestamp: String?
        /// The constraint it broke, as the conflict's own.
        public var broke: Constraint?
        public var missing: MissingList?
        /// It printed another instance's views (the same constraints between other views).
        public var isOtherInstance: Bool
    }
}

/// A note beside a constraint.
public enum ConstraintRemark: Hashable, Sendable {
    case broken
    case origin(ConstraintOrigin)
    case priority(Double)
    case identifier(String)

    public var text: String {
        switch self {
        case .broken: "broken"
        case .origin(let origin): ConstraintFormatter.describe(origin)
        case .priority(let priority): "priority \(ConstraintFormatter.number(priority))"
        case .identifier(let identifier): "'\(identifier)'"
        }
    }
}

/// Makes the documents of many conflicts, explaining each on every core when asked to.
public struct DocumentMaker: Sendable {
    /// What explains each conflict; nil makes documents without an explanation.
    public var explainer: Explainer?
    public var glyphs: Glyphs

    public init(explainer: Explainer?, glyphs: Glyphs = .unicode) {
        self.explainer = explainer
        self.glyphs = glyphs
    }

    public func document(_ conflict: Conflict) -> ConflictDocument {
        ConflictDocument(
            conflict: conflict, glyphs: glyphs, explanation: explainer?.explain(conflict, glyphs: glyphs))
    }

    /// The documents of `conflicts`, in order: on every core when there are many, or when each is
    /// explained (a proof a conflict is the costly part).
    public func documents(_ conflicts: [Conflict]) -> [ConflictDocument] {
        Parallel.map(conflicts, sequentialBelow: explainer == nil ? 65 : 2) { document($0) }
    }

    /// `render` of each conflict's document, made and rendered on every core, given to `body` one
    /// at a time in order (`Parallel.inOrder`): only a few renderings wait at once, so that a log
    /// of a million conflicts never holds a million documents.
    public func render<R: Sendable>(
        _ conflicts: [Conflict], _ render: @Sendable @escaping (ConflictDocument) -> R, into body: (R) -> Void
    ) {
        let maker = self
        Parallel.inOrder(
            conflicts, sequentialBelow: explainer == nil ? 65 : 2, { render(maker.document($0)) }, into: body)
    }
}

extension SourceSites {
    /// `made at App/Feed.swift:42`, or the candidates when the search is not certain; nil when the
    /// search found none.
    public var madeAt: String? {
        guard !candidates.isEmpty else { return nil }
        if let certain { return "made at \(certain.path):\(certain.line)" }
        let shown = candidates.prefix(3).map { "\($0.path):\($0.line)" }.joined(separator: ", ")
        let more = candidates.count > 3 ? ", \(Glyphs.unicode.ellipsis)" : ""
        return "perhaps made at \(shown)\(more) (\(Words.count(candidates.count, "candidate")), none certain)"
    }
}
