/// Everything a generated route file and the runtime must agree on, in the one place both
/// compile: the route scanner writes these values into generated code and records, and the
/// router reads them back. A value changed here changes both sides at once.
package enum GeneratedCodeContract {
    // MARK: The linked-module record

    /// The ELF section each module's record is placed in (a C identifier, so the linker keeps it whole).
    package static let elfSection = "switchyard_routes"
    /// The Mach-O segment of the records.
    package static let machOSegment = "__DATA"
    /// The Mach-O section of the records (at most 16 characters).
    package static let machOSection = "__swyd_routes"
    /// The tag every record starts with: `SWYD`. A slot without it is skipped.
    package static let recordMagic: UInt32 = 0x5357_5944
    /// The record layout this runtime reads and the scanner writes. A record of another version is skipped.
    package static let recordVersion: UInt32 = 1

    /// The version of what generated code calls in the runtime. A committed generated file names
    /// `LinkedModules.GeneratedCodeVersion<N>`, which the runtime declares for this version only, so
    /// a file from a generator whose output this runtime cannot build fails to compile on that line,
    /// whose comment names the command that regenerates it. Raise it (and rename the runtime's
    /// type) when generated code's calls change.
    package static let generatedCodeVersion = 1

    // MARK: The linked-module marker (compilers without `@section`)

    /// The name every marker class starts with, followed by its module's name.
    package static let markerPrefix = "SwitchyardLinkedModule_"
    /// The compilation condition under which generated code declares the marker instead of the
    /// record even on Swift 6.3, so that the pre-6.3 path is tested with this compiler
    /// (Scripts/linkage.sh's `markers` configuration).
    package static let markersOnlyCondition = "SWITCHYARD_MARKERS_ONLY"

    // MARK: The records format (see ``RouteRecordFormat``)

    /// The tag each chunk of records starts with; a later layout gets another.
    package static let chunkTag = "SWR1"
    /// The flag bit of an internal entry.
    package static let internalFlag = 1
    /// The flag bit of a handler entry.
    package static let handlerFlag = 2

    /// The byte that starts each kind of record and segment (see ``RouteRecordFormat``): `E` an
    /// entry, `P` a compiled pattern, `X` one that did not compile (its text), then the segments:
    /// `D` the router's default scheme, `L` a literal, `V` a parameter, `*` a wildcard, `#` a catch-all.
    package enum Tag {
        package static let entry = UInt8(ascii: "E")
        package static let pattern = UInt8(ascii: "P")
        package static let uncompiled = UInt8(ascii: "X")
        package static let defaultScheme = UInt8(ascii: "D")
        package static let literal = UInt8(ascii: "L")
        package static let parameter = UInt8(ascii: "V")
        package static let wildcard = UInt8(ascii: "*")
        package static let catchAll = UInt8(ascii: "#")
    }

    /// The actions an entry may name, spelled as records write them: the runtime maps each to a
    /// `NavigationAction`, the scanner maps each `routeAction` spelling to one.
    package enum Action: String, CaseIterable, Sendable {
        case push, sheet, modal, fullScreen, popToTarget, windowRoot, dismissModalThenPush, replace
    }
}
