#ifndef CBYTES_H
#define CBYTES_H

#include <stddef.h>

/// The C library's byte searches that Swift's module of it does not show on every platform
/// (glibc declares `memmem` only under _GNU_SOURCE).

/// The first occurrence of `needle` in `haystack`, or NULL.
const void *unsat_memmem(const void *haystack, size_t haystack_length, const void *needle, size_t needle_length);

/// The last `byte` in the `length` bytes at `bytes`, or NULL (glibc's `memrchr`, which macOS lacks).
const void *unsat_memrchr(const void *bytes, int byte, size_t length);

/// The offset of the first of UIKit's report phrases that need no '<' to be found, in the `length`
/// bytes at `bytes`: "Unable to " (UIKit's header, however its list was damaged),
/// "Constraint:0x" / "Constraint: 0" (a constraint stripped of its brackets) and "Conflicting
/// constraints" (AppKit's header), and " h=--- v=---" (an autoresizing mask of three `-` or `&`
/// each, as AppKit's `_subtreeDescription` prints a view line, which has no '<'); `length` when
/// there is none. One pass for all four.
size_t unsat_find_phrase(const void *bytes, size_t length);

/// The offset of the first place in the `length` bytes at `bytes` where a block may start: a '<'
/// (a constraint, a view, a controller), a '{' (a capture record), "AMBIGUO" (an ambiguity), ":0x"
/// and a hex digit (a view of `_autolayoutTrace`, `UIButton:0x7f…`) or one of `unsat_find_phrase`'s phrases; `length` when there is none. One pass for all of them, instead
/// of one for each.
size_t unsat_find_trigger(const void *bytes, size_t length);

/// `unsat_find_trigger`, and also "&lt;" and a letter: a page's HTML-escaped view dump, whose root
/// line may hold no '<'. For text that holds HTML entities (`Platform.holdsEntities`).
size_t unsat_find_trigger_escaped(const void *bytes, size_t length);

/// `unsat_find_trigger` (`triggers` 1; 2 for `unsat_find_trigger_escaped`) or `unsat_find_phrase` (0), with vectors no wider than
/// `width` bytes (32, 16, or 0 for none): each kernel the processor has can be held to the scalar one.
size_t unsat_find_with(const void *bytes, size_t length, int triggers, int width);

/// The offset of the first place in the `length` bytes at `bytes` where any of the `count` needles
/// (`needles[i]`, `lengths[i]` bytes long, at least one) starts, or `length`: one pass for them all,
/// instead of a `memmem` each. `width` as for `unsat_find_with` (32 for the widest vectors this
/// processor has).
size_t unsat_find_needles(const void *bytes, size_t length, const unsigned char *const *needles,
                          const size_t *lengths, size_t count, int width);

/// How many of the `length` bytes at `bytes` are `byte`: sixteen at a time, so that counting the
/// lines of ordinary output costs a pass over it, not a search a line.
size_t unsat_count_byte(const void *bytes, size_t length, int byte);

/// Sets glibc's allocator up for reading a large log on several threads: each thread's heap grows
/// in large steps and keeps what it freed, instead of giving it back and asking for it again
/// (mprotect calls and page faults by the thousand for one read). Does nothing elsewhere.
void unsat_tune_allocator(void);

#include <spawn.h>
#include <sys/types.h>

/// Sets up `attributes` for a program unsat starts (a log stream, a pager, an editor): no signal
/// blocked, and each signal unsat handles or ignores back at its default, as a shell would start
/// it; `flags` adds posix_spawn flags (POSIX_SPAWN_SETPGROUP). Destroy with
/// posix_spawnattr_destroy.
void unsat_spawnattr_clean(posix_spawnattr_t *attributes, short flags);

/// Starts `argv` (looked up in PATH) with `unsat_spawnattr_clean`'s signals: every program unsat
/// starts goes through here. Its standard input is `input_descriptor` (closed in it after), or
/// /dev/null when negative; its output and errors `output_descriptor` and `error_descriptor`, or
/// ours when negative; `close_descriptor` (when not negative) is closed in it; its environment is
/// `envp`, or ours when NULL; `own_group` makes it lead a process group of its own. 0 and the
/// child's pid in `pid`, or the errno of the failure. (posix_spawn's types differ between glibc and
/// Darwin; in C they are written once.)
int unsat_spawn(char *const argv[], char *const envp[], int input_descriptor, int output_descriptor,
                int error_descriptor, int close_descriptor, int own_group, pid_t *pid);

#endif
