import A11yPlan

/// Turns Markdown test plans into the model and into DSL source: the entry point of `a11yplan import`.
///
/// Pure: it is given the pages' text and gives back the files' text, touching no file system. Each
/// page is read in its shape (a Markdown page with headings, as `MarkdownRenderer` writes it, or the
/// plain-text reference document), its words are mapped to typed terms, and the pages of one component
/// (one id, from the name) become one `Component` with a variant per platform, in platform order.
public struct PageImporter: Sendable {
    /// The name of the generated catalog type.
    public var catalogType: String
    /// Spells a name in another script in Latin letters for its id ("ボタン" as "botan"), or gives
    /// nil; the command-line tool passes ICU's transliteration, which this pure module cannot reach.
    /// Without it, or when it gives no ASCII, such a name's id ends in a hash of the name.
    public var transliteration: (@Sendable (String) -> String?)?

    /// An importer whose catalog type is `catalogType`, spelling names of other scripts for ids with
    /// `transliteration`.
    public init(
        catalogType: String = "ImportedCatalog", transliteration: (@Sendable (String) -> String?)? = nil
    ) {
        self.catalogType = catalogType
        self.transliteration = transliteration
    }

    /// Imports `pages`.
    public func importPages(_ pages: [PageSource]) -> ImportResult {
        var diagnostics: [ImportDiagnostic] = []
        var imported: [ImportedPage] = []
        var terms = 0
        for page in pages {
            for outline in Self.outline(page.text, path: page.path).perPlatform() {
                let result = PlanReader(file: page.path, outline: outline).read()
                diagnostics += result.diagnostics
                if let plan = result.page {
                    imported.append(plan)
                    terms += plan.termsMapped
                }
            }
        }
        let (components, assembly) = assemble(imported)
        diagnostics += assembly
        diagnostics += components.flatMap(Self.checkErrors)
        diagnostics = Self.ordered(diagnostics, files: pages.map(\.path))
        var result = ImportResult(
            components: components, files: [], diagnostics: diagnostics, pagesRead: pages.count, termsMapped: terms)
        guard !components.isEmpty else { return result }
        let names = SourceNames(ids: components.map(\.id), catalogType: catalogType)
        let writer = ComponentSourceWriter(catalogType: catalogType)
        result.files = zip(components, names.properties).map { component, property in
            GeneratedFile(name: SourceNames.fileName(property), text: writer.file(component, identifier: property))
        }
        result.files.append(GeneratedFile(name: catalogType + ".swift", text: CatalogSourceWriter(names: names).file()))
        return result
    }

    /// What `a11yplan check` would refuse in an imported component, as warnings at the page's lines,
    /// so a plan that `build` would stop at is known at import (a part with nothing to test, two
    /// items with one id, a touch gesture in a desktop table). Rows and steps without a WCAG reference,
    /// which a page listing its criteria for the whole plan leaves, are counted in one warning per page.
    private static func checkErrors(_ component: Component) -> [ImportDiagnostic] {
        let errors = Validator().validate(component).filter { $0.severity == .error }
        let unreferenced = errors.filter { $0.message.hasPrefix("no WCAG reference") }
        var found: [ImportDiagnostic] = errors.filter { !$0.message.hasPrefix("no WCAG reference") }.map { finding in
            ImportDiagnostic(
                file: finding.location.fileID, line: finding.location.line, severity: .warning,
                message: "a11yplan check will refuse this until it is fixed: \(finding.message)")
        }
        var counted: [String: (line: Int, lines: Set<Int>)] = [:]
        for finding in unreferenced {
            let file = finding.location.fileID
            counted[file, default: (finding.location.line, [])].lines.insert(finding.location.line)
        }
        for (file, count) in counted.sorted(by: { $0.key < $1.key }) {
            found.append(
                ImportDiagnostic(
                    file: file, line: count.line, severity: .warning,
                    message: "\(count.lines.count) lines of the page have no WCAG reference, which a11yplan check "
                        + "refuses: give each .wcag(...) or .bestPractice in the generated source"))
        }
        return found
    }

    /// The messages page by page in the order given, each page's in line order, each message once:
    /// the variants of a native page read the same lines.
    private static func ordered(_ diagnostics: [ImportDiagnostic], files: [String]) -> [ImportDiagnostic] {
        var seen = Set<String>()
        let unique = diagnostics.filter { seen.insert($0.description).inserted }
        var order: [String: Int] = [:]
        for file in files where order[file] == nil { order[file] = order.count }
        func key(_ item: (offset: Int, element: ImportDiagnostic)) -> (Int, Int, Int) {
            (order[item.element.file] ?? files.count, item.element.line, item.offset)
        }
        return unique.enumerated().sorted { key($0) < key($1) }.map(\.element)
    }

    /// The source of one component, as `importPages` writes it into its file.
    public func source(of component: Component, property: String) -> String {
        ComponentSourceWriter(catalogType: catalogType).file(component, identifier: property)
    }

    /// A page's outline in its shape: a page with front matter or `#` headings is Markdown; one
    /// without is plain text (where libcmark may take a "-" line under a title for a heading
    /// underline, which is no marker).
    static func outline(_ page: String, path: String = "") -> PageOutline {
        let (frontMatter, written) = FrontMatter.split(page)
        let text = DashBullets.listed(written)
        let document = MarkdownNode.document(text)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let hasHashHeadings = document.children.contains { node in
            node.kind == .heading && node.startLine >= 1 && node.startLine <= lines.count
                && lines[node.startLine - 1].drop { $0 == " " }.hasPrefix("#")
        }
        if hasHashHeadings || !frontMatter.fields.isEmpty {
            return MarkdownPageReader(source: text, document: document, frontMatter: frontMatter, path: path)
                .outline()
        }
        return PlainTextPageReader(source: text).outline()
    }

