import Foundation
import Testing

@testable import UnsatKit

/// `list`, `show` and `check` as text: color adds escapes and nothing else, `--ascii` leaves no
/// sign of unsat's own outside ASCII.
struct TextOutputTests {
    /// Every sample and fixture a user or a test reads.
    static var inputs: [String] {
        let samples = ((try? FileManager.default.contentsOfDirectory(atPath: Paths.samples.path)) ?? [])
            .filter { $0.hasSuffix(".log") || $0 == "damaged-paste.md" }.map(Paths.sample)
        let fixtures = ((try? FileManager.default.contentsOfDirectory(atPath: Paths.fixtures.path)) ?? [])
            .filter { $0.hasSuffix(".log") || $0.hasSuffix(".md") }.map(Paths.fixture)
        return (samples + fixtures).sorted()
    }

    /// The three text reports of `path`, drawn with `glyphs`, in color or not.
    static func texts(_ path: String, glyphs: Glyphs, color: Bool) throws -> [String] {
        let result = try InputReader.read(path: path)
        let conflicts = ConflictGrouper().group(result)
        var texts = [
            ConflictListing(result: result, conflicts: conflicts, explain: true).text(glyphs: glyphs, color: color),
            CheckResult(
                result: result, conflicts: conflicts, baseline: Baseline(entries: []), includeSystem: true, version: "t"
            )
            .text(glyphs: glyphs, color: color),
        ]
        for conflict in conflicts.prefix(4) {
            texts.append(ShowText(conflict: conflict, glyphs: glyphs, color: color).text())
        }
        return texts
    }

    /// Removes every SGR sequence (`ESC [ … m`).
    static func stripped(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
    }

    @Test(arguments: inputs)
    func colorAddsEscapesAndNothingElse(path: String) throws {
        for glyphs in [Glyphs.unicode, .ascii] {
            let plain = try Self.texts(path, glyphs: glyphs, color: false)
            let colored = try Self.texts(path, glyphs: glyphs, color: true)
            #expect(plain.allSatisfy { !$0.contains("\u{1B}") }, "\(path)")
            // The same characters in the same columns: alignment is measured without the escapes.
            #expect(colored.map(Self.stripped) == plain, "\(path)")
        }
    }

