import Foundation
import Testing

@testable import UnsatKit

/// The attribute vocabulary: what each attribute UIKit and AppKit print measures, and one unsat does
/// not know kept as printed.
struct LayoutAttributeTests {
    /// What one attribute is, written out here rather than read from the type under test.
    struct Expected: Sendable, CustomTestStringConvertible {
        var name: String
        var axis: Axis?
        var isMargin = false
        var isSize = false
        var edge: LayoutAttribute.Edge?
        var noun: String
        var testDescription: String { name }
    }

    static let expected: [Expected] = [
        .init(name: "left", axis: .horizontal, edge: .leading, noun: "left edge"),
        .init(name: "right", axis: .horizontal, edge: .trailing, noun: "right edge"),
        .init(name: "top", axis: .vertical, edge: .leading, noun: "top edge"),
        .init(name: "bottom", axis: .vertical, edge: .trailing, noun: "bottom edge"),
        .init(name: "leading", axis: .horizontal, edge: .leading, noun: "leading edge"),
        .init(name: "trailing", axis: .horizontal, edge: .trailing, noun: "trailing edge"),
        .init(name: "width", axis: .horizontal, isSize: true, noun: "width"),
        .init(name: "height", axis: .vertical, isSize: true, noun: "height"),
        .init(name: "centerX", axis: .horizontal, edge: .center, noun: "horizontal center"),
        .init(name: "centerY", axis: .vertical, edge: .center, noun: "vertical center"),
        .init(name: "baseline", axis: .vertical, noun: "last baseline"),
        .init(name: "lastBaseline", axis: .vertical, noun: "last baseline"),
        .init(name: "firstBaseline", axis: .vertical, noun: "first baseline"),
        .init(name: "leftMargin", axis: .horizontal, isMargin: true, edge: .leading, noun: "leading margin"),
        .init(name: "rightMargin", axis: .horizontal, isMargin: true, edge: .trailing, noun: "trailing margin"),
        .init(name: "topMargin", axis: .vertical, isMargin: true, edge: .leading, noun: "top margin"),
        .init(name: "bottomMargin", axis: .vertical, isMargin: true, edge: .trailing, noun: "bottom margin"),
        .init(name: "leadingMargin", axis: .horizontal, isMargin: true, edge: .leading, noun: "leading margin"),
        .init(name: "trailingMargin", axis: .horizontal, isMargin: true, edge: .trailing, noun: "trailing margin"),
        .init(
            name: "centerXWithinMargins", axis: .horizontal, isMargin: true, edge: .center,
            noun: "centerXWithinMargins"),
        .init(
            name: "centerYWithinMargins", axis: .vertical, isMargin: true, edge: .center,
            noun: "centerYWithinMargins"),
        .init(name: "minX", axis: .horizontal, edge: .leading, noun: "minX"),
        .init(name: "maxX", axis: .horizontal, edge: .trailing, noun: "maxX"),
        .init(name: "minY", axis: .vertical, edge: .leading, noun: "minY"),
        .init(name: "maxY", axis: .vertical, edge: .trailing, noun: "maxY"),
        .init(name: "midX", axis: .horizontal, edge: .center, noun: "midX"),
        .init(name: "midY", axis: .vertical, edge: .center, noun: "midY"),
        .init(name: "notAnAttribute", axis: nil, noun: "notAnAttribute"),
    ]

    @Test func everyPrintedAttributeIsKnownOnce() {
        #expect(LayoutAttribute.known.map(\.name) == Self.expected.map(\.name))
        #expect(Set(LayoutAttribute.known).count == LayoutAttribute.known.count)
    }

    @Test(arguments: expected)
    func eachKnownAttributeSaysItsAxisMarginSizeEdgeAndNoun(_ expected: Expected) {
        let attribute = LayoutAttribute(name: expected.name)
        #expect(attribute != .other(expected.name))
        #expect(attribute.name == expected.name)
        #expect(attribute.description == expected.name)
        #expect(attribute.axis == expected.axis)
        #expect(attribute.isMargin == expected.isMargin)
        #expect(attribute.isSize == expected.isSize)
        #expect(attribute.edge == expected.edge)
        #expect(attribute.noun == expected.noun)
    }

    @Test(arguments: LayoutAttribute.known)
    func theReaderFindsEachKnownNameInBytes(_ attribute: LayoutAttribute) {
        let bytes = Array("UIView:0x10.\(attribute.name) ==".utf8)
        let start = 12
        #expect(LayoutAttribute.known(bytes, start..<start + attribute.name.utf8.count) == attribute)
        // A name cut short or run on is not the attribute.
        #expect(LayoutAttribute.known(bytes, start..<start + attribute.name.utf8.count - 1) != attribute)
        #expect(LayoutAttribute.known(bytes, start..<start + attribute.name.utf8.count + 1) == nil)
    }

    @Test func anUnknownAttributeKeepsItsText() {
        let attribute = LayoutAttribute(name: "centerZ")
        #expect(attribute == .other("centerZ"))
        #expect(attribute.name == "centerZ")
        #expect(attribute.noun == "centerZ")
        #expect(attribute.axis == nil)
        #expect(attribute.edge == nil)
        #expect(!attribute.isMargin && !attribute.isSize)
        #expect(LayoutAttribute.known(Array("centerZ".utf8), 0..<7) == nil)
    }
}
