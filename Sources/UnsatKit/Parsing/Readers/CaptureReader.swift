/// Reads one capture hook's block (docs/formats.md §3, in English or Chinese): the controller, the view, the
/// view hierarchy, the current constraints and the one UIKit breaks.
struct CaptureReader {
    enum Phase: Equatable {
        case start, controller, view, hierarchy, list, afterList, expectBroken
    }

    var list: ConstraintList
    var phase: Phase
    /// The `view hierarchy:` dump, once its first view line is read.
    var dump: HierarchyBuilder?
    /// The hook said it ignores this one (a UIKit controller's conflict).
    private var ignored = false
    /// The `view:` line, followed over the pieces a wrap cut off it (`TextContinuation`).
    private var viewLine = TextContinuation()
    /// The prefix a tool put on the capture's lines (its dump's too), learnt from its first line.
    let toolPrefix: ToolPrefix?

    init(_ callback: Callback, toolPrefix: ToolPrefix? = nil) {
        list = ConstraintList(callback)
        phase = .start
        self.toolPrefix = toolPrefix
    }

    enum Step {
        /// The line belongs to the capture, which goes on.
        case keep
        /// The line completed the capture (its broken constraint).
        case complete
        /// The line is not part of the capture, which ends before it.
        case notPart
    }

    /// Whether the next view lines belong to the capture's dump.
    var isInDump: Bool { phase == .hierarchy }

    /// Adds a view line of the dump (`span`: where the raw line is in the source file).
    mutating func appendViewLine(
        _ line: UnsafeBufferPointer<UInt8>, number: Int, span: Range<Int>?, _ context: inout ReadContext
    ) {
        if dump == nil { dump = context.dump(at: number, toolPrefix: toolPrefix) }
        dump!.append(line, number: number, span: span)
        context.noteLevelSkips(&dump!)
    }

    /// Reads a line inside the capture (`span`: where the raw line is in the source file).
    mutating func read(
        _ line: CleanLine, _ kind: LineKind, _ number: Int, span: Range<Int>?, _ context: inout ReadContext
    ) -> Step {
        // The pieces a wrap cut off the `view:` line: its view was read from the first.
        if phase == .start {
            let piece = line.bytes.withUnsafeBufferPointer { bytes in
                let message = UnsafeBufferPointer(rebasing: bytes[line.message])
                return viewLine.continues(with: message, afterLogPrefix: line.prefix.isPresent)
                    && viewLine.step(message)
            }
            if piece { return .keep }
            viewLine = TextContinuation()
        }
        if phase == .list, let step = list.read(line, kind, number, &context) {
            if step == .closed || step == .cut { phase = .afterList }
            return .keep
        }
        switch kind {
        case .captureStart:
            // A second start means a new capture, unless this one has not begun yet.
            return phase == .start && list.callback.controller == nil ? .keep : .notPart
        case .captureController(let rest):
            guard list.callback.controller == nil, list.callback.constraints.isEmpty else { return .notPart }
            if !rest.isEmpty, readController(line.bytes, rest) {
                phase = .start
            } else {
                phase = .controller
            }
            return .keep
        case .captureIgnored(let rest):
            guard list.callback.constraints.isEmpty else { return .notPart }
            Self.attachIgnored(ControllerTreeReader.readControllerRef(line.bytes, rest), number, &context)
            ignored = true
            return .complete
        case .captureView:
            phase = .view
            return .keep
        case .captureHierarchy:
            phase = .hierarchy
            return .keep
        case .captureConstraints:
            phase = .list
            return .keep
        case .captureBroken:
            phase = .expectBroken
            return .keep
        case .blank:
            // Inside the dump, a blank line is stepped over as the dump's lines read again step over it.
            if phase == .hierarchy { dump?.passOver(UnsafeBufferPointer(start: nil, count: 0)) }
            return .keep
        case .open:
            return phase == .list ? .keep : .notPart
        case .viewLine:
            return readViewLine(line, number, span: span, &context)
        case .controllerLine, .other:
            // Some hooks print the controller as a description of its own, on the next line.
            if phase == .controller, readController(line.bytes, line.message) {
                phase = .start
                return .keep
            }
            // The start label's `！` that a wrap cut off it, before anything else of the capture.
            if phase == .start, list.callback.controller == nil, Self.isPunctuationAlone(line) { return .keep }
            return .notPart
        case .entry(let range):
            switch phase {
            case .start:
                phase = .list
                list.add(line, range, number, &context)
                return .keep
            case .expectBroken:
                list.setBroken(line, range, number, &context)
                return .complete
            default:
                return .notPart
            }
        default:
            return .notPart
        }
    }

