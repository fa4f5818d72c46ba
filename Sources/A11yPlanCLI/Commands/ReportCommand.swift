import A11yPlan
import A11yPlanFormats
import A11yPlanSite
import Foundation

/// `report`: test results from one or more files merged into one report, in one format.
public struct ReportCommand: Command {
    /// Selects the command.
    public static let name = "report"
    /// One line of help.
    public static let abstract = "Report test results from results JSON or filled checklist CSV files."
    /// The usage line.
    public static let usage =
        "report RESULTS... [--format F] [--output PATH] [--force] [--product NAME] [--product-version V] "
        + "[--vendor NAME] [--contact EMAIL] [--allow-untested] [--locale L]"
    /// Accepted options.
    public static let options = [
        OptionSpec(
            "--format", short: "-f", value: "F",
            help: "markdown (default), html, json, junit, openacr or earl."),
        OptionSpec("--output", short: "-o", value: "PATH", help: "Write to PATH instead of standard output."),
        OptionSpec("--force", help: "Replace PATH if it exists (never one of the RESULTS)."),
        OptionSpec(
            "--locale", short: "-l", value: "L", help: "Write in locale L (default: the catalog's source language)."),
        OptionSpec("--product", value: "NAME", help: "The product the report is about (else the runs' own)."),
        OptionSpec("--product-version", value: "V", help: "The product's version (else the runs' own)."),
        OptionSpec("--vendor", value: "NAME", help: "The company or team that makes the product."),
        OptionSpec("--contact", value: "EMAIL", help: "Where to send questions about the report."),
        OptionSpec(
            "--allow-untested",
            help: "openacr: write level A and AA criteria without results as Not Evaluated instead of failing."),
    ]
    /// Details.
    public static let discussion = """
        RESULTS are results JSON files downloaded from an interactive checklist (schema/results.schema.json)
        or checklist CSV files from 'export --format csv' with a Result column (Pass, Fail, Not applicable,
        Blocked, or empty for untested) and a Notes column. Several files merge into one report: results
        that disagree are listed as conflicts, and results for items the catalog lacks are listed by file.

        Formats: markdown (to paste into an issue), html (a page to read, print or send), json
        (schema/report.schema.json), junit (JUnit XML),
        earl (W3C EARL 1.0 as JSON-LD, for EARL readers such as the WCAG-EM Report Tool) and openacr (a GSA OpenACR report in YAML: the VPAT 2.5 WCAG edition for WCAG 2.2, with components web
        for Web results and software for iOS and Android results). OpenACR needs --product (unless the runs
        name one product) and --contact, and VPAT 2.5 allows Not Evaluated only for level AAA: a level A
        or AA criterion without a result stops the report unless --allow-untested.

        Example:
          a11yplan report ios-results.json web-results.csv --format junit --output report.xml
        """

    /// The results files, in order, each once.
    public var files: [String]
    /// The format.
    public var format: any Format<Report>
    /// The file to write, if not standard output.
    public var output: String?
    /// Whether an existing output file may be replaced.
    public var force: Bool
    /// The locale to write in, if not the source language.
    public var locale: String?
    /// The product, vendor and contact the report names.
    public var subject: ReportSubject
    /// Whether an OpenACR report may write level A and AA criteria without results as not evaluated.
    public var allowUntested: Bool

    /// Reads the files, `--format`, `--output` and `--force`.
    public init(arguments: ParsedArguments) throws(CommandError) {
        guard !arguments.positionals.isEmpty else {
            throw .usage("missing results file", command: Self.name)
        }
        var seen: Set<String> = []
        files = arguments.positionals.filter { seen.insert($0).inserted }
        let names = Formats.reports.map(\.name)
        let name = try arguments.choice("--format", of: names, default: "markdown", command: Self.name)
        format = Formats.report(named: name)!
        output = arguments.values["--output"]
        force = arguments.flags.contains("--force")
        locale = arguments.values["--locale"]
        subject = ReportSubject(
            product: arguments.values["--product"], productVersion: arguments.values["--product-version"],
            vendor: arguments.values["--vendor"], contact: arguments.values["--contact"])
        allowUntested = arguments.flags.contains("--allow-untested")
    }

