import A11yPlan

extension BundledCatalog {
    /// A list: items shown one under the other and read in that order; TalkBack and the Web also announce the list and its number of items.
    static var list: Component {
        Component("List", noun: "a list") {
            Usage(
                "A list shows items of the same kind one under the other, such as search results or steps. Screen readers read the items in the order they are shown; TalkBack and the Web's screen readers also say that it is a list and how many items it has."
            )
            Variant(.iOS) {
                HowToTest(given: "I am on a screen with a list of 5 items, each opening its details") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the first item of the list",
                            .see("a focus ring on the first item"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.downArrow), .see("the focus ring moves to the item shown just below"),
                            .wcag(.sc2_4_3))
                        ThenWhen(.key(.space), .see("the details of the item in focus open"), .wcag(.sc2_1_1))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the first item of the list", .hearOutput)
                        ThenWhen(
                            .gesture(.swipe), "through the list",
                            .hear("the items one at a time, in the order they are shown from top to bottom"),
                            .wcag(.sc1_3_2))
                        ThenWhen(
                            .gesture(.threeFingerSwipe), "in a longer list",
                            .hear(
                                "the list scrolls and VoiceOver says which rows are shown, such as \"Rows 6 to 10 of 20\""
                            ),
                            .wcag(.sc1_3_1))
                    }
                }
                KeyboardActions {
                    Row(.key(.upDownArrows), "Moves to the item above or below", .wcag(.sc2_1_1))
                    Row(.key(.tab), "Leaves the list for the next group of controls", .wcag(.sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(.gesture(.swipeBack), "Moves to the item above, in reverse order", .wcag(.sc1_3_2))
                    Row(.gesture(.doubleTap), "Opens the item in focus", .wcag(.sc4_1_2))
                    Row(
                        .gesture(.touchExplore), "Touching a row reads the whole item, not a piece of it",
                        .bestPractice)
                }
                ScreenreaderOutput {
                    Row(.name, "The first item's title and its details", .wcag(.sc4_1_2))
                    Row(.role, "The role \(.role(.button)) after each item that opens", .wcag(.sc4_1_2))
                    Row(
                        .group,
                        "Each row as one stop, in the order shown; a \"list start\" before the first row is fine but not needed",
                        .bestPractice)
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize), "Items grow taller and their text wraps instead of being cut off",
                        .wcag(.sc1_4_4))
                    Row(.setting(.boldText), "The items' text turns bold", .bestPractice)
                    Row(.setting(.orientation), "All 5 items can be reached in landscape by scrolling", .wcag(.sc1_3_4))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "Each item's row is at least 24 by 24 points, or spaced so that a 24-point circle centred on it overlaps no other target nor another undersized target's circle",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize, "Each item's row is at least 44 by 44 points, as Apple recommends",
                        .bestPractice)
                    Row(
                        .tap,
                        "Touching an item, then scrolling or sliding the finger off it before lifting, opens nothing; the details open only when the finger lifts on the item",
                        .wcag(.sc2_5_2))
                }
            }
            Variant(.android) {
                HowToTest(given: "I am on a screen with a list of 5 items, each opening its details") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the first item of the list",
                            .see("a focus highlight on the first item"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.downArrow), .see("the highlight moves down to the next item"), .wcag(.sc2_4_3))
                        ThenWhen(.keys(.enter, .space), .see("the highlighted item's details open"), .wcag(.sc2_1_1))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the first item of the list", .hearOutput)
                        ThenWhen(
                            .gesture(.swipe), "through the list",
                            .hear("each item in the order it is shown, and \"out of list\" after the last one"),
                            .wcag(.sc1_3_2, .sc1_3_1))
                        ThenWhen(
                            .gesture(.threeFingerSwipe), "in a longer list",
                            .hear("the items now shown, such as \"Showing items 6 to 10 of 20\""), .wcag(.sc1_3_1))
                    }
                }
                KeyboardActions {
                    Row(.key(.upDownArrows), "Moves the highlight to the item above or below", .wcag(.sc2_1_1))
                    Row(.key(.tab), "Moves on to the control after the list", .wcag(.sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(.gesture(.swipeBack), "Goes back to the item above", .wcag(.sc1_3_2))
                    Row(.gesture(.doubleTap), "Opens the details of the item in focus", .wcag(.sc4_1_2))
                    Row(.gesture(.touchExplore), "Touching any part of an item focuses the whole item", .bestPractice)
                }
                ScreenreaderOutput {
                    Row(.name, "The first item's text", .wcag(.sc4_1_2))
                    Row(.role, "\"Double-tap to activate\" for each item that opens", .wcag(.sc4_1_2))
                    Row(.group, "\"In list, 5 items\" when TalkBack enters the list", .wcag(.sc1_3_1))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize), "At the largest font size items wrap and nothing is cut off",
                        .wcag(.sc1_4_4)
                    )
                    Row(.setting(.orientation), "In landscape the list scrolls to every item", .wcag(.sc1_3_4))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "Each item is at least 24 by 24 dp, or spaced so that a circle 24 dp across centred on it overlaps no other target nor another undersized target's circle",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize, "Each item is at least 48 by 48 dp, as Material Design recommends",
                        .bestPractice)
                    Row(
                        .tap,
                        "Touching an item, then scrolling or sliding the finger off it before lifting, opens nothing; the details open only when the finger lifts on the item",
                        .wcag(.sc2_5_2))
                }
            }
            Variant(.web) {
                HowToTest(given: "I am on a page with a list of 5 links labelled \"Results\"") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the first link of the list",
                            .see("a visible focus indicator on the first link"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.tab), "to move through the list",
                            .see("focus goes through the links from top to bottom, as shown"), .wcag(.sc2_4_3))
                    }
                    Screenreader {
                        When(.command(.nextList), "to reach the list", .hearOutput)
                        ThenWhen(
                            .command(.nextItem), "to read through the list",
                            .hear("each item in order, then that the list has ended, after the fifth"),
                            .wcag(.sc1_3_1, .sc1_3_2))
                    }
                    MobileScreenreader {
                        When(
                            .gesture(.swipe), "to reach the list",
                            .hear("the list announced, with \"5 items\" in TalkBack or \"list start\" in VoiceOver"),
                            .wcag(.sc1_3_1))
                        ThenWhen(
                            .gesture(.swipe), "through the list",
                            .hear("the items in the order they are shown"), .wcag(.sc1_3_2))
                    }
                }
                KeyboardActions {
                    Row(.key(.tab), "Moves to the next link in the list", .wcag(.sc2_1_1))
                    Row(.key(.enter), "Follows the link in focus", .wcag(.sc2_1_1))
                }
                ScreenreaderGestures {
                    Row(
                        .command(.nextList), "Jumps from list to list and says how many items each has", .wcag(.sc1_3_1)
                    )
                    Row(.command(.elementsList), "Lists the links of the list with their own names", .wcag(.sc2_4_4))
                }
                ScreenreaderOutput {
                    Row(.name, "\"Results\" as the list's label", .bestPractice)
                    Row(.role, "The role \(.role(.list)) and its size, 5 items", .wcag(.sc1_3_1))
                    Row(.group, "The first item's text, after the list and its size", .wcag(.sc1_3_1))
                }
                DeviceSettings {
                    Row(.setting(.textResize), "The items' text grows and wraps", .wcag(.sc1_4_4))
                    Row(
                        .setting(.magnification), "At 320 px the list fits the width with no sideways scrolling",
                        .wcag(.sc1_4_10))
                    Row(.setting(.textSpacing), "The items do not overlap each other", .wcag(.sc1_4_12))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "Each link of the list is at least 24 by 24 CSS pixels, or spaced so that a 24-pixel circle centred on it overlaps no other target nor another undersized target's circle",
                        .wcag(.sc2_5_8))
                    Row(.recommendedTargetSize, "Each link of the list is at least 44 by 44 CSS pixels", .bestPractice)
                    Row(
                        .tap,
                        "Pressing a link and moving the pointer or finger off it before letting go opens no page; the link is followed only on release",
                        .wcag(.sc2_5_2))
                }
            }
        }
    }
}
