/// `==`, `>=` or `<=`.
public enum Relation: String, Hashable, Sendable, CaseIterable {
    case equal = "=="
    case greaterThanOrEqual = ">="
    case lessThanOrEqual = "<="

    /// The relation seen from the other side of the equation (`a >= b` is `b <= a`).
    public var flipped: Relation {
        switch self {
        case .equal: .equal
        case .greaterThanOrEqual: .lessThanOrEqual
        case .lessThanOrEqual: .greaterThanOrEqual
        }
    }
}

/// A view or layout guide as a constraint names it.
public struct LayoutItem: Hashable, Sendable {
    /// The class as printed (`UIImageView`, `MyApp.AvatarView`); for an item known only by a
    /// `names:` entry without a class, the name itself.
    public var className: String
    /// Its address, or nil when the item could not be resolved to one.
    public var address: Address?
    /// The quoted label UIKit appends (a label's text, a guide's name), without quotes.
    public var label: String?
    /// The name the constraint used for it in a `names:` list (`name_label`, `'|'` for the superview).
    public var name: String?

    public init(className: String, address: Address?, label: String? = nil, name: String? = nil) {
        self.className = className
        self.address = address
        self.label = label
        self.name = name
    }

    /// The class without its module (`MyApp.AvatarView` → `AvatarView`, `_TtC5MyApp10AvatarView` →
    /// `AvatarView`, `_TtGC7SwiftUI14_UIHostingViewVS_7AnyView_` → `_UIHostingView<AnyView>`).
    public var shortClassName: String { SwiftName.withoutModule(className) }

    /// The class as people write it: a mangled Swift name demangled (`SwiftName`), others as printed.
    public var displayClassName: String { SwiftName.display(className) }

    /// The name the visual format gives the superview (`H:|-(8)-[label]`), in `names:` and in an
    /// item known only by it.
    public static let superviewBar = "|"

    /// The item is the visual format's superview bar.
    public var isSuperviewBar: Bool { name == Self.superviewBar }

    /// True for layout guides and spacers, which are not views.
    public var isLayoutGuide: Bool {
        className.hasSuffix("LayoutGuide") || className.hasSuffix("LayoutSpacer")
    }

    /// Identity for grouping: the address when known, the class and name otherwise.
    public var key: String { address?.text ?? "\(className)#\(name ?? "")" }
}

/// One side of a constraint: an item and one of its attributes.
public struct Operand: Hashable, Sendable {
    public var item: LayoutItem
    /// `leading`, `topMargin`, `centerXWithinMargins`, `minX`, …; its `name` is the text printed.
    public var attribute: LayoutAttribute

    public init(item: LayoutItem, attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }
}

/// Where a constraint came from, told from its text (docs/formats.md §2, "Where a constraint came from").
public enum ConstraintOrigin: String, Hashable, Sendable, CaseIterable {
    /// Written by the app (Interface Builder, anchors, SnapKit, Masonry, …).
    case app
    /// Translated from an autoresizing mask (`h=--& v=--&`).
    case autoresizing
    /// A table or collection view enforcing a cell or header size (`UIView-Encapsulated-Layout-*`).
    case encapsulated
    /// Made by a `UIStackView` (`UISV-*`).
    case stackView
    /// A temporary size during `systemLayoutSizeFitting` (`_UITemporaryLayout*`).
    case temporary
    /// Made by the system for a layout guide or margins (`UIView-*Margin-guide-constraint`,
    /// `UIViewSafeAreaLayoutGuide-*`, `_UILayoutSupportConstraint`).
    case guide
    /// Intrinsic content size (`NSContentSizeLayoutConstraint`).
    case contentSize
}

