import Foundation
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

/// A fixture read whole and streamed in chunks of `chunk` bytes (no snapshots): a test asks the same of
/// both.
func wholeAndStreamed(_ fixture: String, chunk: Int) throws -> [ParseResult] {
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: Paths.fixture(fixture))))
    return [
        LogScanner.parse(bytes, file: fixture), StreamTests.read(bytes, chunk: chunk, snapshotEvery: .max) { _, _ in },
    ]
}

/// A fixture's text with `target` replaced, read as a log: one fixture, several shapes of a line.
func parse(fixture: String, replacing target: String, with replacement: String) throws -> ParseResult {
    let text = try String(contentsOfFile: Paths.fixture(fixture), encoding: .utf8)
    return parse(text.replacingOccurrences(of: target, with: replacement))
}
