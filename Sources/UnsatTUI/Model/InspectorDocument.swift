import UnsatKit

/// Everything read from the inputs, and each conflict's details once looked at.
final class InspectorDocument {
    private(set) var files: [FileSummary] = []
    /// Lines that could not be fully read, in input order (the `!` overlay lists them).
    private(set) var diagnostics: [Diagnostic] = []
    /// Of the notes, those on lines whose text was left unread (`DiagnosticMessage.leavesTextUnread`).
    private(set) var unreadCount = 0
    /// Ambiguous-layout reports, in input order.
    private(set) var ambiguities: [AmbiguityReport] = []
    /// What the list holds: the conflicts, then each view hierarchy read on its own that no
    /// conflict's views are in, then each view reported ambiguous (`Entry`).
    private(set) var entries: [Entry] = []
    /// The conflicts alone, what counts such as "2 conflicts" count.
    private(set) var conflicts: [Conflict] = []
    /// How many entries are dumps on their own.
    private(set) var dumpCount = 0
    /// Every view hierarchy read, where an ambiguous view's tree is looked for.
    private(set) var hierarchies: [ViewHierarchy] = []
    /// `Entry.identity` of each entry, worked out once.
    private(set) var identities: [InputLocation] = []
    private(set) var attribution = ControllerAttribution(result: ParseResult())
    /// Each `_printHierarchy` read, its controllers in printed order: the hierarchy pane draws
    /// them above the views they own.
    private(set) var controllerTrees: [[ControllerNode]] = []
    /// What names and explanations are written with (`ViewNamer`, `Explainer`), and what the
    /// inspector draws with: ASCII when it draws ASCII.
    let glyphs: Glyphs
    /// What explains each conflict: with the app's source, when one is searched, so that the Fix
    /// says where the constraint was made and `e` opens that line.
    let explainer: Explainer
    /// Where a large conflict's explanation is worked out, off the main loop, and who is told
    /// when it is ready (the app wakes its loop).
    let backgroundWork: BackgroundWork
    /// By `Entry.identity`, so that an entry keeps its state when a growing input regroups.
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

    /// A newer reading of a growing input: entries keep their details. The answer says, for each
    /// entry whose details were kept, which of its trees were too (`ConflictDetail.update`).
    @discardableResult
    func replace(result: ParseResult, conflicts: [Conflict]) -> [InputLocation: [Int: Int]] {
        files = result.files
        diagnostics = result.diagnostics.sorted { ($0.location, $0.column ?? 0) < ($1.location, $1.column ?? 0) }
        unreadCount = diagnostics.count { $0.message.leavesTextUnread }
        ambiguities = result.ambiguities
        let layouts = AmbiguousLayout.layouts(result.ambiguities)
        let dumps = Self.dumpEntries(result, conflicts, layouts)
        self.conflicts = conflicts
        hierarchies = result.hierarchies
        let ambiguous = layouts.enumerated().map { offset, layout in
            Entry(ambiguous: layout, number: conflicts.count + dumps.count + offset + 1)
        }
        entries = conflicts.map(Entry.init) + dumps + ambiguous
        dumpCount = dumps.count
        identities = entries.map(\.identity)
        attribution = ControllerAttribution(result: result)
        controllerTrees = result.controllerTrees
        var keptTrees: [InputLocation: [Int: Int]] = [:]
        for (entry, identity) in zip(entries, identities) {
            if let detail = details[identity] { keptTrees[identity] = detail.update(entry) }
        }
        return keptTrees
    }

    var diagnosticCount: Int { diagnostics.count }

    /// What the note on a dump's view line says when the view skips levels (its parent was left out
    /// of the paste, and the tree shows it under the nearest view above it with fewer bars).
    func levelSkip(at location: InputLocation) -> (above: Int, bars: Int)? {
        // Sorted by location: the first note at or after it, and the ones on its line.
        var low = 0
        var high = diagnostics.count
        while low < high {
            let middle = (low + high) / 2
            if diagnostics[middle].location < location { low = middle + 1 } else { high = middle }
        }
        for diagnostic in diagnostics[low...] {
            guard diagnostic.location == location else { break }
            if case .viewsLeftOut(let above, let bars) = diagnostic.message { return (above, bars) }
        }
        return nil
    }

    /// A dump read on its own that is no conflict's tree nor an ambiguous view's (an `_autolayoutTrace`
    /// is the tree of the views it says are ambiguous), as an entry of the list, numbered after the
    /// conflicts.
    private static func dumpEntries(_ result: ParseResult, _ conflicts: [Conflict], _ layouts: [AmbiguousLayout])
        -> [Entry]
    {
        var used = Set(conflicts.compactMap { $0.relatedHierarchy?.location })
        for layout in layouts { used.insert(layout.hierarchy(among: result.hierarchies).location) }
        var entries: [Entry] = []
        for hierarchy in result.hierarchies where !used.contains(hierarchy.location) {
            entries.append(Entry(dump: hierarchy, number: conflicts.count + entries.count + 1))
        }
        return entries
    }

    func detail(_ index: Int) -> ConflictDetail {
        let key = identities[index]
        if let detail = details[key] { return detail }
        let detail = ConflictDetail(entry: entries[index], document: self)
        details[key] = detail
        return detail
    }

    /// The details of the entry with this identity, if they were worked out already.
    func existingDetail(_ identity: InputLocation) -> ConflictDetail? { details[identity] }
}
