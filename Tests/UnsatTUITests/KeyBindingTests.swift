import Testing
import UnsatKit

@testable import UnsatTUI

/// The key table drives dispatch, the `?` overlay and the footer: every key in it does what it
/// says where it says, and every key the help or the footer shows does something.
@Suite("Key table") struct KeyBindingTests {
    /// An inspector reading keys in `context`, with the focus on `pane`.
    func inspector(_ context: KeyBinding.Context, focus pane: Pane, ascii: Bool = false) throws -> Inspector {
        let inspector = try Fixture.inspector("capture-profile.log", ascii: ascii)
        inspector.handle(.character(Character(String(pane.rawValue + 1))))
        switch context {
        case .panes: break
        case .prompt: inspector.handle(.character("/"))
        case .overlay: inspector.handle(.character("?"))
        case .detail: inspector.handle(.character("Z"))
        }
        #expect(inspector.state.focus == pane)
        #expect(inspector.keyContext == context)
        return inspector
    }

    /// The panes a line's keys work in: a prompt or an overlay works the same over any.
    func panes(_ binding: KeyBinding) -> [Pane] {
        binding.context == .panes ? Pane.allCases.filter(binding.panes.contains) : Pane.allCases
    }

    @Test func everyKeyDoesItsActionWhereItsLineSays() throws {
        for binding in KeyBinding.table {
            for pane in panes(binding) {
                let inspector = try inspector(binding.context, focus: pane)
                for press in binding.presses {
                    #expect(inspector.action(for: press.key) == press.action, "\(press.key) in \(pane)")
                    // A click or a turn of the wheel, wherever it is.
                    if case .mouse(_, _, let action) = press.key {
                        #expect(inspector.action(for: .mouse(x: 7, y: 5, action)) == press.action)
                    }
                }
            }
        }
    }

    @Test func everyActionHasAKey() {
        let bound = Set(KeyBinding.table.flatMap { $0.presses.map(\.action) })
        #expect(Set(Action.allCases).subtracting(bound).isEmpty)
    }

    @Test func noKeyDoesTwoThingsInOnePlace() {
        for context in KeyBinding.Context.allCases {
            for pane in Pane.allCases {
                let keys = KeyBinding.table.filter { $0.context == context && $0.panes.contains(pane) }
                    .flatMap { $0.presses.map(\.key) }
                #expect(keys.count == Set(keys).count, "\(context) in \(pane)")
            }
        }
    }

