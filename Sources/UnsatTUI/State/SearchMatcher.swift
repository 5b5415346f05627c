import UnsatKit

/// Tells whether a view, a constraint or a controller matches the search: the query anywhere in
/// an address (so `e2a0`, `0x7f9e` and `7F9E4C` all find `0x7f9e4c70e2a0`), a class name, a label,
/// an identifier or a key path, ignoring ASCII case.
struct SearchMatcher {
    let needle: [UInt8]
    let query: String

    init?(_ query: String) {
        var trimmed = Substring(query)
        while trimmed.first == " " { trimmed = trimmed.dropFirst() }
        while trimmed.last == " " { trimmed = trimmed.dropLast() }
        guard !trimmed.isEmpty else { return nil }
        self.query = String(trimmed)
        needle = trimmed.utf8.map(Self.lower)
    }

    @inline(__always)
    static func lower(_ byte: UInt8) -> UInt8 { byte >= 65 && byte <= 90 ? byte + 32 : byte }

    func contains(_ haystack: String?) -> Bool {
        guard let haystack else { return false }
        return haystack.utf8.withContiguousStorageIfAvailable { contains($0) } ?? contains(Array(haystack.utf8))
    }

    func contains(_ address: Address?) -> Bool {
        contains(address?.text)
    }

    func contains(_ bytes: some RandomAccessCollection<UInt8>) -> Bool {
        find(in: bytes) != nil
    }

    /// The offset of the first match in `bytes`.
    func find(in bytes: some RandomAccessCollection<UInt8>) -> Int? {
        let count = bytes.count
        let n = needle.count
        guard n <= count else { return nil }
        let first = needle[0]
        var start = bytes.startIndex
        for offset in 0...(count - n) {
            if Self.lower(bytes[start]) == first {
                var i = 1
                var j = bytes.index(after: start)
                while i < n, Self.lower(bytes[j]) == needle[i] {
                    i += 1
                    j = bytes.index(after: j)
                }
                if i == n { return offset }
            }
            start = bytes.index(after: start)
        }
        return nil
    }

    /// A view of a dump: its address, class, base class, label (`text = '…'`) and key path.
    func matches(_ node: ViewNode, keyPath: String?) -> Bool {
        if contains(node.address) || contains(node.className) || contains(node.baseClassName) || contains(keyPath) {
            return true
        }
        return matchesLabel(in: node.details)
    }

    /// Looks in the `text = '…'` field only: a layer's or a gesture recognizer's address is not
    /// the view's.
    func matchesLabel(in details: String) -> Bool {
        var details = details
        return details.withUTF8 { bytes in
            guard let range = Self.label(in: bytes) else { return false }
            return find(in: UnsafeBufferPointer(rebasing: bytes[range])) != nil
        }
    }

    private static let textField = Array("text = '".utf8)

    /// Where the `text = '…'` field's value is: after its opening quote, up to a quote before
    /// `;` or the end (the label's own quotes are not escaped).
    static func label(in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        let pattern = textField
        guard bytes.count > pattern.count else { return nil }
        var found: Int?
        outer: for offset in 0...(bytes.count - pattern.count) where bytes[offset] == pattern[0] {
            for k in 1..<pattern.count where bytes[offset + k] != pattern[k] { continue outer }
            found = offset + pattern.count
            break
        }
        guard let start = found else { return nil }
        var end = start
        while end < bytes.count {
            if bytes[end] == UInt8(ascii: "'"), end + 1 == bytes.count || bytes[end + 1] == UInt8(ascii: ";") { break }
            end += 1
        }
        return start..<end
    }

    func matches(_ item: LayoutItem, keyPath: String?) -> Bool {
        contains(item.address) || contains(item.className) || contains(item.label) || contains(item.name)
            || contains(keyPath)
    }

    func matches(_ constraint: Constraint, keyPaths: [Address: String]) -> Bool {
        if contains(constraint.address) || contains(constraint.className) || contains(constraint.identifier) {
            return true
        }
        return constraint.items.contains { matches($0, keyPath: $0.address.flatMap { keyPaths[$0] }) }
    }

    func matches(_ controller: ControllerRef) -> Bool {
        contains(controller.className) || contains(controller.address)
    }

    /// Where the query occurs in a drawn text, to light just that part.
    func ranges(in text: String) -> [Range<Int>] {
        let bytes = Array(text.utf8)
        var result: [Range<Int>] = []
        var offset = 0
        while offset < bytes.count, let hit = find(in: bytes[offset...]) {
            result.append(offset + hit..<offset + hit + needle.count)
            offset += hit + max(1, needle.count)
        }
        return result
    }
}
