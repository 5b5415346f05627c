/// Whether a conflict is UIKit's own (docs/design.md, "System conflicts": the noise that `check` leaves
/// out by default),
/// decided by evidence rather than by class prefixes alone:
///
/// - A conflict only Apple's own processes logged (`SpringBoard[10567]:` in a whole device's log) is
///   theirs, whatever its views.
/// - App evidence wins: an owning controller of the app's, a constraint with a source location
///   (`@CardView.swift#17`), a constraint the app named (an identifier not in UIKit's style, on a
///   constraint that names a view other than UIKit's private ones), or a
///   view of the app's own module (`MyApp.CardView`, `_TtC5MyApp10ComposeBar`).
/// - Otherwise it is UIKit's when its owning controller is UIKit's (`UIAlertController`,
///   `UIInputWindowController`), when every view is a UIKit class and at least one is private
///   (`_UIAlertControllerView` with plain `UIView`s, the keyboard's host views), or when every
///   constraint is UIKit's by its name or its private view (a navigation bar's).
/// - Anything else is the app's: plain `UIView`s and `UILabel`s are what apps are made of.
enum SystemRule {
    /// `processes`: the process of each report, where its line prefix names one. A conflict that
    /// only Apple's own processes logged (SpringBoard's, in a simulator's whole log) is theirs,
    /// whatever its views: no app's code runs in them.
    static func isSystem(
        views: [LayoutItem], controller: ControllerRef?, constraints: [Constraint], processes: [String?] = []
    ) -> Bool {
        if isAppleProcesses(processes) { return true }
        if hasAppEvidence(views: views, controller: controller, constraints: constraints) { return false }
        if let controller, controller.isSystem { return true }
        if isNegativeSizeAlone(constraints) { return true }
        guard !views.isEmpty else { return false }
        if views.allSatisfy(isUIKitView) && views.contains(where: isPrivateView) { return true }
        return constraints.allSatisfy(isUIKitsOwn)
    }

    /// A constraint UIKit made: named in its style (`UINav_static_button_horiz_position`,
    /// `BIB_Trailing_CB_Leading`), or on a private view of its own. A conflict of only such
    /// constraints is UIKit's whatever else its views are (a navigation bar's `BackButton`, named
    /// only by its `names:` key).
    static func isUIKitsOwn(_ constraint: Constraint) -> Bool {
        if let identifier = constraint.identifier, isUIKitIdentifier(identifier) { return true }
        return constraint.items.contains { !$0.isLayoutGuide && isPrivateView($0) }
    }

    static func hasAppEvidence(views: [LayoutItem], controller: ControllerRef?, constraints: [Constraint]) -> Bool {
        if let controller, !controller.isSystem { return true }
        for constraint in constraints {
            if constraint.sourceReference != nil { return true }
            // A name the app gave: not in UIKit's style, on a constraint between views an app can
            // make (UIKit names the keyboard's own, `assistantHeight`, and a bar button's,
            // `Mask_Trailing_Trailing`, on its private views).
            if let identifier = constraint.identifier, !isUIKitIdentifier(identifier),
                constraint.items.contains(where: { !$0.isLayoutGuide }),
                !constraint.items.contains(where: { !$0.isLayoutGuide && isPrivateView($0) })
            {
                return true
            }
        }
        return views.contains(where: isAppClass)
    }

    /// Apple's own processes that log conflicts of their own into a whole device's or Mac's log (what
    /// `unsat live`, `log stream` or Console show): the home screen, system apps, remote view services.
    static let appleProcesses: Set<String> = [
        // iOS, iPadOS (and the simulator's).
        "SpringBoard", "backboardd", "MobileSMS", "MobileMail", "MobileSafari", "MobileSlideShow", "MobileNotes",
        "MobileCal", "MobileAddressBook", "MobilePhone", "MobileTimer", "Preferences", "InCallService",
        "PassbookUIService", "SafariViewService", "MailCompositionService", "AXUIViewService", "PhotosViewService",
        "ScreenshotServicesService", "CarPlayTemplateUIHost", "SharingViewService", "AppStore", "Maps", "Music",
        "Health", "Fitness", "Weather", "Files", "Shortcuts", "Photos", "Camera", "FaceTime", "Wallet",
        "PosterBoard", "InputUI",
        // macOS.
        "Finder", "Dock", "SystemUIServer", "ControlCenter", "NotificationCenter", "loginwindow", "WindowManager",
        "Spotlight", "System Settings", "System Preferences", "TextInputMenuAgent", "Xcode", "Simulator",
    ]

