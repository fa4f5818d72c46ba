/// One WCAG 2.2 success criterion rolled up from the results of the items that reference it.
public struct CriterionResult: Sendable, Hashable, Codable {
    /// The criterion.
    public var criterion: SuccessCriterion
    /// The results of its items by status, each result once, and as `untested` the items that
    /// reference it with no result at all.
    public var counts: ResultCounts
    /// How many items with results reference it.
    public var items: Int
    /// How many of those items have results that disagree. All their results are counted, so a
    /// failure one tester saw is never outvoted, and reports show the criterion's conflicts beside it.
    public var conflictingItems: Int

    /// The roll-up of `criterion` from `counts` over `items` items, `conflictingItems` of them in conflict.
    public init(criterion: SuccessCriterion, counts: ResultCounts, items: Int, conflictingItems: Int = 0) {
        self.criterion = criterion
        self.counts = counts
        self.items = items
        self.conflictingItems = conflictingItems
    }

    /// The roll-up of `criterion` from the outcomes of the items that reference it: each recorded
    /// result counted by status, an item with no result counted once as untested, and the items
    /// whose results disagree counted apart (their results are all in the counts).
    public init(criterion: SuccessCriterion, outcomes: [ItemOutcome]) {
        var counts = ResultCounts()
        var items = 0
        var conflicting = 0
        for outcome in outcomes {
            let recorded = outcome.results.filter { $0.status != .untested }
            // An item nobody checked counts once as untested; it gives the criterion no level.
            if recorded.isEmpty {
                counts.untested += 1
                continue
            }
            items += 1
            for result in recorded { counts.add(result.status) }
            if outcome.isConflicting { conflicting += 1 }
        }
        self.init(criterion: criterion, counts: counts, items: items, conflictingItems: conflicting)
    }

    /// The conformance the counts give.
    public var conformance: Conformance { Conformance(counts) }
}
