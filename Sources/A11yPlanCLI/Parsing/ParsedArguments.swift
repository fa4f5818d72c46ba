import A11yPlan

/// A command's arguments after parsing: positionals in order, option values by long name, and flags.
public struct ParsedArguments: Sendable, Equatable {
    /// Arguments that are not options, in order.
    public var positionals: [String] = []
    /// Each option's value, keyed by its long name (`--platform`).
    public var values: [String: String] = [:]
    /// The flags given, by long name.
    public var flags: Set<String> = []

    /// Parses `arguments` against `options`; `command` names the command in error messages.
    ///
    /// Accepts `--name value`, `--name=value`, `-n value` and `--` to end options. An unknown option,
    /// a missing value or an option given twice is a usage error.
    public init(_ arguments: [String], options: [OptionSpec], command: String) throws(CommandError) {
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            let (name, inlineValue) = Self.split(argument)
            guard let option = options.first(where: { $0.name == name || $0.short == name }) else {
                throw .usage("unknown option '\(name)' for '\(command)'", command: command)
            }
            guard option.valueName != nil else {
                if inlineValue != nil {
                    throw .usage("option '\(option.name)' takes no value", command: command)
                }
                flags.insert(option.name)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < arguments.count {
                value = arguments[index]
                index += 1
            } else {
                throw .usage("option '\(option.name)' needs a value", command: command)
            }
            if values[option.name] != nil {
                throw .usage("option '\(option.name)' is given twice", command: command)
            }
            values[option.name] = value
        }
    }

    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// The platform given with `--platform`, nil if absent; an unknown name is a usage error.
    func platform(command: String) throws(CommandError) -> Platform? {
        guard let value = values["--platform"] else { return nil }
        guard let platform = Platform(argument: value) else {
            let known = Platform.allCases.map(\.rawValue).joined(separator: ", ")
            throw .usage("unknown platform '\(value)'; use one of \(known)", command: command)
        }
        return platform
    }

    /// The value of `option`, which must be one of `allowed`; `fallback` when absent.
    func choice(_ option: String, of allowed: [String], default fallback: String, command: String)
        throws(CommandError) -> String
    {
        let value = values[option] ?? fallback
        guard allowed.contains(value) else {
            throw .usage(
                "unknown \(option.dropFirst(2)) '\(value)'; use one of \(allowed.joined(separator: ", "))",
                command: command
            )
        }
        return value
    }
}
