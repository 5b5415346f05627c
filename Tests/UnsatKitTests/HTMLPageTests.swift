import Foundation
import Testing

@testable import UnsatKit

/// `unsat report`: one self-contained page that shows every conflict as `show` does.
struct HTMLPageTests {
    static func report(_ sample: String, includeSystem: Bool = false) throws -> (HTMLPage, [Conflict]) {
        let result = try InputReader.read(path: Paths.sample(sample))
        let conflicts = ConflictGrouper().group(result)
        return (HTMLPage(result: result, conflicts: conflicts, includeSystem: includeSystem), conflicts)
    }

    /// How often `part` occurs in `text`.
    static func count(_ part: String, in text: String) -> Int { text.components(separatedBy: part).count - 1 }

    @Test func thePageIsOneHTMLDocumentWithASectionForEachConflict() throws {
        let (report, conflicts) = try Self.report("capture-profile.log")
        let html = report.html()
        #expect(html.hasPrefix("<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">"))
        #expect(html.hasSuffix("</body>\n</html>\n"))
        #expect(conflicts.count == 2)
        #expect(Self.count("<section id=\"conflict-", in: html) == 2)
        #expect(html.contains("<section id=\"conflict-1\">") && html.contains("<section id=\"conflict-2\">"))
        #expect(Self.count("<section", in: html) == Self.count("</section>", in: html))
        #expect(html.contains("<a href=\"#conflict-2\">Conflict #2 in MyApp.EditProfileViewController</a>"))
        #expect(html.contains("Read: <code>\(Paths.sample("capture-profile.log"))</code>"))
    }

    @Test func eachSectionHasWhatShowShows() throws {
        let (report, conflicts) = try Self.report("capture-profile.log")
        let html = report.html()
        let first = try #require(html.components(separatedBy: "<section id=\"conflict-2\">").first)
        for heading in [
            "<h3>Controller</h3>", "<h3>Views</h3>", "<h3>Why they cannot all hold</h3>",
            "<h3>What to change</h3>", "<h3>Constraints</h3>", "<h3>View hierarchy ", "<h3>Callbacks</h3>",
        ] {
            #expect(first.contains(heading), "\(heading)")
        }
        #expect(first.contains("<p>MyApp.ProfileViewController 0x10680a1b0</p>"))
        #expect(first.contains("fingerprint <code>\(conflicts[0].fingerprint)</code>"))
        // The proof in words and as a picture, the broken constraint marked, each constraint as logged.
        #expect(first.contains("120 + 24 + 24 = 168 ≠ 160"))
        #expect(first.contains("<span class=\"broken\">broken</span>"))
        for constraint in conflicts[0].constraints {
            #expect(first.contains("<pre>\(HTMLPage.escape(constraint.text))</pre>"))
        }
        #expect(Self.count("<li><code>", in: first) >= conflicts[0].callbacks.count)
        // The first view in its palette color, in the list and in the tree.
        let cyan = ViewPalette.hex(.cyan)
        #expect(first.contains("<li><b style=\"color:\(cyan)\">UIImageView</b>"))
        #expect(Self.count("<b style=\"color:\(cyan)\">UIImageView</b>", in: first) >= 2)
    }

    @Test func theWireframeIsInlinedSVGWithTheConflictingViewsBoxInItsColor() throws {
        let (report, conflicts) = try Self.report("capture-profile.log")
        let html = report.html()
        #expect(html.contains(HTMLPage.wireframeSVG(conflicts[0])))
        #expect(!html.contains("<?xml"))
        // The proof is said once, as text under the wireframe: the SVG carries none of it.
        #expect(Self.count("168 ≠ 160", in: html) == 1)
        let rect = try #require(
            html.components(separatedBy: "<rect ").first { $0.contains("<title>UIImageView 0x106a0dab0 frame") })
        #expect(rect.contains("stroke:\(ViewPalette.hex(.cyan))"))
        #expect(rect.contains("frame (16 71; 120 112) in the root view; a view of the broken constraint"))
    }

    @Test func nothingRunsAndNothingIsFetched() throws {
        for sample in ["capture-profile.log", "test-run.log", "uikit-modern.log"] {
            let html = try Self.report(sample, includeSystem: true).0.html().lowercased()
            #expect(!html.contains("<script"), "\(sample)")
            #expect(!html.contains("http"), "\(sample)")
            #expect(!html.contains("url("), "\(sample)")
            #expect(!html.contains("<link"), "\(sample)")
            #expect(!html.contains("<img"), "\(sample)")
            // Any src= would be a fetch; none is needed.
            #expect(!html.contains("src="), "\(sample)")
            #expect(html.range(of: #"\son[a-z]+="#, options: .regularExpression) == nil, "\(sample): a handler")
        }
    }

    @Test func conflictsInUIKitsOwnViewsAreLeftOutUnlessAskedFor() throws {
        let (report, conflicts) = try Self.report("test-run.log")
        let system = conflicts.filter(\.isSystem)
        #expect(system.count == 2)
        let html = report.html()
        #expect(report.documents.count == conflicts.count - 2)
        #expect(html.contains("2 conflicts of UIKit's or Apple's own left out (--include-system shows them)."))
        for conflict in system { #expect(!html.contains("<section id=\"conflict-\(conflict.id)\">")) }
        let all = try Self.report("test-run.log", includeSystem: true).0.html()
        for conflict in system { #expect(all.contains("<section id=\"conflict-\(conflict.id)\">")) }
        #expect(all.contains(HTMLPage.escape("(UIKit's own views: usually not yours to fix)")))
        #expect(!all.contains("left out (--include-system"))
    }

    @Test func textFromTheLogIsEscaped() throws {
        let log = """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x6001 UILabel:0xa'Tom & Jerry <3'.width == 10   (active)>",
                "<NSLayoutConstraint:0x6002 UILabel:0xa'Tom & Jerry <3'.width == 20   (active)>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x6002 UILabel:0xa'Tom & Jerry <3'.width == 20   (active)>
            """
        let result = parse(log, name: "a<b>&\"c\".log")
        let conflicts = ConflictGrouper().group(result)
        let html = HTMLPage(result: result, conflicts: conflicts, includeSystem: true).html()
        #expect(html.contains("Tom &amp; Jerry &lt;3"))
        #expect(html.contains("<code>a&lt;b&gt;&amp;&quot;c&quot;.log</code>"))
        #expect(!html.contains("Jerry <3"))
        #expect(!html.contains("a<b>"))
    }

    @Test func withNoConflictThePageSaysSo() throws {
        let html = HTMLPage(heading: "unsat check: 0 new conflicts", files: ["x.log"], documents: []).html()
        #expect(html.contains("<p>No conflict to show.</p>"))
        #expect(!html.contains("<section"))
    }

    /// A conflict with no dump says so where the wireframe would be, and draws nothing.
    @Test func aConflictWithoutFramesSaysSoAndDrawsNothing() throws {
        let (report, _) = try Self.report("uikit-modern.log")
        let html = report.html()
        #expect(!html.contains("<svg"))
        #expect(html.contains("no view hierarchy captured"))
        #expect(Self.count("160 + 96 + 8 = 264 ≠ 240", in: html) == 1)
    }
}
