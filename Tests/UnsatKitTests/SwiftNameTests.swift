import Testing

@testable import UnsatKit

/// Mangled Swift class names, as UIKit prints them, read as people write them; what cannot be read
/// whole is left as printed.
struct SwiftNameTests {
    struct Name: CustomTestStringConvertible, Sendable {
        var mangled: String
        var full: String
        var short: String
        var testDescription: String { mangled }
    }

    /// The full forms are what `swift demangle` prints, but for the standard library's types in
    /// arguments (`Int`, not `Swift.Int`), Objective-C classes without `__C.` and private names
    /// without their discriminator.
    static let names: [Name] = [
        Name(mangled: "_TtC5MyApp11ProfileCell", full: "MyApp.ProfileCell", short: "ProfileCell"),
        Name(mangled: "_TtC5MyApp10ComposeBar", full: "MyApp.ComposeBar", short: "ComposeBar"),
        Name(mangled: "_TtCC5MyApp5Outer5Inner", full: "MyApp.Outer.Inner", short: "Outer.Inner"),
        Name(mangled: "_TtCV5MyApp6Screen4Cell", full: "MyApp.Screen.Cell", short: "Screen.Cell"),
        Name(mangled: "_TtCs12_SwiftObject", full: "Swift._SwiftObject", short: "_SwiftObject"),
        Name(
            mangled: "_TtGC7SwiftUI14_UIHostingViewVS_7AnyView_", full: "SwiftUI._UIHostingView<SwiftUI.AnyView>",
            short: "_UIHostingView<AnyView>"),
        Name(
            mangled: "_TtGC7SwiftUI14_UIHostingViewV5MyApp15ProfileStatsRow_",
            full: "SwiftUI._UIHostingView<MyApp.ProfileStatsRow>", short: "_UIHostingView<ProfileStatsRow>"),
        Name(
            mangled: "_TtGC7SwiftUI14_UIHostingViewGVS_15ModifiedContentVS_7AnyViewVS_12RootModifier__",
            full: "SwiftUI._UIHostingView<SwiftUI.ModifiedContent<SwiftUI.AnyView, SwiftUI.RootModifier>>",
            short: "_UIHostingView<ModifiedContent<AnyView, RootModifier>>"),
        Name(
            mangled: "_TtGC7SwiftUI19UIHostingControllerVS_7AnyView_",
            full: "SwiftUI.UIHostingController<SwiftUI.AnyView>", short: "UIHostingController<AnyView>"),
        // From a real log (the corpus's GitHub issue 18): a private argument, `S_` for the module.
        Name(
            mangled: "_TtGC8MyAppXYZ8CardViewCS_P10$10582914415RecoveryKeyView_",
            full: "MyAppXYZ.CardView<MyAppXYZ.RecoveryKeyView>", short: "CardView<RecoveryKeyView>"),
        Name(
            mangled: "_TtC7SwiftUIP33_A34643117F00277B93DEBAB70EC0697122_UIShapeHitTestingView",
            full: "SwiftUI._UIShapeHitTestingView", short: "_UIShapeHitTestingView"),
        Name(mangled: "_TtGC5MyApp4ListSi_", full: "MyApp.List<Int>", short: "List<Int>"),
        Name(mangled: "_TtGC5MyApp4ListSS_", full: "MyApp.List<String>", short: "List<String>"),
        Name(mangled: "_TtGC5MyApp4PairSbGSqSS__", full: "MyApp.Pair<Bool, String?>", short: "Pair<Bool, String?>"),
        Name(mangled: "_TtGC5MyApp4ListGSaSd__", full: "MyApp.List<[Double]>", short: "List<[Double]>"),
        Name(
            mangled: "_TtGC5MyApp4ListGVs10DictionarySSSi__", full: "MyApp.List<[String : Int]>",
            short: "List<[String : Int]>"),
        Name(mangled: "_TtGC5MyApp4ListCSo6UIView_", full: "MyApp.List<UIView>", short: "List<UIView>"),
        Name(
            mangled: "_TtGC5MyApp9PagedListOS_8FeedItem_", full: "MyApp.PagedList<MyApp.FeedItem>",
            short: "PagedList<FeedItem>"),
        // `S1_` is the third module or type named: Foo (MyApp, Pair, Foo), then Box (a generic use is not one).
        Name(mangled: "_TtGC5MyApp4PairVS_3FooS1__", full: "MyApp.Pair<MyApp.Foo, MyApp.Foo>", short: "Pair<Foo, Foo>"),
        Name(
            mangled: "_TtGC5MyApp4PairGVS_3BoxSi_S1__", full: "MyApp.Pair<MyApp.Box<Int>, MyApp.Box>",
            short: "Pair<Box<Int>, Box>"),
    ]

