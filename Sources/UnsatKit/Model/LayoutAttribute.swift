/// An attribute of a layout item, as UIKit and AppKit print it after the item's `.`, with what it
/// measures. One unsat does not know is `.other`, its text kept: the constraint is still read, and
/// printed as it was printed.
public enum LayoutAttribute: Hashable, Sendable {
    case left, right, top, bottom, leading, trailing
    case width, height
    case centerX, centerY
    case baseline, lastBaseline, firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    /// The frame names AppKit and iOS print: a frame's edges and middle.
    case minX, maxX, minY, maxY, midX, midY
    /// `NSLayoutAttributeNotAnAttribute`: no attribute, as a constraint to a constant has for its second.
    case notAnAttribute
    /// An attribute unsat does not know, as printed. `init(name:)` makes it only for a name not in `known`.
    case other(String)

    /// Which side of its item a position lies on, along its axis: top counts as leading.
    public enum Edge: Hashable, Sendable {
        case leading, trailing, center
    }

    /// Every attribute UIKit or AppKit prints.
    public static let known: [LayoutAttribute] = [
        .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY,
        .baseline, .lastBaseline, .firstBaseline, .leftMargin, .rightMargin, .topMargin, .bottomMargin,
        .leadingMargin, .trailingMargin, .centerXWithinMargins, .centerYWithinMargins,
        .minX, .maxX, .minY, .maxY, .midX, .midY, .notAnAttribute,
    ]

    /// The attribute a printed name stands for; `.other` for one unsat does not know.
    public init(name: String) {
        self = Self.known.first { $0.name == name } ?? .other(name)
    }

    /// The text UIKit prints, the same in every output (`list`, `show`, JSON, fingerprints).
    public var name: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .baseline: "baseline"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .minX: "minX"
        case .maxX: "maxX"
        case .minY: "minY"
        case .maxY: "maxY"
        case .midX: "midX"
        case .midY: "midY"
        case .notAnAttribute: "notAnAttribute"
        case .other(let text): text
        }
    }

    /// The axis it measures along; nil for `notAnAttribute` and one unsat does not know.
    public var axis: Axis? {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins, .minX, .maxX, .midX:
            .horizontal
        case .top, .bottom, .height, .centerY, .baseline, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin,
            .centerYWithinMargins, .minY, .maxY, .midY:
            .vertical
        case .notAnAttribute, .other: nil
        }
    }

    /// Whether it is measured inside the item's layout margins.
    public var isMargin: Bool {
        switch self {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins:
            true
        default: false
        }
    }

    /// Whether it is a size, not a position.
    public var isSize: Bool {
        switch self {
        case .width, .height: true
        default: false
        }
    }

    /// The side of the item a position lies on; nil for a size, a baseline (which the item's content
    /// places) and what is not a position.
    public var edge: Edge? {
        switch self {
        case .left, .leading, .top, .minX, .minY, .leftMargin, .leadingMargin, .topMargin: .leading
        case .right, .trailing, .bottom, .maxX, .maxY, .rightMargin, .trailingMargin, .bottomMargin: .trailing
        case .centerX, .centerY, .midX, .midY, .centerXWithinMargins, .centerYWithinMargins: .center
        default: nil
        }
    }

    /// What a sentence calls it: `leading edge`, `width`, `top margin`, each as the constraint names
    /// it (a left margin is the left one, as a left edge is; the proof reads left as leading, and says
    /// so where it matters); names with no plainer English stay as printed.
    public var noun: String {
        switch self {
        case .left: "left edge"
        case .right: "right edge"
        case .top: "top edge"
        case .bottom: "bottom edge"
        case .leading: "leading edge"
        case .trailing: "trailing edge"
        case .centerX: "horizontal center"
        case .centerY: "vertical center"
        case .leftMargin: "left margin"
        case .rightMargin: "right margin"
        case .leadingMargin: "leading margin"
        case .trailingMargin: "trailing margin"
        case .topMargin: "top margin"
        case .bottomMargin: "bottom margin"
        case .firstBaseline: "first baseline"
        case .baseline, .lastBaseline: "last baseline"
        default: name
        }
    }
}

extension LayoutAttribute: CustomStringConvertible {
    public var description: String { name }
}

extension LayoutAttribute {
    /// `known`'s names as bytes, by length: reading one compares its bytes with a few names at most,
    /// and makes no string.
    private static let knownBytes: [[(name: [UInt8], attribute: LayoutAttribute)]] = {
        let names = known.map { (name: Array($0.name.utf8), attribute: $0) }
        var table = Array(
            repeating: [(name: [UInt8], attribute: LayoutAttribute)](), count: 1 + names.map(\.name.count).max()!)
        for entry in names { table[entry.name.count].append(entry) }
        return table
    }()

    /// The known attribute `bytes[range]` spells, if any.
    static func known(_ bytes: [UInt8], _ range: Range<Int>) -> LayoutAttribute? {
        guard range.count < knownBytes.count else { return nil }
        for candidate in knownBytes[range.count] where bytes[range].elementsEqual(candidate.name) {
            return candidate.attribute
        }
        return nil
    }
}
