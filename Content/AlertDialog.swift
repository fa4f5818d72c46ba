import A11yPlan

extension BundledCatalog {
    /// An alert dialog: it interrupts to ask about something urgent, with the least destructive choice first in focus.
    static var alertDialog: Component {
        Component("Alert dialog", noun: "an alert dialog") {
            Usage(
                "An alert dialog interrupts the task to tell people something urgent or to confirm an action that cannot be undone, such as deleting a file. It has a short title, an optional message and one to three buttons."
            )
            Variant(.iOS) {
                HowToTest(given: "I am on a screen with a Delete button that opens an alert dialog") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the Delete button",
                            .see("the focus ring is drawn round the Delete button"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.space),
                            .see("the alert appears and the focus ring is on Cancel, not on the red Delete"),
                            .wcag(.sc2_1_1, .sc2_4_3))
                        ThenWhen(
                            .key(.tab), "to move on from the alert's last button",
                            .see("the focus ring goes back to the alert's first button and never leaves the alert"),
                            .wcag(.sc2_4_3))
                        OrWhen(
                            .key(.escape),
                            .see("the alert goes away as Cancel would and the focus ring is back on Delete"),
                            .wcag(.sc2_1_2, .sc2_4_3))
                    }
                    Screenreader {
                        When(
                            .gesture(.swipe), "to reach the Delete button",
                            .hear("\"Delete\" and \(.role(.button))"), .wcag(.sc4_1_2))
                        ThenWhen(.gesture(.doubleTap), "to open the alert", .hearOutput)
                        ThenWhen(
                            .gesture(.swipe), "through the alert",
                            .hear("the title, the message and each button, then nothing from the screen behind"),
                            .wcag(.sc1_3_2, .sc2_4_3))
                        ThenWhen(
                            .gesture(.dismiss),
                            .hear("the alert is gone, nothing was deleted and VoiceOver is back on the Delete button"),
                            .wcag(.sc2_1_2, .sc2_4_3))
                    }
                }
                KeyboardActions {
                    Row(.key(.space), "Presses the alert button that has the focus ring", .wcag(.sc2_1_1))
                    Row(.key(.enter), "Chooses the alert's preferred button, shown in bold", .bestPractice)
                    Row(.key(.escape), "Chooses Cancel; the item is not deleted", .wcag(.sc2_1_2))
                }
                ScreenreaderGestures {
                    Row(
                        .gesture(.doubleTap),
                        "Presses the alert button in focus, and the alert closes with that choice",
                        .wcag(.sc4_1_2))
                    Row(
                        .gesture(.touchExplore),
                        "Reads only the alert, even where the finger is over the dimmed screen",
                        .wcag(.sc1_3_2))
                    Row(.gesture(.dismiss), "Closes the alert with its Cancel choice", .wcag(.sc2_1_2))
                }
                ScreenreaderOutput {
                    Row(.name, "The alert's title is read as soon as it appears", .wcag(.sc4_1_2))
                    Row(.role, "The word \(.role(.alert)) is read with the title", .wcag(.sc4_1_2))
                    Row(.group, "The message is read right after the title, before any button", .wcag(.sc1_3_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize),
                        "At the largest sizes the buttons stack one under another and the message scrolls",
                        .wcag(.sc1_4_4))
                    Row(.setting(.boldText), "The title, the message and the buttons turn bold", .bestPractice)
                    Row(
                        .setting(.grayscale),
                        "The destructive button is still told apart by its words, not only by red",
                        .wcag(.sc1_4_1))
                    Row(.setting(.reduceTransparency), "The alert's blurred background becomes solid", .bestPractice)
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The alert's Cancel and Delete buttons each have a target of at least 24 by 24 points, or are spaced so that a 24-point circle centred on each overlaps no other target nor another undersized target's circle",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The alert's Cancel and Delete buttons each have a target of at least 44 by 44 points, as Apple's guidelines recommend",
                        .bestPractice)
                    Row(
                        .tap,
                        "Touching Delete and sliding the finger off the alert before lifting deletes nothing; a button acts only when the finger lifts on it",
                        .wcag(.sc2_5_2))
                }
            }
            Variant(.android) {
                HowToTest(given: "I am on a screen with a Delete button that opens an alert dialog") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the Delete button",
                            .see("a focus highlight on the Delete button"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .keys(.enter, .space),
                            .see("the alert dialog opens with the highlight on Cancel, not Delete"),
                            .wcag(.sc2_1_1, .sc2_4_3))
                        ThenWhen(
                            .key(.tab), "to move past the dialog's last button",
                            .see("the highlight stays on the dialog's buttons and never reaches the screen behind"),
                            .wcag(.sc2_4_3))
                        OrWhen(
                            .key(.escape), .see("the dialog closes without deleting and Delete is highlighted again"),
                            .wcag(.sc2_1_2, .sc2_4_3))
                    }
                    Screenreader {
                        When(
                            .gesture(.swipe), "to reach the Delete button",
                            .hear("\"Delete\" and \(.role(.button))"), .wcag(.sc4_1_2))
                        ThenWhen(.gesture(.doubleTap), "to open the alert dialog", .hearOutput)
                        ThenWhen(
                            .gesture(.swipe), "past the dialog's last button",
                            .hear("TalkBack stays in the dialog and reads nothing of the screen behind it"),
                            .wcag(.sc1_3_2, .sc2_4_3))
                        ThenWhen(
                            .gesture(.dismiss),
                            .hear("the dialog has closed, nothing was deleted and TalkBack is on the Delete button"),
                            .wcag(.sc2_1_2, .sc2_4_3))
                    }
                }
                KeyboardActions {
                    Row(.keys(.enter, .space), "Presses the highlighted dialog button", .wcag(.sc2_1_1))
                    Row(.key(.shiftTab), "Moves back from Delete to Cancel inside the dialog", .wcag(.sc2_4_3))
                    Row(.key(.escape), "Dismisses the dialog as the Back key does; nothing is deleted", .wcag(.sc2_1_2))
                }
                ScreenreaderGestures {
                    Row(
                        .gesture(.doubleTap), "Presses the dialog button in focus, and the dialog closes",
                        .wcag(.sc4_1_2))
                    Row(
                        .gesture(.swipeBack), "Moves back from the buttons to the message and the title",
                        .wcag(.sc2_4_3))
                    Row(.gesture(.dismiss), "Closes the dialog the way its Cancel button does", .wcag(.sc2_1_2))
                }
                ScreenreaderOutput {
                    Row(.name, "The dialog's title is read first, as soon as it opens", .wcag(.sc4_1_2))
                    Row(
                        .role, "Each of the two buttons, Cancel and Delete, is read with \(.role(.button))",
                        .wcag(.sc4_1_2)
                    )
                    Row(.group, "The message is read after the title and before the buttons", .wcag(.sc1_3_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize),
                        "At the largest font size the message scrolls and both buttons stay on screen",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.grayscale),
                        "The Delete button is told apart from Cancel by its label, not by its colour alone",
                        .wcag(.sc1_4_1))
                    Row(
                        .setting(.darkMode), "The title, message and buttons keep enough contrast on the dark dialog",
                        .wcag(.sc1_4_3))
                    Row(
                        .setting(.orientation), "In landscape the dialog still shows both buttons, scrolling if needed",
                        .wcag(.sc1_3_4))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The Cancel and Delete buttons each have a target of at least 24 by 24 dp, or are spaced so that a circle 24 dp across centred on each overlaps no other target nor another undersized target's circle",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The Cancel and Delete buttons each have a target of at least 48 by 48 dp, as Material Design recommends",
                        .bestPractice)
                    Row(
                        .tap,
                        "Touching Delete and sliding the finger off it before lifting deletes nothing, and the dialog stays open",
                        .wcag(.sc2_5_2))
                }
            }
            Variant(.web) {
                HowToTest(given: "I am on a page with a Delete button that opens an alert dialog") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the Delete button",
                            .see("a visible focus indicator on the Delete button"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .keys(.enter, .space), .see("the alert dialog opens and focus is on its Cancel button"),
                            .wcag(.sc2_1_1, .sc2_4_3))
                        ThenWhen(
                            .key(.tab), "to move on from the dialog's last button",
                            .see(
                                "focus goes to the dialog's first button, either at once or after the browser's toolbar, and no control of the page behind gets focus"
                            ),
                            .wcag(.sc2_4_3))
                        OrWhen(
                            .key(.escape), .see("the dialog closes, nothing is deleted and focus is back on Delete"),
                            .wcag(.sc2_1_2, .sc2_4_3))
                    }
                    Screenreader {
                        When(
                            .key(.tab), "to reach the Delete button",
                            .hear("\"Delete\" and \(.role(.button))"), .wcag(.sc4_1_2))
                        ThenWhen(.keys(.enter, .space), "to open the alert dialog", .hearOutput)
                        ThenWhen(
                            .key(.shiftTab), "to move back from the dialog's first button",
                            .hear(
                                "the dialog's last button, either at once or after the browser's toolbar; never a control of the page behind"
                            ), .wcag(.sc2_4_3))
                        ThenWhen(
                            .key(.escape), .hear("the Delete button is read again and the page has not changed"),
                            .wcag(.sc2_1_2, .sc2_4_3))
                    }
                    MobileScreenreader {
                        When(
                            .gesture(.swipe), "to reach the Delete button",
                            .hear("\"Delete\" and \(.role(.button))"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to open the alert dialog",
                            .hear(
                                "its Cancel button, with the dialog's title and message read before it or reached by swiping back"
                            ), .wcag(.sc2_4_3, .sc4_1_2))
                        ThenWhen(
                            .gesture(.swipe), "past the dialog's last button",
                            .hear("the swipe stops at the end of the dialog or wraps inside it"),
                            .wcag(.sc1_3_2, .sc2_4_3))
                        ThenWhen(
                            .gesture(.doubleTap), "on Cancel",
                            .hear("the dialog has closed and the Delete button is read again"), .wcag(.sc2_4_3))
                    }
                }
                KeyboardActions {
                    Row(.keys(.enter, .space), "Presses the dialog button that has focus", .wcag(.sc2_1_1))
                    Row(
                        .key(.shiftTab),
                        "Moves to the previous button of the dialog; from the first it goes to the last, either at once or after the browser's toolbar, never to the page behind",
                        .wcag(.sc2_4_3))
                    Row(.key(.escape), "Closes the dialog as Cancel does", .wcag(.sc2_1_2))
                }
                ScreenreaderGestures {
                    Row(
                        .command(.nextButton), "Finds only the dialog's buttons, none from the page behind",
                        .wcag(.sc1_3_2))
                    Row(.command(.nextItem), "Reads the title, then the message, then the buttons", .wcag(.sc1_3_2))
                    Row(.command(.activate), "Presses the dialog button under the cursor", .wcag(.sc4_1_2))
                }
                ScreenreaderOutput {
                    Row(.name, "The dialog is named by its visible title (aria-labelledby)", .wcag(.sc4_1_2))
                    Row(
                        .role, "It is announced as an alert dialog or a dialog (role alertdialog)", .wcag(.sc4_1_2))
                    Row(
                        .group,
                        "Its message is read as the dialog's description (aria-describedby) without moving to it",
                        .wcag(.sc1_3_1))
                }
                DeviceSettings {
                    Row(.setting(.textResize), "The dialog's text grows and neither button is cut off", .wcag(.sc1_4_4))
                    Row(
                        .setting(.magnification),
                        "At 320 px the dialog fits the width, its message scrolls, and the focused button stays in view",
                        .wcag(.sc1_4_10, .sc2_4_11))
                    Row(
                        .setting(.forcedColors), "The dialog's edge and the focus indicator on its buttons are visible",
                        .wcag(.sc1_4_11))
                    Row(
                        .setting(.textSpacing), "No word of the title, message or buttons overlaps or is clipped",
                        .wcag(.sc1_4_12))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The Cancel and Delete buttons are each at least 24 by 24 CSS pixels, or are spaced so that a 24-pixel circle centred on each overlaps no other target nor another undersized target's circle",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The Cancel and Delete buttons are each at least 44 by 44 CSS pixels, the size WCAG asks for at level AAA",
                        .bestPractice)
                    Row(
                        .tap,
                        "Pressing on Delete and moving the pointer or finger off it before letting go deletes nothing; Delete acts only on release over it",
                        .wcag(.sc2_5_2))
                }
            }
        }
    }
}