    /// A colored span is closed on its own line, so that a line cut, grepped or paged never leaks
    /// color into the next.
    @Test(arguments: inputs)
    func everyColoredSpanEndsWithAResetOnItsLine(path: String) throws {
        for text in try Self.texts(path, glyphs: .unicode, color: true) {
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                var open = false
                var rest = Substring(line)
                while let start = rest.range(of: "\u{1B}[") {
                    let end = try #require(rest[start.upperBound...].firstIndex(of: "m"))
                    let code = rest[start.upperBound..<end]
                    if code == "0" {
                        #expect(open, "a reset with no color before it: \(line)")
                        open = false
                    } else {
                        #expect(!open, "a color opened inside another: \(line)")
                        open = true
                    }
                    rest = rest[rest.index(after: end)...]
                }
                #expect(!open, "a color left open at the end of: \(line)")
            }
        }
    }

    /// The broken mark and note in red; each view in the inspector's palette, in the order of the
    /// conflict's views, everywhere its name is written.
    @Test func theBrokenMarkIsRedAndEachViewTakesItsColor() throws {
        let result = try InputReader.read(path: Paths.sample("uikit-modern.log"))
        let conflicts = ConflictGrouper().group(result)
        let conflict = try #require(conflicts.first)
        #expect(conflict.views.map(\.className) == ["UILabel", "UIButton", "UIStackView"])
        let list = ConflictListing(result: result, conflicts: conflicts).text(color: true)
        let (red, cyan, magenta, yellow, reset) = (
            "\u{1B}[1;31m", "\u{1B}[1;36m", "\u{1B}[1;35m", "\u{1B}[1;33m", "\u{1B}[0m"
        )
        #expect(
            list.contains(
                "    views: \(cyan)UILabel 'Drafts (3)'\(reset) 0x103b1e4a0, \(magenta)UIButton 'Clear all'\(reset) "
                    + "0x103b1e7d0, \(yellow)UIStackView\(reset) 0x103b1e170\n"))
        #expect(
            list.contains(
                "  \(red)✗\(reset) \(cyan)UILabel 'Drafts (3)'\(reset).width == 160"
                    + String(repeating: " ", count: 34) + "\(red)broken\(reset)\n"))
        #expect(
            list.contains("    \(yellow)UIStackView\(reset).leading == \(cyan)UILabel 'Drafts (3)'\(reset).leading "))
        let show = ShowText(conflict: conflict, color: true).text()
        #expect(
            show.contains(
                "  \(red)✗\(reset) \(magenta)UIButton 'Clear all'\(reset).width == 96   (\(red)broken\(reset))\n"))
        #expect(show.contains("  \(yellow)UIStackView\(reset) 0x103b1e170  \(yellow)●\(reset)\n"))
        #expect(show.contains("├─ \(cyan)UILabel\(reset) 0x103b1e4a0 'Drafts (3)'  \(cyan)●\(reset)\n"))
        #expect(
            ViewPalette.colors.map { "\u{1B}[1;\(30 + $0.rawValue)m" } == [
                cyan, magenta, yellow, "\u{1B}[1;32m", "\u{1B}[1;34m",
            ])
    }

    /// A layout guide is not one of the conflict's views: it has no color, as in the inspector.
    @Test func aLayoutGuideIsNotColored() throws {
        let result = try InputReader.read(path: Paths.sample("log-stream.log"))
        let conflicts = ConflictGrouper().group(result)
        let text = ConflictListing(result: result, conflicts: conflicts).text(color: true)
        let guides = conflicts.flatMap(\.items).filter(\.isLayoutGuide)
        try #require(!guides.isEmpty)
        for conflict in conflicts {
            let namer = ViewNamer(conflict: conflict)
            for guide in conflict.items.filter(\.isLayoutGuide) {
                #expect(!text.contains("m\(namer.name(guide))\u{1B}[0m"), "\(namer.name(guide))")
            }
        }
    }

    /// With ASCII glyphs, what is not ASCII in the output is the input's own text (a Chinese label,
    /// a curly apostrophe in a paste), never a mark, sign or ellipsis unsat adds.
    @Test(arguments: inputs)
    func asciiLeavesOnlyTheInputsOwnCharacters(path: String) throws {
        let input = Set(try String(contentsOfFile: path, encoding: .utf8).unicodeScalars)
        for text in try Self.texts(path, glyphs: .ascii, color: false) {
            let foreign = Set(text.unicodeScalars.filter { !$0.isASCII && !input.contains($0) })
            #expect(foreign.isEmpty, "\(path): \(foreign.map { String($0) }.sorted())")
        }
    }

    /// What the ASCII glyphs write for the signs in a short form, a sentence, a sum and a cut label.
    @Test func asciiSpellsEverySign() throws {
        let result = try InputReader.read(path: Paths.sample("uikit-ios9.log"))
        let conflict = try #require(ConflictGrouper().group(result).first)
        let show = ShowText(conflict: conflict, glyphs: .ascii).text()
        #expect(show.hasPrefix("Conflict #1  x1 callback\n"))
        #expect(show.contains("  x UILabel 'Order #1042'.width == 0.75*ContentView.width   (broken)\n"))
        #expect(show.contains("  4 * (15 + 88 + 10 + 15) = 512 != 375\n"))
        #expect(show.contains("should equal 0.75 * ContentView's width."))
        let unicode = ShowText(conflict: conflict).text()
        #expect(unicode.contains("  4 × (15 + 88 + 10 + 15) = 512 ≠ 375\n"))
        let long = LayoutItem(className: "UILabel", address: nil, label: "A label longer than twenty")
        #expect(ViewNamer(items: [long], glyphs: .ascii).name(long) == "UILabel 'A label longer than~'")
        #expect(ViewNamer(items: [long]).name(long) == "UILabel 'A label longer than…'")
    }
}
