/// Text from input files made safe to print on a terminal, one value per line.
///
/// A route map is input from outside: a key with a newline could print a fake line of the
/// report (`maps agree: …`), an ESC sequence could recolour or rewrite the terminal, and
/// bidirectional controls could reorder what is shown. Such characters are printed as
/// `\u{XX}` escapes: C0 and C1 controls and DEL (general category Cc), the line and paragraph
/// separators U+2028 and U+2029, and the bidirectional formatting characters (U+061C,
/// U+200E, U+200F, U+202A–U+202E, U+2066–U+2069). Everything else, backslashes included, is
/// printed as is. (The JSON report escapes control characters by JSON's own rules.)
package enum TerminalText {
    /// `text` with every unsafe character replaced by `\u{XX}` (uppercase hexadecimal).
    package static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069:
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
