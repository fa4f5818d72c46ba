import A11yPlan
import A11yPlanFormats
import A11yPlanSite
import Foundation

/// `list`: the catalog's components with their ids, names and platforms, as text or JSON.
public struct ListCommand: Command {
    /// Selects the command.
    public static let name = "list"
    /// One line of help.
    public static let abstract = "List the components of the catalog."
    /// The usage line.
    public static let usage = "list [--platform P] [--format text|json]"
    /// Accepted options.
    public static let options = [
        OptionSpec("--platform", short: "-p", value: "P", help: "Only components on P (ios, android, web)."),
        OptionSpec("--format", short: "-f", value: "F", help: "text (default): aligned columns; json: an array."),
    ]
    /// Details.
    public static let discussion = """
        JSON output is an array of objects with "id", "name" and "platforms".

        Example:
          a11yplan list --platform web --format json
        """

    /// Only components on this platform, if set.
    public var platform: Platform?
    /// `text` or `json`.
    public var format: String

    /// Reads `--platform` and `--format`; takes no positional arguments.
    public init(arguments: ParsedArguments) throws(CommandError) {
        if let extra = arguments.positionals.first {
            throw .usage("unexpected argument '\(extra)'", command: Self.name)
        }
        platform = try arguments.platform(command: Self.name)
        format = try arguments.choice("--format", of: ["text", "json"], default: "text", command: Self.name)
    }

    /// Writes the listing to standard output.
    public func run(in context: CommandContext) async throws(CommandError) {
        let components = platform.map(context.catalog.components(on:)) ?? context.catalog.components
        if format == "json" {
            try context.console.output(ComponentList(components).json)
            return
        }
        let entries = components.map {
            Entry(id: $0.id, name: $0.name, platforms: $0.platforms.sorted().map(\.rawValue))
        }
        let idWidth = entries.map(\.id.count).max() ?? 0
        let nameWidth = entries.map(\.name.count).max() ?? 0
        var text = ""
        for entry in entries {
            text += entry.id.padding(toLength: idWidth, withPad: " ", startingAt: 0) + "  "
            text += entry.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0) + "  "
            text += entry.platforms.joined(separator: ", ") + "\n"
        }
        try context.console.output(text)
    }

    private struct Entry {
        var id: String
        var name: String
        var platforms: [String]
    }
}
