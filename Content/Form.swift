import A11yPlan

extension BundledCatalog {
    /// A form: fields sent together, with an error summary that takes focus and a review step before paying.
    static var form: Component {
        Component("Form", noun: "a form") {
            Usage(
                "A form collects several fields and sends them together, such as a checkout. Errors are gathered in a summary that takes focus and leads to each field, and a review step comes before any payment or legal commitment."
            )
            Variant(.iOS) {
                HowToTest(given: "I am on a screen with a checkout form that ends with a Review order button") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to move through the form",
                            .see("the focus ring visits each field in the order shown, then the Review order button"),
                            .wcag(.sc2_4_3, .sc2_4_7))
                        ThenWhen(
                            .key(.space), "to choose the Express delivery option",
                            .see("the option is chosen and the screen stays as it was, with nothing sent"),
                            .wcag(.sc3_2_2))
                        ThenWhen(
                            .key(.space), "to press Review order with two fields empty",
                            .see("a summary of the two errors appears at the top and the focus ring is on it"),
                            .wcag(.sc3_3_1, .sc2_4_3))
                        ThenWhen(
                            .key(.space), "to press Review order once every field is valid",
                            .see(
                                "a review screen lists what was entered, with Change buttons and a Place order button, and nothing is charged yet"
                            ),
                            .wcag(.sc3_3_4))
                    }
                    Screenreader {
                        When(
                            .gesture(.swipe), "to the instructions above the form's first field",
                            .hear(
                                "which fields are required, said in words, such as \"required\" or \"optional\" by each label, or \"* marks a required field\", never only by colour, shape or place, such as \"the fields in red\" or \"the boxes on the right\""
                            ), .wcag(.sc1_3_3))
                        ThenWhen(.gesture(.swipe), "to move through the form's fields", .hearOutput)
                        ThenWhen(
                            .gesture(.doubleTap), "to press Review order with two fields empty",
                            .hear("VoiceOver moves to the error summary and reads that there are 2 errors"),
                            .wcag(.sc3_3_1)
                        )
                        ThenWhen(
                            .gesture(.doubleTap), "to activate the first error in the summary",
                            .hear("the field it names, its label and its error message"), .wcag(.sc3_3_1, .sc2_4_3))
                        ThenWhen(
                            .gesture(.doubleTap), "to activate Change next to the address on the review screen",
                            .hear("the address field with what was typed still in it"), .wcag(.sc3_3_4))
                    }
                }
                KeyboardActions {
                    Row(.key(.space), "Moves the focus ring from an error in the summary to its field", .wcag(.sc3_3_1))
                    Row(.key(.shiftTab), "Moves back to the previous field, keeping what was typed", .wcag(.sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(.gesture(.swipeBack), "Reads the previous field with its label and value", .wcag(.sc1_3_2))
                    Row(
                        .gesture(.doubleTap), "Places the order only from the review screen's Place order button",
                        .wcag(.sc3_3_4))
                }
                ScreenreaderOutput {
                    Row(.name, "Each field reads its visible label, such as \"Card number\"", .wcag(.sc1_3_1, .sc2_5_3))
                    Row(.role, "Each text entry is read as a \(.role(.textField))", .wcag(.sc4_1_2))
                    Row(
                        .state,
                        "A field that must be filled says \"required\" in its label or hint, such as \"Email, required\"",
                        .wcag(.sc3_3_2)
                    )
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize),
                        "Labels, typed text and error messages grow, and each error stays next to its field",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.grayscale),
                        "A field in error is marked by an icon and its message, not only by a red border",
                        .wcag(.sc1_4_1))
                    Row(.setting(.voiceControl), "Saying \"Tap Review order\" goes to the review step", .wcag(.sc2_5_3))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "Each field, each option and the Review order button is at least 24 by 24 points, or has that much space around it",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "Each field, each option and the Review order button is at least 44 by 44 points, as Apple recommends",
                        .bestPractice)
                    Row(
                        .tap,
                        "Touching Review order and sliding off it before lifting sends nothing; the form is checked only when the finger lifts on the button",
                        .wcag(.sc2_5_2))
                }
            }
            Variant(.android) {
                HowToTest(given: "I am on a screen with a checkout form that ends with a Review order button") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to move through the form",
                            .see("the highlight goes through the fields in their visible order, then to Review order"),
                            .wcag(.sc2_4_3, .sc2_4_7))
                        ThenWhen(
                            .key(.space), "to choose the Express delivery option",
                            .see("the option is selected and the form stays on screen, with nothing submitted"),
                            .wcag(.sc3_2_2))
                        ThenWhen(
                            .key(.enter), "to press Review order with two fields empty",
                            .see("an error summary appears above the form and the highlight moves to it"),
                            .wcag(.sc3_3_1, .sc2_4_3))
                        ThenWhen(
                            .key(.enter), "to press Review order once every field is valid",
                            .see(
                                "a review screen shows the details with Change buttons and a Place order button; no payment is made yet"
                            ),
                            .wcag(.sc3_3_4))
                    }
                    Screenreader {
                        When(
                            .gesture(.swipe), "to the instructions above the form's first field",
                            .hear(
                                "which fields are required, said in words, such as \"required\" or \"optional\" by each label, or \"* marks a required field\", never only by colour, shape or place, such as \"the fields in red\" or \"the boxes on the right\""
                            ), .wcag(.sc1_3_3))
                        ThenWhen(.gesture(.swipe), "to move through the form's fields", .hearOutput)
                        ThenWhen(
                            .gesture(.doubleTap), "to press Review order with two fields empty",
                            .hear("TalkBack moves to the error summary and says there are 2 errors"), .wcag(.sc3_3_1))
                        ThenWhen(
                            .gesture(.doubleTap), "to activate the first error in the summary",
                            .hear("the field with the error, read with its label and the error's text"),
                            .wcag(.sc3_3_1, .sc2_4_3))
                        ThenWhen(
                            .gesture(.doubleTap), "to activate Change next to the address on the review screen",
                            .hear("the address field again, still holding what was typed"), .wcag(.sc3_3_4))
                    }
                }
                KeyboardActions {
                    Row(.key(.enter), "Takes the highlight from an error in the summary to its field", .wcag(.sc3_3_1))
                    Row(.key(.shiftTab), "Goes back one field without clearing anything", .wcag(.sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(
                        .gesture(.swipeBack), "Reads the field before, with its label and what it holds",
                        .wcag(.sc1_3_2))
                    Row(
                        .gesture(.doubleTap), "Sends the order only from Place order on the review screen",
                        .wcag(.sc3_3_4))
                }
                ScreenreaderOutput {
                    Row(.name, "Each field says its visible label, such as \"Card number\"", .wcag(.sc1_3_1, .sc2_5_3))
                    Row(.role, "Each text entry is announced as an \(.role(.textField))", .wcag(.sc4_1_2))
                    Row(
                        .state, "A field with an error says \"\(.state(.invalid))\" and reads the error's text",
                        .wcag(.sc3_3_1, .sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize), "At the largest font size every label and error message stays readable",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.grayscale), "Fields in error are still told apart by their icon and message",
                        .wcag(.sc1_4_1))
                    Row(.setting(.voiceControl), "Saying \"Tap Review order\" opens the review step", .wcag(.sc2_5_3))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "Each field, each option and the Review order button is at least 24 by 24 dp, or has that much space around it",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "Each field, each option and the Review order button is at least 48 by 48 dp, as Material Design recommends",
                        .bestPractice)
                    Row(
                        .tap,
                        "Touching Review order and sliding off it before lifting sends nothing; the form is checked only when the finger lifts on the button",
                        .wcag(.sc2_5_2))
                }
            }
            Variant(.web) {
                HowToTest(
                    given:
                        "I am on a page with a checkout form under a Checkout heading, ending with a Review order button"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to move through the form",
                            .see("focus moves through the fields in their visual order, then to Review order"),
                            .wcag(.sc2_4_3, .sc2_4_7))
                        ThenWhen(
                            .key(.characters), "to type the first letter of another country in the Country select",
                            .see("the country changes and the page neither reloads nor moves focus"), .wcag(.sc3_2_2))
                        ThenWhen(
                            .key(.enter), "to press Review order with two fields empty",
                            .see("an error summary appears at the top of the form and takes focus"),
                            .wcag(.sc3_3_1, .sc2_4_3))
                        ThenWhen(
                            .key(.enter), "to follow the first link in the error summary",
                            .see("focus moves to the field that error is about"), .wcag(.sc3_3_1, .sc2_4_3))
                        ThenWhen(
                            .key(.space), "to press Review order once every field is valid",
                            .see(
                                "a review page lists the details with Change links and a Place order button, and nothing is charged yet"
                            ),
                            .wcag(.sc3_3_4))
                    }
                    Screenreader {
                        When(
                            .command(.nextLandmark), "to move to the checkout form",
                            .hear("its name, \"Checkout\", and that it is a form landmark"), .bestPractice)
                        ThenWhen(
                            .command(.nextItem), "to read the instructions at the top of the form",
                            .hear(
                                "which fields are required, said in words, such as \"required\" or \"optional\" by each label, or \"* marks a required field\", never only by colour, shape or place, such as \"the fields in red\" or \"the boxes on the right\""
                            ), .wcag(.sc1_3_3))
                        ThenWhen(.command(.nextFormField), "to move through the form's fields", .hearOutput)
                        ThenWhen(
                            .key(.enter), "to press Review order with two fields empty",
                            .hear("the error summary's heading, such as \"There are 2 problems\", then its links"),
                            .wcag(.sc3_3_1))
                        ThenWhen(
                            .command(.nextFormField), "to move to a field that has an error",
                            .hear("its label, \(.state(.invalid)) and its error message"), .wcag(.sc3_3_1, .sc4_1_2))
                    }
                    MobileScreenreader {
                        When(
                            .gesture(.doubleTap), "to press Review order with two fields empty",
                            .hear("the error summary is read first, with a link for each error"), .wcag(.sc3_3_1))
                        ThenWhen(
                            .gesture(.doubleTap), "to follow a link in the error summary",
                            .hear("the field with that error, its label and its message"), .wcag(.sc3_3_1, .sc2_4_3))
                        ThenWhen(
                            .gesture(.doubleTap), "to follow Change on the review page",
                            .hear("the matching field, with what was entered kept"), .wcag(.sc3_3_4))
                    }
                }
                KeyboardActions {
                    Row(.key(.shiftTab), "Moves back to the previous field, keeping its value", .wcag(.sc2_4_3))
                    Row(
                        .key(.enter), "Places the order only from the review page's Place order button", .wcag(.sc3_3_4)
                    )
                }
                ScreenreaderGestures {
                    Row(
                        .command(.nextLink), "Moves through the error summary's links, one per error",
                        .wcag(.sc3_3_1, .sc2_4_4))
                    Row(
                        .command(.nextHeading), "Reaches the error summary's heading and the form's section headings",
                        .wcag(.sc1_3_1))
                }
                ScreenreaderOutput {
                    Row(.name, "Each field is named by its visible label", .wcag(.sc1_3_1, .sc2_5_3))
                    Row(.role, "Each text entry is announced as \(.role(.textField))", .wcag(.sc4_1_2))
                    Row(.state, "A field that must be filled reads \(.state(.required))", .wcag(.sc3_3_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize), "Labels, fields and error messages grow without overlapping",
                        .wcag(.sc1_4_4)
                    )
                    Row(
                        .setting(.magnification),
                        "At 320 px the form is one column and the error summary fits without sideways scrolling",
                        .wcag(.sc1_4_10))
                    Row(
                        .setting(.forcedColors), "Field borders, error icons and the focus indicator stay visible",
                        .wcag(.sc1_4_11))
                    Row(
                        .setting(.voiceControl), "Saying \"Click Review order\" goes to the review page",
                        .wcag(.sc2_5_3))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "Each field, each option and the Review order button is at least 24 by 24 CSS pixels, or has that much space around it; a checkbox or radio button left at the browser's own size and style is exempt",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "Each field, each option and the Review order button is at least 44 by 44 CSS pixels, the larger size recommended for touch",
                        .bestPractice)
                    Row(
                        .tap,
                        "Pressing Review order and moving off it before letting go submits nothing; the form is submitted only on release over the button",
                        .wcag(.sc2_5_2))
                }
            }
        }
    }
}
