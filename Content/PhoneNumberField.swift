import A11yPlan

extension BundledCatalog {
    /// A phone number field: a phone keypad, the person's own number offered by autofill, and a format hint.
    static var phoneNumberField: Component {
        Component("Phone number field", noun: "a phone number field") {
            Usage(
                "A phone number field takes a telephone number. It brings up a phone keypad, lets the device fill in the person's own number, and shows a hint on the format, such as whether to include the country code."
            )
            Variant(.iOS) {
                HowToTest(
                    given:
                        "I am on a form with a required phone number field, a second phone number field that cannot be used yet, and a submit button, and my number is on my contact card"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the phone number field",
                            .see("a focus ring around the field, with the format hint visible next to it"),
                            .wcag(.sc2_1_1, .sc2_4_7, .sc3_3_2))
                        ThenWhen(
                            .key(.characters), "to type too few digits, such as 07700 900",
                            .see("the digits appear in the field as typed"), .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.tab), "to move on to the submit button",
                            .see("the focus ring on the submit button, with the digits still in the field"),
                            .wcag(.sc2_4_3))
                        ThenWhen(
                            .key(.space), "to press the submit button",
                            .see("an error says what is wrong and how to fix it, such as by showing a valid number"),
                            .wcag(.sc3_3_1, .sc3_3_3))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the phone number field", .hearOutput)
                        ThenWhen(
                            .gesture(.doubleTap), "to start typing",
                            .hear(
                                "that the field is editing, and a phone keypad opens with my own number suggested above it"
                            ),
                            .wcag(.sc1_3_5))
                        ThenWhen(
                            .gesture(.doubleTap), "on my number suggested above the keypad",
                            .hear("my number read back as it fills the field"), .wcag(.sc1_3_5))
                        ThenWhen(
                            .gesture(.swipe),
                            "to move back to the field after deleting three digits and submitting the form",
                            .hear("the field's label, then the error message and how to fix it"),
                            .wcag(.sc3_3_1, .sc3_3_3, .sc4_1_2))
                        ThenWhen(
                            .gesture(.swipe), "to move to the phone number field that cannot be used",
                            .hear("its label, the role \(.role(.textField)) and the state \(.state(.disabled))"),
                            .wcag(.sc4_1_2))
                    }
                }
                KeyboardActions {
                    Row(
                        .key(.characters),
                        "Types digits, spaces and a plus sign; a number with spaces, such as 07700 900123, is accepted without an error",
                        .bestPractice)
                    Row(.key(.backspace), "Removes the character before the cursor", .wcag(.sc2_1_1))
                    Row(
                        .key(.tab), "Moves focus on to the next control and keeps the typed number",
                        .wcag(.sc2_1_1, .sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(.gesture(.doubleTap), "Opens the phone keypad with the cursor in the field", .wcag(.sc4_1_2))
                    Row(
                        .gesture(.touchExplore), "Finds the number suggested in the bar above the keypad",
                        .wcag(.sc1_3_5))
                    Row(
                        .gesture(.swipe), "Moves on from the field to the next element, in the order shown on screen",
                        .wcag(.sc1_3_2))
                }
                ScreenreaderOutput {
                    Row(
                        .name, "The field is named by its visible label, such as \"Phone number\"",
                        .wcag(.sc4_1_2, .sc2_4_6))
                    Row(.role, "It is announced as a \(.role(.textField))", .wcag(.sc4_1_2))
                    Row(
                        .group, "The format hint, such as \"Include the country code\", is read after the label",
                        .wcag(.sc3_3_2))
                    Row(
                        .state,
                        "Its label or hint says \"required\" while it must be filled in, and it says \"\(.state(.disabled))\" while it cannot be used",
                        .wcag(.sc3_3_2, .sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize),
                        "The label, the hint and the whole number stay readable at the largest size",
                        .wcag(.sc1_4_4))
                    Row(.setting(.boldText), "The label, hint and number turn bold", .bestPractice)
                    Row(
                        .setting(.voiceControl), "Saying \"Tap\" and the label, then the digits, types the number",
                        .wcag(.sc2_5_3))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The field's tap area is at least 24 by 24 points, or has that much space around it",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize, "The field's tap area is at least 44 by 44 points, as Apple recommends",
                        .bestPractice)
                }
            }
            Variant(.android) {
                HowToTest(
                    given:
                        "I am on a form with a required phone number field, a second phone number field that cannot be used yet, and a submit button, and my number is saved for autofill"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the phone number field",
                            .see("the field is highlighted and its format hint is shown under it"),
                            .wcag(.sc2_1_1, .sc2_4_7, .sc3_3_2))
                        ThenWhen(
                            .key(.characters), "to type too few digits, such as 07700 900",
                            .see("the field shows the digits as typed"), .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.tab), "to move on to the submit button",
                            .see("the submit button is highlighted, and the digits stay in the field"),
                            .wcag(.sc2_4_3))
                        ThenWhen(
                            .key(.enter), "to press the submit button",
                            .see(
                                "an error under the field explains the problem and how to fix it, such as with an example number"
                            ),
                            .wcag(.sc3_3_1, .sc3_3_3))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the phone number field", .hearOutput)
                        ThenWhen(
                            .gesture(.doubleTap), "to start typing",
                            .hear(
                                "that the field is editing, and a phone keypad opens with my number offered for autofill"
                            ),
                            .wcag(.sc1_3_5))
                        ThenWhen(
                            .gesture(.doubleTap), "on my number offered for autofill",
                            .hear("the field now holds my number, read back by TalkBack"), .wcag(.sc1_3_5))
                        ThenWhen(
                            .gesture(.swipe),
                            "to move back to the field after deleting three digits and submitting the form",
                            .hear(
                                "the field's label, then \"\(.state(.invalid))\", then the error text and how to fix it"
                            ),
                            .wcag(.sc3_3_1, .sc3_3_3, .sc4_1_2))
                        ThenWhen(
                            .gesture(.swipe), "to move to the phone number field that cannot be used",
                            .hear("its label, the role \(.role(.textField)) and the state \(.state(.disabled))"),
                            .wcag(.sc4_1_2))
                    }
                }
                KeyboardActions {
                    Row(
                        .key(.characters),
                        "Types digits, spaces and the plus sign; spaces in a number such as 07700 900123 cause no error",
                        .bestPractice)
                    Row(.key(.backspace), "Deletes the character to the left of the cursor", .wcag(.sc2_1_1))
                    Row(.key(.shiftTab), "Moves back to the phone number field from the next control", .wcag(.sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(.gesture(.doubleTap), "Opens the phone keypad in the field", .wcag(.sc4_1_2))
                    Row(.gesture(.touchExplore), "Finds the autofill suggestion with my number", .wcag(.sc1_3_5))
                    Row(
                        .gesture(.swipe), "Moves on from the field to the next element, in the order shown on screen",
                        .wcag(.sc1_3_2))
                }
                ScreenreaderOutput {
                    Row(.name, "Its name is the visible label, such as \"Phone number\"", .wcag(.sc4_1_2, .sc2_4_6))
                    Row(.role, "It is announced as an \(.role(.textField))", .wcag(.sc4_1_2))
                    Row(.group, "The helper text on the format is read with the field", .wcag(.sc3_3_2))
                    Row(
                        .state,
                        "Its label or hint says \"required\" while it must be filled in, and it says \"\(.state(.disabled))\" while it cannot be used",
                        .wcag(.sc3_3_2, .sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize), "At the largest font size the whole number and the hint are visible",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.orientation),
                        "The screen turns and the field can still be filled; the number shows in the field or in the keyboard's full-screen editor",
                        .wcag(.sc1_3_4))
                    Row(
                        .setting(.voiceControl), "Saying \"Tap\" and the label, then the digits, fills the field",
                        .wcag(.sc2_5_3))
                }
                PointerAndTouch {
                    Row(
                        .targetSize, "The field's touch area is at least 24 by 24 dp, or has that much space around it",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The field's touch area is at least 48 by 48 dp, as Material Design recommends", .bestPractice)
                }
            }
            Variant(.web) {
                HowToTest(
                    given:
                        "I am on a page with a form that has a required phone number field and a second phone number field that cannot be used yet, and my number is saved in the browser"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the phone number field",
                            .see("a visible focus indicator on the field and the format hint next to it"),
                            .wcag(.sc2_1_1, .sc2_4_7, .sc3_3_2))
                        ThenWhen(
                            .key(.downArrow), "to open the browser's autofill",
                            .see("my saved number is listed under the field"), .wcag(.sc1_3_5))
                        ThenWhen(
                            .key(.enter), "on my saved number",
                            .see("the field is filled with my number"), .wcag(.sc1_3_5))
                        ThenWhen(
                            .key(.backspace), "three times to delete the last three digits",
                            .see("the field holds my number without its last three digits"), .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.enter), "to submit the form with too few digits in the field",
                            .see(
                                "an error next to the field says what is wrong and how to fix it, such as with a valid example"
                            ),
                            .wcag(.sc3_3_1, .sc3_3_3))
                    }
                    Screenreader {
                        When(.key(.tab), "to reach the phone number field", .hearOutput)
                        ThenWhen(
                            .key(.characters), "to type too few digits, such as 07700 900",
                            .hear("the digits and the space echoed as they are typed"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .command(.nextFormField), "to move back to the field after submitting the form",
                            .hear("the label, \(.state(.invalid)) and the error message that says how to fix it"),
                            .wcag(.sc3_3_1, .sc3_3_3))
                        ThenWhen(
                            .command(.nextItem), "to move on to the phone number field that cannot be used",
                            .hear("its label, the role \(.role(.textField)) and the state \(.state(.disabled))"),
                            .wcag(.sc4_1_2))
                    }
                    MobileScreenreader {
                        When(
                            .gesture(.swipe), "to reach the phone number field",
                            .hear("the label, the format hint and that it is a text field"), .wcag(.sc4_1_2, .sc3_3_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to start typing",
                            .hear(
                                "that the field is being edited, and a phone keypad opens with my number suggested above it"
                            ),
                            .wcag(.sc1_3_5))
                        ThenWhen(
                            .gesture(.doubleTap), "on my suggested number",
                            .hear("my number is filled into the field"), .wcag(.sc1_3_5))
                    }
                }
                KeyboardActions {
                    Row(
                        .key(.characters),
                        "Types the number; spaces, as in 07700 900123, are accepted without an error",
                        .bestPractice)
                    Row(.key(.downArrow), "Opens or moves through the browser's saved numbers", .wcag(.sc1_3_5))
                    Row(.key(.escape), "Closes the list of saved numbers and keeps what was typed", .wcag(.sc2_1_2))
                }
                ScreenreaderGestures {
                    Row(
                        .command(.nextFormField), "Moves to the phone number field and reads its label and hint",
                        .wcag(.sc4_1_2))
                    Row(.command(.focusMode), "Lets the number be typed into the field", .wcag(.sc4_1_2))
                    Row(.command(.elementsList), "Lists the field by its label, \"Phone number\"", .wcag(.sc2_4_6))
                }
                ScreenreaderOutput {
                    Row(.name, "The field's name is its visible label", .wcag(.sc4_1_2, .sc1_3_1))
                    Row(.role, "It is announced as \(.role(.textField))", .wcag(.sc4_1_2))
                    Row(
                        .group, "The format hint is read as its description, after the label",
                        .wcag(.sc3_3_2, .sc1_3_1))
                    Row(
                        .state,
                        "It is announced as \(.state(.required)) while it must be filled in, and as \(.state(.disabled)) while it cannot be used",
                        .wcag(.sc3_3_2, .sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize), "The number, the hint and any error grow and are not cut off",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.magnification), "At 320 px the field and its hint fit without scrolling sideways",
                        .wcag(.sc1_4_10))
                    Row(
                        .setting(.textSpacing), "The hint and the number do not overlap or get clipped",
                        .wcag(.sc1_4_12))
                    Row(
                        .setting(.forcedColors), "The field's border and focus indicator remain visible",
                        .wcag(.sc1_4_11))
                }
                PointerAndTouch {
                    Row(
                        .targetSize, "The field is at least 24 by 24 CSS pixels, or has that much space around it",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The field is at least 44 by 44 CSS pixels, the larger size recommended for touch",
                        .bestPractice)
                }
            }
        }
    }
}
