import CBytes
import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The running `log stream` of `unsat live`: its output a pipe for the reader, its errors kept
/// aside (they would draw over the inspector) and handed back once it has ended.
public final class LiveProcess {
    /// Its process group (it leads one of its own).
    public var processGroup: Int32 { pid }
    /// The read end of the pipe its output goes to.
    public let output: Int32
    public let arguments: [String]
    private let pid: pid_t
    private let errors: Int32
    private var status: Int32?

    /// Why it could not be started.
    public struct StartError: Error, CustomStringConvertible {
        public var description: String
    }

    /// Starts `arguments` (the program looked up in PATH) in a process group of its own.
    public init(arguments: [String]) throws(StartError) {
        self.arguments = arguments
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw StartError(description: "cannot make a pipe: \(Self.reason(errno))") }
        // Neither end is left open in the program (dup2 gives it its own standard output), nor in
        // any other unsat starts: else the pipe would not end when one side does.
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        let errors = Self.spoolFile()
        var arguments = arguments.map { strdup($0) }
        arguments.append(nil)
        defer { for argument in arguments { free(argument) } }
        var pid: pid_t = 0
        let failure = unsat_spawn_reading(&arguments, ends[1], errors >= 0 ? errors : 2, &pid)
        close(ends[1])
        guard failure == 0 else {
            close(ends[0])
            if errors >= 0 { close(errors) }
            throw StartError(description: "cannot run \(self.arguments[0]): \(Self.reason(failure))")
        }
        output = ends[0]
        self.pid = pid
        self.errors = errors
    }

    deinit {
        _ = end()
        close(output)
        if errors >= 0 { close(errors) }
    }

    /// Its exit status (128 + the signal when one ended it) when it has ended within `seconds`;
    /// nil while it runs. A stream that cannot start (no simulator booted) ends at once.
    public func ended(within seconds: Double) -> Int32? {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            if let status = reap(waiting: false) { return status }
            if Date() >= deadline { return nil }
            usleep(20_000)
        }
    }

    /// Ends it and whatever it started (its process group), and returns how it ended: its own
    /// status when it had ended by itself, nil when it was ended here.
    @discardableResult
    public func end() -> Int32? {
        if let status { return status }
        if let status = reap(waiting: false) { return status }
        kill(-pid, SIGTERM)
        _ = reap(waiting: true)
        return nil
    }

    /// What it wrote on its standard error (the reason it failed, as it says it).
    public func errorText() -> String {
        guard errors >= 0 else { return "" }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        var offset: off_t = 0
        while true {
            let got = chunk.withUnsafeMutableBytes { pread(errors, $0.baseAddress, $0.count, offset) }
            if got < 0, errno == EINTR { continue }
            guard got > 0 else { break }
            bytes += chunk[0..<got]
            offset += off_t(got)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private func reap(waiting: Bool) -> Int32? {
        if let status { return status }
        var raw: Int32 = 0
        while true {
            let got = waitpid(pid, &raw, waiting ? 0 : WNOHANG)
            if got < 0, errno == EINTR { continue }
            guard got == pid else { return nil }
            break
        }
        status = Platform.exitStatus(raw)
        return status
    }

    /// An unlinked temporary file for its errors; -1 when none can be made (they then go to ours).
    private static func spoolFile() -> Int32 {
        let directory = Platform.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((directory + "/unsat-live-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return -1 }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        return descriptor
    }

    private static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}
