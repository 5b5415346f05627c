import Foundation

/// When the hook stops a debug build on a conflict (seed 000: "add assertions during development,
/// so that conflicts do not come back"): a conflict not in the team's baseline (`unsat baseline`),
/// and not in UIKit's own views, stops the app where it happens, at `UnsatConflictBreakpoint()`
/// and then at an `assertionFailure` (debug builds only).
///
/// The decision is made here, on every platform; what a record's fingerprint is, and whether it
/// is UIKit's own, is `unsat check`'s rule, which lives in UnsatKit (this module links nothing but
/// Foundation): `ConflictAssertion.newConflicts(baseline:)` there makes an assertion with it.
public struct ConflictAssertion: Sendable {
    /// What `unsat check` says of one record: its conflict's fingerprint, and whether the conflict
    /// is UIKit's own (`check` leaves those out unless `--include-system`).
    public struct Verdict: Hashable, Sendable {
        public var fingerprint: String
        public var isSystem: Bool

        public init(fingerprint: String, isSystem: Bool) {
            self.fingerprint = fingerprint
            self.isSystem = isSystem
        }
    }

    /// A conflict to stop on: the record, its fingerprint, and the message the assertion fails with.
    public struct Finding: Hashable, Sendable {
        public var record: CaptureRecord
        public var fingerprint: String
        /// Why the baseline could not be read (then every conflict is new to it).
        public var problem: String?

        public init(record: CaptureRecord, fingerprint: String, problem: String? = nil) {
            self.record = record
            self.fingerprint = fingerprint
            self.problem = problem
        }

        /// `New constraint conflict in MyApp.ProfileViewController (not in the baseline): UIKit broke …`,
        /// then the fingerprint and the record, for the failure message and the console.
        public var message: String {
            let owner = record.controller.map { " in \($0.class)" } ?? ""
            let broken = record.broken.map { "UIKit broke \($0)" } ?? "no constraint named as broken"
            return "New constraint conflict\(owner) (not in the baseline): \(broken)\n"
                + (problem.map { "the baseline could not be read: \($0)\n" } ?? "")
                + "fingerprint \(fingerprint); to accept it for now, add it to the baseline with 'unsat baseline'\n"
                + record.encodedLine()
        }
    }

    /// Fingerprints of the accepted conflicts.
    public var baseline: Set<String>
    /// Whether UIKit's own conflicts stop too (`check --include-system`).
    public var includeSystem: Bool
    /// Why the baseline could not be read, when it could not: the first conflict stops with it.
    public var problem: String?
    /// `unsat check`'s rule for one record; nil when the record holds no conflict it can read.
    public var judge: @Sendable (CaptureRecord) -> Verdict?

    public init(
        baseline: Set<String>, includeSystem: Bool = false, problem: String? = nil,
        judge: @escaping @Sendable (CaptureRecord) -> Verdict?
    ) {
        self.baseline = baseline
        self.includeSystem = includeSystem
        self.problem = problem
        self.judge = judge
    }

    /// The conflict to stop on in `record`, or nil: a conflict the baseline holds, UIKit's own (unless
    /// `includeSystem`), or one `stopped` already holds (UIKit calls back more than once for one
    /// conflict, at each layout pass: the app stops once a conflict a run).
    public func finding(for record: CaptureRecord, stopped: inout Set<String>) -> Finding? {
        guard let verdict = judge(record) else { return nil }
        guard includeSystem || !verdict.isSystem, !baseline.contains(verdict.fingerprint),
            stopped.insert(verdict.fingerprint).inserted
        else { return nil }
        return Finding(record: record, fingerprint: verdict.fingerprint, problem: problem)
    }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
// (A name to break on, written like UIKit's `UIViewAlertForUnsatisfiableConstraints`.)
/// Where a debug build stops on a new conflict, before its assertion fails: add a symbolic
/// breakpoint on `UnsatConflictBreakpoint` (Xcode's Breakpoint navigator, or
/// `breakpoint set -n UnsatConflictBreakpoint` in lldb) to stop here with the app's stack intact,
/// the view and its constraints a frame or two up. It does nothing itself.
@inline(never)
public func UnsatConflictBreakpoint() {
    // An empty function may still be folded into its caller's; this keeps it a function of its own.
    breakpointCalls &+= 1
}

/// How often `UnsatConflictBreakpoint()` ran (only so that its body is not empty).
nonisolated(unsafe) private var breakpointCalls = 0

extension ConflictAssertion {
    /// Stops on `finding`: says it on standard error, calls `UnsatConflictBreakpoint()`, then fails
    /// an assertion with its message (debug builds only; a release build goes on).
    public static func stop(_ finding: Finding) {
        FileHandle.standardError.write(Data(("unsat: " + finding.message + "\n").utf8))
        UnsatConflictBreakpoint()
        #if DEBUG
            assertionFailure(finding.message)
        #endif
    }
}
