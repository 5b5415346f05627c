/// A wrong command line: printed on stderr, exit 64.
struct UsageError: Error, Equatable, CustomStringConvertible {
    var message: String
    var description: String { message }
}