    @Test(arguments: names)
    func mangledClassNamesReadAsWritten(_ name: Name) {
        #expect(SwiftName.demangled(name.mangled) == name.full)
        #expect(SwiftName.short(name.mangled) == name.short)
        let item = LayoutItem(className: name.mangled, address: "0x7f01")
        #expect(item.displayClassName == name.full)
        #expect(item.shortClassName == name.short)
        // The JSON keeps the class as printed.
        #expect(item.className == name.mangled)
    }

    /// Plain names, and mangled ones with something unread (a function type, a Unicode name, a
    /// length past the end, bytes left over, a back reference to nothing), stay as printed.
    @Test(arguments: [
        "UIView", "MyApp.ProfileCell", "_UIHostingView", "_Tt", "_TtC", "_TtC5MyApp11ProfileCel",
        "_TtC5MyApp11ProfileCellx", "_TtGC5MyApp4ListFT_T__", "_TtC5MyAppX5Caf_dma", "_TtGC5MyApp4List_",
        "_TtGC5MyApp4ListS3__", "_TtGC5MyApp4ListVS_", "_TtC5MyApp0",
    ])
    func whatCannotBeReadWholeIsLeftAsPrinted(_ name: String) {
        #expect(SwiftName.demangled(name) == nil)
        #expect(LayoutItem(className: name, address: nil).displayClassName == name)
        #expect(ControllerRef(className: name, address: nil).displayClassName == name)
    }

    @Test func everyPlaceThatShowsAClassShowsItDemangled() throws {
        let node = ViewNode(
            className: "_TtGC7SwiftUI14_UIHostingViewV5MyApp15ProfileStatsRow_", address: "0x106b0a620", line: 1)
        #expect(node.shortClassName == "_UIHostingView<ProfileStatsRow>")
        #expect(TreeDrawing.describe(node) == "SwiftUI._UIHostingView<MyApp.ProfileStatsRow> 0x106b0a620")
        let controller = ControllerRef(className: "_TtGC7SwiftUI19UIHostingControllerVS_7AnyView_", address: nil)
        #expect(controller.shortClassName == "UIHostingController<AnyView>")
        // A plain name keeps its module off the short form, and a name cut with `...` stays whole.
        #expect(
            ControllerRef(className: "MyApp.FeedViewController", address: nil).shortClassName == "FeedViewController")
        #expect(LayoutItem(className: "MyApp.VeryLongName...", address: nil).shortClassName == "MyApp.VeryLongName...")
        let log = """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x6001 _TtC5MyApp10ComposeBar:0x7f01.height == 44   (active)>",
                "<NSLayoutConstraint:0x6002 _TtCC5MyApp5Outer5Inner:0x7f02.top == _TtC5MyApp10ComposeBar:0x7f01.bottom   (active)>",
                "<NSLayoutConstraint:0x6003 _TtC5MyApp10ComposeBar:0x7f01.height == 0   (active)>"
            )

            """
        let result = parse(log)
        let conflicts = ConflictGrouper().group(result)
        let conflict = try #require(conflicts.first)
        let list = ConflictListing(result: result, conflicts: conflicts).text()
        #expect(list.contains("    views: ComposeBar 0x7f01, Outer.Inner 0x7f02\n"))
        #expect(list.contains("Outer.Inner.top == ComposeBar.bottom"))
        let show = ShowText(conflict: conflict).text()
        #expect(show.contains("\n  MyApp.ComposeBar 0x7f01\n"))
        #expect(show.contains("\n  MyApp.Outer.Inner 0x7f02  ●\n"))
        #expect(!show.contains("  _TtC"))
    }
}

/// Key-Value Observing's run-time subclass reads as the class it observes.
struct ObservedNameTests {
    @Test func kvoSubclassesReadAsTheClassTheyObserve() {
        #expect(SwiftName.display("NSKVONotifying_LQRoundedCornerView") == "LQRoundedCornerView")
        #expect(SwiftName.withoutModule("NSKVONotifying_MyApp.CardView") == "CardView")
        #expect(SwiftName.display("NSKVONotifying__TtC5MyApp8CardView") == "MyApp.CardView")
        // The prefix alone is a name as printed.
        #expect(SwiftName.display("NSKVONotifying_") == "NSKVONotifying_")
    }
}
