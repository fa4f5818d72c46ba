import A11yPlan
import A11yPlanFormats

/// The Model Context Protocol server of `a11yplan mcp`: answers one JSON-RPC message at a time, over
/// the catalog the tool was built with.
///
/// Lifecycle (`initialize` with version negotiation, `notifications/initialized`, `ping`), tools
/// (`tools/list`, `tools/call`, see `MCPTools`) and resources (`resources/list`,
/// `resources/templates/list`, `resources/read`: one Markdown plan per component and platform, at
/// `a11yplan://plan/<platform>/<id>`), as the specification's revisions 2024-11-05 to 2025-11-25 define
/// them. Every mistake in a message is a JSON-RPC error, every mistake in a tool's arguments a tool
/// error result, and neither stops the server.
struct MCPServer: Sendable {
    /// The protocol revisions the server speaks, newest first: a client asking for one of them gets it,
    /// any other client the newest.
    static let protocolVersions = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"]
    /// The scheme and path before a plan resource's platform and id.
    static let planPrefix = "a11yplan://plan/"

    /// The tools, which also render the resources.
    let tools: MCPTools
    /// The most bytes one message may have.
    let lineLimit: Int
    /// The revision agreed at `initialize`, nil before it.
    private(set) var protocolVersion: String?

    /// A server over `catalog`, called `toolName`, that reads messages of up to `lineLimit` bytes.
    init(catalog: Catalog, toolName: String, lineLimit: Int = 8 << 20) {
        tools = MCPTools(catalog: catalog, toolName: toolName)
        self.lineLimit = lineLimit
    }

    /// The line (without its line end) that answers `line`, nil when nothing is to be answered (a
    /// notification, a client's response, a blank line).
    mutating func answer(_ line: MCPLineReader.Line) async -> String? {
        let bytes: [UInt8]
        switch line {
        case .message(let message): bytes = message
        case .tooLong(let count):
            let error = JSONRPCError(
                code: JSONRPCError.invalidRequest,
                message: "Invalid Request: a line of \(count) bytes, over the limit of \(lineLimit); it was not read")
            return JSONRPC.response(error: error)
        }
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { return nil }
        do throws(JSONRPCError) {
            switch try JSONRPC.message(from: bytes) {
            case .request(let id, let method, let params):
                do throws(JSONRPCError) {
                    return JSONRPC.response(id: id, result: try await result(of: method, params: params))
                } catch {
                    var error = error
                    error.id = id
                    return JSONRPC.response(error: error)
                }
            case .notification, .response:
                return nil
            }
        } catch {
            return JSONRPC.response(error: error)
        }
    }

    /// The result of the request `method` with `params`; what cannot be done throws its JSON-RPC error.
    private mutating func result(of method: String, params: JSONValue?) async throws(JSONRPCError) -> JSONValue {
        switch method {
        case "initialize":
            return try initialize(params)
        case "ping":
            return .object([])
        case "tools/list":
            return .object([("tools", tools.definitions)])
        case "tools/call":
            guard let name = params?["name"]?.string else {
                throw JSONRPCError(code: JSONRPCError.invalidParams, message: "Invalid params: no tool name")
            }
            guard let result = await tools.call(name, arguments: params?["arguments"]) else {
                let names = MCPTools.names.joined(separator: ", ")
                throw JSONRPCError(
                    code: JSONRPCError.invalidParams, message: "Unknown tool: '\(name)'; the tools are \(names)")
            }
            return result.json
        case "resources/list":
            return .object([("resources", .array(resources))])
        case "resources/templates/list":
            let template = JSONValue.object([
                ("uriTemplate", .string(Self.planPrefix + "{platform}/{id}")), ("name", .string("plan")),
                ("title", .string("Test plan")),
                ("description", .string("One component's test plan on one platform, as Markdown.")),
                ("mimeType", .string("text/markdown")),
            ])
            return .object([("resourceTemplates", .array([template]))])
        case "resources/read":
            return try await read(params)
        default:
            throw JSONRPCError(code: JSONRPCError.methodNotFound, message: "Method not found: '\(method)'")
        }
    }

    /// Agrees on a protocol revision: the client's when the server speaks it, else the newest.
    private mutating func initialize(_ params: JSONValue?) throws(JSONRPCError) -> JSONValue {
        guard let requested = params?["protocolVersion"]?.string else {
            throw JSONRPCError(code: JSONRPCError.invalidParams, message: "Invalid params: no protocolVersion")
        }
        let version = Self.protocolVersions.contains(requested) ? requested : Self.protocolVersions[0]
        protocolVersion = version
        let catalog = tools.catalog
        var info: [(String, JSONValue)] = [("name", .string(tools.toolName))]
        if version >= "2025-06-18" { info.append(("title", .string("A11yPlan: \(catalog.name)"))) }
        info.append(("version", .string(A11yPlanVersion.current)))
        let instructions =
            "Accessibility test plans and tester checklists of the catalog \(catalog.name) \(catalog.version) "
            + "(\(catalog.components.count) components on iOS, Android and the Web), with their WCAG 2.2 references. "
            + "Find components with list_components or find_criteria, then read a plan with get_test_plan."
        return .object([
            ("protocolVersion", .string(version)),
            (
                "capabilities",
                .object([
                    ("tools", .object([("listChanged", .bool(false))])),
                    ("resources", .object([("subscribe", .bool(false)), ("listChanged", .bool(false))])),
                ])
            ),
            ("serverInfo", .object(info)),
            ("instructions", .string(instructions)),
        ])
    }

    /// Every plan as a resource, component by component in catalog order.
    private var resources: [JSONValue] {
        let words = Language.bundled(code: tools.catalog.sourceLanguage)?.words ?? Words.english
        return tools.catalog.components.flatMap { component in
            component.platforms.map { platform in
                JSONValue.object([
                    ("uri", .string(Self.planPrefix + platform.rawValue + "/" + component.id)),
                    ("name", .string("\(component.id)-\(platform.rawValue)")),
                    ("title", .string(words.planTitle(platform.name, component.name))),
                    ("mimeType", .string("text/markdown")),
                ])
            }
        }
    }

    /// The plan a resource URI names, as Markdown; an unknown URI is MCP's resource-not-found error.
    private func read(_ params: JSONValue?) async throws(JSONRPCError) -> JSONValue {
        guard let uri = params?["uri"]?.string else {
            throw JSONRPCError(code: JSONRPCError.invalidParams, message: "Invalid params: no uri")
        }
        let notFound = JSONRPCError(
            code: JSONRPCError.resourceNotFound,
            message: "Resource not found: '\(uri)'; plans are \(Self.planPrefix)<platform>/<id>",
            data: .object([("uri", .string(uri))]))
        guard uri.hasPrefix(Self.planPrefix) else { throw notFound }
        let path = uri.dropFirst(Self.planPrefix.count).split(separator: "/", omittingEmptySubsequences: false)
        guard path.count == 2, let platform = Platform(argument: String(path[0])),
            tools.catalog.component(id: String(path[1]))?.platforms.contains(platform) == true
        else { throw notFound }
        let text: String
        do {
            text = try await tools.planMarkdown(id: String(path[1]), platform: platform.rawValue, locale: nil)
        } catch {
            throw JSONRPCError(
                code: JSONRPCError.resourceNotFound, message: "Resource not found: \(error.message)",
                data: .object([("uri", .string(uri))]))
        }
        let contents = JSONValue.object([
            ("uri", .string(uri)), ("mimeType", .string("text/markdown")), ("text", .string(text)),
        ])
        return .object([("contents", .array([contents]))])
    }
}
