import Foundation
import Testing

@testable import UnsatKit

/// The fixture apps under `Fixtures/Apps`: each a small source tree and the console log its
/// constraints produce.
enum SourceApps {
    static func root(_ style: String) -> String { Paths.fixture("Apps/\(style)") }

    /// The index of one app and the constraints of its log, by address.
    static func load(_ style: String) throws -> (index: SourceIndex, constraints: [Address: Constraint]) {
        let result = try InputReader.read(path: root(style) + "/console.log")
        var constraints: [Address: Constraint] = [:]
        for conflict in ConflictGrouper().group(result) {
            for constraint in conflict.constraints { constraints[constraint.address] = constraint }
        }
        return (SourceIndex(root: root(style)), constraints)
    }

    /// The sites of the constraint at `address`, failing the test when the log lacks it.
    static func sites(
        _ address: Address, in app: (index: SourceIndex, constraints: [Address: Constraint]),
        keyPaths: [Address: String] = [:], sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> SourceSites {
        let constraint = try #require(app.constraints[address], sourceLocation: sourceLocation)
        return app.index.sites(for: constraint, keyPaths: keyPaths)
    }

    /// Copies the app to a new temporary folder under git, applies `diff` with `git apply`, and
    /// returns the patched file; nil (with a note) when git is not installed.
    static func applied(_ diff: String, to style: String, path: String) throws -> String? {
        guard
            let git = ["/usr/bin/git", "/usr/local/bin/git", "/opt/homebrew/bin/git"].first(where: {
                FileManager.default.isExecutableFile(atPath: $0)
            })
        else {
            print("git is not installed: the patch is checked as text only")
            return nil
        }
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("unsat-apply-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: copy) }
        try FileManager.default.copyItem(at: URL(fileURLWithPath: root(style)), to: copy)
        let patch = copy.appendingPathComponent("fix.patch")
        try Data(diff.utf8).write(to: patch)
        for arguments in [["init", "-q"], ["apply", "fix.patch"]] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: git)
            process.arguments = arguments
            process.currentDirectoryURL = copy
            let errors = Pipe()
            process.standardError = errors
            try process.run()
            process.waitUntilExit()
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            #expect(process.terminationStatus == 0, "git \(arguments.joined(separator: " ")): \(message)")
        }
        return try String(contentsOf: copy.appendingPathComponent(path), encoding: .utf8)
    }
}