/// One constraint as UIKit or AppKit described it.
///
/// A class: a log repeats each constraint in every callback of its conflict, and the reader hands out
/// the one it read first; a copy is then one reference, not twenty. Its properties are constants (the
/// reader works on a `Draft`), which makes sharing it across threads safe and reading them cheap.
///
/// A log of a million distinct conflicts keeps two million of these, so the storage is lean: the
/// body is a range of `text` (not a second string), and the fields most constraints lack
/// (identifier, SnapKit source, mask, direction, content-size priorities) live in one optional box.
public final class Constraint: Hashable, Sendable {
    /// The constraint object's address.
    public let address: Address
    /// `NSLayoutConstraint`, `NSAutoresizingMaskLayoutConstraint`, `SnapKit.LayoutConstraint`, …
    public let className: String
    /// The body is an equation UIKit could state as `first REL multiplier × second + constant`.
    /// False for expression bodies, whose `text` is all there is.
    public let isEquation: Bool
    public let first: Operand?
    public let relation: Relation?
    public let second: Operand?
    public let multiplier: Double
    public let constant: Double
    /// `NSSpace(8)` or `NSLayoutAnchorConstraintSpace(8)` when the constant was a system spacing.
    public let systemSpacing: Bool
    /// Nil means required (1000).
    public let priority: Double?
    /// `(active)` → true, `(inactive)` → false, nothing printed → nil.
    public let isActive: Bool?
    /// The whole description as printed, `<…>` included.
    public let text: String
    public let origin: ConstraintOrigin
    /// Where the body lies in `text`, in UTF-8 offsets; (-1, -1) when it is not a part of `text`
    /// (then `rare.body` holds it).
    private let bodyStart: Int32
    private let bodyEnd: Int32
    /// What few constraints print; nil for most.
    private let rare: Rare?

    /// The fields most constraints do not have, boxed so that those pay one reference for them.
    private final class Rare: Sendable {
        let identifier: String?
        let sourceReference: String?
        let autoresizingMask: String?
        let direction: String?
        let huggingPriority: Double?
        let compressionResistancePriority: Double?
        let body: String?
        let frameSuperview: LayoutItem?

        init(
            identifier: String?, sourceReference: String?, autoresizingMask: String?, direction: String?,
            huggingPriority: Double?, compressionResistancePriority: Double?, body: String?,
            frameSuperview: LayoutItem?
        ) {
            self.identifier = identifier
            self.sourceReference = sourceReference
            self.autoresizingMask = autoresizingMask
            self.direction = direction
            self.huggingPriority = huggingPriority
            self.compressionResistancePriority = compressionResistancePriority
            self.body = body
            self.frameSuperview = frameSuperview
        }
    }

    /// The identifier in single quotes, if any.
    public var identifier: String? { rare?.identifier }
    /// The `mas_key` Masonry printed where the address would be, without a composite's `[n]`
    /// (`Pins[1]` → `Pins`): what the source's `.key(@"Pins")` says. Nil for an address.
    public var masonryKey: String? {
        guard address.isKey else { return nil }
        let text = address.text
        guard text.hasSuffix("]"), let open = text.lastIndex(of: "["),
            text[text.index(after: open)..<text.index(before: text.endIndex)].allSatisfy(\.isNumber)
        else { return text }
        return String(text[..<open])
    }
    /// `File.swift#88` from SnapKit's `@File.swift#88`.
    public var sourceReference: String? { rare?.sourceReference }
    /// `h=--& v=--&`.
    public var autoresizingMask: String? { rare?.autoresizingMask }
    /// Whether this is an autoresizing mask's frame position (`UILabel:0x….minX == 0`), which is
    /// measured in the superview's bounds though the body does not name the superview; false for a
    /// size, and for a visual format whose `|` already says what the position is measured from.
    public var isFramePosition: Bool {
        guard origin == .autoresizing, let first, first.attribute.edge != nil, !first.item.isSuperviewBar else {
            return false
        }
        return second.map { $0.attribute.isSize && !$0.item.isSuperviewBar } ?? true
    }

