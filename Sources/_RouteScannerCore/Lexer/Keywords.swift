/// Swift keywords and contextual keywords the scanner cares about.
enum Keyword: UInt8, CaseIterable, Sendable {
    case `class`, `struct`, `enum`, actor, `protocol`, `extension`, `typealias`
    case `static`, `let`, `var`, `func`, `init`, `deinit`, `subscript`, `case`, `import`
    case macro, `associatedtype`, `operator`, `precedencegroup`
    case `public`, `private`, `fileprivate`, `internal`, open, package
    case final, indirect, distributed, nonisolated, override, required, convenience
    case lazy, weak, unowned, mutating, nonmutating, dynamic, optional, consuming, borrowing
    case `where`, `return`, get, set, `true`, `false`, `in`, `if`, `guard`, `while`
    case `throw`, `try`, await, `else`, `switch`, `repeat`, `do`, `for`, `is`, `as`, some, any
    case `Self`, `self`, `super`, `nil`, `_modify`, `_read`, willSet, didSet

    /// Keywords and their UTF-8 spellings grouped by spelling length, for fast classification.
    static let byLength: [[(Keyword, [UInt8])]] = {
        var table = [[(Keyword, [UInt8])]](repeating: [], count: 20)
        for keyword in Keyword.allCases {
            let spelling = Array(String(describing: keyword).utf8)
            if spelling.count < table.count { table[spelling.count].append((keyword, spelling)) }
        }
        return table
    }()

    /// Classifies the bytes `buf[start..<end]`.
    @inline(__always)
    static func classify(_ buf: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Keyword? {
        let length = end - start
        guard length > 1, length < byLength.count else { return nil }
        let first = buf[start]
        // Every keyword starts with a lowercase letter, `S` (Self) or `_`.
        guard
            (first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z")) || first == UInt8(ascii: "S")
                || first == UInt8(ascii: "_")
        else { return nil }
        candidates: for (keyword, spelling) in byLength[length] where spelling[0] == first {
            for i in 1..<length where buf[start + i] != spelling[i] { continue candidates }
            return keyword
        }
        return nil
    }

    /// Whether an expression may begin after the keyword.
    var precedesExpression: Bool {
        switch self {
        case .return, .case, .in, .where, .if, .guard, .while, .throw, .try, .await, .else, .switch, .is, .as:
            return true
        default:
            return false
        }
    }

    /// Whether the keyword is a declaration modifier.
    var isModifier: Bool {
        switch self {
        case .public, .private, .fileprivate, .internal, .open, .package, .final, .indirect, .distributed,
            .nonisolated, .override, .required, .convenience, .lazy, .weak, .unowned, .mutating,
            .nonmutating, .dynamic, .optional, .consuming, .borrowing, .static:
            return true
        default:
            return false
        }
    }

    /// Whether the keyword is an access level.
    var accessLevel: AccessLevel? {
        switch self {
        case .open: return .open
        case .public: return .public
        case .package: return .package
        case .internal: return .internal
        case .fileprivate: return .fileprivate
        case .private: return .private
        default: return nil
        }
    }
}
