// The one place that knows curses, and the one place that knows how Linux and macOS differ in it.
#if defined(__APPLE__)
// macOS ships ncurses 5.7 as `libncurses`, wide-character capable once this is defined.
#define _XOPEN_SOURCE_EXTENDED 1
#define _DARWIN_C_SOURCE 1
#include <curses.h>
#include <term.h>
#else
// Debian's libncurses-dev: the wide-character build is `ncursesw`.
#define NCURSES_WIDECHAR 1
#if __has_include(<ncursesw/curses.h>)
#include <ncursesw/curses.h>
#include <ncursesw/term.h>
#else
#include <curses.h>
#include <term.h>
#endif
#endif

#include "CBytes.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <locale.h>
#include <pthread.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/ioctl.h>
#include <sys/select.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <termios.h>
#include <unistd.h>
#include <wchar.h>

#include "CNcursesw.h"

extern char **environ;

static SCREEN *screen;
static FILE *tty_input;
static int input_descriptor = -1;
static volatile sig_atomic_t active;
static int use_colors;
static mmask_t mouse_events;
static int mouse_on;

// What a signal handler needs to give the terminal back without calling curses (not
// async-signal-safe): the terminal modes from before, and the escape sequences that leave the
// alternate screen, show the cursor, reset attributes, and stop mouse reports.
static struct termios saved_modes;
static int have_saved_modes;
static char reset_sequence[256];
static size_t reset_length;

// A byte in this pipe ends the wait in `unsat_term_read`: the reader thread has news, or a signal
// handler (on whichever thread) wants the main loop.
static int wake_pipe[2] = {-1, -1};
// Set when the process goes on after a stop: the next read takes the terminal again.
static volatile sig_atomic_t resumed;

// While the screen is ours, stderr goes to a file: what is written there (Swift's "Fatal error",
// its backtracer's report) would land on the alternate screen and vanish with it. A crash keeps
// the file as its report; a normal end shows what it holds and removes it.
static int report_descriptor = -1;
static int saved_stderr = -1;
static char report_path[PATH_MAX];

// Every signal whose default ends the process, crashes first: each gives the terminal back.
static const int handled_signals[] = {
    SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS, SIGINT, SIGTERM, SIGHUP,
    SIGQUIT, SIGPIPE, SIGUSR1, SIGUSR2, SIGALRM, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF,
};
#define CRASH_COUNT 7
#define HANDLED_COUNT (sizeof handled_signals / sizeof handled_signals[0])
static struct sigaction previous_actions[HANDLED_COUNT];
static struct sigaction stop_action;
static struct sigaction curses_resize_action;
static int handlers_installed;

static void append_capability(const char *name) {
    char *value = tigetstr((char *)name);
    if (value == NULL || value == (char *)-1) return;
    size_t length = strlen(value);
    if (reset_length + length >= sizeof reset_sequence) return;
    memcpy(reset_sequence + reset_length, value, length);
    reset_length += length;
}

static void append_literal(const char *text) {
    size_t length = strlen(text);
    if (reset_length + length >= sizeof reset_sequence) return;
    memcpy(reset_sequence + reset_length, text, length);
    reset_length += length;
}

static void wake(void) {
    if (wake_pipe[1] < 0) return;
    int saved_errno = errno;
    char byte = 1;
    // A full pipe wakes the loop as well as one more byte would.
    ssize_t ignored = write(wake_pipe[1], &byte, 1);
    (void)ignored;
    errno = saved_errno;
}

void unsat_term_wake(void) { wake(); }

static void restore_from_signal(void) {
    if (!active) return;
    active = 0;
    if (reset_length > 0) {
        ssize_t ignored = write(STDOUT_FILENO, reset_sequence, reset_length);
        (void)ignored;
    }
    if (have_saved_modes) tcsetattr(STDOUT_FILENO, TCSANOW, &saved_modes);
}

