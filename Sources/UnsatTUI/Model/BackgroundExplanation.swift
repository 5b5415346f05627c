import Dispatch
import UnsatKit

/// An explanation worked out off the main loop, taken once it is there.
final class BackgroundExplanation: Sendable {
    private enum Progress {
        case notStarted
        case working
        case done(Explanation)
    }

    private let progress = Locked(Progress.notStarted)

    /// Starts the search on `work`, the first time only; `work.whenDone` is called once it is done.
    func start(_ conflict: Conflict, explainer: Explainer, glyphs: Glyphs, on work: BackgroundWork) {
        let first = progress.withLock { progress in
            guard case .notStarted = progress else { return false }
            progress = .working
            return true
        }
        guard first else { return }
        work.run {
            let explanation = explainer.explain(conflict, glyphs: glyphs)
            self.progress.withLock { $0 = .done(explanation) }
            work.whenDone()
        }
    }

    /// The explanation, once it is done.
    func take() -> Explanation? {
        guard case .done(let explanation) = progress.current else { return nil }
        return explanation
    }
}

/// Where work done off the main loop runs (another thread, or in tests where the test says when),
/// and who hears when it is done (the app, which wakes its loop to settle and draw again).
struct BackgroundWork: Sendable {
    /// Runs a job off the loop.
    var run: @Sendable (@escaping @Sendable () -> Void) -> Void
    /// Called on the worker's thread when a job is done.
    var whenDone: @Sendable () -> Void = {}

    /// A thread of the system's; `whenDone` once a job is done.
    static func anotherThread(whenDone: @escaping @Sendable () -> Void = {}) -> BackgroundWork {
        BackgroundWork(
            run: { job in DispatchQueue.global(qos: .userInitiated).async(execute: job) }, whenDone: whenDone)
    }
}
