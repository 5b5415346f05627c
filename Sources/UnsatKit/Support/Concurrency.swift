import Dispatch
import Foundation

/// A value that several threads share, read and written only under its lock. The one place the
/// package asks the compiler to trust a lock: every shared mutable state is one of these, so the
/// types that hold one are checked `Sendable` by the compiler.
package final class Locked<Value>: @unchecked Sendable {
    // @unchecked: `value` is touched only inside `lock.withLock`, which the compiler cannot see.
    private var value: Value
    private let lock = NSLock()

    package init(_ value: Value) { self.value = value }

    /// Runs `body` with the value, holding the lock.
    package func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
        try lock.withLock { try body(&value) }
    }

    /// A copy of the value as it is now.
    package var current: Value { withLock { $0 } }
}

/// Work shared out over every core, with the results in the order of the items.
package enum Parallel {
    /// `transform` over `items` on every core, in order. Below `sequentialBelow` items it runs on
    /// this thread (spreading out a little work costs more than it saves). `interleaved` hands item
    /// i to worker i mod workers, which evens out items of very different costs (files of a source
    /// tree); otherwise each worker takes a run of neighbours. Results are written straight into
    /// the array returned.
    package static func map<T: Sendable, R: Sendable>(
        _ items: [T], sequentialBelow: Int = 2, workersPerCore: Int = 4, interleaved: Bool = false,
        _ transform: @Sendable (T) -> R
    ) -> [R] {
        guard items.count >= max(2, sequentialBelow) else { return items.map(transform) }
        let workers = min(items.count, workersPerCore * max(1, ProcessInfo.processInfo.activeProcessorCount))
        return [R](unsafeUninitializedCapacity: items.count) { buffer, initialized in
            let slots = Slots(buffer.baseAddress!)
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                if interleaved {
                    for index in stride(from: worker, to: items.count, by: workers) {
                        slots.initialize(index, to: transform(items[index]))
                    }
                } else {
                    let range = (items.count * worker / workers)..<(items.count * (worker + 1) / workers)
                    for index in range { slots.initialize(index, to: transform(items[index])) }
                }
            }
            initialized = items.count
        }
    }

    /// `transform` of `items` in order, given to `body` a batch of `size` at a time, each batch on
    /// every core: only one batch's results are held at once, however many items there are.
    package static func batches<T: Sendable, R: Sendable>(
        _ items: [T], size: Int, sequentialBelow: Int = 2, _ transform: @Sendable (T) -> R, into body: ([R]) -> Void
    ) {
        for start in stride(from: 0, to: items.count, by: size) {
            let part = Array(items[start..<min(start + size, items.count)])
            body(map(part, sequentialBelow: sequentialBelow, transform))
        }
    }

    /// The uninitialized storage of the array being made.
    private struct Slots<R>: @unchecked Sendable {
        // @unchecked: each index is initialized by exactly one worker, and the array is read only
        // after `concurrentPerform` has returned, so no two threads touch one element.
        let base: UnsafeMutablePointer<R>

        init(_ base: UnsafeMutablePointer<R>) { self.base = base }

        func initialize(_ index: Int, to value: R) { (base + index).initialize(to: value) }
    }
}
