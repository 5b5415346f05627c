// A test helper preloaded into `unsat` (LD_PRELOAD, Linux): reads of one file fail with EIO from
// an offset on, as a failing disk's do. The end-to-end tests compile it with `cc -shared -fPIC`.
//
//   UNSAT_FAIL_PATH    the file whose reads fail (others are read as usual)
//   UNSAT_FAIL_OFFSET  the first byte that cannot be read (0 when unset)
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>

// Whether a read of `count` bytes at `offset` from `fd` reaches the failing part of the file.
static int fails(int fd, off_t offset, size_t count) {
    const char *path = getenv("UNSAT_FAIL_PATH");
    struct stat target, open_file;
    if (path == NULL || count == 0 || stat(path, &target) != 0 || fstat(fd, &open_file) != 0) return 0;
    if (target.st_dev != open_file.st_dev || target.st_ino != open_file.st_ino) return 0;
    const char *from = getenv("UNSAT_FAIL_OFFSET");
    off_t first_bad = from ? (off_t)strtoll(from, NULL, 10) : 0;
    return offset + (off_t)count > first_bad;
}

ssize_t read(int fd, void *buffer, size_t count) {
    static ssize_t (*real)(int, void *, size_t);
    if (!real) real = (ssize_t (*)(int, void *, size_t))dlsym(RTLD_NEXT, "read");
    off_t position = lseek(fd, 0, SEEK_CUR);
    if (position >= 0 && fails(fd, position, count)) {
        errno = EIO;
        return -1;
    }
    return real(fd, buffer, count);
}

ssize_t pread(int fd, void *buffer, size_t count, off_t offset) {
    static ssize_t (*real)(int, void *, size_t, off_t);
    if (!real) real = (ssize_t (*)(int, void *, size_t, off_t))dlsym(RTLD_NEXT, "pread");
    if (fails(fd, offset, count)) {
        errno = EIO;
        return -1;
    }
    return real(fd, buffer, count, offset);
}

// glibc's 64-bit name for the same call, which some callers reach instead.
ssize_t pread64(int fd, void *buffer, size_t count, off_t offset) { return pread(fd, buffer, count, offset); }
