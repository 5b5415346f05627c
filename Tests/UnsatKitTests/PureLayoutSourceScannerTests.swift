import Testing

@testable import UnsatKit

/// `PureLayoutScanner` reads the fixture dock view (Swift) and berth cell (Objective-C) one
/// declaration per constraint a call makes, with PureLayout's inverted insets and the priority of
/// the block around a call, and wraps one call in a priority block.
struct PureLayoutSourceScannerTests {
    let scanner = PureLayoutScanner()

    func dock() throws -> SourceFile { try ScannerFixture.file("purelayout", "HarborDockView.swift") }
    func berth() throws -> SourceFile { try ScannerFixture.file("purelayout", "HarborBerthCell.m") }

    func declaration(_ file: SourceFile, _ needle: String, _ attribute: LayoutAttribute) throws -> DeclaredConstraint {
        let line = try ScannerFixture.lineNumber(of: needle, in: file)
        let found = scanner.declarations(in: file).filter { $0.line == line && $0.first?.attribute == attribute }
        #expect(found.count == 1, "one \(attribute.name) at line \(line)")
        return try #require(found.first)
    }

    @Test func everySwiftCallIsReadPerConstraintWithPureLayoutsSigns() throws {
        let summaries = scanner.declarations(in: try dock()).map(ScannerFixture.summary)
        #expect(
            summaries == [
                "30 hullView.top == ^self.top + 12",
                "31 hullView.leading == ^self.leading + 16",
                "32 hullView.trailing == ^self.trailing + -16",
                "33 hullView.height == - + 200",
                "34 flagView.width == - + 60",
                "34 flagView.height == - + 60",
                "35 flagView.top == hullView.bottom + 8",
                "36 flagView.centerX == ^self.centerX + 0",
                "38 nameLabel.top == flagView.bottom + 4 @750",
                "39 nameLabel.width >= - + 120 @750",
                "41 nameLabel.centerX == flagView.centerX + 0",
                "42 tideView.width == tideView.height + 0 * 2",
                "43 tideView.height == - + 48",
                "44 tideView.top == flagView.bottom + 8",
                "45 tideView.bottom == ^self.bottom + -12",
                "46 glowView.top == ^self.top + 4",
                "46 glowView.leading == ^self.leading + 4",
                "46 glowView.trailing == ^self.trailing + -4",
                "47 backdropView.top == ^self.top + ?",
                "47 backdropView.leading == ^self.leading + ?",
                "47 backdropView.bottom == ^self.bottom + ?",
                "47 backdropView.trailing == ^self.trailing + ?",
                "48 beaconView.centerY == ^self.centerY + 0",
                "48 beaconView.centerX == ^self.centerX + 0",
                "49 self.height == - + 320 'harbor.dock.height'",
            ])
    }

    @Test func everyObjectiveCMessageIsReadWithInvertedInequalities() throws {
        let summaries = scanner.declarations(in: try berth()).map(ScannerFixture.summary)
        #expect(
            summaries == [
                "18 self.berthImageView.width == - + 72",
                "19 self.berthImageView.leading == ^contentView.leading + 16",
                "20 self.berthImageView.centerY == ^contentView.centerY + 0",
                "21 self.berthLabel.leading == self.berthImageView.trailing + 12",
                "22 self.berthLabel.trailing <= ^contentView.trailing + -16",
                "24 self.berthLabel.width == self.berthImageView.width + 0 * 2 @750",
                "26 self.berthLabel.centerY == ^contentView.centerYWithinMargins + 0",
                "26 self.berthLabel.centerX == ^contentView.centerXWithinMargins + 0",
            ])
        let width = try declaration(try berth(), "toSize:72", .width)
        #expect(width.first?.className == "UIImageView" && width.first?.propertyName == "berthImageView")
        #expect(width.style == .pureLayout)
        // The header says the cell is a table cell: its content view is of the class UIKit prints.
        let header = try ScannerFixture.file("purelayout", "HarborBerthCell.h")
        var withHeader = try berth()
        withHeader.header = header.bytes
        let leading = try declaration(withHeader, "ALEdgeLeading withInset", .leading)
        #expect(leading.second?.className == "UITableViewCellContentView")
        #expect(try declaration(try berth(), "ALEdgeLeading withInset", .leading).second?.className == nil)
    }

    @Test func classesAndTheLoggedBrokenConstraintAreFound() throws {
        let file = try dock()
        let flag = try declaration(file, "autoSetDimensions", .height)
        #expect(flag.first?.className == "HarborFlagView")
        let name = try declaration(file, "toSameAxisOf", .centerX)
        #expect(name.first?.className == "UILabel" && name.second?.className == "HarborFlagView")
        let dock = try declaration(file, "autoIdentify", .height)
        #expect(dock.first?.className == "HarborDockView")
        let broken = try ScannerFixture.brokenConstraint("purelayout")
        let agreeing = scanner.declarations(in: file).filter { ScannerFixture.agrees($0, with: broken) }
        #expect(agreeing.map(\.line) == [try ScannerFixture.lineNumber(of: "toSize: 200", in: file)])
        #expect(agreeing.first?.first?.propertyName == "hullView")
    }

    @Test func aSwiftCallIsWrappedInAPriorityBlock() throws {
        let file = try dock()
        let height = try declaration(file, "toSize: 200", .height)
        let patched = try ScannerFixture.lowered(height, in: file, by: scanner)
        #expect(
            ScannerFixture.line(height.line, of: patched)
                == "        NSLayoutConstraint.autoSetPriority(UILayoutPriority(999)) {")
        #expect(
            ScannerFixture.line(height.line + 1, of: patched)
                == "            hullView.autoSetDimension(.height, toSize: 200)")
        #expect(ScannerFixture.line(height.line + 2, of: patched) == "        }")
    }

    @Test func aCallOfSeveralConstraintsIsWrittenAsOnePerConstraint() throws {
        let file = try dock()
        let bottom = try declaration(file, "with: insets", .bottom)
        var patched = try ScannerFixture.lowered(bottom, in: file, by: scanner)
        let lines = (0..<6).map { ScannerFixture.line(bottom.line + $0, of: patched) }
        #expect(
            lines == [
                "        backdropView.autoPinEdge(toSuperviewEdge: .top, withInset: insets.top)",
                "        backdropView.autoPinEdge(toSuperviewEdge: .leading, withInset: insets.left)",
                "        backdropView.autoPinEdge(toSuperviewEdge: .trailing, withInset: insets.right)",
                "        NSLayoutConstraint.autoSetPriority(UILayoutPriority(999)) {",
                "            backdropView.autoPinEdge(toSuperviewEdge: .bottom, withInset: insets.bottom)",
                "        }",
            ])
        let width = try declaration(file, "autoSetDimensions", .width)
        patched = try ScannerFixture.lowered(width, in: file, by: scanner)
        #expect(
            ScannerFixture.line(width.line, of: patched) == "        flagView.autoSetDimension(.height, toSize: 60)")
        #expect(
            ScannerFixture.line(width.line + 2, of: patched)
                == "            flagView.autoSetDimension(.width, toSize: 60)")
    }

    @Test func anObjectiveCMessageIsWrappedInAPriorityBlock() throws {
        let file = try berth()
        let trailing = try declaration(file, "ALEdgeTrailing withInset", .trailing)
        var patched = try ScannerFixture.lowered(trailing, in: file, by: scanner)
        #expect(
            (0..<3).map { ScannerFixture.line(trailing.line + $0, of: patched) } == [
                "        [NSLayoutConstraint autoSetPriority:999 forConstraints:^{",
                "            [self.berthLabel autoPinEdgeToSuperviewEdge:ALEdgeTrailing withInset:16 relation:NSLayoutRelationGreaterThanOrEqual];",
                "        }];",
            ])
        let centerX = try declaration(file, "autoCenterInSuperviewMargins", .centerX)
        patched = try ScannerFixture.lowered(centerX, in: file, by: scanner)
        #expect(
            ScannerFixture.line(centerX.line, of: patched)
                == "        [self.berthLabel autoAlignAxisToSuperviewMarginAxis:ALAxisHorizontal];")
        #expect(
            ScannerFixture.line(centerX.line + 2, of: patched)
                == "            [self.berthLabel autoAlignAxisToSuperviewMarginAxis:ALAxisVertical];")
    }

    @Test func aDeclaredConstantIsNotWrapped() throws {
        let file = SourceFile(
            path: "A.swift",
            bytes: Array(
                """
                let c = a.autoSetDimension(.width, toSize: 10)
                self.heightConstraint = a.autoSetDimension(.height, toSize: 20)
                """.utf8))
        let declarations = scanner.declarations(in: file)
        #expect(declarations.map(\.constant) == [10, 20])
        #expect(scanner.lowerPriority(declarations[0], in: file, to: 999) == nil)
        try ScannerFixture.lowered(declarations[1], in: file, by: scanner)
    }
}
