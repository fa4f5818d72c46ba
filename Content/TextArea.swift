import A11yPlan

extension BundledCatalog {
    /// A text area: several lines of typed text, new lines with return, and a character count.
    static var textArea: Component {
        Component("Text area", noun: "a text area") {
            Usage(
                "A text area takes several lines of typed text, such as a message or a description. It grows or scrolls as people type, and a counter may show how many characters are left."
            )
            Variant(.iOS) {
                HowToTest(
                    given:
                        "I am on a screen with a required text area that has a character limit, and a dimmed text area"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the text area",
                            .see("a focus ring around the text area with the cursor inside it"),
                            .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.enter), "after typing a first line",
                            .see("the cursor moves to a new line and the form is not sent"), .wcag(.sc3_2_2))
                        ThenWhen(
                            .key(.characters), "to type past the visible lines",
                            .see("the text area grows or scrolls so that the line being typed stays in view"),
                            .wcag(.sc2_4_11))
                        ThenWhen(
                            .key(.tab), "to leave the text area",
                            .see("the focus ring moves to the next control and the text is kept"), .wcag(.sc2_1_2))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the text area", .hearOutput)
                        ThenWhen(
                            .gesture(.doubleTap), "to start typing",
                            .hear("that the text area is editing and where the insertion point is"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.touchExplore), "over the keyboard to type until few characters are left",
                            .hear("how many characters are left, read without the focus leaving the text area"),
                            .wcag(.sc4_1_3))
                        ThenWhen(
                            .gesture(.touchExplore), "over the keyboard to try to type past the limit",
                            .hear(
                                "either that no more characters can be typed, or how many characters over the limit the text is"
                            ),
                            .wcag(.sc3_3_1, .sc4_1_3))
                        ThenWhen(
                            .gesture(.swipeUpOrDown), "with the rotor set to Lines",
                            .hear("the typed text read one line at a time"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.swipe), "to reach the dimmed text area",
                            .hear("its label, then \"\(.role(.textArea))\" and \"\(.state(.disabled))\""),
                            .wcag(.sc4_1_2))
                        OrWhen(
                            .gesture(.swipe), "to return to the text area after sending text over the limit",
                            .hear("the error, such as how many characters to remove, read with the text area's label"),
                            .wcag(.sc3_3_1, .sc4_1_2))
                    }
                }
                KeyboardActions {
                    Row(.key(.enter), "Starts a new line inside the text area", .wcag(.sc2_1_1))
                    Row(.key(.upDownArrows), "Move the cursor to the line above or below", .wcag(.sc2_1_1))
                    Row(
                        .key(.backspace), "Deletes the character before the cursor; the counter goes up",
                        .wcag(.sc2_1_1))
                }
                ScreenreaderGestures {
                    Row(.gesture(.doubleTap), "Starts editing with the cursor at the end of the text", .wcag(.sc4_1_2))
                    Row(.gesture(.rotor), "Offers characters, words and lines to move the cursor by", .wcag(.sc4_1_2))
                    Row(
                        .gesture(.swipe).phrased("swipe right"),
                        "Moves on from the text area; a counter that was not read with the text area is the next stop",
                        .wcag(.sc1_3_2))
                }
                ScreenreaderOutput {
                    Row(.name, "The text area is named by its visible label", .wcag(.sc4_1_2, .sc2_4_6))
                    Row(.role, "It is announced as a \(.role(.textArea))", .wcag(.sc4_1_2))
                    Row(
                        .group, "Its hint tells the character limit, such as \"500 characters at most\"",
                        .wcag(.sc3_3_2))
                    Row(
                        .state,
                        "An empty required text area has \"required\" in its label or hint, such as \"Message, required\", and a dimmed one says \"\(.state(.disabled))\"",
                        .wcag(.sc3_3_2, .sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize), "The typed text and the counter grow and wrap inside the text area",
                        .wcag(.sc1_4_4))
                    Row(.setting(.boldText), "The text in the text area turns bold", .bestPractice)
                    Row(
                        .setting(.orientation),
                        "The screen turns to landscape, and the text area can still be reached and filled",
                        .wcag(.sc1_3_4))
                    Row(
                        .setting(.darkMode), "The text area's edge and text stay readable against the dark background",
                        .wcag(.sc1_4_3, .sc1_4_11))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The text area's tap area is at least 24 by 24 points, or has that much space around it",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The text area's tap area is at least 44 by 44 points, as Apple recommends", .bestPractice)
                    Row(
                        .motion,
                        "Shaking the device after typing offers Undo Typing; the same undo is on the editing bar that a three-finger tap brings up, and with Shake to Undo turned off in Settings > Accessibility > Touch, shaking does nothing",
                        .wcag(.sc2_5_4))
                }
            }
            Variant(.android) {
                HowToTest(
                    given:
                        "I am on a screen with a required text area that has a character limit, and a disabled text area"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the text area",
                            .see("the text area is highlighted with a cursor in it"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.enter), "after typing a first line",
                            .see("a new line starts and nothing is sent"), .wcag(.sc3_2_2))
                        ThenWhen(
                            .key(.characters), "to type past the visible lines",
                            .see("the line being typed stays in view as the text area grows or scrolls"),
                            .wcag(.sc2_4_11))
                        ThenWhen(
                            .key(.tab), "to leave the text area",
                            .see("focus moves out to the next control and the text stays"), .wcag(.sc2_1_2))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the text area", .hearOutput)
                        ThenWhen(
                            .gesture(.doubleTap), "to start typing",
                            .hear("that the text area is editing, and the keyboard opens"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.touchExplore), "over the keyboard to type until few characters are left",
                            .hear(
                                "the counter's new value, such as 10 characters left, while focus stays in the text area"
                            ),
                            .wcag(.sc4_1_3))
                        ThenWhen(
                            .gesture(.touchExplore), "over the keyboard to try to type past the limit",
                            .hear(
                                "either that no more characters can be typed, or how many characters over the limit the text is"
                            ),
                            .wcag(.sc3_3_1, .sc4_1_3))
                        ThenWhen(
                            .gesture(.swipeUpOrDown), "with the reading control set to Lines",
                            .hear("the text read one line at a time"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.swipe), "to reach the disabled text area",
                            .hear("its label, then \"\(.role(.textArea))\" and \"\(.state(.disabled))\""),
                            .wcag(.sc4_1_2))
                        OrWhen(
                            .gesture(.swipe), "to return to the text area after sending text over the limit",
                            .hear("the text area's label, then \"\(.state(.invalid))\" and the error text"),
                            .wcag(.sc3_3_1, .sc4_1_2))
                    }
                }
                KeyboardActions {
                    Row(.key(.enter), "Adds a line break at the cursor", .wcag(.sc2_1_1))
                    Row(.key(.upDownArrows), "Move the cursor up or down one line", .wcag(.sc2_1_1))
                    Row(
                        .key(.shiftTab), "Moves focus back out of the text area to the previous control",
                        .wcag(.sc2_1_2))
                }
                ScreenreaderGestures {
                    Row(.gesture(.doubleTap), "Opens the keyboard with the cursor in the text area", .wcag(.sc4_1_2))
                    Row(
                        .gesture(.rotor), "Lets lines, words or characters be picked for moving the cursor",
                        .wcag(.sc4_1_2)
                    )
                    Row(
                        .gesture(.swipe).phrased("swipe right"),
                        "Moves on from the text area; a counter that was not read with the text area is the next stop",
                        .wcag(.sc1_3_2))
                }
                ScreenreaderOutput {
                    Row(.name, "The visible label is read as the text area's name", .wcag(.sc4_1_2, .sc2_4_6))
                    Row(.role, "It is announced as an \(.role(.textArea))", .wcag(.sc4_1_2))
                    Row(.group, "The helper text with the limit is read after the label", .wcag(.sc3_3_2))
                    Row(
                        .state,
                        "A required text area has \"required\" in its label or helper text, and a disabled one says \"\(.state(.disabled))\"",
                        .wcag(.sc3_3_2, .sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize), "At the largest font size the typed lines wrap and none is cut off",
                        .wcag(.sc1_4_4))
                    Row(.setting(.boldText), "The typed text and the label are bold", .bestPractice)
                    Row(
                        .setting(.orientation),
                        "The screen turns to landscape; the text area can still be reached and filled, and the line being typed shows in the text area or in the keyboard's full-screen editor",
                        .wcag(.sc1_3_4))
                    Row(
                        .setting(.darkMode), "The text area's outline and text keep their contrast in the dark theme",
                        .wcag(.sc1_4_3, .sc1_4_11))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The text area's touch area is at least 24 by 24 dp, or has that much space around it",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The text area's touch area is at least 48 by 48 dp, as Material Design recommends",
                        .bestPractice)
                }
            }
            Variant(.web) {
                HowToTest(
                    given:
                        "I am on a page with a required text area that has a character limit, and a disabled text area"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the text area",
                            .see("a visible focus indicator on the text area"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.enter), "after typing a first line",
                            .see("the cursor goes to a new line and the form is not submitted"), .wcag(.sc3_2_2))
                        ThenWhen(
                            .key(.characters), "to type until few characters are left",
                            .see("the counter below updates, such as 10 characters remaining"), .wcag(.sc3_3_2))
                        ThenWhen(
                            .key(.tab), "to leave the text area",
                            .see("focus moves to the next control and no tab character is typed"), .wcag(.sc2_1_2))
                    }
                    Screenreader {
                        When(.key(.tab), "to reach the text area", .hearOutput)
                        ThenWhen(
                            .key(.characters), "to type until few characters are left",
                            .hear("the number of characters left, spoken once typing pauses"), .wcag(.sc4_1_3))
                        ThenWhen(
                            .key(.characters), "to try to type past the limit",
                            .hear(
                                "either that no more characters can be typed, or how many characters over the limit the text is"
                            ),
                            .wcag(.sc3_3_1, .sc4_1_3))
                        ThenWhen(
                            .command(.nextItem), "to move on to the disabled text area",
                            .hear("its label, \(.role(.textArea)) and \(.state(.disabled))"), .wcag(.sc4_1_2))
                    }
                    MobileScreenreader {
                        When(
                            .gesture(.swipe), "to reach the text area",
                            .hear("its label, that it is a text field, and the limit"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to start typing",
                            .hear("that the text area is being edited, and the keyboard opens"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.touchExplore), "over the keyboard to type until few characters are left",
                            .hear("the characters left, read while focus stays in the text area"), .wcag(.sc4_1_3))
                    }
                }
                KeyboardActions {
                    Row(.key(.enter), "Inserts a new line in the text area", .wcag(.sc2_1_1))
                    Row(.key(.upDownArrows), "Move the cursor between the lines of text", .wcag(.sc2_1_1))
                    Row(.key(.shiftTab), "Moves focus back to the control before the text area", .wcag(.sc2_1_2))
                }
                ScreenreaderGestures {
                    Row(.command(.nextFormField), "Moves to the text area and reads its label", .wcag(.sc4_1_2))
                    Row(.command(.focusMode), "Lets typed keys go into the text area", .wcag(.sc4_1_2))
                    Row(
                        .key(.upDownArrows), "Inside the text area, reads the line the cursor moves to", .wcag(.sc4_1_2)
                    )
                }
                ScreenreaderOutput {
                    Row(.name, "Its name is the visible label", .wcag(.sc4_1_2, .sc2_4_6))
                    Row(.role, "It is announced as \(.role(.textArea))", .wcag(.sc4_1_2))
                    Row(
                        .group,
                        "The limit, such as \"Up to 500 characters\", is read as its description; if the text area is in a set of related fields, the set's name is read on entering the set",
                        .wcag(.sc1_3_1, .sc3_3_2))
                    Row(
                        .state,
                        "The required text area is announced as \(.state(.required)), the disabled one as \(.state(.disabled)), and one holding text over the limit as \(.state(.invalid))",
                        .wcag(.sc3_3_2, .sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize), "The typed text wraps inside the text area and none is hidden",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.magnification),
                        "The text area fits in 320 px and its lines wrap without sideways scrolling",
                        .wcag(.sc1_4_10))
                    Row(
                        .setting(.textSpacing), "The typed lines and the counter do not overlap or get clipped",
                        .wcag(.sc1_4_12))
                    Row(
                        .setting(.forcedColors), "The text area's border and focus indicator are visible",
                        .wcag(.sc1_4_11))
                }
                PointerAndTouch {
                    Row(
                        .targetSize, "The text area is at least 24 by 24 CSS pixels, or has that much space around it",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The text area is at least 44 by 44 CSS pixels, the larger size recommended for touch",
                        .bestPractice)
                }
            }
        }
    }
}
