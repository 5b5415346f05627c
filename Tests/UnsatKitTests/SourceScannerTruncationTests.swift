import Testing

@testable import UnsatKit

/// The four scanners read any prefix of their fixtures, as an editor's half-written file is:
/// no crash, every declaration inside the bytes at a line of the file, every edit inside them too.
struct SourceScannerTruncationTests {
    static let files: [(app: String, name: String, scanner: any SourceScanner)] = [
        ("snapkit", "TrailCardView.swift", SnapKitScanner()),
        ("masonry", "ParcelHeaderView.m", MasonryScanner()),
        ("purelayout", "HarborDockView.swift", PureLayoutScanner()),
        ("purelayout", "HarborBerthCell.m", PureLayoutScanner()),
        ("storyboard", "Main.storyboard", InterfaceBuilderScanner()),
        ("xib", "ReceiptCell.xib", InterfaceBuilderScanner()),
    ]

    @Test(arguments: 0..<6)
    func everyPrefixReadsWithinItsBytes(fileIndex: Int) throws {
        let (app, name, scanner) = Self.files[fileIndex]
        let whole = try ScannerFixture.file(app, name)
        var total = 0
        // About 50 prefixes a file, cut at every kind of place: mid-name, mid-string, mid-block.
        for length in stride(from: 0, through: whole.bytes.count, by: max(1, whole.bytes.count / 50 + 1)) {
            let file = SourceFile(path: name, bytes: Array(whole.bytes[..<length]))
            let lines = file.bytes.filter { $0 == UInt8(ascii: "\n") }.count + 1
            let declarations = scanner.declarations(in: file)
            for declaration in declarations {
                total += 1
                #expect(declaration.range.upperBound <= length && declaration.line >= 1 && declaration.line <= lines)
            }
            // The last one is the one a cut is likeliest to have left half written.
            if let last = declarations.last {
                for edit in scanner.lowerPriority(last, in: file, to: 999) ?? [] {
                    #expect(edit.range.upperBound <= length)
                }
            }
        }
        #expect(total > 0)
    }
}
