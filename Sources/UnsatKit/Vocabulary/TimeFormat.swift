/// Timestamps as people glance at them.
public enum TimeFormat {
    /// `2026-03-04 10:11:12.345678+0100` (or ISO 8601 with `T`) → `10:11:12.345`; other forms as printed.
    public static func short(_ timestamp: String) -> String {
        let parts = timestamp.split(separator: " ")
        let time: Substring
        if parts.count >= 2, parts[0].contains("-") {
            time = parts[1]
        } else if let t = timestamp.firstIndex(of: "T"), timestamp.first?.isNumber == true {
            time = timestamp[timestamp.index(after: t)...]
        } else {
            return timestamp
        }
        let clock = time.prefix { $0 != "+" && $0 != "Z" && $0 != "-" }
        if let dot = clock.firstIndex(of: ".") { return String(clock[..<dot]) + String(clock[dot...].prefix(4)) }
        return String(clock)
    }
}
