/// Which kind of report a callback was read from.
public enum ReportFormat: String, Hashable, Sendable {
    /// UIKit's "Unable to simultaneously satisfy constraints." block.
    case uikit
    /// AppKit's "Conflicting constraints detected" or "Unable to simultaneously satisfy constraints:".
    case appkit
    /// A capture hook's block (controller, view, hierarchy, constraints, broken).
    case capture
    /// A structured capture record (JSON, `unsat-capture/1`).
    case record
    /// Only the list of constraints, with no header (a paste).
    case list
}

/// What a report's list lacks, when the log did not hold all of it.
public enum MissingList: String, Hashable, Sendable, CaseIterable {
    /// Unified logging redacted it (`<private>`).
    case redacted
    /// A paste cut it short with `...`.
    case elided
    /// Its entries were rewritten without addresses (by a console library).
    case rewritten
    /// The input ended inside the report.
    case cutOff
    /// Nothing that could be its list followed the header.
    case absent

    /// What happened to the list, in a word or two (a title bar's room).
    public var word: String {
        switch self {
        case .redacted: "list redacted"
        case .elided: "list cut short"
        case .rewritten: "list rewritten"
        case .cutOff: "cut off"
        case .absent: "no list"
        }
    }

    /// What happened to the list, in a phrase.
    public var phrase: String {
        switch self {
        case .redacted: "the list was redacted by unified logging (<private>)"
        case .elided: "the list was cut short with '...'"
        case .rewritten: "the list's entries were rewritten without their addresses"
        case .cutOff: "the input ended inside the report"
        case .absent: "no list of constraints followed the header"
        }
    }
}

/// One report in the input: UIKit called `engine:willBreakConstraint:dueToMutuallyExclusiveConstraints:` once.
public struct Callback: Hashable, Sendable {
    /// File and 1-based line of the header line of the block.
    public var location: InputLocation
    public var format: ReportFormat
    /// As printed in the line prefix (`2026-03-04 10:11:12.345678+0100`).
    public var timestamp: String?
    public var process: String?
    public var pid: Int?
    /// The mutually exclusive constraints, in printed order, each address once.
    public var constraints: [Constraint]
    /// Address of the constraint UIKit broke, when the report says.
    public var broken: Address?
    /// The broken constraint when the report's list does not hold it (the list is cut, redacted, or
    /// the object printed differs): the callback's `broken`, not one of its `constraints`.
    public var unlistedBroken: Constraint? {
        get { more?.fields.unlistedBroken }
        set { change { $0.unlistedBroken = newValue } }
    }
    /// What the list lacks, when the log did not hold all of it (then `isComplete` is false).
    public var missing: MissingList? {
        get { more?.fields.missing }
        set { change { $0.missing = newValue } }
    }
    /// The controller the capture hook found, when captured.
    public var controller: ControllerRef? {
        get { more?.fields.controller }
        set { change { $0.controller = newValue } }
    }
    /// The view the callback was made on (capture's `view:`).
    public var viewAddress: Address? {
        get { more?.fields.viewAddress }
        set { change { $0.viewAddress = newValue } }
    }
    /// The capture's `view hierarchy:` dump.
    public var hierarchy: ViewHierarchy? {
        get { more?.fields.hierarchy }
        set { change { $0.hierarchy = newValue } }
    }
    /// Key paths recorded by a capture record: view address → key path.
    public var keyPaths: [Address: String] {
        get { more?.fields.keyPaths ?? [:] }
        set { change { $0.keyPaths = newValue } }
    }
    /// False when the report was cut short (the input ended inside it, or its list ended in `...`):
    /// its constraints may be only part of the conflict's.
    public var isComplete = true
    /// Whether the report opened with macOS 14's `Conflicting constraints detected`, which AppKit
    /// follows with the older form of the same report (`Unable to simultaneously satisfy
    /// constraints:`, the same list and broken constraint): the two are one callback.
    public var opensWithConflictingHeader: Bool {
        get { more?.fields.opensWithConflictingHeader ?? false }
        set { change { $0.opensWithConflictingHeader = newValue } }
    }
    /// A header-less list of one constraint on a line of its own, with no `(` before it and no
    /// recover line: a list of one pasted alone, or a constraint printed again (`po 0x…`), which
    /// `ParseResult.settleLoneEntries` tells apart.
    package var isLoneEntry: Bool {
        get { more?.fields.isLoneEntry ?? false }
        set { change { $0.isLoneEntry = newValue } }
    }
    /// Stable identifiers (`md5(keyPath)`) recorded by a capture: view address → identifier.
    public var viewIdentifiers: [Address: String] {
        get { more?.fields.viewIdentifiers ?? [:] }
        set { change { $0.viewIdentifiers = newValue } }
    }

