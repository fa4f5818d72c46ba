import A11yPlan
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a command writes: standard output, standard error, and whether standard error is a terminal.
///
/// Tests pass a console that collects the text; the tool passes `Console.standard`.
public struct Console: Sendable {
    /// Writes text to standard output; throws when it cannot (a full disk, a closed descriptor).
    public var write: @Sendable (String) throws(ConsoleError) -> Void
    /// Writes text to standard error. Nothing can be said of a failure there, so none is reported.
    public var writeError: @Sendable (String) -> Void
    /// Whether standard error is a terminal, so progress lines may redraw in place.
    public var isTerminal: Bool

    /// A console from its three parts.
    public init(
        write: @escaping @Sendable (String) throws(ConsoleError) -> Void,
        writeError: @escaping @Sendable (String) -> Void,
        isTerminal: Bool
    ) {
        self.write = write
        self.writeError = writeError
        self.isTerminal = isTerminal
    }

    /// Writes `text` to standard output; a failed write ends the command with a one-line error (exit 1).
    func output(_ text: String) throws(CommandError) {
        do {
            try write(text)
        } catch {
            throw .failure("cannot write to standard output: \(error.reason)")
        }
    }

    /// Writes `message` to standard error as one line, every control character in it escaped
    /// (`PrintableText`): messages echo file names, cells and lines of the user's input.
    public func writeMessage(_ message: String) {
        writeError(PrintableText.escaping(message) + "\n")
    }

    /// The process's own standard output and error, written with the system's `write`, which reports
    /// a failure instead of stopping the process.
    public static var standard: Console {
        Console(
            write: { text throws(ConsoleError) in try writeAll(text, to: STDOUT_FILENO) },
            writeError: { text in try? writeAll(text, to: STDERR_FILENO) },
            isTerminal: isatty(STDERR_FILENO) == 1
        )
    }

    /// Writes all of `text` to `descriptor`, retrying after an interruption.
    private static func writeAll(_ text: String, to descriptor: Int32) throws(ConsoleError) {
        var text = text
        let failure: Int32? = text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                #if canImport(Glibc)
                    let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                #else
                    let written = Darwin.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                #endif
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
        if let failure { throw ConsoleError(reason: String(cString: strerror(failure))) }
    }
}

/// Standard output could not be written, with the system's reason ("No space left on device").
public struct ConsoleError: Error, Sendable {
    /// The system's words for what went wrong.
    public var reason: String

    /// A failure for `reason`.
    public init(reason: String) { self.reason = reason }
}
