/// A Swift file the importer wrote, to be saved under the output folder.
public struct GeneratedFile: Sendable, Hashable {
    /// The file's name, such as `PopoverTooltip.swift`.
    public var name: String
    /// The file's text.
    public var text: String

    /// A file named `name` holding `text`.
    public init(name: String, text: String) {
        self.name = name
        self.text = text
    }
}
