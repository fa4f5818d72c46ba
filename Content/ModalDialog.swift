import A11yPlan

extension BundledCatalog {
    /// A modal dialog: opened from a control, it keeps focus inside until it is closed, then gives it back.
    static var modalDialog: Component {
        Component("Modal dialog", noun: "a modal dialog") {
            Usage(
                "A modal dialog asks for a decision or a short task on top of the current screen. Until it is closed, nothing behind it can be reached."
            )
            Variant(.iOS) {
                HowToTest(given: "I am on a screen with a button that opens a modal dialog") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the button that opens the dialog",
                            .see("the button has a visible focus ring"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.space), .see("the dialog opens and the focus ring is on its first control"),
                            .wcag(.sc2_1_1, .sc2_4_3))
                        ThenWhen(
                            .keys(.tab, .shiftTab), "to move past the dialog's last control",
                            .see("the focus ring goes round the dialog's controls and never reaches the screen behind"),
                            .wcag(.sc2_4_3))
                        OrWhen(
                            .key(.escape), .see("the dialog closes and the focus ring is back on the button"),
                            .wcag(.sc2_1_2, .sc2_4_3))
                        OrWhen(
                            .key(.space), "on the dialog's Cancel or Close button",
                            .see("the dialog closes and the focus ring is back on the button that opened it"),
                            .wcag(.sc2_4_3))
                    }
                    Screenreader {
                        When(
                            .gesture(.swipe), "to reach the button that opens the dialog",
                            .hear("its label and \(.role(.button))"), .wcag(.sc4_1_2))
                        ThenWhen(.gesture(.doubleTap), "to open the dialog", .hearOutput)
                        ThenWhen(
                            .gesture(.swipe), "through the dialog to its last element",
                            .hear("only the dialog's content, and no element of the screen behind it"),
                            .wcag(.sc1_3_2, .sc2_4_3))
                        ThenWhen(
                            .gesture(.dismiss),
                            .hear("the dialog has closed and the button that opened it is read again"),
                            .wcag(.sc2_1_2, .sc2_4_3))
                        OrWhen(
                            .gesture(.doubleTap), "on the dialog's Cancel or Close button",
                            .hear("the dialog has closed and VoiceOver is back on the button that opened it"),
                            .wcag(.sc2_4_3))
                    }
                }
                KeyboardActions {
                    Row(
                        .key(.space), "Opens the dialog from its button, or uses the dialog control in focus",
                        .wcag(.sc2_1_1))
                    Row(
                        .key(.tab), "Moves to the next control inside the dialog, from the last back to the first",
                        .wcag(.sc2_4_3))
                    Row(.key(.escape), "Cancels the dialog; nothing it asked about is changed", .wcag(.sc2_1_2))
                }
                ScreenreaderGestures {
                    Row(.gesture(.doubleTap), "Opens the dialog, or uses the dialog control in focus", .wcag(.sc4_1_2))
                    Row(
                        .gesture(.swipeBack), "Moves back through the dialog and stops at its first element",
                        .wcag(.sc2_4_3))
                    Row(
                        .gesture(.touchExplore), "Reads only what is in the dialog, even over the dimmed screen",
                        .wcag(.sc1_3_2))
                    Row(.gesture(.dismiss), "Closes the dialog as its Cancel button would", .wcag(.sc2_1_2))
                }
                ScreenreaderOutput {
                    Row(.name, "The dialog's title is read first when it opens", .wcag(.sc1_3_1, .sc4_1_2))
                    Row(.role, "Each control inside says what it is, such as \(.role(.button))", .wcag(.sc4_1_2))
                    Row(.group, "The message is read after the title, before the buttons", .wcag(.sc1_3_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize),
                        "The title, message and buttons grow; a long message scrolls inside the dialog",
                        .wcag(.sc1_4_4))
                    Row(.setting(.boldText), "The dialog's text turns bold", .bestPractice)
                    Row(
                        .setting(.increasedContrast), "The dialog's edge stands out from the dimmed screen",
                        .bestPractice)
                    Row(
                        .setting(.orientation), "Every button of the dialog can be reached in landscape",
                        .wcag(.sc1_3_4))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The dialog's Cancel and Close buttons each have a target of at least 24 by 24 points, or are spaced so that a 24-point circle centred on each overlaps no other target nor another undersized target's circle",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The dialog's Cancel and Close buttons each have a target of at least 44 by 44 points, as Apple's guidelines recommend",
                        .bestPractice)
                    Row(
                        .tap,
                        "Touching Cancel and sliding the finger well away from it before lifting leaves the dialog open; it closes only when the finger lifts on Cancel",
                        .wcag(.sc2_5_2))
                    Row(
                        .drag,
                        "Where the dialog can be swiped down to close it, one tap on Cancel or Close closes it too, so no swipe is needed",
                        .wcag(.sc2_5_7))
                }
            }
            Variant(.android) {
                HowToTest(given: "I am on a screen with a button that opens a modal dialog") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the button that opens the dialog",
                            .see("a focus highlight on the button"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .keys(.enter, .space), .see("the dialog opens and its first button is highlighted"),
                            .wcag(.sc2_1_1, .sc2_4_3))
                        ThenWhen(
                            .key(.tab), "to move past the dialog's last button",
                            .see("the highlight stays inside the dialog"), .wcag(.sc2_4_3))
                        OrWhen(
                            .key(.escape), .see("the dialog closes and the highlight is back on the button"),
                            .wcag(.sc2_1_2, .sc2_4_3))
                    }
                    Screenreader {
                        When(
                            .gesture(.swipe), "to reach the button that opens the dialog",
                            .hear("its label and \(.role(.button))"), .wcag(.sc4_1_2))
                        ThenWhen(.gesture(.doubleTap), "to open the dialog", .hearOutput)
                        ThenWhen(
                            .gesture(.swipe), "to move past the dialog's last button",
                            .hear("nothing from the screen behind the dialog"), .wcag(.sc1_3_2, .sc2_4_3))
                        ThenWhen(
                            .gesture(.dismiss), .hear("the dialog has closed and TalkBack is back on the button"),
                            .wcag(.sc2_1_2, .sc2_4_3))
                    }
                }
                KeyboardActions {
                    Row(
                        .keys(.enter, .space), "Opens the dialog, or presses the dialog button in focus",
                        .wcag(.sc2_1_1))
                    Row(
                        .key(.shiftTab), "Moves back to the previous dialog button, never out of the dialog",
                        .wcag(.sc2_4_3))
                    Row(.key(.escape), "Dismisses the dialog without choosing any of its buttons", .wcag(.sc2_1_2))
                }
                ScreenreaderGestures {
                    Row(
                        .gesture(.doubleTap),
                        "Presses the dialog button in focus and the dialog closes with its choice",
                        .wcag(.sc4_1_2))
                    Row(
                        .gesture(.swipeBack), "Moves back through the dialog, from the buttons to the title",
                        .wcag(.sc2_4_3))
                    Row(.gesture(.dismiss), "Dismisses the dialog, as the system Back button does", .wcag(.sc2_1_2))
                }
                ScreenreaderOutput {
                    Row(.name, "The dialog's title is read as soon as it opens", .wcag(.sc1_3_1, .sc4_1_2))
                    Row(.role, "Its buttons are read with their labels and \(.role(.button))", .wcag(.sc4_1_2))
                    Row(.group, "The message follows the title, in the order it is shown", .wcag(.sc1_3_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize),
                        "At the largest font size the message scrolls and the buttons stay on screen",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.increasedContrast), "The dialog's text is drawn with a dark or light outline",
                        .bestPractice)
                    Row(.setting(.reduceMotion), "The dialog appears without zooming or fading in", .wcag(.sc2_3_3))
                    Row(
                        .setting(.orientation), "In landscape the dialog still shows its buttons, scrolling if needed",
                        .wcag(.sc1_3_4))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "Each of the dialog's buttons has a target of at least 24 by 24 dp, or is spaced so that a circle 24 dp across centred on it overlaps no other target nor another undersized target's circle",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "Each of the dialog's buttons has a target of at least 48 by 48 dp, as Material Design recommends",
                        .bestPractice)
                    Row(
                        .tap,
                        "Touching a dialog button and sliding the finger off it before lifting does not press it, and the dialog stays open",
                        .wcag(.sc2_5_2))
                }
            }
            Variant(.web) {
                HowToTest(given: "I am on a page with a button that opens a modal dialog") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the button that opens the dialog",
                            .see("a visible focus indicator on the button"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .keys(.enter, .space),
                            .see("the dialog opens and focus is on its first control or its title"),
                            .wcag(.sc2_1_1, .sc2_4_3))
                        ThenWhen(
                            .key(.tab), "to move on from the dialog's last control",
                            .see(
                                "focus goes to the dialog's first control, either at once or after the browser's toolbar, and the page behind never gets focus"
                            ),
                            .wcag(.sc2_4_3))
                        ThenWhen(
                            .key(.shiftTab), "to move back from the dialog's first control",
                            .see(
                                "focus goes to the dialog's last control, either at once or after the browser's toolbar, and the page behind never gets focus"
                            ),
                            .wcag(.sc2_4_3))
                        OrWhen(
                            .key(.escape), .see("the dialog closes and focus is back on the button that opened it"),
                            .wcag(.sc2_1_2, .sc2_4_3))
                    }
                    Screenreader {
                        When(
                            .key(.tab), "to reach the button that opens the dialog",
                            .hear("its label and \(.role(.button))"), .wcag(.sc4_1_2))
                        ThenWhen(.keys(.enter, .space), "to open the dialog", .hearOutput)
                        ThenWhen(
                            .command(.nextItem), "to move past the end of the dialog",
                            .hear("nothing from the page behind the dialog"), .wcag(.sc1_3_2, .sc2_4_3))
                        ThenWhen(
                            .key(.escape),
                            .hear("the dialog has closed and the button that opened it is read again"),
                            .wcag(.sc2_1_2, .sc2_4_3))
                    }
                    MobileScreenreader {
                        When(
                            .gesture(.swipe), "to reach the button that opens the dialog",
                            .hear("its label and \(.role(.button))"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to open the dialog",
                            .hear("the dialog's title, or its first control where focus starts there"),
                            .wcag(.sc2_4_3, .sc4_1_2))
                        ThenWhen(
                            .gesture(.swipe), "to move past the dialog's last control",
                            .hear("the swipe stops at the end of the dialog or wraps inside it"),
                            .wcag(.sc1_3_2, .sc2_4_3))
                        ThenWhen(
                            .gesture(.doubleTap), "on the dialog's Close button",
                            .hear("the dialog has closed and the button that opened it is read again"),
                            .wcag(.sc2_4_3))
                    }
                }
                KeyboardActions {
                    Row(.keys(.enter, .space), "Opens the dialog, or uses the dialog control in focus", .wcag(.sc2_1_1))
                    Row(
                        .key(.tab),
                        "Moves to the next control inside the dialog, or through the browser's toolbar and back into the dialog; never to the page behind",
                        .wcag(.sc2_4_3))
                    Row(.key(.escape), "Closes the dialog without taking any of its actions", .wcag(.sc2_1_2))
                }
                ScreenreaderGestures {
                    Row(
                        .command(.nextHeading), "Finds the dialog's title and no heading of the page behind",
                        .wcag(.sc1_3_1))
                    Row(
                        .command(.elementsList), "Lists only the dialog's links, headings and controls", .wcag(.sc1_3_2)
                    )
                    Row(.key(.escape), "Closes the dialog and reads the button that opened it", .wcag(.sc2_4_3))
                }
                ScreenreaderOutput {
                    Row(.name, "The dialog is named by its visible title", .wcag(.sc4_1_2))
                    Row(.role, "It is announced as a \(.role(.dialog))", .wcag(.sc4_1_2))
                    Row(.group, "Its message is read after the title when it opens", .wcag(.sc1_3_1))
                }
                DeviceSettings {
                    Row(.setting(.textResize), "The dialog's text grows and no button is cut off", .wcag(.sc1_4_4))
                    Row(
                        .setting(.magnification),
                        "The dialog fits in 320 px and its content scrolls inside it; the focused control stays in view",
                        .wcag(.sc1_4_10, .sc2_4_11))
                    Row(.setting(.textSpacing), "No text in the dialog overlaps or is cut off", .wcag(.sc1_4_12))
                    Row(
                        .setting(.forcedColors), "The dialog's border and the focus indicator are visible",
                        .wcag(.sc1_4_11)
                    )
                    Row(.setting(.reduceMotion), "The dialog appears without sliding or zooming in", .wcag(.sc2_3_3))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "Each control in the dialog, the Close button too, is at least 24 by 24 CSS pixels, or is spaced so that a 24-pixel circle centred on it overlaps no other target nor another undersized target's circle",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "Each control in the dialog, the Close button too, is at least 44 by 44 CSS pixels, the size WCAG asks for at level AAA",
                        .bestPractice)
                    Row(
                        .tap,
                        "Pressing on the Close button and moving the pointer or finger off it before letting go leaves the dialog open; it closes on release over the button",
                        .wcag(.sc2_5_2))
                }
            }
        }
    }
}
