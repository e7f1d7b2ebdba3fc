#pragma once
#include <stddef.h>
#include <stdint.h>

/// Allocation statistics kept by the interposed allocator (see counter.c).
typedef struct {
    /// Calls that returned new memory: malloc, calloc, posix_memalign, aligned_alloc, memalign,
    /// and realloc (a realloc counts as one allocation, whether or not it moved the block).
    uint64_t allocations;
    /// Calls to free with a non-null pointer.
    uint64_t frees;
    /// Bytes currently allocated, as malloc_usable_size reports them (what the heap really holds,
    /// not what was asked for).
    int64_t liveBytes;
} mc_stats;

/// A snapshot of the counters. Counters are process-wide (every thread).
mc_stats mc_read(void);

/// Bytes in use according to glibc's own accounting (mallinfo2().uordblks, main arena only).
size_t mc_mallinfo_in_use(void);

/// Turns counting on (1) or off (0, the default). Off, the wrappers only forward to glibc.
/// Frees of blocks allocated while counting was off are not subtracted, and vice versa, so keep
/// the window around exactly what is measured.
void mc_set_counting(int on);

/// Whether the interposer is active (false if another allocator took over malloc).
int mc_active(void);

/// Starts callgrind instrumentation (and zeroes its counters) when running under
/// `valgrind --tool=callgrind --instr-atstart=no`; does nothing otherwise.
void mc_profile_start(void);
/// Stops callgrind instrumentation; does nothing outside valgrind.
void mc_profile_stop(void);
