import A11yPlan

extension BundledCatalog {
    /// An avatar: a person's photo or initials, named by the person, or skipped when the name is beside it.
    static var avatar: Component {
        Component("Avatar", noun: "an avatar") {
            Usage(
                "An avatar shows a person as a small photo, or as their initials on a coloured circle. Alone, it is named by the person's full name; next to the written name, as in a list of people, it is decorative and skipped."
            )
            Variant(.iOS) {
                HowToTest(
                    given:
                        "I am on a screen with an avatar button for my profile and a list of people whose rows open their profiles, each avatar beside a name"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the avatar button of my profile",
                            .see("a focus ring round the avatar"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(.key(.space), .see("my profile opens"), .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.tab), "to move through the list of people",
                            .see("one stop for each person's row, never a separate stop on the avatar"), .wcag(.sc2_4_3)
                        )
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the avatar button of my profile", .hearOutput)
                        ThenWhen(
                            .gesture(.swipe), "to move through the list of people",
                            .hear("each person's name once, with nothing read for the avatar beside it"),
                            .wcag(.sc1_1_1))
                    }
                }
                KeyboardActions {
                    Row(.key(.tab), "Stops on the avatar only where using it does something", .wcag(.sc2_4_3))
                    Row(.key(.space), "Opens the profile from the avatar button in focus", .wcag(.sc2_1_1))
                }
                ScreenreaderGestures {
                    Row(.gesture(.doubleTap), "Opens the profile of the avatar in focus", .wcag(.sc4_1_2))
                    Row(
                        .gesture(.touchExplore),
                        "Touching an avatar with initials reads the full name, not letter by letter",
                        .wcag(.sc1_1_1))
                }
                ScreenreaderOutput {
                    Row(.name, "my full name, or \"Profile\" with it, and no file name", .wcag(.sc1_1_1, .sc4_1_2))
                    Row(.role, "\(.role(.button)) after the name", .wcag(.sc4_1_2))
                    Row(.group, "an online or away badge on the avatar, said in words after the name", .wcag(.sc1_1_1))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize),
                        "Initials grow with the text size, so they are real text and not a picture",
                        .wcag(.sc1_4_5))
                    Row(
                        .setting(.darkMode), "The initials keep a contrast of at least 4.5:1 on the avatar's colour",
                        .wcag(.sc1_4_3))
                    Row(
                        .setting(.grayscale),
                        "The online badge is still told apart by its shape or a word, not by colour",
                        .wcag(.sc1_4_1))
                    Row(
                        .setting(.voiceControl),
                        "Saying \"Tap\" and the avatar's name opens the profile",
                        .wcag(.sc2_5_3))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The avatar button of my profile is at least 24 by 24 points, or is spaced so that a 24-point circle centred on it overlaps no other target nor another undersized target's circle",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The avatar button of my profile is at least 44 by 44 points, as Apple recommends",
                        .bestPractice)
                    Row(
                        .tap,
                        "Touching the avatar button and sliding the finger well away from it before lifting does not open my profile",
                        .wcag(.sc2_5_2))
                }
            }
            Variant(.android) {
                HowToTest(
                    given:
                        "I am on a screen with an avatar button for my profile and a list of people whose rows open their profiles, each avatar beside a name"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the avatar button of my profile",
                            .see("a focus highlight on the avatar"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(.keys(.enter, .space), .see("my profile opens"), .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.tab), "to move through the list of people",
                            .see("the highlight moves from row to row, and never onto an avatar alone"), .wcag(.sc2_4_3)
                        )
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the avatar button of my profile", .hearOutput)
                        ThenWhen(
                            .gesture(.swipe), "to move through the list of people",
                            .hear("each name once, and never \"unlabelled\" or \(.role(.image)) for the avatars"),
                            .wcag(.sc1_1_1))
                    }
                }
                KeyboardActions {
                    Row(.key(.tab), "Reaches an avatar only when it is a button", .wcag(.sc2_4_3))
                    Row(.keys(.enter, .space), "Opens the profile from the avatar in focus", .wcag(.sc2_1_1))
                }
                ScreenreaderGestures {
                    Row(.gesture(.doubleTap), "Opens the profile of the avatar in focus", .wcag(.sc4_1_2))
                    Row(
                        .gesture(.touchExplore), "Touching an initials avatar reads the whole name, not the letters",
                        .wcag(.sc1_1_1))
                }
                ScreenreaderOutput {
                    Row(
                        .name, "my full name, or \"Profile\" with my name, and never the initials alone",
                        .wcag(.sc1_1_1, .sc4_1_2))
                    Row(.role, "\(.role(.button)) after the name, for the profile avatar", .wcag(.sc4_1_2))
                    Row(.group, "the avatar's status badge, such as \"online\", in words", .wcag(.sc1_1_1))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize), "The initials grow with the font size, being real text",
                        .wcag(.sc1_4_5))
                    Row(
                        .setting(.darkMode), "In the dark theme the initials keep a 4.5:1 contrast with the circle",
                        .wcag(.sc1_4_3))
                    Row(
                        .setting(.grayscale), "The status badge still shows its meaning without its colour",
                        .wcag(.sc1_4_1))
                    Row(
                        .setting(.voiceControl),
                        "Saying \"Tap\" and the avatar's name opens my profile",
                        .wcag(.sc2_5_3))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The avatar button of my profile is at least 24 by 24 dp, or is spaced so that a circle 24 dp across centred on it overlaps no other target nor another undersized target's circle",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The avatar button of my profile is at least 48 by 48 dp, as Material Design recommends",
                        .bestPractice)
                    Row(
                        .tap, "Touching the avatar button and sliding off it before lifting does not open my profile",
                        .wcag(.sc2_5_2))
                }
            }
            Variant(.web) {
                HowToTest(
                    given:
                        "I am on a page with an avatar button for my profile and a list of people, each name a link to that person's profile with an avatar beside it"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the avatar button of my profile",
                            .see("a visible focus indicator round the avatar"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(.keys(.enter, .space), .see("my profile menu or page opens"), .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.tab), "to move through the list of people",
                            .see("focus goes to each person's link once, with no extra stop on the avatar"),
                            .wcag(.sc2_4_3))
                    }
                    Screenreader {
                        When(.key(.tab), "to reach the avatar button of my profile", .hearOutput)
                        ThenWhen(
                            .command(.nextItem), "to move through the list of people",
                            .hear("each person's name once; the avatar beside it and its initials are not read"),
                            .wcag(.sc1_1_1))
                        ThenWhen(
                            .command(.nextGraphic), "to look for graphics from the top of the list",
                            .hear("no graphic for the avatars that sit beside a name"), .wcag(.sc1_1_1))
                    }
                    MobileScreenreader {
                        When(
                            .gesture(.swipe), "to reach the avatar button of my profile",
                            .hear("my name and \(.role(.button))"), .wcag(.sc1_1_1, .sc4_1_2))
                        ThenWhen(
                            .gesture(.swipe), "to move through the list of people",
                            .hear("the names one by one, with no \(.role(.image)) announced between them"),
                            .wcag(.sc1_1_1))
                    }
                }
                KeyboardActions {
                    Row(.key(.tab), "Stops on the avatar only where it is a button or link", .wcag(.sc2_4_3))
                    Row(.keys(.enter, .space), "Opens the profile from the avatar button", .wcag(.sc2_1_1))
                }
                ScreenreaderGestures {
                    Row(
                        .command(.nextButton), "Finds the profile avatar and reads it by the person's name",
                        .wcag(.sc4_1_2)
                    )
                    Row(
                        .command(.elementsList),
                        "Lists the profile button by name, with no file name and no \(.role(.image)) word in its place",
                        .wcag(.sc1_1_1))
                }
                ScreenreaderOutput {
                    Row(
                        .name, "my full name from the avatar's alternative text or label, not my initials",
                        .wcag(.sc1_1_1, .sc4_1_2))
                    Row(.role, "\(.role(.button)) after my name, as the avatar opens my profile", .wcag(.sc4_1_2))
                    Row(.group, "a status badge read in words, such as \"online\"", .wcag(.sc1_1_1))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize), "The initials and the names beside them grow, with nothing cut off",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.textResize).phrased("Zoom Text Only in Firefox, at 200%"),
                        "The initials grow while photos keep their size, which shows the initials are real text",
                        .wcag(.sc1_4_5))
                    Row(
                        .setting(.darkMode), "The initials keep a 4.5:1 contrast with the avatar's colour",
                        .wcag(.sc1_4_3))
                    Row(
                        .setting(.forcedColors), "The avatar's initials and outline stay visible in the forced palette",
                        .wcag(.sc1_4_11))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The avatar button of my profile is at least 24 by 24 CSS pixels, or is spaced so that a 24-pixel circle centred on it overlaps no other target nor another undersized target's circle",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The avatar button of my profile is at least 44 by 44 CSS pixels, the size WCAG's level AAA asks for",
                        .bestPractice)
                    Row(
                        .tap, "Pressing the avatar button and moving off it before releasing does not open my profile",
                        .wcag(.sc2_5_2))
                }
            }
        }
    }
}
