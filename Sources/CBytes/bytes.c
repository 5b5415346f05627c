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

/// The scalar search, for what is left after the vector loops (or all of it without them).
static size_t find_phrase_from(const unsigned char *start, const unsigned char *p, const unsigned char *end,
                               size_t length) {
    for (; p < end; p++) {
        if ((*p == 'U' || *p == 'C' || *p == ' ') && phrase_at(p, end)) return (size_t)(p - start);
    }
    return length;
}

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#include <immintrin.h>
/// Thirty-two starts at a time, on a processor with AVX2 (told at run time: the package is built
/// for the baseline x86-64, whose vectors are SSE2's sixteen bytes).
__attribute__((target("avx2"))) static size_t find_phrase_avx2(const unsigned char *start, size_t length) {
    const unsigned char *end = start + length;
    const unsigned char *p = start;
    const __m256i u = _mm256_set1_epi8('U'), n = _mm256_set1_epi8('n'), a = _mm256_set1_epi8('a');
    const __m256i c = _mm256_set1_epi8('C'), o = _mm256_set1_epi8('o');
    const __m256i space = _mm256_set1_epi8(' '), h = _mm256_set1_epi8('h'), equals = _mm256_set1_epi8('=');
    while (p + 34 <= end) {
        __m256i b0 = _mm256_loadu_si256((const __m256i *)p);
        __m256i b1 = _mm256_loadu_si256((const __m256i *)(p + 1));
        __m256i b2 = _mm256_loadu_si256((const __m256i *)(p + 2));
        __m256i una = _mm256_and_si256(_mm256_and_si256(_mm256_cmpeq_epi8(b0, u), _mm256_cmpeq_epi8(b1, n)),
                                       _mm256_cmpeq_epi8(b2, a));
        __m256i con = _mm256_and_si256(_mm256_and_si256(_mm256_cmpeq_epi8(b0, c), _mm256_cmpeq_epi8(b1, o)),
                                       _mm256_cmpeq_epi8(b2, n));
        __m256i sub = _mm256_and_si256(
            _mm256_and_si256(_mm256_cmpeq_epi8(b0, space), _mm256_cmpeq_epi8(b1, h)), _mm256_cmpeq_epi8(b2, equals));
        unsigned mask = (unsigned)_mm256_movemask_epi8(_mm256_or_si256(_mm256_or_si256(una, con), sub));
        while (mask != 0) {
            unsigned bit = (unsigned)__builtin_ctz(mask);
            if (phrase_at(p + bit, end)) return (size_t)(p + bit - start);
            mask &= mask - 1;
        }
        p += 32;
    }
    return find_phrase_from(start, p, end, length);
}
#endif

size_t unsat_find_phrase(const void *bytes, size_t length) {
    const unsigned char *start = bytes;
    const unsigned char *end = start + length;
    const unsigned char *p = start;
#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
    if (__builtin_cpu_supports("avx2")) return find_phrase_avx2(start, length);
#endif
    // Sixteen starts at a time: only where "Una", "Con" or " h=" begins can a phrase begin (three
    // bytes compared at once, so the common 'U' of UIView, 'C' of CALayer and spaces cost nothing).
#if defined(__SSE2__)
    while (p + 18 <= end) {
        __m128i b0 = _mm_loadu_si128((const __m128i *)p);
        __m128i b1 = _mm_loadu_si128((const __m128i *)(p + 1));
        __m128i b2 = _mm_loadu_si128((const __m128i *)(p + 2));
        __m128i una = _mm_and_si128(_mm_and_si128(_mm_cmpeq_epi8(b0, _mm_set1_epi8('U')),
                                                  _mm_cmpeq_epi8(b1, _mm_set1_epi8('n'))),
                                    _mm_cmpeq_epi8(b2, _mm_set1_epi8('a')));
        __m128i con = _mm_and_si128(_mm_and_si128(_mm_cmpeq_epi8(b0, _mm_set1_epi8('C')),
                                                  _mm_cmpeq_epi8(b1, _mm_set1_epi8('o'))),
                                    _mm_cmpeq_epi8(b2, _mm_set1_epi8('n')));
        __m128i sub = _mm_and_si128(_mm_and_si128(_mm_cmpeq_epi8(b0, _mm_set1_epi8(' ')),
                                                  _mm_cmpeq_epi8(b1, _mm_set1_epi8('h'))),
                                    _mm_cmpeq_epi8(b2, _mm_set1_epi8('=')));
        unsigned mask = (unsigned)_mm_movemask_epi8(_mm_or_si128(_mm_or_si128(una, con), sub));
        while (mask != 0) {
            unsigned bit = (unsigned)__builtin_ctz(mask);
            if (phrase_at(p + bit, end)) return (size_t)(p + bit - start);
            mask &= mask - 1;
        }
        p += 16;
    }
#elif defined(__ARM_NEON)
    while (p + 18 <= end) {
        uint8x16_t b0 = vld1q_u8(p);
        uint8x16_t b1 = vld1q_u8(p + 1);
        uint8x16_t b2 = vld1q_u8(p + 2);
        uint8x16_t una = vandq_u8(vandq_u8(vceqq_u8(b0, vdupq_n_u8('U')), vceqq_u8(b1, vdupq_n_u8('n'))),
                                  vceqq_u8(b2, vdupq_n_u8('a')));
        uint8x16_t con = vandq_u8(vandq_u8(vceqq_u8(b0, vdupq_n_u8('C')), vceqq_u8(b1, vdupq_n_u8('o'))),
                                  vceqq_u8(b2, vdupq_n_u8('n')));
        uint8x16_t sub = vandq_u8(vandq_u8(vceqq_u8(b0, vdupq_n_u8(' ')), vceqq_u8(b1, vdupq_n_u8('h'))),
                                  vceqq_u8(b2, vdupq_n_u8('=')));
        if (vmaxvq_u8(vorrq_u8(vorrq_u8(una, con), sub)) != 0) {
            for (int i = 0; i < 16; i++) {
                if ((p[i] == 'U' || p[i] == 'C' || p[i] == ' ') && phrase_at(p + i, end)) {
                    return (size_t)(p + i - start);
                }
            }
        }
        p += 16;
    }
#endif
    return find_phrase_from(start, p, end, length);
}

