import UnsatKit

/// `unsat baseline`: the fingerprints of today's conflicts, to commit as the baseline `check` reads.
struct BaselineCommand: RunnableCommand {
    let context: CommandContext

    init(_ context: CommandContext) { self.context = context }

    func run() throws(CommandExit) -> Int32 {
        let logs = try context.read(try context.inputs())
        Output.write(Baseline(conflicts: logs.conflicts).json())
        Leak.keep((logs.result, logs.conflicts))
        return ExitCode.success.rawValue
    }
}
