// Callgrind client requests, so `bench-runner --profile …` measures only the loop of interest.
#include "CMallocCounter.h"
#if defined(__has_include)
#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
#define MC_HAS_CALLGRIND 1
#endif
#endif

void mc_profile_start(void) {
#ifdef MC_HAS_CALLGRIND
    CALLGRIND_START_INSTRUMENTATION;
    CALLGRIND_ZERO_STATS;
#endif
}

void mc_profile_stop(void) {
#ifdef MC_HAS_CALLGRIND
    CALLGRIND_STOP_INSTRUMENTATION;
#endif
}
