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
