import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A file's kind, size and identity as `stat` tells them, for walking a source tree.
struct FileStatus: Hashable, Sendable {
    enum Kind: Sendable { case file, directory, symbolicLink, other }

    var kind: Kind
    var size: Int
    /// Device and inode: what tells a folder seen twice (through a link) from another.
    var device: UInt64
    var inode: UInt64
}

extension Platform {
    /// `lstat` (`followingLinks` false) or `stat` of `path`; nil when it cannot be read.
    static func status(_ path: String, followingLinks: Bool) -> FileStatus? {
        var info = stat()
        let result = followingLinks ? stat(path, &info) : lstat(path, &info)
        guard result == 0 else { return nil }
        let kind: FileStatus.Kind =
            switch info.st_mode & S_IFMT {
            case S_IFREG: .file
            case S_IFDIR: .directory
            case S_IFLNK: .symbolicLink
            default: .other
            }
        return FileStatus(
            kind: kind, size: Int(info.st_size), device: UInt64(truncatingIfNeeded: info.st_dev),
            inode: UInt64(truncatingIfNeeded: info.st_ino))
    }

    /// The names in the folder at `path` (without `.` and `..`), or nil when it cannot be opened.
    static func directoryEntries(_ path: String) -> [String]? {
        guard let directory = opendir(path) else { return nil }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    /// `path` with every link resolved (`realpath`), or nil.
    static func resolvedPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The whole of the regular file at `path` when it holds at most `limit` bytes; nil when it
    /// cannot be read or is larger.
    static func readFile(_ path: String, limit: Int) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, Int(info.st_size) <= limit else { return nil }
        let size = Int(info.st_size)
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            initialized = 0
            while initialized < size {
                let got = readDescriptor(descriptor, buffer.baseAddress! + initialized, size - initialized)
                if got < 0, errno == EINTR { continue }
                if got < 0 { failed = true }
                if got <= 0 { break }
                initialized += got
            }
        }
        return failed ? nil : bytes
    }

    /// Whether the process runs as the superuser, whom no permission stops.
    package static var isSuperuser: Bool { geteuid() == 0 }
}
