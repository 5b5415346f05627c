#define _GNU_SOURCE
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#elif defined(__ARM_NEON)
#include <arm_neon.h>
#endif

#include "CBytes.h"

#if defined(__GLIBC__)
#include <malloc.h>
#endif

/// Haystacks up to this long are searched by their needle's first byte (memchr), then the rest compared:
/// the C library's memmem prepares each needle first, which costs twice the search in a line of a
/// log (a line is classified by looking for a few phrases in it). Past it, memmem, whose time stays
/// linear whatever the bytes (the first-byte search can compare at every offset) and which skips
/// ahead: a header's look back searches twenty lines at once for phrases that start with a common
/// letter (the `s` of "satisfy constraints"), where memchr stops every few bytes (at 4096, the
/// benchmark's read took 4% more once the look back grew from ten lines to twenty).
enum { short_haystack = 256 };

const void *unsat_memmem(const void *haystack, size_t haystack_length, const void *needle, size_t needle_length) {
    if (needle_length == 0 || haystack_length > short_haystack) {
        return memmem(haystack, haystack_length, needle, needle_length);
    }
    if (haystack_length < needle_length) return NULL;
    const unsigned char *at = haystack;
    const unsigned char *last = at + (haystack_length - needle_length);
    const unsigned char first = *(const unsigned char *)needle;
    while (at <= last) {
        const unsigned char *found = memchr(at, first, (size_t)(last - at) + 1);
        if (found == NULL) return NULL;
        if (memcmp(found + 1, (const unsigned char *)needle + 1, needle_length - 1) == 0) return found;
        at = found + 1;
    }
    return NULL;
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

/// Whether `c` is a byte of an autoresizing mask as `_subtreeDescription` prints it: `-` or `&`.
static int is_mask_byte(unsigned char c) { return c == '-' || c == '&'; }

/// Whether a phrase starts at `p` (at least one byte; `end` bounds it).
static int phrase_at(const unsigned char *p, const unsigned char *end) {
    size_t left = (size_t)(end - p);
    if (*p == 'U') return left >= 10 && memcmp(p, "Unable to ", 10) == 0;
    // AppKit's `_subtreeDescription` line: ` h=--- v=-&-` (a view line has no '<' to be found by).
    if (*p == ' ') {
        return left >= 12 && p[1] == 'h' && p[2] == '=' && is_mask_byte(p[3]) && is_mask_byte(p[4]) &&
               is_mask_byte(p[5]) && p[6] == ' ' && p[7] == 'v' && p[8] == '=' && is_mask_byte(p[9]) &&
               is_mask_byte(p[10]) && is_mask_byte(p[11]);
    }
    if (left >= 13 && memcmp(p, "Constraint:", 11) == 0) {
        return (p[11] == '0' && p[12] == 'x') || (p[11] == ' ' && p[12] == '0');
    }
    return left >= 23 && memcmp(p, "Conflicting constraints", 23) == 0;
}

static int is_hex_digit(unsigned char c) { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }

/// Whether a trigger (`unsat_find_trigger`) starts at `p`: a phrase, or what only triggers look for.
static int trigger_at(const unsigned char *p, const unsigned char *end) {
    switch (*p) {
    case '<':
    case '{': return 1;
    case 'A': return end - p >= 7 && memcmp(p, "AMBIGUO", 7) == 0;
    // A view's address glued to its class (`|   *UIButton:0x7f…'Save'`): `_autolayoutTrace`'s lines
    // have no '<' since iOS 8.
    case ':': return end - p >= 4 && p[1] == '0' && p[2] == 'x' && is_hex_digit(p[3]);
    // A page's HTML-escaped dump (`&lt;UIView: 0x…; … layer = &lt;CALayer: 0x…&gt;&gt;`), whose root
    // line may hold no '<' at all: a class name after the entity. Only looked for in a page's text
    // (`triggers` 2), so that no console log pays for it.
    case '&':
        return end - p >= 5 && memcmp(p, "&lt;", 4) == 0 &&
               ((p[4] >= 'A' && p[4] <= 'Z') || (p[4] >= 'a' && p[4] <= 'z') || p[4] == '_');
    default: return phrase_at(p, end);
    }
}

/// Whether a match of the search (`triggers`: the trigger search, else the phrase search) may start
/// with `c`, and then whether one starts at `p`.
static int may_start(unsigned char c, int triggers) {
    return c == 'U' || c == 'C' || c == ' ' || (triggers && (c == '<' || c == '{' || c == 'A' || c == ':')) ||
           (triggers == 2 && c == '&');
}

static int match_at(const unsigned char *p, const unsigned char *end, int triggers) {
    return triggers ? trigger_at(p, end) : phrase_at(p, end);
}

/// The scalar search from `p`, for what the vector loops leave (or all of it without them): the
/// offset from `start` of the first match, or `length`.
static size_t find_from(const unsigned char *start, const unsigned char *p, const unsigned char *end, size_t length,
                        int triggers) {
    for (; p < end; p++) {
        if (may_start(*p, triggers) && match_at(p, end, triggers)) return (size_t)(p - start);
    }
    return length;
}

// The vector loops compare a vector of starts and the vector one byte on, so that only where "Un",
// "Co", " h" (and, for triggers, '<', '{', "AM" or ":0") begins is a match tested byte by byte: the
// common 'U' of UIView, 'C' of CALayer and spaces cost nothing. (Two bytes, not three: a third
// vector compared costs more on ordinary output than the few more places tested save.) Each loop is
// written once for both searches; `triggers` is a constant where it is inlined.

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#include <immintrin.h>
/// Whether the two bytes starting at each lane are `x`, `y` (AVX2).
__attribute__((target("avx2"))) static inline __m256i two_avx2(__m256i b0, __m256i b1, char x, char y) {
    return _mm256_and_si256(_mm256_cmpeq_epi8(b0, _mm256_set1_epi8(x)), _mm256_cmpeq_epi8(b1, _mm256_set1_epi8(y)));
}

/// Thirty-two starts at a time, on a processor with AVX2 (told at run time: the package is built
/// for the baseline x86-64, whose vectors are SSE2's sixteen bytes).
__attribute__((target("avx2"), always_inline)) static inline size_t find_avx2(const unsigned char *start,
                                                                              size_t length, int triggers) {
    const unsigned char *end = start + length;
    const unsigned char *p = start;
    while (p + 33 <= end) {
        __m256i b0 = _mm256_loadu_si256((const __m256i *)p);
        __m256i b1 = _mm256_loadu_si256((const __m256i *)(p + 1));
        __m256i any = _mm256_or_si256(_mm256_or_si256(two_avx2(b0, b1, 'U', 'n'), two_avx2(b0, b1, 'C', 'o')),
                                      two_avx2(b0, b1, ' ', 'h'));
        if (triggers) {
            __m256i single =
                _mm256_or_si256(_mm256_cmpeq_epi8(b0, _mm256_set1_epi8('<')), _mm256_cmpeq_epi8(b0, _mm256_set1_epi8('{')));
            any = _mm256_or_si256(any, _mm256_or_si256(single, two_avx2(b0, b1, 'A', 'M')));
            any = _mm256_or_si256(any, two_avx2(b0, b1, ':', '0'));
            if (triggers == 2) any = _mm256_or_si256(any, two_avx2(b0, b1, '&', 'l'));
        }
        unsigned mask = (unsigned)_mm256_movemask_epi8(any);
        while (mask != 0) {
            unsigned bit = (unsigned)__builtin_ctz(mask);
            if (match_at(p + bit, end, triggers)) return (size_t)(p + bit - start);
            mask &= mask - 1;
        }
        p += 32;
    }
    return find_from(start, p, end, length, triggers);
}

// One kernel for each search, `triggers` a constant in each, so that the tests of it leave the loop.
__attribute__((target("avx2"))) static size_t find_avx2_phrase(const unsigned char *start, size_t length) {
    return find_avx2(start, length, 0);
}
__attribute__((target("avx2"))) static size_t find_avx2_trigger(const unsigned char *start, size_t length) {
    return find_avx2(start, length, 1);
}
__attribute__((target("avx2"))) static size_t find_avx2_escaped(const unsigned char *start, size_t length) {
    return find_avx2(start, length, 2);
}
static size_t find_avx2_for(const unsigned char *start, size_t length, int triggers) {
    switch (triggers) {
    case 0: return find_avx2_phrase(start, length);
    case 1: return find_avx2_trigger(start, length);
    default: return find_avx2_escaped(start, length);
    }
}
#endif

#if defined(__SSE2__)
/// Whether the two bytes starting at each lane are `x`, `y` (SSE2).
static inline __m128i two_sse2(__m128i b0, __m128i b1, char x, char y) {
    return _mm_and_si128(_mm_cmpeq_epi8(b0, _mm_set1_epi8(x)), _mm_cmpeq_epi8(b1, _mm_set1_epi8(y)));
}

/// Sixteen starts at a time (SSE2, every x86-64).
static inline size_t find_sse2(const unsigned char *start, size_t length, int triggers) {
    const unsigned char *end = start + length;
    const unsigned char *p = start;
    while (p + 17 <= end) {
        __m128i b0 = _mm_loadu_si128((const __m128i *)p);
        __m128i b1 = _mm_loadu_si128((const __m128i *)(p + 1));
        __m128i any = _mm_or_si128(_mm_or_si128(two_sse2(b0, b1, 'U', 'n'), two_sse2(b0, b1, 'C', 'o')),
                                   two_sse2(b0, b1, ' ', 'h'));
        if (triggers) {
            __m128i single = _mm_or_si128(_mm_cmpeq_epi8(b0, _mm_set1_epi8('<')), _mm_cmpeq_epi8(b0, _mm_set1_epi8('{')));
            any = _mm_or_si128(any, _mm_or_si128(single, two_sse2(b0, b1, 'A', 'M')));
            any = _mm_or_si128(any, two_sse2(b0, b1, ':', '0'));
            if (triggers == 2) any = _mm_or_si128(any, two_sse2(b0, b1, '&', 'l'));
        }
        unsigned mask = (unsigned)_mm_movemask_epi8(any);
        while (mask != 0) {
            unsigned bit = (unsigned)__builtin_ctz(mask);
            if (match_at(p + bit, end, triggers)) return (size_t)(p + bit - start);
            mask &= mask - 1;
        }
        p += 16;
    }
    return find_from(start, p, end, length, triggers);
}
#elif defined(__ARM_NEON)
/// Whether the two bytes starting at each lane are `x`, `y` (NEON).
static inline uint8x16_t two_neon(uint8x16_t b0, uint8x16_t b1, char x, char y) {
    return vandq_u8(vceqq_u8(b0, vdupq_n_u8((uint8_t)x)), vceqq_u8(b1, vdupq_n_u8((uint8_t)y)));
}

/// Whether the three bytes starting at each lane are `x`, `y`, `z` (NEON).
static inline uint8x16_t three_neon(uint8x16_t b0, uint8x16_t b1, uint8x16_t b2, char x, char y, char z) {
    return vandq_u8(two_neon(b0, b1, x, y), vceqq_u8(b2, vdupq_n_u8((uint8_t)z)));
}

/// Sixteen starts at a time (NEON, every arm64 Mac).
static inline size_t find_neon(const unsigned char *start, size_t length, int triggers) {
    const unsigned char *end = start + length;
    const unsigned char *p = start;
    while (p + 17 <= end) {
        uint8x16_t b0 = vld1q_u8(p);
        uint8x16_t b1 = vld1q_u8(p + 1);
        uint8x16_t any =
            vorrq_u8(vorrq_u8(two_neon(b0, b1, 'U', 'n'), two_neon(b0, b1, 'C', 'o')), two_neon(b0, b1, ' ', 'h'));
        if (triggers) {
            uint8x16_t single = vorrq_u8(vceqq_u8(b0, vdupq_n_u8('<')), vceqq_u8(b0, vdupq_n_u8('{')));
            any = vorrq_u8(any, vorrq_u8(single, two_neon(b0, b1, 'A', 'M')));
            any = vorrq_u8(any, two_neon(b0, b1, ':', '0'));
            if (triggers == 2) any = vorrq_u8(any, two_neon(b0, b1, '&', 'l'));
        }
        if (vmaxvq_u8(any) != 0) {
            // The lanes in order: the scalar test tells which (if any) starts a match.
            for (int i = 0; i < 16; i++) {
                if (may_start(p[i], triggers) && match_at(p + i, end, triggers)) return (size_t)(p + i - start);
            }
        }
        p += 16;
    }
    return find_from(start, p, end, length, triggers);
}
#endif

size_t unsat_find_with(const void *bytes, size_t length, int triggers, int width) {
    const unsigned char *start = bytes;
#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
    if (width >= 32 && __builtin_cpu_supports("avx2")) return find_avx2_for(start, length, triggers);
#endif
#if defined(__SSE2__)
    if (width >= 16) return find_sse2(start, length, triggers);
#elif defined(__ARM_NEON)
    if (width >= 16) return find_neon(start, length, triggers);
#endif
    return find_from(start, start, start + length, length, triggers);
}

/// The search with the widest vectors this processor has.
static inline size_t find_widest(const void *bytes, size_t length, int triggers) {
#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
    if (__builtin_cpu_supports("avx2")) return find_avx2_for(bytes, length, triggers);
#endif
#if defined(__SSE2__)
    return find_sse2(bytes, length, triggers);
#elif defined(__ARM_NEON)
    return find_neon(bytes, length, triggers);
#else
    return find_from(bytes, bytes, (const unsigned char *)bytes + length, length, triggers);
#endif
}

size_t unsat_find_phrase(const void *bytes, size_t length) { return find_widest(bytes, length, 0); }

size_t unsat_find_trigger(const void *bytes, size_t length) { return find_widest(bytes, length, 1); }

size_t unsat_find_trigger_escaped(const void *bytes, size_t length) { return find_widest(bytes, length, 2); }

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
/// `unsat_count_byte` thirty-two bytes at a time, on a processor with AVX2.
__attribute__((target("avx2"))) static size_t count_avx2(const unsigned char *p, size_t length, unsigned char target) {
    const unsigned char *end = p + length;
    size_t total = 0;
    const __m256i needle = _mm256_set1_epi8((char)target);
    while (p + 32 <= end) {
        __m256i lanes = _mm256_setzero_si256();
        for (int round = 0; round < 255 && p + 32 <= end; round++, p += 32) {
            lanes = _mm256_sub_epi8(lanes, _mm256_cmpeq_epi8(_mm256_loadu_si256((const __m256i *)p), needle));
        }
        __m256i sums = _mm256_sad_epu8(lanes, _mm256_setzero_si256());
        total += (size_t)_mm256_extract_epi64(sums, 0) + (size_t)_mm256_extract_epi64(sums, 1) +
                 (size_t)_mm256_extract_epi64(sums, 2) + (size_t)_mm256_extract_epi64(sums, 3);
    }
    for (; p < end; p++) total += *p == target;
    return total;
}
#endif

size_t unsat_count_byte(const void *bytes, size_t length, int byte) {
    const unsigned char *p = bytes;
    const unsigned char *end = p + length;
    const unsigned char target = (unsigned char)byte;
    size_t total = 0;
#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
    if (__builtin_cpu_supports("avx2")) return count_avx2(p, length, target);
#endif
#if defined(__SSE2__)
    // Each match adds one to its lane (a compare gives -1, subtracted); the lanes are summed before
    // any can pass 255.
    const __m128i needle = _mm_set1_epi8((char)target);
    while (p + 16 <= end) {
        __m128i lanes = _mm_setzero_si128();
        for (int round = 0; round < 255 && p + 16 <= end; round++, p += 16) {
            lanes = _mm_sub_epi8(lanes, _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)p), needle));
        }
        __m128i sums = _mm_sad_epu8(lanes, _mm_setzero_si128());
        total += (size_t)_mm_cvtsi128_si32(sums) + (size_t)_mm_extract_epi16(sums, 4);
    }
