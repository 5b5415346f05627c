import UnsatKit

/// Small pieces of text more than one pane writes.
enum Formatting {
    /// An address whole when it fits, else its last digits after an ellipsis (`…70e2a0`): the
    /// part that tells views apart.
    static func fit(_ address: String, room: Int, ellipsis: String) -> String {
        if address.count <= room { return address }
        let digits = max(4, room - DisplayWidth.of(ellipsis))
        return ellipsis + address.suffix(min(digits, address.count - 2))
    }

    /// A name and an address in `room` columns: both whole when they fit; else the address keeps
    /// its last digits (`…0d200`, never fewer than four: an address is never cut at both ends),
    /// and when even that leaves the name too little room, the name is cut, down to `minimumName`
    /// columns; with less room than that, the name alone, cut.
    static func nameAndAddress(
        _ name: String, _ address: String?, room: Int, minimumName: Int = 6, ellipsis: String
    ) -> (name: String, address: String?) {
        let nameWidth = DisplayWidth.of(name)
        guard let address else { return (name.truncated(toWidth: room, ellipsis: ellipsis), nil) }
        if nameWidth + 1 + address.count <= room { return (name, address) }
        let shortest = DisplayWidth.of(ellipsis) + 4
        if room - 1 - nameWidth >= shortest {
            return (name, fit(address, room: room - 1 - nameWidth, ellipsis: ellipsis))
        }
        let nameRoom = min(nameWidth, max(minimumName, room - 1 - shortest))
        guard room - 1 - nameRoom >= shortest else { return (name.truncated(toWidth: room, ellipsis: ellipsis), nil) }
        let fitted = fit(address, room: room - 1 - nameRoom, ellipsis: ellipsis)
        return (name.truncated(toWidth: room - 1 - DisplayWidth.of(fitted), ellipsis: ellipsis), fitted)
    }

    /// `MyApp.ProfileViewController` → `ProfileViewController`, or `ProfileVC` when short of room.
    static func controllerName(_ className: String, room: Int) -> String {
        let short = className.shortClassName
        if DisplayWidth.of(short) <= room { return short }
        return short.replacingSuffix("ViewController", with: "VC").replacingSuffix("Controller", with: "Ctrl")
    }

}

extension ViewNode {
    /// Depth below the tree's root (dumps may start deeper than 0 when trimmed).
    func depthFromRoot(in tree: ViewTree) -> Int {
        var depth = 0
        var current = parent
        while let index = current {
            depth += 1
            current = tree.nodes[index].parent
        }
        return depth
    }
}

extension String {
    /// The class without its module (`MyApp.AvatarCell` → `AvatarCell`, a mangled Swift name read
    /// first: `_TtC5MyApp10AvatarCell` → `AvatarCell`).
    var shortClassName: String { SwiftName.withoutModule(self) }

    func leftPadded(to width: Int) -> String {
        let missing = width - DisplayWidth.of(self)
        return missing > 0 ? String(repeating: " ", count: missing) + self : self
    }

    func replacingSuffix(_ suffix: String, with replacement: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) + replacement : self
    }

    /// `build/logs/console.log` → `console.log`.
    var lastPathComponent: String { split(separator: "/").last.map(String.init) ?? self }
}
