import Foundation
import Testing

/// `unsat show ID --svg [FILE]`: the document on stdout or in a file, and the usual exit codes.
struct SVGEndToEndTests {
    static let profile = Binary.packageRoot.appendingPathComponent("Samples/capture-profile.log").path

    @Test func theSVGGoesToStandardOutput() throws {
        let run = try Binary.run(["show", "1", "--svg", Self.profile])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns="))
        #expect(run.stdout.hasSuffix("</svg>\n"))
        #expect(run.stderr.isEmpty)
    }

    @Test func aNameEndingInSVGIsTheFileItGoesTo() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("unsat-svg-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for arguments in [["--svg", "one.svg"], ["--svg=two.svg"]] {
            let run = try Binary.run(["show", "1"] + arguments + [Self.profile], in: directory)
            #expect(run.status == 0)
            #expect(run.stdout.isEmpty)
        }
        for name in ["one.svg", "two.svg"] {
            let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
            #expect(text.contains("UIImageView 0x106a0dab0"))
        }
        let unwritable = try Binary.run(["show", "1", "--svg=/nonexistent/dir/x.svg", Self.profile])
        #expect(unwritable.status == 74)
        #expect(unwritable.stderr.contains("/nonexistent/dir/x.svg"))
    }

    @Test func svgOutsideShowOrWithASCIIIsAUsageError() throws {
        for arguments in [
            ["list", "--svg", Self.profile], ["show", "1", "--svg", "--ascii", Self.profile],
            ["show", "1", "--svg=", Self.profile],
        ] {
            let run = try Binary.run(arguments)
            #expect(run.status == 64, "\(arguments)")
            #expect(run.stdout.isEmpty)
        }
    }
}
