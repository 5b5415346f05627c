// The hook for Objective-C apps: Apple platforms with UIKit only, like the hook itself.
#if canImport(UIKit) && canImport(ObjectiveC)
    public import Foundation
    import ObjectiveC

    /// The hook, for an app written in Objective-C: `@import UnsatCapture;`, then
    /// `[UnsatConflictCapture install];` in `application:didFinishLaunchingWithOptions:` (debug
    /// builds). The same hook as `ConflictCapture.install()`; the Objective-C properties and
    /// instance variables of the app's controllers name its views (`KeyPathFinder`).
    @objc(UnsatConflictCapture)
    @MainActor
    public final class UnsatConflictCapture: NSObject {
        /// `[UnsatConflictCapture install]`: records on standard error, beside UIKit's report.
        @objc public static func install() {
            ConflictCapture.install()
        }

        /// `[UnsatConflictCapture installToFileURL:url]`: records appended to the file at `url`
        /// (emptied first), for `unsat --follow FILE`.
        @objc(installToFileURL:)
        public static func install(toFile url: URL) {
            ConflictCapture.install(to: url)
        }
    }
#endif
