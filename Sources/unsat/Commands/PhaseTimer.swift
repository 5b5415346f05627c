import Foundation
import UnsatKit

/// Prints how long each phase took, the CPU time it used on every core, and the peak memory after
/// it, on stderr when UNSAT_TIMING is set (for the benchmark script).
struct PhaseTimer {
    let enabled: Bool
    var last = DispatchTime.now()
    var lastCPU = Platform.cpuSeconds()

    init(enabled: Bool) {
        self.enabled = enabled
    }

    mutating func mark(_ phase: String) {
        guard enabled else { return }
        let now = DispatchTime.now()
        let seconds = Double(now.uptimeNanoseconds - last.uptimeNanoseconds) / 1e9
        let cpu = Platform.cpuSeconds()
        let peak = Platform.peakMemoryKiB() / 1024
        let figures = String(format: "%.3f s (CPU %.3f s)", seconds, cpu - lastCPU)
        FileHandle.standardError.write(Data("unsat: \(phase) \(figures), peak memory \(peak) MiB\n".utf8))
        last = now
        lastCPU = cpu
    }
}
