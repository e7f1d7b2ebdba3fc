// Two atomic operations on pointer slots, for the routes the router makes on first use: the
// Swift standard library's atomics need iOS 18, below the package's deployment targets.

#include "SwitchyardSections.h"

void *switchyard_load_acquire(void *const *slot) {
    return __atomic_load_n(slot, __ATOMIC_ACQUIRE);
}

int switchyard_publish(void **slot, void *desired) {
    void *expected = NULL;
    return __atomic_compare_exchange_n(slot, &expected, desired, 0, __ATOMIC_RELEASE, __ATOMIC_ACQUIRE) ? 1 : 0;
}
