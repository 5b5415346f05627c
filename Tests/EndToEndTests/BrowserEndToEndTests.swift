import Foundation
import Testing

/// `unsat report` as a real browser renders it: headless Chromium (Debian's `chromium`, which
/// `.ci/run` installs), skipped where there is none. The screenshot is checked to be a PNG of the
/// window's size with something on it; where things landed is read from the rendered layout through a
/// probe script added to a copy of the page (the report itself has none), and the screenshot's pixels
/// there are read back (`PNGImage`, inflated with the system's zlib).
@Suite(.enabled(if: Chromium.path != nil, "no chromium on PATH"))
struct BrowserEndToEndTests {
    static let profile = Binary.packageRoot.appendingPathComponent("Samples/capture-profile.log").path
    static let window = (width: 1000, height: 1400)

    /// Runs headless Chromium on the file at `page` with `arguments`, in a profile of its own under `directory`.
    static func chromium(_ arguments: [String], page: URL, in directory: URL) throws -> Run {
        let quoted = arguments.map { "'\($0)'" }.joined(separator: " ")
        return try Binary.shell(
            "timeout 120 '\(Chromium.path ?? "chromium")' --headless --no-sandbox --disable-gpu --hide-scrollbars"
                + " --user-data-dir='\(directory.path)/profile' --window-size=\(window.width),\(window.height)"
                + " \(quoted) '\(page.absoluteString)'")
    }

    static func report(in directory: URL) throws -> URL {
        let page = directory.appendingPathComponent("report.html")
        let run = try Binary.run(["report", "-o", page.path, profile])
        #expect(run.status == 0)
        return page
    }

    @Test func theScreenshotIsAPNGOfTheWindowWithSomethingOnIt() throws {
        let directory = try ReportEndToEndTests.temporaryDirectory("browser-shot")
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = try Self.report(in: directory)
        let shot = directory.appendingPathComponent("shot.png")
        let run = try Self.chromium(["--screenshot=\(shot.path)"], page: page, in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        let png = [UInt8](try Data(contentsOf: shot))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        try #require(png.count > 24)
        #expect(Array(png[12..<16]) == Array("IHDR".utf8))
        func big(_ at: Int) -> Int { png[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        #expect(big(16) == Self.window.width)
        #expect(big(20) == Self.window.height)
        // A white page of this size compresses to a few kilobytes; text, boxes and colors do not.
        #expect(png.count > 30_000)
    }

    @Test func theConflictingViewsBoxIsWhereItsFrameSaysInItsColorAndNothingOverflows() throws {
        let directory = try ReportEndToEndTests.temporaryDirectory("browser-layout")
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = try Self.report(in: directory)
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(!html.contains("<script"))
        let probe = """
            <script>
            const box = [...document.querySelectorAll('rect')]
              .find(r => r.textContent.startsWith('UIImageView 0x106a0dab0'))
            const picture = box.ownerSVGElement.ownerSVGElement || box.ownerSVGElement
            const svg = picture.getBoundingClientRect()
            const rect = box.getBoundingClientRect()
            const out = document.createElement('pre')
            out.id = 'probe'
            out.textContent = JSON.stringify({
              scrollWidth: document.documentElement.scrollWidth, innerWidth: innerWidth,
              x: rect.x - svg.x, y: rect.y - svg.y, width: rect.width, height: rect.height,
              pageX: rect.x, pageY: rect.y,
              stroke: getComputedStyle(box).stroke, text: document.body.innerText.length })
            document.body.appendChild(out)
            </script>
            """
        let probed = directory.appendingPathComponent("probed.html")
        try Data((html + probe).utf8).write(to: probed)
        let run = try Self.chromium(["--dump-dom"], page: probed, in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        let start = try #require(run.stdout.range(of: "<pre id=\"probe\">"))
        let end = try #require(run.stdout.range(of: "</pre>", range: start.upperBound..<run.stdout.endIndex))
        let json = String(run.stdout[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "&quot;", with: "\"")
        let facts = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        func number(_ key: String) -> Double { (facts[key] as? NSNumber)?.doubleValue ?? .nan }
        // Nothing runs past the window's width.
        #expect(number("scrollWidth") <= number("innerWidth"))
        #expect(number("text") > 2000, "the page is not blank")
        // UIImageView's frame (16 71; 120 112) in the 390 × 844 root, scaled by 800 / 844 and drawn
        // 16 px in and 40 px down in the picture, unscaled on the page (it is narrower than the column).
        let scale = 800.0 / 844
        #expect(abs(number("x") - (16 + 16 * scale)) < 1.5)
        #expect(abs(number("y") - (40 + 71 * scale)) < 1.5)
        #expect(abs(number("width") - 120 * scale) < 2.5)
        #expect(abs(number("height") - 112 * scale) < 2.5)
        // The first view's palette color, cyan #00838f.
        #expect(facts["stroke"] as? String == "rgb(0, 131, 143)")

        // And painted there: the screenshot's pixels on the box's left edge are its cyan, and its
        // inside is tinted, not the page's white.
        let shot = directory.appendingPathComponent("shot.png")
        let shotRun = try Self.chromium(["--screenshot=\(shot.path)"], page: page, in: directory)
        #expect(shotRun.status == 0, "\(shotRun.stderr)")
        let image = try PNGImage([UInt8](try Data(contentsOf: shot)))
        try #require(image.width == Self.window.width && image.height == Self.window.height)
        let left = Int(number("pageX").rounded())
        let top = Int(number("pageY").rounded())
        let middle = top + Int(number("height") / 2)
        try #require(left > 2 && middle < image.height && left + Int(number("width")) < image.width)
        let edge = (left - 2...left + 2).map { image.rgb($0, middle) }
        func distance(_ p: (r: Int, g: Int, b: Int), _ q: (Int, Int, Int)) -> Int {
            abs(p.r - q.0) + abs(p.g - q.1) + abs(p.b - q.2)
        }
        #expect(edge.contains { distance($0, (0, 131, 143)) < 90 }, "\(edge)")
        let inside = image.rgb(left + Int(number("width") / 2), middle)
        #expect(inside.r + inside.g + inside.b < 3 * 250 && distance(inside, (255, 255, 255)) > 20, "\(inside)")
        // Far to the right of the picture, the page is white.
        let blank = image.rgb(image.width - 40, middle)
        #expect(distance(blank, (255, 255, 255)) < 10, "\(blank)")
    }
}

/// Debian's `chromium`, when it is on PATH.
enum Chromium {
    static let path: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/chromium" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }()
}
