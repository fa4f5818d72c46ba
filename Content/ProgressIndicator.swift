import A11yPlan

extension BundledCatalog {
    /// A progress indicator: a bar with a value for a task of known length, or a labelled spinner for one of unknown length.
    static var progressIndicator: Component {
        Component("Progress indicator", noun: "a progress indicator") {
            Usage(
                "A progress indicator shows that a task is running. A determinate bar fills up as a download or upload goes on and has a value such as 40%; an indeterminate spinner only says that something is loading. It cannot be focused, so its label, its value and the end of the task must reach screen-reader users by themselves."
            )
            Variant(.iOS) {
                HowToTest(
                    given:
                        "I am on a screen where a Download button starts a progress indicator, and a Refresh button reloads a list of messages under a spinner"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the Download button",
                            .see("the focus ring is on Download"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.space),
                            .see("the progress bar appears and starts to fill, and the focus ring stays put"),
                            .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.tab), "while the download runs",
                            .see("the focus ring reaches Cancel download and never stops on the bar"),
                            .wcag(.sc2_1_1, .sc2_4_3))
                        OrWhen(
                            .key(.space), "to press Cancel download",
                            .see("the bar stops and goes away, and the download is cancelled"),
                            .wcag(.sc2_1_1))
                    }
                    Screenreader {
                        When(
                            .gesture(.swipe), "to reach the Download button",
                            .hear("\"Download\" and \(.role(.button))"),
                            .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to start the download",
                            .hear("that the download has started, while VoiceOver stays on the button"), .wcag(.sc4_1_3)
                        )
                        ThenWhen(.gesture(.swipe), "to reach the progress bar", .hearOutput)
                        ThenWhen(
                            .gesture(.swipe), "to move to Cancel download and wait there until the bar is full",
                            .hear("\"Download complete\" announced once, without VoiceOver moving"), .wcag(.sc4_1_3))
                        ThenWhen(
                            .gesture(.doubleTap), "to activate Refresh",
                            .hear(
                                "\"Loading messages\" spoken by itself as the spinner appears, while VoiceOver stays on Refresh"
                            ),
                            .wcag(.sc4_1_3))
                        ThenWhen(
                            .gesture(.swipe), "to reach the spinner while the list loads",
                            .hear("its label, such as \"Loading messages\", and no percentage"),
                            .wcag(.sc1_1_1, .sc4_1_2))
                    }
                }
                KeyboardActions {
                    Row(
                        .key(.tab), "Moves past the progress bar to the next control, as the bar is not a control",
                        .wcag(.sc2_4_3))
                    Row(.key(.space), "Presses Download or Cancel download, whichever has focus", .wcag(.sc2_1_1))
                }
                ScreenreaderGestures {
                    Row(.gesture(.touchExplore), "Touching the bar reads its current percentage", .wcag(.sc4_1_2))
                    Row(
                        .gesture(.swipeBack), "Coming back to the bar later reads a higher value than before",
                        .wcag(.sc4_1_2))
                    Row(.gesture(.doubleTap), "On Cancel download, stops the task and the bar", .wcag(.sc4_1_2))
                }
                ScreenreaderOutput {
                    Row(
                        .name, "The bar has a label that says what is running, such as \"Downloading report\"",
                        .wcag(.sc1_1_1, .sc4_1_2))
                    Row(
                        .role,
                        "The label and value alone, such as \"Downloading report, 40 percent\"; a role word may follow, but is not required",
                        .wcag(.sc4_1_2))
                    Row(.state, "Its value is read as a percentage, such as \"40%\"", .wcag(.sc4_1_2))
                }
                DeviceSettings {
                    Row(.setting(.textResize), "The bar's label and percentage text grow and wrap", .wcag(.sc1_4_4))
                    Row(
                        .setting(.increasedContrast), "The filled part of the bar stands out from its empty track",
                        .wcag(.sc1_4_11))
                    Row(
                        .setting(.grayscale),
                        "A failed download is shown by text such as \"Download failed\", not only by red",
                        .wcag(.sc1_4_1))
                }
            }
            Variant(.android) {
                HowToTest(
                    given:
                        "I am on a screen where a Download button starts a progress indicator, and a Refresh button reloads a list of messages under a spinner"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the Download button",
                            .see("a focus highlight on Download"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .keys(.enter, .space),
                            .see("the progress bar appears and fills while Download keeps the highlight"),
                            .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.tab), "while the download runs",
                            .see("the highlight goes to Cancel download, skipping the bar"), .wcag(.sc2_1_1, .sc2_4_3))
                        OrWhen(
                            .keys(.enter, .space), "to press Cancel download",
                            .see("the download stops and its bar is removed"),
                            .wcag(.sc2_1_1))
                    }
                    Screenreader {
                        When(
                            .gesture(.swipe), "to reach the Download button",
                            .hear("\"Download\" and \(.role(.button))"),
                            .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to start the download", .hear("that downloading has begun"),
                            .wcag(.sc4_1_3))
                        ThenWhen(.gesture(.swipe), "to reach the progress bar", .hearOutput)
                        ThenWhen(
                            .gesture(.swipe), "to move to Cancel download and wait there until the bar is full",
                            .hear("\"Download complete\" read once, with TalkBack's focus staying where it is"),
                            .wcag(.sc4_1_3))
                        ThenWhen(
                            .gesture(.doubleTap), "to activate Refresh",
                            .hear(
                                "\"Loading messages\" spoken on its own as the spinner appears, while TalkBack stays on Refresh"
                            ),
                            .wcag(.sc4_1_3))
                        ThenWhen(
                            .gesture(.swipe), "to reach the spinner while the list loads",
                            .hear("its label, such as \"Loading messages\", and no percentage"),
                            .wcag(.sc1_1_1, .sc4_1_2))
                    }
                }
                KeyboardActions {
                    Row(.key(.tab), "Skips the progress bar and reaches Cancel download", .wcag(.sc2_4_3))
                    Row(.keys(.enter, .space), "Presses the button that has the highlight", .wcag(.sc2_1_1))
                }
                ScreenreaderGestures {
                    Row(
                        .gesture(.touchExplore), "Touching the bar reads its percentage at that moment", .wcag(.sc4_1_2)
                    )
                    Row(.gesture(.swipeBack), "Returning to the bar reads its new, higher percentage", .wcag(.sc4_1_2))
                    Row(.gesture(.doubleTap), "On Cancel download, ends the download", .wcag(.sc4_1_2))
                }
                ScreenreaderOutput {
                    Row(
                        .name, "The bar is labelled with what it measures, such as \"Downloading report\"",
                        .wcag(.sc1_1_1, .sc4_1_2))
                    Row(.role, "It is read as a \(.role(.progressIndicator))", .wcag(.sc4_1_2))
                    Row(.state, "The value is read in percent, such as \"40 percent\"", .wcag(.sc4_1_2))
                }
                DeviceSettings {
                    Row(.setting(.textResize), "The label and the percentage grow with the font size", .wcag(.sc1_4_4))
                    Row(
                        .setting(.darkMode), "The bar's filled part keeps enough contrast with its track",
                        .wcag(.sc1_4_11))
                    Row(
                        .setting(.reduceMotion),
                        "The spinner may stand still, and its label still says the list is loading",
                        .bestPractice)
                }
            }
            Variant(.web) {
                HowToTest(
                    given:
                        "I am on a page where a Download button starts a progress indicator, and a Refresh button reloads a list of messages under a spinner"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the Download button",
                            .see("a visible focus indicator on Download"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .keys(.enter, .space), .see("the progress bar appears and focus stays on Download"),
                            .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.tab), "while the download runs",
                            .see("focus moves to Cancel download; the bar is not in the tab order"),
                            .wcag(.sc2_1_1, .sc2_4_3))
                        OrWhen(
                            .keys(.enter, .space), "to press Cancel download",
                            .see("the download is cancelled and the bar removed"),
                            .wcag(.sc2_1_1))
                    }
                    Screenreader {
                        When(
                            .key(.tab), "to reach the Download button", .hear("\"Download\" and \(.role(.button))"),
                            .wcag(.sc4_1_2))
                        ThenWhen(.command(.nextItem), "to reach the progress bar after pressing Download", .hearOutput)
                        ThenWhen(
                            .key(.tab), "to move to Cancel download and wait there until the bar is full",
                            .hear("\"Download complete\" announced by a status message, with focus staying on Cancel"),
                            .wcag(.sc4_1_3))
                        ThenWhen(
                            .command(.nextItem), "to reach the spinner after pressing Refresh, while the list loads",
                            .hear("its label, such as \"Loading messages\", and no value"), .wcag(.sc1_1_1, .sc4_1_2))
                    }
                    MobileScreenreader {
                        When(
                            .gesture(.swipe), "to reach the progress bar once Download has been pressed",
                            .hear("its label, \(.role(.progressIndicator)) and the current percentage"), .wcag(.sc4_1_2)
                        )
                        ThenWhen(
                            .gesture(.swipe), "to move to Cancel download and wait there until the bar is full",
                            .hear("\"Download complete\" read once, without the screen reader's focus moving"),
                            .wcag(.sc4_1_3))
                    }
                }
                KeyboardActions {
                    Row(.key(.tab), "Passes over the progress bar, which takes no focus", .wcag(.sc2_4_3))
                    Row(.keys(.enter, .space), "Presses Download or Cancel download", .wcag(.sc2_1_1))
                }
                ScreenreaderGestures {
                    Row(
                        .command(.elementsList), "Lists Cancel download among the buttons while the task runs",
                        .wcag(.sc2_1_1))
                    Row(.command(.sayAll), "Reads the bar with its value where it sits in the page", .wcag(.sc1_3_2))
                }
                ScreenreaderOutput {
                    Row(
                        .name,
                        "The bar is named by its visible label (aria-labelledby), such as \"Downloading report\"",
                        .wcag(.sc1_3_1, .sc4_1_2))
                    Row(.role, "It is announced as a \(.role(.progressIndicator))", .wcag(.sc4_1_2))
                    Row(
                        .state, "Its value is read as a percentage (aria-valuenow), such as \"40\" or \"40 percent\"",
                        .wcag(.sc4_1_2))
                }
                DeviceSettings {
                    Row(.setting(.textResize), "The label and the value text grow to 200%", .wcag(.sc1_4_4))
                    Row(.setting(.magnification), "At 320 px the bar and its label fit the width", .wcag(.sc1_4_10))
                    Row(
                        .setting(.forcedColors), "The bar's filled part and its track are both visible",
                        .wcag(.sc1_4_11))
                    Row(
                        .setting(.reduceMotion),
                        "The spinner stops spinning or slows down, and its label still says loading",
                        .wcag(.sc2_3_3))
                }
            }
        }
    }
}
