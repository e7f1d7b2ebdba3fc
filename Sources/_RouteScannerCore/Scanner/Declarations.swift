/// A Swift access level, ordered from least to most visible.
enum AccessLevel: Int, Comparable, Sendable {
    case `private`, `fileprivate`, `internal`, package, `public`, open

    /// The keyword spelling.
    var name: String { String(describing: self) }

    static func < (lhs: AccessLevel, rhs: AccessLevel) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Kinds of nominal type declarations.
enum DeclarationKind: String, Sendable {
    case `class`, `struct`, `enum`, actor, `protocol`
}

/// The declaration a type, typealias or member lives in (indices into ``DeclarationStore``).
enum DeclarationParent: Hashable, Sendable {
    /// File scope.
    case file
    /// The body of `types[index]`.
    case type(Int)
    /// The body of `extensions[index]`.
    case `extension`(Int)
}

/// A reference to a type in an inheritance clause or typealias: `Module.Outer.Inner` → `["Module", "Outer", "Inner"]`.
typealias TypePath = [String]

/// A source position inside a scanned file.
struct SourcePosition: Hashable, Sendable {
    var file: Int
    var line: Int
    var column: Int
}

/// A `class`/`struct`/`enum`/`actor`/`protocol` declaration.
struct TypeDeclaration: Hashable, Sendable {
    var name: String
    var kind: DeclarationKind
    var parent: DeclarationParent
    /// Declared inside a function, closure, accessor or other code body.
    var isLocal: Bool
    var access: AccessLevel?
    var inherited: [TypePath]
    var conditions: [String]
    var position: SourcePosition
    /// Declared with generic parameters (`Name<T>`).
    var isGeneric = false
    /// Declared `final` (a class no other class may inherit from).
    var isFinal = false
}

/// An `extension X: …` declaration.
struct ExtensionDeclaration: Hashable, Sendable {
    var extendedPath: TypePath
    var isLocal: Bool
    var access: AccessLevel?
    var inherited: [TypePath]
    var conditions: [String]
    var position: SourcePosition
}

/// A `typealias Name = A & B` declaration.
struct TypealiasDeclaration: Hashable, Sendable {
    var name: String
    var parent: DeclarationParent
    var isLocal: Bool
    var components: [TypePath]
    var position: SourcePosition
}

/// A file-scope `import`: `import Kit`, `@_exported import Kit`, `import struct Kit.Base`.
struct ImportDeclaration: Hashable, Sendable {
    var file: Int
    /// The imported module (the first component of the path: `import UIKit.UIGestureRecognizerSubclass` imports `UIKit`).
    var module: String
    /// The one declaration a scoped import (`import struct Kit.Base`) makes visible, else nil.
    var declaration: String?
    /// `@_exported import`: the module re-exports what it imports to the files that import it.
    var isExported: Bool
}

/// Why a static member's value could not be read as a literal.
enum MemberFailure: String, Hashable, Sendable {
    /// A string literal with `\(…)`.
    case interpolation
    /// An expression, reference or call.
    case notLiteral
    /// No initializer or getter to read.
    case noValue
    /// `#if` inside the value.
    case conditional
    /// A string literal with an invalid escape or missing terminator.
    case badString
    /// An integer that does not fit in `Int`.
    case overflow
}

/// A static member whose name was requested, with its literal value or the reason it has none.
struct MemberLiteral: Hashable, Sendable {
    var owner: DeclarationParent
    var name: String
    var value: Result<LiteralValue, MemberFailureInfo>
    var position: SourcePosition
    /// Declared `class var` (overridable by subclasses) rather than `static`.
    var isClassMember = false
    /// Where each element of an array of string literals is written, in order.
    var elementPositions: [SourcePosition] = []
}

/// A located ``MemberFailure``.
struct MemberFailureInfo: Error, Hashable, Sendable {
    var failure: MemberFailure
    var position: SourcePosition
}

/// Everything found in all scanned files, with global indices.
struct DeclarationStore: Hashable, Sendable {
    var files: [SourceFile] = []
    var types: [TypeDeclaration] = []
    var extensions: [ExtensionDeclaration] = []
    var typealiases: [TypealiasDeclaration] = []
    var imports: [ImportDeclaration] = []
    var members: [MemberLiteral] = []
    var diagnostics: [Diagnostic] = []
}
