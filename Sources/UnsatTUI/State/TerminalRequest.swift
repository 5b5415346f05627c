import UnsatKit

/// Something only the terminal can do, asked for by a key.
enum TerminalRequest: Hashable {
    /// Put the text on the clipboard (OSC 52).
    case copy(String)
    /// Open the file at the line in the user's pager or editor.
    case open(SourceProgram, InputLocation)
    /// Drop what a followed file's earlier runs held (`InputStream.forgetEarlierRuns`).
    case forgetEarlierRuns
}

/// `o` and `e`: the programs a callback's block opens in.
enum SourceProgram: Hashable {
    case pager, editor
}
