import Foundation
import Testing

@testable import UnsatKit

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `show --svg`: a well-formed standalone document that draws the wireframe's own boxes.
struct SVGPictureTests {
    /// One element as parsed: its name, attributes and the text of its `<title>` child or its own.
    struct Element {
        var name: String
        var attributes: [String: String]
        var text = ""
    }

    /// Parses `svg` with Foundation's XML parser; fails the test when it is not well-formed.
    final class Reader: NSObject, XMLParserDelegate {
        var elements: [Element] = []
        var open: [Int] = []
        var error: (any Error)?

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            // A `<title>`'s text belongs to the element it titles.
            if name != "title" {
                open.append(elements.count)
                elements.append(Element(name: name, attributes: attributes))
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if let last = open.last { elements[last].text += string }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name != "title" { open.removeLast() }
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) { error = parseError }
    }

    static func elements(_ svg: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [Element] {
        let reader = Reader()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = reader
        let ok = parser.parse()
        #expect(ok && reader.error == nil, "not well-formed: \(String(describing: reader.error))")
        return reader.elements
    }

    static func profile() throws -> Conflict {
        try WireframeTests.profile()
    }

    @Test func theDocumentIsAStandaloneSVG() throws {
        let svg = SVGPicture(conflict: try Self.profile()).svg()
        let elements = try Self.elements(svg)
        let root = try #require(elements.first)
        #expect(root.name == "svg")
        #expect(root.attributes["xmlns"] == "http://www.w3.org/2000/svg")
        #expect(root.attributes["width"] != nil && root.attributes["height"] != nil)
        #expect(root.attributes["viewBox"]?.hasPrefix("0 0 ") == true)
        #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>"))
        // Nothing that runs or fetches.
        #expect(!elements.contains { ["script", "image", "use", "foreignObject", "style", "a"].contains($0.name) })
        #expect(!svg.contains("href"))
        #expect(!svg.contains("url("))
    }

    @Test func aConflictingViewsRectIsItsAbsoluteFrameScaledInItsPaletteColor() throws {
        let elements = try Self.elements(SVGPicture(conflict: try Self.profile()).svg())
        let rect = try #require(elements.first { $0.name == "rect" && $0.text.contains("UIImageView 0x106a0dab0") })
        // The root (390 × 844) fits 600 × 800 by its height; the image view is at (16 71; 120 112) in
        // it, drawn in the root's own viewport (a nested <svg> at the margin, 16, below the title, 40,
        // padded by 3 so the root's stroke is whole) that cuts what lies outside the root.
        let scale = 800.0 / 844
        let viewport = try #require(elements.first { $0.name == "svg" && $0.attributes["overflow"] == "hidden" })
        func number(_ element: Element, _ key: String) -> Double { Double(element.attributes[key] ?? "") ?? .nan }
        #expect(number(viewport, "x") == 13 && number(viewport, "y") == 37)
        #expect(abs(number(viewport, "width") - (390 * scale + 6)) < 0.01)
        func value(_ key: String) -> Double { number(rect, key) }
        #expect(abs(value("x") - (3 + 16 * scale)) < 0.01)
        #expect(abs(value("y") - (3 + 71 * scale)) < 0.01)
        #expect(abs(value("width") - 120 * scale) < 0.01)
        #expect(abs(value("height") - 112 * scale) < 0.01)
        // The first of the conflict's views: the palette's first color, cyan.
        #expect(rect.attributes["style"]?.contains("stroke:\(ViewPalette.hex(.cyan))") == true)
        #expect(rect.text.contains("frame (16 71; 120 112)"))
        #expect(rect.text.contains("broken constraint"))
        let header = try #require(elements.first { $0.name == "rect" && $0.text.contains("0x106a0d200") })
        #expect(header.attributes["style"]?.contains("stroke:\(ViewPalette.hex(.magenta))") == true)
        // The proof's totals are in it.
        #expect(elements.contains { $0.name == "text" && $0.text == "168" })
        #expect(elements.contains { $0.name == "text" && $0.text == "≠" })
    }

    @Test func labelsAreEscaped() throws {
        let tree = WireframeTests.hierarchy([
            (0, "UIView", "0x1", Frame(x: 0, y: 0, width: 100, height: 100), ""),
            (1, "My<&\"'View", "0x2", Frame(x: 10, y: 10, width: 50, height: 50), ""),
        ])
        let wireframe = Wireframe.make(tree, views: [LayoutItem(className: "My<&\"'View", address: "0x2")])
        let svg = SVGPicture(title: "Conflict <&\">", wireframe: wireframe, proof: nil, notes: ["a < b & c"]).svg()
        #expect(svg.contains("My&lt;&amp;&quot;&apos;View"))
        #expect(!svg.contains("My<&"))
        let elements = try Self.elements(svg)
        #expect(elements.contains { $0.name == "rect" && $0.text.hasPrefix("My<&\"'View 0x2") })
        #expect(elements.contains { $0.name == "text" && $0.text == "Conflict <&\">" })
        #expect(elements.contains { $0.name == "text" && $0.text == "Note: a < b & c." })
    }

    @Test func withNoFramesItSaysSoAndDrawsNoBox() throws {
        let log = """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x6001 UIView:0xa.width == 10   (active)>",
                "<NSLayoutConstraint:0x6002 UIView:0xa.width == 20   (active)>"
            )
            """
        let conflict = try #require(ConflictGrouper().group(parse(log)).first)
        let elements = try Self.elements(SVGPicture(conflict: conflict).svg())
        // The page's background is the only rectangle.
        #expect(elements.filter { $0.name == "rect" }.count == 1)
        #expect(elements.contains { $0.text.contains("no view hierarchy captured") })
        let arithmetic = elements.filter { $0.name == "text" }.map(\.text)
        #expect(arithmetic.contains("20 ≠ 10") || arithmetic.contains("10 ≠ 20"))
    }

    /// Every sample's every conflict makes a well-formed document.
    @Test(arguments: [
        "capture-profile.log", "capture-large.log", "capture-records.log", "capture-seed-chinese.log",
        "uikit-modern.log", "uikit-ios8.log", "appkit-macos14.log", "print-hierarchy.log", "test-run.log",
        "damaged-paste.md",
    ])
    func everySampleConflictIsWellFormed(_ name: String) throws {
        let conflicts = ConflictGrouper().group(try InputReader.read(path: Paths.sample(name)))
        for conflict in conflicts {
            let elements = try Self.elements(SVGPicture(conflict: conflict).svg())
            #expect(elements.first?.name == "svg")
        }
    }
}
