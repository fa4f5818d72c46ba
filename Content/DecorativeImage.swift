import A11yPlan

extension BundledCatalog {
    /// A decorative image: it only decorates, so every screen reader skips it.
    static var decorativeImage: Component {
        Component("Decorative image", noun: "a decorative image") {
            Usage(
                "A decorative image adds only looks, such as a pattern, a divider or a photo beside text that already says everything. Screen readers skip it entirely, as if it were not there."
            )
            Variant(.iOS) {
                HowToTest(
                    given:
                        "I am on a screen with a decorative image between a heading and a paragraph, and controls before and after them"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to move on from the control before the decorative image",
                            .see("the focus ring moves to the next control and never lands on the image"),
                            .wcag(.sc2_4_3))
                        ThenWhen(
                            .key(.space),
                            "on the control that pauses, stops or hides a decorative animation that runs longer than 5 seconds",
                            .see(
                                "the animation stops and stays still, or is hidden; an animation that stops by itself within 5 seconds needs no such control"
                            ),
                            .wcag(.sc2_2_2))
                    }
                    Screenreader {
                        When(
                            .gesture(.swipe), "from the heading",
                            .hear("the paragraph straight after the heading, with nothing said for the image"),
                            .wcag(.sc1_1_1))
                        ThenWhen(
                            .gesture(.touchExplore), "over the decorative image",
                            .hear("silence, or the text next to it; VoiceOver does not stop on the image"),
                            .wcag(.sc1_1_1))
                    }
                }
                KeyboardActions {
                    Row(.key(.tab), "Goes past the decorative image without a stop", .wcag(.sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(
                        .gesture(.swipeBack), "Goes from the paragraph back to the heading, skipping the image",
                        .wcag(.sc1_1_1))
                }
                ScreenreaderOutput {
                    Row(.name, "no name, no file name and no description for the decorative image", .wcag(.sc1_1_1))
                    Row(.role, "the word \(.role(.image)) is not spoken for it", .wcag(.sc1_1_1))
                    Row(.group, "the text around it reads on as if it were not there", .wcag(.sc1_3_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.darkMode), "Text laid over the image keeps a contrast of at least 4.5:1",
                        .wcag(.sc1_4_3))
                    Row(
                        .setting(.reduceTransparency), "Text over the image gets a solid backing and stays readable",
                        .bestPractice)
                    Row(
                        .setting(.reduceMotion), "An animated decoration stands still or stops within 5 seconds",
                        .bestPractice)
                }
            }
            Variant(.android) {
                HowToTest(
                    given:
                        "I am on a screen with a decorative image between a heading and a paragraph, and controls before and after them"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to move on from the control before the decorative image",
                            .see("the focus highlight goes to the next control, skipping the image"), .wcag(.sc2_4_3))
                        ThenWhen(
                            .keys(.enter, .space),
                            "on the control that pauses, stops or hides a decorative animation that runs longer than 5 seconds",
                            .see(
                                "the animation stops and stays still, or is hidden; an animation that ends by itself within 5 seconds needs no such control"
                            ),
                            .wcag(.sc2_2_2))
                    }
                    Screenreader {
                        When(
                            .gesture(.swipe), "from the heading",
                            .hear("the paragraph that follows, and nothing for the image"), .wcag(.sc1_1_1))
                        ThenWhen(
                            .gesture(.touchExplore), "over the decorative image",
                            .hear("no sound and no focus box on the image"), .wcag(.sc1_1_1))
                    }
                }
                KeyboardActions {
                    Row(.key(.tab), "Never stops on the decorative image", .wcag(.sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(
                        .gesture(.swipeBack), "Returns from the paragraph to the heading with no stop in between",
                        .wcag(.sc1_1_1))
                }
                ScreenreaderOutput {
                    Row(.name, "nothing at all for the image, and never \"unlabelled\"", .wcag(.sc1_1_1))
                    Row(.role, "the image is not read as \(.role(.image))", .wcag(.sc1_1_1))
                    Row(.group, "the heading and the paragraph are read one after the other", .wcag(.sc1_3_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.darkMode), "Text over the image keeps a 4.5:1 contrast in the dark theme",
                        .wcag(.sc1_4_3))
                    Row(
                        .setting(.reduceMotion), "An animated decoration does not play, or stops within 5 seconds",
                        .bestPractice)
                }
            }
            Variant(.web) {
                HowToTest(
                    given:
                        "I am on a page with a decorative image between a heading and a paragraph, and links before and after them"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to move on from the link before the decorative image",
                            .see("focus goes to the next link or control, never to the image"), .wcag(.sc2_4_3))
                        ThenWhen(
                            .keys(.enter, .space),
                            "on the control that pauses, stops or hides a decorative animation that runs longer than 5 seconds",
                            .see(
                                "the animation stops and stays still, or is hidden; an animation that stops by itself within 5 seconds needs no such control"
                            ),
                            .wcag(.sc2_2_2))
                    }
                    Screenreader {
                        When(
                            .command(.nextItem), "to read on from the heading",
                            .hear(
                                "the paragraph next, with no \(.role(.image)), file name or \"unlabelled\" in between"),
                            .wcag(.sc1_1_1))
                        ThenWhen(
                            .command(.nextGraphic), "to move to the next graphic from the heading",
                            .hear(
                                "the screen reader skips the decorative image, going to a later image or saying there is none"
                            ),
                            .wcag(.sc1_1_1))
                    }
                    MobileScreenreader {
                        When(
                            .gesture(.swipe), "from the heading",
                            .hear("the paragraph straight after the heading"), .wcag(.sc1_1_1))
                        ThenWhen(
                            .gesture(.touchExplore), "over the decorative image",
                            .hear("nothing read for the image"), .wcag(.sc1_1_1))
                    }
                }
                KeyboardActions {
                    Row(.key(.tab), "Passes the decorative image without stopping", .wcag(.sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(
                        .command(.elementsList), "The image appears in no list of links or graphics", .wcag(.sc1_1_1))
                    Row(
                        .command(.sayAll), "Reading the whole page says nothing for the image", .wcag(.sc1_1_1))
                }
                ScreenreaderOutput {
                    Row(.name, "no alternative text is read: the image has an empty alt or is hidden", .wcag(.sc1_1_1))
                    Row(.role, "\(.role(.image)) is never announced for it", .wcag(.sc1_1_1))
                    Row(.group, "the paragraph follows the heading with no gap in the reading", .wcag(.sc1_3_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.darkMode), "Text placed over the image keeps a 4.5:1 contrast", .wcag(.sc1_4_3))
                    Row(
                        .setting(.forcedColors), "Text over the image is still readable in the forced palette",
                        .wcag(.sc1_4_3))
                    Row(
                        .setting(.reduceMotion), "An animated decoration is still, or stops within 5 seconds",
                        .bestPractice)
                }
            }
        }
    }
}
