import A11yPlan

extension BundledCatalog {
    /// A tooltip: a short description of a control, shown while the control has focus or the pointer; it never takes focus.
    static var tooltip: Component {
        Component("Tooltip", noun: "a tooltip") {
            Usage(
                "A tooltip is a small label that describes a control, most often an icon button, while the control has focus or the pointer is over it. It holds text only, never takes focus itself, and on phones its text is also read as the control's hint or description."
            )
            Variant(.iOS) {
                HowToTest(given: "I am on a screen with a Share icon button that has a tooltip") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the Share button",
                            .see("the focus ring is on the button, and the tooltip never gets a focus ring of its own"),
                            .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.space), .see("the share sheet opens, which is what the tooltip's words promised"),
                            .wcag(.sc2_1_1, .sc2_4_6))
                        ThenWhen(
                            .key(.tab), "to move past the Share button",
                            .see("the next control gets the focus ring, with no stop on the tooltip's text"),
                            .wcag(.sc2_4_3))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the Share button", .hearOutput)
                        ThenWhen(
                            .gesture(.swipe), "to move on",
                            .hear("the next control, and not the tooltip's text as an element of its own"),
                            .wcag(.sc1_3_2))
                    }
                }
                KeyboardActions {
                    Row(.key(.space), "Presses the Share button; the tooltip has no action of its own", .wcag(.sc2_1_1))
                    Row(
                        .key(.shiftTab), "Moves back to the Share button and keeps the tooltip out of the order",
                        .wcag(.sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(
                        .gesture(.touchExplore),
                        "Touching the icon reads its name, then after a pause the tooltip's words",
                        .wcag(.sc1_1_1, .sc4_1_2))
                    Row(.gesture(.doubleTap), "Opens the share sheet from the button", .wcag(.sc4_1_2))
                    Row(
                        .gesture(.swipeBack), "Comes back to the button without stopping on any tooltip text",
                        .wcag(.sc1_3_2))
                }
                ScreenreaderOutput {
                    Row(.name, "The icon button has a short name, such as \"Share\"", .wcag(.sc1_1_1, .sc4_1_2))
                    Row(.role, "It is read as a \(.role(.button)), not as an image", .wcag(.sc4_1_2))
                    Row(
                        .group, "The tooltip's longer description is read as the button's hint, after a short pause",
                        .wcag(.sc1_3_1))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize),
                        "With an iPad's trackpad or mouse pointer held over the button, the tooltip that appears has larger text that wraps instead of being cut off",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.voiceControl),
                        "Saying \"Tap Share\" presses the button, since its name is the tooltip's word",
                        .wcag(.sc2_5_3))
                    Row(
                        .setting(.increasedContrast),
                        "With an iPad's trackpad or mouse pointer held over the button, the tooltip's text and edge stand out from what lies under it",
                        .bestPractice)
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The Share button, however small its icon, has a target of at least 24 by 24 points, or is spaced so that a 24-point circle centred on it overlaps no other target nor another undersized target's circle",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The Share button, however small its icon, has a target of at least 44 by 44 points, as Apple's guidelines recommend",
                        .bestPractice)
                }
            }
            Variant(.android) {
                HowToTest(given: "I am on a screen with a Share icon button that has a tooltip") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the Share button",
                            .see("the focus highlight is on the button and the tooltip is not a stop of its own"),
                            .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .keys(.enter, .space), .see("the share sheet opens, as the tooltip said it would"),
                            .wcag(.sc2_1_1, .sc2_4_6))
                        OrWhen(
                            .key(.tab), "to move past the Share button",
                            .see("the highlight moves to the next control and a shown tooltip goes away"),
                            .wcag(.sc2_4_3, .sc1_4_13))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the Share button", .hearOutput)
                        ThenWhen(
                            .gesture(.swipe), "to move on",
                            .hear("the next control, with no separate stop on the tooltip"), .wcag(.sc1_3_2))
                    }
                }
                KeyboardActions {
                    Row(.keys(.enter, .space), "Presses the Share button, never the tooltip", .wcag(.sc2_1_1))
                    Row(.key(.shiftTab), "Moves back to the Share button, skipping any tooltip", .wcag(.sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(
                        .gesture(.touchExplore),
                        "Touching the icon reads its name once and its role, then the tooltip's text only if it says more than the name",
                        .wcag(.sc1_1_1, .sc4_1_2))
                    Row(
                        .gesture(.doubleTap), "Opens the share sheet; a tap never opens the tooltip instead",
                        .wcag(.sc4_1_2))
                    Row(
                        .gesture(.doubleTapAndHold),
                        "Long-presses the button: the tooltip appears beside it and TalkBack stays on the button",
                        .bestPractice)
                }
                ScreenreaderOutput {
                    Row(
                        .name, "The icon button is named, such as \"Share\", though it shows no text",
                        .wcag(.sc1_1_1, .sc4_1_2))
                    Row(.role, "The word \(.role(.button)) is read after the name", .wcag(.sc4_1_2))
                    Row(
                        .group,
                        "The name is read once; tooltip text is read after the role only when it says more than the name",
                        .wcag(.sc1_3_1))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize),
                        "A shown tooltip's text grows with the font size and wraps onto more lines",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.voiceControl),
                        "Saying \"Tap Share\" presses the button, as its name matches the tooltip",
                        .wcag(.sc2_5_3))
                    Row(
                        .setting(.darkMode), "The tooltip's text keeps enough contrast on its dark background",
                        .wcag(.sc1_4_3))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The Share button, however small its icon, has a target of at least 24 by 24 dp, or is spaced so that a circle 24 dp across centred on it overlaps no other target nor another undersized target's circle",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The Share button, however small its icon, has a target of at least 48 by 48 dp, as Material Design recommends",
                        .bestPractice)
                    Row(
                        .longPress,
                        "Holding a finger on the Share button shows its tooltip, and lifting the finger afterwards does not open the share sheet",
                        .bestPractice)
                }
            }
            Variant(.web) {
                HowToTest(given: "I am on a page with a Share icon button that has a tooltip") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the Share button",
                            .see(
                                "a focus indicator on the button, and the tooltip appears beside it without fully covering it"
                            ),
                            .wcag(.sc2_4_7, .sc1_4_13, .sc2_4_11))
                        ThenWhen(
                            .key(.escape), .see("the tooltip hides and focus stays on the Share button"),
                            .wcag(.sc1_4_13))
                        ThenWhen(
                            .key(.tab), "to move past the Share button",
                            .see("focus goes to the next control, never into the tooltip, and the tooltip closes"),
                            .wcag(.sc2_4_3))
                        OrWhen(
                            .key(.shiftTab), "to come back and wait ten seconds",
                            .see("the tooltip shows again and is still there after the wait, as focus has not left"),
                            .wcag(.sc1_4_13))
                    }
                    Screenreader {
                        When(.key(.tab), "to reach the Share button", .hearOutput)
                        ThenWhen(
                            .key(.escape), .hear("nothing new; the screen reader stays on the Share button"),
                            .wcag(.sc1_4_13))
                        ThenWhen(
                            .keys(.tab, .shiftTab).phrased("the tab key, then shift + tab"),
                            "to move to the next control and back",
                            .hear("the Share button's name and its description each time focus returns to it"),
                            .wcag(.sc4_1_2))
                    }
                    MobileScreenreader {
                        When(
                            .gesture(.swipe), "to reach the Share button",
                            .hear("\"Share\", \(.role(.button)), then the tooltip's text as its description"),
                            .wcag(.sc4_1_2, .sc1_3_1))
                        ThenWhen(
                            .gesture(.doubleTap),
                            .hear("the share panel opens; the tooltip does not open in place of it"),
                            .wcag(.sc4_1_2))
                    }
                }
                KeyboardActions {
                    Row(
                        .key(.tab), "Shows the tooltip as focus reaches the button, and hides it as focus leaves",
                        .wcag(.sc1_4_13))
                    Row(
                        .key(.escape), "Dismisses the tooltip without moving focus or closing anything else",
                        .wcag(.sc1_4_13))
                    Row(.keys(.enter, .space), "Presses the Share button itself", .wcag(.sc2_1_1))
                }
                ScreenreaderGestures {
                    Row(
                        .command(.elementsList), "Lists the button by its own name, not by the tooltip's words",
                        .wcag(.sc2_4_6, .sc4_1_2))
                    Row(.key(.escape), "Hides the tooltip while the screen reader's focus stays put", .wcag(.sc1_4_13))
                }
                ScreenreaderOutput {
                    Row(.name, "The button's name is a short label, such as \"Share\"", .wcag(.sc1_1_1, .sc4_1_2))
                    Row(.role, "It is announced as a \(.role(.button))", .wcag(.sc4_1_2))
                    Row(
                        .group,
                        "The tooltip's text is read after the role as the button's description (aria-describedby)",
                        .wcag(.sc1_3_1))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize), "The tooltip's text grows and wraps without being clipped",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.magnification),
                        "At 320 px the tooltip fits the width, and the pointer can move from the button onto it without it closing",
                        .wcag(.sc1_4_13, .sc1_4_10))
                    Row(
                        .setting(.textSpacing), "The tooltip's text keeps all its words visible with wider spacing",
                        .wcag(.sc1_4_12))
                    Row(.setting(.forcedColors), "The tooltip has a visible border against the page", .bestPractice)
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The Share button, however small its icon, is at least 24 by 24 CSS pixels, or is spaced so that a 24-pixel circle centred on it overlaps no other target nor another undersized target's circle",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The Share button, however small its icon, is at least 44 by 44 CSS pixels, the size WCAG asks for at level AAA",
                        .bestPractice)
                    Row(
                        .tap,
                        "On a touch screen, one tap on the Share button opens the share panel; the tap is not used up showing the tooltip",
                        .bestPractice)
                }
            }
        }
    }
}
