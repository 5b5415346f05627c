import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// An open input, read in chunks into one reused buffer: the log itself is never held whole, so a
/// 256 MB log costs its parse, not its size, in memory.
package final class InputFile: Sendable {
    package let path: String
    private let descriptor: Int32
    /// Size of a regular file; nil for a pipe or terminal.
    package let size: Int?
    /// The byte read from a FIFO to tell whether it had a writer, given back by the first read (and
    /// then nil).
    private let probe: Locked<UInt8?>?
    static let chunkSize = 1 << 20

    /// Why an input could not be opened.
    package struct OpenError: Error, CustomStringConvertible {
        package var path: String
        package var reason: String
        package var description: String { "\(path): \(reason)" }
    }

    /// Why reading an open input failed part way (EIO from a failing disk, a network share gone):
    /// what was read so far is not the whole input, so it must not pass for it.
    package struct ReadError: Error, Sendable, CustomStringConvertible {
        package var path: String
        package var reason: String
        package var description: String { "\(path): \(reason)" }

        init(path: String, code: Int32) {
            self.path = path
            reason = "cannot be read: \(String(cString: strerror(code)))"
        }
    }

    /// Opens `path`; `whileWaiting` is called before waiting for a writer on a FIFO that has none,
    /// so the wait is not a silent hang.
    package init(path: String, whileWaiting: () -> Void = {}) throws(OpenError) {
        self.path = path
        func failure(_ descriptor: Int32, _ reason: String) -> OpenError {
            if descriptor >= 0 { close(descriptor) }
            return OpenError(path: path, reason: reason)
        }
        // O_NONBLOCK: a blocking open of a FIFO with no writer waits, saying nothing, for one.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { throw failure(descriptor, String(cString: strerror(errno))) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw failure(descriptor, String(cString: strerror(errno))) }
        if (info.st_mode & S_IFMT) == S_IFDIR { throw failure(descriptor, "is a directory") }
        var probed: UInt8?
        if (info.st_mode & S_IFMT) == S_IFIFO {
            // An empty FIFO reads 0 when it has no writer and EAGAIN when it has one (POSIX). It
            // is looked at again until a writer comes: a blocking open would miss one that wrote
            // and left in between, and would wait for the next.
            var waiting = false
            while true {
                var byte: UInt8 = 0
                let got = readDescriptor(descriptor, &byte, 1)
                if got == 1 {
                    probed = byte
                    break
                }
                if got == 0 {
                    if !waiting { whileWaiting() }
                    waiting = true
                    // Ctrl-C ends the wait as any other.
                    usleep(50_000)
                    continue
                }
                if errno == EAGAIN { break }
                if errno != EINTR { throw failure(descriptor, String(cString: strerror(errno))) }
            }
        }
        // Reads wait for data, as a blocking open's would.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        self.descriptor = descriptor
        size = (info.st_mode & S_IFMT) == S_IFREG ? Int(info.st_size) : nil
        probe = probed.map { Locked($0) }
    }

    /// The whole of a small file an option names (a baseline, an id map), or why not in words a
    /// user can act on. A pipe is read (`--baseline <(git show main:baseline.json)`), but one with no
    /// writer is not waited on; an empty file is an error.
    package static func contents(of path: String) throws(OpenError) -> [UInt8] {
        func failure(_ reason: String) -> OpenError { OpenError(path: path, reason: reason) }
        // O_NONBLOCK: opening a FIFO with no writer would wait for ever.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { throw failure(String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw failure(String(cString: strerror(errno))) }
        let isPipe = (info.st_mode & S_IFMT) == S_IFIFO
        if (info.st_mode & S_IFMT) == S_IFDIR { throw failure("is a directory") }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let got = chunk.withUnsafeMutableBytes { readDescriptor(descriptor, $0.baseAddress!, $0.count) }
            if got < 0, errno == EINTR { continue }
            if got < 0 { throw failure("cannot be read: \(String(cString: strerror(errno)))") }
            if got == 0 { break }
            bytes += chunk[0..<got]
        }
        if bytes.isEmpty { throw failure(isPipe ? "is a pipe that nothing writes to" : "is empty") }
        return bytes
    }

    /// An open descriptor (a spool file made here), read at offsets.
    init(descriptor: Int32, path: String) {
        self.path = path
        self.descriptor = descriptor
        size = nil
        probe = nil
    }

    /// Standard input.
    package init(standardInputNamed name: String) {
        path = name
        descriptor = 0
        size = nil
        probe = nil
    }

    /// The byte held, once: nil after.
    private static func take(_ byte: inout UInt8?) -> UInt8? {
        defer { byte = nil }
        return byte
    }

    deinit {
        if descriptor > 2 { close(descriptor) }
    }

    /// A pipe's buffer made as large as the system allows a process (see `Platform.widenPipe`).
    func widenPipe() { Platform.widenPipe(descriptor) }

    /// Reads up to `count` bytes into `buffer`, at `offset` (a regular file) or from where the
    /// stream is (nil); returns how many, 0 only at the end.
    package func read(into buffer: UnsafeMutableRawPointer, count: Int, at offset: Int?) throws(ReadError) -> Int {
        if count > 0, let byte = probe?.withLock(Self.take) {
            buffer.storeBytes(of: byte, as: UInt8.self)
            return 1
        }
        while true {
            let got =
                offset.map { pread(descriptor, buffer, count, off_t($0)) } ?? readDescriptor(descriptor, buffer, count)
            if got >= 0 { return got }
            // errno is taken at once: anything called after may change it.
            let code = errno
            if code != EINTR { throw ReadError(path: path, code: code) }
        }
    }

    /// Up to `count` bytes at `offset` (for looking around a split point); fewer only at the end.
    package func bytes(at offset: Int, count: Int) throws(ReadError) -> [UInt8] {
        var code: Int32 = 0
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            initialized = 0
            while initialized < count {
                let got = pread(
                    descriptor, buffer.baseAddress! + initialized, count - initialized, off_t(offset + initialized))
                if got < 0, errno == EINTR { continue }
                if got < 0 { code = errno }
                if got <= 0 { break }
                initialized += got
            }
        }
        if code != 0 { throw ReadError(path: path, code: code) }
        return bytes
    }
}
