import A11yPlan

extension BundledCatalog {
    /// Breadcrumbs: the trail of links from the home page down to the page you are on.
    static var breadcrumbs: Component {
        Component("Breadcrumbs", noun: "breadcrumbs") {
            Usage(
                "Breadcrumbs show where a page sits in a site's hierarchy, as a row of links from the home page down to the current page, such as Home › Shoes › Running shoes. Every item but the last leads to a page higher up."
            )
            Unavailable(
                .iOS,
                "iOS has no breadcrumb control. An app shows where a screen sits with its navigation bar, whose back button names the screen above it: test that with the Navigation bar plan."
            )
            Unavailable(
                .android,
                "Android has no breadcrumb control in its Material components. A screen's place in an app is shown by its top app bar and its navigate up button: test that with the Navigation bar plan."
            )
            Variant(.web) {
                HowToTest(given: "I am on a page three levels deep with breadcrumbs above its main heading") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the breadcrumbs",
                            .see("a visible focus indicator on the first breadcrumb link, Home"),
                            .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.tab), "to move through the trail",
                            .see("focus visits each link from left to right and skips the separators between them"),
                            .wcag(.sc2_4_3))
                        ThenWhen(
                            .key(.enter), "on the breadcrumb one level up",
                            .see("the page one level up opens, and its own breadcrumbs end one item earlier"),
                            .wcag(.sc2_1_1))
                    }
                    Screenreader {
                        When(.command(.nextLandmark), "to reach the breadcrumbs", .hearOutput)
                        ThenWhen(
                            .command(.nextItem), "to read through the trail",
                            .hear("each page's name as a link, in order from the home page down"),
                            .wcag(.sc1_3_1, .sc2_4_4))
                        ThenWhen(
                            .command(.sayAll), "to read on from the first breadcrumb",
                            .hear(
                                "the trail read to its end, where the current page's name comes with \(.state(.current))"
                            ),
                            .wcag(.sc1_3_1, .sc4_1_2))
                    }
                    MobileScreenreader {
                        When(
                            .gesture(.swipeByRotor), "with Landmarks chosen, to reach the breadcrumbs",
                            .hear("\(.role(.navigation)) named \"Breadcrumb\""), .wcag(.sc1_3_1))
                        ThenWhen(
                            .gesture(.swipe), "to the last breadcrumb",
                            .hear("the current page's name and \(.state(.current)), after the links above it"),
                            .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "on the Home breadcrumb",
                            .hear("the home page's content is read once it has loaded"), .wcag(.sc2_4_4))
                    }
                }
                KeyboardActions {
                    Row(.key(.enter), "Opens the page of the breadcrumb link in focus", .wcag(.sc2_1_1))
                    Row(.key(.shiftTab), "Moves back to the breadcrumb link before", .wcag(.sc2_4_3))
                    Row(
                        .key(.tab),
                        "On the last breadcrumb, goes on to the page's content when the current page is not a link",
                        .wcag(.sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(.command(.nextLink), "Reads each breadcrumb link by its page name", .wcag(.sc2_4_4))
                    Row(.command(.nextList), "Reaches the trail as a list, with its number of items", .bestPractice)
                    Row(
                        .command(.nextItem),
                        "Reads no separator between the links, such as \"greater than\" or \"slash\"",
                        .bestPractice)
                    Row(
                        .command(.elementsList), "Lists a \"Breadcrumb\" landmark apart from the main navigation",
                        .wcag(.sc1_3_1))
                }
                ScreenreaderOutput {
                    Row(.name, "The landmark's name \"Breadcrumb\"", .wcag(.sc1_3_1, .sc2_4_6))
                    Row(.role, "The role \(.role(.navigation)) for the trail", .wcag(.sc1_3_1))
                    Row(.group, "A list with one item for each level and the number of its items", .bestPractice)
                    Row(.state, "The state \(.state(.current)) on the last breadcrumb only", .wcag(.sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize), "The trail wraps onto more lines and every page name is whole",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.magnification),
                        "At 320 px the trail wraps or shortens to a link one level up, without sideways scrolling",
                        .wcag(.sc1_4_10))
                    Row(
                        .setting(.forcedColors),
                        "The links are told apart from the current page by an underline, not by colour",
                        .wcag(.sc1_4_1))
                    Row(
                        .setting(.textSpacing), "No breadcrumb overlaps a separator or the next breadcrumb",
                        .wcag(.sc1_4_12))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "Each breadcrumb link is at least 24 by 24 CSS pixels, or spaced so that a 24-pixel circle centred on it overlaps no other target nor another undersized target's circle",
                        .wcag(.sc2_5_8))
                    Row(.recommendedTargetSize, "Each breadcrumb link is at least 44 by 44 CSS pixels", .bestPractice)
                    Row(
                        .tap,
                        "Pressing a breadcrumb and moving the pointer or finger off it before letting go opens no page; the link is followed only on release",
                        .wcag(.sc2_5_2))
                }
            }
        }
    }
}
