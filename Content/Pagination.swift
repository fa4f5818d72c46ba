import A11yPlan

extension BundledCatalog {
    /// Pagination: links to the numbered pages of a long list of results.
    static var pagination: Component {
        Component("Pagination", noun: "a pagination control") {
            Usage(
                "Pagination splits a long list, such as search results, over numbered pages. It is a row of links: Previous, the page numbers with the current page marked, and Next."
            )
            Unavailable(
                .iOS,
                "iOS has no pagination control for lists: long lists scroll and load more rows as they go. Its page control, the row of dots under paged content, is tested with the Carousel plan."
            )
            Unavailable(
                .android,
                "Android's Material components have no pagination control: long lists scroll and load more rows as they go, and paged views are moved by swiping. Test those with the list and Carousel plans."
            )
            Variant(.web) {
                HowToTest(given: "I am on page 2 of 5 of search results, with pagination below the results") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the pagination",
                            .see("a visible focus indicator on the Previous link"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.tab), "to move along the page numbers",
                            .see("focus moves through Previous, the page numbers and Next in the order shown"),
                            .wcag(.sc2_4_3))
                        ThenWhen(
                            .key(.enter), "on the link to page 3",
                            .see(
                                "page 3 of the results is shown with its number marked as current; after a page load, focus starts at the top of the page; after an update in place, focus is on the heading of the results or still on the link, not lost"
                            ),
                            .wcag(.sc2_1_1, .sc2_4_3))
                    }
                    Screenreader {
                        When(.command(.nextLandmark), "to reach the pagination", .hearOutput)
                        ThenWhen(
                            .command(.nextLink), "to reach a page number",
                            .hear("\"Page 4\" and \(.role(.link)), not a bare number"), .wcag(.sc2_4_4))
                        ThenWhen(
                            .key(.enter), "on the Next link",
                            .hear(
                                "the new page's title after a page load; after an update in place, the heading of the results, or the Next link again"
                            ),
                            .wcag(.sc2_4_2, .sc2_4_3))
                    }
                    MobileScreenreader {
                        When(
                            .gesture(.swipeByRotor), "to Landmarks to reach the pagination",
                            .hear("\(.role(.navigation)) named \"Pagination\""), .wcag(.sc1_3_1))
                        ThenWhen(
                            .gesture(.swipe), "to the current page's number",
                            .hear("\"Page 2\" and \(.state(.current))"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "on the Next link",
                            .hear(
                                "the new page read from its top after a page load; after an update in place, the heading of the new results, or the Next link again"
                            ), .wcag(.sc2_4_3))
                    }
                }
                KeyboardActions {
                    Row(.key(.enter), "Opens the page of results that the link in focus names", .wcag(.sc2_1_1))
                    Row(.key(.shiftTab), "Moves back from Next to the page numbers and Previous", .wcag(.sc2_4_3))
                    Row(
                        .key(.tab), "On page 1, passes over a Previous that is shown greyed out and is not a link",
                        .wcag(.sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(.command(.nextItem), "Reads the links as a list, with the number of items", .bestPractice)
                    Row(
                        .command(.elementsList), "Lists the page links by names such as \"Page 3\" and \"Next page\"",
                        .wcag(.sc2_4_4))
                    Row(.key(.tab), "Reads each page link, with the current page's state on it", .wcag(.sc4_1_2))
                }
                ScreenreaderOutput {
                    Row(.name, "The landmark's name \"Pagination\"", .wcag(.sc1_3_1))
                    Row(
                        .role, "The role \(.role(.navigation)), then \(.role(.link)) for each page",
                        .wcag(.sc1_3_1, .sc4_1_2))
                    Row(
                        .state, "The state \(.state(.current)) on the number of the page shown",
                        .wcag(.sc1_3_1, .sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize), "The page numbers grow and wrap, and none is hidden under another",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.magnification),
                        "At 320 px the row fits, with fewer numbers or on two lines, and does not scroll sideways",
                        .wcag(.sc1_4_10))
                    Row(
                        .setting(.forcedColors),
                        "The current page's number keeps a border or fill that shows without colour",
                        .wcag(.sc1_4_1, .sc1_4_11))
                    Row(.setting(.textSpacing), "The numbers stay apart and readable", .wcag(.sc1_4_12))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "Every link of the pagination, Previous and Next included, is at least 24 by 24 CSS pixels, or spaced so that a 24-pixel circle centred on it overlaps no other target nor another undersized target's circle",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "Every link of the pagination, Previous and Next included, is at least 44 by 44 CSS pixels",
                        .bestPractice)
                    Row(
                        .tap,
                        "Pressing a page number and moving the pointer or finger off it before letting go leaves the results on the same page; the link is followed only on release",
                        .wcag(.sc2_5_2))
                }
            }
        }
    }
}