#elif defined(__ARM_NEON)
    const uint8x16_t needle = vdupq_n_u8(target);
    while (p + 16 <= end) {
        uint8x16_t lanes = vdupq_n_u8(0);
        for (int round = 0; round < 255 && p + 16 <= end; round++, p += 16) {
            lanes = vsubq_u8(lanes, vceqq_u8(vld1q_u8(p), needle));
        }
        total += vaddlvq_u8(lanes);
    }
#endif
    for (; p < end; p++) total += *p == target;
    return total;
}

/// Whether one of the needles starts at `p` (`end` bounds it).
static int needle_at(const unsigned char *p, const unsigned char *end, const unsigned char *const *needles,
                     const size_t *lengths, size_t count) {
    size_t left = (size_t)(end - p);
    for (size_t i = 0; i < count; i++) {
        if (lengths[i] <= left && p[0] == needles[i][0] && memcmp(p, needles[i], lengths[i]) == 0) return 1;
    }
    return 0;
}

/// The scalar search from `p`: the offset from `start` of the first needle, or `length`.
static size_t needles_from(const unsigned char *start, const unsigned char *p, const unsigned char *end,
                           size_t length, const unsigned char *const *needles, const size_t *lengths, size_t count) {
    for (; p < end; p++) {
        if (needle_at(p, end, needles, lengths, count)) return (size_t)(p - start);
    }
    return length;
}

