import Foundation
import Testing

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
        return try collect(process, input: input, environment: environment, in: directory)
    }

    /// Runs `script` with `/bin/sh -c`, `$UNSAT` naming the binary: for what only a shell sets up
    /// (`> /dev/full`, `<&-`, `< FILE`).
    static func shell(_ script: String, environment: [String: String] = [:]) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        return try collect(process, input: nil, environment: environment.merging(["UNSAT": url.path]) { $1 })
    }

    private static func collect(
        _ process: Process, input: String?, environment: [String: String], in directory: URL? = nil
    ) throws -> Run {
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

/// `Tests/Shims/failing-read.c`, built for `LD_PRELOAD`: reads of one file fail with EIO from an
/// offset on (`UNSAT_FAIL_PATH`, `UNSAT_FAIL_OFFSET`).
enum FailingRead {
    /// Whether a C compiler is here to build the shim (`cc`, as Debian's build-essential gives).
    static let compilerFound: Bool = {
        (try? Binary.shell("command -v cc >/dev/null"))?.status == 0
    }()

    /// Builds the shim into a temporary directory; returns its path.
    static func build() throws -> String {
        let source = Binary.packageRoot.appendingPathComponent("Tests/Shims/failing-read.c").path
        let library = FileManager.default.temporaryDirectory
            .appendingPathComponent("unsat-failing-read-\(UUID().uuidString).so").path
        let run = try Binary.shell("cc -shared -fPIC -o '\(library)' '\(source)' -ldl")
        guard run.status == 0 else { throw BuildFailure(message: run.stderr) }
        return library
    }

    struct BuildFailure: Error {
        var message: String
    }
}

extension Trait where Self == ConditionTrait {
    /// For a test that reads the corpus: skipped, and said so, where the clone has nothing beside it.
    static var needsCorpus: Self {
        .enabled(
            if: FileManager.default.fileExists(atPath: Binary.corpus("")),
            "needs ../shared/corpus beside the clone (CI has it; .ci/run requires it)")
    }
}
