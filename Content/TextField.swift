import A11yPlan

extension BundledCatalog {
    /// A single-line text field: a visible label, typed text, and an error tied to the field.
    static var textField: Component {
        Component("Text field", noun: "a text field") {
            Usage(
                "A text field takes one line of typed text, such as a name or a town. Its label stays visible above it while people type, and an error is shown next to it when the entry is not accepted."
            )
            Variant(.iOS) {
                HowToTest(given: "I am on a screen with a form that has a required and a dimmed text field") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the field",
                            .see(
                                "a focus ring around the field, a blinking cursor in it, and nothing else on the screen changes"
                            ),
                            .wcag(.sc2_1_1, .sc2_4_7, .sc3_2_1))
                        ThenWhen(
                            .key(.characters), "to type a word",
                            .see("each character appears in the field as it is typed"), .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.backspace), "until the field is empty",
                            .see("the label is still shown above the field once the text is gone"), .wcag(.sc3_3_2))
                        ThenWhen(
                            .key(.tab), "to move to the submit button",
                            .see("the focus ring leaves the empty field and goes round the submit button"),
                            .wcag(.sc2_4_3))
                        ThenWhen(
                            .key(.space), "on the submit button with the field left empty",
                            .see("an error message next to the field says what to enter"), .wcag(.sc3_3_1))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the field", .hearOutput)
                        ThenWhen(
                            .gesture(.doubleTap), "to start typing",
                            .hear("that the field is editing, and the on-screen keyboard appears"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.touchExplore), "over the keyboard to type a word",
                            .hear("each letter as it is typed into the field"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.swipe), "to return to the field after a submit that failed",
                            .hear("the error message read with the field's label"), .wcag(.sc3_3_1, .sc1_3_1))
                        ThenWhen(
                            .gesture(.swipe), "to reach the dimmed text field",
                            .hear("its label, then \"\(.role(.textField))\" and \"\(.state(.disabled))\""),
                            .wcag(.sc4_1_2))
                    }
                }
                KeyboardActions {
                    Row(
                        .key(.tab),
                        "Moves into the field, then on to the next control; the typed text stays in the field",
                        .wcag(.sc2_1_1))
                    Row(.key(.characters), "Type at the cursor; nothing is submitted while typing", .wcag(.sc3_2_2))
                    Row(.key(.leftRightArrows), "Move the cursor one character through the typed text", .wcag(.sc2_1_1))
                }
                ScreenreaderGestures {
                    Row(
                        .gesture(.doubleTap), "Puts the cursor in the field and brings up the keyboard", .wcag(.sc4_1_2)
                    )
                    Row(
                        .gesture(.swipeUpOrDown),
                        "While editing, moves the cursor by characters or words and reads them",
                        .wcag(.sc4_1_2))
                    Row(
                        .gesture(.swipe).phrased("swipe right"),
                        "Moves on from the field; a hint or error that was not read with the field is the next stop",
                        .wcag(.sc1_3_2))
                }
                ScreenreaderOutput {
                    Row(.name, "The field is named by its visible label", .wcag(.sc4_1_2, .sc2_4_6))
                    Row(.role, "It is announced as a \(.role(.textField))", .wcag(.sc4_1_2))
                    Row(
                        .group,
                        "The typed text is read after the label; any hint is read with the field or is the next stop",
                        .wcag(.sc1_3_1, .sc3_3_2))
                    Row(
                        .state,
                        "An empty required field has \"required\" in its label or hint, such as \"Name, required\", and a dimmed field says \"\(.state(.disabled))\"",
                        .wcag(.sc3_3_2, .sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize),
                        "The label, typed text and error grow, and the field grows taller to fit",
                        .wcag(.sc1_4_4))
                    Row(.setting(.boldText), "The label and the typed text turn bold", .bestPractice)
                    Row(
                        .setting(.darkMode),
                        "The field's edge, label and text keep their contrast on the dark background",
                        .wcag(.sc1_4_3, .sc1_4_11))
                    Row(
                        .setting(.voiceControl), "Saying \"Tap\" and the label puts the cursor in the field",
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
                    Row(
                        .motion,
                        "Shaking the device after typing offers Undo Typing; the same undo is on the editing bar that a three-finger tap brings up, and with Shake to Undo turned off in Settings > Accessibility > Touch, shaking does nothing",
                        .wcag(.sc2_5_4))
                }
            }
            Variant(.android) {
                HowToTest(given: "I am on a screen with a form that has a required and a disabled text field") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the field",
                            .see(
                                "the field is highlighted with a cursor in it, and nothing else on the screen changes"),
                            .wcag(.sc2_1_1, .sc2_4_7, .sc3_2_1))
                        ThenWhen(
                            .key(.characters), "to type a word",
                            .see("the typed characters appear in the field"), .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.backspace), "until the field is empty",
                            .see("the label stays visible once the text is gone, not only as a placeholder"),
                            .wcag(.sc3_3_2))
                        ThenWhen(
                            .key(.tab), "to move to the submit button",
                            .see("the highlight leaves the empty field and moves to the submit button"),
                            .wcag(.sc2_4_3))
                        ThenWhen(
                            .key(.enter), "on the submit button with the field left empty",
                            .see("an error message appears below the field and says what to enter"), .wcag(.sc3_3_1))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the field", .hearOutput)
                        ThenWhen(
                            .gesture(.doubleTap), "to start typing",
                            .hear("that the field is editing, and the keyboard opens"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.touchExplore), "over the keyboard to type a word",
                            .hear("each key as the finger passes it, and each letter as it is typed"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.swipe), "to return to the field after a submit that failed",
                            .hear("the field's label followed by \"\(.state(.invalid))\" and the error message"),
                            .wcag(.sc3_3_1, .sc4_1_2))
                        ThenWhen(
                            .gesture(.swipe), "to reach the disabled text field",
                            .hear("its label, then \"\(.role(.textField))\" and \"\(.state(.disabled))\""),
                            .wcag(.sc4_1_2))
                    }
                }
                KeyboardActions {
                    Row(
                        .key(.tab), "Moves into the field, then out of it to the next control; the typed text stays",
                        .wcag(.sc2_1_1))
                    Row(.key(.characters), "Enter text at the cursor without moving focus away", .wcag(.sc3_2_2))
                    Row(
                        .key(.leftRightArrows), "Move the cursor through the text one character at a time",
                        .wcag(.sc2_1_1))
                }
                ScreenreaderGestures {
                    Row(.gesture(.doubleTap), "Places the cursor in the field and opens the keyboard", .wcag(.sc4_1_2))
                    Row(
                        .gesture(.swipeUpOrDown), "Moves through the typed text by the reading control chosen",
                        .wcag(.sc4_1_2))
                    Row(.gesture(.swipeBack), "Moves from the field back to the control before it", .wcag(.sc2_4_3))
                }
                ScreenreaderOutput {
                    Row(.name, "The field's visible label is read as its name", .wcag(.sc4_1_2, .sc2_4_6))
                    Row(.role, "It is announced as an \(.role(.textField))", .wcag(.sc4_1_2))
                    Row(.group, "Any typed text is read, then the label and the helper text", .wcag(.sc1_3_1, .sc3_3_2))
                    Row(
                        .state,
                        "A required field has \"required\" in its label or helper text, and a disabled field says \"\(.state(.disabled))\"",
                        .wcag(.sc3_3_2, .sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize), "At the largest font size the label and the typed text are not cut off",
                        .wcag(.sc1_4_4))
                    Row(.setting(.boldText), "The field's label and text are drawn bold", .bestPractice)
                    Row(
                        .setting(.orientation),
                        "The screen turns to landscape; the field can still be reached and filled, and the typed text shows in the field or in the keyboard's full-screen editor",
                        .wcag(.sc1_3_4))
                    Row(
                        .setting(.voiceControl), "Saying \"Tap\" and the label puts the cursor into the field",
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
                HowToTest(given: "I am on a page with a form that has a required and a disabled text field") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the field",
                            .see("a visible focus indicator on the field, and nothing else on the page changes"),
                            .wcag(.sc2_1_1, .sc2_4_7, .sc3_2_1))
                        ThenWhen(
                            .key(.characters), "to type a word",
                            .see("the characters appear in the field as they are typed"), .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.backspace), "until the field is empty",
                            .see("the label is still visible next to the field"), .wcag(.sc3_3_2))
                        ThenWhen(
                            .key(.enter), "to submit the form with the field empty",
                            .see(
                                "an error message next to the field says what to enter, and focus is on the field or an error summary"
                            ),
                            .wcag(.sc3_3_1))
                    }
                    Screenreader {
                        When(.key(.tab), "to reach the field", .hearOutput)
                        ThenWhen(
                            .key(.characters), "to type a word",
                            .hear("each character as it goes into the field"),
                            .wcag(.sc4_1_2))
                        ThenWhen(
                            .key(.enter), "to submit the form with the field empty",
                            .hear("the error message, read when it appears or when focus returns to the field"),
                            .wcag(.sc3_3_1, .sc4_1_3))
                        ThenWhen(
                            .command(.nextFormField), "to move back to the field after the error",
                            .hear("the field's label, \(.state(.invalid)) and the error message"),
                            .wcag(.sc3_3_1, .sc1_3_1))
                        ThenWhen(
                            .command(.nextItem), "to move on to the disabled text field",
                            .hear("its label, \(.role(.textField)) and \(.state(.disabled))"), .wcag(.sc4_1_2))
                    }
                    MobileScreenreader {
                        When(
                            .gesture(.swipe), "to reach the field",
                            .hear("its label and that it is a text field"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to start typing",
                            .hear("that the field is being edited, and the keyboard opens"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.swipe), "to return to the field after a submit that failed",
                            .hear("the error message together with the field's label"), .wcag(.sc3_3_1))
                    }
                }
                KeyboardActions {
                    Row(
                        .key(.tab), "Moves focus into the field, then on to the next control; the typed text is kept",
                        .wcag(.sc2_1_1))
                    Row(
                        .key(.characters), "Types into the field; the page does not change while typing",
                        .wcag(.sc3_2_2))
                    Row(.key(.shiftTab), "Moves focus back to the control before the field", .wcag(.sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(.command(.nextFormField), "Moves to the field and reads its label and role", .wcag(.sc4_1_2))
                    Row(
                        .command(.focusMode), "Switches to focus mode so that typed keys go into the field",
                        .wcag(.sc4_1_2))
                    Row(
                        .command(.elementsList), "Lists the field under form fields by its visible label",
                        .wcag(.sc2_4_6, .sc1_3_1))
                }
                ScreenreaderOutput {
                    Row(.name, "The field's name is its visible label", .wcag(.sc4_1_2, .sc1_3_1))
                    Row(.role, "It is announced as \(.role(.textField))", .wcag(.sc4_1_2))
                    Row(
                        .group,
                        "A hint below the field is read after the label; if the field is in a set of related fields, such as an address, the set's name is read on entering the set",
                        .wcag(.sc1_3_1, .sc3_3_2))
                    Row(
                        .state,
                        "The required field is announced as \(.state(.required)), the disabled field as \(.state(.disabled)), and a refused entry as \(.state(.invalid))",
                        .wcag(.sc3_3_2, .sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize), "The label, the typed text and the error grow and are not clipped",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.magnification), "The field and its label fit in 320 px without scrolling sideways",
                        .wcag(.sc1_4_10))
                    Row(
                        .setting(.textSpacing), "The label, hint and typed text are not cut off or overlapping",
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
