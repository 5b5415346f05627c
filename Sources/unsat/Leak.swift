/// Holds values until the process exits, so that their memory is not freed one object at a time.
enum Leak {
    nonisolated(unsafe) static var kept: [Any] = []

    static func keep(_ value: Any) { kept.append(value) }
}