    /// The id of a component named `name`: `Component.id(forName:)` for a name in Latin letters; a
    /// name with letters or digits of another script, which that drops, is spelled in Latin letters
    /// first (`transliteration`), else its id ends in a hash of its words ("component-5e0f8a1c" for
    /// "ボタン"), so names in other scripts get ids of their own, the same on every import. A name
    /// without letters or digits ("🔘") is "component-" and a hash of the name.
    func id(forName name: String) -> String {
        let id = Component.id(forName: name)
        let words = Self.words(name)
        guard words != id || id.isEmpty else { return id }
        if let latin = transliteration?(name) {
            let latinID = Component.id(forName: latin)
            if !latinID.isEmpty && Self.words(latin) == latinID { return latinID }
        }
        return (id.isEmpty ? "component" : id) + "-" + Self.hash(words.isEmpty ? name : words)
    }

    /// What makes two pages' names one component's: the same name in lower case, whatever spaces,
    /// hyphens, underscores and punctuation part its words ("Date picker", "date-picker"), but with
    /// its other symbols, so that "C#" and "C++", or "🙂" and "★", are components of their own.
    private static func sameness(_ name: String) -> String {
        let separators = Set(" \t-_/.,:;'\"()[]")
        return name.lowercased().split { separators.contains($0) }.joined(separator: "-")
    }

    /// The name's letters and digits in lower case, in runs joined by hyphens, as an id keeps them
    /// but in every script: two names with the same words are one component.
    private static func words(_ name: String) -> String {
        name.lowercased().split { !($0.isLetter || $0.isNumber) }.joined(separator: "-")
    }

    /// Eight hexadecimal digits of the FNV-1a hash of `text`'s UTF-8: short, and the same on every
    /// machine and run, which Swift's own hashing is not.
    private static func hash(_ text: String) -> String {
        var value: UInt32 = 0x811C_9DC5
        for byte in text.utf8 {
            value = (value ^ UInt32(byte)) &* 0x0100_0193
        }
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }

    /// The pages of each component put together, in the order their first pages came. Pages whose
    /// names have the same words are one component; pages whose different names make one id (a
    /// transliteration or a hash that two names share) each keep their component, the later one
    /// with a numbered id and a warning that names both pages.
    private func assemble(_ pages: [ImportedPage]) -> ([Component], [ImportDiagnostic]) {
        var components: [Component] = []
        var diagnostics: [ImportDiagnostic] = []
        var indexByID: [String: Int] = [:]
        var idByWords: [String: String] = [:]
        for page in pages {
            func warn(_ line: Int, _ message: String) {
                diagnostics.append(ImportDiagnostic(file: page.file, line: line, severity: .warning, message: message))
            }
            let id: String
            if let given = page.id {
                id = given
            } else if let known = idByWords[Self.sameness(page.name)] {
                id = known
            } else {
                var derived = self.id(forName: page.name)
                if let index = indexByID[derived] {
                    let first = components[index]
                    var number = 2
                    while indexByID["\(derived)-\(number)"] != nil { number += 1 }
                    warn(
                        page.line,
                        "'\(page.name)' makes the id '\(derived)' as '\(first.name)' does "
                            + "(\(first.location.fileID):\(first.location.line)); this one gets '\(derived)-\(number)'")
                    derived += "-\(number)"
                }
                idByWords[Self.sameness(page.name)] = derived
                id = derived
            }
            guard let index = indexByID[id] else {
                var component = Component(page.name, noun: page.noun, id: id, fileID: page.file, line: page.line) {}
                if let usage = page.usage {
                    component.usage = Usage(usage.value, fileID: page.file, line: usage.line)
                }
                component.variants = [page.variant]
                indexByID[id] = components.count
                components.append(component)
                continue
            }
            var component = components[index]
            let first = "\(component.location.fileID):\(component.location.line)"
            // Two plans of one component on one platform: the second is not imported, which is an error,
            // so that no page is lost with exit 0.
            if component.variant(for: page.variant.platform) != nil {
                diagnostics.append(
                    ImportDiagnostic(
                        file: page.file, line: page.line, severity: .error,
                        message: "a second \(page.variant.platform.name) plan of '\(component.name)' (the first is at "
                            + "\(first)); not imported: rename one page's component or remove one"))
                continue
            }
            if page.name != component.name {
                warn(
                    page.line, "'\(page.name)' is the same component as '\(component.name)', as named first at \(first)"
                )
            }
            if page.noun != component.noun, let noun = page.noun {
                warn(
                    page.line,
                    "'\(noun)' names '\(component.name)' in sentences differently; kept '\(component.nameInSentence)'")
            }
            if let usage = page.usage {
                if component.usage == nil {
                    component.usage = Usage(usage.value, fileID: page.file, line: usage.line)
                } else if component.usage?.markdown != usage.value {
                    warn(
                        usage.line,
                        "the usage differs from the one read first, which is kept; this page has: \(usage.value)")
                }
            }
            component.variants.append(page.variant)
            component.variants.sort { $0.platform < $1.platform }
            components[index] = component
        }
        return (components, diagnostics)
    }
}
