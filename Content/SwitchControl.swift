import A11yPlan

extension BundledCatalog {
    /// A switch: a setting that is on or off and takes effect at once.
    static var switchControl: Component {
        Component("Switch", noun: "a switch") {
            Usage(
                "A switch turns a single setting on or off, such as notifications, and the change takes effect straight away without a Save button."
            )
            Variant(.iOS) {
                HowToTest(
                    given: "I am on a screen with a switch, such as \"Notifications\", and a switch that is dimmed"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the switch",
                            .see("a focus ring around the switch or around its whole row"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.space), "to turn it on", .see("the thumb slides to the right and the track fills"),
                            .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.space), "to turn it off",
                            .see("the thumb slides back to the left and the track empties"),
                            .wcag(.sc2_1_1))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the switch", .hearOutput)
                        ThenWhen(
                            .gesture(.doubleTap), "to turn it on",
                            .hear("\"\(.state(.on))\" right after the double tap"),
                            .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to turn it off",
                            .hear("\"\(.state(.off))\" right after the double tap"),
                            .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.swipe), "to reach the dimmed switch",
                            .hear("its label, \(.role(.toggle)), its value and \(.state(.disabled))"),
                            .wcag(.sc4_1_2))
                    }
                }
                KeyboardActions {
                    Row(
                        .key(.space), "Flips the switch; focus stays on it and no other screen opens",
                        .wcag(.sc2_1_1, .sc3_2_2))
                    Row(.key(.tab), "Moves on from the switch to the next control", .wcag(.sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(.gesture(.doubleTap), "Flips the switch and reads its new state", .wcag(.sc4_1_2))
                    Row(
                        .gesture(.touchExplore), "Touching the label text reads the switch with it, as one element",
                        .wcag(.sc1_3_1))
                }
                ScreenreaderOutput {
                    Row(.name, "Its name is the setting's visible label, such as \"Notifications\"", .wcag(.sc4_1_2))
                    Row(.role, "It is announced as \(.role(.toggle))", .wcag(.sc4_1_2))
                    Row(
                        .state,
                        "Its value is read as \"\(.state(.on))\" or \"\(.state(.off))\", and \"\(.state(.disabled))\" is added while it cannot be used",
                        .wcag(.sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize),
                        "The label grows and wraps; the switch stays in its row and is not covered",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.grayscale),
                        "The thumb's side tells on from off without colour; with On/Off Labels on, the track shows a mark",
                        .wcag(.sc1_4_1))
                    Row(
                        .setting(.darkMode), "The track of a switch that is off stands out from the dark background",
                        .wcag(.sc1_4_11))
                    Row(.setting(.voiceControl), "Saying \"Tap\" and the label flips the switch", .wcag(.sc2_5_3))
                }
                PointerAndTouch {
                    Row(
                        .targetSize, "The switch is at least 24 by 24 points, or has that much clear space around it",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The area that flips the switch is at least 44 by 44 points, as Apple recommends, though the drawn switch is shorter",
                        .bestPractice)
                    Row(
                        .tap,
                        "The setting changes only as the finger lifts, and a switch flipped by mistake goes back with one more tap",
                        .wcag(.sc2_5_2))
                    Row(
                        .drag, "One tap anywhere on the switch flips it, so sliding its thumb across is never needed",
                        .wcag(.sc2_5_7))
                }
            }
            Variant(.android) {
                HowToTest(
                    given: "I am on a screen with a switch, such as \"Notifications\", and a switch that is disabled"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the switch",
                            .see("a focus highlight on the switch or on its row"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .keys(.space, .enter), "to turn it on",
                            .see("the thumb moves to the end of the track and the track takes the accent colour"),
                            .wcag(.sc2_1_1))
                        ThenWhen(
                            .keys(.space, .enter), "to turn it off",
                            .see("the thumb moves back to the start of the track"), .wcag(.sc2_1_1))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the switch", .hearOutput)
                        ThenWhen(
                            .gesture(.doubleTap), "to turn it on",
                            .hear("\"\(.state(.on))\" right after the double-tap"),
                            .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to turn it off",
                            .hear("\"\(.state(.off))\" right after the double-tap"),
                            .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.swipe), "to reach the disabled switch",
                            .hear("its label, \(.role(.toggle)), its state and \(.state(.disabled))"),
                            .wcag(.sc4_1_2))
                    }
                }
                KeyboardActions {
                    Row(
                        .keys(.space, .enter), "Flips the switch in place; the screen does not change",
                        .wcag(.sc2_1_1, .sc3_2_2))
                    Row(.key(.shiftTab), "Moves back to the control before the switch", .wcag(.sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(
                        .gesture(.doubleTap), "Turns the switch on or off and TalkBack reads the result",
                        .wcag(.sc4_1_2))
                    Row(
                        .gesture(.touchExplore), "Touching the label reads the same element as touching the switch",
                        .wcag(.sc1_3_1))
                }
                ScreenreaderOutput {
                    Row(.name, "The setting's visible label is read as its name", .wcag(.sc4_1_2))
                    Row(.role, "It is announced as \(.role(.toggle))", .wcag(.sc4_1_2))
                    Row(
                        .state,
                        "Its state is read as \"\(.state(.on))\" or \"\(.state(.off))\", and \"\(.state(.disabled))\" is added while it cannot be used",
                        .wcag(.sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize), "At the largest font size the label wraps and the switch stays visible",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.grayscale), "On and off differ by the thumb's side and size, not by colour alone",
                        .wcag(.sc1_4_1))
                    Row(
                        .setting(.darkMode),
                        "The off track, or its outline, keeps 3:1 contrast against the dark background",
                        .wcag(.sc1_4_11))
                    Row(
                        .setting(.voiceControl), "Saying \"Tap\" and the label turns the switch on or off",
                        .wcag(.sc2_5_3))
                }
                PointerAndTouch {
                    Row(
                        .targetSize, "The switch is at least 24 by 24 dp, or has that much clear space around it",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The area that flips the switch is at least 48 by 48 dp, as Material Design recommends",
                        .bestPractice)
                    Row(
                        .tap,
                        "The setting changes only as the finger lifts, and a switch flipped by mistake goes back with one more tap",
                        .wcag(.sc2_5_2))
                    Row(
                        .drag,
                        "One tap on the switch, or on its row where the row flips it, turns it on or off, so dragging the thumb is never needed",
                        .wcag(.sc2_5_7))
                }
            }
            Variant(.web) {
                HowToTest(
                    given:
                        "I am on a page with a group of switches named \"Alerts\", one of them \"Notifications\" with a hint below it, and a disabled switch"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the switch",
                            .see("a visible focus indicator around the switch"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.space), "to turn it on", .see("the thumb moves to the on side and the track fills"),
                            .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.space), "to turn it off", .see("the thumb moves to the off side"), .wcag(.sc2_1_1))
                    }
                    Screenreader {
                        When(.key(.tab), "to reach the switch", .hearOutput)
                        ThenWhen(
                            .key(.space), "to turn it on",
                            .hear("the state \(.state(.on)) once the switch has changed"),
                            .wcag(.sc4_1_2))
                        ThenWhen(
                            .key(.space), "to turn it off",
                            .hear("the state \(.state(.off)) once the switch has changed"),
                            .wcag(.sc4_1_2))
                        ThenWhen(
                            .command(.nextFormField), "to move to the disabled switch",
                            .hear("its label, \(.role(.toggle)), its state and \(.state(.disabled))"), .wcag(.sc4_1_2))
                    }
                    MobileScreenreader {
                        When(
                            .gesture(.swipe), "to reach the switch",
                            .hear("its label, \(.role(.toggle)) and whether it is on or off"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to turn it on", .hear("that the switch is now on"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to turn it off", .hear("that the switch is now off"), .wcag(.sc4_1_2)
                        )
                    }
                }
                KeyboardActions {
                    Row(
                        .key(.space), "Flips the switch; focus stays on it and the page does not reload",
                        .wcag(.sc2_1_1, .sc3_2_2))
                    Row(.key(.tab), "Moves on to the next control after the switch", .wcag(.sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(
                        .command(.nextFormField),
                        "Finds the switch among the form fields and reads its label and state",
                        .wcag(.sc1_3_1))
                    Row(
                        .command(.activate),
                        "Flips the switch under the screen reader's cursor and reads its new state",
                        .wcag(.sc4_1_2))
                }
                ScreenreaderOutput {
                    Row(
                        .name, "Its name is the visible label, and not a word such as \"on\" that changes",
                        .wcag(.sc4_1_2))
                    Row(
                        .role,
                        "It is announced as \(.role(.toggle)); older screen reader versions may say \"check box\" instead",
                        .wcag(.sc4_1_2))
                    Row(
                        .group,
                        "The group's name, such as \"Alerts\", as focus enters the group, and the switch's hint or error after its label",
                        .wcag(.sc1_3_1, .sc3_3_2))
                    Row(
                        .state,
                        "It is read as \(.state(.on)) or \(.state(.off)), as the thumb shows, and as \(.state(.disabled)) while it cannot be used",
                        .wcag(.sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize), "The switch and its label grow together, with nothing cut off",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.magnification), "At 320 px the label wraps and the switch stays next to it",
                        .wcag(.sc1_4_10))
                    Row(
                        .setting(.forcedColors), "The track's border and the thumb stay visible in both states",
                        .bestPractice)
                    Row(.setting(.reduceMotion), "The thumb jumps to its new side without sliding", .bestPractice)
                    Row(.setting(.voiceControl), "Saying \"Click\" and the label flips the switch", .wcag(.sc2_5_3))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The switch, with its label where clicking the label flips it, is at least 24 by 24 CSS pixels, or spaced so that a 24-pixel circle centred on it overlaps no other target",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The switch, with its label where the label flips it, is at least 44 by 44 CSS pixels",
                        .bestPractice)
                    Row(
                        .tap,
                        "Pressing on the switch and moving the pointer off it before letting go leaves it as it was; it flips on release",
                        .wcag(.sc2_5_2))
                }
            }
        }
    }
}
