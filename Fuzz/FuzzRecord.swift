// libFuzzer entry point: any line, decoded as an `unsat-capture/1` record and turned into a callback.
// Built by Scripts/fuzz.sh (target `record`) with the UnsatKit and UnsatCapture sources.
import UnsatCapture

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    if case .success(let record) = CaptureRecord.decode(text) {
        let (callback, _) = record.callback(file: "fuzz", line: 1)
        _ = callback.hierarchy?.nodes.count
        // What the hook writes must read back.
        let line = record.encodedLine()
        if case .failure(let error) = CaptureRecord.decode(line) {
            fatalError("a record's own line does not read back: \(error.message)")
        }
    }
    return 0
}
