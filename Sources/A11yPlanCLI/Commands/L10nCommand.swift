import A11yPlan
import A11yPlanFormats
import A11yPlanSite
import Foundation

/// `l10n`: the translator workflow. `l10n export` writes each component's free text as XLIFF 2.0 for
/// translators; `l10n import` reads translated XLIFF back into the catalog package's translations.
public struct L10nCommand: Command {
    /// Selects the command.
    public static let name = "l10n"
    /// One line of help.
    public static let abstract = "Export free text to translate as XLIFF, and import the translations."
    /// The usage line.
    public static let usage =
        "l10n export --locale L --output DIR [--force] | l10n import FILE-OR-DIR... [--into DIR] [--force]"
    /// Accepted options.
    public static let options = [
        OptionSpec("--locale", short: "-l", value: "L", help: "export: the locale to translate into (required)."),
        OptionSpec("--output", short: "-o", value: "DIR", help: "export: write the .xlf files into DIR."),
        OptionSpec(
            "--into", value: "DIR",
            help: "import: the catalog package's translations folder (default: Content/Translations)."),
        OptionSpec(
            "--translations", value: "DIR",
            help: "export: start from the translations in DIR/<locale>.json instead of the bundled ones."),
        OptionSpec("--force", help: "Replace files (export) or translations the catalog has (import)."),
    ]
    /// Details.
    public static let discussion = """
        Only free text needs a translator: names, usage, Given lines, expectations and results. The
        vocabulary (keys, gestures, roles, states, settings) and every fixed word are translated once
        per language in A11yPlan itself, and typed terms inside free text are <ph> placeholders.

        export writes DIR/<component-id>.xlf for every component: one unit per piece of free text,
        keyed by an id from its place in the component (ios.keyboard.escape.see), with notes naming the
        component, platform, where the text appears and its source line. Units translated already carry
        their target; units whose source changed since carry the old target, marked for review.

        import reads translated files (or every .xlf and .xliff file in a folder) and writes
        <into>/<locale>.json, which the catalog package bundles; rebuild the tool to use them. A file
        that is not well-formed, is for another catalog or locale, names unknown units or breaks a
        placeholder is refused at file:line, and then nothing is written. A translation the catalog
        already has is only replaced with --force. 'check' warns about missing and stale translations.

        Examples:
          a11yplan l10n export --locale de --output translations/de
          a11yplan l10n import translations/de
        """

    /// `export` or `import`.
    public var action: String
    /// The files and folders to import.
    public var paths: [String]
    /// The locale to export.
    public var locale: String?
    /// The folder to export into.
    public var output: String?
    /// The translations folder to import into.
    public var into: String
    /// Whether files or translations may be replaced.
    public var force: Bool
    /// A folder of translations to export from instead of the bundled ones.
    public var translations: String?

    /// Reads the action, its paths and options.
    public init(arguments: ParsedArguments) throws(CommandError) {
        guard let action = arguments.positionals.first else {
            throw .usage("missing 'export' or 'import'", command: Self.name)
        }
        self.action = action
        paths = Array(arguments.positionals.dropFirst())
        locale = arguments.values["--locale"]
        output = arguments.values["--output"]
        into = arguments.values["--into"] ?? "Content/Translations"
        force = arguments.flags.contains("--force")
        translations = arguments.values["--translations"]
        switch action {
        case "export":
            if let extra = paths.first { throw .usage("unexpected argument '\(extra)'", command: Self.name) }
            if locale == nil { throw .usage("missing --locale", command: Self.name) }
            if output == nil { throw .usage("missing --output DIR", command: Self.name) }
        case "import":
            if paths.isEmpty { throw .usage("missing XLIFF file or folder", command: Self.name) }
        default:
            throw .usage("unknown l10n action '\(action)'; use 'export' or 'import'", command: Self.name)
        }
    }

    /// Runs the export or the import.
    public func run(in context: CommandContext) async throws(CommandError) {
        let context = try context.translations(from: translations)
        if action == "export" { try export(in: context) } else { try importFiles(in: context) }
    }

