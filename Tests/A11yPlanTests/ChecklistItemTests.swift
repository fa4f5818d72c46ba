import Testing

@testable import A11yPlan

@Suite struct ChecklistItemTests {
    static func component(extraRow: Bool, extraStep: Bool) -> Component {
        Component("Switch") {
            Variant(.android) {
                HowToTest(given: "I am on a screen with a switch") {
                    KeyboardOnly {
                        if extraStep {
                            When(.key(.tab), "to reach the switch", .see("focus on it"))
                        }
                        ThenWhen(.key(.space), .see("it turns on"))
                        OrWhen(.key(.enter), .see("it turns on too"))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach it", .hearOutput)
                    }
                }
                KeyboardActions {
                    if extraRow {
                        Row(.key(.tab), "Moves focus to the switch")
                    }
                    Row(.key(.space), "Toggles the switch")
                }
                ScreenreaderGestures { Row(.gesture(.doubleTap), "Toggles it") }
                ScreenreaderOutput {
                    Row(.name, "Its label is read")
                    Row(.state, "It is \(.state(.on)) or \(.state(.off))")
                }
                DeviceSettings { Row(.setting(.textResize), "The label grows") }
            }
        }
    }

    static func items(extraRow: Bool = false, extraStep: Bool = false) throws -> [ChecklistItem] {
        let component = component(extraRow: extraRow, extraStep: extraStep)
        return try ComponentChecklist(#require(TestPlan(component: component, platform: .android))).items
    }

    @Test func turnsEveryTestableLineIntoOneItem() throws {
        let items = try Self.items()
        #expect(
            items.map(\.id) == [
                "switch.android.keyboard.step-use-the-spacebar",
                "switch.android.keyboard.step-use-the-enter-key",
                "switch.android.keyboard.keys-spacebar",
                "switch.android.screenreader.step-use-a-screenreader-and-i-swipe-to-reach-it-name",
                "switch.android.screenreader.step-use-a-screenreader-and-i-swipe-to-reach-it-state",
                "switch.android.screenreader.gesture-double-tap",
                "switch.android.deviceSettings.step-use-font-size",
            ]
        )
        let heard = items[4]
        #expect(heard.section == .screenreader)
        #expect(heard.precondition == "Given that I am on a screen with a switch")
        #expect(heard.action == "I use a screenreader AND I swipe to reach it")
        #expect(heard.expected == "it is on or off")
        #expect(heard.expectation == "I hear it is on or off")
        #expect(items[2].action == "I use spacebar")
        #expect(items[2].expectation == "Toggles the switch")
        #expect(items[2].source == .keyboardActions)
    }

    @Test func idsDoNotMoveWhenRowsAreAddedElsewhere() throws {
        let before = try Self.items()
        let after = try Self.items(extraRow: true, extraStep: true)
        #expect(after.count == before.count + 2)
        let afterIDs = Set(after.map(\.id))
        for item in before {
            #expect(afterIDs.contains(item.id), "\(item.id) changed")
        }
        let beforeByID = Dictionary(uniqueKeysWithValues: before.map { ($0.id, $0.expected) })
        for item in after where beforeByID[item.id] != nil {
            #expect(beforeByID[item.id] == item.expected, "\(item.id) now names another check")
        }
    }

    @Test func anIdUsedTwiceIsAnErrorAtItsLine() throws {
        let line = #line + 6
        let component = Component("Twice") {
            Variant(.web) {
                HowToTest(given: "I am on a page with twice") {
                    KeyboardOnly {
                        When(.key(.tab), .see("one thing"))
                        ThenWhen(.key(.tab), .see("another thing"))
                    }
                }
            }
        }
        let plan = try #require(TestPlan(component: component, platform: .web))
        let error = #expect(throws: ChecklistError.self) { try ComponentChecklist(plan) }
        #expect(
            error?.description
                == "A11yPlanTests/ChecklistItemTests.swift:\(line): error: checklist id "
                + "'twice.web.keyboard.step-use-the-tab-key' is used twice (first at "
                + "A11yPlanTests/ChecklistItemTests.swift:\(line - 1)); reword one of them"
        )
    }

    @Test func outputRowsAreItemsWhenNoStepHearsThem() throws {
        let component = Component("Label") {
            Variant(.iOS) {
                ScreenreaderOutput { Row(.name, "Its text is read") }
            }
        }
        let items = try ComponentChecklist(#require(TestPlan(component: component, platform: .iOS))).items
        #expect(items.map(\.id) == ["label.ios.screenreader.output-name"])
        #expect(items.first?.action == "The screen reader reads the name")
    }

    @Test func slugsAreShortAndStable() {
        #expect(Slug.make("I use the escape key") == "use-the-escape-key")
        #expect(Slug.make(String(repeating: "word ", count: 30)).count <= Slug.maximumLength)
        #expect(Slug.make("!!!") == "item")
    }
}
