import A11yPlan
import A11yPlanRender
import Foundation

/// `build`: the site folder, with every component's test plan on every platform.
public struct BuildCommand: Command {
    /// Selects the command.
    public static let name = "build"
    /// One line of help.
    public static let abstract = "Build the site: every component's test plan on every platform."
    /// The usage line.
    public static let usage = "build [--output DIR] [--quiet]"
    /// Accepted options.
    public static let options = [
        OptionSpec("--output", short: "-o", value: "DIR", help: "The site folder (default: site)."),
        OptionSpec("--quiet", short: "-q", help: "No progress line."),
    ]
    /// Details.
    public static let discussion = """
        Pages go to DIR/<platform>/<id>/<id>-<platform>.md. The site is written beside DIR and swapped in
        when complete. DIR is only replaced if an earlier build made it (it holds a .a11yplan-site file)
        or it is empty: a folder of your own is never touched.
        """

    /// The site folder.
    public var output: String
    /// Whether to stay silent about progress.
    public var quiet: Bool

    /// Reads `--output` and `--quiet`; takes no positional arguments.
    public init(arguments: ParsedArguments) throws(CommandError) {
        if let extra = arguments.positionals.first {
            throw .usage("unexpected argument '\(extra)'", command: Self.name)
        }
        output = arguments.values["--output"] ?? "site"
        quiet = arguments.flags.contains("--quiet")
    }

    /// Builds the site and reports what it wrote.
    public func run(in context: CommandContext) throws(CommandError) {
        let console = context.console
        let showProgress = console.isTerminal && !quiet
        let pages: Int
        do {
            pages = try SiteBuilder(catalog: context.catalog).build(into: URL(fileURLWithPath: output)) {
                done,
                total in
                if showProgress { console.writeError("\rBuilding pages: \(done)/\(total)") }
            }
        } catch let error as SiteWriterError {
            throw .failure(error.description)
        } catch {
            throw .failure("build failed: \(error)")
        }
        if showProgress { console.writeError("\n") }
        if !quiet {
            console.writeError("Wrote \(pages) pages to \(output)\n")
        }
    }
}
