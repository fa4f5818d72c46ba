import A11yPlan

extension BundledCatalog {
    /// A heading: the title of a section, which screen reader users jump between.
    static var heading: Component {
        Component("Heading", noun: "a heading") {
            Usage(
                "A heading is the title of a section of a screen or page, such as \"Delivery\" above the delivery fields. Headings show the structure at a glance, and screen reader users move from heading to heading to find the section they need."
            )
            Variant(.iOS) {
                HowToTest(given: "I am on a screen with a heading above each of its sections") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to move to the first control of a section",
                            .see("the focus ring is on the control, and the section's heading is visible above it"),
                            .wcag(.sc2_4_6, .sc2_4_7))
                        ThenWhen(
                            .key(.tab), "to move on to the next section",
                            .see("the focus ring moves to the first control below the next section's heading"),
                            .wcag(.sc2_4_3))
                    }
                    Screenreader {
                        When(
                            .gesture(.rotor), "to choose Headings", .hear("\"Headings\" as the rotor's setting"),
                            .wcag(.sc1_3_1))
                        ThenWhen(.gesture(.swipeByRotor), "to Headings to move down to the next heading", .hearOutput)
                        ThenWhen(
                            .gesture(.swipe), "to move on from the heading",
                            .hear("the first item of the section that the heading names"), .wcag(.sc1_3_2))
                        ThenWhen(
                            .gesture(.swipeByRotor), "to Headings to move back up from the last section",
                            .hear("the headings again in reverse order, and no plain text read as a heading"),
                            .wcag(.sc1_3_1))
                    }
                }
                KeyboardActions {
                    Row(.key(.shiftTab), "Moves back into the section before, under its heading", .wcag(.sc2_4_3))
                    Row(.key(.tab), "Skips headings, since they are not controls", .bestPractice)
                    Row(.key(.space), "Opens or closes the section when the heading is also a button", .wcag(.sc2_1_1))
                }
                ScreenreaderGestures {
                    Row(
                        .gesture(.swipe), "Reads the heading in the flow of the screen, before its section",
                        .wcag(.sc1_3_2)
                    )
                    Row(.gesture(.touchExplore), "Reads a heading under the finger with its trait", .wcag(.sc1_3_1))
                    Row(
                        .gesture(.doubleTap), "On a heading that folds its section, opens or closes the section",
                        .wcag(.sc4_1_2))
                }
                ScreenreaderOutput {
                    Row(.name, "The heading's words, which say what its section holds", .wcag(.sc2_4_6))
                    Row(.role, "The trait \(.role(.heading)) after the words", .wcag(.sc1_3_1))
                    Row(
                        .group, "One heading per section; a heading and its subtitle are not read as two headings",
                        .wcag(.sc1_3_1))
                }
                DeviceSettings {
                    Row(.setting(.textResize), "Headings grow with the text and wrap onto more lines", .wcag(.sc1_4_4))
                    Row(.setting(.boldText), "Headings stay heavier than the text under them", .bestPractice)
                    Row(
                        .setting(.grayscale),
                        "Headings still stand out from body text by size or weight, not by colour",
                        .wcag(.sc1_4_1))
                }
            }
            Variant(.android) {
                HowToTest(given: "I am on a screen with a heading above each of its sections") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to move to the first control of a section",
                            .see("a focus highlight on the control, with the section's heading shown above it"),
                            .wcag(.sc2_4_6, .sc2_4_7))
                        ThenWhen(
                            .key(.tab), "to move on to the next section",
                            .see("the highlight moves to the first control under the next section's heading"),
                            .wcag(.sc2_4_3))
                    }
                    Screenreader {
                        When(
                            .gesture(.rotor), "to choose Headings",
                            .hear("\"Headings\" as the reading control"), .wcag(.sc1_3_1))
                        ThenWhen(.gesture(.swipeByRotor), "to Headings to move down to the next heading", .hearOutput)
                        ThenWhen(
                            .gesture(.swipe), "to move on from the heading",
                            .hear("the first item of that heading's section"), .wcag(.sc1_3_2))
                        ThenWhen(
                            .gesture(.swipeByRotor), "to Headings to move back up from the last section",
                            .hear("each heading once more, back to the first, and no body text among them"),
                            .wcag(.sc1_3_1))
                    }
                }
                KeyboardActions {
                    Row(.key(.shiftTab), "Moves back to the controls of the section before", .wcag(.sc2_4_3))
                    Row(.key(.tab), "Passes over headings, which are not controls", .bestPractice)
                    Row(
                        .keys(.enter, .space), "Opens or closes the section when the heading is also a button",
                        .wcag(.sc2_1_1))
                }
                ScreenreaderGestures {
                    Row(.gesture(.swipe), "Reads the heading in screen order, just before its section", .wcag(.sc1_3_2))
                    Row(.gesture(.touchExplore), "Reads the heading under the finger, with its role", .wcag(.sc1_3_1))
                    Row(
                        .gesture(.doubleTap), "On a heading that folds its section, expands or collapses it",
                        .wcag(.sc4_1_2))
                }
                ScreenreaderOutput {
                    Row(.name, "The heading's text, naming what follows", .wcag(.sc2_4_6))
                    Row(.role, "The word \"\(.role(.heading))\" after the text", .wcag(.sc1_3_1))
                    Row(.group, "Only section titles are headings, never a label or a value", .wcag(.sc1_3_1))
                }
                DeviceSettings {
                    Row(.setting(.textResize), "Headings grow with the font size and wrap", .wcag(.sc1_4_4))
                    Row(.setting(.boldText), "Headings remain heavier than the body text", .bestPractice)
                    Row(
                        .setting(.grayscale), "Headings are still told apart from text by size or weight alone",
                        .wcag(.sc1_4_1))
                }
            }
            Variant(.web) {
                HowToTest(given: "I am on a page with a heading for each section, under one main heading") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to move to the first link or control of a section",
                            .see("a visible focus indicator on it, with the section's heading above"),
                            .wcag(.sc2_4_6, .sc2_4_7))
                        ThenWhen(
                            .key(.tab), "to move on to the next section",
                            .see("focus goes to the first link or control under the next section's heading"),
                            .wcag(.sc2_4_3))
                    }
                    Screenreader {
                        When(
                            .command(.nextHeading), "to move from the top of the page to the first heading", .hearOutput
                        )
                        ThenWhen(
                            .command(.nextHeading), "to move on through the page",
                            .hear(
                                "each heading's level, and no level skipped on the way down, so a level 2 heading is never followed by a level 4"
                            ),
                            .bestPractice)
                        ThenWhen(
                            .command(.elementsList), "to open the list of elements and show the headings",
                            .hear("the headings as an outline of the page, with a single level 1 heading at the top"),
                            .bestPractice)
                    }
                    MobileScreenreader {
                        When(
                            .gesture(.rotor), "to choose Headings",
                            .hear("\"Headings\" as the rotor or reading control"),
                            .wcag(.sc1_3_1))
                        ThenWhen(
                            .gesture(.swipeByRotor), "to Headings to move down through the headings",
                            .hear("each heading's text with its level number"), .wcag(.sc1_3_1))
                        ThenWhen(
                            .gesture(.swipe), "to move on from a heading",
                            .hear("the first words of the section it names"), .wcag(.sc1_3_2))
                    }
                }
                KeyboardActions {
                    Row(.key(.shiftTab), "Moves back to the section before", .wcag(.sc2_4_3))
                    Row(.key(.tab), "Passes over headings; they take no focus", .bestPractice)
                    Row(.key(.enter), "Follows a link inside a heading, when the heading is a link", .wcag(.sc2_1_1))
                }
                ScreenreaderGestures {
                    Row(
                        .command(.nextItem), "Reads the heading's level and text before the section's first words",
                        .wcag(.sc1_3_2))
                    Row(.command(.sayAll), "Reads every heading in place, as part of the page", .wcag(.sc1_3_1))
                    Row(
                        .command(.nextLandmark),
                        "Reaches the main landmark, whose first heading is the level 1 heading",
                        .bestPractice)
                }
                ScreenreaderOutput {
                    Row(.name, "The heading's text, which names its section", .wcag(.sc2_4_6))
                    Row(
                        .role, "The role \(.role(.heading)) with its level, such as \"heading, level 2\"",
                        .wcag(.sc1_3_1))
                    Row(
                        .group, "Only text that looks like a heading is read as one; bold text in a paragraph is not",
                        .wcag(.sc1_3_1))
                }
                DeviceSettings {
                    Row(.setting(.textResize), "Headings grow to 200% and wrap, with no words cut off", .wcag(.sc1_4_4))
                    Row(
                        .setting(.magnification), "At 320 px long headings wrap and do not scroll sideways",
                        .wcag(.sc1_4_10))
                    Row(.setting(.textSpacing), "Headings that wrap keep their lines apart", .wcag(.sc1_4_12))
                }
            }
        }
    }
}
