/// Several test runs merged against the catalog's checklists: every item's results, the counts per
/// component × platform and per WCAG 2.2 success criterion, conflicts, and results for unknown items.
///
/// Nothing is resolved: an item passed in one file and failed in another keeps both results and is
/// listed as a conflict; a result whose item id the checklists lack is listed by its file and position.
public struct ResultsRollup: Sendable, Hashable, Codable {
    /// The runs, in the order given.
    public var runs: [TestRun]
    /// Every item of the checklists, in checklist order, with its results.
    public var outcomes: [ItemOutcome]
    /// The counts of each checklist, in checklist order.
    public var checklists: [ChecklistSummary]
    /// The criteria that results reach, and every level A and AA criterion (obsolete 4.1.1 aside), in order.
    public var criteria: [CriterionResult]
    /// Results whose item id no checklist has, by file and position.
    public var unknownResults: [ItemResult]

    /// Merges `runs` against `checklists` (each component on one platform).
    public init(runs: [TestRun], checklists: [ComponentChecklist]) {
        self.runs = runs
        var byID: [String: [ItemResult]] = [:]
        for run in runs {
            for result in run.results { byID[result.itemID, default: []].append(result) }
        }
        var known: Set<String> = []
        var outcomes: [ItemOutcome] = []
        var summaries: [ChecklistSummary] = []
        for checklist in checklists {
            var counts = ResultCounts()
            for item in checklist.items {
                known.insert(item.id)
                let outcome = ItemOutcome(item: item, results: byID[item.id] ?? [])
                if let status = outcome.status { counts.add(status) } else { counts.conflicting += 1 }
                outcomes.append(outcome)
            }
            summaries.append(
                ChecklistSummary(
                    componentID: checklist.componentID, componentName: checklist.componentName,
                    platform: checklist.platform, counts: counts))
        }
        self.outcomes = outcomes
        self.checklists = summaries
        unknownResults = runs.flatMap(\.results).filter { !known.contains($0.itemID) }.sorted { $0.source < $1.source }
        criteria = Self.criteria(of: outcomes)
    }

    /// The roll-up per success criterion of the items on `platforms` only, in the form of `criteria`:
    /// the criteria their results reach, and every level A and AA criterion (obsolete 4.1.1 aside).
    ///
    /// A conformance report that answers per kind of product (OpenACR's `web` for the Web, `software`
    /// for iOS and Android apps) asks this once per kind; `criteria` is this over every platform.
    public func criteria(on platforms: Set<Platform>) -> [CriterionResult] {
        Self.criteria(of: outcomes.filter { platforms.contains($0.item.platform) })
    }

    private static func criteria(of outcomes: [ItemOutcome]) -> [CriterionResult] {
        byCriterion(outcomes).map { CriterionResult(criterion: $0, outcomes: $1) }
    }

    /// `outcomes` grouped by the criteria their items reference, in criterion order: every criterion
    /// an item references, and every level A and AA criterion (obsolete 4.1.1 aside) even when none
    /// does, so that a report lists them as not evaluated. Each group keeps the outcomes' order.
    public static func byCriterion(_ outcomes: [ItemOutcome]) -> [(SuccessCriterion, [ItemOutcome])] {
        var referencing: [String: [ItemOutcome]] = [:]
        for outcome in outcomes {
            for number in outcome.item.references { referencing[number, default: []].append(outcome) }
        }
        return SuccessCriterion.all.sorted().compactMap { criterion in
            if let found = referencing[criterion.number] { return (criterion, found) }
            guard criterion.level != .aaa && !criterion.isObsolete else { return nil }
            return (criterion, [])
        }
    }

    /// The items with at least one failing result, in checklist order.
    public var failures: [ItemOutcome] { outcomes.filter(\.hasFailure) }

    /// The items whose results disagree, in checklist order.
    public var conflicts: [ItemOutcome] { outcomes.filter(\.isConflicting) }

    /// The counts over every checklist.
    public var totals: ResultCounts {
        var totals = ResultCounts()
        for summary in checklists {
            for status in ResultStatus.allCases {
                totals[status] += summary.counts[status]
            }
            totals.conflicting += summary.counts.conflicting
        }
        return totals
    }

    /// The checklists the results in `runs` are for: each component × platform they name that `catalog`
    /// has a plan for, in catalog and platform order. Results for others stay unknown in the roll-up.
    ///
    /// In another language than the catalog's source, the checklists are phrased in `language` from the
    /// catalog's translations, with the ids of the source checklists, so results recorded in any
    /// language find their items.
    public static func checklists(
        for runs: [TestRun], in catalog: Catalog, language: Language = .english
    ) throws(ChecklistError) -> [ComponentChecklist] {
        let localized = catalog.localized(to: language)
        var named: Set<String> = []
        for run in runs {
            for result in run.results { named.insert("\(result.componentID) \(result.platform.rawValue)") }
        }
        var checklists: [ComponentChecklist] = []
        for (source, component) in zip(catalog.components, localized.components) {
            for platform in Platform.allCases where named.contains("\(component.id) \(platform.rawValue)") {
                guard let plan = TestPlan(component: component, platform: platform, language: language) else {
                    continue
                }
                let sourcePlan =
                    language.code == catalog.sourceLanguage ? nil : TestPlan(component: source, platform: platform)
                checklists.append(try ComponentChecklist(plan, source: sourcePlan))
            }
        }
        return checklists
    }
}
