import Foundation
import Testing

@testable import UnsatTUI

/// `--follow` on real files in a temporary directory, as `tail -F` users treat them.
@Suite("Followed file") struct FollowedFileTests {
    /// A directory of its own for each test, removed at the end.
    final class Scratch {
        let directory: URL
        init() throws {
            directory = FileManager.default.temporaryDirectory.appendingPathComponent("unsat-followed-\(UUID())")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        }
        deinit { try? FileManager.default.removeItem(at: directory) }

        func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

        /// Writes `text` as a new file (`echo text > name`).
        func write(_ text: String, to name: String) throws {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path(name)))
        }

        /// Adds `text` at the end (`echo text >> name`).
        func append(_ text: String, to name: String) throws {
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path(name)))
            try handle.seekToEnd()
            try handle.write(contentsOf: Data(text.utf8))
            try handle.close()
        }

        /// Empties the file in place (`: > name`): the same file, shorter.
        func truncate(_ name: String) throws {
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path(name)))
            try handle.truncate(atOffset: 0)
            try handle.close()
        }
    }

    /// Everything there is to read now, as text.
    func readAll(_ file: FollowedFile) -> String {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 7)
        while true {
            let count = buffer.withUnsafeMutableBytes { file.readMore(into: $0) }
            guard count > 0 else { break }
            bytes += buffer[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func growingFileIsReadAsItGrowsAndNothingChanges() throws {
        let scratch = try Scratch()
        try scratch.write("one\n", to: "app.log")
        let file = try FollowedFile(path: scratch.path("app.log"))
        #expect(readAll(file) == "one\n")
        #expect(try file.checkPath() == nil)
        try scratch.append("two\n", to: "app.log")
        #expect(try file.checkPath() == nil)
        #expect(readAll(file) == "two\n")
    }

    @Test func truncatedFileIsReadAgainFromItsStart() throws {
        let scratch = try Scratch()
        try scratch.write("a long first line\n", to: "app.log")
        let file = try FollowedFile(path: scratch.path("app.log"))
        #expect(readAll(file) == "a long first line\n")
        try scratch.truncate("app.log")
        try scratch.append("new\n", to: "app.log")
        #expect(try file.checkPath() == .truncated)
        #expect(readAll(file) == "new\n")
        #expect(try file.checkPath() == nil)
    }

    @Test func replacedFileIsReadFromItsStartAfterTheOldOneIsDrained() throws {
        let scratch = try Scratch()
        try scratch.write("old\n", to: "app.log")
        let file = try FollowedFile(path: scratch.path("app.log"))
        #expect(readAll(file) == "old\n")
        // Log rotation: the old file moves aside (and is still written a last time), a new one takes the path.
        try FileManager.default.moveItem(atPath: scratch.path("app.log"), toPath: scratch.path("app.log.1"))
        try scratch.append("last words\n", to: "app.log.1")
        #expect(try file.checkPath() == .removed)
        #expect(try file.checkPath() == nil)
        #expect(readAll(file) == "last words\n")
        try scratch.write("fresh, and longer than the old one\n", to: "new.log")
        try FileManager.default.moveItem(atPath: scratch.path("new.log"), toPath: scratch.path("app.log"))
        #expect(try file.checkPath() == .replaced)
        #expect(readAll(file) == "fresh, and longer than the old one\n")
        #expect(try file.checkPath() == nil)
    }

    @Test func replacedByRenameOverItIsNoticedToo() throws {
        let scratch = try Scratch()
        try scratch.write("old\n", to: "app.log")
        let file = try FollowedFile(path: scratch.path("app.log"))
        _ = readAll(file)
        try scratch.write("new\n", to: "next.log")
        // `mv next.log app.log`: one rename, the path never missing.
        #expect(rename(scratch.path("next.log"), scratch.path("app.log")) == 0)
        #expect(try file.checkPath() == .replaced)
        #expect(readAll(file) == "new\n")
    }

    @Test func missingFileIsWaitedForAndReadWhenItAppears() throws {
        let scratch = try Scratch()
        let file = try FollowedFile(path: scratch.path("app.log"))
        #expect(!file.isOpen)
        #expect(readAll(file) == "")
        #expect(try file.checkPath() == nil)
        try scratch.write("hello\n", to: "app.log")
        #expect(try file.checkPath() == .appeared)
        #expect(file.isOpen)
        #expect(readAll(file) == "hello\n")
    }

    @Test func aDirectoryOrAPathThroughAFileIsAnErrorNotAWait() throws {
        let scratch = try Scratch()
        #expect(throws: FollowedFile.OpenError(path: scratch.directory.path, reason: "is a directory")) {
            try FollowedFile(path: scratch.directory.path)
        }
        try scratch.write("", to: "plain")
        // A path through a file: not something that can ever appear.
        #expect(throws: FollowedFile.OpenError.self) { try FollowedFile(path: scratch.path("plain/app.log")) }
    }
}
