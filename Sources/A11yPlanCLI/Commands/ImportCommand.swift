import A11yPlan
import A11yPlanImport
import A11yPlanSite
import Foundation

/// `import`: existing Markdown test plans become DSL source, one Swift file per component and a
/// catalog file, with a `file:line:` message for everything not mapped to a typed term.
public struct ImportCommand: Command {
    /// Selects the command.
    public static let name = "import"
    /// One line of help.
    public static let abstract = "Turn Markdown test plans into DSL source for a catalog of your own."
    /// The usage line.
    public static let usage = "import FILE-OR-DIR... --output DIR [--force]"
    /// Accepted options.
    public static let options = [
        OptionSpec("--output", short: "-o", value: "DIR", help: "Write the Swift files into DIR (made if missing)."),
        OptionSpec("--force", help: "Replace files in DIR that have the same names."),
    ]
    /// Details.
    public static let discussion = """
        Reads each FILE, and every .md, .markdown and .txt file in each DIR and its folders, as a test plan:
        a Markdown page as 'render' writes it, or a plain-text page in the reference document's shape.
        Pages of one component on several platforms become one component. Writes <Component>.swift for
        each component and ImportedCatalog.swift listing them, as swift format leaves them.

        Words that name a vocabulary term become that term (kept as the page wrote them with .phrased
        where they differ from its own words); what is not mapped or left out is reported on standard
        error as `file:line: warning: …`, and a page that is not a test plan as `file:line: error: …`.
        Exits 1 if any page is not a test plan; the other pages are still written.

        Example:
          a11yplan import plans/ --output Sources/MyCatalog
        """

    /// The files and folders to read, in order.
    public var paths: [String]
    /// The folder to write into.
    public var output: String
    /// Whether files there may be replaced.
    public var force: Bool

    /// Reads the paths, `--output` and `--force`.
    public init(arguments: ParsedArguments) throws(CommandError) {
        guard !arguments.positionals.isEmpty else {
            throw .usage("missing page file or folder", command: Self.name)
        }
        guard let output = arguments.values["--output"] else {
            throw .usage("missing --output DIR", command: Self.name)
        }
        paths = arguments.positionals
        self.output = output
        force = arguments.flags.contains("--force")
    }

    /// Reads the pages, imports them, reports and writes the files.
    public func run(in context: CommandContext) async throws(CommandError) {
        var pages: [PageSource] = []
        var unreadable: [ImportDiagnostic] = []
        for path in paths {
            for file in try Self.pageFiles(at: path) {
                guard let data = FileManager.default.contents(atPath: file) else {
                    throw .failure("cannot read '\(file)'")
                }
                guard let text = String(validating: data, as: UTF8.self) else {
                    unreadable.append(
                        ImportDiagnostic(file: file, line: 1, severity: .error, message: "not UTF-8 text; not read"))
                    continue
                }
                pages.append(PageSource(path: file, text: text))
            }
        }
        var result = PageImporter(transliteration: Self.latin).importPages(pages)
        result.diagnostics = unreadable + result.diagnostics
        result.pagesRead += unreadable.count
        for diagnostic in result.diagnostics {
            context.console.writeMessage(diagnostic.description)
        }
        if !result.files.isEmpty { try write(result.files) }
        context.console.writeMessage("Imported: \(result.summary).")
        if result.files.isEmpty {
            throw .failure("no page could be read as a test plan")
        }
        if result.hasErrors {
            let errors = result.diagnostics.count - result.warningCount
            throw .failure("\(errors) page\(errors == 1 ? "" : "s") could not be read as test plans")
        }
    }

    /// `name` in ASCII Latin letters through ICU ("ボタン" is "botan", "Кнопка" "Knopka", "Menü"
    /// "Menu"), for the ids of components named in other scripts.
    @Sendable static func latin(_ name: String) -> String? {
        name.applyingTransform(StringTransform("Any-Latin; Latin-ASCII"), reverse: false)
    }

    /// `path` itself if it is a file, or the page files in the folder and its folders, sorted.
    static func pageFiles(at path: String) throws(CommandError) -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw .failure("cannot read '\(path)': no such file or folder")
        }
        guard isFolder.boolValue else { return [path] }
        let extensions: Set<String> = ["md", "markdown", "txt"]
        let names = (FileManager.default.subpaths(atPath: path) ?? []).filter { name in
            let url = URL(fileURLWithPath: name)
            return extensions.contains(url.pathExtension.lowercased())
                && !url.pathComponents.contains { $0.hasPrefix(".") }
        }.sorted()
        let folder = path.hasSuffix("/") ? path : path + "/"
        let files = names.map { folder + $0 }
            .filter { file in
                var isFolder: ObjCBool = false
                return FileManager.default.fileExists(atPath: file, isDirectory: &isFolder) && !isFolder.boolValue
            }
        guard !files.isEmpty else {
            throw .failure("no test plans in '\(path)': it has no .md, .markdown or .txt file")
        }
        return files
    }

    /// Writes every file into `output`, or none when one is there already and `force` is not given.
    private func write(_ files: [GeneratedFile]) throws(CommandError) {
        let folder = output.hasSuffix("/") ? output : output + "/"
        let targets = files.map { (file: $0, path: folder + $0.name) }
        if !force {
            let existing = targets.filter { FileManager.default.fileExists(atPath: $0.path) }.map(\.path)
            if let first = existing.first {
                let more = existing.count > 1 ? " and \(existing.count - 1) more of its files exist" : " exists"
                throw .failure("'\(first)'\(more); use --force to replace them; nothing was written")
            }
        }
        do {
            try SiteWriter.makeFolder(output)
            for target in targets {
                try SiteWriter.writeFile(target.file.text, at: target.path)
            }
        } catch {
            throw .failure(error.description)
        }
    }
}
