/// One page to import: where it came from, for messages, and its text.
public struct PageSource: Sendable, Hashable {
    /// The page's path as the user gave it, such as `plans/popover-tooltip-ios.md`.
    public var path: String
    /// The page's text.
    public var text: String

    /// A page read from `path`.
    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}
