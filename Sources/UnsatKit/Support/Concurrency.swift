import Dispatch
import Foundation
import Synchronization

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

    /// `transform` of each of `items`, made on every core, given to `body` on this thread in the
    /// items' order as soon as it and those before it are made: `body`'s work (writing a document
    /// out) goes on while the next results are made, and at most `window` results wait at once,
    /// however many items there are.
    package static func inOrder<T: Sendable, R: Sendable>(
        _ items: [T], window: Int = 256, sequentialBelow: Int = 2, _ transform: @Sendable @escaping (T) -> R,
        into body: (R) -> Void
    ) {
        guard items.count >= max(2, sequentialBelow) else {
            for item in items { body(transform(item)) }
            return
        }
        let ring = Ring<R>(size: max(1, window))
        let next = Atomic<Int>(0)
        let group = DispatchGroup()
        let workers = min(items.count, max(1, ProcessInfo.processInfo.activeProcessorCount))
        for _ in 0..<workers {
            DispatchQueue.global().async(group: group) {
                while true {
                    // An index is handed out only while fewer than `window` results wait: its
                    // slot's result before it (`window` back) has been taken.
                    ring.waitForRoom()
                    let index = next.add(1, ordering: .relaxed).oldValue
                    guard index < items.count else {
                        // The room taken goes back: another maker may wait for it, to find the end.
                        ring.giveBackRoom()
                        return
                    }
                    ring.put(transform(items[index]), at: index)
                }
            }
        }
        for index in items.indices { body(ring.take(at: index)) }
        group.wait()
    }

    /// The results waiting between the cores that make them and the thread that takes them in
    /// order: result i in slot i mod size. A maker takes an index only when there is room (fewer
    /// than `size` results made or being made and not yet taken), so slot i mod size is empty by then.
    private final class Ring<R>: @unchecked Sendable {
        // @unchecked: slot i mod size is written only by the one maker of result i, while no other
        // result that goes there is made or waiting (`room`), and read by the taker after `full`.
        private let slots: UnsafeMutablePointer<R?>
        private let full: [DispatchSemaphore]
        private let room: DispatchSemaphore
        private let size: Int

        init(size: Int) {
            self.size = size
            slots = .allocate(capacity: size)
            slots.initialize(repeating: nil, count: size)
            full = (0..<size).map { _ in DispatchSemaphore(value: 0) }
            // Made empty and then given its room: libdispatch stops a process that frees a
            // semaphore holding less than it was made with, which one made with nothing never does,
            // whatever the makers still hold when the ring goes.
            room = DispatchSemaphore(value: 0)
            for _ in 0..<size { room.signal() }
        }

        deinit {
            slots.deinitialize(count: size)
            slots.deallocate()
        }

        func waitForRoom() { room.wait() }

        func giveBackRoom() { room.signal() }

        func put(_ value: R, at index: Int) {
            slots[index % size] = value
            full[index % size].signal()
        }

        func take(at index: Int) -> R {
            full[index % size].wait()
            let value = slots[index % size].take()!
            room.signal()
            return value
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
