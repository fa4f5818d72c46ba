import A11yPlan

extension BundledCatalog {
    /// A navigation bar: the bar at the top of a screen or page that tells where you are and leads elsewhere.
    static var navigationBar: Component {
        Component("Navigation bar", noun: "a navigation bar") {
            Usage(
                "A navigation bar runs along the top of a screen or page. In an app it shows the screen's title, a button back to the previous screen and a few actions; on a website it is the set of links to the site's main sections, with the current one marked."
            )
            Variant(.iOS) {
                HowToTest(given: "I am on a second-level screen with a navigation bar, opened from a list screen") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the back button",
                            .see("the focus ring is on the back button in the top left corner"),
                            .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.tab), "to reach the bar's action button",
                            .see("the focus ring moves to the action button on the right of the title"), .wcag(.sc2_4_3)
                        )
                        ThenWhen(
                            .key(.shiftTab), "to return to the back button",
                            .see("the focus ring is on the back button again"), .wcag(.sc2_4_3))
                        ThenWhen(
                            .key(.space), "to go back",
                            .see(
                                "the list screen is shown and the focus ring is on one of its controls, such as the row that opened the screen"
                            ),
                            .wcag(.sc2_1_1, .sc2_4_3))
                    }
                    Screenreader {
                        When(.gesture(.touchExplore), "to the title in the middle of the bar", .hearOutput)
                        ThenWhen(
                            .gesture(.swipeBack), "to the back button",
                            .hear("\"Back\" or the previous screen's title, then \(.role(.button))"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to go back",
                            .hear(
                                "the list screen's content is read, starting from its title or the row that was chosen"),
                            .wcag(.sc2_4_3))
                        ThenWhen(
                            .gesture(.dismiss), "on the second-level screen again",
                            .hear("the list screen read again, as after the back button"), .wcag(.sc2_1_1))
                    }
                }
                KeyboardActions {
                    Row(
                        .key(.tab),
                        "Moves from the back button to the bar's buttons on the right, then into the screen",
                        .wcag(.sc2_4_3))
                    Row(.key(.space), "Presses the bar button in focus, such as Back or Edit", .wcag(.sc2_1_1))
                    Row(.key(.shiftTab), "Moves from the screen's content back up to the bar", .wcag(.sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(
                        .gesture(.swipe), "Moves from the back button to the title, then to the buttons on the right",
                        .wcag(.sc1_3_2))
                    Row(.gesture(.doubleTap), "Activates the bar button in focus", .wcag(.sc4_1_2))
                    Row(
                        .gesture(.swipeByRotor), "With the rotor on Headings, reaches the screen's title first",
                        .wcag(.sc1_3_1, .sc2_4_6))
                }
                ScreenreaderOutput {
                    Row(.name, "The screen's title, the same words as shown in the bar", .wcag(.sc2_4_2, .sc2_4_6))
                    Row(.role, "The title is read as \(.role(.heading))", .wcag(.sc1_3_1))
                    Row(
                        .group,
                        "The title once, even when the large title and the small one in the bar are both on screen",
                        .bestPractice)
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize),
                        "The large title grows and wraps; touching and holding an icon button in the bar shows it enlarged",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.buttonShapes), "The back button and text buttons in the bar are outlined",
                        .bestPractice)
                    Row(
                        .setting(.reduceTransparency),
                        "The bar's background becomes solid and the title stays readable",
                        .bestPractice)
                    Row(
                        .setting(.voiceControl),
                        "Saying \"Tap Back\", or \"Tap\" followed by another bar button's visible label, presses that button",
                        .wcag(.sc2_5_3))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "Every button of the bar, Back included, is at least 24 by 24 points, or spaced so that a 24-point circle centred on it overlaps no other target nor another undersized target's circle",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "Every button of the bar, Back included, is at least 44 by 44 points, as Apple recommends",
                        .bestPractice)
                    Row(
                        .tap,
                        "Touching the back button and sliding the finger well away from it before lifting stays on this screen; it goes back only when the finger lifts on it",
                        .wcag(.sc2_5_2))
                    Row(
                        .drag,
                        "Swiping in from the left edge of the screen goes back, and tapping the back button does the same, so going back needs no swipe",
                        .wcag(.sc2_5_7))
                }
            }
            Variant(.android) {
                HowToTest(
                    given:
                        "I am on a second-level screen with a navigation bar (top app bar), opened from a list screen"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the navigate up button",
                            .see("a focus highlight on the arrow at the start of the top app bar"),
                            .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.tab), "to reach the bar's actions",
                            .see("the highlight moves to each action icon and then to the More options button"),
                            .wcag(.sc2_4_3))
                        ThenWhen(
                            .keys(.enter, .space), "on the More options button",
                            .see("the overflow menu opens with its first item highlighted"), .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.escape), "to go back",
                            .see("the menu closes first, and a second press returns to the list screen"),
                            .wcag(.sc2_1_1))
                    }
                    Screenreader {
                        When(.gesture(.touchExplore), "to the title in the top app bar", .hearOutput)
                        ThenWhen(
                            .gesture(.swipeBack), "to the navigate up button",
                            .hear("\"Navigate up\" and \(.role(.button))"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to go up",
                            .hear("the title of the list screen as soon as it appears"), .wcag(.sc2_4_2, .sc2_4_3))
                        ThenWhen(
                            .gesture(.dismiss), "on the second-level screen again",
                            .hear("the list screen's title again, as after the navigate up button"), .wcag(.sc2_1_1)
                        )
                    }
                }
                KeyboardActions {
                    Row(
                        .key(.tab), "Moves from the navigate up button through the action icons, then into the screen",
                        .wcag(.sc2_4_3))
                    Row(.keys(.enter, .space), "Presses the navigate up button or the action in focus", .wcag(.sc2_1_1))
                    Row(.key(.escape), "Goes back to the previous screen, as the Back gesture does", .wcag(.sc2_1_1))
                }
                ScreenreaderGestures {
                    Row(
                        .gesture(.swipe), "Reads the bar from the navigate up button to the title, then each action",
                        .wcag(.sc1_3_2))
                    Row(.gesture(.doubleTap), "Presses the bar button in focus", .wcag(.sc4_1_2))
                    Row(
                        .gesture(.swipeByRotor), "With the reading control on Headings, reaches the title of the bar",
                        .wcag(.sc1_3_1))
                }
                ScreenreaderOutput {
                    Row(.name, "The screen's title, as the bar shows it", .wcag(.sc2_4_2, .sc2_4_6))
                    Row(.role, "The title is read as \(.role(.heading))", .wcag(.sc1_3_1))
                    Row(
                        .group, "Each action icon is read by its name, such as \"Search\" or \"More options\"",
                        .wcag(.sc1_1_1, .sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize),
                        "The title grows and is not cut short with an ellipsis; a long title wraps onto a second line",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.orientation), "In landscape the bar keeps its navigate up button and actions",
                        .wcag(.sc1_3_4))
                    Row(
                        .setting(.voiceControl), "Saying \"Tap Navigate up\" goes back to the list screen",
                        .wcag(.sc4_1_2))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "Every button of the top app bar, navigate up included, is at least 24 by 24 dp, or spaced so that a circle 24 dp across centred on it overlaps no other target nor another undersized target's circle",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "Every button of the top app bar, navigate up included, is at least 48 by 48 dp, as Material Design recommends",
                        .bestPractice)
                    Row(
                        .tap,
                        "Touching the navigate up button and sliding the finger well away from it before lifting stays on this screen; it goes up only when the finger lifts on it",
                        .wcag(.sc2_5_2))
                }
            }
            Variant(.web) {
                HowToTest(
                    given:
                        "I am on an inner page of a site with a navigation bar of links that marks the current page, one of them a Help link"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the navigation bar",
                            .see("a visible focus indicator on its first link"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.tab), "to move through the bar's links",
                            .see("focus goes through the links in the order they are shown, left to right"),
                            .wcag(.sc2_4_3))
                        ThenWhen(
                            .key(.enter), "on another section's link",
                            .see("that section's page opens and its link in the bar is now the one marked as current"),
                            .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.tab), "to move through the bar on the new page",
                            .see(
                                "the bar's links come in the same order, with the Help link in the same place as before"
                            ),
                            .wcag(.sc3_2_3, .sc3_2_6))
                    }
                    Screenreader {
                        When(.command(.nextLandmark), "to reach the navigation bar", .hearOutput)
                        ThenWhen(
                            .command(.nextLink), "to reach the link of the page I am on",
                            .hear("its text, \(.role(.link)) and \(.state(.current))"), .wcag(.sc1_3_1, .sc4_1_2))
                        ThenWhen(
                            .command(.nextItem), "to read through the rest of the bar",
                            .hear("each link's text says where it goes, and no other link is current"), .wcag(.sc2_4_4))
                    }
                    MobileScreenreader {
                        When(
                            .gesture(.swipeByRotor), "to Landmarks to reach the navigation bar",
                            .hear("\(.role(.navigation)) with the bar's name, such as \"Main\""), .wcag(.sc1_3_1))
                        ThenWhen(
                            .gesture(.swipe), "through the bar's links",
                            .hear("each link's text, and \(.state(.current)) on the page I am on"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "on the Menu button when the links are folded away on a phone",
                            .hear("\(.state(.expanded)), and the links follow the button"), .wcag(.sc4_1_2))
                    }
                }
                KeyboardActions {
                    Row(.key(.enter), "Follows the link in focus", .wcag(.sc2_1_1))
                    Row(.key(.shiftTab), "Moves back to the previous link of the bar", .wcag(.sc2_4_3))
                    Row(
                        .keys(.enter, .space),
                        "On a phone-width page, the Menu button shows or hides the links",
                        .wcag(.sc2_1_1))
                }
                ScreenreaderGestures {
                    Row(
                        .command(.elementsList), "Lists the navigation landmark by its name among the page's landmarks",
                        .wcag(.sc1_3_1))
                    Row(
                        .command(.nextItem), "Reads the bar's links as a list and says how many links it holds",
                        .bestPractice)
                    Row(
                        .key(.tab), "Reads each link with its text and role; the current one adds its state",
                        .wcag(.sc4_1_2))
                }
                ScreenreaderOutput {
                    Row(
                        .name, "The landmark's name, such as \"Main\", when the page has more than one navigation",
                        .wcag(.sc1_3_1))
                    Row(.role, "The role \(.role(.navigation)) as the bar is entered", .wcag(.sc1_3_1, .sc4_1_2))
                    Row(.group, "The number of links in the bar's list", .bestPractice)
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize), "The links grow and wrap onto a second line rather than being cut off",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.magnification),
                        "At 320 px the links stack or move behind a Menu button, and the page does not scroll sideways",
                        .wcag(.sc1_4_10))
                    Row(
                        .setting(.forcedColors),
                        "The current page's link is still marked by an underline or border, not by colour alone",
                        .wcag(.sc1_4_1))
                    Row(.setting(.textSpacing), "No link text in the bar overlaps another", .wcag(.sc1_4_12))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "Each link of the bar, and the Menu button on a phone-width page, is at least 24 by 24 CSS pixels, or spaced so that a 24-pixel circle centred on it overlaps no other target nor another undersized target's circle",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "Each link of the bar, and the Menu button, is at least 44 by 44 CSS pixels", .bestPractice)
                    Row(
                        .tap,
                        "Pressing a link of the bar and moving the pointer or finger off it before letting go opens no page; the link is followed only on release",
                        .wcag(.sc2_5_2))
                }
            }
        }
    }
}
