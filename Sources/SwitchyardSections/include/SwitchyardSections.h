// Finds a named section in every loaded ELF image, for Switchyard's linked-module records.
// Mach-O images are read from Swift with getsectiondata; on them this file compiles to a stub.

#ifndef SWITCHYARD_SECTIONS_H
#define SWITCHYARD_SECTIONS_H

#include <stddef.h>
#include <stdint.h>

/// Receives one loaded image: its path (the program is `/proc/self/exe`) and its load address.
typedef void (*switchyard_image_visitor)(const char *path, uintptr_t base, void *context);

/// Calls `visitor` for every loaded ELF image (the program and each shared object, from
/// `dl_iterate_phdr`). Returns how many images were listed; 0 where the object format is not ELF.
int switchyard_visit_elf_images(switchyard_image_visitor visitor, void *context);

/// Finds the allocated section `name` of the ELF file at `path` by reading its section headers
/// (they are not mapped at run time): sets `address` (relative to the image's load address) and
/// `size`, and returns 1; returns 0 when the file has no such section or cannot be read.
int switchyard_find_elf_section(const char *path, const char *name, uintptr_t *address, size_t *size);

#endif
