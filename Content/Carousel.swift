import A11yPlan

extension BundledCatalog {
    /// A carousel: slides shown one at a time, turned by buttons, with a control that stops rotation.
    static var carousel: Component {
        Component("Carousel", noun: "a carousel") {
            Usage(
                "A carousel shows a set of slides one at a time, such as featured stories. It has a pause control, previous and next buttons, and it never turns on its own while focus is in it or, on the Web, while the pointer hovers over it."
            )
            Variant(.iOS) {
                HowToTest(given: "I am on a screen with a carousel of 5 slides that turns on its own") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the control just before the carousel",
                            .see(
                                "the slides turn by themselves, and nothing in the carousel flashes more than three times in any one second, or any faster flicker is faint or small, below the flash thresholds"
                            ),
                            .wcag(.sc2_3_1))
                        ThenWhen(
                            .key(.tab), "to reach the carousel's pause button",
                            .see("a focus ring on the pause button"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.space),
                            .see("the button changes to Play and the slides stay still after focus leaves"),
                            .wcag(.sc2_2_2))
                        ThenWhen(
                            .key(.tab), "to reach the next slide button",
                            .see("a focus ring on the next slide button"), .wcag(.sc2_4_7))
                        ThenWhen(
                            .key(.space), "to show the next slide",
                            .see("the next slide comes in without a swipe on the screen"), .wcag(.sc2_1_1, .sc2_5_1))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the carousel's slide", .hearOutput)
                        ThenWhen(
                            .gesture(.adjustValue),
                            .hear("the next or previous slide's content and its new position, such as \"page 3 of 5\""),
                            .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.swipe), "to the pause button",
                            .hear("\"Pause\" and \(.role(.button)), or \"Play\" when it is paused"), .wcag(.sc4_1_2))
                    }
                }
                KeyboardActions {
                    Row(
                        .key(.tab), "Moves from the pause button to the previous and next slide buttons",
                        .wcag(.sc2_1_1))
                    Row(
                        .key(.space), "Pauses or plays rotation, or turns the slide from the button in focus",
                        .wcag(.sc2_1_1))
                }
                ScreenreaderGestures {
                    Row(
                        .gesture(.doubleTap), "On the previous or next button, turns one slide and reads it",
                        .wcag(.sc2_5_1))
                    Row(
                        .gesture(.threeFingerSwipe), "Turns a page of the carousel and reads the slide's position",
                        .wcag(.sc4_1_2))
                    Row(
                        .gesture(.touchExplore), "While VoiceOver is on a slide, the carousel never turns by itself",
                        .bestPractice)
                }
                ScreenreaderOutput {
                    Row(.name, "the slide's title or its image's description", .wcag(.sc1_1_1, .sc4_1_2))
                    Row(.role, "\(.role(.slider)), with a hint to swipe up or down to change slides", .wcag(.sc4_1_2))
                    Row(.state, "the slide's position, such as \"page 2 of 5\"", .wcag(.sc1_3_1))
                }
                DeviceSettings {
                    Row(
                        .setting(.reduceMotion),
                        "The carousel does not turn on its own, and slides change without sliding",
                        .wcag(.sc2_3_3))
                    Row(.setting(.textResize), "A slide's text grows and is not cut off", .wcag(.sc1_4_4, .sc1_4_5))
                    Row(
                        .setting(.buttonShapes), "The previous, next and pause buttons get visible shapes",
                        .bestPractice)
                    Row(.setting(.voiceControl), "Saying \"Tap Next slide\" turns the carousel", .wcag(.sc2_5_3))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The pause, previous and next buttons are each at least 24 by 24 points, or are spaced so that a 24-point circle centred on each overlaps no other target nor another undersized target's circle",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The pause, previous and next buttons are each at least 44 by 44 points, as Apple recommends",
                        .bestPractice)
                    Row(
                        .tap,
                        "Touching Next and sliding the finger well away from it before lifting does not turn the slide; it turns when the finger lifts on Next",
                        .wcag(.sc2_5_2))
                    Row(
                        .drag,
                        "Swiping the slides sideways is never needed: tapping Previous or Next turns one slide at a time",
                        .wcag(.sc2_5_7))
                }
            }
            Variant(.android) {
                HowToTest(given: "I am on a screen with a carousel of 5 slides that turns on its own") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the control just before the carousel",
                            .see(
                                "the slides change on their own, and nothing in the carousel flashes more than three times in any one second, or any faster flicker is faint or small, below the flash thresholds"
                            ),
                            .wcag(.sc2_3_1))
                        ThenWhen(
                            .key(.tab), "to reach the carousel's pause button",
                            .see("a focus highlight on the pause button"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .keys(.enter, .space), .see("the button becomes Play and the carousel stays on this slide"),
                            .wcag(.sc2_2_2))
                        ThenWhen(
                            .key(.tab), "to reach the next slide button",
                            .see("the next slide button is highlighted"), .wcag(.sc2_4_7))
                        ThenWhen(
                            .keys(.enter, .space), "to show the next slide",
                            .see("the following slide is shown, with no drag needed"), .wcag(.sc2_1_1, .sc2_5_1))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the carousel's slide", .hearOutput)
                        ThenWhen(
                            .gesture(.swipe), "to the next slide button",
                            .hear("\"Next slide\" and \(.role(.button))"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to show the next slide",
                            .hear("the new slide's content and \"3 of 5\""), .wcag(.sc4_1_3, .sc2_5_1))
                    }
                }
                KeyboardActions {
                    Row(.key(.tab), "Reaches the pause, previous and next buttons in turn", .wcag(.sc2_1_1))
                    Row(.keys(.enter, .space), "Uses the carousel button in focus", .wcag(.sc2_1_1))
                }
                ScreenreaderGestures {
                    Row(
                        .gesture(.threeFingerSwipe), "Scrolls the carousel by one slide and reads where it is",
                        .wcag(.sc4_1_2))
                    Row(
                        .gesture(.touchExplore), "While TalkBack's focus is on a slide, the slides do not turn",
                        .bestPractice)
                    Row(.gesture(.doubleTap), "Pauses or plays the carousel from its pause button", .wcag(.sc2_2_2))
                }
                ScreenreaderOutput {
                    Row(.name, "the slide's title, or what its picture shows", .wcag(.sc1_1_1, .sc4_1_2))
                    Row(.role, "\"page\" or \"slide\" with the slide's content", .wcag(.sc4_1_2))
                    Row(.state, "the slide's place in the set, such as \"2 of 5\"", .wcag(.sc1_3_1))
                }
                DeviceSettings {
                    Row(
                        .setting(.reduceMotion),
                        "The carousel stops turning on its own and slides appear without motion",
                        .wcag(.sc2_3_3))
                    Row(.setting(.textResize), "Each slide's text grows and stays whole", .wcag(.sc1_4_4, .sc1_4_5))
                    Row(.setting(.voiceControl), "Saying \"Tap Pause\" stops the carousel", .wcag(.sc2_5_3))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The pause, previous and next buttons are each at least 24 by 24 dp, or are spaced so that a circle 24 dp across centred on each overlaps no other target nor another undersized target's circle",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The pause, previous and next buttons are each at least 48 by 48 dp, as Material Design recommends",
                        .bestPractice)
                    Row(
                        .tap,
                        "Touching Next and sliding off it before lifting does not turn the slide; it turns when the finger lifts",
                        .wcag(.sc2_5_2))
                    Row(
                        .drag,
                        "Swiping the slides sideways is never needed: tapping Previous or Next turns one slide at a time",
                        .wcag(.sc2_5_7))
                }
            }
            Variant(.web) {
                HowToTest(given: "I am on a page with a carousel of 5 slides that turns on its own") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the link or control just before the carousel",
                            .see(
                                "the slides turn by themselves, and nothing in the carousel flashes more than three times in any one second, or any faster flicker is faint or small, below the flash thresholds"
                            ),
                            .wcag(.sc2_3_1))
                        ThenWhen(
                            .key(.tab), "to reach the carousel's pause button",
                            .see("a visible focus indicator on the pause button"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .keys(.enter, .space),
                            .see("the button reads Play and the slides stay still when focus leaves"),
                            .wcag(.sc2_2_2))
                        ThenWhen(
                            .key(.tab), "to reach the next slide button",
                            .see("focus on the next slide button"), .wcag(.sc2_4_7))
                        ThenWhen(
                            .keys(.enter, .space), "to show the next slide",
                            .see("the following slide is shown and focus stays on the button"),
                            .wcag(.sc2_1_1, .sc2_5_1))
                    }
                    Screenreader {
                        When(
                            .key(.tab), "to reach the carousel's pause button",
                            .hear("\"Stop slide rotation\" or \"Pause\" and \(.role(.button))"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .key(.tab), "to reach the next slide button", .hear("\"Next slide\" and \(.role(.button))"),
                            .wcag(.sc4_1_2))
                        ThenWhen(
                            .keys(.enter, .space), "to show the next slide",
                            .hear("the new slide's content read once, while focus stays on the \"Next slide\" button"),
                            .wcag(.sc4_1_3))
                        ThenWhen(.command(.nextItem), "to move into the shown slide", .hearOutput)
                    }
                    MobileScreenreader {
                        When(
                            .gesture(.swipe), "to reach the next slide button",
                            .hear("\"Next slide\" and \(.role(.button))"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to show the next slide",
                            .hear("the new slide's content read once, while focus stays on the \"Next slide\" button"),
                            .wcag(.sc4_1_3, .sc2_5_1))
                        ThenWhen(
                            .gesture(.swipe), "to move into the slide",
                            .hear("the shown slide's content, and nothing from the hidden slides"), .wcag(.sc1_3_2))
                    }
                }
                KeyboardActions {
                    Row(
                        .key(.tab), "Moves through the pause, previous and next buttons, then the shown slide's links",
                        .wcag(.sc2_1_1))
                    Row(.keys(.enter, .space), "Uses the carousel button in focus", .wcag(.sc2_1_1))
                }
                ScreenreaderGestures {
                    Row(
                        .command(.nextLandmark), "Finds the carousel as a region named by its label",
                        .wcag(.sc1_3_1))
                    Row(
                        .command(.nextItem), "Reads only the shown slide, never the hidden ones", .wcag(.sc1_3_2))
                    Row(
                        .command(.nextButton), "Finds the pause, previous and next buttons by their names",
                        .wcag(.sc4_1_2))
                }
                ScreenreaderOutput {
                    Row(.name, "the shown slide's label, such as \"3 of 5\", on entering the slide", .wcag(.sc4_1_2))
                    Row(
                        .role, "\"slide\" as the shown slide's kind, and \"carousel\" on entering the carousel",
                        .wcag(.sc4_1_2))
                    Row(.group, "the slide's heading and content after its label", .wcag(.sc1_3_1))
                }
                DeviceSettings {
                    Row(
                        .setting(.reduceMotion),
                        "The carousel does not turn by itself and slides change without sliding",
                        .wcag(.sc2_3_3))
                    Row(
                        .setting(.magnification),
                        "At 320 px the slide and its buttons fit the width with no sideways scrolling",
                        .wcag(.sc1_4_10))
                    Row(
                        .setting(.textSpacing), "The slide's text is not cut off by the slide's edges", .wcag(.sc1_4_12)
                    )
                    Row(
                        .setting(.forcedColors), "The previous, next and pause buttons and their focus stay visible",
                        .wcag(.sc1_4_11))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The pause, previous and next buttons are each at least 24 by 24 CSS pixels, or are spaced so that a 24-pixel circle centred on each overlaps no other target nor another undersized target's circle",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The pause, previous and next buttons are each at least 44 by 44 CSS pixels, the size WCAG's level AAA asks for",
                        .bestPractice)
                    Row(
                        .tap,
                        "Pressing Next and moving off it before releasing does not turn the slide; it turns on release",
                        .wcag(.sc2_5_2))
                    Row(
                        .drag,
                        "Dragging or swiping the slides is never needed: clicking or tapping Previous or Next turns one slide at a time",
                        .wcag(.sc2_5_7))
                }
            }
        }
    }
}
