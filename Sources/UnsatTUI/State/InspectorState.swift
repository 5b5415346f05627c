import UnsatKit

/// Everything the inspector's screen is drawn from besides the document: what is selected, folded,
/// searched and shown. A value, so that drawing reads it and cannot change it; `Inspector` owns the
/// one there is, changes it on each event, and settles it (`Inspector.settle`) before each drawing.
struct InspectorState {
    enum Mode: Equatable {
        /// `help` lists the keys; `notes` the lines that could not be read and the ambiguous layouts.
        case normal, searching, help, notes
        /// Typing the conflict list's filter (`f`).
        case filtering
        /// `c`: the selected conflict's callbacks, a line each.
        case callbacks
        /// Typing the tree's filter (`\`).
        case filteringTree

        /// Whether an overlay is drawn over the panes (and reads the keys).
        var isOverlay: Bool { self == .help || self == .notes || self == .callbacks }
    }

    /// The terminal's size, once the first drawing made it known: the panes' heights follow from it.
    var size: ScreenSize?
    var focus: Pane = .conflicts
    var mode: Mode = .normal
    var list = ConflictList()
    /// Each conflict's panes, by conflict identity (`InspectorDocument.identity`), made when the
    /// conflict is first shown.
    var conflicts: [InputLocation: ConflictState] = [:]
    /// The first line shown of the open overlay (help, notes, callbacks).
    var overlayTop = 0
    /// In the notes and the callbacks, the one selected: what Enter goes to (`OverlayContent.items`).
    var overlaySelection = 0
    /// What fills the screen (`z`, `Z`), nil when the panes share it.
    var zoom: Zoom?
    /// The first line shown of the detail, read full screen (`Z`).
    var detailTop = 0
    /// What the hierarchy pane draws instead of the tree (`w`): the selected callback's wireframe,
    /// of the root view or of the conflicting views' nearest common ancestor (`a`); nil for the tree.
    var wireframe: Wireframe.Focus?
    /// How wide the conflicts list is beside the other panes (`=`, `-`); all of the screen is the
    /// list zoomed (`zoom`).
    var listWidth = ListWidth.normal
    /// Whether the list's rows carry where each conflict was read (several files open): its column
    /// is made wider for it. Settled from the document.
    var listNotes = false
    /// The names a followed file's runs are read under, the first first (`InputStream.Snapshot.runs`):
    /// one file, its earlier runs marked in the list and the title; `R` clears them.
    var followedRuns: [String] = []

    /// Whether the document holds what a followed file's earlier runs read (`R` clears it).
    func hasEarlierRuns(_ document: InspectorDocument) -> Bool {
        let earlier = Set(followedRuns.dropLast())
        return document.files.contains { earlier.contains($0.path) }
    }
    var search = SearchState()
    /// While the filter prompt is open: what Esc goes back to.
    var filterOrigin: FilterOrigin?
    /// The filter prompt's line, edited as the search prompt's is.
    var filterLine = PromptLine()
    /// While the tree filter's prompt is open: the filter Esc goes back to.
    var treeFilterOrigin: TreeFilter?
    /// The tree filter prompt's line.
    var treeFilterLine = PromptLine()
    /// What the terminal is asked to do once the key is handled (copy, open a program); the app
    /// loop takes them, tests read them.
    var requests: [TerminalRequest] = []
    var mouseCaptured = true
    /// A one-time note in the footer ("mouse released: …"), gone at the next key.
    var message: String?
    /// What a growing input is doing ("following console.log"), shown in the title bar.
    var streamStatus: String?
    /// While a followed file is not there yet, what the empty list says instead of "no conflict".
    var waitingMessage: String?
    var wantsQuit = false
    /// Where each jump came from (Enter on a conflict, a constraint or a controller; `<` `>`), the
    /// last at the end: Esc, or `h` where it folds nothing, goes back there.
    var backStack: [JumpOrigin] = []
    /// Where an input read from a pipe is copied as it is read, by the name its locations carry
    /// (`(stdin)`): `o` pages the copy, since there is no file to open.
    var inputCopies: [String: String] = [:]

    /// A place to go back to: the pane, and what the tree had selected in the conflict's callback.
    struct JumpOrigin: Equatable {
        var focus: Pane
        var conflict: InputLocation?
        var callback: Int?
        var treeSelection: TreeRow?
    }

    /// Where each pane goes on this terminal; nil until its size is known.
    var layout: ScreenLayout? {
        size.map {
            ScreenLayout.compute(
                width: $0.width, height: $0.height, focus: focus, zoom: zoom, wireframe: wireframe != nil,
                list: listWidth, listNotes: listNotes)
        }
    }

    /// Whether the wireframe is drawn in the tree's place (`w`, where it does not go beside it):
    /// then the tree's rows cannot be seen, nor folded, nor clicked.
    var wireframeOverTree: Bool { wireframe != nil && layout?.wireframe == nil }

    /// The conflicts list's column: its own width, or half the screen.
    enum ListWidth: Equatable {
        case normal, half
    }

    /// What fills the screen when zoomed: the focused pane (`z`), or the detail of its selection (`Z`).
    enum Zoom: Equatable {
        case pane, detail
    }
}
