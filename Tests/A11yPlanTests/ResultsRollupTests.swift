import Testing

@testable import A11yPlan

@Suite struct ResultsRollupTests {
    /// A switch on Android whose items reference: tab 2.1.1 and 2.4.7; space 2.1.1; enter 4.1.2; the
    /// spacebar row 1.3.1; the screen-reader step 4.1.2 (name and state, from the output rows); the
    /// double-tap row 2.5.3.
    static let component: Component = Component("Switch") {
        Variant(.android) {
            HowToTest(given: "I am on a screen with a switch") {
                KeyboardOnly {
                    When(.key(.tab), "to reach the switch", .see("focus on it"), .wcag(.sc2_1_1, .sc2_4_7))
                    ThenWhen(.key(.space), .see("it turns on"), .wcag(.sc2_1_1))
                    OrWhen(.key(.enter), .see("it turns on too"), .wcag(.sc4_1_2))
                }
                Screenreader {
                    When(.gesture(.swipe), "to reach it", .hearOutput)
                }
            }
            KeyboardActions { Row(.key(.space), "Toggles the switch", .wcag(.sc1_3_1)) }
            ScreenreaderGestures { Row(.gesture(.doubleTap), "Toggles it", .wcag(.sc2_5_3)) }
            ScreenreaderOutput {
                Row(.name, "Its label is read", .wcag(.sc4_1_2))
                Row(.state, "It is \(.state(.on)) or \(.state(.off))", .wcag(.sc4_1_2))
            }
            DeviceSettings { Row(.setting(.textResize), "The label grows", .wcag(.sc1_4_4)) }
        }
    }

    static let checklist = try! ComponentChecklist(TestPlan(component: component, platform: .android)!)
    static var ids: [String] { checklist.items.map(\.id) }

    /// A run in `file` with one result per `(item index, status)`.
    static func run(_ file: String, _ results: [(Int, ResultStatus)], notes: String = "") -> TestRun {
        TestRun(
            file: file,
            results: results.enumerated().map { offset, entry in
                ItemResult(
                    componentID: "switch", platform: .android, itemID: ids[entry.0], status: entry.1, notes: notes,
                    source: ResultSource(file: file, position: .line(offset + 2)))
            })
    }

    static func rollup(_ runs: TestRun...) -> ResultsRollup {
        ResultsRollup(runs: runs, checklists: [checklist])
    }

    static func conformance(_ rollup: ResultsRollup, _ number: String) -> Conformance? {
        rollup.criteria.first { $0.criterion.number == number }?.conformance
    }

