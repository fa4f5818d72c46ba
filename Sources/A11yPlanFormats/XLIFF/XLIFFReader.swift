import A11yPlan

/// Something `XLIFFReader` found in a translator file, at its line.
public struct XLIFFFinding: Sendable, Hashable, CustomStringConvertible {
    /// Whether the finding stops the import.
    public var isError: Bool
    /// The file's path as given.
    public var file: String
    /// The line, from 1.
    public var line: Int
    /// What was found.
    public var message: String

    /// "file:line: error: message".
    public var description: String { "\(file):\(line): \(isError ? "error" : "warning"): \(message)" }
}

/// Reads translated XLIFF 2.0 files into a catalog's translations, refusing what would put wrong words
/// on a page: a file that is not well-formed, for another catalog or language, with unit ids the
/// catalog lacks, or whose targets drop, repeat or invent placeholders.
///
/// It never replaces a translation the catalog already holds with other words unless told to.
public struct XLIFFReader: Sendable {
    /// The catalog the files must be for.
    public var catalog: Catalog
    /// Whether a translation the catalog holds may be replaced.
    public var force: Bool

    /// A reader for files of `catalog`.
    public init(catalog: Catalog, force: Bool = false) {
        self.catalog = catalog
        self.force = force
    }

    /// What reading files gave: the translations to keep, by locale, and what was found.
    public struct Result: Sendable {
        /// The catalog's translations with the files' units added, by locale.
        public var translations: [String: Translation]
        /// Findings, file by file and line by line.
        public var findings: [XLIFFFinding]
        /// How many units were added or changed.
        public var changed = 0
        /// How many units had no target yet.
        public var untranslated = 0

        /// Whether any finding stops the import.
        public var hasErrors: Bool { findings.contains(where: \.isError) }
    }

    /// Reads `files` (path and text) into the catalog's translations.
    public func read(_ files: [(path: String, text: String)]) -> Result {
        var result = Result(translations: catalog.translations, findings: [])
        for file in files {
            read(file.text, path: file.path, into: &result)
        }
        return result
    }

