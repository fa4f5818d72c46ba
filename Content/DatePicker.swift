import A11yPlan

extension BundledCatalog {
    /// A date picker: a control that opens a calendar of days, one of which is chosen.
    static var datePicker: Component {
        Component("Date picker", noun: "a date picker") {
            Usage(
                "A date picker lets people choose a day from a calendar that opens from a button or field, such as a check-in date. Where typing is quicker, it also accepts the date as text."
            )
            Variant(.iOS) {
                HowToTest(
                    given:
                        "I am on a screen with a compact date picker, such as \"Check-in\", that shows today's date and does not allow past days, and a date picker that is dimmed"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the date button",
                            .see("a focus ring on the button that shows the date"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.space), "to open the calendar",
                            .see("a calendar of the month opens over the screen with focus inside it"),
                            .wcag(.sc2_1_1, .sc2_4_3))
                        ThenWhen(
                            .key(.arrowKeys), "to move between days", .see("the focus ring moves from day to day"),
                            .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.space), "to choose the focused day",
                            .see("that day gets a filled circle and the date button shows it"), .wcag(.sc2_1_1))
                        OrWhen(
                            .key(.escape), .see("the calendar closes and the focus ring is back on the date button"),
                            .wcag(.sc2_1_2, .sc2_4_3))
                    }
                    Screenreader {
                        When(
                            .gesture(.swipe), "to reach the date button",
                            .hear("its label, such as \"Check-in\", the date it shows and \(.role(.button))"),
                            .wcag(.sc3_3_2, .sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to open the calendar",
                            .hear("the month and year, such as \"March 2025\", or the first control of the calendar"),
                            .wcag(.sc2_4_3, .sc4_1_2))
                        ThenWhen(
                            .gesture(.swipe), "to move through the days", .hearOutput)
                        ThenWhen(
                            .gesture(.swipeBack), "to move back to a day before today",
                            .hear("its full date followed by \(.state(.disabled))"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.swipe), "to move on to a day after today",
                            .hear("its full date, without \(.state(.disabled))"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to choose it",
                            .hear("\"\(.state(.selected))\" for the day just chosen"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.dismiss), .hear("the calendar has closed and the date button reads the new date"),
                            .wcag(.sc2_1_2, .sc2_4_3))
                        ThenWhen(
                            .gesture(.swipe), "to move to the dimmed date picker",
                            .hear("its label, the date it shows, \(.role(.button)) and \(.state(.disabled))"),
                            .wcag(.sc4_1_2))
                    }
                }
                KeyboardActions {
                    Row(
                        .key(.space), "Opens the calendar from the date button, or chooses the focused day",
                        .wcag(.sc2_1_1))
                    Row(
                        .key(.tab), "Moves between the month and year button, the month arrows and the days",
                        .wcag(.sc2_4_3))
                    Row(.key(.escape), "Closes the calendar and keeps the date already chosen", .wcag(.sc2_1_2))
                }
                ScreenreaderGestures {
                    Row(
                        .gesture(.doubleTap), "On the Next Month button, shows the next month and reads its name",
                        .wcag(.sc4_1_2))
                    Row(
                        .gesture(.touchExplore), "Touching the month and year at the top reads which month is shown",
                        .wcag(.sc1_3_1))
                    Row(.gesture(.dismiss), "Closes the calendar without changing the date", .wcag(.sc2_1_2))
                }
                ScreenreaderOutput {
                    Row(
                        .name,
                        "Each day is named by its full date, such as \"Monday, March 3\", not by its number alone",
                        .wcag(.sc1_3_1, .sc4_1_2))
                    Row(.role, "Each day is announced as \(.role(.button))", .wcag(.sc4_1_2))
                    Row(
                        .state,
                        "Only the chosen day is read as \(.state(.selected)); a day that cannot be picked is read as \(.state(.disabled))",
                        .wcag(.sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize), "The date button's text grows; the calendar's days stay readable",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.grayscale), "The chosen day is shown by a filled circle, not by colour alone",
                        .wcag(.sc1_4_1))
                    Row(
                        .setting(.orientation), "In landscape the whole month of the calendar can be reached",
                        .wcag(.sc1_3_4))
                    Row(.setting(.voiceControl), "Saying \"Tap Check-in\" opens the calendar", .wcag(.sc2_5_3))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The date button, each day of the calendar and the month arrows are each at least 24 by 24 points, or have that much clear space around them",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The date button and each day respond to a touch over at least 44 by 44 points, as Apple recommends",
                        .bestPractice)
                    Row(
                        .tap,
                        "Touching a day and sliding the finger well away before lifting chooses nothing; a plain tap chooses the day as the finger lifts",
                        .wcag(.sc2_5_2))
                    Row(
                        .drag,
                        "A tap on the previous or next month arrow changes the month, so no sideways swipe across the calendar is needed",
                        .wcag(.sc2_5_7))
                }
            }
            Variant(.android) {
                HowToTest(
                    given:
                        "I am on a screen with a date field that shows today's date and opens a date picker dialog in which past dates cannot be picked"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the date field",
                            .see("a focus highlight on the field or its calendar button"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .keys(.enter, .space), "to open the date picker",
                            .see("the date picker dialog opens and a control inside it is highlighted"),
                            .wcag(.sc2_1_1, .sc2_4_3))
                        ThenWhen(
                            .key(.arrowKeys), "to move through the month grid",
                            .see("the highlight moves day by day and week by week"),
                            .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.tab), "to move to the dialog's OK button",
                            .see("the highlight reaches OK and never leaves the dialog"), .wcag(.sc2_4_3))
                        OrWhen(
                            .key(.escape), .see("the dialog closes and the highlight is back on the date field"),
                            .wcag(.sc2_1_2, .sc2_4_3))
                    }
                    Screenreader {
                        When(
                            .gesture(.swipe), "to reach the date field",
                            .hear("its label, such as \"Check-in\", and the date in it"), .wcag(.sc3_3_2, .sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to open the date picker",
                            .hear("the dialog's title, such as \"Select date\", and the date already chosen"),
                            .wcag(.sc2_4_3, .sc4_1_2))
                        ThenWhen(
                            .gesture(.swipe), "to move through the days", .hearOutput)
                        ThenWhen(
                            .gesture(.swipeBack), "to move back to a date before today",
                            .hear("the date followed by \(.state(.disabled))"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.swipeBack), "to move back up to the button that switches to text input",
                            .hear("its name, such as \"Switch to text input mode\", and \(.role(.button))"),
                            .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to switch to text input",
                            .hear("a date field with its format, such as \"mm/dd/yyyy\""), .wcag(.sc3_3_2))
                        ThenWhen(
                            .gesture(.swipe), "to move on to the OK button", .hear("\"OK\" and \(.role(.button))"),
                            .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to press OK",
                            .hear("the dialog has closed and the date field reads the new date"), .wcag(.sc2_4_3))
                    }
                }
                KeyboardActions {
                    Row(
                        .keys(.enter, .space),
                        "Opens the dialog, chooses the highlighted day, or presses a dialog button",
                        .wcag(.sc2_1_1))
                    Row(.key(.shiftTab), "Moves back through the dialog's controls, staying inside it", .wcag(.sc2_4_3))
                    Row(.key(.escape), "Cancels the dialog and leaves the field's date as it was", .wcag(.sc2_1_2))
                }
                ScreenreaderGestures {
                    Row(
                        .gesture(.doubleTap), "Chooses the day in focus and the dialog's header shows it",
                        .wcag(.sc4_1_2))
                    Row(
                        .gesture(.dismiss), "Closes the dialog as Cancel would, and TalkBack is back on the field",
                        .wcag(.sc2_1_2))
                }
                ScreenreaderOutput {
                    Row(
                        .name, "Each day is read with its weekday and month, such as \"Tuesday, March 4\"",
                        .wcag(.sc1_3_1, .sc4_1_2))
                    Row(
                        .role, "Each day is announced as \(.role(.button)), as are the dialog's OK and Cancel",
                        .wcag(.sc4_1_2))
                    Row(
                        .state,
                        "The chosen day is read as \(.state(.selected)), and a date that cannot be picked as \(.state(.disabled))",
                        .wcag(.sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize), "At the largest font size the dialog's header and days stay readable",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.grayscale), "The chosen day is marked by a filled circle and today by an outline",
                        .wcag(.sc1_4_1))
                    Row(
                        .setting(.orientation), "In landscape the dialog shows the grid and its OK and Cancel buttons",
                        .wcag(.sc1_3_4))
                    Row(
                        .setting(.darkMode), "The day numbers keep 4.5:1 contrast against the dark dialog",
                        .wcag(.sc1_4_3))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The date field, each day, the month arrows and the OK and Cancel buttons are each at least 24 by 24 dp, or have that much clear space around them",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "Each day and each of the dialog's buttons respond to a touch over at least 48 by 48 dp, as Material Design recommends",
                        .bestPractice)
                    Row(
                        .tap,
                        "Touching a day or the OK button and sliding the finger off it before lifting neither chooses the day nor closes the dialog; a plain tap acts as the finger lifts",
                        .wcag(.sc2_5_2))
                    Row(
                        .drag,
                        "A tap on the previous or next month button changes the month, so no sideways swipe across the grid is needed",
                        .wcag(.sc2_5_7))
                }
            }
            Variant(.web) {
                HowToTest(
                    given:
                        "I am on a page with an empty, required date field and a \"Choose date\" button that opens a date picker dialog in which past dates cannot be chosen"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the Choose date button",
                            .see("a visible focus indicator on the button"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .keys(.enter, .space), "to open the date picker",
                            .see("the dialog opens with focus on the chosen day, or on today when none is chosen"),
                            .wcag(.sc2_1_1, .sc2_4_3))
                        ThenWhen(
                            .key(.downArrow), "to move down a week in the grid of days",
                            .see("focus moves to the same weekday a week later"),
                            .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.pageDown), "to move to the next month",
                            .see(
                                "the grid shows the next month, its heading changes and the same day number is focused"),
                            .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.enter), "to choose the focused day",
                            .see("the dialog closes, the field shows the date and focus is back on the button"),
                            .wcag(.sc2_1_1, .sc2_4_3))
                        OrWhen(
                            .key(.escape),
                            .see("the dialog closes, the field's date is unchanged and focus is on the button"),
                            .wcag(.sc2_1_2, .sc2_4_3))
                    }
                    Screenreader {
                        When(
                            .key(.tab), "to reach the Choose date button",
                            .hear(
                                "its name, such as \"Choose date\", \(.role(.button)), and that it opens a dialog, told by its name or by a pop-up announcement"
                            ),
                            .wcag(.sc4_1_2))
                        ThenWhen(
                            .keys(.enter, .space), "to open the date picker", .hearOutput)
                        ThenWhen(
                            .key(.leftArrow), "to move to the day before today",
                            .hear("that day as a full date followed by \(.state(.disabled))"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .key(.rightArrow), "to move to the next day",
                            .hear("the next day as a full date, such as \"Tuesday, 4 March 2025\""), .wcag(.sc1_3_1))
                        ThenWhen(
                            .key(.pageDown), "to change the month",
                            .hear("the new month and year, such as \"April 2025\""),
                            .wcag(.sc4_1_3))
                        ThenWhen(
                            .key(.enter), "to choose the focused day",
                            .hear("the dialog has closed and the button is read with the chosen date"), .wcag(.sc2_4_3))
                        ThenWhen(
                            .key(.shiftTab), "to move back to the date field",
                            .hear("its label, \(.state(.required)) and the chosen date"), .wcag(.sc3_3_2, .sc4_1_2))
                    }
                    MobileScreenreader {
                        When(
                            .gesture(.swipe), "to reach the Choose date button",
                            .hear("its name and \(.role(.button))"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to open the date picker",
                            .hear("the dialog's name and the focused day"), .wcag(.sc2_4_3, .sc4_1_2))
                        ThenWhen(
                            .gesture(.swipe), "to move through the grid of days",
                            .hear(
                                "each day as a full date, with \(.state(.selected)) on the chosen day and \(.state(.disabled)) on past days"
                            ),
                            .wcag(.sc1_3_1, .sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to choose a day after today",
                            .hear("the dialog has closed and the Choose date button is read again"), .wcag(.sc2_4_3))
                    }
                }
                KeyboardActions {
                    Row(
                        .key(.arrowKeys), "Left and right move one day; up and down move one week", .wcag(.sc2_1_1))
                    Row(
                        .keys(.pageUp, .pageDown), "Show the previous or next month with the same day focused",
                        .wcag(.sc2_1_1))
                    Row(
                        .keys(.pageUp, .pageDown).phrased("shift + page up or shift + page down"),
                        "Show the same month of the previous or next year with the same day focused", .bestPractice)
                    Row(.keys(.home, .end), "Move to the first or last day of the focused week", .wcag(.sc2_1_1))
                    Row(
                        .key(.tab),
                        "Moves between the month buttons, the grid and the dialog's buttons, inside the dialog",
                        .wcag(.sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(
                        .command(.tableCells), "Reads the grid cell by cell with each weekday's column header",
                        .wcag(.sc1_3_1))
                    Row(
                        .command(.nextButton), "Finds the Previous month and Next month buttons, each with its name",
                        .wcag(.sc4_1_2))
                    Row(.key(.escape), "Closes the dialog and reads the Choose date button", .wcag(.sc2_1_2))
                }
                ScreenreaderOutput {
                    Row(.name, "The dialog is named by its heading, such as \"Choose date\"", .wcag(.sc4_1_2))
                    Row(.role, "It is announced as a \(.role(.dialog))", .wcag(.sc4_1_2))
                    Row(
                        .group, "The month and year heading is read out each time the month changes",
                        .wcag(.sc1_3_1, .sc4_1_3))
                    Row(
                        .state,
                        "The chosen day is read as \(.state(.selected)), and a day that cannot be chosen as \(.state(.disabled))",
                        .wcag(.sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize), "The days, the heading and the buttons grow and none is cut off",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.magnification),
                        "At 320 px the seven days of a week fit and the dialog's buttons can be reached",
                        .wcag(.sc1_4_10))
                    Row(
                        .setting(.forcedColors),
                        "The chosen day, today and the focus indicator are each visibly marked",
                        .bestPractice)
                    Row(.setting(.voiceControl), "Saying \"Click Choose date\" opens the dialog", .wcag(.sc2_5_3))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The Choose date button, each day and the month buttons are each at least 24 by 24 CSS pixels, or spaced so that a 24-pixel circle centred on each overlaps no other target",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The Choose date button, each day and the month buttons are each at least 44 by 44 CSS pixels",
                        .bestPractice)
                    Row(
                        .tap,
                        "Pressing on a day and moving off it before letting go chooses nothing and the dialog stays open; a day is chosen on release",
                        .wcag(.sc2_5_2))
                }
            }
        }
    }
}
