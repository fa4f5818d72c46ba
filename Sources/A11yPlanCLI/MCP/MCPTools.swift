import A11yPlan
import A11yPlanFormats
import Foundation

/// What a tool call answers: text, and whether it is an error the assistant can act on (a tool error
/// result, `isError: true`, never a protocol error).
struct MCPToolResult: Sendable {
    /// The content blocks' texts, in order.
    var texts: [String]
    /// Whether the call failed.
    var isError: Bool

    /// The result as MCP's `CallToolResult`: one text content block each.
    var json: JSONValue {
        let content = texts.map { JSONValue.object([("type", .string("text")), ("text", .string($0))]) }
        return .object([("content", .array(content)), ("isError", .bool(isError))])
    }
}

/// A tool call's arguments that are wrong, or a command's failure, as the text of a tool error.
struct MCPToolError: Error, Sendable {
    /// What is wrong, such as "no component with id 'buton'; did you mean 'button'?".
    var message: String
}

/// The tools of `a11yplan mcp`. Each runs the command that prints the same document (`list`, `render`,
/// `export`, `report`) with a console that collects its output, so a tool answers byte for byte what the
/// command prints; none is given an output file, so no tool writes one.
struct MCPTools: Sendable {
    /// The catalog the tools read.
    var catalog: Catalog
    /// The tool's name, which messages use.
    var toolName: String

    /// The checklist formats the tools offer: every one but the interactive page, which is for a browser.
    static let checklistFormats = Formats.checklists.map(\.name).filter { $0 != HTMLChecklistExporter().name }

    /// Each tool's name, title, description and JSON Schema for its input, as `tools/list` answers them.
    var definitions: JSONValue {
        let platforms = Platform.allCases.map(\.rawValue)
        let locales = [catalog.sourceLanguage] + catalog.locales
        let locale = Schema.string(
            "The language to write in, one of the catalog's: \(locales.joined(separator: ", ")) (default \(catalog.sourceLanguage)).",
            choices: locales)
        return .array([
            Self.tool(
                "list_components", title: "List components",
                description:
                    "The catalog's components as a JSON array of objects with id, name and platforms (what 'list --format json' prints). Filter by platform, or by a WCAG success criterion number to get the components whose plans test it.",
                properties: [
                    (
                        "platform",
                        Schema.string("Only components with a test plan on this platform.", choices: platforms)
                    ),
                    (
                        "wcag",
                        Schema.string(
                            "Only components whose plans test this WCAG 2.2 success criterion, such as 2.4.7.")
                    ),
                ], required: []),
            Self.tool(
                "get_test_plan", title: "Get a test plan",
                description:
                    "One component's accessibility test plan on one platform: how a tester checks it with a keyboard, a screen reader and device settings. markdown: the plan page (what 'render' prints); json: its checklist items in schema/checklist.schema.json (what 'export --format json' prints).",
                properties: [
                    ("id", Schema.string("The component's id, from list_components, such as button.")),
                    ("platform", Schema.string("The platform.", choices: platforms)),
                    ("format", Schema.string("markdown (default) or json.", choices: ["markdown", "json"])),
                    ("locale", locale),
                ], required: ["id", "platform"]),
            Self.tool(
                "get_checklist", title: "Get a tester checklist",
                description:
                    "A checklist for testers of one or more components on one platform, every item with its expected result and WCAG references (what 'export' prints): markdown (a task list), csv (TestRail's columns), json (schema/checklist.schema.json) or gherkin (Cucumber).",
                properties: [
                    ("ids", Schema.strings("The components' ids, from list_components; several make one checklist.")),
                    ("platform", Schema.string("The platform.", choices: platforms)),
                    (
                        "format",
                        Schema.string("markdown (default), csv, json or gherkin.", choices: Self.checklistFormats)
                    ),
                    ("locale", locale),
                ], required: ["ids", "platform"]),
            Self.tool(
                "find_criteria", title: "Find the tests of a WCAG criterion",
                description:
                    "The WCAG 2.2 success criteria a number (2.4.7) or words of a title (focus visible) name, and the checklist items of every plan that test them, as checklist JSON (schema/checklist.schema.json) after a summary line.",
                properties: [
                    (
                        "criterion",
                        Schema.string(
                            "A success criterion's number, such as 2.4.7, or words of its title, such as focus visible."
                        )
                    ),
                    ("platform", Schema.string("Only plans on this platform.", choices: platforms)),
                ], required: ["criterion"]),
            Self.tool(
                "report", title: "Report test results",
                description:
                    "Test results in (the text of results JSON files from the interactive checklist, or of filled checklist CSV files), one merged report out (what 'report' prints): markdown, html, json, junit, openacr or earl.",
                properties: [
                    (
                        "results",
                        Schema.strings(
                            "The text of each results file: results JSON or checklist CSV with a Result column.")
                    ),
                    (
                        "format",
                        Schema.string(
                            "markdown (default), html, json, junit, openacr or earl.",
                            choices: Formats.reports.map(\.name))
                    ),
                    ("product", Schema.string("The product the report is about (else the runs' own).")),
                    ("product_version", Schema.string("The product's version (else the runs' own).")),
                    ("vendor", Schema.string("The company or team that makes the product.")),
                    ("contact", Schema.string("Where to send questions about the report (openacr needs it).")),
                    (
                        "allow_untested",
                        Schema.boolean("openacr: write level A and AA criteria without results as Not Evaluated.")
                    ),
                    ("locale", locale),
                ], required: ["results"]),
        ])
    }

