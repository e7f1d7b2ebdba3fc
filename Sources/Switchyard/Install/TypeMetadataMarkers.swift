internal import SwitchyardImages

/// Finds the marker classes that generated code declares where it cannot place a record (before
/// Swift 6.3, which has no `@section`): `final class SwitchyardLinkedModule_<Module>:
/// LinkedModuleMarker`, at the top level of its module.
///
/// It reads an image's Swift type metadata records, the section every Swift compiler since 5.0
/// emits for the runtime's own lookups (Swift ABI, stable): an array of 32-bit relative pointers
/// to type context descriptors. Each descriptor starts with its flags (kind in the low 5 bits,
/// 0x80 generic), a relative pointer to its parent context (low bit: indirect) and relative
/// pointers to its name and its metadata access function. A module context has kind 0 and its
/// name at the same place. Only the descriptors are read until a name matches; then the access
/// function gives the class, which must be a direct subclass of ``LinkedModuleMarker`` (this
/// copy's, or another copy's of the same name: see `marker(_:)`).
///
/// - Complexity: O(records) per section, each a few loads and a byte comparison of the name's
///   prefix; the images of the Swift runtime and Foundation hold most of them.
enum TypeMetadataMarkers {
    /// The kind of a type metadata record (the low 2 bits of its offset): a direct or an indirect
    /// pointer to a type context descriptor; the other two name Objective-C classes.
    static let directDescriptor: Int32 = 0
    static let indirectDescriptor: Int32 = 1
    /// Context descriptor kinds (the low 5 bits of the flags).
    static let moduleKind: UInt32 = 0
    static let classKind: UInt32 = 16
    static let genericFlag: UInt32 = 0x80

    /// The prefix of every marker's name, as UTF-8.
    static let prefix = Array(GeneratedCodeContract.markerPrefix.utf8)

    /// The markers of one image's type metadata section: each module's tables, in record order.
    static func modules(in section: UnsafeRawBufferPointer, image: String) -> [LinkedModule] {
        guard let base = section.baseAddress else { return [] }
        var modules: [LinkedModule] = []
        for offset in stride(from: 0, to: section.count - 3, by: 4) {
            guard let descriptor = descriptor(at: base + offset),
                let marker = marker(descriptor),
                let tables = marker.tables
            else { continue }
            modules.append(LinkedModule(table: tables.routes, services: tables.services, image: image))
        }
        return modules
    }

    /// The type context descriptor a record points to, if it is a Swift type's.
    static func descriptor(at record: UnsafeRawPointer) -> UnsafeRawPointer? {
        let value = record.loadUnaligned(as: Int32.self)
        let target = record + Int(value & ~3)
        switch value & 3 {
        case directDescriptor: return target
        case indirectDescriptor: return target.loadUnaligned(as: UnsafeRawPointer?.self)
        default: return nil
        }
    }

    /// The marker class `descriptor` describes: a non-generic class at the top level of a module,
    /// whose name starts with the prefix and whose class is a ``LinkedModuleMarker``.
    static func marker(_ descriptor: UnsafeRawPointer) -> LinkedModuleMarker.Type? {
        let flags = descriptor.loadUnaligned(as: UInt32.self)
        guard flags & 0x1F == classKind, flags & genericFlag == 0,
            let name = relative(descriptor + 8), hasPrefix(name),
            let parent = parent(of: descriptor), parent.loadUnaligned(as: UInt32.self) & 0x1F == moduleKind,
            let accessor = relative(descriptor + 12),
            let metadata = switchyard_call_metadata_accessor(accessor)
        else { return nil }
        let type: AnyClass = unsafeBitCast(metadata, to: AnyClass.self)
        if let marker = type as? LinkedModuleMarker.Type { return marker }
        // A module in a dynamic library that links its own copy of Switchyard (SwiftPM links a
        // static product into each dynamic library that uses it) subclasses that copy's
        // LinkedModuleMarker: another class, of the same layout when built from the same sources.
        // Records cross copies the same way: their function appends to the reader's array.
        guard let base = _getSuperclass(type), _typeName(base, qualified: true) == markerBaseName else { return nil }
        return unsafeBitCast(type, to: LinkedModuleMarker.Type.self)
    }

    /// The base class's name, as every copy of this module spells it.
    static let markerBaseName = _typeName(LinkedModuleMarker.self, qualified: true)

    /// The parent context: a relative pointer whose low bit says it points to a pointer.
    static func parent(of descriptor: UnsafeRawPointer) -> UnsafeRawPointer? {
        let field = descriptor + 4
        let value = field.loadUnaligned(as: Int32.self)
        guard value != 0 else { return nil }
        let target = field + Int(value & ~1)
        return value & 1 == 0 ? target : target.loadUnaligned(as: UnsafeRawPointer?.self)
    }

    /// The target of the relative pointer at `field`, nil when it is 0.
    static func relative(_ field: UnsafeRawPointer) -> UnsafeRawPointer? {
        let value = field.loadUnaligned(as: Int32.self)
        return value == 0 ? nil : field + Int(value)
    }

    /// Whether the C string at `name` starts with the marker prefix.
    static func hasPrefix(_ name: UnsafeRawPointer) -> Bool {
        for (index, byte) in prefix.enumerated() where name.load(fromByteOffset: index, as: UInt8.self) != byte {
            return false
        }
        return true
    }
}
