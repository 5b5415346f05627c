import Foundation
import Testing

@testable import UnsatKit

/// Finding the line of the app's code that made each constraint of a log, in the fixture apps.
struct SourceSearchTests {
    @Test func swiftAnchorsTableHeightIsCertainInItsActivateList() throws {
        let app = try SourceApps.load("swift-anchors")
        let sites = try SourceApps.sites("0x600003a110e0", in: app)
        let certain = try #require(sites.certain)
        #expect(certain.path == "LedgerViewController.swift")
        #expect(certain.line == 26)
        #expect(certain.evidence.contains("UITableView (declared type)"))
        #expect(certain.evidence.contains("== 480"))
        // The header's 480 is another view's: not even a candidate.
        #expect(!sites.candidates.contains { $0.declaration.first?.expression == "header" })
    }

    @Test func swiftAnchorsSafeAreaPinsAreCertain() throws {
        let app = try SourceApps.load("swift-anchors")
        let top = try SourceApps.sites("0x600003a11040", in: app)
        #expect(top.certain?.line == 24)
        #expect(top.certain?.evidence.contains("guide 'UIViewSafeAreaLayoutGuide'") == true)
        #expect(try SourceApps.sites("0x600003a11090", in: app).certain?.line == 25)
    }

    @Test func receiverlessAnchorsInAViewAreThatViewAndAnIdentifierCounts() throws {
        let app = try SourceApps.load("swift-anchors")
        let width = try #require(try SourceApps.sites("0x600003a12a80", in: app).certain)
        #expect(width.path == "LedgerSummaryView.swift")
        #expect(width.line == 16)
        #expect(width.evidence.contains("identifier 'ledger.card.width'"))
        let trailing = try #require(try SourceApps.sites("0x600003a12b20", in: app).certain)
        #expect(trailing.line == 21)
        #expect(trailing.evidence.contains("title 'Balance'"))
        #expect(try SourceApps.sites("0x600003a12b70", in: app).certain?.line == 22)
    }

    @Test func theSameLeadingWrittenForTwoLabelsIsTheOneWithTheTitle() throws {
        let app = try SourceApps.load("swift-anchors")
        let leading = try SourceApps.sites("0x600003a12ad0", in: app)
        // amountLabel has the title Balance; noteLabel's identical leading has none to agree.
        #expect(leading.certain?.line == 20)
        #expect(leading.candidates.contains { $0.line == 25 })
    }

    @Test func aConstraintWrittenTheOtherWayRoundIsFound() throws {
        let app = try SourceApps.load("swift-anchors")
        let view = LayoutItem(className: "Tally.LedgerSummaryView", address: "0x10580f200")
        let label = LayoutItem(className: "UILabel", address: "0x10580f4a0", label: "Balance")
        let flipped = Constraint(
            address: "0x1", className: "NSLayoutConstraint", first: Operand(item: view, attribute: .trailing),
            relation: .equal, second: Operand(item: label, attribute: .trailing), constant: 16,
            text: "<NSLayoutConstraint:0x1>")
        let site = try #require(app.index.sites(for: flipped, keyPaths: [:]).certain)
        #expect(site.line == 21)
        #expect(site.evidence.contains("written the other way round"))
    }

    @Test func aKeyPathNamesTheViewWhenTheClassIsShared() throws {
        let app = try SourceApps.load("swift-anchors")
        let table = LayoutItem(className: "UITableView", address: "0x99")
        let height = Constraint(
            address: "0x2", className: "NSLayoutConstraint", first: Operand(item: table, attribute: .height),
            relation: .equal, constant: 200, priority: 750, text: "<NSLayoutConstraint:0x2>")
        let site = try #require(app.index.sites(for: height, keyPaths: ["0x99": "historyTable"]).certain)
        #expect(site.line == 31)
        #expect(site.evidence.contains("key path historyTable"))
        #expect(site.declaration.priority == 750)
    }

    @Test func uikitsOwnConstraintsAreNotSearched() throws {
        let app = try SourceApps.load("swift-anchors")
        let mask = try SourceApps.sites("0x600003a13c50", in: app)
        #expect(mask.candidates.isEmpty && mask.certain == nil)
        #expect(try SourceApps.sites("0x600003a11400", in: app).candidates.isEmpty)
    }
}

/// The Objective-C, visual-format and item-attribute apps.
struct SourceStyleSearchTests {
    @Test func objectiveCAnchorsInACellFindTheirLines() throws {
        let app = try SourceApps.load("objc-anchors")
        let leading = try #require(try SourceApps.sites("0x600001c2d270", in: app).certain)
        #expect(leading.path == "TLYReceiptCell.m" && leading.line == 26)
        #expect(leading.evidence.contains("UITableViewCellContentView (declared type)"))
        #expect(try SourceApps.sites("0x600001c2d2c0", in: app).certain?.line == 27)
        let width = try #require(try SourceApps.sites("0x600001c2d310", in: app).certain)
        #expect(width.line == 21)
        #expect(width.evidence.contains("identifier 'receipt.price.width'"))
        #expect(try SourceApps.sites("0x600001c2d360", in: app).certain?.line == 29)
    }

