import UnsatKit

/// Everything read from the inputs, and each conflict's details once looked at.
final class InspectorDocument {
    private(set) var files: [FileSummary]
    private(set) var diagnosticCount: Int
    private(set) var conflicts: [Conflict]
    private(set) var attribution: ControllerAttribution
    private var standalone: [ViewHierarchy]
    private var standaloneIndex: [String: Int]?
    /// By `identity(of:)`, so that a conflict keeps its state when a growing input regroups.
    private var details: [String: ConflictDetail] = [:]

    init(result: ParseResult, conflicts: [Conflict]) {
        files = result.files
        diagnosticCount = result.diagnostics.count
        self.conflicts = conflicts
        attribution = ControllerAttribution(result: result)
        standalone = result.hierarchies
    }

    /// A newer reading of a growing input: conflicts keep their details and pane state.
    func replace(result: ParseResult, conflicts: [Conflict]) {
        files = result.files
        diagnosticCount = result.diagnostics.count
        self.conflicts = conflicts
        attribution = ControllerAttribution(result: result)
        if result.hierarchies.count != standalone.count {
            standalone = result.hierarchies
            standaloneIndex = nil
        }
        for conflict in conflicts { details[Self.identity(of: conflict)]?.update(conflict) }
    }

    /// Where the conflict was first reported: stable while callbacks are added.
    static func identity(of conflict: Conflict) -> String {
        let first = conflict.callbacks[0].location
        return "\(first.file)\u{0}\(first.line)"
    }

    func detail(_ index: Int) -> ConflictDetail {
        let conflict = conflicts[index]
        let key = Self.identity(of: conflict)
        if let detail = details[key] { return detail }
        let detail = ConflictDetail(conflict: conflict, document: self)
        details[key] = detail
        return detail
    }

    var callbackCount: Int { conflicts.reduce(0) { $0 + $1.callbacks.count } }

    /// A `recursiveDescription` read on its own that holds the most of these views, if any.
    func standaloneHierarchy(for views: [LayoutItem]) -> ViewHierarchy? {
        guard !standalone.isEmpty else { return nil }
        if standaloneIndex == nil {
            var index: [String: Int] = [:]
            for (h, hierarchy) in standalone.enumerated() {
                for node in hierarchy.nodes where index[node.address] == nil { index[node.address] = h }
            }
            standaloneIndex = index
        }
        var counts: [Int: Int] = [:]
        for view in views {
            if let address = view.address, let h = standaloneIndex?[address] { counts[h, default: 0] += 1 }
        }
        guard let best = counts.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }) else {
            return nil
        }
        return standalone[best.key]
    }
}
