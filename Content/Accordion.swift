import A11yPlan

extension BundledCatalog {
    /// An accordion: a stack of section headings, each a button that shows or hides its section.
    static var accordion: Component {
        Component("Accordion", noun: "an accordion") {
            Usage(
                "An accordion is a stack of section headings, such as the questions of a help page. Each heading is a button that shows or hides the section below it."
            )
            Variant(.iOS) {
                HowToTest(given: "I am on a screen with an accordion of three sections, all closed") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the first section's header",
                            .see("the focus ring is on the first header"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.space), "to open the section",
                            .see(
                                "the section's content appears right below its header, and the headers below move down"),
                            .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.tab), "to move on from the open header",
                            .see(
                                "the focus ring goes to the first control inside the open section before the next header"
                            ),
                            .wcag(.sc2_4_3))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the first section's header", .hearOutput)
                        ThenWhen(
                            .gesture(.doubleTap), "to open the section",
                            .hear("the header now reads \(.state(.expanded))"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.swipe), "past the open header",
                            .hear("the section's content next, then the second header"), .wcag(.sc1_3_2))
                        ThenWhen(
                            .gesture(.swipeByRotor), "to Headings",
                            .hear("each section header in turn, read as a \(.role(.heading))"),
                            .wcag(.sc1_3_1, .sc2_4_6))
                    }
                }
                KeyboardActions {
                    Row(.key(.space), "Opens a closed section or closes an open one", .wcag(.sc2_1_1))
                    Row(.key(.shiftTab), "Moves back from a section's content to its header", .wcag(.sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(.gesture(.doubleTap), "Closes an open section and reads \(.state(.collapsed))", .wcag(.sc4_1_2))
                    Row(.gesture(.swipeBack), "Moves from a section's content back up to its header", .wcag(.sc1_3_2))
                }
                ScreenreaderOutput {
                    Row(.name, "Each header is named by its visible title, such as Shipping", .wcag(.sc2_5_3, .sc4_1_2))
                    Row(.role, "Each header is read as a \(.role(.button))", .wcag(.sc4_1_2))
                    Row(.state, "A closed section's header reads \(.state(.collapsed))", .wcag(.sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize),
                        "Header titles wrap onto more lines and their open or close icon stays visible",
                        .wcag(.sc1_4_4))
                    Row(.setting(.reduceMotion), "Sections open and close at once, without sliding", .bestPractice)
                    Row(.setting(.voiceControl), "Saying \"Tap Shipping\" opens the Shipping section", .wcag(.sc2_5_3))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "Each section header is at least 24 by 24 points, or spaced so that a 24-point circle centred on it overlaps no other target nor another undersized target's circle",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize, "Each section header is at least 44 by 44 points, as Apple recommends",
                        .bestPractice)
                    Row(
                        .tap,
                        "Touching a header and sliding the finger well away from it before lifting leaves its section as it was; it opens or closes only when the finger lifts on the header",
                        .wcag(.sc2_5_2))
                }
            }
            Variant(.android) {
                HowToTest(given: "I am on a screen with an accordion of three sections, all closed") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the first section's header",
                            .see("a focus highlight on the first header"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .keys(.enter, .space), "to open the section",
                            .see("the section opens below its header and the highlight stays on the header"),
                            .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.tab), "to move on from the open header",
                            .see("the highlight moves into the open section before it reaches the next header"),
                            .wcag(.sc2_4_3))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the first section's header", .hearOutput)
                        ThenWhen(
                            .gesture(.doubleTap), "to open the section",
                            .hear("TalkBack says \(.state(.expanded)) and stays on the header"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.swipe), "after opening the section",
                            .hear("the section's content, then the next header"), .wcag(.sc1_3_2))
                        ThenWhen(
                            .gesture(.swipeByRotor), "to Headings",
                            .hear("one section header after another, each marked as a \(.role(.heading))"),
                            .wcag(.sc1_3_1, .sc2_4_6))
                    }
                }
                KeyboardActions {
                    Row(
                        .keys(.enter, .space), "Opens or closes the section whose header is highlighted",
                        .wcag(.sc2_1_1))
                    Row(.key(.shiftTab), "Moves back from inside a section to its header", .wcag(.sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(
                        .gesture(.doubleTap), "Closes an open section, and TalkBack says \(.state(.collapsed))",
                        .wcag(.sc4_1_2))
                    Row(.gesture(.swipeBack), "Goes back from a section's content to its header", .wcag(.sc1_3_2))
                }
                ScreenreaderOutput {
                    Row(.name, "Each header carries its visible title, such as Returns", .wcag(.sc2_5_3, .sc4_1_2))
                    Row(.role, "Each header is announced as a \(.role(.button))", .wcag(.sc4_1_2))
                    Row(.state, "A header whose section is hidden says \(.state(.collapsed))", .wcag(.sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize),
                        "At the largest font size each header title wraps and stays fully readable",
                        .wcag(.sc1_4_4))
                    Row(.setting(.reduceMotion), "Sections appear and disappear without animating", .bestPractice)
                    Row(.setting(.voiceControl), "Saying \"Tap Returns\" opens the Returns section", .wcag(.sc2_5_3))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "Each section header is at least 24 by 24 dp, or spaced so that a circle 24 dp across centred on it overlaps no other target nor another undersized target's circle",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "Each section header is at least 48 by 48 dp, as Material Design recommends", .bestPractice)
                    Row(
                        .tap,
                        "Touching a header and sliding the finger well away from it before lifting leaves its section as it was; it opens or closes only when the finger lifts on the header",
                        .wcag(.sc2_5_2))
                }
            }
            Variant(.web) {
                HowToTest(given: "I am on a page with an accordion of three sections, all closed") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the first section's button",
                            .see("a visible focus indicator on the first section's heading button"),
                            .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .keys(.enter, .space), "to open the section",
                            .see("the section's panel appears below the button and focus stays on the button"),
                            .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.tab), "to move on from the open section's button",
                            .see(
                                "focus moves to the first link or control in the open panel, then on to the next heading button"
                            ),
                            .wcag(.sc2_4_3))
                        ThenWhen(
                            .key(.tab), "to move past a closed section",
                            .see(
                                "focus goes from its button straight to the next section's button, skipping the hidden panel"
                            ),
                            .wcag(.sc2_4_3))
                    }
                    Screenreader {
                        When(.command(.nextHeading), "to reach the first section", .hearOutput)
                        ThenWhen(
                            .command(.activate), "to open the section",
                            .hear("the section's button reads \(.state(.expanded)) and the screen reader stays on it"),
                            .wcag(.sc4_1_2))
                        ThenWhen(
                            .command(.nextItem), "after opening the section",
                            .hear("the panel's content right after the button"), .wcag(.sc1_3_2))
                    }
                    MobileScreenreader {
                        When(
                            .gesture(.swipe), "to reach the first section's button",
                            .hear("its title, \(.role(.button)) and \(.state(.collapsed))"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to open the section",
                            .hear("the button now reads \(.state(.expanded))"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.swipe), "after opening the section",
                            .hear("the panel's content before the next section's button"), .wcag(.sc1_3_2))
                    }
                }
                KeyboardActions {
                    Row(
                        .keys(.enter, .space), "Shows the focused section's panel, or hides it when it is shown",
                        .wcag(.sc2_1_1))
                    Row(
                        .key(.shiftTab), "Moves back from a panel's first control to its heading button",
                        .wcag(.sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(.command(.nextHeading), "Moves from one section heading to the next", .wcag(.sc1_3_1, .sc2_4_6))
                    Row(.command(.nextButton), "Reaches each section's button, open or closed", .wcag(.sc4_1_2))
                }
                ScreenreaderOutput {
                    Row(.name, "Each button is named by its section's visible title", .wcag(.sc2_5_3, .sc4_1_2))
                    Row(
                        .role, "It is read as a \(.role(.button)) inside a \(.role(.heading)) with a level",
                        .wcag(.sc1_3_1, .sc4_1_2))
                    Row(
                        .state, "A section's button reads \(.state(.collapsed)) while its panel is hidden",
                        .wcag(.sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize), "Section titles grow and wrap, and their arrows are not cut off",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.magnification),
                        "At 320 px every title and open panel fits the width without sideways scrolling",
                        .wcag(.sc1_4_10))
                    Row(
                        .setting(.forcedColors), "The open and close arrows and the focus indicator stay visible",
                        .wcag(.sc1_4_11))
                    Row(.setting(.reduceMotion), "Panels open and close without sliding", .wcag(.sc2_3_3))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "Each section's heading button is at least 24 by 24 CSS pixels, or spaced so that a 24-pixel circle centred on it overlaps no other target nor another undersized target's circle",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize, "Each section's heading button is at least 44 by 44 CSS pixels",
                        .bestPractice)
                    Row(
                        .tap,
                        "Pressing a heading button and moving the pointer or finger off it before letting go leaves its panel as it was; it opens or closes only on release",
                        .wcag(.sc2_5_2))
                }
            }
        }
    }
}