    @Test func twoImageViewsOfTheSameWidthAreCandidatesNotCertainUntilAKeyPathSays() throws {
        let app = try SourceApps.load("objc-anchors")
        let sites = try SourceApps.sites("0x600001c2d220", in: app)
        #expect(sites.certain == nil)
        #expect(sites.candidates.map(\.line).sorted() == [25, 31])
        let named = try SourceApps.sites("0x600001c2d220", in: app, keyPaths: ["0x7fb1c8e0f3a0": "thumbView"])
        #expect(named.certain?.line == 25)
    }

    @Test func visualFormatPiecesAreEachADeclaration() throws {
        let app = try SourceApps.load("visual-format")
        let expected: [(Address, Int)] = [
            ("0x600002e41b30", 21), ("0x600002e41b80", 21), ("0x600002e41bd0", 21), ("0x600002e41c20", 21),
            ("0x600002e41c70", 21),
        ]
        for (address, line) in expected {
            let sites = try SourceApps.sites(address, in: app)
            #expect(sites.certain?.path == "TLYArchiveViewController.swift", "\(address)")
            #expect(sites.certain?.line == line, "\(address)")
        }
        // The metric `bar` is the file's constant 44.
        let search = try #require(try SourceApps.sites("0x600002e41b80", in: app).certain)
        #expect(search.evidence.contains("== 44"))
        #expect(search.evidence.contains("UISearchBar (declared type)"))
    }

    /// Seen in a real app: one variable given one format after another (`format = @"V:|[_background(
    /// topHeight)]|"; … constraintsWithVisualFormat:format …`), each call reading the one given just
    /// before it. Before, no constraint of such a file was found; the patch edits the string where it
    /// was given.
    @Test func aFormatKeptInAVariableIsTheOneGivenJustBeforeTheCall() throws {
        let sources = try TemporarySources([
            "ColorCell.m": """
            @implementation ColorCell
            - (void)updateConstraints {
                [super updateConstraints];
                NSDictionary *views = NSDictionaryOfVariableBindings(_background, _swatch);
                NSDictionary *metrics = @{@"topHeight":@100.0};
                NSString *format;
                format = @"V:|[_background(topHeight)]|";
                [self.contentView addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:metrics views:views]];
                format = @"H:|-(12)-[_swatch(30)]";
                [self.contentView addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:metrics views:views]];
            }
            @end

            """
        ])
        defer { sources.remove() }
        let index = SourceIndex(root: sources.root.path)
        #expect(index.declarations.filter { $0.line == 7 }.count == 3)
        let height = try #require(index.declarations.first { $0.line == 7 && $0.first?.attribute == .height })
        #expect(height.constant == 100 && height.first?.expression == "_background")
        let width = try #require(index.declarations.first { $0.line == 9 && $0.first?.attribute == .width })
        #expect(width.constant == 30 && width.first?.expression == "_swatch")
        let site = SourceSite(path: "ColorCell.m", line: 7, evidence: [], declaration: height, isDistinctive: true)
        let patch = try SourcePatcher.lowerPriority(site, in: index).get()
        #expect(patch.diff.contains("+    format = @\"V:|[_background(topHeight@999)]|\";"))
    }

    @Test func objectiveCVisualFormatReadsMetricsAndPriorities() throws {
        let app = try SourceApps.load("visual-format")
        let width = try #require(try SourceApps.sites("0x600002e43ab0", in: app).certain)
        #expect(width.path == "TLYFilterBar.m" && width.line == 19)
        #expect(try SourceApps.sites("0x600002e43a60", in: app).certain?.line == 19)
        #expect(try SourceApps.sites("0x600002e43b00", in: app).certain?.line == 19)
        #expect(try SourceApps.sites("0x600002e43a10", in: app).certain?.line == 16)
        let top = try #require(app.index.declarations.first { $0.line == 25 && $0.path == "TLYFilterBar.m" })
        #expect(top.priority == 750 && top.constant == 8 && top.first?.attribute == .top)
    }

    @Test func itemAttributeConstraintsInSwiftAndObjectiveC() throws {
        let app = try SourceApps.load("item-attribute")
        #expect(try SourceApps.sites("0x600000a5c0f0", in: app).certain?.line == 15)
        #expect(try SourceApps.sites("0x600000a5c140", in: app).certain?.line == 18)
        #expect(try SourceApps.sites("0x600000a5c190", in: app).certain?.line == 21)
        let height = try #require(try SourceApps.sites("0x600000a5c1e0", in: app).certain)
        #expect(height.line == 25)
        #expect(height.evidence.contains("TLYChartView (declared type)"))
        #expect(try SourceApps.sites("0x600000a5d400", in: app).certain?.line == 15)
        #expect(try SourceApps.sites("0x600000a5d450", in: app).certain?.line == 22)
        #expect(try SourceApps.sites("0x600000a5d4a0", in: app).certain?.line == 30)
        #expect(try SourceApps.sites("0x600000a5d4f0", in: app).certain?.line == 37)
        let legend = try #require(app.index.declarations.first { $0.line == 30 && $0.path.hasSuffix(".swift") })
        #expect(legend.multiplier == 0.5 && legend.second?.attribute == .width)
    }
}
