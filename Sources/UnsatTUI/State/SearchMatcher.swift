import UnsatKit

/// Tells whether a view, a constraint or a controller matches the search, as the panes show it.
/// The query is cut into words at spaces, as fzf does, and each word must occur, ignoring ASCII
/// case, in something the row draws (a name as the pane writes it, `UIButton 'Save'`; a label in
/// its quotes; a constraint's short form; an address) or stands for (the class with its module, a
/// base class, an identifier, a key path). A word that opens with a quote runs to the next quote,
/// spaces and all (`'Ada Lovelace'`). An address matches by any part, with or without `0x`: `e2a0`,
/// `0x7f9e` and `7F9E4C` all find `0x7f9e4c70e2a0`.
struct SearchMatcher {
    /// One word of the query, in lower case.
    struct Term: Hashable {
        let bytes: [UInt8]
        /// It opens, closes with a quote: then it also matches a label (drawn in quotes, held
        /// without them) that starts, ends with the rest.
        let opensQuote: Bool
        let closesQuote: Bool

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
            opensQuote = bytes.first == SearchMatcher.quote
            closesQuote = bytes.count > 1 && bytes.last == SearchMatcher.quote
        }
    }

    /// The words still to be found in what a row shows, a bit each.
    struct Pending {
        fileprivate(set) var bits: UInt64
        var isEmpty: Bool { bits == 0 }
    }

    /// The query without the spaces around it.
    let query: String
    /// Its words, at most 64.
    let terms: [Term]

    init?(_ query: String) {
        let words = Self.words(query)
        guard !words.isEmpty else { return nil }
        var trimmed = Substring(query)
        while trimmed.first == " " { trimmed = trimmed.dropFirst() }
        while trimmed.last == " " { trimmed = trimmed.dropLast() }
        self.query = String(trimmed)
        terms = words.prefix(64).map(Term.init)
    }

    static let quote = UInt8(ascii: "'")
    private static let space = UInt8(ascii: " ")

    /// The query's words in lower case: cut at spaces, but a word that opens with a quote runs to
    /// the next quote (and on to a space).
    static func words(_ query: String) -> [[UInt8]] {
        let bytes = query.utf8.map(lower)
        var words: [[UInt8]] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] != space else {
                index += 1
                continue
            }
            let start = index
            if bytes[index] == quote, let close = bytes[(index + 1)...].firstIndex(of: quote) { index = close + 1 }
            while index < bytes.count, bytes[index] != space { index += 1 }
            words.append(Array(bytes[start..<index]))
        }
        return words
    }

    @inline(__always)
    static func lower(_ byte: UInt8) -> UInt8 { byte >= 65 && byte <= 90 ? byte + 32 : byte }

    /// Whether `needle` (in lower case) is in `bytes` at `offset`, ignoring ASCII case.
    @inline(__always)
    static func occurs(_ needle: ArraySlice<UInt8>, at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var j = offset
        for byte in needle {
            guard lower(bytes[j]) == byte else { return false }
            j += 1
        }
        return true
    }

    /// The offset of the first occurrence of `needle` (in lower case) in `bytes` at or after `from`.
    static func find(_ needle: ArraySlice<UInt8>, in bytes: UnsafeBufferPointer<UInt8>, from: Int = 0) -> Int? {
        let n = needle.count
        guard n > 0 else { return from <= bytes.count ? from : nil }
        guard from + n <= bytes.count else { return nil }
        let first = needle[needle.startIndex]
        let rest = needle.dropFirst()
        for offset in from...(bytes.count - n) where lower(bytes[offset]) == first {
            if occurs(rest, at: offset + 1, in: bytes) { return offset }
        }
        return nil
    }

    /// Every word, none found yet.
    var pending: Pending { Pending(bits: terms.count == 64 ? ~0 : (1 << UInt64(terms.count)) - 1) }

    @inline(__always)
    private static func withBytes(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Bool) -> Bool {
        text.utf8.withContiguousStorageIfAvailable(body) ?? Array(text.utf8).withUnsafeBufferPointer(body)
    }

    /// Crosses off the words `text` holds; true when none is left to find.
    func look(_ text: String?, _ pending: inout Pending) -> Bool {
        guard let text else { return false }
        return Self.withBytes(text) { look($0, &pending) }
    }

    func look(_ bytes: UnsafeBufferPointer<UInt8>, _ pending: inout Pending) -> Bool {
        var bits = pending.bits
        while bits != 0 {
            let k = bits.trailingZeroBitCount
            bits &= bits - 1
            if Self.find(terms[k].bytes[...], in: bytes) != nil { pending.bits &= ~(1 << UInt64(k)) }
        }
        return pending.isEmpty
    }

    /// A label, held without the quotes it is drawn in: a word in quotes matches it as drawn
    /// (`'Save'`, `'Ada`, `Lovelace'`).
    func lookLabel(_ text: String?, _ pending: inout Pending) -> Bool {
        guard let text else { return false }
        return Self.withBytes(text) { lookLabel($0, &pending) }
    }

    func lookLabel(_ bytes: UnsafeBufferPointer<UInt8>, _ pending: inout Pending) -> Bool {
        var bits = pending.bits
        while bits != 0 {
            let k = bits.trailingZeroBitCount
            bits &= bits - 1
            let term = terms[k]
            var found = Self.find(term.bytes[...], in: bytes) != nil
            if !found, term.opensQuote || term.closesQuote {
                let core = term.bytes[(term.opensQuote ? 1 : 0)..<(term.bytes.count - (term.closesQuote ? 1 : 0))]
                if core.count <= bytes.count {
                    switch (term.opensQuote, term.closesQuote) {
                    case (true, true): found = core.count == bytes.count && Self.occurs(core, at: 0, in: bytes)
                    case (true, false): found = Self.occurs(core, at: 0, in: bytes)
                    default: found = Self.occurs(core, at: bytes.count - core.count, in: bytes)
                    }
                }
            }
            if found { pending.bits &= ~(1 << UInt64(k)) }
        }
        return pending.isEmpty
    }

    /// A view of a dump: its address, class, base class, key path, the name the panes give it (a
    /// conflict's view) and its label (UIKit's `text = '…'`, an AppKit view's quoted title, the text
    /// `_autolayoutTrace` prints after the address).
    func matches(_ node: ViewNode, keyPath: String?, name: String?) -> Bool {
        var pending = self.pending
        if look(node.address.text, &pending) || look(node.className, &pending)
            || look(node.baseClassName, &pending) || look(keyPath, &pending) || look(name, &pending)
        {
            return true
        }
        guard node.flags != nil || node.details.hasPrefix("'") else { return lookLabel(in: node.details, &pending) }
        // `_subtreeDescription`'s title and `_autolayoutTrace`'s text, as the tree draws them (`ViewTree.label`).
        guard var title = node.field("text") else { return false }
        return title.withUTF8 { lookLabel($0, &pending) }
    }

    /// Looks in the `text = '…'` field only: a layer's or a gesture recognizer's address is not
    /// the view's.
    func lookLabel(in details: String, _ pending: inout Pending) -> Bool {
        var details = details
        return details.withUTF8 { bytes in
            guard let range = Self.label(in: bytes) else { return false }
            return lookLabel(UnsafeBufferPointer(rebasing: bytes[range]), &pending)
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
            if bytes[end] == quote, end + 1 == bytes.count || bytes[end + 1] == UInt8(ascii: ";") { break }
            end += 1
        }
        return start..<end
    }

    /// A constraint's item, or a view named by one: its address, class, label, `names:` name, key
    /// path and the name the panes give it.
    func matches(_ item: LayoutItem, keyPath: String?, name: String?) -> Bool {
        var pending = self.pending
        return look(item, keyPath: keyPath, name: name, &pending)
    }

    func look(_ item: LayoutItem, keyPath: String?, name: String?, _ pending: inout Pending) -> Bool {
        look(item.address?.text, &pending) || look(item.className, &pending) || look(item.name, &pending)
            || look(keyPath, &pending) || look(name, &pending) || lookLabel(item.label, &pending)
    }

    /// A constraint: its address, class, identifier, its short form as drawn (`line`) and its items.
    func matches(_ constraint: Constraint, line: String?, keyPaths: [Address: String]) -> Bool {
        var pending = self.pending
        if look(constraint.address.text, &pending) || look(constraint.className, &pending)
            || look(constraint.identifier, &pending) || look(line, &pending)
        {
            return true
        }
        for item in constraint.items
        where look(item, keyPath: item.address.flatMap { keyPaths[$0] }, name: nil, &pending) {
            return true
        }
        return false
    }

    func matches(_ controller: ControllerRef) -> Bool {
        var pending = self.pending
        return look(controller.className, &pending) || look(controller.address?.text, &pending)
    }

    /// Whether the item matches a word that its name as drawn (`drawn`) does not show (an
    /// address, a module): then that name is what a constraint's row lights for it.
    func matchesUndrawn(_ item: LayoutItem, keyPath: String?, drawn: String) -> Bool {
        for k in terms.indices {
            var inItem = Pending(bits: 1 << UInt64(k))
            var inDrawn = inItem
            if look(item, keyPath: keyPath, name: nil, &inItem), !look(drawn, &inDrawn) { return true }
        }
        return false
    }

    /// Whatever this matches, `other` matches too: each of `other`'s words is within one of these
    /// (a query that grew can narrow the old matches instead of looking again).
    func narrows(_ other: SearchMatcher) -> Bool {
        other.terms.allSatisfy { old in
            terms.contains { new in
                new.bytes.withUnsafeBufferPointer { Self.find(old.bytes[...], in: $0) != nil }
            }
        }
    }

    /// Where the words occur in a drawn text, in order, overlaps joined: to light just those parts.
    func ranges(in text: String) -> [Range<Int>] {
        let bytes = Array(text.utf8)
        var found: [Range<Int>] = []
        bytes.withUnsafeBufferPointer { buffer in
            for term in terms where !term.bytes.isEmpty {
                var offset = 0
                while let hit = Self.find(term.bytes[...], in: buffer, from: offset) {
                    found.append(hit..<hit + term.bytes.count)
                    offset = hit + term.bytes.count
                }
            }
        }
        found.sort { $0.lowerBound < $1.lowerBound }
        var result: [Range<Int>] = []
        for range in found {
            if let last = result.last, range.lowerBound <= last.upperBound {
                result[result.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                result.append(range)
            }
        }
        return result
    }
}