// As the trigger search: a vector of starts and the two vectors one and two bytes on, compared with
// each needle's first three bytes; only where those begin is a needle compared whole. At most
// `max_needles` needles go through the vectors (more are looked for byte by byte).
enum { max_needles = 16 };

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
__attribute__((target("avx2"))) static size_t needles_avx2(const unsigned char *start, size_t length,
                                                           const unsigned char *const *needles,
                                                           const size_t *lengths, size_t count) {
    const unsigned char *end = start + length;
    const unsigned char *p = start;
    // Each needle's first three bytes in every lane, made once.
    __m256i first[max_needles], second[max_needles], third[max_needles];
    for (size_t i = 0; i < count; i++) {
        first[i] = _mm256_set1_epi8((char)needles[i][0]);
        second[i] = _mm256_set1_epi8((char)needles[i][1]);
        third[i] = _mm256_set1_epi8((char)needles[i][2]);
    }
    while (p + 34 <= end) {
        __m256i b0 = _mm256_loadu_si256((const __m256i *)p);
        __m256i b1 = _mm256_loadu_si256((const __m256i *)(p + 1));
        __m256i b2 = _mm256_loadu_si256((const __m256i *)(p + 2));
        __m256i any = _mm256_setzero_si256();
        for (size_t i = 0; i < count; i++) {
            any = _mm256_or_si256(any, _mm256_and_si256(_mm256_and_si256(_mm256_cmpeq_epi8(b0, first[i]),
                                                                         _mm256_cmpeq_epi8(b1, second[i])),
                                                        _mm256_cmpeq_epi8(b2, third[i])));
        }
        unsigned mask = (unsigned)_mm256_movemask_epi8(any);
        while (mask != 0) {
            unsigned bit = (unsigned)__builtin_ctz(mask);
            if (needle_at(p + bit, end, needles, lengths, count)) return (size_t)(p + bit - start);
            mask &= mask - 1;
        }
        p += 32;
    }
    return needles_from(start, p, end, length, needles, lengths, count);
}
#endif

