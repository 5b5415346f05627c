import Foundation

/// Standard output: everything a command prints goes through here, so a write that fails (a full
/// disk, `> /dev/full`, a closed descriptor) is remembered and the run ends with a message and
/// 74, not an empty or truncated file that passes for a result.
enum Output {
    /// Why the first write failed; nothing is written after it.
    nonisolated(unsafe) private(set) static var failure: String?
    /// Whether anything was to be written.
    nonisolated(unsafe) private static var wrote = false

    static func write(_ text: String) {
        var text = text
        text.withUTF8 { write(UnsafeRawBufferPointer($0)) }
    }

    static func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { write($0) }
    }

    /// Writes all of `buffer` (a pipe may take it in pieces).
    static func write(_ buffer: UnsafeRawBufferPointer) {
        wrote = true
        guard failure == nil, let base = buffer.baseAddress else { return }
        var offset = 0
        while offset < buffer.count {
            let written = writeDescriptor(1, base + offset, buffer.count - offset)
            if written < 0, errno == EINTR { continue }
            if written < 0 {
                failure = String(cString: strerror(errno))
                return
            }
            offset += written
        }
    }

    /// Ends the output. Closing the descriptor reports what a file system only reports then (NFS);
    /// returns why the output is incomplete, nil when it is whole.
    static func finish() -> String? {
        // A run that printed nothing (an error said on stderr) keeps its own status.
        guard wrote else { return nil }
        if failure == nil, close(1) != 0, errno != EINTR { failure = String(cString: strerror(errno)) }
        return failure.map { "cannot write the output: \($0)" }
    }

    /// Standard output was closed when the process started: its /dev/null stand-in is not written to.
    static func closed() {
        failure = "standard output is closed"
    }
}

/// The C `write`, which `Output.write` would hide.
private func writeDescriptor(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
