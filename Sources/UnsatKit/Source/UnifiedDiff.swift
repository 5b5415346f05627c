/// A unified diff of one file, as `git apply` takes it from the root: `--- a/PATH`, `+++ b/PATH`,
/// hunks with three lines of context. Lines that differ are found by the longest common
/// subsequence of the lines between the common head and tail, which a patch keeps small.
enum UnifiedDiff {
    static let context = 3

    enum Operation: Equatable {
        case same, removed, added
    }

    /// The diff from `old` to `new`; empty when they are equal.
    static func make(path: String, old: [UInt8], new: [UInt8]) -> String {
        let before = lines(old)
        let after = lines(new)
        let script = operations(before, after)
        guard script.contains(where: { $0.operation != .same }) else { return "" }
        var output = "--- a/\(path)\n+++ b/\(path)\n"
        // Each step's line in each file, 0-based, before the step is taken.
        var positions: [(old: Int, new: Int)] = []
        var o = 0
        var n = 0
        for step in script {
            positions.append((o, n))
            if step.operation != .added { o += 1 }
            if step.operation != .removed { n += 1 }
        }
        let changes = script.indices.filter { script[$0].operation != .same }
        var groups: [ClosedRange<Int>] = []
        for index in changes {
            if let last = groups.last, index - last.upperBound <= 2 * context {
                groups[groups.count - 1] = last.lowerBound...index
            } else {
                groups.append(index...index)
            }
        }
        for group in groups {
            let lower = max(0, group.lowerBound - context)
            let upper = min(script.count - 1, group.upperBound + context)
            let steps = script[lower...upper]
            let oldCount = steps.filter { $0.operation != .added }.count
            let newCount = steps.filter { $0.operation != .removed }.count
            let oldStart = oldCount == 0 ? positions[lower].old : positions[lower].old + 1
            let newStart = newCount == 0 ? positions[lower].new : positions[lower].new + 1
            output += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n"
            for step in steps {
                let marker: String =
                    switch step.operation {
                    case .same: " "
                    case .removed: "-"
                    case .added: "+"
                    }
                // A line is kept with its line end, so one that gains or loses it differs.
                if step.line.last == Byte.newline {
                    output += marker + String(decoding: step.line.dropLast(), as: UTF8.self) + "\n"
                } else {
                    output += marker + String(decoding: step.line, as: UTF8.self) + "\n\\ No newline at end of file\n"
                }
            }
        }
        return output
    }

    private static func range(_ start: Int, _ count: Int) -> String { count == 1 ? "\(start)" : "\(start),\(count)" }

    /// The file's lines, each with its line end (the last may have none).
    static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var start = 0
        for (offset, byte) in bytes.enumerated() where byte == Byte.newline {
            lines.append(bytes[start...offset])
            start = offset + 1
        }
        if start < bytes.count { lines.append(bytes[start...]) }
        return lines
    }

    /// The steps from `old` to `new`: the common head and tail as they are, the middle by LCS.
    static func operations(_ old: [ArraySlice<UInt8>], _ new: [ArraySlice<UInt8>]) -> [(
        operation: Operation, line: ArraySlice<UInt8>
    )] {
        var head = 0
        while head < old.count, head < new.count, old[head] == new[head] { head += 1 }
        var tail = 0
        while tail < old.count - head, tail < new.count - head, old[old.count - 1 - tail] == new[new.count - 1 - tail] {
            tail += 1
        }
        let a = Array(old[head..<(old.count - tail)])
        let b = Array(new[head..<(new.count - tail)])
        var steps: [(operation: Operation, line: ArraySlice<UInt8>)] = old[..<head].map { (.same, $0) }
        // table[i][j]: the longest common subsequence of a[i...] and b[j...].
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        if !a.isEmpty, !b.isEmpty {
            for i in stride(from: a.count - 1, through: 0, by: -1) {
                for j in stride(from: b.count - 1, through: 0, by: -1) {
                    table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
                }
            }
        }
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                steps.append((.same, a[i]))
                i += 1
                j += 1
            } else if i < a.count, j == b.count || table[i + 1][j] >= table[i][j + 1] {
                steps.append((.removed, a[i]))
                i += 1
            } else {
                steps.append((.added, b[j]))
                j += 1
            }
        }
        steps += old[(old.count - tail)...].map { (.same, $0) }
        return steps
    }
}
