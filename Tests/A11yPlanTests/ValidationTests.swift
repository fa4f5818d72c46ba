import Testing

@testable import A11yPlan

@Suite struct ValidationTests {
    static let file = "A11yPlanTests/ValidationTests.swift"
    static let start = #line + 1
    static let mistakes = Catalog(
        name: "Mistakes",
        version: "0",
        components: [
            Component("Slider") {
                Usage("A slider.")
                Unavailable(.iOS, "Not here.")
                Variant(.iOS) {}
                Variant(.web) {
                    HowToTest(given: "I am on a page with a range input") {
                        KeyboardOnly {
                            When(.key(.tab), .see("focus on it"), .wcag(.sc2_1_1))
                            ThenWhen(.key(.tab), .see(" "), .wcag(.sc2_1_1))
                        }
                        Screenreader {
                            When(.gesture(.swipe), .hear("its name"))
                        }
                    }
                    KeyboardActions { Row(.key(.home), "Moves to the minimum", .wcag(.sc4_1_1)) }
                    ScreenreaderGestures { Row(.key(.tab), "", .wcag(.sc4_1_2)) }
                    ScreenreaderOutput { Row(.name, "Its label is read", .wcag(.sc4_1_2)) }
                    DeviceSettings { Row(.setting(.boldText), "Text is bold", .bestPractice) }
                }
            },
            Component("Slider") {
                Variant(.android) {
                    HowToTest(given: "I am on a screen with a slider") {
                        KeyboardOnly { When(.key(.tab), .see("focus"), .bestPractice) }
                        Screenreader { When(.gesture(.swipe), .hearOutput) }
                    }
                    KeyboardActions { Row(.key(.tab), "Focus moves", .wcag(.sc2_1_1)) }
                    ScreenreaderGestures { Row(.gesture(.swipe), "Focus moves", .wcag(.sc4_1_2)) }
                    ScreenreaderOutput {}
                    DeviceSettings { Row(.setting(.textResize), "Grows", .wcag(.sc1_4_4)) }
                }
                Variant(.android) {}
            },
        ]
    )

    @Test func reportsEachMistakeAtItsLine() {
        let findings = Validator().validate(Self.mistakes).map(\.description)
        func at(_ offset: Int, _ text: String) -> String { "\(Self.file):\(Self.start + offset): \(text)" }
        let expected = [
            at(7, "error: the iOS variant of 'Slider' has no HowToTest"),
            at(7, "error: the iOS variant of 'Slider' has no Keyboard actions table"),
            at(7, "error: the iOS variant of 'Slider' has no Mobile screenreader gestures table"),
            at(7, "error: the iOS variant of 'Slider' has no Screenreader output table"),
            at(7, "error: the iOS variant of 'Slider' has no Device settings table"),
            at(9, "warning: the Given line does not name the component ('slider')"),
            at(12, "error: an empty expectation"),
            at(15, "error: no WCAG reference; add .wcag(...) or mark it .bestPractice"),
            at(15, "error: the touch gesture 'swipe' in a Web plan; desktop screen readers use keys"),
            at(18, "warning: 4.1.1 Parsing is obsolete in WCAG 2.2"),
            at(19, "error: an empty expectation"),
            at(21, "error: Web has no 'Bold text' setting; it exists on iOS, Android"),
            at(
                12,
                "error: checklist id 'slider.web.keyboard.step-use-the-tab-key' is used twice (first at "
                    + "\(Self.file):\(Self.start + 11)); reword one of them"
            ),
            at(6, "error: 'Slider' is marked unavailable on iOS but has a variant there"),
            at(4, "warning: 'Slider' has no Android variant; add one or say why with Unavailable(.android)"),
            at(24, "error: duplicate component id 'slider' (first at \(Self.file):\(Self.start + 4))"),
            at(24, "warning: 'Slider' has no Usage"),
            at(28, "error: the step hears the Screenreader output, but that table has no rows"),
            at(35, "error: a second Android variant of 'Slider'"),
            at(35, "error: the Android variant of 'Slider' has no HowToTest"),
            at(35, "error: the Android variant of 'Slider' has no Keyboard actions table"),
            at(35, "error: the Android variant of 'Slider' has no Mobile screenreader gestures table"),
            at(35, "error: the Android variant of 'Slider' has no Screenreader output table"),
            at(35, "error: the Android variant of 'Slider' has no Device settings table"),
            at(24, "warning: 'Slider' has no iOS variant; add one or say why with Unavailable(.iOS)"),
            at(24, "warning: 'Slider' has no Web variant; add one or say why with Unavailable(.web)"),
        ]
        #expect(findings.count == expected.count)
        for (found, wanted) in zip(findings, expected) {
            #expect(found == wanted)
        }
        #expect(findings == expected)
    }

    @Test func diagnosticsReadLikeACompilers() {
        let finding = Diagnostic(.error, at: SourceLocation(fileID: "Content/Button.swift", line: 42), "broken")
        #expect(finding.description == "Content/Button.swift:42: error: broken")
    }
}
