import A11yPlan

extension BundledCatalog {
    /// A loading skeleton: grey placeholder shapes shown while content loads, announced as loading.
    static var loadingSkeleton: Component {
        Component("Loading skeleton", noun: "a loading skeleton") {
            Usage(
                "A loading skeleton shows grey shapes where content will appear, often with a moving shimmer, while it loads. Screen reader users hear that it is loading, the shimmer stops when motion is reduced, and the loaded content is announced."
            )
            Variant(.iOS) {
                HowToTest(
                    given:
                        "I am on a screen with a Refresh button above its messages, which show a loading skeleton while they load"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.space), "on Refresh and watch the skeleton for a few seconds",
                            .see(
                                "the shimmer sweeps smoothly over the grey shapes, and nothing in it flashes more than three times in any one second, or any faster flicker is faint or small, below the flash thresholds"
                            ),
                            .wcag(.sc2_3_1))
                        ThenWhen(
                            .key(.tab), "while the loading skeleton is shown",
                            .see("the focus ring skips the grey placeholder shapes"), .wcag(.sc2_4_3))
                        ThenWhen(
                            .key(.tab), "once the messages have loaded",
                            .see("the focus ring reaches the first message, which now replaces the shapes"),
                            .wcag(.sc2_1_1, .sc2_4_7))
                    }
                    Screenreader {
                        When(
                            .gesture(.doubleTap), "to activate Refresh",
                            .hear(
                                "\"Loading messages\" spoken by itself as the skeleton appears, while VoiceOver stays on Refresh"
                            ),
                            .wcag(.sc4_1_3))
                        ThenWhen(.gesture(.swipe), "to reach the loading skeleton", .hearOutput)
                        ThenWhen(
                            .gesture(.swipe), "to move past the loading skeleton",
                            .hear("the next real control, with no stop on each placeholder shape"), .wcag(.sc1_3_1))
                        ThenWhen(
                            .gesture(.swipe), "to move on after the messages have loaded",
                            .hear("the first message, after VoiceOver has said \"Messages loaded\" by itself"),
                            .wcag(.sc4_1_3))
                    }
                }
                KeyboardActions {
                    Row(.key(.tab), "Never stops on a placeholder while content loads", .wcag(.sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(.gesture(.swipeBack), "Returns to the skeleton as one element", .wcag(.sc1_3_1))
                    Row(.gesture(.doubleTap), "Does nothing on the skeleton, as it has no action", .wcag(.sc4_1_2))
                }
                ScreenreaderOutput {
                    Row(.name, "a loading label that says what loads, such as \"Loading messages\"", .wcag(.sc4_1_2))
                    Row(
                        .role, "the label alone, with no role word needed, since the label says that it is loading",
                        .wcag(.sc4_1_2))
                    Row(.group, "the whole skeleton read once, not as many empty images", .wcag(.sc1_1_1))
                }
                DeviceSettings {
                    Row(.setting(.reduceMotion), "The shimmer stops and the shapes stay still", .wcag(.sc2_3_3))
                    Row(
                        .setting(.increasedContrast), "The placeholder shapes stand out more from the background",
                        .bestPractice)
                    Row(
                        .setting(.darkMode), "The placeholder shapes stay visible on the dark background", .bestPractice
                    )
                }
            }
            Variant(.android) {
                HowToTest(
                    given:
                        "I am on a screen with a Refresh button above its messages, which show a loading skeleton while they load"
                ) {
                    KeyboardOnly {
                        When(
                            .keys(.enter, .space), "on Refresh and watch the skeleton for a few seconds",
                            .see(
                                "the shimmer sweeps smoothly over the grey shapes, and nothing in it flashes more than three times in any one second, or any faster flicker is faint or small, below the flash thresholds"
                            ),
                            .wcag(.sc2_3_1))
                        ThenWhen(
                            .key(.tab), "while the loading skeleton is shown",
                            .see("no focus highlight lands on any placeholder shape"), .wcag(.sc2_4_3))
                        ThenWhen(
                            .key(.tab), "once the messages have loaded",
                            .see("the highlight moves to the first loaded message"), .wcag(.sc2_1_1, .sc2_4_7))
                    }
                    Screenreader {
                        When(
                            .gesture(.doubleTap), "to activate Refresh",
                            .hear(
                                "\"Loading messages\" spoken on its own as the skeleton appears, while TalkBack stays on Refresh"
                            ),
                            .wcag(.sc4_1_3))
                        ThenWhen(.gesture(.swipe), "to reach the loading skeleton", .hearOutput)
                        ThenWhen(
                            .gesture(.swipe), "to move past the loading skeleton",
                            .hear("the control after the skeleton, with no stop per shape"), .wcag(.sc1_3_1))
                        ThenWhen(
                            .gesture(.swipe), "to move on after the messages have loaded",
                            .hear("the first message, after TalkBack has said \"Messages loaded\" on its own"),
                            .wcag(.sc4_1_3))
                    }
                }
                KeyboardActions {
                    Row(.key(.tab), "Passes over the skeleton's shapes while content loads", .wcag(.sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(.gesture(.swipeBack), "Goes back to the skeleton as one item", .wcag(.sc1_3_1))
                    Row(.gesture(.doubleTap), "Has no action on the skeleton", .wcag(.sc4_1_2))
                }
                ScreenreaderOutput {
                    Row(.name, "\"Loading messages\", or a label that names what is loading", .wcag(.sc4_1_2))
                    Row(.role, "\(.role(.progressIndicator)) or \"in progress\"", .wcag(.sc4_1_2))
                    Row(.group, "a single announcement for the whole skeleton, not one per shape", .wcag(.sc1_1_1))
                }
                DeviceSettings {
                    Row(.setting(.reduceMotion), "The shimmer no longer moves across the shapes", .wcag(.sc2_3_3))
                    Row(.setting(.darkMode), "The shapes stay visible against the dark theme", .bestPractice)
                }
            }
            Variant(.web) {
                HowToTest(
                    given:
                        "I am on a page with a Refresh button above its messages, which show a loading skeleton while they load"
                ) {
                    KeyboardOnly {
                        When(
                            .keys(.enter, .space), "on Refresh and watch the skeleton for a few seconds",
                            .see(
                                "the shimmer sweeps smoothly over the grey shapes, and nothing in it flashes more than three times in any one second, or any faster flicker is faint or small, below the flash thresholds"
                            ),
                            .wcag(.sc2_3_1))
                        ThenWhen(
                            .key(.tab), "while the loading skeleton is shown",
                            .see("focus skips the placeholder shapes and goes to the next control"), .wcag(.sc2_4_3))
                        ThenWhen(
                            .key(.tab), "once the messages have loaded",
                            .see(
                                "focus reaches the first loaded message's link, and focus was not lost when the shapes went"
                            ),
                            .wcag(.sc2_1_1, .sc2_4_3))
                    }
                    Screenreader {
                        When(
                            .command(.activate), "to press Refresh",
                            .hear(
                                "a status such as \"Loading messages\" spoken once as the skeleton appears, while focus stays on Refresh"
                            ),
                            .wcag(.sc4_1_3))
                        ThenWhen(.command(.nextItem), "to reach the loading skeleton", .hearOutput)
                        ThenWhen(
                            .command(.nextItem), "to move on after the messages have loaded",
                            .hear("the first message, after \"Messages loaded\" was announced once by itself"),
                            .wcag(.sc4_1_3))
                    }
                    MobileScreenreader {
                        When(
                            .gesture(.doubleTap), "to activate Refresh",
                            .hear(
                                "\"Loading messages\" spoken by itself as the skeleton appears, with the screen reader still on Refresh"
                            ),
                            .wcag(.sc4_1_3))
                        ThenWhen(
                            .gesture(.swipe), "to reach the loading skeleton",
                            .hear("\"Loading messages\" once, and not each grey shape"), .wcag(.sc4_1_2, .sc1_1_1))
                        ThenWhen(
                            .gesture(.swipe), "to move on after the messages have loaded",
                            .hear(
                                "the first message, after a status that the messages have loaded was spoken on its own"),
                            .wcag(.sc4_1_3))
                    }
                }
                KeyboardActions {
                    Row(.key(.tab), "Never lands on a skeleton shape", .wcag(.sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(.command(.nextGraphic), "Finds no graphic among the skeleton's shapes", .wcag(.sc1_1_1))
                    Row(.command(.sayAll), "Reads the loading label once, then the rest of the page", .wcag(.sc1_3_1))
                }
                ScreenreaderOutput {
                    Row(.name, "a loading message that names what loads, such as \"Loading messages\"", .wcag(.sc4_1_2))
                    Row(
                        .role,
                        "\(.role(.progressIndicator)) when the skeleton is marked as one; a status message has no role word",
                        .wcag(.sc4_1_3))
                    Row(
                        .group, "nothing for the shapes themselves, which are hidden from the screen reader",
                        .wcag(.sc1_1_1))
                }
                DeviceSettings {
                    Row(.setting(.reduceMotion), "The shimmer stops and the shapes stand still", .wcag(.sc2_3_3))
                    Row(
                        .setting(.forcedColors), "The loading message stays readable in the forced palette",
                        .bestPractice)
                    Row(
                        .setting(.magnification), "At 320 px the skeleton fits the width, as the loaded content will",
                        .wcag(.sc1_4_10))
                }
            }
        }
    }
}
