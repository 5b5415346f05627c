/// `list --json --trees`: each hierarchy's views, as the inspector's tree shows them (docs/contract.md,
/// `hierarchies[].tree`).
extension ConflictListing {
    /// The key paths that name the views of `hierarchy`: its conflict's, or those of the conflicts
    /// that show it as their tree.
    func keyPaths(of hierarchy: ViewHierarchy, _ conflict: Int?) -> [Address: String] {
        var paths: [Address: String] = [:]
        for candidate in conflicts where candidate.id == conflict || candidate.relatedHierarchy == hierarchy {
            paths.merge(candidate.keyPaths) { first, _ in first }
        }
        return paths
    }

    /// `tree`: one object a view, depth first as printed; layer-only lines are not views.
    static func writeTree(_ hierarchy: ViewHierarchy, keyPaths: [Address: String], to w: inout JSONWriter) {
        w.beginArray("tree")
        for node in hierarchy.nodes where !node.isLayerOnly {
            w.beginObject()
            w.field("address", node.address)
            w.field("class", node.className)
            w.field("depth", node.depth)
            if let frame = node.frame, [frame.x, frame.y, frame.width, frame.height].allSatisfy(\.isFinite) {
                w.field("frame", doubles: [frame.x, frame.y, frame.width, frame.height])
            } else {
                w.null("frame")
            }
            w.field("hidden", node.isHidden)
            w.field("keyPath", keyPaths[node.address])
            w.field("line", node.line)
            w.endObject()
        }
        w.endArray()
    }
}
