import UnsatKit

/// Everything read from the inputs, and each conflict's details once looked at.
final class InspectorDocument {
    private(set) var files: [FileSummary] = []
    /// Lines that could not be fully read, in input order (the `!` overlay lists them).
    private(set) var diagnostics: [Diagnostic] = []
    /// Ambiguous-layout reports, in input order.
    private(set) var ambiguities: [AmbiguityReport] = []
    /// The conflicts, then an entry for each view hierarchy read on its own that no conflict's views
    /// are in (`isDumpEntry`), so that a dump without a conflict can be browsed too.
    private(set) var conflicts: [Conflict] = []
    /// The identities of the entries that stand for a dump alone, not a conflict.
    private(set) var dumpEntries: Set<InputLocation> = []
    /// `identity(of:)` of each conflict, worked out once.
    private(set) var identities: [InputLocation] = []
    private(set) var attribution = ControllerAttribution(result: ParseResult())
    /// What names and explanations are written with (`ViewNamer`, `Explainer`), and what the
    /// inspector draws with: ASCII when it draws ASCII.
    let glyphs: Glyphs
    /// What explains each conflict: with the app's source, when one is searched, so that the Fix
    /// says where the constraint was made and `e` opens that line.
    let explainer: Explainer
    /// Where a large conflict's explanation is worked out, off the main loop, and who is told
    /// when it is ready (the app wakes its loop).
    let backgroundWork: BackgroundWork
    /// By `identity(of:)`, so that a conflict keeps its state when a growing input regroups.
    private var details: [InputLocation: ConflictDetail] = [:]

    init(
        result: ParseResult, conflicts: [Conflict], glyphs: Glyphs = .unicode, explainer: Explainer = Explainer(),
        backgroundWork: BackgroundWork = .anotherThread()
    ) {
        self.glyphs = glyphs
        self.explainer = explainer
        self.backgroundWork = backgroundWork
        replace(result: result, conflicts: conflicts)
    }

    /// A newer reading of a growing input: conflicts keep their details. The answer says, for each
    /// conflict whose details were kept, which of its trees were too (`ConflictDetail.update`).
    @discardableResult
    func replace(result: ParseResult, conflicts: [Conflict]) -> [InputLocation: [Int: Int]] {
        files = result.files
        diagnostics = result.diagnostics.sorted { ($0.location, $0.column ?? 0) < ($1.location, $1.column ?? 0) }
        ambiguities = result.ambiguities
        let dumps = Self.dumpEntries(result, conflicts)
        self.conflicts = conflicts + dumps
        identities = self.conflicts.map(Self.identity)
        dumpEntries = Set(dumps.map(Self.identity))
        attribution = ControllerAttribution(result: result)
        var keptTrees: [InputLocation: [Int: Int]] = [:]
        for (conflict, identity) in zip(self.conflicts, identities) {
            if let detail = details[identity] { keptTrees[identity] = detail.update(conflict) }
        }
        return keptTrees
    }

    var diagnosticCount: Int { diagnostics.count }

    /// Whether entry `index` stands for a dump alone rather than a conflict.
    func isDumpEntry(_ index: Int) -> Bool { dumpEntries.contains(identities[index]) }

    /// The real conflicts, dump entries left out.
    var conflictCount: Int { conflicts.count - dumpEntries.count }

    /// A dump read on its own that holds no conflict's views, as an entry of the list: a conflict of
    /// one callback whose dump it is, with no constraint and no view (so the panes show the tree and
    /// say there is no conflict). Numbered after the conflicts.
    private static func dumpEntries(_ result: ParseResult, _ conflicts: [Conflict]) -> [Conflict] {
        let used = Set(conflicts.compactMap { $0.relatedHierarchy?.location })
        var entries: [Conflict] = []
        for hierarchy in result.hierarchies where !used.contains(hierarchy.location) {
            let callback = Callback(location: hierarchy.location, format: .capture, hierarchy: hierarchy)
            entries.append(
                Conflict(
                    id: conflicts.count + entries.count + 1, fingerprint: "", callbacks: [callback], constraints: [],
                    views: [], controller: nil, isSystem: false))
        }
        return entries
    }

    /// Where the conflict was first reported: stable while callbacks are added (a newer reading
    /// only appends), and unique, as the fingerprint is not (two cells with one layout are two
    /// conflicts with one fingerprint). The group key is unique too, but a report cut short at the
    /// end of one reading has fewer constraints than the same report read whole in the next.
    /// A followed file read again from its start is read under another name (see `InputStream`),
    /// so its lines never take an earlier reading's identities.
    static func identity(of conflict: Conflict) -> InputLocation { conflict.callbacks[0].location }

    func detail(_ index: Int) -> ConflictDetail {
        let conflict = conflicts[index]
        let key = identities[index]
        if let detail = details[key] { return detail }
        let detail = ConflictDetail(conflict: conflict, document: self)
        details[key] = detail
        return detail
    }

    /// The details of the conflict with this identity, if they were worked out already.
    func existingDetail(_ identity: InputLocation) -> ConflictDetail? { details[identity] }

    var callbackCount: Int { conflicts.reduce(0) { $0 + $1.callbacks.count } }
}
