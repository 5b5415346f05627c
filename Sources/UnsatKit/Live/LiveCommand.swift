/// The `log stream` command `unsat live` runs: UIKit's and AppKit's conflict reports, as they
/// happen, in the style the reader takes apart best.
public struct LiveCommand: Equatable, Sendable {
    /// Whose unified log is streamed.
    public enum Source: Equatable, Sendable {
        /// The booted simulator (`xcrun simctl spawn booted log stream`).
        case bootedSimulator
        /// Another simulator, by UDID or name (`xcrun simctl spawn UDID log stream`).
        case simulator(String)
        /// This Mac (`/usr/bin/log stream`), for an AppKit app or a Mac Catalyst one.
        case mac

        /// What the inspector calls the stream where a file's name would be.
        public var streamName: String {
            switch self {
            case .bootedSimulator: "log stream (booted simulator)"
            case .simulator(let device): "log stream (\(device))"
            case .mac: "log stream (this Mac)"
            }
        }
    }

    public var source: Source

    /// Only this process's messages (`log stream --process`, a name or a pid).
    public var process: String?

    public init(source: Source = .bootedSimulator, process: String? = nil) {
        self.source = source
        self.process = process
    }

    /// UIKit's reports (its `LayoutConstraints` category), and AppKit's by their words: AppKit
    /// writes them through NSLog (`Unable to …:` before macOS 14) or under its own category
    /// (`Conflicting constraints detected`), and the words are what both share.
    public static let predicate =
        #"(subsystem == "com.apple.UIKit" AND category == "LayoutConstraints")"#
        + #" OR eventMessage CONTAINS "Unable to simultaneously satisfy constraints""#
        + #" OR eventMessage CONTAINS "Conflicting constraints detected""#

    /// The default style: its column prefix (`0x1a2b3c  Default  0x0  4242  0  MyApp: (UIKitCore)
    /// [com.apple.UIKit:LayoutConstraints]`) is read whole, process and pid included, and a report's
    /// other lines come bare after it. `compact` shortens the type to `Df` before `MyApp[pid:tid]`
    /// and `syslog` puts a host and `(UIKitCore)` before the category: neither is read as well.
    public static let style = "default"

    /// The command line, program first. UIKit's and AppKit's reports are Default or Error
    /// messages, which `log stream` shows without a `--level`.
    public var arguments: [String] {
        var stream = ["log", "stream", "--style", Self.style, "--predicate", Self.predicate]
        if let process { stream += ["--process", process] }
        switch source {
        case .bootedSimulator: return ["xcrun", "simctl", "spawn", "booted"] + stream
        case .simulator(let device): return ["xcrun", "simctl", "spawn", device] + stream
        case .mac: return ["/usr/bin/log"] + stream.dropFirst()
        }
    }

    /// The same command as one line for a POSIX shell: what to run by hand, or over ssh.
    public var shellLine: String { arguments.map(Self.shellQuoted).joined(separator: " ") }

    /// `argument` as a shell reads it back: bare when it is safe so, else in single quotes.
    public static func shellQuoted(_ argument: String) -> String {
        let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./:=@%+,")
        if !argument.isEmpty, argument.allSatisfy({ safe.contains($0) }) { return argument }
        return "'" + argument.replacing("'", with: #"'\''"#) + "'"
    }
}
