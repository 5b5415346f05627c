#define _GNU_SOURCE
#include <string.h>

#include "CBytes.h"

const void *unsat_memmem(const void *haystack, size_t haystack_length, const void *needle, size_t needle_length) {
    return memmem(haystack, haystack_length, needle, needle_length);
}

const void *unsat_memrchr(const void *bytes, int byte, size_t length) {
#if defined(__GLIBC__)
    return memrchr(bytes, byte, length);
#else
    const unsigned char *start = bytes;
    for (size_t i = length; i > 0; i--) {
        if (start[i - 1] == (unsigned char)byte) return start + i - 1;
    }
    return NULL;
#endif
}
