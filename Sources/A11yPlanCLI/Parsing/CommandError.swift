/// A failure that ends a command, with the exit code it maps to.
public enum CommandError: Error, Equatable, Sendable {
    /// The command line was wrong (unknown flag, missing argument, unknown value): exit 64.
    case usage(String, command: String?)
    /// The command could not do its work: exit 1.
    case failure(String)

    /// The process exit code: 64 (`EX_USAGE`) for usage errors, 1 for other failures.
    public var exitCode: Int32 {
        switch self {
        case .usage: 64
        case .failure: 1
        }
    }

    /// The one-line message for standard error, with a pointer to help for usage errors.
    public func message(toolName: String) -> String {
        switch self {
        case .usage(let text, let command):
            let help = command.map { "\(toolName) \($0) --help" } ?? "\(toolName) --help"
            return "\(toolName): error: \(text) (see '\(help)')"
        case .failure(let text):
            return "\(toolName): error: \(text)"
        }
    }
}
