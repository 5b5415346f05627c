// libFuzzer entry point: any bytes, read as a log, then grouped, explained and printed.
// Built by Scripts/fuzz.sh together with the UnsatKit and UnsatCapture sources.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let result = LogScanner.parse(bytes, file: "fuzz")
    // Streaming in odd chunks must read the same callbacks.
    var scanner = LogScanner(file: "fuzz")
    var offset = 0
    var chunk = 1
    while offset < bytes.count {
        let end = min(bytes.count, offset + chunk)
        bytes[offset..<end].withUnsafeBytes { scanner.feed($0) }
        offset = end
        chunk = chunk * 3 % 61 + 1
    }
    let streamed = scanner.finish()
    if streamed.callbacks.count != result.callbacks.count { fatalError("streamed and whole reads differ") }
    let conflicts = ConflictGrouper().group(result)
    _ = ListReport(result: result, conflicts: conflicts).json()
    _ = ListReport(result: result, conflicts: conflicts).text()
    for conflict in conflicts.prefix(3) {
        _ = ShowReport(conflict: conflict).text()
        _ = Explainer().explain(conflict)
    }
    return 0
}
