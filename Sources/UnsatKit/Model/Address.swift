/// An object's address as UIKit prints it (`0x7f9e4c70e2a0`), lower-cased once where it is made: a
/// capture's `0x7F9E…` and a log's `0x7f9e…` are one object, and no reader of it lower-cases again.
public struct Address: Hashable, Comparable, Sendable {
    /// The address in lower case, as every output prints it.
    public let text: String

    /// The address `text` spells, in any case.
    public init(_ text: String) {
        self.text = text.lowercased()
    }

    /// The address `bytes[range]` spell, lower-cased as they are decoded (UIKit prints lower case,
    /// and then no second string is made).
    init(_ bytes: [UInt8], _ range: Range<Int>) {
        text = bytes.lowercasedString(range)
    }

    /// A constraint Masonry names by its `mas_key` where the address would be (`ThumbWidth`,
    /// `Pins[1]`): the key as printed, case kept, standing for the address no log line gives.
    public init(key: String) {
        text = key
    }

    /// Whether this is a Masonry key standing where the address would be, not an address.
    public var isKey: Bool { !text.hasPrefix("0x") }

    public static func < (lhs: Address, rhs: Address) -> Bool { lhs.text < rhs.text }
}

extension Address: CustomStringConvertible {
    public var description: String { text }
}

/// A fixed address in the source (`"0x7f01"`), lower-cased like any other.
extension Address: ExpressibleByStringLiteral {
    public init(stringLiteral text: String) {
        self.init(text)
    }
}
