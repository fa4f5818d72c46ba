/// One recorded result: which item of which component on which platform, its status and notes, and
/// where it was read.
public struct ItemResult: Sendable, Hashable, Codable {
    /// The component's id.
    public var componentID: String
    /// The platform.
    public var platform: Platform
    /// The checklist item's stable id, such as `popover-tooltip.ios.keyboard.step-use-the-escape-key`.
    public var itemID: String
    /// What the tester recorded.
    public var status: ResultStatus
    /// The tester's notes, possibly empty.
    public var notes: String
    /// The file and position it was read from.
    public var source: ResultSource

    /// A result from its parts.
    public init(
        componentID: String,
        platform: Platform,
        itemID: String,
        status: ResultStatus,
        notes: String,
        source: ResultSource
    ) {
        self.componentID = componentID
        self.platform = platform
        self.itemID = itemID
        self.status = status
        self.notes = notes
        self.source = source
    }
}
