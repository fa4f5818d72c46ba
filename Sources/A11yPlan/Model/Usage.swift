/// What a component is and when people use it: the Usage paragraph that opens a page, in Markdown.
public struct Usage: Sendable, Hashable, Codable, ComponentContent {
    /// The prose, in CommonMark; renderers pass it through libcmark's safe mode.
    public var markdown: String
    /// Where the usage was written.
    public var location: SourceLocation

    /// Usage prose written in Markdown.
    public init(_ markdown: String, fileID: String = #fileID, line: Int = #line) {
        self.markdown = markdown
        self.location = SourceLocation(fileID: fileID, line: line)
    }

    /// Sets the component's usage.
    public func apply(to component: inout Component) {
        component.usage = self
    }
}
