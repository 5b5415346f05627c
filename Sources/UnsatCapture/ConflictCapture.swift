// The hook itself: Apple platforms with UIKit only. Everything it writes is a `CaptureRecord`.
#if canImport(UIKit) && canImport(ObjectiveC)
    public import Foundation
    import ObjectiveC
    import UIKit

    /// Captures every Auto Layout conflict as one `unsat-capture/1` record (docs/formats.md §3). It
    /// replaces `-[UIView engine:willBreakConstraint:dueToMutuallyExclusiveConstraints:]`, lets
    /// UIKit print and recover as usual, then writes the controller, the view tree with frames
    /// and key paths, the constraints and the one UIKit broke.
    ///
    /// Call `ConflictCapture.install()` once, early (in `application(_:didFinishLaunchingWithOptions:)`),
    /// in debug builds. Records go to standard error by default, so they land in the same console log
    /// as UIKit's report; `unsat` reads both and counts them as one callback.
    @MainActor
    public enum ConflictCapture {
        private static var installed = false
        /// When set, a conflict this says is new stops the app (`install(assertOn:)`).
        private static var assertion: ConflictAssertion?
        /// Fingerprints stopped on already in this run: one stop a conflict.
        private static var stopped: Set<String> = []
        private static var writer: @Sendable (String) -> Void = { line in
            FileHandle.standardError.write(Data((line + "\n").utf8))
        }

        private typealias Original = @convention(c) (UIView, Selector, AnyObject, NSLayoutConstraint, NSArray) -> Void

        /// Installs the hook with its records appended to the file at `url` (emptied first: one
        /// run, one capture), for `unsat --follow FILE` to show as they come. No breakpoint needed.
        public static func install(to url: URL) {
            guard let file = CaptureFileWriter(url: url) else { return }
            install { file.write($0) }
        }

        /// Installs the hook (records on standard error, or to `url`) and stops a debug build on
        /// each conflict `assertion` says is new, where it happens: at `UnsatConflictBreakpoint()`,
        /// then an `assertionFailure` with the record. With UnsatKit:
        /// `ConflictCapture.install(assertOn: .newConflicts(baseline: url))`.
        public static func install(assertOn assertion: ConflictAssertion, to url: URL? = nil) {
            Self.assertion = assertion
            if let url { install(to: url) } else { install() }
        }

        /// Installs the hook (once; later calls change only where records go).
        public static func install(writer: (@Sendable (String) -> Void)? = nil) {
            if let writer { Self.writer = writer }
            guard !installed else { return }
            let selector = NSSelectorFromString("engine:willBreakConstraint:dueToMutuallyExclusiveConstraints:")
            guard let method = class_getInstanceMethod(UIView.self, selector) else { return }
            let originalIMP = method_getImplementation(method)
            let original = unsafeBitCast(originalIMP, to: Original.self)
            let block: @convention(block) (UIView, AnyObject, NSLayoutConstraint, NSArray) -> Void = {
                view, engine, broken, constraints in
                original(view, selector, engine, broken, constraints)
                // UIKit calls back on the main thread; the record and its writer are main-actor state.
                MainActor.assumeIsolated {
                    let record = makeRecord(view: view, broken: broken, constraints: constraints)
                    writer(record.encodedLine())
                    if let finding = assertion?.finding(for: record, stopped: &stopped) {
                        ConflictAssertion.stop(finding)
                    }
                }
            }
            method_setImplementation(method, imp_implementationWithBlock(block))
            installed = true
        }

        static func makeRecord(view: UIView, broken: NSLayoutConstraint, constraints: NSArray) -> CaptureRecord {
            let controller = owningController(of: view)
            let root = controller?.view ?? view.window ?? view
            var keyPathByView: [ObjectIdentifier: String] = [:]
            if let controller {
                let found = KeyPathFinder().keyPaths(in: controller) { $0 is UIView }
                keyPathByView = found.compactMapValues(\.first)
                if let rootView = controller.view { keyPathByView[ObjectIdentifier(rootView)] = "view" }
            }
            var views: [CaptureRecord.View] = []
            func visit(_ current: UIView, depth: Int) {
                let frame = current.frame
                let label = (current as? UILabel)?.text ?? (current as? UIButton)?.currentTitle
                views.append(
                    CaptureRecord.View(
                        class: NSStringFromClass(type(of: current)), address: address(of: current), depth: depth,
                        frame: [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].map(Double.init),
                        keyPath: keyPathByView[ObjectIdentifier(current)], hidden: current.isHidden ? true : nil,
                        text: label))
                for subview in current.subviews { visit(subview, depth: depth + 1) }
            }
            visit(root, depth: 0)
            let descriptions = constraints.compactMap { ($0 as? NSLayoutConstraint)?.description }
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
            return CaptureRecord(
                time: formatter.string(from: Date()), process: ProcessInfo.processInfo.processName,
                pid: Int(ProcessInfo.processInfo.processIdentifier),
                controller: controller.map {
                    CaptureRecord.Controller(class: NSStringFromClass(type(of: $0)), address: address(of: $0))
                },
                view: address(of: view), hierarchy: views, constraints: descriptions, broken: broken.description)
        }

        /// The nearest view controller up the responder chain (the `nextResponder` walk of docs/formats.md §3).
        static func owningController(of view: UIView) -> UIViewController? {
            var responder: UIResponder? = view.next
            while let current = responder {
                if let controller = current as? UIViewController { return controller }
                responder = current.next
            }
            return nil
        }

        static func address(of object: AnyObject) -> String {
            "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
        }
    }
#endif
