import A11yPlan

extension BundledCatalog {
    /// A search field: a double tap opens the keyboard, the keyboard's Search key runs the search, and
    /// the number of results is announced without moving focus.
    static var searchField: Component {
        Component("Search field", noun: "a search field") {
            Usage(
                "A search field takes words to search for. The search runs when people press the keyboard's Search or return key, and the number of results is announced as a status message while focus stays in the field."
            )
            Variant(.iOS) {
                HowToTest(
                    given: "I am on a screen with a search field above a list, and a second search field that is dimmed"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the search field",
                            .see("a focus ring around the search field, and no search starts yet"),
                            .wcag(.sc2_1_1, .sc2_4_7, .sc3_2_1))
                        ThenWhen(
                            .key(.characters), "to type a word that has matches",
                            .see("the word appears in the field and a Clear text button appears at its end"),
                            .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.enter), "to run the search",
                            .see(
                                "the results replace the list, the number of results is shown, and focus stays in the field"
                            ),
                            .wcag(.sc2_1_1, .sc3_2_2))
                        OrWhen(
                            .key(.escape), "to cancel the search",
                            .see("the search is cancelled and the full list is shown again"), .wcag(.sc2_1_1))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the search field", .hearOutput)
                        ThenWhen(
                            .gesture(.doubleTap), "to start typing",
                            .hear("that the field is editing; the keyboard opens and no search runs"), .wcag(.sc3_2_1))
                        ThenWhen(
                            .gesture(.doubleTap), "on the keyboard's Search key after typing a word",
                            .hear("the number of results, such as \"12 results\", while focus stays on the field"),
                            .wcag(.sc4_1_3))
                        ThenWhen(
                            .gesture(.swipe), "to move past the Cancel button into the results",
                            .hear("the first result, read in the order shown"), .wcag(.sc1_3_2))
                        ThenWhen(
                            .gesture(.touchExplore), "to reach the dimmed search field",
                            .hear("its name, \(.role(.searchField)) and \(.state(.disabled))"), .wcag(.sc4_1_2))
                    }
                }
                KeyboardActions {
                    Row(.key(.characters), "Type the search words without leaving the field", .wcag(.sc2_1_1))
                    Row(.key(.enter), "Runs the search with the typed words", .wcag(.sc2_1_1))
                    Row(
                        .key(.tab), "Moves from the field to the Clear text button, then to the results",
                        .wcag(.sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(
                        .gesture(.doubleTap), "Brings up the keyboard in the search field; it does not run the search",
                        .wcag(.sc4_1_2))
                    Row(
                        .gesture(.touchExplore), "Finds the Search key at the bottom right of the keyboard",
                        .wcag(.sc4_1_2))
                    Row(.gesture(.swipe), "Moves from the field to its Clear text button", .wcag(.sc1_3_2))
                }
                ScreenreaderOutput {
                    Row(
                        .name, "The field's name says what is searched, such as \"Search recipes\"",
                        .wcag(.sc2_4_6, .sc4_1_2))
                    Row(.role, "It is announced as a \(.role(.searchField))", .wcag(.sc4_1_2))
                    Row(.group, "Words already typed are read as the field's value, after its name", .wcag(.sc4_1_2))
                    Row(.state, "A search field that cannot be used is read as \(.state(.disabled))", .wcag(.sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize),
                        "The typed words, the placeholder and the Cancel button grow and are not cut off",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.increasedContrast), "The search field's background stands out from the screen",
                        .bestPractice)
                    Row(
                        .setting(.voiceControl),
                        "Saying \"Tap\" and the field's name, such as \"Tap Search recipes\", puts the cursor in the field",
                        .wcag(.sc2_5_3))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The search field, its Clear text button and the Cancel button are each at least 24 by 24 points, or have that much space around them",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The search field, its Clear text button and the Cancel button are each at least 44 by 44 points, as Apple recommends",
                        .bestPractice)
                    Row(
                        .tap,
                        "Touching the Clear text button and sliding off it before lifting keeps the typed words; they are cleared only when the finger lifts on the button",
                        .wcag(.sc2_5_2))
                }
            }
            Variant(.android) {
                HowToTest(
                    given:
                        "I am on a screen with a search field above a list, and a second search field that is disabled"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the search field",
                            .see("the search field is highlighted and nothing is searched yet"),
                            .wcag(.sc2_1_1, .sc2_4_7, .sc3_2_1))
                        ThenWhen(
                            .key(.characters), "to type a word that has matches",
                            .see("the word is typed and a clear button, an X, appears"), .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.enter), "to run the search",
                            .see("the results and their count are shown, and focus is still on the field"),
                            .wcag(.sc2_1_1, .sc3_2_2))
                        OrWhen(
                            .key(.tab), "to reach the clear button",
                            .see("the X button at the end of the field is highlighted"), .wcag(.sc2_1_1))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the search field", .hearOutput)
                        ThenWhen(
                            .gesture(.doubleTap), "to start typing",
                            .hear("that the field is editing and the keyboard is open, with no search run"),
                            .wcag(.sc3_2_1))
                        ThenWhen(
                            .gesture(.doubleTap), "on the keyboard's Search key after typing a word",
                            .hear("how many results were found, while TalkBack stays on the field"), .wcag(.sc4_1_3))
                        ThenWhen(
                            .gesture(.swipe), "to move from the field to its clear button",
                            .hear("the clear button named \"Clear query\" or similar, not an unlabelled X"),
                            .wcag(.sc1_1_1, .sc4_1_2))
                        ThenWhen(
                            .gesture(.swipe), "to move on into the results",
                            .hear("the first result, then the others in order"), .wcag(.sc1_3_2))
                        ThenWhen(
                            .gesture(.touchExplore), "to reach the disabled search field",
                            .hear("its name, \(.role(.textField)) and \(.state(.disabled))"), .wcag(.sc4_1_2))
                    }
                }
                KeyboardActions {
                    Row(.key(.characters), "Types the words to search for", .wcag(.sc2_1_1))
                    Row(.key(.enter), "Starts the search for what was typed", .wcag(.sc2_1_1))
                    Row(.key(.shiftTab), "Moves from the clear button back to the search field", .wcag(.sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(
                        .gesture(.doubleTap), "Opens the keyboard in the search field without searching",
                        .wcag(.sc4_1_2))
                    Row(
                        .gesture(.touchExplore),
                        "Finds the Search key, a magnifying glass at the keyboard's bottom right",
                        .wcag(.sc4_1_2))
                    Row(.gesture(.swipe), "Moves from the field to its Clear query button", .wcag(.sc1_3_2))
                }
                ScreenreaderOutput {
                    Row(
                        .name, "Its name or hint says what is searched, such as \"Search recipes\"",
                        .wcag(.sc2_4_6, .sc4_1_2))
                    Row(.role, "It is announced as an \(.role(.textField))", .wcag(.sc4_1_2))
                    Row(.state, "A search field that cannot be used is read as \(.state(.disabled))", .wcag(.sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize),
                        "At the largest font size the typed words and the clear button stay visible",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.orientation),
                        "The screen turns with the device, and the search field can still be reached and typed into",
                        .wcag(.sc1_3_4))
                    Row(
                        .setting(.voiceControl),
                        "Saying \"Tap\" and the field's name, such as \"Tap Search recipes\", places the cursor in the field",
                        .wcag(.sc2_5_3))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The search field and its clear button are each at least 24 by 24 dp, or have that much space around them",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The search field and its clear button are each at least 48 by 48 dp, as Material Design recommends",
                        .bestPractice)
                    Row(
                        .tap,
                        "Touching the clear button and sliding off it before lifting keeps the typed words; they are cleared only when the finger lifts on the button",
                        .wcag(.sc2_5_2))
                }
            }
            Variant(.web) {
                HowToTest(given: "I am on a page with a search field and a Search button") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the search field",
                            .see("a visible focus indicator on the search field, and the page does not change"),
                            .wcag(.sc2_1_1, .sc2_4_7, .sc3_2_1))
                        ThenWhen(
                            .key(.characters), "to type a word that has matches",
                            .see(
                                "the word appears in the field, and typing neither moves focus nor loads another page"),
                            .wcag(.sc3_2_2))
                        ThenWhen(
                            .key(.enter), "to run the search",
                            .see("the results are shown with a line saying how many there are"), .wcag(.sc2_1_1))
                        OrWhen(
                            .key(.tab), "to reach the Search button",
                            .see("the Search button has focus; pressing it runs the same search"),
                            .wcag(.sc2_1_1, .sc2_4_7)
                        )
                    }
                    Screenreader {
                        When(.key(.tab), "to reach the search field", .hearOutput)
                        ThenWhen(
                            .key(.enter), "to run the search",
                            .hear(
                                "the number of results, such as \"12 results for soup\", spoken from a status message"),
                            .wcag(.sc4_1_3))
                        ThenWhen(
                            .command(.nextLandmark), "to find the search landmark",
                            .hear("that a search landmark starts there, with the field inside it"), .bestPractice)
                    }
                    MobileScreenreader {
                        When(
                            .gesture(.swipe), "to reach the search field",
                            .hear("its name and that it is a search field"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to start typing",
                            .hear("that the field is being edited and the keyboard opens; nothing is searched"),
                            .wcag(.sc3_2_1))
                        ThenWhen(
                            .gesture(.doubleTap), "on the keyboard's Search or Go key after typing a word",
                            .hear("the number of results, read without the focus moving"), .wcag(.sc4_1_3))
                    }
                }
                KeyboardActions {
                    Row(.key(.characters), "Type the search words into the field", .wcag(.sc2_1_1))
                    Row(.key(.enter), "Submits the search from the field", .wcag(.sc2_1_1))
                    Row(.key(.escape), "Clears the typed words from the field", .bestPractice)
                }
                ScreenreaderGestures {
                    Row(.command(.nextFormField), "Moves to the search field and reads its name", .wcag(.sc4_1_2))
                    Row(.command(.nextButton), "Moves on to the Search button", .wcag(.sc1_3_2))
                    Row(
                        .command(.nextHeading), "Moves to the heading above the results",
                        .wcag(.sc1_3_1, .sc2_4_6))
                }
                ScreenreaderOutput {
                    Row(
                        .name, "The field's name says what is searched, such as \"Search recipes\"",
                        .wcag(.sc2_4_6, .sc4_1_2))
                    Row(
                        .role,
                        "It is announced as \(.role(.searchField)) when it is a search input, or as \(.role(.textField)) when it is a plain text input",
                        .wcag(.sc4_1_2))
                    Row(.group, "It is inside a search landmark", .bestPractice)
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize),
                        "The field, the Search button and the results count grow and are not cut off", .wcag(.sc1_4_4))
                    Row(
                        .setting(.magnification),
                        "At 320 px the field and the Search button fit without sideways scrolling",
                        .wcag(.sc1_4_10))
                    Row(
                        .setting(.textSpacing), "The typed words and the button's label are not clipped",
                        .wcag(.sc1_4_12))
                    Row(
                        .setting(.forcedColors), "The field's border, the Search button and focus stay visible",
                        .wcag(.sc1_4_11))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The search field and the Search button are each at least 24 by 24 CSS pixels, or have that much space around them",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The search field and the Search button are each at least 44 by 44 CSS pixels, the larger size recommended for touch",
                        .bestPractice)
                    Row(
                        .tap,
                        "Pressing the Search button and moving off it before letting go runs no search; the search runs only on release over the button",
                        .wcag(.sc2_5_2))
                }
            }
        }
    }
}
