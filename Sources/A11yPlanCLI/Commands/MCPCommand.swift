import A11yPlan
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `mcp`: a Model Context Protocol server over standard input and output, for AI assistants.
public struct MCPCommand: Command {
    /// Selects the command.
    public static let name = "mcp"
    /// One line of help.
    public static let abstract = "Serve the catalog to AI assistants (a Model Context Protocol server on stdio)."
    /// The usage line.
    public static let usage = "mcp"
    /// Accepted options.
    public static let options: [OptionSpec] = []
    /// Details.
    public static let discussion = """
        Reads JSON-RPC 2.0 messages from standard input, one a line, and answers each request on standard
        output, one line each; logs go to standard error. Protocol revisions 2025-11-25, 2025-06-18,
        2025-03-26 and 2024-11-05. Tools: list_components, get_test_plan, get_checklist, find_criteria and
        report, each answering what list, render, export and report print. Resources: every plan as
        Markdown at a11yplan://plan/<platform>/<id>. A message over 8 MiB is refused; the server stops,
        with exit code 0, when standard input ends.

        An MCP client starts it with:
          {"command": "a11yplan", "args": ["mcp"]}
        """

    /// Takes no arguments.
    public init(arguments: ParsedArguments) throws(CommandError) {
        if let extra = arguments.positionals.first {
            throw .usage("unexpected argument '\(extra)'", command: Self.name)
        }
    }

    /// Serves until standard input ends.
    public func run(in context: CommandContext) async throws(CommandError) {
        var server = MCPServer(catalog: context.catalog, toolName: context.toolName)
        var reader = MCPLineReader(limit: server.lineLimit)
        let catalog = context.catalog
        context.console.writeMessage(
            "\(context.toolName) mcp: serving \(catalog.name) \(catalog.version) (\(catalog.components.count) components) on standard input and output"
        )
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .failure("cannot read standard input: \(String(cString: strerror(errno)))")
            }
            if count == 0 { break }
            for line in reader.feed(buffer[0..<count]) {
                if case .tooLong(let bytes) = line {
                    context.console.writeMessage("\(context.toolName) mcp: refused a message of \(bytes) bytes")
                }
                guard let answer = await server.answer(line) else { continue }
                try context.console.output(answer + "\n")
            }
        }
        if reader.unfinished > 0 {
            context.console.writeMessage(
                "\(context.toolName) mcp: standard input ended inside a message (\(reader.unfinished) bytes); it was not read"
            )
        }
    }
}
