import A11yPlan
import Testing

@testable import A11yPlanImport

/// Component ids for names in any script: each name its own id, the same on every import, and no
/// page dropped because two names made one id.
@Suite struct ComponentIDTests {
    /// A keyboard-only page of the component `name` on `platform`.
    static func page(_ name: String, _ platform: String = "ios", file: String? = nil) -> PageSource {
        let title = platform == "ios" ? "iOS" : "Android"
        let text = """
            ---
            title: \(name)
            platform: \(platform)
            ---

            # \(title) \(name)

            ## How to test \(name)

            Given that I am on a screen with \(name)

            ### 1. Keyboard only

            - WHEN I use the tab key I SEE a focus ring

            """
        return PageSource(path: file ?? "\(name)-\(platform).md", text: text)
    }

    @Test func namesInOtherScriptsGetIdsOfTheirOwnWithoutTransliteration() {
        let result = PageImporter().importPages([Self.page("ボタン"), Self.page("タブ"), Self.page("Кнопка")])
        let ids = result.components.map(\.id)
        #expect(result.components.map(\.name) == ["ボタン", "タブ", "Кнопка"])
        #expect(Set(ids).count == 3, "\(ids)")
        #expect(
            ids.allSatisfy { $0.hasPrefix("component-") && $0.utf8.count == 18 && $0.utf8.allSatisfy { $0 < 0x80 } })
        #expect(PageImporter().importPages([Self.page("ボタン")]).components.map(\.id) == [ids[0]], "stable")
        #expect(result.files.count == 4)
        #expect(result.files[0].text.contains(#"id: "\#(ids[0])""#), "the generated source says the id")
        #expect(!result.diagnostics.contains { $0.message.contains("left out") }, "\(result.diagnostics)")
    }

    @Test func latinWordsStayAndTheHashSetsTheRestApart() {
        let importer = PageImporter()
        #expect(importer.id(forName: "Popover tooltip") == "popover-tooltip")
        #expect(importer.id(forName: "Date & time picker!") == "date-time-picker")
        let mixed = importer.id(forName: "Button ボタン")
        #expect(mixed.hasPrefix("button-") && mixed != importer.id(forName: "Button タブ"))
        #expect(importer.id(forName: "🔘").hasPrefix("component-"), "a name with no letters still gets an id")
    }

    @Test func aTransliterationGivesReadableIds() {
        let spelled: @Sendable (String) -> String? = { name in
            ["ボタン": "botan", "タブ": "tabu", "Menü": "Menu", "ぼたん": "botan", "Ω": "Ω"][name]
        }
        let importer = PageImporter(transliteration: spelled)
        #expect(importer.id(forName: "ボタン") == "botan")
        #expect(importer.id(forName: "Menü") == "menu")
        #expect(importer.id(forName: "Ω").hasPrefix("component-"), "a spelling that is not ASCII is not used")
    }

    @Test func twoNamesThatMakeOneIdKeepBothPagesAndAreSaid() throws {
        let spelled: @Sendable (String) -> String? = { name in ["ボタン": "botan", "ぼたん": "botan"][name] }
        let pages = [Self.page("ぼたん"), Self.page("ボタン"), Self.page("ボタン", "android")]
        let result = PageImporter(transliteration: spelled).importPages(pages)
        #expect(result.components.map(\.id) == ["botan", "botan-2"])
        #expect(result.components.map(\.platforms) == [[.iOS], [.iOS, .android]])
        #expect(
            result.diagnostics.map(\.description).contains(
                "ボタン-ios.md:6: warning: 'ボタン' makes the id 'botan' as 'ぼたん' does (ぼたん-ios.md:6); this one gets 'botan-2'"
            ))
    }

    /// Names of symbols alone, or that differ only in symbols, are components of their own.
    @Test func namesThatDifferInSymbolsAreComponentsOfTheirOwn() {
        let names = ["🙂", "🙃", "★", "C#", "C++"]
        let result = PageImporter().importPages(names.enumerated().map { Self.page($1, file: "p\($0).md") })
        #expect(result.components.count == 5)
        #expect(Set(result.components.map(\.id)).count == 5)
        #expect(!result.diagnostics.contains { $0.message.contains("left out") })
    }

    @Test func namesWithTheSameWordsAreOneComponentAndTheWarningNamesBothPages() {
        let result = PageImporter().importPages([
            Self.page("Date picker"), Self.page("date-picker", "android"), Self.page("Date Picker", file: "again.md"),
        ])
        #expect(result.components.map(\.id) == ["date-picker"])
        #expect(result.components.first?.platforms == [.iOS, .android])
        let messages = result.diagnostics.map(\.description)
        #expect(
            messages.contains(
                "date-picker-android.md:6: warning: 'date-picker' is the same component as 'Date picker', as named first at Date picker-ios.md:6"
            ))
        #expect(
            messages.contains(
                "again.md:6: error: a second iOS plan of 'Date picker' (the first is at Date picker-ios.md:6); "
                    + "not imported: rename one page's component or remove one"
            ))
        #expect(result.hasErrors, "a page that is not imported is an error")
    }
}
