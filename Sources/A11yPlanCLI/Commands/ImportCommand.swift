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
        var unreadablePages = 0
        for path in paths {
            let found = try Self.pageFiles(at: path)
            unreadable += found.unreadable + found.unlisted
            unreadablePages += found.unreadable.count
            for file in found.files {
                guard let data = FileManager.default.contents(atPath: file) else {
                    unreadable.append(Self.unreadable(file, LocalPath.readProblem(file)))
                    unreadablePages += 1
                    continue
                }
                guard let text = String(validating: data, as: UTF8.self) else {
                    unreadable.append(
                        ImportDiagnostic(file: file, line: 1, severity: .error, message: "not UTF-8 text; not read"))
                    unreadablePages += 1
                    continue
                }
                pages.append(PageSource(path: file, text: text))
            }
        }
        var result = PageImporter(transliteration: Self.latin).importPages(pages)
        result.diagnostics = unreadable + result.diagnostics
        result.pagesRead += unreadablePages
        for diagnostic in result.diagnostics {
            context.console.writeMessage(diagnostic.description)
        }
        if !result.files.isEmpty { try write(result.files) }
        context.console.writeMessage("Imported: \(result.summary).")
        if result.files.isEmpty {
            throw .failure("no page could be read as a test plan")
        }
        if result.hasErrors {
            let errors = Set(result.diagnostics.filter { $0.severity == .error }.map(\.file)).count
            throw .failure("\(errors) page\(errors == 1 ? " was" : "s were") not imported; the errors above say why")
        }
    }

    /// `name` in ASCII Latin letters through ICU ("ボタン" is "botan", "Кнопка" "Knopka", "Menü"
    /// "Menu"), for the ids of components named in other scripts.
    @Sendable static func latin(_ name: String) -> String? {
        name.applyingTransform(StringTransform("Any-Latin; Latin-ASCII"), reverse: false)
    }

    /// `path` itself if it is a file, or the page files in the folder and its folders (hidden ones
    /// and links to folders aside), sorted; with an error for each page file that cannot be read (a
    /// loop of links, a link to nothing, no permission, a FIFO or device) and each folder that
    /// cannot be listed, so none is passed over without a word.
    static func pageFiles(at path: String) throws(CommandError) -> (
        files: [String], unreadable: [ImportDiagnostic], unlisted: [ImportDiagnostic]
    ) {
        switch LocalPath.kind(of: path) {
        case .failure(let problem) where problem.code == ENOENT && !LocalPath.isLink(path):
            throw .failure("cannot read '\(path)': no such file or folder")
        case .failure(let problem):
            return ([], [unreadable(path, problem)], [])
        case .success(.file):
            return ([path], [], [])
        case .success(.other):
            return ([], [unreadable(path, LocalPath.Problem(reason: "not a regular file"))], [])
        case .success(.folder):
            break
        }
        let extensions: Set<String> = ["md", "markdown", "txt"]
        var files: [String] = []
        var unreadable: [ImportDiagnostic] = []
        var unlisted: [ImportDiagnostic] = []
        var folders = [path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path]
        while let folder = folders.popLast() {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
                let reason = LocalPath.readProblem(folder).reason
                unlisted.append(
                    ImportDiagnostic(
                        file: folder, line: 0, severity: .error,
                        message: "cannot list this folder: \(reason); its pages are not read"))
                continue
            }
            for name in names.sorted().reversed() where !name.hasPrefix(".") {
                let file = folder + "/" + name
                let isPage = extensions.contains(URL(fileURLWithPath: name).pathExtension.lowercased())
                switch LocalPath.kind(of: file) {
                case .success(.folder) where !LocalPath.isLink(file): folders.append(file)
                case .success(.file) where isPage: files.append(file)
                case .success(.other) where isPage:
                    unreadable.append(Self.unreadable(file, LocalPath.Problem(reason: "not a regular file")))
                case .failure(let problem) where isPage: unreadable.append(Self.unreadable(file, problem))
                default: break
                }
            }
        }
        guard !files.isEmpty || !unreadable.isEmpty || !unlisted.isEmpty else {
            throw .failure("no test plans in '\(path)': it has no .md, .markdown or .txt file")
        }
        return (files.sorted(), unreadable.sorted { $0.file < $1.file }, unlisted.sorted { $0.file < $1.file })
    }

    /// The error about a page file that cannot be read, saying why.
    private static func unreadable(_ path: String, _ problem: LocalPath.Problem) -> ImportDiagnostic {
        ImportDiagnostic(file: path, line: 0, severity: .error, message: "\(problem.reason); not read")
    }

    /// Writes every file into `output`, or none when one is there already and `force` is not given.
    private func write(_ files: [GeneratedFile]) throws(CommandError) {
        let folder = output.hasSuffix("/") ? output : output + "/"
        let targets = files.map { (file: $0, path: folder + $0.name) }
        if let problem = LocalPath.outputFolderProblem(output) {
            throw .failure("\(problem); nothing was written")
        }
        if let taken = targets.first(where: { LocalPath.kind(of: $0.path) == .success(.folder) }) {
            throw .failure("'\(taken.path)' is a folder, not a file; nothing was written")
        }
        do throws(SiteWriterError) {
            // Only a regular file is ever replaced, and only with --force: a folder, link, device or
            // FIFO where a file goes stops the import before anything is written.
            var existing: [String] = []
            for target in targets {
                do {
                    if try SiteWriter.existingFile(at: target.path) { existing.append(target.path) }
                } catch {
                    throw SiteWriterError(error.description + "; nothing was written")
                }
            }
            if !force, let first = existing.first {
                let more = existing.count > 1 ? " and \(existing.count - 1) more of its files exist" : " exists"
                throw SiteWriterError("'\(first)'\(more); use --force to replace them; nothing was written")
            }
            try SiteWriter.makeFolder(output)
            for target in targets {
                try SiteWriter.writeFile(target.file.text, at: target.path)
            }
        } catch {
            throw .failure(error.description)
        }
    }
}
