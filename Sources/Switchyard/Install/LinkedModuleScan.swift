#if canImport(Darwin)
import Darwin
import MachO
#else
internal import SwitchyardSections
#endif

/// One module found through its record.
struct LinkedModule {
    var table: RouteTable
    var services: ServiceTable
    /// The image (program or library) the record was found in.
    var image: String

    var module: String { table.module.isEmpty ? services.module : table.module }
}

/// The records of every loaded image, read once: each module's tables, first image first, and
/// the modules whose record was found more than once (the same module linked into two images).
struct LinkedModuleScan {
    /// Every module, once, in the order the records were found.
    var modules: [LinkedModule] = []
    /// Modules found again, with every image each was found in.
    var duplicates: [(module: String, images: [String])] = []
    /// Records with the tag but another layout version (from a newer or older Switchyard).
    var unreadable: [String] = []

    /// Reads the records of every loaded image (`sections` visits each image's record section).
    static func run(
        sections: ((UnsafeRawBufferPointer, String) -> Void) -> Void = ImageSections.visit
    ) -> LinkedModuleScan {
        var scan = LinkedModuleScan()
        var images: [String: [String]] = [:]
        sections { buffer, image in
            for module in records(in: buffer, image: image, unreadable: &scan.unreadable) {
                if images[module.module] == nil {
                    scan.modules.append(module)
                }
                images[module.module, default: []].append(image)
            }
        }
        scan.duplicates = images.filter { $0.value.count > 1 }.map { (module: $0.key, images: $0.value) }.sorted {
            $0.module < $1.module
        }
        return scan
    }

    /// The modules of one section: each slot with the tag and this version is called.
    static func records(in buffer: UnsafeRawBufferPointer, image: String, unreadable: inout [String]) -> [LinkedModule]
    {
        guard let base = buffer.baseAddress else { return [] }
        let stride = MemoryLayout<LinkedModules.Record>.stride
        // What the records' functions hand over (``LinkedModules/deliver(_:_:to:)``).
        var delivered: [(RouteTable, ServiceTable)] = []
        var offset = 0
        while offset + stride <= buffer.count {
            let record = (base + offset).assumingMemoryBound(to: LinkedModules.Record.self).pointee
            offset += stride
            guard record.magic == GeneratedCodeContract.recordMagic else { continue }
            guard record.version == GeneratedCodeContract.recordVersion else {
                unreadable.append("\(image): a record of version \(record.version)")
                continue
            }
            withUnsafeMutablePointer(to: &delivered) { record.contribute(UnsafeMutableRawPointer($0)) }
        }
        return delivered.map { LinkedModule(table: $0.0, services: $0.1, image: image) }
    }
}

/// The record section of every loaded image, by object format.
enum ImageSections {
    /// Calls `body` with each image's non-empty record section and the image's path.
    static func visit(_ body: (UnsafeRawBufferPointer, String) -> Void) {
        #if canImport(Darwin)
        visitMachO(body)
        #else
        var images: [(path: String, base: UInt)] = []
        withUnsafeMutablePointer(to: &images) { pointer in
            _ = switchyard_visit_elf_images(
                { path, base, context in
                    guard let path, let context else { return }
                    context.assumingMemoryBound(to: [(path: String, base: UInt)].self).pointee.append(
                        (String(cString: path), UInt(base)))
                }, UnsafeMutableRawPointer(pointer))
        }
        for image in images {
            var address: UInt = 0
            var size = 0
            guard switchyard_find_elf_section(image.path, GeneratedCodeContract.elfSection, &address, &size) != 0,
                size > 0, let start = UnsafeRawPointer(bitPattern: image.base + address)
            else { continue }
            body(UnsafeRawBufferPointer(start: start, count: size), image.path)
        }
        #endif
    }

    #if canImport(Darwin)
    #if arch(x86_64) || arch(arm64)
    typealias MachHeader = mach_header_64
    #else
    typealias MachHeader = mach_header
    #endif

    /// `MH_DYLIB_IN_CACHE`: the image is in the dyld shared cache (a system library), which holds no records.
    static let inSharedCache: UInt32 = 0x8000_0000

    /// Walks the images dyld has loaded; `getsectiondata` returns the section's address with the
    /// image's slide applied.
    static func visitMachO(_ body: (UnsafeRawBufferPointer, String) -> Void) {
        for index in 0..<_dyld_image_count() {
            guard let header = _dyld_get_image_header(index), header.pointee.flags & inSharedCache == 0 else {
                continue
            }
            var size: UInt = 0
            let data = header.withMemoryRebound(to: MachHeader.self, capacity: 1) {
                getsectiondata($0, GeneratedCodeContract.machOSegment, GeneratedCodeContract.machOSection, &size)
            }
            guard let data, size > 0 else { continue }
            let image = _dyld_get_image_name(index).map { String(cString: $0) } ?? "image \(index)"
            body(UnsafeRawBufferPointer(start: UnsafeRawPointer(data), count: Int(size)), image)
        }
    }
    #endif
}
