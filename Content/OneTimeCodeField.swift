import A11yPlan

extension BundledCatalog {
    /// A one-time code field: a code sent by text message, filled in by the device or pasted, in one
    /// field or in split boxes.
    static var oneTimeCodeField: Component {
        Component("One-time code field", noun: "a one-time code field") {
            Usage(
                "A one-time code field takes a short code sent by text message or email to confirm who someone is. The device can fill the code in from the message, and pasting the whole code works, whether the field is one box or one box per digit."
            )
            Variant(.iOS) {
                HowToTest(
                    given:
                        "I am on a screen with a required one-time code field and a code has just arrived by text message"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the code field",
                            .see("a focus ring on the code field, or on its first box when it is split"),
                            .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.characters), "to type a wrong code digit by digit",
                            .see("focus moves on to the next box after each digit and never skips one"), .wcag(.sc2_4_3)
                        )
                        ThenWhen(
                            .key(.enter), "to submit the wrong code",
                            .see("an error next to the field says the code is wrong and how to get a new one"),
                            .wcag(.sc3_3_1, .sc3_3_3))
                        ThenWhen(
                            .key(.backspace), "to clear the boxes one by one",
                            .see("each press removes a digit, and in an empty box focus moves back to the box before"),
                            .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.characters).phrased("command + V"), "to paste the copied six-digit code",
                            .see("all six digits fill the field, or one per box, and no digit is lost"), .wcag(.sc3_3_8)
                        )
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the code field", .hearOutput)
                        ThenWhen(
                            .gesture(.doubleTap), "to start typing",
                            .hear(
                                "that the field is editing; the number pad opens with \"From Messages\" and the code above it"
                            ),
                            .wcag(.sc3_3_8, .sc1_3_5))
                        ThenWhen(
                            .gesture(.touchExplore), "over the number pad to type a wrong code",
                            .hear(
                                "each digit as it goes in, then the error, such as \"That code is wrong\", as soon as it appears"
                            ),
                            .wcag(.sc3_3_1, .sc4_1_3))
                        ThenWhen(
                            .gesture(.touchExplore), "to reach the code field again",
                            .hear("its label, then the error message"), .wcag(.sc3_3_1, .sc1_3_1))
                        ThenWhen(
                            .gesture(.doubleTap), "on the code suggested from Messages",
                            .hear("the whole code is filled in and read back, in one field or across the boxes"),
                            .wcag(.sc3_3_8))
                        OrWhen(
                            .gesture(.doubleTap), "on Resend code after the code has run out",
                            .hear("that a new code has been sent, while focus stays on the Resend code button"),
                            .wcag(.sc4_1_3))
                    }
                }
                KeyboardActions {
                    Row(
                        .key(.characters), "Type the digits of the code; a split field moves to the next box",
                        .wcag(.sc2_1_1))
                    Row(.key(.backspace), "Removes a digit, or in an empty box goes back one box", .wcag(.sc2_1_1))
                    Row(.key(.tab), "Moves from the code field to the Resend code button", .wcag(.sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(
                        .gesture(.doubleTap), "Opens the number pad in the code field or the box in focus",
                        .wcag(.sc4_1_2))
                    Row(
                        .gesture(.rotor), "With the rotor set to Edit, Paste puts a copied code in the field",
                        .wcag(.sc3_3_8))
                    Row(.gesture(.swipe), "Moves from box to box of a split field, in order", .wcag(.sc1_3_2))
                }
                ScreenreaderOutput {
                    Row(
                        .name, "The field is named by its label, such as \"Verification code\"",
                        .wcag(.sc4_1_2, .sc2_4_6))
                    Row(.role, "It is announced as a \(.role(.textField))", .wcag(.sc4_1_2))
                    Row(
                        .group, "Each box of a split field is named by its place, such as \"digit 2 of 6\"",
                        .wcag(.sc1_3_1)
                    )
                    Row(
                        .state,
                        "The label or hint says the field is required, and after a wrong code the error message is read with the label",
                        .wcag(.sc3_3_1, .sc3_3_2, .sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize), "The digits grow and every box of a split field stays on screen",
                        .wcag(.sc1_4_4))
                    Row(.setting(.boldText), "The code's digits and the label turn bold", .bestPractice)
                    Row(
                        .setting(.voiceControl), "Saying 'Tap' and the label, then the digits, enters the code",
                        .wcag(.sc2_5_3))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The code field, or each box of a split field, and the Resend code button are at least 24 by 24 points, or have that much space around them",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The code field, or each box of a split field, and the Resend code button are at least 44 by 44 points, as Apple recommends",
                        .bestPractice)
                    Row(
                        .tap,
                        "Touching Resend code and sliding off it before lifting sends no new code; a code is sent only when the finger lifts on the button",
                        .wcag(.sc2_5_2))
                }
            }
            Variant(.android) {
                HowToTest(
                    given:
                        "I am on a screen with a required one-time code field and a code has just arrived by text message"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the code field",
                            .see("the code field, or its first box when it is split, is highlighted"),
                            .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.characters), "to type a wrong code digit by digit",
                            .see("each digit moves the highlight to the next box, in order"), .wcag(.sc2_4_3))
                        ThenWhen(
                            .key(.enter), "to submit the wrong code",
                            .see("an error under the field says the code is wrong and how to get a new one"),
                            .wcag(.sc3_3_1, .sc3_3_3))
                        ThenWhen(
                            .key(.backspace), "to clear the boxes one by one",
                            .see(
                                "each press clears a digit, and in an empty box the highlight goes back to the box before"
                            ),
                            .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.characters).phrased("ctrl + V"), "to paste the copied six-digit code",
                            .see("the whole code goes in, spread across the boxes when the field is split"),
                            .wcag(.sc3_3_8))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the code field", .hearOutput)
                        ThenWhen(
                            .gesture(.doubleTap), "to start typing",
                            .hear(
                                "that the field is editing, and the code from the message is offered, or a prompt asks to allow reading it"
                            ),
                            .wcag(.sc3_3_8, .sc1_3_5))
                        ThenWhen(
                            .gesture(.touchExplore), "over the number pad to type a wrong code",
                            .hear(
                                "each digit as it goes in, then the error, such as \"That code is wrong\", as soon as it appears"
                            ),
                            .wcag(.sc3_3_1, .sc4_1_3))
                        ThenWhen(
                            .gesture(.touchExplore), "to reach the code field again",
                            .hear("its label, then \"\(.state(.invalid))\" and the error message"),
                            .wcag(.sc3_3_1, .sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "on the offered code or on Allow",
                            .hear("the whole code is filled in and TalkBack reads it"), .wcag(.sc3_3_8))
                        OrWhen(
                            .gesture(.actions), "to paste a copied code",
                            .hear("\"Paste\" among the actions; choosing it puts in the whole code"), .wcag(.sc3_3_8))
                    }
                }
                KeyboardActions {
                    Row(.key(.characters), "Types the digits into the field, one box after another", .wcag(.sc2_1_1))
                    Row(.key(.backspace), "Deletes a digit, or steps back a box from an empty one", .wcag(.sc2_1_1))
                    Row(.key(.shiftTab), "Moves back to the box or field before", .wcag(.sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(.gesture(.doubleTap), "Opens the number pad for the code", .wcag(.sc4_1_2))
                    Row(.gesture(.swipe), "Moves to the next box of a split field", .wcag(.sc1_3_2))
                    Row(.gesture(.swipeBack), "Moves to the box before", .wcag(.sc1_3_2))
                }
                ScreenreaderOutput {
                    Row(
                        .name, "Its label, such as \"Verification code\", is read as its name",
                        .wcag(.sc4_1_2, .sc2_4_6))
                    Row(.role, "It is announced as an \(.role(.textField))", .wcag(.sc4_1_2))
                    Row(
                        .group, "Every box of a split field is read with its place, such as \"digit 3 of 6\"",
                        .wcag(.sc1_3_1))
                    Row(
                        .state,
                        "The label or hint says the field is required, and after a wrong code the field is read as \"\(.state(.invalid))\" with the error's text",
                        .wcag(.sc3_3_1, .sc3_3_2, .sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize),
                        "At the largest font size every digit and box is visible, wrapping if needed",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.orientation),
                        "The screen turns with the device, and every code box can still be reached and filled in",
                        .wcag(.sc1_3_4))
                    Row(
                        .setting(.voiceControl), "Saying 'Tap' and the label, then the digits, types the code",
                        .wcag(.sc2_5_3))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The code field, or each box of a split field, is at least 24 by 24 dp, or has that much space around it",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The code field, or each box of a split field, is at least 48 by 48 dp, as Material Design recommends",
                        .bestPractice)
                }
            }
            Variant(.web) {
                HowToTest(given: "I am on a page with a required one-time code field and a code has just arrived") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the code field",
                            .see("a visible focus indicator on the code field, or on its first box when it is split"),
                            .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.characters), "to type a wrong code digit by digit",
                            .see("focus moves on to the next box after each digit, in order"), .wcag(.sc2_4_3))
                        ThenWhen(
                            .key(.enter), "to submit the wrong code",
                            .see("an error says the code is wrong and offers to send a new one"),
                            .wcag(.sc3_3_1, .sc3_3_3))
                        ThenWhen(
                            .key(.backspace), "to clear the boxes one by one",
                            .see("each press deletes a digit, and in an empty box focus returns to the previous box"),
                            .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.characters).phrased("ctrl + V (command + V on a Mac)"),
                            "to paste the copied six-digit code",
                            .see("all six digits are entered, one per box when the field is split"), .wcag(.sc3_3_8))
                    }
                    Screenreader {
                        When(.key(.tab), "to reach the code field", .hearOutput)
                        ThenWhen(
                            .key(.characters), "to type the first digit of a split field",
                            .hear("the next box named, such as \"digit 2 of 6\", as focus moves to it"),
                            .wcag(.sc3_2_2, .sc4_1_2))
                        ThenWhen(
                            .key(.enter), "to submit a wrong code",
                            .hear(
                                "the error message as soon as it appears, then the label, \(.state(.invalid)) and the error once focus is back in the field"
                            ), .wcag(.sc3_3_1, .sc4_1_3))
                    }
                    MobileScreenreader {
                        When(
                            .gesture(.swipe), "to reach the code field",
                            .hear("its label and that it is a text field"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to start typing",
                            .hear(
                                "that the field is being edited, and a number pad opens with the code from the message suggested above it"
                            ),
                            .wcag(.sc3_3_8, .sc1_3_5))
                        ThenWhen(
                            .gesture(.doubleTap), "on the suggested code",
                            .hear("the whole code fills the field, or all its boxes"), .wcag(.sc3_3_8))
                    }
                }
                KeyboardActions {
                    Row(.key(.characters), "Types the code's digits", .wcag(.sc2_1_1))
                    Row(
                        .key(.backspace), "Clears the digit before the cursor, or the previous box's digit",
                        .wcag(.sc2_1_1)
                    )
                    Row(.key(.shiftTab), "Moves back one box, or back out of the field", .wcag(.sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(.command(.nextFormField), "Moves to the code field, or from box to box", .wcag(.sc4_1_2))
                    Row(.command(.focusMode), "Lets the digits be typed into the field", .wcag(.sc4_1_2))
                    Row(
                        .command(.nextItem), "Reads the boxes as one group named by the label",
                        .wcag(.sc1_3_1))
                }
                ScreenreaderOutput {
                    Row(
                        .name, "The field's name is its visible label, such as \"Verification code\"",
                        .wcag(.sc4_1_2, .sc2_4_6)
                    )
                    Row(.role, "It is announced as \(.role(.textField))", .wcag(.sc4_1_2))
                    Row(
                        .group,
                        "A split field is a \(.role(.group)) named by the label, and each box says which digit it is",
                        .wcag(.sc1_3_1))
                    Row(
                        .state,
                        "The field, or each of its boxes, is read as \(.state(.required)), and after a wrong code as \(.state(.invalid)) with the error message",
                        .wcag(.sc3_3_1, .sc3_3_2, .sc4_1_2))
                }
                DeviceSettings {
                    Row(.setting(.textResize), "The digits and boxes grow and none is cut off", .wcag(.sc1_4_4))
                    Row(
                        .setting(.magnification),
                        "At 320 px all boxes fit, wrapping if needed, without sideways scrolling",
                        .wcag(.sc1_4_10))
                    Row(.setting(.textSpacing), "The digits stay inside their boxes", .wcag(.sc1_4_12))
                    Row(
                        .setting(.forcedColors), "Each box's border and the focus indicator stay visible",
                        .wcag(.sc1_4_11))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The code field, or each box of a split field, is at least 24 by 24 CSS pixels, or has that much space around it",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The code field, or each box of a split field, is at least 44 by 44 CSS pixels, the larger size recommended for touch",
                        .bestPractice)
                }
            }
        }
    }
}
