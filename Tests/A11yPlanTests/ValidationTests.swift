import Testing

@testable import A11yPlan

@Suite struct ValidationTests {
    static let file = "A11yPlanTests/ValidationTests.swift"
    static let start = #line + 1
    static let mistakes = Catalog(
        name: "Mistakes",
        version: "0",
        components: [
            Component("Slider", noun: "a slider") {
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
            at(
                9,
                "warning: the Web variant of 'Slider' has no MobileScreenreader part (VoiceOver with Safari, "
                    + "TalkBack with Chrome)"),
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
            at(
                24,
                "warning: 'Slider' has no noun; write Component(\"Slider\", noun: \"a …\") so titles read as sentences"),
            at(24, "warning: 'Slider' has no Usage"),
            at(28, "error: the step hears the Screenreader output, but that table has no rows"),
            at(
                30,
                "error: the checklist item 'Focus moves' says what \(Self.file):\(Self.start + 31) says; say it once, "
                    + "or make each line add something"),
            at(
                31,
                "error: the checklist item 'Focus moves' says what \(Self.file):\(Self.start + 30) says; say it once, "
                    + "or make each line add something"),
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

    static let phoneStart = #line + 1
    static let phoneMistakes = Component("Tabs", noun: "tabs") {
        Usage("Tabs.")
        Variant(.iOS) {
            HowToTest(given: "I am on a screen with tabs") {
                KeyboardOnly { When(.key(.tab), .see("the first tab is focused"), .wcag(.sc2_1_1)) }
                Screenreader { When(.command(.nextHeading), .hear("the tab list's heading"), .wcag(.sc1_3_1)) }
                MobileScreenreader { When(.gesture(.swipe), .hear("the first tab"), .wcag(.sc4_1_2)) }
            }
            KeyboardActions { Row(.key(.rightArrow), "Selects the next tab", .wcag(.sc2_1_1)) }
            ScreenreaderGestures { Row(.gesture(.swipe), "Reads the next tab", .wcag(.sc4_1_2)) }
            ScreenreaderOutput { Row(.name, "The tab's label", .wcag(.sc4_1_2)) }
            DeviceSettings { Row(.setting(.textResize), "Labels grow", .wcag(.sc1_4_4)) }
        }
        Variant(.web) {
            HowToTest(given: "I am on a page with tabs") {
                KeyboardOnly { When(.key(.tab), .see("the selected tab is focused"), .wcag(.sc2_1_1)) }
                Screenreader { When(.command(.nextItem), .hear("the next tab"), .wcag(.sc4_1_2)) }
                MobileScreenreader { When(.key(.tab), .hear("the selected tab"), .wcag(.sc4_1_2)) }
            }
            KeyboardActions { Row(.key(.rightArrow), "The next tab is selected", .wcag(.sc2_1_1)) }
            ScreenreaderGestures { Row(.command(.nextButton), "the next tab is selected.", .wcag(.sc4_1_2)) }
            ScreenreaderOutput { Row(.name, "The tab's label", .wcag(.sc4_1_2)) }
            DeviceSettings { Row(.setting(.textResize), "Labels grow", .wcag(.sc1_4_4)) }
        }
        Unavailable(.android, "Not in this test.")
    }

    @Test func anIdThatCannotNameAPageIsAnError() {
        let plan = Variant(.iOS) {
            KeyboardActions { Row(.key(.tab), "Focus moves to it", .wcag(.sc2_1_1)) }
        }
        let unnamed = Component("ボタン", noun: "a button") { plan }
        let message = Validator().validate(unnamed).first { $0.severity == .error }?.message
        #expect(
            message
                == "'ボタン' has the id '', which cannot name its pages: an id is ASCII letters, digits, '-', '_' and '.';"
                + " give one with Component(\"ボタン\", noun: …, id: \"…\")")
        for id in ["../x", ".hidden", "-x", "a/b"] {
            #expect(
                Validator().validate(Component("X", noun: "an x", id: id) { plan }).contains { $0.severity == .error })
        }
        let named = Component("ボタン", noun: "a button", id: "botan") { plan }
        #expect(!Validator().validate(named).contains { $0.message.contains("cannot name its pages") })
    }

    @Test func phoneScreenReadersAndDesktopCommandsStayOnTheirPlatforms() {
        let findings = Validator().validate(Self.phoneMistakes).map(\.description)
        func at(_ offset: Int, _ text: String) -> String { "\(Self.file):\(Self.phoneStart + offset): \(text)" }
        #expect(
            findings == [
                at(5, "error: the desktop command 'nextHeading' in an iOS plan; VoiceOver is used with gestures"),
                at(6, "error: MobileScreenreader is for Web plans; write the iOS steps in Screenreader"),
                at(17, "error: keys in the MobileScreenreader part; phone screen readers are used with gestures"),
                at(
                    19,
                    "error: the checklist item 'The next tab is selected' says what \(Self.file):\(Self.phoneStart + 20) "
                        + "says; say it once, or make each line add something"),
                at(
                    20,
                    "error: the checklist item 'the next tab is selected.' says what \(Self.file):\(Self.phoneStart + 19) "
                        + "says; say it once, or make each line add something"),
            ])
    }

