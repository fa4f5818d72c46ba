import A11yPlan
import A11yPlanFormats
import A11yPlanSite
import Foundation

/// `export`: a checklist for testers of one or more components on one platform, in one format.
public struct ExportCommand: Command {
    /// Selects the command.
    public static let name = "export"
    /// One line of help.
    public static let abstract = "Export a tester checklist of one or more components."
    /// The usage line.
    public static let usage =
        "export ID... --platform P [--format F] [--locale L] [--translations DIR] [--output PATH] [--force]"
    /// Accepted options.
    public static let options = [
        OptionSpec("--platform", short: "-p", value: "P", help: "The platform: ios, android or web (required)."),
        OptionSpec(
            "--format",
            short: "-f",
            value: "F",
            help: "markdown (default), csv, json, gherkin, html or skill."
        ),
        OptionSpec("--output", short: "-o", value: "PATH", help: "Write to PATH instead of standard output."),
        OptionSpec("--force", help: "Replace files that exist."),
        OptionSpec(
            "--translations", value: "DIR",
            help: "Read the catalog's translations from DIR/<locale>.json (as l10n import --into writes them)."),
        OptionSpec(
            "--locale", short: "-l", value: "L", help: "Write in locale L (default: the catalog's source language)."),
    ]
    /// Details.
    public static let discussion = """
        Several ids combine into one checklist with a section per component. With --format gherkin or
        skill and several ids, --output names a folder that gets one <id>-<platform>.feature (or .md) file
        per component.

        Formats: markdown (a GitHub task list), csv (RFC 4180 with TestRail's import columns), json (the
        schema in schema/checklist.schema.json), gherkin (Cucumber), html (an interactive checklist),
        skill (the Markdown test plan as a skill file for AI assistants, with YAML front matter).

        Example:
          a11yplan export popover-tooltip --platform ios --format csv --output popover.csv
        """

    /// The component ids, in order, each once.
    public var ids: [String]
    /// The platform.
    public var platform: Platform
    /// The format.
    public var format: ExportFormat
    /// The file or folder to write, if not standard output.
    public var output: String?
    /// Whether existing files may be replaced.
    public var force: Bool
    /// The locale to write in, if not the source language.
    public var locale: String?
    /// A folder of translations to use instead of the bundled ones.
    public var translations: String?

    /// Reads the ids, `--platform` (required), `--format`, `--output` and `--force`.
    public init(arguments: ParsedArguments) throws(CommandError) {
        guard !arguments.positionals.isEmpty else {
            throw .usage("missing component id", command: Self.name)
        }
        guard let platform = try arguments.platform(command: Self.name) else {
            throw .usage("missing --platform", command: Self.name)
        }
        var seen: Set<String> = []
        ids = arguments.positionals.filter { seen.insert($0).inserted }
        self.platform = platform
        let formats = Formats.checklists.map(\.name) + Formats.skills.map(\.name)
        let name = try arguments.choice("--format", of: formats, default: "markdown", command: Self.name)
        format = Formats.checklist(named: name).map(ExportFormat.checklist) ?? .skill(Formats.skill(named: name)!)
        output = arguments.values["--output"]
        force = arguments.flags.contains("--force")
        locale = arguments.values["--locale"]
        translations = arguments.values["--translations"]
        if case .skill = format, ids.count > 1, output == nil {
            throw .usage(
                "--format \(name) writes one file per component: with several ids, --output names a folder",
                command: Self.name)
        }
    }

    /// Builds the checklist and writes it.
    public func run(in context: CommandContext) async throws(CommandError) {
        let context = try context.translations(from: translations)
        for id in ids {
            _ = try context.component(id: id, command: Self.name)
        }
        let language = try context.language(locale, command: Self.name)
        let format: any Format<Checklist>
        switch self.format {
        case .checklist(let checklistFormat): format = checklistFormat
        case .skill(let skillFormat):
            try writeSkills(skillFormat, language: language, in: context)
            return
        }
        let checklist: Checklist
        do {
            checklist = try Checklist(
                catalog: context.catalog.localized(to: language), ids: ids, platform: platform, language: language,
                source: context.catalog)
        } catch {
            throw .failure(error.description)
        }
        guard let output else {
            try context.console.output(format.string(checklist))
            return
        }
        if format.name == GherkinChecklistExporter().name && checklist.components.count > 1 {
            let folder = URL(fileURLWithPath: output)
            do {
                try SiteWriter.makeFolder(output)
            } catch {
                throw .failure(error.description)
            }
            for part in checklist.components {
                let single = Checklist(
                    catalogName: checklist.catalogName,
                    catalogVersion: checklist.catalogVersion,
                    components: [part],
                    language: checklist.language
                )
                let file = folder.appendingPathComponent("\(part.componentID)-\(platform.rawValue).feature")
                try context.writeOutput(format.string(single), to: file.path, force: force)
            }
            return
        }
        try context.writeOutput(format.string(checklist), to: output, force: force)
    }

    /// Writes each component's skill file: one to standard output or `--output`, several into the
    /// folder `--output` names, `<id>-<platform>.md` each.
    private func writeSkills(_ format: any Format<PlanSkill>, language: Language, in context: CommandContext)
        throws(CommandError)
    {
        var skills: [PlanSkill] = []
        for id in ids {
            let plan = try context.plan(id: id, platform: platform, language: language, command: Self.name)
            skills.append(
                PlanSkill(plan: plan, catalogName: context.catalog.name, catalogVersion: context.catalog.version))
        }
        if skills.count == 1, let skill = skills.first {
            guard let output else {
                try context.console.output(format.string(skill))
                return
            }
            try context.writeOutput(format.string(skill), to: output, force: force)
            return
        }
        // `init` refuses several ids without --output, so there is always a folder here.
        guard let output else { return }
        do {
            try SiteWriter.makeFolder(output)
        } catch {
            throw .failure(error.description)
        }
        let folder = URL(fileURLWithPath: output)
        for skill in skills {
            let file = folder.appendingPathComponent("\(skill.name).\(format.fileExtension)")
            try context.writeOutput(format.string(skill), to: file.path, force: force)
        }
    }
}

/// What `export --format` names: a checklist format, or a skill format (one file per component).
public enum ExportFormat: Sendable {
    /// A checklist of every component asked for, in one document.
    case checklist(any Format<Checklist>)
    /// One skill file per component.
    case skill(any Format<PlanSkill>)
}
