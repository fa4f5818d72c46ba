import Foundation
import Testing

/// The translator workflow through the built binary: export, translate, import, preview, check.
@Suite struct L10nEndToEndTests {
    /// A scratch folder with the German export and an empty translations folder.
    /// The catalog exported for German translators as a team starts: from no translations at all (the
    /// bundled catalog has all of its own), into `de/`, with an empty `Translations/` to import into.
    static func exported() throws -> (folder: URL, xliff: URL, translations: URL) {
        let folder = try scratchFolder()
        let none = folder.appendingPathComponent("None")
        try FileManager.default.createDirectory(at: none, withIntermediateDirectories: true)
        try Data(#"{"locale": "de", "units": {}}"#.utf8).write(to: none.appendingPathComponent("de.json"))
        let run = try runBinary(
            ["l10n", "export", "--locale", "de", "--output", "de", "--translations", "None"], in: folder)
        #expect(run.status == 0, "\(run.error)")
        let translations = folder.appendingPathComponent("Translations")
        try FileManager.default.createDirectory(at: translations, withIntermediateDirectories: true)
        return (folder, folder.appendingPathComponent("de"), translations)
    }

    /// The accordion's file, exported with no translation, with its name translated as `name`.
    static func translateName(in xliff: URL, as name: String) throws {
        let file = xliff.appendingPathComponent("accordion.xlf")
        let text = try String(contentsOf: file, encoding: .utf8).replacingOccurrences(
            of: "<source>Accordion</source>", with: "<source>Accordion</source><target>\(name)</target>")
        try text.write(to: file, atomically: true, encoding: .utf8)
    }

    @Test func exportWritesAFilePerComponentAndKeepsExistingFiles() throws {
        let (folder, xliff, _) = try Self.exported()
        let files = try FileManager.default.contentsOfDirectory(atPath: xliff.path).filter { $0.hasSuffix(".xlf") }
        #expect(files.count >= 60)
        let again = try runBinary(["l10n", "export", "--locale", "de", "--output", "de"], in: folder)
        #expect(again.status == 1)
        #expect(again.error.hasPrefix("a11yplan: error: 'de/button.xlf' exists; use --force"))
    }

    @Test func anExportIntoAFileSaysSoInPlainWords() throws {
        let folder = try scratchFolder()
        try Data().write(to: folder.appendingPathComponent("f"))
        let run = try runBinary(["l10n", "export", "--locale", "de", "--output", "f/de"], in: folder)
        #expect(run.status == 1)
        #expect(
            run.error == "a11yplan: error: cannot create 'f/de': 'f' is a file, not a folder; nothing was written\n")
    }

    @Test func anXLIFFFileThatCannotBeReadSaysWhyAndNothingIsWritten() throws {
        let (folder, xliff, translations) = try Self.exported()
        try FileManager.default.createSymbolicLink(
            atPath: xliff.appendingPathComponent("zz.xlf").path, withDestinationPath: "nowhere.xlf")
        let run = try runBinary(["l10n", "import", "de", "--into", "Translations"], in: folder)
        #expect(run.status == 1)
        #expect(run.error == "a11yplan: error: cannot read 'de/zz.xlf': a symbolic link to nothing\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: translations.path).isEmpty)
    }

    @Test func anImportedTranslationShowsInTheLocalisedPage() throws {
        let (folder, xliff, translations) = try Self.exported()
        try Self.translateName(in: xliff, as: "Harmonika")
        // The bundled catalog names it otherwise: replacing a translation it has takes --force.
        let refused = try runBinary(["l10n", "import", "de", "--into", "Translations"], in: folder)
        #expect(refused.status == 1)
        #expect(refused.error.contains("the catalog already has another de translation of 'name'; use --force"))
        let imported = try runBinary(["l10n", "import", "de", "--into", "Translations", "--force"], in: folder)
        #expect(imported.status == 0, "\(imported.error)")
        #expect(imported.error.contains("1 unit added or changed"))
        let saved = try String(contentsOf: translations.appendingPathComponent("de.json"), encoding: .utf8)
        #expect(saved.contains("\"accordion/name\": {\"source\": \"Accordion\", \"target\": \"Harmonika\"}"))
        let page = try runBinary(
            ["render", "accordion", "-p", "ios", "--locale", "de", "--translations", "Translations"], in: folder)
        #expect(page.status == 0, "\(page.error)")
        #expect(page.output.hasPrefix("# Harmonika\n\n## Verwendung\n"))
        #expect(page.output.contains("1. Nur Tastatur"))
        // The texts the file leaves without a target keep the catalog's own translations.
        #expect(page.output.contains("Angenommen, ich bin auf einem Bildschirm mit einem Akkordeon"))
    }

    @Test func aBrokenFileIsRefusedAndNothingIsWritten() throws {
        let (folder, xliff, translations) = try Self.exported()
        try Self.translateName(in: xliff, as: "Akkordeon")
        let file = xliff.appendingPathComponent("accordion.xlf")
        let broken = try String(contentsOf: file, encoding: .utf8).replacingOccurrences(
            of: "<unit id=\"ios.given\"", with: "<unit id=\"nickname\"")
        try broken.write(to: file, atomically: true, encoding: .utf8)
        let run = try runBinary(["l10n", "import", "de/accordion.xlf", "--into", "Translations"], in: folder)
        #expect(run.status == 1)
        let line = broken.components(separatedBy: "\n").firstIndex { $0.contains("nickname") }! + 1
        #expect(run.error.contains("de/accordion.xlf:\(line): error: accordion has no text 'nickname'"))
        #expect(run.error.hasSuffix("a11yplan: error: 1 error in the XLIFF files; nothing was written\n"))
        #expect(!FileManager.default.fileExists(atPath: translations.appendingPathComponent("de.json").path))
    }

    @Test(arguments: [
        (["l10n"], "missing 'export' or 'import'"),
        (["l10n", "export", "--output", "x"], "missing --locale"),
        (["l10n", "translate"], "unknown l10n action 'translate'"),
        (["l10n", "export", "--locale", "fr", "--output", "x"], "the catalog has no locale 'fr'"),
        (["render", "button", "-p", "ios", "--locale", "fr"], "the catalog has no locale 'fr' (it has en, de, es)"),
        (["build", "--locales", "de,fr"], "the catalog has no locale 'fr'"),
    ])
    func usageMistakesExit64(arguments: [String], message: String) throws {
        let run = try runBinary(arguments, in: try scratchFolder())
        #expect(run.status == 64)
        #expect(run.error.contains(message), "\(run.error)")
    }

    @Test func theCheckCountsMissingTranslationsOncePerLocale() throws {
        let run = try runBinary(["check"])
        #expect(run.status == 0)
        let lines = run.error.split(separator: "\n").filter { $0.contains("translation") }
        #expect(lines.count <= 2, "one line per locale, not one per text: \(lines.prefix(3))")
    }
}
