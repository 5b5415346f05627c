/// Which views of a conflict's trees are opened or closed beyond what they start as (the
/// conflicting views and their ancestors open, the rest folded), by view key: shared by every
/// callback's tree, so that a fold holds as the user steps through the callbacks.
struct FoldState: Hashable {
    private(set) var expanded: Set<String> = []
    private(set) var collapsed: Set<String> = []
    /// Opened to show search matches; closed again when the search ends.
    private(set) var openedForSearch: Set<String> = []

    /// Whether node `index` of `tree` shows its children.
    func isExpanded(_ tree: ViewTree, _ index: Int) -> Bool {
        let key = tree.key(index)
        if collapsed.contains(key) { return false }
        return tree.defaultExpanded.contains(index) || expanded.contains(key) || openedForSearch.contains(key)
    }

    mutating func setExpanded(_ key: String, _ isExpanded: Bool) {
        if isExpanded {
            collapsed.remove(key)
            expanded.insert(key)
        } else {
            expanded.remove(key)
            openedForSearch.remove(key)
            collapsed.insert(key)
        }
    }

    /// Opens these nodes of `tree` for a search; only those that were closed are noted, so that a
    /// search among open views changes nothing (and costs nothing) in a large tree.
    mutating func openForSearch(_ tree: ViewTree, _ nodes: [Int]) {
        for node in nodes where tree.hasChildren(node) && !isExpanded(tree, node) {
            let key = tree.key(node)
            openedForSearch.insert(key)
            collapsed.remove(key)
        }
    }

    mutating func closeSearchFolds() {
        if !openedForSearch.isEmpty { openedForSearch = [] }
    }
}
