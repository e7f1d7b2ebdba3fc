#ifndef SWITCHYARD_FUZZER_DRIVER_H
#define SWITCHYARD_FUZZER_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver (compiler-rt FuzzerDriver.cpp), linked in by -sanitize=fuzzer.
///
/// SwiftPM links every executable with `--defsym main=<Module>_main` (so tests can import
/// executables), which replaces libFuzzer's own `main`; each fuzz target therefore defines
/// `<Module>_main` and hands control to this driver.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

/// libFuzzer's own mutator, for use from a target's `LLVMFuzzerCustomMutator` (a target that
/// defines that symbol replaces libFuzzer's mutations with its own; see FuzzSupport's
/// StructuredMutation.swift).
size_t LLVMFuzzerMutate(uint8_t *data, size_t size, size_t maxSize);

#endif
