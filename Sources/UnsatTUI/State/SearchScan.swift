import UnsatKit

/// Where a match is, in the order `n` walks them: conflict (as listed), callback, then within the
/// callback the tree's views, the views missing from it, the constraints; a conflict's
/// controllers come after its callbacks.
struct SearchPosition: Comparable, Hashable {
    enum Part: Int, Comparable {
        case node, missing, constraint, controller
        static func < (lhs: Part, rhs: Part) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    var rank: Int
    var callback: Int
    var part: Part
    var index: Int

    static func < (lhs: SearchPosition, rhs: SearchPosition) -> Bool {
        (lhs.rank, lhs.callback, lhs.part, lhs.index) < (rhs.rank, rhs.callback, rhs.part, rhs.index)
    }
}

/// Finds every match of a query across all conflicts and callbacks, a slice at a time, so that a
/// key never waits for a 100,000-view capture to be searched: what is on screen is lit at once,
/// and the count (`3/7`) completes between keys.
struct SearchScan {
    let matcher: SearchMatcher
    private(set) var matches: [SearchPosition] = []
    private(set) var matchedRanks: Set<Int> = []
    /// Next position to look at; nil when done.
    private var cursor: SearchPosition? = SearchPosition(rank: 0, callback: 0, part: .node, index: 0)
    var isComplete: Bool { cursor == nil }
    /// Bumped whenever matches are added, so that views of them know to refresh.
    private(set) var generation = 0

    init(matcher: SearchMatcher) {
        self.matcher = matcher
    }

    /// A narrower query over a finished scan: only the old matches need testing again.
    init(matcher: SearchMatcher, narrowing previous: SearchScan, test: (SearchPosition) -> Bool) {
        self.matcher = matcher
        matches = previous.matches.filter(test)
        matchedRanks = Set(matches.map(\.rank))
        cursor = nil
    }

    /// Looks at up to `budget` views and constraints; returns whether matches were added.
    @discardableResult
    mutating func advance(budget: Int, document: InspectorDocument, visible: [Int]) -> Bool {
        var remaining = budget
        let before = matches.count
        while var position = cursor, remaining > 0 {
            guard position.rank < visible.count else {
                cursor = nil
                break
            }
            let detail = document.detail(visible[position.rank])
            let callbackCount = detail.callbacks.count
            if position.callback >= callbackCount {
                // The conflict's controllers, once: the first callback's (`Inspector.show(_:)`
                // finds a match's row in the callback shown).
                let groups = detail.controllers(0)
                if position.part != .controller {
                    position = SearchPosition(rank: position.rank, callback: callbackCount, part: .controller, index: 0)
                }
                while position.index < groups.count, remaining > 0 {
                    if let controller = groups[position.index].controller, matcher.matches(controller) { add(position) }
                    position.index += 1
                    remaining -= 1
                }
                cursor =
                    position.index < groups.count
                    ? position : SearchPosition(rank: position.rank + 1, callback: 0, part: .node, index: 0)
                continue
            }
            let tree = detail.tree(position.callback)
            switch position.part {
            case .node:
                let nodes = tree.nodes
                let keyPaths = detail.keyPaths
                var index = position.index
                let end = min(nodes.count, index + remaining)
                while index < end {
                    if matcher.matchesNode(index, of: tree, detail, keyPaths: keyPaths) {
                        add(SearchPosition(rank: position.rank, callback: position.callback, part: .node, index: index))
                    }
                    index += 1
                }
                remaining -= end - position.index
                position.index = index
                if index >= nodes.count {
                    position = SearchPosition(
                        rank: position.rank, callback: position.callback, part: .missing, index: 0)
                }
            case .missing:
                while position.index < tree.missing.count, remaining > 0 {
                    let item = tree.missing[position.index]
                    if matcher.matchesView(item, detail, keyPaths: detail.keyPaths) { add(position) }
                    position.index += 1
                    remaining -= 1
                }
                if position.index >= tree.missing.count {
                    position = SearchPosition(
                        rank: position.rank, callback: position.callback, part: .constraint, index: 0)
                }
            case .constraint:
                // As the pane lists them: the broken one last when the list lacks it.
                let constraints = detail.constraints(position.callback)
                let keyPaths = detail.keyPaths
                while position.index < constraints.count, remaining > 0 {
                    if matcher.matches(constraints[position.index], detail, keyPaths: keyPaths) { add(position) }
                    position.index += 1
                    remaining -= 1
                }
                if position.index >= constraints.count {
                    position = SearchPosition(
                        rank: position.rank, callback: position.callback + 1, part: .node, index: 0)
                }
            case .controller:
                position = SearchPosition(rank: position.rank, callback: callbackCount, part: .controller, index: 0)
            }
            cursor = position
        }
        if matches.count != before { generation += 1 }
        return matches.count != before
    }

    private mutating func add(_ position: SearchPosition) {
        matches.append(position)
        matchedRanks.insert(position.rank)
    }

    /// The first match at or after `position`.
    func firstIndex(atOrAfter position: SearchPosition) -> Int? {
        let index = lowerBound(position)
        return index < matches.count ? index : nil
    }

    /// Index of the first match not before `position` (binary search: matches are in order).
    func lowerBound(_ position: SearchPosition) -> Int {
        var low = 0
        var high = matches.count
        while low < high {
            let mid = (low + high) / 2
            if matches[mid] < position { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The matches among the views of one callback's tree.
    func nodeMatches(rank: Int, callback: Int) -> ArraySlice<SearchPosition> {
        let start = lowerBound(SearchPosition(rank: rank, callback: callback, part: .node, index: 0))
        let end = lowerBound(SearchPosition(rank: rank, callback: callback, part: .missing, index: 0))
        return matches[start..<max(start, end)]
    }
}
