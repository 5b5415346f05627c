// The Objective-C runtime's view of a class: Apple platforms only (Linux has no such runtime).
#if canImport(ObjectiveC)
    import Foundation
    import ObjectiveC

    extension KeyPathFinder {
        /// The object-valued properties and instance variables the Objective-C runtime lists for
        /// `object`'s class and its superclasses, down to the first class of Apple's (`UIView`,
        /// `UIViewController`, `NSObject`): what `Mirror` does not see in a class written in
        /// Objective-C (seed 003 walks `class_copyPropertyList` the same way).
        ///
        /// Only object types are read (a type encoding that starts with `@`, blocks left out), and
        /// only what can be read without running the app's code or keeping a dangling pointer:
        /// a strong, copied or weak property through its instance variable (`object_getIvar`, no
        /// getter runs), and an instance variable of its own (strong under ARC). An `assign`
        /// property is left out, and so are classes written in Swift, whose stored properties
        /// `Mirror` reads (a Swift `weak` is not the runtime's).
        static func objectiveCChildren(of object: AnyObject) -> [(label: String, object: AnyObject)] {
            var children: [(label: String, object: AnyObject)] = []
            var current: AnyClass? = object_getClass(object)
            while let type = current, !isApples(type) {
                current = class_getSuperclass(type)
                guard !isSwift(type) else { continue }
                var read: Set<String> = []
                for (name, attributes) in properties(of: type) {
                    // `T@"UILabel",&,N,V_titleLabel`: the type, then flags; `V` names the variable.
                    let typeAttribute = attributes.first ?? ""
                    guard let variable = attributes.first(where: { $0.hasPrefix("V") })?.dropFirst() else {
                        continue
                    }
                    read.insert(String(variable))
                    let held = attributes.contains("&") || attributes.contains("C") || attributes.contains("W")
                    guard held, isObjectEncoding(typeAttribute.dropFirst()),
                        let ivar = class_getInstanceVariable(type, String(variable)),
                        let value = object_getIvar(object, ivar)
                    else { continue }
                    children.append((name, value as AnyObject))
                }
                for (name, ivar) in instanceVariables(of: type) where !read.contains(name) {
                    guard let encoding = ivar_getTypeEncoding(ivar).map({ String(cString: $0) }),
                        isObjectEncoding(Substring(encoding)), let value = object_getIvar(object, ivar)
                    else { continue }
                    children.append((name.hasPrefix("_") ? String(name.dropFirst()) : name, value as AnyObject))
                }
            }
            return children
        }

        /// `@`, `@"UILabel"`: an object; `@?` is a block.
        static func isObjectEncoding(_ encoding: Substring) -> Bool {
            encoding.hasPrefix("@") && !encoding.hasPrefix("@?")
        }

        /// A class of Apple's frameworks or runtime (`NSObject` in /usr/lib/libobjc, `UIView` in
        /// /System/Library/…, both also under a simulator's runtime root): the walk stops there.
        static func isApples(_ type: AnyClass) -> Bool {
            let name = NSStringFromClass(type)
            if ["NSObject", "UIResponder", "UIView", "UIViewController", "NSResponder", "NSView", "NSViewController"]
                .contains(name)
            {
                return true
            }
            guard let image = class_getImageName(type).map({ String(cString: $0) }) else { return false }
            return image.contains("/System/Library/") || image.contains("/usr/lib/")
        }

        /// A class written in Swift: `MyApp.CardView`, or its mangled name `_TtC5MyApp8CardView`.
        static func isSwift(_ type: AnyClass) -> Bool {
            let name = NSStringFromClass(type)
            return name.contains(".") || name.hasPrefix("_Tt")
        }

        /// The class's own properties (not its superclass's), each with its attributes split at commas.
        static func properties(of type: AnyClass) -> [(name: String, attributes: [String])] {
            var count: UInt32 = 0
            guard let list = class_copyPropertyList(type, &count) else { return [] }
            defer { free(list) }
            return UnsafeBufferPointer(start: list, count: Int(count)).map { property in
                let attributes = property_getAttributes(property).map { String(cString: $0) } ?? ""
                return (String(cString: property_getName(property)), attributes.split(separator: ",").map(String.init))
            }
        }

        /// The class's own instance variables, by name.
        static func instanceVariables(of type: AnyClass) -> [(name: String, ivar: Ivar)] {
            var count: UInt32 = 0
            guard let list = class_copyIvarList(type, &count) else { return [] }
            defer { free(list) }
            return UnsafeBufferPointer(start: list, count: Int(count)).compactMap { ivar in
                ivar_getName(ivar).map { (String(cString: $0), ivar) }
            }
        }
    }
#endif
