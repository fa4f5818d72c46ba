import A11yPlan

extension BundledCatalog {
    /// A page title: the name of a web page or app screen, read when it opens.
    static var pageTitle: Component {
        Component("Page title", noun: "a page title") {
            Usage(
                "A page title names the page or screen that is open, such as \"Delivery address – Checkout – Shop\". On the web it is the document's title, shown in the browser tab; in an app it is the screen's title in the navigation bar. A screen reader reads it when the page or screen opens; on iOS, VoiceOver often starts on the Back button and reads the title one swipe later."
            )
            Variant(.iOS) {
                HowToTest(given: "I am on a list screen whose rows each open a screen with a page title") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach a row of the list",
                            .see("the focus ring is on the row"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.space), "to open the row's screen",
                            .see("the new screen shows a title at the top that names it, such as the item's name"),
                            .wcag(.sc2_4_2))
                        ThenWhen(
                            .key(.tab), "to move into the new screen",
                            .see("the focus ring starts at the top of the new screen, not on the screen behind"),
                            .wcag(.sc2_4_3))
                    }
                    Screenreader {
                        When(.gesture(.doubleTap), "on a row to open its screen", .hearOutput)
                        ThenWhen(
                            .gesture(.swipe), "from the title",
                            .hear("the new screen's content after its title, in the app's language voice"),
                            .wcag(.sc3_1_1))
                        ThenWhen(
                            .gesture(.dismiss), "to go back",
                            .hear("the list screen's title or the row that was opened"), .wcag(.sc2_4_3))
                    }
                }
                KeyboardActions {
                    Row(.key(.space), "Opens the screen of the row in focus, with its title shown", .wcag(.sc2_1_1))
                    Row(.key(.shiftTab), "Reaches the back button, which names the screen before", .wcag(.sc2_4_3))
                    Row(.key(.tab), "Moves from the title area into the screen's content", .wcag(.sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(
                        .gesture(.swipeByRotor),
                        "With the rotor on Headings, finds the screen's title as its first heading",
                        .wcag(.sc1_3_1))
                    Row(
                        .gesture(.touchExplore), "Reads the title when the finger touches it at the top",
                        .wcag(.sc2_4_2))
                    Row(
                        .gesture(.swipeBack),
                        "From the title, reaches the back button that names the screen before",
                        .wcag(.sc2_4_3))
                }
                ScreenreaderOutput {
                    Row(
                        .name,
                        "The screen's title, either at once or one swipe after the Back button that VoiceOver often starts on",
                        .wcag(.sc2_4_2))
                    Row(.role, "The title read as \(.role(.heading))", .wcag(.sc1_3_1))
                    Row(
                        .group, "A title that tells this screen apart from others of the app, such as the item's name",
                        .wcag(.sc2_4_2, .sc2_4_6))
                }
                DeviceSettings {
                    Row(.setting(.textResize), "The title grows, and a long title is not cut short", .wcag(.sc1_4_4))
                    Row(.setting(.boldText), "The title turns bold", .bestPractice)
                    Row(.setting(.orientation), "In landscape the title stays visible at the top", .wcag(.sc1_3_4))
                }
            }
            Variant(.android) {
                HowToTest(given: "I am on a list screen whose rows each open a screen with a page title") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach a row of the list",
                            .see("a focus highlight on the row"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .keys(.enter, .space), "to open the row's screen",
                            .see("the new screen's top app bar shows a title that names it"), .wcag(.sc2_4_2))
                        ThenWhen(
                            .key(.escape), "to go back",
                            .see(
                                "the list screen's title is shown again and the highlight is on a row of the list, such as the one that was opened"
                            ),
                            .wcag(.sc2_4_3))
                    }
                    Screenreader {
                        When(.gesture(.doubleTap), "on a row to open its screen", .hearOutput)
                        ThenWhen(
                            .gesture(.swipe), "from the title",
                            .hear("the screen's content in the voice of the app's language"), .wcag(.sc3_1_1))
                        ThenWhen(
                            .gesture(.dismiss), "to go back",
                            .hear("the list screen's title announced again"), .wcag(.sc2_4_2, .sc2_4_3))
                    }
                }
                KeyboardActions {
                    Row(.keys(.enter, .space), "Opens the screen of the highlighted row", .wcag(.sc2_1_1))
                    Row(.key(.escape), "Goes back to the screen before, whose title comes back", .wcag(.sc2_4_3))
                    Row(.key(.tab), "Moves from the top app bar into the screen's content", .wcag(.sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(
                        .gesture(.swipeByRotor),
                        "With the reading control on Headings, finds the title in the top app bar",
                        .wcag(.sc1_3_1))
                    Row(
                        .gesture(.touchExplore), "Reads the title under the finger at the top of the screen",
                        .wcag(.sc2_4_2))
                    Row(.gesture(.swipeBack), "From the content, goes back to the title", .wcag(.sc1_3_2))
                }
                ScreenreaderOutput {
                    Row(.name, "The new screen's title, announced as the screen appears", .wcag(.sc2_4_2))
                    Row(.role, "The title is read as \(.role(.heading))", .wcag(.sc1_3_1))
                    Row(
                        .group, "A title that differs from one screen to the next, never only the app's name",
                        .wcag(.sc2_4_2, .sc2_4_6))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize),
                        "The title grows with the font size and is not cut short with an ellipsis",
                        .wcag(.sc1_4_4))
                    Row(.setting(.boldText), "The title is drawn in bold", .bestPractice)
                    Row(.setting(.orientation), "In landscape the top app bar keeps the title", .wcag(.sc1_3_4))
                }
            }
            Variant(.web) {
                HowToTest(given: "I am on a page of a site with a link that opens another page with its own page title")
                {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the link",
                            .see("a visible focus indicator on the link"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.enter), "to open the page",
                            .see(
                                "the browser tab shows the new page's title, which says what the page is"
                            ),
                            .wcag(.sc2_4_2))
                        ThenWhen(
                            .key(.ctrlTab), "to look at other pages of the site open in other browser tabs",
                            .see("each tab's title tells its page apart from the others"), .bestPractice)
                        OrWhen(
                            .key(.enter),
                            "on a link that updates the page in place without loading a new one",
                            .see("the browser tab's title changes to name the new view"), .wcag(.sc2_4_2))
                    }
                    Screenreader {
                        When(.key(.enter), "on the link to open the page", .hearOutput)
                        ThenWhen(
                            .command(.sayAll), "to read the page from its top",
                            .hear(
                                "the page's text in the voice of its language, such as an English voice for an English page"
                            ),
                            .wcag(.sc3_1_1))
                        ThenWhen(
                            .command(.nextHeading), "to reach the main heading",
                            .hear("a heading that says what the page holds, as the title does"), .wcag(.sc2_4_6))
                    }
                    MobileScreenreader {
                        When(
                            .gesture(.doubleTap), "on the link to open the page",
                            .hear("the new page's title as soon as it loads"), .wcag(.sc2_4_2))
                        ThenWhen(
                            .gesture(.swipe), "through the page's first lines",
                            .hear("the text pronounced in the page's language, not in another voice"), .wcag(.sc3_1_1))
                    }
                }
                KeyboardActions {
                    Row(
                        .key(.enter), "Follows the link; the browser tab's title changes to the new page's",
                        .wcag(.sc2_4_2)
                    )
                    Row(
                        .key(.shiftTab), "From the page's first link, moves up to the browser's address bar",
                        .bestPractice)
                }
                ScreenreaderGestures {
                    Row(
                        .command(.elementsList),
                        "Shows the headings, the first of which names the same page as the title",
                        .wcag(.sc2_4_6))
                    Row(.command(.nextItem), "Reads on from the title into the page's first content", .wcag(.sc1_3_2))
                    Row(.key(.ctrlTab), "Reads the title of the browser tab that comes to the front", .wcag(.sc2_4_2))
                }
                ScreenreaderOutput {
                    Row(.name, "The document's title first, as the page loads", .wcag(.sc2_4_2))
                    Row(
                        .group, "Words of the title that say what this page holds, not only the site's name",
                        .wcag(.sc2_4_2))
                    Row(
                        .state, "A step or result count in the title where the page has one, such as \"Step 2 of 4\"",
                        .bestPractice)
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize), "The main heading that matches the title grows and wraps",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.magnification), "At 320 px the main heading wraps, with no word cut off",
                        .wcag(.sc1_4_10))
                    Row(.setting(.textSpacing), "The main heading stays whole with wider spacing", .wcag(.sc1_4_12))
                }
            }
        }
    }
}
