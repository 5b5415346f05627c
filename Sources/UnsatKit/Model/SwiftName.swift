/// Swift class names as the Objective-C runtime prints them (`NSStringFromClass`, and so UIKit's
/// constraint descriptions and `recursiveDescription`): Swift's old mangling behind `_Tt`, for
/// classes that are nested (`_TtCC5MyApp5Outer5Inner`), generic
/// (`_TtGC7SwiftUI14_UIHostingViewVS_7AnyView_`) or private
/// (`_TtC7SwiftUIP33_…22_UIShapeHitTestingView`).
///
/// What is read: classes, structs and enums (`C`, `V`, `O`) in a module (`5MyApp`), the standard
/// library (`s`), Objective-C or C (`So`, `SC`, written without a module) or another type; generic
/// arguments (`G…_`); back references (`S_` is the first module or type named, `S0_` the second,
/// …); the standard library's short forms (`Si` Int, `SS` String, `Sb` Bool, `Sd` Double, `Sf`
/// Float, `Su` UInt, `Sa` Array, `Sq` Optional, …); private names (`P`, written without their
/// discriminator). A name that holds anything else (a function or tuple type, a local or
/// Unicode name) is not read at all: it is shown as printed, never half-read.
public enum SwiftName {
    /// `_TtC5MyApp11ProfileCell` → `MyApp.ProfileCell`,
    /// `_TtGC7SwiftUI14_UIHostingViewVS_7AnyView_` → `SwiftUI._UIHostingView<SwiftUI.AnyView>`;
    /// nil for a name that is not mangled, or that cannot be read whole.
    public static func demangled(_ name: String) -> String? {
        read(name)?.text(modules: true)
    }

    /// The same without modules: `ProfileCell`, `_UIHostingView<AnyView>`, `Outer.Inner`.
    public static func short(_ name: String) -> String? {
        read(name)?.text(modules: false)
    }

    /// What a class name reads as: demangled when it is mangled and readable, as printed otherwise;
    /// without the prefix of the subclass Key-Value Observing makes at run time
    /// (`NSKVONotifying_LQRoundedCornerView` is the app's `LQRoundedCornerView`, observed).
    public static func display(_ className: String) -> String {
        let name = observed(className)
        return demangled(name) ?? name
    }

    /// The class KVO's run-time subclass stands for; the name itself when it is not one.
    static func observed(_ className: String) -> String {
        let prefix = "NSKVONotifying_"
        guard className.hasPrefix(prefix), className.count > prefix.count else { return className }
        return String(className.dropFirst(prefix.count))
    }

    /// The class without its module (`MyApp.AvatarView` → `AvatarView`, mangled names read first);
    /// a name cut with `...`, or ending in a dot, as printed.
    public static func withoutModule(_ className: String) -> String {
        let className = observed(className)
        if let short = short(className) { return short }
        guard let dot = className.lastIndex(of: "."), !className.hasSuffix("..."), !className.hasSuffix(".") else {
            return className
        }
        return String(className[className.index(after: dot)...])
    }

    static func read(_ name: String) -> TypeName? {
        guard name.utf8.starts(with: "_Tt".utf8) else { return nil }
        var reader = Reader(bytes: Array(name.utf8.dropFirst(3)))
        guard let type = reader.type(), reader.isAtEnd else { return nil }
        return type
    }

    /// A type as read: a nominal type in its context, a generic one with its arguments, or one of the
    /// standard library's short forms.
    indirect enum TypeName: Equatable {
        /// A module; nil for Objective-C and C (`So`, `SC`), which are written without one.
        case module(String?)
        case nominal(context: TypeName, name: String)
        case generic(TypeName, [TypeName])
        /// `Si`, `SS`, …: the standard library's, written without `Swift.`.
        case known(String)

        func text(modules: Bool, outermost: Bool = true) -> String {
            switch self {
            case .module(let name):
                return name ?? ""
            case .known(let name):
                return name
            case .nominal(let context, let name):
                switch context {
                case .module(let module):
                    // The standard library is named only for the class itself (`Swift._SwiftObject`).
                    guard modules, let module, module != "Swift" || outermost else { return name }
                    return "\(module).\(name)"
                default:
                    return "\(context.text(modules: modules, outermost: outermost)).\(name)"
                }
            case .generic(let base, let arguments):
                let list = arguments.map { $0.text(modules: modules, outermost: false) }
                switch (base, list.count) {
                case (.known("Array"), 1): return "[\(list[0])]"
                case (.known("Optional"), 1): return "\(list[0])?"
                case (.known("ImplicitlyUnwrappedOptional"), 1): return "\(list[0])!"
                case (.nominal(.module("Swift"), "Dictionary"), 2): return "[\(list[0]) : \(list[1])]"
                default:
                    return "\(base.text(modules: modules, outermost: outermost))<\(list.joined(separator: ", "))>"
                }
            }
        }
    }

