import UnsatKit

/// The conflicts pane: which conflicts are listed (UIKit's own only when asked for, or when there
/// is nothing else) and where the list is.
struct ConflictList: Hashable {
    var showSystem = false
    /// Keeps only the conflicts it matches (`f`); nil keeps all.
    var filter: ConflictFilter?
    /// How many the list would hold without the filter.
    private(set) var unfilteredCount = 0
    /// Indices into the document's conflicts, in the order listed.
    private(set) var visible: [Int] = []
    /// Rank in `visible` by conflict identity.
    private(set) var rankByIdentity: [InputLocation: Int] = [:]
    var cursor = ListCursor()

    /// Lists the document's conflicts again; the selection follows the conflict `identity` (the
    /// list re-sorts as callbacks are added), not the row.
    mutating func refresh(_ document: InspectorDocument, keeping identity: InputLocation?) {
        refresh(document, keepingFirstOf: [identity])
    }

    /// Lists the document's conflicts again; the selection follows the first of `identities`
    /// still listed (a filter may have dropped the others).
    mutating func refresh(_ document: InspectorDocument, keepingFirstOf identities: [InputLocation?]) {
        let all = Array(document.entries.indices)
        let app = all.filter { document.entries[$0].conflict?.isSystem != true }
        let shown = showSystem || app.isEmpty ? all : app
        unfilteredCount = shown.count
        visible = filter.map { filter in shown.filter { filter.matches(document.entries[$0]) } } ?? shown
        rankByIdentity = Dictionary(
            visible.enumerated().map { (document.identities[$1], $0) }, uniquingKeysWith: { first, _ in first })
        let ranks = rankByIdentity
        if let rank = identities.compactMap({ $0.flatMap { ranks[$0] } }).first {
            cursor.selection = rank
        }
        cursor.clamp(count: visible.count)
    }

    /// Index into the document's conflicts of the one selected.
    var selected: Int? { visible.indices.contains(cursor.selection) ? visible[cursor.selection] : nil }
}
