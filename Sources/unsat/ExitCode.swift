/// unsat's exit statuses, each with what it means: the EXIT STATUS of `--help` and the man page
/// are written from these, and every command exits with one of them (the inspector with its own).
enum ExitCode: Int32, CaseIterable {
    case success = 0
    /// `unsat check` found conflicts its baseline does not know.
    case checkFoundNew = 1
    /// `unsat check` could not read an input or the baseline, or write its report: no verdict,
    /// which CI must not read as a pass.
    case checkUnreadable = 2
    case usage = 64
    case noInput = 66
    /// `unsat live` where there is no unified log to stream, or the stream failed (EX_UNAVAILABLE).
    case unavailable = 69
    /// The output could not be written (EX_IOERR).
    case cannotWrite = 74

    /// What the status means, as the help says it; `command`: for the statuses of that command.
    func meaning(for command: Options.Command? = nil) -> String {
        switch self {
        case .success: command == .check ? "no new conflict (or --warn)" : "read"
        case .checkFoundNew: "new conflicts"
        case .checkUnreadable: "an input or the baseline could not be read, or the report written"
        case .usage: "wrong command line"
        case .noInput: "an input could not be opened or read"
        case .unavailable: "the unified log cannot be streamed here (not macOS, or log stream would not start)"
        case .cannotWrite: "the output could not be written"
        }
    }

    /// The statuses the help lists, each line those of every command (nil) or of one.
    static let documented: [(command: Options.Command?, statuses: [ExitCode])] = [
        (nil, [.success, .usage, .noInput, .cannotWrite]),
        (.live, [.unavailable]),
        (.check, [.success, .checkFoundNew, .checkUnreadable]),
    ]

    /// `check: 0 no new conflict; 1 new conflicts; …`: the lines of the help's EXIT STATUS.
    static var helpLines: [String] {
        documented.map { line in
            let statuses = line.statuses.map { "\($0.rawValue) \($0.meaning(for: line.command))" }
            return (line.command.map { "\($0.rawValue): " } ?? "") + statuses.joined(separator: "; ")
        }
    }
}
