/// `--help`, `--version`, `--generate-manpage` and `--generate-completion-script SHELL`: what unsat
/// says about itself, whatever the command.
struct HelpCommand: RunnableCommand {
    let context: CommandContext

    init(_ context: CommandContext) { self.context = context }

    func run() -> Int32 {
        let options = context.options
        if options.showHelp {
            Output.write(HelpText.text + "\n")
        } else if let shell = options.completionShell {
            Output.write(shell.script)
        } else if options.generateManPage {
            Output.write(ManPage.text)
        } else {
            Output.write(Help.version + "\n")
        }
        return ExitCode.success.rawValue
    }
}
