import Foundation
import UnsatKit

/// Exit codes, as SPEC states them.
enum ExitCode {
    static let success: Int32 = 0
    static let usage: Int32 = 64
    static let noInput: Int32 = 66
    /// `unsat check` found conflicts its baseline does not know.
    static let checkFoundNew: Int32 = 1
    /// `unsat check` could not read an input or the baseline.
    static let checkUnreadable: Int32 = 2
}

func printError(_ message: String) {
    FileHandle.standardError.write(Data("unsat: \(message)\n".utf8))
}

func writeOut(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { writeOut($0) }
}

/// Writes all of `buffer` to standard output (a pipe may take it in pieces).
func writeOut(_ buffer: UnsafeRawBufferPointer) {
    guard let base = buffer.baseAddress else { return }
    var offset = 0
    while offset < buffer.count {
        let written = write(1, base + offset, buffer.count - offset)
        if written < 0, errno == EINTR { continue }
        if written <= 0 { break }
        offset += written
    }
}

let options: Options
do {
    options = try OptionParser.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    printError("\(error.message)\nTry 'unsat --help'.")
    exit(ExitCode.usage)
}
if options.showHelp {
    print(Help.text)
    exit(ExitCode.success)
}
if options.showVersion {
    print(Help.version)
    exit(ExitCode.success)
}
exit(Runner(options: options).run())
