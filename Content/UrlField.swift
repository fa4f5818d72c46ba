import A11yPlan

extension BundledCatalog {
    /// A URL field: a web address typed with a URL keyboard, accepted without its scheme.
    static var urlField: Component {
        Component("URL field", noun: "a URL field") {
            Usage(
                "A URL field takes a web address, such as the address of a company's website. It brings up a keyboard with / and .com, does not capitalise or autocorrect, and tells people how to fix an address it cannot use."
            )
            Variant(.iOS) {
                HowToTest(
                    given:
                        "I am on a form with a required URL field for a website address, a second URL field that cannot be used yet, and a submit button"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the URL field",
                            .see("a focus ring around the URL field with the cursor in it"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.characters), "to type the words my website",
                            .see("the words appear in the field as typed"), .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.tab), "to move on to the submit button",
                            .see("the focus ring on the submit button, with the words still in the URL field"),
                            .wcag(.sc2_4_3))
                        ThenWhen(
                            .key(.space), "to press the submit button",
                            .see(
                                "an error next to the field says it is not a web address and how to fix it, such as by showing example.com"
                            ),
                            .wcag(.sc3_3_1, .sc3_3_3))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the URL field", .hearOutput)
                        ThenWhen(
                            .gesture(.doubleTap), "to start typing",
                            .hear("that the field is editing, and the keyboard has keys for / and .com"),
                            .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.swipeByRotor), "to Characters to move through the typed address",
                            .hear("each character of the address, dots and slashes included"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.swipe),
                            "to move back to the field after submitting the form with the words my website in it",
                            .hear("the field's label, then the error and how to fix it"),
                            .wcag(.sc3_3_1, .sc3_3_3, .sc4_1_2))
                        ThenWhen(
                            .gesture(.swipe), "to move to the URL field that cannot be used",
                            .hear("its label, the role \(.role(.textField)) and the state \(.state(.disabled))"),
                            .wcag(.sc4_1_2))
                    }
                }
                KeyboardActions {
                    Row(
                        .key(.characters),
                        "Types the address exactly as written, with no capital letter or correction added",
                        .bestPractice)
                    Row(.key(.leftRightArrows), "Move the cursor through the address to correct it", .wcag(.sc2_1_1))
                    Row(
                        .key(.tab), "Moves focus on to the next control and keeps the typed address",
                        .wcag(.sc2_1_1, .sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(.gesture(.doubleTap), "Opens the URL keyboard with the cursor in the field", .wcag(.sc4_1_2))
                    Row(.gesture(.touchExplore), "Finds the .com key on the keyboard and reads it", .wcag(.sc4_1_2))
                    Row(
                        .gesture(.swipe), "Moves on from the field to the next element, in the order shown on screen",
                        .wcag(.sc1_3_2))
                }
                ScreenreaderOutput {
                    Row(
                        .name, "The field is named by its visible label, such as \"Website\"", .wcag(.sc4_1_2, .sc2_4_6)
                    )
                    Row(.role, "It is announced as a \(.role(.textField))", .wcag(.sc4_1_2))
                    Row(
                        .group, "The hint, such as \"For example, example.com\", is read after the label",
                        .wcag(.sc3_3_2))
                    Row(
                        .state,
                        "Its label or hint says \"required\" while it must be filled in, and it says \"\(.state(.disabled))\" while it cannot be used",
                        .wcag(.sc3_3_2, .sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize), "A long address scrolls inside the field and the label is not cut off",
                        .wcag(.sc1_4_4))
                    Row(.setting(.boldText), "The label and the address turn bold", .bestPractice)
                    Row(
                        .setting(.voiceControl), "Saying \"Tap\" and the label puts the cursor in the URL field",
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
                        "I am on a form with a required URL field for a website address, a second URL field that cannot be used yet, and a submit button"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the URL field",
                            .see("the URL field is highlighted with the cursor in it"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.characters), "to type the words my website",
                            .see("the words appear in the field as typed"), .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.tab), "to move on to the submit button",
                            .see("the submit button is highlighted, and the words stay in the URL field"),
                            .wcag(.sc2_4_3))
                        ThenWhen(
                            .key(.enter), "to press the submit button",
                            .see("an error under the field says it is not a web address and what one looks like"),
                            .wcag(.sc3_3_1, .sc3_3_3))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the URL field", .hearOutput)
                        ThenWhen(
                            .gesture(.doubleTap), "to start typing",
                            .hear("that the field is editing, and the keyboard has a / key"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.swipeByRotor), "to Characters to move through the address",
                            .hear("the address read one character at a time, dots and slashes included"),
                            .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.swipe),
                            "to move back to the field after submitting the form with the words my website in it",
                            .hear(
                                "the field's label, then \"\(.state(.invalid))\", then the error text and how to fix it"
                            ),
                            .wcag(.sc3_3_1, .sc3_3_3, .sc4_1_2))
                        ThenWhen(
                            .gesture(.swipe), "to move to the URL field that cannot be used",
                            .hear("its label, the role \(.role(.textField)) and the state \(.state(.disabled))"),
                            .wcag(.sc4_1_2))
                    }
                }
                KeyboardActions {
                    Row(
                        .key(.characters), "Types the address as written, with no capital letter added at the start",
                        .bestPractice)
                    Row(
                        .key(.leftRightArrows), "Move the cursor one character left or right in the address",
                        .wcag(.sc2_1_1))
                    Row(.key(.shiftTab), "Moves back into the URL field from the next control", .wcag(.sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(.gesture(.doubleTap), "Opens the keyboard for web addresses", .wcag(.sc4_1_2))
                    Row(.gesture(.touchExplore), "Reads the / key and the other keys under the finger", .wcag(.sc4_1_2))
                    Row(
                        .gesture(.swipe), "Moves on from the field to the next element, in the order shown on screen",
                        .wcag(.sc1_3_2))
                }
                ScreenreaderOutput {
                    Row(
                        .name, "The visible label, such as \"Website\", is read as the field's name",
                        .wcag(.sc4_1_2, .sc2_4_6))
                    Row(.role, "It is announced as an \(.role(.textField))", .wcag(.sc4_1_2))
                    Row(.group, "The helper text with an example address is read with the field", .wcag(.sc3_3_2))
                    Row(
                        .state,
                        "Its label or hint says \"required\" while it must be filled in, and it says \"\(.state(.disabled))\" while it cannot be used",
                        .wcag(.sc3_3_2, .sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize),
                        "At the largest font size the address scrolls within the field and stays readable",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.orientation),
                        "The screen turns and the field can still be filled; the address shows in the field or in the keyboard's full-screen editor",
                        .wcag(.sc1_3_4))
                    Row(
                        .setting(.voiceControl), "Saying \"Tap\" and the label places the cursor in the URL field",
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
                        "I am on a page with a form that has a required URL field for a website address and a second URL field that cannot be used yet"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the URL field",
                            .see("a visible focus indicator on the URL field"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.characters), "to type the words my website",
                            .see("the words appear in the field as typed"), .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.enter), "to submit the form with the words my website in the field",
                            .see("an error next to the field says it is not a web address and how to fix it"),
                            .wcag(.sc3_3_1, .sc3_3_3))
                    }
                    Screenreader {
                        When(.key(.tab), "to reach the URL field", .hearOutput)
                        ThenWhen(
                            .key(.enter), "to submit the form with the words my website in the field",
                            .hear(
                                "the error and how to fix it, read when it appears or when focus returns to the field"),
                            .wcag(.sc3_3_1, .sc3_3_3))
                        ThenWhen(
                            .command(.nextFormField), "to move to the field after the error",
                            .hear("the label, \(.state(.invalid)) and the error as the field's description"),
                            .wcag(.sc3_3_1, .sc1_3_1))
                        ThenWhen(
                            .command(.nextItem), "to move on to the URL field that cannot be used",
                            .hear("its label, the role \(.role(.textField)) and the state \(.state(.disabled))"),
                            .wcag(.sc4_1_2))
                    }
                    MobileScreenreader {
                        When(
                            .gesture(.swipe), "to reach the URL field",
                            .hear("its label and that it is a text field"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to start typing",
                            .hear("that the field is being edited, and the keyboard has keys for / and .com"),
                            .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.swipe), "to move to the field after a failed submit",
                            .hear("the error and how to fix it, together with the field's label"),
                            .wcag(.sc3_3_1, .sc3_3_3))
                    }
                }
                KeyboardActions {
                    Row(.key(.characters), "Types the address into the field", .wcag(.sc2_1_1))
                    Row(.key(.tab), "Moves focus into the URL field and out of it", .wcag(.sc2_1_1))
                    Row(.key(.backspace), "Deletes the character before the cursor", .wcag(.sc2_1_1))
                    Row(
                        .key(.enter),
                        "Submits an address typed without https, such as example.com, with no browser message asking for https",
                        .bestPractice)
                }
                ScreenreaderGestures {
                    Row(.command(.nextFormField), "Moves to the URL field and reads its label", .wcag(.sc4_1_2))
                    Row(.command(.focusMode), "Lets the address be typed into the field", .wcag(.sc4_1_2))
                    Row(.command(.elementsList), "Lists the field by its label, such as \"Website\"", .wcag(.sc2_4_6))
                }
                ScreenreaderOutput {
                    Row(.name, "The field's name is its visible label", .wcag(.sc4_1_2, .sc1_3_1))
                    Row(.role, "It is announced as \(.role(.textField))", .wcag(.sc4_1_2))
                    Row(
                        .group, "The hint with an example address is read as its description", .wcag(.sc1_3_1, .sc3_3_2)
                    )
                    Row(
                        .state,
                        "It is announced as \(.state(.required)) while it must be filled in, and as \(.state(.disabled)) while it cannot be used",
                        .wcag(.sc3_3_2, .sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize), "The label, the address and the error grow without being clipped",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.magnification),
                        "At 320 px the field and its error fit the width, and a long address scrolls inside the field",
                        .wcag(.sc1_4_10))
                    Row(
                        .setting(.textSpacing), "The address and the hint are not cut off or overlapping",
                        .wcag(.sc1_4_12))
                    Row(
                        .setting(.forcedColors), "The field's border and the focus indicator stay visible",
                        .wcag(.sc1_4_11)
                    )
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
