import Testing

@testable import UnsatKit

/// A poster who shortens a report often puts `...` where UIKit's five lines of advice were, and keeps
/// the list. Those dots elide the advice, not the list: the list after them is the report's, whole.
/// Dots with no list after them still stand for the list. `elided-advice.log` has the three, in the
/// shapes seen in forum posts, for the stream tests too.
struct AdviceElisionTests {
    /// Before: the report had no constraints (its list taken as elided) and the list after the dots
    /// was a second conflict of its own, with no header, no time and no broken constraint.
    @Test func dotsUnderTheHeaderThenTheListElideTheAdvice() throws {
        let result = try InputReader.read(path: Paths.fixture("elided-advice.log"))
        #expect(result.callbacks.map(\.location.line) == [4, 17, 28])
        let sheet = result.callbacks[0]
        #expect(sheet.constraints.map(\.address.text) == ["0x6000014c3a70"])
        #expect(sheet.broken?.text == "0x6000014c3a70")
        #expect(sheet.missing == nil && sheet.isComplete)
        // The list glued to its `(` after the dots: read, and its own `...` before `)` is its elision.
        let pad = result.callbacks[1]
        #expect(pad.constraints.map(\.address.text) == ["0x60c000093b50", "0x60c000093c40"])
        #expect(pad.missing == .elided)
        // Dots and then no list: the list is what they stand for.
        #expect(result.callbacks[2].constraints.isEmpty)
        #expect(result.callbacks[2].missing == .elided)
        #expect(result.callbacks[2].broken?.text == "0x60c000093c40")
    }

    /// `h=&-&v=&-&`: re-spaced text lost the space between the two halves of the mask. Before: the
    /// description's body was not read ("expected a view") and the conflict lost its only constraint.
    @Test func aMaskWithoutItsSpaceIsReadAsTheMask() throws {
        let result = try InputReader.read(path: Paths.fixture("elided-advice.log"))
        let mask = try #require(result.callbacks[1].constraints.first)
        #expect(mask.autoresizingMask == "h=&-& v=&-&")
        #expect(mask.first?.item.address?.text == "0x7fa8e3d0c7b0")
        #expect(mask.constant == 168)
        #expect(!result.diagnostics.contains { $0.location.line == 19 })
        // Not a mask: only `-` and `&` are its flags.
        let other = parse(
            """
            (
                "<NSAutoresizingMaskLayoutConstraint:0x60c000093b50 h=&x&v=&-& UIView:0x7fa8e3d0c7b0.width == 168 (active)>"
            )
            """)
        #expect(other.callbacks.first?.constraints.first?.autoresizingMask == nil)
    }
}
