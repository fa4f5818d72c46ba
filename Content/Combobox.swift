import A11yPlan

extension BundledCatalog {
    /// A combobox: a text field whose typed text filters a popup list of suggestions to pick from.
    static var combobox: Component {
        Component("Combobox", noun: "a combobox") {
            Usage(
                "A combobox is a text field with a list of suggestions that narrows as people type, such as a country or town picker. People can type the whole value or pick a suggestion. On iOS and Android it is a text field with a suggestions list below it."
            )
            Variant(.iOS) {
                HowToTest(
                    given:
                        "I am on a screen with a combobox for a country (a text field with a suggestions list) and, below it, a second combobox that is dimmed"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the combobox's text field",
                            .see("a focus ring around the text field, and no list opens yet"),
                            .wcag(.sc2_1_1, .sc2_4_7, .sc3_2_1))
                        ThenWhen(
                            .key(.characters), "to type ca",
                            .see(
                                "a list of suggestions starting with ca appears under the field, and focus stays in the field"
                            ),
                            .wcag(.sc3_2_2))
                        ThenWhen(
                            .key(.tab), "to move into the suggestions",
                            .see("the focus ring is on the first suggestion"), .wcag(.sc2_1_1, .sc2_4_3))
                        ThenWhen(
                            .key(.downArrow), "to move through the suggestions",
                            .see("the focus ring moves down one suggestion at a time"), .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.space), "on a suggestion",
                            .see("the field shows the picked suggestion and the list closes"), .wcag(.sc2_1_1))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the combobox's text field", .hearOutput)
                        ThenWhen(
                            .gesture(.touchExplore), "over the keyboard to type ca",
                            .hear(
                                "how many suggestions are shown, such as \"3 suggestions\", while focus stays in the field"
                            ),
                            .wcag(.sc4_1_3))
                        ThenWhen(
                            .gesture(.swipe), "from the field into the suggestions",
                            .hear(
                                "the first suggestion, such as \"Canada\", and \(.role(.button)) or its place in the list"
                            ),
                            .wcag(.sc1_3_2, .sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "on a suggestion",
                            .hear("the picked suggestion, and VoiceOver is back on the field that now holds it"),
                            .wcag(.sc2_4_3, .sc4_1_2))
                        ThenWhen(
                            .gesture(.swipe), "to reach the dimmed combobox",
                            .hear("its label, then \"\(.role(.comboBox))\" and \"\(.state(.disabled))\""),
                            .wcag(.sc4_1_2))
                        OrWhen(
                            .gesture(.swipe),
                            "back to the field after sending the form with a country that is not in the list",
                            .hear(
                                "the field's name, then the error message, such as \"Choose a country from the list\""),
                            .wcag(.sc3_3_1, .sc4_1_2))
                    }
                }
                KeyboardActions {
                    Row(.key(.characters), "Types into the field and narrows the suggestions", .wcag(.sc2_1_1))
                    Row(.key(.upDownArrows), "Move between the suggestions in the list", .wcag(.sc2_1_1))
                    Row(.key(.space), "Picks the suggestion with the focus ring", .wcag(.sc2_1_1))
                }
                ScreenreaderGestures {
                    Row(
                        .gesture(.doubleTap), "Starts editing the field, or picks the suggestion in focus",
                        .wcag(.sc4_1_2))
                    Row(.gesture(.swipe), "Moves on through the suggestions, one at a time", .wcag(.sc1_3_2))
                    Row(.gesture(.swipeBack), "Moves back from the suggestions to the field", .wcag(.sc2_4_3))
                }
                ScreenreaderOutput {
                    Row(
                        .name, "The field is named by its visible label, such as \"Country\"", .wcag(.sc4_1_2, .sc2_4_6)
                    )
                    Row(.role, "It is announced as a \(.role(.comboBox))", .wcag(.sc4_1_2))
                    Row(.group, "A hint says that suggestions appear below as you type", .wcag(.sc3_3_2))
                    Row(
                        .state, "It says \"\(.state(.disabled))\" after its name while it cannot be used",
                        .wcag(.sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize),
                        "The field and every suggestion grow; long suggestions wrap, not truncate",
                        .wcag(.sc1_4_4))
                    Row(.setting(.boldText), "The suggestions and the typed text turn bold", .bestPractice)
                    Row(
                        .setting(.voiceControl), "Saying \"Tap\" and a suggestion's name picks it",
                        .wcag(.sc2_5_3))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The text field and each suggestion in the list are at least 24 by 24 points, or have that much space around them",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The text field and each suggestion in the list are at least 44 by 44 points, as Apple recommends",
                        .bestPractice)
                    Row(
                        .tap,
                        "A suggestion is picked only when the finger lifts on it; touching one and sliding off it, or scrolling the list, picks nothing",
                        .wcag(.sc2_5_2))
                }
            }
            Variant(.android) {
                HowToTest(
                    given:
                        "I am on a screen with a combobox for a country (a text field with a suggestions list) and, below it, a second combobox that is disabled"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the combobox's text field",
                            .see("the text field is highlighted and no suggestions show yet"),
                            .wcag(.sc2_1_1, .sc2_4_7, .sc3_2_1))
                        ThenWhen(
                            .key(.characters), "to type ca",
                            .see("a drop-down of suggestions starting with ca opens under the field"), .wcag(.sc3_2_2))
                        ThenWhen(
                            .key(.downArrow), "to move into the suggestions",
                            .see("the first suggestion is highlighted, then each one below in turn"), .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.enter), "on a highlighted suggestion",
                            .see("the field holds the picked suggestion and the drop-down closes"), .wcag(.sc2_1_1))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the combobox's text field", .hearOutput)
                        ThenWhen(
                            .gesture(.touchExplore), "over the keyboard to type ca",
                            .hear("that suggestions are shown, with how many, while TalkBack stays on the field"),
                            .wcag(.sc4_1_3))
                        ThenWhen(
                            .gesture(.swipe), "from the field into the suggestions",
                            .hear("the first suggestion, such as \"Canada\", with its place in the list"),
                            .wcag(.sc1_3_2))
                        ThenWhen(
                            .gesture(.doubleTap), "on a suggestion",
                            .hear("the field now holds the suggestion and the list is gone"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.swipe), "to reach the disabled combobox",
                            .hear("its label, then \"\(.role(.comboBox))\" and \"\(.state(.disabled))\""),
                            .wcag(.sc4_1_2))
                        OrWhen(
                            .gesture(.swipe),
                            "back to the field after sending the form with a country that is not in the list",
                            .hear(
                                "the field's name, then \(.state(.invalid)) and the message, such as \"Choose a country from the list\""
                            ),
                            .wcag(.sc3_3_1, .sc4_1_2))
                    }
                }
                KeyboardActions {
                    Row(.key(.characters), "Types into the field and filters the drop-down", .wcag(.sc2_1_1))
                    Row(.key(.upDownArrows), "Move the highlight through the suggestions", .wcag(.sc2_1_1))
                    Row(.key(.enter), "Puts the highlighted suggestion into the field", .wcag(.sc2_1_1))
                }
                ScreenreaderGestures {
                    Row(.gesture(.doubleTap), "Opens the keyboard in the field, or picks a suggestion", .wcag(.sc4_1_2))
                    Row(.gesture(.swipe), "Reads the next suggestion", .wcag(.sc1_3_2))
                    Row(.gesture(.dismiss), "Closes the suggestions and returns to the field", .wcag(.sc2_1_2))
                }
                ScreenreaderOutput {
                    Row(
                        .name, "The visible label, such as \"Country\", is read as the field's name",
                        .wcag(.sc4_1_2, .sc2_4_6))
                    Row(.role, "It is announced as an \(.role(.comboBox))", .wcag(.sc4_1_2))
                    Row(.group, "The helper text says suggestions appear as you type", .wcag(.sc3_3_2))
                    Row(
                        .state, "It says \"\(.state(.disabled))\" after its name while it cannot be used",
                        .wcag(.sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize),
                        "At the largest font size the suggestions wrap and the drop-down scrolls",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.orientation),
                        "In landscape, typing ca and picking a suggestion still fills the field, in the full-screen keyboard or on the screen",
                        .wcag(.sc1_3_4))
                    Row(
                        .setting(.voiceControl), "Saying \"Tap\" and a suggestion's name puts it into the field",
                        .wcag(.sc2_5_3))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The text field and each suggestion in the list are at least 24 by 24 dp, or have that much space around them",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The text field and each suggestion in the list are at least 48 by 48 dp, as Material Design recommends",
                        .bestPractice)
                    Row(
                        .tap,
                        "A suggestion is picked only when the finger lifts on it; touching one and sliding off it, or scrolling the list, picks nothing",
                        .wcag(.sc2_5_2))
                }
            }
            Variant(.web) {
                HowToTest(given: "I am on a page with a combobox for a country that suggests countries in a list") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the combobox",
                            .see("a visible focus indicator on the combobox's text field, and the list stays closed"),
                            .wcag(.sc2_1_1, .sc2_4_7, .sc3_2_1))
                        ThenWhen(
                            .key(.downArrow), "to open the list",
                            .see(
                                "the list opens and its first suggestion is highlighted, while the cursor stays in the field"
                            ),
                            .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.characters), "to type ca",
                            .see("the list narrows to suggestions that match ca"), .wcag(.sc3_2_2))
                        ThenWhen(
                            .key(.upDownArrows), "to move through the suggestions",
                            .see("the highlight moves one suggestion at a time and scrolls into view"),
                            .wcag(.sc2_1_1, .sc2_4_11))
                        ThenWhen(
                            .key(.enter), "on a highlighted suggestion",
                            .see("the field holds the suggestion, the list closes and focus stays in the field"),
                            .wcag(.sc2_1_1))
                        OrWhen(
                            .key(.escape), "with the list open",
                            .see("the list closes and the typed text is kept"), .wcag(.sc2_1_2))
                    }
                    Screenreader {
                        When(.key(.tab), "to reach the combobox", .hearOutput)
                        ThenWhen(
                            .key(.characters), "to type ca",
                            .hear("\(.state(.expanded)) and the number of suggestions, such as \"3 suggestions\""),
                            .wcag(.sc4_1_2, .sc4_1_3))
                        ThenWhen(
                            .key(.downArrow), "to reach the first suggestion",
                            .hear("its name and position, such as \"Canada, 1 of 3\""), .wcag(.sc4_1_2))
                        ThenWhen(
                            .key(.enter), "on a suggestion",
                            .hear("the picked value read in the field and \(.state(.collapsed))"), .wcag(.sc4_1_2))
                        OrWhen(
                            .key(.shiftTab),
                            "until the combobox is reached again after sending the form with a country that is not in the list",
                            .hear(
                                "its name, then \(.state(.invalid)) and the message, such as \"Choose a country from the list\""
                            ),
                            .wcag(.sc3_3_1, .sc4_1_2))
                    }
                    MobileScreenreader {
                        When(
                            .gesture(.swipe), "to reach the combobox",
                            .hear("its label and \(.role(.comboBox)) or text field"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.touchExplore), "over the keyboard to type ca",
                            .hear("the number of suggestions, read without the focus moving"), .wcag(.sc4_1_3))
                        ThenWhen(
                            .gesture(.swipe), "from the field into the suggestions",
                            .hear("the first suggestion and its position in the list"), .wcag(.sc1_3_2, .sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "on a suggestion",
                            .hear("the field now holds the suggestion and the list has closed"), .wcag(.sc4_1_2))
                    }
                }
                KeyboardActions {
                    Row(.key(.downArrow), "Opens the list, or highlights the next suggestion", .wcag(.sc2_1_1))
                    Row(.key(.upArrow), "Highlights the previous suggestion", .wcag(.sc2_1_1))
                    Row(.key(.altDownArrow), "Opens the list without highlighting a suggestion", .bestPractice)
                    Row(.key(.enter), "Accepts the highlighted suggestion and closes the list", .wcag(.sc2_1_1))
                    Row(.key(.escape), "Closes the open list without picking a suggestion", .wcag(.sc2_1_2))
                }
                ScreenreaderGestures {
                    Row(.command(.nextComboBox), "Moves to the combobox and reads its label and state", .wcag(.sc4_1_2))
                    Row(.key(.upDownArrows), "Reads each highlighted suggestion with its position", .wcag(.sc4_1_2))
                    Row(.key(.escape), "Closes the list and reads the field as \(.state(.collapsed))", .wcag(.sc4_1_2))
                }
                ScreenreaderOutput {
                    Row(
                        .name,
                        "The combobox is named by its visible label, such as \"Country\", with \(.state(.required)) where a country must be chosen",
                        .wcag(.sc4_1_2, .sc2_4_6, .sc3_3_2))
                    Row(
                        .role,
                        "It is announced as a \(.role(.comboBox)); some screen readers add \"editable\" or \"has autocomplete\"",
                        .wcag(.sc4_1_2))
                    Row(
                        .state,
                        "It reads \(.state(.collapsed)) while the list is closed and \(.state(.expanded)) while it is open",
                        .wcag(.sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize), "The field and the suggestions grow and none is cut off", .wcag(.sc1_4_4)
                    )
                    Row(
                        .setting(.magnification),
                        "At 320 px the list fits the width and the highlighted suggestion stays in view",
                        .wcag(.sc1_4_10, .sc2_4_11))
                    Row(
                        .setting(.textSpacing), "Suggestions do not overlap each other or get clipped", .wcag(.sc1_4_12)
                    )
                    Row(
                        .setting(.forcedColors), "The highlighted suggestion is still marked, not only by its colour",
                        .wcag(.sc1_4_11, .sc1_4_1))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The text field and each suggestion in the list are at least 24 by 24 CSS pixels, or have that much space around them",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The text field and each suggestion in the list are at least 44 by 44 CSS pixels, the larger size recommended for touch",
                        .bestPractice)
                    Row(
                        .tap,
                        "A suggestion is picked only on release over it; pressing one and moving off it before letting go picks nothing",
                        .wcag(.sc2_5_2))
                }
            }
        }
    }
}
