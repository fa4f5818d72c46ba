import Testing

@testable import A11yPlan

@Suite struct TestPlanTests {
    static let component = Component("Disclosure", noun: "a disclosure") {
        Usage("Shows and hides a section.")
        Variant(.android) {
            HowToTest(given: "I am on a screen with a disclosure") {
                KeyboardOnly {
                    When(.key(.tab), "to reach it", .see("focus on it"))
                    ThenWhen(.key(.enter), .see("the section opens"))
                }
                Screenreader {
                    When(.gesture(.swipe), "to focus on it", .hearOutput)
                    ThenWhen(.gesture(.doubleTap), .hear("it is \(.state(.expanded))"))
                }
            }
            ScreenreaderOutput {
                Row(.name, "Its label is read")
                Row(.state, "It says whether it is \(.state(.expanded)) or \(.state(.collapsed))")
            }
            DeviceSettings {
                Row(.setting(.textResize), "Text grows without being cut off")
            }
        }
        Variant(.web) {
            HowToTest(given: "I am on a page with a disclosure") {
                Screenreader {
                    When(.key(.tab), "to reach it", .hear("its name"))
                }
            }
            KeyboardActions {
                Row(.key(.enter), "Opens it")
            }
        }
    }

    @Test func phrasesTheNarrativeForItsPlatform() throws {
        let plan = try #require(TestPlan(component: Self.component, platform: .android))
        #expect(plan.title == "Android Disclosure")
        let howToTest = try #require(plan.howToTest)
        #expect(howToTest.title == "How to test a disclosure")
        #expect(howToTest.given == "Given that I am on a screen with a disclosure")
        #expect(howToTest.parts.map(\.number) == [1, 2, 3])
        #expect(howToTest.parts.map(\.title) == ["Keyboard only", "TalkBack screenreader", "Device settings"])
        #expect(
            howToTest.parts[0].lines.map(\.sentence) == [
                "WHEN I use the tab key to reach it I SEE focus on it",
                "Then when I use the enter key I SEE the section opens",
            ]
        )
    }

    @Test func derivesHeardLinesFromTheOutputTable() throws {
        let plan = try #require(TestPlan(component: Self.component, platform: .android))
        let screenreader = try #require(plan.howToTest?.parts[1])
        #expect(screenreader.lines[0].sentence == "WHEN I use a screenreader AND I swipe to focus on it")
        #expect(
            screenreader.lines[0].listedOutcomes.map(\.sentence) == [
                "I HEAR its label is read",
                "I HEAR it says whether it is expanded or collapsed",
            ]
        )
        #expect(screenreader.lines[1].sentence == "Then when I double-tap I HEAR it is expanded")
        #expect(screenreader.lines[0].listedOutcomes[0].location.line == 20, "a heard line points at its row")
    }

    @Test func derivesTheSettingsPartFromItsTable() throws {
        let plan = try #require(TestPlan(component: Self.component, platform: .android))
        let settings = try #require(plan.howToTest?.parts.last)
        #expect(settings.kind == .deviceSettings)
        #expect(settings.lines.map(\.sentence) == ["When I use Font size I SEE text grows without being cut off"])
    }

    @Test func numbersOnlyThePartsAndTablesPresent() throws {
        let plan = try #require(TestPlan(component: Self.component, platform: .web))
        #expect(plan.howToTest?.parts.map(\.number) == [1])
        #expect(plan.howToTest?.parts.map(\.kind) == [.screenreader])
        #expect(plan.howToTest?.parts.first?.title == "NVDA / JAWS / VoiceOver screenreader")
        #expect(plan.tables.map(\.number) == [1])
        #expect(plan.tables.map(\.title) == ["Keyboard actions"])
        #expect(plan.tables.first?.headers == ["When I use", "I see/hear"])
        #expect(plan.tables.first?.rows.first?.input == "Enter")
    }

    @Test func carriesReferencesFromStepsAndRows() throws {
        let component = Component("Link") {
            Variant(.web) {
                HowToTest(given: "I am on a page with a link") {
                    KeyboardOnly {
                        When(.key(.tab), .see("focus on it"), .wcag(.sc2_4_7, .sc2_1_1))
                    }
                    Screenreader {
                        When(.key(.tab), .hearOutput)
                    }
                }
                ScreenreaderOutput { Row(.name, "Its text is read", .wcag(.sc2_4_4)) }
                DeviceSettings { Row(.setting(.forcedColors), "It stays underlined", .bestPractice) }
            }
        }
        let plan = try #require(TestPlan(component: component, platform: .web))
        let parts = try #require(plan.howToTest?.parts)
        #expect(parts[0].lines[0].outcome?.references == .wcag(.sc2_4_7, .sc2_1_1))
        #expect(parts[1].lines[0].listedOutcomes.first?.references == .wcag(.sc2_4_4))
        #expect(parts[2].lines[0].outcome?.references == .bestPractice)
        #expect(plan.criteria.map(\.number) == ["2.1.1", "2.4.4", "2.4.7"])
        #expect(plan.bestPractices == ["Forced colors (Windows contrast themes)"])
    }

    @Test func titlesTheGesturesTableByPlatform() {
        #expect(TableKind.screenreaderGestures.title(on: .iOS) == "Mobile screenreader gestures")
        #expect(TableKind.screenreaderGestures.title(on: .web) == "Desktop screenreader commands")
    }

    @Test func hasNoPlanWhereThereIsNoVariant() {
        #expect(TestPlan(component: Self.component, platform: .iOS) == nil)
    }
}

