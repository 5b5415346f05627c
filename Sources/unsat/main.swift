import Foundation
import UnsatKit

/// Exit codes, as SPEC states them.
enum ExitCode {
    static let success: Int32 = 0
    static let usage: Int32 = 64
    static let noInput: Int32 = 66
    /// `unsat check` found conflicts its baseline does not know.
    static let checkFoundNew: Int32 = 1
    /// `unsat check` could not read an input or the baseline, or write its report.
    static let checkUnreadable: Int32 = 2
    /// `unsat live` where there is no unified log to stream, or the stream failed (EX_UNAVAILABLE).
    static let unavailable: Int32 = 69
    /// The output could not be written (EX_IOERR).
    static let cannotWrite: Int32 = 74
}

func printError(_ message: String) {
    FileHandle.standardError.write(Data("unsat: \(message)\n".utf8))
}

Platform.holdStandardDescriptors()
if Platform.closedAtStart.contains(1) { Output.closed() }
let options: Options
do {
    options = try OptionParser.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    printError("\(error.message)\nTry 'unsat --help'.")
    exit(ExitCode.usage)
}
var status = Runner.run(options)
if let failure = Output.finish() {
    printError(failure)
    // check's 2 is "no verdict": CI must not read a missing report as a pass.
    status = options.command == .check ? ExitCode.checkUnreadable : ExitCode.cannotWrite
}
exit(status)
