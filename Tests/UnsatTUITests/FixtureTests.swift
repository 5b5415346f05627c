import Testing
import UnsatKit

@testable import UnsatTUI

@Test func captureFixtureReadsAsFourConflicts() throws {
    let conflicts = try Fixture.conflicts("capture-profile.log")
    #expect(conflicts.count == 4)
}
