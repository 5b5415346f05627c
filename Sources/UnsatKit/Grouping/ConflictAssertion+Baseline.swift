public import Foundation
public import UnsatCapture

/// `unsat check`'s rule for the hook's assertions (UnsatCapture's `ConflictAssertion`): a record is
/// read as `unsat` reads the line, grouped as `check` groups it, and its conflict's fingerprint and
/// system rule are `check`'s own. (UnsatCapture links only Foundation and UnsatKit depends on it, so
/// the rule is given to it from here, never copied into it.)
extension ConflictAssertion {
    /// Stops a debug build on each conflict not in the baseline file at `url` (the one
    /// `unsat baseline` writes), UIKit's own left out unless `includeSystem`. A baseline that cannot
    /// be read makes every conflict new, and the first one's failure says why.
    public static func newConflicts(baseline url: URL, includeSystem: Bool = false) -> ConflictAssertion {
        do {
            return newConflicts(baseline: try Baseline.load(path: url.path), includeSystem: includeSystem)
        } catch {
            return ConflictAssertion(
                baseline: [], includeSystem: includeSystem, problem: error.description, judge: { verdict(of: $0) })
        }
    }

    /// Stops on each conflict `baseline` does not hold.
    public static func newConflicts(baseline: Baseline, includeSystem: Bool = false) -> ConflictAssertion {
        ConflictAssertion(baseline: baseline.fingerprints, includeSystem: includeSystem, judge: { verdict(of: $0) })
    }

    /// The fingerprint `unsat check` gives the conflict in `record`, and whether it is UIKit's own;
    /// nil when the record holds no conflict.
    public static func verdict(of record: CaptureRecord) -> Verdict? {
        let result = LogScanner.parse(Array((record.encodedLine() + "\n").utf8), file: "capture")
        guard let conflict = ConflictGrouper().group(result).first else { return nil }
        return Verdict(fingerprint: conflict.fingerprint, isSystem: conflict.isSystem)
    }
}

#if canImport(UIKit) && canImport(ObjectiveC)
    import ObjectiveC

    extension UnsatConflictCapture {
        /// `[UnsatConflictCapture installAssertingNewConflictsWithBaseline:url]` (after
        /// `@import UnsatKit;`): the hook, and a debug build stopped on each conflict not in the
        /// baseline file at `url`, as `ConflictCapture.install(assertOn: .newConflicts(baseline: url))`.
        @objc(installAssertingNewConflictsWithBaseline:)
        public static func installAsserting(baseline url: URL) {
            ConflictCapture.install(assertOn: .newConflicts(baseline: url))
        }
    }
#endif
