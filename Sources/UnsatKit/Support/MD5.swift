/// MD5 (RFC 1321), for the seed's key-path identifiers and for fingerprints: the one MD5, on every
/// system (no CryptoKit), so a fingerprint is the same wherever it is worked out.
///
/// A fingerprint is worked out for every conflict of a log, so the 64 steps are written out with
/// their constants (floor(abs(sin(i + 1)) × 2^32), as the RFC tabulates) instead of looked up.
enum MD5 {
    static func digest(_ message: [UInt8]) -> [UInt8] {
        var state: (UInt32, UInt32, UInt32, UInt32) = (0x6745_2301, 0xefcd_ab89, 0x98ba_dcfe, 0x1032_5476)
        message.withUnsafeBytes { input in
            let whole = input.count / 64
            for block in 0..<whole { compress(&state, input.baseAddress! + block * 64) }
            // The rest, its 0x80 and zero padding, and the length in bits: one or two more blocks.
            let rest = input.count - whole * 64
            withUnsafeTemporaryAllocation(byteCount: 128, alignment: 8) { out in
                out.initializeMemory(as: UInt8.self, repeating: 0)
                if rest > 0 { out.baseAddress!.copyMemory(from: input.baseAddress! + whole * 64, byteCount: rest) }
                out[rest] = 0x80
                let blocks = rest + 9 <= 64 ? 1 : 2
                let bitLength = UInt64(input.count) &* 8
                for k in 0..<8 { out[blocks * 64 - 8 + k] = UInt8(truncatingIfNeeded: bitLength >> (8 * UInt64(k))) }
                for block in 0..<blocks { compress(&state, UnsafeRawPointer(out.baseAddress! + block * 64)) }
            }
        }
        var out = [UInt8](repeating: 0, count: 16)
        for (index, word) in [state.0, state.1, state.2, state.3].enumerated() {
            for k in 0..<4 { out[index * 4 + k] = UInt8(truncatingIfNeeded: word >> (8 * UInt32(k))) }
        }
        return out
    }

    static func hex(_ message: [UInt8]) -> String { hex(digest: digest(message)) }

    /// Lower-case hex digits of a digest.
    static func hex(digest: [UInt8]) -> String {
        String(unsafeUninitializedCapacity: digest.count * 2) { out in
            let digits: StaticString = "0123456789abcdef"
            for (index, byte) in digest.enumerated() {
                out[2 * index] = digits.utf8Start[Int(byte >> 4)]
                out[2 * index + 1] = digits.utf8Start[Int(byte & 0xF)]
            }
            return digest.count * 2
        }
    }