    /// Whether every report names its process and each is Apple's (`com.apple.…` services too).
    static func isAppleProcesses(_ processes: [String?]) -> Bool {
        guard !processes.isEmpty else { return false }
        return processes.allSatisfy { name in
            guard let name else { return false }
            return appleProcesses.contains(name) || name.startsWithBytes("com.apple.")
        }
    }

    /// A report of one constraint alone, a plain `UIView`'s width or height equal to a negative
    /// constant (`UIView:0x….width == - 16`): it conflicts with nothing but a size's being at least
    /// 0, and it is what UIKit's action sheet (`UIAlertController`, iOS 12.2 and later) logs on its
    /// own view. No app gives a size a negative constant, and nothing the app made takes part.
    static func isNegativeSizeAlone(_ constraints: [Constraint]) -> Bool {
        guard constraints.count == 1, let constraint = constraints.first, let first = constraint.first,
            constraint.second == nil, constraint.relation == .equal, first.item.className == "UIView",
            first.attribute == .width || first.attribute == .height, constraint.identifier == nil,
            constraint.sourceReference == nil
        else { return false }
        return constraint.constant < 0
    }

    /// Apple's own Swift modules: a class in one of them is no more the app's than `UIView` is.
    static let appleModules: Set<Substring> = ["SwiftUI", "UIKit", "UIKitCore", "MapKit", "WebKit", "AVKit"]

    /// A class of the app's own module: `MyApp.CardView`, or Swift's mangled `_TtC5MyApp10ComposeBar`
    /// (`_TtGC…` for a generic one).
    static func isAppClass(_ item: LayoutItem) -> Bool {
        guard !item.isLayoutGuide else { return false }
        let name = item.className
        // Found in the bytes: a class name is looked at for every view of every conflict.
        if let dot = name.utf8.firstIndex(of: ASCII.dot), dot != name.startIndex {
            return !appleModules.contains(name[..<dot])
        }
        guard name.startsWithBytes("_TtC") || name.startsWithBytes("_TtGC") else { return false }
        // The module: its length in digits, then its name.
        let afterTag = name.drop { $0 == "_" || $0 == "T" || $0 == "t" || $0 == "G" || $0 == "C" }
        let digits = afterTag.prefix { $0.isNumber }
        guard let length = Int(digits), length > 0 else { return false }
        let module = afterTag.dropFirst(digits.count).prefix(length)
        return module.count == length && !appleModules.contains(module) && !module.hasPrefix("_")
    }

    /// A class UIKit ships: `UI…`, `_UI…`, `NS…`, and the keyboard's (`TUI…`, `_TUI…`), not module-qualified.
    static func isUIKitView(_ item: LayoutItem) -> Bool {
        let name = item.className
        guard !name.utf8.contains(ASCII.dot), !isAppClass(item) else { return false }
        return name.startsWithBytes("UI") || name.startsWithBytes("_UI") || name.startsWithBytes("NS")
            || name.startsWithBytes("_NS")
            || name.startsWithBytes("TUI") || name.startsWithBytes("_TUI") || isPrivateView(item)
    }

    /// A class no app makes: private (`_UIAlertControllerView`) or the keyboard's host views. Not
    /// `UIInputView` itself, which is public: a keyboard extension's own view is one.
    static func isPrivateView(_ item: LayoutItem) -> Bool {
        let name = item.className
        guard !name.utf8.contains(ASCII.dot), !name.startsWithBytes("_Tt"), name != "UIInputView" else { return false }
        return name.startsWithBytes("_") || name.startsWithBytes("UIInput") || name.startsWithBytes("UIKeyboard")
            || name.startsWithBytes("UIRemoteKeyboard") || name.startsWithBytes("TUI")
            || name.startsWithBytes("UIKBInput")
            || name.startsWithBytes("UICompatibilityInput") || name.endsWithBytes("SystemInputAssistantView")
    }

    /// An identifier in UIKit's style (`UIView-Encapsulated-Layout-Width`, `UISV-spacing`,
    /// `_UITemporaryLayoutWidth`, `NSLayoutAnchor…`, `TB_Leading_Leading`, a bar button's
    /// `BIB_Trailing_CB_Leading`): one the app did not give.
    static func isUIKitIdentifier(_ identifier: String) -> Bool {
        identifier.startsWithBytes("UI") || identifier.startsWithBytes("_") || identifier.startsWithBytes("NS")
            || identifier.startsWithBytes("TB_") || identifier.startsWithBytes("IB_")
            || identifier.startsWithBytes("BIB_")
            || identifier.startsWithBytes("CB_")
    }
}
