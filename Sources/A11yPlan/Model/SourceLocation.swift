/// Where a node of the catalog was written, so that messages can point at the source line.
///
/// DSL initialisers capture it from `#fileID` and `#line`; `fileID` reads like `Content/Button.swift`.
public struct SourceLocation: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The module-qualified file name, as `#fileID` gives it.
    public var fileID: String
    /// The 1-based line number.
    public var line: Int

    /// A location in `fileID` at `line`.
    public init(fileID: String, line: Int) {
        self.fileID = fileID
        self.line = line
    }

    /// `file:line`, the form compilers and editors understand.
    public var description: String { "\(fileID):\(line)" }

    /// Encodes the location as `description`, `Content/Button.swift:12`, one string where a keyed
    /// container would cost the site's change keys a container for every row and step.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    /// Decodes the `file:line` form `encode(to:)` writes; anything else is a data error.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let colon = text.lastIndex(of: ":"), let line = Int(text[text.index(after: colon)...]) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "a source location reads file:line, not \(text)")
        }
        self.init(fileID: String(text[..<colon]), line: line)
    }
}
