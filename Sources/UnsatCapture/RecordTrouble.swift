/// Why a line that JSONDecoder refused is not a record, told by reading the line again: the
/// decoder says only "not valid JSON" for a number too large, a fraction where a whole number
/// belongs, and nesting deeper than it reads, and each wants a different fix.
enum RecordTrouble {
    /// How deep JSONDecoder (and JSONSerialization) nest arrays and objects.
    static let maximumDepth = 512
    /// The record's fields that hold whole numbers (`Int`).
    static let wholeNumberFields: Set<String> = ["pid", "depth"]

    /// The first such trouble in `line`, nil when it is none of them (then it is not JSON, or not
    /// an object).
    static func find(in line: String) -> String? {
        var scanner = Scanner(bytes: Array(line.utf8))
        return scanner.run()
    }

    private struct Scanner {
        let bytes: [UInt8]
        var index = 0
        /// Per open container: whether it is an object, and the key of the value being read.
        var open: [(isObject: Bool, key: String?)] = []
        /// In an object, the next string is a key.
        var expectingKey = false

        init(bytes: [UInt8]) { self.bytes = bytes }

        /// The innermost key: the field a value belongs to.
        var field: String? { open.last { $0.key != nil }?.key ?? nil }

        mutating func run() -> String? {
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    open.append((byte == UInt8(ascii: "{"), nil))
                    expectingKey = byte == UInt8(ascii: "{")
                    if open.count > RecordTrouble.maximumDepth {
                        return "nested deeper than \(RecordTrouble.maximumDepth) levels"
                            + (field.map { " in field \($0)" } ?? "")
                    }
                    index += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    _ = open.popLast()
                    index += 1
                case UInt8(ascii: ","):
                    expectingKey = open.last?.isObject == true
                    index += 1
                case UInt8(ascii: "\""):
                    let text = string()
                    if expectingKey, !open.isEmpty {
                        open[open.count - 1].key = text
                        expectingKey = false
                    }
                case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                    if let trouble = number() { return trouble }
                default:
                    index += 1
                }
            }
            return nil
        }

        /// Reads a string from its opening quote to past its closing one.
        mutating func string() -> String {
            let start = index + 1
            index += 1
            while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
            }
            let end = min(index, bytes.count)
            index += 1
            return String(decoding: bytes[start..<end], as: UTF8.self)
        }

        /// Reads a number; says why it cannot be read where it stands.
        mutating func number() -> String? {
            let start = index
            while index < bytes.count, "+-.eE0123456789".utf8.contains(bytes[index]) { index += 1 }
            let token = String(decoding: bytes[start..<index], as: UTF8.self)
            let place = field.map { " in field \($0)" } ?? ""
            guard let value = Double(token), value.isFinite else { return "number out of range\(place): \(token)" }
            guard let field, RecordTrouble.wholeNumberFields.contains(field) else { return nil }
            if Int(token) != nil { return nil }
            if value.rounded() == value, abs(value) < 0x1p63 { return nil }
            return value.rounded() == value
                ? "number out of range\(place): \(token)" : "expected a whole number\(place), found \(token)"
        }
    }
}
