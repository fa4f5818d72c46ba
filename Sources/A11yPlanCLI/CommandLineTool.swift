import A11yPlan
import A11yPlanFormats
import A11yPlanSite
import Foundation

/// The `a11yplan` command-line tool over a catalog: parses arguments, runs a command, picks an exit code.
///
/// A team's own catalog package gets the same tool with `await CommandLineTool(catalog: myCatalog).main()`.
public struct CommandLineTool: Sendable {
    /// The tool's version.
    public static var version: String { A11yPlanVersion.current }

    /// The catalog the tool serves.
    public var catalog: Catalog
    /// The tool's name in help and messages.
    public var name: String

    static let commands: [any Command.Type] = [
        ListCommand.self, RenderCommand.self, ExportCommand.self, ReportCommand.self, CheckCommand.self,
        BuildCommand.self, PreviewCommand.self, ImportCommand.self, L10nCommand.self, MCPCommand.self,
    ]

    /// A tool over `catalog`, called `name` in help and messages.
    public init(catalog: Catalog, name: String = "a11yplan") {
        self.catalog = catalog
        self.name = name
    }

    /// Runs the tool with `arguments` (without the program name) and returns the exit code.
    public func run(_ arguments: [String], console: Console) async -> Int32 {
        do {
            try await dispatch(arguments, console: console)
            return 0
        } catch {
            console.writeMessage(error.message(toolName: name))
            return error.exitCode
        }
    }

    /// Runs the tool with the process's arguments and exits with its code.
    public func main() async -> Never {
        exit(await run(Array(CommandLine.arguments.dropFirst()), console: .standard))
    }

    private func dispatch(_ arguments: [String], console: Console) async throws(CommandError) {
        guard let first = arguments.first else {
            console.writeError(overview)
            throw .usage("missing command", command: nil)
        }
        switch first {
        case "--help", "-h":
            try console.output(overview)
            return
        case "--version":
            try console.output("\(name) \(Self.version) (catalog \(catalog.name) \(catalog.version))\n")
            return
        case "help":
            try help(Array(arguments.dropFirst()), console: console)
            return
        default:
            break
        }
        guard let command = Self.commands.first(where: { $0.name == first }) else {
            if first.hasPrefix("-") { throw .usage("unknown option '\(first)'", command: nil) }
            throw .usage("unknown command '\(first)'", command: nil)
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains(where: { $0 == "--help" || $0 == "-h" }) && !rest.contains("--") {
            try console.output(command.help(toolName: name))
            return
        }
        let parsed = try ParsedArguments(rest, options: command.options, command: command.name)
        let context = CommandContext(catalog: catalog, console: console, toolName: name)
        try await command.init(arguments: parsed).run(in: context)
    }

    private func help(_ arguments: [String], console: Console) throws(CommandError) {
        guard let topic = arguments.first else {
            try console.output(overview)
            return
        }
        guard let command = Self.commands.first(where: { $0.name == topic }) else {
            throw .usage("no help for '\(topic)': unknown command", command: nil)
        }
        try console.output(command.help(toolName: name))
    }

    /// The tool's help: what it does, its commands and its global options.
    var overview: String {
        let width = Self.commands.map { $0.name.count }.max() ?? 0
        let lines = Self.commands.map { ($0.name, $0.abstract) } + [("help", "Show help for a command.")]
        let commandLines = lines.map { name, abstract in
            "  " + name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + abstract
        }
        return """
            \(name): accessibility test plans for UI components, written once in Swift, rendered as pages.

            Usage: \(name) <command> [options]

            Commands:
            \(commandLines.joined(separator: "\n"))

            Options:
              -h, --help  Show help (also after a command).
              --version   Show the tool's and the catalog's versions.

            Exit codes: 0 success, 64 usage error, 1 other failure.

            """
    }
}
