import A11yPlan

extension BundledCatalog {
    /// A tab bar: the app's top-level sections along the bottom of the screen.
    static var tabBar: Component {
        Component("Tab bar", noun: "a tab bar") {
            Usage(
                "A tab bar sits at the bottom of an app screen and switches between the app's top-level sections, such as Home, Search, Inbox and Profile. On Android it is called the bottom navigation bar. A tab can carry a badge, such as a count of unread items."
            )
            Variant(.iOS) {
                HowToTest(given: "I am on a screen of an app with a tab bar of four tabs, one of them with a badge") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "until the tab bar is reached",
                            .see("the focus ring is on one tab of the bar"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.rightArrow), "to move along the bar",
                            .see("the focus ring moves to the next tab and the section shown stays the same"),
                            .wcag(.sc2_1_1, .sc3_2_1))
                        ThenWhen(
                            .key(.space), "to open the tab in focus",
                            .see("that tab's icon and label are highlighted and its section fills the screen"),
                            .wcag(.sc2_1_1))
                    }
                    Screenreader {
                        When(
                            .gesture(.touchExplore), "to find the selected tab at the bottom of the screen", .hearOutput
                        )
                        ThenWhen(
                            .gesture(.swipe), "to the tab with the badge",
                            .hear("its label, then the badge's count, then \(.role(.tab)) and \"3 of 4\""),
                            .wcag(.sc1_3_1, .sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to open that section",
                            .hear(
                                "the tab read again with \(.state(.selected)), and the section's content is there to swipe to"
                            ),
                            .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.swipe), "past the last tab",
                            .hear(
                                "the sound that marks the end of the screen, and nothing from a section that is not shown"
                            ),
                            .wcag(.sc1_3_2))
                    }
                }
                KeyboardActions {
                    Row(.key(.leftArrow), "Moves the focus ring to the tab on the left", .wcag(.sc2_1_1))
                    Row(.key(.space), "Switches to the section of the focused tab", .wcag(.sc2_1_1))
                    Row(.key(.shiftTab), "Leaves the tab bar for the content of the current section", .wcag(.sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(.gesture(.swipeBack), "Moves to the tab on the left and reads its position", .wcag(.sc4_1_2))
                    Row(
                        .gesture(.doubleTap),
                        "On the tab that is already selected, returns that section to its first screen",
                        .bestPractice)
                    Row(
                        .gesture(.dismiss),
                        "On a deeper screen of a section, goes back one screen and the same tab stays selected",
                        .bestPractice)
                }
                ScreenreaderOutput {
                    Row(.name, "The tab's label, even when only an icon shows", .wcag(.sc1_1_1, .sc4_1_2))
                    Row(.role, "The role \(.role(.tab)) for each item of the bar", .wcag(.sc4_1_2))
                    Row(.group, "The tab's place in the bar, such as \"2 of 4\"", .wcag(.sc1_3_1))
                    Row(.state, "The state \(.state(.selected)) for the current section's tab", .wcag(.sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize),
                        "Labels keep their size in the bar; touching and holding a tab shows its label enlarged in the middle of the screen",
                        .bestPractice)
                    Row(
                        .setting(.grayscale),
                        "The selected tab still differs from the others by its filled icon or its label",
                        .wcag(.sc1_4_1))
                    Row(
                        .setting(.reduceTransparency), "The bar gets a solid background and its labels stay readable",
                        .bestPractice)
                    Row(.setting(.voiceControl), "Saying \"Tap\" and a tab's label opens that section", .wcag(.sc2_5_3))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "Each tab of the bar is at least 24 by 24 points, or spaced so that a 24-point circle centred on it overlaps no other target nor another undersized target's circle",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize, "Each tab of the bar is at least 44 by 44 points, as Apple recommends",
                        .bestPractice)
                    Row(
                        .tap,
                        "Touching a tab and sliding the finger far up into the screen before lifting keeps the current section; a section opens only when the finger lifts on its tab",
                        .wcag(.sc2_5_2))
                }
            }
            Variant(.android) {
                HowToTest(
                    given:
                        "I am on a screen of an app with a tab bar (bottom navigation) of four destinations, one with a badge"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "until the bottom navigation bar is reached",
                            .see("a focus highlight on one destination of the bar"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.rightArrow), "to move along the bar",
                            .see("the highlight moves to the next destination without opening it"),
                            .wcag(.sc2_1_1, .sc3_2_1))
                        ThenWhen(
                            .keys(.enter, .space), "to open the highlighted destination",
                            .see("its indicator pill is drawn behind the icon and its screen is shown"), .wcag(.sc2_1_1)
                        )
                    }
                    Screenreader {
                        When(
                            .gesture(.touchExplore), "to find the selected destination at the bottom of the screen",
                            .hearOutput)
                        ThenWhen(
                            .gesture(.swipe), "to the destination with the badge",
                            .hear("its label with the badge read as a number of new notifications, and \"3 of 4\""),
                            .wcag(.sc1_3_1, .sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to open that destination",
                            .hear("\(.state(.selected)) for this destination, and its screen is shown above the bar"),
                            .wcag(.sc4_1_2))
                    }
                }
                KeyboardActions {
                    Row(.key(.leftArrow), "Moves the highlight to the destination on the left", .wcag(.sc2_1_1))
                    Row(.keys(.enter, .space), "Opens the highlighted destination's screen", .wcag(.sc2_1_1))
                    Row(.key(.shiftTab), "Goes back from the bar to the screen's content", .wcag(.sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(
                        .gesture(.swipeBack), "Moves to the destination on the left, with its position", .wcag(.sc4_1_2)
                    )
                    Row(
                        .gesture(.doubleTap), "Shows the destination's screen and marks it as selected", .wcag(.sc4_1_2)
                    )
                    Row(
                        .gesture(.dismiss),
                        "From another destination, goes back to the start destination or leaves the app",
                        .bestPractice)
                    Row(
                        .gesture(.touchExplore),
                        "Touching the open destination reads it with no \"double-tap to activate\" hint, since it is already open",
                        .bestPractice)
                }
                ScreenreaderOutput {
                    Row(
                        .name, "Each destination's label, even when the bar shows only icons", .wcag(.sc1_1_1, .sc4_1_2)
                    )
                    Row(.role, "The word \"\(.role(.tab))\" after each label", .wcag(.sc4_1_2))
                    Row(.group, "The destination's place in the bar, such as \"2 of 4\"", .wcag(.sc1_3_1))
                    Row(.state, "The state \(.state(.selected)) on the open destination", .wcag(.sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize),
                        "At the largest font size each label under its icon is shown whole, not cut short or hidden",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.grayscale),
                        "The open destination is still marked by its indicator pill, not only by its colour",
                        .wcag(.sc1_4_1))
                    Row(.setting(.voiceControl), "Saying \"Tap\" and a destination's label opens it", .wcag(.sc2_5_3))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "Each destination of the bar is at least 24 by 24 dp, or spaced so that a circle 24 dp across centred on it overlaps no other target nor another undersized target's circle",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "Each destination of the bar is at least 48 by 48 dp, as Material Design recommends",
                        .bestPractice)
                    Row(
                        .tap,
                        "Touching a destination and sliding the finger far up into the screen before lifting keeps the current screen; a destination opens only when the finger lifts on it",
                        .wcag(.sc2_5_2))
                }
            }
            Unavailable(
                .web,
                "The Web has no tab bar control. A site's row of links to its sections, also when it is fixed to the bottom of a phone's screen, is a navigation landmark: test it with the Navigation bar plan. Tabs that switch panels inside a page are tested with the Tabs plan."
            )
        }
    }
}