    /// Runs the tool `name` with `arguments`; nil when there is no such tool.
    func call(_ name: String, arguments: JSONValue?) async -> MCPToolResult? {
        guard Self.names.contains(name) else { return nil }
        do throws(MCPToolError) {
            let arguments = try MCPArguments(arguments)
            let texts: [String]
            switch name {
            case "list_components": texts = try await listComponents(arguments)
            case "get_test_plan": texts = try await getTestPlan(arguments)
            case "get_checklist": texts = try await getChecklist(arguments)
            case "find_criteria": texts = try await findCriteria(arguments)
            default: texts = try await report(arguments)
            }
            return MCPToolResult(texts: texts, isError: false)
        } catch {
            return MCPToolResult(texts: [error.message], isError: true)
        }
    }

    /// The tools' names, in the order `tools/list` gives them.
    static let names = ["list_components", "get_test_plan", "get_checklist", "find_criteria", "report"]

    /// The plan of the component `id` on `platform` as Markdown, what `render` prints.
    func planMarkdown(id: String, platform: String, locale: String?) async throws(MCPToolError) -> String {
        try await run(RenderCommand.self, [id], ["--platform": platform, "--locale": locale])
    }

    private func listComponents(_ arguments: MCPArguments) async throws(MCPToolError) -> [String] {
        try arguments.only(["platform", "wcag"])
        let values = [
            "--format": "json", "--platform": try arguments.string("platform"), "--wcag": try arguments.string("wcag"),
        ]
        return [try await run(ListCommand.self, [], values)]
    }

    private func getTestPlan(_ arguments: MCPArguments) async throws(MCPToolError) -> [String] {
        try arguments.only(["id", "platform", "format", "locale"])
        let id = try arguments.required("id")
        let platform = try arguments.required("platform")
        let locale = try arguments.string("locale")
        switch try arguments.choice("format", of: ["markdown", "json"], default: "markdown") {
        case "json":
            return [
                try await run(
                    ExportCommand.self, [id], ["--platform": platform, "--format": "json", "--locale": locale])
            ]
        default:
            return [try await planMarkdown(id: id, platform: platform, locale: locale)]
        }
    }

    private func getChecklist(_ arguments: MCPArguments) async throws(MCPToolError) -> [String] {
        try arguments.only(["ids", "platform", "format", "locale"])
        let ids = try arguments.strings("ids")
        let values = [
            "--platform": try arguments.required("platform"),
            "--format": try arguments.choice("format", of: Self.checklistFormats, default: "markdown"),
            "--locale": try arguments.string("locale"),
        ]
        return [try await run(ExportCommand.self, ids, values)]
    }

    private func report(_ arguments: MCPArguments) async throws(MCPToolError) -> [String] {
        try arguments.only(
            ["results", "format", "product", "product_version", "vendor", "contact", "allow_untested", "locale"])
        let texts = try arguments.strings("results")
        var parsed = Self.arguments(
            [],
            [
                "--format": try arguments.choice("format", of: Formats.reports.map(\.name), default: "markdown"),
                "--product": try arguments.string("product"),
                "--product-version": try arguments.string("product_version"),
                "--vendor": try arguments.string("vendor"), "--contact": try arguments.string("contact"),
                "--locale": try arguments.string("locale"),
            ])
        parsed.positionals = texts.indices.map { "results-\($0 + 1)" }
        if try arguments.flag("allow_untested") { parsed.flags.insert("--allow-untested") }
        do throws(CommandError) {
            let command = try ReportCommand(arguments: parsed)
            let context = CommandContext(catalog: catalog, console: MCPTranscript().console, toolName: toolName)
            let language = try context.language(command.locale, command: ReportCommand.name)
            var runs: [TestRun] = []
            for (text, name) in zip(texts, parsed.positionals) {
                do {
                    runs.append(try TestRun(reading: Array(text.utf8), file: name))
                } catch {
                    throw CommandError.failure(error.description)
                }
            }
            return [try command.text(of: runs, catalog: catalog, language: language)]
        } catch {
            throw MCPToolError(message: error.reason)
        }
    }

