/// A priority as a patch writes it: `999`, not `999.0`; a fraction as Swift prints it.
enum PriorityLiteral {
    static func text(_ priority: Double) -> String {
        if priority == priority.rounded(), abs(priority) < 1e9 { return String(Int(priority)) }
        return String(priority)
    }
}
