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
