import A11yPlan

extension BundledCatalog {
    /// Tabs: a row of tabs that each show one panel of content in the same place.
    static var tabs: Component {
        Component("Tabs", noun: "tabs") {
            Usage(
                "Tabs split related content into panels shown one at a time in the same area of a screen. Choosing a tab shows its panel and hides the others; only one tab is selected at a time."
            )
            Variant(.iOS) {
                HowToTest(given: "I am on a screen with tabs above a panel of content") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the row of tabs",
                            .see("the focus ring is on one of the tabs"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.rightArrow), "to move to the next tab",
                            .see("the focus ring moves to the next tab"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.space), "to choose the tab in focus",
                            .see("that tab is drawn as selected and its panel replaces the previous one"),
                            .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.tab), "to leave the row of tabs",
                            .see("the focus ring goes to the first control in the panel that is shown"),
                            .wcag(.sc2_4_3))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the selected tab", .hearOutput)
                        ThenWhen(
                            .gesture(.swipe), "to move to the next tab",
                            .hear(
                                "its label, \(.role(.tab)) and its position, such as \"3 of 4\", without the state \(.state(.selected))"
                            ),
                            .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to choose that tab",
                            .hear("\(.state(.selected)) for this tab, while the panel below shows its content"),
                            .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.swipe), "to move past the last tab",
                            .hear("the first element of the panel that belongs to the chosen tab"),
                            .wcag(.sc1_3_2))
                    }
                }
                KeyboardActions {
                    Row(
                        .key(.leftRightArrows), "Moves focus from tab to tab inside the row, without choosing one",
                        .wcag(.sc2_1_1))
                    Row(.key(.space), "Selects the tab that has the focus ring and shows its panel", .wcag(.sc2_1_1))
                    Row(.key(.shiftTab), "From the panel, goes back to the row of tabs", .wcag(.sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(.gesture(.swipeBack), "Moves to the previous tab and reads its position", .wcag(.sc4_1_2))
                    Row(.gesture(.doubleTap), "Shows the panel of the tab in focus", .wcag(.sc4_1_2))
                    Row(
                        .gesture(.touchExplore), "Reads each tab with its label when the finger passes over it",
                        .wcag(.sc1_3_1))
                }
                ScreenreaderOutput {
                    Row(.name, "The tab's visible label, such as \"Reviews\"", .wcag(.sc4_1_2, .sc2_5_3))
                    Row(.role, "The role \(.role(.tab)), after the label", .wcag(.sc4_1_2))
                    Row(.group, "Its position in the row, such as \"2 of 4\"", .wcag(.sc1_3_1))
                    Row(.state, "The state \(.state(.selected)), for the chosen tab only", .wcag(.sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize),
                        "Tab labels grow; the row scrolls sideways or wraps and no label is cut short",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.grayscale), "The selected tab still stands out by an underline or a filled shape",
                        .wcag(.sc1_4_1))
                    Row(
                        .setting(.buttonShapes), "Each tab shows an outline or underline that marks it as a control",
                        .bestPractice)
                    Row(.setting(.voiceControl), "Saying \"Tap\" and a tab's label selects that tab", .wcag(.sc2_5_3))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "Each tab is at least 24 by 24 points, or spaced so that a 24-point circle centred on it overlaps no other target nor another undersized target's circle",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize, "Each tab is at least 44 by 44 points, as Apple recommends",
                        .bestPractice)
                    Row(
                        .tap,
                        "Touching a tab and sliding the finger well away from it before lifting leaves the same panel shown; a tab is chosen only when the finger lifts on it",
                        .wcag(.sc2_5_2))
                }
            }
            Variant(.android) {
                HowToTest(given: "I am on a screen with tabs above a panel of content") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the row of tabs",
                            .see("a focus highlight on one of the tabs"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.rightArrow), "to move to the next tab",
                            .see("the highlight moves to the tab on the right"), .wcag(.sc2_1_1))
                        ThenWhen(
                            .keys(.enter, .space), "to choose the highlighted tab",
                            .see("the tab's indicator moves under it and its panel is shown"), .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.tab), "to leave the row of tabs",
                            .see("the highlight goes into the panel of the chosen tab"), .wcag(.sc2_4_3))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the selected tab", .hearOutput)
                        ThenWhen(
                            .gesture(.swipe), "to move to the next tab",
                            .hear("its label, \(.role(.tab)) and \"3 of 4\", and no selected state"),
                            .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to choose that tab",
                            .hear("\(.state(.selected)) for the new tab, while its panel appears below"),
                            .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.swipe), "to move past the last tab",
                            .hear("the content of the chosen tab's panel, and not of the panel that was hidden"),
                            .wcag(.sc1_3_2))
                    }
                }
                KeyboardActions {
                    Row(.key(.leftArrow), "Moves the highlight to the tab on the left", .wcag(.sc2_1_1))
                    Row(.keys(.enter, .space), "Selects the highlighted tab and shows its panel", .wcag(.sc2_1_1))
                    Row(.key(.shiftTab), "Goes back from the panel to the tabs", .wcag(.sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(.gesture(.swipeBack), "Moves to the tab before, with its position read", .wcag(.sc4_1_2))
                    Row(.gesture(.doubleTap), "Selects the tab in focus and shows its panel", .wcag(.sc4_1_2))
                    Row(
                        .gesture(.threeFingerSwipe), "When the tabs scroll, shows the tabs that did not fit",
                        .bestPractice)
                }
                ScreenreaderOutput {
                    Row(.name, "The visible label of the tab", .wcag(.sc4_1_2, .sc2_5_3))
                    Row(.role, "The word \"\(.role(.tab))\" after the label", .wcag(.sc4_1_2))
                    Row(.group, "Its place in the row, such as \"2 of 4\"", .wcag(.sc1_3_1))
                    Row(.state, "The word \"\(.state(.selected))\" for the tab whose panel is shown", .wcag(.sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize),
                        "At the largest font size the tabs scroll sideways or their labels wrap, and every label is whole",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.grayscale),
                        "The selected tab is still marked by its indicator line, not only by colour",
                        .wcag(.sc1_4_1))
                    Row(.setting(.voiceControl), "Saying \"Tap\" and a tab's label selects it", .wcag(.sc2_5_3))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "Each tab is at least 24 by 24 dp, or spaced so that a circle 24 dp across centred on it overlaps no other target nor another undersized target's circle",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize, "Each tab is at least 48 by 48 dp, as Material Design recommends",
                        .bestPractice)
                    Row(
                        .tap,
                        "Touching a tab and sliding the finger well away from it before lifting leaves the same panel shown; a tab is chosen only when the finger lifts on it",
                        .wcag(.sc2_5_2))
                    Row(
                        .drag,
                        "Where the panels can also be swiped sideways, tapping a tab shows its panel just as well, so no swipe is needed",
                        .wcag(.sc2_5_7))
                }
            }
            Variant(.web) {
                HowToTest(given: "I am on a page with tabs above a tab panel") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the tab list",
                            .see("focus lands on the selected tab, with a visible indicator"), .wcag(.sc2_1_1, .sc2_4_7)
                        )
                        ThenWhen(
                            .key(.rightArrow), "to move to the next tab",
                            .see("focus moves to the next tab, and from the last tab it wraps to the first"),
                            .wcag(.sc2_1_1))
                        ThenWhen(
                            .keys(.home, .end), "to jump to the ends of the tab list",
                            .see("focus moves to the first or the last tab"), .bestPractice)
                        ThenWhen(
                            .keys(.enter, .space), "to activate the tab in focus",
                            .see("its panel is shown, if the arrow keys did not already show it"), .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.tab), "to leave the tab list",
                            .see("focus moves into the tab panel instead of to the other tabs"), .wcag(.sc2_4_3))
                    }
                    Screenreader {
                        When(.key(.tab), "to reach the tab list", .hearOutput)
                        ThenWhen(
                            .key(.rightArrow), "to move to the next tab",
                            .hear("the next tab's label, \(.role(.tab)) and its position, such as \"3 of 4\""),
                            .wcag(.sc4_1_2))
                        ThenWhen(
                            .key(.tab), "to enter the panel",
                            .hear("the tab panel is announced with the name of its tab"), .wcag(.sc1_3_1, .sc4_1_2))
                    }
                    MobileScreenreader {
                        When(
                            .gesture(.swipe), "to reach the selected tab",
                            .hear("its label, \(.role(.tab)), \(.state(.selected)) and \"1 of 4\""), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.swipe), "to move to the next tab",
                            .hear("the tab's label and \(.role(.tab)), without the selected state"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to choose that tab",
                            .hear("the tab is now \(.state(.selected)) and the panel shows its content"),
                            .wcag(.sc4_1_2))
                    }
                }
                KeyboardActions {
                    Row(
                        .key(.leftArrow), "Moves to the previous tab, and from the first tab wraps to the last",
                        .wcag(.sc2_1_1))
                    Row(
                        .key(.tab), "Moves from the selected tab into its panel; the other tabs are skipped",
                        .wcag(.sc2_4_3))
                    Row(.key(.shiftTab), "From the panel, returns to the selected tab", .wcag(.sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(
                        .command(.focusMode),
                        "Lets the arrow keys move between tabs when the screen reader does not switch by itself",
                        .wcag(.sc4_1_2))
                    Row(
                        .command(.nextItem), "In browse mode, reads the tabs one by one and then the panel",
                        .wcag(.sc1_3_2)
                    )
                    Row(.key(.leftArrow), "Reads the previous tab with its label and position", .wcag(.sc4_1_2))
                }
                ScreenreaderOutput {
                    Row(.name, "The tab's name, which is its visible text", .wcag(.sc4_1_2, .sc2_5_3))
                    Row(
                        .role,
                        "The row is announced as a set of tabs when focus enters it, and each tab as \"\(.role(.tab))\"",
                        .wcag(.sc4_1_2))
                    Row(.group, "The tab's position, such as \"2 of 4\"", .wcag(.sc1_3_1))
                    Row(.state, "The state \(.state(.selected)) for the shown tab and for no other", .wcag(.sc4_1_2))
                }
                DeviceSettings {
                    Row(.setting(.textResize), "The tab labels grow and none is cut off or covered", .wcag(.sc1_4_4))
                    Row(
                        .setting(.magnification),
                        "At 320 px the tabs wrap or stack, or the tab list scrolls by itself, and the page does not scroll sideways",
                        .wcag(.sc1_4_10))
                    Row(
                        .setting(.forcedColors),
                        "The selected tab keeps a visible border or underline, and so does the focus indicator",
                        .wcag(.sc1_4_1, .sc1_4_11))
                    Row(.setting(.textSpacing), "No tab label overlaps its neighbour", .wcag(.sc1_4_12))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "Each tab is at least 24 by 24 CSS pixels, or spaced so that a 24-pixel circle centred on it overlaps no other target nor another undersized target's circle",
                        .wcag(.sc2_5_8))
                    Row(.recommendedTargetSize, "Each tab is at least 44 by 44 CSS pixels", .bestPractice)
                    Row(
                        .tap,
                        "Pressing a tab and moving the pointer or finger off it before letting go shows no other panel; where a tab switches on press instead, choosing the previous tab again brings its panel back",
                        .wcag(.sc2_5_2))
                }
            }
        }
    }
}
