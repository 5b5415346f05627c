import Testing

@testable import UnsatKit

/// The unified log printed as JSON (`log stream --style ndjson`, `log show --style json`): the
/// fixtures are `Samples/uikit-modern.log` as those styles print its entries, fields in the order
/// macOS writes them, slashes escaped.
struct UnifiedLogJSONTests {
    /// A callback as the list shows it: where its list is aside, what it is and when.
    static func callbacks(_ result: ParseResult) -> [[String]] {
        result.callbacks.map { callback in
            [
                "\(callback.format)", callback.timestamp ?? "-", callback.process ?? "-",
                callback.pid.map(String.init) ?? "-", "broken " + (callback.broken?.text ?? "-"),
            ] + callback.constraints.map(\.address.text)
        }
    }

    /// An object a line: every callback as the default style reads, with its time and process.
    @Test func anObjectALineReadsAsTheDefaultStyle() throws {
        let plain = try InputReader.read(path: Paths.sample("uikit-modern.log"))
        let json = try InputReader.read(path: Paths.fixture("log-stream-ndjson.log"))
        #expect(json.diagnostics.isEmpty)
        #expect(Self.callbacks(json) == Self.callbacks(plain))
        #expect(json.callbacks.map(\.location.line) == [6, 11, 14, 16])
        #expect(ConflictGrouper().group(json).map(\.fingerprint) == ConflictGrouper().group(plain).map(\.fingerprint))
    }

    /// A field a line: the same conflicts; the time is on a line of its own, so it is not known.
    @Test func aFieldALineReadsTheSameConflictsWithoutTheirTime() throws {
        let plain = try InputReader.read(path: Paths.sample("uikit-modern.log"))
        let json = try InputReader.read(path: Paths.fixture("log-show-json.log"))
        #expect(json.diagnostics.isEmpty)
        #expect(json.callbacks.map(\.timestamp) == [nil, nil, nil, nil])
        #expect(
            json.callbacks.map { $0.constraints.map(\.address) }
                == plain.callbacks.map { $0.constraints.map(\.address) })
        #expect(json.callbacks.map(\.broken) == plain.callbacks.map(\.broken))
        #expect(ConflictGrouper().group(json).map(\.fingerprint) == ConflictGrouper().group(plain).map(\.fingerprint))
    }

    /// The message's escapes undone: quotes, slashes, tabs, `\u` with a surrogate pair; a string the
    /// line cuts short is read to its end.
    @Test func theMessageIsDecodedAsJSONWritesIt() throws {
        let line =
            #"{"eventMessage":"a \"b\" c\/d\te \u00e9 \ud83d\ude00\nnext","timestamp":"2026-03-04 10:11:12.345678+0100","processImagePath":"\/x\/My App","processID":42,"threadID":7,"category":"LayoutConstraints"}"#
        let lines = try #require(UnifiedLogEntry.lines(Array(line.utf8)))
        #expect(
            lines.map { String(decoding: $0, as: UTF8.self) } == [
                "2026-03-04 10:11:12.345678+0100 My App[42:7] [LayoutConstraints] a \"b\" c/d\te \u{e9} \u{1F600}",
                "next",
            ])
        let cut = try #require(UnifiedLogEntry.lines(Array(#"  "eventMessage" : "Unable to \"sat"#.utf8)))
        #expect(cut.map { String(decoding: $0, as: UTF8.self) } == ["Unable to \"sat"])
        #expect(UnifiedLogEntry.lines(Array(#"  "eventMessage" : 12,"#.utf8)) == nil)
        #expect(UnifiedLogEntry.lines(Array(#"  "message" : "Unable to simultaneously""#.utf8)) == nil)
    }
}
