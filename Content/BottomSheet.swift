import A11yPlan

extension BundledCatalog {
    /// A bottom sheet: a panel that slides up from the bottom edge, modal or beside the content it belongs to.
    static var bottomSheet: Component {
        Component("Bottom sheet", noun: "a bottom sheet") {
            Usage(
                "A bottom sheet is a panel anchored to the bottom of the screen that shows extra options or details. A modal sheet dims the screen and must be closed first; a non-modal sheet stays open while people keep using the screen behind it. Its height changes by dragging its handle, which must also work without a drag."
            )
            Variant(.iOS) {
                HowToTest(given: "I am on a screen with a Filters button that opens a bottom sheet") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the Filters button",
                            .see("the focus ring is on the Filters button"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.space),
                            .see("the sheet rises to half height and the focus ring is on its first control"),
                            .wcag(.sc2_1_1, .sc2_4_3))
                        ThenWhen(
                            .key(.tab), "to move to the sheet's grabber",
                            .see("the focus ring is on the grabber at the top of the sheet"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.space), "to activate the grabber",
                            .see("the sheet switches between half and full height, with no drag"),
                            .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.tab), "to move past the modal sheet's last control",
                            .see("the focus ring goes back to the sheet's first control and not to the dimmed screen"),
                            .wcag(.sc2_4_3))
                        OrWhen(
                            .key(.escape), .see("the sheet slides away and the focus ring is back on Filters"),
                            .wcag(.sc2_1_2, .sc2_4_3))
                    }
                    Screenreader {
                        When(
                            .gesture(.swipe), "to reach the Filters button",
                            .hear("\"Filters\" and \(.role(.button))"), .wcag(.sc4_1_2))
                        ThenWhen(.gesture(.doubleTap), "to open the sheet", .hearOutput)
                        ThenWhen(
                            .gesture(.doubleTap), "to activate the sheet's grabber",
                            .hear("the sheet changes between half and full height without any drag"),
                            .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.swipe),
                            "to move past the last control of a non-modal sheet (one that leaves the screen undimmed)",
                            .hear("the controls of the screen behind, which can still be used"), .wcag(.sc1_3_2))
                        ThenWhen(
                            .gesture(.dismiss), .hear("the sheet has closed and VoiceOver is on the Filters button"),
                            .wcag(.sc2_1_2, .sc2_4_3))
                    }
                }
                KeyboardActions {
                    Row(
                        .key(.space), "Opens the sheet from Filters, or uses the sheet control in focus",
                        .wcag(.sc2_1_1))
                    Row(
                        .key(.shiftTab),
                        "Moves back through a modal sheet's controls without reaching the dimmed screen",
                        .wcag(.sc2_4_3))
                    Row(.key(.escape), "Closes the sheet, keeping what was there before it opened", .wcag(.sc2_1_2))
                }
                ScreenreaderGestures {
                    Row(.gesture(.doubleTap), "Uses the control in focus in the sheet", .wcag(.sc4_1_2))
                    Row(
                        .gesture(.touchExplore),
                        "Over the dimmed screen of a modal sheet, reads nothing from behind it",
                        .wcag(.sc1_3_2))
                    Row(
                        .gesture(.threeFingerSwipe), "Scrolls the sheet's content when it is longer than the sheet",
                        .wcag(.sc2_1_1))
                    Row(
                        .gesture(.dismiss), "Closes the sheet the same way dragging it down does", .wcag(.sc2_1_2))
                }
                ScreenreaderOutput {
                    Row(
                        .name,
                        "The first stop inside the sheet is the grabber, the title or the Close button, and the title is reached within the first swipes",
                        .wcag(.sc1_3_1, .sc4_1_2))
                    Row(
                        .role,
                        "The grabber is read with a name, \(.role(.button)) and a hint that it changes the sheet's size",
                        .wcag(.sc4_1_2))
                    Row(.group, "A Close or Done button is read with the sheet's title, at its top", .bestPractice)
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize),
                        "The sheet's text grows and its content scrolls inside the sheet instead of being cut off",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.reduceMotion), "The sheet appears and changes height without sliding", .wcag(.sc2_3_3)
                    )
                    Row(
                        .setting(.voiceControl), "Saying \"Tap Close\" closes the sheet without dragging it down",
                        .wcag(.sc2_5_3, .sc2_5_7))
                    Row(
                        .setting(.orientation), "In landscape the sheet's title and Close button stay on screen",
                        .wcag(.sc1_3_4))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The sheet's Close button and its other buttons each have a target of at least 24 by 24 points, or are spaced so that a 24-point circle centred on each overlaps no other target nor another undersized target's circle",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The sheet's Close button and its other buttons each have a target of at least 44 by 44 points, as Apple's guidelines recommend",
                        .bestPractice)
                    Row(
                        .tap,
                        "Touching Close and sliding the finger well away from it before lifting leaves the sheet open",
                        .wcag(.sc2_5_2))
                    Row(
                        .drag,
                        "Nothing needs a drag: a tap on Close or Done closes the sheet without swiping it down, and a tap on the grabber or on a button in the sheet changes its height",
                        .wcag(.sc2_5_7))
                }
            }
            Variant(.android) {
                HowToTest(given: "I am on a screen with a Filters button that opens a bottom sheet") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the Filters button",
                            .see("a focus highlight on the Filters button"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .keys(.enter, .space),
                            .see("the modal sheet opens and its drag handle or first control is highlighted"),
                            .wcag(.sc2_1_1, .sc2_4_3))
                        ThenWhen(
                            .key(.tab), "to move past the modal sheet's last control",
                            .see("the highlight stays inside the sheet and the dimmed screen is never reached"),
                            .wcag(.sc2_4_3))
                        OrWhen(
                            .key(.escape), .see("the sheet closes and the highlight is back on Filters"),
                            .wcag(.sc2_1_2, .sc2_4_3))
                    }
                    Screenreader {
                        When(
                            .gesture(.swipe), "to reach the Filters button",
                            .hear("\"Filters\" and \(.role(.button))"), .wcag(.sc4_1_2))
                        ThenWhen(.gesture(.doubleTap), "to open the sheet", .hearOutput)
                        ThenWhen(
                            .gesture(.doubleTap), "to activate the drag handle",
                            .hear("the sheet expands to full height, and a second double-tap collapses it"),
                            .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.swipe), "to move past the modal sheet's last control",
                            .hear("nothing from the dimmed screen behind, as TalkBack stays inside the sheet"),
                            .wcag(.sc1_3_2, .sc2_4_3))
                        OrWhen(
                            .gesture(.swipe), "to move past the last control of a standard (non-modal) sheet instead",
                            .hear("the content of the screen behind the sheet"), .wcag(.sc1_3_2))
                        ThenWhen(
                            .gesture(.dismiss),
                            .hear("the modal sheet has closed and TalkBack is on the Filters button"),
                            .wcag(.sc2_1_2, .sc2_4_3))
                    }
                }
                KeyboardActions {
                    Row(
                        .keys(.enter, .space), "On the drag handle, expands or collapses the sheet",
                        .wcag(.sc2_1_1))
                    Row(.key(.shiftTab), "Moves back through the modal sheet's controls only", .wcag(.sc2_4_3))
                    Row(.key(.escape), "Dismisses the modal sheet as the Back key does", .wcag(.sc2_1_2))
                }
                ScreenreaderGestures {
                    Row(
                        .gesture(.actions),
                        "Lists Expand, Collapse or Dismiss for the sheet, each usable without a drag",
                        .wcag(.sc4_1_2))
                    Row(
                        .gesture(.threeFingerSwipe), "Scrolls the sheet's content, not the screen behind",
                        .wcag(.sc2_1_1))
                    Row(.gesture(.dismiss), "Closes the modal sheet, as swiping it down would", .wcag(.sc2_1_2))
                }
                ScreenreaderOutput {
                    Row(.name, "The sheet's title, or \"Bottom sheet\", is read when it opens", .wcag(.sc4_1_2))
                    Row(.role, "The drag handle is read as \"Drag handle\" with \(.role(.button))", .wcag(.sc4_1_2))
                    Row(
                        .state, "The sheet says whether it is \(.state(.expanded)) or \(.state(.collapsed))",
                        .wcag(.sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize),
                        "At the largest font size the sheet's content scrolls inside it and no control is cut off",
                        .wcag(.sc1_4_4))
                    Row(.setting(.reduceMotion), "The sheet opens and closes without sliding", .wcag(.sc2_3_3))
                    Row(
                        .setting(.switchControl),
                        "The drag handle can be reached with Switch Access to expand or close the sheet",
                        .wcag(.sc4_1_2))
                    Row(
                        .setting(.orientation),
                        "In landscape the sheet opens expanded enough to show its first controls",
                        .wcag(.sc1_3_4))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The drag handle's touch area and each button on the sheet are at least 24 by 24 dp, or are spaced so that a circle 24 dp across centred on each overlaps no other target nor another undersized target's circle",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The drag handle's touch area and each button on the sheet are at least 48 by 48 dp, as Material Design recommends",
                        .bestPractice)
                    Row(
                        .tap,
                        "Touching a button on the sheet and sliding the finger off it before lifting does not press it",
                        .wcag(.sc2_5_2))
                    Row(
                        .drag,
                        "Tapping the dimmed screen above the modal sheet closes it without a drag down, and the sheet's content scrolls inside it, so no control needs the handle dragged up to be reached",
                        .wcag(.sc2_5_7))
                }
            }
            Variant(.web) {
                HowToTest(given: "I am on a page with a Filters button that opens a bottom sheet") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the Filters button",
                            .see("a visible focus indicator on the Filters button"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .keys(.enter, .space), .see("the sheet opens at the bottom and focus moves into it"),
                            .wcag(.sc2_1_1, .sc2_4_3))
                        ThenWhen(
                            .key(.tab), "to move on from the modal sheet's last control",
                            .see(
                                "focus never reaches the page behind; it may pass through the browser's own toolbar before it comes back into the sheet"
                            ),
                            .wcag(.sc2_4_3))
                        ThenWhen(
                            .keys(.enter, .space), "to press the sheet's resize handle",
                            .see(
                                "the sheet grows to full height without any drag, and shrinks back when pressed again"),
                            .wcag(.sc2_1_1))
                        OrWhen(
                            .key(.escape), .see("the modal sheet closes and focus is back on the Filters button"),
                            .wcag(.sc2_1_2, .sc2_4_3))
                    }
                    Screenreader {
                        When(
                            .key(.tab), "to reach the Filters button",
                            .hear("\"Filters\" and \(.role(.button))"), .wcag(.sc4_1_2))
                        ThenWhen(.keys(.enter, .space), "to open the sheet", .hearOutput)
                        ThenWhen(
                            .command(.nextItem), "to read past the end of a modal sheet",
                            .hear("nothing from the page behind the sheet"), .wcag(.sc1_3_2, .sc2_4_3))
                        ThenWhen(
                            .key(.escape), .hear("the Filters button is read again and the page is as it was"),
                            .wcag(.sc2_1_2, .sc2_4_3))
                    }
                    MobileScreenreader {
                        When(
                            .gesture(.swipe), "to reach the Filters button",
                            .hear("\"Filters\" and \(.role(.button))"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to open the sheet",
                            .hear("the sheet's title, or the control inside the sheet that focus moved to"),
                            .wcag(.sc2_4_3, .sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to activate the resize handle",
                            .hear("the sheet's new height, such as expanded, with no drag needed"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to activate the sheet's Close button",
                            .hear("the sheet has closed and the Filters button is read again"), .wcag(.sc2_4_3))
                    }
                }
                KeyboardActions {
                    Row(.keys(.enter, .space), "Opens the sheet, or uses the sheet control in focus", .wcag(.sc2_1_1))
                    Row(
                        .key(.shiftTab), "In a non-modal sheet, moves from its first control back to the page",
                        .wcag(.sc2_4_3))
                    Row(.key(.escape), "Closes the modal sheet without applying anything", .wcag(.sc2_1_2))
                }
                ScreenreaderGestures {
                    Row(.command(.nextHeading), "Reaches the sheet's title as a heading", .wcag(.sc1_3_1))
                    Row(
                        .command(.nextLandmark), "Finds a non-modal sheet as a named region of the page",
                        .bestPractice)
                    Row(
                        .command(.nextButton), "Reaches the resize handle and the Close button by name", .wcag(.sc4_1_2)
                    )
                }
                ScreenreaderOutput {
                    Row(.name, "The sheet is named by its visible title", .wcag(.sc4_1_2))
                    Row(.role, "A modal sheet is announced as a \(.role(.dialog))", .wcag(.sc4_1_2))
                    Row(
                        .state,
                        "The resize handle is a \(.role(.button)) that reads \(.state(.expanded)) or \(.state(.collapsed))",
                        .wcag(.sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize), "The sheet's text grows and its content scrolls inside it",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.magnification),
                        "At 320 px the sheet fits the width and the focused control is not hidden under a sticky header",
                        .wcag(.sc1_4_10, .sc2_4_11))
                    Row(.setting(.reduceMotion), "The sheet appears without sliding up", .wcag(.sc2_3_3))
                    Row(
                        .setting(.forcedColors), "The sheet's top edge and its resize handle are visible",
                        .wcag(.sc1_4_11))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The resize handle and the Close button are each at least 24 by 24 CSS pixels, or are spaced so that a 24-pixel circle centred on each overlaps no other target nor another undersized target's circle",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The resize handle and the Close button are each at least 44 by 44 CSS pixels, the size WCAG asks for at level AAA",
                        .bestPractice)
                    Row(
                        .tap,
                        "Pressing on Close and moving the pointer or finger off it before letting go leaves the sheet open",
                        .wcag(.sc2_5_2))
                    Row(
                        .drag,
                        "A click or tap on the resize handle makes the sheet taller and another makes it shorter, and Close shuts it, so the sheet never has to be dragged",
                        .wcag(.sc2_5_7))
                }
            }
        }
    }
}
