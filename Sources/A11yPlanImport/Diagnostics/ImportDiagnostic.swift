/// A message about one line of an imported page, in the `file:line: warning: …` form compilers use.
public struct ImportDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How bad it is.
    public enum Severity: String, Sendable, Hashable {
        /// Something on the page was not mapped to a typed term, or was left out; the page was imported.
        case warning
        /// The page cannot be read as a test plan; nothing was imported from it.
        case error
    }

    /// The page's path, as it was given.
    public var file: String
    /// The 1-based line of the page the message is about; 0 for the whole file (one that cannot
    /// be read).
    public var line: Int
    /// Warning or error.
    public var severity: Severity
    /// What happened, quoting the page's words where they were not kept.
    public var message: String

    /// A message about `line` of `file`.
    public init(file: String, line: Int, severity: Severity, message: String) {
        self.file = file
        self.line = line
        self.severity = severity
        self.message = message
    }

    /// `file:line: warning: message`, or `file: error: message` for the whole file.
    public var description: String {
        line > 0
            ? "\(file):\(line): \(severity.rawValue): \(message)" : "\(file): \(severity.rawValue): \(message)"
    }
}
