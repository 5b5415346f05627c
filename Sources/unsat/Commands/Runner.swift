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
