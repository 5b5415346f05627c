import Foundation

// libFuzzer entry point: any bytes, read as a log, then grouped, explained and printed.
// Built by Scripts/fuzz.sh together with the UnsatKit and UnsatCapture sources.

/// A small deterministic generator seeded from the input, so a crash reproduces from its file.
private struct SplitMix {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let result = LogScanner.parse(bytes, file: "fuzz")
    // A stream never differs from the whole: chunks cut at random places, snapshots taken at random
    // points (each must read as the prefix read whole), and the end must equal the whole read.
    var random = SplitMix(state: bytes.reduce(UInt64(size)) { $0 &* 31 &+ UInt64($1) })
    var scanner = LogScanner(file: "fuzz")
    var offset = 0
    var snapshots = 0
    while offset < bytes.count {
        let end = min(bytes.count, offset + 1 + random.next(random.next(4) == 0 ? 4096 : 64))
        bytes[offset..<end].withUnsafeBytes { scanner.feed($0) }
        offset = end
        if snapshots < 8, random.next(4) == 0 {
            snapshots += 1
            let snapshot = scanner.snapshot()
            if snapshot != LogScanner.parse(Array(bytes[..<offset]), file: "fuzz") {
                fatalError("a snapshot after \(offset) bytes differs from reading those bytes whole")
            }
        }
    }
    if scanner.finish() != result { fatalError("streamed and whole reads differ") }
    // Read from a pipe as standard input is, on every core, in chunks of a random size (down to a
    // byte, so that chunks cut lines and cores wait for each other's runs).
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { fatalError("no pipe") }
    let writeEnd = ends[1]
    let written = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let got = write(writeEnd, buffer.baseAddress! + offset, buffer.count - offset)
                if got < 0, errno == EINTR { continue }
                guard got > 0 else { break }
                offset += got
            }
        }
        close(writeEnd)
        written.signal()
    }
    let chunk = 1 + random.next(random.next(2) == 0 ? 64 : 8192)
    guard let piped = try? StreamScan.parse(InputFile(descriptor: ends[0], path: "fuzz"), chunkSize: chunk) else {
        fatalError("a pipe could not be read")
    }
    written.wait()
    if piped != result || piped.diagnostics != result.diagnostics {
        fatalError("read from a pipe in chunks of \(chunk), the input reads otherwise than whole")
    }
    let conflicts = ConflictGrouper().group(result)
    _ = ConflictListing(result: result, conflicts: conflicts).json()
    _ = ConflictListing(result: result, conflicts: conflicts).text()
    for conflict in conflicts.prefix(3) {
        _ = ShowText(conflict: conflict).text()
        _ = Explainer().explain(conflict)
    }
    return 0
}
