import Testing

@testable import UnsatKit

/// `SnapKitScanner` reads the fixture card view's `make` chains one declaration per attribute, with
/// SnapKit's signs and its `#line`, and writes `.priority(999)` into a chain or splits one.
struct SnapKitSourceScannerTests {
    let scanner = SnapKitScanner()

    func card() throws -> SourceFile { try ScannerFixture.file("snapkit", "TrailCardView.swift") }

    func declaration(_ file: SourceFile, _ needle: String, _ attribute: LayoutAttribute) throws -> DeclaredConstraint {
        let line = try ScannerFixture.lineNumber(of: needle, in: file)
        let found = scanner.declarations(in: file).filter { $0.line == line && $0.first?.attribute == attribute }
        #expect(found.count == 1, "one \(attribute.name) at line \(line)")
        return try #require(found.first)
    }

    @Test func everyChainIsReadPerAttributeWithSnapKitsSigns() throws {
        let file = try card()
        let summaries = scanner.declarations(in: file).map(ScannerFixture.summary)
        #expect(
            summaries == [
                "33 coverView.top == ^self.top + 24",
                "34 coverView.leading == ^self.leading + 16",
                "34 coverView.trailing == ^self.trailing + -16",
                "35 coverView.height == - + 180",
                "38 badgeView.width == - + 60",
                "38 badgeView.height == - + 60",
                "39 badgeView.top == coverView.bottom + -30 @750",
                "40 badgeView.centerX == ^self.centerX + 0",
                "43 titleLabel.top == badgeView.bottom + 8",
                "44 titleLabel.leading == coverView.leading + 0",
                "45 titleLabel.width <= coverView.width + 0 * 0.5",
                "46 titleLabel.bottom <= ^self.bottom + -12 'trail.title.bottom'",
                "49 mapView.height == - + 120",
                "50 mapView.width == mapView.height + 0 * 2",
                "51 mapView.top == titleLabel.bottom + 8",
                "52 mapView.leading == ^self.leading + 16",
                "53 mapView.trailing == ^self.trailing + -16",
                "55 footer.left == ^self.left + 0",
                "55 footer.top == ^self.top + 400",
                "55 footer.right == ^self.right + 0",
                "55 footer.bottom == ^self.bottom + 0",
                "57 self.width == - + 320",
                "58 self.height == - + 480",
            ])
        #expect(scanner.declarations(in: file).allSatisfy { $0.style == .snapKit && $0.path == "TrailCardView.swift" })
        #expect(scanner.reads(extension: "swift") && !scanner.reads(extension: "m"))
    }

    @Test func theReceiversClassAndPropertyAreThoseTheFileDeclares() throws {
        let file = try card()
        let cover = try declaration(file, "make.height.equalTo(180)", .height)
        #expect(cover.first?.className == "UIImageView" && cover.first?.propertyName == "coverView")
        let badge = try declaration(file, "make.size.equalTo", .width)
        #expect(badge.first?.className == "TrailBadgeView" && badge.first?.propertyName == "badgeView")
        let title = try declaration(file, "$0.top.equalTo(badgeView.snp.bottom)", .top)
        #expect(title.first?.className == "UILabel" && title.second?.className == "TrailBadgeView")
        #expect(title.second?.propertyName == "badgeView" && title.second?.isSuperview == false)
        let card = try declaration(file, "make.width.equalTo(320)", .width)
        #expect(card.first?.className == "TrailCardView" && card.first?.propertyName == nil)
        let superview = try declaration(file, "make.top.equalToSuperview().offset(24)", .top)
        #expect(superview.second?.className == "TrailCardView" && superview.second?.isSuperview == true)
    }

    @Test func theLoggedBrokenConstraintIsDeclaredOnceAtItsSnapKitLine() throws {
        let file = try card()
        let broken = try ScannerFixture.brokenConstraint("snapkit")
        let agreeing = scanner.declarations(in: file).filter { ScannerFixture.agrees($0, with: broken) }
        #expect(agreeing.map(\.line) == [try #require(broken.sourceLine?.line)])
        #expect(agreeing.first?.first?.propertyName == "mapView")
    }

    @Test func aPriorityIsAppendedToAChainOfOneAttribute() throws {
        let file = try card()
        let width = try declaration(file, "mapView.snp.height", .width)
        let patched = try ScannerFixture.lowered(width, in: file, by: scanner)
        #expect(
            ScannerFixture.line(width.line, of: patched)
                == "            make.width.equalTo(mapView.snp.height).multipliedBy(2).priority(999)")
    }

    @Test func anExistingPriorityIsReplaced() throws {
        let file = try card()
        let top = try declaration(file, "coverView.snp.bottom", .top)
        let patched = try ScannerFixture.lowered(top, in: file, by: scanner)
        #expect(
            ScannerFixture.line(top.line, of: patched)
                == "            make.top.equalTo(coverView.snp.bottom).offset(-30).priority(999)")
    }

    @Test func thePriorityGoesBeforeLabeledAndConstraint() throws {
        let file = try card()
        let bottom = try declaration(file, "labeled(", .bottom)
        var patched = try ScannerFixture.lowered(bottom, in: file, by: scanner)
        #expect(
            ScannerFixture.line(bottom.line, of: patched)
                == #"            $0.bottom.lessThanOrEqualToSuperview().inset(12).priority(999).labeled("trail.title.bottom")"#
        )
        let height = try declaration(file, "make.height.equalTo(480)", .height)
        patched = try ScannerFixture.lowered(height, in: file, by: scanner)
        #expect(
            ScannerFixture.line(height.line, of: patched)
                == "            heightConstraint = make.height.equalTo(480).priority(999).constraint")
    }

    @Test func aChainOfTwoAttributesIsSplitAndOnlyOneLowered() throws {
        let file = try card()
        let trailing = try declaration(file, "make.leading.trailing", .trailing)
        let patched = try ScannerFixture.lowered(trailing, in: file, by: scanner)
        #expect(
            ScannerFixture.line(trailing.line, of: patched) == "            make.leading.equalToSuperview().inset(16)")
        #expect(
            ScannerFixture.line(trailing.line + 1, of: patched)
                == "            make.trailing.equalToSuperview().inset(16).priority(999)")
        #expect(ScannerFixture.line(trailing.line + 2, of: patched) == "            make.height.equalTo(180)")
    }

    @Test func aOneLineClosureIsSplitWithASemicolon() throws {
        let file = try card()
        let bottom = try declaration(file, "$0.edges", .bottom)
        let patched = try ScannerFixture.lowered(bottom, in: file, by: scanner)
        let insets = "inset(UIEdgeInsets(top: 400, left: 0, bottom: 0, right: 0))"
        #expect(
            ScannerFixture.line(bottom.line, of: patched)
                == "        footer.snp.makeConstraints { $0.left.top.right.equalToSuperview().\(insets); "
                + "$0.bottom.equalToSuperview().\(insets).priority(999) }")
    }

    @Test func aChainWhoseTargetNamesSeveralAttributesIsNotSplit() throws {
        let file = SourceFile(
            path: "A.swift",
            bytes: Array(
                """
                a.snp.makeConstraints { make in
                    make.edges.equalTo(b.snp.margins)
                    make.width.equalTo(b).dividedBy(4)
                }
                """.utf8))
        let declarations = scanner.declarations(in: file)
        #expect(
            declarations.map(\.second?.attribute) == [.leftMargin, .topMargin, .rightMargin, .bottomMargin, .width])
        #expect(declarations.last?.multiplier == 0.25)
        #expect(scanner.lowerPriority(declarations[0], in: file, to: 999) == nil)
        let edits = try #require(scanner.lowerPriority(declarations[4], in: file, to: 999))
        #expect(ScannerFixture.text(ScannerFixture.applying(edits, to: file)).contains(".dividedBy(4).priority(999)"))
    }

    @Test func aConstraintInACommentOrAStringIsNotRead() throws {
        let file = SourceFile(
            path: "A.swift",
            bytes: Array(
                """
                // a.snp.makeConstraints { make in make.width.equalTo(1) }
                let s = "a.snp.makeConstraints { make in make.width.equalTo(2) }"
                a.snp.updateConstraints { m in
                    m.width.equalTo(3) // make.width.equalTo(4)
                }
                """.utf8))
        #expect(scanner.declarations(in: file).map(\.constant) == [3])
        #expect(scanner.declarations(in: try card()).allSatisfy { $0.constant != 999 })
    }
}
