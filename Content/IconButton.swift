import A11yPlan

extension BundledCatalog {
    /// An icon button: a button that shows only a symbol, so its name has to be given in code.
    static var iconButton: Component {
        Component("Icon button", noun: "an icon button") {
            Usage(
                "An icon button shows a symbol instead of words, such as a share arrow, a bin or a cross that closes a panel. Because nothing is written on it, the name that assistive technology reads must be set in code and must say what the button does."
            )
            Variant(.iOS) {
                HowToTest(
                    given:
                        "I am on a screen with an icon button, such as a share arrow, that also appears on another screen"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the icon button",
                            .see("a focus ring drawn around the symbol, with room on every side"),
                            .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.space), "to press the icon button",
                            .see("the action the symbol stands for, such as the share sheet opening"), .wcag(.sc2_1_1))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the icon button", .hearOutput)
                        ThenWhen(
                            .gesture(.doubleTap), "to press the icon button",
                            .hear("the result of its action, such as the share sheet's first option"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.swipe), "to reach the same symbol after opening the other screen",
                            .hear("the same name as on the first screen, such as Share both times"), .wcag(.sc3_2_4))
                    }
                }
                KeyboardActions {
                    Row(.key(.space), "Runs the action of the icon button in focus", .wcag(.sc2_1_1))
                    Row(.key(.tab), "Moves on from the icon button to the next control", .wcag(.sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(
                        .gesture(.doubleTap), "Presses the icon button and does what its symbol shows",
                        .wcag(.sc4_1_2))
                    Row(
                        .gesture(.touchExplore), "Reads the icon button's name when a finger touches the symbol",
                        .wcag(.sc1_1_1))
                }
                ScreenreaderOutput {
                    Row(
                        .name,
                        "A name in words for what it does, such as Share, and never the image's file name or nothing at all",
                        .wcag(.sc1_1_1, .sc4_1_2))
                    Row(.role, "The role \(.role(.button)) straight after the name", .wcag(.sc4_1_2))
                    Row(.group, "No separate stop for the image inside the button", .wcag(.sc1_3_1))
                }
                DeviceSettings {
                    Row(
                        .setting(.darkMode),
                        "The symbol measures at least 3:1 against what is behind it, in both light and dark appearance",
                        .wcag(.sc1_4_11))
                    Row(
                        .setting(.increasedContrast),
                        "The symbol takes its higher-contrast colour: darker in light appearance, lighter in dark appearance",
                        .bestPractice)
                    Row(
                        .setting(.invertColors), "The symbol is inverted with the rest of the screen and stays visible",
                        .bestPractice)
                    Row(
                        .setting(.voiceControl),
                        "The icon button's name appears over it with Show names, and saying \"Tap\" and that name presses it",
                        .wcag(.sc4_1_2))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The area that presses the icon button, not only the drawn symbol, is at least 24 by 24 points, or it has that much clear space around it",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The area that presses the icon button is at least 44 by 44 points, as Apple recommends, however small the symbol is drawn",
                        .bestPractice)
                    Row(
                        .tap,
                        "Touching the symbol and sliding the finger well away before lifting runs nothing; a plain tap runs the action as the finger lifts",
                        .wcag(.sc2_5_2))
                }
            }
            Variant(.android) {
                HowToTest(
                    given: "I am on a screen with an icon button, such as a bin, that also appears on another screen"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the icon button",
                            .see("a focus highlight around the icon"),
                            .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .keys(.enter, .space), "to press the icon button",
                            .see("the action the icon shows, such as the item being deleted"), .wcag(.sc2_1_1))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the icon button", .hearOutput)
                        ThenWhen(
                            .gesture(.doubleTap), "to press the icon button",
                            .hear("the outcome, such as a message that the item was deleted"), .wcag(.sc4_1_2, .sc4_1_3)
                        )
                        ThenWhen(
                            .gesture(.swipe), "to reach the same icon after opening the other screen",
                            .hear("the name it had on the first screen, such as Delete both times"), .wcag(.sc3_2_4))
                    }
                }
                KeyboardActions {
                    Row(.keys(.enter, .space), "Presses the icon button that has the highlight", .wcag(.sc2_1_1))
                    Row(.key(.shiftTab), "Moves back from the icon button to the control before it", .wcag(.sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(.gesture(.doubleTap), "Does what the icon shows, as a tap on it would", .wcag(.sc4_1_2))
                    Row(
                        .gesture(.touchExplore), "Announces the icon button's name when a finger reaches its icon",
                        .wcag(.sc1_1_1))
                }
                ScreenreaderOutput {
                    Row(
                        .name,
                        "A content description that names the action, such as Delete, and not \"unlabelled\" or an image name",
                        .wcag(.sc1_1_1, .sc4_1_2))
                    Row(.role, "The role \(.role(.button)) after the name", .wcag(.sc4_1_2))
                    Row(.group, "The icon inside is not read as a separate image", .wcag(.sc1_3_1))
                }
                DeviceSettings {
                    Row(
                        .setting(.darkMode),
                        "The icon measures at least 3:1 against the surface behind it in Dark theme as well as in light",
                        .wcag(.sc1_4_11))
                    Row(
                        .setting(.grayscale), "The icon's meaning is still clear in grey, as it is shown by its shape",
                        .wcag(.sc1_4_1))
                    Row(
                        .setting(.voiceControl),
                        "The icon button gets a number or its name as a label, and saying \"Tap\" and the name presses it",
                        .wcag(.sc4_1_2))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The area that presses the icon button, not only the drawn icon, is at least 24 by 24 dp, or it has that much clear space around it",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The area that presses the icon button is at least 48 by 48 dp, as Material Design recommends, with the icon in its middle",
                        .bestPractice)
                    Row(
                        .tap,
                        "Touching the icon and sliding the finger off it before lifting runs nothing; a plain tap runs the action as the finger lifts",
                        .wcag(.sc2_5_2))
                }
            }
            Variant(.web) {
                HowToTest(
                    given:
                        "I am on a page with an icon button, such as a cross that closes a panel, used on more than one page"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the icon button",
                            .see("a focus indicator around the icon that is visible against the page"),
                            .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .keys(.enter, .space), "to press the icon button",
                            .see("the action the icon stands for, such as the panel closing"), .wcag(.sc2_1_1))
                    }
                    Screenreader {
                        When(.key(.tab), "to reach the icon button", .hearOutput)
                        ThenWhen(
                            .keys(.enter, .space), "to press the icon button",
                            .hear(
                                "the effect of the action, such as focus landing back on the control that opened the panel"
                            ),
                            .wcag(.sc2_4_3, .sc4_1_2))
                        ThenWhen(
                            .key(.tab), "to reach the same icon button after opening a second page that uses it",
                            .hear("the name it had on the first page, such as Close both times"), .wcag(.sc3_2_4))
                    }
                    MobileScreenreader {
                        When(
                            .gesture(.swipe), "to reach the icon button",
                            .hear("a name in words for the action, then \(.role(.button))"), .wcag(.sc1_1_1, .sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to press the icon button",
                            .hear("the outcome of the action, such as the panel's content no longer being read"),
                            .wcag(.sc4_1_2))
                    }
                }
                KeyboardActions {
                    Row(.keys(.enter, .space), "Runs the icon button's action, as a click would", .wcag(.sc2_1_1))
                    Row(.key(.shiftTab), "Moves back from the icon button to the previous control", .wcag(.sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(
                        .command(.nextButton), "Stops on the icon button and reads its name, not \"button\" alone",
                        .wcag(.sc4_1_2))
                    Row(
                        .command(.nextGraphic),
                        "Does not stop on the icon inside the button as a graphic with no name",
                        .wcag(.sc1_1_1))
                    Row(
                        .command(.elementsList), "Lists the icon button under a name that says what it does",
                        .wcag(.sc2_4_6))
                }
                ScreenreaderOutput {
                    Row(
                        .name, "A name in words, from aria-label or hidden text, such as Close",
                        .wcag(.sc1_1_1, .sc4_1_2))
                    Row(.role, "The role \(.role(.button)) with the name", .wcag(.sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.forcedColors),
                        "The icon stays visible in the contrast theme's colours instead of vanishing with the page colours",
                        .bestPractice)
                    Row(
                        .setting(.darkMode),
                        "The icon measures at least 3:1 against the background, in dark mode as in light",
                        .wcag(.sc1_4_11))
                    Row(
                        .setting(.magnification),
                        "At 320 px wide the icon button is still on screen and not covered by other content",
                        .wcag(.sc1_4_10))
                    Row(
                        .setting(.voiceControl),
                        "The icon button is pressed when I say \"Click\" and its name, as in \"Click Close\"",
                        .wcag(.sc4_1_2))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The icon button, with any padding that also responds to a click, is at least 24 by 24 CSS pixels, or spaced so that a 24-pixel circle centred on it overlaps no other target",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize, "The icon button, with its padding, is at least 44 by 44 CSS pixels",
                        .bestPractice)
                    Row(
                        .tap,
                        "Pressing on the icon and moving the pointer or finger off it before letting go runs nothing; the action runs on release",
                        .wcag(.sc2_5_2))
                }
            }
        }
    }
}
