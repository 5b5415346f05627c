import Foundation
import UnsatKit

func printError(_ message: String) {
    FileHandle.standardError.write(Data("unsat: \(message)\n".utf8))
}

Platform.holdStandardDescriptors()
Platform.tuneAllocator()
if Platform.closedAtStart.contains(1) { Output.closed() } else { Output.widenPipe() }
let options: Options
do {
    options = try OptionParser.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    printError("\(error.message)\nTry 'unsat --help'.")
    exit(ExitCode.usage.rawValue)
}
var status = Runner.run(options)
if let failure = Output.finish() {
    printError(failure)
    // check's 2 is "no verdict": CI must not read a missing report as a pass.
    status = options.command == .check ? ExitCode.checkUnreadable.rawValue : ExitCode.cannotWrite.rawValue
}
exit(status)
