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

    /// Encodes the location as `[fileID, line]`, one list where a keyed container would cost the site's
    /// change keys a container for every row and step; not as its `description`, whose string the keys
    /// would build for every row and step anew (a twentieth of their time at 2,000 components).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(fileID)
        try container.encode(line)
    }

    /// Decodes the list `encode(to:)` writes.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let fileID = try container.decode(String.self)
        self.init(fileID: fileID, line: try container.decode(Int.self))
    }
}