/// What each pane draws, matched as drawn: the names `ConflictDetail.namer` gives the conflict's
/// views, and the constraints' short forms.
extension SearchMatcher {
    /// View `index` of `tree`, as the hierarchy draws it: a conflict's view by its name.
    func matchesNode(_ index: Int, of tree: ViewTree, _ detail: ConflictDetail, keyPaths: [Address: String]) -> Bool {
        if !tree.items.isEmpty { return matchesView(tree.items[index], detail, keyPaths: keyPaths) }
        let node = tree.nodes[index]
        let name = tree.colorOf[index] == nil ? nil : tree.item(index).map(detail.namer.name)
        return matches(node, keyPath: keyPaths.isEmpty ? nil : keyPaths[node.address], name: name)
    }

    /// A conflict's view as the panes name it (a view missing from the tree, a controller's).
    func matchesView(_ item: LayoutItem, _ detail: ConflictDetail, keyPaths: [Address: String]) -> Bool {
        matches(item, keyPath: item.address.flatMap { keyPaths[$0] }, name: detail.namer.name(item))
    }

    /// A constraint as the constraints pane writes it.
    func matches(_ constraint: Constraint, _ detail: ConflictDetail, keyPaths: [Address: String]) -> Bool {
        matches(constraint, line: detail.line(constraint).text, keyPaths: keyPaths)
    }
}
