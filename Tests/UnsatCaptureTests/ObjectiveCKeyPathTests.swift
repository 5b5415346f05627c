// The Objective-C runtime's properties and instance variables: Apple platforms only (the macOS and
// iOS jobs); on Linux this file is empty.
#if canImport(ObjectiveC)
    import Foundation
    import ObjectiveC
    import Testing

    @testable import UnsatCapture

    /// Classes written in Objective-C, made at run time (so that `Mirror` sees none of their
    /// properties): their views' key paths come from the runtime's lists.
    struct ObjectiveCKeyPathTests {
        /// A class of the runtime's own, subclass of `NSObject`, with object instance variables
        /// `ivars` and properties `properties` (name → attributes after the type).
        static func makeClass(
            _ name: String, ivars: [(String, String)], properties: [(String, [String])] = []
        ) -> AnyClass {
            if let existing = NSClassFromString(name) { return existing }
            let type: AnyClass = objc_allocateClassPair(NSObject.self, name, 0)!
            for (ivar, encoding) in ivars {
                let size = MemoryLayout<UnsafeRawPointer>.size
                #expect(class_addIvar(type, ivar, size, UInt8(log2(Double(size))), encoding))
            }
            for (property, flags) in properties {
                // `T@"NSObject"` is the attribute `T` with the value `@"NSObject"` (the copies live on).
                var pairs = flags.map { flag in
                    objc_property_attribute_t(
                        name: UnsafePointer(strdup(String(flag.prefix(1)))!),
                        value: UnsafePointer(strdup(String(flag.dropFirst()))!))
                }
                #expect(class_addProperty(type, property, &pairs, UInt32(pairs.count)))
            }
            objc_registerClassPair(type)
            return type
        }

        static func set(_ object: NSObject, _ ivar: String, _ value: AnyObject) {
            object_setIvar(object, class_getInstanceVariable(object_getClass(object), ivar)!, value)
        }

        @Test func propertiesAndInstanceVariablesOfAnObjectiveCClassNameItsViews() throws {
            let controllerClass = Self.makeClass(
                "UnsatTestObjCController",
                ivars: [("_headerView", "@\"NSObject\""), ("_footer", "@"), ("_delegate", "@"), ("_handler", "@?")],
                properties: [
                    ("headerView", ["T@\"NSObject\"", "&", "N", "V_headerView"]),
                    // `assign`: a pointer that may dangle, never read.
                    ("delegate", ["T@", "N", "V_delegate"]),
                ])
            let headerClass = Self.makeClass("UnsatTestObjCHeader", ivars: [("_avatarView", "@")])
            let viewClass = Self.makeClass("UnsatTestObjCView", ivars: [])
            let controller = (controllerClass as! NSObject.Type).init()
            let header = (headerClass as! NSObject.Type).init()
            let avatar = (viewClass as! NSObject.Type).init()
            let footer = (viewClass as! NSObject.Type).init()
            let delegate = (viewClass as! NSObject.Type).init()
            // The runtime's added variables hold without retaining: the objects live in the test.
            Self.set(controller, "_headerView", header)
            Self.set(controller, "_footer", footer)
            Self.set(controller, "_delegate", delegate)
            Self.set(header, "_avatarView", avatar)
            let found = withExtendedLifetime((avatar, footer, delegate, header)) {
                KeyPathFinder().keyPaths(in: controller) {
                    ObjectIdentifier(type(of: $0)) == ObjectIdentifier(viewClass)
                }
            }
            #expect(found[ObjectIdentifier(avatar)] == ["headerView.avatarView"])
            #expect(found[ObjectIdentifier(footer)] == ["footer"])
            #expect(found[ObjectIdentifier(delegate)] == nil)
            #expect(found.count == 2)
        }

        /// Apple's classes end the walk: `NSObject`'s `isa` and the like are never read.
        @Test func theWalkStopsAtApplesClasses() {
            #expect(KeyPathFinder.isApples(NSObject.self))
            #expect(!KeyPathFinder.isApples(Self.makeClass("UnsatTestObjCPlain", ivars: [])))
            #expect(KeyPathFinder.isObjectEncoding("@\"UILabel\"") && !KeyPathFinder.isObjectEncoding("@?"))
            #expect(KeyPathFinder().keyPaths(in: NSObject()) { _ in true }.isEmpty)
        }
    }
#endif
