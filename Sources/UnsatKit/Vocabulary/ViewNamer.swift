/// Names the items of a conflict the same way everywhere: key path when known, else the class
/// without its module, with the address's last digits added only where two items would read alike.
public struct ViewNamer: Sendable {
    private var names: [String: String] = [:]
    /// The keys whose names end in their address's last digits (`UIView:4d20`).
    private var suffixed: Set<String> = []
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
                suffixed.insert(item.key)
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
            guard suffixed.contains(home.text) else {
                names[other.text] = name
                continue
            }
            names[other.text] = String(name.dropLast(4) + other.text.suffix(4))
            suffixed.insert(other.text)
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
                // A name is one line: a label's line breaks (a multi-line label's text, or a paste's
                // wrap inside it) read as the spaces they stand for.
                let line = label.contains(where: \.isNewline) ? Self.oneLine(label) : label
                name += " '\(line.count > 20 ? String(line.prefix(19)) + ellipsis : line)'"
            }
        }
        return name
    }

    /// `text` with each line break (and the blanks around it) one space.
    static func oneLine(_ text: String) -> String {
        var result = ""
        var atBreak = false
        for character in text {
            if character.isNewline {
                while result.last == " " || result.last == "\t" { result.removeLast() }
                atBreak = true
            } else if atBreak, character == " " || character == "\t" {
                continue
            } else {
                if atBreak, !result.isEmpty { result.append(" ") }
                atBreak = false
                result.append(character)
            }
        }
        return result
    }

    public func name(_ item: LayoutItem) -> String { name(item, besideAddress: false) }

    /// The item's name; `besideAddress` where its whole address is written beside it: then
    /// without the address's last digits, which would only say part of it again (`UIView
    /// 0x10a934d20`, not `UIView:4d20 0x10a934d20`).
    public func name(_ item: LayoutItem, besideAddress: Bool) -> String {
        guard let name = names[item.key] else { return Self.baseName(item, keyPaths: [:], ellipsis: glyphs.ellipsis) }
        return besideAddress && suffixed.contains(item.key) ? String(name.dropLast(5)) : name
    }

    /// A dump's view as every pane names it: as the item it is, when the conflict names it, else by
    /// its class, as `name(_:)` names any item (a table cell's content view is `ContentView`).
    public func name(_ node: ViewNode, besideAddress: Bool = false) -> String {
        let address = node.address.text.isEmpty ? nil : node.address
        return name(LayoutItem(className: node.className, address: address), besideAddress: besideAddress)
    }
}
