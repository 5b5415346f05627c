import Testing

@testable import UnsatKit

/// The byte-level reader the source scanners stand on: comments and literals hidden, brackets
/// balanced, literals and arguments read.
struct CodeTextTests {
    func swift(_ text: String) -> CodeText { CodeText(Array(text.utf8), language: .swift) }
    func objc(_ text: String) -> CodeText { CodeText(Array(text.utf8), language: .objectiveC) }

    @Test func commentsAndStringsAreNotCode() {
        let text = swift(
            """
            // a.widthAnchor
            /* outer /* inner widthAnchor */ still widthAnchor */ b.widthAnchor
            let s = "widthAnchor \\(c.widthAnchor + ")") \\"q\\""
            let r = #"raw "widthAnchor" "#
            let m = \"\"\"
              widthAnchor
              \"\"\"
            d.widthAnchor
            """)
        let found = text.occurrences(of: "widthAnchor").map { text.line(at: $0) }
        #expect(found == [2, 8])
        // The literal inside the interpolation is one of its own.
        #expect(text.strings.count == 4)
    }

    @Test func objectiveCLiteralsAndCommentsAreNotCode() {
        let text = objc(
            """
            /* [a.widthAnchor] /* not nested */ x.widthAnchor;
            NSString *s = @"widthAnchor"; char c = '"'; // widthAnchor
            y.widthAnchor;
            """)
        #expect(text.occurrences(of: "widthAnchor").map { text.line(at: $0) } == [1, 3])
    }

    @Test func unterminatedStringEndsAtItsLine() {
        let text = swift("let s = \"open\nview.widthAnchor")
        #expect(text.occurrences(of: "widthAnchor").count == 1)
    }

    @Test func bracketsBalanceAroundLiteralsAndComments() throws {
        let text = swift("f(a, [b, \")\"], { c(/* ) */) })")
        let close = try #require(text.closing(1))
        #expect(close == text.bytes.count - 1)
        #expect(text.opening(close) == 1)
    }

    @Test func numbersInTheirUsualSpellings() {
        let cases: [(String, Double?)] = [
            ("120", 120), ("-16", -16), (" 0.5 ", 0.5), ("1e3", 1000), ("CGFloat(8)", 8), ("-CGFloat(8)", -8),
            ("@120", 120), ("@(44)", 44), ("8.0f", 8), ("1_000", 1000), ("(8)", 8), ("spacing", nil),
            ("8 + x", nil), ("UILayoutPriority(999)", 999),
        ]
        for (source, expected) in cases {
            let text = swift(source)
            #expect(text.number(in: 0..<text.bytes.count) == expected, "\(source)")
        }
    }

    @Test func argumentsSplitOnTopLevelCommasWithLabels() {
        let text = swift("equalTo: b.bottomAnchor, constant: max(8, 4), [1, 2]")
        let arguments = text.arguments(in: 0..<text.bytes.count)
        #expect(arguments.map(\.label) == ["equalTo", "constant", nil])
        #expect(arguments.map { text.text($0.value) } == ["b.bottomAnchor", "max(8, 4)", "[1, 2]"])
    }

    @Test func objectiveCMessagePartsAndReceiver() throws {
        let text = objc("[a.topAnchor constraintEqualToAnchor:[b bottomAnchor] constant:-8]")
        let message = try #require(text.message(at: 0))
        #expect(text.text(message.receiver) == "a.topAnchor")
        #expect(message.selector == "constraintEqualToAnchor:constant:")
        #expect(message.parts.map { text.text($0.value) } == ["[b bottomAnchor]", "-8"])
        let unary = try #require(text.message(at: 37))
        #expect(unary.selector == "bottomAnchor")
    }

    @Test func stringLiteralValueAndLines() throws {
        let text = objc("x\ny = @\"V:|-[a]-|\";")
        let literal = try #require(text.strings.first)
        let value = try #require(text.stringLiteral(in: literal))
        #expect(value.value == "V:|-[a]-|")
        #expect(text.line(at: literal.lowerBound) == 2)
        #expect(text.expression(endingAt: 1) == 0..<1)
    }

    @Test func expressionEndingBeforeAnAnchor() {
        let text = swift("NSLayoutConstraint.activate([self.header?.avatar.widthAnchor")
        let dot = text.bytes.count - ".widthAnchor".utf8.count
        #expect(text.text(text.expression(endingAt: dot)) == "self.header?.avatar")
    }
}
