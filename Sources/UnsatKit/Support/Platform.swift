import CBytes
import Foundation

// Every call that differs between Linux and macOS lives in Platform*.swift, behind #if.
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The operating system, as far as the package needs it (the CLI and the inspector too; not
/// part of UnsatKit's public API).
package enum Platform {
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

    /// How many of the `count` bytes at `pointer` are `byte` (`unsat_count_byte`).
    @inline(__always)
    static func countByte(_ byte: UInt8, in pointer: UnsafePointer<UInt8>, count: Int) -> Int {
        count > 0 ? unsat_count_byte(pointer, count, Int32(byte)) : 0
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

    /// Literals (none empty) looked for together, in one pass (`find(_:in:count:)`): made once.
    struct Needles: @unchecked Sendable {
        fileprivate let pointers: [UnsafePointer<UInt8>?]
        fileprivate let lengths: [Int]

        init(_ literals: [StaticString]) {
            pointers = literals.map { $0.utf8Start }
            lengths = literals.map { $0.utf8CodeUnitCount }
        }
    }

    /// Offset of the first place any of `needles` starts (`unsat_find_needles`); `width` holds the
    /// search to vectors that wide (tests).
    static func find(_ needles: Needles, in pointer: UnsafePointer<UInt8>, count: Int, width: Int = 32) -> Int? {
        guard count > 0 else { return nil }
        let found = needles.pointers.withUnsafeBufferPointer { pointers in
            needles.lengths.withUnsafeBufferPointer { lengths in
                unsat_find_needles(
                    pointer, count, pointers.baseAddress, lengths.baseAddress, pointers.count, Int32(width))
            }
        }
        return found < count ? found : nil
    }

    /// The offset of the first report phrase that needs no '<' (`unsat_find_phrase`), or `count`.
    @inline(__always)
    static func findPhrase(in pointer: UnsafePointer<UInt8>, count: Int) -> Int {
        count > 0 ? unsat_find_phrase(pointer, count) : 0
    }

    /// The offset of the first place a block may start (`unsat_find_trigger`), or `count`.
    @inline(__always)
    static func findTrigger(in pointer: UnsafePointer<UInt8>, count: Int) -> Int {
        count > 0 ? unsat_find_trigger(pointer, count) : 0
    }

    /// `findTrigger` that also finds a page's HTML-escaped view dump (`&lt;UIView: 0x…`), whose root
    /// line may hold no `<` (`unsat_find_trigger_escaped`): for text that `holdsEntities`.
    @inline(__always)
    static func findTriggerEscaped(in pointer: UnsafePointer<UInt8>, count: Int) -> Int {
        count > 0 ? unsat_find_trigger_escaped(pointer, count) : 0
    }

    /// Whether the `count` bytes at `pointer` hold an HTML entity a page escapes a log with (`&lt;`,
    /// `&gt;`, `&quot;`, `&amp;`, `&#`): a page's text, escaped throughout, says so near its start.
    static func holdsEntities(_ pointer: UnsafePointer<UInt8>, count: Int) -> Bool {
        let end = count
        var i = 0
        while let hit = findByte(0x26, in: pointer + i, count: end - i) {
            let at = i + hit + 1
            if at + 3 <= end {
                switch pointer[at] {
                case 0x6C, 0x67:  // lt; gt;
                    if pointer[at + 1] == 0x74, pointer[at + 2] == 0x3B { return true }
                case 0x71, 0x61, 0x23:  // quot; amp; #
                    return true
                default: break
                }
            }
            i = at
        }
        return false
    }

    /// `findTrigger` (`triggers` 1, or 2 for `findTriggerEscaped`) or `findPhrase` (0) with vectors no
    /// wider than `width` bytes (32, 16, 0): so that each kernel this processor has can be tested
    /// against the plain loop.
    static func find(triggers: Int32, width: Int, in pointer: UnsafePointer<UInt8>, count: Int) -> Int {
        count > 0 ? unsat_find_with(pointer, count, triggers, Int32(width)) : 0
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

    /// Asks for a larger pipe buffer, so a fast writer (`cat`) hands over more a read; Linux only
    /// (elsewhere, and when refused, the pipe stays as it is).
    package static func widenPipe(_ descriptor: Int32) {
        #if os(Linux)
            _ = fcntl(descriptor, 1031 /* F_SETPIPE_SZ */, Int32(1 << 20))
        #endif
    }

    /// The process's peak resident memory so far, in KiB (for UNSAT_TIMING's figures).
    package static func peakMemoryKiB() -> Int {
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
    package static func cpuSeconds() -> Double {
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
    package static var closedAtStart: Set<Int32> { closed.current }

    private static let closed = Locked<Set<Int32>>([])

    /// Holds each closed standard descriptor open on /dev/null, and remembers which were closed:
    /// else the next file opened takes the number, and a spool file is read as standard input or
    /// the output is written into it, all with exit 0. Call it first thing.
    package static func holdStandardDescriptors() {
        for descriptor in Int32(0)...2 where fcntl(descriptor, F_GETFD) < 0 && errno == EBADF {
            closed.withLock { _ = $0.insert(descriptor) }
            // open gives the lowest free number: this one, as the lower ones are taken by now.
            _ = open("/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY)
        }
    }

    /// Sets the allocator up for a large read on every core (`unsat_tune_allocator`): glibc
    /// otherwise shrinks and regrows each thread's heap all through it. Call it first thing.
    package static func tuneAllocator() {
        unsat_tune_allocator()
    }

    /// Whether this system has the unified log that `unsat live` streams (`log`, `xcrun simctl`):
    /// macOS only. Elsewhere a log is piped in or read from a file.
    package static var hasUnifiedLog: Bool {
        #if os(macOS)
            true
        #else
            false
        #endif
    }

    /// Whether standard input/output is a terminal.
    package static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) != 0 }

    package static var environment: [String: String] { ProcessInfo.processInfo.environment }

    /// The height of the terminal at `descriptor`, in rows; nil when it is not one or does not say.
    package static func terminalRows(_ descriptor: Int32) -> Int? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 else { return nil }
        return Int(size.ws_row)
    }

    /// Whether the locale the environment names (LC_ALL, LC_CTYPE, LANG, as the C library reads
    /// them) encodes UTF-8 and is installed: a UTF-8 name the system lacks is the C locale, ASCII.
    package static func localeIsUTF8() -> Bool {
        setlocale(LC_CTYPE, "")
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        let name = String(cString: codeset).lowercased()
        return name == "utf-8" || name == "utf8"
    }
}

/// The C `read`, which a method named `read` would hide.
@inline(__always)
func readDescriptor(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
