import A11yPlan

extension BundledCatalog {
    /// Radio buttons: a group of options of which exactly one is chosen; on the Web, arrow keys choose and Tab leaves.
    static var radioButton: Component {
        Component("Radio button", noun: "radio buttons") {
            Usage(
                "Radio buttons offer a short set of options of which only one can be chosen, such as a delivery speed. Choosing one clears the one chosen before."
            )
            Variant(.iOS) {
                HowToTest(
                    given:
                        "I am on a screen with a group of radio buttons, such as delivery options, the first one chosen and the last one dimmed"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the group's first option",
                            .see("a focus ring around the first option and its label"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.tab), "to move to the next option",
                            .see("the focus ring moves on and the option chosen before stays chosen"), .wcag(.sc2_4_3))
                        ThenWhen(
                            .key(.space), "to choose the option in focus",
                            .see("its circle fills and the circle of the option chosen before empties"),
                            .wcag(.sc2_1_1, .sc3_2_2))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the group's first option", .hearOutput)
                        ThenWhen(
                            .gesture(.swipe), "to move to the second option",
                            .hear("its label and \(.role(.button)), without \"\(.state(.selected))\""), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to choose it",
                            .hear("\"\(.state(.selected))\" for that option as soon as it is chosen"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.swipeBack), "to move back to the option chosen before",
                            .hear("its label and \(.role(.button)), and no longer \"\(.state(.selected))\""),
                            .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.swipe), "to move on to the dimmed option",
                            .hear("its label, \(.role(.button)) and \"\(.state(.disabled))\""), .wcag(.sc4_1_2))
                    }
                }
                KeyboardActions {
                    Row(
                        .key(.space), "Chooses the option in focus; the screen does not change or submit anything",
                        .wcag(.sc2_1_1, .sc3_2_2))
                    Row(.key(.shiftTab), "Moves back to the previous option of the group", .wcag(.sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(.gesture(.doubleTap), "Chooses the option in focus and clears the others", .wcag(.sc4_1_2))
                    Row(.gesture(.swipe), "Moves through the options in the order they are shown", .wcag(.sc1_3_2))
                }
                ScreenreaderOutput {
                    Row(.name, "Each option is named by its visible label, such as \"Express\"", .wcag(.sc4_1_2))
                    Row(
                        .role, "Each option is announced as \(.role(.button)), as iOS has no radio button role",
                        .wcag(.sc4_1_2))
                    Row(
                        .group, "The question above the options, such as \"Delivery\", is read before the first option",
                        .wcag(.sc1_3_1, .sc3_3_2))
                    Row(
                        .state,
                        "Only the chosen option is read as \"\(.state(.selected))\", and an option that cannot be chosen as \"\(.state(.disabled))\"",
                        .wcag(.sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize), "The labels grow and wrap; each circle stays beside its own label",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.grayscale), "The chosen option is shown by a filled circle, not only by colour",
                        .wcag(.sc1_4_1))
                    Row(
                        .setting(.darkMode), "The empty circles' outlines stand out from the background at 3:1 or more",
                        .wcag(.sc1_4_11))
                    Row(.setting(.voiceControl), "Saying \"Tap\" and an option's label chooses it", .wcag(.sc2_5_3))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "Each option, its circle with its label, is at least 24 by 24 points, or has that much clear space around it",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "Each option's row is at least 44 points tall, as Apple recommends, so a tap lands on one option only",
                        .bestPractice)
                    Row(
                        .tap,
                        "Touching an option and sliding the finger well away before lifting leaves the choice as it was; a plain tap chooses it as the finger lifts",
                        .wcag(.sc2_5_2))
                }
            }
            Variant(.android) {
                HowToTest(
                    given:
                        "I am on a screen with a group of radio buttons, such as delivery options, the first one chosen and the last one disabled"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the group's first option",
                            .see("a focus highlight on the first option"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.downArrow), "to move to the next option",
                            .see("the highlight moves to the next option without choosing it"), .wcag(.sc2_4_3))
                        ThenWhen(
                            .keys(.space, .enter), "to choose the option in focus",
                            .see("its circle fills and the option chosen before is cleared"),
                            .wcag(.sc2_1_1, .sc3_2_2))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the group's first option", .hearOutput)
                        ThenWhen(
                            .gesture(.swipe), "to move to the second option",
                            .hear("its label, \(.role(.radioButton)) and \"\(.state(.unchecked))\""), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to choose it",
                            .hear("\"\(.state(.checked))\" for the option just chosen"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.swipeBack), "to move back to the option chosen before",
                            .hear("its label and \"\(.state(.unchecked))\""), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.swipe), "to move on to the disabled option",
                            .hear(
                                "its label, \(.role(.radioButton)), \"\(.state(.unchecked))\" and \"\(.state(.disabled))\""
                            ),
                            .wcag(.sc4_1_2))
                    }
                }
                KeyboardActions {
                    Row(
                        .keys(.space, .enter), "Chooses the highlighted option and stays on the same screen",
                        .wcag(.sc2_1_1, .sc3_2_2))
                    Row(.key(.upArrow), "Moves the highlight to the option above without choosing it", .wcag(.sc2_1_1))
                    Row(
                        .key(.tab), "Moves through the options one at a time, then on to the control after the group",
                        .wcag(.sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(.gesture(.doubleTap), "Chooses the option and clears the one chosen before", .wcag(.sc4_1_2))
                    Row(.gesture(.swipe), "Reads the options one by one, top to bottom", .wcag(.sc1_3_2))
                }
                ScreenreaderOutput {
                    Row(.name, "Each option's visible label is its name", .wcag(.sc4_1_2))
                    Row(.role, "Each option is announced as \(.role(.radioButton))", .wcag(.sc4_1_2))
                    Row(
                        .group, "The group's question, such as \"Delivery\", is read with or before the first option",
                        .wcag(.sc1_3_1, .sc3_3_2))
                    Row(
                        .state,
                        "The chosen option is read as \"\(.state(.checked))\" and the others as \"\(.state(.unchecked))\"; an option that cannot be chosen is also read as \"\(.state(.disabled))\"",
                        .wcag(.sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize), "At the largest font size every label wraps and none is cut off",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.grayscale), "The filled circle, not a colour alone, marks the chosen option",
                        .wcag(.sc1_4_1))
                    Row(
                        .setting(.darkMode), "Every empty circle keeps 3:1 contrast against the dark background",
                        .wcag(.sc1_4_11))
                    Row(
                        .setting(.voiceControl), "Saying \"Tap\" and an option's label chooses that option",
                        .wcag(.sc2_5_3)
                    )
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "Each option, its circle with its label, which chooses it when tapped, is at least 24 by 24 dp, or has that much clear space around it",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "Each option's touch area is at least 48 by 48 dp, as Material Design recommends, though the drawn circle is smaller",
                        .bestPractice)
                    Row(
                        .tap,
                        "Touching an option and sliding the finger off it before lifting leaves the choice as it was; a plain tap chooses it as the finger lifts",
                        .wcag(.sc2_5_2))
                }
            }
            Variant(.web) {
                HowToTest(
                    given:
                        "I am on a page with a group of three radio buttons, such as delivery options, with a hint under the group's legend; the first option is chosen and the second is disabled"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to move into the group",
                            .see("focus lands on the first option, the one that is chosen"),
                            .wcag(.sc2_1_1, .sc2_4_3, .sc2_4_7))
                        ThenWhen(
                            .keys(.downArrow, .rightArrow), "to move to the next option",
                            .see("focus passes over the disabled option to the third one and chooses it"),
                            .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.downArrow), "to move on from the last option",
                            .see("focus wraps round to the first option and chooses it"), .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.tab), "to move out of the group",
                            .see("focus goes to the next control after the group, not to another option"),
                            .wcag(.sc2_4_3))
                    }
                    Screenreader {
                        When(.key(.tab), "to move into the group", .hearOutput)
                        ThenWhen(
                            .key(.downArrow), "to choose the next option",
                            .hear(
                                "the third option's label, that it is now chosen, and its position, such as \"3 of 3\""),
                            .wcag(.sc4_1_2))
                        ThenWhen(
                            .key(.tab), "to leave the group",
                            .hear("the control after the group, with no other option read on the way"), .wcag(.sc2_4_3))
                    }
                    MobileScreenreader {
                        When(
                            .gesture(.swipe), "to reach the group's first option",
                            .hear("its label, \(.role(.radioButton)) and that it is chosen"),
                            .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.swipe), "to move on to the disabled option",
                            .hear("its label, \(.role(.radioButton)) and \(.state(.disabled))"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.swipe), "to move on to the third option",
                            .hear("its label and that it is not chosen"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to choose it", .hear("that the third option is now chosen"),
                            .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.swipeBack), "to move back past the disabled option to the first one",
                            .hear("that the first option is no longer chosen"), .wcag(.sc4_1_2))
                    }
                }
                KeyboardActions {
                    Row(
                        .key(.arrowKeys),
                        "Move to the next or previous option that can be chosen and choose it, wrapping at either end",
                        .wcag(.sc2_1_1))
                    Row(
                        .key(.tab), "Leaves the group in one press, whichever option is chosen", .wcag(.sc2_4_3))
                    Row(
                        .key(.space), "Chooses the focused option if it is not chosen yet; no form is submitted",
                        .wcag(.sc2_1_1, .sc3_2_2))
                }
                ScreenreaderGestures {
                    Row(
                        .command(.nextRadioButton), "Jumps to the next radio button and reads its label and state",
                        .wcag(.sc1_3_1))
                    Row(
                        .command(.elementsList), "Lists every option among the form fields, each by its label",
                        .wcag(.sc4_1_2))
                }
                ScreenreaderOutput {
                    Row(.name, "Each option is named by the label text beside its circle", .wcag(.sc4_1_2))
                    Row(.role, "Each option is announced as \(.role(.radioButton))", .wcag(.sc4_1_2))
                    Row(
                        .group,
                        "The group's legend, such as \"Delivery\", and its hint or error message are read once as focus enters the group",
                        .wcag(.sc1_3_1, .sc3_3_1, .sc3_3_2))
                    Row(
                        .state,
                        "The chosen option is read as checked or selected, as each screen reader words it, and the others as not checked or with no state word; a disabled option is read as \(.state(.disabled))",
                        .wcag(.sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize), "The circles and labels grow together and no label is clipped",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.magnification),
                        "At 320 px every option and its label fit the width with no sideways scrolling",
                        .wcag(.sc1_4_10))
                    Row(
                        .setting(.forcedColors), "The circles' borders and the chosen option's dot stay visible",
                        .bestPractice)
                    Row(.setting(.voiceControl), "Saying \"Click\" and an option's label chooses it", .wcag(.sc2_5_3))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "Each option, counting its label where a click on the label chooses it, is at least 24 by 24 CSS pixels, or spaced so that a 24-pixel circle centred on it overlaps no other target; a circle left at the browser's own size and style is exempt",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize, "Each option with its label is at least 44 by 44 CSS pixels",
                        .bestPractice)
                    Row(
                        .tap,
                        "Pressing on an option and moving the pointer off it before letting go leaves the choice as it was; the option is chosen on release",
                        .wcag(.sc2_5_2))
                }
            }
        }
    }
}
