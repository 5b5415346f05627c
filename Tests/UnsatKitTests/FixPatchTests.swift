import Foundation
import Testing

@testable import UnsatKit

/// The fix at the line of code, for every fixture app: the first way out's site is certain where
/// the app's source says it all, its patch applies with `git apply` and reads back as the same
/// constraint at priority 999 (or the view followed by its mask line), and the way out itself is
/// one the solver checked. A conflict with no certain site gets no patch and says why.
struct FixPatchTests {
    static var apps: [String] {
        let folder = Paths.fixtures.appendingPathComponent("Apps")
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
            FileManager.default.fileExists(atPath: folder.appendingPathComponent("\($0)/console.log").path)
        }.sorted()
    }

    @Test func thereAreFixtureApps() {
        #expect(Self.apps.contains("swift-anchors"))
    }

    @Test(arguments: apps)
    func eachPatchAppliesAndReadsBack(_ style: String) throws {
        let root = SourceApps.root(style)
        let index = SourceIndex(root: root)
        let explainer = Explainer(sources: index)
        let conflicts = ConflictGrouper().group(try InputReader.read(path: root + "/console.log"))
        #expect(!conflicts.isEmpty)
        var patched = 0
        for conflict in conflicts {
            let fix = explainer.explain(conflict).fix
            let label = "\(style) #\(conflict.id)"
            guard let first = fix.first else { continue }
            #expect(first.checked && first.isVerified, "\(label)")
            guard let patch = fix.patch else {
                #expect(fix.sourceNote != nil, "\(label): no patch and no word why")
                continue
            }
            let site = try #require(fix.site, "\(label): a patch without a site")
            #expect(fix.text.contains("\(site.path):\(site.line)"), "\(label)")
            #expect(patch.hasPrefix("--- a/\(site.path)\n+++ b/\(site.path)\n"), "\(label)")
            guard let applied = try SourceApps.applied(patch, to: style, path: site.path) else { continue }
            let file = SourceFile(path: site.path, bytes: Array(applied.utf8))
            let reread = index.scanners.filter { $0.reads(extension: SourceIndex.pathExtension(site.path)) }
                .flatMap { $0.declarations(in: file) }
            switch first.action {
            case .lowerPriority:
                let address = try #require(first.relax.first)
                let constraint = try #require(conflict.constraints.first { $0.address == address })
                // The same constraint (its attribute and constant), read from the patched file, now says 999.
                let found = reread.filter { declared in
                    declared.constant.map { abs($0) } == abs(constraint.constant)
                        && [declared.first?.attribute, declared.second?.attribute].contains(constraint.first?.attribute)
                }
                #expect(found.contains { $0.priority == 999 }, "\(label): \(applied)")
            case .translatesAutoresizingMaskIntoConstraints:
                #expect(applied.contains(".translatesAutoresizingMaskIntoConstraints = "), "\(label)")
            case .none:
                Issue.record("\(label): a patch for no action")
            }
            patched += 1
        }
        #expect(patched > 0, "\(style): no conflict of the fixture app got a patch")
    }

    /// Seen on a real app: its views are stored properties (`private let nameLabel = UILabel()`), and
    /// more than one file makes a UILabel. The label whose mask is on is the one the conflict's
    /// constraint was made with (`nameLabel.leadingAnchor…`), and its patch goes where it is added.
    @Test func theMaskedViewIsTheVariableItsConstraintWasMadeWith() throws {
        let sources = try TemporarySources([
            "ProfileHeaderView.swift": TemporarySources.profileHeaderView,
            "FooterView.swift": "final class FooterView: UIView {\n    let noteLabel = UILabel()\n}\n",
        ])
        defer { sources.remove() }
        let root = sources.root
        let conflict = try SuggestionTests.conflict([
            "<NSAutoresizingMaskLayoutConstraint:0x6001 h=--& v=--& UILabel:0x7f02.minX == 0   (active, names: '|':Profile.ProfileHeaderView:0x7f01 )>",
            "<NSLayoutConstraint:0x6002 UILabel:0x7f02.leading == UIImageView:0x7f03.trailing + 12   (active)>",
            "<NSLayoutConstraint:0x6003 UIImageView:0x7f03.leading == Profile.ProfileHeaderView:0x7f01.leading + 16   (active)>",
            "<NSLayoutConstraint:0x6004 UIImageView:0x7f03.width == 48   (active)>",
        ])
        let fix = Explainer(sources: SourceIndex(root: root.path)).explain(conflict).fix
        #expect(fix.action == .translatesAutoresizingMaskIntoConstraints)
        let site = try #require(fix.site)
        #expect(site.path == "ProfileHeaderView.swift" && site.line == 2)
        let patch = try #require(fix.patch)
        #expect(
            patch.contains(
                "+        nameLabel.translatesAutoresizingMaskIntoConstraints = false\n         addSubview(nameLabel)"))
    }

    /// A local view (`let banner = UILabel()` in `viewDidLoad`) whose only constraint in the conflict
    /// is its height: no other constraint on it agrees, so that line is not certain enough to
    /// patch, but it is the only line of the app that makes `UILabel.height == 44`, and its variable
    /// is the label made at line 3 of the same file. Before: "2 lines make a UILabel … no patch".
    @Test func aViewsOnlyConstraintInTheSourceTellsWhichCreationItIs() throws {
        let sources = try TemporarySources([
            "BannerViewController.swift": """
            class BannerViewController: UIViewController {
                override func viewDidLoad() {
                    let banner = UILabel()
                    banner.text = "Offline"
                    view.addSubview(banner)
                    NSLayoutConstraint.activate([
                        banner.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                        banner.heightAnchor.constraint(equalToConstant: 44),
                    ])
                }
            }

            """,
            "FooterView.swift": "final class FooterView: UIView {\n    let noteLabel = UILabel()\n}\n",
        ])
        defer { sources.remove() }
        let conflict = try SuggestionTests.conflict([
            "<NSAutoresizingMaskLayoutConstraint:0x6001 h=--& v=--& UILabel:0x7f02.height == 0   (active)>",
            "<NSLayoutConstraint:0x6002 UILabel:0x7f02.height == 44   (active)>",
        ])
        let fix = Explainer(sources: SourceIndex(root: sources.root.path)).explain(conflict).fix
        #expect(fix.action == .translatesAutoresizingMaskIntoConstraints)
        let site = try #require(fix.site)
        #expect(site.path == "BannerViewController.swift" && site.line == 3)
        let patch = try #require(fix.patch)
        #expect(
            patch.contains(
                "         let banner = UILabel()\n+        banner.translatesAutoresizingMaskIntoConstraints = false\n"))
        // Two lines that each make such a constraint, with different labels: neither is told.
        let two = try TemporarySources([
            "A.swift":
                "func a() {\n    let banner = UILabel()\n    banner.heightAnchor.constraint(equalToConstant: 44).isActive = true\n}\n",
            "B.swift":
                "func b() {\n    let badge = UILabel()\n    badge.heightAnchor.constraint(equalToConstant: 44).isActive = true\n}\n",
        ])
        defer { two.remove() }
        let unsure = Explainer(sources: SourceIndex(root: two.root.path)).explain(conflict).fix
        #expect(unsure.patch == nil)
        #expect(unsure.sourceNote?.contains("2 lines make a UILabel") == true)
    }

    /// Seen in a real app: a base controller makes a container and a view of the same class in it
    /// (`[[UIView alloc] init]` twice), and leaves the container's mask on; a subclass's file pins the
    /// label inside it. The log puts the label inside the masked view (`H:|-(20)-[UILabel'Hi']`, the
    /// bar naming it), and the code adds `titleLabel` to `containerView` only: that creation is the
    /// one. Before: "2 lines make a UIView (…): which one is UIView is not certain, so no patch".
    @Test func theMaskedViewIsTheOneTheCodeAddsTheConflictsInnerViewTo() throws {
        let sources = try TemporarySources([
            "TLYBaseController.m": """
            #import "TLYBaseController.h"

            @implementation TLYBaseController

            - (void)viewDidLoad {
                [super viewDidLoad];
                self.containerView = [[UIView alloc] init];
                [self.view addSubview:self.containerView];

                self.titleLabel = [[UILabel alloc] init];
                self.titleLabel.text = @"Hi";
                [self.containerView addSubview:self.titleLabel];

                self.stripeView = [[UIView alloc] init];
                [self.containerView addSubview:self.stripeView];
            }

            @end

            """,
            "TLYStripeController.m": """
            #import "TLYStripeController.h"

            @implementation TLYStripeController

            - (void)viewDidLoad {
                [super viewDidLoad];
                self.titleLabel.translatesAutoresizingMaskIntoConstraints = NO;
                [self.titleLabel.leadingAnchor constraintEqualToAnchor:self.containerView.leadingAnchor constant:20].active = YES;
                [self.titleLabel.trailingAnchor constraintEqualToAnchor:self.containerView.trailingAnchor constant:-30].active = YES;
            }

            @end

            """,
        ])
        defer { sources.remove() }
        let conflict = try SuggestionTests.conflict([
            "<NSAutoresizingMaskLayoutConstraint:0x6001 h=--& v=--& UIView:0x7f01.width == 0   (active)>",
            "<NSLayoutConstraint:0x6002 H:|-(20)-[UILabel:0x7f02'Hi']   (active, names: '|':UIView:0x7f01 )>",
            "<NSLayoutConstraint:0x6003 UILabel:0x7f02'Hi'.trailing == UIView:0x7f01.trailing - 30   (active)>",
        ])
        let fix = Explainer(sources: SourceIndex(root: sources.root.path)).explain(conflict).fix
        #expect(fix.action == .translatesAutoresizingMaskIntoConstraints)
        let site = try #require(fix.site)
        #expect(site.path == "TLYBaseController.m" && site.line == 7)
        #expect(site.evidence.contains { $0.contains("containerView, to which the code adds titleLabel") })
        let patch = try #require(fix.patch)
        #expect(
            patch.contains(
                "     self.containerView = [[UIView alloc] init];\n+    self.containerView.translatesAutoresizingMaskIntoConstraints = NO;\n"
            ))
        // Where the code adds the label to two views, which one the log means is not known: no patch.
        let twice = try TemporarySources([
            "A.m":
                "- (void)a {\n    self.containerView = [[UIView alloc] init];\n    [self.containerView addSubview:self.titleLabel];\n}\n",
            "B.m":
                "- (void)b {\n    self.stripeView = [[UIView alloc] init];\n    [self.stripeView addSubview:self.titleLabel];\n    [self.titleLabel.leadingAnchor constraintEqualToAnchor:self.containerView.leadingAnchor constant:20].active = YES;\n}\n",
        ])
        defer { twice.remove() }
        let unsure = Explainer(sources: SourceIndex(root: twice.root.path)).explain(conflict).fix
        #expect(unsure.patch == nil)
        #expect(unsure.sourceNote?.contains("2 lines make a UIView") == true)
    }

    /// Seen in a real app: a toast view makes its content view (`contentBox = UIView(frame: frame)`,
    /// an optional) and adds it to itself; a helper in another file makes a `UIView` too. The log puts
    /// the masked view inside a `ToastView` (the bar of `H:|-(10)-[UIView]`; the constraint is made by
    /// a helper unsat does not read): the creation the code adds to a `ToastView` is the one, and the
    /// patch sets the optional's mask through `?.`. Before: "2 lines make a UIView … no patch".
    @Test func theMaskedViewIsTheOneTheCodeAddsToAViewOfTheClassTheLogPutsItIn() throws {
        let sources = try TemporarySources([
            "ToastView.swift": """
            final class ToastView: UIView {
                private var contentBox: UIView?

                func commonInit() {
                    contentBox = UIView(frame: frame)
                    addSubview(contentBox!)
                    contentBox?.pin(to: self, inset: 10)
                }
            }

            """,
            "Layout.swift": """
            extension UIView {
                func wrapped() -> UIView {
                    let box = UIView(frame: .zero)
                    addSubview(box)
                    return box
                }
            }

            """,
        ])
        defer { sources.remove() }
        let conflict = try SuggestionTests.conflict([
            "<NSAutoresizingMaskLayoutConstraint:0x6001 h=--& v=--& UIView:0x7f02.minX == 0   (active, names: '|':MyApp.ToastView:0x7f01 )>",
            "<NSLayoutConstraint:0x6002 H:|-(10)-[UIView:0x7f02](LTR)   (active, names: '|':MyApp.ToastView:0x7f01 )>",
        ])
        let fix = Explainer(sources: SourceIndex(root: sources.root.path)).explain(conflict).fix
        #expect(fix.action == .translatesAutoresizingMaskIntoConstraints)
        let site = try #require(fix.site)
        #expect(site.path == "ToastView.swift" && site.line == 5)
        #expect(site.evidence.contains("added to a ToastView, which the log puts it inside"))
        let patch = try #require(fix.patch)
        #expect(
            patch.contains(
                "         contentBox = UIView(frame: frame)\n+        contentBox?.translatesAutoresizingMaskIntoConstraints = false\n"
            ))
        // The log's next report has no bar among its constraints' items (the mask's `names:` gives its
        // frame's superview): an inset from the toast's bottom holds the view inside it.
        let bottom = try SuggestionTests.conflict([
            "<NSAutoresizingMaskLayoutConstraint:0x6003 h=--& v=--& UIView:0x7f02.minY == 0   (active, names: '|':MyApp.ToastView:0x7f01 )>",
            "<NSAutoresizingMaskLayoutConstraint:0x6004 h=--& v=--& UIView:0x7f02.height == 140   (active)>",
            "<NSAutoresizingMaskLayoutConstraint:0x6005 h=--& v=--& MyApp.ToastView:0x7f01.height == 140   (active)>",
            "<NSLayoutConstraint:0x6006 UIView:0x7f02.bottom == MyApp.ToastView:0x7f01.bottom - 10   (active)>",
        ])
        let second = Explainer(sources: SourceIndex(root: sources.root.path)).explain(bottom).fix
        #expect(second.first?.views == ["0x7f02"])
        #expect(second.site?.path == "ToastView.swift" && second.site?.line == 5)
    }

    /// Seen in a real app: a cell pins `_background` to its content view with `V:|[_background(top)]|` and
    /// each of its stripes to it with `V:|[_stripe]|`. The log's bar is the content view: the bar of the
    /// first format is (the code adds `_background` to `contentView`), the other's is a `UIView`. Before,
    /// the bottom pin had both lines as candidates, and a flush `]|` could take no priority; it becomes
    /// `]-(0@999)-|`.
    @Test func aVisualFormatsBarIsTheSuperviewTheCodeAddsTheViewTo() throws {
        let sources = try TemporarySources([
            "TLYSwatchCell.m": """
            #import "TLYSwatchCell.h"

            @implementation TLYSwatchCell

            - (void)setUp {
                [self.contentView addSubview:_background];
                [_background addSubview:_stripe];
                NSDictionary *views = NSDictionaryOfVariableBindings(_background, _stripe);
                NSDictionary *metrics = @{@"top": @100};
                [self.contentView addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|[_background(top)]|" options:0 metrics:metrics views:views]];
                [_background addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|[_stripe]|" options:0 metrics:nil views:views]];
            }

            @end

            """,
            "TLYSwatchCell.h":
                "@interface TLYSwatchCell : UITableViewCell {\n    UIView *_background;\n    UIView *_stripe;\n}\n@end\n",
        ])
        defer { sources.remove() }
        let conflict = try SuggestionTests.conflict([
            "<NSLayoutConstraint:0x6001 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x7f01.height == 44   (active)>",
            "<NSLayoutConstraint:0x6002 V:|-(0)-[UIView:0x7f02]   (active, names: '|':UITableViewCellContentView:0x7f01 )>",
            "<NSLayoutConstraint:0x6003 UIView:0x7f02.height == 100   (active)>",
            "<NSLayoutConstraint:0x6004 V:[UIView:0x7f02]-(0)-|   (active, names: '|':UITableViewCellContentView:0x7f01 )>",
        ])
        let fix = Explainer(sources: SourceIndex(root: sources.root.path)).explain(conflict).fix
        #expect(fix.first?.relax == ["0x6004"])
        let site = try #require(fix.site)
        #expect(site.path == "TLYSwatchCell.m" && site.line == 10)
        let patch = try #require(fix.patch)
        #expect(
            patch.contains(
                "+    [self.contentView addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@\"V:|[_background(top)]-(0@999)-|\""
            ))
    }

    /// Seen in a real app: a vertical stack view spaces its arranged subviews 16 apart, and the app pins
    /// the separator 24 above the text view too (`constant: -Styling.separatorSpacing`, a static
    /// constant of the file). The fix says the gap is the stack view's to give (`setCustomSpacing(24,
    /// after:)`), and the constant, read through its name, makes the line certain and patched. Before:
    /// the constant was unknown, the line "not certain", and the advice only that UIKit broke it.
    @Test func twoArrangedViewsSpacedByTheAppAreTheStackViewsToSpace() throws {
        let sources = try TemporarySources([
            "NoticeView.swift": """
            final class NoticeView: UIView {
                struct Styling {
                    static let stackSpacing: CGFloat = 16
                    static let separatorSpacing: CGFloat = 24
                }

                private let separator = UIView()
                private let body = NoticeTextView()
                private let stack = UIStackView()

                func install() {
                    stack.axis = .vertical
                    stack.spacing = Styling.stackSpacing
                    stack.addArrangedSubview(separator)
                    stack.addArrangedSubview(body)
                    NSLayoutConstraint.activate([
                        separator.bottomAnchor.constraint(
                            equalTo: body.topAnchor,
                            constant: -Styling.separatorSpacing
                        ),
                    ])
                }
            }

            """
        ])
        defer { sources.remove() }
        let conflict = try SuggestionTests.conflict([
            "<NSLayoutConstraint:0x6001 'UISV-spacing' V:[UIView:0x7f01]-(16)-[Notices.NoticeTextView:0x7f02]   (active)>",
            "<NSLayoutConstraint:0x6002 UIView:0x7f01.bottom == Notices.NoticeTextView:0x7f02.top - 24   (active)>",
        ])
        let fix = Explainer(sources: SourceIndex(root: sources.root.path)).explain(conflict).fix
        #expect(fix.first?.relax == ["0x6002"])
        #expect(
            fix.text.contains(
                "UIView and NoticeTextView are arranged next to each other by a stack view, which spaces them itself "
                    + "(UISV-spacing, 16); for a gap of 24, give the stack view that spacing after UIView "
                    + "(setCustomSpacing(24, after:)) instead of this constraint"))
        let site = try #require(fix.site)
        #expect(site.path == "NoticeView.swift" && site.line == 17)
        let patch = try #require(fix.patch)
        #expect(patch.contains("+        separatorBottom.priority = UILayoutPriority(999)"))
    }

    /// Seen in a real app: a cell's constraints made in `extension HCollectionViewCell` in a file of its
    /// own. `self` there is the cell and `contentView` its plain `UIView`; before, neither had a class,
    /// two lines fitted `UIView.bottom == HCollectionViewCell.bottom` as well, and there was no patch.
    @Test func aCellsExtensionTellsSelfAndItsContentView() throws {
        let sources = try TemporarySources([
            "HCollectionViewCell+Constraints.swift": """
            import UIKit

            extension HCollectionViewCell {
                internal func addConstraints() {
                    self.contentView.translatesAutoresizingMaskIntoConstraints = false
                    self.contentView.topAnchor.constraint(equalTo: self.topAnchor).isActive = true
                    self.contentView.bottomAnchor.constraint(equalTo: self.bottomAnchor).isActive = true
                    self.imageView.topAnchor.constraint(equalTo: self.contentView.topAnchor).isActive = true
                    self.imageView.heightAnchor.constraint(equalToConstant: 170).isActive = true
                    self.nameLabel.topAnchor.constraint(equalTo: self.imageView.bottomAnchor, constant: 5).isActive = true
                    self.nameLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor).isActive = true
                }
            }

            """
        ])
        defer { sources.remove() }
        let conflict = try SuggestionTests.conflict([
            "<NSLayoutConstraint:0x6001 V:|-(0)-[UIView:0x7f02]   (active, names: '|':MilliArt.HCollectionViewCell:0x7f01 )>",
            "<NSLayoutConstraint:0x6002 V:|-(0)-[UIImageView:0x7f03]   (active, names: '|':UIView:0x7f02 )>",
            "<NSLayoutConstraint:0x6003 UIImageView:0x7f03.height == 170   (active)>",
            "<NSLayoutConstraint:0x6004 V:[UIImageView:0x7f03]-(5)-[MilliArt.MUILabel:0x7f04]   (active)>",
            "<NSLayoutConstraint:0x6005 MilliArt.MUILabel:0x7f04.bottom == UIView:0x7f02.bottom   (active)>",
            "<NSLayoutConstraint:0x6006 UIView:0x7f02.bottom == MilliArt.HCollectionViewCell:0x7f01.bottom   (active)>",
            "<NSLayoutConstraint:0x6007 'UIView-Encapsulated-Layout-Height' MilliArt.HCollectionViewCell:0x7f01.height == 50   (active)>",
        ])
        let index = SourceIndex(root: sources.root.path)
        let bottom = try #require(conflict.constraints.first { $0.address == "0x6006" })
        let sites = index.sites(for: bottom, keyPaths: [:])
        #expect(sites.certain?.line == 7)
        #expect(sites.certain?.evidence.contains("UIView (declared type)") == true)
        let fix = Explainer(sources: index).explain(conflict).fix
        #expect(fix.site?.line == 7)
        #expect(fix.patch?.contains("contentBottom.priority = UILayoutPriority(999)") == true)
    }

    /// The class declares its views in its own file (`HCollectionViewTableViewCell.swift`) and makes
    /// their constraints in an extension in another (`HCollectionVTVC+Constraints.swift`), as Swift
    /// apps often split them: the property's class is read from the class's file. Before, the
    /// extension's file did not say what `collectionView` is, and the one candidate stayed uncertain.
    @Test func aPropertyDeclaredInItsClassesFileIsTypedInAnExtensionsFile() throws {
        let extensionFile = """
            import UIKit

            extension HCollectionViewTableViewCell {
                internal func addConstraintsCollectionView() {
                    collectionView.translatesAutoresizingMaskIntoConstraints = false
                    collectionView.topAnchor.constraint(equalTo: contentView.topAnchor).isActive = true
                    collectionView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor).isActive = true
                    collectionView.heightAnchor.constraint(equalToConstant: 220).isActive = true
                }
            }

            """
        let classFile = """
            final class HCollectionViewTableViewCell: UITableViewCell {
                let collectionView: UICollectionView = {
                    UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                }()
            }

            """
        let conflict = try SuggestionTests.conflict([
            "<NSLayoutConstraint:0x6001 UICollectionView:0x7f02.height == 220   (active)>",
            "<NSLayoutConstraint:0x6002 V:|-(0)-[UICollectionView:0x7f02]   (active, names: '|':UITableViewCellContentView:0x7f01 )>",
            "<NSLayoutConstraint:0x6003 UICollectionView:0x7f02.bottom == UITableViewCellContentView:0x7f01.bottom   (active)>",
            "<NSLayoutConstraint:0x6004 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x7f01.height == 44   (active)>",
        ])
        let bottom = try #require(conflict.constraints.first { $0.address == "0x6003" })
        let both = try TemporarySources([
            "HCollectionVTVC+Constraints.swift": extensionFile, "HCollectionViewTableViewCell.swift": classFile,
        ])
        defer { both.remove() }
        let index = SourceIndex(root: both.root.path)
        let sites = index.sites(for: bottom, keyPaths: [:])
        #expect(sites.certain?.line == 7)
        #expect(sites.certain?.evidence.contains("UICollectionView (declared type)") == true)
        let fix = Explainer(sources: index).explain(conflict).fix
        #expect(fix.patch?.contains("collectionBottom.priority = UILayoutPriority(999)") == true)
        // The class declared in a file named otherwise (`Cells.swift`) is found by its declaration.
        let elsewhere = try TemporarySources([
            "HCollectionVTVC+Constraints.swift": extensionFile, "Cells.swift": classFile,
            "Other.swift": "extension HCollectionViewTableViewCell {\n    var spare: UILabel { UILabel() }\n}\n",
        ])
        defer { elsewhere.remove() }
        #expect(SourceIndex(root: elsewhere.root.path).sites(for: bottom, keyPaths: [:]).certain?.line == 7)
        // Without the class's file, the extension alone does not say: a candidate, not certain.
        let alone = try TemporarySources(["HCollectionVTVC+Constraints.swift": extensionFile])
        defer { alone.remove() }
        #expect(SourceIndex(root: alone.root.path).sites(for: bottom, keyPaths: [:]).certain == nil)
    }
}
