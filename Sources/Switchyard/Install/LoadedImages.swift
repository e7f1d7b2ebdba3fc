internal import SwitchyardImages

#if canImport(Darwin)
import Darwin
import MachO
#endif

/// One image loaded into the process and the two sections linked modules are found in.
struct LoadedImage {
    /// The image's path (the program is `/proc/self/exe` on Linux).
    var name: String
    /// The linked-module records (`switchyard_routes`, `__DATA,__swyd_routes`); empty when none.
    var records: UnsafeRawBufferPointer
    /// The Swift type metadata records (`swift5_type_metadata`, `__TEXT,__swift5_types`), where
    /// the markers of modules built before Swift 6.3 are found; empty when none.
    var types: UnsafeRawBufferPointer
}

/// Every image loaded into the process, in load order, each listed and read once per process, so
/// that images loaded later (`dlopen`, a framework loaded on demand) are found by the next read.
///
/// - Mach-O: dyld calls the add-image callback, registered at the first read, at once for every
///   image already loaded and then for each image it loads; the callback only appends the header.
///   Images in the shared cache (system libraries) hold no records and are skipped.
/// - ELF: `dl_iterate_phdr` (thread safe) lists the images at each read; the section headers of
///   an image not seen before are read from its file, once.
///
/// An image must stay loaded once its modules are registered: its tables point into it.
final class LoadedImages: Sendable {
    static let shared = LoadedImages()

    private struct State {
        var images: [LoadedImage] = []
        #if canImport(Darwin)
        /// How many of the callback's headers are in `images` or were skipped.
        var headersRead = 0
        #else
        /// The images in `images`, by load address and path.
        var listed: Set<String> = []
        #endif
    }

    private let state = Locked(State())

    /// The images listed after the first `start`, reading those not read yet, and the count of
    /// images listed so far (the `start` of the next call).
    ///
    /// - Complexity: O(images) to list them; each new image's sections are found once.
    func images(from start: Int) -> (images: [LoadedImage], end: Int) {
        #if canImport(Darwin)
        _ = Self.registration
        let headers = Self.added.withLock { $0 }
        #else
        let listed = Self.listELFImages()
        #endif
        return state.withLock { state in
            #if canImport(Darwin)
            for header in headers.dropFirst(state.headersRead) {
                if let image = Self.readMachO(header) { state.images.append(image) }
            }
            state.headersRead = headers.count
            #else
            for image in listed where state.listed.insert("\(image.base) \(image.path)").inserted {
                if let loaded = Self.readELF(path: image.path, base: image.base) { state.images.append(loaded) }
            }
            #endif
            return (Array(state.images.dropFirst(start)), state.images.count)
        }
    }

    #if canImport(Darwin)
    #if arch(x86_64) || arch(arm64)
    typealias MachHeader = mach_header_64
    #else
    typealias MachHeader = mach_header
    #endif

    /// `MH_DYLIB_IN_CACHE`: the image is in the dyld shared cache (a system library), which holds no records.
    static let inSharedCache: UInt32 = 0x8000_0000

    /// The headers dyld reported, in the order it reported them.
    static let added = Locked<[UnsafeRawPointer]>([])

    /// Registers the add-image callback once. dyld calls it at once, on this thread, for every image
    /// already loaded, then on the loading thread for each image loaded later. It takes no lock but
    /// `added`'s, under which nothing calls dyld.
    static let registration: Void = {
        _ = added  // initialized before dyld can call the callback from another thread
        _dyld_register_func_for_add_image { header, _ in
            guard let header else { return }
            LoadedImages.added.withLock { $0.append(UnsafeRawPointer(header)) }
        }
    }()

    /// The sections of one image (`getsectiondata` applies the image's slide); nil for images of
    /// the shared cache and images with neither section.
    static func readMachO(_ pointer: UnsafeRawPointer) -> LoadedImage? {
        let header = pointer.assumingMemoryBound(to: MachHeader.self)
        guard header.pointee.flags & inSharedCache == 0 else { return nil }
        func section(_ segment: String, _ name: String) -> UnsafeRawBufferPointer {
            var size: UInt = 0
            guard let data = getsectiondata(header, segment, name, &size), size > 0 else {
                return UnsafeRawBufferPointer(start: nil, count: 0)
            }
            return UnsafeRawBufferPointer(start: UnsafeRawPointer(data), count: Int(size))
        }
        let records = section(GeneratedCodeContract.machOSegment, GeneratedCodeContract.machOSection)
        let types = section("__TEXT", "__swift5_types")
        guard !records.isEmpty || !types.isEmpty else { return nil }
        var info = Dl_info()
        let name = dladdr(pointer, &info) != 0 ? info.dli_fname.map { String(cString: $0) } : nil
        return LoadedImage(name: name ?? "image at \(pointer)", records: records, types: types)
    }
    #else
    /// Every image `dl_iterate_phdr` lists now: its path and load address.
    static func listELFImages() -> [(path: String, base: UInt)] {
        var images: [(path: String, base: UInt)] = []
        withUnsafeMutablePointer(to: &images) { pointer in
            _ = switchyard_visit_elf_images(
                { path, base, context in
                    guard let path, let context else { return }
                    context.assumingMemoryBound(to: [(path: String, base: UInt)].self).pointee.append(
                        (String(cString: path), UInt(base)))
                }, UnsafeMutableRawPointer(pointer))
        }
        return images
    }

    /// The sections of one image, read from its file's section headers; nil when it has neither.
    static func readELF(path: String, base: UInt) -> LoadedImage? {
        var addresses: [UInt] = [0, 0]
        var sizes: [Int] = [0, 0]
        let found = GeneratedCodeContract.elfSection.withCString { records in
            "swift5_type_metadata".withCString { types in
                switchyard_find_elf_sections(path, [records, types], 2, &addresses, &sizes)
            }
        }
        guard found > 0 else { return nil }
        func section(_ index: Int) -> UnsafeRawBufferPointer {
            guard sizes[index] > 0 else { return UnsafeRawBufferPointer(start: nil, count: 0) }
            return UnsafeRawBufferPointer(
                start: UnsafeRawPointer(bitPattern: base + addresses[index]), count: sizes[index])
        }
        return LoadedImage(name: path, records: section(0), types: section(1))
    }
    #endif
}
