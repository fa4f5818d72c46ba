import A11yPlan

extension BundledCatalog {
    /// A banner: an inline message at the top of a screen or page, read as a status or alert without moving focus.
    static var banner: Component {
        Component("Banner", noun: "a banner") {
            Usage(
                "A banner is a message across the top of a screen or page, such as \"Couldn't save. Check your connection.\", that stays until it is dismissed or the problem is solved. It is read without moving focus and has a Dismiss button and sometimes one action. On the Web it is not the `banner` landmark, which is the page header."
            )
            Variant(.iOS) {
                HowToTest(given: "I am on a form screen where a failed save shows a banner at the top") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the Save button",
                            .see("the focus ring is on Save"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.space), .see("the banner appears at the top and the focus ring stays on Save"),
                            .wcag(.sc4_1_3))
                        ThenWhen(
                            .key(.shiftTab), "until the banner is reached",
                            .see("the focus ring is on the banner's Dismiss button"), .wcag(.sc2_1_1, .sc2_4_3))
                        ThenWhen(
                            .key(.space), "to press Dismiss",
                            .see("the banner closes, the form moves back up and the focus ring is on its first field"),
                            .wcag(.sc2_4_3))
                    }
                    Screenreader {
                        When(
                            .gesture(.swipe), "to reach the Save button", .hear("\"Save\" and \(.role(.button))"),
                            .wcag(.sc4_1_2))
                        ThenWhen(.gesture(.doubleTap), "to save the form", .hearOutput)
                        ThenWhen(
                            .gesture(.swipeBack), "until the banner is reached",
                            .hear(
                                "\"Dismiss\" and \(.role(.button)) first, then the banner's message, as swiping left goes backwards"
                            ),
                            .wcag(.sc1_3_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to activate Dismiss",
                            .hear("the element below where the banner was, not the screen's first item"),
                            .wcag(.sc2_4_3))
                    }
                }
                KeyboardActions {
                    Row(.key(.shiftTab), "Goes back from the form to the banner's controls", .wcag(.sc2_1_1))
                    Row(.key(.space), "On Dismiss, removes the banner for good", .wcag(.sc2_1_1))
                }
                ScreenreaderGestures {
                    Row(
                        .gesture(.touchExplore),
                        "Touching the banner reads its icon's meaning, such as Error, with the message",
                        .wcag(.sc1_1_1))
                    Row(.gesture(.swipe), "Moves from the message to Dismiss, then into the form", .wcag(.sc1_3_2))
                    Row(.gesture(.doubleTap), "On the banner's Try again action, retries the save", .wcag(.sc4_1_2))
                }
                ScreenreaderOutput {
                    Row(
                        .name, "The message \"Couldn't save. Check your connection.\" is announced once as it appears",
                        .wcag(.sc4_1_3))
                    Row(
                        .role, "The Dismiss button is read as \(.role(.button)), named for what it closes",
                        .wcag(.sc4_1_2))
                    Row(.group, "The cursor stays on Save while VoiceOver reads the banner's message", .wcag(.sc4_1_3))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize),
                        "The banner grows taller and pushes the form down instead of covering it",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.grayscale), "The banner's words and icon still say it is an error without its red",
                        .wcag(.sc1_4_1))
                    Row(
                        .setting(.darkMode), "The message, the icon and Dismiss keep enough contrast on the banner",
                        .wcag(.sc1_4_3, .sc1_4_11))
                    Row(
                        .setting(.orientation), "In landscape the banner's message and Dismiss both stay visible",
                        .wcag(.sc1_3_4))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "Dismiss and Try again each have a target of at least 24 by 24 points, or are spaced so that a 24-point circle centred on each overlaps no other target nor another undersized target's circle",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "Dismiss and Try again each have a target of at least 44 by 44 points, as Apple's guidelines recommend",
                        .bestPractice)
                    Row(
                        .tap,
                        "Touching Dismiss and sliding the finger well away from it before lifting leaves the banner in place",
                        .wcag(.sc2_5_2))
                }
            }
            Variant(.android) {
                HowToTest(given: "I am on a form screen where a failed save shows a banner at the top") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the Save button",
                            .see("a focus highlight on Save"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .keys(.enter, .space),
                            .see("the banner slides in at the top while Save keeps the highlight"),
                            .wcag(.sc4_1_3))
                        ThenWhen(
                            .key(.shiftTab), "until the banner is reached",
                            .see("the banner's Dismiss button is highlighted"), .wcag(.sc2_1_1, .sc2_4_3))
                        ThenWhen(
                            .keys(.enter, .space), "to press Dismiss",
                            .see("the banner goes and the highlight moves to the form's first field"), .wcag(.sc2_4_3))
                    }
                    Screenreader {
                        When(
                            .gesture(.swipe), "to reach the Save button", .hear("\"Save\" and \(.role(.button))"),
                            .wcag(.sc4_1_2))
                        ThenWhen(.gesture(.doubleTap), "to save the form", .hearOutput)
                        ThenWhen(
                            .gesture(.swipeBack), "until the banner is reached",
                            .hear("the Dismiss button first and then the message, as swiping left goes backwards"),
                            .wcag(.sc1_3_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to activate Dismiss",
                            .hear("the content below where the banner was, with TalkBack on it"), .wcag(.sc2_4_3))
                    }
                }
                KeyboardActions {
                    Row(.key(.shiftTab), "Reaches the banner's Dismiss button from the form below", .wcag(.sc2_1_1))
                    Row(.keys(.enter, .space), "On Dismiss, closes the banner", .wcag(.sc2_1_1))
                }
                ScreenreaderGestures {
                    Row(
                        .gesture(.touchExplore),
                        "Touching the banner's icon reads Error or Warning, or nothing if decorative",
                        .wcag(.sc1_1_1))
                    Row(
                        .gesture(.doubleTap), "On Try again, retries the save and the banner updates",
                        .wcag(.sc4_1_2, .sc4_1_3))
                }
                ScreenreaderOutput {
                    Row(.name, "The banner's message is announced as it appears (a live region)", .wcag(.sc4_1_3))
                    Row(
                        .role, "The Dismiss and Try again buttons are each read with \(.role(.button))", .wcag(.sc4_1_2)
                    )
                    Row(.group, "The focus does not leave Save when TalkBack reads the banner", .wcag(.sc4_1_3))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize),
                        "At the largest font size the banner's message wraps and its buttons stay visible",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.grayscale), "An error banner is still told from an information one by its words",
                        .wcag(.sc1_4_1))
                    Row(
                        .setting(.darkMode), "The banner's text keeps enough contrast in the dark theme",
                        .wcag(.sc1_4_3))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "Dismiss and Try again each have a target of at least 24 by 24 dp, or are spaced so that a circle 24 dp across centred on each overlaps no other target nor another undersized target's circle",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "Dismiss and Try again each have a target of at least 48 by 48 dp, as Material Design recommends",
                        .bestPractice)
                    Row(
                        .tap,
                        "Touching Dismiss and sliding the finger off it before lifting leaves the banner in place",
                        .wcag(.sc2_5_2))
                }
            }
            Variant(.web) {
                HowToTest(given: "I am on a form page where a failed save shows a banner at the top") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the Save button",
                            .see("a visible focus indicator on Save"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .keys(.enter, .space), .see("the banner appears above the form and focus stays on Save"),
                            .wcag(.sc4_1_3))
                        ThenWhen(
                            .key(.shiftTab), "until the banner is reached",
                            .see(
                                "focus passes back through the form's fields, then reaches the banner's Dismiss button"),
                            .wcag(.sc2_1_1, .sc2_4_3))
                        ThenWhen(
                            .keys(.enter, .space), "to press Dismiss",
                            .see("the banner is removed and focus is on the form's heading or first field, not lost"),
                            .wcag(.sc2_4_3))
                    }
                    Screenreader {
                        When(
                            .key(.tab), "to reach the Save button", .hear("\"Save\" and \(.role(.button))"),
                            .wcag(.sc4_1_2)
                        )
                        ThenWhen(.keys(.enter, .space), "to save the form", .hearOutput)
                        ThenWhen(
                            .key(.shiftTab), "until the banner's button is reached",
                            .hear("\"Dismiss\" and \(.role(.button)), named so it is clear what it closes"),
                            .wcag(.sc2_4_6, .sc4_1_2))
                    }
                    MobileScreenreader {
                        When(
                            .gesture(.swipe), "to reach the Save button", .hear("\"Save\" and \(.role(.button))"),
                            .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to save the form",
                            .hear("the banner's message, while the screen reader stays on Save"), .wcag(.sc4_1_3))
                        ThenWhen(
                            .gesture(.swipeBack), "until the banner is reached",
                            .hear(
                                "the Dismiss button first and then the message, as swiping left runs against reading order"
                            ),
                            .wcag(.sc1_3_2))
                    }
                }
                KeyboardActions {
                    Row(.key(.shiftTab), "Moves back from the form to the banner's Dismiss button", .wcag(.sc2_1_1))
                    Row(
                        .keys(.enter, .space), "On Dismiss, removes the banner and puts focus on the form",
                        .wcag(.sc2_1_1))
                }
                ScreenreaderGestures {
                    Row(
                        .command(.nextItem), "Reads the banner's message before the form, in the order shown",
                        .wcag(.sc1_3_2))
                    Row(
                        .command(.nextGraphic), "Finds the banner's icon named Error, or skips it when decorative",
                        .wcag(.sc1_1_1))
                }
                ScreenreaderOutput {
                    Row(.name, "The banner's message is read once, right after Save is pressed", .wcag(.sc4_1_3))
                    Row(
                        .role,
                        "An error banner (role alert) is read at once, with the word \(.role(.alert)); an update (role status) is read politely",
                        .wcag(.sc4_1_3))
                    Row(.group, "The screen reader's focus is still on Save after the message", .wcag(.sc4_1_3))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize), "The banner's text grows and its buttons are not cut off",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.magnification),
                        "At 320 px the banner wraps within the width and is not fixed over the form",
                        .wcag(.sc1_4_10, .sc2_4_11))
                    Row(
                        .setting(.textSpacing), "The message keeps all its words visible with wider spacing",
                        .wcag(.sc1_4_12))
                    Row(.setting(.forcedColors), "The banner's edge, icon and Dismiss stay visible", .wcag(.sc1_4_11))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "Dismiss and any action button in the banner are each at least 24 by 24 CSS pixels, or are spaced so that a 24-pixel circle centred on each overlaps no other target nor another undersized target's circle",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "Dismiss and any action button in the banner are each at least 44 by 44 CSS pixels, the size WCAG asks for at level AAA",
                        .bestPractice)
                    Row(
                        .tap,
                        "Pressing on Dismiss and moving the pointer or finger off it before letting go leaves the banner in place",
                        .wcag(.sc2_5_2))
                }
            }
        }
    }
}
