// What Switchyard reads of the loaded images in C (one file: each C file is a compile job of every
// app's clean build): ELF sections below, then the call to a type's metadata access function.
//
// Section headers are not mapped at run time, so an image's headers are read from its file: one
// open and three preads per image, for every section wanted at once. The Swift side remembers
// what each image held (LoadedImages), so each file is read once per process.

#if defined(__ELF__) && defined(__linux__)
#define _GNU_SOURCE 1
#include <elf.h>
#include <fcntl.h>
#include <link.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#endif

#include "SwitchyardImages.h"

#if defined(__ELF__) && defined(__linux__)

#if __SIZEOF_POINTER__ == 8
typedef Elf64_Ehdr FileHeader;
typedef Elf64_Shdr SectionHeader;
#define SWITCHYARD_ELF_CLASS ELFCLASS64
#else
typedef Elf32_Ehdr FileHeader;
typedef Elf32_Shdr SectionHeader;
#define SWITCHYARD_ELF_CLASS ELFCLASS32
#endif

struct visit {
    switchyard_image_visitor visitor;
    void *context;
    int images;
};

static int read_at(int fd, void *buffer, size_t size, off_t offset) {
    size_t done = 0;
    while (done < size) {
        ssize_t count = pread(fd, (char *)buffer + done, size - done, offset + (off_t)done);
        if (count <= 0) return -1;
        done += (size_t)count;
    }
    return 0;
}

int switchyard_find_elf_sections(
    const char *path, const char *const *names, size_t count, uintptr_t *addresses, size_t *sizes) {
    int found = 0;
    for (size_t wanted = 0; wanted < count; wanted++) {
        addresses[wanted] = 0;
        sizes[wanted] = 0;
    }
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return 0;
    FileHeader header;
    SectionHeader *sections = NULL;
    char *strings = NULL;
    if (read_at(fd, &header, sizeof header, 0) != 0 || memcmp(header.e_ident, ELFMAG, SELFMAG) != 0
        || header.e_ident[EI_CLASS] != SWITCHYARD_ELF_CLASS || header.e_shentsize != sizeof(SectionHeader)
        || header.e_shnum == 0 || header.e_shstrndx >= header.e_shnum) {
        goto done;
    }
    sections = malloc(sizeof(SectionHeader) * header.e_shnum);
    if (sections == NULL || read_at(fd, sections, sizeof(SectionHeader) * header.e_shnum, (off_t)header.e_shoff) != 0) goto done;
    SectionHeader table = sections[header.e_shstrndx];
    if (table.sh_size == 0 || table.sh_size > (1u << 24)) goto done;
    strings = malloc(table.sh_size + 1);
    if (strings == NULL || read_at(fd, strings, table.sh_size, (off_t)table.sh_offset) != 0) goto done;
    strings[table.sh_size] = '\0';
    for (unsigned index = 0; index < header.e_shnum; index++) {
        SectionHeader section = sections[index];
        if (section.sh_name >= table.sh_size || !(section.sh_flags & SHF_ALLOC) || section.sh_size == 0) continue;
        for (size_t wanted = 0; wanted < count; wanted++) {
            if (sizes[wanted] != 0 || strcmp(strings + section.sh_name, names[wanted]) != 0) continue;
            addresses[wanted] = (uintptr_t)section.sh_addr;
            sizes[wanted] = (size_t)section.sh_size;
            found += 1;
        }
    }
done:
    free(strings);
    free(sections);
    close(fd);
    return found;
}

static int visit_image(struct dl_phdr_info *info, size_t size, void *data) {
    (void)size;
    struct visit *visit = data;
    const char *path = info->dlpi_name;
    int first = visit->images == 0;
    visit->images += 1;
    if (path == NULL || path[0] == '\0') {
        // The program itself comes first and has no name; the vDSO has none either and no file.
        if (!first) return 0;
        path = "/proc/self/exe";
    }
    visit->visitor(path, (uintptr_t)info->dlpi_addr, visit->context);
    return 0;
}

int switchyard_visit_elf_images(switchyard_image_visitor visitor, void *context) {
    struct visit visit = { visitor, context, 0 };
    dl_iterate_phdr(visit_image, &visit);
    return visit.images;
}

#else

int switchyard_visit_elf_images(switchyard_image_visitor visitor, void *context) {
    (void)visitor;
    (void)context;
    return 0;
}

int switchyard_find_elf_sections(
    const char *path, const char *const *names, size_t count, uintptr_t *addresses, size_t *sizes) {
    (void)path;
    (void)names;
    (void)count;
    (void)addresses;
    (void)sizes;
    return 0;
}

#endif

// The one call Swift cannot spell: a Swift type's metadata access function, for the walk of type
// metadata that finds pre-6.3 linked-module markers (TypeMetadataMarkers.swift).
// The Swift calling convention, which metadata access functions use (`swiftcall`, as the Swift
// runtime's own headers declare them). A request of 0 asks for complete metadata and blocks until
// it is: the response's first word is the type's metadata.
typedef struct {
    const void *value;
    size_t state;
} switchyard_metadata_response;

typedef switchyard_metadata_response (*switchyard_metadata_accessor)(size_t request) __attribute__((swiftcall));

const void *switchyard_call_metadata_accessor(const void *function) {
    return ((switchyard_metadata_accessor)function)(0).value;
}
