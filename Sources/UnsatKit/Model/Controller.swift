/// A view controller as a capture or `_printHierarchy` names it.
public struct ControllerRef: Hashable, Sendable {
    public var className: String
    public var address: Address?

    public init(className: String, address: Address?) {
        self.className = className
        self.address = address
    }

    /// UIKit's own controllers (`UIAlertController`, `UIInputWindowController`): their conflicts are
    /// the system's, not the app's (docs/design.md, "System conflicts").
    public var isSystem: Bool {
        // A module-qualified class (`MyApp.UIThingController`) is the app's, whatever its name.
        guard !className.utf8.contains(ASCII.dot) else { return false }
        return (className.hasPrefix("UI") || className.hasPrefix("_UI")) && className != "UIApplication"
    }

    /// The class as people write it: a mangled Swift name demangled (`SwiftName`), others as printed.
    public var displayClassName: String { SwiftName.display(className) }

    /// The class without its module (`MyApp.FeedViewController` → `FeedViewController`).
    public var shortClassName: String { SwiftName.withoutModule(className) }
}

/// One line of `_printHierarchy`: a controller, its state and its view.
public struct ControllerNode: Hashable, Sendable {
    public var controller: ControllerRef
    public var state: String?
    /// The address of its root view, nil when `(view not loaded)`.
    public var viewAddress: Address?
    public var viewClassName: String?
    public var isPresented: Bool
    public var depth: Int
    public var parent: Int?
    public var location: InputLocation

    public init(
        controller: ControllerRef, state: String?, viewAddress: Address?, viewClassName: String?,
        isPresented: Bool, depth: Int, parent: Int?, location: InputLocation
    ) {
        self.controller = controller
        self.state = state
        self.viewAddress = viewAddress
        self.viewClassName = viewClassName
        self.isPresented = isPresented
        self.depth = depth
        self.parent = parent
        self.location = location
    }
}
