/// One Swift source file given to ``scan(_:request:)``.
public struct SourceFile: Sendable, Hashable {
    /// Path used in results and diagnostics.
    public var path: String
    /// The file's raw bytes (need not be valid UTF-8).
    public var contents: [UInt8]
    /// Context files (e.g. a dependency's sources) count for conformance resolution,
    /// but their types are not reported and they produce no diagnostics.
    public var isContext: Bool
    /// The module a context file belongs to (`Kit`). Names resolve per module, as Swift resolves
    /// them: a file sees its own module's declarations and those of the modules it imports. A
    /// context file without a module is seen by every file, after its own module and its
    /// imports. Files that are not context belong to ``ScanRequest/moduleName``.
    public var module: String?

    /// Creates a source file from bytes.
    public init(path: String, contents: [UInt8], isContext: Bool = false, module: String? = nil) {
        self.path = path
        self.contents = contents
        self.isContext = isContext
        self.module = module
    }

    /// Creates a source file from text.
    public init(path: String, text: String, isContext: Bool = false, module: String? = nil) {
        self.init(path: path, contents: Array(text.utf8), isContext: isContext, module: module)
    }
}

/// The kind of value a static member is expected to hold.
public enum LiteralKind: String, Hashable, Sendable {
    /// A string literal without interpolation.
    case string
    /// An integer literal (optionally negative).
    case int
    /// `true` or `false`.
    case bool
    /// A floating-point or integer literal.
    case double
    /// An array of string literals.
    case stringArray
    /// An enum case: `.push` or `NavigationAction.push`.
    case enumCase
    /// A dictionary of string literals to string literals (`[:]` when empty).
    case stringDictionary

    /// Expected kinds of Switchyard's well-known route members; a mismatch is an error. Other
    /// members accept any literal.
    public static let routeMemberDefaults: [String: LiteralKind] = [
        "routePatterns": .stringArray,
        "routePriority": .int,
        "routeDescription": .string,
        "routeAction": .enumCase,
        "routeIsInternal": .bool,
        "routePathNames": .stringDictionary,
    ]
}

/// What to look for.
public struct ScanRequest: Sendable, Hashable {
    /// Protocols (or classes) to find conformers (or subclasses) of, e.g. `["Routable"]`.
    /// `Switchyard.Routable` is the protocol the module `Switchyard` declares: a scanned module's
    /// own `Routable` is not it. `Outer.P` names a nested declaration, which `P` does not.
    public var conformingTo: [String]
    /// Static member names whose literal values are extracted, e.g. `["routePatterns", "routePriority"]`.
    public var extractMembers: [String]
    /// The scanned module's name (the module of the files that are not context); `ModuleName.X`
    /// is then read as its `X`.
    public var moduleName: String?

    /// Creates a request.
    public init(
        conformingTo: [String],
        extractMembers: [String] = ["routePatterns", "routePriority", "routeDescription"],
        moduleName: String? = nil
    ) {
        self.conformingTo = conformingTo
        self.extractMembers = extractMembers
        self.moduleName = moduleName
    }
}

/// A literal value read from source.
public enum LiteralValue: Hashable, Sendable {
    /// A string literal, escapes decoded.
    case string(String)
    /// An integer literal.
    case int(Int)
    /// A boolean literal.
    case bool(Bool)
    /// A floating-point literal.
    case double(Double)
    /// An array of string literals.
    case stringArray([String])
    /// An enum case name (`.push` and `NavigationAction.push` both give `"push"`).
    case enumCase(String)
    /// A dictionary of string literals (a key written twice keeps its last value).
    case stringDictionary([String: String])

    /// The value's kind.
    public var kind: LiteralKind {
        switch self {
        case .string: .string
        case .int: .int
        case .bool: .bool
        case .double: .double
        case .stringArray: .stringArray
        case .enumCase: .enumCase
        case .stringDictionary: .stringDictionary
        }
    }
}

/// A concrete type conforming (directly or transitively) to a requested protocol.
public struct ScannedType: Hashable, Sendable {
    /// Dotted name within the module, e.g. `Outer.Inner`.
    public var qualifiedName: String
    /// `class`, `struct`, `enum`, `actor`, or `extension` for a type only known through an extension.
    public var kind: String
    /// File of the declaration (or of the conforming extension for `extension` kind).
    public var file: String
    /// 1-based line of the declaration's name.
    public var line: Int
    /// 1-based column of the declaration's name.
    public var column: Int
    /// Declared access level (`internal` if none); for members of an extension, the extension's default.
    public var access: String
    /// Active `#if` conditions, outermost first, e.g. `["DEBUG", "!os(Linux)"]`.
    public var conditions: [String]
    /// Protocols in the conformance chain that lead to a requested protocol, sorted (includes the requested ones).
    public var via: [String]
    /// The requested protocols this type conforms to, sorted.
    public var conformsTo: [String]
    /// Extracted static member literals, by member name: the type's own (body and extensions) first,
    /// then its superclasses', then defaults from extensions of the protocols in `via`.
    public var members: [String: LiteralValue]
    /// Requested members the type declares whose value cannot be read (an error says why), sorted.
    public var unreadableMembers: [String] = []
    /// Requested members whose value comes from a `class var` (the type's own or a superclass's)
    /// of a class that is not final: subclasses may still override them. Sorted.
    public var overridableMembers: [String] = []
    /// Whether the type, or a type it is nested in, has generic parameters: generated code cannot
    /// name it without its generic arguments.
    public var isGeneric: Bool = false
    /// Whether the type is a class declared `final`.
    public var isFinal: Bool = false
    /// For a type known only through an extension: the module it was written with
    /// (`extension LegacyKit.Page`), or that declares it in a context file, when that is not the
    /// scanned module; nil otherwise. Generated code names the type with it.
    public var module: String? = nil
    /// For a type known only through an extension: the modules the extension's file imports
    /// (sorted), which generated code that names the type must import too (an Objective-C class
    /// made routable in a Swift target). Empty otherwise.
    public var imports: [String] = []
    /// Where each element of an extracted array member is written (`routePatterns`' patterns), by
    /// member name, so a diagnostic about one element points at its own line.
    public var elementLocations: [String: [LiteralLocation]] = [:]
}

/// Where a literal is written.
public struct LiteralLocation: Hashable, Sendable {
    /// The file's path.
    public var file: String
    /// 1-based line.
    public var line: Int
    /// 1-based (UTF-8 byte) column.
    public var column: Int
}

/// The outcome of ``scan(_:request:)``.
public struct ScanResult: Sendable, Hashable {
    /// Conforming types sorted by qualified name, then file, then line.
    public var types: [ScannedType]
    /// Diagnostics sorted by file, line, column.
    public var diagnostics: [Diagnostic]

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