    private func findCriteria(_ arguments: MCPArguments) async throws(MCPToolError) -> [String] {
        try arguments.only(["criterion", "platform"])
        let query = try arguments.required("criterion")
        var platform: Platform?
        if let name = try arguments.string("platform") {
            platform = Platform(argument: name)
            guard platform != nil else {
                let known = Platform.allCases.map(\.rawValue).joined(separator: ", ")
                throw MCPToolError(message: "unknown platform '\(name)'; use one of \(known)")
            }
        }
        let criteria = try Self.criteria(named: query)
        let numbers = Set(criteria.map(\.number))
        var parts: [ComponentChecklist] = []
        for component in ListCommand.components(of: catalog, on: platform, testing: nil) {
            for candidate in component.platforms where platform == nil || platform == candidate {
                guard let plan = TestPlan(component: component, platform: candidate),
                    plan.criteria.contains(where: { numbers.contains($0.number) }),
                    var part = try? ComponentChecklist(plan)
                else { continue }
                part.items = part.items.filter { $0.references.contains(where: numbers.contains) }
                if !part.items.isEmpty { parts.append(part) }
            }
        }
        let checklist = Checklist(catalogName: catalog.name, catalogVersion: catalog.version, components: parts)
        let named = criteria.map(\.description).joined(separator: "; ")
        let summary =
            "\(named): \(checklist.items.count) checklist items in \(parts.count) plans test "
            + (criteria.count == 1 ? "it" : "them")
            + (parts.isEmpty
                ? "."
                : " (" + parts.map { "\($0.componentID) on \($0.platform.rawValue)" }.joined(separator: ", ") + ").")
        return [summary, JSONChecklistExporter().string(checklist)]
    }

    /// The success criteria `query` names: the one with that number, or every one whose title has all
    /// of the query's words (in any case); none is an error that says how to ask.
    static func criteria(named query: String) throws(MCPToolError) -> [SuccessCriterion] {
        let trimmed = query.trimmingCharacters(in: .whitespaces)
        if trimmed.first?.isNumber == true {
            guard let criterion = SuccessCriterion.all.first(where: { $0.number == trimmed }) else {
                throw MCPToolError(message: "no WCAG 2.2 success criterion '\(trimmed)'; give a number such as 2.4.7")
            }
            return [criterion]
        }
        let words = trimmed.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        let found = SuccessCriterion.all.filter { criterion in
            let title = criterion.title.lowercased()
            return !words.isEmpty && words.allSatisfy { title.contains($0) }
        }
        guard !found.isEmpty else {
            throw MCPToolError(
                message:
                    "no WCAG 2.2 success criterion's title has the words '\(trimmed)'; give a number such as 2.4.7 or words such as focus visible"
            )
        }
        return found
    }

    /// Runs `command` with `positionals` and the option `values` that are set, and gives what it printed;
    /// its error is the tool's error.
    private func run(_ command: any Command.Type, _ positionals: [String], _ values: [String: String?])
        async throws(MCPToolError) -> String
    {
        let parsed = Self.arguments(positionals, values)
        let transcript = MCPTranscript()
        let context = CommandContext(catalog: catalog, console: transcript.console, toolName: toolName)
        do {
            try await command.init(arguments: parsed).run(in: context)
        } catch {
            throw MCPToolError(message: error.reason)
        }
        return transcript.output
    }

    /// Parsed arguments with `positionals` and the option `values` that are set.
    private static func arguments(_ positionals: [String], _ values: [String: String?]) -> ParsedArguments {
        // Parsing no words cannot fail.
        var parsed = (try? ParsedArguments([], options: [], command: "mcp"))!
        parsed.positionals = positionals
        for case (let name, let value?) in values { parsed.values[name] = value }
        return parsed
    }

    /// A tool's definition.
    private static func tool(
        _ name: String, title: String, description: String, properties: [(String, JSONValue)], required: [String]
    ) -> JSONValue {
        .object([
            ("name", .string(name)), ("title", .string(title)), ("description", .string(description)),
            ("inputSchema", Schema.object(properties, required: required)),
        ])
    }
}

