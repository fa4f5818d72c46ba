import A11yPlan

extension BundledCatalog {
    /// A horizontal scroll list: a row of cards wider than the screen, reachable one by one without a drag.
    static var horizontalScrollList: Component {
        Component("Horizontal scroll list", noun: "a horizontal scroll list") {
            Usage(
                "A horizontal scroll list is a row of cards, such as Recently viewed products, that is wider than the screen and scrolls sideways. Every card must be reachable one by one without a sideways drag."
            )
            Variant(.iOS) {
                HowToTest(
                    given:
                        "I am on a screen with a horizontal scroll list of ten Recently viewed cards, three of them visible"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the list",
                            .see("the focus ring is on the first card"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.rightArrow), "to move to the fourth card",
                            .see("the list scrolls by itself and the focused card is in view"),
                            .wcag(.sc2_1_1, .sc2_4_11))
                        ThenWhen(
                            .key(.tab), "to leave the list",
                            .see("the focus ring moves to the next group on the screen, below the list"),
                            .wcag(.sc2_4_3))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the first card", .hearOutput)
                        ThenWhen(
                            .gesture(.swipe), "to move through the cards",
                            .hear(
                                "each card in turn up to the tenth, the list scrolling by itself with no drag needed"),
                            .wcag(.sc2_5_1, .sc1_3_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to open a card",
                            .hear("the product's screen opens and its title is read"), .wcag(.sc4_1_2))
                    }
                }
                KeyboardActions {
                    Row(.key(.leftArrow), "Moves back to the previous card, scrolling the list back", .wcag(.sc2_1_1))
                    Row(.key(.space), "Opens the product of the focused card", .wcag(.sc2_1_1))
                }
                ScreenreaderGestures {
                    Row(.gesture(.swipeBack), "Reads the previous card and scrolls it back into view", .wcag(.sc2_5_1))
                    Row(.gesture(.touchExplore), "Reads only the cards that are on screen", .wcag(.sc1_3_2))
                    Row(
                        .gesture(.threeFingerSwipe),
                        "Scrolls the list by a page of cards, and VoiceOver says which are shown",
                        .bestPractice)
                }
                ScreenreaderOutput {
                    Row(.name, "each card's product name and price", .wcag(.sc1_3_1, .sc4_1_2))
                    Row(.role, "\(.role(.button)) after each card's name and price", .wcag(.sc4_1_2))
                    Row(.group, "the list's title, Recently viewed, before the first card", .wcag(.sc1_3_1))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize), "Cards grow taller and their text wraps; no product name is cut off",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.orientation), "In landscape more cards show and all ten can still be reached",
                        .wcag(.sc1_3_4))
                    Row(
                        .setting(.switchControl),
                        "Scanning reaches the visible cards, and Scroll in the scanner menu brings in the others",
                        .wcag(.sc2_5_1))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "Each card is at least 24 by 24 points, or is spaced so that a 24-point circle centred on it overlaps no other target nor another undersized target's circle",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize, "Each card is at least 44 by 44 points, as Apple recommends",
                        .bestPractice)
                    Row(
                        .tap,
                        "Touching a card and dragging the row sideways scrolls it without opening the card; a card opens only when the finger lifts on it",
                        .wcag(.sc2_5_2))
                    Row(
                        .drag,
                        "The cards out of view can be reached without a sideways drag, with a See all button or with buttons that scroll the row",
                        .bestPractice)
                }
            }
            Variant(.android) {
                HowToTest(
                    given:
                        "I am on a screen with a horizontal scroll list of ten Recently viewed cards, three of them visible"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the list",
                            .see("a focus highlight on the first card"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.rightArrow), "to move to the fourth card",
                            .see("the list scrolls and the highlighted card is in view"), .wcag(.sc2_1_1, .sc2_4_11)
                        )
                        ThenWhen(
                            .key(.tab), "to move on from the fourth card",
                            .see(
                                "the highlight moves on in order, through the cards left in the row or straight to the control after the list"
                            ),
                            .wcag(.sc2_4_3))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the first card", .hearOutput)
                        ThenWhen(
                            .gesture(.swipe), "to move through the cards",
                            .hear(
                                "every card up to the tenth, the list scrolling on its own so that no drag is needed"),
                            .wcag(.sc2_5_1, .sc1_3_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to open a card",
                            .hear("the product's screen opens and TalkBack reads its title"), .wcag(.sc4_1_2))
                    }
                }
                KeyboardActions {
                    Row(.key(.leftArrow), "Moves the highlight back one card and scrolls to it", .wcag(.sc2_1_1))
                    Row(.keys(.enter, .space), "Opens the product of the highlighted card", .wcag(.sc2_1_1))
                }
                ScreenreaderGestures {
                    Row(.gesture(.swipeBack), "Goes back one card and brings it into view", .wcag(.sc2_5_1))
                    Row(.gesture(.touchExplore), "Reads the card under the finger, of those on screen", .wcag(.sc1_3_2))
                    Row(
                        .gesture(.threeFingerSwipe),
                        "Scrolls the list sideways as far as the fingers move, as a drag would",
                        .bestPractice)
                }
                ScreenreaderOutput {
                    Row(.name, "each card's product name and price", .wcag(.sc1_3_1, .sc4_1_2))
                    Row(
                        .role, "\(.role(.list)) as TalkBack enters the row of cards",
                        .wcag(.sc1_3_1))
                    Row(.group, "the row's title, Recently viewed, before the first card", .wcag(.sc1_3_1))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize),
                        "At the largest font size cards grow and their names wrap without being cut",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.orientation), "In landscape the row shows more cards and every card stays reachable",
                        .wcag(.sc1_3_4))
                    Row(
                        .setting(.switchControl),
                        "Visible cards are scanned, and Scroll forward on the list brings in the rest", .wcag(.sc2_5_1))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "Each card is at least 24 by 24 dp, or is spaced so that a circle 24 dp across centred on it overlaps no other target nor another undersized target's circle",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize, "Each card is at least 48 by 48 dp, as Material Design recommends",
                        .bestPractice)
                    Row(
                        .tap,
                        "Touching a card and dragging the row sideways scrolls it without opening the card; a card opens only when the finger lifts on it",
                        .wcag(.sc2_5_2))
                    Row(
                        .drag,
                        "The cards out of view can be reached without a sideways drag, with a See all button or with buttons that scroll the row",
                        .bestPractice)
                }
            }
            Variant(.web) {
                HowToTest(
                    given:
                        "I am on a page with a horizontal scroll list of ten Recently viewed product links, three of them visible"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the list",
                            .see("a visible focus indicator on the first product link"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.tab), "to move through the product links",
                            .see(
                                "focus goes card by card and the list scrolls so that the focused card is in view"),
                            .wcag(.sc2_4_3, .sc2_4_11))
                        ThenWhen(
                            .key(.tab), "to move past the tenth card",
                            .see("focus leaves the list for the next link or control on the page"), .wcag(.sc2_4_3))
                    }
                    Screenreader {
                        When(.command(.nextList), "to reach the list", .hearOutput)
                        ThenWhen(
                            .command(.nextItem), "to read on through the list",
                            .hear("all ten products, including those scrolled out of view"), .wcag(.sc1_3_2))
                        ThenWhen(
                            .command(.activate), "to follow a product link",
                            .hear("the product's page opens and its title is read"), .wcag(.sc2_4_4))
                    }
                    MobileScreenreader {
                        When(
                            .gesture(.swipe), "to reach the first product",
                            .hear("the list's title and the first product's name and price"), .wcag(.sc1_3_1))
                        ThenWhen(
                            .gesture(.swipe), "to move through the products",
                            .hear("each product in turn while the list scrolls by itself, with no sideways drag"),
                            .wcag(.sc2_5_1))
                        ThenWhen(
                            .gesture(.doubleTap), "to open a product",
                            .hear("the product's page loads and its title is read"), .wcag(.sc4_1_2))
                    }
                }
                KeyboardActions {
                    Row(.key(.shiftTab), "Moves back one card, scrolling the list back to it", .wcag(.sc2_4_3))
                    Row(.key(.enter), "Follows the focused product link", .wcag(.sc2_1_1))
                }
                ScreenreaderGestures {
                    Row(
                        .command(.nextLink), "Moves from one product link to the next, in the order of the cards",
                        .wcag(.sc1_3_2))
                    Row(.command(.nextHeading), "Reaches the list's Recently viewed heading", .wcag(.sc1_3_1))
                }
                ScreenreaderOutput {
                    Row(.name, "each product link by the product's name and price", .wcag(.sc2_4_4, .sc4_1_2))
                    Row(.role, "\(.role(.list)) and its count of 10 items", .wcag(.sc1_3_1))
                    Row(
                        .group, "the Recently viewed heading, as the list's name or just before the list",
                        .wcag(.sc1_3_1))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize), "Cards grow and their names wrap without overlapping the next card",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.magnification),
                        "At 320 px the page itself never scrolls sideways; only the list does, and each card fits the width",
                        .wcag(.sc1_4_10))
                    Row(
                        .setting(.reduceMotion), "The list jumps to the focused card instead of scrolling smoothly",
                        .wcag(.sc2_3_3))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "Each product link is at least 24 by 24 CSS pixels, or is spaced so that a 24-pixel circle centred on it overlaps no other target nor another undersized target's circle",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "Each product link is at least 44 by 44 CSS pixels, the size WCAG's level AAA asks for",
                        .bestPractice)
                    Row(
                        .tap, "Pressing a product link and moving off it before releasing does not open the product",
                        .wcag(.sc2_5_2))
                    Row(
                        .drag,
                        "The products out of view can be reached without dragging the row, with a See all link or with buttons that scroll the row",
                        .bestPractice)
                }
            }
        }
    }
}
