import CNcursesw
import Foundation
import UnsatKit

/// The real terminal, through ncurses: draws grids, reads keys. All the inspector's curses use
/// goes through here (and `shim.c` below it).
final class Terminal {
    let hasColors: Bool
    private var row: [unsat_cell] = []
    private var mouseOn = true
    /// The terminal closed (its window, an ssh connection): nothing more will come.
    private(set) var isGone = false

    /// Takes over the terminal; nil when there is none (`TERM` unknown, no /dev/tty).
    init?(keysFromTTY: Bool, wantColor: Bool) {
        var colors: Int32 = 0
        guard unsat_term_start(keysFromTTY ? 1 : 0, wantColor ? 1 : 0, &colors) == 0 else { return nil }
        hasColors = colors != 0
    }

    /// Whether `TERM` names a terminal the inspector can draw on (`dumb` cannot).
    static var isUsable: Bool { unsat_term_usable() != 0 }

    /// Gives the terminal back; safe to call more than once.
    func stop() { unsat_term_stop() }

    /// Ends a wait in `read` at once, from any thread: there is something new to draw.
    static func wake() { unsat_term_wake() }

    /// Process group `group` gets SIGTERM when a signal ends unsat.
    static func endGroupWithUs(_ group: Int32) { unsat_term_end_group_with_us(group) }

    /// The file at `path` is removed when a signal ends unsat (nil: none).
    static func removeWithUs(_ path: String?) {
        if let path { unsat_term_remove_with_us(path) } else { unsat_term_remove_with_us(nil) }
    }

    var size: (width: Int, height: Int) {
        var rows: Int32 = 0
        var cols: Int32 = 0
        unsat_term_size(&rows, &cols)
        return (Int(cols), Int(rows))
    }

    var mouseCaptured: Bool {
        get { mouseOn }
        set {
            guard newValue != mouseOn else { return }
            mouseOn = newValue
            unsat_term_mouse(newValue ? 1 : 0)
        }
    }

    /// The next key, click or resize; nil after `timeout` milliseconds (-1 waits for ever), on a
    /// `wake`, or when the terminal is gone (`isGone`).
    func read(timeout: Int) -> Key? {
        var event = unsat_event()
        unsat_term_read(Int32(timeout), &event)
        switch Int(event.kind) {
        case UNSAT_EVENT_CHAR:
            return Key(scalar: event.code)
        case UNSAT_EVENT_RESIZE:
            return .resize
        case UNSAT_EVENT_GONE:
            isGone = true
            return nil
        case UNSAT_EVENT_MOUSE:
            let x = Int(event.x)
            let y = Int(event.y)
            if event.button_state & UInt32(UNSAT_MOUSE_WHEEL_UP) != 0 { return .mouse(x: x, y: y, .wheelUp) }
            if event.button_state & UInt32(UNSAT_MOUSE_WHEEL_DOWN) != 0 { return .mouse(x: x, y: y, .wheelDown) }
            if event.button_state & UInt32(UNSAT_MOUSE_PRESS) != 0 { return .mouse(x: x, y: y, .press) }
            return nil
        case UNSAT_EVENT_KEY:
            switch Int(event.code) {
            case UNSAT_KEY_UP: return .up
            case UNSAT_KEY_DOWN: return .down
            case UNSAT_KEY_LEFT: return .left
            case UNSAT_KEY_RIGHT: return .right
            case UNSAT_KEY_HOME: return .home
            case UNSAT_KEY_END: return .end
            case UNSAT_KEY_PAGE_UP: return .pageUp
            case UNSAT_KEY_PAGE_DOWN: return .pageDown
            case UNSAT_KEY_BACK_TAB: return .backTab
            case UNSAT_KEY_BACKSPACE: return .backspace
            case UNSAT_KEY_ENTER: return .enter
            case UNSAT_KEY_DELETE: return .delete
            case UNSAT_KEY_F1: return .f1
            default: return nil
            }
        default:
            return nil
        }
    }

    /// Writes an escape sequence past curses (OSC 52, see `Clipboard`).
    func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { unsat_term_write($0.baseAddress, Int32($0.count)) }
    }

    /// Runs a program on the terminal and waits for it (see `unsat_term_run`); its exit status,
    /// or nil when it could not be run. The next `draw` draws the screen whole.
    func run(_ arguments: [String]) -> Int32? {
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        let status = unsat_term_run(&argv)
        return status < 0 ? nil : status
    }

    /// Copies the grid to the screen; curses sends only what changed.
    func draw(_ grid: ScreenGrid) {
        let (width, height) = size
        let columns = min(width, grid.width)
        if row.count < columns { row = Array(repeating: unsat_cell(), count: columns) }
        for y in 0..<min(height, grid.height) {
            for x in 0..<columns {
                let cell = grid[x, y]
                var out = unsat_cell()
                if cell.width != 0 {
                    var count: UInt8 = 0
                    withUnsafeMutableBytes(of: &out.scalars) { raw in
                        let scalars = raw.bindMemory(to: UInt32.self)
                        for scalar in cell.character.unicodeScalars where count < 4 {
                            scalars[Int(count)] = scalar.value
                            count += 1
                        }
                    }
                    // A wide character in the last column would wrap: draw a blank there.
                    if cell.width == 2 && x + 1 >= columns {
                        out.scalars.0 = 32
                        count = 1
                    }
                    out.count = count
                }
                let style = cell.style
                var attributes: UInt8 = 0
                if style.bold { attributes |= UInt8(UNSAT_ATTR_BOLD) }
                if style.reverse { attributes |= UInt8(UNSAT_ATTR_REVERSE) }
                if style.underline { attributes |= UInt8(UNSAT_ATTR_UNDERLINE) }
                if style.dim { attributes |= UInt8(UNSAT_ATTR_DIM) }
                out.attributes = attributes
                out.foreground = hasColors ? (style.foreground?.cursesNumber ?? -1) : -1
                out.background = hasColors ? (style.background?.cursesNumber ?? -1) : -1
                row[x] = out
            }
            row.withUnsafeBufferPointer { unsat_term_draw_row(Int32(y), $0.baseAddress, Int32(columns)) }
        }
        unsat_term_refresh()
    }
}

extension ANSIColor {
    /// The color as ncurses numbers it (`COLOR_*`, the ANSI numbers), as the shim takes it.
    var cursesNumber: Int8 { Int8(rawValue) }
}
