import CBytes
import Foundation

// Every call that differs between Linux and macOS lives here, behind #if.
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

#if canImport(CryptoKit)
    import CryptoKit
#endif

/// The operating system, as far as UnsatKit needs it.
public enum Platform {
    /// Offset of the first `byte` in `count` bytes at `pointer` (`memchr`).
    @inline(__always)
    static func findByte(_ byte: UInt8, in pointer: UnsafePointer<UInt8>, count: Int) -> Int? {
        guard count > 0, let found = memchr(pointer, Int32(byte), count) else { return nil }
        return UnsafeRawPointer(found) - UnsafeRawPointer(pointer)
    }

    /// Offset of the last `byte` in `count` bytes at `pointer` (`memrchr`).
    @inline(__always)
    static func findLastByte(_ byte: UInt8, in pointer: UnsafePointer<UInt8>, count: Int) -> Int? {
        guard count > 0, let found = unsat_memrchr(pointer, Int32(byte), count) else { return nil }
        return UnsafeRawPointer(found) - UnsafeRawPointer(pointer)
    }

    /// Offset of the first occurrence of `needle` (`memmem`).
    static func find(_ needle: StaticString, in pointer: UnsafePointer<UInt8>, count: Int) -> Int? {
        let length = needle.utf8CodeUnitCount
        guard length > 0, count >= length, let found = unsat_memmem(pointer, count, needle.utf8Start, length) else {
            return nil
        }
        return UnsafeRawPointer(found) - UnsafeRawPointer(pointer)
    }

    /// Offset of the first occurrence of the `needleCount` bytes at `needle` (`memmem`).
    static func find(
        _ needle: UnsafePointer<UInt8>, count needleCount: Int, in pointer: UnsafePointer<UInt8>, count: Int
    ) -> Int? {
        guard needleCount > 0, count >= needleCount, let found = unsat_memmem(pointer, count, needle, needleCount)
        else { return nil }
        return UnsafeRawPointer(found) - UnsafeRawPointer(pointer)
    }

    /// The offset of the first report phrase that needs no '<' (`unsat_find_phrase`), or `count`.
    @inline(__always)
    static func findPhrase(in pointer: UnsafePointer<UInt8>, count: Int) -> Int {
        count > 0 ? unsat_find_phrase(pointer, count) : 0
    }

    /// Whether the bytes at `pointer` spell `literal` (`memcmp`).
    @inline(__always)
    static func equal(_ pointer: UnsafePointer<UInt8>, _ literal: StaticString) -> Bool {
        memcmp(pointer, literal.utf8Start, literal.utf8CodeUnitCount) == 0
    }

    /// `memcmp`: negative, zero or positive as the bytes at `lhs` sort before, with or after `rhs`'s.
    @inline(__always)
    static func compare(_ lhs: UnsafePointer<UInt8>, _ rhs: UnsafePointer<UInt8>, count: Int) -> Int32 {
        memcmp(lhs, rhs, count)
    }

    /// MD5 of `bytes` as 32 lower-case hex digits: the seed's identifier of a key path.
    public static func md5Hex(_ bytes: [UInt8]) -> String {
        #if canImport(CryptoKit)
            return MD5.hex(digest: Array(Insecure.MD5.hash(data: bytes)))
        #else
            return MD5.hex(bytes)
        #endif
    }

    /// Asks for a larger pipe buffer, so a fast writer (`cat`) hands over more a read; Linux only
    /// (elsewhere, and when refused, the pipe stays as it is).
    static func widenPipe(_ descriptor: Int32) {
        #if os(Linux)
            _ = fcntl(descriptor, 1031 /* F_SETPIPE_SZ */, Int32(1 << 20))
        #endif
    }

