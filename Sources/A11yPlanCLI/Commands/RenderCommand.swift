import A11yPlan
import A11yPlanFormats
import A11yPlanSite
import Foundation

/// `render`: one component's test plan on one platform, to standard output or a new file.
public struct RenderCommand: Command {
    /// Selects the command.
    public static let name = "render"
    /// One line of help.
    public static let abstract = "Render one component's test plan for one platform."
    /// The usage line.
    public static let usage =
        "render ID --platform P [--format markdown] [--locale L] [--translations DIR] [--output FILE] [--force]"
    /// Accepted options.
    public static let options = [
        OptionSpec("--platform", short: "-p", value: "P", help: "The platform: ios, android or web (required)."),
        OptionSpec("--format", short: "-f", value: "F", help: "markdown (default)."),
        OptionSpec("--output", short: "-o", value: "FILE", help: "Write to FILE instead of standard output."),
        OptionSpec("--force", help: "Replace FILE if it exists."),
        OptionSpec(
            "--translations", value: "DIR",
            help: "Read the catalog's translations from DIR/<locale>.json (as l10n import --into writes them)."),
        OptionSpec(
            "--locale", short: "-l", value: "L", help: "Write in locale L (default: the catalog's source language)."),
    ]
    /// Details.
    public static let discussion = """
        ID is a component id from 'a11yplan list'. An existing FILE is only replaced with --force.

        Example:
          a11yplan render popover-tooltip --platform ios --output popover-tooltip-ios.md
        """

    /// The component id.
    public var id: String
    /// The platform.
    public var platform: Platform
    /// The output format.
    public var format: String
    /// The file to write, if not standard output.
    public var output: String?
    /// Whether an existing output file may be replaced.
    public var force: Bool
    /// The locale to write in, if not the source language.
    public var locale: String?
    /// A folder of translations to use instead of the bundled ones.
    public var translations: String?

    /// Reads one id, `--platform` (required), `--format`, `--output` and `--force`.
    public init(arguments: ParsedArguments) throws(CommandError) {
        guard let id = arguments.positionals.first else {
            throw .usage("missing component id", command: Self.name)
        }
        if arguments.positionals.count > 1 {
            throw .usage("unexpected argument '\(arguments.positionals[1])'", command: Self.name)
        }
        guard let platform = try arguments.platform(command: Self.name) else {
            throw .usage("missing --platform", command: Self.name)
        }
        self.id = id
        self.platform = platform
        format = try arguments.choice("--format", of: ["markdown"], default: "markdown", command: Self.name)
        output = arguments.values["--output"]
        force = arguments.flags.contains("--force")
        locale = arguments.values["--locale"]
        translations = arguments.values["--translations"]
    }

    /// Renders the page and writes it.
    public func run(in context: CommandContext) async throws(CommandError) {
        let context = try context.translations(from: translations)
        let language = try context.language(locale, command: Self.name)
        let plan = try context.plan(id: id, platform: platform, language: language, command: Self.name)
        let page = MarkdownRenderer().string(plan)
        guard let output else {
            try context.console.output(page)
            return
        }
        try context.writeOutput(page, to: output, force: force)
    }
}
