/// How the app's source made a constraint: which API or file format, which says how a patch reads.
public enum SourceStyle: String, Hashable, Sendable, CaseIterable {
    /// Layout anchors, Swift or Objective-C: `a.widthAnchor.constraint(equalToConstant: 120)`,
    /// `[a.widthAnchor constraintEqualToConstant:120]`.
    case anchor
    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)` and
    /// `+constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:`.
    case itemAttribute
    /// A visual-format string (`"V:|-[search(44)]-[table(480)]-|"`); one string makes several.
    case visualFormat
    /// SnapKit's `make.width.equalTo(120)`.
    case snapKit
    /// Masonry's `make.width.equalTo(@120)` / `mas_equalTo(120)`.
    case masonry
    /// PureLayout's `autoSetDimension:toSize:`, `autoPinEdge…`.
    case pureLayout
    /// A `<constraint>` element of a `.xib` or `.storyboard` file.
    case interfaceBuilder
}

/// A constraint as the app's source declares it: what a scanner read at one place of one file,
/// before anything is compared with a log. The fields a scanner could not read (a constant that is
/// a variable, a view whose class the file does not say) are nil: the matcher weighs only what is
/// known, and an unknown is never taken for agreement.
public struct DeclaredConstraint: Hashable, Sendable {
    /// The file, relative to the source root (`App/Views/ProfileHeaderView.swift`).
    public var path: String
    /// 1-based line where the declaration starts.
    public var line: Int
    public var style: SourceStyle
    /// The constrained item (the receiver of an anchor, `item:`, SnapKit's view, IB's `firstItem`).
    public var first: DeclaredItem?
    /// The item it is related to; nil for a constant size (`equalToConstant:`, `toItem: nil`).
    public var second: DeclaredItem?
    /// Nil when the source does not say it with a literal.
    public var relation: Relation?
    /// The constant as a literal, sign applied as the log would print it (SnapKit's `.inset(16)` on a
    /// trailing edge is `- 16`); nil when it is not a literal.
    public var constant: Double?
    /// The multiplier as a literal; nil when not stated (1) or not a literal.
    public var multiplier: Double?
    /// Whether the constant is the system spacing (`equalToSystemSpacingBelow:`, VFL's bare `-`),
    /// which the log prints as `NSSpace(8)`; `constant` is then nil and `multiplier` scales it.
    public var systemSpacing: Bool = false
    /// The priority the source gives it, when a literal (`.priority(999)`, `priority="750"`).
    public var priority: Double?
    /// The identifier the source sets (`constraint.identifier = "avatar.height"`, IB's `identifier=`).
    public var identifier: String?
    /// UTF-8 offsets of the declaration in the file: where a patch edits.
    public var range: Range<Int>
    /// The declaration as written, for a message.
    public var text: String
    /// Made in an update (`mas_updateConstraints:`, `snp.updateConstraints`): it changes the constant
    /// of a constraint another block made, found by its items, attributes, relation and priority.
    public var updates = false

    public init(
        path: String, line: Int, style: SourceStyle, first: DeclaredItem?, second: DeclaredItem? = nil,
        relation: Relation?, constant: Double? = nil, multiplier: Double? = nil, priority: Double? = nil,
        identifier: String? = nil, range: Range<Int>, text: String
    ) {
        self.path = path
        self.line = line
        self.style = style
        self.first = first
        self.second = second
        self.relation = relation
        self.constant = constant
        self.multiplier = multiplier
        self.priority = priority
        self.identifier = identifier
        self.range = range
        self.text = text
    }
}

/// One side of a declared constraint.
public struct DeclaredItem: Hashable, Sendable {
    /// The item as the source writes it (`avatarView`, `self.contentView`, `headerView.avatar`, IB's id).
    public var expression: String
    /// The attribute, when the source names it; a VFL `V:` size is `height`.
    public var attribute: LayoutAttribute?
    /// The view's class, when the file says (`let avatarView = UIImageView()`, `@IBOutlet var a:
    /// UIImageView!`, IB's `<imageView>` or `customClass=`).
    public var className: String?
    /// A title the source gives the view (a label's text, a button's title), as the log prints labels.
    public var title: String?
    /// An outlet or property name that holds the view, as a key path would end (`avatarView`).
    public var propertyName: String?
    /// The superview (VFL's `|`, SnapKit's `superview`, IB's parent view, `self.view` of a controller).
    public var isSuperview: Bool

    public init(
        expression: String, attribute: LayoutAttribute?, className: String? = nil, title: String? = nil,
        propertyName: String? = nil, isSuperview: Bool = false
    ) {
        self.expression = expression
        self.attribute = attribute
        self.className = className
        self.title = title
        self.propertyName = propertyName
        self.isSuperview = isSuperview
    }
}

/// A file of the app's source, as a scanner reads it: its path relative to the root and its bytes.
public struct SourceFile: Sendable {
    public var path: String
    public var bytes: [UInt8]
    /// An Objective-C implementation's header beside it (`Cell.h` for `Cell.m`), where its
    /// properties' classes and its superclass are declared; nil for the rest.
    public var header: [UInt8]?

    public init(path: String, bytes: [UInt8], header: [UInt8]? = nil) {
        self.path = path
        self.bytes = bytes
        self.header = header
    }
}

/// One replacement in a file's bytes: what a patch does, before it is written as a diff.
public struct SourceEdit: Hashable, Sendable {
    /// UTF-8 offsets replaced (empty for an insertion).
    public var range: Range<Int>
    public var replacement: String

    public init(range: Range<Int>, replacement: String) {
        self.range = range
        self.replacement = replacement
    }
}

/// Reads one kind of file for the constraints it declares, and writes the edits that change one.
public protocol SourceScanner: Sendable {
    /// Whether the scanner reads files with this extension (lower case, no dot: `swift`, `m`, `xib`).
    func reads(extension: String) -> Bool
    /// Every constraint the file declares, in file order.
    func declarations(in file: SourceFile) -> [DeclaredConstraint]
    /// The edits that give `declaration` the priority `priority`, in the idiom of its style (a named
    /// anchor constraint's `.priority = UILayoutPriority(999)` before it is activated, SnapKit's
    /// `.priority(999)`, IB's `priority="999"`); nil when this scanner cannot write one safely.
    func lowerPriority(_ declaration: DeclaredConstraint, in file: SourceFile, to priority: Double) -> [SourceEdit]?
    /// Words a file must hold for this scanner to find anything in it (`snp.`, `mas_`); empty for
    /// any file of its extensions.
    var needles: [StaticString] { get }
}

extension SourceScanner {
    public var needles: [StaticString] { [] }
}
