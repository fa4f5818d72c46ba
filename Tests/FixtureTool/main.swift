// A catalog of its own for the Python tests: the real command-line tool over components whose every
// free-text field is hostile, plus plain ones, so outside parsers can check each export format.
import A11yPlan
import A11yPlanCLI
import Content

let hostile =
    #"He said "hi", then | ""\" # @ =cmd|' /C calc'!A0 <script>alert(1)</script>"#
    + "\nsecond line\t-1+1 `tick` ; 'single'"

let text = Phrase(hostile)

let hostileComponent = Component("Hostile", noun: hostile, id: "hostile") {
    Usage(hostile)
    for platform in [Platform.web, .iOS] {
        Variant(platform) {
            HowToTest(given: text) {
                KeyboardOnly {
                    When(.key(.tab).phrased(hostile), text, .see(text))
                    ThenWhen(.key(.enter), .hear(text))
                }
                Screenreader {
                    When(.key(.tab).phrased("=" + hostile), text, .hearOutput)
                    OrWhen(.key(.escape), .hear(Phrase("@" + hostile)))
                }
                if platform == .web {
                    MobileScreenreader {
                        When(.gesture(.swipe).phrased("-" + hostile), text, .hearOutput)
                        ThenWhen(.gesture(.doubleTap), .hear(Phrase("=" + hostile)))
                    }
                }
            }
            KeyboardActions { Row(.key(.space).phrased("+" + hostile), Phrase("-" + hostile)) }
            ScreenreaderGestures { Row(.gesture(.swipe).phrased(hostile), text) }
            ScreenreaderOutput {
                Row(.name, text)
                Row(.role, Phrase("=" + hostile))
            }
            DeviceSettings { Row(.setting(.textResize).phrased(hostile), text) }
        }
    }
}

let plainButton = Component("Plain button", noun: "a plain button") {
    Usage("A button that does one thing.")
    Variant(.web) {
        HowToTest(given: "I am on a page with a plain button") {
            KeyboardOnly {
                When(.key(.tab), "to reach the button", .see("a visible focus indicator"))
                ThenWhen(.keys(.enter, .space), .see("the action runs"))
            }
            Screenreader {
                When(.key(.tab), "to reach the button", .hearOutput)
            }
        }
        KeyboardActions { Row(.keys(.enter, .space), "Runs the action") }
        ScreenreaderOutput {
            Row(.name, "Its label says what it does")
            Row(.role, "It identifies itself as a \(.role(.button))")
        }
        DeviceSettings { Row(.setting(.textResize), "The label grows and stays whole") }
    }
}

let catalog = Catalog(
    name: "Fixture catalog",
    version: "9.9.9",
    components: [hostileComponent, plainButton] + BundledCatalog.components
)
await CommandLineTool(catalog: catalog, name: "a11yplan-fixtures").main()
