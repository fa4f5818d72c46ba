import A11yPlan

extension BundledCatalog {
    /// A form group: related fields under one name, such as an address, with a group error and a copy option.
    static var formGroup: Component {
        Component("Form group", noun: "a form group") {
            Usage(
                "A form group gathers related fields under one name, such as the fields of a shipping address. The name is read with the fields, an error about the group is told once for all of them, and a \"Same as billing address\" option saves entering the same address twice."
            )
            Variant(.iOS) {
                HowToTest(
                    given: "I am on a screen with a form group for the shipping address, after the billing address"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the Same as billing address switch",
                            .see("the focus ring is on the switch at the top of the shipping address group"),
                            .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.space), "to turn the switch on",
                            .see("the shipping fields show the billing address, so nothing has to be typed again"),
                            .wcag(.sc2_1_1, .sc3_3_7))
                        ThenWhen(
                            .key(.tab), "to move into the group's fields",
                            .see("the focus ring goes through the shipping fields in the order they are shown"),
                            .wcag(.sc2_4_3))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the shipping address group", .hearOutput)
                        ThenWhen(
                            .gesture(.doubleTap), "to turn on the Same as billing address switch",
                            .hear(
                                "the switch now reads \(.state(.on)) and the billing address appears in the shipping fields"
                            ),
                            .wcag(.sc3_3_7, .sc4_1_2))
                        ThenWhen(
                            .gesture(.swipe),
                            "to move to the group's error after submitting the form with an empty street",
                            .hear(
                                "the group's error, such as \"Enter the street of the shipping address\", before its fields"
                            ),
                            .wcag(.sc3_3_1))
                    }
                }
                KeyboardActions {
                    Row(
                        .key(.space), "Turns Same as billing address off and gives back empty shipping fields",
                        .wcag(.sc2_1_1))
                    Row(.key(.shiftTab), "Moves back from the first shipping field to the switch", .wcag(.sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(
                        .gesture(.swipeByRotor).phrased("swipe up or down with the rotor set to Headings"),
                        "Moves from the billing group's heading to the shipping group's",
                        .wcag(.sc1_3_1, .sc2_4_6))
                    Row(
                        .gesture(.swipe), "Moves from the group's error to the field it is about",
                        .wcag(.sc3_3_1, .sc1_3_2))
                }
                ScreenreaderOutput {
                    Row(
                        .name, "The group's title, such as \"Shipping address\", is read before its first field",
                        .wcag(.sc1_3_1))
                    Row(.role, "The group's title is read as a \(.role(.heading))", .wcag(.sc1_3_1))
                    Row(
                        .group, "The switch reads its label, \(.role(.toggle)) and \(.state(.off)) or \(.state(.on))",
                        .wcag(.sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize), "The group title, the field labels and the error wrap and stay readable",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.grayscale), "The group's error is shown with an icon and words, not only in red",
                        .wcag(.sc1_4_1))
                    Row(
                        .setting(.orientation), "In landscape every field of the group can be reached and filled",
                        .wcag(.sc1_3_4))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The Same as billing address switch and each field of the group are at least 24 by 24 points, or have that much space around them",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The Same as billing address switch and each field of the group are at least 44 by 44 points, as Apple recommends",
                        .bestPractice)
                }
            }
            Variant(.android) {
                HowToTest(
                    given: "I am on a screen with a form group for the shipping address, after the billing address"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the Same as billing address checkbox",
                            .see("a focus highlight on the checkbox at the top of the shipping address group"),
                            .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.space), "to tick the checkbox",
                            .see(
                                "the shipping fields are filled with the billing address, and nothing needs typing again"
                            ),
                            .wcag(.sc2_1_1, .sc3_3_7))
                        ThenWhen(
                            .key(.tab), "to move into the group's fields",
                            .see("the highlight moves through the shipping fields in their visible order"),
                            .wcag(.sc2_4_3))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the shipping address group", .hearOutput)
                        ThenWhen(
                            .gesture(.doubleTap), "to tick the Same as billing address checkbox",
                            .hear(
                                "\"\(.state(.checked))\", and the shipping fields now hold the billing address"
                            ),
                            .wcag(.sc3_3_7, .sc4_1_2))
                        ThenWhen(
                            .gesture(.swipe),
                            "to move to the group's error after submitting the form with an empty street",
                            .hear(
                                "the error for the group, such as \"Enter the street of the shipping address\", then the fields"
                            ),
                            .wcag(.sc3_3_1))
                    }
                }
                KeyboardActions {
                    Row(
                        .key(.space), "Unticks the checkbox and leaves the shipping fields empty to fill in",
                        .wcag(.sc2_1_1))
                    Row(.key(.shiftTab), "Returns from the first shipping field to the checkbox", .wcag(.sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(
                        .gesture(.swipeByRotor).phrased("swipe up or down with the reading control set to Headings"),
                        "Jumps from one address group's heading to the next",
                        .wcag(.sc1_3_1, .sc2_4_6))
                    Row(
                        .gesture(.swipe), "Goes from the group's error to the field that has to be fixed",
                        .wcag(.sc3_3_1, .sc1_3_2))
                }
                ScreenreaderOutput {
                    Row(
                        .name, "The group's title, such as \"Shipping address\", comes before its first field",
                        .wcag(.sc1_3_1))
                    Row(.role, "The group's title is announced as a \(.role(.heading))", .wcag(.sc1_3_1))
                    Row(
                        .group,
                        "A field with an error reads its label, then \"\(.state(.invalid))\" and the error's text",
                        .wcag(.sc3_3_1, .sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize),
                        "At the largest font size labels, fields and the group error stay readable",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.grayscale), "The group's error still stands out by its icon and text without red",
                        .wcag(.sc1_4_1))
                    Row(
                        .setting(.orientation), "In landscape the whole group can be scrolled to and filled in",
                        .wcag(.sc1_3_4))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The Same as billing address checkbox and each field of the group are at least 24 by 24 dp, or have that much space around them",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The Same as billing address checkbox and each field of the group are at least 48 by 48 dp, as Material Design recommends",
                        .bestPractice)
                    Row(
                        .tap,
                        "Touching the checkbox or its label and sliding off before lifting leaves it unticked; it is ticked only when the finger lifts on it",
                        .wcag(.sc2_5_2))
                }
            }
            Variant(.web) {
                HowToTest(given: "I am on a page with a form group for the shipping address, after the billing address")
                {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the Same as billing address checkbox",
                            .see("a visible focus indicator on the checkbox inside the shipping address group"),
                            .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.space), "to tick the checkbox",
                            .see(
                                "the shipping fields are filled in with the billing address, or hidden with a note that the billing address will be used"
                            ),
                            .wcag(.sc2_1_1, .sc3_3_7))
                        ThenWhen(
                            .key(.tab), "to move into the group's fields",
                            .see("focus moves through the shipping fields in their visual order"), .wcag(.sc2_4_3))
                    }
                    Screenreader {
                        When(.key(.tab), "to move into the shipping address group", .hearOutput)
                        ThenWhen(
                            .key(.space), "to tick the Same as billing address checkbox",
                            .hear("\(.state(.checked)), and the filled shipping fields read the billing address"),
                            .wcag(.sc3_3_7, .sc4_1_2))
                        ThenWhen(
                            .command(.nextFormField),
                            "to move to the group's first field after submitting the form with an empty street",
                            .hear(
                                "the group's error, such as \"Enter the street of the shipping address\", with the field"
                            ),
                            .wcag(.sc3_3_1))
                    }
                    MobileScreenreader {
                        When(
                            .gesture(.swipe), "to move to the first shipping field",
                            .hear("the group's name, \"Shipping address\", with the field's label"), .wcag(.sc1_3_1))
                        ThenWhen(
                            .gesture(.doubleTap), "to tick the Same as billing address checkbox",
                            .hear("the checkbox reads \(.state(.checked))"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.swipe), "to move to a field with an error",
                            .hear(
                                "the field's label and its error message read together, with \(.state(.invalid)) where the screen reader speaks that state"
                            ),
                            .wcag(.sc3_3_1, .sc4_1_2))
                    }
                }
                KeyboardActions {
                    Row(.key(.space), "Unticks the checkbox and brings back empty shipping fields", .wcag(.sc2_1_1))
                    Row(.key(.shiftTab), "Moves back from the first shipping field to the checkbox", .wcag(.sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(
                        .command(.nextFormField), "Moves field by field, naming the group when focus enters it",
                        .wcag(.sc1_3_1))
                    Row(
                        .command(.nextCheckbox), "Reaches the Same as billing address checkbox and reads its state",
                        .wcag(.sc4_1_2))
                }
                ScreenreaderOutput {
                    Row(.name, "The group is named by its visible legend, \"Shipping address\"", .wcag(.sc1_3_1))
                    Row(.role, "It is announced as a \(.role(.group)) when focus enters it", .wcag(.sc1_3_1))
                    Row(
                        .group,
                        "The legend is read once as focus enters the group, with its first field, and need not be repeated on every field",
                        .wcag(.sc1_3_1))
                    Row(
                        .state, "The checkbox reads \(.state(.unchecked)) until it is ticked",
                        .wcag(.sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize), "The legend, labels and error grow and none of them overlaps a field",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.magnification),
                        "At 320 px the fields stack in one column, each with its label above it",
                        .wcag(.sc1_4_10))
                    Row(
                        .setting(.forcedColors), "The checkbox, the field borders and the error icon stay visible",
                        .wcag(.sc1_4_11))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The checkbox, counting its label where a click on the label ticks it, and each field of the group are at least 24 by 24 CSS pixels, or have that much space around them; a checkbox left at the browser's own size and style is exempt",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The checkbox, counting its clickable label, and each field of the group are at least 44 by 44 CSS pixels, the larger size recommended for touch",
                        .bestPractice)
                    Row(
                        .tap,
                        "Pressing the checkbox or its label and moving off both before letting go leaves it unticked; it is ticked only on release over it",
                        .wcag(.sc2_5_2))
                }
            }
        }
    }
}
