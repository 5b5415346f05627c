/// The elements of a `.xib` or `.storyboard` file, read from its bytes with the offsets a patch needs.
///
/// Interface Builder writes regular XML: double-quoted attributes, no DTD to expand, text only in a
/// few `<string>` elements. So this reads start and end tags and their attributes, and skips the rest
/// (comments, `<?xml?>`, CDATA). `XMLParser` would give no byte offsets for an attribute, and the patch
/// edits one in place.
struct InterfaceBuilderDocument {
    /// One element: its tag's name and attributes, where its start tag lies, and its place in the tree.
    struct Element {
        var name: String
        var attributes: [Attribute]
        /// The start tag, `<` to `>` (a self-closing tag's `/>` included).
        var tagRange: Range<Int>
        /// The offset of the start tag's closing `>` or `/>`: where an attribute is added at the end.
        var tagCloseOffset: Int
        /// 1-based line of the start tag's `<`.
        var line: Int
        /// Index of the enclosing element in `elements`, nil for the root.
        var parent: Int?
        var children: [Int] = []
        /// The text between a `<string>` element's tags (a label's multi-line text), entities decoded.
        var text: String?

        func attribute(_ name: String) -> Attribute? { attributes.first { $0.name == name } }
        func value(_ name: String) -> String? { attribute(name)?.value }
    }

    /// `name="value"` in a start tag.
    struct Attribute {
        var name: String
        /// Entities decoded (`&quot;` → `"`).
        var value: String
        /// The whole attribute, from its name to its closing quote.
        var range: Range<Int>
        /// The value between the quotes, as written.
        var valueRange: Range<Int>
    }

    private(set) var elements: [Element] = []

    init(bytes: [UInt8]) {
        var reader = Reader(bytes: bytes)
        elements = reader.read()
    }

    /// The nearest enclosing element named `name`, starting at `index`'s parent.
    func ancestor(of index: Int, named name: String) -> Int? {
        var current = elements[index].parent
        while let at = current {
            if elements[at].name == name { return at }
            current = elements[at].parent
        }
        return nil
    }

    /// The first child of `index` named `name` whose attributes include all of `matching`.
    func child(of index: Int, named name: String, matching: [String: String] = [:]) -> Int? {
        elements[index].children.first { child in
            elements[child].name == name && matching.allSatisfy { elements[child].value($0.key) == $0.value }
        }
    }

    /// The reader's position in the bytes and the tree built so far.
    private struct Reader {
        let bytes: [UInt8]
        var offset = 0
        var line = 1
        var elements: [Element] = []
        var open: [Int] = []

        init(bytes: [UInt8]) { self.bytes = bytes }

        mutating func read() -> [Element] {
            while offset < bytes.count {
                let byte = bytes[offset]
                if byte != UInt8(ascii: "<") {
                    advance()
                    continue
                }
                if starts(with: "<!--") {
                    skip(past: "-->")
                } else if starts(with: "<![CDATA[") {
                    skip(past: "]]>")
                } else if starts(with: "<?") {
                    skip(past: "?>")
                } else if starts(with: "<!") {
                    skip(past: ">")
                } else if starts(with: "</") {
                    readEndTag()
                } else {
                    readStartTag()
                }
            }
            return elements
        }

        private mutating func advance() {
            guard offset < bytes.count else { return }
            if bytes[offset] == UInt8(ascii: "\n") { line += 1 }
            offset += 1
        }

        private func starts(with text: StaticString) -> Bool {
            let count = text.utf8CodeUnitCount
            guard offset + count <= bytes.count else { return false }
            let pointer = text.utf8Start
            for index in 0..<count where bytes[offset + index] != pointer[index] { return false }
            return true
        }

        private mutating func skip(past text: StaticString) {
            while offset < bytes.count, !starts(with: text) { advance() }
            for _ in 0..<text.utf8CodeUnitCount where offset < bytes.count { advance() }
        }

        private mutating func skipSpace() {
            while offset < bytes.count, Self.isSpace(bytes[offset]) { advance() }
        }

        private static func isSpace(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
        }

