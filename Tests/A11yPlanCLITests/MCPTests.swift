import A11yPlan
import Content
import Foundation
import Testing

@testable import A11yPlanCLI

/// `a11yplan mcp`'s framing in process: lines cut from input, JSON-RPC messages read and answered.
/// The Python test drives the built server with the official MCP client.
@Suite struct MCPTests {
    /// The answer of a fresh server to each of `lines`, parsed (nil where there is none).
    static func answers(_ lines: [String]) async throws -> [JSONValue?] {
        var server = MCPServer(catalog: BundledCatalog.catalog, toolName: "a11yplan")
        var answers: [JSONValue?] = []
        for line in lines {
            let answer = await server.answer(.message(Array(line.utf8)))
            answers.append(try answer.map { try JSONValue.parse(Array($0.utf8)) })
            #expect(answer?.contains("\n") != true, "one line an answer")
        }
        return answers
    }

    static func answer(_ line: String) async throws -> JSONValue? {
        try await answers([line])[0]
    }

    static func request(_ id: Int, _ method: String, _ params: String = "{}") -> String {
        #"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)","params":\#(params)}"#
    }

    static func code(_ answer: JSONValue?) -> String? {
        guard case .number(let code)? = answer?["error"]?["code"] else { return nil }
        return code
    }

    @Test func linesAreCutAtNewlinesAcrossReads() {
        var reader = MCPLineReader(limit: 10)
        #expect(reader.feed(Array("ab".utf8)[...]) == [])
        #expect(
            reader.feed(Array("c\r\nde\n\nf".utf8)[...]) == [
                .message(Array("abc".utf8)), .message([0x64, 0x65]), .message([]),
            ])
        #expect(reader.unfinished == 1)
    }

    @Test func aLineOverTheLimitIsDroppedAndTheNextIsRead() {
        var reader = MCPLineReader(limit: 4)
        #expect(reader.feed(Array("1234".utf8)[...]) == [])
        #expect(reader.feed(Array("56789".utf8)[...]) == [])
        #expect(reader.unfinished == 9)
        #expect(reader.feed(Array("0\nok\n".utf8)[...]) == [.tooLong(bytes: 10), .message(Array("ok".utf8))])
        #expect(reader.unfinished == 0)
    }

    @Test func versionNegotiation() async throws {
        for (asked, agreed) in [
            ("2025-11-25", "2025-11-25"), ("2025-06-18", "2025-06-18"), ("2025-03-26", "2025-03-26"),
            ("2024-11-05", "2024-11-05"), ("2099-01-01", "2025-11-25"),
        ] {
            let answer = try await Self.answer(Self.request(1, "initialize", #"{"protocolVersion":"\#(asked)"}"#))
            #expect(answer?["result"]?["protocolVersion"]?.string == agreed)
            #expect(answer?["result"]?["serverInfo"]?["name"]?.string == "a11yplan")
        }
        #expect(Self.code(try await Self.answer(Self.request(1, "initialize"))) == "-32602")
    }

    @Test func protocolErrors() async throws {
        let answers = try await Self.answers([
            "{not json", #"[{"jsonrpc":"2.0","id":1,"method":"ping"}]"#, #"{"jsonrpc":"1.0","id":4,"method":"ping"}"#,
            #"{"jsonrpc":"2.0","id":true,"method":"ping"}"#, Self.request(5, "no/such"),
            #"{"jsonrpc":"2.0","method":"no/such"}"#, #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
            #"{"jsonrpc":"2.0","id":6,"result":{}}"#, "   ", Self.request(7, "ping"),
        ])
        #expect(answers.map(Self.code) == ["-32700", "-32600", "-32600", "-32600", "-32601", nil, nil, nil, nil, nil])
        #expect(answers[0]?["id"].map { if case .null = $0 { true } else { false } } == true)
        #expect(answers[2]?["id"]?.kind == "a number", "the id is known, so the error names it")
        #expect(answers[5] == nil && answers[6] == nil && answers[7] == nil, "no answer to notifications and responses")
        #expect(answers[9]?["result"] != nil)
        var server = MCPServer(catalog: BundledCatalog.catalog, toolName: "a11yplan", lineLimit: 8)
        let refused = try #require(await server.answer(.tooLong(bytes: 9)))
        #expect(Self.code(try JSONValue.parse(Array(refused.utf8))) == "-32600")
    }

    @Test func toolsAnswerWhatTheCommandsPrint() async throws {
        let plan = try await Self.answer(
            Self.request(1, "tools/call", #"{"name":"get_test_plan","arguments":{"id":"button","platform":"web"}}"#))
        let render = await runInProcess("render", "button", "--platform", "web")
        #expect(plan?["result"]?["content"].flatMap(Self.firstText) == render.output)
        #expect(plan?["result"]?["isError"].map { if case .bool(false) = $0 { true } else { false } } == true)
        let list = try await Self.answer(
            Self.request(2, "tools/call", #"{"name":"list_components","arguments":{"wcag":"2.4.7","platform":"ios"}}"#))
        let listed = await runInProcess("list", "--wcag", "2.4.7", "--platform", "ios", "--format", "json")
        #expect(list?["result"]?["content"].flatMap(Self.firstText) == listed.output)
    }

    @Test func toolErrorsAreResultsAndTheServerGoesOn() async throws {
        let answers = try await Self.answers([
            Self.request(1, "tools/call", #"{"name":"get_test_plan","arguments":{"id":"buton","platform":"ios"}}"#),
            Self.request(2, "tools/call", #"{"name":"get_checklist","arguments":{"ids":"button","platform":"ios"}}"#),
            Self.request(3, "tools/call", #"{"name":"list_components","arguments":{"colour":"red"}}"#),
            Self.request(4, "tools/call", #"{"name":"no_such_tool"}"#),
            Self.request(5, "resources/read", #"{"uri":"a11yplan://plan/ios/no-such"}"#),
            Self.request(6, "ping"),
        ])
        let texts = answers.prefix(3).map { $0?["result"]?["content"].flatMap(Self.firstText) }
        #expect(texts[0]?.contains("did you mean 'button'") == true)
        #expect(texts[1] == "the argument 'ids' is a string, not a non-empty array of strings")
        #expect(texts[2]?.hasPrefix("unknown argument 'colour'") == true)
        #expect(answers.map(Self.code) == [nil, nil, nil, "-32602", "-32002", nil])
        #expect(answers[4]?["error"]?["data"]?["uri"]?.string == "a11yplan://plan/ios/no-such")
    }

    static func firstText(_ content: JSONValue) -> String? {
        guard case .array(let blocks) = content else { return nil }
        return blocks.first?["text"]?.string
    }
}
