import Foundation
import UnsatKit
import UnsatTUI

/// `unsat live`: the inspector on the unified log as it is written. (Not `LiveCommand`: that is
/// UnsatKit's `log stream` command line, which this runs.)
struct LiveStreamCommand: RunnableCommand {
    let context: CommandContext

    init(_ context: CommandContext) { self.context = context }

    /// The test hook: a shell command run instead of `log stream` (on any system), so that the
    /// tests can drive the whole live path here with a sample written slowly into the pipe.
    static let liveCommandVariable = "UNSAT_LIVE_COMMAND"

    /// `unsat live`: starts `log stream`, makes its output our standard input, and from there is
    /// `log stream … | unsat`: the inspector reads the pipe as it comes (or, not on a terminal, the
    /// list is printed when the stream ends). The stream is ended with the inspector.
    func run() -> Int32 {
        let options = context.options
        let command = LiveCommand(source: options.liveSource, process: options.liveProcess)
        var arguments = command.arguments
        if let replacement = Platform.environment[Self.liveCommandVariable], !replacement.isEmpty {
            arguments = ["/bin/sh", "-c", replacement]
        } else if !Platform.hasUnifiedLog {
            printError(Self.noUnifiedLog(command))
            return ExitCode.unavailable.rawValue
        }
        // Before the stream starts: this may run unsat again, which would start a second one.
        if InspectorApp.canDraw { InspectorApp.prepareForCrashes() }
        let stream: LiveProcess
        do {
            stream = try LiveProcess(arguments: arguments)
        } catch {
            printError(error.description)
            return ExitCode.unavailable.rawValue
        }
        // A signal that ends unsat (SIGTERM, SIGHUP: the terminal closed) ends the stream too.
        InspectorApp.endsWithUs(processGroup: stream.processGroup)
        // A stream that cannot start (no simulator booted, no such device) says so at once.
        if let status = stream.ended(within: 0.3), status != 0 {
            printError(Self.streamEnded(arguments, status: status, saying: stream.errorText()))
            return ExitCode.unavailable.rawValue
        }
        if let reason = Platform.makeStandardInput(stream.output) {
            printError("cannot read the stream: \(reason)")
            return ExitCode.unavailable.rawValue
        }
        var reading = options
        reading.command = .inspect
        reading.files = ["-"]
        // The title and the list say what is read: the stream, not "(stdin)".
        reading.standardInputName = command.source.streamName
        let status = Runner.run(reading)
        // q, Ctrl-C or the end of the list: the stream (and what it started) ends too.
        if let own = stream.end(), own != 0 {
            printError(Self.streamEnded(arguments, status: own, saying: stream.errorText()))
            return status == ExitCode.success.rawValue ? ExitCode.unavailable.rawValue : status
        }
        return status
    }

    /// Why `unsat live` cannot run here, and what to do instead.
    static func noUnifiedLog(_ command: LiveCommand) -> String {
        """
        live streams the unified log, which only macOS has ('log stream', 'xcrun simctl'): there is none here.
        Pipe a log in instead: save the console's log and run 'unsat console.log', or stream it from a Mac:
          ssh mac \(LiveCommand.shellQuoted(command.shellLine)) | unsat
        """
    }

    static func streamEnded(_ arguments: [String], status: Int32, saying errors: String) -> String {
        let line = arguments.map(LiveCommand.shellQuoted).joined(separator: " ")
        let said = errors.trimmingCharacters(in: .whitespacesAndNewlines)
        return "the log stream ended (status \(status)): \(line)" + (said.isEmpty ? "" : "\n" + said)
    }
}
