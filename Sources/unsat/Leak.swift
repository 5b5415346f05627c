import UnsatKit

/// Holds values until the process exits, so that their memory is not freed one object at a time.
enum Leak {
    private static let kept = Locked<[Any]>([])

    static func keep(_ value: Any) { kept.withLock { $0.append(value) } }
}
