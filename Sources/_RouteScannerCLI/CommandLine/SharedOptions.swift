/// Options several subcommands of both tools share, and how their values are read.
package enum SharedOptions {
    /// `--default-scheme SCHEME`: the scheme of patterns written without one (`app` by default).
    package static let defaultScheme = OptionSpec.optional(PluginContract.Argument.defaultScheme, "SCHEME")
    /// The `--default-scheme` value, `app` when not given.
    package static func defaultScheme(_ arguments: ParsedArguments) -> String {
        arguments.value(PluginContract.Argument.defaultScheme) ?? "app"
    }
}
