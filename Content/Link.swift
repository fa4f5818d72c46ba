import A11yPlan

extension BundledCatalog {
    /// A link: text that takes people to another page, screen or website.
    static var link: Component {
        Component("Link", noun: "a link") {
            Usage(
                "A link takes people somewhere else: another screen, a web page, a document or a place further down. It is named by its text, which says where it leads; an action that happens on the spot belongs on a button."
            )
            Variant(.iOS) {
                HowToTest(
                    given:
                        "I am on a screen with a link on its own, such as Privacy policy, and a link inside a paragraph"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the link on its own",
                            .see("a focus ring around the link's text"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.space), "to follow the link",
                            .see("the place the link names opens, such as the privacy policy in Safari or in the app"),
                            .wcag(.sc2_1_1, .sc2_4_4))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the link on its own", .hearOutput)
                        ThenWhen(
                            .gesture(.rotor).phrased("turn the rotor with two fingers"), "until it is set to Links",
                            .hear("Links among the rotor's settings"), .wcag(.sc1_3_1))
                        ThenWhen(
                            .gesture(.swipeByRotor), "to Links, to reach the link inside the paragraph",
                            .hear("only the linked words and \(.role(.link)), not the whole paragraph as one link"),
                            .wcag(.sc1_3_1, .sc2_4_4))
                        ThenWhen(
                            .gesture(.doubleTap), "to follow the link",
                            .hear("the title of the screen or page that opens, which matches the link's words"),
                            .wcag(.sc2_4_4, .sc4_1_2))
                    }
                }
                KeyboardActions {
                    Row(.key(.space), "Opens the place the focused link points to", .wcag(.sc2_1_1))
                    Row(.key(.tab), "Moves from the link to the next link or control", .wcag(.sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(.gesture(.doubleTap), "Follows the link VoiceOver is on", .wcag(.sc4_1_2))
                    Row(
                        .gesture(.swipeByRotor),
                        "With the rotor on Links, jumps from link to link and skips other text",
                        .wcag(.sc1_3_1))
                }
                ScreenreaderOutput {
                    Row(
                        .name, "The link's own words, such as Privacy policy, and never Click here alone",
                        .wcag(.sc2_4_4, .sc4_1_2))
                    Row(.role, "The role \(.role(.link)) with the name, not \(.role(.button))", .wcag(.sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.grayscale),
                        "The link inside the paragraph still stands out from the text around it, by an underline or weight",
                        .wcag(.sc1_4_1))
                    Row(
                        .setting(.textResize),
                        "Links grow with the text around them and wrap onto new lines without being cut off",
                        .wcag(.sc1_4_4, .sc1_4_5))
                    Row(
                        .setting(.darkMode), "Link text measures at least 4.5:1 against the dark background",
                        .wcag(.sc1_4_3))
                    Row(
                        .setting(.voiceControl), "The link opens when I say \"Tap Privacy policy\"", .wcag(.sc2_5_3))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The link on its own is at least 24 by 24 points, or has that much clear space around it; the link inside the paragraph is exempt, as its size is set by the sentence",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The link on its own is at least 44 by 44 points to touch, as Apple recommends", .bestPractice)
                    Row(
                        .tap,
                        "Touching a link and sliding the finger well away before lifting opens nothing; a plain tap opens the link as the finger lifts",
                        .wcag(.sc2_5_2))
                }
            }
            Variant(.android) {
                HowToTest(
                    given:
                        "I am on a screen with a link on its own, such as Privacy policy, and a link inside a paragraph"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the link on its own",
                            .see("a focus highlight around the link's text"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.enter), "to follow the link",
                            .see("the destination the link names opens, in the app or in the browser"),
                            .wcag(.sc2_1_1, .sc2_4_4))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the link on its own", .hearOutput)
                        ThenWhen(
                            .gesture(.rotor).phrased("swipe up then down"), "until the reading control is Links",
                            .hear("Links as the reading control"), .wcag(.sc1_3_1))
                        ThenWhen(
                            .gesture(.swipeByRotor), "to Links, to reach the link inside the paragraph",
                            .hear("the linked words on their own, and then \(.role(.link))"), .wcag(.sc1_3_1, .sc2_4_4))
                        ThenWhen(
                            .gesture(.doubleTap), "to follow the link",
                            .hear("the title of what opens, which matches the words of the link"),
                            .wcag(.sc2_4_4, .sc4_1_2))
                    }
                }
                KeyboardActions {
                    Row(.key(.enter), "Follows the link that has the highlight", .wcag(.sc2_1_1))
                    Row(.key(.shiftTab), "Moves back from the link to the control before it", .wcag(.sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(.gesture(.doubleTap), "Opens the link that TalkBack has in focus", .wcag(.sc4_1_2))
                    Row(
                        .gesture(.swipeByRotor),
                        "With Links as the reading control, moves from link to link and skips plain text",
                        .wcag(.sc1_3_1))
                }
                ScreenreaderOutput {
                    Row(
                        .name, "The words of the link, such as Privacy policy, that say where it goes",
                        .wcag(.sc2_4_4, .sc4_1_2))
                    Row(.role, "The role \(.role(.link)) after those words", .wcag(.sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.grayscale),
                        "The link in the paragraph can still be told from plain text in grey, by its underline",
                        .wcag(.sc1_4_1))
                    Row(
                        .setting(.textResize), "Link text grows with the font size and wraps without being cut",
                        .wcag(.sc1_4_4, .sc1_4_5))
                    Row(
                        .setting(.darkMode), "Link text keeps at least 4.5:1 contrast with the dark background",
                        .wcag(.sc1_4_3))
                    Row(
                        .setting(.voiceControl), "The link is followed when I say \"Tap Privacy policy\"",
                        .wcag(.sc2_5_3))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The link on its own is at least 24 by 24 dp, or has that much clear space around it; the link inside the paragraph is exempt, as its size is set by the sentence",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The link on its own is at least 48 by 48 dp to touch, as Material Design recommends",
                        .bestPractice)
                    Row(
                        .tap,
                        "Touching a link and sliding the finger off it before lifting opens nothing; a plain tap opens the link as the finger lifts",
                        .wcag(.sc2_5_2))
                }
            }
            Variant(.web) {
                HowToTest(
                    given:
                        "I am on a page with a link on its own, such as Privacy policy, and a link inside a paragraph"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the link inside the paragraph",
                            .see(
                                "a focus indicator around the link, which is underlined or otherwise marked apart from the text"
                            ),
                            .wcag(.sc1_4_1, .sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.enter), "to follow the link",
                            .see("the page the link names opens, or the page scrolls to the part it names"),
                            .wcag(.sc2_1_1, .sc2_4_4))
                    }
                    Screenreader {
                        When(.command(.nextLink), "to reach the link on its own", .hearOutput)
                        ThenWhen(
                            .command(.nextLink),
                            "to reach a link to the page in another language, named in that language, such as Deutsch",
                            .hear(
                                "\"Deutsch\" spoken in a German voice, while the text around it is read in the voice of the page's own language"
                            ), .wcag(.sc3_1_2))
                        ThenWhen(
                            .command(.elementsList), "to list the page's links",
                            .hear(
                                "each link's text; where the text alone does not say where a link goes, the sentence around it on the page does"
                            ),
                            .wcag(.sc2_4_4))
                        ThenWhen(
                            .command(.activate), "to follow the link",
                            .hear("the title of the new page, or the heading the link points to"),
                            .wcag(.sc2_4_2, .sc2_4_4))
                    }
                    MobileScreenreader {
                        When(
                            .gesture(.swipeByRotor), "to Links, to reach the link",
                            .hear("its words and \(.role(.link))"), .wcag(.sc1_3_1, .sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to follow the link",
                            .hear("the title or first heading of the page it opens"), .wcag(.sc2_4_4))
                    }
                }
                KeyboardActions {
                    Row(.key(.enter), "Follows the focused link", .wcag(.sc2_1_1))
                    Row(.key(.tab), "Moves to the next link or control on the page", .wcag(.sc2_4_3))
                    Row(
                        .key(.space),
                        "Scrolls the page and does not follow the focused link, as the browser's own links do",
                        .bestPractice)
                }
                ScreenreaderGestures {
                    Row(
                        .command(.nextLink), "Jumps to each link in turn, skipping plain text",
                        .wcag(.sc1_3_1))
                    Row(
                        .command(.nextItem), "Reads the sentence around a link in a paragraph, so its purpose is clear",
                        .wcag(.sc2_4_4))
                    Row(
                        .command(.elementsList),
                        "Lists links whose texts differ whenever they lead to different places",
                        .bestPractice)
                }
                ScreenreaderOutput {
                    Row(
                        .name, "The link text, or its aria-label that starts with that text, such as Privacy policy",
                        .wcag(.sc2_4_4, .sc2_5_3))
                    Row(.role, "The role \(.role(.link)) with the name", .wcag(.sc4_1_2))
                    Row(
                        .state, "The word \"visited\" for a link already followed, where the screen reader reports it",
                        .bestPractice)
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize), "Link text grows to 200% and wraps in its paragraph without overlapping",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.textSpacing),
                        "The link's letters and words spread out with the paragraph and stay readable",
                        .wcag(.sc1_4_5, .sc1_4_12))
                    Row(
                        .setting(.forcedColors), "Links keep the contrast theme's link colour and their underline",
                        .bestPractice)
                    Row(
                        .setting(.darkMode), "Link text measures at least 4.5:1 against the page background",
                        .wcag(.sc1_4_3))
                    Row(
                        .setting(.voiceControl), "The link is followed when I say \"Click Privacy policy\"",
                        .wcag(.sc2_5_3)
                    )
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The link on its own is at least 24 by 24 CSS pixels, or spaced so that a 24-pixel circle centred on it overlaps no other target; the link inside the paragraph is exempt, as its size is set by the sentence",
                        .wcag(.sc2_5_8))
                    Row(.recommendedTargetSize, "The link on its own is at least 44 by 44 CSS pixels", .bestPractice)
                    Row(
                        .tap,
                        "Pressing on a link and moving the pointer off it before letting go opens nothing; the link is followed on release",
                        .wcag(.sc2_5_2))
                }
            }
        }
    }
}
