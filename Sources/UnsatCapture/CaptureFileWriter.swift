public import Foundation

/// Appends capture records to a file, one line each, for `unsat --follow FILE` to read as they come.
/// The file is emptied when the writer is made: each run of the app starts a fresh capture, and a
/// follower sees it as truncated and reads it again from the start.
public final class CaptureFileWriter: @unchecked Sendable {
    // @unchecked: the handle is written only under `lock`. This target links nothing but Foundation
    // (an app embeds it), so it cannot use UnsatKit's `Locked`, and FileHandle is not Sendable.
    private let handle: FileHandle
    private let lock = NSLock()

    /// Creates (or empties) the file at `url`; nil when it cannot be written.
    public init?(url: URL) {
        guard FileManager.default.createFile(atPath: url.path, contents: nil),
            let handle = try? FileHandle(forWritingTo: url)
        else { return nil }
        self.handle = handle
    }

    /// Appends `line` and a line end, in one write: a reader never sees half a record.
    public func write(_ line: String) {
        lock.withLock {
            handle.seekToEndOfFile()
            handle.write(Data((line + "\n").utf8))
        }
    }
}
