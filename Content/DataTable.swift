import A11yPlan

extension BundledCatalog {
    /// A data table: rows and columns of values, each cell read with the headers that explain it.
    static var dataTable: Component {
        Component("Data table", noun: "a data table") {
            Usage(
                "A data table shows values in rows and columns, such as a list of orders with their dates and totals. Each cell only makes sense with its column header and its row header, so both must be read with it."
            )
            Variant(.iOS) {
                HowToTest(
                    given:
                        "I am on a screen with a data table of orders, wider than the screen, whose first column holds order numbers"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the table",
                            .see("the focus ring is on the order number in the first row"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.downArrow), "to move to the next row",
                            .see(
                                "the focus ring moves to the next order number and the table scrolls to keep it in view"
                            ),
                            .wcag(.sc2_4_3, .sc2_4_11))
                        ThenWhen(
                            .key(.space), "on an order number",
                            .see("the details of that order open"), .wcag(.sc2_1_1))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the first cell of the table", .hearOutput)
                        ThenWhen(
                            .gesture(.swipe), "along a row to the next cell",
                            .hear("the header of the new column, then the cell's value, such as \"Total, 42 euros\""),
                            .wcag(.sc1_3_1))
                        ThenWhen(
                            .gesture(.swipe), "to a cell that is off the screen",
                            .hear("the cell is read and the table scrolls sideways to show it"), .wcag(.sc1_3_2))
                        ThenWhen(
                            .gesture(.doubleTap), "on an order number",
                            .hear("the order's details open and their title is read"), .wcag(.sc4_1_2))
                    }
                }
                KeyboardActions {
                    Row(.key(.tab), "Moves from the table to the next control after it", .wcag(.sc2_1_1))
                    Row(
                        .key(.upArrow), "Moves the focus ring back to the order number of the row above",
                        .wcag(.sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(
                        .gesture(.touchExplore), "Reads the cell under the finger together with its column header",
                        .wcag(.sc1_3_1))
                    Row(
                        .gesture(.threeFingerSwipe),
                        "Scrolls the table one screen sideways and says which part is shown",
                        .bestPractice)
                    Row(
                        .gesture(.swipeBack),
                        "Moves back one cell, from the first cell of a row to the last cell of the row above",
                        .wcag(.sc1_3_2))
                }
                ScreenreaderOutput {
                    Row(.name, "The table's title, such as Orders, is read before its first cell", .wcag(.sc1_3_1))
                    Row(
                        .role, "The first cell reached says it is in a table and gives its row and column",
                        .wcag(.sc1_3_1))
                    Row(
                        .group, "Moving down into a new row reads that row's order number as its header",
                        .wcag(.sc1_3_1))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize),
                        "Headers and cells grow; long values wrap inside their cells instead of being cut",
                        .wcag(.sc1_4_4))
                    Row(.setting(.boldText), "The header row and the cells turn bold", .bestPractice)
                    Row(
                        .setting(.orientation),
                        "In landscape more columns fit and every header stays above its own column",
                        .wcag(.sc1_3_4))
                    Row(
                        .setting(.darkMode),
                        "Headers and cell values measure at least 4.5:1 against their background, or 3:1 for large text",
                        .wcag(.sc1_4_3))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "Each order number that opens an order is at least 24 by 24 points, or spaced so that a 24-point circle centred on it overlaps no other target nor another undersized target's circle",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize, "Each order number is at least 44 by 44 points, as Apple recommends",
                        .bestPractice)
                    Row(
                        .tap,
                        "Touching an order number and sliding the finger well away from it before lifting opens nothing; the order opens only when the finger lifts on it",
                        .wcag(.sc2_5_2))
                }
            }
            Variant(.android) {
                HowToTest(
                    given:
                        "I am on a screen with a data table of orders, wider than the screen, whose first column holds order numbers"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the table",
                            .see("a focus highlight on the first row's order number"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.downArrow), "to move down the rows",
                            .see("the highlight moves to the order number below and the row scrolls into view"),
                            .wcag(.sc2_4_3, .sc2_4_11))
                        ThenWhen(
                            .keys(.enter, .space), "on an order number",
                            .see("that order's details screen opens"), .wcag(.sc2_1_1))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the first cell of the table", .hearOutput)
                        ThenWhen(
                            .gesture(.swipe), "to the next cell of the row",
                            .hear("the new column's header with the cell's value, such as \"Date, 3 May\""),
                            .wcag(.sc1_3_1))
                        ThenWhen(
                            .gesture(.swipe), "to the last cell of the row",
                            .hear("every column in the order shown, and the table scrolls to each hidden cell"),
                            .wcag(.sc1_3_2))
                        ThenWhen(
                            .gesture(.doubleTap), "on an order number",
                            .hear("the details screen of that order opens and its title is read"), .wcag(.sc4_1_2))
                    }
                }
                KeyboardActions {
                    Row(.key(.tab), "Leaves the table for the next control on the screen", .wcag(.sc2_1_1))
                    Row(.key(.upArrow), "Moves the highlight up to the previous row's order number", .wcag(.sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(
                        .gesture(.touchExplore), "Reads the touched cell with the header of its column",
                        .wcag(.sc1_3_1))
                    Row(
                        .gesture(.threeFingerSwipe),
                        "Scrolls the table in the direction of the swipe, as a drag would, and TalkBack reads the position or the cells now shown",
                        .bestPractice)
                    Row(
                        .gesture(.swipeBack), "Reads the previous cell, in the reverse of the reading order",
                        .wcag(.sc1_3_2))
                }
                ScreenreaderOutput {
                    Row(.name, "The table's title, such as Orders, is read when TalkBack enters it", .wcag(.sc1_3_1))
                    Row(
                        .role, "The first cell is announced as part of a table, with its row and column",
                        .wcag(.sc1_3_1))
                    Row(
                        .group, "The first cell of each row, its order number, is read as that row's header",
                        .wcag(.sc1_3_1))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize),
                        "At the largest font size cell text wraps within its cell and nothing overlaps",
                        .wcag(.sc1_4_4))
                    Row(.setting(.boldText), "Headers and values are drawn in bold", .bestPractice)
                    Row(
                        .setting(.orientation),
                        "In landscape the table shows more columns and keeps its headers aligned",
                        .wcag(.sc1_3_4))
                    Row(
                        .setting(.darkMode),
                        "The header row still stands apart from the data rows by more than colour alone",
                        .wcag(.sc1_4_1))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "Each order number that opens an order is at least 24 by 24 dp, or spaced so that a circle 24 dp across centred on it overlaps no other target nor another undersized target's circle",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "Each order number is at least 48 by 48 dp, as Material Design recommends", .bestPractice)
                    Row(
                        .tap,
                        "Touching an order number and sliding the finger well away from it before lifting opens nothing; the order opens only when the finger lifts on it",
                        .wcag(.sc2_5_2))
                }
            }
            Variant(.web) {
                HowToTest(
                    given:
                        "I am on a page with a data table of orders, wider than its area, with a caption, column headers and order links"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the table's scroll area",
                            .see("a visible focus indicator around the table"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.rightArrow), "to scroll the table",
                            .see("the table scrolls sideways and shows the columns that were hidden"), .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.tab), "to move into the table's rows",
                            .see("focus moves to the first row's order link, then to each next row's link"),
                            .wcag(.sc2_4_3))
                    }
                    Screenreader {
                        When(.command(.nextTable), "to reach the table", .hearOutput)
                        ThenWhen(
                            .command(.tableCells).phrased(
                                "ctrl + alt + right arrow (NVDA, JAWS) or VO + right arrow (VoiceOver)"),
                            "to move right along a row",
                            .hear("the header of each new column, then the cell's value"), .wcag(.sc1_3_1))
                        ThenWhen(
                            .command(.tableCells).phrased(
                                "ctrl + alt + down arrow (NVDA, JAWS) or VO + down arrow (VoiceOver)"),
                            "to move down a column",
                            .hear("the order number of each new row, then the cell's value"), .wcag(.sc1_3_1))
                        ThenWhen(
                            .command(.nextItem), "to read on past the last cell",
                            .hear("the screen reader says it has left the table, then reads the text after it"),
                            .wcag(.sc1_3_2))
                    }
                    MobileScreenreader {
                        When(
                            .gesture(.swipe), "into the table",
                            .hear("the table's caption and how many rows and columns it has"), .wcag(.sc1_3_1))
                        ThenWhen(
                            .gesture(.swipe), "through the cells",
                            .hear("each cell after its column header, row by row from left to right"),
                            .wcag(.sc1_3_1, .sc1_3_2))
                        ThenWhen(
                            .gesture(.doubleTap), "on an order link in the table",
                            .hear("the order's page opens and its title is read"), .wcag(.sc2_4_4))
                    }
                }
                KeyboardActions {
                    Row(.key(.leftArrow), "Scrolls the focused table back towards its first column", .wcag(.sc2_1_1))
                    Row(
                        .key(.shiftTab), "Moves back through the order links, row by row, to the scroll area",
                        .wcag(.sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(.command(.nextTable), "Moves from the text before the table straight to it", .wcag(.sc1_3_1))
                    Row(
                        .command(.tableCells),
                        "Moves one cell in any direction, reading the header of a new row or column",
                        .wcag(.sc1_3_1))
                    Row(.command(.sayAll), "Reads the table row by row, every cell once", .wcag(.sc1_3_2))
                }
                ScreenreaderOutput {
                    Row(.name, "The table is named by its caption, such as Orders", .wcag(.sc1_3_1))
                    Row(
                        .role, "It is announced as a \(.role(.table)) with its number of rows and columns",
                        .wcag(.sc1_3_1))
                    Row(
                        .group, "Column headers are read as headers, and each row's order number as that row's header",
                        .wcag(.sc1_3_1))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize), "The cells' text grows and no column overlaps the next",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.magnification),
                        "At 320 px the text around the table reflows; the table, exempt from reflow, scrolls sideways inside its own area",
                        .wcag(.sc1_4_10))
                    Row(
                        .setting(.textSpacing), "Every cell's text stays inside its cell, with nothing cut off",
                        .wcag(.sc1_4_12))
                    Row(
                        .setting(.forcedColors),
                        "The header row and the focus indicator stay visible",
                        .wcag(.sc1_4_11))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "Each order link in the table is at least 24 by 24 CSS pixels, or spaced so that a 24-pixel circle centred on it overlaps no other target nor another undersized target's circle",
                        .wcag(.sc2_5_8))
                    Row(.recommendedTargetSize, "Each order link is at least 44 by 44 CSS pixels", .bestPractice)
                    Row(
                        .tap,
                        "Pressing an order link and moving the pointer or finger off it before letting go opens no page; the link is followed only on release",
                        .wcag(.sc2_5_2))
                }
            }
        }
    }
}
