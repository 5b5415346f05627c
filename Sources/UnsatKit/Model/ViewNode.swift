/// One line of a `recursiveDescription` dump, or of AppKit's `_subtreeDescription`.
public struct ViewNode: Hashable, Sendable {
    public var className: String
    /// `baseClass = UITableViewCell` for Swift or private subclasses.
    public var baseClassName: String?
    public var address: Address
    public var frame: Frame?
    /// The text after the address up to the closing `>`, as printed: the fields, unsplit. (AppKit's:
    /// the rest of the line, `"Title" f=(…) b=(…) => <Layer…>`.)
    public var details: String
    /// The flags in an AppKit line's bracket, as printed (`   AF    ! wLU `: `H` hidden, `F` flipped,
    /// …); nil for a UIKit line. What tells an AppKit view from a UIKit one, whose fields differ.
    public var flags: String?
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
    /// (AppKit's under the same names: `text`, `frame`, `bounds`, `layer`; `SubtreeLineReader.fields`.)
    public var fields: [(key: String, value: String)] {
        flags == nil ? FieldSplitter.split(details) : SubtreeLineReader.fields(details)
    }

    /// The value of a field, as printed (`text` → `What's new`, quotes removed; an AppKit view's
    /// title, `"Push Me"` → `Push Me`).
    public func field(_ key: String) -> String? {
        // `_autolayoutTrace`'s view has its text right after its address, in quotes, and no fields.
        if key == "text", flags == nil, details.hasPrefix("'") { return TraceLine.text(details) }
        guard let value = fields.first(where: { $0.key == key })?.value else { return nil }
        if key == "text", flags == nil, value.count >= 2, value.hasPrefix("'"), value.hasSuffix("'") {
            return String(value.dropFirst().dropLast())
        }
        return value
    }

    /// UIKit's `hidden = YES`, or AppKit's `H` flag. (Hidden by an ancestor, AppKit's `h`, is not the
    /// view's own: the tree tells it from the ancestor.)
    public var isHidden: Bool {
        if let flags { return flags.utf8.contains(0x48) }
        return field("hidden") == "YES"
    }

    /// An AppKit view whose children are placed from its top (`F`): the others' origin is at the
    /// bottom (AppKit's y goes up). Always true for UIKit, whose y goes down.
    public var isFlipped: Bool { flags.map { $0.utf8.contains(0x46) } ?? true }

    /// The class as people write it: a mangled Swift name demangled (`SwiftName`), others as printed.
    public var displayClassName: String { SwiftName.display(className) }

    /// The class without its module (`MyApp.AvatarCell`, `_TtC5MyApp10AvatarCell` → `AvatarCell`).
    public var shortClassName: String { SwiftName.withoutModule(className) }
}
