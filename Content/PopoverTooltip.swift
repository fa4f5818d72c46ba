import A11yPlan

extension BundledCatalog {
    /// A popover tooltip (inline tip): the reference page on iOS, with Android and Web plans.
    static let popoverTooltip = Component("Popover tooltip") {
        Usage(
            "A popover tooltip or inline tip is a transient view that appears above other content when people click or tap a control or interactive area."
        )
        Variant(.iOS) {
            HowToTest(given: "I am on a screen with a popover tooltip") {
                KeyboardOnly {
                    When(
                        .keys(.arrowKeys, .ctrlTab),
                        "to move focus to a button",
                        .see("focus is visually indicated (strongly if high contrast enabled)")
                    )
                    ThenWhen(.key(.space), .see("the options are available"))
                    ThenWhen(
                        .keys(.ctrlTab, .arrowKey).phrased("the ctrl + tab key or arrow key"),
                        .see("the popover is toggled open/closed")
                    )
                    OrWhen(.key(.escape), .see("the popover closed"))
                }
                Screenreader {
                    When(.gesture(.swipe), "to focus on a button", .hearOutput)
                    ThenWhen(
                        .gesture(.doubleTap), "with the button in focus", .hear("the popover is toggled open/closed"))
                }
            }
            KeyboardActions {
                Row(.keys(.arrowKeys, .ctrlTab), "Focus visibly moves to the button")
                Row(.key(.space), "Expands/collapses popover")
                Row(.key(.escape), "Closes the popover")
            }
            ScreenreaderGestures {
                Row(.gesture(.swipe), "Focus moves to the button, expresses its name, role")
                Row(.gesture(.doubleTap), "Button displays popover")
                Row(.gesture(.swipeAgain), "Browses popover")
            }
            ScreenreaderOutput {
                Output.control(.button, on: .iOS, states: [.expanded])
            }
            DeviceSettings {
                Row(
                    .setting(.textResize).phrased("Text resize"),
                    "Text can resize up to 200% without losing information")
                Row(.setting(.increasedContrast).phrased("Increased contrast"), "Focus outline becomes high contrast")
            }
        }
        Variant(.android) {
            HowToTest(given: "I am on a screen with a popover tooltip") {
                KeyboardOnly {
                    When(.keys(.tab, .arrowKeys), "to move focus to the button", .see("a clear focus indicator on it"))
                    ThenWhen(.keys(.enter, .space), .see("the popover opens next to the button"))
                    ThenWhen(.key(.tab), .see("focus moves into the popover and stays in view"))
                    OrWhen(.key(.escape), .see("the popover closes and focus returns to the button"))
                }
                Screenreader {
                    When(.gesture(.swipe), "to reach the button", .hearOutput)
                    ThenWhen(.gesture(.doubleTap), "while the button has focus", .hear("the popover opened or closed"))
                    ThenWhen(.gesture(.dismiss), .hear("the popover closed and focus is back on the button"))
                }
            }
            KeyboardActions {
                Row(.keys(.tab, .arrowKeys), "Focus moves to the button and is clearly visible")
                Row(.keys(.enter, .space), "Opens or closes the popover")
                Row(.key(.escape), "Closes the popover and returns focus to the button")
            }
            ScreenreaderGestures {
                Row(.gesture(.swipe), "Focus moves to the button; its name and role are read")
                Row(.gesture(.doubleTap), "The popover opens")
                Row(.gesture(.swipeAgain), "Moves through the popover's content")
                Row(.gesture(.dismiss), "Closes the popover")
            }
            ScreenreaderOutput {
                Output.control(.button, on: .android, states: [.expanded, .collapsed])
            }
            DeviceSettings {
                Row(
                    .setting(.textResize), "Text in the popover grows with the largest font size and nothing is cut off"
                )
                Row(.setting(.increasedContrast), "Popover text keeps a strong contrast against its background")
                Row(.setting(.reduceMotion), "The popover appears without a sliding or fading animation")
            }
        }
        Variant(.web) {
            HowToTest(given: "I am on a page with a popover tooltip") {
                KeyboardOnly {
                    When(.key(.tab), "to move focus to the button", .see("a visible focus indicator on the button"))
                    ThenWhen(.keys(.enter, .space), .see("the popover opens next to the button"))
                    ThenWhen(.key(.tab), .see("focus moves into the popover or on to the next control"))
                    OrWhen(.key(.escape), .see("the popover closes and focus stays on the button"))
                }
                Screenreader {
                    When(.key(.tab), "to move focus to the button", .hearOutput)
                    ThenWhen(.keys(.enter, .space), .hear("the button's state changes to \(.state(.expanded))"))
                    OrWhen(.key(.escape), .hear("the button's state changes to \(.state(.collapsed))"))
                }
            }
            KeyboardActions {
                Row(.key(.tab), "Focus moves to the button with a visible indicator")
                Row(.keys(.enter, .space), "Opens or closes the popover")
                Row(.key(.escape), "Closes the popover; focus stays on the button")
            }
            ScreenreaderGestures {
                Row(.key(.tab), "Focus moves to the button; its name, role and state are read")
                Row(.keys(.enter, .space), "The popover opens and its state is read as \(.state(.expanded))")
                Row(.key(.escape), "The popover closes and its state is read as \(.state(.collapsed))")
            }
            ScreenreaderOutput {
                Output.control(.button, on: .web, states: [.expanded, .collapsed])
            }
            DeviceSettings {
                Row(.setting(.textResize), "Text in the popover grows to 200% and nothing overlaps or is cut off")
                Row(.setting(.magnification), "The popover fits a 320 px wide viewport without scrolling sideways")
                Row(.setting(.forcedColors), "The popover's border and the focus indicator stay visible")
            }
        }
    }
}
