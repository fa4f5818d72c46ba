/// One finding of `a11yplan check`, in the form compilers and editors understand:
/// `Content/Button.swift:42: error: …`.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How serious a finding is.
    public enum Severity: String, Sendable, Hashable {
        /// A mistake: `check` exits 1 and `build` stops.
        case error
        /// Worth a look; nothing stops.
        case warning
    }

    /// Where the mistake was written.
    public var location: SourceLocation
    /// Error or warning.
    public var severity: Severity
    /// What is wrong and what to do, in one line.
    public var message: String

    /// A finding at `location`.
    public init(_ severity: Severity, at location: SourceLocation, _ message: String) {
        self.location = location
        self.severity = severity
        self.message = message
    }

    /// `file:line: severity: message`.
    public var description: String { "\(location): \(severity.rawValue): \(message)" }
}
