import A11yPlan

extension BundledCatalog {
    /// A skip link: the first link of a page, which jumps past the repeated header to the main content.
    static var skipLink: Component {
        Component("Skip link", noun: "a skip link") {
            Usage(
                "A skip link is the first focusable element of a web page. It is often hidden until it gets focus and then reads \"Skip to main content\"; following it moves focus past the header and navigation that repeat on every page."
            )
            Unavailable(
                .iOS,
                "iOS apps have no skip links. VoiceOver users pass repeated parts of a screen with the rotor set to Headings, and Full Keyboard Access users move between groups; test those with the Heading plan."
            )
            Unavailable(
                .android,
                "Android apps have no skip links. TalkBack users jump past repeated parts with the reading control set to Headings; test that with the Heading plan."
            )
            Variant(.web) {
                HowToTest(given: "I have just loaded a page with a skip link, with focus at the very top") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "once after the page loads",
                            .see(
                                "a link \"Skip to main content\" appears at the top of the page with a visible focus indicator"
                            ),
                            .wcag(.sc2_4_1, .sc2_4_7))
                        ThenWhen(
                            .key(.enter), "to follow the skip link",
                            .see("the page scrolls to the main content and the skip link is hidden again"),
                            .wcag(.sc2_4_1))
                        ThenWhen(
                            .key(.tab), "after following it",
                            .see("focus goes to the first link or control inside the main content, not to the header"),
                            .wcag(.sc2_4_1, .sc2_4_3))
                    }
                    Screenreader {
                        When(.key(.tab), "once after the page loads", .hearOutput)
                        ThenWhen(
                            .key(.enter), "to follow the skip link",
                            .hear("the main content's heading or first words, not the header's links"),
                            .wcag(.sc2_4_1))
                        ThenWhen(
                            .command(.nextItem), "after following it",
                            .hear("the main content carries on in order from where the skip link landed"),
                            .wcag(.sc1_3_2, .sc2_4_3))
                    }
                    MobileScreenreader {
                        When(
                            .gesture(.swipe), "from the top of the page",
                            .hear("\"Skip to main content\" and \(.role(.link)) before the logo and the navigation"),
                            .wcag(.sc2_4_1, .sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "on the skip link",
                            .hear("the main content's heading next, without the header being read"), .wcag(.sc2_4_1))
                    }
                }
                KeyboardActions {
                    Row(.key(.enter), "Moves focus past the header into the main content", .wcag(.sc2_4_1))
                    Row(
                        .key(.tab), "On the skip link, moves on to the header's first link without following it",
                        .wcag(.sc2_4_3)
                    )
                    Row(
                        .key(.shiftTab),
                        "From the main content's first control, goes back up through the page in order",
                        .wcag(.sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(
                        .command(.nextLink), "From the top of the page, finds the skip link as the first link",
                        .wcag(.sc2_4_1))
                    Row(
                        .command(.activate),
                        "Follows the skip link under the screen reader's cursor and reads the main content",
                        .wcag(.sc2_4_1))
                    Row(
                        .command(.nextLandmark), "Reaches the main landmark, where the skip link leads", .wcag(.sc1_3_1)
                    )
                }
                ScreenreaderOutput {
                    Row(
                        .name, "The link text \"Skip to main content\", or words that say where it leads",
                        .wcag(.sc2_4_4))
                    Row(.role, "The role \(.role(.link))", .wcag(.sc4_1_2))
                    Row(.group, "The skip link before anything else on the page", .wcag(.sc1_3_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize),
                        "When shown, the skip link's text grows and is not cut off at the page's edge",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.magnification),
                        "At 320 px the skip link shows in full inside the viewport when it gets focus",
                        .wcag(.sc1_4_10))
                    Row(
                        .setting(.forcedColors),
                        "The skip link's text and its focus indicator stay visible when it is shown",
                        .wcag(.sc1_4_11))
                    Row(.setting(.reduceMotion), "The skip link appears without sliding in", .wcag(.sc2_3_3))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "Once Tab has shown it, the skip link is at least 24 by 24 CSS pixels, or spaced so that a 24-pixel circle centred on it overlaps no other target nor another undersized target's circle",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize, "Once shown, the skip link is at least 44 by 44 CSS pixels",
                        .bestPractice)
                    Row(
                        .tap,
                        "With the skip link shown, pressing it and moving the pointer or finger off it before letting go leaves the page where it was; the link is followed only on release",
                        .wcag(.sc2_5_2))
                }
            }
        }
    }
}
