import Testing

@testable import A11yPlan

/// The roll-up per success criterion and component × platform, over the switch fixture of
/// `ResultsRollupTests` (its items' references are checked there).
@Suite struct SubjectCriterionResultTests {
    static func outcome(_ rollup: ResultsRollup, _ number: String) -> CriterionOutcome? {
        rollup.criteriaBySubject.first { $0.criterion.number == number }?.outcome
    }

    @Test func eachOutcomeFollowsConformance() {
        let rollup = ResultsRollupTests.rollup(
            ResultsRollupTests.run(
                "a.csv",
                [(0, .pass), (1, .pass), (2, .fail), (3, .notApplicable), (4, .fail), (5, .pass), (6, .blocked)]))
        #expect(Self.outcome(rollup, "2.1.1") == .passed, "every checked result passed")
        #expect(Self.outcome(rollup, "4.1.2") == .failed, "some failed and some passed")
        #expect(Self.outcome(rollup, "1.3.1") == .inapplicable)
        #expect(Self.outcome(rollup, "2.5.3") == .cantTell, "blocked: the tester could not tell")
        #expect(Self.outcome(rollup, "1.4.4") == .untested, "its item has no result")
        #expect(Self.outcome(rollup, "1.1.1") == .untested, "no item references it")
        let failing = ResultsRollupTests.rollup(ResultsRollupTests.run("a.csv", [(2, .fail), (5, .notApplicable)]))
        #expect(Self.outcome(failing, "4.1.2") == .failed, "failing with nothing passing")
        for result in rollup.criteriaBySubject {
            let conformance = Conformance(result.counts)
            switch result.outcome {
            case .passed: #expect(conformance == .supports)
            case .failed: #expect(conformance == .partiallySupports || conformance == .doesNotSupport)
            case .inapplicable: #expect(conformance == .notApplicable)
            case .cantTell, .untested: #expect(conformance == .notEvaluated)
            }
        }
    }

    @Test func theRulesOnCounts() {
        func counts(pass: Int = 0, fail: Int = 0, notApplicable: Int = 0, blocked: Int = 0) -> ResultCounts {
            var counts = ResultCounts()
            for (status, count) in [
                (ResultStatus.pass, pass), (.fail, fail), (.notApplicable, notApplicable), (.blocked, blocked),
            ] {
                for _ in 0..<count { counts.add(status) }
            }
            return counts
        }
        #expect(CriterionOutcome(counts(pass: 1, fail: 1, blocked: 1)) == .failed, "a failure decides first")
        #expect(CriterionOutcome(counts(pass: 2, blocked: 1)) == .cantTell, "a blocked result leaves it open")
        #expect(CriterionOutcome(counts(pass: 1, notApplicable: 3)) == .passed)
        #expect(CriterionOutcome(counts(notApplicable: 1)) == .inapplicable)
        #expect(CriterionOutcome(counts()) == .untested)
    }

    @Test func conflictingAndUntestedResultsOfOneItem() {
        let rollup = ResultsRollupTests.rollup(
            ResultsRollupTests.run("a.csv", [(2, .pass), (7, .untested)]),
            ResultsRollupTests.run("b.csv", [(2, .fail)]))
        #expect(Self.outcome(rollup, "4.1.2") == .failed, "a conflict with a failure fails")
        #expect(Self.outcome(rollup, "1.4.4") == .untested, "an untested result counts for nothing")
        let result = rollup.criteriaBySubject.first { $0.criterion.number == "4.1.2" }!
        #expect(result.items.map(\.item.id) == [2, 4, 5].map { ResultsRollupTests.ids[$0] })
        #expect(result.counts.pass == 1 && result.counts.fail == 1)
    }

    @Test func everyLevelAAndAACriterionPerSubjectAndAAAOnlyWhenReferenced() throws {
        let catalog = Catalog(name: "C", version: "1", components: [ResultsRollupTests.component])
        let checklists = try ResultsRollup.checklists(
            for: [ResultsRollupTests.run("a.csv", [(0, .pass)])], in: catalog)
        let rollup = ResultsRollup(runs: [ResultsRollupTests.run("a.csv", [(0, .pass)])], checklists: checklists)
        let numbers = rollup.criteriaBySubject.map(\.criterion.number)
        let expected = SuccessCriterion.all.filter { $0.level != .aaa && !$0.isObsolete }.sorted().map(\.number)
        #expect(numbers == expected, "the switch references no AAA criterion")
        #expect(Set(numbers).count == numbers.count, "each criterion once per subject")
        #expect(rollup.criteriaBySubject.allSatisfy { $0.componentID == "switch" && $0.platform == .android })
        var outcomes = rollup.outcomes
        outcomes[1].item.references.append("2.1.3")
        let withAAA = SubjectCriterionResult.rollup(checklists: rollup.checklists, outcomes: outcomes)
        let aaa = withAAA.filter { $0.criterion.level == .aaa }
        #expect(aaa.map(\.criterion.number) == ["2.1.3"], "an AAA criterion an item references is listed")
        #expect(aaa.first?.outcome == .untested, "its item has no result")
        #expect(aaa.first?.items.map(\.item.id) == [ResultsRollupTests.ids[1]])
    }

    @Test func subjectsKeepTheirOwnItems() {
        let rollup = ResultsRollupTests.rollup(ResultsRollupTests.run("a.csv", [(2, .fail)]))
        var other = rollup.outcomes.map { outcome in
            var copy = outcome
            copy.item.platform = .iOS
            copy.results = []
            return copy
        }
        other[3].results = [
            ItemResult(
                componentID: "switch", platform: .iOS, itemID: "x", status: .pass, notes: "",
                source: ResultSource(file: "b.csv", position: .line(2)))
        ]
        var summaries = rollup.checklists
        summaries.append(
            ChecklistSummary(componentID: "switch", componentName: "Switch", platform: .iOS, counts: ResultCounts()))
        let results = SubjectCriterionResult.rollup(checklists: summaries, outcomes: rollup.outcomes + other)
        func outcome(_ platform: Platform, _ number: String) -> CriterionOutcome? {
            results.first { $0.platform == platform && $0.criterion.number == number }?.outcome
        }
        #expect(outcome(.android, "4.1.2") == .failed && outcome(.iOS, "4.1.2") == .untested)
        #expect(outcome(.android, "1.3.1") == .untested && outcome(.iOS, "1.3.1") == .passed)
        #expect(results.prefix { $0.platform == .android }.count == results.count / 2, "subjects in checklist order")
    }
}
