/// Names the items of a conflict the same way everywhere: key path when known, else the class
/// without its module, with the address's last digits added only where two items would read alike.
public struct ViewNamer: Sendable {
    private var names: [String: String] = [:]
    /// What the names, and the constraints and sentences written with them, are drawn with: a long
    /// label cut with its ellipsis, a multiplier with its `×`.
    public let glyphs: Glyphs

    public init(items: [LayoutItem], keyPaths: [Address: String] = [:], glyphs: Glyphs = .unicode) {
        self.glyphs = glyphs
        var base: [String: String] = [:]
        var counts: [String: Set<String>] = [:]
        for item in items {
            let name = Self.baseName(item, keyPaths: keyPaths, ellipsis: glyphs.ellipsis)
            base[item.key] = name
            counts[name, default: []].insert(item.key)
        }
        for item in items {
            guard let name = base[item.key] else { continue }
            if counts[name]!.count > 1, let address = item.address {
                names[item.key] = "\(name):\(address.text.suffix(4))"
            } else {
                names[item.key] = name
            }
        }
    }

    /// Another instance's views (`Conflict.counterparts`) take the names of those in their place, so
    /// that every callback's constraints read alike; where a name tells two views apart by the last
    /// digits of the address, those are the view's own.
    public init(conflict: Conflict, glyphs: Glyphs = .unicode) {
        self.init(items: conflict.items, keyPaths: conflict.keyPaths, glyphs: glyphs)
        for (other, home) in conflict.counterparts {
            guard let name = names[home.text] else { continue }
            let suffix = ":\(home.text.suffix(4))"
            names[other.text] = name.hasSuffix(suffix) ? String(name.dropLast(4) + other.text.suffix(4)) : name
        }
    }

    static func baseName(_ item: LayoutItem, keyPaths: [Address: String], ellipsis: String = "…") -> String {
        if let address = item.address, let keyPath = keyPaths[address] { return keyPath }
        if let name = item.name, !item.isSuperviewBar, item.className == name { return name }
        var name = item.shortClassName
        if name == "UITableViewCellContentView" || name == "UICollectionViewCellContentView" { name = "ContentView" }
        if let label = item.label {
            if item.isLayoutGuide {
                name = label.replacingOccurrences(of: "UIView", with: "").replacingOccurrences(
                    of: "LayoutGuide", with: "Guide")
                if name.isEmpty { name = item.shortClassName }
            } else {
                name += " '\(label.count > 20 ? String(label.prefix(19)) + ellipsis : label)'"
            }
        }
        return name
    }

    public func name(_ item: LayoutItem) -> String {
        names[item.key] ?? Self.baseName(item, keyPaths: [:], ellipsis: glyphs.ellipsis)
    }
}
