import Foundation

/// Runs the built `unsat` and collects what it printed.
struct Run {
    var status: Int32
    var stdout: String
    var stderr: String
}

enum Binary {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The `unsat` built beside this test bundle.
    static var url: URL {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for directory in [
            beside, beside.deletingLastPathComponent(), packageRoot.appendingPathComponent(".build/debug"),
        ] {
            let candidate = directory.appendingPathComponent("unsat")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return packageRoot.appendingPathComponent(".build/debug/unsat")
    }

    static func fixture(_ name: String) -> String {
        packageRoot.appendingPathComponent("Tests/UnsatKitTests/Fixtures/\(name)").path
    }

    static func corpus(_ name: String) -> String {
        packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/wtfautolayout/\(name)").path
    }

    /// Runs `unsat` with `arguments`, `input` on stdin (or /dev/null), in `directory`.
    static func run(
        _ arguments: [String], input: String? = nil, environment: [String: String] = [:], in directory: URL? = nil
    ) throws -> Run {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        for (key, value) in environment { env[key] = value }
        process.environment = env
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let inPipe = Pipe()
        process.standardInput = input == nil ? FileHandle(forReadingAtPath: "/dev/null") : inPipe
        try process.run()
        if let input {
            inPipe.fileHandleForWriting.write(Data(input.utf8))
            try inPipe.fileHandleForWriting.close()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }
}
