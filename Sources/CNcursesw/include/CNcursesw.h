// The terminal, as the inspector needs it: a narrow C API over ncurses.
//
// Swift never sees curses.h: its macros (A_BOLD, COLOR_PAIR, KEY_F, BUTTON1_PRESSED), its
// mutable globals (stdscr, COLS, LINES: errors under Swift 6) and the Linux/macOS differences
// (ncursesw vs ncurses, _XOPEN_SOURCE_EXTENDED) all stay in shim.c.
#ifndef UNSAT_CNCURSESW_H
#define UNSAT_CNCURSESW_H

#include <stdint.h>

/// What `unsat_term_read` got.
enum {
    UNSAT_EVENT_NONE = 0,    // timed out, or a key unsat has no use for
    UNSAT_EVENT_CHAR = 1,    // a character: `code` is its Unicode scalar (control characters too)
    UNSAT_EVENT_KEY = 2,     // a function key: `code` is one of UNSAT_KEY_*
    UNSAT_EVENT_MOUSE = 3,   // `x`, `y` and `button_state` (UNSAT_MOUSE_*; not `buttons`, a term.h macro)
    UNSAT_EVENT_RESIZE = 4,  // the terminal changed size, or is back after a stop: draw it whole
    UNSAT_EVENT_WAKE = 5,    // `unsat_term_wake` was called (another thread has news)
    UNSAT_EVENT_GONE = 6,    // the terminal is closed: nothing more will come from it
};

enum {
    UNSAT_KEY_UP = 1,
    UNSAT_KEY_DOWN,
    UNSAT_KEY_LEFT,
    UNSAT_KEY_RIGHT,
    UNSAT_KEY_HOME,
    UNSAT_KEY_END,
    UNSAT_KEY_PAGE_UP,
    UNSAT_KEY_PAGE_DOWN,
    UNSAT_KEY_BACK_TAB,
    UNSAT_KEY_BACKSPACE,
    UNSAT_KEY_ENTER,
    UNSAT_KEY_DELETE,
    UNSAT_KEY_F1,
};

enum {
    UNSAT_MOUSE_PRESS = 1,
    UNSAT_MOUSE_WHEEL_UP = 2,
    UNSAT_MOUSE_WHEEL_DOWN = 4,
};

enum {
    UNSAT_ATTR_BOLD = 1,
    UNSAT_ATTR_REVERSE = 2,
    UNSAT_ATTR_UNDERLINE = 4,
    UNSAT_ATTR_DIM = 8,
};

typedef struct {
    int32_t kind;
    uint32_t code;
    int32_t x;
    int32_t y;
    uint32_t button_state;
} unsat_event;

/// One screen cell: up to four scalars (a character and its combining marks), attributes, and
/// foreground/background colors as curses numbers (0-7; -1 is the terminal's default).
typedef struct {
    uint32_t scalars[4];
    uint8_t count;
    uint8_t attributes;
    int8_t foreground;
    int8_t background;
} unsat_cell;

/// Whether the terminal `TERM` names can be drawn on (it moves the cursor: `dumb` does not).
int unsat_term_usable(void);

/// Takes over the terminal. Keys come from /dev/tty when `keys_from_tty` (stdin is a pipe).
/// Returns 0 on success, -1 when there is no usable terminal. `*colors` is set to 1 when
/// colors can be used (and `want_color`).
int unsat_term_start(int keys_from_tty, int want_color, int *colors);

/// Gives the terminal back (idempotent); also runs at exit and on fatal signals. What was written
/// to stderr meanwhile (it goes to a file while the screen is ours) is written out then.
void unsat_term_stop(void);

/// Installs the handlers that give the terminal back on every signal that ends the process by
/// default (a crash also says in one line where its report is), then let the signal do what it
/// did before; and on SIGTSTP, before stopping, taking the terminal again once continued.
void unsat_install_signal_handlers(void);

void unsat_term_size(int *rows, int *cols);

/// Waits up to `timeout_ms` (-1: forever) for a key, a click, a resize, a wake or the terminal's end.
void unsat_term_read(int timeout_ms, unsat_event *event);

/// Ends the wait of `unsat_term_read` with UNSAT_EVENT_WAKE; callable from any thread.
void unsat_term_wake(void);
/// Sends SIGTERM to process group `group` when a signal ends unsat (0: none).
void unsat_term_end_group_with_us(int group);
/// Removes the file at `path` (copied) if a signal ends unsat; NULL forgets it.
void unsat_term_remove_with_us(const char *path);

/// Draws one row of cells at row `y`, from column 0. A cell with `count == 0` continues the
/// wide character to its left and is skipped.
void unsat_term_draw_row(int y, const unsat_cell *cells, int count);

/// Shows what was drawn.
void unsat_term_refresh(void);

/// Mouse capture on or off (off lets the terminal select text for copying).
void unsat_term_mouse(int on);

/// Writes bytes to the terminal past curses (an OSC 52 clipboard sequence): they move no cursor.
void unsat_term_write(const uint8_t *bytes, int count);

/// Gives the terminal to a program (`argv[0]` looked up in PATH) and waits for it: curses left
/// (def_prog_mode, endwin), the program run with the terminal as its stdin and stderr and with
/// Ctrl-C and Ctrl-Z its own, then curses taken back and the screen drawn whole at the next
/// refresh. Returns the program's exit status (128 + a signal that ended it), or -1 when it could
/// not be run.
int unsat_term_run(char *const argv[]);

#endif
