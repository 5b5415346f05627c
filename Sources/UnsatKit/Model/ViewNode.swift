/// One line of a `recursiveDescription` dump.
public struct ViewNode: Hashable, Sendable {
    public var className: String
    /// `baseClass = UITableViewCell` for Swift or private subclasses.
    public var baseClassName: String?
    public var address: Address
    public var frame: Frame?
    /// The text after the address up to the closing `>`, as printed: the fields, unsplit.
    public var details: String
    /// Depth in the tree, 0 for the root.
    public var depth: Int
    /// Index of the parent in `ViewHierarchy.nodes`, nil for the root.
    public var parent: Int?
    /// A `<CALayer: 0x…> (layer)` line, listed by newer systems among the views.
    public var isLayerOnly: Bool
    /// 1-based line in the hierarchy's file.
    public var line: Int

    public init(
        className: String, baseClassName: String? = nil, address: Address, frame: Frame? = nil,
        details: String = "", depth: Int = 0, parent: Int? = nil, isLayerOnly: Bool = false, line: Int
    ) {
        self.className = className
        self.baseClassName = baseClassName
        self.address = address
        self.frame = frame
        self.details = details
        self.depth = depth
        self.parent = parent
        self.isLayerOnly = isLayerOnly
        self.line = line
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

    /// The class as people write it: a mangled Swift name demangled (`SwiftName`), others as printed.
    public var displayClassName: String { SwiftName.display(className) }

    /// The class without its module (`MyApp.AvatarCell`, `_TtC5MyApp10AvatarCell` → `AvatarCell`).
    public var shortClassName: String { SwiftName.withoutModule(className) }
}
