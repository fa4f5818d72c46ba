import A11yPlan

extension BundledCatalog {
    /// Pull to refresh: dragging a list down reloads it; a Refresh button does the same without the drag.
    static var pullToRefresh: Component {
        Component("Pull to refresh", noun: "pull to refresh") {
            Usage(
                "Pull to refresh reloads a list when it is dragged down from its top. Because the pull is a path gesture, a Refresh button or action must do the same with one tap, and the start and end of the refresh must be announced."
            )
            Variant(.iOS) {
                HowToTest(
                    given:
                        "I am on a screen with a message list that has pull to refresh and a Refresh button in the navigation bar"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the Refresh button",
                            .see("the focus ring is on the Refresh button"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.space), "to refresh the list",
                            .see(
                                "a spinner shows at the top of the list, new messages appear, and the focus ring stays on Refresh"
                            ),
                            .wcag(.sc2_1_1, .sc2_5_1))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the Refresh button", .hearOutput)
                        ThenWhen(
                            .gesture(.doubleTap), "to refresh the list",
                            .hear(
                                "\"Refreshing\", then a result such as \"Updated, 3 new messages\", while VoiceOver stays on the button"
                            ),
                            .wcag(.sc4_1_3))
                        ThenWhen(
                            .gesture(.actions), "on the list, then pick Refresh",
                            .hear("the same refresh and the same announcements, with no pull needed"), .bestPractice)
                    }
                }
                KeyboardActions {
                    Row(.key(.space), "Starts a refresh from the Refresh button", .wcag(.sc2_1_1, .sc2_5_1))
                    Row(.key(.tab), "Moves from Refresh to the first message of the list", .wcag(.sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(
                        .gesture(.threeFingerSwipe), "Down, at the top of the list, starts a refresh as the pull does",
                        .bestPractice)
                    Row(.gesture(.swipe), "Reads the new messages first once the refresh has finished", .wcag(.sc1_3_2))
                }
                ScreenreaderOutput {
                    Row(.name, "\"Refresh\" as the icon button's name", .wcag(.sc1_1_1, .sc4_1_2))
                    Row(.role, "\(.role(.button)) after the name", .wcag(.sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize), "The \"Updated\" message and the new messages grow with the text size",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.reduceMotion),
                        "The list reloads without bouncing or sliding; the system's spinning refresh indicator may still turn",
                        .bestPractice)
                    Row(.setting(.voiceControl), "Saying \"Tap Refresh\" reloads the list", .wcag(.sc2_5_3))
                    Row(
                        .setting(.switchControl),
                        "Scanning reaches Refresh, so the list can be reloaded without a pull",
                        .wcag(.sc2_5_1))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The Refresh button is at least 24 by 24 points, or is spaced so that a 24-point circle centred on it overlaps no other target nor another undersized target's circle",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize, "The Refresh button is at least 44 by 44 points, as Apple recommends",
                        .bestPractice)
                    Row(
                        .tap,
                        "Touching Refresh and sliding the finger well away from it before lifting does not reload the list",
                        .wcag(.sc2_5_2))
                    Row(
                        .drag,
                        "Pulling the list down is never the only way to reload it: tapping Refresh does the same",
                        .wcag(.sc2_5_7))
                }
            }
            Variant(.android) {
                HowToTest(
                    given:
                        "I am on a screen with a message list that has pull to refresh and a Refresh button in the top app bar"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the Refresh button",
                            .see("a focus highlight on the Refresh button"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .keys(.enter, .space), "to refresh the list",
                            .see(
                                "the refresh indicator shows at the top, new messages appear, and the highlight stays on Refresh"
                            ),
                            .wcag(.sc2_1_1, .sc2_5_1))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the Refresh button", .hearOutput)
                        ThenWhen(
                            .gesture(.doubleTap), "to refresh the list",
                            .hear(
                                "\"Refreshing\", then a result such as \"Updated, 3 new messages\", while TalkBack stays on the button"
                            ),
                            .wcag(.sc4_1_3))
                        ThenWhen(
                            .gesture(.actions), "on the list, then pick Refresh",
                            .hear("the list reloads with the same announcements, and no pull was needed"),
                            .bestPractice)
                    }
                }
                KeyboardActions {
                    Row(
                        .keys(.enter, .space), "Reloads the list from the highlighted Refresh button",
                        .wcag(.sc2_1_1, .sc2_5_1))
                    Row(.key(.tab), "Goes from Refresh to the list's first message", .wcag(.sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(
                        .gesture(.threeFingerSwipe), "Down, at the top of the list, pulls it and starts a refresh",
                        .bestPractice)
                    Row(.gesture(.swipe), "Reaches the newest messages first after the refresh", .wcag(.sc1_3_2))
                }
                ScreenreaderOutput {
                    Row(.name, "\"Refresh\" as the icon button's name", .wcag(.sc1_1_1, .sc4_1_2))
                    Row(.role, "\(.role(.button)) after the name", .wcag(.sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize),
                        "At the largest font size the \"Updated\" message and the messages stay readable",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.reduceMotion), "The refresh indicator appears without its stretching animation",
                        .bestPractice)
                    Row(.setting(.voiceControl), "Saying \"Tap Refresh\" reloads the messages", .wcag(.sc2_5_3))
                    Row(
                        .setting(.switchControl), "The Refresh button is reached by scanning, so no pull is needed",
                        .wcag(.sc2_5_1))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The Refresh button is at least 24 by 24 dp, or is spaced so that a circle 24 dp across centred on it overlaps no other target nor another undersized target's circle",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The Refresh button is at least 48 by 48 dp, as Material Design recommends", .bestPractice)
                    Row(
                        .tap, "Touching Refresh and sliding off it before lifting does not reload the list",
                        .wcag(.sc2_5_2))
                    Row(
                        .drag,
                        "Pulling the list down is never the only way to reload it: tapping Refresh does the same",
                        .wcag(.sc2_5_7))
                }
            }
            Unavailable(
                .web,
                "On the web, pulling a page down is the phone browser's own reload gesture, not part of the page. A page that reloads its own content offers a Refresh button, tested as a button with a status message."
            )
        }
    }
}
