import Testing

@testable import UnsatKit

/// Reads text as a log named `name`.
func parse(_ text: String, name: String = "test.log") -> ParseResult {
    LogScanner.parse(Array(text.utf8), file: name)
}

/// Reads one constraint description, failing the test when it cannot be read.
func constraint(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Constraint {
    switch ConstraintParser().parse(text) {
    case .success(let output): return output.constraint
    case .failure(let error):
        Issue.record(
            "could not read \(text): expected \(error.expected) at \(error.offset)", sourceLocation: sourceLocation)
        throw error
    }
}