/// Whether a trigger (`unsat_find_trigger`) starts at `p`.
static int trigger_at(const unsigned char *p, const unsigned char *end) {
    switch (*p) {
    case '<':
    case '{': return 1;
    case 'A': return end - p >= 7 && memcmp(p, "AMBIGUO", 7) == 0;
    default: return phrase_at(p, end);
    }
}

static size_t find_trigger_from(const unsigned char *start, const unsigned char *p, const unsigned char *end,
                                size_t length) {
    for (; p < end; p++) {
        unsigned char c = *p;
        if (c != '<' && c != '{' && c != 'A' && c != 'U' && c != 'C' && c != ' ') continue;
        if (trigger_at(p, end)) return (size_t)(p - start);
    }
    return length;
}

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
__attribute__((target("avx2"))) static size_t find_trigger_avx2(const unsigned char *start, size_t length) {
    const unsigned char *end = start + length;
    const unsigned char *p = start;
    const __m256i lt = _mm256_set1_epi8('<'), brace = _mm256_set1_epi8('{');
    const __m256i u = _mm256_set1_epi8('U'), n = _mm256_set1_epi8('n'), a = _mm256_set1_epi8('a');
    const __m256i c = _mm256_set1_epi8('C'), o = _mm256_set1_epi8('o');
    const __m256i space = _mm256_set1_epi8(' '), h = _mm256_set1_epi8('h'), equals = _mm256_set1_epi8('=');
    const __m256i big_a = _mm256_set1_epi8('A'), big_m = _mm256_set1_epi8('M'), big_b = _mm256_set1_epi8('B');
    while (p + 34 <= end) {
        __m256i b0 = _mm256_loadu_si256((const __m256i *)p);
        __m256i b1 = _mm256_loadu_si256((const __m256i *)(p + 1));
        __m256i b2 = _mm256_loadu_si256((const __m256i *)(p + 2));
        __m256i single = _mm256_or_si256(_mm256_cmpeq_epi8(b0, lt), _mm256_cmpeq_epi8(b0, brace));
        __m256i una = _mm256_and_si256(_mm256_and_si256(_mm256_cmpeq_epi8(b0, u), _mm256_cmpeq_epi8(b1, n)),
                                       _mm256_cmpeq_epi8(b2, a));
        __m256i con = _mm256_and_si256(_mm256_and_si256(_mm256_cmpeq_epi8(b0, c), _mm256_cmpeq_epi8(b1, o)),
                                       _mm256_cmpeq_epi8(b2, n));
        __m256i sub = _mm256_and_si256(
            _mm256_and_si256(_mm256_cmpeq_epi8(b0, space), _mm256_cmpeq_epi8(b1, h)), _mm256_cmpeq_epi8(b2, equals));
        __m256i amb = _mm256_and_si256(
            _mm256_and_si256(_mm256_cmpeq_epi8(b0, big_a), _mm256_cmpeq_epi8(b1, big_m)), _mm256_cmpeq_epi8(b2, big_b));
        __m256i any = _mm256_or_si256(_mm256_or_si256(single, _mm256_or_si256(una, con)), _mm256_or_si256(sub, amb));
        unsigned mask = (unsigned)_mm256_movemask_epi8(any);
        while (mask != 0) {
            unsigned bit = (unsigned)__builtin_ctz(mask);
            if (trigger_at(p + bit, end)) return (size_t)(p + bit - start);
            mask &= mask - 1;
        }
        p += 32;
    }
    return find_trigger_from(start, p, end, length);
}
#endif

