import A11yPlan

extension BundledCatalog {
    /// A picker wheel: one or more spinning wheels of values, each adjusted one row at a time.
    static var pickerWheel: Component {
        Component("Picker wheel", noun: "a picker wheel") {
            Usage(
                "A picker wheel shows a short list of values on a spinning wheel, with the chosen value in the band across its middle. Several wheels side by side can set parts of one value, such as hours and minutes."
            )
            Variant(.iOS) {
                HowToTest(given: "I am on a screen with a picker wheel of two wheels, such as hours and minutes") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the first wheel",
                            .see("a focus ring around the first wheel"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.downArrow), "to turn the wheel to the next row",
                            .see("the wheel turns one row and the new value sits in the middle band"), .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.tab), "to move to the second wheel", .see("the focus ring moves to the second wheel"),
                            .wcag(.sc2_4_3))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the first wheel", .hearOutput)
                        ThenWhen(
                            .gesture(.swipeUpOrDown).phrased("swipe up"), "to turn the wheel to the next row",
                            .hear("only the new value and its position, such as \"3 of 12\""), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.swipe), "to move to the second wheel",
                            .hear("the second wheel's value, such as \"30 minutes\", and \(.role(.slider))"),
                            .wcag(.sc1_3_2, .sc4_1_2))
                    }
                }
                KeyboardActions {
                    Row(
                        .keys(.upArrow, .downArrow),
                        "Turn the focused wheel one row back or forward, and no other wheel",
                        .wcag(.sc2_1_1))
                    Row(
                        .key(.shiftTab), "Moves back from the second wheel to the first", .wcag(.sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(
                        .gesture(.adjustValue),
                        "Turns the wheel one row; the picker stays open and nothing is submitted",
                        .wcag(.sc3_2_2, .sc4_1_2))
                    Row(
                        .gesture(.touchExplore), "Touching a wheel reads the value in its middle band",
                        .wcag(.sc1_3_1))
                }
                ScreenreaderOutput {
                    Row(
                        .name,
                        "Each wheel's name says what it sets, such as \"Hours\", when there is more than one wheel",
                        .wcag(.sc1_3_1, .sc4_1_2))
                    Row(.role, "Each wheel is announced as \(.role(.slider))", .wcag(.sc4_1_2))
                    Row(
                        .state, "The chosen value is read with where it stands in the list, such as \"2 of 5\"",
                        .wcag(.sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize),
                        "The wheel's rows grow with the text size and long values are not cut short",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.darkMode), "The value in the middle band keeps 4.5:1 contrast against the wheel",
                        .wcag(.sc1_4_3))
                    Row(
                        .setting(.orientation), "In landscape every wheel of the picker is still on screen",
                        .wcag(.sc1_3_4))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "Each row of a wheel, which can be tapped, is at least 24 points tall and as wide as its wheel",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "Each wheel is at least 44 points wide, as Apple recommends, so a finger turns one wheel and not the one beside it",
                        .bestPractice)
                    Row(
                        .drag,
                        "Tapping a value above or below the middle band turns the wheel to it, so no drag or flick is needed",
                        .wcag(.sc2_5_7))
                }
            }
            Variant(.android) {
                HowToTest(given: "I am on a screen with a picker wheel (a number picker), such as minutes") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the picker wheel",
                            .see("a focus highlight on the picker's middle value"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.downArrow), "to move to the next value",
                            .see("the values scroll up one place and the next value is in the middle"), .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.upArrow), "to move to the previous value",
                            .see("the values scroll down one place"), .wcag(.sc2_1_1))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the picker wheel's middle value", .hearOutput)
                        ThenWhen(
                            .gesture(.swipe), "to move to the value below it",
                            .hear("the next value, read as \(.role(.button))"),
                            .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to move that value into the middle",
                            .hear("that value is now the middle value"), .wcag(.sc4_1_2))
                    }
                }
                KeyboardActions {
                    Row(
                        .keys(.upArrow, .downArrow), "Move one value at a time; the picker does not close",
                        .wcag(.sc2_1_1, .sc3_2_2))
                    Row(.key(.tab), "Moves on from the picker to the next control", .wcag(.sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(
                        .gesture(.doubleTap), "On the value above or below, moves the picker one step that way",
                        .wcag(.sc4_1_2))
                    Row(
                        .gesture(.swipeBack), "Goes from the middle value to the value above it", .wcag(.sc1_3_2))
                }
                ScreenreaderOutput {
                    Row(
                        .name, "The picker's label, such as \"Minutes\", is read with its value",
                        .wcag(.sc1_3_1, .sc4_1_2))
                    Row(
                        .role, "The middle value is read as \(.role(.textField)), and can be typed over",
                        .wcag(.sc4_1_2))
                    Row(.group, "The values above and below are read as buttons around it", .wcag(.sc1_3_1))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize),
                        "At the largest font size the values grow and stay readable in the picker",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.darkMode), "The middle value keeps 4.5:1 contrast in the dark theme",
                        .wcag(.sc1_4_3))
                    Row(
                        .setting(.orientation),
                        "In landscape the picker shows its middle value and the values around it",
                        .wcag(.sc1_3_4))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The values above and below the middle, which step the picker when tapped, are each at least 24 by 24 dp",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The values above and below the middle are each at least 48 by 48 dp, as Material Design recommends",
                        .bestPractice)
                    Row(
                        .drag,
                        "Tapping the value above or below the middle moves the picker one step that way, so no drag or flick is needed",
                        .wcag(.sc2_5_7))
                }
            }
            Unavailable(
                .web,
                "The web has no picker wheel control; use a select, which iOS Safari itself shows as a wheel, and test it with the select plan."
            )
        }
    }
}
