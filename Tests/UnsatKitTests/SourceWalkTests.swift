import Foundation
import Testing

@testable import UnsatKit

/// Hostile trees: each search finishes, and its summary says what was left out and why.
struct SourceWalkTests {
    /// A new empty folder, removed when `body` returns.
    func withTree(_ body: (URL) throws -> Void) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("unsat-tree-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try body(root)
    }

    func writeFile(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    static let declaring = "let a = UIView()\na.widthAnchor.constraint(equalToConstant: 10).isActive = true\n"

    @Test func aSymbolicLinkLoopAndALinkOutOfTheTreeAreNotFollowed() throws {
        try withTree { root in
            try writeFile(Self.declaring, to: root.appendingPathComponent("App/A.swift"))
            try FileManager.default.createSymbolicLink(
                atPath: root.appendingPathComponent("App/Loop").path, withDestinationPath: root.path)
            try FileManager.default.createSymbolicLink(
                atPath: root.appendingPathComponent("App/Outside").path, withDestinationPath: "/usr")
            let index = SourceIndex(root: root.path)
            #expect(index.declarations.map(\.path) == ["App/A.swift"])
            #expect(index.summary.skipped[.symbolicLinkLoop] == 1)
            #expect(index.summary.skipped[.symbolicLinkOutside] == 1)
            #expect(index.summary.lines.contains("1 symbolic link loop (App/Loop)"))
        }
    }

    @Test func aLargeOneLineFileAndABinaryFileAreSkipped() throws {
        try withTree { root in
            let line = String(repeating: "a.widthAnchor.constraint(equalToConstant: 1) ", count: 5 << 20 / 46 + 1)
            try writeFile(line, to: root.appendingPathComponent("Generated.swift"))
            var binary = Array("view.widthAnchor.constraint(equalToConstant: 3)\n".utf8)
            binary.insert(0, at: 4)
            try Data(binary).write(to: root.appendingPathComponent("Blob.swift"))
            try writeFile(Self.declaring, to: root.appendingPathComponent("B.swift"))
            let index = SourceIndex(root: root.path)
            #expect(index.declarations.map(\.path) == ["B.swift"])
            #expect(index.summary.skipped[.tooLarge] == 1)
            #expect(index.summary.skipped[.binary] == 1)
            #expect(index.summary.lines.contains("1 file over 4 MiB (Generated.swift)"))
        }
    }

    @Test func anUnreadableFolderIsCounted() throws {
        try withTree { root in
            let locked = root.appendingPathComponent("Locked")
            try writeFile(Self.declaring, to: locked.appendingPathComponent("C.swift"))
            try writeFile(Self.declaring, to: root.appendingPathComponent("D.swift"))
            chmod(locked.path, 0)
            let index = SourceIndex(root: root.path)
            // Readable again, to be removed.
            chmod(locked.path, 0o755)
            if Platform.isSuperuser {
                // The superuser reads any folder: nothing is skipped, both are found.
                #expect(index.declarations.count == 2)
            } else {
                #expect(index.declarations.map(\.path) == ["D.swift"])
                #expect(index.summary.skipped[.unreadableFolder] == 1)
            }
        }
        // A root that is not there is an unreadable folder too, whoever runs the test.
        let missing = SourceIndex(root: "/nonexistent/unsat-\(UUID().uuidString)")
        #expect(missing.summary.skipped[.unreadableFolder] == 1)
        #expect(missing.declarations.isEmpty)
    }

    @Test func builtAndHiddenFoldersAreNotRead() throws {
        try withTree { root in
            for folder in ["Pods/X", "DerivedData", ".git", "build", "Carthage", "node_modules"] {
                try writeFile(Self.declaring, to: root.appendingPathComponent("\(folder)/E.swift"))
            }
            try writeFile(Self.declaring, to: root.appendingPathComponent("App/F.swift"))
            let index = SourceIndex(root: root.path)
            #expect(index.declarations.map(\.path) == ["App/F.swift"])
            #expect(index.summary.skipped[.builtOrFetchedFolder] == 5)
        }
    }

    @Test func tenThousandSmallFilesAndTheFileLimit() throws {
        try withTree { root in
            for folder in 0..<50 {
                try FileManager.default.createDirectory(
                    at: root.appendingPathComponent("M\(folder)"), withIntermediateDirectories: false)
            }
            var failed = 0
            for index in 0..<10_000 {
                let text = index % 1000 == 0 ? Self.declaring : "let value\(index) = \(index)\n"
                let path = root.path + "/M\(index % 50)/F\(index).swift"
                // The C calls: Foundation's take a second a thousand files here.
                let descriptor = open(path, O_CREAT | O_WRONLY | O_TRUNC, 0o644)
                let bytes = Array(text.utf8)
                if descriptor < 0 || write(descriptor, bytes, bytes.count) != bytes.count { failed += 1 }
                if descriptor >= 0 { close(descriptor) }
            }
            #expect(failed == 0)
            let index = SourceIndex(root: root.path)
            #expect(index.summary.filesRead == 10_000)
            #expect(index.summary.filesScanned == 10)
            #expect(index.declarations.count == 10)
            let limited = SourceIndex(root: root.path, limits: SourceLimits(maximumFiles: 100))
            #expect(limited.summary.filesRead == 100)
            #expect(limited.summary.fileLimitReached)
            #expect(limited.summary.lines.last == "stopped after 100 files")
        }
    }

    @Test func nonUTF8BytesAreReadAsBytes() throws {
        try withTree { root in
            var bytes = Array("// caf".utf8) + [0xE9, 0xFF, 0x0A]
            bytes += Array("let label = UILabel()\nlabel.text = \"".utf8) + [0xC3, 0x28] + Array("\"\n".utf8)
            bytes += Array("label.heightAnchor.constraint(equalToConstant: 21).isActive = true\n".utf8)
            try Data(bytes).write(to: root.appendingPathComponent("Latin1.swift"))
            let index = SourceIndex(root: root.path)
            let declaration = try #require(index.declarations.first)
            #expect(declaration.line == 4)
            #expect(declaration.constant == 21 && declaration.first?.className == "UILabel")
        }
    }

    @Test func theGitWorkTreeIsFoundAboveAFolder() throws {
        try withTree { root in
            let nested = root.appendingPathComponent("App/Views")
            try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
            #expect(SourceIndex.gitWorkTree(around: nested.path) != root.standardizedFileURL.path)
            // A worktree's `.git` is a file.
            try writeFile("gitdir: /elsewhere\n", to: root.appendingPathComponent(".git"))
            #expect(SourceIndex.gitWorkTree(around: nested.path) == root.standardizedFileURL.path)
        }
    }
}