static const char *signal_name(int signal_number) {
    switch (signal_number) {
    case SIGSEGV: return "SIGSEGV";
    case SIGBUS: return "SIGBUS";
    case SIGILL: return "SIGILL";
    case SIGFPE: return "SIGFPE";
    case SIGABRT: return "SIGABRT";
    case SIGTRAP: return "SIGTRAP";
    case SIGSYS: return "SIGSYS";
    case SIGINT: return "SIGINT";
    case SIGTERM: return "SIGTERM";
    case SIGHUP: return "SIGHUP";
    case SIGQUIT: return "SIGQUIT";
    case SIGPIPE: return "SIGPIPE";
    case SIGUSR1: return "SIGUSR1";
    case SIGUSR2: return "SIGUSR2";
    case SIGALRM: return "SIGALRM";
    case SIGXCPU: return "SIGXCPU";
    case SIGXFSZ: return "SIGXFSZ";
    case SIGVTALRM: return "SIGVTALRM";
    case SIGPROF: return "SIGPROF";
    default: return "a signal";
    }
}

static void append_text(char *line, size_t *length, size_t capacity, const char *text) {
    size_t count = strlen(text);
    if (*length + count >= capacity) count = capacity - 1 - *length;
    memcpy(line + *length, text, count);
    *length += count;
}

// Gives stderr back after a signal, and says in one line what happened and where the report
// is: always for a crash, for another signal only when something was written to the report.
static void end_report_from_signal(int signal_number, int crash) {
    int kept = 0;
    if (saved_stderr >= 0) {
        dup2(saved_stderr, STDERR_FILENO);
        struct stat status;
        kept = fstat(report_descriptor, &status) == 0 && status.st_size > 0;
        if (!kept) unlink(report_path);
    }
    if (!crash && !kept) return;
    char line[PATH_MAX + 96];
    size_t length = 0;
    append_text(line, &length, sizeof line, crash ? "unsat: crashed (" : "unsat: ended by ");
    append_text(line, &length, sizeof line, signal_name(signal_number));
    append_text(line, &length, sizeof line, crash ? ")" : "");
    if (kept) {
        append_text(line, &length, sizeof line, "; the report is in ");
        append_text(line, &length, sizeof line, report_path);
    }
    append_text(line, &length, sizeof line, "\n");
    ssize_t ignored = write(STDERR_FILENO, line, length);
    (void)ignored;
}

// A process group that ends with us (`unsat live`'s log stream): a signal that ends unsat ends it
// too, or it would run on, unseen, until it next writes into the pipe nobody reads.
static volatile sig_atomic_t ending_group;

void unsat_term_end_group_with_us(int group) { ending_group = group; }

// A file made for this run only (the copy of standard input), removed if a signal ends it.
static char *removed_with_us;

void unsat_term_remove_with_us(const char *path) {
    char *copy = path == NULL ? NULL : strdup(path);
    char *old = removed_with_us;
    removed_with_us = copy;
    free(old);
}

static void on_signal(int signal_number, siginfo_t *info, void *context) {
    if (ending_group > 0) kill(-(pid_t)ending_group, SIGTERM);
    if (removed_with_us != NULL) unlink(removed_with_us);
    restore_from_signal();
    int crash = 0;
    for (size_t i = 0; i < HANDLED_COUNT; i++) {
        if (handled_signals[i] != signal_number) continue;
        crash = i < CRASH_COUNT;
        // Whoever handled it before runs too (Swift's backtracer writes the report)...
        struct sigaction *previous = &previous_actions[i];
        if (previous->sa_flags & SA_SIGINFO) {
            if (previous->sa_sigaction != NULL) previous->sa_sigaction(signal_number, info, context);
        } else if (previous->sa_handler != SIG_DFL && previous->sa_handler != SIG_IGN) {
            previous->sa_handler(signal_number);
        }
        break;
    }
    end_report_from_signal(signal_number, crash);
    // ...and then the signal ends the process, as it would have without us: a backtracer that
    // returns would otherwise leave it running on a terminal that is no longer set up for it.
    signal(signal_number, SIG_DFL);
    raise(signal_number);
}