        private static func isNameEnd(_ byte: UInt8) -> Bool {
            isSpace(byte) || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "=")
        }

        private mutating func readName() -> String {
            let start = offset
            while offset < bytes.count, !Self.isNameEnd(bytes[offset]) { offset += 1 }
            return String(decoding: bytes[start..<offset], as: UTF8.self)
        }

        private mutating func readEndTag() {
            let closeStart = offset
            offset += 2
            let name = readName()
            skip(past: ">")
            // Close up to the matching element; a stray end tag closes nothing.
            guard let match = open.lastIndex(where: { elements[$0].name == name }) else { return }
            let element = open[match]
            let contentStart = elements[element].tagRange.upperBound
            if name == "string", contentStart <= closeStart {
                elements[element].text = Self.decode(bytes[contentStart..<closeStart])
            }
            open.removeSubrange(match...)
        }

        private mutating func readStartTag() {
            let start = offset
            let startLine = line
            offset += 1
            let name = readName()
            var attributes: [Attribute] = []
            var selfClosing = false
            var closeOffset = bytes.count
            while offset < bytes.count {
                skipSpace()
                guard offset < bytes.count else { break }
                if bytes[offset] == UInt8(ascii: ">") {
                    closeOffset = offset
                    offset += 1
                    break
                }
                if starts(with: "/>") {
                    closeOffset = offset
                    selfClosing = true
                    offset += 2
                    break
                }
                if let attribute = readAttribute() {
                    attributes.append(attribute)
                } else if offset < bytes.count {
                    advance()
                }
            }
            let index = elements.count
            elements.append(
                Element(
                    name: name, attributes: attributes, tagRange: start..<offset, tagCloseOffset: closeOffset,
                    line: startLine, parent: open.last))
            if let parent = open.last { elements[parent].children.append(index) }
            if !selfClosing { open.append(index) }
        }

        private mutating func readAttribute() -> Attribute? {
            let start = offset
            let name = readName()
            guard !name.isEmpty else { return nil }
            skipSpace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "=") else { return nil }
            offset += 1
            skipSpace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") || bytes[offset] == UInt8(ascii: "'")
            else { return nil }
            let quote = bytes[offset]
            offset += 1
            let valueStart = offset
            while offset < bytes.count, bytes[offset] != quote { advance() }
            let valueEnd = offset
            if offset < bytes.count { offset += 1 }
            return Attribute(
                name: name, value: Self.decode(bytes[valueStart..<valueEnd]), range: start..<offset,
                valueRange: valueStart..<valueEnd)
        }

        /// The text with XML's entities replaced: the five named ones and numeric references.
        static func decode(_ raw: ArraySlice<UInt8>) -> String {
            guard raw.contains(UInt8(ascii: "&")) else { return String(decoding: raw, as: UTF8.self) }
            var out: [UInt8] = []
            out.reserveCapacity(raw.count)
            var index = raw.startIndex
            while index < raw.endIndex {
                let byte = raw[index]
                guard byte == UInt8(ascii: "&"),
                    let semicolon = raw[index...].prefix(12).firstIndex(of: UInt8(ascii: ";"))
                else {
                    out.append(byte)
                    index += 1
                    continue
                }
                let entity = String(decoding: raw[(index + 1)..<semicolon], as: UTF8.self)
                if let replacement = replacement(for: entity) {
                    out.append(contentsOf: Array(replacement.utf8))
                } else {
                    out.append(contentsOf: raw[index...semicolon])
                }
                index = semicolon + 1
            }
            return String(decoding: out, as: UTF8.self)
        }

        private static func replacement(for entity: String) -> String? {
            switch entity {
            case "quot": return "\""
            case "amp": return "&"
            case "lt": return "<"
            case "gt": return ">"
            case "apos": return "'"
            default:
                var digits = Substring(entity)
                guard digits.first == "#" else { return nil }
                digits = digits.dropFirst()
                let radix = digits.first == "x" ? 16 : 10
                if radix == 16 { digits = digits.dropFirst() }
                guard let code = UInt32(digits, radix: radix), let scalar = Unicode.Scalar(code) else { return nil }
                return String(Character(scalar))
            }
        }
    }
}
