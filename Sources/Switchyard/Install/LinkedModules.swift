/// The records through which every module that applies `RouteScannerPlugin` hands the router
/// its route and service tables, with no aggregate and no list of modules.
///
/// The plugin's generated file places one ``Descriptor`` per module in a linker section
/// (`switchyard_routes` on ELF, `__DATA,__swyd_routes` on Mach-O), with `@section` and `@used`
/// (Swift 6.3); before Swift 6.3 it declares a ``LinkedModuleMarker`` subclass instead, found by
/// its name in the Swift type metadata. ``Router/registerLinkedModules()`` reads both from every
/// loaded image at the router's first use. Apps never call anything here: it is what generated code spells
/// (`@_spi(Generated) import Switchyard`). The section names, tag and version are
/// `GeneratedCodeContract`'s, which the route scanner writes from.
@_spi(Generated)
public enum LinkedModules {
    /// One module's descriptor, placed in a linker section: a tag, the layout version, and the
    /// function that hands over the module's tables (it calls ``deliver(_:_:to:)``).
    public typealias Descriptor = (
        magic: UInt32, version: UInt32, contribute: @convention(c) (UnsafeMutableRawPointer) -> Void
    )

    /// The generated code this runtime builds (`GeneratedCodeContract.generatedCodeVersion`). A
    /// committed generated file names it, so a file from a generator whose output this runtime
    /// cannot build fails to compile on that line, whose comment names the regenerate command.
    public enum GeneratedCodeVersion1 {}

    /// The route tables of every module linked into the process, sorted by module, each once.
    /// Reads the records now (see <doc:MultiModuleApps> for the cost): for listing and tests;
    /// apps register with ``Router/registerLinkedModules()``.
    public static var routeTables: [RouteTable] {
        LinkedModuleScan.run(LoadedImages.shared.images(from: 0).images).modules.map(\.table).sorted {
            $0.module < $1.module
        }
    }

    /// The service tables of every module linked into the process, sorted by module, each once.
    public static var serviceTables: [ServiceTable] {
        LinkedModuleScan.run(LoadedImages.shared.images(from: 0).images).modules.map(\.services).sorted {
            $0.module < $1.module
        }
    }

    /// Hands a module's tables to the reader that called the record's function. Generated code
    /// calls this from the record's function; `sink` is the pointer the reader passed in.
    public static func deliver(_ table: RouteTable, _ services: ServiceTable, to sink: UnsafeMutableRawPointer) {
        sink.assumingMemoryBound(to: [(RouteTable, ServiceTable)].self).pointee.append((table, services))
    }
}

/// A module's marker where generated code cannot place a ``LinkedModules/Descriptor`` (compilers before
/// Swift 6.3, which have no `@section`): each module's generated file declares
/// `final class SwitchyardLinkedModule_<Module>: LinkedModuleMarker` overriding ``tables``, and
/// ``Router/registerLinkedModules()`` finds it by its name in the Swift type metadata of every
/// loaded image. A class, not a protocol: checking a class is a walk up its superclasses, while a
/// protocol conformance that is not cached yet is looked up in every conformance of the process.
@_spi(Generated)
open class LinkedModuleMarker {
    /// The module's route and service tables; nil in this base class.
    open class var tables: (routes: RouteTable, services: ServiceTable)? { nil }

    /// Markers are never created: only their class is read.
    public init() {}
}
