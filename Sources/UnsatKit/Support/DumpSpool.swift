import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// An unlinked temporary file that the view dumps read from a pipe are written to, so that they are
/// kept as file ranges, as a file's own dumps are: memory then holds a dump only while it is open.
///
/// Append-only: each dump reserves its own range and writes it once, and a range never changes
/// after, so parsers that share a spool (a copy taken for a snapshot, the parts read on other
/// cores) never see each other's writes.
final class DumpSpool: Sendable {
    let file: InputFile
    private let descriptor: Int32
    /// Where the next dump goes: the end of what is reserved so far.
    private let end = Locked(0)

    /// A new spool in the temporary directory; nil when none can be made (the dumps then stay in
    /// memory).
    static func make() -> DumpSpool? {
        guard let descriptor = Platform.unlinkedTemporaryFile(prefix: "unsat-dumps") else { return nil }
        return DumpSpool(descriptor: descriptor)
    }

    private init(descriptor: Int32) {
        self.descriptor = descriptor
        file = InputFile(descriptor: descriptor, path: "(spool)")
    }

    /// Writes `bytes` at the end and returns where they are; nil when the write failed.
    func append(_ bytes: [UInt8]) -> Range<Int>? {
        let start = end.withLock { end in
            defer { end += bytes.count }
            return end
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
