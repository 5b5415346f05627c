import UnsatKit

/// What changed from one callback of a conflict to another, as `]` and `[` say it: whether it is
/// another instance (the same layout between other views), the constraint broken, and between
/// their dumps the views whose frame moved, that appeared and that went. Views are matched by
/// address, so the dumps of two instances (other addresses) are not compared view by view.
struct CallbackChange: Equatable {
    /// Whether the new callback reported another instance than the old: other views.
    var otherInstance = false
    /// The short form of the constraint the new callback broke, when not the one the old broke.
    var broken: String?
    /// Whether the two callbacks' views were compared: both have a dump, of the same instance.
    var compared = false
    var moved = 0
    var appeared = 0
    var gone = 0
    /// The new callback's views whose frame moved, and those that appeared: the tree marks them.
    var movedViews: Set<Address> = []
    var newViews: Set<Address> = []
    /// The first view that moved, from what frame to what (`UIImageView (0 0; 48 48) → (0 0; 48 72)`).
    var firstMove: String?

    init(_ detail: ConflictDetail, _ conflict: Conflict, from old: Int, to new: Int) {
        let before = detail.callback(old)
        let after = detail.callback(new)
        otherInstance = !conflict.isSameInstance(before, after)
        if let broken = after.brokenConstraint,
            before.broken.map(conflict.counterpart(of:)) != conflict.counterpart(of: broken.address)
        {
            self.broken = detail.line(broken).text
        }
        let oldTree = detail.tree(old)
        let newTree = detail.tree(new)
        guard oldTree.source != .named, newTree.source != .named, !otherInstance else { return }
        compared = true
        guard oldTree !== newTree, oldTree.hierarchy != newTree.hierarchy else { return }
        var frames: [Address: Frame?] = [:]
        for node in oldTree.nodes where !node.isLayerOnly { frames[node.address] = node.frame }
        for node in newTree.nodes where !node.isLayerOnly {
            if let frame = frames.removeValue(forKey: node.address) {
                if frame != node.frame {
                    moved += 1
                    movedViews.insert(node.address)
                    if firstMove == nil {
                        let text = { (frame: Frame?) in frame.map(ConstraintFormatter.frame) ?? "(no frame)" }
                        firstMove = "\(detail.namer.name(node)) \(text(frame)) → \(text(node.frame))"
                    }
                }
            } else {
                appeared += 1
                newViews.insert(node.address)
            }
        }
        gone = frames.count
    }

    /// `since callback 1: broke A.height == 120 · 2 frames moved: A (0 0; 48 48) → (0 0; 48 72)
    /// +1 more, 1 view appeared, 3 gone`; `since callback 2: another instance (between other views)`.
    func summary(since old: Int, dot: String) -> String {
        "since callback \(old + 1): " + changes(dot: dot)
    }

    /// What changed, without saying since which callback; `namingBroken` false where the
    /// constraint broken is said beside it (the callbacks overlay).
    func changes(dot: String, namingBroken: Bool = true) -> String {
        var parts: [String] = []
        if otherInstance { parts.append("another instance (between other views)") }
        if let broken { parts.append(namingBroken ? "broke \(broken)" : "another constraint broken") }
        if compared {
            var views: [String] = []
            if moved > 0 {
                var text = Words.count(moved, "frame") + " moved"
                if let firstMove { text += ": " + firstMove + (moved > 1 ? " +\(moved - 1) more" : "") }
                views.append(text)
            }
            if appeared > 0 { views.append(Words.count(appeared, "view") + " appeared") }
            if gone > 0 { views.append(appeared > 0 ? "\(gone) gone" : Words.count(gone, "view") + " gone") }
            parts.append(views.isEmpty ? "no view moved" : views.joined(separator: ", "))
        }
        if parts.isEmpty { parts.append("the same constraint broken") }
        return parts.joined(separator: " \(dot) ")
    }
}
