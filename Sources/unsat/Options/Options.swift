import Foundation
import UnsatKit

/// The command line, parsed into a value: the command, its inputs and its flags.
struct Options: Equatable {
    enum Command: String, Equatable {
        case inspect, list, show, fix, check, baseline, report, live
    }

    var command: Command = .inspect
    var files: [String] = []
    var json = false
    /// `list --explain`: why each conflict cannot hold, and what to change.
    var explain = false
    /// `list --json --trees`: each hierarchy's views in the JSON.
    var trees = false
    var conflictID: Int?
    /// `--color auto|always|never` (`--no-color` is `never`).
    var color: ColorChoice = .auto
    /// `--ascii`: ASCII for every mark unsat draws, in the text output and the inspector.
    var ascii = false
    var idMaps: [String] = []
    var baseline: String?
    var format: CheckResult.Format = .text
    var includeSystem = false
    /// `check --warn`: new conflicts are warnings (GitHub's and Xcode's lines), and check exits 0.
    var warn = false
    /// `--source-root DIR`: the app's source, searched for the lines that made the constraints (and
    /// where check's SARIF and GitHub look for the files constraints name); nil for the default.
    var sourceRoot: String?
    /// `--no-source`: no source tree is searched for the lines that made the constraints.
    var noSource = false
    /// `show --svg`: the conflict as a standalone SVG instead of text.
    var svg = false
    /// `show --svg FILE.svg` or `--svg=FILE`: where the SVG goes; nil for standard output.
    var svgPath: String?
    /// `report -o FILE`: where the HTML goes; nil for standard output.
    var output: String?
    /// `check --report FILE`: the HTML report of the new conflicts, beside check's own output.
    var reportPath: String?
    /// `--follow FILE`: the inspector keeps reading FILE as it grows.
    var follow: String?
    /// `live --device UDID` / `--mac`: whose unified log `unsat live` streams.
    var liveSource: LiveCommand.Source = .bootedSimulator
    /// `live --process NAME`: only that process's reports.
    var liveProcess: String?
    /// What standard input is called (`unsat live` reads the log stream there); not an option.
    var standardInputName = InputReader.standardInputName
    /// `--no-pager`: list and show write to the terminal even when the text is taller than it.
    var noPager = false
    /// `--generate-completion-script SHELL`.
    var completionShell: CompletionShell?
    /// `--generate-manpage`.
    var generateManPage = false
    var showHelp = false
    var showVersion = false

    /// Whether the run prints something about unsat rather than reading logs.
    var printsAboutItself: Bool { showHelp || showVersion || completionShell != nil || generateManPage }
}

extension Options {
    /// What is printed for programs rather than drawn for people, when it is: it has no glyphs to
    /// draw with ASCII and is never colored.
    var machineOutput: String? {
        switch command {
        case .list where json: "list --json"
        case .baseline: "baseline"
        case .check where format != .text: "check --format \(format.rawValue)"
        case .show where svg: "show --svg"
        case .report: "report"
        default: nil
        }
    }
}
