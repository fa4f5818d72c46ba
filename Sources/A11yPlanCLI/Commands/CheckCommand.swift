import A11yPlan

/// `check`: the catalog's mistakes, one `file:line: error: …` line each; exits 1 on any error.
public struct CheckCommand: Command {
    /// Selects the command.
    public static let name = "check"
    /// One line of help.
    public static let abstract = "Check the catalog for mistakes, reported at their source lines."
    /// The usage line.
    public static let usage = "check [--locale L]"
    /// Accepted options.
    public static let options = [
        OptionSpec(
            "--locale", short: "-l", value: "L", help: "List every text without a current L translation, at its line.")
    ]
    /// Details.
    public static let discussion = """
        Reports duplicate ids, variants without a How-to-test part or a table, empty expectations,
        lines without a WCAG reference or best-practice mark, settings or gestures used on a platform
        that lacks them, Given lines that do not name the component, and checklist id clashes.
        Findings go to standard error as `file:line: error: …` or `warning: …`. Exits 1 on any error.
        `build` runs the same checks first.

        Translations: a text whose translation was made from an older source (stale) is reported at its
        source line; texts with no translation yet are counted once per locale, and listed one by one,
        each at its line, with --locale L.
        """

    /// The locale whose missing translations to list, if any.
    public var locale: String?

    /// Takes no arguments.
    public init(arguments: ParsedArguments) throws(CommandError) {
        if let extra = arguments.positionals.first {
            throw .usage("unexpected argument '\(extra)'", command: Self.name)
        }
        locale = arguments.values["--locale"]
    }

    /// Validates and reports.
    public func run(in context: CommandContext) async throws(CommandError) {
        if let locale { _ = try context.language(locale, command: Self.name) }
        let catalog = context.catalog
        var findings = Validator().validate(catalog)
        for code in catalog.locales {
            let gaps = catalog.translationGaps(locale: code)
            findings += gaps.diagnostics(listingMissing: code == locale)
            if gaps.missing > 0 && code != locale {
                context.console.writeError(
                    "warning: \(gaps.missing) of \(gaps.texts) texts have no \(code) translation and show in "
                        + "\(catalog.sourceLanguage); '\(context.toolName) check --locale \(code)' lists them\n")
            }
        }
        try Self.report(findings, of: catalog, to: context.console, summary: true)
    }

    /// Writes `findings`, then fails if any is an error; `summary` adds a count line.
    static func report(_ findings: [Diagnostic], of catalog: Catalog, to console: Console, summary: Bool)
        throws(CommandError)
    {
        for finding in findings {
            console.writeMessage(finding.description)
        }
        let errors = findings.filter { $0.severity == .error }.count
        let warnings = findings.count - errors
        if summary {
            let variants = catalog.components.map(\.variants.count).reduce(0, +)
            console.writeError(
                "Checked \(catalog.components.count) components, \(variants) plans: "
                    + "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s").\n"
            )
        }
        if errors > 0 {
            throw .failure("the catalog has \(errors) error\(errors == 1 ? "" : "s")")
        }
    }
}
