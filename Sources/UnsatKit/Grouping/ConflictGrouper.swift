import Foundation

/// Groups callbacks into conflicts, merges a capture with UIKit's own report of the same callback,
/// and computes fingerprints.
public struct ConflictGrouper: Sendable {
    /// Stable identifiers from `--ids` maps, to name the views captures identify.
    public var identifiers: KeyPathMap

    public init(identifiers: KeyPathMap = KeyPathMap()) {
        self.identifiers = identifiers
    }

    public func group(_ result: ParseResult) -> [Conflict] {
        // The callbacks of each conflict, in the order conflicts are first seen; found by key.
        var groups: [[Callback]] = []
        var groupOf: [BucketKey: Int] = [:]
        groupOf.reserveCapacity(result.callbacks.count)
        func add(_ callback: Callback, to key: BucketKey) -> Int {
            if let index = groupOf[key] {
                groups[index].append(callback)
                return index
            }
            groupOf[key] = groups.count
            groups.append([callback])
            return groups.count - 1
        }
        // Reports cut short, each with the conflict of the complete report just before it in its
        // file (where one that names no constraint goes).
        var partial: [(callback: Callback, before: Int?)] = []
        // The group of the last complete report of the file being read (callbacks come file by
        // file), and of each file read before.
        var file: String?
        var lastGroup: Int?
        var lastOfFile: [String: Int] = [:]
        let all = result.callbacks
        var index = 0
        // Each callback is copied once, into its group (a capture merged with UIKit's report of the
        // same callback is one).
        while index < all.count {
            let callback: Callback
            if let merged = Self.mergedCapture(all, at: index) {
                callback = merged
                index += 2
            } else if Self.isRepeatedInTheOlderForm(all, at: index) {
                callback = all[index]
                index += 2
            } else {
                callback = all[index]
                index += 1
            }
            if callback.location.file != file {
                if let file { lastOfFile[file] = lastGroup }
                file = callback.location.file
                lastGroup = lastOfFile[callback.location.file]
            }
            guard callback.isComplete else {
                partial.append((callback, lastGroup))
                continue
            }
            lastGroup = add(callback, to: BucketKey(file: callback.location.file, constraints: callback.groupKey))
        }
        // A report cut short belongs to the conflict whose constraints hold all of its own (the
        // nearest before it); only when there is none is it a conflict of its own.
        // (What it is known to involve counts: its list and the constraint it broke; a report that
        // names no constraint at all joins the conflict of the report just before it, as a repeat
        // cut short: a guess, which `list` and the inspector say.)
        for (callback, before) in partial {
            let addresses = callback.knownAddresses
            let file = callback.location.file
            let home: Int?
            if callback.namesNoConstraint {
                home = before
            } else {
                home = groups.indices.last { group in
                    guard let first = groups[group].first, first.location.file == file,
                        first.location.line < callback.location.line
                    else { return false }
                    return addresses.isSubset(of: first.knownAddresses)
                }
            }
            let group = home ?? add(callback, to: BucketKey(file: file, constraints: callback.groupKey))
            if home != nil { groups[group].append(callback) }
            groups[group].sort { $0.location < $1.location }
        }
        let attribution = ControllerAttribution(result: result)
        // The table is not needed past here: freed now, its memory holds the conflicts made next
        // (a log of a million distinct conflicts peaks here).
        groupOf = [:]
        let made = groups
        groups = []
        var conflicts = Parallel.map(made, sequentialBelow: 65) { makeConflict($0, attribution: attribution) }
        Self.mergeInstances(&conflicts, files: result.files.map(\.path))
        // Most callbacks first, then the first seen (by file name, then line): sorted by whole
        // numbers taken out once, then swapped into place.
        var fileOrder: [String: Int] = [:]
        for (rank, path) in result.files.map(\.path).sorted().enumerated() where fileOrder[path] == nil {
            fileOrder[path] = rank
        }
        let order = conflicts.indices.map { index in
            let first = conflicts[index].callbacks[0].location
            return (-conflicts[index].callbacks.count, fileOrder[first.file] ?? fileOrder.count, first.line, index)
        }.sorted { $0 < $1 }
        Self.permute(&conflicts, by: order.map(\.3))
        for index in conflicts.indices {
            conflicts[index].id = index + 1
            if conflicts[index].callbacks.allSatisfy({ $0.hierarchy == nil }) {
                conflicts[index].relatedHierarchy = Self.dump(holding: conflicts[index], in: result.hierarchies)
            }
        }
        return conflicts
    }

