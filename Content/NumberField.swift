import A11yPlan

extension BundledCatalog {
    /// A number field: a typed number with a numeric keyboard, not a value stepped by swiping.
    static var numberField: Component {
        Component("Number field", noun: "a number field") {
            Usage(
                "A number field takes a number that people type, such as an amount or a year, and brings up a keyboard of digits. It is not adjusted by swiping or arrow keys; use a stepper or a slider for that. On the Web it is a text input with `inputmode=\"numeric\"`, not a spin button."
            )
            Variant(.iOS) {
                HowToTest(
                    given:
                        "I am on a form with a required number field for an amount, a second number field that cannot be used yet, and a submit button"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the number field",
                            .see("a focus ring around the number field with the cursor in it"),
                            .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.characters), "to type the digits 250",
                            .see("250 appears in the field exactly as typed"), .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.characters), "to type a letter after the digits",
                            .see("the letter is refused, or an error says only digits can be entered"),
                            .wcag(.sc3_3_1, .sc3_3_3))
                        ThenWhen(
                            .key(.tab), "to leave the number field",
                            .see("the focus ring moves to the next control and the number is kept as typed"),
                            .wcag(.sc2_4_3))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the number field", .hearOutput)
                        ThenWhen(
                            .gesture(.doubleTap), "to start typing",
                            .hear("that the field is editing, and a keypad of digits opens"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.swipeByRotor), "to Characters while the field holds 250",
                            .hear("the cursor moving through the digits, and the number stays 250"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.touchExplore), "above the keypad to find the Done button",
                            .hear("\"Done\" and \(.role(.button)); a double tap on it closes the keypad"),
                            .bestPractice)
                        ThenWhen(
                            .gesture(.swipe), "to move back to the field after clearing it and submitting the form",
                            .hear("the field's label, then the error message, such as \"Enter an amount\""),
                            .wcag(.sc3_3_1, .sc4_1_2))
                        ThenWhen(
                            .gesture(.swipe), "to move to the number field that cannot be used",
                            .hear("its label, the role \(.role(.textField)) and the state \(.state(.disabled))"),
                            .wcag(.sc4_1_2))
                    }
                }
                KeyboardActions {
                    Row(.key(.characters), "Digits are typed into the field at the cursor", .wcag(.sc2_1_1))
                    Row(
                        .key(.upDownArrows), "Leave the number unchanged; they do not step it up or down", .bestPractice
                    )
                    Row(.key(.backspace), "Removes the digit before the cursor", .wcag(.sc2_1_1))
                }
                ScreenreaderGestures {
                    Row(.gesture(.doubleTap), "Opens the number pad with the cursor in the field", .wcag(.sc4_1_2))
                    Row(
                        .gesture(.touchExplore), "Reads each digit key of the number pad under the finger",
                        .wcag(.sc4_1_2))
                    Row(
                        .gesture(.swipe), "Moves on from the field to the next element, in the order shown on screen",
                        .wcag(.sc1_3_2))
                }
                ScreenreaderOutput {
                    Row(
                        .name, "The field is named by its visible label, with the unit, such as \"Amount in euros\"",
                        .wcag(.sc2_4_6, .sc4_1_2))
                    Row(.role, "It is announced as a \(.role(.textField)), not as adjustable", .wcag(.sc4_1_2))
                    Row(
                        .group, "Any hint on the format, such as \"Whole euros only\", is read after the label",
                        .wcag(.sc3_3_2)
                    )
                    Row(
                        .state,
                        "Its label or hint says \"required\" while it must be filled in, and it says \"\(.state(.disabled))\" while it cannot be used",
                        .wcag(.sc3_3_2, .sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize), "The typed number, the label and the unit grow and none is cut off",
                        .wcag(.sc1_4_4))
                    Row(.setting(.boldText), "The digits and the label turn bold", .bestPractice)
                    Row(
                        .setting(.voiceControl),
                        "Saying \"Tap\" and the label, then the number, types it into the field",
                        .wcag(.sc2_5_3))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The field and the Done button above the keypad are each at least 24 by 24 points, or have that much space around them",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The field and the Done button above the keypad are each at least 44 by 44 points, as Apple recommends",
                        .bestPractice)
                }
            }
            Variant(.android) {
                HowToTest(
                    given:
                        "I am on a form with a required number field for an amount, a second number field that cannot be used yet, and a submit button"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the number field",
                            .see("the number field is highlighted and has the cursor"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.characters), "to type the digits 250",
                            .see("the field shows 250 as typed"), .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.characters), "to type a letter after the digits",
                            .see("the letter does not go in, or an error below the field says to use digits"),
                            .wcag(.sc3_3_1, .sc3_3_3))
                        ThenWhen(
                            .key(.tab), "to leave the number field",
                            .see("the next control is highlighted and the field still shows 250"), .wcag(.sc2_4_3))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the number field", .hearOutput)
                        ThenWhen(
                            .gesture(.doubleTap), "to start typing",
                            .hear("that the field is editing, and the keyboard opens as a number pad"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.swipeByRotor), "to Characters while the field holds 250",
                            .hear("the digits read one at a time, and the value does not change"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.touchExplore), "over the number pad to type 7",
                            .hear("\"7\" as the key is found and again as it is typed"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.swipe), "to move back to the field after clearing it and submitting the form",
                            .hear(
                                "the field's label, then \"\(.state(.invalid))\", then the error text, such as \"Enter an amount\""
                            ),
                            .wcag(.sc3_3_1, .sc4_1_2))
                        ThenWhen(
                            .gesture(.swipe), "to move to the number field that cannot be used",
                            .hear("its label, the role \(.role(.textField)) and the state \(.state(.disabled))"),
                            .wcag(.sc4_1_2))
                    }
                }
                KeyboardActions {
                    Row(.key(.characters), "Type digits into the field; other characters are refused", .wcag(.sc2_1_1))
                    Row(.key(.upDownArrows), "Do not change the number in the field", .bestPractice)
                    Row(.key(.backspace), "Deletes the digit to the left of the cursor", .wcag(.sc2_1_1))
                }
                ScreenreaderGestures {
                    Row(.gesture(.doubleTap), "Brings up the number pad in the field", .wcag(.sc4_1_2))
                    Row(
                        .gesture(.adjustValue),
                        "While the field is being edited, moves the cursor through the digits; the number does not change",
                        .bestPractice)
                    Row(
                        .gesture(.swipe), "Moves on from the field to the next element, in the order shown on screen",
                        .wcag(.sc1_3_2))
                }
                ScreenreaderOutput {
                    Row(
                        .name, "The visible label with its unit, such as \"Amount in euros\", is the field's name",
                        .wcag(.sc2_4_6, .sc4_1_2))
                    Row(.role, "It is announced as an \(.role(.textField)), not as a slider", .wcag(.sc4_1_2))
                    Row(.group, "The helper text on the format is read after the label", .wcag(.sc3_3_2))
                    Row(
                        .state,
                        "Its label or hint says \"required\" while it must be filled in, and it says \"\(.state(.disabled))\" while it cannot be used",
                        .wcag(.sc3_3_2, .sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize), "At the largest font size the whole number stays visible in the field",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.orientation),
                        "The screen turns and the field can still be filled; the number shows in the field or in the keyboard's full-screen editor",
                        .wcag(.sc1_3_4))
                    Row(
                        .setting(.voiceControl), "Saying \"Tap\" and the label, then a number, fills the field",
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
                        "I am on a page with a form that has a required number field for an amount and a second number field that cannot be used yet"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the number field",
                            .see("a visible focus indicator on the number field"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.characters), "to type the digits 250",
                            .see("the field holds 250 exactly as typed"), .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.enter), "to submit the form with 25a0 in the field",
                            .see("an error next to the field says to enter digits only"),
                            .wcag(.sc3_3_1, .sc3_3_3))
                    }
                    Screenreader {
                        When(.key(.tab), "to reach the number field", .hearOutput)
                        ThenWhen(
                            .key(.characters), "to type 25a0",
                            .hear("each character echoed as it is typed"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .command(.nextFormField), "to move back to the field after submitting the form",
                            .hear("the label, \(.state(.invalid)) and the error message"), .wcag(.sc3_3_1, .sc4_1_2))
                        ThenWhen(
                            .command(.nextItem), "to move on to the number field that cannot be used",
                            .hear("its label, the role \(.role(.textField)) and the state \(.state(.disabled))"),
                            .wcag(.sc4_1_2))
                    }
                    MobileScreenreader {
                        When(
                            .gesture(.swipe), "to reach the number field",
                            .hear("its label with the unit, and that it is a text field"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to start typing",
                            .hear("that the field is being edited, and a keypad of digits opens"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.swipeByRotor).phrased(
                                "swipe up or down with the rotor (VoiceOver) or the reading control (TalkBack) set to Characters"
                            ), "after typing 250",
                            .hear("the digits read back, with the number still 250"), .wcag(.sc4_1_2))
                    }
                }
                KeyboardActions {
                    Row(.key(.characters), "Types the number into the field", .wcag(.sc2_1_1))
                    Row(.key(.tab), "Moves focus into the field and then out of it", .wcag(.sc2_1_1))
                    Row(
                        .key(.backspace), "Removes the digit before the cursor without changing the rest",
                        .wcag(.sc2_1_1))
                    Row(
                        .key(.upDownArrows), "Leave the number as typed; they do not step it up or down",
                        .bestPractice)
                }
                ScreenreaderGestures {
                    Row(.command(.nextFormField), "Moves to the number field and reads its label", .wcag(.sc4_1_2))
                    Row(.command(.focusMode), "Lets digits be typed into the field", .wcag(.sc4_1_2))
                    Row(.command(.elementsList), "Lists the field by its label and unit", .wcag(.sc2_4_6))
                }
                ScreenreaderOutput {
                    Row(
                        .name, "The name is the visible label with its unit, such as \"Amount in euros\"",
                        .wcag(.sc2_4_6, .sc4_1_2))
                    Row(.role, "It is announced as \(.role(.textField)), not as spin button", .wcag(.sc4_1_2))
                    Row(
                        .group,
                        "The format hint is read after the label as its description; if the field is one of a set, such as the day, month and year of a date, the set's name is read on moving into the set",
                        .wcag(.sc1_3_1, .sc3_3_2))
                    Row(
                        .state,
                        "It is announced as \(.state(.required)) while it must be filled in, and as \(.state(.disabled)) while it cannot be used",
                        .wcag(.sc3_3_2, .sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize), "The number, its unit and the label grow without overlapping",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.magnification),
                        "At 320 px the field, its unit and any error fit without sideways scrolling",
                        .wcag(.sc1_4_10))
                    Row(
                        .setting(.textSpacing), "The digits and the unit are not clipped by the field's edge",
                        .wcag(.sc1_4_12))
                    Row(
                        .setting(.forcedColors), "The field's border and the focus indicator can be seen",
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
