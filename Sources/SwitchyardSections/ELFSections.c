// Section headers are not mapped at run time, so an image's headers are read from its file: one
// open and three preads per image. The Swift side remembers what each file held.

#if defined(__ELF__) && defined(__linux__)
#define _GNU_SOURCE 1
#include <elf.h>
#include <fcntl.h>
#include <link.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#endif

#include "SwitchyardSections.h"

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

int switchyard_find_elf_section(const char *path, const char *name, uintptr_t *address, size_t *size) {
    int found = 0;
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return 0;
    FileHeader header;
    SectionHeader *sections = NULL;
    char *names = NULL;
    if (read_at(fd, &header, sizeof header, 0) != 0 || memcmp(header.e_ident, ELFMAG, SELFMAG) != 0
        || header.e_ident[EI_CLASS] != SWITCHYARD_ELF_CLASS || header.e_shentsize != sizeof(SectionHeader)
        || header.e_shnum == 0 || header.e_shstrndx >= header.e_shnum) {
        goto done;
    }
    sections = malloc(sizeof(SectionHeader) * header.e_shnum);
    if (sections == NULL || read_at(fd, sections, sizeof(SectionHeader) * header.e_shnum, (off_t)header.e_shoff) != 0) goto done;
    SectionHeader strings = sections[header.e_shstrndx];
    if (strings.sh_size == 0 || strings.sh_size > (1u << 24)) goto done;
    names = malloc(strings.sh_size + 1);
    if (names == NULL || read_at(fd, names, strings.sh_size, (off_t)strings.sh_offset) != 0) goto done;
    names[strings.sh_size] = '\0';
    for (unsigned index = 0; index < header.e_shnum; index++) {
        SectionHeader section = sections[index];
        if (section.sh_name >= strings.sh_size || !(section.sh_flags & SHF_ALLOC) || section.sh_size == 0) continue;
        if (strcmp(names + section.sh_name, name) != 0) continue;
        *address = (uintptr_t)section.sh_addr;
        *size = (size_t)section.sh_size;
        found = 1;
        break;
    }
done:
    free(names);
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

int switchyard_find_elf_section(const char *path, const char *name, uintptr_t *address, size_t *size) {
    (void)path;
    (void)name;
    (void)address;
    (void)size;
    return 0;
}

#endif
