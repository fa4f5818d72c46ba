import A11yPlan

extension BundledCatalog {
    /// A snackbar: a brief message at the bottom of the screen, with at most one action, that does not take focus.
    static var snackbar: Component {
        Component("Snackbar", noun: "a snackbar") {
            Usage(
                "A snackbar is a short message at the bottom of the screen about something the app just did, such as \"Message deleted\", with at most one action like Undo. It is announced without taking focus. A snackbar with an action stays until it is closed, unless people can turn its time limit off or extend it, as Android's Time to take action does."
            )
            Variant(.iOS) {
                HowToTest(given: "I am on a screen where deleting a message shows a snackbar with an Undo action") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach a message's Delete button",
                            .see("the focus ring is on the Delete button"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.space), .see("the snackbar slides up and the focus ring does not jump into it"),
                            .wcag(.sc4_1_3))
                        ThenWhen(
                            .key(.tab), "until Undo in the snackbar is reached",
                            .see(
                                "the focus ring is on Undo, and the snackbar stays for as long as the focus ring is on Undo"
                            ),
                            .wcag(.sc2_1_1, .sc2_2_1))
                        ThenWhen(
                            .key(.space), "to press Undo",
                            .see("the message is back in the list and the snackbar has gone"),
                            .wcag(.sc2_1_1))
                    }
                    Screenreader {
                        When(
                            .gesture(.swipe), "to reach a message's Delete button",
                            .hear("\"Delete\" and \(.role(.button))"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to delete the message",
                            .hear(
                                "\"Message deleted\" read out, and VoiceOver is then on the next message, not in the snackbar"
                            ),
                            .wcag(.sc4_1_3))
                        ThenWhen(
                            .gesture(.swipe), "until Undo is reached",
                            .hear(
                                "\"Undo\" and \(.role(.button)), and the snackbar does not close while VoiceOver is on it"
                            ),
                            .wcag(.sc2_2_1, .sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to activate Undo", .hear("that the message has been restored"),
                            .wcag(.sc4_1_3))
                    }
                }
                KeyboardActions {
                    Row(.key(.tab), "Reaches the snackbar's Undo after the screen's other controls", .wcag(.sc2_1_1))
                    Row(.key(.space), "On Undo, reverses the deletion and closes the snackbar", .wcag(.sc2_1_1))
                }
                ScreenreaderGestures {
                    Row(
                        .gesture(.touchExplore), "Touching the snackbar reads its message, then its Undo button",
                        .wcag(.sc1_3_2))
                    Row(.gesture(.doubleTap), "On Undo, brings the deleted message back", .wcag(.sc4_1_2))
                    Row(.gesture(.swipeBack), "Moves from Undo back into the list of messages", .wcag(.sc2_4_3))
                }
                ScreenreaderOutput {
                    Row(.name, "\"Message deleted\" is announced as soon as the snackbar appears", .wcag(.sc4_1_3))
                    Row(.role, "The snackbar's action is read as \(.role(.button))", .wcag(.sc4_1_2))
                    Row(
                        .group,
                        "The announcement comes once, and VoiceOver's cursor goes to the next message, not the snackbar",
                        .wcag(.sc4_1_3))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize), "The message wraps onto more lines and Undo stays inside the snackbar",
                        .wcag(.sc1_4_4))
                    Row(.setting(.reduceMotion), "The snackbar appears and leaves without sliding", .wcag(.sc2_3_3))
                    Row(
                        .setting(.darkMode), "The message and Undo keep enough contrast against the snackbar",
                        .wcag(.sc1_4_3))
                    Row(
                        .setting(.switchControl), "Scanning reaches the Undo action before the snackbar goes away",
                        .wcag(.sc2_2_1))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "Undo has a target of at least 24 by 24 points, or is spaced so that a 24-point circle centred on it overlaps no other target nor another undersized target's circle",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "Undo has a target of at least 44 by 44 points, as Apple's guidelines recommend", .bestPractice)
                    Row(
                        .tap,
                        "Touching Undo and sliding the finger well away from it before lifting leaves the message deleted; it comes back only when the finger lifts on Undo",
                        .wcag(.sc2_5_2))
                }
            }
            Variant(.android) {
                HowToTest(given: "I am on a screen where deleting a message shows a snackbar with an Undo action") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach a message's Delete button",
                            .see("a focus highlight on the Delete button"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .keys(.enter, .space),
                            .see("the snackbar appears at the bottom and the highlight stays on the list"),
                            .wcag(.sc4_1_3))
                        ThenWhen(
                            .key(.tab), "until Undo in the snackbar is highlighted",
                            .see("the snackbar stays on screen while Undo is highlighted"), .wcag(.sc2_1_1, .sc2_2_1))
                        ThenWhen(
                            .keys(.enter, .space), "to press Undo",
                            .see("the message returns to the list and the snackbar closes"),
                            .wcag(.sc2_1_1))
                    }
                    Screenreader {
                        When(
                            .gesture(.swipe), "to reach a message's Delete button",
                            .hear("\"Delete\" and \(.role(.button))"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to delete the message",
                            .hear("\"Message deleted\" read out while TalkBack stays on the list"), .wcag(.sc4_1_3))
                        ThenWhen(
                            .gesture(.swipe), "until Undo is reached",
                            .hear("\"Undo\" and \(.role(.button)), while the snackbar stays open"),
                            .wcag(.sc2_2_1, .sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to activate Undo",
                            .hear("the restored message, or a word that it is back"),
                            .wcag(.sc4_1_3))
                    }
                }
                KeyboardActions {
                    Row(.key(.tab), "Reaches Undo, the snackbar's only focusable control", .wcag(.sc2_1_1))
                    Row(.keys(.enter, .space), "On Undo, restores the message at once", .wcag(.sc2_1_1))
                }
                ScreenreaderGestures {
                    Row(
                        .gesture(.touchExplore), "Touching the snackbar reads \"Message deleted\" and then Undo",
                        .wcag(.sc1_3_2))
                    Row(.gesture(.doubleTap), "On Undo, undoes the deletion and closes the snackbar", .wcag(.sc4_1_2))
                    Row(.gesture(.swipeBack), "Leaves Undo for the messages above it", .wcag(.sc2_4_3))
                }
                ScreenreaderOutput {
                    Row(
                        .name, "The snackbar's text is read as it appears, such as \"Message deleted\"",
                        .wcag(.sc4_1_3))
                    Row(.role, "The Undo action is read with \(.role(.button))", .wcag(.sc4_1_2))
                    Row(
                        .group, "The snackbar is read without TalkBack's focus leaving the list (a polite live region)",
                        .wcag(.sc4_1_3))
                }
                DeviceSettings {
                    Row(
                        .setting(.timeToTakeAction),
                        "With 1 minute chosen, the snackbar with Undo stays about a minute before it goes",
                        .wcag(.sc2_2_1))
                    Row(
                        .setting(.textResize), "At the largest font size the message wraps and Undo is not cut off",
                        .wcag(.sc1_4_4))
                    Row(.setting(.reduceMotion), "The snackbar shows and hides without sliding", .wcag(.sc2_3_3))
                    Row(
                        .setting(.magnification),
                        "When magnified, the snackbar never fully hides the control that has the focus highlight",
                        .wcag(.sc2_4_11))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "Undo has a target of at least 24 by 24 dp, or is spaced so that a circle 24 dp across centred on it overlaps no other target nor another undersized target's circle",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "Undo has a target of at least 48 by 48 dp, as Material Design recommends", .bestPractice)
                    Row(
                        .tap, "Touching Undo and sliding the finger off it before lifting leaves the message deleted",
                        .wcag(.sc2_5_2))
                    Row(
                        .drag,
                        "Swiping the snackbar sideways dismisses it early, but nothing needs that swipe: the snackbar leaves by itself when its time is up, and Undo works with one tap",
                        .wcag(.sc2_5_7))
                }
            }
            Variant(.web) {
                HowToTest(given: "I am on a page where deleting a message shows a snackbar with an Undo action") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach a message's Delete button",
                            .see("a visible focus indicator on the Delete button"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .keys(.enter, .space),
                            .see("the snackbar appears and focus is on the next message, not in the snackbar"),
                            .wcag(.sc4_1_3, .sc2_4_3))
                        ThenWhen(
                            .key(.tab), "until Undo in the snackbar has focus",
                            .see("the snackbar stays while Undo has focus, however long that takes"),
                            .wcag(.sc2_1_1, .sc2_2_1))
                        ThenWhen(
                            .keys(.enter, .space), "to press Undo",
                            .see("the message is back in the list, focus is on it and the snackbar has gone"),
                            .wcag(.sc2_1_1, .sc2_4_3))
                        ThenWhen(
                            .keys(.enter, .space),
                            "to press a message's Delete button again, then wait a minute without pressing a key",
                            .see(
                                "the snackbar and its Undo are still there until I close them, unless the page lets me turn off or extend its time limit"
                            ),
                            .wcag(.sc2_2_1))
                    }
                    Screenreader {
                        When(
                            .key(.tab), "to reach a message's Delete button",
                            .hear("\"Delete\" and \(.role(.button))"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .keys(.enter, .space), "to delete the message",
                            .hear(
                                "\"Message deleted\" and the newly focused message, in either order, with focus not in the snackbar"
                            ),
                            .wcag(.sc4_1_3)
                        )
                        ThenWhen(
                            .key(.tab), "until Undo is reached",
                            .hear("\"Undo\" and \(.role(.button)) while the snackbar is still shown"),
                            .wcag(.sc2_2_1, .sc4_1_2))
                    }
                    MobileScreenreader {
                        When(
                            .gesture(.swipe), "to reach a message's Delete button",
                            .hear("\"Delete\" and \(.role(.button))"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to delete the message",
                            .hear(
                                "\"Message deleted\" and the newly focused message, in either order, with focus not in the snackbar"
                            ),
                            .wcag(.sc4_1_3))
                        ThenWhen(
                            .gesture(.swipe), "until Undo is reached",
                            .hear("\"Undo\" and \(.role(.button)), and the snackbar stays while it is in focus"),
                            .wcag(.sc2_2_1))
                    }
                }
                KeyboardActions {
                    Row(.key(.tab), "Reaches Undo in the snackbar from the page", .wcag(.sc2_1_1))
                    Row(
                        .keys(.enter, .space), "On Undo, brings the message back and closes the snackbar",
                        .wcag(.sc2_1_1))
                    Row(.key(.shiftTab), "Leaves Undo for the page without closing the snackbar", .wcag(.sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(.command(.nextButton), "Finds Undo while the snackbar is on screen", .wcag(.sc2_1_1))
                    Row(
                        .command(.sayAll), "Reads the page without announcing an old snackbar message again",
                        .bestPractice)
                }
                ScreenreaderOutput {
                    Row(
                        .name, "The message \"Message deleted\" is read once, right after the key press",
                        .wcag(.sc4_1_3))
                    Row(
                        .role,
                        "It is read politely (role status), after what is being spoken and without cutting it off",
                        .wcag(.sc4_1_3))
                    Row(
                        .group, "The Undo action is read as a \(.role(.button)) with the message before it",
                        .wcag(.sc1_3_2)
                    )
                }
                DeviceSettings {
                    Row(.setting(.textResize), "The message wraps and Undo is never cut off", .wcag(.sc1_4_4))
                    Row(
                        .setting(.magnification),
                        "At 320 px the snackbar fits the width and never fully hides the control in focus",
                        .wcag(.sc1_4_10, .sc2_4_11))
                    Row(.setting(.reduceMotion), "The snackbar appears without sliding in", .wcag(.sc2_3_3))
                    Row(
                        .setting(.forcedColors), "The snackbar's edge and Undo's focus indicator are visible",
                        .wcag(.sc1_4_11))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "Undo is at least 24 by 24 CSS pixels, or is spaced so that a 24-pixel circle centred on it overlaps no other target nor another undersized target's circle",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "Undo is at least 44 by 44 CSS pixels, the size WCAG asks for at level AAA", .bestPractice)
                    Row(
                        .tap,
                        "Pressing on Undo and moving the pointer or finger off it before letting go leaves the message deleted",
                        .wcag(.sc2_5_2))
                }
            }
        }
    }
}
