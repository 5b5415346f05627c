extension String {
    /// Whether the string's UTF-8 starts with `prefix`'s bytes: `hasPrefix` for an ASCII literal,
    /// without its Unicode comparison (a class name or identifier is asked a dozen such questions for
    /// every constraint of a large log). A string that is not stored as UTF-8 (bridged) is asked
    /// `hasPrefix`.
    func startsWithBytes(_ prefix: StaticString) -> Bool {
        let length = prefix.utf8CodeUnitCount
        return utf8.withContiguousStorageIfAvailable { bytes in
            guard bytes.count >= length else { return false }
            return length == 0 || Platform.equal(bytes.baseAddress!, prefix)
        } ?? hasPrefix(prefix.description)
    }

    /// Whether the string's UTF-8 ends with `suffix`'s bytes (`startsWithBytes`'s `hasSuffix`).
    func endsWithBytes(_ suffix: StaticString) -> Bool {
        let length = suffix.utf8CodeUnitCount
        return utf8.withContiguousStorageIfAvailable { bytes in
            guard bytes.count >= length else { return false }
            return length == 0 || Platform.equal(bytes.baseAddress! + bytes.count - length, suffix)
        } ?? hasSuffix(suffix.description)
    }
}
