import Foundation
import UnsatKit

/// git's pager for `list` and `show` text: on a terminal, text taller than it goes through
/// `UNSAT_PAGER`, else `PAGER`, else `less -FRX`; an empty value or `cat` is no pager, and so is
/// `--no-pager` or an output that is not a terminal.
enum Pager {
    /// The shell command to page with, from `environment`; nil for none.
    static func command(environment: [String: String]) -> String? {
        if let chosen = environment["UNSAT_PAGER"] ?? environment["PAGER"] {
            let command = chosen.trimmingCharacters(in: .whitespaces)
            return command.isEmpty || command == "cat" ? nil : command
        }
        // Without less, the default would lose the text to "less: not found".
        let path = environment["PATH"] ?? "/usr/bin:/bin"
        let hasLess = path.split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/less")
        }
        return hasLess ? "less -FRX" : nil
    }

    /// The environment the pager runs with: LESS=FRX when unset (as git sets it), so that a plain
    /// `less` keeps the colors and quits on a text that fits.
    static func environment(_ environment: [String: String]) -> [String: String] {
        var environment = environment
        if environment["LESS"] == nil { environment["LESS"] = "FRX" }
        return environment
    }

    /// Writes `text` to standard output, through the pager when `options` and the terminal call for one.
    static func write(_ text: String, options: Options) {
        let environment = Platform.environment
        if !options.noPager, Platform.isTerminal(1), let command = command(environment: environment),
            lineCount(text) > Platform.terminalRows(1) ?? 24
        {
            Output.startPager(command, environment: Self.environment(environment))
        }
        Output.write(Array(text.utf8))
    }

    private static func lineCount(_ text: String) -> Int {
        var lines = 0
        for byte in text.utf8 where byte == UInt8(ascii: "\n") { lines += 1 }
        return lines + (text.utf8.last == UInt8(ascii: "\n") ? 0 : 1)
    }
}
