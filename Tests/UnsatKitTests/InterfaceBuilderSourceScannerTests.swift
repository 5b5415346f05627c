import Testing

@testable import UnsatKit

/// `InterfaceBuilderScanner` reads every `<constraint>` of the fixture storyboard and cell xib with
/// its items resolved (class, outlet, title, guide), and writes `priority="999"` into one.
struct InterfaceBuilderSourceScannerTests {
    let scanner = InterfaceBuilderScanner()

    func declaration(_ file: SourceFile, id: String) throws -> DeclaredConstraint {
        let line = try ScannerFixture.lineNumber(of: "id=\"\(id)\"/>", in: file)
        let found = scanner.declarations(in: file).filter { $0.line == line }
        #expect(found.count == 1, "one declaration at line \(line)")
        return try #require(found.first)
    }

    @Test func readsEveryConstraintOfTheStoryboardAtItsLine() throws {
        let file = try ScannerFixture.file("storyboard", "Main.storyboard")
        let declarations = scanner.declarations(in: file)
        #expect(declarations.count == 15)
        #expect(declarations.allSatisfy { $0.style == .interfaceBuilder && $0.path == "Main.storyboard" })
        for declaration in declarations {
            #expect(ScannerFixture.line(declaration.line, of: file).contains("<constraint "))
            #expect(declaration.text.hasPrefix("<constraint ") && declaration.text.hasSuffix("/>"))
        }
        #expect(scanner.reads(extension: "storyboard") && scanner.reads(extension: "xib"))
        #expect(!scanner.reads(extension: "swift"))
    }

    @Test func aFixedHeightIsItsViewsWithTheOutletAndClass() throws {
        let file = try ScannerFixture.file("storyboard", "Main.storyboard")
        let table = try declaration(file, id: "hgt-Tb-600")
        #expect(table.first?.attribute == .height)
        #expect(table.first?.className == "UITableView")
        #expect(table.first?.propertyName == "entriesTable")
        #expect(table.first?.expression == "Tbl-Lg-002")
        #expect(table.second == nil)
        #expect(table.relation == .equal && table.constant == 600 && table.multiplier == nil)
        #expect(table.priority == nil)
        #expect(table.identifier == "ledger.table.height")

        let decoy = try declaration(file, id: "hgt-St-040")
        #expect(decoy.first?.className == "UIImageView" && decoy.first?.propertyName == "statusView")
        #expect(decoy.constant == 40)
        let badge = try declaration(file, id: "hgt-Bd-120")
        #expect(badge.first?.expression == "Ledger Badge (Lgr-Ic-001)")
        #expect(badge.first?.propertyName == "badgeView" && badge.constant == 120)
    }

    @Test func aRatioMultiplierIsItsQuotient() throws {
        let file = try ScannerFixture.file("storyboard", "Main.storyboard")
        let aspect = try declaration(file, id: "asp-Bd-021")
        #expect(aspect.multiplier == 2)
        #expect(aspect.first?.attribute == .width && aspect.second?.attribute == .height)
        #expect(aspect.first?.expression == aspect.second?.expression)
        #expect(aspect.constant == 0)
        #expect(InterfaceBuilderScanner.multiplier("16:9") == 16.0 / 9.0)
        #expect(InterfaceBuilderScanner.multiplier("0.5") == 0.5)
        #expect(InterfaceBuilderScanner.multiplier("1:0") == nil)
    }

    @Test func aMissingFirstItemIsTheViewHoldingTheConstraint() throws {
        let file = try ScannerFixture.file("storyboard", "Main.storyboard")
        let trailing = try declaration(file, id: "trl-St-016")
        #expect(trailing.first?.expression == "Lg1-aa-Vw0")
        #expect(trailing.first?.className == "UIView")
        #expect(trailing.first?.isSuperview == true)
        #expect(trailing.first?.propertyName == "view")
        #expect(trailing.first?.attribute == .trailing)
        #expect(trailing.second?.propertyName == "statusView" && trailing.second?.isSuperview == false)
        #expect(trailing.constant == 16)
    }

    @Test func theSafeAreaIsAGuideNamedAsUIKitPrintsIt() throws {
        let file = try ScannerFixture.file("storyboard", "Main.storyboard")
        let top = try declaration(file, id: "top-Bd-008")
        let guide = try #require(top.second)
        #expect(guide.className == "UILayoutGuide")
        #expect(guide.title == "UIViewSafeAreaLayoutGuide")
        #expect(guide.expression == "view.safeAreaLayoutGuide")
        #expect(guide.isSuperview == false)
        #expect(top.first?.attribute == .top && top.constant == 8)
        let bottom = try declaration(file, id: "btm-Tb-000")
        #expect(bottom.first?.className == "UILayoutGuide" && bottom.second?.className == "UITableView")
    }