    /// Groups with the same fingerprint are one conflict: the same constraints between other views of
    /// the same classes (two cells with one broken layout, a screen shown twice, the same conflict in
    /// another file). The fingerprint names the conflict across runs, so within one run it does too.
    /// The group seen first (by its first callback: files in the order given, then lines) keeps its
    /// constraints, views and key paths; the others add their callbacks, in input order, and map
    /// their addresses to its own (`Conflict.counterparts`), so that no list grows with every instance.
    static func mergeInstances(_ conflicts: inout [Conflict], files: [String]) {
        var groups: [[Int]] = []
        do {
            var home: [String: Int] = [:]
            home.reserveCapacity(conflicts.count)
            var groupOf: [Int: Int] = [:]
            for index in conflicts.indices {
                let fingerprint = conflicts[index].fingerprint
                guard let first = home[fingerprint] else {
                    home[fingerprint] = index
                    continue
                }
                if let group = groupOf[first] {
                    groups[group].append(index)
                } else {
                    groupOf[first] = groups.count
                    groups.append([first, index])
                }
            }
        }
        guard !groups.isEmpty else { return }
        var ranks: [String: Int] = [:]
        for (index, file) in files.enumerated() where ranks[file] == nil { ranks[file] = index }
        let rank = ranks
        // Each group on every core: a conflict logged for thousands of cells is thousands of instances.
        // (Made in a scope of its own, so that the copy the workers read is gone before `conflicts`
        // changes: else the change would copy every conflict.)
        let merged: [(first: Int, conflict: Conflict)] = {
            let all = conflicts
            return Parallel.map(groups, sequentialBelow: 65) { group in
                // The merged conflict takes the place of its first instance; the others go.
                let first = group.min {
                    Self.precedes(all[$0].callbacks[0].location, all[$1].callbacks[0].location, rank)
                }!
                return (first, Self.merge(group.map { all[$0] }, rank: rank))
            }
        }()
        var gone = Set<Int>()
        for (group, merge) in zip(groups, merged) {
            conflicts[merge.first] = merge.conflict
            for index in group where index != merge.first { gone.insert(index) }
        }
        var kept = 0
        for index in conflicts.indices where !gone.contains(index) {
            if kept != index { conflicts.swapAt(kept, index) }
            kept += 1
        }
        conflicts.removeLast(conflicts.count - kept)
    }

    /// Puts `items` in the order `order` gives (`order[place]`: the index of the item that goes
    /// there, each once), by swaps along each cycle: no item is copied.
    static func permute<T>(_ items: inout [T], by order: [Int]) {
        var done = [Bool](repeating: false, count: order.count)
        for start in order.indices where !done[start] {
            done[start] = true
            var place = start
            while order[place] != start {
                items.swapAt(place, order[place])
                place = order[place]
                done[place] = true
            }
        }
    }

    /// Files in the order given (`rank`), then lines.
    static func precedes(_ a: InputLocation, _ b: InputLocation, _ rank: [String: Int]) -> Bool {
        let (rankA, rankB) = (rank[a.file] ?? rank.count, rank[b.file] ?? rank.count)
        if rankA != rankB { return rankA < rankB }
        if a.line != b.line { return a.line < b.line }
        return a.file < b.file
    }

