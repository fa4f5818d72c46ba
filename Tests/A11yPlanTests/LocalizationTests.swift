import Testing

@testable import A11yPlan

/// Free text as units, translations and the localised catalog.
@Suite struct LocalizationTests {
    static func component() -> Component {
        Component("Toggle", noun: "a toggle") {
            Usage("Turns one **setting** on or off.")
            Variant(.iOS) {
                HowToTest(given: "I am on a screen with a toggle") {
                    KeyboardOnly {
                        When(.key(.tab), "to reach the toggle", .see("focus on the toggle"), .wcag(.sc2_4_7))
                        ThenWhen(.key(.space), .see("it turns on"), .wcag(.sc2_1_1))
                        ThenWhen(.key(.space), .see("it turns off"), .wcag(.sc2_1_1))
                    }
                }
                ScreenreaderOutput {
                    Row(.role, "It identifies itself as a \(.role(.toggle))", .wcag(.sc4_1_2))
                }
            }
        }
    }

    @Test func unitsAreNamedByTheirPlaceNotTheirWords() {
        let ids = Self.component().freeTexts.map(\.id)
        #expect(
            ids == [
                "name", "noun", "usage", "ios.given", "ios.keyboard.tab.purpose", "ios.keyboard.tab.see",
                "ios.keyboard.space.see", "ios.keyboard.space-2.see", "ios.output.role.result",
            ])
        var changed = Self.component()
        changed.variants[0].screenreaderOutput!.rows[0].result = "It says it is a \(.role(.toggle))"
        #expect(changed.freeTexts.map(\.id) == ids, "new words keep the unit's id")
    }

    static func translated() -> Catalog {
        var catalog = Catalog(name: "Test", version: "1", components: [component()], locales: ["de"])
        catalog.translations["de"] = Translation(
            locale: "de",
            units: [
                Translation.key(component: "toggle", unit: "name"): .init(source: "Toggle", target: "Umschalter"),
                Translation.key(component: "toggle", unit: "ios.output.role.result"): .init(
                    source: "It identifies itself as a \(.role(.toggle))",
                    target: "Er gibt sich als \(.role(.toggle)) zu erkennen"),
                Translation.key(component: "toggle", unit: "ios.keyboard.tab.see"): .init(
                    source: "focus on an older toggle", target: "Fokus auf dem alten Schalter"),
            ])
        return catalog
    }

    @Test func aLocalisedCatalogUsesCurrentTranslationsAndMarksTheRest() throws {
        let localized = Self.translated().localized(to: .german)
        let toggle = try #require(localized.component(id: "toggle"))
        #expect(toggle.name == "Umschalter")
        let plan = try #require(TestPlan(component: toggle, platform: .iOS, language: .german))
        let row = try #require(plan.tables.first { $0.kind == .screenreaderOutput }?.rows.first)
        #expect(
            row.result
                == "Er gibt sich als \(Language.german.words.terms.role(.toggle, on: .iOS, heardBy: [.voiceOverIOS])) zu erkennen"
        )
        let lines = try #require(plan.howToTest?.parts.first?.lines)
        #expect(ForeignText.runs(lines[0].outcome!.text) == [.init(text: "focus on the toggle", language: "en")])
        #expect(ForeignText.strip(plan.howToTest!.given).hasSuffix("I am on a screen with a toggle"))
        #expect(Self.translated().localized(to: .english) == Self.translated(), "the source language is the catalog")
    }

    @Test func staleAndMissingTranslationsAreWarnedAtTheirLines() {
        let diagnostics = Self.translated().translationDiagnostics(locale: "de")
        let stale = diagnostics.filter { $0.message.contains("stale") }
        #expect(
            stale.map(\.message) == [
                "the de translation of toggle ios.keyboard.tab.see is stale: its source changed since it was translated"
            ])
        #expect(stale.first?.location == Self.component().variants[0].howToTest!.keyboardOnly!.steps[0].location)
        #expect(diagnostics.count == Self.component().freeTexts.count - 2)
        #expect(diagnostics.allSatisfy { $0.severity == .warning })
    }

    @Test func aTranslationFileReadsBackAsWritten() throws {
        var translation = try #require(Self.translated().translations["de"])
        translation.units["toggle/usage"] = .init(
            source: "Line one\nline \"two\" \\ \t\r", target: "\(.screenReader) \(.key(.escape)) \(.state(.on))")
        let text = translation.json
        #expect(text.hasPrefix("{\n  \"locale\": \"de\",\n  \"units\": {\n    \"toggle/ios.keyboard.tab.see\""))
        #expect(try Translation(json: Array(text.utf8)) == translation)
        #expect(throws: Translation.FileError.self) { try Translation(json: Array("{\"locale\": 1}".utf8)) }
    }

    /// No control character but tab and line ends gets into a translation through its file: a file
    /// edited by hand to hold one is refused at the unit's line.
    @Test func aTranslationFileWithAControlCharacterIsRefusedAtItsLine() throws {
        var translation = Translation(locale: "de")
        translation.units["toggle/name"] = .init(source: "Toggle", target: "Schalter")
        for control in ["\u{01}", "\u{0}", "\u{1B}", "\u{7F}", "\u{85}", "\u{9B}"] {
            translation.units["toggle/usage"] = .init(source: "Usage", target: Phrase("Nutzung" + control))
            let text = translation.json
            #expect(text.contains("\\u00") || text.contains(control), "the writer escapes C0 controls")
            let error = #expect(throws: Translation.FileError.self) { try Translation(json: Array(text.utf8)) }
            let code = String(Unicode.Scalar(control)!.value, radix: 16, uppercase: true)
            #expect(error?.line == 5)
            #expect(
                error?.message
                    == "the unit 'toggle/usage' holds the control character U+\(String(repeating: "0", count: 4 - code.count) + code), which no translation may"
            )
        }
        #expect(Translation.controlCharacterProblem(in: "tab\tline\nend\r\n") == nil)
    }
}