    /// The superview a mask's frame position is measured in, where the constraint names it: its
    /// `names: '|'` entry, which UIKit prints though the body does not use it (`UILabel:0x….minX
    /// == 0   (active, names: '|':UIView:0x… )`), or the view whose size a flexible margin is a share
    /// of (`UIView:0x….minX == 0.500507*UIView:0x….width - 32.0324`).
    public var frameSuperview: LayoutItem? {
        guard isFramePosition, let first else { return nil }
        if let named = rare?.frameSuperview { return named }
        guard let second, second.item.address != nil, second.item != first.item else { return nil }
        return second.item
    }
    /// `LTR` or `RTL` when printed.
    public var direction: String? { rare?.direction }
    /// `Hug:250` of a content-size constraint.
    public var huggingPriority: Double? { rare?.huggingPriority }
    /// `CompressionResistance:750` of a content-size constraint.
    public var compressionResistancePriority: Double? { rare?.compressionResistancePriority }

    /// The body as printed, between the identifier and the trailer.
    public var body: String {
        guard bodyStart >= 0 else { return rare?.body ?? "" }
        let utf8 = text.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: Int(bodyStart))
        let upper = utf8.index(lower, offsetBy: Int(bodyEnd - bodyStart))
        return String(Substring(utf8[lower..<upper]))
    }

    public convenience init(
        address: Address, className: String, identifier: String? = nil, sourceReference: String? = nil,
        autoresizingMask: String? = nil, isEquation: Bool = true, first: Operand? = nil,
        relation: Relation? = nil, second: Operand? = nil, multiplier: Double = 1, constant: Double = 0,
        systemSpacing: Bool = false, priority: Double? = nil, isActive: Bool? = nil, direction: String? = nil,
        huggingPriority: Double? = nil, compressionResistancePriority: Double? = nil, body: String = "",
        text: String, origin: ConstraintOrigin = .app
    ) {
        self.init(
            Draft(
                address: address, className: className, identifier: identifier, sourceReference: sourceReference,
                autoresizingMask: autoresizingMask, isEquation: isEquation, first: first, relation: relation,
                second: second, multiplier: multiplier, constant: constant, systemSpacing: systemSpacing,
                priority: priority, isActive: isActive, direction: direction, huggingPriority: huggingPriority,
                compressionResistancePriority: compressionResistancePriority, body: body, text: text,
                origin: origin))
    }

    /// Makes the constraint a reader has worked out field by field.
    init(_ draft: Draft) {
        address = draft.address
        className = ConstraintClassNames.shared(draft.className)
        isEquation = draft.isEquation
        first = draft.first
        relation = draft.relation
        second = draft.second
        multiplier = draft.multiplier
        constant = draft.constant
        systemSpacing = draft.systemSpacing
        priority = draft.priority
        isActive = draft.isActive
        text = draft.text
        origin = draft.origin
        let range = draft.bodyRange ?? Self.offsets(of: draft.body, in: draft.text)
        let bodyInText = range.map { $0.upperBound <= Int(Int32.max) } ?? false
        bodyStart = bodyInText ? Int32(range!.lowerBound) : -1
        bodyEnd = bodyInText ? Int32(range!.upperBound) : -1
        if draft.identifier != nil || draft.sourceReference != nil || draft.autoresizingMask != nil
            || draft.direction != nil || draft.huggingPriority != nil || draft.compressionResistancePriority != nil
            || draft.frameSuperview != nil || !bodyInText
        {
            rare = Rare(
                identifier: draft.identifier, sourceReference: draft.sourceReference,
                autoresizingMask: draft.autoresizingMask, direction: draft.direction,
                huggingPriority: draft.huggingPriority,
                compressionResistancePriority: draft.compressionResistancePriority,
                body: bodyInText ? nil : draft.body, frameSuperview: draft.frameSuperview)
        } else {
            rare = nil
        }
    }

    /// Where `body` lies in `text`, in UTF-8 offsets, or nil when it is not a part of it.
    private static func offsets(of body: String, in text: String) -> Range<Int>? {
        if body.isEmpty { return 0..<0 }
        guard let found = text.range(of: body) else { return nil }
        let utf8 = text.utf8
        let lower = utf8.distance(from: utf8.startIndex, to: found.lowerBound)
        return lower..<(lower + body.utf8.count)
    }

    /// A constraint while its description is being read: the same fields, settable.
    struct Draft {
        var address: Address
        var className: String
        var identifier: String?
        var sourceReference: String?
        var autoresizingMask: String?
        var isEquation: Bool
        var first: Operand?
        var relation: Relation?
        var second: Operand?
        var multiplier: Double
        var constant: Double
        var systemSpacing: Bool
        var priority: Double?
        var isActive: Bool?
        var direction: String?
        var huggingPriority: Double?
        var compressionResistancePriority: Double?
        var body: String
        var text: String
        var origin: ConstraintOrigin = .app
        /// Where `body` lies in `text` (UTF-8 offsets), when the reader knows it.
        var bodyRange: Range<Int>? = nil
        /// A mask constraint's superview, from its `names: '|'` entry.
        var frameSuperview: LayoutItem? = nil
    }

    /// The items the constraint names, first then second, without repeats.
    public var items: [LayoutItem] {
        switch (first?.item, second?.item) {
        case (let a?, let b?): a == b ? [a] : [a, b]
        case (let a?, nil): [a]
        case (nil, let b?): [b]
        case (nil, nil): []
        }
    }

    public static func == (lhs: Constraint, rhs: Constraint) -> Bool {
        // UIKit prints `+ nan` for a degenerate constraint: compared as data (`isSameValue`).
        lhs === rhs
            || (lhs.address == rhs.address && lhs.className == rhs.className && lhs.identifier == rhs.identifier
                && lhs.sourceReference == rhs.sourceReference && lhs.autoresizingMask == rhs.autoresizingMask
                && lhs.isEquation == rhs.isEquation && lhs.first == rhs.first && lhs.relation == rhs.relation
                && lhs.second == rhs.second && lhs.multiplier.isSameValue(as: rhs.multiplier)
                && lhs.constant.isSameValue(as: rhs.constant)
                && lhs.systemSpacing == rhs.systemSpacing && lhs.priority == rhs.priority
                && lhs.isActive == rhs.isActive && lhs.direction == rhs.direction
                && lhs.huggingPriority == rhs.huggingPriority
                && lhs.compressionResistancePriority == rhs.compressionResistancePriority && lhs.body == rhs.body
                && lhs.text == rhs.text && lhs.origin == rhs.origin)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(address)
        hasher.combine(text)
    }

    /// Required constraints are the ones whose conflict UIKit reports. An intrinsic content size
    /// (`Hug:250 CompressionResistance:750`) is two priorities, not a required size: it is required
    /// only when both are 1000.
    public var isRequired: Bool {
        if huggingPriority != nil || compressionResistancePriority != nil {
            return (huggingPriority ?? 1000) >= 1000 && (compressionResistancePriority ?? 1000) >= 1000
        }
        return (priority ?? 1000) >= 1000
    }
}

/// The class names most constraints print, kept once: a million constraints then share one string
/// instead of each holding a copy of `NSLayoutConstraint` (too long to be stored inline).
enum ConstraintClassNames {
    static let known = [
        "NSLayoutConstraint", "NSAutoresizingMaskLayoutConstraint", "NSContentSizeLayoutConstraint",
        "NSIBPrototypingLayoutConstraint", "_UILayoutSupportConstraint", "SnapKit.LayoutConstraint",
        "MASLayoutConstraint",
    ]

    /// `name`, or the known string equal to it.
    static func shared(_ name: String) -> String {
        guard name.utf8.count > 15 else { return name }
        return known.first { $0 == name } ?? name
    }
}