// Ctrl-Z: the terminal is the shell's while the inspector is stopped, and it stops as the default
// would (the shell then says "Stopped"); once continued, the next read takes the terminal again.
static void on_stop(int signal_number) {
    int saved_errno = errno;
    int was_active = active;
    restore_from_signal();
    signal(signal_number, SIG_DFL);
    raise(signal_number);
    sigset_t stop;
    sigemptyset(&stop);
    sigaddset(&stop, signal_number);
    // Blocked while its handler runs: unblocked, it stops the process here, until SIGCONT.
    pthread_sigmask(SIG_UNBLOCK, &stop, NULL);
    sigaction(signal_number, &stop_action, NULL);
    if (was_active) {
        active = 1;
        resumed = 1;
        wake();
    }
    errno = saved_errno;
}

// Continued after a stop that was not ours (SIGSTOP): whatever ran meanwhile may have drawn or
// changed modes, so the terminal is taken again too.
static void on_continue(int signal_number) {
    (void)signal_number;
    if (!active) return;
    resumed = 1;
    wake();
}

// Curses notes the new size; the main loop may be waiting on another thread's behalf.
static void on_resize(int signal_number, siginfo_t *info, void *context) {
    int saved_errno = errno;
    if (curses_resize_action.sa_flags & SA_SIGINFO) {
        if (curses_resize_action.sa_sigaction != NULL) curses_resize_action.sa_sigaction(signal_number, info, context);
    } else if (curses_resize_action.sa_handler != SIG_DFL && curses_resize_action.sa_handler != SIG_IGN) {
        curses_resize_action.sa_handler(signal_number);
    }
    wake();
    errno = saved_errno;
}

static int is_ignored(int signal_number) {
    struct sigaction current;
    sigaction(signal_number, NULL, &current);
    return !(current.sa_flags & SA_SIGINFO) && current.sa_handler == SIG_IGN;
}

void unsat_install_signal_handlers(void) {
    if (handlers_installed) return;
    handlers_installed = 1;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = on_signal;
    action.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigemptyset(&action.sa_mask);
    for (size_t i = 0; i < HANDLED_COUNT; i++) {
        sigaction(handled_signals[i], NULL, &previous_actions[i]);
        // A signal ignored when we started (nohup, a background job) stays ignored.
        if (!(previous_actions[i].sa_flags & SA_SIGINFO) && previous_actions[i].sa_handler == SIG_IGN) continue;
        sigaction(handled_signals[i], &action, NULL);
    }
    memset(&stop_action, 0, sizeof stop_action);
    stop_action.sa_handler = on_stop;
    stop_action.sa_flags = SA_RESTART;
    sigemptyset(&stop_action.sa_mask);
    if (!is_ignored(SIGTSTP)) sigaction(SIGTSTP, &stop_action, NULL);
    struct sigaction continue_action = stop_action;
    continue_action.sa_handler = on_continue;
    sigaction(SIGCONT, &continue_action, NULL);
}

// Called once curses has its own SIGWINCH handler (newterm installs it): ours runs it, then wakes.
static void install_resize_handler(void) {
    static int installed;
    if (installed) return;
    installed = 1;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = on_resize;
    action.sa_flags = SA_SIGINFO | SA_RESTART;
    sigemptyset(&action.sa_mask);
    sigaction(SIGWINCH, &action, &curses_resize_action);
}

static void make_wake_pipe(void) {
    if (wake_pipe[0] >= 0 || pipe(wake_pipe) != 0) return;
    for (int i = 0; i < 2; i++) {
        fcntl(wake_pipe[i], F_SETFL, fcntl(wake_pipe[i], F_GETFL) | O_NONBLOCK);
        fcntl(wake_pipe[i], F_SETFD, FD_CLOEXEC);
    }
}

static void begin_report(void) {
    if (saved_stderr >= 0 || !isatty(STDERR_FILENO)) return;
    const char *directory = getenv("TMPDIR");
    if (directory == NULL || *directory == 0) directory = "/tmp";
    size_t length = strlen(directory);
    while (length > 1 && directory[length - 1] == '/') length--;
    int written = snprintf(report_path, sizeof report_path, "%.*s/unsat-crash-XXXXXX.log", (int)length, directory);
    if (written < 0 || (size_t)written >= sizeof report_path) return;
    // mkstemps: a new file of our own, never one that someone else put there.
    int descriptor = mkstemps(report_path, 4);
    if (descriptor < 0) return;
    int saved = fcntl(STDERR_FILENO, F_DUPFD_CLOEXEC, 3);
    if (saved < 0 || dup2(descriptor, STDERR_FILENO) < 0) {
        if (saved >= 0) close(saved);
        close(descriptor);
        unlink(report_path);
        return;
    }
    fcntl(descriptor, F_SETFD, FD_CLOEXEC);
    report_descriptor = descriptor;
    saved_stderr = saved;
}

