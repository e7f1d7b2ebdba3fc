#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the demo writes: standard output (coloured only when it is a terminal) and a plain
/// transcript that tests read. Colours never reach the transcript.
@MainActor
public final class Console {
    /// The kind of a piece of text, which picks its colour.
    public enum Tone: Sendable {
        /// Ordinary text.
        case plain
        /// A section heading.
        case heading
        /// A URL being opened.
        case url
        /// Something that worked as it should.
        case good
        /// A refusal or failure the scenario expects (shown, not an error of the demo).
        case refused
        /// A real problem of the scenario itself.
        case bad
        /// Secondary detail.
        case dim
    }

    /// Whether text is coloured with ANSI escapes.
    public let colors: Bool
    /// Whether lines are printed to standard output (tests turn it off).
    public let echo: Bool
    /// Every line written, without colours.
    public private(set) var transcript: [String] = []

    /// Creates a console.
    public init(colors: Bool, echo: Bool = true) {
        self.colors = colors
        self.echo = echo
    }

    /// A console for tests: no colours, no printing, only the transcript.
    public static func silent() -> Console { Console(colors: false, echo: false) }

    /// Whether standard output is a terminal (then the demo uses colours).
    public static var standardOutputIsTerminal: Bool { isatty(STDOUT_FILENO) != 0 }

    /// Writes one line.
    public func line(_ text: String = "", _ tone: Tone = .plain, indent: Int = 0) {
        let padded = text.isEmpty ? "" : String(repeating: " ", count: indent) + text
        transcript.append(padded)
        guard echo else { return }
        print(colors ? Self.paint(padded, tone) : padded)
    }

    /// Writes several lines with the same tone and indent.
    public func lines(_ texts: [String], _ tone: Tone = .plain, indent: Int = 0) {
        for text in texts { line(text, tone, indent: indent) }
    }

    /// A numbered section heading.
    public func section(_ number: Int, _ title: String) {
        line()
        let head = "━━ \(number). \(title) "
        line(head + String(repeating: "━", count: max(3, 78 - head.count)), .heading)
    }

    /// Everything written since `mark` (a transcript count), for tests.
    public func transcript(since mark: Int) -> [String] { Array(transcript.dropFirst(mark)) }

    private static func paint(_ text: String, _ tone: Tone) -> String {
        let code: String
        switch tone {
        case .plain: return text
        case .heading: code = "1;36"
        case .url: code = "1"
        case .good: code = "32"
        case .refused: code = "33"
        case .bad: code = "1;31"
        case .dim: code = "2"
        }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }
}
