import A11yPlan

extension BundledCatalog {
    /// A slider: a value picked along a track by moving a thumb, one step at a time.
    static var slider: Component {
        Component("Slider", noun: "a slider") {
            Usage(
                "A slider sets a value within a range, such as volume or brightness, by moving a thumb along a track. Each step can also be taken without dragging."
            )
            Variant(.iOS) {
                HowToTest(given: "I am on a screen with a slider, such as \"Volume\"") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the slider",
                            .see("a focus ring around the slider's track and thumb"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.rightArrow), "to raise the value",
                            .see("the thumb moves right and any value shown beside it goes up"), .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.leftArrow), "to lower the value",
                            .see("the thumb moves left and the shown value goes down"), .wcag(.sc2_1_1))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the slider", .hearOutput)
                        ThenWhen(
                            .gesture(.swipeUpOrDown).phrased("swipe up"), "to raise the value",
                            .hear("only the new, higher value, without the label again"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.swipeUpOrDown).phrased("swipe down"), "to lower the value",
                            .hear("the new, lower value"), .wcag(.sc4_1_2))
                    }
                }
                KeyboardActions {
                    Row(
                        .keys(.leftArrow, .rightArrow),
                        "Lowers or raises the value by one step; focus stays on the slider",
                        .wcag(.sc2_1_1))
                    Row(.key(.tab), "Leaves the slider for the next control, with the value kept", .wcag(.sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(.gesture(.adjustValue), "Moves the value one step in either direction", .wcag(.sc4_1_2))
                    Row(
                        .gesture(.doubleTapAndHold), "Holding then sliding a finger drags the thumb for a finer value",
                        .bestPractice)
                }
                ScreenreaderOutput {
                    Row(.name, "The label above the slider, such as \"Volume\", is read as its name", .wcag(.sc4_1_2))
                    Row(.role, "It is announced as \(.role(.slider))", .wcag(.sc4_1_2))
                    Row(
                        .state, "Its value is read the way it is shown, such as \"60%\" or \"Medium\"", .wcag(.sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize), "The label and the shown value grow; the track keeps its full width",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.voiceControl),
                        "With \"Show grid\", single taps on the track or on buttons beside it change the value, with no drag",
                        .wcag(.sc2_5_7))
                    Row(
                        .setting(.darkMode), "The thumb and the filled part of the track stand out at 3:1 or more",
                        .wcag(.sc1_4_11))
                }
                PointerAndTouch {
                    Row(
                        .targetSize, "The thumb is at least 24 by 24 points, or has that much clear space around it",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The area that picks up the thumb is at least 44 by 44 points, as Apple recommends, though the drawn thumb may be smaller",
                        .bestPractice)
                    Row(
                        .drag,
                        "The value can be set without dragging: buttons or a field beside the slider, or a tap on the track, change it; the stock slider alone moves only when its thumb is dragged",
                        .wcag(.sc2_5_7))
                }
            }
            Variant(.android) {
                HowToTest(given: "I am on a screen with a slider, such as \"Volume\"") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the slider",
                            .see("a focus highlight around the slider's thumb"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.rightArrow), "to raise the value",
                            .see("the thumb moves one step right and any value shown goes up"), .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.leftArrow), "to lower the value",
                            .see("the thumb moves one step left and any value shown goes down"), .wcag(.sc2_1_1))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the slider", .hearOutput)
                        ThenWhen(
                            .gesture(.adjustValue).phrased("press volume up"), "to raise the value",
                            .hear("the higher value, such as \"70 percent\""), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.adjustValue).phrased("press volume down"), "to lower the value",
                            .hear("the lower value, read at each press"), .wcag(.sc4_1_2))
                    }
                }
                KeyboardActions {
                    Row(
                        .keys(.leftArrow, .rightArrow), "Each press moves the thumb one step and focus stays on it",
                        .wcag(.sc2_1_1))
                    Row(.key(.shiftTab), "Moves back to the control before the slider", .wcag(.sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(.gesture(.adjustValue), "Changes the value by one step and TalkBack reads it", .wcag(.sc4_1_2))
                    Row(.gesture(.swipe), "Leaves the slider with its new value kept", .wcag(.sc2_4_3))
                }
                ScreenreaderOutput {
                    Row(.name, "The visible label of the slider is read as its name", .wcag(.sc4_1_2))
                    Row(.role, "It is announced as \(.role(.slider))", .wcag(.sc4_1_2))
                    Row(
                        .state, "Its value is read as a number or percent matching the value shown on screen",
                        .wcag(.sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize),
                        "At the largest font size the label and value wrap instead of overlapping",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.voiceControl),
                        "With \"Show grid\", one tap on a point of the track moves the thumb there, with no drag",
                        .wcag(.sc2_5_7))
                    Row(
                        .setting(.darkMode), "The thumb and active track keep 3:1 contrast in the dark theme",
                        .wcag(.sc1_4_11))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The area that picks up the thumb, not only the drawn thumb, is at least 24 by 24 dp, or has that much clear space around it",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The area that picks up the thumb is at least 48 by 48 dp, as Material Design recommends, though the drawn thumb may be smaller",
                        .bestPractice)
                    Row(
                        .drag, "Tapping a point on the track moves the thumb there, so no drag is needed",
                        .wcag(.sc2_5_7))
                }
            }
            Variant(.web) {
                HowToTest(given: "I am on a page with a slider, such as \"Volume\"") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the slider",
                            .see("a visible focus indicator on the slider's thumb"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .keys(.rightArrow, .upArrow), "to raise the value",
                            .see("the thumb moves one step towards the maximum"), .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.pageDown), "to lower the value by a large step",
                            .see("the thumb jumps back several steps at once"), .bestPractice)
                        ThenWhen(
                            .key(.home), "to reach the minimum",
                            .see("the thumb is at the start of the track and the lowest value is shown"),
                            .wcag(.sc2_1_1))
                    }
                    Screenreader {
                        When(.key(.tab), "to reach the slider", .hearOutput)
                        ThenWhen(
                            .key(.upArrow), "to raise the value", .hear("the new value at each press, such as \"60\""),
                            .wcag(.sc4_1_2))
                        ThenWhen(
                            .key(.end), "to reach the maximum", .hear("the highest value, such as \"100\""),
                            .wcag(.sc4_1_2))
                    }
                    MobileScreenreader {
                        When(
                            .gesture(.swipe), "to reach the slider",
                            .hear("its label, \(.role(.slider)) and its current value"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.adjustValue).phrased("swipe up (VoiceOver) or press volume up (TalkBack)"),
                            "to raise the value",
                            .hear("the value after each step"),
                            .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.adjustValue).phrased("swipe down (VoiceOver) or press volume down (TalkBack)"),
                            "to lower the value", .hear("a lower value, one step at a time"),
                            .wcag(.sc4_1_2))
                    }
                }
                KeyboardActions {
                    Row(
                        .key(.arrowKeys), "Right and up raise the value one step; left and down lower it",
                        .wcag(.sc2_1_1))
                    Row(.keys(.pageUp, .pageDown), "Move the value by a bigger step, such as ten", .bestPractice)
                    Row(.keys(.home, .end), "Set the lowest or the highest value", .wcag(.sc2_1_1))
                }
                ScreenreaderGestures {
                    Row(
                        .command(.nextFormField), "Reaches the slider among the form fields with its label and value",
                        .wcag(.sc1_3_1))
                    Row(
                        .command(.focusMode), "Lets the arrow keys change the value when browse mode had taken them",
                        .wcag(.sc2_1_1))
                }
                ScreenreaderOutput {
                    Row(.name, "It is named by its visible label, such as \"Volume\"", .wcag(.sc4_1_2))
                    Row(.role, "It is announced as \(.role(.slider))", .wcag(.sc4_1_2))
                    Row(
                        .state, "A value that has words, such as \"Medium\", is read as the words, not a bare number",
                        .wcag(.sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize), "The label and value text grow and nothing overlaps the track",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.magnification), "At 320 px the track fits the width and the thumb can still be moved",
                        .wcag(.sc1_4_10))
                    Row(
                        .setting(.forcedColors), "The track, the thumb and the focus indicator all stay visible",
                        .bestPractice)
                    Row(
                        .setting(.voiceControl),
                        "With \"Show grid\", clicking a grid number over the track moves the thumb there, with no drag",
                        .wcag(.sc2_5_7))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The thumb, or the whole slider where a click on its track moves the thumb, is at least 24 by 24 CSS pixels, or spaced so that a 24-pixel circle centred on it overlaps no other target; a native range input left at the browser's own size and style is exempt",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The thumb, or the strip of track that responds to a click, is at least 44 CSS pixels tall",
                        .bestPractice)
                    Row(
                        .drag,
                        "Clicking or tapping a point on the track moves the thumb there, or buttons or a field beside the slider set the value, so no drag is needed",
                        .wcag(.sc2_5_7))
                }
            }
        }
    }
}