#if defined(__SSE2__)
static size_t needles_sse2(const unsigned char *start, size_t length, const unsigned char *const *needles,
                           const size_t *lengths, size_t count) {
    const unsigned char *end = start + length;
    const unsigned char *p = start;
    __m128i first[max_needles], second[max_needles], third[max_needles];
    for (size_t i = 0; i < count; i++) {
        first[i] = _mm_set1_epi8((char)needles[i][0]);
        second[i] = _mm_set1_epi8((char)needles[i][1]);
        third[i] = _mm_set1_epi8((char)needles[i][2]);
    }
    while (p + 18 <= end) {
        __m128i b0 = _mm_loadu_si128((const __m128i *)p);
        __m128i b1 = _mm_loadu_si128((const __m128i *)(p + 1));
        __m128i b2 = _mm_loadu_si128((const __m128i *)(p + 2));
        __m128i any = _mm_setzero_si128();
        for (size_t i = 0; i < count; i++) {
            any = _mm_or_si128(any, _mm_and_si128(_mm_and_si128(_mm_cmpeq_epi8(b0, first[i]),
                                                                _mm_cmpeq_epi8(b1, second[i])),
                                                  _mm_cmpeq_epi8(b2, third[i])));
        }
        unsigned mask = (unsigned)_mm_movemask_epi8(any);
        while (mask != 0) {
            unsigned bit = (unsigned)__builtin_ctz(mask);
            if (needle_at(p + bit, end, needles, lengths, count)) return (size_t)(p + bit - start);
            mask &= mask - 1;
        }
        p += 16;
    }
    return needles_from(start, p, end, length, needles, lengths, count);
}
#elif defined(__ARM_NEON)
static size_t needles_neon(const unsigned char *start, size_t length, const unsigned char *const *needles,
                           const size_t *lengths, size_t count) {
    const unsigned char *end = start + length;
    const unsigned char *p = start;
    while (p + 18 <= end) {
        uint8x16_t b0 = vld1q_u8(p);
        uint8x16_t b1 = vld1q_u8(p + 1);
        uint8x16_t b2 = vld1q_u8(p + 2);
        uint8x16_t any = vdupq_n_u8(0);
        for (size_t i = 0; i < count; i++) {
            any = vorrq_u8(any, three_neon(b0, b1, b2, (char)needles[i][0], (char)needles[i][1], (char)needles[i][2]));
        }
        if (vmaxvq_u8(any) != 0) {
            for (int i = 0; i < 16; i++) {
                if (needle_at(p + i, end, needles, lengths, count)) return (size_t)(p + i - start);
            }
        }
        p += 16;
    }
    return needles_from(start, p, end, length, needles, lengths, count);
}
#endif

size_t unsat_find_needles(const void *bytes, size_t length, const unsigned char *const *needles,
                          const size_t *lengths, size_t count, int width) {
    const unsigned char *start = bytes;
    for (size_t i = 0; i < count; i++) {
        // The vectors compare three bytes: a shorter needle is looked for byte by byte.
        if (lengths[i] < 3) width = 0;
    }
    if (count > max_needles) width = 0;
#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
    if (width >= 32 && __builtin_cpu_supports("avx2")) return needles_avx2(start, length, needles, lengths, count);
#endif
#if defined(__SSE2__)
    if (width >= 16) return needles_sse2(start, length, needles, lengths, count);
#elif defined(__ARM_NEON)
    if (width >= 16) return needles_neon(start, length, needles, lengths, count);
#endif
    return needles_from(start, start, start + length, length, needles, lengths, count);
}

void unsat_tune_allocator(void) {
#if defined(__GLIBC__)
    mallopt(M_TOP_PAD, 32 << 20);
    mallopt(M_TRIM_THRESHOLD, 256 << 20);
#endif
}

