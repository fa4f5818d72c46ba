import A11yPlan

extension BundledCatalog {
    /// A menu: a list of actions opened from a menu button, moved through with arrow keys, closed back to the button.
    static var menu: Component {
        Component("Menu", noun: "a menu") {
            Usage(
                "A menu is a short list of actions, such as Rename, Duplicate and Delete, that opens from a menu button and closes once an action is chosen. It offers commands, not values: a control that picks a value is a select."
            )
            Variant(.iOS) {
                HowToTest(given: "I am on a screen with a More button that opens a menu") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the More button",
                            .see("the focus ring is on More"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.space), .see("the menu opens with the focus ring on its first item"),
                            .wcag(.sc2_1_1, .sc2_4_3))
                        ThenWhen(
                            .key(.downArrow), "to move through the items",
                            .see("the focus ring moves down one item each time, skipping none"), .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.enter), "on Rename", .see("the menu closes and renaming starts"), .wcag(.sc2_1_1))
                        OrWhen(
                            .key(.escape), .see("the menu closes without an action and the focus ring is back on More"),
                            .wcag(.sc2_1_2, .sc2_4_3))
                    }
                    Screenreader {
                        When(
                            .gesture(.swipe), "to reach the More button", .hear("\"More\" and \(.role(.menuButton))"),
                            .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to open the menu",
                            .hear("the first item's name and \(.role(.button))"),
                            .wcag(.sc2_4_3, .sc4_1_2))
                        ThenWhen(
                            .gesture(.swipe), "through the menu",
                            .hear("every item in the order shown, and nothing from behind the menu"), .wcag(.sc1_3_2))
                        ThenWhen(
                            .gesture(.dismiss), .hear("the menu has closed and VoiceOver is on the More button"),
                            .wcag(.sc2_1_2, .sc2_4_3))
                    }
                }
                KeyboardActions {
                    Row(.key(.upArrow), "Moves the focus ring up to the previous menu item", .wcag(.sc2_1_1))
                    Row(.key(.space), "Runs the menu item in focus, as return does", .wcag(.sc2_1_1))
                    Row(.key(.escape), "Closes the menu and keeps everything as it was", .wcag(.sc2_1_2))
                }
                ScreenreaderGestures {
                    Row(.gesture(.doubleTap), "Runs the item in focus and closes the menu", .wcag(.sc4_1_2))
                    Row(.gesture(.touchExplore), "Reads the menu item under the finger", .wcag(.sc1_3_2))
                    Row(.gesture(.dismiss), "Closes the menu as a tap outside it would", .wcag(.sc2_1_2))
                }
                ScreenreaderOutput {
                    Row(
                        .name, "The button is named \"More\", not read as an ellipsis symbol", .wcag(.sc1_1_1, .sc4_1_2)
                    )
                    Row(.role, "It is read as a \(.role(.menuButton))", .wcag(.sc4_1_2))
                    Row(.state, "A menu item that cannot be used now is read as \(.state(.disabled))", .wcag(.sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize), "The items' text grows and a long menu scrolls instead of being cut off",
                        .wcag(.sc1_4_4))
                    Row(.setting(.voiceControl), "Saying \"Tap More\" opens the menu", .wcag(.sc2_5_3))
                    Row(
                        .setting(.grayscale),
                        "The Delete item is still told apart by its name and icon without its red",
                        .wcag(.sc1_4_1))
                    Row(.setting(.reduceTransparency), "The menu's see-through background becomes solid", .bestPractice)
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The More button and the menu's items each have a target of at least 24 by 24 points, or are spaced so that a 24-point circle centred on each overlaps no other target nor another undersized target's circle",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The More button and the menu's items each have a target of at least 44 by 44 points, as Apple's guidelines recommend",
                        .bestPractice)
                    Row(
                        .tap,
                        "Touching Delete and sliding the finger off the menu before lifting runs no item; an item runs only when the finger lifts on it",
                        .wcag(.sc2_5_2))
                    Row(
                        .drag,
                        "Choosing an item needs no press-and-slide: a tap on More opens the menu, which stays open, and a tap on Rename runs it",
                        .wcag(.sc2_5_7))
                }
            }
            Variant(.android) {
                HowToTest(given: "I am on a screen with a More options button that opens a menu") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the More options button",
                            .see("a focus highlight on More options"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .keys(.enter, .space), .see("the menu pops up with its first item highlighted"),
                            .wcag(.sc2_1_1, .sc2_4_3))
                        ThenWhen(
                            .key(.downArrow), "to move through the items",
                            .see("the highlight steps down through the menu items"), .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.enter), "on Rename", .see("the menu closes and renaming begins"), .wcag(.sc2_1_1))
                        OrWhen(
                            .key(.escape), .see("the menu closes and More options has the highlight again"),
                            .wcag(.sc2_1_2, .sc2_4_3))
                    }
                    Screenreader {
                        When(
                            .gesture(.swipe), "to reach the More options button",
                            .hear("\"More options\" and \(.role(.menuButton))"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to open the menu",
                            .hear("TalkBack moves into the menu and reads its first item"), .wcag(.sc2_4_3))
                        ThenWhen(
                            .gesture(.swipe), "through the menu",
                            .hear("each item once, in order, and nothing from the screen under it"), .wcag(.sc1_3_2))
                        ThenWhen(
                            .gesture(.dismiss), .hear("the menu has closed and TalkBack is on More options"),
                            .wcag(.sc2_1_2, .sc2_4_3))
                    }
                }
                KeyboardActions {
                    Row(.key(.upArrow), "Moves the highlight to the item above", .wcag(.sc2_1_1))
                    Row(.key(.space), "Chooses the highlighted item, the same as enter", .wcag(.sc2_1_1))
                    Row(.key(.escape), "Dismisses the menu as the Back key does", .wcag(.sc2_1_2))
                }
                ScreenreaderGestures {
                    Row(
                        .gesture(.doubleTap), "Chooses the item in focus; the menu closes and the action runs",
                        .wcag(.sc4_1_2))
                    Row(.gesture(.touchExplore), "Reads whichever item is under the finger", .wcag(.sc1_3_2))
                    Row(.gesture(.dismiss), "Closes the menu without choosing", .wcag(.sc2_1_2))
                }
                ScreenreaderOutput {
                    Row(.name, "The three-dot button is named \"More options\"", .wcag(.sc1_1_1, .sc4_1_2))
                    Row(.role, "The word \(.role(.menuButton)) is read after the name", .wcag(.sc4_1_2))
                    Row(.state, "An item that cannot be chosen now is read as \(.state(.disabled))", .wcag(.sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize), "At the largest font size each item's text wraps or the menu scrolls",
                        .wcag(.sc1_4_4))
                    Row(.setting(.voiceControl), "Saying \"Tap More options\" opens the menu", .wcag(.sc2_5_3))
                    Row(
                        .setting(.switchControl), "Scanning moves through the menu's items one at a time",
                        .wcag(.sc2_1_1))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The More options button and the menu's items each have a target of at least 24 by 24 dp, or are spaced so that a circle 24 dp across centred on each overlaps no other target nor another undersized target's circle",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The More options button and the menu's items each have a target of at least 48 by 48 dp, as Material Design recommends",
                        .bestPractice)
                    Row(
                        .tap, "Touching an item and sliding the finger off the menu before lifting chooses nothing",
                        .wcag(.sc2_5_2))
                    Row(
                        .drag,
                        "Sliding a finger from More options straight onto an item is never needed: a tap opens the menu, which stays open, and a tap on Rename chooses it",
                        .wcag(.sc2_5_7))
                }
            }
            Variant(.web) {
                HowToTest(given: "I am on a page with an Actions button that opens a menu") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the Actions button",
                            .see("a visible focus indicator on Actions"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .keys(.enter, .space), .see("the menu opens and focus is on its first item"),
                            .wcag(.sc2_1_1, .sc2_4_3))
                        ThenWhen(
                            .key(.downArrow), "to move through the items",
                            .see("focus moves to the next item, and the tab key is never needed inside the menu"),
                            .wcag(.sc2_1_1))
                        OrWhen(
                            .key(.escape), .see("the menu closes and focus is back on the Actions button"),
                            .wcag(.sc2_1_2, .sc2_4_3))
                    }
                    Screenreader {
                        When(
                            .key(.tab), "to reach the Actions button",
                            .hear("\"Actions\", \(.role(.menuButton)) and \(.state(.collapsed))"), .wcag(.sc4_1_2))
                        ThenWhen(.keys(.enter, .space), "to open the menu", .hearOutput)
                        ThenWhen(
                            .key(.escape), .hear("the Actions button is read again, now \(.state(.collapsed))"),
                            .wcag(.sc2_4_3, .sc4_1_2))
                    }
                    MobileScreenreader {
                        When(
                            .gesture(.swipe), "to reach the Actions button",
                            .hear("\"Actions\" and that it is a button that opens a menu"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to open the menu",
                            .hear("the first menu item, as focus has moved into the menu"), .wcag(.sc4_1_2, .sc2_4_3))
                        ThenWhen(
                            .gesture(.swipe), "through the menu",
                            .hear("each \(.role(.menuItem)) in turn, in the order shown"), .wcag(.sc1_3_2))
                        ThenWhen(
                            .gesture(.doubleTap), "on Rename",
                            .hear("renaming has started and the menu is gone"), .wcag(.sc4_1_2))
                    }
                }
                KeyboardActions {
                    Row(.key(.upArrow), "Moves to the previous item; from the first it wraps or stays", .wcag(.sc2_1_1))
                    Row(
                        .keys(.home, .end),
                        "Where the menu has them, move to its first or last item; needed only when the arrow keys do not wrap",
                        .bestPractice)
                    Row(
                        .key(.characters),
                        "Where the menu has type-ahead, typing D moves focus to the next item starting with D, such as Duplicate",
                        .bestPractice)
                    Row(.key(.enter), "Runs the item in focus and closes the menu", .wcag(.sc2_1_1))
                    Row(
                        .key(.tab), "Closes the menu and moves focus on to the next control of the page",
                        .wcag(.sc2_1_2))
                }
                ScreenreaderGestures {
                    Row(
                        .keys(.upDownArrows),
                        "Inside the open menu, read each item as focus moves, with no key pressed first to switch modes",
                        .wcag(.sc4_1_2))
                    Row(
                        .command(.nextButton), "Finds the Actions button, read as \(.state(.collapsed))",
                        .wcag(.sc4_1_2))
                }
                ScreenreaderOutput {
                    Row(.name, "Each item is read by its visible label, such as \"Rename\"", .wcag(.sc4_1_2, .sc2_5_3))
                    Row(
                        .role,
                        "Entering the list is read as a \(.role(.menu)); after each item's name comes \(.role(.menuItem))",
                        .wcag(.sc4_1_2))
                    Row(.group, "The item's place is read, such as \"1 of 4\"", .wcag(.sc1_3_1))
                }
                DeviceSettings {
                    Row(.setting(.textResize), "The menu's items grow and none is cut off", .wcag(.sc1_4_4))
                    Row(
                        .setting(.magnification),
                        "At 320 px the open menu fits the width and its focused item is in view",
                        .wcag(.sc1_4_10, .sc2_4_11))
                    Row(
                        .setting(.forcedColors), "The menu's border and the item in focus are visible", .wcag(.sc1_4_11)
                    )
                    Row(.setting(.voiceControl), "Saying \"Click Actions\" opens the menu", .wcag(.sc2_5_3))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The Actions button and the menu's items are each at least 24 by 24 CSS pixels, or are spaced so that a 24-pixel circle centred on each overlaps no other target nor another undersized target's circle",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The Actions button and the menu's items are each at least 44 by 44 CSS pixels, the size WCAG asks for at level AAA",
                        .bestPractice)
                    Row(
                        .tap,
                        "Pressing on a menu item and moving the pointer or finger off it before letting go runs nothing",
                        .wcag(.sc2_5_2))
                }
            }
        }
    }
}
