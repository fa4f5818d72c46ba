import A11yPlan

extension FixtureCatalog {
    /// A chip, the one component the preview test edits.
    static var chip: Component {
        Component("Chip", noun: "a chip") {
            Usage("A chip is a compact button that filters a list.")
            Variant(.web) {
                HowToTest(given: "I am on a page with a chip") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the chip", .see("a visible focus indicator around the chip"),
                            .wcag(.sc2_4_7))
                    }
                    Screenreader {
                        When(
                            .command(.nextButton), "to reach the chip", .hear("its label and \(.role(.button))"),
                            .wcag(.sc4_1_2))
                    }
                    MobileScreenreader {
                        When(
                            .gesture(.swipe), "to reach the chip", .hear("its label, then \(.role(.button))"),
                            .wcag(.sc4_1_2))
                    }
                }
                KeyboardActions { Row(.key(.space), "Turns the filter on or off", .wcag(.sc2_1_1)) }
                ScreenreaderGestures {
                    Row(.command(.activate), "Turns the filter under the cursor on or off", .wcag(.sc4_1_2))
                }
                ScreenreaderOutput { Row(.name, "The chip's visible label", .wcag(.sc4_1_2)) }
                DeviceSettings { Row(.setting(.textResize), "The label grows with the page", .wcag(.sc1_4_4)) }
            }
            Unavailable(.iOS, "The fixture is a web chip.")
            Unavailable(.android, "The fixture is a web chip.")
        }
    }
}
