import Foundation

/// Opens the inputs named on the command line and reads them.
public enum InputReader {
    /// Why an input could not be read (exit 66).
    public struct Failure: Error, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "\(path): \(reason)" }
    }

    /// What standard input is called where a file's name would be (`(stdin)`).
    public static let standardInputName = "(stdin)"

    /// Reads every path (`-` is standard input, called `standardInput`) into one result, in order.
    public static func read(paths: [String], standardInput: String = standardInputName) throws(Failure) -> ParseResult {
        var result = ParseResult()
        for path in paths {
            result.append(try read(path: path, standardInput: standardInput))
        }
        return result
    }

    public static func read(path: String, standardInput: String = standardInputName) throws(Failure) -> ParseResult {
        if path == "-" {
            try checkStandardInput()
            return try read(InputFile(standardInputNamed: standardInput))
        }
        let input: InputFile
        do {
            // Said on stderr before anything else is on the screen, where the user looks.
            input = try InputFile(path: path) {
                FileHandle.standardError.write(Data("unsat: waiting for a writer on \(path)…\n".utf8))
            }
        } catch {
            throw Failure(path: path, reason: error.reason)
        }
        return try read(input)
    }

    /// Fails when standard input was closed (`<&-`): its stand-in would read as an empty log.
    public static func checkStandardInput() throws(Failure) {
        if Platform.closedAtStart.contains(0) {
            throw Failure(path: "(stdin)", reason: "standard input is closed: name a FILE, or pipe a log in")
        }
    }

    /// Reads an open input: a regular file in parts on every core, anything else (a pipe, a
    /// terminal, a device) as a stream, also on every core. A read that fails is a failure, not
    /// the end: a log cut short must not pass a check.
    package static func read(_ input: InputFile) throws(Failure) -> ParseResult {
        do {
            if let size = input.size { return try ParallelScan.parse(input, size: size) }
            return try StreamScan.parse(input)
        } catch {
            throw Failure(path: error.path, reason: error.reason)
        }
    }
}
