import Foundation
import UnsatKit

@testable import UnsatTUI

/// Reads the inputs under `Fixtures/`.
enum Fixture {
    static func url(_ name: String) -> URL {
        Bundle.module.url(forResource: "Fixtures", withExtension: nil)!.appendingPathComponent(name)
    }

    static func read(_ name: String) throws -> ParseResult {
        try InputReader.read(paths: [url(name).path])
    }

    static func conflicts(_ name: String) throws -> [Conflict] {
        ConflictGrouper().group(try read(name))
    }
}