    /// The process's peak resident memory so far, in KiB (for UNSAT_TIMING's figures).
    public static func peakMemoryKiB() -> Int {
        var usage = rusage()
        #if canImport(Darwin)
            guard getrusage(RUSAGE_SELF, &usage) == 0 else { return 0 }
            return Int(usage.ru_maxrss) / 1024  // bytes on macOS
        #else
            guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return 0 }
            return Int(usage.ru_maxrss)  // KiB on Linux
        #endif
    }

    /// The CPU time the process has used so far, user and system, in seconds (for UNSAT_TIMING).
    public static func cpuSeconds() -> Double {
        var usage = rusage()
        #if canImport(Darwin)
            guard getrusage(RUSAGE_SELF, &usage) == 0 else { return 0 }
        #else
            guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return 0 }
        #endif
        let seconds = { (time: timeval) in Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    /// The standard descriptors (0, 1, 2) that were closed when the process started (`<&-`,
    /// `>&-`); see `holdStandardDescriptors`.
    public static var closedAtStart: Set<Int32> { closed.current }

    private static let closed = Locked<Set<Int32>>([])

    /// Holds each closed standard descriptor open on /dev/null, and remembers which were closed:
    /// else the next file opened takes the number, and a spool file is read as standard input or
    /// the output is written into it, all with exit 0. Call it first thing.
    public static func holdStandardDescriptors() {
        for descriptor in Int32(0)...2 where fcntl(descriptor, F_GETFD) < 0 && errno == EBADF {
            closed.withLock { _ = $0.insert(descriptor) }
            // open gives the lowest free number: this one, as the lower ones are taken by now.
            _ = open("/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY)
        }
    }

    /// Whether this system has the unified log that `unsat live` streams (`log`, `xcrun simctl`):
    /// macOS only. Elsewhere a log is piped in or read from a file.
    public static var hasUnifiedLog: Bool {
        #if os(macOS)
            true
        #else
            false
        #endif
    }

    /// Whether standard input/output is a terminal.
    public static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) != 0 }

    public static var environment: [String: String] { ProcessInfo.processInfo.environment }

    /// The height of the terminal at `descriptor`, in rows; nil when it is not one or does not say.
    public static func terminalRows(_ descriptor: Int32) -> Int? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 else { return nil }
        return Int(size.ws_row)
    }

    /// Starts `/bin/sh -c command` (a pager) with `input` as its standard input and `environment`
    /// as its environment, the other descriptors as this process's; `close` is closed in it. The
    /// child gets the default action for the signals this process ignores while it waits. Returns
    /// its process id, or nil when it could not be started.
    public static func spawnShell(
        _ command: String, input: Int32, closing close: Int32, environment: [String: String]
    ) -> Int32? {
        #if canImport(Darwin)
            var attributes: posix_spawnattr_t? = nil
            var actions: posix_spawn_file_actions_t? = nil
        #else
            var attributes = posix_spawnattr_t()
            var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawnattr_init(&attributes)
        posix_spawn_file_actions_init(&actions)
        defer {
            posix_spawnattr_destroy(&attributes)
            posix_spawn_file_actions_destroy(&actions)
        }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGINT, SIGQUIT] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
        posix_spawn_file_actions_adddup2(&actions, input, 0)
        posix_spawn_file_actions_addclose(&actions, input)
        posix_spawn_file_actions_addclose(&actions, close)
        let words: [String] = ["/bin/sh", "-c", command]
        let arguments: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        let variables: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in arguments + variables { free(pointer) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, "/bin/sh", &actions, &attributes, arguments, variables) == 0 else { return nil }
        return pid
    }

    /// Waits for `pid` to end; its exit status, or 128 + the signal that ended it.
    @discardableResult
    public static func waitForExit(_ pid: Int32) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return -1 }
        }
        return exitStatus(status)
    }

    /// A `waitpid` status as a shell gives it: the exit status, or 128 + the signal that ended it.
    /// (WIFEXITED and friends are macros Swift does not see: the low 7 bits are the signal.)
    public static func exitStatus(_ raw: Int32) -> Int32 {
        let signal = raw & 0x7f
        return signal == 0 ? (raw >> 8) & 0xff : 128 + signal
    }

    /// Whether SIGPIPE, SIGINT and SIGQUIT are ignored: while a pager shows the output, a write
    /// to a pager that quit is EPIPE (not death), and Ctrl-C is the pager's to take.
    public static func ignoreSignalsForPager() {
        for sig in [SIGPIPE, SIGINT, SIGQUIT] { _ = signal(sig, SIG_IGN) }
    }

    /// Whether the locale the environment names (LC_ALL, LC_CTYPE, LANG, as the C library reads
    /// them) encodes UTF-8 and is installed: a UTF-8 name the system lacks is the C locale, ASCII.
    public static func localeIsUTF8() -> Bool {
        setlocale(LC_CTYPE, "")
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        let name = String(cString: codeset).lowercased()
        return name == "utf-8" || name == "utf8"
    }
}