    private mutating func readViewLine(
        _ line: CleanLine, _ number: Int, span: Range<Int>?, _ context: inout ReadContext
    )
        -> Step
    {
        switch phase {
        case .controller:
            // Some hooks print the controller as a description with a colon.
            _ = readController(line.bytes, line.message)
            phase = .start
        case .view:
            if let node = HierarchyLineReader.read(line.bytes, from: line.message.lowerBound, number: number) {
                list.callback.viewAddress = node.address
            }
            line.bytes.withUnsafeBufferPointer { _ = viewLine.step(UnsafeBufferPointer(rebasing: $0[line.message])) }
            phase = .start
        case .hierarchy:
            line.bytes.withUnsafeBufferPointer {
                appendViewLine(
                    UnsafeBufferPointer(rebasing: $0[LogParser.kept(line, .recursiveDescription)]), number: number,
                    span: span, &context)
            }
        default:
            return .notPart
        }
        return .keep
    }

    /// Whether a line's message is a few marks and nothing else: no letter, digit or bracket.
    static func isPunctuationAlone(_ line: CleanLine) -> Bool {
        let message = line.bytes[line.message]
        guard !line.prefix.isPresent, !message.isEmpty, message.count <= 8 else { return false }
        return message.allSatisfy { byte in
            !ASCII.isLetter(byte) && !ASCII.isDigit(byte) && byte != ASCII.lessThan && byte != ASCII.openParen
                && byte != ASCII.closeParen
        }
    }

    private mutating func readController(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        guard let controller = ControllerTreeReader.readControllerRef(bytes, range) else { return false }
        list.callback.controller = controller
        return true
    }

    /// Ends the capture; `atEnd` when the input ended inside it.
    func finish(atEnd: Bool, _ context: inout ReadContext) {
        var callback = list.callback
        if atEnd, phase != .expectBroken, phase != .afterList {
            callback.isComplete = false
            context.diagnose(callback.location.line, DiagnosticMessage.captureCutOff)
        }
        callback.hierarchy = dump.map { context.finish($0) }
        if ignored { return }
        guard !callback.constraints.isEmpty else {
            if let hierarchy = callback.hierarchy {
                context.result.hierarchies.append(hierarchy)
            } else {
                context.diagnose(callback.location.line, DiagnosticMessage.captureWithoutList)
            }
            return
        }
        context.add(callback)
    }

    /// The seed hook's `ignore conflict in UIKit:<controller>` names the owner of the report UIKit
    /// printed just before it (the hook runs after UIKit's own): that callback gets the controller.
    static func attachIgnored(_ controller: ControllerRef?, _ number: Int, _ context: inout ReadContext) {
        guard let controller else {
            context.diagnose(number, DiagnosticMessage.expectedIgnoredController)
            return
        }
        if let last = context.result.callbacks.indices.last, context.result.callbacks[last].controller == nil,
            number - context.result.callbacks[last].location.line < 40
        {
            context.result.callbacks[last].controller = controller
        } else {
            context.diagnose(number, DiagnosticMessage.ignoredWithoutReport(controller: controller.className))
        }
    }
}
