import A11yPlan
import A11yPlanFormats

/// A JSON-RPC 2.0 message read from one line: a request (with an id, answered), a notification (no id,
/// never answered) or a response to a request of the server's (it sends none, so one is dropped).
enum JSONRPCMessage: Sendable {
    /// A request: its id (a string or a number, as written), method and parameters.
    case request(id: JSONValue, method: String, params: JSONValue?)
    /// A notification: its method and parameters.
    case notification(method: String, params: JSONValue?)
    /// A response from the client.
    case response
}

/// A JSON-RPC error object, with the id of the request it answers (nil when it cannot be known, which
/// writes `null`).
struct JSONRPCError: Error, Sendable {
    /// Invalid JSON: the line is not one JSON value in UTF-8.
    static let parseError = -32700
    /// The JSON is not a valid request object.
    static let invalidRequest = -32600
    /// The method does not exist.
    static let methodNotFound = -32601
    /// The method's parameters are wrong.
    static let invalidParams = -32602
    /// MCP's code for a resource that does not exist.
    static let resourceNotFound = -32002

    /// The error's code.
    var code: Int
    /// What went wrong, one sentence.
    var message: String
    /// The id of the request, if it is known.
    var id: JSONValue?
    /// More about the error, such as the URI of a resource not found.
    var data: JSONValue?
}

/// JSON-RPC 2.0 framing on the project's JSON reader and writer: reading one line as a message, and
/// writing results and errors as one line each (strings escaped, so a value's line breaks stay inside it).
enum JSONRPC {
    /// The message `line` holds; a line that is not one throws the error to answer with.
    static func message(from line: [UInt8]) throws(JSONRPCError) -> JSONRPCMessage {
        guard Array(String(decoding: line, as: UTF8.self).utf8) == line else {
            throw JSONRPCError(code: JSONRPCError.parseError, message: "Parse error: the message is not UTF-8")
        }
        let value: JSONValue
        do {
            value = try JSONValue.parse(line)
        } catch {
            throw JSONRPCError(code: JSONRPCError.parseError, message: "Parse error: \(error.message)")
        }
        guard case .object = value else {
            let what = if case .array = value { "a batch (an array); send one message a line" } else { value.kind }
            throw JSONRPCError(code: JSONRPCError.invalidRequest, message: "Invalid Request: \(what), not an object")
        }
        var id: JSONValue?
        switch value["id"] {
        case .string?, .number?: id = value["id"]
        case nil: id = nil
        case let other?:
            throw JSONRPCError(
                code: JSONRPCError.invalidRequest,
                message: "Invalid Request: the id is \(other.kind), not a string or number")
        }
        guard value["jsonrpc"]?.string == "2.0" else {
            throw JSONRPCError(
                code: JSONRPCError.invalidRequest, message: "Invalid Request: \"jsonrpc\" must be \"2.0\"", id: id)
        }
        guard let method = value["method"] else {
            if value["result"] != nil || value["error"] != nil { return .response }
            throw JSONRPCError(code: JSONRPCError.invalidRequest, message: "Invalid Request: no method", id: id)
        }
        guard let name = method.string else {
            throw JSONRPCError(
                code: JSONRPCError.invalidRequest,
                message: "Invalid Request: the method is \(method.kind), not a string",
                id: id)
        }
        let params = value["params"]
        if let params, case .object = params {
        } else if let params {
            throw JSONRPCError(
                code: JSONRPCError.invalidParams, message: "Invalid params: \(params.kind), not an object", id: id)
        }
        guard let id else { return .notification(method: name, params: params) }
        return .request(id: id, method: name, params: params)
    }

    /// The response line (without its line end) that answers the request `id` with `result`.
    static func response(id: JSONValue, result: JSONValue) -> String {
        line(.object([("jsonrpc", .string("2.0")), ("id", id), ("result", result)]))
    }

    /// The response line (without its line end) that answers with `error`.
    static func response(error: JSONRPCError) -> String {
        var members: [(String, JSONValue)] = [
            ("code", .number(String(error.code))), ("message", .string(error.message)),
        ]
        if let data = error.data { members.append(("data", data)) }
        let object = JSONValue.object(members)
        return line(.object([("jsonrpc", .string("2.0")), ("id", error.id ?? .null), ("error", object)]))
    }

    /// `value` as compact JSON, one line.
    private static func line(_ value: JSONValue) -> String {
        var out = TextBuffer()
        var writer = JSONWriter(pretty: false)
        writer.value(value, &out)
        return out.string
    }
}
