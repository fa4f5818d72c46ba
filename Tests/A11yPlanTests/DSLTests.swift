import Foundation
import Testing

@testable import A11yPlan

@Suite struct DSLTests {
    static let startLine = #line + 1
    static let sample = Component("Icon button", noun: "an icon button") {
        Usage("An *icon* button.")
        Variant(.iOS) {
            HowToTest(given: "I am on a screen with an icon button") {
                KeyboardOnly {
                    When(.key(.tab), "to move focus to the button", .see("a focus ring"))
                    OrWhen(.key(.space), .hear("the action runs"))
                }
                Screenreader {
                    When(.gesture(.swipe), "to focus on the button", .hearOutput)
                }
            }
            KeyboardActions {
                Row(.key(.tab), "Focus moves")
            }
            ScreenreaderOutput {
                Row(.name, "Its label says what it does")
                Row(.role, "It identifies itself as a \(.role(.button))")
            }
            KeyboardActions {
                Row(.key(.space), "Runs the action")
            }
            DeviceSettings {
                Row(.setting(.textResize), "The icon grows with the text")
            }
        }
    }

    @Test func buildsTheModel() throws {
        let component = Self.sample
        #expect(component.id == "icon-button")
        #expect(component.usage?.markdown == "An *icon* button.")
        #expect(component.platforms == [.iOS])
        let variant = try #require(component.variant(for: .iOS))
        #expect(variant.howToTest?.keyboardOnly?.steps.map(\.connective) == [.when, .orWhen])
        #expect(variant.howToTest?.screenreader?.steps.first?.expectation == .hearOutput)
        #expect(variant.keyboardActions?.rows.map(\.input) == [.key(.tab), .key(.space)], "a second table adds rows")
        #expect(variant.screenreaderOutput?.rows.map(\.input) == [.name, .role])
        #expect(variant.screenreaderGestures == nil)
    }

    @Test func recordsWhereEachNodeWasWritten() throws {
        let variant = try #require(Self.sample.variant(for: .iOS))
        let file = "A11yPlanTests/DSLTests.swift"
        #expect(Self.sample.location == SourceLocation(fileID: file, line: Self.startLine))
        #expect(Self.sample.usage?.location.line == Self.startLine + 1)
        #expect(variant.location.line == Self.startLine + 2)
        #expect(
            variant.howToTest?.keyboardOnly?.steps.map(\.location.line) == [Self.startLine + 5, Self.startLine + 6])
        #expect(variant.keyboardActions?.rows.map(\.location.line) == [Self.startLine + 13, Self.startLine + 20])
        #expect(variant.deviceSettings?.rows.first?.location.description == "\(file):\(Self.startLine + 23)")
    }

    @Test func buildersAcceptConditionsLoopsAndFragments() {
        let withExtras = true
        let fragment = [Row<OutputAttribute>(.group, "Read with its label")]
        let component = Component("Chip", id: "custom-chip") {
            Variant(.android) {
                ScreenreaderOutput {
                    if withExtras {
                        Row(.name, "Named")
                    } else {
                        Row(.name, "Unnamed")
                    }
                    if !withExtras {
                        Row(.role, "Never")
                    }
                    for state in [State.selected, .expanded] {
                        Row(.state, "It is \(.state(state))")
                    }
                    fragment
                }
            }
        }
        #expect(component.id == "custom-chip")
        let rows = component.variant(for: .android)?.screenreaderOutput?.rows ?? []
        #expect(
            rows.map { $0.result.text(on: .android) } == [
                "Named", "It is selected", "It is expanded", "Read with its label",
            ])
    }

    @Test func idsAreDerivedFromNames() {
        #expect(Component.id(forName: "Popover tooltip") == "popover-tooltip")
        #expect(Component.id(forName: "  Date & time picker!") == "date-time-picker")
    }

    @Test func namesInSentencesAreTheNounsTheirAuthorsWrote() {
        #expect(Self.sample.nameInSentence == "an icon button")
        #expect(Component("Tabs", noun: "tabs") {}.nameInSentence == "tabs")
        #expect(Component("Glass", noun: "a glass") {}.nameInSentence == "a glass")
        #expect(Component("Hour glass", noun: "an hourglass") {}.nameInSentence == "an hourglass")
        // Without a noun nothing is guessed: no article, and `check` warns.
        #expect(Component("Uniform") {}.nameInSentence == "uniform")
    }

    @Test func componentsRoundTripThroughJSON() throws {
        let data = try JSONEncoder().encode(Self.sample)
        let decoded = try JSONDecoder().decode(Component.self, from: data)
        #expect(decoded == Self.sample)
    }
}
