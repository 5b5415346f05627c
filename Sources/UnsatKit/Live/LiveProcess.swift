import Foundation

/// The running `log stream` of `unsat live`: its output a pipe for the reader, its errors kept
/// aside (they would draw over the inspector) and handed back once it has ended.
public final class LiveProcess {
    /// Its process group (it leads one of its own).
    public var processGroup: Int32 { pid }
    /// The read end of the pipe its output goes to.
    public let output: Int32
    public let arguments: [String]
    private let pid: Int32
    private let errors: Int32
    private var status: Int32?

    /// Why it could not be started.
    public struct StartError: Error, CustomStringConvertible {
        public var description: String
    }

    /// Starts `arguments` (the program looked up in PATH) in a process group of its own.
    public init(arguments: [String]) throws(StartError) {
        self.arguments = arguments
        // Neither end is left open in the program (spawn gives it its own standard output), nor in
        // any other unsat starts: else the pipe would not end when one side does.
        guard let ends = Platform.makePipe() else {
            throw StartError(description: "cannot make a pipe: \(Self.reason(errno))")
        }
        let errors = Platform.unlinkedTemporaryFile(prefix: "unsat-live") ?? -1
        let pid: Int32
        do {
            // Keys are the inspector's: the log reader gets no terminal to read from (its input is
            // /dev/null). A group of its own, so that ending it ends whatever it started too
            // (xcrun, simctl, log).
            pid = try Platform.spawn(
                arguments, output: ends.write, errors: errors >= 0 ? errors : nil, ownProcessGroup: true)
        } catch {
            close(ends.write)
            close(ends.read)
            if errors >= 0 { close(errors) }
            throw StartError(description: "cannot run \(arguments[0]): \(error.reason)")
        }
        close(ends.write)
        output = ends.read
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
        Platform.endProcessGroup(pid)
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
        status = Platform.reap(pid, waiting: waiting)
        return status
    }

    private static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}
