import A11yPlan
import A11yPlanFormats
import Content
import Testing

/// XLIFF 2.0 for translators: what the writer puts in a file, and what the reader refuses.
@Suite struct XLIFFTests {
    static let catalog: Catalog = {
        var catalog = BundledCatalog.catalog
        catalog.translations = [:]
        return catalog
    }()

    static func file(_ id: String = "popover-tooltip") -> String {
        XLIFFWriter(catalog: catalog, targetLanguage: "de").document(for: catalog.component(id: id)!)
    }

    /// `file` with `target` after the source of the unit `unit`.
    static func translating(_ unit: String, as target: String, in file: String = file()) -> String {
        let start = file.range(of: "<unit id=\"\(unit)\"")!
        let source = file.range(of: "</source>", range: start.upperBound..<file.endIndex)!
        return file.replacingCharacters(in: source, with: "</source>\n        <target>\(target)</target>")
    }

    static func read(_ text: String, force: Bool = false, catalog: Catalog = catalog) -> XLIFFReader.Result {
        XLIFFReader(catalog: catalog, force: force).read([(path: "de/popover-tooltip.xlf", text: text)])
    }

    @Test func aFileHasAUnitPerTextWithNotesAndPlaceholders() throws {
        let text = Self.file()
        #expect(
            text.hasPrefix(
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<xliff xmlns=\"urn:oasis:names:tc:xliff:document:2.0\""))
        let root = try XMLTreeElement.parse(text)
        let units = root.elements(named: "file")[0].elements(named: "unit")
        let component = try #require(Self.catalog.component(id: "popover-tooltip"))
        #expect(units.map { $0.attribute("id")! } == component.freeTexts.filter { !$0.source.isBlank }.map(\.id))
        #expect(text.contains("<note category=\"location\">Popover tooltip on iOS: the first line of How to test"))
        #expect(text.contains("<note category=\"source\">Content/PopoverTooltip.swift:"))
        #expect(text.contains("<data id=\"d1\">\\(.role(.button))</data>"))
        #expect(
            text.contains("It identifies itself as a <ph id=\"1\" dataRef=\"d1\" disp=\"button\" canDelete=\"no\"/>"))
    }

    @Test func aTranslatedFileReadsIntoTheTranslation() throws {
        var text = Self.translating("name", as: "Popover-Tooltip")
        text = Self.translating(
            "ios.output.role.result", as: "Gibt sich als <ph id=\"1\" dataRef=\"d1\"/> &amp; mehr aus", in: text)
        let result = Self.read(text)
        #expect(result.findings.isEmpty)
        #expect(result.changed == 2)
        let units = try #require(result.translations["de"]?.units)
        #expect(units["popover-tooltip/name"]?.target == "Popover-Tooltip")
        #expect(units["popover-tooltip/ios.output.role.result"]?.target == "Gibt sich als \(.role(.button)) & mehr aus")
        var catalog = Self.catalog
        catalog.translations = result.translations
        let again = XLIFFWriter(catalog: catalog, targetLanguage: "de").document(
            for: catalog.component(id: "popover-tooltip")!)
        #expect(again.contains("<target>Popover-Tooltip</target>"))
        #expect(again.contains("<segment state=\"translated\">"))
    }

    @Test(arguments: [
        ("<xliff", "<xlif", "not well-formed XML"),
        ("trgLang=\"de\"", "trgLang=\"fr\"", "has no locale 'fr'"),
        ("a11yplan:A11yPlan catalog/", "a11yplan:Other catalog/", "not for the catalog A11yPlan catalog"),
        ("<unit id=\"name\"", "<unit id=\"nickname\"", "popover-tooltip has no text 'nickname'"),
        ("srcLang=\"en\"", "srcLang=\"fr\"", "srcLang is 'fr'"),
    ])
    func aFileForSomethingElseIsRefusedAtItsLine(original: String, broken: String, message: String) {
        let text = Self.translating("name", as: "Popover-Tooltip").replacingOccurrences(of: original, with: broken)
        let result = Self.read(text)
        #expect(result.hasErrors)
        #expect(result.findings.contains { $0.isError && $0.message.contains(message) }, "\(result.findings)")
        #expect(result.findings.allSatisfy { $0.line > 0 && $0.description.hasPrefix("de/popover-tooltip.xlf:") })
    }

    @Test(arguments: [
        ("Gibt sich aus", "drops the placeholder 1 ('button')"),
        ("<ph id=\"1\" dataRef=\"d1\"/> <ph id=\"1\" dataRef=\"d1\"/>", "repeats a placeholder"),
        ("<ph id=\"1\" dataRef=\"d1\"/> <ph id=\"2\" dataRef=\"d1\"/>", "has a placeholder '2' its source does not"),
        ("<ph id=\"1\" dataRef=\"d9\"/>", "points at no data"),
        ("<pc id=\"1\">Taste</pc>", "only <ph> placeholders"),
    ])
    func aBrokenPlaceholderIsRefused(target: String, message: String) {
        let text = Self.translating("ios.output.role.result", as: target)
        let result = Self.read(text)
        #expect(result.findings.contains { $0.isError && $0.message.contains(message) }, "\(result.findings)")
        let line = text.components(separatedBy: "\n").firstIndex { $0.contains("<target>") }! + 1
        #expect(result.findings.first?.line == line)
    }

    @Test func aTranslationTheCatalogHasIsOnlyReplacedWithForce() {
        var catalog = Self.catalog
        catalog.translations = Self.read(Self.translating("name", as: "Popover-Tooltip")).translations
        let other = Self.translating("name", as: "Sprechblase")
        let refused = Self.read(other, catalog: catalog)
        #expect(
            refused.findings.map(\.message) == [
                "the catalog already has another de translation of 'name'; use --force to replace it"
            ])
        let forced = Self.read(other, force: true, catalog: catalog)
        #expect(!forced.hasErrors)
        #expect(forced.translations["de"]?.units["popover-tooltip/name"]?.target == "Sprechblase")
    }

    @Test func aTranslationOfAnOlderSourceIsKeptAsStale() throws {
        let text = Self.translating("name", as: "Popover-Tooltip")
            .replacingOccurrences(of: "<source>Popover tooltip</source>", with: "<source>Popover tip</source>")
        let result = Self.read(text)
        #expect(!result.hasErrors)
        #expect(
            result.findings.map(\.message) == [
                "'name' was translated from an older source; kept, and shown in the source language until it is translated again"
            ])
        var catalog = Self.catalog
        catalog.translations = result.translations
        #expect(catalog.localized(to: .german).component(id: "popover-tooltip")?.name != "Popover-Tooltip")
    }

    /// A stale translation comes out of the export as its old target, marked `initial`; read back
    /// untouched it is not a new translation, even where the source gained a placeholder since.
    @Test func anExportedStaleTargetReadBackUntouchedIsLeftOut() throws {
        var catalog = Self.catalog
        let key = Translation.key(component: "popover-tooltip", unit: "ios.output.role.result")
        var translation = Translation(locale: "de")
        translation.units[key] = Translation.Unit(source: "It identifies itself", target: "Es gibt sich aus")
        catalog.translations = ["de": translation]
        let exported = XLIFFWriter(catalog: catalog, targetLanguage: "de").document(
            for: catalog.component(id: "popover-tooltip")!)
        #expect(exported.contains("<target>Es gibt sich aus</target>"))
        let result = XLIFFReader(catalog: catalog).read([(path: "de/popover-tooltip.xlf", text: exported)])
        #expect(result.findings.isEmpty, "\(result.findings)")
        #expect(result.changed == 0)
        #expect(result.translations["de"]?.units[key]?.target == "Es gibt sich aus", "the stale one is kept")
    }

    @Test func hostileTextIsEscapedAndReadBack() throws {
        let hostile = "<b>&amp;</b> \"quoted\" ]]> <!-- x -->"
        var catalog = Self.catalog
        catalog.components[0].name = hostile
        let text = XLIFFWriter(catalog: catalog, targetLanguage: "de").document(for: catalog.components[0])
        let id = catalog.components[0].id
        let translated = Self.translating("name", as: "&lt;i&gt;x&lt;/i&gt;", in: text)
        let result = XLIFFReader(catalog: catalog).read([(path: "x.xlf", text: translated)])
        #expect(result.findings.isEmpty, "\(result.findings)")
        #expect(result.translations["de"]?.units["\(id)/name"] == .init(source: Phrase(hostile), target: "<i>x</i>"))
    }

    @Test func theXMLReaderRefusesEntitiesItDoesNotKnow() {
        #expect(throws: XMLTreeError.self) { try XMLTreeElement.parse("<!DOCTYPE x [<!ENTITY e \"boom\">]><x>&e;</x>") }
        #expect(throws: XMLTreeError.self) { try XMLTreeElement.parse("<x>&e;</x>") }
        #expect(throws: XMLTreeError.self) { try XMLTreeElement.parse("<x a=\"1\" a=\"2\"/>") }
        #expect((try? XMLTreeElement.parse("<x>&#x41;&#66;<![CDATA[<c>]]></x>"))?.children == [.text("AB<c>")])
    }

    /// XML 1.0 allows no control character but tab, line feed and carriage return, written as it is
    /// or as a reference, and neither U+FFFE nor U+FFFF: such a file is not well-formed, at its line.
    @Test func theXMLReaderRefusesCharactersXMLDoesNotAllow() {
        let refused: [(String, Int, String)] = [
            ("<x>\n\u{0}</x>", 2, "the control character U+0000 is not allowed in XML"),
            ("<x a=\"\u{1}\"/>", 1, "the control character U+0001 is not allowed in XML"),
            ("<x>\r\n\r\n<![CDATA[\u{1F}]]></x>", 3, "the control character U+001F is not allowed in XML"),
            ("<x>\u{FFFE}</x>", 1, "the noncharacter U+FFFE is not allowed in XML"),
            ("<x>\n&#1;</x>", 2, "'&#1;' stands for U+0001, which XML does not allow"),
            ("<x>&#x1;</x>", 1, "'&#x1;' stands for U+0001, which XML does not allow"),
            ("<x>&#0;</x>", 1, "'&#0;' stands for U+0000, which XML does not allow"),
            ("<x a='&#x1B;'/>", 1, "'&#x1B;' stands for U+001B, which XML does not allow"),
            ("<x>&#xFFFF;</x>", 1, "'&#xFFFF;' stands for U+FFFF, which XML does not allow"),
            ("<x>&#xD800;</x>", 1, "'&#xD800;' stands for U+D800, which XML does not allow"),
        ]
        for (text, line, message) in refused {
            let error = #expect(throws: XMLTreeError.self) { try XMLTreeElement.parse(text) }
            #expect(error?.line == line && error?.message == message, "\(String(describing: error))")
        }
        #expect((try? XMLTreeElement.parse("<x>\t&#9;&#xA;&#13;</x>"))?.children == [.text("\t\t\n\r")])
    }

    @Test func lineEndsAreReadAsXMLReadsThem() throws {
        let root = try XMLTreeElement.parse("<x>a\r\nb\rc\n<y/>\r</x>")
        #expect(root.children.first == .text("a\nb\nc\n"))
        #expect(root.elements.first?.line == 4)
    }

    /// XML lets DEL and the C1 controls through; a translation may not hold them.
    @Test func aTargetWithAControlCharacterXMLAllowsIsRefused() throws {
        let text = XLIFFWriter(catalog: Self.catalog, targetLanguage: "de").document(for: Self.catalog.components[0])
        for target in ["Name\u{85}", "Name&#x9B;", "Name\u{7F}"] {
            let translated = Self.translating("name", as: target, in: text)
            let result = XLIFFReader(catalog: Self.catalog).read([(path: "x.xlf", text: translated)])
            #expect(result.hasErrors)
            #expect(
                result.findings.map(\.message).contains {
                    $0.hasPrefix("the text of 'name' holds the control character U+00")
                        && $0.hasSuffix(", which no translation may")
                }, "\(result.findings)")
        }
    }
}
