// Counts heap allocations by defining malloc & co. in the executable. On Linux the dynamic
// linker binds every library's malloc calls (the Swift runtime's swift_slowAlloc included) to
// the executable's definition first, so these wrappers see every allocation of the process.
// They forward to glibc's exported __libc_* entry points: no dlsym(RTLD_NEXT) bootstrap
// problem (dlsym itself allocates), and glibc's own statistics (mallinfo2) stay meaningful.
#define _GNU_SOURCE
#include <stdlib.h>   // defines __GLIBC__ on glibc systems
#include "CMallocCounter.h"
#if defined(__linux__) && defined(__GLIBC__)
#include <errno.h>
#include <malloc.h>
#include <stdatomic.h>
#include <stdlib.h>

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void __libc_free(void *);
extern void *__libc_memalign(size_t, size_t);

static _Atomic uint64_t allocations;
static _Atomic uint64_t frees;
static _Atomic int64_t liveBytes;
static _Atomic int active;
// Counting costs an atomic add and a malloc_usable_size call per allocation, which would slow
// down the timed loops: it is off unless mc_set_counting(1) is in effect.
static int counting;

// Release builds link with --gc-sections: nothing in the program calls these wrappers by name,
// so without `retain` (and the table below, for older linkers) the linker drops them and the
// Swift runtime silently binds to glibc's malloc instead.
#define MC_KEEP __attribute__((used, retain))

static inline void note_alloc(void *pointer) {
    if (pointer && counting) {
        atomic_store_explicit(&active, 1, memory_order_relaxed);
        atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
        atomic_fetch_add_explicit(&liveBytes, (int64_t)malloc_usable_size(pointer), memory_order_relaxed);
    }
}

static inline void note_free(void *pointer) {
    if (pointer && counting) {
        atomic_fetch_add_explicit(&frees, 1, memory_order_relaxed);
        atomic_fetch_sub_explicit(&liveBytes, (int64_t)malloc_usable_size(pointer), memory_order_relaxed);
    }
}

MC_KEEP void *malloc(size_t size) {
    void *pointer = __libc_malloc(size);
    note_alloc(pointer);
    return pointer;
}

MC_KEEP void *calloc(size_t count, size_t size) {
    void *pointer = __libc_calloc(count, size);
    note_alloc(pointer);
    return pointer;
}

MC_KEEP void *realloc(void *old, size_t size) {
    if (old && counting) {
        atomic_fetch_sub_explicit(&liveBytes, (int64_t)malloc_usable_size(old), memory_order_relaxed);
    }
    void *pointer = __libc_realloc(old, size);
    if (pointer) {
        note_alloc(pointer);
    } else if (!counting) {
    } else if (old && size != 0) {
        // Failed: the old block is still there.
        atomic_fetch_add_explicit(&liveBytes, (int64_t)malloc_usable_size(old), memory_order_relaxed);
    } else if (old) {
        atomic_fetch_add_explicit(&frees, 1, memory_order_relaxed);
    }
    return pointer;
}

MC_KEEP void free(void *pointer) {
    note_free(pointer);
    __libc_free(pointer);
}

MC_KEEP void *memalign(size_t alignment, size_t size) {
    void *pointer = __libc_memalign(alignment, size);
    note_alloc(pointer);
    return pointer;
}

MC_KEEP void *aligned_alloc(size_t alignment, size_t size) {
    return memalign(alignment, size);
}

MC_KEEP int posix_memalign(void **out, size_t alignment, size_t size) {
    if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) return EINVAL;
    void *pointer = memalign(alignment, size);
    if (!pointer) return ENOMEM;
    *out = pointer;
    return 0;
}

static void *volatile keep[] = {
    (void *)malloc, (void *)calloc, (void *)realloc, (void *)free, (void *)memalign, (void *)aligned_alloc,
    (void *)posix_memalign,
};

mc_stats mc_read(void) {
    (void)keep[0];
    mc_stats stats;
    stats.allocations = atomic_load_explicit(&allocations, memory_order_relaxed);
    stats.frees = atomic_load_explicit(&frees, memory_order_relaxed);
    stats.liveBytes = atomic_load_explicit(&liveBytes, memory_order_relaxed);
    return stats;
}

size_t mc_mallinfo_in_use(void) { return mallinfo2().uordblks; }

void mc_set_counting(int on) { counting = on; }

int mc_active(void) { return atomic_load_explicit(&active, memory_order_relaxed); }

#else
// Elsewhere (macOS, musl) nothing is interposed and nothing is counted: mc_active() returns 0, so
// bench-runner prints that allocation counts are inactive instead of reporting zeros as figures.
// Defining malloc in the executable does not work on macOS: two-level namespaces bind each
// library's malloc to libSystem, so the Swift runtime would never call these wrappers. Counting
// there needs either dyld interposing (a `__DATA,__interpose` section, honoured for a dylib
// loaded with DYLD_INSERT_LIBRARIES) or wrapping the default malloc zone's function pointers
// (malloc_default_zone(), made writable with vm_protect, as Chromium's allocator shim does),
// which would also have to cover the typed-allocation entry points of macOS 14 and later.
// Allocation figures are therefore measured on Linux only (see Benchmarks/README.md).
mc_stats mc_read(void) {
    mc_stats stats = {0, 0, 0};
    return stats;
}

size_t mc_mallinfo_in_use(void) { return 0; }

void mc_set_counting(int on) { (void)on; }

int mc_active(void) { return 0; }
#endif
