/// A rectangle as `recursiveDescription` prints it: `frame = (x y; w h)`.
public struct Frame: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// One line of a `recursiveDescription` dump.
public struct ViewNode: Hashable, Sendable {
    public var className: String
    /// `baseClass = UITableViewCell` for Swift or private subclasses.
    public var baseClassName: String?
    public var address: String
    public var frame: Frame?
    /// The text after the address up to the closing `>`, as printed: the fields, unsplit.
    public var details: String
    /// Depth in the tree, 0 for the root.
    public var depth: Int
    /// Index of the parent in `ViewHierarchy.nodes`, nil for the root.
    public var parent: Int?
    /// Indices of the children in `ViewHierarchy.nodes`.
    public var children: [Int]
    /// A `<CALayer: 0x…> (layer)` line, listed by newer systems among the views.
    public var isLayerOnly: Bool
    public var location: InputLocation

    public init(
        className: String, baseClassName: String? = nil, address: String, frame: Frame? = nil,
        details: String = "", depth: Int = 0, parent: Int? = nil, children: [Int] = [],
        isLayerOnly: Bool = false, location: InputLocation
    ) {
        self.className = className
        self.baseClassName = baseClassName
        self.address = address
        self.frame = frame
        self.details = details
        self.depth = depth
        self.parent = parent
        self.children = children
        self.isLayerOnly = isLayerOnly
        self.location = location
    }

    /// Every `key = value` (and `key: value`) field after the address, in order, values as printed.
    public var fields: [(key: String, value: String)] { FieldSplitter.split(details) }

    /// The value of a field, as printed (`text` → `What's new`, quotes removed).
    public func field(_ key: String) -> String? {
        guard let value = fields.first(where: { $0.key == key })?.value else { return nil }
        if key == "text", value.count >= 2, value.hasPrefix("'"), value.hasSuffix("'") {
            return String(value.dropFirst().dropLast())
        }
        return value
    }

    public var isHidden: Bool { field("hidden") == "YES" }
}

/// A whole `recursiveDescription` dump: nodes in printed (depth-first) order.
public struct ViewHierarchy: Hashable, Sendable {
    public var nodes: [ViewNode]
    /// Where the dump starts.
    public var location: InputLocation

    public init(nodes: [ViewNode], location: InputLocation) {
        self.nodes = nodes
        self.location = location
    }

    public var root: ViewNode? { nodes.first }

    /// The node with this address (lower case, `0x…`).
    public func index(of address: String) -> Int? {
        nodes.firstIndex { $0.address == address }
    }

    /// The indices from the root down to `index`, both included.
    public func path(to index: Int) -> [Int] {
        var path = [index]
        var current = index
        while let parent = nodes[current].parent {
            path.append(parent)
            current = parent
        }
        return path.reversed()
    }
}

/// A view controller as a capture or `_printHierarchy` names it.
public struct ControllerRef: Hashable, Sendable {
    public var className: String
    public var address: String?

    public init(className: String, address: String?) {
        self.className = className
        self.address = address
    }

    /// UIKit's own controllers (`UIAlertController`, `UIInputWindowController`): their conflicts are
    /// the system's, not the app's (seed 000).
    public var isSystem: Bool {
        // A module-qualified class (`MyApp.UIThingController`) is the app's, whatever its name.
        guard !className.contains(".") else { return false }
        return (className.hasPrefix("UI") || className.hasPrefix("_UI")) && className != "UIApplication"
    }
}

/// One line of `_printHierarchy`: a controller, its state and its view.
public struct ControllerNode: Hashable, Sendable {
    public var controller: ControllerRef
    public var state: String?
    /// The address of its root view, nil when `(view not loaded)`.
    public var viewAddress: String?
    public var viewClassName: String?
    public var isPresented: Bool
    public var depth: Int
    public var parent: Int?
    public var location: InputLocation

    public init(
        controller: ControllerRef, state: String?, viewAddress: String?, viewClassName: String?,
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

/// An ambiguity report (`_autolayoutTrace`): a view whose layout is ambiguous.
public struct AmbiguityReport: Hashable, Sendable {
    public var location: InputLocation
    public var view: LayoutItem
    /// `Height{id: 36}` in the one-line form, when printed.
    public var detail: String?

    public init(location: InputLocation, view: LayoutItem, detail: String?) {
        self.location = location
        self.view = view
        self.detail = detail
    }
}
