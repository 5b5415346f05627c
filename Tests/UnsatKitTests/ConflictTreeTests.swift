import Foundation
import Testing

@testable import UnsatKit

/// The tree drawn without a dump: which view holds which, as the constraints say it.
struct ConflictTreeTests {
    /// Each view's superview in the inferred tree (by address; nil for a root), from one report of
    /// these constraint descriptions.
    static func parents(_ descriptions: [String]) throws -> [String: String?] {
        let entries = descriptions.map { "    \"\($0)\"" }.joined(separator: ",\n")
        let log = "Unable to simultaneously satisfy constraints.\n(\n\(entries)\n)\n"
        let conflict = try #require(ConflictGrouper().group(parse(log)).first)
        let tree = ConflictTree(conflict: conflict)
        #expect(!tree.isCaptured)
        let nodes = tree.hierarchy.nodes
        // Every item once: nesting never loses or repeats a view.
        #expect(nodes.count == conflict.items.count)
        var result: [String: String?] = [:]
        for node in nodes { result.updateValue(node.parent.map { nodes[$0].address.text }, forKey: node.address.text) }
        return result
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var constraints: [String]
        /// View address → its superview's, or nil for a root.
        var parents: [String: String?]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "both vertical edges inset by a constant (the issue's example)",
            constraints: [
                "<NSLayoutConstraint:0x6001 UIImageView:0xa.top == UIView:0xb.top + 12   (active)>",
                "<NSLayoutConstraint:0x6002 UIView:0xb.bottom == UIImageView:0xa.bottom + 12   (active)>",
                "<NSLayoutConstraint:0x6003 UIView:0xb.height == 44   (active)>",
            ],
            parents: ["0xa": "0xb", "0xb": nil]),
        Case(
            name: "leading and trailing, the container written first",
            constraints: [
                "<NSLayoutConstraint:0x6001 UIView:0xb.leading == UILabel:0xa.leading - 16   (active)>",
                "<NSLayoutConstraint:0x6002 UILabel:0xa.trailing == UIView:0xb.trailing - 16   (active)>",
            ],
            parents: ["0xa": "0xb", "0xb": nil]),
        Case(
            name: "inequalities say which is inside even with 0",
            constraints: [
                "<NSLayoutConstraint:0x6001 UILabel:0xa.left >= UIView:0xb.left   (active)>",
                "<NSLayoutConstraint:0x6002 UILabel:0xa.right <= UIView:0xb.right   (active)>",
            ],
            parents: ["0xa": "0xb", "0xb": nil]),
        Case(
            name: "the container's margins say which is inside even with 0",
            constraints: [
                "<NSLayoutConstraint:0x6001 UILabel:0xa.leading == UIView:0xb.leadingMargin   (active)>",
                "<NSLayoutConstraint:0x6002 UIView:0xb.trailingMargin == UILabel:0xa.trailing   (active)>",
            ],
            parents: ["0xa": "0xb", "0xb": nil]),
        Case(
            name: "pinned edge to edge with 0: either could hold the other, so neither does",
            constraints: [
                "<NSLayoutConstraint:0x6001 UIView:0xa.top == UIView:0xb.top   (active)>",
                "<NSLayoutConstraint:0x6002 UIView:0xa.bottom == UIView:0xb.bottom   (active)>",
            ],
            parents: ["0xa": nil, "0xb": nil]),
        Case(
            name: "one edge alone is no evidence",
            constraints: [
                "<NSLayoutConstraint:0x6001 UILabel:0xa.top == UIView:0xb.top + 8   (active)>",
                "<NSLayoutConstraint:0x6002 UILabel:0xa.height == 20   (active)>",
            ],
            parents: ["0xa": nil, "0xb": nil]),
        Case(
            name: "an edge outside the other view: not inside it",
            constraints: [
                "<NSLayoutConstraint:0x6001 UILabel:0xa.leading == UIView:0xb.leading + 8   (active)>",
                "<NSLayoutConstraint:0x6002 UILabel:0xa.trailing == UIView:0xb.trailing + 8   (active)>",
            ],
            parents: ["0xa": nil, "0xb": nil]),
        Case(
            name: "a third constraint that puts an edge outside vetoes the pair",
            constraints: [
                "<NSLayoutConstraint:0x6001 UILabel:0xa.top == UIView:0xb.top + 8   (active)>",
                "<NSLayoutConstraint:0x6002 UIView:0xb.bottom == UILabel:0xa.bottom + 8   (active)>",
                "<NSLayoutConstraint:0x6003 UILabel:0xa.leading == UIView:0xb.leading - 4   (active)>",
            ],
            parents: ["0xa": nil, "0xb": nil]),
        Case(
            name: "edges on different sides (one below the other) are siblings' spacing",
            constraints: [
                "<NSLayoutConstraint:0x6001 UILabel:0xa.top == UIView:0xb.bottom + 8   (active)>",
                "<NSLayoutConstraint:0x6002 UIView:0xb.top == UILabel:0xa.bottom + 8   (active)>",
            ],
            parents: ["0xa": nil, "0xb": nil]),
        Case(
            name: "a stack view's canvas connection holds its arranged views",
            constraints: [
                "<NSLayoutConstraint:0x6001 'UISV-canvas-connection' UIStackView:0x5.leading == UILabel:0xa.leading   (active)>",
                "<NSLayoutConstraint:0x6002 'UISV-canvas-connection' UIStackView:0x5.trailing == UIButton:0xb.trailing   (active)>",
                "<NSLayoutConstraint:0x6003 'UISV-spacing' UIButton:0xb.leading == UILabel:0xa.trailing + 8   (active)>",
                "<NSLayoutConstraint:0x6004 UIStackView:0x5.width == 100   (active)>",
            ],
            parents: ["0x5": nil, "0xa": "0x5", "0xb": "0x5"]),
        Case(
            name: "a canvas that is the stack view's margins guide stands for the stack view",
            constraints: [
                "<NSLayoutConstraint:0x6001 'UISV-canvas-connection' UILayoutGuide:0x9'UIViewLayoutMarginsGuide'.leading == UILabel:0xa.leading   (active)>",
                "<NSLayoutConstraint:0x6002 'UIView-leftMargin-guide-constraint' H:|-(8)-[UILayoutGuide:0x9'UIViewLayoutMarginsGuide'](LTR)   (active, names: '|':UIStackView:0x5 )>",
                "<NSLayoutConstraint:0x6003 UILabel:0xa.width == 300   (active)>",
            ],
            parents: ["0x5": nil, "0x9": "0x5", "0xa": "0x5"]),
        Case(
            name: "the innermost of two views that both hold it",
            constraints: [
                "<NSLayoutConstraint:0x6001 UILabel:0xa.top == UIView:0xc.top + 20   (active)>",
                "<NSLayoutConstraint:0x6002 UIView:0xc.bottom == UILabel:0xa.bottom + 20   (active)>",
                "<NSLayoutConstraint:0x6003 UILabel:0xa.top == UIView:0xb.top + 8   (active)>",
                "<NSLayoutConstraint:0x6004 UIView:0xb.bottom == UILabel:0xa.bottom + 8   (active)>",
                "<NSLayoutConstraint:0x6005 UIView:0xb.top == UIView:0xc.top + 12   (active)>",
                "<NSLayoutConstraint:0x6006 UIView:0xc.bottom == UIView:0xb.bottom + 12   (active)>",
            ],
            parents: ["0xc": nil, "0xb": "0xc", "0xa": "0xb"]),
        Case(
            name: "names: '|' comes first, and inset edges saying the opposite make no cycle",
            constraints: [
                "<NSLayoutConstraint:0x6001 H:|-(8)-[UIView:0xb]   (active, names: '|':UIView:0xa )>",
                "<NSLayoutConstraint:0x6002 UIView:0xa.top == UIView:0xb.top + 8   (active)>",
                "<NSLayoutConstraint:0x6003 UIView:0xb.bottom == UIView:0xa.bottom + 8   (active)>",
            ],
            parents: ["0xa": nil, "0xb": "0xa"]),
    ]

    @Test(arguments: cases)
    func viewsNestOnlyWhereTheConstraintsSaySo(_ example: Case) throws {
        #expect(try Self.parents(example.constraints) == example.parents)
    }
}

