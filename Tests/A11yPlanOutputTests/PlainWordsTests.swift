import A11yPlan
import A11yPlanFormats
import Testing

/// An action in plain words, `.words("…")`, for what the vocabulary has no term for: the words are the
/// whole action, translatable, and never a key forced onto them.
@Suite struct PlainWordsTests {
    static func component(keyboard: KeyInput, screenreader: ScreenreaderInput) -> Component {
        Component("Alert", noun: "an alert") {
            Variant(.web) {
                HowToTest(given: "I am on a page with a button that shows an alert") {
                    KeyboardOnly {
                        When(.key(.enter), "to show the alert", .see("the alert appears"), .wcag(.sc2_1_1))
                        ThenWhen(keyboard, .see("focus stays on the button"), .wcag(.sc3_2_1))
                    }
                    Screenreader {
                        When(screenreader, .hear("the alert's message once"), .wcag(.sc4_1_3))
                    }
                }
                KeyboardActions { Row(.words("Any key on the page"), "Does not close the alert", .wcag(.sc2_2_1)) }
                ScreenreaderGestures { Row(.command(.nextItem), "Reads the alert in its place", .wcag(.sc1_3_2)) }
                ScreenreaderOutput { Row(.role, "It is announced as an \(.role(.alert))", .wcag(.sc4_1_2)) }
                DeviceSettings { Row(.setting(.textResize), "The alert's text grows", .wcag(.sc1_4_4)) }
            }
        }
    }

    static let plain = component(keyboard: .words("the alert appears"), screenreader: .words("the alert appears"))

    @Test func theWordsAreTheWholeAction() throws {
        let plan = try #require(TestPlan(component: Self.plain, platform: .web))
        let page = MarkdownRenderer().string(plan)
        #expect(page.contains("- Then when the alert appears I SEE focus stays on the button"))
        #expect(page.contains("- WHEN I use a screenreader AND the alert appears I HEAR the alert's message once"))
        #expect(page.contains("| Any key on the page | Does not close the alert |"))
        #expect(!page.contains("I use the alert appears"), "no 'I use' before words that name no key")
    }

    @Test func theWordsAreTranslatable() {
        let ids = Self.plain.freeTexts.filter { $0.kind == .input || $0.kind == .cell }.map(\.id)
        #expect(ids == ["web.keyboard.words.input", "web.screenreader.words.input", "web.keys.words.cell"])
    }

    /// Plain words are no keys: `check` says nothing of them in a phone's screen-reader part.
    @Test func checkTakesWordsForNoKeys() {
        let words = Self.component(keyboard: .key(.tab), screenreader: .words("the alert appears"))
        var onIOS = words
        onIOS.variants[0].platform = .iOS
        for component in [words, onIOS] {
            let findings = Validator().validate(Catalog(name: "Words", version: "0", components: [component]))
            #expect(!findings.contains { $0.message.hasPrefix("keys in") }, "\(findings)")
        }
    }

    @Test func checkRefusesAnActionWithNoWords() {
        let empty = Self.component(keyboard: .words(" "), screenreader: .words(""))
        let errors = Validator().validate(Catalog(name: "Mistakes", version: "0", components: [empty]))
            .filter { $0.severity == .error && $0.message == "an action in plain words, with no words" }
        #expect(errors.count == 2)
        var emptyCell = Self.component(keyboard: .key(.tab), screenreader: .command(.nextItem))
        emptyCell.variants[0].keyboardActions?.rows[0].input = .words(" ")
        let cells = Validator().validate(Catalog(name: "Mistakes", version: "0", components: [emptyCell]))
        #expect(cells.contains { $0.message == "an empty first cell: plain words with no words" })
    }
}
