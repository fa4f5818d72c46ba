import A11yPlan

extension BundledCatalog {
    /// A button: a labelled control that runs one action when it is pressed.
    static var button: Component {
        Component("Button", noun: "a button") {
            Usage(
                "A button runs an action on the spot, such as saving a form, sending a message or opening a dialog. Its label says what will happen; a button that takes people to another page is a link instead."
            )
            Variant(.iOS) {
                HowToTest(given: "I am on a screen with a button, such as Save, and a button that is dimmed") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the button",
                            .see("a focus ring around the whole button, its label inside it"), .wcag(.sc2_1_1, .sc2_4_7)
                        )
                        ThenWhen(
                            .key(.space), "to press the button",
                            .see("the action happens once, as a tap on the button would do it"), .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.tab), "to move towards the dimmed button",
                            .see("the focus ring passes over the dimmed button to the next control that can be used"),
                            .bestPractice)
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the button", .hearOutput)
                        ThenWhen(
                            .gesture(.doubleTap), "to press the button",
                            .hear(
                                "the outcome of the action, such as a confirmation or the title of the screen it opens"),
                            .wcag(.sc4_1_2, .sc4_1_3))
                        ThenWhen(
                            .gesture(.swipe), "to move on to the dimmed button",
                            .hear("its label, \(.role(.button)) and \(.state(.disabled))"), .wcag(.sc4_1_2))
                    }
                }
                KeyboardActions {
                    Row(.key(.space), "Presses the button in focus, exactly once per key press", .wcag(.sc2_1_1))
                    Row(
                        .key(.shiftTab), "Moves the focus ring back from the button to the previous control",
                        .wcag(.sc2_1_1, .sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(
                        .gesture(.doubleTap), "Runs the button's action wherever the button is on screen",
                        .wcag(.sc4_1_2))
                    Row(
                        .gesture(.touchExplore), "Reads the button as soon as a finger rests anywhere on it",
                        .wcag(.sc4_1_2))
                    Row(
                        .gesture(.swipeBack), "Returns to the element before the button, in reading order",
                        .wcag(.sc1_3_2))
                }
                ScreenreaderOutput {
                    Row(.name, "The words printed on the button, such as Save, as its name", .wcag(.sc2_5_3, .sc4_1_2))
                    Row(.role, "The word \(.role(.button)) after its name", .wcag(.sc4_1_2))
                    Row(
                        .state,
                        "No state word while the button can be used, and \(.state(.disabled)) while it cannot",
                        .wcag(.sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize),
                        "The label grows with the text around it and wraps or widens the button; no word is cut short",
                        .wcag(.sc1_4_4, .sc1_4_5))
                    Row(.setting(.boldText), "The label turns bold", .bestPractice)
                    Row(
                        .setting(.buttonShapes), "A button drawn as plain text gets an outline or an underline",
                        .bestPractice)
                    Row(
                        .setting(.darkMode),
                        "The label measures at least 4.5:1 against the colour directly behind it, the button's fill or the screen",
                        .wcag(.sc1_4_3))
                    Row(
                        .setting(.voiceControl),
                        "The button is pressed when I say \"Tap\" and its printed label, as in \"Tap Save\"",
                        .wcag(.sc2_5_3))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The button's target is at least 24 by 24 points, or it has that much clear space around it",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The button's target is at least 44 by 44 points, as Apple recommends, even where its label is drawn as plain text",
                        .bestPractice)
                    Row(
                        .tap,
                        "Touching the button and sliding the finger well away from it before lifting runs nothing; a plain tap runs the action as the finger lifts",
                        .wcag(.sc2_5_2))
                }
            }
            Variant(.android) {
                HowToTest(given: "I am on a screen with a button, such as Save, and a button that is disabled") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the button",
                            .see("a focus highlight on the button that sets it apart from its resting look"),
                            .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .keys(.enter, .space), "to press the button",
                            .see("the button's action happens once"), .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.tab), "to move towards the disabled button",
                            .see("the highlight skips the greyed-out button and lands on the next control"),
                            .bestPractice)
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the button", .hearOutput)
                        ThenWhen(
                            .gesture(.touchExplore), "to find the button with usage hints on in TalkBack's settings",
                            .hear("\"Double-tap to activate\" after a short pause, once its label and role are read"),
                            .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to press the button",
                            .hear("what the action did, such as a message that the changes are saved"),
                            .wcag(.sc4_1_2, .sc4_1_3))
                        ThenWhen(
                            .gesture(.swipe), "to move on to the disabled button",
                            .hear("its label, \(.role(.button)) and \(.state(.disabled)), with no double-tap hint"),
                            .wcag(.sc4_1_2))
                    }
                }
                KeyboardActions {
                    Row(.keys(.enter, .space), "Activates the button that has the highlight", .wcag(.sc2_1_1))
                    Row(
                        .key(.shiftTab), "Takes the highlight from the button back to the control before it",
                        .wcag(.sc2_1_1, .sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(.gesture(.doubleTap), "Activates the button that TalkBack has in focus", .wcag(.sc4_1_2))
                    Row(
                        .gesture(.touchExplore), "Announces the button when a finger slides onto it", .wcag(.sc4_1_2))
                    Row(
                        .gesture(.swipeBack), "Goes back to whatever is read before the button on screen",
                        .wcag(.sc1_3_2))
                }
                ScreenreaderOutput {
                    Row(.name, "The button's visible text, such as Save, as its name", .wcag(.sc2_5_3, .sc4_1_2))
                    Row(.role, "The role \(.role(.button)) after the name", .wcag(.sc4_1_2))
                    Row(
                        .group,
                        "The label and the role in one stop, with no separate stop for an icon inside the button",
                        .wcag(.sc1_3_1))
                    Row(
                        .state, "No state word while the button can be used, and \(.state(.disabled)) while it cannot",
                        .wcag(.sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize),
                        "At the largest font size the label is larger and still whole, on one line or wrapped",
                        .wcag(.sc1_4_4, .sc1_4_5))
                    Row(.setting(.boldText), "The button's label is drawn in bold", .bestPractice)
                    Row(
                        .setting(.darkMode),
                        "The label measures at least 4.5:1 against the colour directly behind it, the button's container or the screen",
                        .wcag(.sc1_4_3))
                    Row(
                        .setting(.voiceControl),
                        "The button is pressed when I say \"Tap\" and its visible label, as in \"Tap Save\"",
                        .wcag(.sc2_5_3))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The button's target is at least 24 by 24 dp, or it has that much clear space around it",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The button's target is at least 48 by 48 dp, as Material Design recommends, even where the drawn button is shorter",
                        .bestPractice)
                    Row(
                        .tap,
                        "Touching the button and sliding the finger off it before lifting runs nothing; a plain tap runs the action as the finger lifts",
                        .wcag(.sc2_5_2))
                }
            }
            Variant(.web) {
                HowToTest(given: "I am on a page with a button, such as Save, and a disabled button") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the button",
                            .see("a focus indicator around the button that is clearly visible against the page"),
                            .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.enter), "to press the button",
                            .see(
                                "the action happens once, and focus stays on the button or moves where the action leads"
                            ),
                            .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.space), "to press the button again",
                            .see("the same action happens when the spacebar is released, and the page does not scroll"),
                            .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.tab), "to move towards the disabled button",
                            .see("focus skips the disabled button and goes to the next control"), .bestPractice)
                    }
                    Screenreader {
                        When(.command(.nextButton), "to reach the button", .hearOutput)
                        ThenWhen(
                            .command(.activate), "to press the button",
                            .hear("the result of the action, such as a status message that the form is saved"),
                            .wcag(.sc4_1_2, .sc4_1_3))
                        ThenWhen(
                            .command(.nextButton), "to move on to the disabled button",
                            .hear("its label, \(.role(.button)) and \(.state(.disabled))"), .wcag(.sc4_1_2))
                    }
                    MobileScreenreader {
                        When(
                            .gesture(.swipe), "to reach the button",
                            .hear("its label, then \(.role(.button)), in one stop"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to press the button",
                            .hear(
                                "the outcome of the action, and the screen reader does not jump to the top of the page"),
                            .wcag(.sc2_4_3, .sc4_1_3))
                    }
                }
                KeyboardActions {
                    Row(.keys(.enter, .space), "Presses the focused button, as a click would", .wcag(.sc2_1_1))
                    Row(
                        .key(.shiftTab), "Moves focus from the button back to the previous control",
                        .wcag(.sc2_1_1, .sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(
                        .command(.elementsList), "Lists the button by its visible label among the page's buttons",
                        .wcag(.sc2_4_6, .sc4_1_2))
                    Row(
                        .command(.nextItem), "Reads the button once, with no separate stop for its icon or inner text",
                        .wcag(.sc1_3_1))
                }
                ScreenreaderOutput {
                    Row(.name, "The visible label, such as Save, at the start of its name", .wcag(.sc2_5_3, .sc4_1_2))
                    Row(
                        .role, "The role \(.role(.button)), for a button element or an element with role=\"button\"",
                        .wcag(.sc4_1_2))
                    Row(
                        .state, "The state \(.state(.disabled)) while it cannot be used, and no state otherwise",
                        .wcag(.sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize), "The label doubles in size and stays inside the button, uncut",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.textSpacing),
                        "The label's letters and words spread apart, which shows it is real text, and it still fits",
                        .wcag(.sc1_4_5, .sc1_4_12))
                    Row(
                        .setting(.forcedColors), "The button keeps a visible border and its label stays readable",
                        .bestPractice)
                    Row(
                        .setting(.darkMode),
                        "The label measures at least 4.5:1 against the colour directly behind it, the button's fill or the page",
                        .wcag(.sc1_4_3))
                    Row(
                        .setting(.voiceControl),
                        "The button is pressed when I say \"Click\" and its visible label, as in \"Click Save\"",
                        .wcag(.sc2_5_3))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The button is at least 24 by 24 CSS pixels, or spaced so that a 24-pixel circle centred on it overlaps no other target",
                        .wcag(.sc2_5_8))
                    Row(.recommendedTargetSize, "The button is at least 44 by 44 CSS pixels", .bestPractice)
                    Row(
                        .tap,
                        "Pressing on the button and moving the pointer or finger off it before letting go runs nothing; the action runs on release, not on press",
                        .wcag(.sc2_5_2))
                }
            }
        }
    }
}