static void end_report(void) {
    if (saved_stderr < 0) return;
    dup2(saved_stderr, STDERR_FILENO);
    close(saved_stderr);
    saved_stderr = -1;
    char buffer[4096];
    ssize_t count;
    if (lseek(report_descriptor, 0, SEEK_SET) == 0) {
        while ((count = read(report_descriptor, buffer, sizeof buffer)) > 0) {
            ssize_t ignored = write(STDERR_FILENO, buffer, (size_t)count);
            (void)ignored;
        }
    }
    close(report_descriptor);
    report_descriptor = -1;
    unlink(report_path);
}

static void stop_at_exit(void) { unsat_term_stop(); }

int unsat_term_usable(void) {
    int error = 0;
    if (setupterm(NULL, STDOUT_FILENO, &error) != OK) return 0;
    char *cup = tigetstr("cup");
    int usable = cup != NULL && cup != (char *)-1;
    // Deleting the current terminal also forgets it (newterm sets up its own later).
    del_curterm(cur_term);
    return usable;
}

// Home and End are sent in several ways (xterm's normal and application modes, the VT220's
// `1~`/`4~` that tmux and screen send, rxvt's `7~`/`8~`), and a terminal description names only
// one: with TERM=xterm-256color inside tmux, Home came as `ESC [ 1 ~` and was no key at all.
// Each spelling the description leaves free is taught to curses as the same key.
static void define_other_home_and_end(void) {
    static const char *const home[] = {"\033[1~", "\033[7~", "\033[H", "\033OH"};
    static const char *const end[] = {"\033[4~", "\033[8~", "\033[F", "\033OF"};
    for (size_t i = 0; i < sizeof home / sizeof home[0]; i++) {
        if (key_defined(home[i]) == 0) define_key(home[i], KEY_HOME);
    }
    for (size_t i = 0; i < sizeof end / sizeof end[0]; i++) {
        if (key_defined(end[i]) == 0) define_key(end[i], KEY_END);
    }
}


int unsat_term_start(int keys_from_tty, int want_color, int *colors) {
    *colors = 0;
    FILE *input = stdin;
    if (keys_from_tty) {
        tty_input = fopen("/dev/tty", "r");
        if (tty_input == NULL) return -1;
        input = tty_input;
    }
    input_descriptor = fileno(input);
    have_saved_modes = tcgetattr(STDOUT_FILENO, &saved_modes) == 0;
    // Wide-character curses draws in the locale the environment names: set before newterm.
    // (Whether it is UTF-8, and so whether to draw in ASCII, was decided before: Glyphs.chosen.)
    setlocale(LC_ALL, "");
    // Esc must close an overlay at once, not after curses' default second.
    setenv("ESCDELAY", "25", 0);
    // Before newterm: curses then leaves these signals to us instead of installing its own.
    unsat_install_signal_handlers();
    make_wake_pipe();
    screen = newterm(NULL, stdout, input);
    if (screen == NULL) {
        if (tty_input != NULL) fclose(tty_input);
        tty_input = NULL;
        return -1;
    }
    set_term(screen);
    install_resize_handler();
    active = 1;
    static int registered;
    if (!registered) {
        registered = 1;
        atexit(stop_at_exit);
    }
    cbreak();
    noecho();
    nonl();
    intrflush(stdscr, FALSE);
    keypad(stdscr, TRUE);
    define_other_home_and_end();
    curs_set(0);
    if (want_color && has_colors()) {
        start_color();
        use_default_colors();
        use_colors = 1;
        *colors = 1;
    }
    mouse_events = BUTTON1_PRESSED | BUTTON4_PRESSED;
#ifdef BUTTON5_PRESSED
    mouse_events |= BUTTON5_PRESSED;
#endif
    mousemask(mouse_events, NULL);
    mouse_on = 1;
    mouseinterval(0);

    reset_length = 0;
    append_capability("rmcup");
    append_capability("cnorm");
    append_capability("sgr0");
    append_capability("rmkx");
    char *mouse = tigetstr("kmous");
    if (mouse != NULL && mouse != (char *)-1) append_literal("\033[?1000l\033[?1002l\033[?1006l");
    begin_report();
    return 0;
}

