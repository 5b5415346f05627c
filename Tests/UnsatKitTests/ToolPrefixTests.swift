import Foundation
import Testing

@testable import UnsatKit

/// A prefix that a tool puts on every line (docs/formats.md §1): learnt from the report's header and
/// taken off its lines, so that the report reads as it does without it (issue 23, item 1).
struct ToolPrefixTests {
    /// What a read says of its reports, by everything but the file they came from.
    static func summary(_ result: ParseResult) -> [String] {
        result.callbacks.map { callback in
            let constraints = callback.constraints.map(\.address.description).joined(separator: ",")
            return "\(callback.location.line) \(callback.timestamp ?? "-") \(callback.process ?? "-") "
                + "[\(constraints)] broken \(callback.broken?.description ?? "-") "
                + "\(callback.missing.map { "\($0)" } ?? "whole")"
        } + result.diagnostics.map { "\($0.location.line): \($0.message)" }
    }

    /// `Samples/uikit-modern.log` with each line prefixed: fastlane's clock and arrow around
    /// xcodebuild, docker compose's service column, `flutter run -v`'s time column (a block's first
    /// line with the time since the last, the rest with the blank continuation column).
    @Test(arguments: ["prefix-fastlane.log", "prefix-docker.log", "prefix-flutter.log"])
    func aToolsPrefixOnEveryLineReadsAsTheLogWithout(fixture: String) throws {
        let plain = try InputReader.read(path: Paths.sample("uikit-modern.log"))
        let prefixed = try InputReader.read(path: Paths.fixture(fixture))
        #expect(plain.callbacks.count == 4)
        #expect(plain.callbacks.allSatisfy { !$0.constraints.isEmpty })
        #expect(Self.summary(prefixed) == Self.summary(plain))
    }

    /// The prefix comes off the lines of the report whose header had it, not off other output: a
    /// line of another service after it is that service's, and ends the report.
    @Test func theHeadersPrefixIsTheOneTakenOff() {
        let result = parse(
            """
            web_1  | Unable to simultaneously satisfy constraints.
            web_1  | (
            web_1  |     "<NSLayoutConstraint:0x6001 UIView:0x7f01.width == 10   (active)>",
            web_1  |     "<NSLayoutConstraint:0x6002 UIView:0x7f01.width == 20   (active)>"
            web_1  | )
            web_1  |
            web_1  | Will attempt to recover by breaking constraint
            web_1  | <NSLayoutConstraint:0x6002 UIView:0x7f01.width == 20   (active)>
            db_1   |     "<NSLayoutConstraint:0x6003 UIView:0x7f02.width == 30   (active)>",

            """)
        #expect(result.callbacks.count == 1)
        #expect(result.callbacks.first?.constraints.map(\.address) == ["0x6001", "0x6002"])
        #expect(result.callbacks.first?.broken == "0x6002")
        // The other service's line is no part of the report: noted, not read into it.
        #expect(result.diagnostics.map(\.message) == [.mentionOutsideReport])
    }

    @Test func theShapeOfAPrefix() throws {
        func learnt(_ header: String) -> ToolPrefix? {
            let line = CleanLine(raw: Array(header.utf8))
            return line.offset(of: Phrase.unable).flatMap { ToolPrefix.learn(line, phrase: $0) }
        }
        func length(_ tool: ToolPrefix?, _ line: String) -> Int? { tool?.length(in: Array(line.utf8)) }
        let fastlane = try #require(learnt("[10:11:12]: \u{25B8} Unable to simultaneously satisfy constraints."))
        #expect(length(fastlane, "[10:11:59]: \u{25B8} \t(") == fastlane.shape.count)
        #expect(length(fastlane, "[10:11:12] \u{25B8} \t(") == nil)
        let flutter = try #require(learnt("[+18718 ms] Unable to simultaneously satisfy constraints."))
        #expect(length(flutter, "[        ] (") == 11)
        #expect(length(flutter, "[   +3 ms] (") == 11)
        #expect(length(flutter, "[  ] (") == nil)
        #expect(length(flutter, "[INFO] (") == nil)
        // Up to a log prefix the reader knows, and not its category.
        let unable = "Unable to simultaneously satisfy constraints."
        let docker = try #require(
            learnt("app_1  | 2026-03-04 10:11:12.345678+0100 MyApp[1:2] [LayoutConstraints] \(unable)"))
        #expect(docker.shape == Array("app_1  | ".utf8))
        #expect(length(docker, "app_1  |") == 8)
        #expect(learnt("app_1 | [LayoutConstraints] \(unable)")?.shape == Array("app_1 | ".utf8))
        // No prefix, a known one, or none but the category: nothing to learn.
        #expect(learnt("Unable to simultaneously satisfy constraints.") == nil)
        #expect(learnt("2026-03-04 10:11:12.345678+0100 MyApp[1:2] \(unable)") == nil)
        #expect(learnt("[LayoutConstraints] \(unable)") == nil)
    }
}
