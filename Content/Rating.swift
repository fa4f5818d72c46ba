import A11yPlan

extension BundledCatalog {
    /// A star rating: set one star at a time, or shown read-only as a count out of five.
    static var rating: Component {
        Component("Rating", noun: "a rating") {
            Usage(
                "A rating shows or collects a score as a row of stars, such as 4 out of 5. A rating people can set changes one star at a time; a read-only rating is a single piece of text."
            )
            Variant(.iOS) {
                HowToTest(
                    given:
                        "I am on a screen with a star rating to set, a read-only rating below it and a rating that is dimmed"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the rating to set",
                            .see("one focus ring around the whole row of stars"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.rightArrow), "to add a star", .see("one more star is filled"), .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.leftArrow), "to take a star away", .see("the last filled star turns empty"),
                            .wcag(.sc2_1_1))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the rating to set", .hearOutput)
                        ThenWhen(
                            .gesture(.swipeUpOrDown).phrased("swipe up"), "to add a star",
                            .hear("the new count, such as \"4 out of 5 stars\""), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.swipe), "to move to the read-only rating",
                            .hear("one phrase, such as \"4.5 out of 5 stars\", and not five separate stars"),
                            .wcag(.sc1_1_1, .sc1_3_1))
                        ThenWhen(
                            .gesture(.swipe), "to move to the dimmed rating",
                            .hear("its name, its count of stars, \(.role(.slider)) and \(.state(.disabled))"),
                            .wcag(.sc4_1_2))
                    }
                }
                KeyboardActions {
                    Row(
                        .keys(.leftArrow, .rightArrow), "Take away or add one star; the rating is saved without a drag",
                        .wcag(.sc2_1_1))
                    Row(.key(.tab), "Passes over the read-only rating, which takes no focus", .bestPractice)
                }
                ScreenreaderGestures {
                    Row(.gesture(.adjustValue), "Adds or takes away one star and reads the new count", .wcag(.sc4_1_2))
                    Row(
                        .gesture(.touchExplore),
                        "Touching any star of the read-only rating reads the whole rating once",
                        .wcag(.sc1_1_1))
                }
                ScreenreaderOutput {
                    Row(
                        .name, "The rating to set is named for what is rated, such as \"Your rating\"",
                        .wcag(.sc3_3_2, .sc4_1_2))
                    Row(
                        .role, "The rating to set is announced as \(.role(.slider)); the read-only one is not",
                        .wcag(.sc4_1_2))
                    Row(
                        .state,
                        "Its value counts the filled stars out of all of them, and \(.state(.disabled)) is added while it cannot be set",
                        .wcag(.sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.voiceControl),
                        "With \"Show grid\", one tap on the fourth star sets four stars, with no drag across the row",
                        .wcag(.sc2_5_7))
                    Row(
                        .setting(.grayscale),
                        "Filled and empty stars differ in shape, solid or outlined, not only in colour",
                        .wcag(.sc1_4_1))
                    Row(
                        .setting(.darkMode), "The outlines of empty stars stand out from the background at 3:1 or more",
                        .wcag(.sc1_4_11))
                    Row(
                        .setting(.textResize), "The rating's label and any count shown as text grow with the text size",
                        .wcag(.sc1_4_4))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "Each star of the rating to set is at least 24 by 24 points, or has that much clear space around it",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "Each star of the rating to set responds to a touch over at least 44 by 44 points, as Apple recommends",
                        .bestPractice)
                    Row(
                        .tap, "A star set by mistake is put right at once by tapping the intended star", .wcag(.sc2_5_2)
                    )
                    Row(
                        .drag,
                        "A single tap on a star sets the rating to that star, so sliding a finger along the row is never needed",
                        .wcag(.sc2_5_7))
                }
            }
            Variant(.android) {
                HowToTest(
                    given:
                        "I am on a screen with a star rating to set, a read-only rating below it and a rating that is disabled"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the rating to set",
                            .see("a focus highlight around the row of stars"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.rightArrow), "to add a star", .see("the next star fills"), .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.leftArrow), "to take a star away", .see("the highest filled star empties"),
                            .wcag(.sc2_1_1))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the rating to set", .hearOutput)
                        ThenWhen(
                            .gesture(.adjustValue).phrased("press volume up"), "to add a star",
                            .hear("the rating with one more star, such as \"4 stars\""), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.swipe), "to move to the read-only rating",
                            .hear("a single phrase such as \"Rated 4.5 out of 5\", with no star read on its own"),
                            .wcag(.sc1_1_1, .sc1_3_1))
                        ThenWhen(
                            .gesture(.swipe), "to move to the disabled rating",
                            .hear("its name, its number of stars and \(.state(.disabled))"), .wcag(.sc4_1_2))
                    }
                }
                KeyboardActions {
                    Row(
                        .keys(.leftArrow, .rightArrow), "Each press changes the rating by one star and focus stays put",
                        .wcag(.sc2_1_1))
                    Row(.key(.tab), "Moves on without stopping on the read-only rating", .bestPractice)
                }
                ScreenreaderGestures {
                    Row(.gesture(.adjustValue), "Changes the rating by one star and TalkBack reads it", .wcag(.sc4_1_2))
                    Row(
                        .gesture(.touchExplore), "Touching the read-only stars reads the rating as one item",
                        .wcag(.sc1_1_1))
                }
                ScreenreaderOutput {
                    Row(
                        .name, "The rating to set says what it rates, such as \"Rate this app\"",
                        .wcag(.sc3_3_2, .sc4_1_2))
                    Row(
                        .role,
                        "It is announced as an adjustable control such as \(.role(.slider)), not as five buttons",
                        .wcag(.sc4_1_2))
                    Row(
                        .state,
                        "The number of filled stars is read as its value, and \(.state(.disabled)) is added while it cannot be set",
                        .wcag(.sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.voiceControl),
                        "With \"Show grid\", a single tap on a star sets the rating to that star, with no drag",
                        .wcag(.sc2_5_7))
                    Row(
                        .setting(.grayscale), "Filled stars are solid and empty ones outlined, so colour is not needed",
                        .wcag(.sc1_4_1))
                    Row(
                        .setting(.darkMode), "Empty stars keep 3:1 contrast against the dark background",
                        .wcag(.sc1_4_11))
                    Row(
                        .setting(.textResize), "The label and count text next to the stars grow and are not cut off",
                        .wcag(.sc1_4_4))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "Each star of the rating to set is at least 24 by 24 dp, or has that much clear space around it",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "Each star of the rating to set responds to a touch over at least 48 by 48 dp, as Material Design recommends",
                        .bestPractice)
                    Row(
                        .tap, "A star set by mistake is put right at once by tapping the intended star", .wcag(.sc2_5_2)
                    )
                    Row(
                        .drag,
                        "A single tap on a star sets the rating to that star, so sliding a finger along the row is never needed",
                        .wcag(.sc2_5_7))
                }
            }
            Variant(.web) {
                HowToTest(given: "I am on a page with a star rating to set, a read-only rating and a disabled rating") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to move into the rating to set",
                            .see("focus lands on the star of the current rating, with a visible indicator"),
                            .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.rightArrow), "to add a star", .see("the next star is filled and focused"),
                            .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.leftArrow), "to take a star away",
                            .see("the star before is focused and the stars after it empty"),
                            .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.tab), "to move out of the rating",
                            .see("focus leaves the stars in one press and skips the read-only rating"), .wcag(.sc2_4_3))
                    }
                    Screenreader {
                        When(.key(.tab), "to move into the rating to set", .hearOutput)
                        ThenWhen(
                            .key(.rightArrow), "to add a star",
                            .hear(
                                "the next star's name, such as \"4 stars\", checked (NVDA, JAWS) or selected (VoiceOver), and \"4 of 5\""
                            ),
                            .wcag(.sc4_1_2))
                        ThenWhen(
                            .command(.nextGraphic),
                            "to move to the read-only rating after escape returns NVDA and JAWS to browse mode",
                            .hear("\"4 out of 5 stars\" and \(.role(.image)), read once"), .wcag(.sc1_1_1))
                        ThenWhen(
                            .command(.nextRadioButton), "to move to a star of the disabled rating",
                            .hear("the star's name, \(.role(.radioButton)) and \(.state(.disabled))"), .wcag(.sc4_1_2))
                    }
                    MobileScreenreader {
                        When(
                            .gesture(.swipe), "to reach the rating to set",
                            .hear("the group's name and the current star, read as \(.state(.checked))"), .wcag(.sc4_1_2)
                        )
                        ThenWhen(
                            .gesture(.swipe), "to move to the fourth star",
                            .hear("\"4 stars\" and \(.role(.radioButton))"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to choose it",
                            .hear("\"4 stars\" followed by \(.state(.checked))"),
                            .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.swipe), "to move to the read-only rating",
                            .hear("the whole rating once, such as \"4 out of 5 stars\", followed by \(.role(.image))"),
                            .wcag(.sc1_1_1))
                    }
                }
                KeyboardActions {
                    Row(
                        .key(.arrowKeys), "Move to the next or previous star and set the rating to it",
                        .wcag(.sc2_1_1))
                    Row(.key(.space), "Sets the rating to the focused star when none is set yet", .wcag(.sc2_1_1))
                }
                ScreenreaderGestures {
                    Row(
                        .command(.nextRadioButton), "Moves through the stars, each read with its number and state",
                        .wcag(.sc1_3_1))
                    Row(
                        .command(.nextGraphic), "Stops on the read-only rating once, not on each star",
                        .wcag(.sc1_1_1))
                }
                ScreenreaderOutput {
                    Row(
                        .name, "The group of stars is named for what is rated, such as \"Rate this recipe\"",
                        .wcag(.sc3_3_2, .sc4_1_2))
                    Row(.role, "Each star is announced as \(.role(.radioButton))", .wcag(.sc4_1_2))
                    Row(.group, "The stars are read as one group of five", .wcag(.sc1_3_1))
                    Row(
                        .state,
                        "Only the star of the current rating is read as checked (NVDA, JAWS) or selected (VoiceOver); each star of a disabled rating is also read as \(.state(.disabled))",
                        .wcag(.sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize), "The stars and the rating's label grow together", .wcag(.sc1_4_4))
                    Row(
                        .setting(.forcedColors), "Filled and empty stars and the focus indicator stay visible",
                        .bestPractice)
                    Row(
                        .setting(.voiceControl),
                        "Saying \"Click 4 stars\" sets the rating with one click, with no drag",
                        .wcag(.sc2_5_7, .sc2_5_3))
                    Row(
                        .setting(.magnification), "At 320 px all five stars fit on one line without scrolling",
                        .wcag(.sc1_4_10))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "Each star of the rating to set is at least 24 by 24 CSS pixels, or spaced so that a 24-pixel circle centred on it overlaps no other target",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize, "Each star of the rating to set is at least 44 by 44 CSS pixels",
                        .bestPractice)
                    Row(
                        .tap,
                        "Pressing on a star and moving off it before letting go leaves the rating as it was; a star is chosen on release",
                        .wcag(.sc2_5_2))
                }
            }
        }
    }
}