/// The Pointer and touch table: optional, after the reference page's four, with each platform's
/// words, and checklist items of its own.
@Suite struct PointerAndTouchTests {
    static let component = Component("Slider", noun: "a slider") {
        Variant(.android) {
            HowToTest(given: "I am on a screen with a slider") {
                KeyboardOnly {
                    When(.key(.arrowKeys), "to change the value", .see("the value changes"), .wcag(.sc2_1_1))
                }
                Screenreader {
                    When(.gesture(.swipe), "to reach the slider", .hear("its label"), .wcag(.sc4_1_2))
                }
            }
            KeyboardActions { Row(.key(.arrowKeys), "Changes the value", .wcag(.sc2_1_1)) }
            ScreenreaderGestures { Row(.gesture(.swipe), "Reaches the slider", .wcag(.sc4_1_2)) }
            ScreenreaderOutput { Row(.name, "Its label", .wcag(.sc4_1_2)) }
            DeviceSettings { Row(.setting(.textResize), "The label grows", .wcag(.sc1_4_4)) }
            PointerAndTouch {
                Row(.targetSize, "The thumb's target is at least 24 by 24 dp", .wcag(.sc2_5_8))
                Row(.longPress, "Shows the value", .bestPractice)
                Row(.drag, "Tapping a point on the track moves the thumb there too", .wcag(.sc2_5_7))
            }
        }
    }

    @Test func theTableComesAfterTheFourInItsPlatformsWords() throws {
        let plan = try #require(TestPlan(component: Self.component, platform: .android))
        let table = try #require(plan.tables.last)
        #expect(plan.tables.count == 5 && table.number == 5)
        #expect(table.title == "Pointer and touch" && table.headers == ["When I use", "I see"])
        #expect(table.rows.map(\.input) == ["Target size", "Touch & hold", "Drag"])
        #expect(plan.bestPractices == ["Touch & hold"])
        #expect(plan.criteria.map(\.number).contains("2.5.8"))
        let german = try #require(TestPlan(component: Self.component, platform: .android, language: .german))
        #expect(german.tables.last?.title == "Zeiger und Berührung")
        #expect(german.tables.last?.rows.first?.input == "Zielgröße")
    }

    @Test func itsRowsAreChecklistItems() throws {
        let plan = try #require(TestPlan(component: Self.component, platform: .android))
        let items = try ComponentChecklist(plan).items.filter { $0.section == .pointerAndTouch }
        #expect(
            items.map(\.id) == [
                "slider.android.pointerAndTouch.pointer-target-size",
                "slider.android.pointerAndTouch.pointer-touch-hold", "slider.android.pointerAndTouch.pointer-drag",
            ])
        #expect(items.first?.action == "I measure the target")
        #expect(items.last?.action == "I drag")
    }

    @Test func aPlanWithoutItKeepsFourTables() throws {
        var component = Self.component
        component.variants[0].pointerAndTouch = nil
        #expect(TestPlan(component: component, platform: .android)?.tables.count == 4)
    }

    @Test func eachPlatformNamesTheInputItsOwnWay() {
        #expect(PointerInput.longPress.cell(on: .iOS) == "Touch and hold")
        #expect(PointerInput.longPress.cell(on: .web) == "Long press")
        #expect(PointerInput.tap.cell(on: .web) == "Click or tap")
        #expect(PointerInput.tap.phrase(on: .iOS, at: .sentence) == "tap")
    }
}
