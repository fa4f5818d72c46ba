import A11yPlan

extension BundledCatalog {
    /// A disclosure: one button that shows or hides the content right after it.
    static var disclosure: Component {
        Component("Disclosure", noun: "a disclosure") {
            Usage(
                "A disclosure is a single button, such as Show details, that shows or hides the content placed right after it. Unlike an accordion, it stands alone and is not a heading."
            )
            Variant(.iOS) {
                HowToTest(
                    given: "I am on a screen with a disclosure whose Show details button hides the delivery details"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the Show details button",
                            .see("the focus ring is on the button"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.space), "to show the details",
                            .see("the details appear right below the button and the focus ring stays on it"),
                            .wcag(.sc2_1_1, .sc2_4_3))
                        ThenWhen(
                            .key(.tab), "after showing the details",
                            .see("the focus ring moves to the first control inside the details"), .wcag(.sc2_4_3))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the Show details button", .hearOutput)
                        ThenWhen(
                            .gesture(.doubleTap), "to show the details",
                            .hear("the button now reads \(.state(.expanded)) and VoiceOver stays on it"),
                            .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.swipe), "past the button",
                            .hear("the details that just appeared, before anything else on the screen"), .wcag(.sc1_3_2)
                        )
                    }
                }
                KeyboardActions {
                    Row(.key(.space), "Hides the details again when they are shown", .wcag(.sc2_1_1))
                    Row(
                        .key(.shiftTab), "Moves from the first control in the details back to the button",
                        .wcag(.sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(
                        .gesture(.doubleTap), "Hides the shown details, and the button reads \(.state(.collapsed))",
                        .wcag(.sc4_1_2))
                    Row(
                        .gesture(.touchExplore), "Finds nothing of the hidden details where they would appear",
                        .wcag(.sc1_3_2))
                }
                ScreenreaderOutput {
                    Row(
                        .name, "The button is named by its visible text, such as Show details",
                        .wcag(.sc2_5_3, .sc4_1_2))
                    Row(.role, "It is read as a \(.role(.button))", .wcag(.sc4_1_2))
                    Row(.state, "It reads \(.state(.collapsed)) while the details are hidden", .wcag(.sc4_1_2))
                }
                DeviceSettings {
                    Row(.setting(.textResize), "The button's text and the shown details grow and wrap", .wcag(.sc1_4_4))
                    Row(.setting(.buttonShapes), "The Show details button is outlined or underlined", .bestPractice)
                    Row(.setting(.voiceControl), "Saying \"Tap Show details\" shows the details", .wcag(.sc2_5_3))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The Show details button is at least 24 by 24 points, or spaced so that a 24-point circle centred on it overlaps no other target nor another undersized target's circle",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The Show details button is at least 44 by 44 points, as Apple recommends", .bestPractice)
                    Row(
                        .tap,
                        "Touching Show details and sliding the finger well away from it before lifting leaves the details hidden; they appear only when the finger lifts on the button",
                        .wcag(.sc2_5_2))
                }
            }
            Variant(.android) {
                HowToTest(
                    given: "I am on a screen with a disclosure whose Show details button hides the delivery details"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the Show details button",
                            .see("a focus highlight on the button"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .keys(.enter, .space), "to show the details",
                            .see("the details open below the button and the highlight does not move"),
                            .wcag(.sc2_1_1, .sc2_4_3))
                        ThenWhen(
                            .key(.tab), "after showing the details",
                            .see("the highlight goes to the first control in the details"), .wcag(.sc2_4_3))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the Show details button", .hearOutput)
                        ThenWhen(
                            .gesture(.doubleTap), "to show the details",
                            .hear("TalkBack says \(.state(.expanded)) and keeps focus on the button"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.swipe), "past the button",
                            .hear("the details next, in the order they are shown"), .wcag(.sc1_3_2))
                    }
                }
                KeyboardActions {
                    Row(.keys(.enter, .space), "Hides the details when they are already shown", .wcag(.sc2_1_1))
                    Row(.key(.shiftTab), "Moves back from the details to the Show details button", .wcag(.sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(
                        .gesture(.doubleTap), "Hides the details, and TalkBack says \(.state(.collapsed))",
                        .wcag(.sc4_1_2))
                    Row(.gesture(.swipeBack), "Returns from the details to the button that shows them", .wcag(.sc1_3_2))
                }
                ScreenreaderOutput {
                    Row(.name, "The button says its visible text, such as Show details", .wcag(.sc2_5_3, .sc4_1_2))
                    Row(.role, "It is announced as a \(.role(.button))", .wcag(.sc4_1_2))
                    Row(.state, "It says \(.state(.collapsed)) while the details are hidden", .wcag(.sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize),
                        "At the largest font size the button and the details wrap and nothing is cut off",
                        .wcag(.sc1_4_4))
                    Row(.setting(.reduceMotion), "The details appear without an opening animation", .bestPractice)
                    Row(.setting(.voiceControl), "Saying \"Tap Show details\" opens the details", .wcag(.sc2_5_3))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The Show details button is at least 24 by 24 dp, or spaced so that a circle 24 dp across centred on it overlaps no other target nor another undersized target's circle",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The Show details button is at least 48 by 48 dp, as Material Design recommends", .bestPractice)
                    Row(
                        .tap,
                        "Touching Show details and sliding the finger well away from it before lifting leaves the details hidden; they appear only when the finger lifts on the button",
                        .wcag(.sc2_5_2))
                }
            }
            Variant(.web) {
                HowToTest(
                    given: "I am on a page with a disclosure whose Show details button hides the delivery details"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the Show details button",
                            .see("a visible focus indicator on the button"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .keys(.enter, .space), "to show the details",
                            .see("the details appear right after the button and focus stays on the button"),
                            .wcag(.sc2_1_1, .sc2_4_3))
                        ThenWhen(
                            .key(.tab), "after showing the details",
                            .see("focus moves to the first link or control in the details"), .wcag(.sc2_4_3))
                        ThenWhen(
                            .key(.tab), "while the details are hidden",
                            .see("focus skips the hidden details and goes to the control after them"), .wcag(.sc2_4_3))
                    }
                    Screenreader {
                        When(.command(.nextButton), "to reach the Show details button", .hearOutput)
                        ThenWhen(
                            .command(.activate), "to show the details",
                            .hear("the button reads \(.state(.expanded)) and the screen reader stays on it"),
                            .wcag(.sc4_1_2))
                        ThenWhen(
                            .command(.nextItem), "after showing the details",
                            .hear("the details, read straight after the button"), .wcag(.sc1_3_2))
                    }
                    MobileScreenreader {
                        When(
                            .gesture(.swipe), "to reach the Show details button",
                            .hear("Show details, \(.role(.button)), \(.state(.collapsed))"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to show the details",
                            .hear("the button now says \(.state(.expanded))"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.swipe), "past the button",
                            .hear("the details, before the rest of the page"), .wcag(.sc1_3_2))
                    }
                }
                KeyboardActions {
                    Row(.keys(.enter, .space), "Hides the details when the button is pressed again", .wcag(.sc2_1_1))
                    Row(.key(.shiftTab), "Moves back from the details to the button", .wcag(.sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(
                        .command(.activate), "Hides the details, and the button reads \(.state(.collapsed))",
                        .wcag(.sc4_1_2))
                    Row(.command(.sayAll), "Reads nothing of the details while they are hidden", .wcag(.sc1_3_2))
                }
                ScreenreaderOutput {
                    Row(.name, "The button is named by its visible text", .wcag(.sc2_5_3, .sc4_1_2))
                    Row(.role, "It is announced as a \(.role(.button)), not as a link", .wcag(.sc4_1_2))
                    Row(.state, "It reads \(.state(.collapsed)) while the details are hidden", .wcag(.sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize), "The button's text and the details grow without overlapping",
                        .wcag(.sc1_4_4)
                    )
                    Row(
                        .setting(.magnification),
                        "At 320 px the shown details fit the width with no sideways scrolling",
                        .wcag(.sc1_4_10))
                    Row(
                        .setting(.forcedColors), "The button's arrow icon and focus indicator stay visible",
                        .wcag(.sc1_4_11))
                    Row(.setting(.voiceControl), "Saying \"Click Show details\" shows the details", .wcag(.sc2_5_3))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The Show details button is at least 24 by 24 CSS pixels, or spaced so that a 24-pixel circle centred on it overlaps no other target nor another undersized target's circle",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize, "The Show details button is at least 44 by 44 CSS pixels", .bestPractice
                    )
                    Row(
                        .tap,
                        "Pressing Show details and moving the pointer or finger off it before letting go leaves the details hidden; they appear only on release",
                        .wcag(.sc2_5_2))
                }
            }
        }
    }
}
