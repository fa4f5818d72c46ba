import A11yPlan
import A11yPlanFormats
import Foundation
import Testing

/// A step with several outcomes, `.all([...])`: each on a line of its own under the step, each its own
/// checklist item and translation unit, and `check` refusing the forms that say nothing more.
@Suite struct SeveralOutcomesTests {

    static func component(_ screenreaderStep: A11yPlan.Expectation) -> Component {
        Component("Checkbox", noun: "a checkbox") {
            Variant(.iOS) {
                HowToTest(given: "I am on a screen with a checkbox") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the checkbox",
                            .all([.see("a focus ring around the box"), .see("nothing else on the screen changes")]),
                            .wcag(.sc2_4_7, .sc3_2_1))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the checkbox", screenreaderStep, .wcag(.sc4_1_2))
                    }
                }
                KeyboardActions { Row(.key(.space), "Checks or unchecks the box", .wcag(.sc2_1_1)) }
                ScreenreaderGestures { Row(.gesture(.doubleTap), "Checks or unchecks the box", .wcag(.sc4_1_2)) }
                ScreenreaderOutput {
                    Row(.name, "Its label is read", .wcag(.sc4_1_2))
                    Row(.state, "It says \(.state(.checked)) or \(.state(.unchecked))", .wcag(.sc4_1_2))
                }
                DeviceSettings { Row(.setting(.textResize), "The label grows", .wcag(.sc1_4_4)) }
            }
        }
    }

    static func plan(_ screenreaderStep: A11yPlan.Expectation) throws -> TestPlan {
        try #require(TestPlan(component: component(screenreaderStep), platform: .iOS))
    }

    @Test func eachOutcomeStandsOnALineOfItsOwnUnderTheStep() throws {
        let plan = try Self.plan(.all([.hear("its label"), .see("the focus ring moves to the checkbox")]))
        let page = MarkdownRenderer().string(plan)
        #expect(
            page.contains(
                """
                   - WHEN I use the tab key to reach the checkbox
                     - I SEE a focus ring around the box
                     - I SEE nothing else on the screen changes
                """))
        #expect(page.contains("  - I HEAR its label\n     - I SEE the focus ring moves to the checkbox"))
        #expect(!page.contains(";"), "no outcome is glued to another")
        let html = HTMLPlanRenderer().string(plan)
        #expect(html.contains("<ul class=\"outcomes\">"))
    }

    @Test func eachOutcomeIsItsOwnChecklistItemAndTheOutputRowsAreListedOnce() throws {
        let items = try ComponentChecklist(Self.plan(.all([.hear("its label"), .see("the focus ring moves")]))).items
        let keyboard = items.filter { $0.section == .keyboard && $0.source == .step }
        #expect(keyboard.map(\.expected) == ["a focus ring around the box", "nothing else on the screen changes"])
        #expect(Set(keyboard.map(\.id)).count == 2)
        #expect(keyboard.allSatisfy { $0.references.count == 2 }, "each carries the step's references")
        // No step hears the output rows, so the table's rows are items of their own.
        #expect(items.filter { $0.source == .screenreaderOutput }.count == 2)

        let heard = try ComponentChecklist(Self.plan(.all([.hearOutput, .see("the focus ring moves")]))).items
        let screenreader = heard.filter { $0.section == .screenreader && $0.source == .step }
        #expect(
            screenreader.map(\.expected) == [
                "its label is read", "it says checked or unchecked", "the focus ring moves",
            ])
        #expect(heard.filter { $0.source == .screenreaderOutput }.isEmpty, "the step hears the rows already")
    }

    @Test func seeingAndHearingTheSameWordsAreTwoItems() throws {
        let items = try ComponentChecklist(Self.plan(.all([.see("its label"), .hear("its label")]))).items
        let heard = items.filter { $0.section == .screenreader && $0.source == .step }
        #expect(heard.count == 2)
        #expect(Set(heard.map(\.id)).count == 2)
    }

    @Test func eachOutcomeIsItsOwnTranslationUnit() throws {
        let texts = Self.component(.hear("its label")).freeTexts.filter { $0.kind == .expectation }
        #expect(texts.map(\.id) == ["ios.keyboard.tab.1.see", "ios.keyboard.tab.2.see", "ios.screenreader.swipe.hear"])
        let localized = Self.component(.hear("its label")).replacingFreeTexts { text in
            text.id == "ios.keyboard.tab.2.see" ? Phrase("nichts sonst ändert sich") : text.source
        }
        let step = try #require(localized.variant(for: .iOS)?.howToTest?.keyboardOnly?.steps.first)
        #expect(step.expectation == .all([.see("a focus ring around the box"), .see("nichts sonst ändert sich")]))
    }

    @Test func encodesAndDecodesAsOneKey() throws {
        let expectation = A11yPlan.Expectation.all([.see("a"), .hearOutput, .hear("b")])
        let data = try JSONEncoder().encode(expectation)
        #expect(String(decoding: data, as: UTF8.self) == #"{"all":[{"see":"a"},"hearOutput",{"hear":"b"}]}"#)
        #expect(try JSONDecoder().decode(A11yPlan.Expectation.self, from: data) == expectation)
    }

    @Test func checkRefusesAnAllThatSaysNothingMore() {
        let catalog = Catalog(
            name: "Mistakes", version: "0",
            components: [
                Self.component(.all([.hear("its label")])),
                Self.component(.all([.hearOutput, .all([.see("a"), .see("b")])])),
                Self.component(.all([.hearOutput, .hearOutput])),
                Self.component(.all([.see("a"), .see("a")])),
            ])
        let errors = Validator().validate(catalog).filter { $0.severity == .error }.map(\.message)
        #expect(errors.contains("'.all' holds 1 expectation; write one expectation without it"))
        #expect(errors.contains("an '.all' inside '.all'; list its expectations once"))
        #expect(errors.contains("'.hearOutput' stands twice in one step"))
        #expect(errors.contains("the step lists one expectation twice"))
    }
}
