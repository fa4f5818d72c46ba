import A11yPlan

extension BundledCatalog {
    /// A toast: a brief text-only message that confirms something and goes away by itself, with no action.
    static var toast: Component {
        Component("Toast", noun: "a toast") {
            Usage(
                "A toast is a small text-only message, such as \"Draft saved\", that confirms what just happened and fades away after a few seconds. It has no button and cannot be focused; a message that needs an action, such as Undo, is a snackbar instead."
            )
            Unavailable(
                .iOS,
                "iOS has no toast control. Apps confirm a change in place (a label such as \"Saved\" that updates) and post a VoiceOver announcement; a message with an action is a snackbar or a banner, tested with those plans."
            )
            Variant(.android) {
                HowToTest(given: "I am on a screen where saving a draft shows a toast") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the Save draft button",
                            .see("a focus highlight on Save draft"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .keys(.enter, .space),
                            .see(
                                "a toast saying \"Draft saved\" appears near the bottom and the highlight stays on Save draft"
                            ),
                            .wcag(.sc4_1_3))
                        ThenWhen(
                            .key(.tab), "while the toast is shown",
                            .see("the highlight moves to the next control, as the toast can never be highlighted"),
                            .wcag(.sc2_4_3))
                    }
                    Screenreader {
                        When(
                            .gesture(.swipe), "to reach the Save draft button",
                            .hear("\"Save draft\" and \(.role(.button))"), .wcag(.sc4_1_2))
                        ThenWhen(.gesture(.doubleTap), "to save the draft", .hearOutput)
                        ThenWhen(
                            .gesture(.swipe), "while the toast is shown",
                            .hear("the next control on the screen; the toast is not a stop in the swipe order"),
                            .wcag(.sc2_4_3))
                    }
                }
                KeyboardActions {
                    Row(.keys(.enter, .space), "Saves the draft and shows the toast again each time", .wcag(.sc2_1_1))
                    Row(
                        .key(.shiftTab), "Moves back to Save draft; nothing of the toast is in the order",
                        .wcag(.sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(
                        .gesture(.doubleTap), "On Save draft, saves again and TalkBack reads the new toast once",
                        .wcag(.sc4_1_3))
                    Row(
                        .gesture(.swipeBack), "Comes back to Save draft without stopping on the toast", .wcag(.sc1_3_2))
                }
                ScreenreaderOutput {
                    Row(.name, "The toast's text, \"Draft saved\", is read by itself, without a swipe", .wcag(.sc4_1_3))
                    Row(.role, "No button or action is read with it, as a toast has none", .wcag(.sc4_1_2))
                    Row(
                        .group, "The focus stays on Save draft while TalkBack reads the toast",
                        .wcag(.sc4_1_3))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize), "The toast's text grows with the font size and wraps onto a second line",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.darkMode), "The toast's text keeps enough contrast on its background", .wcag(.sc1_4_3)
                    )
                    Row(.setting(.reduceMotion), "The toast appears and goes without fading", .wcag(.sc2_3_3))
                }
            }
            Variant(.web) {
                HowToTest(given: "I am on a page where saving a draft shows a toast") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the Save draft button",
                            .see("a visible focus indicator on Save draft"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .keys(.enter, .space),
                            .see(
                                "the toast \"Draft saved\" appears without fully hiding Save draft, and focus stays on Save draft"
                            ),
                            .wcag(.sc4_1_3, .sc2_4_11))
                        ThenWhen(
                            .key(.tab), "while the toast is shown",
                            .see("focus goes to the next control of the page and never into the toast"), .wcag(.sc2_4_3)
                        )
                        ThenWhen(
                            .key(.shiftTab), "to go back to Save draft after the toast has faded",
                            .see(
                                "the page still shows the same status, such as \"Draft saved\" beside the button, so nothing was lost with the toast"
                            ),
                            .wcag(.sc2_2_1))
                    }
                    Screenreader {
                        When(
                            .key(.tab), "to reach the Save draft button",
                            .hear("\"Save draft\" and \(.role(.button))"), .wcag(.sc4_1_2))
                        ThenWhen(.keys(.enter, .space), "to save the draft", .hearOutput)
                    }
                    MobileScreenreader {
                        When(
                            .gesture(.swipe), "to reach the Save draft button",
                            .hear("\"Save draft\" and \(.role(.button))"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to save the draft",
                            .hear("\"Draft saved\" while the screen reader stays on the button"), .wcag(.sc4_1_3))
                    }
                }
                KeyboardActions {
                    Row(.keys(.enter, .space), "Saves the draft and shows a fresh toast each time", .wcag(.sc2_1_1))
                    Row(.key(.shiftTab), "Moves back to Save draft; the toast is not in the tab order", .wcag(.sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(
                        .command(.nextItem),
                        "Moving through the page while the toast shows reads its text once, as plain text",
                        .wcag(.sc1_3_1))
                    Row(.command(.elementsList), "Lists no control from the toast, since it has none", .wcag(.sc4_1_2))
                    Row(
                        .command(.sayAll), "After the toast has gone, reads the page without the old toast message",
                        .bestPractice)
                }
                ScreenreaderOutput {
                    Row(.name, "\"Draft saved\" is read right after the key press, with nothing else", .wcag(.sc4_1_3))
                    Row(
                        .role, "It is read politely (role status) and does not cut off other speech", .wcag(.sc4_1_3))
                    Row(
                        .group, "The screen reader stays on Save draft and says its name again only if asked",
                        .wcag(.sc4_1_3))
                }
                DeviceSettings {
                    Row(.setting(.textResize), "The toast's text grows to 200% and is not cut off", .wcag(.sc1_4_4))
                    Row(
                        .setting(.magnification),
                        "At 320 px the toast fits the width and never fully hides the control in focus",
                        .wcag(.sc1_4_10, .sc2_4_11))
                    Row(.setting(.reduceMotion), "The toast appears without sliding or bouncing", .wcag(.sc2_3_3))
                    Row(
                        .setting(.forcedColors), "The toast's text and edge are visible in the forced palette",
                        .bestPractice)
                }
            }
        }
    }
}