    private func export(in context: CommandContext) throws(CommandError) {
        let catalog = context.catalog
        guard let locale, let output else { return }
        guard catalog.locales.contains(locale) else {
            let declared = catalog.locales.isEmpty ? "none" : catalog.locales.joined(separator: ", ")
            throw .usage("the catalog has no locale '\(locale)' (it declares \(declared))", command: Self.name)
        }
        let writer = XLIFFWriter(catalog: catalog, targetLanguage: locale)
        let folder = output.hasSuffix("/") ? output : output + "/"
        let files = catalog.components.map { (path: folder + $0.id + ".xlf", text: writer.document(for: $0)) }
        if let problem = LocalPath.outputFolderProblem(output) {
            throw .failure("\(problem); nothing was written")
        }
        do throws(SiteWriterError) {
            var existing: [String] = []
            for file in files where try SiteWriter.existingFile(at: file.path) { existing.append(file.path) }
            if !force, let first = existing.first {
                throw SiteWriterError("'\(first)' exists; use --force to replace the files; nothing was written")
            }
            try SiteWriter.makeFolder(output)
            for file in files { try SiteWriter.writeFile(file.text, at: file.path) }
        } catch {
            throw .failure(error.description)
        }
        let gaps = catalog.translationGaps(locale: locale)
        context.console.writeError(
            "Wrote \(files.count) XLIFF files to \(output): \(gaps.texts) units, "
                + "\(gaps.texts - gaps.gaps.count) translated, \(gaps.stale) stale, \(gaps.missing) to translate.\n")
    }

    private func importFiles(in context: CommandContext) throws(CommandError) {
        var files: [(path: String, text: String)] = []
        for path in paths {
            for file in try Self.xliffFiles(at: path) {
                switch LocalPath.kind(of: file) {
                case .success(.file): break
                case .success: throw .failure("cannot read '\(file)': not a regular file")
                case .failure(let problem): throw .failure("cannot read '\(file)': \(problem.reason)")
                }
                guard let data = FileManager.default.contents(atPath: file) else {
                    throw .failure("cannot read '\(file)': \(LocalPath.readProblem(file).reason)")
                }
                guard let text = String(validating: data, as: UTF8.self) else {
                    throw .failure("'\(file)' is not UTF-8 text")
                }
                files.append((file, text))
            }
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: into, isDirectory: &isFolder), isFolder.boolValue else {
            throw .failure(
                "no translations folder '\(into)'; pass --into with the catalog package's Translations folder")
        }
        let result = XLIFFReader(catalog: context.catalog, force: force).read(files)
        for finding in result.findings {
            context.console.writeMessage(finding.description)
        }
        if result.hasErrors {
            let errors = result.findings.filter(\.isError).count
            throw .failure("\(errors) error\(errors == 1 ? "" : "s") in the XLIFF files; nothing was written")
        }
        let folder = into.hasSuffix("/") ? into : into + "/"
        var written: [String] = []
        for (locale, translation) in result.translations.sorted(by: { $0.key < $1.key })
        where translation != context.catalog.translations[locale] {
            do {
                try SiteWriter.writeFile(translation.json, at: folder + locale + ".json")
            } catch {
                throw .failure(error.description)
            }
            written.append(folder + locale + ".json")
        }
        let target = written.isEmpty ? "no change to the catalog" : "wrote \(written.joined(separator: ", "))"
        context.console.writeError(
            "Imported \(files.count) file\(files.count == 1 ? "" : "s"): \(result.changed) unit"
                + "\(result.changed == 1 ? "" : "s") added or changed, \(result.untranslated) without a target yet; "
                + "\(target). Rebuild the tool to use them.\n")
    }

    /// `path` itself if it is a file, or the .xlf and .xliff files in the folder, sorted.
    private static func xliffFiles(at path: String) throws(CommandError) -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw .failure("cannot read '\(path)': no such file or folder")
        }
        guard isFolder.boolValue else { return [path] }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [])
            .filter { $0.hasSuffix(".xlf") || $0.hasSuffix(".xliff") }.sorted()
        guard !names.isEmpty else { throw .failure("no .xlf or .xliff file in '\(path)'") }
        let folder = path.hasSuffix("/") ? path : path + "/"
        return names.map { folder + $0 }
    }
}
