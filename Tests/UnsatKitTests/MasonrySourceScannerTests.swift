import Testing

@testable import UnsatKit

/// `MasonryScanner` reads the fixture header view's `mas_makeConstraints:` blocks one declaration
/// per attribute, with Masonry's insets and boxed numbers, and writes `.priority(999)` into a chain.
struct MasonrySourceScannerTests {
    let scanner = MasonryScanner()

    func header() throws -> SourceFile { try ScannerFixture.file("masonry", "ParcelHeaderView.m") }

    func declaration(_ file: SourceFile, _ needle: String, _ attribute: LayoutAttribute) throws -> DeclaredConstraint {
        let line = try ScannerFixture.lineNumber(of: needle, in: file)
        let found = scanner.declarations(in: file).filter { $0.line == line && $0.first?.attribute == attribute }
        #expect(found.count == 1, "one \(attribute.name) at line \(line)")
        return try #require(found.first)
    }

    @Test func everyChainIsReadPerAttributeWithMasonrysConstants() throws {
        let file = try header()
        #expect(
            scanner.declarations(in: file).map(ScannerFixture.summary) == [
                "37 self.parcelImageView.top == ^self.top + 16",
                "38 self.parcelImageView.leading == ^self.leading + 20",
                "38 self.parcelImageView.trailing == ^self.trailing + -20",
                "39 self.parcelImageView.height == - + 160",
                "42 self.carrierLogoView.top == self.parcelImageView.bottom + 8",
                "43 self.carrierLogoView.leading == self.parcelImageView.leading + 0",
                "44 self.carrierLogoView.width == - + 120",
                "45 self.carrierLogoView.height == self.carrierLogoView.width + 0 * 0.5",
                "48 self.trackingLabel.top == self.carrierLogoView.bottom + 12",
                "49 self.trackingLabel.leading == ^self.leading + 20",
                "49 self.trackingLabel.trailing == ^self.trailing + -20",
                "50 self.trackingLabel.height == - + 44",
                "51 self.trackingLabel.bottom == ^self.bottom + -16",
                "54 self.stampView.width == - + 44",
                "54 self.stampView.height == - + 44",
                "55 self.stampView.centerY == self.carrierLogoView.centerY + 0 @750",
                "56 self.stampView.trailing == ^self.trailing + -20 'parcel.stamp.trailing'",
                "59 self.height == - + 240",
            ])
        #expect(scanner.declarations(in: file).allSatisfy { $0.style == .masonry })
        #expect(scanner.reads(extension: "m") && !scanner.reads(extension: "swift"))
    }

    @Test func classesComeFromPropertiesAndSelfFromTheImplementation() throws {
        let file = try header()
        let parcel = try declaration(file, "make.height.mas_equalTo(160)", .height)
        #expect(parcel.first?.className == "UIImageView" && parcel.first?.propertyName == "parcelImageView")
        let stamp = try declaration(file, "m.size", .width)
        #expect(stamp.first?.className == "ParcelStampView")
        let tracking = try declaration(file, "make.bottom.equalTo(self.mas_bottom)", .bottom)
        #expect(tracking.first?.className == "UILabel")
        #expect(tracking.second?.className == "ParcelHeaderView" && tracking.second?.isSuperview == true)
        let header = try declaration(file, "make.height.equalTo(@(240))", .height)
        #expect(header.first?.className == "ParcelHeaderView" && header.first?.expression == "self")
    }

    @Test func theLoggedBrokenConstraintIsDeclaredOnceInTheFixture() throws {
        let file = try header()
        let broken = try ScannerFixture.brokenConstraint("masonry")
        #expect(broken.className == "MASLayoutConstraint")
        let agreeing = scanner.declarations(in: file).filter { ScannerFixture.agrees($0, with: broken) }
        #expect(agreeing.map(\.line) == [try ScannerFixture.lineNumber(of: "mas_equalTo(160)", in: file)])
    }

    @Test func aPriorityIsAppendedReplacedOrSplitIn() throws {
        let file = try header()
        let height = try declaration(file, "mas_equalTo(160)", .height)
        var patched = try ScannerFixture.lowered(height, in: file, by: scanner)
        #expect(ScannerFixture.line(height.line, of: patched) == "        make.height.mas_equalTo(160).priority(999);")

        let centerY = try declaration(file, "priorityHigh()", .centerY)
        patched = try ScannerFixture.lowered(centerY, in: file, by: scanner)
        #expect(
            ScannerFixture.line(centerY.line, of: patched)
                == "        m.centerY.equalTo(self.carrierLogoView).priority(999);")

        let trailing = try declaration(file, "make.leading.and.trailing", .trailing)
        patched = try ScannerFixture.lowered(trailing, in: file, by: scanner)
        #expect(ScannerFixture.line(trailing.line, of: patched) == "        make.leading.equalTo(self).inset(20);")
        #expect(
            ScannerFixture.line(trailing.line + 1, of: patched)
                == "        make.trailing.equalTo(self).inset(20).priority(999);")

        let key = try declaration(file, "key(@", .trailing)
        patched = try ScannerFixture.lowered(key, in: file, by: scanner)
        #expect(
            ScannerFixture.line(key.line, of: patched)
                == #"        m.trailing.equalTo(self.mas_trailing).offset(-20).priority(999).key(@"parcel.stamp.trailing");"#
        )
    }

    @Test func aSizeIsSplitIntoWidthAndHeight() throws {
        let file = try header()
        let height = try declaration(file, "m.size", .height)
        let patched = try ScannerFixture.lowered(height, in: file, by: scanner)
        #expect(ScannerFixture.line(height.line, of: patched) == "        m.width.mas_equalTo(CGSizeMake(44, 44));")
        #expect(
            ScannerFixture.line(height.line + 1, of: patched)
                == "        m.height.mas_equalTo(CGSizeMake(44, 44)).priority(999);")
    }

    @Test func anArrayTargetAndACommentAreNotRead() {
        let file = SourceFile(
            path: "A.m",
            bytes: Array(
                """
                [a mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.height.equalTo(@[b, c]);
                    // make.width.equalTo(@1);
                    make.width.greaterThanOrEqualTo(@(2.5)).priorityLow();
                }];
                """.utf8))
        let declarations = scanner.declarations(in: file)
        #expect(declarations.map(ScannerFixture.summary) == ["4 a.width >= - + 2.5 @250"])
    }

    /// Seen in a real app: a cell's collection view gets its height with `mas_makeConstraints:` (100)
    /// and, when its content grows, `mas_updateConstraints:` sets it to the content's height, a value of
    /// the run (`@(…)`). The log prints the updated value (240), which no line spells: the update is
    /// where it was set, and since an update finds its constraint by its priority too, the patch gives
    /// the same priority to both lines. Before: the update's boxed value was read as a view, and
    /// "No line of the app's source was found to make it".
    @Test func anUpdateToAValueOfTheRunIsTheSiteAndBothLinesTakeThePriority() throws {
        let sources = try TemporarySources([
            "TLYShelfCell.m": """
            #import "TLYShelfCell.h"

            @implementation TLYShelfCell

            - (void)setUp {
                [self.contentView addSubview:self.shelfView];
                [self.shelfView mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.edges.equalTo(self.contentView);
                    make.height.mas_equalTo(@100);
                }];
            }

            - (void)reload {
                [self.shelfView mas_updateConstraints:^(MASConstraintMaker *make) {
                    make.height.equalTo(@(self.shelfView.contentSize.height));
                }];
            }

            @end

            """,
            "TLYShelfCell.h":
                "@interface TLYShelfCell : UITableViewCell\n@property (nonatomic, strong) UICollectionView *shelfView;\n@end\n",
        ])
        defer { sources.remove() }
        let conflict = try SuggestionTests.conflict([
            "<MASLayoutConstraint:0x6001 UICollectionView:0x7f01.top == UITableViewCellContentView:0x7f02.top>",
            "<MASLayoutConstraint:0x6002 UICollectionView:0x7f01.bottom == UITableViewCellContentView:0x7f02.bottom>",
            "<MASLayoutConstraint:0x6003 UICollectionView:0x7f01.height == 240>",
            "<NSLayoutConstraint:0x6004 UITableViewCellContentView:0x7f02.height == 100   (active)>",
        ])
        let fix = Explainer(sources: SourceIndex(root: sources.root.path)).explain(conflict).fix
        #expect(fix.first?.relax == ["0x6003"])
        let site = try #require(fix.site)
        #expect(site.path == "TLYShelfCell.m" && site.line == 15)
        #expect(site.evidence.contains("its constant set at run time, updating the constraint made at line 9"))
        #expect(fix.text.contains("Its constant is set at TLYShelfCell.m:15, an update of the constraint"))
        let patch = try #require(fix.patch)
        #expect(patch.contains("+        make.height.mas_equalTo(@100).priority(999);"))
        #expect(patch.contains("+        make.height.equalTo(@(self.shelfView.contentSize.height)).priority(999);"))
        // An update whose constraint the file does not make: not patched (the update would make a second one).
        let alone = try TemporarySources([
            "TLYShelfCell.m":
                "- (void)reload {\n    [self.shelfView mas_updateConstraints:^(MASConstraintMaker *make) {\n        make.height.equalTo(@(self.shelfView.contentSize.height));\n    }];\n}\n",
            "TLYShelfCell.h":
                "@interface TLYShelfCell : UITableViewCell\n@property (nonatomic, strong) UICollectionView *shelfView;\n@end\n",
        ])
        defer { alone.remove() }
        let unsure = Explainer(sources: SourceIndex(root: alone.root.path)).explain(conflict).fix
        #expect(unsure.patch == nil)
    }

    /// A constraint Masonry's log names by its key (`<MASLayoutConstraint:parcel.stamp.trailing …>`, the
    /// key where the address would be) is found at the chain whose `.key(@"parcel.stamp.trailing")` set it,
    /// by that key, as an identifier is; a composite's `[n]` after it is no part of the key the source set.
    @Test func aKeyedConstraintIsFoundByItsKey() throws {
        let result = parse(
            """
            Unable to simultaneously satisfy constraints.
            (
                "<MASLayoutConstraint:parcel.stamp.trailing ParcelStampView:0x7fd4e6c0c010.trailing == ParcelHeaderView:0x7fd4e6c0a9d0.trailing - 20>",
                "<MASLayoutConstraint:Pins[1] UILabel:0x7fd4e6c0bb40.right == ParcelHeaderView:0x7fd4e6c0a9d0.right - 8>"
            )

            """)
        let constraints = try #require(result.callbacks.first?.constraints)
        #expect(constraints.map(\.address.text) == ["parcel.stamp.trailing", "Pins[1]"])
        #expect(constraints.map(\.masonryKey) == ["parcel.stamp.trailing", "Pins"])
        let index = SourceIndex(root: SourceApps.root("masonry"))
        let sites = index.sites(for: constraints[0], keyPaths: [:])
        let line = try ScannerFixture.lineNumber(of: "key(@", in: try header())
        #expect(sites.certain?.line == line)
        #expect(sites.certain?.evidence.contains("key 'parcel.stamp.trailing'") == true)
    }
}
