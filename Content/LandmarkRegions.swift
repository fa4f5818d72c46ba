import A11yPlan

extension BundledCatalog {
    /// Landmark regions: the page's header, navigation, main content, footer and named regions.
    static var landmarkRegions: Component {
        Component("Landmark regions", noun: "landmark regions") {
            Usage(
                "Landmark regions mark the large parts of a web page: the header (banner), the navigation, the main content, the footer (content info) and named regions such as a filter panel. Screen reader users jump from one landmark to the next instead of reading the whole page."
            )
            Unavailable(
                .iOS,
                "iOS apps have no landmarks. A screen's parts are found by their headings with the VoiceOver rotor, and the tab bar and navigation bar are reached as containers: test headings with the Heading plan."
            )
            Unavailable(
                .android,
                "Android apps have no landmarks. TalkBack users move between a screen's parts by headings and by panes with its reading controls: test headings with the Heading plan."
            )
            Variant(.web) {
                HowToTest(
                    given:
                        "I am on a page with landmark regions: a header, a navigation, the main content, a Filters region and a footer"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to move through the page from its top",
                            .see(
                                "focus goes through the header's controls first, then the navigation, with a visible indicator"
                            ),
                            .wcag(.sc2_4_3, .sc2_4_7))
                        ThenWhen(
                            .key(.tab), "to move on through the page",
                            .see(
                                "focus reaches the main content, then the Filters region, then the footer, in the order they are shown"
                            ),
                            .wcag(.sc1_3_2, .sc2_4_3))
                        ThenWhen(
                            .key(.shiftTab), "to move back from the footer",
                            .see("focus goes back up through the same regions in reverse order"), .wcag(.sc2_4_3))
                    }
                    Screenreader {
                        When(
                            .command(.nextLandmark), "to move to the first landmark from the top of the page",
                            .hear("\"banner\" with the header's content"), .wcag(.sc1_3_1, .sc2_4_1))
                        ThenWhen(.command(.nextLandmark), "to move to each following landmark in turn", .hearOutput)
                        ThenWhen(
                            .command(.elementsList), "to list the page's landmarks",
                            .hear(
                                "each landmark listed once with its name; if the page has two navigations, their names tell them apart"
                            ),
                            .wcag(.sc1_3_1, .sc2_4_1))
                        ThenWhen(
                            .command(.sayAll), "to read on from the footer landmark",
                            .hear(
                                "the footer's content and then the end of the page, with no text left outside the landmarks"
                            ),
                            .bestPractice)
                    }
                    MobileScreenreader {
                        When(
                            .gesture(.rotor), "to choose Landmarks",
                            .hear("the word \"Landmarks\" among the rotor or reading control choices"), .wcag(.sc2_4_1))
                        ThenWhen(
                            .gesture(.swipeByRotor), "to Landmarks to move down through the landmarks",
                            .hear(
                                "the header; \(.role(.navigation)); \(.role(.main)); the Filters \(.role(.region)); and the footer, in turn"
                            ),
                            .wcag(.sc1_3_1, .sc2_4_1))
                        ThenWhen(
                            .gesture(.swipe), "after landing on the main landmark",
                            .hear("the main heading of the page, as the first thing inside it"), .bestPractice)
                    }
                }
                KeyboardActions {
                    Row(
                        .key(.tab), "Never lands on a landmark itself, only on the links and controls inside it",
                        .bestPractice)
                    Row(
                        .key(.shiftTab), "From the main content, goes back into the navigation and then the header",
                        .wcag(.sc2_4_3))
                    Row(
                        .key(.enter), "On the skip link, if there is one, lands at the start of the main landmark",
                        .wcag(.sc2_4_1))
                }
                ScreenreaderGestures {
                    Row(.command(.nextHeading), "Finds the main heading inside the main landmark", .wcag(.sc1_3_1))
                    Row(.command(.nextItem), "Names each landmark's role as the reading enters it", .wcag(.sc1_3_1))
                    Row(
                        .command(.focusMode), "In a landmark's form, such as Filters, lets keys type into fields",
                        .bestPractice)
                }
                ScreenreaderOutput {
                    Row(
                        .name,
                        "A name for each landmark that is not the only one of its kind, such as \"Main menu\" and \"Filters\"",
                        .wcag(.sc1_3_1, .sc2_4_6))
                    Row(
                        .role,
                        "Each landmark's role once: \(.role(.navigation)); then \(.role(.main)); then \(.role(.region)) for Filters",
                        .wcag(.sc1_3_1))
                    Row(
                        .group, "The footer is announced as a landmark (role contentinfo), not as plain text",
                        .wcag(.sc1_3_1))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize),
                        "A fixed header does not grow to cover the focused link in the main content",
                        .wcag(.sc1_4_4, .sc2_4_11))
                    Row(
                        .setting(.magnification),
                        "At 320 px the regions stack in one column in the same order as the landmarks are read",
                        .wcag(.sc1_3_2, .sc1_4_10))
                    Row(
                        .setting(.forcedColors), "The borders between header, main content and footer stay visible",
                        .bestPractice)
                }
            }
        }
    }
}
