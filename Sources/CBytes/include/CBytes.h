#ifndef CBYTES_H
#define CBYTES_H

#include <stddef.h>

/// The C library's byte searches that Swift's module of it does not show on every platform
/// (glibc declares `memmem` only under _GNU_SOURCE).

/// The first occurrence of `needle` in `haystack`, or NULL.
const void *unsat_memmem(const void *haystack, size_t haystack_length, const void *needle, size_t needle_length);

/// The last `byte` in the `length` bytes at `bytes`, or NULL (glibc's `memrchr`, which macOS lacks).
const void *unsat_memrchr(const void *bytes, int byte, size_t length);

#endif
