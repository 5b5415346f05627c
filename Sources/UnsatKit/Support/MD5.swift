import Foundation

/// MD5 (RFC 1321), for the seed's key-path identifiers and for fingerprints. Used where CryptoKit
/// is absent (Linux); `Platform.md5Hex` picks CryptoKit where it exists.
enum MD5 {
    private static let shifts: [UInt32] = [
        7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22,
        5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20,
        4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23,
        6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21,
    ]

    /// floor(abs(sin(i + 1)) × 2^32), as the RFC tabulates.
    private static let table: [UInt32] = (0..<64).map {
        UInt32(truncatingIfNeeded: Int64(abs(sin(Double($0 + 1))) * 4_294_967_296))
    }

    static func digest(_ message: [UInt8]) -> [UInt8] {
        // The message, its 0x80 and zero padding, and its length in bits, in whole 64-byte blocks.
        let blocks = (message.count + 8) / 64 + 1
        var padded = [UInt8](repeating: 0, count: blocks * 64)
        padded.withUnsafeMutableBufferPointer { out in
            message.withUnsafeBufferPointer { input in
                if let base = input.baseAddress { out.baseAddress!.update(from: base, count: input.count) }
            }
            out[message.count] = 0x80
            let bitLength = UInt64(message.count) &* 8
            for k in 0..<8 { out[out.count - 8 + k] = UInt8(truncatingIfNeeded: bitLength >> (8 * UInt64(k))) }
        }
        var a0: UInt32 = 0x6745_2301
        var b0: UInt32 = 0xefcd_ab89
        var c0: UInt32 = 0x98ba_dcfe
        var d0: UInt32 = 0x1032_5476
        // Local copies: a `static let` read in the loop would check its one-time initialisation
        // on every access.
        let shifts = Self.shifts
        let table = Self.table
        shifts.withUnsafeBufferPointer { shifts in
            table.withUnsafeBufferPointer { table in
                padded.withUnsafeBytes { raw in
                    for chunk in 0..<blocks {
                        var words = (
                            UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0),
                            UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0)
                        )
                        withUnsafeMutableBytes(of: &words) {
                            $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: raw[(chunk * 64)..<(chunk * 64 + 64)]))
                        }
                        withUnsafeBytes(of: &words) { wordBytes in
                            let word = wordBytes.bindMemory(to: UInt32.self)
                            var a = a0
                            var b = b0
                            var c = c0
                            var d = d0
                            for i in 0..<64 {
                                var f: UInt32
                                var g: Int
                                switch i {
                                case 0..<16:
                                    f = (b & c) | (~b & d)
                                    g = i
                                case 16..<32:
                                    f = (d & b) | (~d & c)
                                    g = (5 * i + 1) & 15
                                case 32..<48:
                                    f = b ^ c ^ d
                                    g = (3 * i + 5) & 15
                                default:
                                    f = c ^ (b | ~d)
                                    g = (7 * i) & 15
                                }
                                f = f &+ a &+ table[i] &+ UInt32(littleEndian: word[g])
                                a = d
                                d = c
                                c = b
                                b = b &+ (f << shifts[i] | f >> (32 - shifts[i]))
                            }
                            a0 = a0 &+ a
                            b0 = b0 &+ b
                            c0 = c0 &+ c
                            d0 = d0 &+ d
                        }
                    }
                }
            }
        }
        var out: [UInt8] = []
        out.reserveCapacity(16)
        for word in [a0, b0, c0, d0] {
            for k in 0..<4 { out.append(UInt8(truncatingIfNeeded: word >> (8 * UInt32(k)))) }
        }
        return out
    }

    static func hex(_ message: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var out: [UInt8] = []
        for byte in digest(message) {
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 0xF)])
        }
        return String(decoding: out, as: UTF8.self)
    }
}
