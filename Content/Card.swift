import A11yPlan

extension BundledCatalog {
    /// A card: a summary of one item (title, picture, short text) that opens the item from one target.
    static var card: Component {
        Component("Card", noun: "a card") {
            Usage(
                "A card sums up one item, such as an article or a product, with a title, often a picture and a line of text. The whole card opens the item, and it is one target: its picture and its title are not two links to the same place."
            )
            Variant(.iOS) {
                HowToTest(given: "I am on a screen with a list of cards, each opening its item") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the first card",
                            .see("one focus ring goes round the whole card, not round its picture or title alone"),
                            .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.tab), "to move on from the first card",
                            .see("the focus ring goes straight to the next card, with no stop inside the first one"),
                            .bestPractice)
                        ThenWhen(
                            .key(.space), .see("the item of the card in focus opens on its own screen"),
                            .wcag(.sc2_1_1))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the first card", .hearOutput)
                        ThenWhen(
                            .gesture(.swipe), "to move on from the first card",
                            .hear(
                                "the next card's title; the first card's picture, title or text is not read a second time"
                            ),
                            .bestPractice)
                        ThenWhen(
                            .gesture(.doubleTap), "to open the card's item",
                            .hear(
                                "the item's screen opens with VoiceOver on its Back button or on its title; the item's title is read at once or one swipe later"
                            ),
                            .wcag(.sc4_1_2))
                    }
                }
                KeyboardActions {
                    Row(.key(.tab), "Moves from card to card, one stop for each card", .wcag(.sc2_1_1))
                    Row(.key(.space), "Opens the item that the card in focus sums up", .wcag(.sc2_1_1))
                }
                ScreenreaderGestures {
                    Row(.gesture(.swipeBack), "Moves back to the previous card as one element", .bestPractice)
                    Row(
                        .gesture(.doubleTap), "Opens the card's item, the same as tapping anywhere on the card",
                        .wcag(.sc4_1_2))
                    Row(
                        .gesture(.touchExplore), "Touching the card's picture or its text reads the same card",
                        .bestPractice)
                }
                ScreenreaderOutput {
                    Row(.name, "the card's title first, then its short text", .wcag(.sc4_1_2, .sc1_3_1))
                    Row(.role, "\(.role(.button)), said once after the card's text", .wcag(.sc4_1_2))
                    Row(
                        .group, "nothing extra for a picture that only repeats the title",
                        .wcag(.sc1_1_1))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize),
                        "The card grows taller and its title and text wrap without being cut off",
                        .wcag(.sc1_4_4))
                    Row(.setting(.boldText), "The card's title and text turn bold", .bestPractice)
                    Row(
                        .setting(.darkMode), "The title and text keep a contrast of at least 4.5:1 on the card",
                        .wcag(.sc1_4_3))
                    Row(
                        .setting(.voiceControl), "Saying \"Tap\" and the card's title opens the card's item",
                        .wcag(.sc2_5_3))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The whole card is one target, well over 24 by 24 points: touching its picture, title or text opens the item",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize, "The card is at least 44 by 44 points, as Apple recommends",
                        .bestPractice)
                    Row(
                        .tap,
                        "Touching the card and sliding off it, or scrolling the list, before lifting does not open the item; it opens when the finger lifts",
                        .wcag(.sc2_5_2))
                }
            }
            Variant(.android) {
                HowToTest(given: "I am on a screen with a list of cards, each opening its item") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the first card",
                            .see("the focus highlight covers the whole card"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.tab), "to move on from the first card",
                            .see("the highlight moves to the next card, and never to the picture or title inside"),
                            .bestPractice)
                        ThenWhen(
                            .keys(.enter, .space), .see("the item of the highlighted card opens"), .wcag(.sc2_1_1))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the first card", .hearOutput)
                        ThenWhen(
                            .gesture(.swipe), "to move on from the first card",
                            .hear("TalkBack goes to the next card without reading the first card's parts one by one"),
                            .bestPractice)
                        ThenWhen(
                            .gesture(.doubleTap), .hear("the item opens and its title is read"), .wcag(.sc4_1_2))
                    }
                }
                KeyboardActions {
                    Row(.key(.tab), "Moves to the next card, one stop for each card", .wcag(.sc2_1_1))
                    Row(.keys(.enter, .space), "Opens the item of the card in focus", .wcag(.sc2_1_1))
                }
                ScreenreaderGestures {
                    Row(.gesture(.swipeBack), "Moves back to the whole previous card", .bestPractice)
                    Row(.gesture(.doubleTap), "Opens the card's item, as tapping the card does", .wcag(.sc4_1_2))
                    Row(
                        .gesture(.touchExplore),
                        "Touching any part of the card puts the green focus box round all of it",
                        .bestPractice)
                }
                ScreenreaderOutput {
                    Row(.name, "the card's title, then its short text, in one announcement", .wcag(.sc4_1_2, .sc1_3_1))
                    Row(
                        .role, "\(.role(.button)) or \"double-tap to activate\" after the card's text",
                        .wcag(.sc4_1_2))
                    Row(.group, "nothing separate for the card's picture", .wcag(.sc1_1_1))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize), "At the largest font size the card grows and no title is cut short",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.darkMode), "In the dark theme the card's text keeps a 4.5:1 contrast with the card",
                        .wcag(.sc1_4_3))
                    Row(
                        .setting(.voiceControl), "Saying \"Tap\" and the card's title opens the card's item",
                        .wcag(.sc2_5_3))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The whole card is one target, well over 24 by 24 dp: touching its picture, title or text opens the item",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize, "The card is at least 48 by 48 dp, as Material Design recommends",
                        .bestPractice)
                    Row(
                        .tap,
                        "Touching the card and sliding off it, or scrolling the list, before lifting does not open the item; it opens when the finger lifts",
                        .wcag(.sc2_5_2))
                }
            }
            Variant(.web) {
                HowToTest(given: "I am on a page with a list of cards, each opening its item") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the first card",
                            .see("a visible focus indicator on the card's title link or round the whole card"),
                            .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.tab), "to move on from the first card",
                            .see("focus goes to the next card; the picture is not a second tab stop to the same page"),
                            .bestPractice)
                        ThenWhen(.key(.enter), .see("the card's item opens"), .wcag(.sc2_1_1))
                    }
                    Screenreader {
                        When(.command(.nextHeading), "to reach the first card's title", .hearOutput)
                        ThenWhen(
                            .command(.nextItem), "to read through the rest of the card",
                            .hear("the card's short text once, and no second link to the same item"),
                            .bestPractice)
                        ThenWhen(
                            .command(.activate), "on the title link",
                            .hear("the item's page loads and its title is read"),
                            .wcag(.sc4_1_2))
                    }
                    MobileScreenreader {
                        When(
                            .gesture(.swipe), "to reach the first card",
                            .hear("the card's title and \(.role(.link)), once"), .wcag(.sc4_1_2, .sc2_4_4))
                        ThenWhen(
                            .gesture(.swipe), "through the rest of the card",
                            .hear("its short text, then the next card's title, with no repeated link"),
                            .bestPractice)
                        ThenWhen(.gesture(.doubleTap), .hear("the item's page opens"), .wcag(.sc4_1_2))
                    }
                }
                KeyboardActions {
                    Row(.key(.tab), "Moves to the next card's single link", .wcag(.sc2_1_1))
                    Row(.key(.enter), "Follows the link of the card in focus", .wcag(.sc2_1_1))
                }
                ScreenreaderGestures {
                    Row(
                        .command(.nextLink), "Reads each card's link once, named by the card's title",
                        .wcag(.sc2_4_4))
                    Row(
                        .command(.elementsList), "The links list shows one link for each card, with a distinct title",
                        .wcag(.sc2_4_4))
                    Row(
                        .command(.nextList), "Finds the list of cards and reads how many cards it holds",
                        .wcag(.sc1_3_1))
                }
                ScreenreaderOutput {
                    Row(.name, "the card's title alone as the link's name, not the whole card's text", .wcag(.sc2_4_4))
                    Row(.role, "\(.role(.heading)) and \(.role(.link)) with the title", .wcag(.sc1_3_1, .sc4_1_2))
                    Row(.group, "that the card is in a list, with the number of cards in it", .wcag(.sc1_3_1))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize), "The cards' titles and text grow and nothing is cut off", .wcag(.sc1_4_4)
                    )
                    Row(
                        .setting(.magnification),
                        "At 320 px the cards stack in one column and need no sideways scrolling",
                        .wcag(.sc1_4_10))
                    Row(
                        .setting(.textSpacing), "The card's text does not overflow the card or overlap",
                        .wcag(.sc1_4_12))
                    Row(
                        .setting(.forcedColors), "The card's outline and the focus indicator stay visible",
                        .wcag(.sc1_4_11))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The card's link, its title or the whole card, is at least 24 by 24 CSS pixels, or is spaced so that a 24-pixel circle centred on it overlaps no other target nor another undersized target's circle",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The card's link is at least 44 by 44 CSS pixels, the size WCAG's level AAA asks for",
                        .bestPractice)
                    Row(
                        .tap,
                        "Pressing on the card's link and moving off it before releasing does not open the item; it opens on release",
                        .wcag(.sc2_5_2))
                }
            }
        }
    }
}
