// What Switchyard reads of the loaded images that C must do for it: named sections of every loaded
// ELF image, for the linked-module descriptors and the Swift type metadata walk (LoadedImages.c;
// Mach-O images are read from Swift with getsectiondata, and the ELF functions are stubs there),
// and the one call Swift cannot spell, a type's metadata access function.

#ifndef SWITCHYARD_IMAGES_H
#define SWITCHYARD_IMAGES_H

#include <stddef.h>
#include <stdint.h>

/// Receives one loaded image: its path (the program is `/proc/self/exe`) and its load address.
typedef void (*switchyard_image_visitor)(const char *path, uintptr_t base, void *context);

/// Calls `visitor` for every loaded ELF image (the program and each shared object, from
/// `dl_iterate_phdr`). Returns how many images were listed; 0 where the object format is not ELF.
int switchyard_visit_elf_images(switchyard_image_visitor visitor, void *context);

/// Finds the allocated sections `names[0..<count]` of the ELF file at `path` by reading its section
/// headers once (they are not mapped at run time): sets each one's `addresses[i]` (relative to the
/// image's load address) and `sizes[i]` (0 when the file has no such section), and returns how many
/// were found; 0 when the file cannot be read.
int switchyard_find_elf_sections(
    const char *path, const char *const *names, size_t count, uintptr_t *addresses, size_t *sizes);

/// Calls a Swift type's metadata access function (the `swiftcall` function a type context
/// descriptor points to) for complete metadata, and returns the metadata. On every platform.
const void *switchyard_call_metadata_accessor(const void *function);

#endif
