/// A conflict's identity across runs: the constraints with every address replaced by a stable name.
///
/// A view's name is its key path when known (`headerView.avatarView`), otherwise its class with a
/// number telling apart views of the same class (`UIView#2`), numbered in an order that does not
/// depend on addresses. Constants stay in: a different constant is a different conflict.
public enum Fingerprint {
    public static func of(_ constraints: [Constraint], keyPaths: [String: String] = [:]) -> String {
        var joined: [UInt8] = []
        for (index, line) in canonicalByteLines(constraints, keyPaths: keyPaths).enumerated() {
            if index > 0 { joined.append(ASCII.newline) }
            joined.append(contentsOf: line)
        }
        return Platform.md5Hex(joined)
    }

    /// The lines hashed, sorted: one a constraint.
    public static func canonicalLines(_ constraints: [Constraint], keyPaths: [String: String] = [:]) -> [String] {
        canonicalByteLines(constraints, keyPaths: keyPaths).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The lines as bytes, sorted byte-wise (built without `String` work: a log holds thousands).
    static func canonicalByteLines(_ constraints: [Constraint], keyPaths: [String: String]) -> [[UInt8]] {
        // When no two items share a class (nor lack a key path), the class alone names each item:
        // nothing needs numbering, so one pass does.
        // A conflict names a handful of items: a list compares them faster than tables would.
        var seen: [(address: String, className: String)] = []
        var ambiguous = false
        for constraint in constraints {
            for item in [constraint.first?.item, constraint.second?.item] {
                guard let item, let address = item.address, keyPaths.isEmpty || keyPaths[address] == nil else {
                    continue
                }
                if let known = seen.first(where: { $0.address == address }) {
                    if known.className != item.className { ambiguous = true }
                } else if seen.contains(where: { $0.className == item.className }) {
                    ambiguous = true
                } else {
                    seen.append((address, item.className))
                }
            }
        }
        let byClass: (LayoutItem) -> String = { item in
            keyPaths.isEmpty ? item.className : (keyPaths[item.address ?? ""] ?? item.className)
        }
        if !ambiguous {
            return constraints.map { line($0, naming: byClass) }.sorted(by: Self.precedes)
        }
        // First pass: shapes without any address, to order the constraints independently of addresses.
        let shaped = constraints.enumerated().map { index, constraint in
            (shape: line(constraint, naming: byClass), index: index)
        }
        .sorted { Self.precedes($0.shape, $1.shape) || ($0.shape == $1.shape && $0.index < $1.index) }
        var names: [String: String] = [:]
        var counters: [String: Int] = [:]
        func name(_ item: LayoutItem) -> String {
            guard let address = item.address else { return item.className }
            if let keyPath = keyPaths[address] { return keyPath }
            if let known = names[address] { return known }
            let count = (counters[item.className] ?? 0) + 1
            counters[item.className] = count
            let assigned = "\(item.className)#\(count)"
            names[address] = assigned
            return assigned
        }
        return shaped.map { line(constraints[$0.index], naming: name) }.sorted(by: Self.precedes)
    }

    static func precedes(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool { lhs.lexicographicallyPrecedes(rhs) }

    /// `class|identifier|mask|A.attr REL m*B.attr + c|@priority`
    static func line(_ constraint: Constraint, naming: (LayoutItem) -> String) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(96)
        func put(_ text: String) {
            var text = text
            text.withUTF8 { out.append(contentsOf: $0) }
        }
        put(constraint.className)
        out.append(ASCII.pipe)
        put(constraint.identifier ?? "")
        out.append(ASCII.pipe)
        put(constraint.autoresizingMask ?? "")
        out.append(ASCII.pipe)
        if constraint.isEquation, let first = constraint.first, let relation = constraint.relation {
            put(naming(first.item))
            out.append(ASCII.dot)
            put(first.attribute)
            out.append(ASCII.space)
            put(relation.rawValue)
            if let second = constraint.second {
                out.append(ASCII.space)
                put(format(constraint.multiplier))
                out.append(ASCII.star)
                put(naming(second.item))
                out.append(ASCII.dot)
                put(second.attribute)
            }
            out.append(contentsOf: [ASCII.space, ASCII.plus, ASCII.space])
            put(format(constraint.constant))
        } else {
            put(replacingAddresses(constraint.body))
        }
        if let priority = constraint.priority {
            out.append(ASCII.pipe)
            out.append(ASCII.at)
            put(format(priority))
        }
        return out
    }

    static func format(_ value: Double) -> String {
        let rounded = (value * 10_000).rounded() / 10_000
        if rounded == rounded.rounded() && abs(rounded) < 1e15 {
            let whole = Int(rounded)
            // The common small constants without formatting.
            if whole >= 0 && whole < smallNumbers.count { return smallNumbers[whole] }
            return String(whole)
        }
        return String(rounded)
    }

    private static let smallNumbers = (0..<1001).map { String($0) }

    /// `0x…` runs replaced by `0x?` (for bodies that are only text).
    static func replacingAddresses(_ text: String) -> String {
        var out = ""
        var skipping = false
        var previous: Character = " "
        for character in text {
            if skipping {
                if character.isHexDigit { continue }
                skipping = false
            }
            if character == "x", previous == "0" {
                out.append("x?")
                skipping = true
                previous = character
                continue
            }
            out.append(character)
            previous = character
        }
        return out
    }
}
