import UnsatCapture

/// Reads one ambiguity line: `*UIView:0x…- AMBIGUOUS LAYOUT for UIView:0x….Height{id: 36}` or, in the
/// older tree form, `|   *<UIView:0x…> - AMBIGUOUS LAYOUT`.
enum AmbiguityReader {
    static func read(_ line: CleanLine, _ number: Int, _ context: inout ReadContext) {
        let b = line.bytes
        guard let marker = line.offset(of: "AMBIGUOUS LAYOUT") else { return }
        var i = line.message.lowerBound
        while i < marker, !(ASCII.isLetter(b[i]) || b[i] == ASCII.underscore) { i += 1 }
        var j = i
        while j < marker, ASCII.isClassNameByte(b[j]) { j += 1 }
        guard j > i, b.matches(":0x", at: j) else {
            context.diagnose(number, DiagnosticMessage.ambiguityWithoutView, text: line.messageText)
            return
        }
        var e = j + 3
        while e < marker, ASCII.isHexDigit(b[e]) { e += 1 }
        let item = LayoutItem(className: b.string(i..<j), address: Address(b, j + 1..<e))
        var detail: String?
        if let forAt = b.firstOffset(of: "for ", from: marker, to: line.message.upperBound) {
            detail = b.string(forAt + 4..<line.message.upperBound)
        }
        context.result.ambiguities.append(
            AmbiguityReport(location: context.location(number), view: item, detail: detail))
    }
}

/// Reads one `unsat-capture/1` record: a JSON object on one line.
enum RecordReader {
    static func read(_ line: CleanLine, _ number: Int, _ context: inout ReadContext) {
        let text = line.messageText
        switch CaptureRecord.decode(text) {
        case .success(let record):
            let (callback, diagnostics) = record.callback(file: context.file, line: number)
            context.result.diagnostics += diagnostics
            if callback.constraints.isEmpty {
                context.diagnose(number, DiagnosticMessage.recordWithoutConstraints)
            } else {
                context.add(callback)
            }
        case .failure(let error):
            context.diagnose(
                number, DiagnosticMessage.unreadableRecord(reason: error.message), text: String(text.prefix(120)))
        }
    }
}
