import A11yPlan

extension BundledCatalog {
    /// A select: a labelled control that shows one chosen value and opens a list of options to change it.
    static var select: Component {
        Component("Select", noun: "a select") {
            Usage(
                "A select shows the option that is chosen, such as a size, and opens a list of options to pick another one. Picking an option only changes the value; it does not run an action or move to another screen. A list of commands is a menu instead."
            )
            Variant(.iOS) {
                HowToTest(
                    given:
                        "I am on a screen with a Size select, a pop-up button that shows Medium, and below it a dimmed Colour select"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the Size select",
                            .see("the focus ring is on the pop-up button showing Medium"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.space), .see("the menu of sizes opens and Medium has a checkmark"),
                            .wcag(.sc2_1_1, .sc1_3_1))
                        ThenWhen(
                            .key(.downArrow), "to move to Large",
                            .see("the focus ring moves down the options one at a time"), .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.enter), "on Large",
                            .see("the menu closes, the button shows Large and nothing else on the screen changes"),
                            .wcag(.sc3_2_2))
                        OrWhen(
                            .key(.escape), "with the menu open",
                            .see("the menu closes and the button still shows the size chosen before"), .wcag(.sc2_1_2))
                    }
                    Screenreader {
                        When(
                            .gesture(.swipe), "to reach the Size select",
                            .hear("\"Size\", \"Medium\" and \(.role(.popUpButton))"), .wcag(.sc4_1_2, .sc1_3_1))
                        ThenWhen(
                            .gesture(.doubleTap), "to open the options",
                            .hear("VoiceOver move into the menu, with Medium read as \(.state(.selected))"),
                            .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "on Large",
                            .hear("the menu has closed and the button now reads Large"), .wcag(.sc4_1_2, .sc3_2_2))
                        ThenWhen(
                            .gesture(.dismiss), "after opening the options again",
                            .hear("the menu has closed and Large is still the value"), .wcag(.sc2_1_2))
                        ThenWhen(
                            .gesture(.swipe), "to move on to the dimmed Colour select",
                            .hear("\"Colour\", its value, \(.role(.popUpButton)) and \(.state(.disabled))"),
                            .wcag(.sc4_1_2))
                    }
                }
                KeyboardActions {
                    Row(.key(.upArrow), "Moves to the option above in the open menu", .wcag(.sc2_1_1))
                    Row(.key(.space), "Opens the options, or picks the one in focus", .wcag(.sc2_1_1))
                    Row(.key(.escape), "Closes the options and leaves the value unchanged", .wcag(.sc2_1_2))
                }
                ScreenreaderGestures {
                    Row(.gesture(.swipe), "Moves from option to option in the open menu", .wcag(.sc1_3_2))
                    Row(
                        .gesture(.touchExplore), "Reads the option under the finger, with its checkmark if chosen",
                        .wcag(.sc1_3_1))
                    Row(.gesture(.dismiss), "Closes the open menu with no change of size", .wcag(.sc2_1_2))
                }
                ScreenreaderOutput {
                    Row(
                        .name, "The button's name joins its label and its value, \"Size, Medium\"",
                        .wcag(.sc1_3_1, .sc4_1_2))
                    Row(.role, "It is read as a \(.role(.popUpButton)), so it is known to open a list", .wcag(.sc4_1_2))
                    Row(
                        .state,
                        "Only the chosen option is read as \(.state(.selected)) in the menu, and a select that cannot be used as \(.state(.disabled))",
                        .wcag(.sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize), "The value and the options grow, and the menu scrolls when it is long",
                        .wcag(.sc1_4_4))
                    Row(.setting(.voiceControl), "Saying \"Tap Size\" opens the options", .wcag(.sc2_5_3))
                    Row(
                        .setting(.buttonShapes), "The pop-up button shows an outline that marks it as a control",
                        .bestPractice)
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The pop-up button and each option in its menu are at least 24 by 24 points, or have that much space around them",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The pop-up button and each option in its menu are at least 44 by 44 points, as Apple recommends",
                        .bestPractice)
                    Row(
                        .tap,
                        "An option is picked only when the finger lifts on it; lifting the finger anywhere but on an option picks nothing, and the size stays as it was",
                        .wcag(.sc2_5_2))
                }
            }
            Variant(.android) {
                HowToTest(
                    given:
                        "I am on a screen with a Size select, an exposed dropdown menu showing Medium, and below it a disabled Colour select"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the Size select",
                            .see("a focus highlight on the dropdown showing Medium"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .keys(.enter, .space), .see("the list of sizes drops down below the field"), .wcag(.sc2_1_1)
                        )
                        ThenWhen(
                            .key(.downArrow), "to move to Large",
                            .see("the highlight moves down the list one option at a time"), .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.enter), "on Large",
                            .see("the list closes, the field shows Large and the screen stays as it was"),
                            .wcag(.sc3_2_2))
                        OrWhen(
                            .key(.escape), "with the list open", .see("the list closes and the value has not changed"),
                            .wcag(.sc2_1_2))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the Size select", .hearOutput)
                        ThenWhen(
                            .gesture(.doubleTap), "to open the options",
                            .hear("TalkBack move into the list of sizes, starting at an option"), .wcag(.sc2_4_3))
                        ThenWhen(
                            .gesture(.doubleTap), "on Large",
                            .hear("the list has closed and the field reads Large"), .wcag(.sc4_1_2, .sc3_2_2))
                        ThenWhen(
                            .gesture(.dismiss), "after opening the options again",
                            .hear("the list has closed, TalkBack is on the field and Large is kept"), .wcag(.sc2_1_2))
                        ThenWhen(
                            .gesture(.swipe), "to move on to the disabled Colour select",
                            .hear("\"Colour\", its value and \(.state(.disabled))"), .wcag(.sc4_1_2))
                    }
                }
                KeyboardActions {
                    Row(.key(.upArrow), "Moves up to the previous option in the open list", .wcag(.sc2_1_1))
                    Row(.key(.space), "Opens the list of options from the field", .wcag(.sc2_1_1))
                    Row(.key(.escape), "Closes the list as the Back key does, keeping the value", .wcag(.sc2_1_2))
                }
                ScreenreaderGestures {
                    Row(.gesture(.swipe), "Moves through the options of the open list in order", .wcag(.sc1_3_2))
                    Row(.gesture(.touchExplore), "Reads the option under the finger", .wcag(.sc1_3_1))
                    Row(.gesture(.dismiss), "Closes the open list without picking", .wcag(.sc2_1_2))
                }
                ScreenreaderOutput {
                    Row(
                        .name, "The field's label \"Size\" is read with its value \"Medium\"", .wcag(.sc1_3_1, .sc4_1_2)
                    )
                    Row(.role, "It is read as a \(.role(.popUpButton))", .wcag(.sc4_1_2))
                    Row(
                        .state,
                        "The field says whether its list is \(.state(.expanded)) or \(.state(.collapsed)), and a select that cannot be used is read as \(.state(.disabled))",
                        .wcag(.sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize), "At the largest font size the value and the options are not cut off",
                        .wcag(.sc1_4_4))
                    Row(.setting(.voiceControl), "Saying \"Tap Size\" opens the list of sizes", .wcag(.sc2_5_3))
                    Row(
                        .setting(.darkMode), "The field's outline, value and label keep enough contrast",
                        .wcag(.sc1_4_3, .sc1_4_11))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The dropdown and each option in its list are at least 24 by 24 dp, or have that much space around them",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The dropdown and each option in its list are at least 48 by 48 dp, as Material Design recommends",
                        .bestPractice)
                    Row(
                        .tap,
                        "The list opens, and an option is picked, only when the finger lifts; touching an option and sliding off it before lifting leaves the size as it was",
                        .wcag(.sc2_5_2))
                }
            }
            Variant(.web) {
                HowToTest(
                    given:
                        "I am on a page with a disabled Colour select and, below it, a Size select (a native select element) that shows Medium and has a hint under it"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the Size select",
                            .see(
                                "a visible focus indicator on the Size select, after focus has passed over the disabled one"
                            ),
                            .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.downArrow), "with the list closed",
                            .see("on Windows the value changes to Large in place; on macOS the list opens instead"),
                            .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.characters), "to type the letter S",
                            .see("the first option starting with S, Small, becomes the value"), .wcag(.sc2_1_1))
                        ThenWhen(
                            .keys(.altDownArrow, .space).phrased(
                                "alt + down arrow (Windows) or the spacebar (macOS)"),
                            "to open the list", .see("the list opens with the current option highlighted"),
                            .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.enter), "on Large in the open list",
                            .see("the list closes with Large chosen, and focus and the page stay where they were"),
                            .wcag(.sc3_2_2))
                        OrWhen(
                            .key(.escape), "with the list open", .see("the list closes and the value is what it was"),
                            .wcag(.sc2_1_2))
                    }
                    Screenreader {
                        When(
                            .command(.nextComboBox), "to reach the disabled Colour select",
                            .hear("\"Colour\", its value and \(.state(.disabled))"), .wcag(.sc4_1_2))
                        ThenWhen(.command(.nextComboBox), "to move on to the Size select", .hearOutput)
                        ThenWhen(
                            .keys(.altDownArrow, .space).phrased(
                                "alt + down arrow (Windows) or the spacebar (macOS)"),
                            "to open the list", .hear("that the list has opened, then the option in focus, Medium"),
                            .wcag(.sc4_1_2))
                        ThenWhen(
                            .keys(.upDownArrows), "to move through the options",
                            .hear("each option with its place, such as \"Large, 3 of 4\""), .wcag(.sc1_3_1))
                        ThenWhen(
                            .key(.enter), .hear("the list has closed and Large is read as the value"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .keys(.upDownArrows),
                            "to go through the open list of a Language select whose options are each written in their own language, such as Deutsch and Français",
                            .hear(
                                "each option in the voice of its own language, such as Deutsch in a German voice and Français in a French one, not in the voice of the page's own language; NVDA keeps one voice for whatever has focus, whatever its lang, so a single voice in NVDA is no failure"
                            ), .wcag(.sc3_1_2))
                    }
                    MobileScreenreader {
                        When(
                            .gesture(.swipe), "to reach the Size select",
                            .hear("\"Size\", \"Medium\" and a word saying it opens a list"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to open the options",
                            .hear("the phone's own picker or list of sizes, with Medium marked"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "on Large",
                            .hear("the picker has closed, or closes with Done, and the select reads Large"),
                            .wcag(.sc3_2_2, .sc4_1_2))
                    }
                }
                KeyboardActions {
                    Row(
                        .key(.upArrow), "With the list closed on Windows, picks the previous option in place",
                        .wcag(.sc2_1_1))
                    Row(.keys(.home, .end), "Picks the first or the last option", .wcag(.sc2_1_1))
                    Row(.key(.tab), "Leaves the select with the value chosen and moves on", .wcag(.sc2_1_1))
                }
                ScreenreaderGestures {
                    Row(.command(.nextComboBox), "Jumps to the select; its label and value are read", .wcag(.sc1_3_1))
                    Row(.key(.escape), "Closes the open list; the value read is the one before", .wcag(.sc2_1_2))
                }
                ScreenreaderOutput {
                    Row(.name, "The select is named by its visible label \"Size\"", .wcag(.sc1_3_1, .sc2_5_3))
                    Row(.role, "It is announced as \(.role(.popUpButton)), with its value \"Medium\"", .wcag(.sc4_1_2))
                    Row(
                        .group,
                        "The hint or error under the select is read after its label and value; selects that belong together, such as Day, Month and Year, are read with their group's name",
                        .wcag(.sc1_3_1, .sc3_3_1, .sc3_3_2))
                    Row(
                        .state,
                        "NVDA and JAWS read the closed list as \(.state(.collapsed)) and the open one as \(.state(.expanded)), where VoiceOver reads no such state for a select; a select that cannot be used is read as \(.state(.disabled))",
                        .wcag(.sc4_1_2))
                }
                DeviceSettings {
                    Row(.setting(.textResize), "The select's value grows and is not cut off", .wcag(.sc1_4_4))
                    Row(
                        .setting(.magnification),
                        "At 320 px the select and its label fit the width, one under the other",
                        .wcag(.sc1_4_10))
                    Row(.setting(.forcedColors), "The select's border and arrow stay visible", .wcag(.sc1_4_11))
                    Row(
                        .setting(.voiceControl), "Saying \"Click Size\" moves to the select and opens it",
                        .wcag(.sc2_5_3))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The select is at least 24 by 24 CSS pixels, or spaced so that a 24-pixel circle centred on it overlaps no other target; the options of its open list, and a select left at the browser's own size and style, are exempt, as the browser sets their size",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The select is at least 44 by 44 CSS pixels, the larger size recommended for touch",
                        .bestPractice)
                    Row(
                        .tap,
                        "An option becomes the value only on release over it; releasing anywhere else leaves the value as it was",
                        .wcag(.sc2_5_2))
                }
            }
        }
    }
}
