/// The callbacks that report the same set of constraints: one conflict, however often UIKit said it.
public struct Conflict: Hashable, Sendable {
    /// 1-based, in the order conflicts are listed (most callbacks first).
    public var id: Int
    /// Identifies the conflict across runs: addresses left out, key paths in where known.
    public var fingerprint: String
    /// In input order.
    public var callbacks: [Callback]
    /// Every constraint any callback listed, first-seen order, each address once.
    public var constraints: [Constraint]
    /// The views the constraints name (layout guides left out), first-seen order.
    public var views: [LayoutItem]
    /// The controller that owns the conflicting views, when a capture or `_printHierarchy` says.
    public var controller: ControllerRef?
    /// Every view belongs to UIKit itself (seed 000: the noise to ignore).
    public var isSystem: Bool
    /// View address → key path inside its controller, when known.
    public var keyPaths: [Address: String]
    /// A view dump that came without a conflict but holds this conflict's views (a
    /// `recursiveDescription` pasted beside the log), used when no callback captured one.
    public var relatedHierarchy: ViewHierarchy?

    public init(
        id: Int, fingerprint: String, callbacks: [Callback], constraints: [Constraint], views: [LayoutItem],
        controller: ControllerRef?, isSystem: Bool, keyPaths: [Address: String] = [:]
    ) {
        self.id = id
        self.fingerprint = fingerprint
        self.callbacks = callbacks
        self.constraints = constraints
        self.views = views
        self.controller = controller
        self.isSystem = isSystem
        self.keyPaths = keyPaths
    }

    /// Items (views and guides) in first-seen order.
    public var items: [LayoutItem] {
        var seen: Set<String> = []
        var result: [LayoutItem] = []
        for constraint in constraints {
            for item in constraint.items where seen.insert(item.key).inserted { result.append(item) }
        }
        return result
    }

    /// The constraint broken most recently (the last callback that says).
    public var lastBroken: Address? { callbacks.last(where: { $0.broken != nil })?.broken }

    /// The first callback's view hierarchy, or a dump from beside the log that holds the views.
    public var hierarchy: ViewHierarchy? {
        callbacks.first(where: { $0.hierarchy != nil })?.hierarchy ?? relatedHierarchy
    }
}