    /// Reads the mangling after `_Tt`, byte by byte.
    struct Reader {
        let bytes: [UInt8]
        var index = 0
        /// Modules and nominal types in the order they were first written: what `S_`, `S0_`, … name.
        var substitutions: [TypeName] = []

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        var isAtEnd: Bool { index == bytes.count }

        private var next: UInt8? { index < bytes.count ? bytes[index] : nil }

        private mutating func take(_ byte: UInt8) -> Bool {
            guard next == byte else { return false }
            index += 1
            return true
        }

        /// type ::= 'G' type type+ '_' | ('C' | 'V' | 'O') context name | 'S' (known | substitution)
        mutating func type() -> TypeName? {
            guard let byte = next else { return nil }
            switch byte {
            case UInt8(ascii: "G"):
                index += 1
                guard let base = type() else { return nil }
                var arguments: [TypeName] = []
                while !take(UInt8(ascii: "_")) {
                    guard let argument = type() else { return nil }
                    arguments.append(argument)
                }
                return arguments.isEmpty ? nil : .generic(base, arguments)
            case UInt8(ascii: "C"), UInt8(ascii: "V"), UInt8(ascii: "O"):
                index += 1
                guard let context = context(), let name = name() else { return nil }
                let type = TypeName.nominal(context: context, name: name)
                substitutions.append(type)
                return type
            case UInt8(ascii: "S"):
                index += 1
                if let known = next.flatMap({ Self.known[$0] }) {
                    index += 1
                    return .known(known)
                }
                guard let found = substitution(), case .nominal = found else { return nil }
                return found
            default:
                return nil
            }
        }

        /// context ::= 's' | 'So' | 'SC' | 'S' substitution | nominal type | identifier (a module)
        private mutating func context() -> TypeName? {
            guard let byte = next else { return nil }
            switch byte {
            case UInt8(ascii: "s"):
                index += 1
                return .module("Swift")
            case UInt8(ascii: "S"):
                index += 1
                if take(UInt8(ascii: "o")) || take(UInt8(ascii: "C")) { return .module(nil) }
                return substitution()
            case UInt8(ascii: "C"), UInt8(ascii: "V"), UInt8(ascii: "O"):
                return type()
            default:
                guard let module = identifier() else { return nil }
                substitutions.append(.module(module))
                return .module(module)
            }
        }

        /// After an `S`: `_` is the first entry, a number n then `_` the (n + 2)th.
        private mutating func substitution() -> TypeName? {
            var position = 0
            if !take(UInt8(ascii: "_")) {
                guard let number = number(), take(UInt8(ascii: "_")) else { return nil }
                position = number + 1
            }
            return position < substitutions.count ? substitutions[position] : nil
        }

        /// name ::= identifier | 'P' identifier identifier (a private name and its discriminator,
        /// which is left out).
        private mutating func name() -> String? {
            if take(UInt8(ascii: "P")) {
                guard identifier() != nil else { return nil }
            }
            return identifier()
        }

        /// identifier ::= length bytes (the length in decimal, without a leading zero).
        private mutating func identifier() -> String? {
            guard next != UInt8(ascii: "0"), let length = number(), length > 0, length <= bytes.count - index
            else { return nil }
            let text = String(decoding: bytes[index..<(index + length)], as: UTF8.self)
            index += length
            return text
        }

        private mutating func number() -> Int? {
            var value = 0
            var digits = 0
            while let byte = next, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), digits < 9 {
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
                digits += 1
                index += 1
            }
            return digits > 0 ? value : nil
        }

        /// `S` and a letter: the standard library's types the mangling writes in two bytes.
        static let known: [UInt8: String] = [
            UInt8(ascii: "a"): "Array", UInt8(ascii: "b"): "Bool", UInt8(ascii: "c"): "UnicodeScalar",
            UInt8(ascii: "d"): "Double", UInt8(ascii: "f"): "Float", UInt8(ascii: "i"): "Int",
            UInt8(ascii: "u"): "UInt", UInt8(ascii: "S"): "String", UInt8(ascii: "q"): "Optional",
            UInt8(ascii: "Q"): "ImplicitlyUnwrappedOptional", UInt8(ascii: "P"): "UnsafePointer",
            UInt8(ascii: "p"): "UnsafeMutablePointer", UInt8(ascii: "V"): "UnsafeRawPointer",
            UInt8(ascii: "v"): "UnsafeMutableRawPointer", UInt8(ascii: "R"): "UnsafeBufferPointer",
            UInt8(ascii: "r"): "UnsafeMutableBufferPointer",
        ]
    }
}
