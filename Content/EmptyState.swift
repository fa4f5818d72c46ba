import A11yPlan

extension BundledCatalog {
    /// An empty state: a message where content would be, with an action that fixes it and a decorative picture.
    static var emptyState: Component {
        Component("Empty state", noun: "an empty state") {
            Usage(
                "An empty state fills a screen or a panel that has nothing to show, such as a search with no results. It says why in a short message, offers the action that fixes it, and its illustration is only decoration."
            )
            Variant(.iOS) {
                HowToTest(given: "I am on a search screen whose filters leave no results, so an empty state is shown") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the empty state's Clear filters button",
                            .see("a focus ring on the button, with no stop on the illustration or the message"),
                            .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.space), .see("the filters are cleared and the results replace the empty state"),
                            .wcag(.sc2_1_1))
                    }
                    Screenreader {
                        When(
                            .gesture(.doubleTap), "on the last filter that empties the results",
                            .hear("\"No results\" or the empty state's message, read without moving focus"),
                            .wcag(.sc4_1_3))
                        ThenWhen(
                            .gesture(.swipe), "to reach the empty state's message",
                            .hear("the title and the explanation, with nothing read for the illustration"),
                            .wcag(.sc1_1_1, .sc1_3_2))
                        ThenWhen(.gesture(.swipe), "to the Clear filters button", .hearOutput)
                    }
                }
                KeyboardActions {
                    Row(.key(.tab), "Stops only on the empty state's action, never on its picture", .wcag(.sc2_4_3))
                    Row(.key(.space), "Runs the action that brings content back", .wcag(.sc2_1_1))
                }
                ScreenreaderGestures {
                    Row(
                        .gesture(.doubleTap), "On Clear filters, brings the results back and reads them",
                        .wcag(.sc4_1_2))
                    Row(.gesture(.touchExplore), "Touching the illustration reads nothing for it", .wcag(.sc1_1_1))
                }
                ScreenreaderOutput {
                    Row(.name, "\"Clear filters\", which says what the button will do", .wcag(.sc2_4_6, .sc4_1_2))
                    Row(.role, "\(.role(.button)) read after its name", .wcag(.sc4_1_2))
                    Row(.group, "the button right after the message it fixes", .wcag(.sc1_3_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize), "The message and the button grow, and the message wraps", .wcag(.sc1_4_4)
                    )
                    Row(.setting(.darkMode), "The message keeps a 4.5:1 contrast with the background", .wcag(.sc1_4_3))
                    Row(.setting(.voiceControl), "Saying \"Tap Clear filters\" runs the action", .wcag(.sc2_5_3))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "Clear filters has a target of at least 24 by 24 points, or is spaced so that a 24-point circle centred on it overlaps no other target nor another undersized target's circle",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "Clear filters has a target of at least 44 by 44 points, as Apple's guidelines recommend",
                        .bestPractice)
                    Row(
                        .tap,
                        "Touching Clear filters and sliding the finger well away from it before lifting leaves the filters as they were",
                        .wcag(.sc2_5_2))
                }
            }
            Variant(.android) {
                HowToTest(given: "I am on a search screen whose filters leave no results, so an empty state is shown") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the empty state's Clear filters button",
                            .see("the button is highlighted, and neither the picture nor the message takes focus"),
                            .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .keys(.enter, .space), .see("the results come back in place of the empty state"),
                            .wcag(.sc2_1_1))
                    }
                    Screenreader {
                        When(
                            .gesture(.doubleTap), "on the last filter that empties the results",
                            .hear("the empty state's message announced while focus stays on the filter"),
                            .wcag(.sc4_1_3))
                        ThenWhen(
                            .gesture(.swipe), "to reach the empty state's message",
                            .hear("the message's title and text, and no \"image\" or \"unlabelled\" for the picture"),
                            .wcag(.sc1_1_1, .sc1_3_2))
                        ThenWhen(.gesture(.swipe), "to the Clear filters button", .hearOutput)
                    }
                }
                KeyboardActions {
                    Row(.key(.tab), "Reaches the empty state's action button and skips the picture", .wcag(.sc2_4_3))
                    Row(.keys(.enter, .space), "Uses the action that fixes the empty state", .wcag(.sc2_1_1))
                }
                ScreenreaderGestures {
                    Row(.gesture(.doubleTap), "On Clear filters, shows the results again", .wcag(.sc4_1_2))
                    Row(.gesture(.touchExplore), "Touching the picture gives no focus and no speech", .wcag(.sc1_1_1))
                }
                ScreenreaderOutput {
                    Row(.name, "\"Clear filters\", naming what the button does", .wcag(.sc2_4_6, .sc4_1_2))
                    Row(.role, "\(.role(.button)) for the action", .wcag(.sc4_1_2))
                    Row(.group, "the action straight after the message, with nothing between", .wcag(.sc1_3_2))
                }
                DeviceSettings {
                    Row(.setting(.textResize), "The message and its button grow and stay on screen", .wcag(.sc1_4_4))
                    Row(.setting(.darkMode), "In the dark theme the message keeps a 4.5:1 contrast", .wcag(.sc1_4_3))
                    Row(.setting(.voiceControl), "Saying \"Tap Clear filters\" clears them", .wcag(.sc2_5_3))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "Clear filters has a target of at least 24 by 24 dp, or is spaced so that a circle 24 dp across centred on it overlaps no other target nor another undersized target's circle",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "Clear filters has a target of at least 48 by 48 dp, as Material Design recommends",
                        .bestPractice)
                    Row(
                        .tap,
                        "Touching Clear filters and sliding the finger off it before lifting leaves the filters as they were",
                        .wcag(.sc2_5_2))
                }
            }
            Variant(.web) {
                HowToTest(given: "I am on a search page whose filters leave no results, so an empty state is shown") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the empty state's Clear filters button",
                            .see("a visible focus indicator on the button, and no stop on the picture"),
                            .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .keys(.enter, .space), .see("the filters reset and the results are listed again"),
                            .wcag(.sc2_1_1))
                    }
                    Screenreader {
                        When(
                            .key(.space), "on the last filter checkbox that empties the results",
                            .hear("\"No results\" announced as a status, with focus left on the checkbox"),
                            .wcag(.sc4_1_3))
                        ThenWhen(
                            .command(.nextHeading), "to reach the empty state's message",
                            .hear(
                                "the message's title as a \(.role(.heading)); reading on gives its explanation, and no \(.role(.image))"
                            ),
                            .wcag(.sc1_1_1, .sc1_3_1))
                        ThenWhen(.command(.nextButton), "to reach the Clear filters button", .hearOutput)
                    }
                    MobileScreenreader {
                        When(
                            .gesture(.doubleTap), "on the last filter that empties the results",
                            .hear("the no results message read out while focus stays on the filter"), .wcag(.sc4_1_3))
                        ThenWhen(
                            .gesture(.swipe), "through the empty state",
                            .hear("the message, then the Clear filters button, and nothing for the picture"),
                            .wcag(.sc1_1_1, .sc1_3_2))
                    }
                }
                KeyboardActions {
                    Row(.key(.tab), "Moves to the empty state's action and never to its picture", .wcag(.sc2_4_3))
                    Row(.keys(.enter, .space), "Uses the action that clears the empty state", .wcag(.sc2_1_1))
                }
                ScreenreaderGestures {
                    Row(.command(.nextGraphic), "Skips the empty state's illustration", .wcag(.sc1_1_1))
                    Row(
                        .command(.sayAll), "Reads the message and the action in the order they are shown",
                        .wcag(.sc1_3_2))
                }
                ScreenreaderOutput {
                    Row(.name, "\"Clear filters\" as the action's name", .wcag(.sc2_4_6, .sc4_1_2))
                    Row(
                        .role, "\(.role(.button)) for the action, or \(.role(.link)) when it goes to another page",
                        .wcag(.sc4_1_2))
                    Row(
                        .group, "the empty state's message just before its action, when reading back from it",
                        .wcag(.sc1_3_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize), "The message and the button grow without overlapping the picture",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.magnification),
                        "At 320 px the message, picture and button stack with no sideways scrolling", .wcag(.sc1_4_10))
                    Row(
                        .setting(.forcedColors), "The button's border and focus indicator stay visible",
                        .wcag(.sc1_4_11))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "Clear filters is at least 24 by 24 CSS pixels, or is spaced so that a 24-pixel circle centred on it overlaps no other target nor another undersized target's circle",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "Clear filters is at least 44 by 44 CSS pixels, the size WCAG asks for at level AAA",
                        .bestPractice)
                    Row(
                        .tap,
                        "Pressing on Clear filters and moving the pointer or finger off it before letting go leaves the filters as they were",
                        .wcag(.sc2_5_2))
                }
            }
        }
    }
}
