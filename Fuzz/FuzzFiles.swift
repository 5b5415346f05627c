// libFuzzer entry point: any bytes as a key-path map (`--ids`) and as a baseline (`--baseline`).
// Built by Scripts/fuzz.sh (target `files`) with the UnsatKit and UnsatCapture sources.
import Foundation

private let path = NSTemporaryDirectory() + "unsat-fuzz-\(getpid()).json"

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard FileManager.default.createFile(atPath: path, contents: Data(bytes: data, count: size)) else { return 0 }
    if let (map, _) = try? KeyPathMap.load(path: path) {
        _ = map.entries.count
    }
    if let baseline = try? Baseline.load(path: path) {
        _ = baseline.entries.count
    }
    return 0
}
