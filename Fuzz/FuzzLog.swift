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
    let conflicts = ConflictGrouper().group(result)
    _ = ListReport(result: result, conflicts: conflicts).json()
    _ = ListReport(result: result, conflicts: conflicts).text()
    for conflict in conflicts.prefix(3) {
        _ = ShowReport(conflict: conflict).text()
        _ = Explainer().explain(conflict)
    }
    return 0
}
