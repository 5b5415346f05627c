import CZlib
import Foundation

/// A PNG's pixels, as the browser test reads a screenshot: 8-bit RGB or RGBA, not interlaced
/// (what Chromium writes). The scanlines are inflated with zlib and their filters undone.
struct PNGImage {
    let width: Int
    let height: Int
    /// Bytes a pixel: 3 (RGB) or 4 (RGBA).
    let channels: Int
    let pixels: [UInt8]

    enum Failure: Error { case notPNG, unsupported(String), inflate(Int32) }

    init(_ data: [UInt8]) throws {
        guard data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { throw Failure.notPNG }
        func big(_ at: Int) -> Int { data[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        var offset = 8
        var header: (width: Int, height: Int, depth: UInt8, type: UInt8, interlace: UInt8)?
        var compressed: [UInt8] = []
        while offset + 8 <= data.count {
            let length = big(offset)
            let type = String(decoding: data[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let body = (offset + 8)..<min(data.count, offset + 8 + length)
            switch type {
            case "IHDR":
                header = (
                    big(body.lowerBound), big(body.lowerBound + 4), data[body.lowerBound + 8],
                    data[body.lowerBound + 9], data[body.lowerBound + 12]
                )
            case "IDAT": compressed += data[body]
            default: break
            }
            if type == "IEND" { break }
            offset += 12 + length
        }
        guard let header else { throw Failure.notPNG }
        guard header.depth == 8, header.type == 2 || header.type == 6, header.interlace == 0 else {
            throw Failure.unsupported("depth \(header.depth), color type \(header.type), interlace \(header.interlace)")
        }
        width = header.width
        height = header.height
        channels = header.type == 6 ? 4 : 3
        let stride = width * channels
        var raw = [UInt8](repeating: 0, count: height * (stride + 1))
        var size = uLongf(raw.count)
        let status = raw.withUnsafeMutableBufferPointer { out in
            compressed.withUnsafeBufferPointer { input in
                uncompress(out.baseAddress, &size, input.baseAddress, uLong(input.count))
            }
        }
        guard status == Z_OK else { throw Failure.inflate(status) }
        // Each scanline starts with its filter; undone against the line above, already undone.
        var out = [UInt8](repeating: 0, count: height * stride)
        for row in 0..<height {
            let filter = raw[row * (stride + 1)]
            let line = row * (stride + 1) + 1
            for i in 0..<stride {
                let x = raw[line + i]
                let a = i >= channels ? Int(out[row * stride + i - channels]) : 0
                let b = row > 0 ? Int(out[(row - 1) * stride + i]) : 0
                let c = row > 0 && i >= channels ? Int(out[(row - 1) * stride + i - channels]) : 0
                let predicted: Int
                switch filter {
                case 1: predicted = a
                case 2: predicted = b
                case 3: predicted = (a + b) / 2
                case 4:
                    let p = a + b - c
                    let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
                    predicted = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
                default: predicted = 0
                }
                out[row * stride + i] = UInt8(truncatingIfNeeded: Int(x) + predicted)
            }
        }
        pixels = out
    }

    /// The red, green and blue of the pixel at (`x`, `y`).
    func rgb(_ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int) {
        let at = (y * width + x) * channels
        return (Int(pixels[at]), Int(pixels[at + 1]), Int(pixels[at + 2]))
    }
}
