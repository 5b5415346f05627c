import Foundation
import Synchronization
import Testing

@testable import UnsatKit

/// Work spread over the cores gives what the same work in order would.
struct ConcurrencyTests {
    /// Items of very different costs, so that results are made out of order.
    static func slowly(_ item: Int) -> String {
        if item % 7 == 0 { usleep(UInt32(200 + item % 5 * 100)) }
        return "item \(item)"
    }

    @Test(arguments: [1, 3, 64])
    func inOrderGivesEveryResultInTheItemsOrder(window: Int) {
        let items = Array(0..<500)
        var seen: [String] = []
        Parallel.inOrder(items, window: window, { Self.slowly($0) }) { seen.append($0) }
        #expect(seen == items.map(Self.slowly))
    }

    @Test func inOrderHoldsNoMoreThanItsWindow() {
        // Results made and not yet taken, counted as they are made and as they are taken.
        let waiting = Atomic<Int>(0)
        let most = Atomic<Int>(0)
        var taken = 0
        Parallel.inOrder(
            Array(0..<300), window: 8,
            { item -> Int in
                let now = waiting.add(1, ordering: .relaxed).newValue
                _ = most.max(now, ordering: .relaxed)
                return item
            }
        ) { item in
            // The taker is slow: makers would run ahead if they could.
            if item % 10 == 0 { usleep(500) }
            waiting.subtract(1, ordering: .relaxed)
            #expect(item == taken)
            taken += 1
        }
        #expect(taken == 300)
        // The window's 8, and the one the taker has in hand (it counts down only in `body`).
        #expect(most.load(ordering: .relaxed) <= 9)
    }

    @Test func inOrderOfFewItemsRunsHere() {
        var seen: [Int] = []
        Parallel.inOrder([5, 6, 7], sequentialBelow: 65, { $0 * 2 }) { seen.append($0) }
        #expect(seen == [10, 12, 14])
        Parallel.inOrder([Int](), { $0 }) { seen.append($0) }
        #expect(seen == [10, 12, 14])
    }

    @Test func permuteSwapsIntoTheOrderGiven() {
        var generator = SystemRandomNumberGenerator()
        for count in [0, 1, 2, 7, 100] {
            let items = (0..<count).map { "conflict \($0)" }
            let order = Array(0..<count).shuffled(using: &generator)
            var permuted = items
            ConflictGrouper.permute(&permuted, by: order)
            #expect(permuted == order.map { items[$0] })
        }
    }
}
