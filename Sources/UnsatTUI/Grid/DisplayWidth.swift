/// How many terminal columns a character takes: 0 for combining marks, 2 for East Asian wide
/// characters and emoji, 1 otherwise. Computed here rather than by `wcwidth` so that screens
/// render the same in tests on every platform.
enum DisplayWidth {
    static func of(_ character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 0 }
        let value = first.value
        if value < 0x300 { return value < 0x20 || (value >= 0x7F && value < 0xA0) ? 0 : 1 }
        switch first.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if isWide(value) { return 2 }
        // An emoji presentation selector widens what it follows (`☺️`).
        if character.unicodeScalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
        return 1
    }

    static func of(_ text: some StringProtocol) -> Int {
        var total = 0
        for character in text { total += of(character) }
        return total
    }

    /// East Asian Wide and Fullwidth ranges, and the emoji blocks terminals draw two columns wide.
    static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0, 0x23F3,
            0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F, 0x2693, 0x26A1, 0x26AA...0x26AB,
            0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE, 0x26D4, 0x26EA, 0x26F2...0x26F3, 0x26F5, 0x26FA,
            0x26FD, 0x2705, 0x270A...0x270B, 0x2728, 0x274C, 0x274E, 0x2753...0x2755, 0x2757,
            0x2795...0x2797, 0x27B0, 0x27BF, 0x2B1B...0x2B1C, 0x2B50, 0x2B55, 0x2E80...0x303E,
            0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1B000...0x1B2FF, 0x1F004, 0x1F0CF,
            0x1F18E, 0x1F191...0x1F19A, 0x1F200...0x1F251, 0x1F300...0x1F64F, 0x1F680...0x1F6FF,
            0x1F7E0...0x1F7EB, 0x1F90C...0x1F9FF, 0x1FA70...0x1FAFF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}

extension String {
    /// The text cut to fit `width` columns, ending in `…` (or `ellipsis`) when cut.
    func truncated(toWidth width: Int, ellipsis: String = "…") -> String {
        guard width > 0 else { return "" }
        if DisplayWidth.of(self) <= width { return self }
        let room = width - DisplayWidth.of(ellipsis)
        guard room >= 0 else { return String(repeating: ".", count: width) }
        var result = ""
        var used = 0
        for character in self {
            let w = DisplayWidth.of(character)
            if used + w > room { break }
            result.append(character)
            used += w
        }
        // The ellipsis goes next to the text cut, not after a blank, nor after a cut the text
        // already marks (a label cut short): one ellipsis, never two.
        while result.last == " " || (!ellipsis.isEmpty && result.hasSuffix(ellipsis)) {
            result.removeLast(result.last == " " ? 1 : ellipsis.count)
        }
        return result + ellipsis
    }

    /// The text padded with spaces to `width` columns (never cut).
    func padded(toWidth width: Int) -> String {
        let missing = width - DisplayWidth.of(self)
        return missing > 0 ? self + String(repeating: " ", count: missing) : self
    }
}