    /// Reads every file, merges the runs and writes the report.
    public func run(in context: CommandContext) async throws(CommandError) {
        if let output {
            let target = Self.resolved(output)
            if let input = files.first(where: { Self.resolved($0) == target }) {
                throw .failure("'\(output)' is the results file '\(input)'; the report never writes over its input")
            }
        }
        let language = try context.language(locale, command: Self.name)
        let text = try self.text(of: try Self.runs(reading: files), catalog: context.catalog, language: language)
        guard let output else {
            try context.console.output(text)
            return
        }
        try context.writeOutput(text, to: output, force: force)
    }

    /// The report of `runs` against `catalog` in this command's format, about its subject, in
    /// `language`: what `report` prints, and what `a11yplan mcp`'s `report` tool answers.
    func text(of runs: [TestRun], catalog: Catalog, language: Language) throws(CommandError) -> String {
        let report = try Self.report(of: runs, catalog: catalog, subject: subject, language: language)
        if format is OpenACRReportFormat { try checkOpenACR(report) }
        return format.string(report)
    }

    /// Stops an OpenACR report that would lack a field the schema requires, or that would say Not
    /// Evaluated for a level A or AA criterion (which VPAT 2.5 allows only for AAA) without
    /// `--allow-untested`.
    private func checkOpenACR(_ report: Report) throws(CommandError) {
        let missing = OpenACRReportFormat.missingOptions(in: report)
        if !missing.isEmpty {
            throw .failure(
                "OpenACR requires the product's name and the author's email: pass \(missing.joined(separator: " and "))"
            )
        }
        let untested = OpenACRReportFormat.untestedCriteria(in: report)
        if !untested.isEmpty && !allowUntested {
            let numbers = untested.map(\.number).joined(separator: ", ")
            throw .failure(
                "\(untested.count) level A or AA \(untested.count == 1 ? "criterion has" : "criteria have") no result "
                    + "or only blocked ones (\(numbers)); OpenACR allows Not Evaluated only for AAA: test them or pass --allow-untested"
            )
        }
    }

    /// The report of `files`' runs against `catalog`, about `subject`; `build --results` makes its
    /// report this way too.
    static func report(
        of files: [String], catalog: Catalog, subject: ReportSubject = ReportSubject(), language: Language = .english
    ) throws(CommandError) -> Report {
        try report(of: try runs(reading: files), catalog: catalog, subject: subject, language: language)
    }

    /// The report of `runs` against `catalog`, about `subject`, in `language`.
    static func report(of runs: [TestRun], catalog: Catalog, subject: ReportSubject, language: Language)
        throws(CommandError) -> Report
    {
        do {
            return try Report(catalog: catalog, runs: runs, subject: subject, language: language)
        } catch {
            throw .failure(error.description)
        }
    }

    /// The runs of `files`, read in order, each file once however it is named (`x.json`, `./x.json`, its
    /// absolute path, a symbolic or hard link): the first name read stands for it. The first file that
    /// cannot be read or is not results stops it.
    static func runs(reading files: [String]) throws(CommandError) -> [TestRun] {
        var runs: [TestRun] = []
        var read: Set<FileIdentity> = []
        for file in files {
            if let identity = FileIdentity(path: file), !read.insert(identity).inserted { continue }
            guard let data = FileManager.default.contents(atPath: file) else {
                throw .failure("cannot read '\(file)'")
            }
            do {
                runs.append(try TestRun(reading: [UInt8](data), file: file))
            } catch {
                throw .failure(error.description)
            }
        }
        return runs
    }

    /// The absolute path of `path` with symbolic links resolved, to tell whether two names are one file.
    private static func resolved(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
}

/// A file as the system knows it, by its device and inode, so that every name of one file is one identity.
private struct FileIdentity: Hashable {
    /// The device the file is on.
    var device: UInt64
    /// The file's inode on that device.
    var inode: UInt64

    /// The identity of the file `path` names, following symbolic links; nil when it cannot be found.
    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(truncatingIfNeeded: info.st_dev)
        inode = UInt64(truncatingIfNeeded: info.st_ino)
    }
}
