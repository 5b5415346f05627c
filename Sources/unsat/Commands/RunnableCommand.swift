/// One of unsat's commands (`list`, `show`, …): made from the context every command shares, and run.
protocol RunnableCommand {
    init(_ context: CommandContext)

    /// Runs the command and returns its exit status; a failure it has already said on stderr is
    /// thrown as the status to exit with.
    func run() throws(CommandExit) -> Int32
}

/// A command that stopped on a failure it has said on stderr, with the status to exit with.
struct CommandExit: Error {
    var status: Int32
}

/// Runs the command the options name.
enum Runner {
    static func run(_ options: Options) -> Int32 {
        let context = CommandContext(options: options)
        let command: any RunnableCommand =
            if options.printsAboutItself {
                HelpCommand(context)
            } else {
                switch options.command {
                case .inspect: InspectCommand(context)
                case .list: ListCommand(context)
                case .show: ShowCommand(context)
                case .fix: FixCommand(context)
                case .check: CheckCommand(context)
                case .baseline: BaselineCommand(context)
                case .report: ReportCommand(context)
                case .live: LiveStreamCommand(context)
                }
            }
        do {
            return try command.run()
        } catch {
            return error.status
        }
    }
}
