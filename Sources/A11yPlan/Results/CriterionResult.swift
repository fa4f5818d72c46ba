/// One WCAG 2.2 success criterion rolled up from the results of the items that reference it.
public struct CriterionResult: Sendable, Hashable, Codable {
    /// The criterion.
    public var criterion: SuccessCriterion
    /// The results of its items by status (each result once; untested ones are not counted).
    public var counts: ResultCounts
    /// How many items with results reference it.
    public var items: Int

    /// The roll-up of `criterion` from `counts` over `items` items.
    public init(criterion: SuccessCriterion, counts: ResultCounts, items: Int) {
        self.criterion = criterion
        self.counts = counts
        self.items = items
    }

    /// The conformance the counts give.
    public var conformance: Conformance { Conformance(counts) }
}
