import A11yPlan
import Foundation

/// Where a command writes: standard output, standard error, and whether standard error is a terminal.
///
/// Tests pass a console that collects the text; the tool passes `Console.standard`.
public struct Console: Sendable {
    /// Writes text to standard output.
    public var write: @Sendable (String) -> Void
    /// Writes text to standard error.
    public var writeError: @Sendable (String) -> Void
    /// Whether standard error is a terminal, so progress lines may redraw in place.
    public var isTerminal: Bool

    /// A console from its three parts.
    public init(
        write: @escaping @Sendable (String) -> Void,
        writeError: @escaping @Sendable (String) -> Void,
        isTerminal: Bool
    ) {
        self.write = write
        self.writeError = writeError
        self.isTerminal = isTerminal
    }

    /// Writes `message` to standard error as one line, every control character in it escaped
    /// (`PrintableText`): messages echo file names, cells and lines of the user's input.
    public func writeMessage(_ message: String) {
        writeError(PrintableText.escaping(message) + "\n")
    }

    /// The process's own standard output and error.
    public static var standard: Console {
        Console(
            write: { FileHandle.standardOutput.write(Data($0.utf8)) },
            writeError: { FileHandle.standardError.write(Data($0.utf8)) },
            isTerminal: isatty(FileHandle.standardError.fileDescriptor) == 1
        )
    }
}
