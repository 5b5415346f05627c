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

    /// The class without its module (`MyApp.AvatarView` → `AvatarView`).
    public var shortClassName: String {
        guard let dot = className.lastIndex(of: "."), !className.hasSuffix("...") else { return className }
        return String(className[className.index(after: dot)...])
    }

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

/// Where a constraint came from, told from its text (SPEC's `origin`).
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
public final class Constraint: Hashable, @unchecked Sendable {
    /// The constraint object's address.
    public let address: Address
    /// `NSLayoutConstraint`, `NSAutoresizingMaskLayoutConstraint`, `SnapKit.LayoutConstraint`, …
    public let className: String
    /// The identifier in single quotes, if any.
    public let identifier: String?
    /// `File.swift#88` from SnapKit's `@File.swift#88`.
    public let sourceReference: String?
    /// `h=--& v=--&`.
    public let autoresizingMask: String?
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
    /// `LTR` or `RTL` when printed.
    public let direction: String?
    /// `Hug:250` of a content-size constraint.
    public let huggingPriority: Double?
    /// `CompressionResistance:750` of a content-size constraint.
    public let compressionResistancePriority: Double?
    /// The body as printed, between the identifier and the trailer.
    public let body: String
    /// The whole description as printed, `<…>` included.
    public let text: String
    public let origin: ConstraintOrigin

    public init(
        address: Address, className: String, identifier: String? = nil, sourceReference: String? = nil,
        autoresizingMask: String? = nil, isEquation: Bool = true, first: Operand? = nil,
        relation: Relation? = nil, second: Operand? = nil, multiplier: Double = 1, constant: Double = 0,
        systemSpacing: Bool = false, priority: Double? = nil, isActive: Bool? = nil, direction: String? = nil,
        huggingPriority: Double? = nil, compressionResistancePriority: Double? = nil, body: String = "",
        text: String, origin: ConstraintOrigin = .app
    ) {
        self.address = address
        self.className = className
        self.identifier = identifier
        self.sourceReference = sourceReference
        self.autoresizingMask = autoresizingMask
        self.isEquation = isEquation
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.systemSpacing = systemSpacing
        self.priority = priority
        self.isActive = isActive
        self.direction = direction
        self.huggingPriority = huggingPriority
        self.compressionResistancePriority = compressionResistancePriority
        self.body = body
        self.text = text
        self.origin = origin
    }

    /// Makes the constraint a reader has worked out field by field.
    convenience init(_ draft: Draft) {
        self.init(
            address: draft.address, className: draft.className, identifier: draft.identifier,
            sourceReference: draft.sourceReference, autoresizingMask: draft.autoresizingMask,
            isEquation: draft.isEquation, first: draft.first, relation: draft.relation, second: draft.second,
            multiplier: draft.multiplier, constant: draft.constant, systemSpacing: draft.systemSpacing,
            priority: draft.priority, isActive: draft.isActive, direction: draft.direction,
            huggingPriority: draft.huggingPriority, compressionResistancePriority: draft.compressionResistancePriority,
            body: draft.body, text: draft.text, origin: draft.origin)
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
