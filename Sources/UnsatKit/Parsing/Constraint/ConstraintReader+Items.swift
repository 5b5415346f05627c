/// Items (`Class:0xADDR['label']`, `|`, a name from `names:`) and operands (an item and `.attribute`).
extension ConstraintReader {
    /// Resolves a bare name (or `|`) through the `names:` list. With duplicates, the last wins, as an
    /// `NSDictionary` built from the list would; the caller is told.
    mutating func resolve(name: String) -> LayoutItem? {
        let matches = names.filter { $0.key == name }
        guard let binding = matches.last else { return nil }
        if let address = binding.address, Set(matches.map(\.address)).count > 1 {
            notes.append(ConstraintNote.ambiguousName(name, views: matches.count, readAs: address))
        }
        if binding.address == nil { notes.append(ConstraintNote.nameAddressCut(name, className: binding.className)) }
        return LayoutItem(
            className: binding.className ?? binding.key, address: binding.address, label: binding.label,
            name: binding.key)
    }

    /// The superview `|`: through `names:` when it is there, else an item without an address (and a note).
    mutating func resolveSuperview() -> LayoutItem {
        if let item = resolve(name: LayoutItem.superviewBar) { return item }
        notes.append(ConstraintNote.superviewNotNamed)
        return LayoutItem(className: "superview", address: nil, name: LayoutItem.superviewBar)
    }

    /// Reads an item at `offset`: `Class:0xADDR['label']`, or a name from `names:`. `isEnd` tells
    /// whether a position is a valid place for the item to end (used to find where a label closes).
    /// It and the readers it calls run for every operand, so they are inlined, as the one function
    /// they were split from was.
    @inline(__always)
    mutating func readItem(
        at offset: Int, limit: Int, isEnd: (Int) -> Bool
    ) throws -> (item: LayoutItem, end: Int) {
        if let addressed = try readAddressedItem(at: offset, limit: limit, isEnd: isEnd) { return addressed }
        if offset < limit, bytes[offset] == ASCII.pipe, isEnd(offset + 1) { return (resolveSuperview(), offset + 1) }
        if let named = readNamedItem(at: offset, limit: limit, isEnd: isEnd) { return named }
        if let keyed = readKeyedItem(at: offset, limit: limit, isEnd: isEnd) { return keyed }
        throw fail(offset, .item)
    }

    /// `Class:key`, Masonry's view with a `mas_key` (`UITableViewCellContentView:cv.width`,
    /// `UILabel:self.statusLabel.height`): the
    /// view `key` of that class, whose address is not known (a note says so). Its `name` is the key,
    /// which tells two keyed views of one class apart.
    mutating func readKeyedItem(at offset: Int, limit: Int, isEnd: (Int) -> Bool) -> (item: LayoutItem, end: Int)? {
        guard offset < limit, ASCII.isLetter(bytes[offset]) || bytes[offset] == ASCII.underscore else { return nil }
        var i = offset
        while i < limit, ASCII.isClassNameByte(bytes[i]),
            bytes[i] != ASCII.dot || !Self.isAttributeAhead(bytes, i, limit)
        {
            i += 1
        }
        guard i > offset, i < limit, bytes[i] == ASCII.colon, !bytes.matches(":0x", at: i) else { return nil }
        // A key may hold dots (`self.statusLabel`, set by hand): it ends before the `.attribute`.
        var k = i + 1
        while k < limit,
            ASCII.isLetter(bytes[k]) || ASCII.isDigit(bytes[k]) || bytes[k] == ASCII.underscore
                || (bytes[k] == ASCII.dot && k > i + 1 && !Self.isAttributeAhead(bytes, k, limit))
        {
            k += 1
        }
        guard k > i + 1, bytes[k - 1] != ASCII.dot, isEnd(k) else { return nil }
        let key = bytes.string(i + 1..<k)
        notes.append(ConstraintNote.keyedView(key))
        return (LayoutItem(className: bytes.string(offset..<i), address: nil, name: key), k)
    }

