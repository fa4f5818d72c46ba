import A11yPlan

extension BundledCatalog {
    /// A checkbox: an option that is ticked or cleared on its own; on the Web, with a partly ticked "Select all".
    static var checkbox: Component {
        Component("Checkbox", noun: "a checkbox") {
            Usage(
                "A checkbox turns one option on or off, independently of the options around it. A \"Select all\" checkbox can stand above a group and shows a partly ticked state when only some of the group are ticked."
            )
            Variant(.iOS) {
                HowToTest(
                    given:
                        "I am on a screen with a checkbox and its label, such as \"Remember me\", and a dimmed checkbox below it"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the checkbox",
                            .see("one focus ring around both the box and its label"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.space), "to tick it", .see("a tick mark appears in the box and focus stays on it"),
                            .wcag(.sc2_1_1, .sc3_2_2))
                        ThenWhen(
                            .key(.space), "to clear it", .see("the tick mark is removed and the box is empty again"),
                            .wcag(.sc2_1_1))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the checkbox", .hearOutput)
                        ThenWhen(
                            .gesture(.doubleTap), "to tick it",
                            .hear(
                                "\(.state(.checked)) or \(.state(.selected)) at once, with no need to move away and back"
                            ),
                            .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to clear it",
                            .hear(
                                "\(.state(.unchecked)), or a word like it such as \"not checked\", at once in place of the ticked state"
                            ),
                            .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.swipe), "to move on to the dimmed checkbox",
                            .hear("its label, whether it is ticked, and \(.state(.disabled))"), .wcag(.sc4_1_2))
                    }
                }
                KeyboardActions {
                    Row(
                        .key(.space),
                        "Ticks or clears the checkbox in focus; no other screen opens and focus does not move",
                        .wcag(.sc2_1_1, .sc3_2_2))
                    Row(
                        .key(.tab), "Moves on to the next control, with the box and its label as one stop",
                        .wcag(.sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(.gesture(.doubleTap), "Toggles the tick, whichever state the box was in", .wcag(.sc4_1_2))
                    Row(
                        .gesture(.touchExplore), "Touching the label text lands on the same element as the box",
                        .wcag(.sc1_3_1))
                }
                ScreenreaderOutput {
                    Row(
                        .name, "The visible label, such as \"Remember me\", is read as its name",
                        .wcag(.sc3_3_2, .sc4_1_2))
                    Row(
                        .role,
                        "It is announced as \(.role(.button)): iOS has no checkbox role, so the state word carries the meaning",
                        .wcag(.sc4_1_2))
                    Row(
                        .state,
                        "A ticked box is read as \(.state(.checked)) or \(.state(.selected)), an empty box as \(.state(.unchecked)) or a word like it, never with no state word; a box that cannot be used is also read as \(.state(.disabled))",
                        .wcag(.sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize),
                        "The label grows and wraps onto more lines while the box stays beside it",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.grayscale),
                        "A ticked box is told apart from an empty one by its tick mark, not by colour",
                        .wcag(.sc1_4_1))
                    Row(
                        .setting(.darkMode),
                        "The outline of an empty box stands out from the background at 3:1 or more",
                        .wcag(.sc1_4_11))
                    Row(.setting(.voiceControl), "Saying \"Tap\" and the visible label ticks the box", .wcag(.sc2_5_3))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The box, or the box and its label where a tap on the label ticks it, is at least 24 by 24 points, or has that much clear space around it",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The area that ticks the box is at least 44 by 44 points, as Apple recommends, though the drawn box may be smaller",
                        .bestPractice)
                    Row(
                        .tap,
                        "Touching the box and sliding the finger well away before lifting leaves it as it was; a plain tap ticks or clears it as the finger lifts",
                        .wcag(.sc2_5_2))
                }
            }
            Variant(.android) {
                HowToTest(
                    given:
                        "I am on a screen with a checkbox and its label, such as \"Remember me\", and a disabled checkbox below it"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the checkbox",
                            .see("a focus highlight around the box and its label"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .keys(.space, .enter), "to tick it", .see("the box fills and shows a tick mark"),
                            .wcag(.sc2_1_1, .sc3_2_2))
                        ThenWhen(
                            .keys(.space, .enter), "to clear it", .see("the box is outlined and empty again"),
                            .wcag(.sc2_1_1))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the checkbox", .hearOutput)
                        ThenWhen(
                            .gesture(.doubleTap), "to tick it", .hear("\"\(.state(.checked))\" straight after the tap"),
                            .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to clear it",
                            .hear("\"\(.state(.unchecked))\" straight after the tap"),
                            .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.swipe), "to move on to the disabled checkbox",
                            .hear("its label, \(.role(.checkbox)), whether it is ticked, and \(.state(.disabled))"),
                            .wcag(.sc4_1_2))
                    }
                }
                KeyboardActions {
                    Row(
                        .keys(.space, .enter),
                        "Toggles the focused checkbox without moving focus or leaving the screen",
                        .wcag(.sc2_1_1, .sc3_2_2))
                    Row(.key(.shiftTab), "Moves back to the control before the checkbox", .wcag(.sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(.gesture(.doubleTap), "Changes the tick and TalkBack says the new state", .wcag(.sc4_1_2))
                    Row(
                        .gesture(.touchExplore),
                        "Touching the label reads the checkbox, as label and box are one element",
                        .wcag(.sc1_3_1))
                }
                ScreenreaderOutput {
                    Row(.name, "Its name is the visible label next to the box", .wcag(.sc3_3_2, .sc4_1_2))
                    Row(.role, "It is announced as \(.role(.checkbox))", .wcag(.sc4_1_2))
                    Row(
                        .state,
                        "Its state is read as \"\(.state(.checked))\" or \"\(.state(.unchecked))\", and a checkbox that cannot be used also as \"\(.state(.disabled))\"",
                        .wcag(.sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize), "At the largest font size the label wraps and is never cut off",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.grayscale), "The tick mark, not only the fill colour, shows that the box is ticked",
                        .wcag(.sc1_4_1))
                    Row(
                        .setting(.darkMode), "The empty box's outline keeps 3:1 contrast against the dark background",
                        .wcag(.sc1_4_11))
                    Row(.setting(.voiceControl), "Saying \"Tap\" and the label toggles the checkbox", .wcag(.sc2_5_3))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The box with its label, which ticks the box when tapped, is at least 24 by 24 dp, or has that much clear space around it",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The area that ticks the box is at least 48 by 48 dp, as Material Design recommends, though the drawn box is smaller",
                        .bestPractice)
                    Row(
                        .tap,
                        "Touching the checkbox and sliding the finger off it before lifting leaves it as it was; a plain tap ticks or clears it as the finger lifts",
                        .wcag(.sc2_5_2))
                }
            }
            Variant(.web) {
                HowToTest(
                    given:
                        "I am on a page with a group of checkboxes under a \"Select all\" checkbox; the group has a hint, and its last checkbox is disabled"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the Select all checkbox",
                            .see("a visible focus indicator around its box"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.space), "to tick Select all",
                            .see("every checkbox of the group is ticked as well, except the disabled one"),
                            .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.tab), "to move into the group", .see("focus moves to the group's first checkbox"),
                            .wcag(.sc2_4_3))
                        ThenWhen(
                            .key(.space), "to clear one checkbox of the group",
                            .see("Select all changes from a tick to a dash, its partly ticked look"), .wcag(.sc1_3_1))
                    }
                    Screenreader {
                        When(.command(.nextCheckbox), "to reach the Select all checkbox", .hearOutput)
                        ThenWhen(
                            .key(.space), "to tick Select all", .hear("\(.state(.checked)) for Select all"),
                            .wcag(.sc4_1_2))
                        ThenWhen(
                            .command(.nextCheckbox), "to reach the first checkbox of the group",
                            .hear(
                                "the group's legend and its hint, then the checkbox's label and \(.state(.checked)), as Select all ticked it"
                            ), .wcag(.sc1_3_1, .sc3_3_2, .sc4_1_2))
                        ThenWhen(
                            .key(.space), "to clear that checkbox",
                            .hear("\(.state(.unchecked)) for that checkbox"),
                            .wcag(.sc4_1_2))
                        ThenWhen(
                            .key(.shiftTab), "to move back to Select all",
                            .hear("\(.state(.mixed)) for Select all"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .command(.nextItem), "to read on through the group to its last checkbox",
                            .hear("its label, \(.state(.unchecked)) and \(.state(.disabled))"), .wcag(.sc4_1_2))
                    }
                    MobileScreenreader {
                        When(
                            .gesture(.swipe), "to reach the Select all checkbox",
                            .hear("\"Select all\", \(.role(.checkbox)) and whether it is ticked"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to tick Select all",
                            .hear("the new ticked state of Select all"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.swipe), "to move to a checkbox of the group",
                            .hear("the group's name the first time, then the checkbox's label and its ticked state"),
                            .wcag(.sc1_3_1))
                        ThenWhen(
                            .gesture(.doubleTap), "to clear that checkbox",
                            .hear("that the checkbox is no longer ticked"), .wcag(.sc4_1_2))
                    }
                }
                KeyboardActions {
                    Row(
                        .key(.space),
                        "Toggles the focused checkbox; on a partly ticked Select all it ticks the whole group",
                        .wcag(.sc2_1_1))
                    Row(
                        .key(.tab), "Moves from Select all to each checkbox of the group in turn, in reading order",
                        .wcag(.sc2_4_3))
                    Row(.key(.enter), "Does not toggle a checkbox; in a form it may submit the form", .bestPractice)
                }
                ScreenreaderGestures {
                    Row(
                        .command(.nextCheckbox), "Jumps from checkbox to checkbox, reading each label and state",
                        .wcag(.sc1_3_1))
                    Row(
                        .command(.activate), "Toggles the checkbox under the screen reader's cursor, as a click would",
                        .wcag(.sc4_1_2))
                }
                ScreenreaderOutput {
                    Row(
                        .name, "Each box is named by the text beside it, such as \"Select all\"",
                        .wcag(.sc3_3_2, .sc4_1_2))
                    Row(.role, "It is announced as \(.role(.checkbox))", .wcag(.sc4_1_2))
                    Row(
                        .group,
                        "The group's legend, such as \"Toppings\", and its hint or error message are read when focus first enters the group",
                        .wcag(.sc1_3_1, .sc3_3_1, .sc3_3_2))
                    Row(
                        .state,
                        "The Select all box is read as \(.state(.mixed)) while only some of the group are ticked, and a checkbox that cannot be used as \(.state(.disabled))",
                        .wcag(.sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize), "The boxes and labels grow together and no label is cut off",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.magnification),
                        "At 320 px every label wraps beside its box with no sideways scrolling",
                        .wcag(.sc1_4_10))
                    Row(
                        .setting(.forcedColors),
                        "The box borders, the ticks and the dash of \"Select all\" stay visible",
                        .bestPractice)
                    Row(.setting(.textSpacing), "No label overlaps its box or the next checkbox", .wcag(.sc1_4_12))
                    Row(.setting(.voiceControl), "Saying \"Click\" and a label toggles that checkbox", .wcag(.sc2_5_3))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "Each checkbox, counting its label where a click on the label ticks it, is at least 24 by 24 CSS pixels, or spaced so that a 24-pixel circle centred on it overlaps no other target; a box left at the browser's own size and style is exempt",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize, "Each box with its label is at least 44 by 44 CSS pixels", .bestPractice
                    )
                    Row(
                        .tap,
                        "Pressing on a checkbox and moving the pointer off it before letting go leaves it as it was; it is ticked or cleared on release",
                        .wcag(.sc2_5_2))
                }
            }
        }
    }
}
