import Foundation
import UnsatKit

/// A file read as `tail -F` reads it: it may not exist yet, and while it is read it may be
/// truncated (`: > app.log`) or replaced (log rotation, `mv new.log app.log`); then it is read
/// again from its start.
///
/// Nothing here differs between Linux and macOS: only `st_dev`, `st_ino`, `st_size` and `st_mode`
/// are read, which both name alike (the modification time, which they do not, is not needed).
///
/// One thread at a time uses it: it is opened on the main thread, so that a path that cannot be
/// read stops `unsat` before it takes the screen, then handed to the reader thread. What changes
/// as it is read is kept in a `Locked`, so that the handing over is checked by the compiler.
final class FollowedFile: Sendable {
    /// What happened at the path, found by `checkPath()`.
    enum Change: Equatable, Sendable {
        /// The file did not exist and now does: read from its start.
        case appeared
        /// The file is shorter than what was read from it: read again from its start.
        case truncated
        /// Another file has the path now: the new one is read from its start.
        case replaced
        /// The path is gone; what was opened is still read, until a file takes its place.
        case removed
    }

    /// Why the path cannot be read: the path and the system's reason.
    struct OpenError: Error, Equatable, CustomStringConvertible {
        var path: String
        var reason: String
        var description: String { "\(path): \(reason)" }
    }

    /// Which file a path names: a different one when the device or the inode differ.
    private struct FileIdentity: Equatable, Sendable {
        var device: UInt64
        var inode: UInt64

        init(_ info: stat) {
            device = UInt64(truncatingIfNeeded: info.st_dev)
            inode = UInt64(truncatingIfNeeded: info.st_ino)
        }
    }

    let path: String
    private let handle = Locked(OpenFile())

    /// The file open at the path, and how far it was read.
    private struct OpenFile {
        /// The open file; -1 while there is none.
        var descriptor: Int32 = -1
        /// Bytes read from the open file.
        var offset = 0
        var identity: FileIdentity?
        /// A regular file, which can be truncated (a pipe cannot).
        var isRegular = false
        /// The path was found gone since the file was opened: `tail -F` goes on reading it.
        var pathIsGone = false
    }

    /// Opens `path`; a file that does not exist is waited for. Any other reason to fail (no
    /// permission, a directory) throws.
    init(path: String) throws(OpenError) {
        self.path = path
        var info = stat()
        if stat(path, &info) != 0 {
            guard errno == ENOENT else { throw OpenError(path: path, reason: String(cString: strerror(errno))) }
            return
        }
        if let error = handle.withLock({ Self.openPath(path, &$0) }) { throw error }
    }

    deinit {
        handle.withLock { if $0.descriptor >= 0 { close($0.descriptor) } }
    }

    /// The open file; -1 while there is none.
    var descriptor: Int32 { handle.withLock { $0.descriptor } }
    /// Bytes read from the open file.
    var offset: Int { handle.withLock { $0.offset } }
    /// The path was found gone since the file was opened: `tail -F` goes on reading it.
    var pathIsGone: Bool { handle.withLock { $0.pathIsGone } }

    /// Whether there is a file to read (it may not exist yet).
    var isOpen: Bool { descriptor >= 0 }

    /// Reads what there is into `buffer`: how many bytes, 0 at the end for now (or with no file
    /// yet), -1 on an error (`errno` says which).
    func readMore(into buffer: UnsafeMutableRawBufferPointer) -> Int {
        handle.withLock { file in
            guard file.descriptor >= 0 else { return 0 }
            while true {
                let count = read(file.descriptor, buffer.baseAddress, buffer.count)
                if count < 0, errno == EINTR { continue }
                if count > 0 { file.offset += count }
                return count
            }
        }
    }

    /// Looks at the path, at the end of what there is to read: returns what changed, nil when
    /// nothing did. After `.appeared`, `.truncated` and `.replaced` the next read starts at the
    /// (new) file's first byte. A path that cannot be opened any more throws; the file already
    /// open stays open, and the next check tries again.
    func checkPath() throws(OpenError) -> Change? {
        try handle.withLock { Self.checkPath(path, &$0) }.get()
    }

    private static func checkPath(_ path: String, _ file: inout OpenFile) -> Result<Change?, OpenError> {
        var info = stat()
        if stat(path, &info) != 0 {
            let reason = errno
            guard reason == ENOENT else {
                return .failure(OpenError(path: path, reason: String(cString: strerror(reason))))
            }
            // Rotated away, not yet created again: `tail -F` waits for the new one too.
            guard file.descriptor >= 0, !file.pathIsGone else { return .success(nil) }
            file.pathIsGone = true
            return .success(.removed)
        }
        guard file.descriptor >= 0 else {
            if let error = openPath(path, &file) { return .failure(error) }
            return .success(.appeared)
        }
        if FileIdentity(info) != file.identity {
            if let error = openPath(path, &file) { return .failure(error) }
            return .success(.replaced)
        }
        file.pathIsGone = false
        var current = stat()
        if file.isRegular, fstat(file.descriptor, &current) == 0, Int(current.st_size) < file.offset {
            lseek(file.descriptor, 0, SEEK_SET)
            file.offset = 0
            return .success(.truncated)
        }
        return .success(nil)
    }

    /// Opens the file at the path, in place of the one open (kept when this fails): nil, or why not.
    private static func openPath(_ path: String, _ file: inout OpenFile) -> OpenError? {
        let opened = open(path, O_RDONLY)
        guard opened >= 0 else { return OpenError(path: path, reason: String(cString: strerror(errno))) }
        // Which file was opened, not which was at the path a moment ago: it may have moved since.
        var info = stat()
        guard fstat(opened, &info) == 0 else {
            let reason = String(cString: strerror(errno))
            close(opened)
            return OpenError(path: path, reason: reason)
        }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            close(opened)
            return OpenError(path: path, reason: "is a directory")
        }
        if file.descriptor >= 0 { close(file.descriptor) }
        file = OpenFile(
            descriptor: opened, offset: 0, identity: FileIdentity(info), isRegular: (info.st_mode & S_IFMT) == S_IFREG,
            pathIsGone: false)
        return nil
    }
}
