import Dispatch

/// The runs' results, stored as they finish and joined in order at the end.
final class RunResults: Sendable {
    private let group = DispatchGroup()
    private let results = Locked<[ParseResult?]>([])

    func expect(_ index: Int) {
        group.enter()
        results.withLock { results in
            while results.count <= index { results.append(nil) }
        }
    }

    func store(_ result: ParseResult, at index: Int) {
        results.withLock { $0[index] = result }
        group.leave()
    }

    /// Waits for every run, then numbers each run's lines after the runs before it.
    func combined(path: String) -> ParseResult {
        group.wait()
        // Moved out, so that each result is held once and shifting its lines does not copy it.
        let parts = results.withLock { results in
            defer { results = [] }
            return results
        }
        return PartJoiner.join(parts, path: path)
    }
}