    @Test func hearingOnAPhoneIsNotARepeatOfHearingOnADesktop() throws {
        let component = Component("Link", noun: "a link") {
            Usage("A link.")
            Variant(.web) {
                HowToTest(given: "I am on a page with a link") {
                    KeyboardOnly { When(.key(.tab), .see("the link is focused"), .wcag(.sc2_4_7)) }
                    Screenreader { When(.command(.nextLink), .hear("the link's text and link"), .wcag(.sc2_4_4)) }
                    MobileScreenreader { When(.gesture(.swipe), .hear("the link's text and link"), .wcag(.sc2_4_4)) }
                }
                KeyboardActions { Row(.key(.enter), "Follows the link", .wcag(.sc2_1_1)) }
                ScreenreaderGestures { Row(.command(.activate), "The new page's title is read", .wcag(.sc2_4_2)) }
                ScreenreaderOutput { Row(.name, "The link's text says where it goes", .wcag(.sc2_4_4)) }
                DeviceSettings { Row(.setting(.textResize), "The link text grows", .wcag(.sc1_4_4)) }
            }
            Unavailable(.iOS, "Not in this test.")
            Unavailable(.android, "Not in this test.")
        }
        #expect(Validator().validate(component).isEmpty)
    }

    static let wordStart = #line + 1
    static let wordMistakes = Component("Field", noun: "a field") {
        Usage("A field.")
        Variant(.iOS) {
            HowToTest(given: "I am on a screen with a field") {
                KeyboardOnly {
                    When(.key(.tab), "the next field", .see("focus moves to the second field"), .wcag(.sc2_1_1))
                    ThenWhen(
                        .key(.tab), "to move to the next field", .see("focus moves to the third field"), .wcag(.sc2_4_3)
                    )
                    ThenWhen(.key(.space), "once the field is full", .see("the form is sent"), .wcag(.sc2_1_1))
                }
                Screenreader {
                    When(
                        .gesture(.swipe), "through the fields", .hear("each label and \(.state(.required))"),
                        .wcag(.sc4_1_2))
                }
            }
            KeyboardActions { Row(.key(.tab), "Moves on", .wcag(.sc2_1_1)) }
            ScreenreaderGestures { Row(.gesture(.swipe), "Reads the next field", .wcag(.sc4_1_2)) }
            ScreenreaderOutput { Row(.state, "It is \(.state(.disabled)) while it cannot be used", .wcag(.sc4_1_2)) }
            DeviceSettings { Row(.setting(.textResize), "The label grows", .wcag(.sc1_4_4)) }
        }
        Variant(.web) {
            HowToTest(given: "I am on a page with a field") {
                KeyboardOnly { When(.key(.tab), "back to the field", .see("focus moves back"), .wcag(.sc2_1_1)) }
                Screenreader {
                    When(
                        .command(.nextFormField), "to reach it", .hear("its label and \(.state(.busy))"),
                        .wcag(.sc4_1_2))
                }
                MobileScreenreader {
                    When(.gesture(.swipe), "to reach it", .hear("its label and \(.state(.busy))"), .wcag(.sc4_1_2))
                }
            }
            KeyboardActions { Row(.key(.tab), "Moves on", .wcag(.sc2_1_1)) }
            ScreenreaderGestures { Row(.command(.activate), "Sends the form", .wcag(.sc4_1_2)) }
            ScreenreaderOutput { Row(.state, "It is \(.state(.disabled)) while it cannot be used", .wcag(.sc4_1_2)) }
            DeviceSettings { Row(.setting(.textResize), "The label grows", .wcag(.sc1_4_4)) }
        }
        Unavailable(.android, "Not in this test.")
    }

    /// `check` warns at a purpose that opens without a verb after a key or command ("the next field",
    /// "back to the field"), not after a gesture ("through the fields" follows "I swipe") nor at a
    /// time clause; and at a role or state that none of the part's screen readers says (VoiceOver says
    /// nothing for required on iOS; on the Web, NVDA says "busy", so only the phone part is warned).
    @Test func purposesStartWithAVerbAndEveryTermIsSaid() {
        let findings = Validator().validate(Self.wordMistakes).map(\.description)
        func at(_ offset: Int, _ text: String) -> String { "\(Self.file):\(Self.wordStart + offset): warning: \(text)" }
        let verb = "start it with a verb or 'to' (\"to move to the next option\")"
        #expect(
            findings == [
                at(5, "the purpose 'the next field' opens with 'the': \(verb)"),
                at(12, "VoiceOver says no word for the state 'required' on iOS; say what is heard instead"),
                at(24, "the purpose 'back to the field' opens with 'back': \(verb)"),
                at(
                    31,
                    "VoiceOver and TalkBack say no word for the state 'busy' on Web; say what is heard instead"),
            ], "\(findings)")
    }

    @Test func diagnosticsReadLikeACompilers() {
        let finding = Diagnostic(.error, at: SourceLocation(fileID: "Content/Button.swift", line: 42), "broken")
        #expect(finding.description == "Content/Button.swift:42: error: broken")
    }
}
