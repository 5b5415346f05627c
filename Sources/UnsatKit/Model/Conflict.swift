/// The callbacks that report the same constraints: one conflict, however often UIKit said it, and
/// whichever views it said it of (two cells with the same broken layout are one conflict).
///
/// Its `constraints` and `views` are those of its first *instance* (the first set of addresses
/// reported); a callback of another instance keeps its own addresses, as printed, and
/// `counterparts` maps them to the first instance's.
public struct Conflict: Hashable, Sendable {
    /// 1-based, in the order conflicts are listed (most callbacks first).
    public var id: Int
    /// Identifies the conflict across runs: addresses left out, key paths in where known.
    public var fingerprint: String
    /// In input order (files in the order given, then lines).
    public var callbacks: [Callback]
    /// Every constraint any callback of the first instance listed, first-seen order, each address once.
    public var constraints: [Constraint]
    /// The views the constraints name (layout guides left out), first-seen order.
    public var views: [LayoutItem]
    /// How many sets of addresses reported this conflict: 1, or more when the same constraints
    /// broke between other views of the same classes (another cell, another run).
    public var instances: Int
    /// The address of a constraint or view of another instance → the one in its place in
    /// `constraints` or `views`; empty when there is one instance.
    public var counterparts: [Address: Address]
    /// The controller that owns the conflicting views, when a capture or `_printHierarchy` says.
    public var controller: ControllerRef?
    /// Every view belongs to UIKit itself (docs/design.md, "System conflicts").
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
        instances = 1
        counterparts = [:]
    }

    /// Whether the conflict names no constraint (every report's list redacted, elided or cut): it
    /// cannot be told from another conflict of the same process (`Fingerprint.unidentified`).
    public var isUnidentified: Bool { constraints.isEmpty }

    /// The conflict's own address for an address any of its callbacks printed: the one in its place
    /// among `constraints` and `views` for another instance's, the address itself otherwise.
    public func counterpart(of address: Address) -> Address { counterparts[address] ?? address }

    /// Whether `callback` reported another instance than the first (its addresses are not the
    /// conflict's own).
    public func isOtherInstance(_ callback: Callback) -> Bool {
        guard !counterparts.isEmpty else { return false }
        if let broken = callback.broken, counterparts[broken] != nil { return true }
        return callback.constraints.contains { counterparts[$0.address] != nil }
    }

    /// Whether two callbacks reported the same instance, between the same views: both the first,
    /// or both another and sharing a constraint (each instance's constraints are its own objects).
    public func isSameInstance(_ a: Callback, _ b: Callback) -> Bool {
        let other = isOtherInstance(a)
        guard other == isOtherInstance(b) else { return false }
        guard other else { return true }
        let addresses = Set(a.constraints.map(\.address) + [a.broken].compactMap { $0 })
        return b.constraints.contains { addresses.contains($0.address) } || b.broken.map(addresses.contains) == true
    }

    /// The conflict's views as `callback` printed them: another instance's addresses where the
    /// callback reported that instance (its dump holds those), the conflict's own otherwise.
    public func views(of callback: Callback) -> [LayoutItem] {
        guard !counterparts.isEmpty else { return views }
        var own: [Address: LayoutItem] = [:]
        func note(_ constraint: Constraint) {
            for item in constraint.items {
                if let address = item.address, let home = counterparts[address] { own[home] = own[home] ?? item }
            }
        }
        callback.constraints.forEach(note)
        if let broken = callback.unlistedBroken { note(broken) }
        guard !own.isEmpty else { return views }
        return views.map { view in view.address.flatMap { own[$0] } ?? view }
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

    /// The constraint broken most recently (the last callback that says), as `constraints` holds it.
    public var lastBroken: Address? { callbacks.last(where: { $0.broken != nil })?.broken.map(counterpart(of:)) }

    /// The first callback's view hierarchy, or a dump from beside the log that holds the views.
    public var hierarchy: ViewHierarchy? {
        callbacks.first(where: { $0.hierarchy != nil })?.hierarchy ?? relatedHierarchy
    }
}
