/// One module found through its record or its marker.
struct LinkedModule {
    var table: RouteTable
    var services: ServiceTable
    /// The image (program or library) the record was found in.
    var image: String

    var module: String { table.module.isEmpty ? services.module : table.module }
}

/// The modules of a list of loaded images: each module's tables, first image first, and the
/// modules found more than once (the same module linked into two images).
struct LinkedModuleScan {
    /// Every module, once, in the order the records were found.
    var modules: [LinkedModule] = []
    /// Modules found again, with every image each was found in.
    var duplicates: [(module: String, images: [String])] = []
    /// Records with the tag but another layout version (from a newer or older Switchyard).
    var unreadable: [String] = []

    /// Reads the records and the markers of `images`, in order.
    static func run(_ images: [LoadedImage]) -> LinkedModuleScan {
        var scan = LinkedModuleScan()
        var found: [String: [String]] = [:]
        for image in images {
            let modules =
                records(in: image.records, image: image.name, unreadable: &scan.unreadable)
                + TypeMetadataMarkers.modules(in: image.types, image: image.name)
            for module in modules {
                if found[module.module] == nil {
                    scan.modules.append(module)
                }
                found[module.module, default: []].append(image.name)
            }
        }
        scan.duplicates = found.filter { $0.value.count > 1 }.map { (module: $0.key, images: $0.value) }.sorted {
            $0.module < $1.module
        }
        return scan
    }

    /// The modules of one section: each slot with the tag and this version is called.
    static func records(in buffer: UnsafeRawBufferPointer, image: String, unreadable: inout [String]) -> [LinkedModule]
    {
        guard let base = buffer.baseAddress else { return [] }
        let stride = MemoryLayout<LinkedModules.Descriptor>.stride
        // What the records' functions hand over (``LinkedModules/deliver(_:_:to:)``).
        var delivered: [(RouteTable, ServiceTable)] = []
        var offset = 0
        while offset + stride <= buffer.count {
            let record = (base + offset).assumingMemoryBound(to: LinkedModules.Descriptor.self).pointee
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
