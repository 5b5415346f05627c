/// A conflict's identity across runs: the constraints with every address replaced by a stable name.
///
/// A view's name is its key path when known (`headerView.avatarView`), otherwise its class with a
/// number telling apart views of the same class (`UIView#2`), numbered in an order that does not
/// depend on addresses. Constants stay in: a different constant is a different conflict.
public enum Fingerprint {
    public static func of(_ constraints: [Constraint], keyPaths: [Address: String] = [:]) -> String {
        var joined: [UInt8] = []
        for (index, line) in canonicalByteLines(constraints, keyPaths: keyPaths).enumerated() {
            if index > 0 { joined.append(ASCII.newline) }
            joined.append(contentsOf: line)
        }
        return MD5.hex(joined)
    }

    /// The fingerprint of a conflict that names no constraint (its list redacted as `<private>`,
    /// elided, cut): what is known of it, the kind of report and the process that printed it, so that
    /// reports of other apps or systems are other conflicts. It cannot tell such a conflict from
    /// another of the same process, so `check` never takes it for a baseline's.
    public static func unidentified(format: ReportFormat, process: String?) -> String {
        MD5.hex(Array("no constraint named\n\(format.rawValue)\n\(process ?? "")".utf8))
    }

    /// The lines hashed, sorted: one a constraint.
    public static func canonicalLines(_ constraints: [Constraint], keyPaths: [Address: String] = [:]) -> [String] {
        canonicalByteLines(constraints, keyPaths: keyPaths).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The lines as bytes, sorted byte-wise (built without `String` work: a log holds thousands).
    static func canonicalByteLines(_ constraints: [Constraint], keyPaths: [Address: String]) -> [[UInt8]] {
        var names: [Address: [UInt8]]?
        return canonicalForm(constraints, keyPaths: keyPaths, names: &names).sorted(by: Self.precedes)
    }

    /// Where instances of one conflict (equal fingerprints: the same constraints between other
    /// views of the same classes) differ from its first: made once from the first instance, then
    /// asked for each other one (a conflict logged for a thousand cells is a thousand instances).
    struct Counterparts {
        /// The first instance's view address for each name the fingerprint gave a view.
        private var viewNamed: [[UInt8]: Address] = [:]
        /// The first instance's constraint addresses for each line, in reverse order (taken from the end).
        private var constraintsByLine: [[UInt8]: [Address]] = [:]

        init(home: [Constraint], keyPaths: [Address: String]) {
            var names: [Address: [UInt8]]? = [:]
            let lines = Fingerprint.canonicalForm(home, keyPaths: keyPaths, names: &names)
            // In the constraints' order, so that a name two addresses share (a key path) maps to the first.
            for constraint in home {
                for item in constraint.items {
                    guard let address = item.address, let name = names?[address] else { continue }
                    if viewNamed[name] == nil { viewNamed[name] = address }
                }
            }
            for index in home.indices.reversed() {
                constraintsByLine[lines[index], default: []].append(home[index].address)
            }
        }

        /// Each address of `other` whose counterpart in the first instance is another address →
        /// that address. Views correspond by the name the fingerprint gave them (`UIView#2` in one
        /// is `UIView#2` in the other), constraints by their line, equal lines in order.
        func of(_ other: [Constraint], keyPaths: [Address: String]) -> [Address: Address] {
            var names: [Address: [UInt8]]? = [:]
            let lines = Fingerprint.canonicalForm(other, keyPaths: keyPaths, names: &names)
            var result: [Address: Address] = [:]
            for constraint in other {
                for item in constraint.items {
                    guard let address = item.address, let name = names?[address], let match = viewNamed[name],
                        match != address
                    else { continue }
                    result[address] = match
                }
            }
            // Constraints with the same line are interchangeable: taken in order, each once.
            var unmatched = constraintsByLine
            for index in other.indices {
                guard let match = unmatched[lines[index]]?.popLast() else { continue }
                if match != other[index].address { result[other[index].address] = match }
            }
            return result
        }
    }

    /// Each constraint's line, in the constraints' order; with `names`, the name each item's address
    /// was given in them.
    static func canonicalForm(
        _ constraints: [Constraint], keyPaths: [Address: String], names: inout [Address: [UInt8]]?
    ) -> [[UInt8]] {
        // When no two items share a class (nor lack a key path), the class alone names each item:
        // nothing needs numbering, so one pass does.
        var classOf = SmallMap<Address, String>()
        var classes = SmallMap<String, Bool>()
        var ambiguous = false
        func note(_ operand: Operand?) {
            guard let item = operand?.item, let address = item.address,
                keyPaths.isEmpty || keyPaths[address] == nil
            else { return }
            if let known = classOf[address] {
                if known != item.className { ambiguous = true }
            } else if classes[item.className] != nil {
                ambiguous = true
            } else {
                classOf[address] = item.className
                classes[item.className] = true
            }
        }
        for constraint in constraints {
            note(constraint.first)
            note(constraint.second)
            if ambiguous { break }
        }
        let naming = names != nil
        func byClass(_ item: LayoutItem, _ out: inout [UInt8]) {
            let start = out.count
            if !keyPaths.isEmpty, let address = item.address, let keyPath = keyPaths[address] {
                append(keyPath, to: &out)
            } else {
                append(item.className, to: &out)
            }
            if naming, let address = item.address { names?[address] = Array(out[start...]) }
        }
        let shapes = constraints.map { line($0, naming: byClass) }
        if !ambiguous { return shapes }
        // Shapes have no address in them: their order numbers the views independently of addresses.
        let order = shapes.indices.sorted {
            Self.precedes(shapes[$0], shapes[$1]) || (shapes[$0] == shapes[$1] && $0 < $1)
        }
        var numberOf = SmallMap<Address, Int>()
        var countOf = SmallMap<String, Int>()
        func byNumber(_ item: LayoutItem, _ out: inout [UInt8]) {
            guard let address = item.address else {
                append(item.className, to: &out)
                return
            }
            let start = out.count
            defer { if naming { names?[address] = Array(out[start...]) } }
            if !keyPaths.isEmpty, let keyPath = keyPaths[address] {
                append(keyPath, to: &out)
                return
            }
            let number: Int
            if let known = numberOf[address] {
                number = known
            } else {
                number = (countOf[item.className] ?? 0) + 1
                countOf[item.className] = number
                numberOf[address] = number
            }
            append(item.className, to: &out)
            out.append(ASCII.hash)
            appendDecimal(number, to: &out)
        }
        // Numbered in that order, each line put back in its constraint's place.
        var lines = [[UInt8]](repeating: [], count: constraints.count)
        for index in order { lines[index] = line(constraints[index], naming: byNumber) }
        return lines
    }

    static func precedes(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool {
        lhs.withUnsafeBufferPointer { l in
            rhs.withUnsafeBufferPointer { r in
                let common = min(l.count, r.count)
                if common > 0, let a = l.baseAddress, let b = r.baseAddress {
                    let order = Platform.compare(a, b, count: common)
                    if order != 0 { return order < 0 }
                }
                return l.count < r.count
            }
        }
    }

    /// `class|identifier|mask|A.attr REL m*B.attr + c|@priority`
    static func line(_ constraint: Constraint, naming: (LayoutItem, inout [UInt8]) -> Void) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(128)
        append(constraint.className, to: &out)
        out.append(ASCII.pipe)
        if let identifier = constraint.identifier { append(identifier, to: &out) }
        out.append(ASCII.pipe)
        if let mask = constraint.autoresizingMask { append(mask, to: &out) }
        out.append(ASCII.pipe)
        if constraint.isEquation, let first = constraint.first, let relation = constraint.relation {
            naming(first.item, &out)
            out.append(ASCII.dot)
            append(first.attribute.name, to: &out)
            out.append(ASCII.space)
            append(relation.rawValue, to: &out)
            if let second = constraint.second {
                out.append(ASCII.space)
                appendNumber(constraint.multiplier, to: &out)
                out.append(ASCII.star)
                naming(second.item, &out)
                out.append(ASCII.dot)
                append(second.attribute.name, to: &out)
            }
            out.append(ASCII.space)
            out.append(ASCII.plus)
            out.append(ASCII.space)
            appendNumber(constraint.constant, to: &out)
        } else {
            append(replacingAddresses(constraint.body), to: &out)
        }
        if let priority = constraint.priority {
            out.append(ASCII.pipe)
            out.append(ASCII.at)
            appendNumber(priority, to: &out)
        }
        return out
    }

    /// A string's UTF-8, copied at once (a fingerprint is made of thousands of short names).
    @inline(__always)
    static func append(_ text: String, to out: inout [UInt8]) {
        var text = text
        text.withUTF8 { out.append(contentsOf: $0) }
    }

    /// `format(value)`'s bytes; whole numbers without making a string.
    static func appendNumber(_ value: Double, to out: inout [UInt8]) {
        // A whole number (most constants, multipliers and priorities) is its own rounding below.
        if value == value.rounded(.towardZero), abs(value) < 1e11 {
            appendDecimal(Int(value), to: &out)
            return
        }
        let rounded = (value * 10_000).rounded() / 10_000
        if rounded == rounded.rounded() && abs(rounded) < 1e15 {
            appendDecimal(Int(rounded), to: &out)
        } else {
            out.append(contentsOf: String(rounded).utf8)
        }
    }

    static func appendDecimal(_ value: Int, to out: inout [UInt8]) {
        if value < 0 { out.append(ASCII.minus) }
        var magnitude = value.magnitude
        let start = out.count
        repeat {
            out.append(ASCII.zero + UInt8(magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        out[start...].reverse()
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

/// A map from strings that is a list while small (a conflict names a handful of items, and a list
/// is searched faster than a table is built) and a table once it grows, so a conflict of 100,000
/// constraints costs what its size does, not its square.
struct SmallMap<Key: Hashable, Value> {
    private var list: [(key: Key, value: Value)] = []
    private var table: [Key: Value]?
    static var listLimit: Int { 16 }

    subscript(key: Key) -> Value? {
        get {
            if let table { return table[key] }
            return list.first { $0.key == key }?.value
        }
        set {
            guard let newValue else { return }
            if table != nil {
                table![key] = newValue
            } else if let index = list.firstIndex(where: { $0.key == key }) {
                list[index].value = newValue
            } else if list.count < Self.listLimit {
                list.append((key, newValue))
            } else {
                var grown = Dictionary(uniqueKeysWithValues: list.map { ($0.key, $0.value) })
                grown[key] = newValue
                table = grown
                list = []
            }
        }
    }
}
