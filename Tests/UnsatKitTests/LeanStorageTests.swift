import Testing

@testable import UnsatKit

/// What a constraint and a callback keep is lean (issue 11.12: a million distinct conflicts), and
/// reads back exactly what was given: the body as a range of the text, the rare fields boxed.
struct LeanStorageTests {
    let parser = ConstraintParser()

    func read(_ text: String) throws -> Constraint {
        try parser.parse(text).get().constraint
    }

    @Test func theBodyIsTheTextBetweenTheIdentifierAndTheTrailerAfterMultiByteCharacters() throws {
        let constraint = try read(
            "<NSLayoutConstraint:0x6000 'héllo wörld ✓' UILabel:0x7f01'Grüße'.width == 120   (active)>")
        #expect(constraint.identifier == "héllo wörld ✓")
        #expect(constraint.body == "UILabel:0x7f01'Grüße'.width == 120")
        #expect(constraint.first?.item.label == "Grüße")
    }

    @Test func rareFieldsReadBackAndAPlainConstraintHasNone() throws {
        let plain = try read("<NSLayoutConstraint:0x6000 UIView:0x7f01.width == 120   (active)>")
        #expect(plain.identifier == nil && plain.autoresizingMask == nil && plain.direction == nil)
        #expect(plain.huggingPriority == nil && plain.compressionResistancePriority == nil)
        #expect(plain.body == "UIView:0x7f01.width == 120")
        let mask = try read(
            "<NSAutoresizingMaskLayoutConstraint:0x6001 h=--& v=--& UIView:0x7f01.minX == 0   (active)>")
        #expect(mask.autoresizingMask == "h=--& v=--&")
        #expect(mask.body == "UIView:0x7f01.minX == 0")
        let size = try read(
            "<NSContentSizeLayoutConstraint:0x6002 UILabel:0x7f02.width == 55 Hug:250 CompressionResistance:750>")
        #expect(size.huggingPriority == 250 && size.compressionResistancePriority == 750)
        #expect(size.body == "UILabel:0x7f02.width == 55")
    }

    @Test func aBodyThatIsNotPartOfTheTextIsKeptAsGiven() {
        let made = Constraint(
            address: "0x1", className: "NSLayoutConstraint", body: "A.width == 10", text: "<rewritten>")
        #expect(made.body == "A.width == 10")
        let within = Constraint(
            address: "0x1", className: "NSLayoutConstraint", body: "B.top == 4", text: "<X:0x1 B.top == 4>")
        #expect(within.body == "B.top == 4")
        #expect(made != within)
    }

    @Test func knownClassNamesAreSharedAndOthersKept() throws {
        let first = try read("<NSLayoutConstraint:0x6000 UIView:0x7f01.width == 120   (active)>")
        #expect(first.className == "NSLayoutConstraint")
        let snap = try read("<SnapKit.LayoutConstraint:0x6003@Cell.swift#12 UIView:0x7f01.top == UIView:0x7f00.top>")
        #expect(snap.className == "SnapKit.LayoutConstraint" && snap.sourceReference == "Cell.swift#12")
        let custom = try read("<MyCompany.VeryLongConstraintSubclass:0x6004 UIView:0x7f01.top == UIView:0x7f00.top>")
        #expect(custom.className == "MyCompany.VeryLongConstraintSubclass")
    }

    @Test func aCallbackWhoseBoxedFieldsAreClearedEqualsOneThatNeverHadThem() {
        let location = InputLocation(file: "f", line: 1)
        let plain = Callback(location: location, format: .uikit)
        var changed = plain
        changed.viewAddress = "0x7f01"
        changed.missing = .elided
        #expect(changed != plain)
        #expect(changed.viewAddress == "0x7f01" && changed.missing == .elided)
        changed.viewAddress = nil
        changed.missing = nil
        #expect(changed == plain)
        #expect(changed.hashValue == plain.hashValue)
    }

    @Test func changingACopyLeavesTheOriginal() {
        var original = Callback(location: InputLocation(file: "f", line: 1), format: .capture, viewAddress: "0x7f01")
        original.keyPaths = ["0x7f01": "view.title"]
        var copy = original
        copy.keyPaths["0x7f02"] = "view.icon"
        copy.viewAddress = "0x7f02"
        #expect(original.keyPaths == ["0x7f01": "view.title"])
        #expect(original.viewAddress == "0x7f01")
        #expect(copy.keyPaths.count == 2)
    }
}
