import A11yPlan

extension BundledCatalog {
    /// An informative image: a picture that carries meaning, read by its text alternative.
    static var image: Component {
        Component("Image", noun: "an image") {
            Usage(
                "An image that tells something, such as a photo in an article, a chart or a product picture. Its text alternative says what it shows in a few words; a chart also links to a longer description of its data."
            )
            Variant(.iOS) {
                HowToTest(
                    given:
                        "I am on a screen with an image that tells something, such as a chart, with a caption under it and a link to its full description"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to move past the image",
                            .see(
                                "the focus ring goes from the control before the image to the one after it, skipping the image"
                            ),
                            .bestPractice)
                        ThenWhen(
                            .key(.tab), "to reach the link to a chart's full description",
                            .see("the link has a focus ring"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.space), .see("the description opens and gives the chart's data as text"),
                            .wcag(.sc1_1_1))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the image", .hearOutput)
                        ThenWhen(
                            .gesture(.swipe), "to move on to the caption",
                            .hear("the caption on its own, without repeating the image's description"), .wcag(.sc1_3_1))
                    }
                }
                KeyboardActions {
                    Row(.key(.tab), "Never stops on an image that does nothing when it is used", .bestPractice)
                    Row(.key(.space), "Opens the longer description from its link", .wcag(.sc2_1_1))
                }
                ScreenreaderGestures {
                    Row(
                        .gesture(.touchExplore), "Touching the image reads its description, not a file name",
                        .wcag(.sc1_1_1))
                    Row(.gesture(.swipeBack), "Moves from the caption back to the image", .wcag(.sc1_3_2))
                }
                ScreenreaderOutput {
                    Row(
                        .name, "a short description that gives what the image means here, without \"image of\"",
                        .wcag(.sc1_1_1))
                    Row(.role, "\(.role(.image)) after the description", .wcag(.sc4_1_2))
                    Row(
                        .group, "any words drawn in the picture, word for word, within the description",
                        .wcag(.sc1_1_1))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize),
                        "The caption grows; words shown over the image grow too, being real text",
                        .wcag(.sc1_4_4, .sc1_4_5))
                    Row(
                        .setting(.invertColors),
                        "The photo keeps its true colours while the screen around it is inverted",
                        .bestPractice)
                    Row(
                        .setting(.magnification),
                        "Zooming into the image shows it sharp enough to make out its details",
                        .bestPractice)
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The link to the chart's full description is at least 24 by 24 points, or is spaced so that a 24-point circle centred on it overlaps no other target nor another undersized target's circle",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The link to the chart's full description is at least 44 by 44 points, as Apple recommends",
                        .bestPractice)
                    Row(
                        .tap,
                        "Touching the description link and sliding the finger well away from it before lifting does not open the description",
                        .wcag(.sc2_5_2))
                }
            }
            Variant(.android) {
                HowToTest(
                    given:
                        "I am on a screen with an image that tells something, such as a chart, with a caption under it and a link to its full description"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to move past the image",
                            .see("the focus highlight skips the image and lands on the next control"), .bestPractice)
                        ThenWhen(
                            .key(.tab), "to reach the link to a chart's full description",
                            .see("a focus highlight on the link"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .keys(.enter, .space), .see("the chart's data opens as text"), .wcag(.sc1_1_1))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the image", .hearOutput)
                        ThenWhen(
                            .gesture(.swipe), "to move on to the caption",
                            .hear("the caption, and not the image's description a second time"), .wcag(.sc1_3_1))
                    }
                }
                KeyboardActions {
                    Row(.key(.tab), "Passes over the image, as it cannot be used", .bestPractice)
                    Row(.keys(.enter, .space), "Opens the longer description from its link", .wcag(.sc2_1_1))
                }
                ScreenreaderGestures {
                    Row(
                        .gesture(.touchExplore),
                        "Touching the image reads its content description, never \"unlabelled\"",
                        .wcag(.sc1_1_1))
                    Row(.gesture(.swipeBack), "Goes from the caption back to the image", .wcag(.sc1_3_2))
                }
                ScreenreaderOutput {
                    Row(
                        .name, "a content description that says what the image shows, not a file name",
                        .wcag(.sc1_1_1))
                    Row(.role, "\(.role(.image)) after the content description", .wcag(.sc4_1_2))
                    Row(
                        .group, "any words printed in the picture, as part of its content description",
                        .wcag(.sc1_1_1))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize), "The caption and any words over the image grow with the font size",
                        .wcag(.sc1_4_4, .sc1_4_5))
                    Row(
                        .setting(.darkMode), "The caption keeps a 4.5:1 contrast in the dark theme",
                        .wcag(.sc1_4_3))
                    Row(
                        .setting(.magnification), "Magnifying the image shows its details clearly enough to read",
                        .bestPractice)
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The link to the chart's full description is at least 24 by 24 dp, or is spaced so that a circle 24 dp across centred on it overlaps no other target nor another undersized target's circle",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The link to the chart's full description is at least 48 by 48 dp, as Material Design recommends",
                        .bestPractice)
                    Row(
                        .tap,
                        "Touching the description link and sliding off it before lifting does not open the description",
                        .wcag(.sc2_5_2))
                }
            }
            Variant(.web) {
                HowToTest(
                    given:
                        "I am on a page with an image that tells something, such as a chart, with a caption under it and a link to its full description"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to move past the image",
                            .see("focus skips the image and goes to the next link or control"), .bestPractice)
                        ThenWhen(
                            .key(.tab), "to reach the link to a chart's full description",
                            .see("a visible focus indicator on the link"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(.key(.enter), .see("the chart's data is shown as text or a table"), .wcag(.sc1_1_1))
                    }
                    Screenreader {
                        When(.command(.nextGraphic), "to reach the image", .hearOutput)
                        ThenWhen(
                            .command(.nextItem), "to move on to the caption",
                            .hear("the caption once, after the image's alternative text"), .wcag(.sc1_3_1))
                    }
                    MobileScreenreader {
                        When(
                            .gesture(.swipe), "to reach the image",
                            .hear("the image's alternative text, then \(.role(.image))"), .wcag(.sc1_1_1, .sc4_1_2))
                        ThenWhen(
                            .gesture(.swipe), "to move on to the caption",
                            .hear("the caption text, which adds to the image's alternative text"),
                            .wcag(.sc1_3_1))
                    }
                }
                KeyboardActions {
                    Row(.key(.tab), "Does not stop on an image that is neither a link nor a button", .bestPractice)
                    Row(.key(.enter), "Follows the link to the longer description", .wcag(.sc2_1_1))
                }
                ScreenreaderGestures {
                    Row(
                        .command(.elementsList), "The image is not listed as a link unless it really is one",
                        .wcag(.sc4_1_2))
                    Row(
                        .command(.nextItem),
                        "Reads the image's alternative text, never its file name or the role word alone",
                        .wcag(.sc1_1_1))
                }
                ScreenreaderOutput {
                    Row(.name, "alternative text that gives the image's meaning in a few words", .wcag(.sc1_1_1))
                    Row(.role, "\(.role(.image)) with the alternative text", .wcag(.sc4_1_2))
                    Row(
                        .group, "every word shown inside the image, within its alternative text", .wcag(.sc1_1_1))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize), "The caption grows with the page, and nothing is cut off or overlaps",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.textResize).phrased("Zoom Text Only in Firefox, at 200%"),
                        "The caption and any words over the image grow while the image keeps its size, so they are real text",
                        .wcag(.sc1_4_5))
                    Row(
                        .setting(.magnification),
                        "At 320 px the image shrinks to the width of the page, with no sideways scrolling",
                        .wcag(.sc1_4_10))
                    Row(
                        .setting(.textSpacing), "The caption stays readable and does not overlap the image",
                        .wcag(.sc1_4_12))
                    Row(
                        .setting(.forcedColors), "The image stays visible, and a chart's lines can still be told apart",
                        .wcag(.sc1_4_11))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The link to the chart's full description is at least 24 by 24 CSS pixels, or is spaced so that a 24-pixel circle centred on it overlaps no other target nor another undersized target's circle; a link inside a sentence of the caption is exempt",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The link to the chart's full description is at least 44 by 44 CSS pixels, the size WCAG's level AAA asks for",
                        .bestPractice)
                    Row(
                        .tap,
                        "Pressing the description link and moving off it before releasing does not open the description",
                        .wcag(.sc2_5_2))
                }
            }
        }
    }
}
