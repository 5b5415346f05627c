/// Why a constraint description could not be read: what was expected, and where in the text.
public struct ConstraintParseError: Error, Hashable, Sendable {
    /// 0-based byte offset into the description where reading stopped.
    public var offset: Int
    public var expected: String
}

/// Reads one constraint description, `<CLASS:0xADDR … BODY … (active, names: …)>` (docs/formats.md §2).
///
/// The reader is strict about the constraint's own class and address (without them there is nothing
/// to group by) and lenient about the rest: an address is a constraint (docs/formats.md §1), so a body it
/// cannot state as an equation keeps its text and is reported through `notes`.
public struct ConstraintParser {
    /// One entry of a `names:` list: `'|':UIView:0x…` or `name_label:0x…`.
    struct NameBinding {
        var key: String
        var className: String?
        /// Nil when the cut ends it: it may have lost digits, and no view is better than a wrong one.
        var address: Address?
        /// A title quoted after the address (`'|':WKWebView:0x…'Checkout'`), which an item's label is.
        var label: String?
    }

    /// The result of reading one description.
    public struct Output {
        public var constraint: Constraint
        /// Things worth telling the user that did not stop the read (an expression body, an ambiguous name).
        public var notes: [ConstraintNote]
    }

    public init() {}

    /// Reads `text`, which must start with `<` and then the constraint's class and address. It fails
    /// only when those cannot be read; after them, damage is undone where it can be, and what still
    /// cannot be read is kept as text, and noted.
    public func parse(_ text: String) -> Result<Output, ConstraintParseError> {
        let bytes = Array(text.utf8)
        var reader = ConstraintReader(bytes: bytes)
        do {
            let output = try reader.read(text: text)
            return .success(output)
        } catch {
            let strict = error as? ConstraintParseError ?? ConstraintParseError(offset: 0, .constraintDescription)
            // Only a description the strict read refused pays for looking at damage; what is said
            // about one that still cannot be read is what the strict read expected.
            var lenient = ConstraintReader(bytes: bytes)
            guard let output = try? lenient.readDamaged(text: text) else { return .failure(strict) }
            return .success(output)
        }
    }
}