void unsat_term_stop(void) {
    if (!active) return;
    active = 0;
    mousemask(0, NULL);
    endwin();
    end_report();
    if (tty_input != NULL) {
        fclose(tty_input);
        tty_input = NULL;
    }
}

void unsat_term_size(int *rows, int *cols) {
    int y, x;
    getmaxyx(stdscr, y, x);
    *rows = y;
    *cols = x;
}

static void put_capability(const char *name) {
    char *value = tigetstr((char *)name);
    if (value != NULL && value != (char *)-1) putp(value);
}

// After a stop, the shell had the terminal: its modes, the alternate screen, keypad transmit
// (without it the arrow keys send what curses does not read as arrows), the hidden cursor and the
// mouse are set again, all of which curses believes still on, and the screen is drawn whole.
static void take_terminal_again(void) {
    reset_prog_mode();
    put_capability("smcup");
    put_capability("smkx");
    put_capability("civis");
    // putp writes through stdio, curses past it: these go first.
    fflush(stdout);
    if (mouse_on) {
        mousemask(0, NULL);
        mousemask(mouse_events, NULL);
    }
    // The size may have changed while the shell had the terminal (its SIGWINCH went to the shell).
    struct winsize size;
    if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) == 0 && size.ws_row > 0 && size.ws_col > 0 &&
        (size.ws_row != LINES || size.ws_col != COLS)) {
        resize_term(size.ws_row, size.ws_col);
    }
    clearok(curscr, TRUE);
}

static int32_t key_for(wint_t code) {
    switch (code) {
    case KEY_UP: return UNSAT_KEY_UP;
    case KEY_DOWN: return UNSAT_KEY_DOWN;
    case KEY_LEFT: return UNSAT_KEY_LEFT;
    case KEY_RIGHT: return UNSAT_KEY_RIGHT;
    case KEY_HOME: return UNSAT_KEY_HOME;
    case KEY_END: return UNSAT_KEY_END;
    case KEY_PPAGE: return UNSAT_KEY_PAGE_UP;
    case KEY_NPAGE: return UNSAT_KEY_PAGE_DOWN;
    case KEY_BTAB: return UNSAT_KEY_BACK_TAB;
    case KEY_BACKSPACE: return UNSAT_KEY_BACKSPACE;
    case KEY_ENTER: return UNSAT_KEY_ENTER;
    case KEY_DC: return UNSAT_KEY_DELETE;
    case KEY_F(1): return UNSAT_KEY_F1;
    default: return 0;
    }
}

