import Foundation
import Testing

@_spi(Generated) @testable import Switchyard

// A marker as generated code declares it before Swift 6.3: found by its name in this process's
// Swift type metadata. Its module is called Marked so that it is told from every other table.
final class SwitchyardLinkedModule_SwitchyardTests: LinkedModuleMarker {
    override class var tables: (routes: RouteTable, services: ServiceTable)? {
        (
            RouteTable(module: "Marked", entries: [entry(ProductPage.self, "MarkedPage", ["app://marked/:id"])]),
            ServiceTable(module: "Marked", entries: [])
        )
    }
}

// Look-alikes the walk must skip: not a marker's class, nested, private, generic.
final class SwitchyardLinkedModule_NotAMarker {}

enum MarkerOuter {
    final class SwitchyardLinkedModule_Nested: LinkedModuleMarker {
        override class var tables: (routes: RouteTable, services: ServiceTable)? { MarkerLookAlike.tables("Nested") }
    }
}

private final class SwitchyardLinkedModule_Private: LinkedModuleMarker {
    override class var tables: (routes: RouteTable, services: ServiceTable)? { MarkerLookAlike.tables("Private") }
}

final class SwitchyardLinkedModule_Generic<T>: LinkedModuleMarker {
    override class var tables: (routes: RouteTable, services: ServiceTable)? { MarkerLookAlike.tables("Generic") }
}

enum MarkerLookAlike {
    static func tables(_ module: String) -> (routes: RouteTable, services: ServiceTable) {
        (
            RouteTable(module: module, entries: [entry(ProductPage.self, module, ["app://\(module.lowercased())"])]),
            ServiceTable(module: module, entries: [])
        )
    }
}

/// The pre-6.3 path: markers found in the loaded images' Swift type metadata, on the images this
/// process has loaded; and images loaded later, found by the next read.
@Suite("Registration: markers and images loaded later", .serialized)
struct LinkedModuleMarkerTests {
    @Test func theWalkFindsThisProcessMarkerOnceAndSkipsLookAlikes() throws {
        let images = LoadedImages.shared.images(from: 0).images
        let scan = LinkedModuleScan.run(images)
        let marked = scan.modules.filter { $0.module == "Marked" }
        #expect(marked.count == 1)
        #expect(marked.first?.table.entries.map(\.typeName) == ["Tests.MarkedPage"])
        let image = try #require(marked.first?.image)
        #expect(images.first { $0.name == image }?.types.isEmpty == false)
        #expect(!scan.modules.contains { ["Nested", "Private", "Generic"].contains($0.module) })
        #expect(scan.duplicates.isEmpty && scan.unreadable.isEmpty)
        // The generic class exists and would answer if asked: only the walk's rules skip it.
        #expect(SwitchyardLinkedModule_Generic<Int>.tables?.routes.module == "Generic")
        #expect(MarkerOuter.SwitchyardLinkedModule_Nested.tables?.routes.module == "Nested")
        #expect(SwitchyardLinkedModule_Private.tables?.routes.module == "Private")
    }

    @Test func theOneLineRegistersAMarkedModule() throws {
        let router = Router()
        router.registerLinkedModules()
        let resolution = try router.resolve("app://marked/7").get()
        #expect(resolution.request.route.typeName == "Tests.MarkedPage")
        #expect(resolution.request.parameters.get("id", as: String.self) == "7")
        #expect(router.resolve("app://nested").failure != nil)
    }

    #if os(Linux)
    /// A Swift library of the toolchain that this process has not loaded yet, or nil.
    static func unloadedLibrary(loaded: [String]) -> String? {
        guard let core = loaded.first(where: { $0.hasSuffix("/libswiftCore.so") }) else { return nil }
        let directory = (core as NSString).deletingLastPathComponent
        return ["libswift_Differentiation.so", "libswiftDistributed.so", "libswiftRegexBuilder.so"]
            .map { "\(directory)/\($0)" }
            .first { path in !loaded.contains(path) && FileManager.default.fileExists(atPath: path) }
    }

    @Test func anImageLoadedLaterIsListedByTheNextReadAndOnlyIt() throws {
        let before = LoadedImages.shared.images(from: 0)
        let library = try #require(Self.unloadedLibrary(loaded: before.images.map(\.name)))
        _ = try #require(dlopen(library, RTLD_NOW))
        let after = LoadedImages.shared.images(from: before.end)
        // Other tests may load images meanwhile; this one is among the new ones, read once.
        let found = after.images.filter { $0.name == library }
        #expect(found.count == 1)
        #expect(found.first?.types.isEmpty == false)
        #expect(LoadedImages.shared.images(from: 0).images.filter { $0.name == library }.count == 1)
    }

    @Test func aLaterCallReadsTheImagesLoadedSinceAndRebuildsNothingWhenTheyHoldNoModule() throws {
        let router = Router()
        let log = EventLog()
        router.addEventObserver { log.append($0) }
        router.registerLinkedModules()
        _ = try router.resolve("app://marked/1").get()
        let read = router.state.withLock { $0.registration.imagesRead }
        #expect(router.installCount == 1)
        let library = try #require(Self.unloadedLibrary(loaded: LoadedImages.shared.images(from: 0).images.map(\.name)))
        _ = try #require(dlopen(library, RTLD_NOW))
        router.registerLinkedModules()
        #expect(router.state.withLock { $0.registration.imagesRead } > read)
        _ = try router.resolve("app://marked/2").get()
        #expect(router.installCount == 1)
        #expect(!log.lines.contains { $0.contains("registered again") || $0.contains("is linked into") })
    }
    #endif
}

extension Result {
    fileprivate var failure: Failure? {
        if case .failure(let failure) = self { return failure }
        return nil
    }
}
