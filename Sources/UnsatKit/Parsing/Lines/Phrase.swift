/// The phrases blocks are found by, each written once: what follows one is found by its length
/// (`Phrase.unable.length`), never by a number counted by hand.
enum Phrase {
    /// UIKit's header, and AppKit's (followed by `:`).
    static let unable: StaticString = "Unable to simultaneously satisfy constraints"
    /// AppKit's, whose `:` a wrap may put on the next line.
    static let unableAppKit: StaticString = "Unable to simultaneously satisfy constraints:"
    /// AppKit's other header (macOS 14 and later).
    static let conflicting: StaticString = "Conflicting constraints detected"
    /// The line that names the broken constraint, `constraint` after it in UIKit's wording.
    static let willAttempt: StaticString = "Will attempt to recover by breaking"
    static let constraintWord: StaticString = " constraint"
    /// The capture hook's block: its controller line, in English and in Chinese, and the line of
    /// a conflict it ignored.
    static let captureController: StaticString = "constraint conflict in viewController:"
    static let captureControllerChinese: StaticString = "冲突所在的viewController:"
    static let captureIgnored: StaticString = "ignore conflict in UIKit:"
    /// The line some hooks print before the controller's ("conflict detected").
    static let captureStart: StaticString = "constraint conflict detected"
    static let captureStartChinese: StaticString = "检测到约束冲突"
    /// The labels of a capture's parts after its controller's, in English and in Chinese.
    static let captureView: StaticString = "view:"
    static let captureHierarchy: StaticString = "view hierarchy:"
    static let captureConstraints: StaticString = "current constraints:"
    static let captureConstraintsChinese: StaticString = "目前所有的约束:"
    static let captureBroken: StaticString = "try to break constraint:"
    static let captureBrokenChinese: StaticString = "系统尝试打破的约束:"
    /// The labels a capture hook's block can open with, and which line each is.
    static let captureOpenings: [(label: StaticString, line: CaptureOpening)] = [
        (captureController, .controller), (captureControllerChinese, .controller), (captureStart, .start),
        (captureStartChinese, .start), (captureIgnored, .ignored),
    ]

    enum CaptureOpening {
        /// The controller's label, the controller after it or on the next line.
        case controller
        /// "Conflict detected", before the controller's label.
        case start
        /// A conflict the hook ignored, the controller after it.
        case ignored
    }
}

extension StaticString {
    /// Its length in UTF-8 bytes, as the line readers count offsets.
    var length: Int { utf8CodeUnitCount }
}
