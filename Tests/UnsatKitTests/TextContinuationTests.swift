import Foundation
import Testing

@testable import UnsatKit

/// A label's or a text view's text with line breaks in it, printed as it is by `recursiveDescription`:
/// the view's description goes on over the lines after it, which are the view line's, not the end of
/// the dump. Before, the dump ended at the first of them, and the views after it became dumps of
/// their own, their depths lost (`multiline-text-dump.log`: three dumps of 5, 1 and 3 views).
struct TextContinuationTests {
    @Test func aTextWithLineBreaksKeepsTheTreeWhole() throws {
        let result = try InputReader.read(path: Paths.fixture("multiline-text-dump.log"))
        #expect(result.hierarchies.count == 1)
        let hierarchy = try #require(result.hierarchies.first)
        #expect(hierarchy.viewCount == 9)
        let nodes = hierarchy.nodes
        #expect(nodes.map(\.depth) == [0, 1, 2, 3, 4, 4, 5, 4, 5])
        #expect(nodes.map(\.line) == [2, 3, 4, 5, 6, 9, 14, 15, 16])
        #expect(nodes[5].className == "UITextView")
        #expect(nodes[5].frame == Frame(x: 20, y: 200, width: 350, height: 180))
        #expect(nodes[6].parent == 5)
        #expect(nodes[7].className == "UIButton" && nodes[7].parent == 3)
        #expect(result.diagnostics.isEmpty)
    }

    /// The same from a pipe, in chunks on every core, the dump spooled and read back: the same tree.
    @Test func aPipeReadsTheSameTree() throws {
        let path = Paths.fixture("multiline-text-dump.log")
        let whole = try InputReader.read(path: path)
        for size in [61, 509, 4093] {
            let streamed = try StreamScan.parse(InputFile(path: path), chunkSize: size)
            #expect(streamed.hierarchies.map(\.nodes) == whole.hierarchies.map(\.nodes), "chunks of \(size)")
            #expect(streamed.hierarchies.map(\.viewCount) == [9], "chunks of \(size)")
        }
    }

    /// A capture's dump with a label of two lines: its tree whole, its list read after it.
    @Test func aCapturesDumpKeepsItsTreeAndItsList() throws {
        let result = parse(
            """
            2026-03-02 09:14:03.512330+0100 MyApp[4242:1234567] constraint conflict in viewController:
            <MyApp.ReceiptViewController: 0x7f9a3c30d200>
            view:
            <UIView: 0x7f9a3c2055f0; frame = (0 0; 390 844); layer = <CALayer: 0x6000002e01e0>>
            view hierarchy:
            <UIView: 0x7f9a3c2055f0; frame = (0 0; 390 844); layer = <CALayer: 0x6000002e01e0>>
               | <UILabel: 0x7f9a3c206a30; frame = (20 120; 350 41); text = 'Total
            £12.40'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x600002f0c1e0>>
               | <UIView: 0x7f9a3c207c10; frame = (20 400; 350 44); layer = <CALayer: 0x6000002e0b40>>
            current constraints:
            (
                "<NSLayoutConstraint:0x600002a8c9b0 UILabel:0x7f9a3c206a30.height == 41   (active)>",
                "<NSLayoutConstraint:0x600002a8ca00 UILabel:0x7f9a3c206a30.height == 60   (active)>"
            )
            try to break constraint:
            <NSLayoutConstraint:0x600002a8ca00 UILabel:0x7f9a3c206a30.height == 60   (active)>

            """)
        let callback = try #require(result.callbacks.first)
        #expect(result.callbacks.count == 1)
        #expect(callback.hierarchy?.nodes.map(\.depth) == [0, 1, 1])
        #expect(callback.hierarchy?.viewCount == 3)
        #expect(callback.constraints.count == 2)
        #expect(callback.broken?.text == "0x600002a8ca00")
    }

    /// A text cut by the poster (no closing quote) holds no more than the lines up to the next view line.
    @Test func aViewLineEndsATextThatNeverCloses() throws {
        let result = parse(
            """
            <UIView: 0x7f9a3c2055f0; frame = (0 0; 390 844); layer = <CALayer: 0x6000002e01e0>>
               | <UILabel: 0x7f9a3c206a30; frame = (20 120; 350 41); text = 'Total
               | <UIView: 0x7f9a3c207c10; frame = (20 400; 350 44); layer = <CALayer: 0x6000002e0b40>>
               |    | <UIView: 0x7f9a3c207d20; frame = (0 0; 10 10); layer = <CALayer: 0x6000002e0c40>>

            """)
        #expect(result.hierarchies.count == 1)
        #expect(result.hierarchies.first?.nodes.map(\.depth) == [0, 1, 1, 2])
        // Nor a constraint's description, which is read as one, not taken into the text silently.
        let list = parse(
            """
               | <UILabel: 0x7f9a3c206a30; frame = (20 120; 350 41); text = 'Total
            "<NSLayoutConstraint:0x600002a8c9b0 UILabel:0x7f9a3c206a30.height == 41   (active)>",
            "<NSLayoutConstraint:0x600002a8ca00 UILabel:0x7f9a3c206a30.height == 60   (active)>"

            """)
        #expect(list.callbacks.first?.constraints.count == 2)
        // Whole lines are never looked through: `'` in a text that closes on its line is its own.
        let closed = Array("   | <UILabel: 0x1; text = 'What's new'; layer = <CALayer: 0x2>>".utf8)
        #expect(!closed.withUnsafeBufferPointer { TextContinuation.endsInsideQuote($0, inside: false) })
    }
}
