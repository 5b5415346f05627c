import Foundation

/// The clipboard of the terminal the inspector draws on, wherever that is (over ssh too): the
/// text goes to it as an OSC 52 escape sequence, `ESC ] 52 ; c ; <base64> BEL`.
enum Clipboard {
    /// The bytes that put `text` on the clipboard. Inside tmux (`$TMUX` set) the sequence goes
    /// twice: as it is, which tmux takes with `set-clipboard on` (it makes a paste buffer and
    /// passes the sequence on to the terminal outside), and wrapped in tmux's passthrough
    /// (`ESC P tmux; … ESC \`, each ESC inside doubled), which reaches the outer terminal with
    /// `allow-passthrough on`. tmux drops what its options refuse, so either setting works and
    /// neither leaves stray characters; with both on, the outer terminal gets the same text twice.
    static func sequence(copying text: String, insideTmux: Bool) -> [UInt8] {
        let plain = Array("\u{1B}]52;c;\(Data(text.utf8).base64EncodedString())\u{07}".utf8)
        guard insideTmux else { return plain }
        var wrapped = Array("\u{1B}Ptmux;".utf8)
        for byte in plain {
            if byte == 0x1B { wrapped.append(0x1B) }
            wrapped.append(byte)
        }
        wrapped += Array("\u{1B}\\".utf8)
        return plain + wrapped
    }
}