    /// `Class:0xADDR` and an optional `'label'`; nil when no class and address start at `offset`.
    @inline(__always)
    func readAddressedItem(
        at offset: Int, limit: Int, isEnd: (Int) -> Bool
    ) throws -> (item: LayoutItem, end: Int)? {
        var i = offset
        while i < limit, ASCII.isClassNameByte(bytes[i]), bytes[i] != ASCII.dot || !bytes.matches(".0x", at: i) {
            if bytes[i] == ASCII.colon { break }
            i += 1
        }
        // Class names may hold dots (modules), so step back over a trailing ".attribute" when no colon follows.
        guard i < limit, bytes[i] == ASCII.colon, bytes.matches(":0x", at: i), i > offset else { return nil }
        let className = bytes.string(offset..<i)
        var k = i + 3
        while k < limit, ASCII.isHexDigit(bytes[k]) { k += 1 }
        guard k > i + 3 else { throw fail(i + 3, .itemAddressDigit) }
        if k < limit, ASCII.isLetter(bytes[k]) || ASCII.isDigit(bytes[k]) { throw fail(k, .itemAddressDigit) }
        let address = Address(bytes, i + 1..<k)
        var label: String?
        if k < limit, bytes[k] == ASCII.quote {
            let quoted = try readLabel(at: k, limit: limit, isEnd: isEnd)
            label = quoted.text
            k = quoted.end
        }
        return (LayoutItem(className: className, address: address, label: label), k)
    }

    /// `'label'` from its opening quote, without the quotes. The label may itself hold quotes: it ends
    /// at the first quote after which the item can end.
    @inline(__always)
    func readLabel(at quote: Int, limit: Int, isEnd: (Int) -> Bool) throws -> (text: String, end: Int) {
        var j = quote + 1
        while j < limit {
            if bytes[j] == ASCII.quote, isEnd(j + 1) { return (bytes.string(quote + 1..<j), j + 1) }
            j += 1
        }
        throw fail(quote, .labelQuote)
    }

    /// A bare name: the longest key of `names:` that fits here, since one key may start another
    /// (`a` and `ab`).
    mutating func readNamedItem(at offset: Int, limit: Int, isEnd: (Int) -> Bool) -> (item: LayoutItem, end: Int)? {
        var best: (name: String, end: Int)?
        for binding in names where binding.key != LayoutItem.superviewBar {
            let key = Array(binding.key.utf8)
            let keyEnd = offset + key.count
            guard keyEnd <= limit, bytes[offset..<keyEnd].elementsEqual(key), isEnd(keyEnd) else { continue }
            if best == nil || key.count > best!.end - offset { best = (binding.key, keyEnd) }
        }
        if let best, let item = resolve(name: best.name) { return (item, best.end) }
        return nil
    }

    /// Whether `offset` starts `.attribute` followed by a space or the end of the body.
    static func isAttributeAhead(_ bytes: [UInt8], _ offset: Int, _ limit: Int) -> Bool {
        guard offset < limit, bytes[offset] == ASCII.dot else { return false }
        var j = offset + 1
        while j < limit, ASCII.isLetter(bytes[j]) { j += 1 }
        guard j > offset + 1, j == limit || ASCII.isSpace(bytes[j]) || bytes[j] == ASCII.closeParen else {
            return false
        }
        return LayoutAttribute.known(bytes, offset + 1..<j) != nil
    }

    /// `item.attribute`, one side of an equation.
    mutating func readOperand(at offset: Int, limit: Int) throws -> (operand: Operand, end: Int) {
        let bytes = self.bytes
        let (item, afterItem) = try readItem(at: offset, limit: limit) { Self.isAttributeAhead(bytes, $0, limit) }
        let attribute = try readAttribute(at: afterItem, limit: limit)
        return (Operand(item: item, attribute: attribute.attribute), attribute.end)
    }

    /// `.attribute` after an item. One unsat does not know is kept, with a note: the text is still right.
    @inline(__always)
    mutating func readAttribute(at dot: Int, limit: Int) throws -> (attribute: LayoutAttribute, end: Int) {
        guard dot < limit, bytes[dot] == ASCII.dot else { throw fail(dot, .attributeDot) }
        var j = dot + 1
        while j < limit, ASCII.isLetter(bytes[j]) { j += 1 }
        guard j > dot + 1 else { throw fail(dot + 1, .attribute) }
        if let known = LayoutAttribute.known(bytes, dot + 1..<j) { return (known, j) }
        let text = bytes.string(dot + 1..<j)
        notes.append(ConstraintNote.unknownAttribute(text))
        return (.other(text), j)
    }
}
