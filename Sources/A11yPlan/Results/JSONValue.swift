/// A parsed JSON value, for reading results files and `a11yplan mcp`'s messages without Foundation:
/// objects keep their members in file order.
package enum JSONValue: Sendable {
    /// An object's members in order.
    case object([(String, JSONValue)])
    /// An array.
    case array([JSONValue])
    /// A string.
    case string(String)
    /// A number, as written.
    case number(String)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null

    /// The member `name` of an object, nil for anything else.
    package subscript(name: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == name }?.1
    }

    /// The string, nil for anything else.
    package var string: String? {
        guard case .string(let value) = self else { return nil }
        return value
    }

    /// What a message calls this kind of value.
    package var kind: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a Boolean"
        case .null: "null"
        }
    }

    /// Parses `bytes` as one JSON document (RFC 8259); a mistake throws its 1-based line and what is wrong.
    /// An object that gives one member name twice is a mistake too: readers differ on which value counts.
    package static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        return try parser.document()
    }
}

/// A JSON syntax mistake: the line it is on and what is wrong.
package struct JSONSyntaxError: Error, Sendable, Equatable {
    /// The 1-based line.
    package var line: Int
    /// What is wrong.
    package var message: String
}

/// A recursive-descent JSON parser over UTF-8 bytes.
private struct JSONParser {
    let bytes: [UInt8]
    var index = 0
    var depth = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    mutating func document() throws(JSONSyntaxError) -> JSONValue {
        let value = try self.value()
        skipSpace()
        if index < bytes.count { throw error("unexpected text after the end of the document") }
        return value
    }

    func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(line: line(at: index), message: message)
    }

    /// The 1-based line of the byte at `offset`.
    func line(at offset: Int) -> Int {
        1 + bytes[..<min(offset, bytes.count)].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
    }

    mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    mutating func value() throws(JSONSyntaxError) -> JSONValue {
        skipSpace()
        guard index < bytes.count else { throw error("the document ends where a value should be") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw error("unexpected character '\(Character(Unicode.Scalar(bytes[index])))'")
        }
    }

    mutating func literal(_ word: String, _ value: JSONValue) throws(JSONSyntaxError) -> JSONValue {
        let expected = Array(word.utf8)
        guard bytes[index...].starts(with: expected) else { throw error("unexpected word; expected \(word)") }
        index += expected.count
        return value
    }

    mutating func number() throws(JSONSyntaxError) -> JSONValue {
        let start = index
        let allowed = Set("+-.eE0123456789".utf8)
        while index < bytes.count, allowed.contains(bytes[index]) { index += 1 }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard Double(text) != nil else { throw error("malformed number '\(text)'") }
        return .number(text)
    }

    mutating func nest() throws(JSONSyntaxError) {
        depth += 1
        if depth > 64 { throw error("values nest more than 64 deep") }
    }

    mutating func object() throws(JSONSyntaxError) -> JSONValue {
        try nest()
        index += 1
        var members: [(String, JSONValue)] = []
        var names: [String: Int] = [:]
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return .object(members)
        }
        while true {
            skipSpace()
            guard index < bytes.count else { throw error("the document ends inside an object") }
            guard bytes[index] == UInt8(ascii: "\"") else {
                throw error("expected a member name in quotes")
            }
            let start = index
            let name = try string()
            if let first = names.updateValue(start, forKey: name) {
                index = start
                let firstLine = line(at: first)
                let whereFirst = firstLine == line(at: start) ? "" : " (first on line \(firstLine))"
                throw error("the member '\(name)' appears twice in one object\(whereFirst)")
            }
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':'") }
            index += 1
            members.append((name, try value()))
            skipSpace()
            guard index < bytes.count else { throw error("the document ends inside an object") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard bytes[index] == UInt8(ascii: "}") else { throw error("expected ',' or '}'") }
            index += 1
            depth -= 1
            return .object(members)
        }
    }

    mutating func array() throws(JSONSyntaxError) -> JSONValue {
        try nest()
        index += 1
        var elements: [JSONValue] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return .array(elements)
        }
        while true {
            elements.append(try value())
            skipSpace()
            guard index < bytes.count else { throw error("the document ends inside an array") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard bytes[index] == UInt8(ascii: "]") else { throw error("expected ',' or ']'") }
            index += 1
            depth -= 1
            return .array(elements)
        }
    }

    mutating func string() throws(JSONSyntaxError) -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var run: [UInt8] = []
        func flush() {
            scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
            run.removeAll(keepingCapacity: true)
        }
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                flush()
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush()
                guard index < bytes.count else { break }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"): scalars.append(try unicodeEscape())
                default: throw error("unknown escape in a string")
                }
            case 0x00..<0x20:
                throw error("a control character inside a string")
            default:
                run.append(byte)
            }
        }
        throw error("a string is not closed")
    }

    mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count,
            let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
        else { throw error("malformed \\u escape") }
        index += 4
        return value
    }

    mutating func unicodeEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
        let high = try hex4()
        if (0xD800..<0xDC00).contains(high), bytes[index...].starts(with: Array("\\u".utf8)) {
            index += 2
            let low = try hex4()
            if (0xDC00..<0xE000).contains(low),
                let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
            {
                return scalar
            }
        }
        // Half of a surrogate pair with no other half is no character: refused, as invalid UTF-8 is.
        guard let scalar = Unicode.Scalar(high) else {
            throw error("a \\u escape names half of a character (U+\(String(high, radix: 16, uppercase: true))) alone")
        }
        return scalar
    }
}