    /// The instances of one conflict as one: the first (by its first callback) keeps its
    /// constraints, views and key paths, and every callback comes in input order.
    static func merge(_ instances: [Conflict], rank: [String: Int]) -> Conflict {
        let order = instances.indices.sorted {
            precedes(instances[$0].callbacks[0].location, instances[$1].callbacks[0].location, rank)
        }
        var conflict = instances[order[0]]
        let counterparts = Fingerprint.Counterparts(home: conflict.constraints, keyPaths: conflict.keyPaths)
        // Where each callback goes: its file's rank, its line, then the order it came in.
        var places: [(rank: Int, line: Int, index: Int)] = []
        var callbacks: [Callback] = []
        for index in order {
            let other = instances[index]
            for callback in other.callbacks {
                places.append((rank[callback.location.file] ?? rank.count, callback.location.line, callbacks.count))
                callbacks.append(callback)
            }
            guard index != order[0] else { continue }
            conflict.counterparts.merge(counterparts.of(other.constraints, keyPaths: other.keyPaths)) { old, _ in old }
            // The owner is the first instance's; when only another's capture names it, that one.
            if conflict.controller == nil, let controller = other.controller {
                conflict.controller = controller
                conflict.isSystem = SystemRule.isSystem(
                    views: conflict.views, controller: controller, constraints: conflict.constraints)
            }
        }
        places.sort { ($0.rank, $0.line, $0.index) < ($1.rank, $1.line, $1.index) }
        conflict.callbacks = places.map { callbacks[$0.index] }
        conflict.instances = instances.count
        return conflict
    }

    /// The dump from the same file that holds most of the conflict's views (the nearest before its
    /// first callback on a tie).
    static func dump(holding conflict: Conflict, in hierarchies: [ViewHierarchy]) -> ViewHierarchy? {
        guard let first = conflict.callbacks.first?.location else { return nil }
        let addresses = conflict.views.compactMap(\.address)
        var best: (hierarchy: ViewHierarchy, count: Int)?
        for hierarchy in hierarchies where hierarchy.location.file == first.file {
            let count = addresses.filter { hierarchy.index(of: $0) != nil }.count
            guard count > 0 else { continue }
            if let current = best, current.count > count { continue }
            // Of two that hold as many, the one that holds more around them (a cell's, over its content
            // view's), else the first before the report.
            if let current = best, current.count == count {
                if current.hierarchy.viewCount > hierarchy.viewCount { continue }
                if current.hierarchy.viewCount == hierarchy.viewCount, hierarchy.location.line > first.line {
                    continue
                }
            }
            best = (hierarchy, count)
        }
        return best?.hierarchy
    }

    /// Callbacks of one conflict, in one file.
    struct BucketKey: Hashable {
        let file: String
        let constraints: String
        /// Both hashed once, eight bytes a step: the table hashes this, not the strings, on every
        /// look-up and again each time it grows.
        private let hash: Int

        init(file: String, constraints: String) {
            self.file = file
            self.constraints = constraints
            func quickHash(_ text: String) -> Int {
                var text = text
                return text.withUTF8 { ConstraintCache.quickHash(UnsafeRawBufferPointer($0)) }
            }
            hash = quickHash(constraints) &* 31 &+ quickHash(file)
        }

        static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.hash == rhs.hash && lhs.constraints == rhs.constraints && lhs.file == rhs.file
        }

