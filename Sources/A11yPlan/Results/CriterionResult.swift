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

    /// The conformance the counts give.
    public var conformance: Conformance { Conformance(counts) }
}