// What curses holds or the terminal has sent, without waiting for more; whether anything came.
static int take_key(unsat_event *event) {
    wtimeout(stdscr, 0);
    wint_t code = 0;
    int status = wget_wch(stdscr, &code);
    if (status == ERR) return 0;
    if (status == OK && code == 27) {
        // A lone Esc, or the start of a sequence ncurses did not know (Alt with a key, a function key
        // its terminfo lacks, a mouse report in another protocol): what follows is already waiting
        // (ncurses waited ESCDELAY for it), so a read that does not wait tells them apart. A sequence
        // is dropped whole rather than read as Esc (which quits) and stray characters.
        wint_t next = 0;
        int more = wget_wch(stdscr, &next);
        if (more == ERR) {
            event->kind = UNSAT_EVENT_CHAR;
            event->code = 27;
            return 1;
        }
        if (more == OK && next == 27) {
            // Esc, Esc: two keys, not a sequence. The first is taken now, the second read next
            // (dropping both lost an Esc that closes a prompt, and the one after it).
            unget_wch((wchar_t)next);
            event->kind = UNSAT_EVENT_CHAR;
            event->code = 27;
            return 1;
        }
        if (more == OK && (next == '[' || next == 'O')) {
            // CSI or SS3: parameters, then one final byte from '@' to '~'.
            for (int i = 0; i < 64; i++) {
                wint_t byte = 0;
                int got = wget_wch(stdscr, &byte);
                if (got == ERR || (got == OK && byte >= 0x40 && byte <= 0x7E)) break;
            }
        }
        return 1;
    }
    if (status != KEY_CODE_YES) {
        event->kind = UNSAT_EVENT_CHAR;
        event->code = (uint32_t)code;
        return 1;
    }
    if (code == KEY_RESIZE) {
        event->kind = UNSAT_EVENT_RESIZE;
        return 1;
    }
    if (code == KEY_MOUSE) {
        MEVENT mouse;
        if (getmouse(&mouse) != OK) return 1;
        event->kind = UNSAT_EVENT_MOUSE;
        event->x = mouse.x;
        event->y = mouse.y;
        if (mouse.bstate & (BUTTON1_PRESSED | BUTTON1_CLICKED)) event->button_state |= UNSAT_MOUSE_PRESS;
        if (mouse.bstate & BUTTON4_PRESSED) event->button_state |= UNSAT_MOUSE_WHEEL_UP;
#ifdef BUTTON5_PRESSED
        if (mouse.bstate & BUTTON5_PRESSED) event->button_state |= UNSAT_MOUSE_WHEEL_DOWN;
#endif
        return 1;
    }
    int32_t key = key_for(code);
    if (key != 0) {
        event->kind = UNSAT_EVENT_KEY;
        event->code = (uint32_t)key;
    }
    return 1;
}

// The terminal said it had input and gave none: closed (a hung-up terminal reads as its end, and
// refuses its modes), or, should it somehow stay, many times over.
static int empty_reads;

static int terminal_is_gone(void) {
    struct termios modes;
    if (tcgetattr(input_descriptor, &modes) != 0 && errno != EINTR) return 1;
    return ++empty_reads > 64;
}

void unsat_term_read(int timeout_ms, unsat_event *event) {
    memset(event, 0, sizeof *event);
    if (resumed) {
        resumed = 0;
        take_terminal_again();
        event->kind = UNSAT_EVENT_RESIZE;
        return;
    }
    if (take_key(event) || timeout_ms == 0) return;
    // Curses has nothing: wait for the terminal and the wake pipe together.
    fd_set ready;
    FD_ZERO(&ready);
    FD_SET(input_descriptor, &ready);
    int highest = input_descriptor;
    if (wake_pipe[0] >= 0) {
        FD_SET(wake_pipe[0], &ready);
        if (wake_pipe[0] > highest) highest = wake_pipe[0];
    }
    struct timeval limit = {timeout_ms / 1000, (timeout_ms % 1000) * 1000};
    // Timed out, or a signal came (a resize, a stop): the caller asks again.
    if (select(highest + 1, &ready, NULL, NULL, timeout_ms < 0 ? NULL : &limit) <= 0) return;
    if (wake_pipe[0] >= 0 && FD_ISSET(wake_pipe[0], &ready)) {
        char bytes[64];
        while (read(wake_pipe[0], bytes, sizeof bytes) > 0) {}
        event->kind = UNSAT_EVENT_WAKE;
        return;
    }
    if (take_key(event)) {
        empty_reads = 0;
        return;
    }
    if (terminal_is_gone()) event->kind = UNSAT_EVENT_GONE;
}

static short pair_for(int foreground, int background) {
    // Pairs are made on first use: 9 foregrounds (the default and 8 colors) by 9 backgrounds.
    static short pairs[9][9];
    static short next_pair = 1;
    if (!use_colors || (foreground < 0 && background < 0)) return 0;
    int f = foreground < 0 ? 0 : (foreground & 7) + 1;
    int b = background < 0 ? 0 : (background & 7) + 1;
    if (pairs[f][b] == 0) {
        if (next_pair >= COLOR_PAIRS) return 0;
        init_pair(next_pair, (short)foreground, (short)background);
        pairs[f][b] = next_pair++;
    }
    return pairs[f][b];
}

