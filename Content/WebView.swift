import A11yPlan

extension BundledCatalog {
    /// A web view: web content shown inside an app screen, which the screen reader moves into and out of.
    static var webView: Component {
        Component("Web view", noun: "a web view") {
            Usage(
                "A web view shows a web page inside an app screen, such as a help article or the terms of service, between the app's own title bar and toolbar. People must be able to move into the page, use its headings and links, and come back out to the app."
            )
            Variant(.iOS) {
                HowToTest(
                    given:
                        "I am on an app screen with a web view showing a help article, under a navigation bar and above a toolbar"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to move from the navigation bar into the web view",
                            .see("the focus ring moves into the article, onto its first link"),
                            .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.tab), "to move through the article's links",
                            .see(
                                "the focus ring follows the links in reading order and the article scrolls to show each one"
                            ),
                            .wcag(.sc2_4_3, .sc2_4_11))
                        ThenWhen(
                            .key(.tab), "to move past the article's last link",
                            .see("the focus ring leaves the web view for the toolbar below it"), .wcag(.sc2_1_2))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "from the screen's title into the web view", .hearOutput)
                        ThenWhen(
                            .gesture(.swipeByRotor), "to Headings to move from heading to heading",
                            .hear("each heading of the article in turn, with its level"), .wcag(.sc1_3_1, .sc2_4_6))
                        ThenWhen(
                            .gesture(.doubleTap), "on a link in the article",
                            .hear("the linked page loads in the web view and VoiceOver reads from its start"),
                            .wcag(.sc2_4_3))
                        ThenWhen(
                            .gesture(.swipe), "past the end of the article",
                            .hear("the toolbar's buttons, outside the web view"), .wcag(.sc1_3_2))
                    }
                }
                KeyboardActions {
                    Row(
                        .key(.shiftTab), "Moves from the article's first link back out to the navigation bar",
                        .wcag(.sc2_1_2))
                    Row(.key(.space), "Follows the link that has the focus ring", .wcag(.sc2_1_1))
                }
                ScreenreaderGestures {
                    Row(
                        .gesture(.threeFingerSwipe), "Scrolls the article by a screen and says how far down it is",
                        .bestPractice)
                    Row(
                        .gesture(.dismiss), "Goes back to the app's previous screen, as its Back button does",
                        .bestPractice
                    )
                    Row(.gesture(.touchExplore), "Reads the article's text and links under the finger", .wcag(.sc1_3_1))
                }
                ScreenreaderOutput {
                    Row(.name, "each link in the article by its own text, such as \"Contact support\"", .wcag(.sc2_4_4))
                    Row(
                        .role, "\(.role(.heading)) and its level for each heading in the article",
                        .wcag(.sc1_3_1))
                    Row(.group, "the article after the navigation bar and before the toolbar", .wcag(.sc1_3_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize),
                        "The article's text grows with the app's text or, where it does not, can be enlarged to 200% by pinch zoom or the app's text-size control, with nothing cut off",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.orientation),
                        "In landscape the article reflows to the new width and no text is cut off",
                        .wcag(.sc1_3_4))
                    Row(
                        .setting(.darkMode), "The article follows Dark Mode, or its text keeps at least 4.5:1 contrast",
                        .wcag(.sc1_4_3))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "Links and buttons that stand on their own in the article are at least 24 by 24 points, or are spaced so that a 24-point circle centred on each overlaps no other target nor another undersized target's circle; a link inside a sentence is exempt",
                        .wcag(.sc2_5_8))
                    Row(
                        .tap,
                        "Touching a link in the article and sliding off it, or scrolling, before lifting does not follow the link",
                        .wcag(.sc2_5_2))
                    Row(
                        .pinch,
                        "Nothing in the article needs a pinch or two fingers to work: every link and control answers a single tap",
                        .wcag(.sc2_5_1))
                }
            }
            Variant(.android) {
                HowToTest(
                    given:
                        "I am on an app screen with a web view showing a help article, under a top app bar and above a bottom bar"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to move from the top app bar into the web view",
                            .see("a focus highlight on the first link of the article"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.tab), "to move through the article's links",
                            .see(
                                "the highlight goes from link to link in reading order, scrolling the article as it goes"
                            ),
                            .wcag(.sc2_4_3, .sc2_4_11))
                        ThenWhen(
                            .key(.tab), "to move past the article's last link",
                            .see("the highlight leaves the web view and reaches the bottom bar"), .wcag(.sc2_1_2))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "from the top app bar into the web view", .hearOutput)
                        ThenWhen(
                            .gesture(.swipeByRotor), "to Headings to move from heading to heading",
                            .hear("the article's headings, one after another"), .wcag(.sc1_3_1, .sc2_4_6))
                        ThenWhen(
                            .gesture(.doubleTap), "on a link in the article",
                            .hear("the linked page opens and TalkBack starts at its top"), .wcag(.sc2_4_3))
                        ThenWhen(
                            .gesture(.swipe), "past the end of the article",
                            .hear("the bottom bar's buttons, outside the web content"), .wcag(.sc1_3_2))
                    }
                }
                KeyboardActions {
                    Row(.key(.shiftTab), "Goes from the article's first link back to the top app bar", .wcag(.sc2_1_2))
                    Row(.key(.enter), "Opens the highlighted link", .wcag(.sc2_1_1))
                }
                ScreenreaderGestures {
                    Row(
                        .gesture(.threeFingerSwipe), "Scrolls the article up or down with the fingers, as a drag would",
                        .bestPractice)
                    Row(
                        .gesture(.dismiss),
                        "Goes back, first through the pages opened in the web view, then out of the screen",
                        .bestPractice)
                    Row(
                        .gesture(.touchExplore), "Reads whatever part of the article is under the finger",
                        .wcag(.sc1_3_1))
                }
                ScreenreaderOutput {
                    Row(.name, "each link in the article by its own text, such as \"Contact support\"", .wcag(.sc2_4_4))
                    Row(.role, "\(.role(.heading)) for each heading in the article", .wcag(.sc1_3_1))
                    Row(.group, "the article after the top app bar and before the bottom bar", .wcag(.sc1_3_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize), "The article's text grows by the same amount as the app's own text",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.orientation),
                        "In landscape the article fits the new width without sideways scrolling",
                        .wcag(.sc1_3_4))
                    Row(
                        .setting(.darkMode),
                        "The article follows Dark theme, or keeps its text at 4.5:1 contrast or more",
                        .wcag(.sc1_4_3))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "Links and buttons that stand on their own in the article are at least 24 by 24 dp, or are spaced so that a circle 24 dp across centred on each overlaps no other target nor another undersized target's circle; a link inside a sentence is exempt",
                        .wcag(.sc2_5_8))
                    Row(
                        .tap,
                        "Touching a link in the article and sliding off it, or scrolling, before lifting does not follow the link",
                        .wcag(.sc2_5_2))
                    Row(
                        .pinch,
                        "Nothing in the article needs a pinch or two fingers to work: every link and control answers a single tap",
                        .wcag(.sc2_5_1))
                }
            }
            Unavailable(
                .web,
                "A web page has no web view: it is the web content itself. A frame embedded in a page (iframe) is tested as part of the page that holds it, with a title that names the frame."
            )
        }
    }
}
