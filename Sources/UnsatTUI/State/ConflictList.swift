import UnsatKit

/// The conflicts pane: which conflicts are listed (UIKit's own only when asked for, or when there
/// is nothing else) and where the list is.
struct ConflictList: Hashable {
    var showSystem = false
    /// Indices into the document's conflicts, in the order listed.
    private(set) var visible: [Int] = []
    /// Rank in `visible` by conflict identity.
    private(set) var rankByIdentity: [String: Int] = [:]
    var cursor = ListCursor()

    /// Lists the document's conflicts again; the selection follows the conflict `identity` (the
    /// list re-sorts as callbacks are added), not the row.
    mutating func refresh(_ document: InspectorDocument, keeping identity: String?) {
        let all = Array(document.conflicts.indices)
        let app = all.filter { !document.conflicts[$0].isSystem }
        visible = showSystem || app.isEmpty ? all : app
        rankByIdentity = Dictionary(
            visible.enumerated().map { (document.identities[$1], $0) }, uniquingKeysWith: { first, _ in first })
        if let identity, let rank = rankByIdentity[identity] {
            cursor.selection = rank
        }
        cursor.clamp(count: visible.count)
    }

    /// Index into the document's conflicts of the one selected.
    var selected: Int? { visible.indices.contains(cursor.selection) ? visible[cursor.selection] : nil }
}
