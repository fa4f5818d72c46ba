import A11yPlan

extension BundledCatalog {
    /// An email field: an email keyboard, autofill of the person's address, and an error that suggests a fix.
    static var emailField: Component {
        Component("Email field", noun: "an email field") {
            Usage(
                "An email field takes an email address. It brings up a keyboard with @ and a full stop, lets the device fill in the person's own address, and says how to fix an address that is not valid."
            )
            Variant(.iOS) {
                HowToTest(
                    given:
                        "I am on a screen with a required and a dimmed email field, and my address is on my contact card"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the email field",
                            .see("a focus ring around the email field with the cursor in it"), .wcag(.sc2_1_1, .sc2_4_7)
                        )
                        ThenWhen(
                            .key(.characters), "to type name.example.com without an @",
                            .see("the characters appear in the field as they are typed"), .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.tab), "to move to the submit button",
                            .see("the focus ring leaves the field and goes round the submit button"), .wcag(.sc2_4_3))
                        ThenWhen(
                            .key(.space), "on the submit button with the address still missing its @",
                            .see("an error next to the field says the address needs an @"),
                            .wcag(.sc3_3_1, .sc3_3_3))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the email field", .hearOutput)
                        ThenWhen(
                            .gesture(.doubleTap), "to start typing",
                            .hear("that the field is editing, and the keyboard shows @ and a full stop"),
                            .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "on my address suggested above the keyboard",
                            .hear("my address is filled into the field and read back"), .wcag(.sc1_3_5))
                        ThenWhen(
                            .gesture(.swipe), "to reach the dimmed email field",
                            .hear("its label, then \"\(.role(.textField))\" and \"\(.state(.disabled))\""),
                            .wcag(.sc4_1_2))
                        OrWhen(
                            .gesture(.swipe),
                            "to return to the field after sending the form with name.example.com in it",
                            .hear("the error and its suggested fix, read with the field's label"),
                            .wcag(.sc3_3_1, .sc3_3_3))
                    }
                }
                KeyboardActions {
                    Row(
                        .key(.characters),
                        "Types the address as it is, with no capital letter added and no autocorrection",
                        .bestPractice)
                    Row(.key(.backspace), "Removes the character before the cursor", .wcag(.sc2_1_1))
                    Row(
                        .key(.tab), "Moves on to the next control; the address stays as typed and the form is not sent",
                        .wcag(.sc3_2_2))
                }
                ScreenreaderGestures {
                    Row(.gesture(.doubleTap), "Opens the email keyboard with the cursor in the field", .wcag(.sc4_1_2))
                    Row(
                        .gesture(.touchExplore), "Finds my address suggested in the bar above the keyboard",
                        .wcag(.sc1_3_5)
                    )
                    Row(
                        .gesture(.swipe).phrased("swipe right"),
                        "Moves on from the field; a hint or error that was not read with the field is the next stop",
                        .wcag(.sc1_3_2))
                }
                ScreenreaderOutput {
                    Row(
                        .name, "The field is named by its visible label, such as \"Email address\"",
                        .wcag(.sc4_1_2, .sc2_4_6))
                    Row(.role, "It is announced as a \(.role(.textField))", .wcag(.sc4_1_2))
                    Row(
                        .group,
                        "Any hint, such as \"We will send your receipt here\", is read after the label or is the next stop",
                        .wcag(.sc3_3_2))
                    Row(
                        .state,
                        "An empty required field has \"required\" in its label or hint, such as \"Email, required\", and a dimmed field says \"\(.state(.disabled))\"",
                        .wcag(.sc3_3_2, .sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize),
                        "A long address wraps or scrolls in the field and the error is not cut off",
                        .wcag(.sc1_4_4))
                    Row(.setting(.boldText), "The label, the address and the error turn bold", .bestPractice)
                    Row(
                        .setting(.voiceControl), "Saying \"Tap\" and the label puts the cursor in the email field",
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
                        "I am on a screen with a required and a disabled email field, and my address is saved for autofill"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the email field",
                            .see("the email field is highlighted with the cursor in it"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.characters), "to type name.example.com without an @",
                            .see("the typed characters appear in the field"), .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.tab), "to move to the submit button",
                            .see("the highlight leaves the field and moves to the submit button"), .wcag(.sc2_4_3))
                        ThenWhen(
                            .key(.enter), "on the submit button with the address still missing its @",
                            .see("an error under the field says the @ is missing"),
                            .wcag(.sc3_3_1, .sc3_3_3))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the email field", .hearOutput)
                        ThenWhen(
                            .gesture(.doubleTap), "to start typing",
                            .hear("that the field is editing, and the keyboard opens with an @ key"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "on my address offered by autofill",
                            .hear("the field is filled with my address and TalkBack reads it"), .wcag(.sc1_3_5))
                        ThenWhen(
                            .gesture(.swipe), "to reach the disabled email field",
                            .hear("its label, then \"\(.role(.textField))\" and \"\(.state(.disabled))\""),
                            .wcag(.sc4_1_2))
                        OrWhen(
                            .gesture(.swipe),
                            "to return to the field after sending the form with name.example.com in it",
                            .hear("\"\(.state(.invalid))\", then the error text with its suggested fix"),
                            .wcag(.sc3_3_1, .sc3_3_3))
                    }
                }
                KeyboardActions {
                    Row(.key(.characters), "Types the address as it is, without a capital first letter", .bestPractice)
                    Row(.key(.backspace), "Deletes the character left of the cursor", .wcag(.sc2_1_1))
                    Row(.key(.shiftTab), "Moves back into the email field from the next control", .wcag(.sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(.gesture(.doubleTap), "Opens the email keyboard in the field", .wcag(.sc4_1_2))
                    Row(.gesture(.touchExplore), "Finds my address among the autofill suggestions", .wcag(.sc1_3_5))
                    Row(
                        .gesture(.swipe).phrased("swipe right"),
                        "Moves on from the field; helper text or an error that was not read with the field is the next stop",
                        .wcag(.sc1_3_2))
                }
                ScreenreaderOutput {
                    Row(
                        .name, "Its visible label, such as \"Email address\", is read as its name",
                        .wcag(.sc4_1_2, .sc2_4_6))
                    Row(.role, "It is announced as an \(.role(.textField))", .wcag(.sc4_1_2))
                    Row(.group, "The helper text is read together with the field or is the next stop", .wcag(.sc3_3_2))
                    Row(
                        .state,
                        "A required field has \"required\" in its label or helper text, and a disabled field says \"\(.state(.disabled))\"",
                        .wcag(.sc3_3_2, .sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize),
                        "At the largest font size a long address scrolls inside the field and stays readable",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.orientation),
                        "The screen turns to landscape; the field can still be reached and filled, and the typed address shows in the field or in the keyboard's full-screen editor",
                        .wcag(.sc1_3_4))
                    Row(
                        .setting(.voiceControl), "Saying \"Tap\" and the label moves the cursor into the email field",
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
                        "I am on a page with a required and a disabled email field, and my address is saved in the browser"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the email field",
                            .see("a visible focus indicator on the email field"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.characters), "to type name.example.com",
                            .see("the characters appear in the field as they are typed"), .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.enter), "to submit the form with the address still missing its @",
                            .see("an error next to the field says the @ is missing"),
                            .wcag(.sc3_3_1, .sc3_3_3))
                        ThenWhen(
                            .key(.backspace), "to delete the typed address until the field is empty",
                            .see("the typed address is removed one character at a time"), .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.downArrow), "to open the browser's autofill",
                            .see("my saved address is listed under the field"), .wcag(.sc1_3_5))
                        ThenWhen(
                            .key(.enter), "on my saved address",
                            .see("the field is filled with my address"), .wcag(.sc1_3_5))
                        OrWhen(
                            .key(.tab), "to move to the email field on a later step of the same form",
                            .see("the address given before is already filled in or offered to pick"), .wcag(.sc3_3_7))
                    }
                    Screenreader {
                        When(.key(.tab), "to reach the email field", .hearOutput)
                        ThenWhen(
                            .key(.characters), "to type name.example.com",
                            .hear("each character as it goes into the field"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .key(.enter), "to submit the form with the address still missing its @",
                            .hear("the error and how to fix it, read when focus returns to the field"),
                            .wcag(.sc3_3_1, .sc3_3_3))
                        ThenWhen(
                            .command(.nextFormField), "to move to the field after the error",
                            .hear("the label, \(.state(.invalid)) and the error as its description"),
                            .wcag(.sc3_3_1, .sc1_3_1))
                        ThenWhen(
                            .command(.nextItem), "to move on to the disabled email field",
                            .hear("its label, \(.role(.textField)) and \(.state(.disabled))"), .wcag(.sc4_1_2))
                    }
                    MobileScreenreader {
                        When(
                            .gesture(.swipe), "to reach the email field",
                            .hear("its label and that it is a text field"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to start typing",
                            .hear(
                                "that the field is being edited, and a keyboard with @ opens with my address suggested above it"
                            ),
                            .wcag(.sc1_3_5))
                        ThenWhen(
                            .gesture(.doubleTap), "on my suggested address",
                            .hear("my address fills the field"), .wcag(.sc1_3_5))
                    }
                }
                KeyboardActions {
                    Row(.key(.characters), "Types the address into the field", .wcag(.sc2_1_1))
                    Row(.key(.downArrow), "Opens or moves through the browser's saved addresses", .wcag(.sc1_3_5))
                    Row(.key(.escape), "Closes the saved addresses and keeps the typed text", .wcag(.sc2_1_2))
                }
                ScreenreaderGestures {
                    Row(.command(.nextFormField), "Moves to the email field and reads its label", .wcag(.sc4_1_2))
                    Row(.command(.focusMode), "Lets the address be typed into the field", .wcag(.sc4_1_2))
                    Row(.command(.elementsList), "Lists the field by its label, \"Email address\"", .wcag(.sc2_4_6))
                }
                ScreenreaderOutput {
                    Row(.name, "The field's name is its visible label", .wcag(.sc4_1_2, .sc1_3_1))
                    Row(.role, "It is announced as \(.role(.textField))", .wcag(.sc4_1_2))
                    Row(
                        .group, "A hint below the field is read as its description, after the label",
                        .wcag(.sc3_3_2, .sc1_3_1))
                    Row(
                        .state,
                        "The required field is announced as \(.state(.required)), the disabled field as \(.state(.disabled)), and a refused address as \(.state(.invalid))",
                        .wcag(.sc3_3_2, .sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize), "The address, the label and the error grow and none is clipped",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.magnification), "At 320 px the field and its error fit without sideways scrolling",
                        .wcag(.sc1_4_10))
                    Row(
                        .setting(.textSpacing), "The address and the error do not overlap or get cut off",
                        .wcag(.sc1_4_12))
                    Row(
                        .setting(.forcedColors), "The email field's border and focus indicator stay visible",
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