    @Test func aLabelsTextRelationPriorityAndMarginsAreRead() throws {
        let file = try ScannerFixture.file("storyboard", "Main.storyboard")
        let height = try declaration(file, id: "hgt-Tt-021")
        #expect(height.first?.className == "UILabel")
        #expect(height.first?.title == "Balance & fees")
        #expect(height.relation == .greaterThanOrEqual && height.constant == 21 && height.priority == 750)
        let trailing = try declaration(file, id: "trl-Tt-000")
        #expect(trailing.second?.attribute == .trailingMargin && trailing.second?.isSuperview == true)
    }

    @Test func aCellsItemsAreItsContentViewCustomClassesAndTitles() throws {
        let file = try ScannerFixture.file("xib", "ReceiptCell.xib")
        let declarations = scanner.declarations(in: file)
        #expect(declarations.count == 15)
        let thumb = try declaration(file, id: "wdt-Th-064")
        #expect(thumb.first?.className == "ThumbnailView" && thumb.first?.propertyName == "thumbView")
        let leading = try declaration(file, id: "ldg-Th-016")
        #expect(leading.second?.className == "UITableViewCellContentView")
        #expect(leading.second?.isSuperview == true && leading.second?.propertyName == "contentView")
        let button = try declaration(file, id: "wdt-Bt-096")
        #expect(button.first?.className == "UIButton" && button.first?.title == "Refund")
        let label = try declaration(file, id: "wdt-Lb-200")
        #expect(label.first?.title == "Total" && label.relation == .greaterThanOrEqual)
        let decoy = try declaration(file, id: "wdt-Lb-040")
        #expect(decoy.first?.title == "VAT" && decoy.constant == 40)
        let margin = try declaration(file, id: "btm-Lb-014")
        #expect(margin.first?.attribute == .bottomMargin && margin.first?.isSuperview == true)
    }

    @Test(arguments: [
        ("storyboard", "Main.storyboard", "hgt-Tb-600"), ("xib", "ReceiptCell.xib", "wdt-Lb-200"),
    ])
    func theLoggedBrokenConstraintIsDeclaredOnceInTheFixture(app: String, name: String, id: String) throws {
        let file = try ScannerFixture.file(app, name)
        let broken = try ScannerFixture.brokenConstraint(app)
        let agreeing = scanner.declarations(in: file).filter { ScannerFixture.agrees($0, with: broken) }
        #expect(agreeing.map(\.line) == [try ScannerFixture.lineNumber(of: "id=\"\(id)\"", in: file)])
    }

    @Test func aPriorityIsAddedBeforeTheIDAndRereadsAs999() throws {
        let file = try ScannerFixture.file("storyboard", "Main.storyboard")
        let table = try declaration(file, id: "hgt-Tb-600")
        let patched = try ScannerFixture.lowered(table, in: file, by: scanner)
        #expect(
            ScannerFixture.line(table.line, of: patched)
                == #"                                    <constraint firstAttribute="height" constant="600" "#
                + #"identifier="ledger.table.height" priority="999" id="hgt-Tb-600"/>"#)
        let reread = try declaration(patched, id: "hgt-Tb-600")
        #expect(reread.priority == 999)
        var expected = table
        expected.priority = 999
        expected.range = reread.range
        expected.text = reread.text
        #expect(reread == expected)
        #expect(scanner.declarations(in: patched).count == scanner.declarations(in: file).count)
    }

    @Test func anExistingPriorityIsReplaced() throws {
        let file = try ScannerFixture.file("storyboard", "Main.storyboard")
        let height = try declaration(file, id: "hgt-Tt-021")
        let edits = try #require(scanner.lowerPriority(height, in: file, to: 999))
        #expect(edits.count == 1)
        let patched = try ScannerFixture.lowered(height, in: file, by: scanner)
        #expect(ScannerFixture.line(height.line, of: patched).contains(#"constant="21" priority="999" id="#))
        #expect(try declaration(patched, id: "hgt-Tt-021").priority == 999)
    }

    @Test func aConstraintWithoutAnIDTakesThePriorityAtTheEnd() throws {
        let file = SourceFile(
            path: "A.xib",
            bytes: Array(
                #"<view id="v"><constraints><constraint firstAttribute="width" constant="10"/></constraints></view>"#
                    .utf8))
        let width = try #require(scanner.declarations(in: file).first)
        let patched = ScannerFixture.applying(try #require(scanner.lowerPriority(width, in: file, to: 250.5)), to: file)
        #expect(ScannerFixture.text(patched).contains(#"constant="10" priority="250.5"/>"#))
        #expect(scanner.declarations(in: patched).first?.priority == 250.5)
    }
}
