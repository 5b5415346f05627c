public import UnsatCapture

extension CaptureRecord {
    /// The callback this record describes; constraints it cannot read become diagnostics.
    public func callback(file: String, line: Int) -> (Callback, [Diagnostic]) {
        let location = InputLocation(file: file, line: line)
        var diagnostics: [Diagnostic] = []
        var callback = Callback(
            location: location, format: .record, timestamp: time, process: process, pid: pid,
            controller: controller.map { ControllerRef(className: $0.class, address: Address($0.address)) },
            viewAddress: view.map { Address($0) })
        let parser = ConstraintParser()
        var seen: Set<Address> = []
        for text in constraints + (broken.map { [$0] } ?? []) {
            switch parser.parse(text) {
            case .success(let output):
                if seen.insert(output.constraint.address).inserted { callback.constraints.append(output.constraint) }
            case .failure(let error):
                diagnostics.append(
                    Diagnostic(
                        location: location,
                        message: DiagnosticMessage.unreadableRecordConstraint(expected: error.expected),
                        text: text))
            }
        }
        if let broken, case .success(let output) = parser.parse(broken) {
            callback.broken = output.constraint.address
        }
        if !hierarchy.isEmpty {
            var builder = TreeLinker()
            for view in hierarchy {
                let frame = view.frame.flatMap {
                    $0.count == 4 ? Frame(x: $0[0], y: $0[1], width: $0[2], height: $0[3]) : nil
                }
                var details: [String] = []
                if let frame = view.frame, frame.count == 4 {
                    details.append(
                        "frame = (\(CaptureRecord.format(frame[0])) \(CaptureRecord.format(frame[1])); \(CaptureRecord.format(frame[2])) \(CaptureRecord.format(frame[3])))"
                    )
                }
                if view.hidden == true { details.append("hidden = YES") }
                if let text = view.text { details.append("text = '\(text)'") }
                let address = Address(view.address)
                builder.append(
                    ViewNode(
                        className: view.class, address: address, frame: frame,
                        details: details.joined(separator: "; "), depth: view.depth, line: line))
                if let keyPath = view.keyPath { callback.keyPaths[address] = keyPath }
                if let id = view.id { callback.viewIdentifiers[address] = id }
            }
            callback.hierarchy = ViewHierarchy(nodes: builder.nodes, location: location)
        }
        return (callback, diagnostics)
    }

}
