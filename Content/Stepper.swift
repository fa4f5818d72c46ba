import A11yPlan

extension BundledCatalog {
    /// A stepper: a value shown beside a decrement and an increment button.
    static var stepper: Component {
        Component("Stepper", noun: "a stepper") {
            Usage(
                "A stepper changes a number by one step at a time, such as the number of guests, with a decrement button and an increment button next to the value. It suits small ranges where an exact number matters."
            )
            Variant(.iOS) {
                HowToTest(given: "I am on a screen with a stepper beside its value, such as \"Guests: 2\"") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the stepper",
                            .see("a focus ring on the stepper's minus or plus half"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.rightArrow), "to move to the plus half",
                            .see("the focus ring moves to the plus half alone"), .wcag(.sc2_4_3))
                        ThenWhen(
                            .key(.space), "to raise the value", .see("the number beside the stepper goes up by one"),
                            .wcag(.sc2_1_1))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the stepper's Increment button", .hearOutput)
                        ThenWhen(
                            .gesture(.doubleTap), "to raise the value",
                            .hear("the new value, such as \"3\", while focus stays on Increment"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.swipeBack), "to move back to the Decrement button",
                            .hear("\"Decrement\" and \(.role(.button))"),
                            .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to lower the value to its lowest",
                            .hear(
                                "each new value, and at the lowest value \"Decrement\" read as \(.state(.disabled)), with the value staying the same"
                            ),
                            .wcag(.sc4_1_2))
                    }
                }
                KeyboardActions {
                    Row(
                        .key(.space), "Presses the focused half: minus lowers the value by one, plus raises it",
                        .wcag(.sc2_1_1))
                    Row(.key(.leftArrow), "Moves the focus ring from the plus half to the minus half", .wcag(.sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(.gesture(.doubleTap), "Presses Decrement or Increment, whichever is in focus", .wcag(.sc4_1_2))
                    Row(
                        .gesture(.swipe), "Goes from the value label to Decrement, then to Increment, in that order",
                        .wcag(.sc1_3_2))
                }
                ScreenreaderOutput {
                    Row(
                        .name, "The two buttons are read as \"Decrement\" and \"Increment\", or as what they change",
                        .wcag(.sc4_1_2))
                    Row(.role, "Each half is announced as \(.role(.button))", .wcag(.sc4_1_2))
                    Row(
                        .group, "The value label, such as \"Guests: 2\", is read just before the buttons",
                        .wcag(.sc1_3_1))
                    Row(
                        .state, "At the highest value \"Increment\" is read as \(.state(.disabled))", .wcag(.sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize),
                        "The value label grows and wraps; the stepper is never pushed off screen",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.darkMode), "The minus and plus symbols stand out from the stepper's background",
                        .wcag(.sc1_4_11))
                    Row(.setting(.buttonShapes), "The stepper's two halves are clearly outlined", .bestPractice)
                    Row(.setting(.voiceControl), "Saying \"Tap Increment\" raises the value by one", .wcag(.sc2_5_3))
                }
                PointerAndTouch {
                    Row(
                        .targetSize, "The minus half and the plus half are each at least 24 by 24 points",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The minus half and the plus half each respond to a touch over at least 44 by 44 points, as Apple recommends",
                        .bestPractice)
                    Row(
                        .tap,
                        "A step taken by touching minus or plus by mistake is undone at once by a tap on the other half",
                        .wcag(.sc2_5_2))
                }
            }
            Variant(.android) {
                HowToTest(given: "I am on a screen with a stepper: a value between a minus and a plus button") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the stepper's minus button",
                            .see("a focus highlight on the minus button"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.tab), "to move to the plus button",
                            .see("the highlight skips the value text and moves to plus"),
                            .wcag(.sc2_4_3))
                        ThenWhen(
                            .keys(.enter, .space), "to raise the value",
                            .see("the value between the buttons goes up by one"),
                            .wcag(.sc2_1_1))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the stepper's plus button", .hearOutput)
                        ThenWhen(
                            .gesture(.doubleTap), "to raise the value",
                            .hear("the new value, such as \"3 guests\", without moving off the button"),
                            .wcag(.sc4_1_2, .sc4_1_3))
                        ThenWhen(
                            .gesture(.swipeBack), "to move back to the value",
                            .hear("the value with what it counts, such as \"3 guests\""),
                            .wcag(.sc1_3_1))
                        ThenWhen(
                            .gesture(.swipeBack), "to move back to the minus button",
                            .hear("its name, such as \"Fewer guests\", and \(.role(.button))"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to lower the value to its lowest",
                            .hear(
                                "each new value, and at the lowest value the minus button read as \(.state(.disabled))"),
                            .wcag(.sc4_1_2))
                    }
                }
                KeyboardActions {
                    Row(
                        .keys(.enter, .space), "Presses minus or plus, and focus stays on the button pressed",
                        .wcag(.sc2_1_1, .sc2_4_3))
                    Row(.key(.shiftTab), "Moves from the plus button back to the minus button", .wcag(.sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(
                        .gesture(.doubleTap), "Presses the focused button and the value changes by one", .wcag(.sc4_1_2)
                    )
                    Row(
                        .gesture(.swipe), "Reads the minus button, the value, then the plus button, in that order",
                        .wcag(.sc1_3_2))
                }
                ScreenreaderOutput {
                    Row(
                        .name, "The buttons are named for what they do, such as \"Fewer guests\" and \"More guests\"",
                        .wcag(.sc4_1_2))
                    Row(.role, "Each one is announced as \(.role(.button))", .wcag(.sc4_1_2))
                    Row(.state, "A button that cannot go further is read as \(.state(.disabled))", .wcag(.sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize), "At the largest font size the value is shown whole between the buttons",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.darkMode), "The minus and plus icons keep 3:1 contrast in the dark theme",
                        .wcag(.sc1_4_11))
                    Row(
                        .setting(.voiceControl), "Saying \"Tap More guests\" raises the value by one",
                        .wcag(.sc2_5_3))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The minus and plus buttons are each at least 24 by 24 dp, or have that much clear space around them",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The minus and plus buttons are each at least 48 by 48 dp, as Material Design recommends",
                        .bestPractice)
                    Row(
                        .tap,
                        "Touching minus or plus and sliding the finger off before lifting leaves the value as it was; a plain tap changes it by one as the finger lifts",
                        .wcag(.sc2_5_2))
                }
            }
            Variant(.web) {
                HowToTest(given: "I am on a page with a stepper: a value between a Decrease and an Increase button") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the stepper's Decrease button",
                            .see("a visible focus indicator on the Decrease button"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.tab), "to move to the Increase button",
                            .see("focus moves past the value to Increase"),
                            .wcag(.sc2_4_3))
                        ThenWhen(
                            .keys(.enter, .space), "to raise the value", .see("the value goes up by one"),
                            .wcag(.sc2_1_1))
                        ThenWhen(
                            .keys(.enter, .space), "to keep raising the value to its highest",
                            .see("the value stops at its highest and focus stays on the Increase button"),
                            .wcag(.sc2_4_3))
                    }
                    Screenreader {
                        When(.key(.tab), "to reach the Increase button", .hearOutput)
                        ThenWhen(
                            .keys(.enter, .space), "to raise the value",
                            .hear("the new value, such as \"3 guests\", read while focus stays on the button"),
                            .wcag(.sc4_1_3))
                        ThenWhen(
                            .keys(.enter, .space), "to keep raising the value to its highest",
                            .hear("each new value, then the Increase button read as \(.state(.disabled))"),
                            .wcag(.sc4_1_2))
                    }
                    MobileScreenreader {
                        When(
                            .gesture(.swipe), "to reach the Increase button",
                            .hear("its name, such as \"Increase guests\", and \(.role(.button))"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to raise the value", .hear("the value after the change"),
                            .wcag(.sc4_1_3))
                        ThenWhen(
                            .gesture(.swipeBack), "to move back to the value",
                            .hear("the value and its label read together"),
                            .wcag(.sc1_3_1))
                    }
                }
                KeyboardActions {
                    Row(
                        .keys(.enter, .space),
                        "Press the focused button: Decrease lowers the value, Increase raises it",
                        .wcag(.sc2_1_1))
                    Row(.key(.shiftTab), "Moves from Increase back to Decrease", .wcag(.sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(
                        .command(.nextButton), "Moves from Decrease to Increase, reading each button's name",
                        .wcag(.sc4_1_2))
                    Row(
                        .command(.activate),
                        "Presses the button under the screen reader's cursor and the new value is read",
                        .wcag(.sc4_1_3))
                }
                ScreenreaderOutput {
                    Row(
                        .name,
                        "Each button is named for what it changes, such as \"Decrease guests\", not only \"+\" or \"-\"",
                        .wcag(.sc4_1_2))
                    Row(.role, "Both are announced as \(.role(.button))", .wcag(.sc4_1_2))
                    Row(.group, "The value is read with its label, such as \"Guests, 2\"", .wcag(.sc1_3_1))
                    Row(.state, "A button at its limit is read as \(.state(.disabled))", .wcag(.sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize), "The value and both buttons grow and stay on one line or wrap cleanly",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.magnification), "At 320 px the value and both buttons fit without sideways scrolling",
                        .wcag(.sc1_4_10))
                    Row(
                        .setting(.forcedColors), "The minus and plus icons and the buttons' borders stay visible",
                        .bestPractice)
                    Row(.setting(.voiceControl), "Saying \"Click Increase guests\" raises the value", .wcag(.sc2_5_3))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The Decrease and Increase buttons are each at least 24 by 24 CSS pixels, or spaced so that a 24-pixel circle centred on each overlaps no other target",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The Decrease and Increase buttons are each at least 44 by 44 CSS pixels", .bestPractice)
                    Row(
                        .tap,
                        "Pressing on Decrease or Increase and moving off it before letting go leaves the value as it was; the value changes on release",
                        .wcag(.sc2_5_2))
                }
            }
        }
    }
}