    /// The names help and the footer give the keys, read back (`mouse` names every mouse event).
    func keysByName(_ glyphs: Glyphs) -> [String: Set<Key>] {
        var keys: [String: Set<Key>] = [:]
        for binding in KeyBinding.table {
            for key in binding.keys { keys[key.name(glyphs), default: []].insert(key) }
        }
        #expect(
            keys.values.allSatisfy {
                $0.count == 1 || $0.allSatisfy { $0.bindingKey == $0 && $0.name(glyphs) == "mouse" }
            })
        return keys
    }

    /// The `?` overlay as drawn, read back line by line: each key it names does something in the
    /// context its line is about (the panes, the prompt, an overlay).
    @Test(arguments: [false, true])
    func everyKeyTheHelpShowsDoesSomething(ascii: Bool) throws {
        let glyphs: Glyphs = ascii ? .ascii : .unicode
        let lines = OverlayRenderer(
            document: try Fixture.document("capture-profile.log"), glyphs: glyphs, theme: Theme(color: false)
        ).helpLines().map(\.plainText)
        let names = keysByName(glyphs)
        let keyWidth = KeyBinding.table.map { DisplayWidth.of($0.label(glyphs)) }.max()!
        var section: KeyBinding.Section?
        var shown = 0
        for line in lines where !line.isEmpty {
            guard line.hasPrefix("  ") else {
                section = KeyBinding.Section(rawValue: line)
                #expect(section != nil, "\(line)")
                continue
            }
            let column = String(line.dropFirst(2).prefix(keyWidth))
            let help = String(line.dropFirst(2 + keyWidth + 2))
            let binding = try #require(KeyBinding.table.first { $0.section == section && $0.help == help }, "\(line)")
            for name in column.split(separator: " ") {
                let keys = try #require(names[String(name)], "\(name) in \(line)")
                for key in keys where binding.keys.contains(key) {
                    let actions = panes(binding).compactMap {
                        KeyBinding.action(for: key, in: binding.context, focus: $0)
                    }
                    #expect(!actions.isEmpty, "\(name) in \(line)")
                    #expect(actions.allSatisfy { action in binding.presses.contains { $0.action == action } })
                }
                #expect(keys.contains { binding.keys.contains($0) }, "\(name) in \(line)")
                shown += 1
            }
        }
        #expect(shown == KeyBinding.table.reduce(0) { $0 + Set($1.keys.map { $0.name(glyphs) }).count })
    }

    /// The footer as drawn, in every pane and with every hint it can show: each key it names
    /// works there.
    @Test(arguments: [false, true])
    func everyKeyTheFooterShowsDoesSomething(ascii: Bool) throws {
        let glyphs: Glyphs = ascii ? .ascii : .unicode
        for pane in Pane.allCases {
            let inspector = try inspector(.panes, focus: pane, ascii: ascii)
            // Several callbacks (conflict 1 has three) and a search: every hint is worth showing.
            inspector.handle(Key.sequence("/e2a0<Enter>"))
            inspector.finishSearch()
            inspector.handle(.character(Character(String(pane.rawValue + 1))))
            let footer = try #require(inspector.render(width: 200, height: 30).lines.last)
            let hints = KeyBinding.hints(.panes, focus: pane, holding: [.severalCallbacks, .searching])
            #expect(!hints.isEmpty)
            for hint in hints {
                #expect(footer.contains("\(hint.label(glyphs)) \(hint.text)"), "\(pane): \(footer)")
                let keys = hint.shownKeys(glyphs)
                #expect(hint.label(glyphs).filter { $0 != " " } == keys.map { $0.name(glyphs) }.joined())
                for key in keys { #expect(inspector.action(for: key) != nil, "\(key) in \(pane)") }
            }
        }
    }

    @Test(arguments: [false, true])
    func everyKeyThePromptAndTheOverlaysShowDoesSomething(ascii: Bool) throws {
        let glyphs: Glyphs = ascii ? .ascii : .unicode
        for context in [KeyBinding.Context.prompt, .overlay] {
            let inspector = try inspector(context, focus: .tree, ascii: ascii)
            let screen = inspector.render(width: 100, height: 20).lines.joined(separator: "\n")
            let hints = KeyBinding.hints(context, focus: .tree, holding: [.overflowing])
            #expect(!hints.isEmpty)
            for hint in hints {
                #expect(screen.contains("\(hint.label(glyphs)) \(hint.text)"), "\(context)")
                for key in hint.shownKeys(glyphs) { #expect(inspector.action(for: key) != nil, "\(key)") }
            }
        }
    }

    /// Keys the prompt does not take are typed into the query.
    @Test func thePromptTypesWhatItDoesNotBind() throws {
        let inspector = try inspector(.prompt, focus: .conflicts)
        inspector.handle(Key.sequence("j k?!"))
        #expect(inspector.state.search.query == "j k?!")
    }

    /// `named` and `name` are read from one table: each key's name reads back as that key.
    @Test func everyKeysNameReadsBackAsThatKey() {
        let keys: [Key] = [
            .up, .down, .left, .right, .home, .end, .pageUp, .pageDown, .tab, .backTab, .enter, .escape, .backspace,
            .delete, .f1, .resize, .character(" "), .control("c"),
        ]
        for key in keys {
            let name = key.name(.ascii)
            #expect(Key.named(name) == key, "\(name)")
            #expect(Key.sequence("<\(name)>") == [key], "\(name)")
        }
        #expect(Key.names.count == Set(Key.names.map(\.name)).count)
        #expect(Key.sequence("<lt>") == [.character("<")])
        #expect(Key.character("<").name(.ascii) == "<")
        #expect(Key.mouse(.press).name(.unicode) == "mouse")
        #expect(Key.up.name(.unicode) == "↑")
    }
}
