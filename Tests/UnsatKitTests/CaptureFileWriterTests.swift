import Foundation
import Testing

@testable import UnsatCapture
@testable import UnsatKit

/// `ConflictCapture.install(to:)`'s file: records appended a line each, read back as callbacks.
struct CaptureFileWriterTests {
    @Test func recordsWrittenToTheFileAreReadBackAsCallbacks() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("unsat-capture-\(getpid()).log")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data("an earlier run\n".utf8).write(to: url)
        let writer = try #require(CaptureFileWriter(url: url))
        writer.write(CaptureRecordTests.record().encodedLine())
        writer.write(CaptureRecordTests.record(addressSuffix: "b2").encodedLine())
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(!text.contains("an earlier run"))
        #expect(text.split(separator: "\n").count == 2)
        let result = try InputReader.read(path: url.path)
        #expect(ConflictGrouper().group(result).flatMap(\.callbacks).count == 2)
    }
}
