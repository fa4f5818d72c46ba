import A11yPlan

/// Writes one component's free text as an XLIFF 2.0 file for translators: a unit per piece of free
/// text, keyed by its `FreeText` id, with notes that say which component, platform and place it is,
/// and each typed term as a `<ph>` placeholder that a translator moves but cannot break.
///
/// A unit already translated carries its target (`state="translated"`); one whose source has changed
/// since carries the old target as `state="initial"` with a note, so the translator sees what to redo.
public struct XLIFFWriter: Sendable {
    /// The XLIFF 2.0 namespace.
    public static let namespace = "urn:oasis:names:tc:xliff:document:2.0"

    /// The catalog the file is for, named in each file's `original`.
    public var catalog: Catalog
    /// The language translated into.
    public var targetLanguage: String

    /// A writer for `catalog`'s free text into `targetLanguage`.
    public init(catalog: Catalog, targetLanguage: String) {
        self.catalog = catalog
        self.targetLanguage = targetLanguage
    }

    /// The `original` of a component's file: "a11yplan:Catalog name/component-id".
    public static func original(catalog: String, component: String) -> String {
        "a11yplan:" + catalog + "/" + component
    }

    /// The file for `component`.
    public func document(for component: Component) -> String {
        let translation = catalog.translations[targetLanguage] ?? Translation(locale: targetLanguage)
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out +=
            "<xliff xmlns=\"\(Self.namespace)\" version=\"2.0\" srcLang=\"\(XMLEscaping.attribute(catalog.sourceLanguage))\" "
        out += "trgLang=\"\(XMLEscaping.attribute(targetLanguage))\">\n"
        out +=
            "  <file id=\"f1\" original=\"\(XMLEscaping.attribute(Self.original(catalog: catalog.name, component: component.id)))\">\n"
        out += "    <notes>\n"
        out +=
            "      <note category=\"catalog\">\(XMLEscaping.text("\(catalog.name) \(catalog.version): \(component.name)"))</note>\n"
        out += "    </notes>\n"
        for unit in component.freeTexts where !unit.source.isBlank {
            write(unit, component: component, status: translation.status(of: unit), into: &out)
        }
        out += "  </file>\n</xliff>\n"
        return out
    }

    private func write(_ unit: FreeText, component: Component, status: Translation.Status, into out: inout String) {
        out += "    <unit id=\"\(XMLEscaping.attribute(unit.id))\" xml:space=\"preserve\">\n"
        out += "      <notes>\n"
        let place = unit.platform.map { "\(component.name) on \($0.name)" } ?? component.name
        out += "        <note category=\"location\">\(XMLEscaping.text(place + ": " + Self.describe(unit)))</note>\n"
        out += "        <note category=\"source\">\(XMLEscaping.text(unit.location.description))</note>\n"
        if case .stale = status {
            out += "        <note category=\"stale\">The source changed since this was translated: "
            out += "check the target against the new source.</note>\n"
        }
        out += "      </notes>\n"
        let terms = unit.source.terms
        if !terms.isEmpty {
            out += "      <originalData>\n"
            for (index, term) in terms.enumerated() {
                out += "        <data id=\"d\(index + 1)\">\(XMLEscaping.text(term.dslSource))</data>\n"
            }
            out += "      </originalData>\n"
        }
        let state: String
        let target: Phrase?
        switch status {
        case .translated(let phrase): (state, target) = ("translated", phrase)
        case .stale(let phrase): (state, target) = ("initial", phrase)
        case .missing: (state, target) = ("initial", nil)
        }
        out += "      <segment state=\"\(state)\">\n"
        out += "        <source>\(content(unit.source, terms: terms, platform: unit.platform))</source>\n"
        if let target {
            out += "        <target>\(content(target, terms: terms, platform: unit.platform))</target>\n"
        }
        out += "      </segment>\n"
        out += "    </unit>\n"
    }

    /// A phrase as XLIFF content: text escaped, each term a `<ph>` pointing at its data.
    private func content(_ phrase: Phrase, terms: [Phrase.Term], platform: Platform?) -> String {
        var out = ""
        for segment in phrase.segments {
            switch segment {
            case .text(let words): out += XMLEscaping.text(words)
            case .term(let term):
                let number = (terms.firstIndex(of: term) ?? 0) + 1
                let shown = Phrase(term: term).text(on: platform ?? .web)
                out +=
                    "<ph id=\"\(number)\" dataRef=\"d\(number)\" disp=\"\(XMLEscaping.attribute(shown))\" canDelete=\"no\"/>"
            }
        }
        return out
    }

    /// What the text is, for the translator.
    static func describe(_ unit: FreeText) -> String {
        switch unit.kind {
        case .name: "the component's name, in titles, navigation and lists"
        case .noun: "the component's name inside a sentence, with its article (\"How to test …\")"
        case .usage: "the Usage section, in Markdown: keep its markup (lists, links, emphasis)"
        case .unavailable: "why the component has no test plan on this platform"
        case .given: "the first line of How to test, after \"Given that\""
        case .input where unit.id.contains(".words."):
            "a step's whole condition after \"WHEN\", in plain words (in German with its verb last: "
                + "\"der Dialog sich öffnet\", \"ich ein Wort tippe\")"
        case .input: "a step's own words for what the tester does"
        case .purpose: "what a step's action is for, after the action"
        case .expectation where unit.id.hasSuffix(".hear"): "what the tester hears after a step, after \"I HEAR\""
        case .expectation: "what the tester sees after a step, after \"I SEE\""
        case .cell where unit.id.contains(".words."): "a table row's first cell in plain words, as a cell starts"
        case .cell: "a table row's own words for its first cell"
        case .result: "a table row's result: what the tester sees or hears"
        }
    }
}

extension Phrase {
    /// The distinct terms of the phrase, in order of first use: the placeholders of its XLIFF unit.
    public var terms: [Term] {
        var terms: [Term] = []
        for segment in segments {
            if case .term(let term) = segment, !terms.contains(term) { terms.append(term) }
        }
        return terms
    }

    /// A phrase of one term.
    init(term: Term) {
        self.init("")
        segments = [.term(term)]
    }
}

extension Phrase.Term {
    /// The term as the DSL writes it inside a phrase: `\(.role(.button))`.
    public var dslSource: String {
        switch self {
        case .role(let role): "\\(.role(.\(role.rawValue)))"
        case .state(let state): "\\(.state(.\(state.rawValue)))"
        case .setting(let setting): "\\(.setting(.\(setting.rawValue)))"
        case .key(let key): "\\(.key(.\(key.rawValue)))"
        case .screenReader: "\\(.screenReader)"
        }
    }

    /// The term a `dslSource` names, or nil.
    public init?(dslSource source: String) {
        guard source.hasPrefix("\\(."), source.hasSuffix(")") else { return nil }
        let body = source.dropFirst(3).dropLast()
        if body == "screenReader" {
            self = .screenReader
            return
        }
        guard let open = body.firstIndex(of: "("), body.hasSuffix(")") else { return nil }
        let kind = body[..<open]
        let name = body[body.index(after: open)...].dropLast()
        guard name.hasPrefix(".") else { return nil }
        let raw = String(name.dropFirst())
        switch kind {
        case "role":
            guard let role = Role(rawValue: raw) else { return nil }
            self = .role(role)
        case "state":
            guard let state = State(rawValue: raw) else { return nil }
            self = .state(state)
        case "setting":
            guard let setting = DeviceSetting(rawValue: raw) else { return nil }
            self = .setting(setting)
        case "key":
            guard let key = Key(rawValue: raw) else { return nil }
            self = .key(key)
        default: return nil
        }
    }
}
