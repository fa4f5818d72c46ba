/// The counts of one component's checklist on one platform: each item once, by its agreed status.
public struct ChecklistSummary: Sendable, Hashable, Codable {
    /// The component's id.
    public var componentID: String
    /// The component's name.
    public var componentName: String
    /// The platform.
    public var platform: Platform
    /// The items by status; conflicting items are counted as conflicting.
    public var counts: ResultCounts

    /// A summary from its parts.
    public init(componentID: String, componentName: String, platform: Platform, counts: ResultCounts) {
        self.componentID = componentID
        self.componentName = componentName
        self.platform = platform
        self.counts = counts
    }
}
