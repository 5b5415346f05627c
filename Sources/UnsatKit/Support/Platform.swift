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
import Foundation

/// The operating system, as far as UnsatKit needs it.
public enum Platform {
    /// Offset of the first `byte` in `count` bytes at `pointer` (`memchr`).
    @inline(__always)
    static func findByte(_ byte: UInt8, in pointer: UnsafePointer<UInt8>, count: Int) -> Int? {
        guard count > 0, let found = memchr(pointer, Int32(byte), count) else { return nil }
        return UnsafeRawPointer(found) - UnsafeRawPointer(pointer)
    }

    /// Offset of the first occurrence of `needle` (`memmem`).
    static func find(_ needle: StaticString, in pointer: UnsafePointer<UInt8>, count: Int) -> Int? {
        needle.withUTF8Buffer { pattern -> Int? in
            guard pattern.count > 0, count >= pattern.count, let patternBase = pattern.baseAddress else { return nil }
            var offset = 0
            let last = count - pattern.count
            while offset <= last, let hit = findByte(pattern[0], in: pointer + offset, count: last - offset + 1) {
                let at = offset + hit
                if memcmp(pointer + at, patternBase, pattern.count) == 0 { return at }
                offset = at + 1
            }
            return nil
        }
    }

    /// MD5 of `bytes` as 32 lower-case hex digits: the seed's identifier of a key path.
    public static func md5Hex(_ bytes: [UInt8]) -> String {
        #if canImport(CryptoKit)
            return Insecure.MD5.hash(data: bytes).map { String(format: "%02x", $0) }.joined()
        #else
            return MD5.hex(bytes)
        #endif
    }

    /// Whether standard input/output is a terminal.
    public static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) != 0 }

    public static var environment: [String: String] { ProcessInfo.processInfo.environment }

    /// Peak resident memory of this process in bytes (for benchmarks).
    public static func peakResidentBytes() -> Int {
        var usage = rusage()
        #if canImport(Darwin)
            getrusage(RUSAGE_SELF, &usage)
            return Int(usage.ru_maxrss)
        #else
            getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
            return Int(usage.ru_maxrss) * 1024
        #endif
    }
}

/// A file's bytes, mapped read-only; unmapped when released.
public final class MappedFile: @unchecked Sendable {
    public let path: String
    private let base: UnsafeMutableRawPointer?
    public let count: Int

    /// Why an input could not be opened.
    public struct OpenError: Error, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "\(path): \(reason)" }
    }

    public init(path: String) throws(OpenError) {
        self.path = path
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw OpenError(path: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw OpenError(path: path, reason: String(cString: strerror(errno))) }
        if (info.st_mode & S_IFMT) == S_IFDIR { throw OpenError(path: path, reason: "is a directory") }
        let size = Int(info.st_size)
        count = size
        guard size > 0 else {
            base = nil
            return
        }
        #if canImport(Darwin)
            let flags = MAP_PRIVATE
        #else
            let flags = MAP_PRIVATE | MAP_POPULATE
        #endif
        guard let mapped = mmap(nil, size, PROT_READ, flags, descriptor, 0), mapped != MAP_FAILED else {
            throw OpenError(path: path, reason: String(cString: strerror(errno)))
        }
        base = mapped
    }

    deinit {
        if let base { munmap(base, count) }
    }

    /// Calls `body` with the file's bytes.
    public func withBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try body(UnsafeRawBufferPointer(start: base, count: count))
    }
}
