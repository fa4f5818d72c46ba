import A11yPlan

extension BundledCatalog {
    /// A sortable table: a data table whose column headers are buttons that reorder the rows.
    static var sortableTable: Component {
        Component("Sortable table", noun: "a sortable table") {
            Usage(
                "A sortable table is a data table whose column headers hold sort buttons. Pressing one reorders the rows by that column, and pressing it again reverses the order."
            )
            Variant(.iOS) {
                HowToTest(
                    given:
                        "I am on a screen with a sortable table of orders with Date and Total sort buttons in its header row"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the Date sort button",
                            .see("the focus ring is on the Date header"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.space), "to sort by date",
                            .see(
                                "the rows reorder from the oldest order to the newest and an arrow in the header points up"
                            ),
                            .wcag(.sc2_1_1, .sc1_3_1))
                        ThenWhen(
                            .key(.space), "to sort the Date column a second time",
                            .see(
                                "the rows reverse, the arrow points down, and the focus ring is still on the Date header"
                            ),
                            .wcag(.sc2_1_1, .sc2_4_3))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the Date sort button", .hearOutput)
                        ThenWhen(
                            .gesture(.doubleTap), "to sort by date",
                            .hear(
                                "an announcement such as \"Sorted by date, oldest first\", while focus stays on the button"
                            ),
                            .bestPractice)
                        ThenWhen(
                            .gesture(.swipe), "on from the header row to the first row",
                            .hear("the cells of the oldest order, which now comes first"), .wcag(.sc1_3_2))
                    }
                }
                KeyboardActions {
                    Row(.key(.tab), "Moves from the Date sort button to the Total sort button", .wcag(.sc2_4_3))
                    Row(
                        .key(.space), "Sorts by the focused column, or reverses its order if it is already sorted",
                        .wcag(.sc2_1_1))
                }
                ScreenreaderGestures {
                    Row(
                        .gesture(.doubleTap),
                        "Sorts by the column in focus, or flips its order when it is already sorted",
                        .wcag(.sc4_1_2))
                    Row(
                        .gesture(.touchExplore), "Reads a header with its sort state, wherever the finger lands on it",
                        .wcag(.sc4_1_2))
                }
                ScreenreaderOutput {
                    Row(
                        .name, "Each sort button is named by its column's visible header, such as Date",
                        .wcag(.sc2_5_3, .sc4_1_2))
                    Row(.role, "Each header is read as a \(.role(.button))", .wcag(.sc4_1_2))
                    Row(
                        .state,
                        "The sorted column's header says its order in its label or value, such as \"Date, newest first\"; the other headers say no order",
                        .wcag(.sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize), "The header labels and their arrows grow without overlapping",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.grayscale), "The sorted column is still shown by its arrow, not only by a colour",
                        .wcag(.sc1_4_1))
                    Row(.setting(.voiceControl), "Saying \"Tap Total\" sorts the table by total", .wcag(.sc2_5_3))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "Each sort button, such as Date, is at least 24 by 24 points, or spaced so that a 24-point circle centred on it overlaps no other target nor another undersized target's circle",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize, "Each sort button is at least 44 by 44 points, as Apple recommends",
                        .bestPractice)
                    Row(
                        .tap,
                        "Touching the Date header and sliding the finger well away from it before lifting leaves the rows in their order; the rows sort only when the finger lifts on the header",
                        .wcag(.sc2_5_2))
                }
            }
            Variant(.android) {
                HowToTest(
                    given:
                        "I am on a screen with a sortable table of orders with Date and Total sort buttons in its header row"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the Date sort button",
                            .see("a focus highlight on the Date header"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .keys(.enter, .space), "to sort by date",
                            .see(
                                "the rows reorder from the oldest order to the newest and the Date header shows an up arrow"
                            ),
                            .wcag(.sc2_1_1, .sc1_3_1))
                        ThenWhen(
                            .key(.enter), "to sort the Date column a second time",
                            .see("the newest order comes first, the arrow points down and the highlight stays on Date"),
                            .wcag(.sc2_1_1, .sc2_4_3))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the Date sort button", .hearOutput)
                        ThenWhen(
                            .gesture(.doubleTap), "to sort by date",
                            .hear(
                                "TalkBack announces the new order, such as \"Sorted by date, oldest first\", and stays on the button"
                            ),
                            .bestPractice)
                        ThenWhen(
                            .gesture(.swipe), "on into the rows",
                            .hear("the rows in their new order, oldest order first"), .wcag(.sc1_3_2))
                    }
                }
                KeyboardActions {
                    Row(.key(.tab), "Moves the highlight from one sort button to the next", .wcag(.sc2_4_3))
                    Row(
                        .keys(.enter, .space),
                        "Sorts by the highlighted column, or reverses it when it is already sorted",
                        .wcag(.sc2_1_1))
                }
                ScreenreaderGestures {
                    Row(
                        .gesture(.doubleTap), "Sorts by the focused column, or reverses the order of a sorted one",
                        .wcag(.sc4_1_2))
                    Row(.gesture(.swipeBack), "Moves from the rows back up to the sort buttons", .wcag(.sc1_3_2))
                }
                ScreenreaderOutput {
                    Row(
                        .name, "Each sort button carries its column's visible header text, such as Total",
                        .wcag(.sc2_5_3, .sc4_1_2))
                    Row(.role, "Each header is announced as a \(.role(.button))", .wcag(.sc4_1_2))
                    Row(
                        .state,
                        "Only the sorted column's header says its order in its label or state, such as \"Date, newest first\"",
                        .wcag(.sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize), "At the largest font size every header label and arrow stays readable",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.grayscale),
                        "The sort direction is still told by the arrow's shape, with no colour needed",
                        .wcag(.sc1_4_1))
                    Row(.setting(.voiceControl), "Saying \"Tap Date\" sorts the rows by date", .wcag(.sc2_5_3))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "Each sort button, such as Date, is at least 24 by 24 dp, or spaced so that a circle 24 dp across centred on it overlaps no other target nor another undersized target's circle",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "Each sort button is at least 48 by 48 dp, as Material Design recommends", .bestPractice)
                    Row(
                        .tap,
                        "Touching the Date header and sliding the finger well away from it before lifting leaves the rows in their order; the rows sort only when the finger lifts on the header",
                        .wcag(.sc2_5_2))
                }
            }
            Variant(.web) {
                HowToTest(
                    given:
                        "I am on a page with a sortable table of orders whose Date and Total headers are sort buttons"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the Date sort button",
                            .see("a visible focus indicator on the Date button in the header row"),
                            .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .keys(.enter, .space), "to sort by date",
                            .see(
                                "the rows reorder from the oldest order to the newest and an up arrow appears next to Date"
                            ),
                            .wcag(.sc2_1_1, .sc1_3_1))
                        ThenWhen(
                            .key(.enter), "to sort the Date column a second time",
                            .see("the order is reversed, the arrow points down and focus is still on the Date button"),
                            .wcag(.sc2_1_1, .sc2_4_3))
                    }
                    Screenreader {
                        When(.key(.tab), "to reach the Date sort button", .hearOutput)
                        ThenWhen(
                            .keys(.enter, .space), "to sort by date",
                            .hear("a message such as \"Sorted by date, ascending\", and focus stays on the button"),
                            .bestPractice)
                        ThenWhen(
                            .command(.tableCells), "to move down the Date column",
                            .hear("the dates from the oldest to the newest"), .wcag(.sc1_3_2))
                        ThenWhen(
                            .command(.activate), "on the Date button again",
                            .hear("the Date header now reads \(.state(.sortedDescending))"), .wcag(.sc4_1_2))
                    }
                    MobileScreenreader {
                        When(
                            .gesture(.swipe), "to reach the Date sort button",
                            .hear("Date, \(.role(.button)), and whether the column is sorted"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to sort by date",
                            .hear("the new order is announced and the screen reader stays on the Date button"),
                            .bestPractice)
                        ThenWhen(
                            .gesture(.swipe), "into the rows",
                            .hear("the first row is now the oldest order"), .wcag(.sc1_3_2))
                    }
                }
                KeyboardActions {
                    Row(
                        .key(.tab), "Moves from one header's sort button to the next, then into the table's links",
                        .wcag(.sc2_4_3))
                    Row(
                        .keys(.enter, .space),
                        "Sorts by the focused column, or reverses the column that is already sorted",
                        .wcag(.sc2_1_1))
                }
                ScreenreaderGestures {
                    Row(
                        .command(.nextButton), "Moves from one sort button to the next along the header row",
                        .wcag(.sc4_1_2))
                    Row(.command(.nextTable), "Reaches the table and reads its caption and size", .wcag(.sc1_3_1))
                }
                ScreenreaderOutput {
                    Row(.name, "Each sort button is named by its visible header text", .wcag(.sc2_5_3, .sc4_1_2))
                    Row(.role, "It is read as a column header holding a \(.role(.button))", .wcag(.sc1_3_1, .sc4_1_2))
                    Row(
                        .state,
                        "The sorted column's header reads \(.state(.sortedAscending)) or \(.state(.sortedDescending)), and no other header has a sort state",
                        .wcag(.sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize), "The header text and the sort arrow grow and stay on one header each",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.forcedColors),
                        "The sort arrows and the focus indicator on a sort button stay visible",
                        .wcag(.sc1_4_11))
                    Row(.setting(.voiceControl), "Saying \"Click Total\" sorts the rows by total", .wcag(.sc2_5_3))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "Each sort button, such as Date, is at least 24 by 24 CSS pixels, or spaced so that a 24-pixel circle centred on it overlaps no other target nor another undersized target's circle",
                        .wcag(.sc2_5_8))
                    Row(.recommendedTargetSize, "Each sort button is at least 44 by 44 CSS pixels", .bestPractice)
                    Row(
                        .tap,
                        "Pressing the Date button and moving the pointer or finger off it before letting go leaves the rows in their order; the rows sort only on release",
                        .wcag(.sc2_5_2))
                }
            }
        }
    }
}
