/// One checklist item and every result recorded for it, across all files, kept as they are.
public struct ItemOutcome: Sendable, Hashable, Codable {
    /// The item, from the catalog.
    public var item: ChecklistItem
    /// Every result for the item, ordered by file and position.
    public var results: [ItemResult]

    /// The outcome of `item` with `results`.
    public init(item: ChecklistItem, results: [ItemResult]) {
        self.item = item
        self.results = results.sorted { $0.source < $1.source }
    }

    /// The different statuses recorded, untested aside, in `ResultStatus` order.
    public var recordedStatuses: [ResultStatus] {
        ResultStatus.allCases.filter { status in status != .untested && results.contains { $0.status == status } }
    }

    /// Whether the files disagree: two or more different statuses besides untested.
    public var isConflicting: Bool { recordedStatuses.count > 1 }

    /// The one status the results agree on (untested when nothing was recorded); nil when they conflict.
    public var status: ResultStatus? {
        let recorded = recordedStatuses
        if recorded.count > 1 { return nil }
        return recorded.first ?? .untested
    }

    /// Whether any result fails the item.
    public var hasFailure: Bool { results.contains { $0.status == .fail } }
}
