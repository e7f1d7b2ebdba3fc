/// A subcommand of a tool (route-generator or switchyard-routes): its name, the options it accepts
/// and what it runs. Every name comes from `PluginContract`; the usage text is rendered from the
/// options, so a flag is spelled once.
package struct CommandSpec: Sendable {
    /// From `PluginContract.Command`.
    package let name: String
    package let summary: String
    package let options: [OptionSpec]
    /// The value name of positional arguments (`PATH`; at least one is required), or nil when the
    /// subcommand takes none.
    package let positional: String?
    /// Lines printed after the usage line (exit statuses, defaults).
    package let notes: [String]
    /// Returns the exit status.
    package let run: @Sendable (ParsedArguments) throws(CommandFailure) -> Int32

    package init(
        name: String, summary: String, options: [OptionSpec], positional: String? = nil, notes: [String] = [],
        run: @escaping @Sendable (ParsedArguments) throws(CommandFailure) -> Int32
    ) {
        self.name = name
        self.summary = summary
        self.options = options
        self.positional = positional
        self.notes = notes
        self.run = run
    }

    /// `usage: TOOL NAME --required VALUE [--optional VALUE]... [PATH...]`, then the notes, for
    /// the tool named `tool` (`switchyard-routes` or `route-generator`).
    package func usage(tool: String) -> String {
        var words = ["usage:", tool, name]
        for option in options {
            let text = option.valueName.map { option.name + " " + $0 } ?? option.name
            let optional = option.isRequired ? text : "[" + text + "]"
            words.append(option.isRepeatable ? optional + "..." : optional)
        }
        if let positional { words.append(positional + "...") }
        return ([words.joined(separator: " ")] + notes.map { "  " + $0 }).joined(separator: "\n")
    }

    /// Parses the arguments after the subcommand's name: `--name value`, `--name=value`, flags,
    /// `-h`/`--help`, and positional arguments (after `--`, all arguments are positional).
    ///
    /// - Throws: a usage ``CommandFailure`` for an unknown option, a missing value, a missing
    ///   required option, or positional arguments missing or not taken.
    package func parse(_ arguments: [String]) throws(CommandFailure) -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "-h" || argument == "--help" {
                parsed.help = true
                continue
            }
            if argument == "--", positional != nil {
                parsed.positionals += arguments[index...]
                break
            }
            guard argument.hasPrefix("-") else {
                guard positional != nil else { throw .usage("unexpected argument '\(argument)'") }
                parsed.positionals.append(argument)
                continue
            }
            let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0])
            let inline = parts.count > 1 ? String(parts[1]) : nil
            guard let option = options.first(where: { $0.name == name }) else {
                throw .usage("unknown option '\(argument)'")
            }
            guard option.valueName != nil else {
                guard inline == nil else { throw .usage("\(name) takes no value") }
                parsed.flags.insert(name)
                continue
            }
            let value: String
            if let inline {
                value = inline
            } else {
                guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                    throw .usage("\(name) needs a value")
                }
                value = arguments[index]
                index += 1
            }
            let values = option.splitsCommas ? value.split(separator: ",").map(String.init) : [value]
            parsed.values[name, default: []] += values
        }
        if parsed.help { return parsed }
        for option in options where option.isRequired && parsed.values[option.name] == nil {
            throw .usage("missing \(option.name) \(option.valueName ?? "")")
        }
        if let positional, parsed.positionals.isEmpty {
            throw .usage("missing \(positional) to \(name)")
        }
        return parsed
    }
}

/// One option of a subcommand.
package struct OptionSpec: Sendable {
    /// `--name`, from `PluginContract.Argument`.
    package let name: String
    /// The value's name in the usage (`FILE`), or nil for a flag.
    package let valueName: String?
    package var isRequired = false
    /// Every value is kept.
    package var isRepeatable = false
    /// Whether `A,B` gives two values.
    package var splitsCommas = false

    package static func required(_ name: String, _ valueName: String) -> OptionSpec {
        OptionSpec(name: name, valueName: valueName, isRequired: true)
    }

    package static func optional(_ name: String, _ valueName: String) -> OptionSpec {
        OptionSpec(name: name, valueName: valueName)
    }

    /// An option that may be given any number of times; `splitsCommas` also reads `A,B` as two values.
    package static func repeated(
        _ name: String, _ valueName: String, required: Bool = false, splitsCommas: Bool = false
    ) -> OptionSpec {
        OptionSpec(
            name: name, valueName: valueName, isRequired: required, isRepeatable: true, splitsCommas: splitsCommas)
    }

    package static func flag(_ name: String) -> OptionSpec { OptionSpec(name: name, valueName: nil) }
}

/// The arguments of one subcommand, parsed by ``CommandSpec/parse(_:)``.
package struct ParsedArguments: Sendable {
    /// Values by option name, in argument order.
    package var values: [String: [String]] = [:]
    package var flags: Set<String> = []
    package var positionals: [String] = []
    /// Whether `-h` or `--help` was given.
    package var help = false

    /// The last value of an option, or nil when it was not given.
    package func value(_ name: String) -> String? { values[name]?.last }

    /// The value of an option the parser checked is present.
    package func required(_ name: String) -> String { values[name]?.last ?? "" }

    package func all(_ name: String) -> [String] { values[name] ?? [] }

    package func has(_ flag: String) -> Bool { flags.contains(flag) }
}

/// Why a subcommand could not run: a usage mistake (the usage is printed too) or bad input.
/// Both exit with status 2.
package struct CommandFailure: Error, CustomStringConvertible {
    /// What is wrong and how to fix it.
    package let description: String
    /// Whether the usage should follow the message.
    package private(set) var isUsage = false

    /// Bad input: a file that cannot be read or written, a value of the wrong form.
    package init(_ description: String) { self.description = description }

    /// A usage mistake.
    package static func usage(_ description: String) -> CommandFailure {
        var failure = CommandFailure(description)
        failure.isUsage = true
        return failure
    }

    /// What `body` returns, or a failure that prints its error (the core's errors already say
    /// what is wrong and how to fix it).
    package static func relaying<Value, Failure>(_ body: () throws(Failure) -> Value) throws(CommandFailure) -> Value {
        do {
            return try body()
        } catch {
            throw CommandFailure("\(error)")
        }
    }
}
