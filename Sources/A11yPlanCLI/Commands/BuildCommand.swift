import A11yPlan
import A11yPlanFormats
import A11yPlanSite
import Foundation
import Templates

/// `build`: the site folder, with every component's test plan on every platform.
public struct BuildCommand: Command {
    /// Selects the command.
    public static let name = "build"
    /// One line of help.
    public static let abstract = "Build the site: every component's test plan on every platform."
    /// The usage line.
    public static let usage =
        "build [--output DIR] [--locales L,L|all] [--translations DIR] [--templates DIR] [--base-url URL] [--results DIR] [--clean] [--quiet]"
    /// Accepted options.
    public static let options = [
        OptionSpec("--output", short: "-o", value: "DIR", help: "The site folder (default: site)."),
        OptionSpec("--templates", short: "-t", value: "DIR", help: "Use layout.html, site.css, search.js from DIR."),
        OptionSpec("--base-url", value: "URL", help: "Absolute links under URL (default: relative links)."),
        OptionSpec(
            "--results", value: "DIR",
            help: "Show the results files in DIR (*.json, *.csv) on each plan page, with a report."),
        OptionSpec(
            "--locales", value: "L,L",
            help: "Also build the site in these locales (or all the catalog's), each in DIR/<locale>/."),
        OptionSpec(
            "--translations", value: "DIR",
            help: "Read the catalog's translations from DIR/<locale>.json (as l10n import --into writes them)."),
        OptionSpec("--clean", help: "Render every page anew, keeping nothing from the previous build."),
        OptionSpec("--quiet", short: "-q", help: "No progress line."),
    ]
    /// Details.
    public static let discussion = """
        Each test plan goes to DIR/<platform>/<id>.html, its Markdown and checklists inside its download
        links; the site also has a home page, platform indexes, a page per component with every platform,
        the checklist builder, search, coverage, 404.html and sitemap.xml. Links are relative, so the site opens from disk and works under any sub-path; with
        --base-url they are absolute. Files in --templates DIR replace the bundled templates of the same
        name (see the README for the placeholders).

        The site is written beside DIR and swapped in when complete. DIR is only replaced if an earlier
        build made it (it holds a .a11yplan-site file) or it is empty: a folder of your own is never
        touched. Components that have not changed since that build keep its files (its
        .a11yplan-manifest says which), so a rebuild renders only what changed; --clean renders all.

        With --locales de,es (or all), the site is also built in each locale into DIR/de/ and DIR/es/:
        the fixed words and the vocabulary in that language, free text from the catalog's translations,
        and free text without a current translation in the source language, marked with its own lang.
        Every page links to its versions in the other languages (hreflang) and has a language switcher.

        With --results DIR, the results files in DIR (results JSON from the interactive checklist, filled
        checklist CSV; see 'report') are merged as 'report' merges them: each plan page shows its latest
        results and links to DIR's report, written as report.html at the site's root.
        """

    /// The site folder.
    public var output: String
    /// Whether to stay silent about progress.
    public var quiet: Bool
    /// Whether to render every page, keeping nothing from the previous build.
    public var clean: Bool
    /// A folder of templates to use instead of the bundled ones.
    public var templates: String?
    /// The site's absolute URL, if links should be absolute.
    public var baseURL: String?
    /// A folder of results files to show, if any.
    public var results: String?
    /// The locales to build beside the source language: a list, or "all" for the catalog's.
    public var locales: [String]
    /// A folder of translations to use instead of the bundled ones.
    public var translations: String?

    /// Reads `--output` and `--quiet`; takes no positional arguments.
    public init(arguments: ParsedArguments) throws(CommandError) {
        if let extra = arguments.positionals.first {
            throw .usage("unexpected argument '\(extra)'", command: Self.name)
        }
        output = arguments.values["--output"] ?? "site"
        quiet = arguments.flags.contains("--quiet")
        clean = arguments.flags.contains("--clean")
        templates = arguments.values["--templates"]
        baseURL = arguments.values["--base-url"]
        results = arguments.values["--results"]
        translations = arguments.values["--translations"]
        locales =
            arguments.values["--locales"].map {
                $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            } ?? []
        if let baseURL, !(baseURL.hasPrefix("https://") || baseURL.hasPrefix("http://")) {
            throw .usage("--base-url must be an absolute http(s) URL, not '\(baseURL)'", command: Self.name)
        }
    }

    /// Builds the site and reports what it wrote.
    public func run(in context: CommandContext) async throws(CommandError) {
        let context = try context.translations(from: translations)
        let console = context.console
        let showProgress = console.isTerminal && !quiet
        try CheckCommand.report(
            Validator().validate(context.catalog),
            of: context.catalog,
            to: console,
            summary: false
        )
        let shown = try results.map { folder throws(CommandError) in
            try SiteResults(report: Self.report(of: folder, catalog: context.catalog))
        }
        let codes = locales == ["all"] ? context.catalog.locales : locales
        var localized: [LocalizedCatalog] = []
        for code in codes where code != context.catalog.sourceLanguage {
            let language = try context.language(code, command: Self.name)
            localized.append(LocalizedCatalog(language: language, catalog: context.catalog.localized(to: language)))
        }
        let summary: SiteBuildSummary
        do {
            let templateSet = try templates.map {
                try TemplateSet(folder: URL(fileURLWithPath: $0), fallback: Templates.defaultFolder)
            }
            let builder = try SiteBuilder(
                catalog: context.catalog, templates: templateSet, baseURL: baseURL,
                language: try context.language(nil, command: Self.name), results: shown,
                locales: localized)
            summary = try await builder.build(into: URL(fileURLWithPath: output), reuse: !clean) { done, total in
                if showProgress { console.writeError("\rBuilding the site: \(done)/\(total) components") }
            }
        } catch let error as SiteWriterError {
            throw .failure(error.description)
        } catch let error as TemplateError {
            throw .failure(error.description)
        } catch let error as ChecklistError {
            throw .failure(error.description)
        } catch {
            throw .failure("build failed: \(error)")
        }
        if showProgress { console.writeError("\n") }
        if !quiet {
            let kept = summary.reused == 0 ? "" : "; \(summary.reused) unchanged components kept from the last build"
            console.writeMessage(
                "Wrote \(summary.files) files to \(output) (\(summary.rendered) components rendered\(kept))")
            if !summary.keptFiles.isEmpty {
                let count = summary.keptFiles.count
                let shown = summary.keptFiles.prefix(3).joined(separator: ", ") + (count > 3 ? ", …" : "")
                console.writeMessage("Kept \(count) file\(count == 1 ? "" : "s") of your own in the new site: \(shown)")
            }
        }
    }

    /// The report of every results file directly in `folder` (`*.json`, `*.csv`), in name order.
    private static func report(of folder: String, catalog: Catalog) throws(CommandError) -> Report {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            throw .failure("cannot read the results folder '\(folder)'")
        }
        let files = names.filter { $0.hasSuffix(".json") || $0.hasSuffix(".csv") }.sorted().map {
            folder.hasSuffix("/") ? folder + $0 : folder + "/" + $0
        }
        if files.isEmpty { throw .failure("the results folder '\(folder)' has no .json or .csv file") }
        return try ReportCommand.report(of: files, catalog: catalog)
    }
}
