/// A conflict's identity across runs: the constraints with every address replaced by a stable name.
///
/// A view's name is its key path when known (`headerView.avatarView`), otherwise its class with a
/// number telling apart views of the same class (`UIView#2`), numbered in an order that does not
/// depend on addresses. Constants stay in: a different constant is a different conflict.
public enum Fingerprint {
    public static func of(_ constraints: [Constraint], keyPaths: [String: String] = [:]) -> String {
        let canonical = canonicalLines(constraints, keyPaths: keyPaths)
        return Platform.md5Hex(Array(canonical.joined(separator: "\n").utf8))
    }

    /// The lines hashed, sorted: one a constraint.
    public static func canonicalLines(_ constraints: [Constraint], keyPaths: [String: String] = [:]) -> [String] {
        // When no two items share a class (nor lack a key path), the class alone names each item:
        // nothing needs numbering, so one pass does.
        var classByAddress: [String: String] = [:]
        var ambiguous = false
        for constraint in constraints {
            for item in [constraint.first?.item, constraint.second?.item] {
                guard let item, let address = item.address, keyPaths[address] == nil else { continue }
                if let known = classByAddress[address] {
                    if known != item.className { ambiguous = true }
                } else {
                    classByAddress[address] = item.className
                }
            }
        }
        if !ambiguous, Set(classByAddress.values).count == classByAddress.count {
            return constraints.map { line($0) { keyPaths[$0.address ?? ""] ?? $0.className } }.sorted()
        }
        // First pass: shapes without any address, to order the constraints independently of addresses.
        let shaped = constraints.enumerated().map { index, constraint in
            (shape: line(constraint) { item in keyPaths[item.address ?? ""] ?? item.className }, index: index)
        }
        .sorted { ($0.shape, $0.index) < ($1.shape, $1.index) }
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
        var lines: [String] = []
        for entry in shaped {
            lines.append(line(constraints[entry.index], naming: name))
        }
        return lines.sorted()
    }

    static func line(_ constraint: Constraint, naming: (LayoutItem) -> String) -> String {
        var parts = [constraint.className, constraint.identifier ?? "", constraint.autoresizingMask ?? ""]
        if constraint.isEquation, let first = constraint.first, let relation = constraint.relation {
            var body = "\(naming(first.item)).\(first.attribute) \(relation.rawValue)"
            if let second = constraint.second {
                body += " \(format(constraint.multiplier))*\(naming(second.item)).\(second.attribute)"
            }
            body += " + \(format(constraint.constant))"
            parts.append(body)
        } else {
            parts.append(replacingAddresses(constraint.body))
        }
        if let priority = constraint.priority { parts.append("@\(format(priority))") }
        return parts.joined(separator: "|")
    }

    static func format(_ value: Double) -> String {
        let rounded = (value * 10_000).rounded() / 10_000
        return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : String(rounded)
    }

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
