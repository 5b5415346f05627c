import Foundation
public import UnsatKit

/// Runs the inspector on a terminal: reads the inputs, takes over the screen, and loops on keys
/// until `q`. The terminal is given back on every way out (see `shim.c`).
public enum InspectorApp {
    /// What the inspector reads.
    public struct Inputs: Sendable {
        /// Files read whole before the first screen (`-` is standard input).
        public var paths: [String]
        /// A file to keep reading as it grows (`--follow FILE`).
        public var follow: String?
        /// What standard input is called in the title and the list (`unsat live`: the log stream).
        public var standardInputName: String

        public init(paths: [String], follow: String? = nil, standardInputName: String = InputReader.standardInputName) {
            self.paths = paths
            self.follow = follow
            self.standardInputName = standardInputName
        }
    }

    /// Why the inspector could not start.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
        /// 66 for an input that cannot be opened, 1 for no terminal.
        public var exitCode: Int32
    }

    /// Whether the inspector can run here: stdout is a terminal that can move its cursor.
    /// Elsewhere (a pipe, a file, `TERM=dumb`) the caller prints the list instead.
    public static var canDraw: Bool { isatty(1) != 0 && Terminal.isUsable }

    /// Swift's backtracer, on a crash, waits half a minute for a key ("Press space to interact")
    /// when stdin and stdout are a terminal, and it reads SWIFT_BACKTRACE only as the process
    /// starts. So the inspector, before it reads anything, runs itself again (the same process,
    /// arguments and input) with the backtracer told not to wait and to write to stderr, which is
    /// the crash report's file while the screen is ours (see `shim.c`). A SWIFT_BACKTRACE the user
    /// set is theirs: it stays as it is. Returns only when it did not run itself again.
    public static func prepareForCrashes() {
        if let setting = ProcessInfo.processInfo.environment["SWIFT_BACKTRACE"], !setting.isEmpty { return }
        guard let executable = Bundle.main.executablePath else { return }
        setenv("SWIFT_BACKTRACE", "interactive=no,color=no,output-to=stderr", 1)
        execv(executable, CommandLine.unsafeArgv)
        unsetenv("SWIFT_BACKTRACE")
    }

    /// A process group to end (SIGTERM) if a signal ends unsat (`unsat live`'s log stream); a
    /// normal end is the caller's to handle.
    public static func endsWithUs(processGroup: Int32) {
        Terminal.endGroupWithUs(processGroup)
    }

    /// Runs until the user quits; returns the exit status.
    public static func run(
        _ inputs: Inputs, identifiers: KeyPathMap, color: Bool, glyphs: Glyphs, explainer: Explainer = Explainer()
    ) throws(Failure) -> Int32 {
        // A pipe on stdin is read as it comes, keys then come from the terminal.
        let stdinIsTerminal = isatty(0) != 0
        let streamsStdin = inputs.paths.contains("-") && !stdinIsTerminal
        let files = inputs.paths.filter { $0 != "-" || stdinIsTerminal }
        var result = ParseResult()
        for path in files {
            do {
                result.append(try InputReader.read(path: path))
            } catch {
                throw Failure(description: error.description, exitCode: 66)
            }
        }
        var stream: InputStream?
        var followed: FollowedFile?
        if let follow = inputs.follow {
            // A file not there yet is waited for (`tail -F`); one that cannot be read is an error now.
            do {
                followed = try FollowedFile(path: follow)
            } catch {
                throw Failure(description: error.description, exitCode: 66)
            }
            stream = InputStream(name: follow, follows: true, onChange: Terminal.wake)
        } else if streamsStdin {
            stream = InputStream(name: inputs.standardInputName, follows: false, onChange: Terminal.wake)
        }
        let grouper = ConflictGrouper(identifiers: identifiers)
        let conflicts = grouper.group(result)
        // A large conflict's explanation is worked out off the loop, which it wakes when ready.
        let document = InspectorDocument(
            result: result, conflicts: conflicts, glyphs: glyphs, explainer: explainer,
            backgroundWork: .anotherThread(whenDone: Terminal.wake))

        guard let terminal = Terminal(keysFromTTY: !stdinIsTerminal, wantColor: color) else {
            throw Failure(
                description:
                    "cannot use this terminal (TERM=\(ProcessInfo.processInfo.environment["TERM"] ?? "unset"))",
                exitCode: 1)
        }
        defer { terminal.stop() }
        let inspector = Inspector(document: document, color: color && terminal.hasColors)
        var inputCopy: InputCopy?
        defer { inputCopy?.remove() }
        if let stream {
            if let followed {
                stream.start(following: followed, base: result, grouper: grouper)
            } else {
                // A copy of the pipe for `o` to page, gone when the inspector ends.
                inputCopy = InputCopy()
                stream.start(descriptor: 0, base: result, grouper: grouper, copy: inputCopy?.descriptor)
                if let inputCopy { inspector.state.inputCopies[stream.name] = inputCopy.path }
            }
            inspector.state.streamStatus = stream.status()
            inspector.state.waitingMessage = stream.isWaiting ? inspector.state.streamStatus : nil
        }
        loop(inspector, terminal, stream)
        if terminal.isGone { throw Failure(description: "the terminal is gone", exitCode: 1) }
        return 0
    }

    /// Crashes the inspector once it is drawn, for the end-to-end tests to see a crash end.
    private static let crashesOnPurpose = ProcessInfo.processInfo.environment["UNSAT_TEST_CRASH"] != nil

    /// How long a message stays in the footer when no key comes (uptime nanoseconds).
    static let messageNanoseconds: UInt64 = 2_500_000_000

    private static func loop(_ inspector: Inspector, _ terminal: Terminal, _ stream: InputStream?) {
        var needsDraw = true
        // When the message drawn goes, unless a key takes it first (nil: none drawn yet).
        var messageEnds: UInt64?
        while !inspector.state.wantsQuit, !terminal.isGone {
            if let stream {
                if let snapshot = stream.take() {
                    inspector.state.followedRuns = snapshot.runs
                    inspector.replaceDocument(result: snapshot.result, conflicts: snapshot.conflicts)
                    needsDraw = true
                }
                // The file appeared, went, was read again: the title says so (a while, for a notice).
                let status = stream.status()
                if status != inspector.state.streamStatus {
                    inspector.state.streamStatus = status
                    inspector.state.waitingMessage = stream.isWaiting ? status : nil
                    needsDraw = true
                }
            }
            if needsDraw {
                // The size is read again each time: a resize is drawn at once.
                let size = terminal.size
                inspector.resize(width: size.width, height: size.height)
                terminal.draw(inspector.render())
                terminal.mouseCaptured = inspector.state.mouseCaptured
                needsDraw = false
                if inspector.state.message == nil {
                    messageEnds = nil
                } else if messageEnds == nil {
                    messageEnds = DispatchTime.now().uptimeNanoseconds + messageNanoseconds
                }
                if crashesOnPurpose { fatalError("crashed on purpose (UNSAT_TEST_CRASH)") }
            }
            // Wait for a key, or for the reader to wake the loop with news; wake up to keep a search
            // going, and now and then while following, for a notice in the title to end.
            var timeout = inspector.hasBackgroundWork ? 0 : (stream?.follows == true ? 500 : -1)
            // And when a message is to go, to draw the hints again without a key.
            if let messageEnds {
                let now = DispatchTime.now().uptimeNanoseconds
                let left = messageEnds > now ? Int((messageEnds - now) / 1_000_000) + 1 : 0
                timeout = timeout < 0 ? left : min(timeout, left)
            }
            guard let key = terminal.read(timeout: timeout) else {
                if let ends = messageEnds, DispatchTime.now().uptimeNanoseconds >= ends {
                    inspector.state.message = nil
                    messageEnds = nil
                }
                if inspector.hasBackgroundWork {
                    inspector.continueSearch(budget: 50_000)
                }
                // Woken: a search step, a reading, or an explanation worked out off the loop.
                needsDraw = true
                continue
            }
            inspector.handle(key)
            // Keys typed ahead (a paste, key repeat) are handled before drawing again.
            var typedAhead = 0
            while typedAhead < 64, !inspector.state.wantsQuit, inspector.state.requests.isEmpty,
                let next = terminal.read(timeout: 0)
            {
                inspector.handle(next)
                typedAhead += 1
            }
            carryOut(inspector, terminal, stream)
            // A message the keys left is new: its moment starts when it is drawn.
            messageEnds = nil
            needsDraw = true
        }
    }

    /// Does what the keys asked of the terminal: the clipboard, a pager or an editor; of the
    /// followed file's reader: its earlier runs dropped.
    private static func carryOut(_ inspector: Inspector, _ terminal: Terminal, _ stream: InputStream?) {
        let environment = ProcessInfo.processInfo.environment
        for request in inspector.state.requests {
            switch request {
            case .forgetEarlierRuns: stream?.forgetEarlierRuns()
            case .copy(let text):
                terminal.write(Clipboard.sequence(copying: text, insideTmux: environment["TMUX"]?.isEmpty == false))
            case .open(let program, let location):
                let arguments = SourceCommand.arguments(program, location, environment: environment)
                let name = SourceCommand.name(of: SourceCommand.command(program, environment: environment))
                switch terminal.run(arguments) {
                case nil: inspector.state.message = "could not run \(name)"
                case 0: inspector.state.message = nil
                // The shell says 127 when it finds no such program.
                case 127: inspector.state.message = "could not run \(name) (not found)"
                case let status?: inspector.state.message = "\(name) exited with \(status)"
                }
            }
        }
        inspector.state.requests = []
    }
}

/// A file in the temporary directory that standard input is copied to as it is read, for the
/// pager to read at a callback's line; removed when the inspector ends.
final class InputCopy: Sendable {
    let path: String
    let descriptor: Int32

    /// Nil when no file can be made there (the pager then has nothing to read, as before).
    init?() {
        let name = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("unsat-stdin-XXXXXX").path
        var template = Array(name.utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return nil }
        // Not inherited by the pager, the editor, or anything they start.
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        self.descriptor = descriptor
        path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        Terminal.removeWithUs(path)
    }

    func remove() {
        Terminal.removeWithUs(nil)
        close(descriptor)
        unlink(path)
    }
}