/// A dump read on its own that a conflict shows as its tree is that conflict's, in `list` and its JSON.
struct RelatedDumpTests {
    @Test func aDumpOnItsOwnThatHoldsTheConflictsViewsIsCalledTheirTree() throws {
        let result = try InputReader.read(path: Paths.sample("print-hierarchy.log"))
        let conflicts = ConflictGrouper().group(result)
        #expect(conflicts.allSatisfy { $0.relatedHierarchy?.location.line == 43 })
        let report = ConflictListing(result: result, conflicts: conflicts)
        let text = report.text()
        #expect(!text.contains("without a conflict"))
        #expect(text.contains("print-hierarchy.log:43  UIWindow 0x10a906c30, 53 views: the tree of conflicts #1, #2\n"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(report.json())) as? [String: Any])
        let dump = try #require((json["hierarchies"] as? [[String: Any]])?.first)
        // `conflict` keeps its meaning (the capture it came with: none); `treeOf` says whose tree it is.
        #expect(dump["conflict"] is NSNull)
        #expect(dump["treeOf"] as? [Int] == [1, 2])
    }

    @Test func aDumpWithNoneOfTheConflictsViewsIsWithoutAConflict() throws {
        let log = """
            <UIView: 0x7f0000000100; frame = (0 0; 390 844); layer = <CALayer: 0x600000000100>>
               | <UILabel: 0x7f0000000200; frame = (0 0; 100 20); layer = <CALayer: 0x600000000200>>
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x6001 UIImageView:0x7f0000000300.width == 120   (active)>",
                "<NSLayoutConstraint:0x6002 UIImageView:0x7f0000000300.width == 100   (active)>"
            )

            """
        let result = parse(log)
        let conflicts = ConflictGrouper().group(result)
        try #require(result.hierarchies.count == 1)
        #expect(conflicts.first?.relatedHierarchy == nil)
        let report = ConflictListing(result: result, conflicts: conflicts)
        #expect(report.text().contains("test.log:1  UIView 0x7f0000000100, 2 views, without a conflict\n"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(report.json())) as? [String: Any])
        #expect((json["hierarchies"] as? [[String: Any]])?.first?["treeOf"] as? [Int] == [])
    }

    @Test func aCapturedDumpIsTheTreeOfItsConflict() throws {
        let result = try InputReader.read(path: Paths.fixture("capture-english.log"))
        let report = ConflictListing(result: result, conflicts: ConflictGrouper().group(result))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(report.json())) as? [String: Any])
        let dumps = try #require(json["hierarchies"] as? [[String: Any]])
        #expect(!dumps.isEmpty)
        for dump in dumps { #expect(dump["treeOf"] as? [Int] == [dump["conflict"] as? Int].compactMap { $0 }) }
    }
}
