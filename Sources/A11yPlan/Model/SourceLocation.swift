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
}