/// The JSON Schemas of tool inputs.
private enum Schema {
    /// An object with `properties`, of which `required` must be given, and no others.
    static func object(_ properties: [(String, JSONValue)], required: [String]) -> JSONValue {
        var members: [(String, JSONValue)] = [("type", .string("object")), ("properties", .object(properties))]
        if !required.isEmpty { members.append(("required", .array(required.map(JSONValue.string)))) }
        members.append(("additionalProperties", .bool(false)))
        return .object(members)
    }

    /// A string, one of `choices` when given.
    static func string(_ description: String, choices: [String] = []) -> JSONValue {
        var members: [(String, JSONValue)] = [("type", .string("string")), ("description", .string(description))]
        if !choices.isEmpty { members.append(("enum", .array(choices.map(JSONValue.string)))) }
        return .object(members)
    }

    /// A non-empty array of strings.
    static func strings(_ description: String) -> JSONValue {
        .object([
            ("type", .string("array")), ("items", .object([("type", .string("string"))])),
            ("minItems", .number("1")), ("description", .string(description)),
        ])
    }

    /// A Boolean.
    static func boolean(_ description: String) -> JSONValue {
        .object([("type", .string("boolean")), ("description", .string(description))])
    }
}

/// A tool call's arguments, checked as its input schema says: a wrong type, a missing argument or one
/// the tool does not take is a tool error that names it.
struct MCPArguments: Sendable {
    /// The arguments, in the order given.
    private var members: [(String, JSONValue)]

    /// The arguments of `value`, an object or absent.
    init(_ value: JSONValue?) throws(MCPToolError) {
        switch value {
        case nil, .null?: members = []
        case .object(let members)?: self.members = members
        case let other?: throw MCPToolError(message: "the arguments are \(other.kind), not an object")
        }
    }

    /// Refuses any argument not in `names`.
    func only(_ names: [String]) throws(MCPToolError) {
        if let unknown = members.first(where: { !names.contains($0.0) }) {
            throw MCPToolError(
                message: "unknown argument '\(unknown.0)'; the tool takes \(names.joined(separator: ", "))")
        }
    }

    /// The string `name`, nil when absent.
    func string(_ name: String) throws(MCPToolError) -> String? {
        guard let value = members.first(where: { $0.0 == name })?.1 else { return nil }
        if case .null = value { return nil }
        guard let text = value.string else {
            throw MCPToolError(message: "the argument '\(name)' is \(value.kind), not a string")
        }
        return text
    }

    /// The string `name`, which must be given.
    func required(_ name: String) throws(MCPToolError) -> String {
        guard let text = try string(name) else { throw MCPToolError(message: "missing the argument '\(name)'") }
        return text
    }

    /// The string `name`, one of `choices`; `fallback` when absent.
    func choice(_ name: String, of choices: [String], default fallback: String) throws(MCPToolError) -> String {
        let value = try string(name) ?? fallback
        guard choices.contains(value) else {
            throw MCPToolError(message: "unknown \(name) '\(value)'; use one of \(choices.joined(separator: ", "))")
        }
        return value
    }

    /// The non-empty array of strings `name`, which must be given.
    func strings(_ name: String) throws(MCPToolError) -> [String] {
        guard let value = members.first(where: { $0.0 == name })?.1 else {
            throw MCPToolError(message: "missing the argument '\(name)'")
        }
        guard case .array(let elements) = value, !elements.isEmpty else {
            throw MCPToolError(message: "the argument '\(name)' is \(value.kind), not a non-empty array of strings")
        }
        var texts: [String] = []
        for (index, element) in elements.enumerated() {
            guard let text = element.string else {
                throw MCPToolError(message: "\(name)[\(index)] is \(element.kind), not a string")
            }
            texts.append(text)
        }
        return texts
    }

    /// The Boolean `name`, false when absent.
    func flag(_ name: String) throws(MCPToolError) -> Bool {
        switch members.first(where: { $0.0 == name })?.1 {
        case nil, .null?: false
        case .bool(let flag)?: flag
        case let other?: throw MCPToolError(message: "the argument '\(name)' is \(other.kind), not a Boolean")
        }
    }
}

/// Collects what a command prints, for a tool's answer; what it says on standard error is dropped (a
/// command's failure is its thrown error, which becomes the tool's error).
final class MCPTranscript: @unchecked Sendable {
    private let lock = NSLock()
    private var text = ""

    /// A console that keeps standard output.
    var console: Console {
        Console(write: { text in self.lock.withLock { self.text += text } }, writeError: { _ in }, isTerminal: false)
    }

    /// What was printed.
    var output: String { lock.withLock { text } }
}

extension CommandError {
    /// The error's words without the tool's name or the pointer to help: a tool error's text.
    var reason: String {
        switch self {
        case .usage(let text, _), .failure(let text): text
        }
    }
}
