import Foundation
import Testing

@testable import UnsatKit

/// The attribute vocabulary: what each attribute UIKit and AppKit print measures, and one unsat does
/// not know kept as printed, through the reader, the outputs and the proof.
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
        .init(name: "leftMargin", axis: .horizontal, isMargin: true, edge: .leading, noun: "left margin"),
        .init(name: "rightMargin", axis: .horizontal, isMargin: true, edge: .trailing, noun: "right margin"),
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

    @Test func aConstraintWithAnUnknownAttributeIsStillReadAndPrintedAsPrinted() throws {
        let text = "<NSLayoutConstraint:0x6001 UIView:0x7f01.centerZ == UILabel:0x7f02.top + 8   (active)>"
        let output = try ConstraintParser().parse(text).get()
        let c = output.constraint
        #expect(c.isEquation)
        #expect(c.first?.attribute == .other("centerZ"))
        #expect(c.second?.attribute == .top)
        #expect(c.constant == 8)
        #expect(output.notes == [.unknownAttribute("centerZ")])

        let log = """
            2026-03-04 10:11:12.345678+0100 MyApp[4242:1234567] [LayoutConstraints] Unable to simultaneously satisfy constraints.
            (
                "\(text)",
                "<NSLayoutConstraint:0x6002 UIView:0x7f01.width == 10   (active)>"
            )

            Will attempt to recover by breaking constraint
            \(text)

            """
        let result = parse(log)
        let conflicts = ConflictGrouper().group(result)
        try #require(conflicts.count == 1)
        #expect(conflicts[0].constraints.count == 2)
        #expect(Fingerprint.canonicalLines(conflicts[0].constraints).contains { $0.contains(".centerZ == ") })
        let json = String(decoding: ConflictListing(result: result, conflicts: conflicts).json(), as: UTF8.self)
        #expect(json.contains("\"attribute\": \"centerZ\""))
        #expect(ShowText(conflict: conflicts[0]).text().contains("UIView.centerZ == UILabel.top + 8"))
        let sentence = Explainer().explain(conflicts[0]).sentences["0x6001"]
        #expect(sentence == "UIView's centerZ should equal UILabel's top edge plus 8.")
    }

    /// The proof reads each attribute as the self-check's own model does (`Inequality.side`, written
    /// apart from the explainer), whose unknowns are named `x`, `w`, `margin.leading`, ….
    @Test(arguments: LayoutAttribute.known)
    func theProofReadsEachAttributeAsTheSelfCheckDoes(_ attribute: LayoutAttribute) throws {
        let selfCheckName: [LayoutAttribute: String] = [
            .minX: "x", .width: "w", .minY: "y", .height: "h", .leadingMargin: "margin.leading",
            .trailingMargin: "margin.trailing", .topMargin: "margin.top", .bottomMargin: "margin.bottom",
            .firstBaseline: "baseline.first", .lastBaseline: "baseline.last",
        ]
        let operand = Operand(item: LayoutItem(className: "UIView", address: "0x10"), attribute: attribute)
        let empty = Conflict(
            id: 1, fingerprint: "", callbacks: [], constraints: [], views: [], controller: nil, isSystem: false)
        var model = ProofModel(empty, assumeDefaults: false)
        let mine = model.expression(operand, other: nil)
        let theirs = try Inequality.side(operand, other: nil)
        #expect((mine == nil) == (theirs == nil))
        guard let mine else { return }
        let named = Dictionary(
            uniqueKeysWithValues: try mine.coefficients.map { variable, value in
                ("0x10.\(try #require(selfCheckName[model.unknowns[variable].quantity]))", value)
            })
        #expect(named == theirs)
        #expect(mine.axis == attribute.axis)
    }
}
