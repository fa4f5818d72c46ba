/// A JSON value that renders itself exactly as Foundation's `JSONEncoder` does with sorted keys and
/// unescaped slashes, pretty-printed or compact, without going through `Encodable`.
///
/// Exporters write large documents on every build; building them as values and printing them in one
/// pass is several times faster than the encoder and gives the same bytes, which the tests check.
indirect enum JSONValue: Sendable {
    case string(String)
    case bool(Bool)
    case int(Int)
    case array([JSONValue])
    /// Members in any order; they are written sorted by key (members given in key order skip the sort).
    case object([(String, JSONValue)])

    /// The value on one line, as `JSONEncoder` writes it with `.sortedKeys`.
    var compact: String {
        var text = ""
        write(to: &text, indent: nil)
        return text
    }

    /// The value pretty-printed with two-space indents and `" : "` between key and value, as
    /// `JSONEncoder` writes it with `.prettyPrinted`.
    var pretty: String {
        var text = ""
        write(to: &text, indent: 0)
        return text
    }

    private func write(to text: inout String, indent: Int?) {
        switch self {
        case .string(let value): Self.write(string: value, to: &text)
        case .bool(let value): text += value ? "true" : "false"
        case .int(let value): text += String(value)
        case .array(let elements):
            Self.container("[", "]", elements.count, to: &text, indent: indent) { index, text, inner in
                elements[index].write(to: &text, indent: inner)
            }
        case .object(let members):
            let inOrder = zip(members, members.dropFirst()).allSatisfy { $0.0 < $1.0 }
            let sorted = inOrder ? members : members.sorted { $0.0 < $1.0 }
            Self.container("{", "}", sorted.count, to: &text, indent: indent) { index, text, inner in
                Self.write(string: sorted[index].0, to: &text)
                text += inner == nil ? ":" : " : "
                sorted[index].1.write(to: &text, indent: inner)
            }
        }
    }

    private static func container(
        _ open: String,
        _ close: String,
        _ count: Int,
        to text: inout String,
        indent: Int?,
        element: (Int, inout String, Int?) -> Void
    ) {
        text += open
        guard let indent else {
            for index in 0..<count {
                if index > 0 { text += "," }
                element(index, &text, nil)
            }
            text += close
            return
        }
        let inner = indent + 2
        let padding = String(repeating: " ", count: inner)
        text += "\n"
        for index in 0..<count {
            if index > 0 { text += ",\n" }
            text += padding
            element(index, &text, inner)
        }
        text += "\n" + String(repeating: " ", count: indent) + close
    }

    private static let hexDigits = Array("0123456789abcdef".unicodeScalars)

    /// `value` as a JSON string: quotes, backslashes and control characters escaped, nothing else.
    static func write(string value: String, to text: inout String) {
        text += "\""
        let needsEscape = value.utf8.contains { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }
        guard needsEscape else {
            text += value
            text += "\""
            return
        }
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case "\u{8}": text += "\\b"
            case "\u{C}": text += "\\f"
            case _ where scalar.value < 0x20:
                text += "\\u00"
                text.unicodeScalars.append(hexDigits[Int(scalar.value >> 4)])
                text.unicodeScalars.append(hexDigits[Int(scalar.value & 0xF)])
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}
