import UnsatKit

/// How `o` and `e` run the user's pager or editor on a callback's file at its line.
enum SourceCommand {
    /// The command line, run by `/bin/sh` as git runs `$PAGER` and `$EDITOR` (so that
    /// `PAGER='less -R'` or a quoted path works): the setting, then the arguments that say the
    /// file and the line as that program understands them.
    static func arguments(_ program: SourceProgram, _ location: InputLocation, environment: [String: String])
        -> [String]
    {
        let command = self.command(program, environment: environment)
        let arguments = self.arguments(for: command, program, location)
        return ["/bin/sh", "-c", command + " \"$@\"", "sh"] + arguments
    }

    /// `$PAGER` (else `less`); `$VISUAL`, then `$EDITOR` (else `vi`). Empty settings are unset.
    static func command(_ program: SourceProgram, environment: [String: String]) -> String {
        let names = program == .pager ? ["PAGER"] : ["VISUAL", "EDITOR"]
        let setting = names.lazy.compactMap { environment[$0] }.first { !$0.allSatisfy(\.isWhitespace) }
        return setting ?? (program == .pager ? "less" : "vi")
    }

    /// The program's own name: the first word of the command, without its directory.
    static func name(of command: String) -> String {
        let first = command.split(whereSeparator: \.isWhitespace).first.map(String.init) ?? command
        return first.lastPathComponent
    }

    /// `+N FILE` for the programs that read `+N` as a line (less, more, vi, vim, nvim, nano,
    /// emacs…); `--goto FILE:N` for VS Code and its kin; `FILE:N` for Sublime Text, Zed and
    /// Helix; just the file for any other pager, which may not know `+N`.
    static func arguments(for command: String, _ program: SourceProgram, _ location: InputLocation) -> [String] {
        let name = name(of: command)
        let file = location.file
        let line = location.line
        if ["code", "code-insiders", "codium", "cursor"].contains(name) { return ["--goto", "\(file):\(line)"] }
        if ["subl", "zed", "hx", "helix"].contains(name) { return ["\(file):\(line)"] }
        if program == .pager, !["less", "more", "most", "vi", "vim", "nvim", "view"].contains(name) { return [file] }
        return ["+\(line)", file]
    }
}
