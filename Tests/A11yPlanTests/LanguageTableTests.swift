import Testing

@testable import A11yPlan

/// The German and Spanish tables cover the whole vocabulary and every fixed word, so no page in those
/// languages falls back to English where a translation was meant to be.
@Suite struct LanguageTableTests {
    static let translated: [Language] = [.german, .spanish]

    /// Words that read the same in every language, such as product and format names.
    static let sameInEveryLanguage: Set<String> = ["JSON", "Gherkin", "en", " "]

    /// Entries that stay in English on purpose: column names that tools and `a11yplan report` read back.
    static let machineReadable: Set<String> = ["csvHeader", "resultsCSVHeader"]

    @Test(arguments: translated) func everyTermHasAPhrase(language: Language) throws {
        let terms = language.words.terms
        let english = Terms.english
        var missing: [String] = []
        for entry in TermTable.Entry.all {
            let (phrase, source): (String, String) =
                switch entry {
                case .key(let key, let platform, let position):
                    (terms.key(key, platform, position), english.key(key, platform, position))
                case .gesture(let gesture, let platform, let position):
                    (terms.gesture(gesture, platform, position), english.gesture(gesture, platform, position))
                case .pointer(let input, let platform, let position):
                    (terms.pointer(input, platform, position), english.pointer(input, platform, position))
                case .command(let command, let position):
                    (terms.command(command, position), english.command(command, position))
                // A screen reader that says nothing in English says nothing in any language.
                case .role(let role, let platform, let reader):
                    (
                        terms.role(role, platform, reader) ?? english.role(role, platform, reader) ?? "-",
                        english.role(role, platform, reader) ?? "-"
                    )
                case .state(let state, let platform, let reader):
                    (
                        terms.state(state, platform, reader) ?? english.state(state, platform, reader) ?? "-",
                        english.state(state, platform, reader) ?? "-"
                    )
                case .setting(let setting, let platform):
                    (terms.setting(setting, platform), english.setting(setting, platform))
                case .attribute(let attribute): (terms.attribute(attribute), english.attribute(attribute))
                }
            if ForeignText.isMarked(phrase) || phrase.isEmpty { missing.append("\(entry.keys[0]) (\(source))") }
        }
        #expect(missing.isEmpty, "\(language.code) lacks \(missing.count) terms: \(missing.joined(separator: ", "))")
        #expect(terms.or != Terms.english.or && terms.iUse != Terms.english.iUse)
    }

    /// Where screen readers say different words in English ("pressed" and "selected"), the translation
    /// keeps them apart unless its table says so for that screen reader: a page never tells a tester
    /// that VoiceOver says NVDA's word only because VoiceOver's was missing. Readers that say nothing
    /// are named with the language's own "no word".
    @Test(arguments: translated) func screenReadersThatDifferStayApart(language: Language) throws {
        let terms = language.words.terms
        let table = try #require(TermTable.bundled(code: language.code))
        let english = Terms.english
        var merged: [String] = []
        func check(
            _ name: String, _ platform: Platform, _ readers: [ScreenreaderApp],
            _ source: (ScreenreaderApp) -> String?, _ target: (ScreenreaderApp) -> String?
        ) {
            for (index, reader) in readers.enumerated() {
                for other in readers[(index + 1)...] where source(reader) != source(other) {
                    guard target(reader) == target(other) else { continue }
                    // A word the table gives that screen reader on its own is a choice, not a fallback.
                    let chosen = [reader, other].allSatisfy { reader in
                        table.entries["\(name).\(platform.rawValue).\(reader.rawValue)"] != nil
                            || reader == platform.screenReaders[0]
                    }
                    if !chosen { merged.append("\(name).\(platform.rawValue) (\(reader.name), \(other.name))") }
                }
            }
        }
        for platform in Platform.allCases {
            let groups = [platform.screenReaders] + (platform == .web ? [Platform.mobileWebScreenReaders] : [])
            for readers in groups {
                for role in Role.allCases {
                    check(
                        "role.\(role.rawValue)", platform, readers, { english.role(role, platform, $0) },
                        { terms.role(role, platform, $0) })
                }
                for state in State.allCases {
                    check(
                        "state.\(state.rawValue)", platform, readers, { english.state(state, platform, $0) },
                        { terms.state(state, platform, $0) })
                }
            }
        }
        #expect(
            merged.isEmpty, "\(language.code) merges what screen readers say apart: \(merged.joined(separator: ", "))")
        #expect(terms.noWord != english.noWord)
    }

    @Test(arguments: translated) func everyFixedWordIsTranslated(language: Language) {
        let english = Mirror(reflecting: Words.english).children
        let translated = Mirror(reflecting: language.words).children
        var untranslated: [String] = []
        for (source, target) in zip(english, translated) {
            if let text = source.value as? String, let other = target.value as? String, text == other,
                !Self.sameInEveryLanguage.contains(text)
            {
                untranslated.append(source.label ?? "?")
            }
            if let list = source.value as? [String], let other = target.value as? [String], list == other,
                !Self.machineReadable.contains(source.label ?? "")
            {
                untranslated.append(source.label ?? "?")
            }
        }
        #expect(untranslated.isEmpty, "\(language.code) keeps English for: \(untranslated.joined(separator: ", "))")
    }

    @Test(arguments: translated) func sentencesWithValuesAreTranslated(language: Language) {
        let words = language.words
        let english = Words.english
        let pairs: [(String, String)] = [
            (words.planTitle("iOS", "X"), english.planTitle("iOS", "X")),
            (words.howToTest("x"), english.howToTest("x")),
            (words.skillDescription("X", "iOS"), english.skillDescription("X", "iOS")),
            (words.screenreaderPart("VoiceOver"), english.screenreaderPart("VoiceOver")),
            (words.homeIntroduction(3), english.homeIntroduction(3)),
            (words.componentsHaveAPlan(2, "iOS", "VoiceOver"), english.componentsHaveAPlan(2, "iOS", "VoiceOver")),
            (words.itemsChecked("1", "2", "3", "4", "5", "6"), english.itemsChecked("1", "2", "3", "4", "5", "6")),
            (words.reportSummary(1, 2, 3, 4, 5, 6, 7), english.reportSummary(1, 2, 3, 4, 5, 6, 7)),
            (words.siteFooter("1", "C", "2"), english.siteFooter("1", "C", "2")),
            (words.coverageSummary(1, 2, 3), english.coverageSummary(1, 2, 3)),
            (words.checklistSection(.keyboard), english.checklistSection(.keyboard)),
            (words.connective(.thenWhen), english.connective(.thenWhen)),
            (words.resultStatus(.pass), english.resultStatus(.pass)),
            (words.planVerdict(.passes), english.planVerdict(.passes)),
            (words.runField(.tester), english.runField(.tester)),
        ]
        for (translated, source) in pairs {
            #expect(translated != source, "\(language.code) keeps '\(source)'")
        }
    }

    @Test(arguments: translated) func theTableHasNoUnusedKeys(language: Language) throws {
        let table = try #require(TermTable.bundled(code: language.code))
        #expect(table.unusedKeys.isEmpty, "\(language.code): \(table.unusedKeys)")
    }
}
