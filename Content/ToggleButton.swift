import A11yPlan

extension BundledCatalog {
    /// A toggle button: a button that stays pressed or unpressed, such as Bold in a text editor.
    static var toggleButton: Component {
        Component("Toggle button", noun: "a toggle button") {
            Usage(
                "A toggle button is a button with two states that stays in the one it was last put in, such as Bold in a text editor or Mute in a call. Its label stays the same in both states; only its state changes."
            )
            Variant(.iOS) {
                HowToTest(given: "I am on a screen with a toggle button, such as Bold, that is off") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the toggle button",
                            .see("a focus ring around the toggle button"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.space), "to turn it on",
                            .see("the button looks pressed in, such as filled or outlined, and its label is unchanged"),
                            .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.space), "to turn it off",
                            .see("the button goes back to its plain look and the focus ring stays on it"),
                            .wcag(.sc2_1_1, .sc2_4_7))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the toggle button", .hearOutput)
                        ThenWhen(
                            .gesture(.doubleTap), "to turn it on",
                            .hear(
                                "the word \(.state(.selected)), or \(.state(.on)) where the button has the toggle trait, at once, without moving away from the button"
                            ),
                            .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to turn it off",
                            .hear(
                                "the label and role again, now without \(.state(.selected)), or with \(.state(.off)) where the button has the toggle trait"
                            ),
                            .wcag(.sc4_1_2))
                    }
                }
                KeyboardActions {
                    Row(.key(.space), "Switches the toggle button between on and off", .wcag(.sc2_1_1))
                    Row(.key(.tab), "Leaves the toggle button in the state it was put in", .bestPractice)
                }
                ScreenreaderGestures {
                    Row(
                        .gesture(.doubleTap), "Flips the toggle button's state and keeps VoiceOver on it",
                        .wcag(.sc4_1_2))
                    Row(
                        .gesture(.swipeBack), "Moves off the toggle button without changing its state",
                        .bestPractice)
                }
                ScreenreaderOutput {
                    Row(.name, "The same label in both states, such as Bold", .wcag(.sc2_5_3, .sc4_1_2))
                    Row(
                        .role,
                        "The role \(.role(.button)) after the label, or \(.role(.toggle)) where the app gives the button the toggle trait",
                        .wcag(.sc4_1_2))
                    Row(
                        .state,
                        "The state \(.state(.selected)) while it is on and no state word while it is off; with the toggle trait, \(.state(.on)) or \(.state(.off))",
                        .wcag(.sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.grayscale),
                        "The on state is still plain to see in grey, by a fill, an outline or a tick and not by colour alone",
                        .wcag(.sc1_4_1))
                    Row(
                        .setting(.darkMode),
                        "The fill, outline or mark that shows the on state measures at least 3:1 against the colours next to it",
                        .wcag(.sc1_4_11))
                    Row(
                        .setting(.textResize), "A text label on the toggle button grows and is never cut short",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.voiceControl),
                        "The button turns on when I say \"Tap Bold\", and off when I say it again",
                        .wcag(.sc2_5_3))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The toggle button's target is at least 24 by 24 points, or it has that much clear space around it",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The toggle button's target is at least 44 by 44 points, as Apple recommends", .bestPractice)
                    Row(
                        .tap,
                        "Touching the toggle button and sliding the finger well away before lifting leaves it in the state it was in; a plain tap switches it as the finger lifts",
                        .wcag(.sc2_5_2))
                }
            }
            Variant(.android) {
                HowToTest(given: "I am on a screen with a toggle button, such as Mute, that is off") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the toggle button",
                            .see("a focus highlight on the toggle button"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .keys(.enter, .space), "to turn it on",
                            .see(
                                "the button takes its checked look, such as a filled background, and its label is unchanged"
                            ),
                            .wcag(.sc2_1_1))
                        ThenWhen(
                            .keys(.enter, .space), "to turn it off",
                            .see("the button returns to its unchecked look and keeps the focus highlight"),
                            .wcag(.sc2_1_1, .sc2_4_7))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the toggle button", .hearOutput)
                        ThenWhen(
                            .gesture(.doubleTap), "to turn it on",
                            .hear("the new state, \(.state(.on)) or \(.state(.checked)), as soon as it changes"),
                            .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to turn it off",
                            .hear("the state \(.state(.off)) or \(.state(.unchecked)), and focus stays on the button"),
                            .wcag(.sc4_1_2))
                    }
                }
                KeyboardActions {
                    Row(.keys(.enter, .space), "Switches the toggle button between its two states", .wcag(.sc2_1_1))
                    Row(.key(.tab), "Moves on and leaves the toggle button's state as it was", .bestPractice)
                }
                ScreenreaderGestures {
                    Row(
                        .gesture(.doubleTap), "Changes the toggle button's state and TalkBack stays on it",
                        .wcag(.sc4_1_2))
                    Row(
                        .gesture(.swipeBack), "Moves away from the toggle button with its state unchanged",
                        .bestPractice)
                }
                ScreenreaderOutput {
                    Row(.name, "One label for both states, such as Mute", .wcag(.sc2_5_3, .sc4_1_2))
                    Row(
                        .role,
                        "A role that says it toggles, such as \(.role(.toggle)) or \(.role(.checkbox)), not a plain \(.role(.button))",
                        .wcag(.sc4_1_2))
                    Row(.state, "Its current state whenever it gets focus", .wcag(.sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.grayscale),
                        "Whether it is on can still be told in grey, by a fill, an outline or a tick",
                        .wcag(.sc1_4_1))
                    Row(
                        .setting(.darkMode),
                        "The fill, outline or mark that shows the checked state measures at least 3:1 against the colours next to it",
                        .wcag(.sc1_4_11))
                    Row(
                        .setting(.textResize),
                        "A text label on the toggle button grows with the font size and stays whole",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.voiceControl),
                        "The button turns on when I say \"Tap Mute\", and off when I say it a second time",
                        .wcag(.sc2_5_3))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The toggle button's target is at least 24 by 24 dp, or it has that much clear space around it",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The toggle button's target is at least 48 by 48 dp, as Material Design recommends",
                        .bestPractice)
                    Row(
                        .tap,
                        "Touching the toggle button and sliding the finger off it before lifting leaves it in the state it was in; a plain tap switches it as the finger lifts",
                        .wcag(.sc2_5_2))
                }
            }
            Variant(.web) {
                HowToTest(given: "I am on a page with a toggle button, such as Bold, that is not pressed") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the toggle button",
                            .see("a visible focus indicator on the toggle button"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.space), "to press it",
                            .see(
                                "the button looks pressed, by more than a change of colour, and its label is unchanged"),
                            .wcag(.sc1_4_1, .sc2_1_1))
                        ThenWhen(
                            .key(.enter), "to release it",
                            .see("the button looks unpressed again and focus stays on it"), .wcag(.sc2_1_1))
                    }
                    Screenreader {
                        When(.key(.tab), "to reach the toggle button", .hearOutput)
                        ThenWhen(
                            .key(.space), "to press it",
                            .hear("\(.state(.pressed)), without the label being replaced by another word"),
                            .wcag(.sc4_1_2))
                        ThenWhen(
                            .key(.enter), "to release it",
                            .hear("\(.state(.notPressed))"),
                            .wcag(.sc4_1_2))
                        ThenWhen(
                            .key(.shiftTab).phrased("shift + tab and then tab"), "to come back to the released button",
                            .hear("its label, its role and \(.state(.notPressed))"), .wcag(.sc4_1_2))
                    }
                    MobileScreenreader {
                        When(
                            .gesture(.swipe), "to reach the toggle button",
                            .hear("its label, the words \"toggle button\", and its current state"),
                            .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to press it",
                            .hear("the state change at once, with the label unchanged"), .wcag(.sc4_1_2))
                    }
                }
                KeyboardActions {
                    Row(
                        .keys(.enter, .space), "Switches aria-pressed between true and false", .wcag(.sc2_1_1, .sc4_1_2)
                    )
                    Row(.key(.tab), "Moves on with the pressed state kept as it was", .bestPractice)
                }
                ScreenreaderGestures {
                    Row(
                        .command(.nextButton), "Finds the toggle button and reads its pressed state with it",
                        .wcag(.sc4_1_2))
                    Row(
                        .command(.activate), "Presses or releases the toggle button under the screen reader's cursor",
                        .wcag(.sc2_1_1, .sc4_1_2))
                }
                ScreenreaderOutput {
                    Row(.name, "A label that does not change with the state, such as Bold", .wcag(.sc2_5_3, .sc4_1_2))
                    Row(.role, "The role \"toggle button\", from aria-pressed on a button", .wcag(.sc4_1_2))
                    Row(
                        .state,
                        "The state \(.state(.pressed)) while it is on, and \(.state(.notPressed)) while it is off",
                        .wcag(.sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.forcedColors),
                        "The pressed state is still visible, by a border, a fill or a mark that the contrast theme keeps",
                        .bestPractice)
                    Row(
                        .setting(.darkMode),
                        "The border, fill or mark that shows the pressed state measures at least 3:1 against the colours next to it",
                        .wcag(.sc1_4_11))
                    Row(.setting(.textResize), "The toggle button's text label grows and stays whole", .wcag(.sc1_4_4))
                    Row(
                        .setting(.voiceControl),
                        "The button is pressed when I say \"Click Bold\", and released when I say it again",
                        .wcag(.sc2_5_3))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The toggle button is at least 24 by 24 CSS pixels, or spaced so that a 24-pixel circle centred on it overlaps no other target",
                        .wcag(.sc2_5_8))
                    Row(.recommendedTargetSize, "The toggle button is at least 44 by 44 CSS pixels", .bestPractice)
                    Row(
                        .tap,
                        "Pressing on the toggle button and moving off it before letting go leaves it pressed or unpressed as it was; it switches on release",
                        .wcag(.sc2_5_2))
                }
            }
        }
    }
}
