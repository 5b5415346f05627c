import Foundation
import Testing

@testable import UnsatKit

/// The root's `.unsatignore` keeps paths out of the search (a repository's sample apps), and the
/// summary says what it left out.
struct SourceIgnoreTests {
    @Test func pathsTheIgnoreFileNamesAreNotSearched() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("unsat-ignore-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let code =
            "import UIKit\nfunc f(_ v: UIView) { v.widthAnchor.constraint(equalToConstant: 120).isActive = true }\n"
        for folder in ["App", "Tests/AppTests/Fixtures/Demo", "Tests/Other"] {
            let url = root.appendingPathComponent(folder)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            try Data(code.utf8).write(to: url.appendingPathComponent("View.swift"))
        }
        let before = SourceIndex(root: root.path)
        #expect(Set(before.declarations.map(\.path)).count == 3)
        try Data("# sample apps\nTests/*/Fixtures\n\n".utf8).write(to: root.appendingPathComponent(".unsatignore"))
        let after = SourceIndex(root: root.path)
        #expect(Set(after.declarations.map(\.path)) == ["App/View.swift", "Tests/Other/View.swift"])
        #expect(after.summary.skipped[.ignoredByFile] == 1)
        #expect(
            after.summary.lines.contains { $0.hasPrefix("1 path .unsatignore leaves out (Tests/AppTests/Fixtures)") })
    }
}
