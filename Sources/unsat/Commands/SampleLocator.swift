import Foundation

/// Finds the sample capture that ships in `Samples/`, for `unsat` run with no input.
enum SampleLocator {
    static let name = "capture-profile.log"

    static func defaultSample() -> String? {
        var candidates: [URL] = []
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        candidates.append(cwd.appendingPathComponent("Samples").appendingPathComponent(name))
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        // Installed (`make install`): PREFIX/bin/unsat finds PREFIX/share/unsat/Samples.
        candidates.append(
            directory.deletingLastPathComponent().appendingPathComponent("share/unsat/Samples")
                .appendingPathComponent(name))
        for _ in 0..<5 {
            candidates.append(directory.appendingPathComponent("Samples").appendingPathComponent(name))
            directory = directory.deletingLastPathComponent()
        }
        return candidates.first { FileManager.default.fileExists(atPath: $0.path) }?.path
    }
}
