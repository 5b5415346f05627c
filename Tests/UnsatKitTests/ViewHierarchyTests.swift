import Testing

@testable import UnsatKit

/// A hierarchy is a value: moving one copy's line numbers (a part of a file placed after the parts
/// before it) leaves every other copy where it was, read or not.
struct ViewHierarchyTests {
    @Test(arguments: [false, true])
    func shiftingOneCopyLeavesTheOthers(nodesReadFirst: Bool) throws {
        let result = try InputReader.read(path: Paths.sample("capture-profile.log"))
        let hierarchy = try #require(result.callbacks.first?.hierarchy)
        let line = hierarchy.location.line
        if nodesReadFirst { _ = hierarchy.nodes }
        var moved = hierarchy
        moved.shiftLines(by: 100)
        #expect(moved.location.line == line + 100)
        #expect(hierarchy.location.line == line)
        let first = try #require(hierarchy.nodes.first)
        #expect(moved.nodes.first?.line == first.line + 100)
        #expect(moved.nodes.count == hierarchy.nodes.count)
    }
}
