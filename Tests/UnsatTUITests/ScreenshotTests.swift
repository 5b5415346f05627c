import Foundation
import Testing
import UnsatKit

@testable import UnsatTUI

/// The README's picture of the inspector, `docs/inspector.svg`, is the inspector's own screen: the
/// grid `Inspector.render()` draws on the bundled sample, each run of cells of one style a span of
/// monospace text in the style's color (`ViewPalette.hex`, the colors `show --svg` uses). A test
/// fails when the file is not what the inspector draws now; `Scripts/screenshot.sh` (which sets
/// `UNSAT_RECORD_SCREENSHOT=1`) writes it anew, as `UNSAT_RECORD_SCREENS=1` does with the screens.
struct ScreenshotTests {
    static let root = Fixture.directory.deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let picture = root.appendingPathComponent("docs/inspector.svg")

    /// The screen the README shows: `unsat` on its sample at 100x30, the hierarchy focused (`Tab`),
    /// so that the tree, the constraints, Why and Fix are all in view.
    static func screen() throws -> ScreenGrid {
        let result = try InputReader.read(paths: [Fixture.sample("capture-profile.log")])
        let document = InspectorDocument(result: result, conflicts: ConflictGrouper().group(result), glyphs: .unicode)
        let inspector = Inspector(document: document, color: true)
        inspector.resize(width: 100, height: 30)
        inspector.handle([.tab])
        return inspector.render()
    }

    @Test func theReadmesPictureIsTheInspectorsScreen() throws {
        let svg = ScreenSVG.svg(try Self.screen())
        // Re-recording every screen (UNSAT_RECORD_SCREENS=1) draws the picture anew too.
        let environment = ProcessInfo.processInfo.environment
        if environment["UNSAT_RECORD_SCREENSHOT"] == "1" || environment["UNSAT_RECORD_SCREENS"] == "1" {
            try svg.write(to: Self.picture, atomically: true, encoding: .utf8)
            return
        }
        let recorded = try? String(contentsOf: Self.picture, encoding: .utf8)
        if recorded != svg {
            Issue.record(
                "docs/inspector.svg is not the inspector's screen now: run Scripts/screenshot.sh to draw it anew")
        }
    }

    /// A run of styled cells becomes one span at its column, in its colors, with its text escaped;
    /// reverse swaps the colors, and a wide character keeps its two columns.
    @Test func aRunIsASpanInItsStyle() {
        var grid = ScreenGrid(width: 12, height: 1)
        grid.put("a<b", x: 0, y: 0, style: Style(foreground: .red, bold: true))
        grid.put("中", x: 4, y: 0, style: Style(reverse: true))
        let svg = ScreenSVG.svg(grid)
        #expect(svg.contains(#"fill="\#(ViewPalette.hex(.red))" font-weight="bold""#))
        #expect(svg.contains(">a&lt;b</text>"))
        #expect(svg.contains(#"<rect x="\#(4 * ScreenSVG.cellWidth)" y="0" width="\#(2 * ScreenSVG.cellWidth)""#))
        #expect(svg.contains(#"textLength="\#(2 * ScreenSVG.cellWidth)""#))
    }
}

/// A screen grid as an SVG of monospace text: a rectangle for each run with a background, a `text`
/// for each run of one style, placed at its column so that no font's widths can shift it.
enum ScreenSVG {
    static let cellWidth = 9
    static let cellHeight = 18
    static let background = "#ffffff"
    static let foreground = "#1f2328"

    static func svg(_ grid: ScreenGrid) -> String {
        let width = grid.width * cellWidth
        let height = grid.height * cellHeight
        var out = [
            #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(width)" height="\#(height)" "#
                + #"viewBox="0 0 \#(width) \#(height)" font-family="ui-monospace, SFMono-Regular, Menlo, "#
                + #"Consolas, 'DejaVu Sans Mono', monospace" font-size="15">"#,
            #"<rect width="\#(width)" height="\#(height)" fill="\#(background)"/>"#,
        ]
        for y in 0..<grid.height {
            for run in runs(grid, row: y) { out.append(contentsOf: elements(run, row: y)) }
        }
        out.append("</svg>")
        return out.joined(separator: "\n") + "\n"
    }

    /// Cells of one style side by side: where they start, how many columns, their text.
    struct Run {
        var column: Int
        var columns: Int
        var text: String
        var style: Style
    }

    static func runs(_ grid: ScreenGrid, row y: Int) -> [Run] {
        var runs: [Run] = []
        for x in 0..<grid.width {
            let cell = grid[x, y]
            guard cell.width != 0 else { continue }
            // A wide character is a run of its own, so that its two columns are its own.
            if let last = runs.last, last.style == cell.style, cell.width == 1, last.columns == last.text.count,
                last.column + last.columns == x
            {
                runs[runs.count - 1].columns += 1
                runs[runs.count - 1].text.append(cell.character)
            } else {
                runs.append(Run(column: x, columns: Int(cell.width), text: String(cell.character), style: cell.style))
            }
        }
        return runs
    }

    static func elements(_ run: Run, row y: Int) -> [String] {
        var ink = run.style.foreground.map(ViewPalette.hex) ?? foreground
        var paper = run.style.background.map(ViewPalette.hex)
        if run.style.reverse { (ink, paper) = (paper ?? background, ink) }
        let x = run.column * cellWidth
        let length = run.columns * cellWidth
        var out: [String] = []
        if let paper {
            out.append(
                #"<rect x="\#(x)" y="\#(y * cellHeight)" width="\#(length)" height="\#(cellHeight)" fill="\#(paper)"/>"#
            )
        }
        let text = run.text.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty || run.style.underline else { return out }
        var attributes = #"x="\#(x)" y="\#(y * cellHeight + 14)" textLength="\#(length)" "#
        attributes += #"lengthAdjust="spacingAndGlyphs" xml:space="preserve" fill="\#(ink)""#
        if run.style.bold { attributes += #" font-weight="bold""# }
        if run.style.dim { attributes += #" opacity="0.55""# }
        if run.style.underline { attributes += #" text-decoration="underline""# }
        out.append("<text \(attributes)>\(escaped(run.text))</text>")
        return out
    }

    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
