import A11yPlan

extension BundledCatalog {
    /// A popover tooltip (inline tip): the reference page on iOS, with Android and Web plans.
    static var popoverTooltip: Component {
        Component("Popover tooltip", noun: "a popover tooltip") {
            Usage(
                "A popover tooltip or inline tip is a transient view that appears above other content when people click or tap a control or interactive area."
            )
            Variant(.iOS) {
                HowToTest(given: "I am on a screen with a popover tooltip") {
                    KeyboardOnly {
                        When(
                            .keys(.arrowKeys, .ctrlTab),
                            "to move focus to a button",
                            .see("focus is visually indicated (strongly if high contrast enabled)"),
                            .wcag(.sc2_1_1, .sc2_4_7)
                        )
                        ThenWhen(.key(.space), .see("the options are available"), .wcag(.sc2_1_1))
                        ThenWhen(
                            .keys(.ctrlTab, .arrowKey).phrased("the ctrl + tab key or arrow key"),
                            .see("the popover is toggled open/closed"),
                            .wcag(.sc2_1_1)
                        )
                        OrWhen(.key(.escape), .see("the popover closed"), .wcag(.sc2_1_2, .sc1_4_13))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to focus on a button", .hearOutput)
                        ThenWhen(
                            .gesture(.doubleTap),
                            "with the button in focus",
                            .hear("the popover is toggled open/closed"),
                            .wcag(.sc4_1_2)
                        )
                    }
                }
                KeyboardActions {
                    Row(.keys(.arrowKeys, .ctrlTab), "Focus visibly moves to the button", .wcag(.sc2_1_1, .sc2_4_7))
                    Row(.key(.space), "Expands/collapses popover", .wcag(.sc2_1_1))
                    Row(.key(.escape), "Closes the popover", .wcag(.sc2_1_2, .sc1_4_13))
                }
                ScreenreaderGestures {
                    Row(.gesture(.swipe), "Focus moves to the button, expresses its name, role", .wcag(.sc4_1_2))
                    Row(.gesture(.doubleTap), "Button displays popover", .wcag(.sc4_1_2))
                    Row(.gesture(.swipeAgain), "Browses popover", .wcag(.sc1_3_2, .sc2_4_3))
                }
                ScreenreaderOutput {
                    Row(.name, "Its purpose is clear and matches visible label", .wcag(.sc4_1_2, .sc2_5_3))
                    Row(.role, "It identifies itself as a \(.role(.button))", .wcag(.sc4_1_2))
                    Row(
                        .group, "Any visible label is read with the \(.role(.button)) in a single swipe",
                        .wcag(.sc1_3_1))
                    Row(.state, "It expresses its state (\(.state(.expanded)))", .wcag(.sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize).phrased("Text resize"),
                        "Text can resize up to 200% without losing information",
                        .wcag(.sc1_4_4)
                    )
                    Row(
                        .setting(.increasedContrast).phrased("Increased contrast"),
                        "Focus outline becomes high contrast",
                        .bestPractice
                    )
                }
            }
            Variant(.android) {
                HowToTest(given: "I am on a screen with a popover tooltip") {
                    KeyboardOnly {
                        When(
                            .keys(.tab, .arrowKeys),
                            "to move focus to the button",
                            .see("a clear focus indicator on it"),
                            .wcag(.sc2_1_1, .sc2_4_7)
                        )
                        ThenWhen(.keys(.enter, .space), .see("the popover opens next to the button"), .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.tab),
                            .see("focus moves into the popover and stays in view"),
                            .wcag(.sc2_4_3, .sc2_4_11)
                        )
                        OrWhen(
                            .key(.escape),
                            .see("the popover closes and focus returns to the button"),
                            .wcag(.sc2_1_2, .sc2_4_3)
                        )
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the button", .hearOutput)
                        ThenWhen(
                            .gesture(.doubleTap),
                            "while the button has focus",
                            .hear("the popover opened or closed"),
                            .wcag(.sc4_1_2)
                        )
                        ThenWhen(
                            .gesture(.dismiss),
                            .hear("the popover closed and focus is back on the button"),
                            .wcag(.sc2_4_3)
                        )
                    }
                }
                KeyboardActions {
                    Row(
                        .keys(.tab, .arrowKeys),
                        "Focus moves to the button and is clearly visible",
                        .wcag(.sc2_1_1, .sc2_4_7)
                    )
                    Row(.keys(.enter, .space), "Opens or closes the popover", .wcag(.sc2_1_1))
                    Row(.key(.escape), "Closes the popover and returns focus to the button", .wcag(.sc2_1_2, .sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(.gesture(.swipe), "Focus moves to the button; its name and role are read", .wcag(.sc4_1_2))
                    Row(.gesture(.doubleTap), "The popover opens", .wcag(.sc4_1_2))
                    Row(.gesture(.swipeAgain), "Moves through the popover's content", .wcag(.sc1_3_2))
                    Row(.gesture(.dismiss), "Closes the popover", .wcag(.sc2_1_2))
                }
                ScreenreaderOutput {
                    Row(
                        .name, "The button's name matches its visible label and says what the popover is about",
                        .wcag(.sc4_1_2, .sc2_5_3))
                    Row(.role, "The control is announced as a \(.role(.button))", .wcag(.sc4_1_2))
                    Row(.group, "The visible label and the role are read in one swipe", .wcag(.sc1_3_1))
                    Row(
                        .state, "Whether the popover is open is read as \(.state(.expanded)) or \(.state(.collapsed))",
                        .wcag(.sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize),
                        "Text in the popover grows with the largest font size and nothing is cut off",
                        .wcag(.sc1_4_4)
                    )
                    Row(
                        .setting(.increasedContrast),
                        "Popover text keeps a strong contrast against its background",
                        .bestPractice
                    )
                    Row(
                        .setting(.reduceMotion),
                        "The popover appears without a sliding or fading animation",
                        .wcag(.sc2_3_3)
                    )
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The button that opens the popover has a target of at least 24 by 24 dp, or is spaced so that a circle 24 dp across centred on it overlaps no other target nor another undersized target's circle",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The button that opens the popover has a target of at least 48 by 48 dp, as Material Design recommends",
                        .bestPractice)
                    Row(
                        .tap,
                        "Touching the button and sliding the finger off it before lifting does not open the popover",
                        .wcag(.sc2_5_2))
                }
            }
            Variant(.web) {
                HowToTest(given: "I am on a page with a popover tooltip") {
                    KeyboardOnly {
                        When(
                            .key(.tab),
                            "to move focus to the button",
                            .see("a visible focus indicator on the button"),
                            .wcag(.sc2_1_1, .sc2_4_7)
                        )
                        ThenWhen(.keys(.enter, .space), .see("the popover opens next to the button"), .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.tab),
                            .see(
                                "if the popover holds links or buttons, focus moves into it next; otherwise focus moves on to the next control"
                            ),
                            .wcag(.sc2_1_1, .sc2_4_3))
                        ThenWhen(
                            .key(.tab), "to move past the popover's last control",
                            .see("focus leaves the popover for the next control on the page and is not held inside it"),
                            .wcag(.sc2_1_2))
                        OrWhen(
                            .key(.escape), "to close the popover from inside it",
                            .see("the popover closes and focus returns to the button"),
                            .wcag(.sc2_1_2, .sc2_4_3)
                        )
                    }
                    Screenreader {
                        When(.key(.tab), "to move focus to the button", .hearOutput)
                        ThenWhen(
                            .keys(.enter, .space),
                            .hear("the button's state changes to \(.state(.expanded))"),
                            .wcag(.sc4_1_2)
                        )
                        OrWhen(
                            .key(.escape), .hear("the button's state changes to \(.state(.collapsed))"), .wcag(.sc4_1_2)
                        )
                    }
                    MobileScreenreader {
                        When(.gesture(.swipe), "to reach the button", .hearOutput)
                        ThenWhen(
                            .gesture(.doubleTap),
                            .hear(
                                "the button is now \(.state(.expanded)), and the next swipe reads the popover's first words"
                            ),
                            .wcag(.sc4_1_2, .sc1_3_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to activate the popover's Close button, or the button itself again",
                            .hear("the button again, now \(.state(.collapsed)), and nothing more from the popover"),
                            .wcag(.sc2_4_3, .sc4_1_2))
                    }
                }
                KeyboardActions {
                    Row(.key(.tab), "Focus moves to the button with a visible indicator", .wcag(.sc2_1_1, .sc2_4_7))
                    Row(.keys(.enter, .space), "Opens or closes the popover", .wcag(.sc2_1_1))
                    Row(.key(.escape), "Closes the popover; focus is on the button", .wcag(.sc2_1_2, .sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(.key(.tab), "Focus moves to the button; its name, role and state are read", .wcag(.sc4_1_2))
                    Row(
                        .keys(.enter, .space),
                        "The popover opens and its state is read as \(.state(.expanded))",
                        .wcag(.sc4_1_2)
                    )
                    Row(
                        .key(.escape),
                        "The popover closes and its state is read as \(.state(.collapsed))",
                        .wcag(.sc4_1_2)
                    )
                }
                ScreenreaderOutput {
                    Row(.name, "The button's name matches its visible label", .wcag(.sc4_1_2, .sc2_5_3))
                    Row(.role, "The control is announced as a \(.role(.button))", .wcag(.sc4_1_2))
                    Row(.group, "The visible label is read with the role as focus arrives", .wcag(.sc1_3_1))
                    Row(
                        .state, "Whether the popover is open is read as \(.state(.expanded)) or \(.state(.collapsed))",
                        .wcag(.sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize),
                        "Text in the popover grows to 200% and nothing overlaps or is cut off",
                        .wcag(.sc1_4_4)
                    )
                    Row(
                        .setting(.magnification),
                        "The popover fits a 320 px wide viewport without scrolling sideways",
                        .wcag(.sc1_4_10)
                    )
                    Row(
                        .setting(.forcedColors),
                        "The popover's border and the focus indicator stay visible",
                        .wcag(.sc1_4_11)
                    )
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The button that opens the popover, and any Close button inside it, are each at least 24 by 24 CSS pixels, or are spaced so that a 24-pixel circle centred on each overlaps no other target nor another undersized target's circle",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The button that opens the popover, and any Close button inside it, are each at least 44 by 44 CSS pixels, the size WCAG asks for at level AAA",
                        .bestPractice)
                    Row(
                        .tap,
                        "Pressing on the button and moving the pointer or finger off it before letting go does not open the popover",
                        .wcag(.sc2_5_2))
                }
            }
        }
    }
}
