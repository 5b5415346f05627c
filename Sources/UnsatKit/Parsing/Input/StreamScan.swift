import Foundation

/// Reads a stream on every core while keeping little of it, the way a file is read: each core takes
/// the next chunk of the stream (a megabyte, read while no other core reads) and reads it at once,
/// while it is still in that core's cache. A chunk is cut at its first line that opens a report:
/// what comes before the cut ends the run the chunk before began, and from the cut on is a new run,
/// read by a scanner of its own (as a file's parts are). A run that another core is still reading
/// is handed the end that belongs to it as a copy, which that core reads when it is done; one that
/// no core is reading is read by the core that found its end. Memory holds a chunk a core, the
/// copies waiting (a few chunks at most: a core that would add more waits), and what is kept;
/// finished view dumps go to a spool file.
enum StreamScan {
    /// Bytes a core reads from the stream at once: small enough to stay in its cache while it is read.
    static let chunkSize = InputFile.chunkSize

    static func parse(_ input: InputFile, chunkSize: Int = chunkSize) throws(InputFile.ReadError) -> ParseResult {
        let stream = SharedStream(input: input, chunkSize: chunkSize, spool: DumpSpool.make())
        input.widenPipe()
        let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)
        DispatchQueue.concurrentPerform(iterations: cores) { _ in stream.work() }
        let combined = stream.runs.combined(path: input.path)
        if let failure = stream.failure { throw failure }
        return combined
    }
}
