extension JSONValue {
    /// The deepest nesting of arrays and objects Switchyard accepts in a value handed to it from
    /// outside: a relocation rule's `params`, whichever way the batch arrives (JSON, TheRouter's
    /// dictionaries, a `RelocationRule`, the relocation store). `{"a": 1}` is 1 deep, `{"a": [1]}` 2.
    ///
    /// An accepted value is later walked recursively (compared, rendered, handed to a page as plain
    /// Swift values), and must fit a 512 KB secondary-thread stack even in a debug build, where a
    /// document 150 deep did not; no real parameter needs more. The store's file wraps a batch in
    /// 4 more levels, within the JSON reader's ``JSON/maxDepth``, so whatever applies also reloads.
    package static let maxDepth = 64

    /// Why a value from outside is refused, wherever it arrives.
    package enum Refusal: Error, Hashable, Sendable, CustomStringConvertible {
        /// Arrays and objects nested deeper than ``JSONValue/maxDepth``.
        case tooDeep
        /// NaN or an infinity, which JSON cannot write (it would be saved as `null`).
        case notFinite(Double)
        /// An integer outside the 64-bit range, as it was given.
        case integerOutOfRange(String)
        /// A Swift value of this type, which is not a JSON value (see ``JSONValue/init(converting:)``).
        case notJSON(type: String)

        /// What is wrong and how to fix it.
        package var description: String {
            switch self {
            case .tooDeep:
                return "arrays and objects nested deeper than \(JSONValue.maxDepth) levels; flatten the value"
            case .notFinite(let number):
                return
                    "\(number) is not a finite number, and JSON has no way to write it; send a finite number or a string"
            case .integerOutOfRange(let text):
                return "the integer \(text) is outside the 64-bit range (\(Int.min)...\(Int.max)); "
                    + "send it as a string to keep every digit"
            case .notJSON(let type):
                return "expected a JSON value (a string, number, Boolean, array, dictionary or null), found a \(type)"
            }
        }
    }

    /// The first place where the value breaks the rules every value from outside obeys: nesting at
    /// most ``maxDepth`` deep, numbers finite. The place is a key path below the value, such as
    /// `.a.b[2]` (empty for the value itself); members are visited in their order.
    ///
    /// Iterative, and it never descends below ``maxDepth``: a value nested 10,000 deep costs no
    /// more than one nested 65 deep, and cannot exhaust a stack.
    ///
    /// - Complexity: O(*n*) in the number of nested values (at most ``maxDepth`` deep).
    package var firstRefusal: (path: String, refusal: Refusal)? {
        /// Each container or refused value met, with its parent's index and its place in it.
        var places: [(parent: Int, key: String?, index: Int)] = []
        func path(_ place: Int) -> String {
            var components: [String] = []
            var current = place
            while current >= 0 {
                let (parent, key, index) = places[current]
                components.append(key.map { "." + $0 } ?? "[\(index)]")
                current = parent
            }
            return components.reversed().joined()
        }
        // The values still to visit: each with its depth (the containers it sits in) and its place.
        var pending: [(value: JSONValue, depth: Int, place: Int)] = [(self, 0, -1)]
        while let (value, depth, place) = pending.popLast() {
            switch value {
            case .number(let number) where !number.isFinite: return (path(place), .notFinite(number))
            case .array, .object: guard depth < Self.maxDepth else { return (path(place), .tooDeep) }
            default: continue
            }
            let children: [(key: String?, value: JSONValue)]
            switch value {
            case .array(let elements): children = elements.map { (nil, $0) }
            case .object(let members): children = members.map { ($0.key, $0.value) }
            default: children = []
            }
            // Pushed in reverse, so the first member is visited first.
            for (index, child) in children.enumerated().reversed() {
                places.append((place, child.key, index))
                pending.append((child.value, depth + 1, places.count - 1))
            }
        }
        return nil
    }
}