size_t unsat_find_trigger(const void *bytes, size_t length) {
    const unsigned char *start = bytes;
    const unsigned char *end = start + length;
    const unsigned char *p = start;
#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
    if (__builtin_cpu_supports("avx2")) return find_trigger_avx2(start, length);
#endif
#if defined(__SSE2__)
    while (p + 18 <= end) {
        __m128i b0 = _mm_loadu_si128((const __m128i *)p);
        __m128i b1 = _mm_loadu_si128((const __m128i *)(p + 1));
        __m128i b2 = _mm_loadu_si128((const __m128i *)(p + 2));
        __m128i single = _mm_or_si128(_mm_cmpeq_epi8(b0, _mm_set1_epi8('<')), _mm_cmpeq_epi8(b0, _mm_set1_epi8('{')));
        __m128i una = _mm_and_si128(_mm_and_si128(_mm_cmpeq_epi8(b0, _mm_set1_epi8('U')),
                                                  _mm_cmpeq_epi8(b1, _mm_set1_epi8('n'))),
                                    _mm_cmpeq_epi8(b2, _mm_set1_epi8('a')));
        __m128i con = _mm_and_si128(_mm_and_si128(_mm_cmpeq_epi8(b0, _mm_set1_epi8('C')),
                                                  _mm_cmpeq_epi8(b1, _mm_set1_epi8('o'))),
                                    _mm_cmpeq_epi8(b2, _mm_set1_epi8('n')));
        __m128i sub = _mm_and_si128(_mm_and_si128(_mm_cmpeq_epi8(b0, _mm_set1_epi8(' ')),
                                                  _mm_cmpeq_epi8(b1, _mm_set1_epi8('h'))),
                                    _mm_cmpeq_epi8(b2, _mm_set1_epi8('=')));
        __m128i amb = _mm_and_si128(_mm_and_si128(_mm_cmpeq_epi8(b0, _mm_set1_epi8('A')),
                                                  _mm_cmpeq_epi8(b1, _mm_set1_epi8('M'))),
                                    _mm_cmpeq_epi8(b2, _mm_set1_epi8('B')));
        __m128i any = _mm_or_si128(_mm_or_si128(single, _mm_or_si128(una, con)), _mm_or_si128(sub, amb));
        unsigned mask = (unsigned)_mm_movemask_epi8(any);
        while (mask != 0) {
            unsigned bit = (unsigned)__builtin_ctz(mask);
            if (trigger_at(p + bit, end)) return (size_t)(p + bit - start);
            mask &= mask - 1;
        }
        p += 16;
    }
#elif defined(__ARM_NEON)
    while (p + 18 <= end) {
        uint8x16_t b0 = vld1q_u8(p);
        uint8x16_t b1 = vld1q_u8(p + 1);
        uint8x16_t b2 = vld1q_u8(p + 2);
        uint8x16_t single = vorrq_u8(vceqq_u8(b0, vdupq_n_u8('<')), vceqq_u8(b0, vdupq_n_u8('{')));
        uint8x16_t una = vandq_u8(vandq_u8(vceqq_u8(b0, vdupq_n_u8('U')), vceqq_u8(b1, vdupq_n_u8('n'))),
                                  vceqq_u8(b2, vdupq_n_u8('a')));
        uint8x16_t con = vandq_u8(vandq_u8(vceqq_u8(b0, vdupq_n_u8('C')), vceqq_u8(b1, vdupq_n_u8('o'))),
                                  vceqq_u8(b2, vdupq_n_u8('n')));
        uint8x16_t sub = vandq_u8(vandq_u8(vceqq_u8(b0, vdupq_n_u8(' ')), vceqq_u8(b1, vdupq_n_u8('h'))),
                                  vceqq_u8(b2, vdupq_n_u8('=')));
        uint8x16_t amb = vandq_u8(vandq_u8(vceqq_u8(b0, vdupq_n_u8('A')), vceqq_u8(b1, vdupq_n_u8('M'))),
                                  vceqq_u8(b2, vdupq_n_u8('B')));
        uint8x16_t any = vorrq_u8(vorrq_u8(single, vorrq_u8(una, con)), vorrq_u8(sub, amb));
        if (vmaxvq_u8(any) != 0) {
            // The lanes in order: the scalar test tells which (if any) starts a trigger.
            for (int i = 0; i < 16; i++) {
                if (trigger_at(p + i, end)) return (size_t)(p + i - start);
            }
        }
        p += 16;
    }
#endif
    return find_trigger_from(start, p, end, length);
}

size_t unsat_count_byte(const void *bytes, size_t length, int byte) {
    const unsigned char *p = bytes;
    const unsigned char *end = p + length;
    const unsigned char target = (unsigned char)byte;
    size_t total = 0;
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

void unsat_tune_allocator(void) {
#if defined(__GLIBC__)
    mallopt(M_TOP_PAD, 32 << 20);
    mallopt(M_TRIM_THRESHOLD, 256 << 20);
#endif
}

