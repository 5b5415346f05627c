/// An option on the command line as its declaration reads it: as written, its `=value` if any,
/// and the arguments after it, from which it takes its value.
struct OptionArgument {
    /// As written: `--color=always`.
    let text: String
    /// What follows `=` in a `--option=value`; nil when it is not written so.
    let valueAfterEquals: String?
    /// The arguments after it.
    var rest: ArraySlice<String>

    /// The next argument, taken as the value; nil when there is none.
    mutating func next() -> String? { rest.popFirst() }

    /// The next argument, or `missing` thrown when there is none (or it is empty, unless `emptyAllowed`).
    mutating func value(emptyAllowed: Bool = true, else missing: String) throws(UsageError) -> String {
        guard let value = rest.popFirst(), emptyAllowed || !value.isEmpty else { throw UsageError(message: missing) }
        return value
    }
}
