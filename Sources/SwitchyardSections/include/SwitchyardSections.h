// Finds a named section in every loaded ELF image, for Switchyard's linked-module records.
// Mach-O images are read from Swift with getsectiondata; on them this file compiles to a stub.

#ifndef SWITCHYARD_SECTIONS_H
#define SWITCHYARD_SECTIONS_H

#include <stddef.h>

/// Receives one non-empty section: its address in memory, its size in bytes, the image's path.
typedef void (*switchyard_section_visitor)(const void *start, size_t size, const char *image, void *context);

/// Calls `visitor` for the allocated section `name` of every loaded ELF image (the program and
/// each shared object, from `dl_iterate_phdr`), reading each image's section headers from its
/// file. Returns how many images were inspected; 0 where the object format is not ELF.
int switchyard_visit_elf_sections(const char *name, switchyard_section_visitor visitor, void *context);

#endif
