import Foundation

/// An Android key with a backslash, compiled for matching iOS URLs: Android applies it with an
/// unanchored `find()` (TheRouter `RegexpKeyedMap.kt`).
///
/// - With `--ignore-host` (`--ignore-scheme`) the key is also compiled with its host (scheme)
///   section, the text between `://` and the next `/` (before `://`), replaced by "any host"
///   (`[^/]*`, "any scheme"), so that hosts written only inside regular-expression keys are
///   ignored as well. Keys without `://` are left as they are.
/// - Each expression carries a literal text that every match must contain (see
///   ``requiredLiteral(in:)``), checked before the expression runs: a cheap filter that never
///   changes a result.
struct RegexKey {
    /// One compiled expression and the bytes every match contains (empty: no filter).
    struct Expression {
        let regex: NSRegularExpression
        let required: [UInt8]

        init?(_ source: String) {
            guard let regex = try? NSRegularExpression(pattern: source) else { return nil }
            self.regex = regex
            required = RegexKey.requiredLiteral(in: source).map { Array($0.utf8) } ?? []
        }

        /// `true` when the expression finds a match anywhere in `text` (`bytes` is its UTF-8).
        func finds(in text: String, bytes: [UInt8]) -> Bool {
            guard RegexKey.contains(bytes, required) else { return false }
            let range = NSRange(text.startIndex..<text.endIndex, in: text)
            return regex.firstMatch(in: text, options: [], range: range) != nil
        }
    }

    /// The key as Android compiles it, then the variant with the ignored parts widened.
    let expressions: [Expression]

    /// Compiles `source`; `nil` when it does not compile.
    init?(_ source: String, ignoreScheme: Bool = false, ignoreHost: Bool = false) {
        guard let exact = Expression(source) else { return nil }
        var expressions = [exact]
        if ignoreScheme || ignoreHost,
            let variant = Self.widened(source, scheme: ignoreScheme, host: ignoreHost), variant != source,
            let widened = Expression(variant)
        {
            expressions.append(widened)
        }
        self.expressions = expressions
    }

    /// `true` when one of the expressions finds a match in `text`.
    func finds(in text: String, bytes: [UInt8]) -> Bool {
        expressions.contains { $0.finds(in: text, bytes: bytes) }
    }

    /// `source` with the scheme section (everything before the first top-level `://`) and/or
    /// the host section (from there to the next top-level `/`) replaced by "any"; `nil` when
    /// the source has no top-level `://`.
    static func widened(_ source: String, scheme: Bool, host: Bool) -> String? {
        let characters = Array(source)
        var separator: Int?
        var hostEnd = characters.count
        var depth = 0
        var inClass = false
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "\\" {
                index += 2
                continue
            }
            if inClass {
                if character == "]" { inClass = false }
            } else if character == "[" {
                inClass = true
            } else if character == "(" {
                depth += 1
            } else if character == ")" {
                depth -= 1
            } else if depth == 0 {
                if separator == nil, character == ":", index + 2 < characters.count,
                    characters[index + 1] == "/", characters[index + 2] == "/"
                {
                    separator = index
                    index += 3
                    continue
                }
                if separator != nil, character == "/" {
                    hostEnd = index
                    break
                }
            }
            index += 1
        }
        guard let separator else { return nil }
        let schemeText = scheme ? "[A-Za-z][A-Za-z0-9+.-]*" : String(characters[..<separator])
        let hostText = host ? "[^/]*" : String(characters[(separator + 3)..<hostEnd])
        return schemeText + "://" + hostText + String(characters[hostEnd...])
    }

    /// The longest run of literal characters every match of `source` must contain, or `nil`
    /// when none can be proven: the expression is read as a sequence at the top level; groups,
    /// classes, `.`, anchors and class escapes (`\d`, `\w`, …) end a run; a character followed
    /// by `?`, `*` or `{` is optional and ends it too. An alternation `|` at the top level, an
    /// inline option or look-around `(?`, or an escape that is not understood gives `nil`.
    static func requiredLiteral(in source: String) -> String? {
        let characters = Array(source)
        if source.contains("(?") || source.contains("\\Q") { return nil }
        var runs: [String] = []
        var run = ""
        func end() {
            if !run.isEmpty { runs.append(run) }
            run = ""
        }
        var index = 0
        var depth = 0
        while index < characters.count {
            let character = characters[index]
            if depth > 0 {
                switch character {
                case "\\": index += 1
                case "(": depth += 1
                case ")": depth -= 1
                case "[": index = skipClass(characters, from: index)
                default: break
                }
                index += 1
                continue
            }
            switch character {
            case "\\":
                guard index + 1 < characters.count else { return nil }
                let escaped = characters[index + 1]
                if escaped.isLetter || escaped.isNumber {
                    guard "dDwWsSbB".contains(escaped) else { return nil }
                    end()
                } else {
                    run.append(escaped)
                }
                index += 2
                continue
            case "|":
                return nil
            case "(":
                end()
                depth = 1
            case "[":
                end()
                index = skipClass(characters, from: index)
            case ".", "^", "$":
                end()
            case "?", "*":
                if !run.isEmpty { run.removeLast() }
                end()
            case "{":
                if !run.isEmpty { run.removeLast() }
                end()
                while index < characters.count, characters[index] != "}" { index += 1 }
            case "+", ")", "]", "}":
                end()
            default:
                run.append(character)
            }
            index += 1
        }
        end()
        return runs.max { $0.count < $1.count }
    }

    /// The index of the `]` closing the class that opens at `start` (or the last index).
    /// Classes nest (`[[a-z]&&[^b]]`), as in ICU and Java.
    private static func skipClass(_ characters: [Character], from start: Int) -> Int {
        var index = start + 1
        var depth = 1
        if index < characters.count, characters[index] == "^" { index += 1 }
        if index < characters.count, characters[index] == "]" { index += 1 }
        while index < characters.count {
            switch characters[index] {
            case "\\":
                index += 1
            case "[":
                depth += 1
            case "]":
                depth -= 1
                if depth == 0 { return index }
            default:
                break
            }
            index += 1
        }
        return characters.count - 1
    }

    /// `true` when `needle` occurs in `haystack` (an empty needle always does).
    static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard let first = needle.first else { return true }
        guard haystack.count >= needle.count else { return false }
        for start in 0...(haystack.count - needle.count) where haystack[start] == first {
            if haystack[start...].starts(with: needle) { return true }
        }
        return false
    }
}