    @Test func theFixtureHasTheReferencesTheTestsExpect() {
        #expect(
            Self.checklist.items.map(\.references) == [
                ["2.1.1", "2.4.7"], ["2.1.1"], ["4.1.2"], ["1.3.1"], ["4.1.2"], ["4.1.2"], ["2.5.3"], ["1.4.4"],
            ])
    }

    @Test func eachConformanceLevel() {
        let rollup = Self.rollup(
            Self.run(
                "a.csv",
                [(0, .pass), (1, .pass), (2, .fail), (3, .notApplicable), (4, .fail), (5, .pass), (6, .blocked)]))
        #expect(Self.conformance(rollup, "2.1.1") == .supports, "every checked result passed")
        #expect(Self.conformance(rollup, "2.4.7") == .supports)
        #expect(Self.conformance(rollup, "4.1.2") == .partiallySupports, "some failed and some passed")
        #expect(Self.conformance(rollup, "1.3.1") == .notApplicable)
        #expect(Self.conformance(rollup, "2.5.3") == .notEvaluated, "blocked: the tester could not tell")
        #expect(Self.conformance(rollup, "1.4.4") == .notEvaluated, "untested")
        let failing = Self.rollup(Self.run("a.csv", [(2, .fail), (4, .fail), (5, .notApplicable)]))
        #expect(Self.conformance(failing, "4.1.2") == .doesNotSupport, "failing with nothing passing")
        let counts = failing.criteria.first { $0.criterion.number == "4.1.2" }!
        #expect(counts.counts.fail == 2 && counts.counts.notApplicable == 1 && counts.items == 3)
    }

    @Test func untestedLevelAAndAACriteriaAreNotEvaluatedAndAAAIsLeftOut() {
        let rollup = Self.rollup(Self.run("a.csv", [(0, .pass)]))
        let numbers = rollup.criteria.map(\.criterion.number)
        let expected = SuccessCriterion.all.filter { $0.level != .aaa && !$0.isObsolete }.sorted().map(\.number)
        #expect(numbers == expected)
        #expect(
            rollup.criteria.filter { $0.conformance != .notEvaluated }.map(\.criterion.number) == ["2.1.1", "2.4.7"])
        #expect(Self.conformance(rollup, "1.1.1") == .notEvaluated)
        #expect(!numbers.contains("4.1.1"), "obsolete")
        #expect(!numbers.contains("2.1.3"), "AAA without a result")
    }

    @Test func untestedItemsAreCountedApartFromCriteriaNoItemReaches() {
        let rollup = Self.rollup(Self.run("a.csv", [(0, .pass), (2, .untested)]))
        let nameRoleValue = rollup.criteria.first { $0.criterion.number == "4.1.2" }
        #expect(nameRoleValue?.counts.untested == 3, "three items reference 4.1.2, none with a result")
        #expect(nameRoleValue?.items == 0)
        #expect(nameRoleValue?.conformance == .notEvaluated)
        #expect(rollup.criteria.first { $0.criterion.number == "1.1.1" }?.counts == ResultCounts())
    }

    @Test func conflictsAreKeptNotResolved() {
        let rollup = Self.rollup(
            Self.run("b.json", [(0, .fail), (1, .pass)], notes: "focus lost"),
            Self.run("a.csv", [(0, .pass), (1, .untested), (2, .pass)]))
        let conflicts = rollup.conflicts
        #expect(conflicts.map(\.item.id) == [Self.ids[0]])
        #expect(conflicts[0].status == nil)
        #expect(conflicts[0].results.map(\.status) == [.pass, .fail], "both kept, ordered by file")
        #expect(conflicts[0].results.map(\.source.file) == ["a.csv", "b.json"])
        #expect(rollup.outcomes[1].status == .pass, "untested in one file and passed in another is no conflict")
        #expect(!rollup.outcomes[1].isConflicting)
        #expect(rollup.checklists[0].counts.conflicting == 1)
        #expect(rollup.checklists[0].counts.pass == 2)
        #expect(rollup.checklists[0].counts.untested == 5)
        #expect(rollup.checklists[0].counts.total == Self.ids.count)
        #expect(rollup.failures.map(\.item.id) == [Self.ids[0]])
        #expect(Self.conformance(rollup, "2.4.7") == .partiallySupports, "a conflict counts both results")
        let focusVisible = rollup.criteria.first { $0.criterion.number == "2.4.7" }
        #expect(focusVisible?.conflictingItems == 1, "the criterion says its verdict rests on a conflict")
        #expect(rollup.criteria.first { $0.criterion.number == "2.1.1" }?.conflictingItems == 1)
        #expect(rollup.criteria.first { $0.criterion.number == "4.1.2" }?.conflictingItems == 0)
    }

    @Test func unknownItemIdsAreReportedByFileAndPosition() {
        var run = Self.run("old.json", [(0, .pass)])
        run.results.append(
            ItemResult(
                componentID: "switch", platform: .android, itemID: "switch.android.keyboard.step-gone", status: .fail,
                notes: "", source: ResultSource(file: "old.json", position: .item(1))))
        run.results.append(
            ItemResult(
                componentID: "slider", platform: .web, itemID: "slider.web.keyboard.x", status: .pass, notes: "",
                source: ResultSource(file: "old.json", position: .item(2))))
        let rollup = Self.rollup(run)
        #expect(rollup.unknownResults.map(\.source.description) == ["old.json: results[1]", "old.json: results[2]"])
        #expect(rollup.unknownResults.map(\.itemID) == ["switch.android.keyboard.step-gone", "slider.web.keyboard.x"])
        #expect(rollup.outcomes[0].status == .pass, "the items that still exist match by id")
        #expect(rollup.failures.isEmpty, "a stale result counts toward no item")
    }

    @Test func checklistsComeFromTheComponentsAndPlatformsTheRunsName() throws {
        let catalog = Catalog(name: "Test", version: "1", components: [Self.component])
        var run = Self.run("a.csv", [(0, .pass)])
        run.results.append(
            ItemResult(
                componentID: "switch", platform: .web, itemID: "switch.web.keyboard.x", status: .pass, notes: "",
                source: ResultSource(file: "a.csv", position: .line(9))))
        let checklists = try ResultsRollup.checklists(for: [run], in: catalog)
        #expect(checklists.map(\.platform) == [.android], "the switch has no Web plan")
        #expect(ResultsRollup(runs: [run], checklists: checklists).unknownResults.count == 1)
    }

    /// The Android checklist as if it were the Web's: the same items, on the Web, with Web ids.
    static var webChecklist: ComponentChecklist {
        var web = checklist
        web.platform = .web
        web.items = web.items.map { item in
            var item = item
            item.platform = .web
            item.id = item.id.replacingOccurrences(of: ".android.", with: ".web.")
            return item
        }
        return web
    }

    @Test func criteriaOnSomePlatformsCountOnlyTheirItems() {
        let web = Self.webChecklist
        let android = Self.run("a.csv", [(0, .pass), (2, .pass)])
        let webRun = TestRun(
            file: "w.json",
            results: [(0, ResultStatus.fail), (3, .notApplicable)].map { index, status in
                ItemResult(
                    componentID: "switch", platform: .web, itemID: web.items[index].id, status: status, notes: "",
                    source: ResultSource(file: "w.json", position: .item(index)))
            })
        let rollup = ResultsRollup(runs: [android, webRun], checklists: [Self.checklist, web])
        func level(_ criteria: [CriterionResult], _ number: String) -> Conformance? {
            criteria.first { $0.criterion.number == number }?.conformance
        }
        #expect(level(rollup.criteria, "2.1.1") == .partiallySupports, "over every platform")
        let onAndroid = rollup.criteria(on: [.android])
        let onWeb = rollup.criteria(on: [.web])
        #expect(level(onAndroid, "2.1.1") == .supports)
        #expect(level(onWeb, "2.1.1") == .doesNotSupport)
        #expect(level(onAndroid, "4.1.2") == .supports)
        #expect(level(onWeb, "4.1.2") == .notEvaluated, "the Web's 4.1.2 items have no result")
        #expect(level(onWeb, "1.3.1") == .notApplicable)
        #expect(level(onAndroid, "1.3.1") == .notEvaluated)
        #expect(onWeb.first { $0.criterion.number == "2.1.1" }?.items == 1)
        #expect(rollup.criteria(on: [.android, .web]) == rollup.criteria, "all platforms: the whole roll-up")
        #expect(rollup.criteria(on: [.iOS]).allSatisfy { $0.conformance == .notEvaluated && $0.items == 0 })
        #expect(onWeb.map(\.criterion) == rollup.criteria.map(\.criterion), "every A and AA criterion either way")
    }
}
