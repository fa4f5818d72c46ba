import A11yPlan

extension BundledCatalog {
    /// A time picker: an hour, a minute and, in 12-hour time, AM or PM, each set on its own.
    static var timePicker: Component {
        Component("Time picker", noun: "a time picker") {
            Usage(
                "A time picker sets a time of day, such as an alarm or an appointment, as separate hour and minute parts and, in 12-hour time, AM or PM. It can be a set of wheels, a clock face in a dialog, or a field."
            )
            Variant(.iOS) {
                HowToTest(given: "I am on a screen with a time picker of hour, minute and AM/PM wheels") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the hour wheel",
                            .see("a focus ring around the hour wheel"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.downArrow), "to turn the wheel to the next hour",
                            .see("the hour wheel turns to the next hour"),
                            .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.tab), "to move to the minute wheel", .see("the focus ring moves to the minute wheel"),
                            .wcag(.sc2_4_3))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the hour wheel", .hearOutput)
                        ThenWhen(
                            .gesture(.swipeUpOrDown).phrased("swipe up"), "to turn the wheel to the next hour",
                            .hear("the new hour alone, such as \"10 o'clock\""), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.swipe), "to move to the minute wheel",
                            .hear("the minutes, such as \"41 minutes\", and \(.role(.slider))"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.swipe), "to move to the AM/PM wheel",
                            .hear("\"AM\" or \"PM\" and \(.role(.slider))"),
                            .wcag(.sc4_1_2))
                    }
                }
                KeyboardActions {
                    Row(
                        .keys(.upArrow, .downArrow),
                        "Turn the focused wheel by one hour, one minute, or between AM and PM",
                        .wcag(.sc2_1_1))
                    Row(.key(.shiftTab), "Moves back from the minute wheel to the hour wheel", .wcag(.sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(
                        .gesture(.adjustValue),
                        "Changes the wheel in focus by one step; the other wheels keep their values",
                        .wcag(.sc3_2_2, .sc4_1_2))
                    Row(.gesture(.swipeBack), "Moves back from minutes to hours", .wcag(.sc1_3_2))
                }
                ScreenreaderOutput {
                    Row(
                        .name, "Each wheel's value says what it counts: hours as \"o'clock\", minutes as \"minutes\"",
                        .wcag(.sc1_3_1, .sc4_1_2))
                    Row(.role, "Every wheel is announced as \(.role(.slider))", .wcag(.sc4_1_2))
                    Row(.group, "The wheels are read in the order hour, minute, AM/PM", .wcag(.sc1_3_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize), "The hours and minutes on the wheels grow and are not cut short",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.darkMode), "The time in the middle band keeps 4.5:1 contrast against the wheels",
                        .wcag(.sc1_4_3))
                    Row(
                        .setting(.orientation), "In landscape the hour, minute and AM/PM wheels are all on screen",
                        .wcag(.sc1_3_4))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "Each row of the hour, minute and AM/PM wheels, which can be tapped, is at least 24 points tall and as wide as its wheel",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "Each wheel is at least 44 points wide, as Apple recommends, so a finger turns one wheel and not the one beside it",
                        .bestPractice)
                    Row(
                        .drag,
                        "Tapping an hour or minute above or below the middle band turns the wheel to it, so no drag or flick is needed",
                        .wcag(.sc2_5_7))
                }
            }
            Variant(.android) {
                HowToTest(given: "I am on a screen with a time field that opens a time picker dialog") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the time field",
                            .see("a focus highlight on the field"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .keys(.enter, .space), "to open the time picker",
                            .see("the dialog opens with a clock face and a control inside it highlighted"),
                            .wcag(.sc2_1_1, .sc2_4_3))
                        ThenWhen(
                            .key(.tab), "to move to the keyboard button",
                            .see("the button that switches to text input is highlighted"),
                            .wcag(.sc2_4_3))
                        ThenWhen(
                            .keys(.enter, .space), "to switch to text input",
                            .see("Hour and Minute fields replace the clock face"), .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.characters), "to type the hour", .see("the digits appear in the Hour field"),
                            .wcag(.sc2_1_1))
                        OrWhen(
                            .key(.escape), .see("the dialog closes and the field keeps its old time"),
                            .wcag(.sc2_1_2, .sc2_4_3))
                    }
                    Screenreader {
                        When(
                            .gesture(.swipe), "to reach the time field",
                            .hear("its label, such as \"Alarm\", and the time it holds"), .wcag(.sc3_3_2, .sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to open the time picker",
                            .hear("the dialog's title, such as \"Select time\", and the hour and minute chosen"),
                            .wcag(.sc2_4_3, .sc4_1_2))
                        ThenWhen(
                            .gesture(.swipe), "to move around the clock face",
                            .hear("each hour in turn, such as \"9 o'clock\""),
                            .wcag(.sc1_3_1))
                        ThenWhen(
                            .gesture(.doubleTap), "to choose an hour",
                            .hear("the chosen hour, after which the face offers the minutes"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.swipe), "to move on to the button that switches to text input",
                            .hear("its name and \(.role(.button))"), .wcag(.sc4_1_2))
                        ThenWhen(.gesture(.doubleTap), "to switch to text input", .hearOutput)
                        ThenWhen(
                            .gesture(.swipe), "to move on to the OK button", .hear("\"OK\" and \(.role(.button))"),
                            .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to press OK",
                            .hear("the dialog has closed and the time field reads the new time"), .wcag(.sc2_4_3))
                    }
                }
                KeyboardActions {
                    Row(
                        .keys(.enter, .space), "Opens the dialog, or presses the dialog's button in focus",
                        .wcag(.sc2_1_1))
                    Row(
                        .key(.tab), "Moves from Hour to Minute, then AM/PM, Cancel and OK, inside the dialog",
                        .wcag(.sc2_4_3))
                    Row(.key(.escape), "Cancels the dialog without changing the time", .wcag(.sc2_1_2))
                }
                ScreenreaderGestures {
                    Row(
                        .gesture(.touchExplore), "Dragging round the face reads each number under the finger",
                        .wcag(.sc1_3_1))
                    Row(.gesture(.dismiss), "Closes the dialog as Cancel would", .wcag(.sc2_1_2))
                }
                ScreenreaderOutput {
                    Row(
                        .name, "The two fields are named \"Hour\" and \"Minute\"", .wcag(.sc3_3_2, .sc4_1_2))
                    Row(
                        .role, "Each of the two fields is announced as \(.role(.textField))",
                        .wcag(.sc4_1_2))
                    Row(.state, "The AM or PM button that is chosen is read as \(.state(.checked))", .wcag(.sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize), "At the largest font size the header's hour and minute stay whole",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.grayscale),
                        "The chosen hour is marked by the clock hand and its circle, not by colour alone",
                        .wcag(.sc1_4_1))
                    Row(
                        .setting(.orientation), "In landscape the clock face, AM/PM and the OK button all fit",
                        .wcag(.sc1_3_4))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "Each number on the clock face, the AM and PM buttons and the keyboard button are each at least 24 by 24 dp, or have that much clear space around them",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The AM and PM buttons, the keyboard button and OK and Cancel are each at least 48 by 48 dp, as Material Design recommends",
                        .bestPractice)
                    Row(
                        .tap,
                        "Touching OK, Cancel, AM or PM and sliding the finger off before lifting does nothing; a plain tap acts as the finger lifts",
                        .wcag(.sc2_5_2))
                    Row(
                        .drag,
                        "Tapping a number on the clock face moves the hand to it, and the keyboard button offers Hour and Minute fields, so dragging the hand is never needed",
                        .wcag(.sc2_5_7))
                }
            }
            Variant(.web) {
                HowToTest(given: "I am on a page with a time picker: a time field such as \"Start time\"") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the time field",
                            .see("focus on the field with its hours part highlighted"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.upArrow), "to raise the hours", .see("the hours part goes up by one"), .wcag(.sc2_1_1)
                        )
                        ThenWhen(
                            .key(.rightArrow), "to move to the minutes part",
                            .see("the highlight moves to the minutes"),
                            .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.characters), "to type the minutes",
                            .see(
                                "the two digits fill the minutes and the highlight moves on to AM/PM, where the field has it"
                            ),
                            .wcag(.sc2_1_1)
                        )
                    }
                    Screenreader {
                        When(.key(.tab), "to reach the time field", .hearOutput)
                        ThenWhen(
                            .key(.upArrow), "to raise the hours", .hear("the new hour, read at each press"),
                            .wcag(.sc4_1_2))
                        ThenWhen(
                            .key(.rightArrow), "to move to the minutes part",
                            .hear("that this part is the minutes, and its value"),
                            .wcag(.sc1_3_1, .sc4_1_2))
                    }
                    MobileScreenreader {
                        When(
                            .gesture(.swipe), "to reach the time field", .hear("its label and the time it holds"),
                            .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to open the time picker",
                            .hear("the phone's own time wheels or clock, set to the field's time"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to close the picker with Done or OK",
                            .hear("the field read again with the new time"),
                            .wcag(.sc2_4_3))
                    }
                }
                KeyboardActions {
                    Row(
                        .keys(.upArrow, .downArrow), "Raise or lower the highlighted part by one, wrapping at its ends",
                        .wcag(.sc2_1_1))
                    Row(
                        .keys(.leftArrow, .rightArrow), "Move between the hours, minutes and AM/PM parts",
                        .wcag(.sc2_1_1))
                    Row(.key(.tab), "Leaves the field for the next control once its parts are passed", .wcag(.sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(
                        .command(.nextFormField), "Reaches the time field and reads its label and time",
                        .wcag(.sc1_3_1))
                    Row(
                        .command(.focusMode), "Lets the arrow keys change the parts rather than read the page",
                        .wcag(.sc2_1_1))
                }
                ScreenreaderOutput {
                    Row(
                        .name, "The field is named by its visible label, such as \"Start time\"",
                        .wcag(.sc3_3_2, .sc4_1_2))
                    Row(
                        .role, "It is announced as an edit field whose parts are read as hours, minutes and AM/PM",
                        .wcag(.sc4_1_2))
                    Row(.state, "A time that must be given is read as \(.state(.required))", .wcag(.sc3_3_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize), "The time field and its label grow and no part is cut off",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.magnification), "At 320 px the whole field, with every part, fits the width",
                        .wcag(.sc1_4_10))
                    Row(
                        .setting(.forcedColors),
                        "The field's border and the highlight on the focused part stay visible",
                        .bestPractice)
                    Row(.setting(.voiceControl), "Saying \"Click Start time\" puts focus in the field", .wcag(.sc2_5_3))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The time field is at least 24 CSS pixels tall, or spaced so that a 24-pixel circle centred on it overlaps no other target",
                        .wcag(.sc2_5_8))
                    Row(.recommendedTargetSize, "The time field is at least 44 CSS pixels tall", .bestPractice)
                }
            }
        }
    }
}
