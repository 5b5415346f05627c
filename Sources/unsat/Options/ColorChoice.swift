/// `--color WHEN`: color the text output and the inspector `auto`matically, `always` or `never`.
enum ColorChoice: String, Equatable, CaseIterable {
    case auto, always, never

    static func parse(_ value: String) throws(UsageError) -> ColorChoice {
        guard let choice = ColorChoice(rawValue: value) else {
            throw UsageError(message: "--color takes auto, always or never, not '\(value)'")
        }
        return choice
    }

    /// Whether to color output that goes to `terminal` (whether it is one), as no-color.org asks:
    /// `NO_COLOR` set to anything but the empty string turns automatic color off, and an explicit
    /// `--color always` still turns it on. `TERM=dumb` is a terminal that shows escapes as text.
    func isEnabled(terminal: Bool, environment: [String: String]) -> Bool {
        switch self {
        case .always: true
        case .never: false
        case .auto: terminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
        }
    }
}