/// The C `read`, which a method named `read` would hide.
@inline(__always)
private func readDescriptor(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

/// An open input, read in chunks into one reused buffer: the log itself is never held whole, so a
/// 256 MB log costs its parse, not its size, in memory.
public final class InputFile: Sendable {
    public let path: String
    private let descriptor: Int32
    /// Size of a regular file; nil for a pipe or terminal.
    public let size: Int?
    /// The byte read from a FIFO to tell whether it had a writer, given back by the first read.
    private let probe: ProbedByte?
    static let chunkSize = 1 << 20

    /// Why an input could not be opened.
    public struct OpenError: Error, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "\(path): \(reason)" }
    }

    /// Why reading an open input failed part way (EIO from a failing disk, a network share gone):
    /// what was read so far is not the whole input, so it must not pass for it.
    public struct ReadError: Error, Sendable, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "\(path): \(reason)" }

        init(path: String, code: Int32) {
            self.path = path
            reason = "cannot be read: \(String(cString: strerror(code)))"
        }
    }

    /// Opens `path`; `whileWaiting` is called before waiting for a writer on a FIFO that has none,
    /// so the wait is not a silent hang.
    public init(path: String, whileWaiting: () -> Void = {}) throws(OpenError) {
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
        probe = probed.map(ProbedByte.init)
    }

    /// The whole of a small file an option names (a baseline, an id map), or why not in words a
    /// user can act on. A pipe is read (`--baseline <(git show main:baseline.json)`), but one with no
    /// writer is not waited on; an empty file is an error.
    public static func contents(of path: String) throws(OpenError) -> [UInt8] {
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
    public init(standardInputNamed name: String) {
        path = name
        descriptor = 0
        size = nil
        probe = nil
    }

    deinit {
        if descriptor > 2 { close(descriptor) }
    }

    /// A pipe's buffer made as large as the system allows a process (see `Platform.widenPipe`).
    func widenPipe() { Platform.widenPipe(descriptor) }

    /// Reads up to `count` bytes into `buffer`, at `offset` (a regular file) or from where the
    /// stream is (nil); returns how many, 0 only at the end.
    public func read(into buffer: UnsafeMutableRawPointer, count: Int, at offset: Int?) throws(ReadError) -> Int {
        if count > 0, let byte = probe?.take() {
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
    public func bytes(at offset: Int, count: Int) throws(ReadError) -> [UInt8] {
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

/// One byte held until it is taken, once.
private final class ProbedByte: @unchecked Sendable {
    private let lock = NSLock()
    private var byte: UInt8?

    init(_ byte: UInt8) { self.byte = byte }

    func take() -> UInt8? {
        lock.withLock {
            defer { byte = nil }
            return byte
        }
    }
}

/// An unlinked temporary file that the view dumps read from a pipe are written to, so that they are
/// kept as file ranges, as a file's own dumps are: memory then holds a dump only while it is open.
///
/// Append-only: each dump reserves its own range and writes it once, and a range never changes
/// after, so parsers that share a spool (a copy taken for a snapshot, the parts read on other
/// cores) never see each other's writes.
final class DumpSpool: @unchecked Sendable {
    let file: InputFile
    private let descriptor: Int32
    private let lock = NSLock()
    private var end = 0

    /// A new spool in the temporary directory; nil when none can be made (the dumps then stay in
    /// memory).
    static func make() -> DumpSpool? {
        let directory = Platform.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((directory + "/unsat-dumps-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return nil }
        // Unlinked at once: the file goes away with the process, however it ends.
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        return DumpSpool(descriptor: descriptor)
    }

    private init(descriptor: Int32) {
        self.descriptor = descriptor
        file = InputFile(descriptor: descriptor, path: "(spool)")
    }

    /// Writes `bytes` at the end and returns where they are; nil when the write failed.
    func append(_ bytes: [UInt8]) -> Range<Int>? {
        let start = lock.withLock {
            let start = end
            end += bytes.count
            return start
        }
        var written = 0
        while written < bytes.count {
            let got = bytes.withUnsafeBytes {
                pwrite(descriptor, $0.baseAddress! + written, bytes.count - written, off_t(start + written))
            }
            if got < 0, errno == EINTR { continue }
            guard got > 0 else { return nil }
            written += got
        }
        return start..<start + bytes.count
    }
}

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
    public static var isSuperuser: Bool { geteuid() == 0 }
}