    /// One 64-byte block into the state.
    @inline(__always)
    private static func compress(_ state: inout (UInt32, UInt32, UInt32, UInt32), _ bytes: UnsafeRawPointer) {
        var w = (
            UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0),
            UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0)
        )
        withUnsafeMutableBytes(of: &w) { $0.copyMemory(from: UnsafeRawBufferPointer(start: bytes, count: 64)) }
        #if _endian(big)
            w = (
                w.0.byteSwapped, w.1.byteSwapped, w.2.byteSwapped, w.3.byteSwapped, w.4.byteSwapped, w.5.byteSwapped,
                w.6.byteSwapped, w.7.byteSwapped, w.8.byteSwapped, w.9.byteSwapped, w.10.byteSwapped,
                w.11.byteSwapped, w.12.byteSwapped, w.13.byteSwapped, w.14.byteSwapped, w.15.byteSwapped
            )
        #endif
        withUnsafeBytes(of: &w) { raw in
            let x = raw.bindMemory(to: UInt32.self)
            var (a, b, c, d) = state
            a = ff(a, b, c, d, x[0], 7, 0xd76aa478)
            d = ff(d, a, b, c, x[1], 12, 0xe8c7b756)
            c = ff(c, d, a, b, x[2], 17, 0x242070db)
            b = ff(b, c, d, a, x[3], 22, 0xc1bdceee)
            a = ff(a, b, c, d, x[4], 7, 0xf57c0faf)
            d = ff(d, a, b, c, x[5], 12, 0x4787c62a)
            c = ff(c, d, a, b, x[6], 17, 0xa8304613)
            b = ff(b, c, d, a, x[7], 22, 0xfd469501)
            a = ff(a, b, c, d, x[8], 7, 0x698098d8)
            d = ff(d, a, b, c, x[9], 12, 0x8b44f7af)
            c = ff(c, d, a, b, x[10], 17, 0xffff5bb1)
            b = ff(b, c, d, a, x[11], 22, 0x895cd7be)
            a = ff(a, b, c, d, x[12], 7, 0x6b901122)
            d = ff(d, a, b, c, x[13], 12, 0xfd987193)
            c = ff(c, d, a, b, x[14], 17, 0xa679438e)
            b = ff(b, c, d, a, x[15], 22, 0x49b40821)
            a = gg(a, b, c, d, x[1], 5, 0xf61e2562)
            d = gg(d, a, b, c, x[6], 9, 0xc040b340)
            c = gg(c, d, a, b, x[11], 14, 0x265e5a51)
            b = gg(b, c, d, a, x[0], 20, 0xe9b6c7aa)
            a = gg(a, b, c, d, x[5], 5, 0xd62f105d)
            d = gg(d, a, b, c, x[10], 9, 0x02441453)
            c = gg(c, d, a, b, x[15], 14, 0xd8a1e681)
            b = gg(b, c, d, a, x[4], 20, 0xe7d3fbc8)
            a = gg(a, b, c, d, x[9], 5, 0x21e1cde6)
            d = gg(d, a, b, c, x[14], 9, 0xc33707d6)
            c = gg(c, d, a, b, x[3], 14, 0xf4d50d87)
            b = gg(b, c, d, a, x[8], 20, 0x455a14ed)
            a = gg(a, b, c, d, x[13], 5, 0xa9e3e905)
            d = gg(d, a, b, c, x[2], 9, 0xfcefa3f8)
            c = gg(c, d, a, b, x[7], 14, 0x676f02d9)
            b = gg(b, c, d, a, x[12], 20, 0x8d2a4c8a)
            a = hh(a, b, c, d, x[5], 4, 0xfffa3942)
            d = hh(d, a, b, c, x[8], 11, 0x8771f681)
            c = hh(c, d, a, b, x[11], 16, 0x6d9d6122)
            b = hh(b, c, d, a, x[14], 23, 0xfde5380c)
            a = hh(a, b, c, d, x[1], 4, 0xa4beea44)
            d = hh(d, a, b, c, x[4], 11, 0x4bdecfa9)
            c = hh(c, d, a, b, x[7], 16, 0xf6bb4b60)
            b = hh(b, c, d, a, x[10], 23, 0xbebfbc70)
            a = hh(a, b, c, d, x[13], 4, 0x289b7ec6)
            d = hh(d, a, b, c, x[0], 11, 0xeaa127fa)
            c = hh(c, d, a, b, x[3], 16, 0xd4ef3085)
            b = hh(b, c, d, a, x[6], 23, 0x04881d05)
            a = hh(a, b, c, d, x[9], 4, 0xd9d4d039)
            d = hh(d, a, b, c, x[12], 11, 0xe6db99e5)
            c = hh(c, d, a, b, x[15], 16, 0x1fa27cf8)
            b = hh(b, c, d, a, x[2], 23, 0xc4ac5665)
            a = ii(a, b, c, d, x[0], 6, 0xf4292244)
            d = ii(d, a, b, c, x[7], 10, 0x432aff97)
            c = ii(c, d, a, b, x[14], 15, 0xab9423a7)
            b = ii(b, c, d, a, x[5], 21, 0xfc93a039)
            a = ii(a, b, c, d, x[12], 6, 0x655b59c3)
            d = ii(d, a, b, c, x[3], 10, 0x8f0ccc92)
            c = ii(c, d, a, b, x[10], 15, 0xffeff47d)
            b = ii(b, c, d, a, x[1], 21, 0x85845dd1)
            a = ii(a, b, c, d, x[8], 6, 0x6fa87e4f)
            d = ii(d, a, b, c, x[15], 10, 0xfe2ce6e0)
            c = ii(c, d, a, b, x[6], 15, 0xa3014314)
            b = ii(b, c, d, a, x[13], 21, 0x4e0811a1)
            a = ii(a, b, c, d, x[4], 6, 0xf7537e82)
            d = ii(d, a, b, c, x[11], 10, 0xbd3af235)
            c = ii(c, d, a, b, x[2], 15, 0x2ad7d2bb)
            b = ii(b, c, d, a, x[9], 21, 0xeb86d391)
            state = (state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d)
        }
    }

    @inline(__always)
    private static func rotate(_ x: UInt32, _ s: UInt32) -> UInt32 { x << s | x >> (32 - s) }

    @inline(__always)
    private static func ff(_ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32, _ x: UInt32, _ s: UInt32, _ t: UInt32)
        -> UInt32
    { b &+ rotate(a &+ ((b & c) | (~b & d)) &+ x &+ t, s) }

    @inline(__always)
    private static func gg(_ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32, _ x: UInt32, _ s: UInt32, _ t: UInt32)
        -> UInt32
    { b &+ rotate(a &+ ((b & d) | (c & ~d)) &+ x &+ t, s) }

    @inline(__always)
    private static func hh(_ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32, _ x: UInt32, _ s: UInt32, _ t: UInt32)
        -> UInt32
    { b &+ rotate(a &+ (b ^ c ^ d) &+ x &+ t, s) }

    @inline(__always)
    private static func ii(_ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32, _ x: UInt32, _ s: UInt32, _ t: UInt32)
        -> UInt32
    { b &+ rotate(a &+ (c ^ (b | ~d)) &+ x &+ t, s) }
}

extension Platform {
    /// MD5 of `bytes` as 32 lower-case hex digits: the seed's identifier of a key path.
    package static func md5Hex(_ bytes: [UInt8]) -> String { MD5.hex(bytes) }
}
