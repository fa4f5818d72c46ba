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
    public static let usage = "list [--platform P] [--wcag N] [--format text|json]"
    /// Accepted options.
    public static let options = [
        OptionSpec("--platform", short: "-p", value: "P", help: "Only components on P (ios, android, web)."),
        OptionSpec(
            "--wcag", value: "N",
            help: "Only components with a plan (on P, if given) that tests WCAG success criterion N, such as 2.4.7."),
        OptionSpec("--format", short: "-f", value: "F", help: "text (default): aligned columns; json: an array."),
    ]
    /// Details.
    public static let discussion = """
        JSON output is an array of objects with "id", "name" and "platforms".

        Examples:
          a11yplan list --platform web --format json
          a11yplan list --wcag 2.4.7
        """

    /// Only components on this platform, if set.
    public var platform: Platform?
    /// Only components with a plan that tests this success criterion, if set.
    public var criterion: SuccessCriterion?
    /// `text` or `json`.
    public var format: String

    /// Reads `--platform` and `--format`; takes no positional arguments.
    public init(arguments: ParsedArguments) throws(CommandError) {
        if let extra = arguments.positionals.first {
            throw .usage("unexpected argument '\(extra)'", command: Self.name)
        }
        platform = try arguments.platform(command: Self.name)
        format = try arguments.choice("--format", of: ["text", "json"], default: "text", command: Self.name)
        if let number = arguments.values["--wcag"] {
            guard let criterion = SuccessCriterion.all.first(where: { $0.number == number }) else {
                throw .usage(
                    "no WCAG success criterion '\(number)'; give its number, such as 2.4.7", command: Self.name)
            }
            self.criterion = criterion
        }
    }

    /// The components of `catalog` on `platform` (every one when nil) with a plan on it that tests
    /// `criterion` (every one when nil), in catalog order.
    static func components(of catalog: Catalog, on platform: Platform?, testing criterion: SuccessCriterion?)
        -> [Component]
    {
        let components = platform.map(catalog.components(on:)) ?? catalog.components
        guard let criterion else { return components }
        return components.filter { component in
            component.platforms.contains { candidate in
                guard platform == nil || platform == candidate,
                    let plan = TestPlan(component: component, platform: candidate)
                else { return false }
                return plan.criteria.contains { $0.number == criterion.number }
            }
        }
    }

    /// Writes the listing to standard output.
    public func run(in context: CommandContext) async throws(CommandError) {
        let components = Self.components(of: context.catalog, on: platform, testing: criterion)
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