    /// What only some callbacks have (a capture's controller, view and dump, a list that is not
    /// whole), in one box: a log of a million plain reports keeps each callback twice (read, then
    /// grouped), and each pays one reference for these instead of about 80 bytes.
    private var more: More?

    private struct Fields: Hashable, Sendable {
        var unlistedBroken: Constraint?
        var missing: MissingList?
        var controller: ControllerRef?
        var viewAddress: Address?
        var hierarchy: ViewHierarchy?
        var keyPaths: [Address: String] = [:]
        var viewIdentifiers: [Address: String] = [:]
        var opensWithConflictingHeader = false
        var isLoneEntry = false

        var isEmpty: Bool { self == Fields() }
    }

    /// Immutable, so copies of a callback share it safely; a change makes a new one.
    private final class More: Hashable, Sendable {
        let fields: Fields

        init(_ fields: Fields) {
            self.fields = fields
        }

        static func == (lhs: More, rhs: More) -> Bool { lhs === rhs || lhs.fields == rhs.fields }

        func hash(into hasher: inout Hasher) { hasher.combine(fields) }
    }

    /// Changes the boxed fields; none set is no box, so that equal callbacks compare equal.
    private mutating func change(_ body: (inout Fields) -> Void) {
        var fields = more?.fields ?? Fields()
        body(&fields)
        more = fields.isEmpty ? nil : More(fields)
    }

    public init(
        location: InputLocation, format: ReportFormat, timestamp: String? = nil, process: String? = nil,
        pid: Int? = nil, constraints: [Constraint] = [], broken: Address? = nil, controller: ControllerRef? = nil,
        viewAddress: Address? = nil, hierarchy: ViewHierarchy? = nil, keyPaths: [Address: String] = [:]
    ) {
        self.location = location
        self.format = format
        self.timestamp = timestamp
        self.process = process
        self.pid = pid
        self.constraints = constraints
        self.broken = broken
        let fields = Fields(controller: controller, viewAddress: viewAddress, hierarchy: hierarchy, keyPaths: keyPaths)
        more = fields.isEmpty ? nil : More(fields)
    }

    /// The broken constraint itself, in the list or not.
    public var brokenConstraint: Constraint? {
        guard let broken else { return nil }
        return constraints.first { $0.address == broken } ?? unlistedBroken
    }

    /// The addresses the callback is known to involve: its list and the broken one.
    public var knownAddresses: Set<Address> {
        var addresses = constraintSet
        if let broken { addresses.insert(broken) }
        return addresses
    }

    /// A report cut before it named any constraint: which conflict it is cannot be read, and the
    /// grouper puts it with the report just before it, a guess that `list` and the inspector say.
    public var namesNoConstraint: Bool { !isComplete && constraints.isEmpty && broken == nil }

    /// The set of constraint addresses that identifies the conflict within one run.
    public var constraintSet: Set<Address> { Set(constraints.map(\.address)) }

    /// The constraint addresses, sorted and joined: equal for callbacks of the same conflict.
    public var groupKey: String { precomputedGroupKey ?? Self.groupKey(constraints) }

    static func groupKey(_ constraints: [Constraint]) -> String {
        // Made in place: `joined(separator:)` grew the string piece by piece (a key a callback,
        // millions of callbacks in a large log).
        let texts = constraints.map(\.address.text).sorted()
        let length = texts.reduce(max(0, texts.count - 1)) { $0 + $1.utf8.count }
        return String(unsafeUninitializedCapacity: length) { buffer in
            var end = 0
            for index in texts.indices {
                if index > 0 {
                    buffer[end] = ASCII.comma
                    end += 1
                }
                var text = texts[index]
                text.withUTF8 { utf8 in
                    for byte in utf8 {
                        buffer[end] = byte
                        end += 1
                    }
                }
            }
            return end
        }
    }

    /// The group key, worked out while reading (on every core) so that grouping need not.
    var precomputedGroupKey: String?
}
