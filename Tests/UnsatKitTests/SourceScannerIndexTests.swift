import Testing

@testable import UnsatKit

/// The four scanners through the index, the matcher and the patcher: each fixture app's broken
/// constraint is found at its one certain line, and the patch for it applies with `git apply` and
/// gives that constraint the priority 999.
struct SourceScannerIndexTests {
    static let scanners: [any SourceScanner] = SourceIndex.defaultScanners

    @Test func theFourScannersAreAmongTheDefaults() {
        let names = Set(Self.scanners.map { String(describing: type(of: $0)) })
        for name in ["SnapKitScanner", "MasonryScanner", "PureLayoutScanner", "InterfaceBuilderScanner"] {
            #expect(names.contains(name))
        }
    }

    struct App: CustomTestStringConvertible, Sendable {
        var style: String
        var broken: Address
        var path: String
        /// What the certain line holds.
        var line: String
        /// What the patched file holds.
        var patched: String
        var testDescription: String { style }
    }

    static let apps: [App] = [
        App(
            style: "snapkit", broken: "0x600001e5c180", path: "TrailCardView.swift",
            line: "make.width.equalTo(mapView.snp.height).multipliedBy(2)",
            patched: "make.width.equalTo(mapView.snp.height).multipliedBy(2).priority(999)\n"),
        App(
            style: "masonry", broken: "0x600000a1c420", path: "ParcelHeaderView.m",
            line: "make.height.mas_equalTo(160);", patched: "make.height.mas_equalTo(160).priority(999);\n"),
        App(
            style: "purelayout", broken: "0x600003f44b40", path: "HarborDockView.swift",
            line: "hullView.autoSetDimension(.height, toSize: 200)",
            patched: """
                NSLayoutConstraint.autoSetPriority(UILayoutPriority(999)) {
                            hullView.autoSetDimension(.height, toSize: 200)
                        }
                """),
        App(
            style: "storyboard", broken: "0x6000021a0c30", path: "Main.storyboard", line: #"id="hgt-Tb-600"/>"#,
            patched: #"identifier="ledger.table.height" priority="999" id="hgt-Tb-600"/>"#),
        App(
            style: "xib", broken: "0x600002b91400", path: "ReceiptCell.xib", line: #"id="wdt-Lb-200"/>"#,
            patched: #"constant="200" priority="999" id="wdt-Lb-200"/>"#),
    ]

    @Test(arguments: apps)
    func theBrokenConstraintIsCertainAndItsPatchApplies(app: App) throws {
        let result = try InputReader.read(path: SourceApps.root(app.style) + "/console.log")
        let constraint = try #require(result.callbacks.first?.constraints.first { $0.address == app.broken })
        let index = SourceIndex(root: SourceApps.root(app.style), scanners: Self.scanners)
        let sites = index.sites(for: constraint, keyPaths: [:])
        let site = try #require(sites.certain, "candidates: \(sites.candidates.map { "\($0.path):\($0.line)" })")
        #expect(site.path == app.path)
        let file = try #require(index.file(site.path))
        #expect(ScannerFixture.line(site.line, of: file).contains(app.line))
        let patch = try SourcePatcher.lowerPriority(site, in: index).get()
        #expect(patch.patched.contains(app.patched))
        if let applied = try SourceApps.applied(patch.diff, to: app.style, path: patch.path) {
            #expect(applied == patch.patched)
        }
    }
}