        func hash(into hasher: inout Hasher) { hasher.combine(hash) }
    }

    /// A capture block and UIKit's block for the same callback, one right after the other, are one
    /// callback: the one at `index` merged with the next, or nil.
    static func mergedCapture(_ callbacks: [Callback], at index: Int) -> Callback? {
        guard index + 1 < callbacks.count else { return nil }
        // Fields are compared in place: most callbacks are not merged, and a copy costs.
        func isCapture(_ format: ReportFormat) -> Bool { format == .capture || format == .record }
        guard isCapture(callbacks[index].format) != isCapture(callbacks[index + 1].format),
            callbacks[index].location.file == callbacks[index + 1].location.file,
            callbacks[index].groupKey == callbacks[index + 1].groupKey
        else { return nil }
        let current = callbacks[index]
        let next = callbacks[index + 1]
        let (capture, report) = isCapture(current.format) ? (current, next) : (next, current)
        var merged = capture
        merged.location = min(current.location, next.location)
        merged.timestamp = report.timestamp ?? capture.timestamp
        merged.process = report.process ?? capture.process
        merged.pid = report.pid ?? capture.pid
        merged.broken = capture.broken ?? report.broken
        return merged
    }

    /// Whether the callback at `index` is macOS 14's `Conflicting constraints detected` report and
    /// the next one AppKit's older form of it, printed right after (the same file, list and broken
    /// constraint, or part of them where the input cut it; its header within a few lines of the
    /// first report's end): one callback, which AppKit printed twice. A report in the older form
    /// alone, however often, is never merged.
    static func isRepeatedInTheOlderForm(_ callbacks: [Callback], at index: Int) -> Bool {
        guard index + 1 < callbacks.count, callbacks[index].opensWithConflictingHeader else { return false }
        let (first, second) = (callbacks[index], callbacks[index + 1])
        // The older form cut short (the end of an excerpt) holds part of the list and may lack the rest.
        let cut = !second.isComplete
        let sameList =
            first.groupKey == second.groupKey || (cut && second.knownAddresses.isSubset(of: first.knownAddresses))
        let sameBroken = first.broken == second.broken || (cut && second.broken == nil)
        return second.format == .appkit && !second.opensWithConflictingHeader
            && first.location.file == second.location.file && sameList && sameBroken && !first.constraints.isEmpty
            && second.location.line > first.location.line
            && second.location.line - first.location.line <= first.constraints.count + 8
    }

    func makeConflict(_ callbacks: [Callback], attribution: ControllerAttribution) -> Conflict {
        // Usually every callback names the same constraints: the first one's list is the conflict's.
        // (Callbacks are read in place, by index: a copy costs a reference count a field.)
        var constraints = callbacks[0].constraints
        var seen: Set<Address>?
        for index in callbacks.indices.dropFirst()
        where !callbacks[index].constraints.elementsEqual(constraints, by: { $0.address == $1.address }) {
            if seen == nil { seen = Set(constraints.map(\.address)) }
            for constraint in callbacks[index].constraints where seen!.insert(constraint.address).inserted {
                constraints.append(constraint)
            }
        }
        // A broken constraint that no list held (the list cut, redacted, elided) is still one of
        // the conflict's: the table shows it, marked broken.
        for index in callbacks.indices {
            guard let broken = callbacks[index].unlistedBroken else { continue }
            if seen == nil { seen = Set(constraints.map(\.address)) }
            if seen!.insert(broken.address).inserted { constraints.append(broken) }
        }
        var conflictKeyPaths: [Address: String] = [:]
        for index in callbacks.indices
        where !callbacks[index].keyPaths.isEmpty || !callbacks[index].viewIdentifiers.isEmpty {
            conflictKeyPaths.merge(identifiers.keyPaths(for: callbacks[index])) { old, _ in old }
        }
        var views: [LayoutItem] = []
        var viewKeys: [String] = []
        // Usually a handful of views: a list is searched faster than a set is built.
        var seenViews: Set<String>? = constraints.count > 32 ? [] : nil
        func add(_ operand: Operand?) {
            guard let item = operand?.item, !item.isLayoutGuide else { return }
            let key = item.key
            let isNew = seenViews?.insert(key).inserted ?? !viewKeys.contains(key)
            if isNew {
                viewKeys.append(key)
                views.append(item)
            }
        }
        for constraint in constraints {
            add(constraint.first)
            add(constraint.second)
        }
        var controller = callbacks.indices.lazy.compactMap { callbacks[$0].controller }.first
        if controller == nil { controller = attribution.controller(owning: views) }
        let isSystem = SystemRule.isSystem(
            views: views, controller: controller, constraints: constraints, processes: callbacks.map(\.process))
        let fingerprint =
            constraints.isEmpty
            ? Fingerprint.unidentified(format: callbacks[0].format, process: callbacks[0].process)
            : Fingerprint.of(constraints, keyPaths: conflictKeyPaths)
        return Conflict(
            id: 0, fingerprint: fingerprint, callbacks: callbacks, constraints: constraints, views: views,
            controller: controller, isSystem: isSystem,
            keyPaths: conflictKeyPaths.isEmpty
                ? [:]
                : conflictKeyPaths.filter { address, _ in
                    seenViews?.contains(address.text) ?? viewKeys.contains(address.text)
                })
    }
}