void unsat_term_draw_row(int y, const unsat_cell *cells, int count) {
    for (int x = 0; x < count; x++) {
        const unsat_cell *cell = &cells[x];
        if (cell->count == 0) continue;
        wchar_t text[5];
        int n = cell->count > 4 ? 4 : cell->count;
        for (int k = 0; k < n; k++) text[k] = (wchar_t)cell->scalars[k];
        text[n] = 0;
        attr_t attributes = A_NORMAL;
        if (cell->attributes & UNSAT_ATTR_BOLD) attributes |= A_BOLD;
        if (cell->attributes & UNSAT_ATTR_REVERSE) attributes |= A_REVERSE;
        if (cell->attributes & UNSAT_ATTR_UNDERLINE) attributes |= A_UNDERLINE;
        if (cell->attributes & UNSAT_ATTR_DIM) attributes |= A_DIM;
        cchar_t character;
        setcchar(&character, text, attributes, pair_for(cell->foreground, cell->background), NULL);
        mvwadd_wch(stdscr, y, x, &character);
    }
}

void unsat_term_refresh(void) { wrefresh(stdscr); }

void unsat_term_mouse(int on) {
    mouse_on = on;
    mousemask(on ? mouse_events : 0, NULL);
}

void unsat_term_write(const uint8_t *bytes, int count) {
    if (!active || count <= 0) return;
    // What curses has buffered goes first.
    fflush(stdout);
    while (count > 0) {
        ssize_t written = write(STDOUT_FILENO, bytes, (size_t)count);
        if (written < 0 && errno == EINTR) continue;
        if (written <= 0) return;
        bytes += written;
        count -= (int)written;
    }
}

int unsat_term_run(char *const argv[]) {
    if (!active) return -1;
    if (mouse_on) mousemask(0, NULL);
    def_prog_mode();
    endwin();
    fflush(stdout);

    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    // Keys may come from /dev/tty (a log piped in): the program reads the terminal too. Its
    // errors go to the terminal, not to the crash report stderr is while the screen is ours.
    if (input_descriptor > 0) posix_spawn_file_actions_adddup2(&actions, input_descriptor, STDIN_FILENO);
    if (saved_stderr >= 0) posix_spawn_file_actions_adddup2(&actions, saved_stderr, STDERR_FILENO);
    posix_spawnattr_t attributes;
    unsat_spawnattr_clean(&attributes, 0);

    // While it runs, Ctrl-C and Ctrl-Z (sent to the whole foreground group) are the program's:
    // we ignore them, as system(3) does.
    struct sigaction ignore, old_int, old_quit, old_stop;
    memset(&ignore, 0, sizeof ignore);
    ignore.sa_handler = SIG_IGN;
    sigemptyset(&ignore.sa_mask);
    sigaction(SIGINT, &ignore, &old_int);
    sigaction(SIGQUIT, &ignore, &old_quit);
    sigaction(SIGTSTP, &ignore, &old_stop);

    pid_t pid = 0;
    int status = -1;
    if (posix_spawnp(&pid, argv[0], &actions, &attributes, argv, environ) == 0) {
        for (;;) {
            int raw = 0;
            if (waitpid(pid, &raw, WUNTRACED) < 0) {
                if (errno == EINTR) continue;
                break;
            }
            if (WIFSTOPPED(raw)) {
                // Ctrl-Z stopped the program alone: stop beside it, so that the shell takes the
                // terminal back, and go on together after fg.
                kill(getpid(), SIGSTOP);
                kill(pid, SIGCONT);
                continue;
            }
            status = WIFEXITED(raw) ? WEXITSTATUS(raw) : 128 + WTERMSIG(raw);
            break;
        }
    }
    sigaction(SIGINT, &old_int, NULL);
    sigaction(SIGQUIT, &old_quit, NULL);
    sigaction(SIGTSTP, &old_stop, NULL);
    posix_spawnattr_destroy(&attributes);
    posix_spawn_file_actions_destroy(&actions);
    take_terminal_again();
    resumed = 0;
    return status;
}