    private func read(_ text: String, path: String, into result: inout Result) {
        func error(_ line: Int, _ message: String) {
            result.findings.append(XLIFFFinding(isError: true, file: path, line: line, message: message))
        }
        func warning(_ line: Int, _ message: String) {
            result.findings.append(XLIFFFinding(isError: false, file: path, line: line, message: message))
        }
        let root: XMLTreeElement
        do {
            root = try XMLTreeElement.parse(text)
        } catch let broken {
            return error(broken.line, "not well-formed XML: \(broken.message)")
        }
        guard root.name == "xliff", root.attribute("xmlns") == XLIFFWriter.namespace else {
            return error(
                root.line, "not an XLIFF 2.0 file (the root is not <xliff xmlns=\"\(XLIFFWriter.namespace)\">)")
        }
        guard let version = root.attribute("version"), version.hasPrefix("2.") else {
            return error(root.line, "XLIFF version '\(root.attribute("version") ?? "")' is not 2.x")
        }
        guard root.attribute("srcLang") == catalog.sourceLanguage else {
            return error(
                root.line,
                "srcLang is '\(root.attribute("srcLang") ?? "")' but \(catalog.name) is written in '\(catalog.sourceLanguage)'"
            )
        }
        guard let locale = root.attribute("trgLang"), !locale.isEmpty else {
            return error(root.line, "the file has no trgLang: which language is it translated into?")
        }
        guard catalog.locales.contains(locale) else {
            let declared = catalog.locales.isEmpty ? "none" : catalog.locales.joined(separator: ", ")
            return error(root.line, "\(catalog.name) has no locale '\(locale)' (it declares \(declared))")
        }
        var translation = result.translations[locale] ?? Translation(locale: locale)
        for file in root.elements(named: "file") {
            let prefix = XLIFFWriter.original(catalog: catalog.name, component: "")
            guard let original = file.attribute("original"), original.hasPrefix(prefix) else {
                error(
                    file.line,
                    "this file is for '\(file.attribute("original") ?? "")', not for the catalog \(catalog.name)")
                continue
            }
            let componentID = String(original.dropFirst(prefix.count))
            guard let component = catalog.component(id: componentID) else {
                error(file.line, "\(catalog.name) has no component '\(componentID)'")
                continue
            }
            let texts = Dictionary(component.freeTexts.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            var seen: Set<String> = []
            for unit in file.elements(named: "unit") {
                guard let id = unit.attribute("id"), let current = texts[id] else {
                    error(unit.line, "\(componentID) has no text '\(unit.attribute("id") ?? "")'")
                    continue
                }
                guard seen.insert(id).inserted else {
                    error(unit.line, "the unit '\(id)' is written twice")
                    continue
                }
                let segments = unit.elements(named: "segment")
                guard segments.count == 1, let sourceElement = segments[0].elements(named: "source").first else {
                    error(unit.line, "the unit '\(id)' must have one segment with a source")
                    continue
                }
                var data: [String: Phrase.Term] = [:]
                for item in unit.elements(named: "originalData").flatMap({ $0.elements(named: "data") }) {
                    let source = item.children.compactMap { if case .text(let text) = $0 { text } else { nil } }
                        .joined()
                    guard let term = Phrase.Term(dslSource: source), let dataID = item.attribute("id") else {
                        error(item.line, "the placeholder data '\(source)' names no term of the vocabulary")
                        continue
                    }
                    data[dataID] = term
                }
                guard let source = phrase(sourceElement, data: data, unit: id, error: error) else { continue }
                guard let targetElement = segments[0].elements(named: "target").first,
                    targetElement.children.contains(where: { node in
                        if case .text(let text) = node { return !text.allSatisfy(\.isWhitespace) }
                        return true
                    })
                else {
                    result.untranslated += 1
                    continue
                }
                guard let target = phrase(targetElement, data: data, unit: id, error: error) else { continue }
                // A stale text's old target, which the export writes `initial`: not translated anew until
                // its state says so, so it stays out, as a missing one does, and the catalog keeps its stale
                // translation. Changed words that are still `initial` are said, not taken.
                if segments[0].attribute("state") == "initial",
                    let existing = translation.units[Translation.key(component: componentID, unit: id)],
                    existing.source.normalized != current.source.normalized
                {
                    if existing.target.normalized != target.normalized {
                        warning(
                            targetElement.line,
                            "'\(id)' is still marked initial, as the export left its older translation; "
                                + "left out: set its state to translated to import it")
                    }
                    result.untranslated += 1
                    continue
                }
                let sourceIDs = placeholders(sourceElement)
                let targetIDs = placeholders(targetElement)
                if let extra = targetIDs.first(where: { !sourceIDs.contains($0) }) {
                    error(targetElement.line, "the target of '\(id)' has a placeholder '\(extra)' its source does not")
                    continue
                }
                if let missing = sourceIDs.first(where: { !targetIDs.contains($0) }) {
                    let reference = sourceElement.elements.first { $0.attribute("id") == missing }?.attribute("dataRef")
                    let shown =
                        reference.flatMap { data[$0] }.map { Phrase(term: $0).text(on: current.platform ?? .web) }
                        ?? missing
                    error(targetElement.line, "the target of '\(id)' drops the placeholder \(missing) ('\(shown)')")
                    continue
                }
                if Set(targetIDs).count != targetIDs.count {
                    error(targetElement.line, "the target of '\(id)' repeats a placeholder")
                    continue
                }
                if source.normalized != current.source.normalized {
                    warning(
                        sourceElement.line,
                        "'\(id)' was translated from an older source; kept, and shown in the source language "
                            + "until it is translated again")
                }
                let key = Translation.key(component: componentID, unit: id)
                let unitValue = Translation.Unit(source: source, target: target)
                if let existing = translation.units[key], existing != unitValue {
                    if existing.target != target && !force {
                        error(
                            targetElement.line,
                            "the catalog already has another \(locale) translation of '\(id)'; use --force to replace it"
                        )
                        continue
                    }
                }
                if translation.units[key] != unitValue {
                    translation.units[key] = unitValue
                    result.changed += 1
                }
            }
        }
        result.translations[locale] = translation
    }

    /// The ids of the placeholders in `element`, in order.
    private func placeholders(_ element: XMLTreeElement) -> [String] {
        element.elements.filter { $0.name == "ph" }.compactMap { $0.attribute("id") }
    }

    /// The phrase an XLIFF source or target holds, or nil after reporting what breaks it.
    private func phrase(
        _ element: XMLTreeElement, data: [String: Phrase.Term], unit: String, error: (Int, String) -> Void
    ) -> Phrase? {
        var phrase = Phrase("")
        for node in element.children {
            switch node {
            case .text(let text):
                if ForeignText.isMarked(text) {
                    error(element.line, "the text of '\(unit)' holds private-use characters A11yPlan reserves")
                    return nil
                }
                if let problem = Translation.controlCharacterProblem(in: text) {
                    error(element.line, "the text of '\(unit)' \(problem)")
                    return nil
                }
                phrase.segments.append(.text(text))
            case .element(let child) where child.name == "ph":
                guard let reference = child.attribute("dataRef"), let term = data[reference] else {
                    error(child.line, "the placeholder '\(child.attribute("id") ?? "")' in '\(unit)' points at no data")
                    return nil
                }
                phrase.segments.append(.term(term))
            case .element(let child):
                error(child.line, "<\(child.name)> in '\(unit)': only <ph> placeholders are used in these files")
                return nil
            }
        }
        return phrase.normalized
    }
}
