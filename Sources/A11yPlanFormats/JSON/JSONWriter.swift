import A11yPlan

/// Writes JSON straight into a `TextBuffer` exactly as Foundation's `JSONEncoder` does with sorted keys
/// and unescaped slashes, pretty-printed or compact, without building the document as values first.
///
/// The caller gives members in key order (the tests hold every document to the encoder's bytes), and
/// the writer supplies the commas, line breaks and indents: two spaces a level and `" : "` between a
/// key and its value when pretty, nothing when compact.
package struct JSONWriter {
    /// Whether to print one member or element per line, indented.
    package let pretty: Bool
    /// How many containers are open.
    private var depth = 0
    /// One bit per open container: whether it has a member yet (containers nest at most 64 deep here).
    private var started: UInt64 = 0

    /// A writer for one document.
    package init(pretty: Bool) {
        self.pretty = pretty
    }

    /// Opens an object as the next value.
    package mutating func beginObject(_ out: inout TextBuffer) {
        begin(0x7B, &out)
    }

    /// Closes the innermost object.
    package mutating func endObject(_ out: inout TextBuffer) {
        end(0x7D, &out)
    }

    /// Opens an array as the next value.
    package mutating func beginArray(_ out: inout TextBuffer) {
        begin(0x5B, &out)
    }

    /// Closes the innermost array.
    package mutating func endArray(_ out: inout TextBuffer) {
        end(0x5D, &out)
    }

    /// Starts the member `name` of the innermost object; its value comes next. Names are the schema's
    /// own words, which JSON never escapes, so they are written as they are.
    package mutating func key(_ name: String, _ out: inout TextBuffer) {
        element(&out)
        out.append(byte: 0x22)
        out.append(name)
        out.append(pretty ? "\" : " : "\":")
    }

    /// Starts the next element of the innermost array.
    package mutating func element(_ out: inout TextBuffer) {
        let bit: UInt64 = 1 << (depth - 1)
        if started & bit != 0 { out.append(byte: 0x2C) } else { started |= bit }
        if pretty { newline(depth, &out) }
    }

    /// The member `name` with a string value.
    package mutating func member(_ name: String, _ value: String, _ out: inout TextBuffer) {
        key(name, &out)
        out.append(json: value)
    }

    /// The member `name` with a number value.
    package mutating func member(_ name: String, _ value: Int, _ out: inout TextBuffer) {
        key(name, &out)
        out.append(value)
    }

    /// The member `name` with a Boolean value.
    package mutating func member(_ name: String, _ value: Bool, _ out: inout TextBuffer) {
        key(name, &out)
        out.append(value ? "true" : "false")
    }

    /// The member `name` with an array of strings.
    package mutating func member(_ name: String, _ values: [String], _ out: inout TextBuffer) {
        key(name, &out)
        beginArray(&out)
        for value in values {
            element(&out)
            out.append(json: value)
        }
        endArray(&out)
    }

    /// Writes `value` as the next value (after `key(_:_:)` or `element(_:)`, or as the document):
    /// members in the value's own order, each name escaped as a JSON string, numbers as written.
    package mutating func value(_ value: JSONValue, _ out: inout TextBuffer) {
        switch value {
        case .object(let members):
            beginObject(&out)
            for (name, member) in members {
                element(&out)
                out.append(json: name)
                out.append(pretty ? " : " : ":")
                self.value(member, &out)
            }
            endObject(&out)
        case .array(let elements):
            beginArray(&out)
            for element in elements {
                self.element(&out)
                self.value(element, &out)
            }
            endArray(&out)
        case .string(let text): out.append(json: text)
        case .number(let text): out.append(text)
        case .bool(let flag): out.append(flag ? "true" : "false")
        case .null: out.append("null")
        }
    }

    private mutating func begin(_ bracket: UInt8, _ out: inout TextBuffer) {
        out.append(byte: bracket)
        depth += 1
        started &= ~(1 << (depth - 1))
    }

    private mutating func end(_ bracket: UInt8, _ out: inout TextBuffer) {
        // The encoder leaves an empty line inside an empty container when pretty-printing.
        if pretty {
            if started & (1 << (depth - 1)) == 0 { out.append(byte: 0x0A) }
            newline(depth - 1, &out)
        }
        depth -= 1
        out.append(byte: bracket)
    }

    private func newline(_ level: Int, _ out: inout TextBuffer) {
        out.append(byte: 0x0A)
        out.append(spaces: level * 2)
    }
}

extension TextBuffer {
    /// Appends `value` as a JSON string: quotes, backslashes and control characters escaped, nothing
    /// else, as `JSONEncoder` does.
    package mutating func append(json value: String) {
        append(byte: 0x22)
        append(jsonContent: value)
        append(byte: 0x22)
    }

    /// Appends `value` as a JavaScript string literal for a `<script>` element: JSON's escapes, and `<`
    /// as `\u003C`, so that no word (a translation's included) can end the element.
    package mutating func append(scriptString value: String) {
        append(byte: 0x22)
        append(jsonContent: value, inScript: true)
        append(byte: 0x22)
    }

    /// Appends what goes between the quotes of `value` as a JSON string; `inScript` also escapes `<`.
    package mutating func append(jsonContent value: String, inScript: Bool = false) {
        let marked = value.withUTF8Bytes { bytes -> Bool in
            func escapes(_ byte: UInt8) -> Bool {
                byte < 0x20 || byte == 0x22 || byte == 0x5C || (inScript && byte == 0x3C)
            }
            // Nearly every string needs no escape and has no `ForeignText` mark (whose UTF-8 starts with
            // 0xEE): find the first byte that may need either, or copy it whole.
            guard let first = bytes.firstIndex(where: { escapes($0) || $0 == 0xEE }) else {
                append(bytes)
                return false
            }
            if bytes[first...].contains(0xEE) && ForeignText.isMarked(value) { return true }
            var start = 0
            for index in first..<bytes.count {
                let byte = bytes[index]
                guard escapes(byte) else { continue }
                append(UnsafeBufferPointer(rebasing: bytes[start..<index]))
                switch byte {
                case 0x22: append("\\\"")
                case 0x5C: append("\\\\")
                case 0x0A: append("\\n")
                case 0x0D: append("\\r")
                case 0x09: append("\\t")
                case 0x08: append("\\b")
                case 0x0C: append("\\f")
                default:
                    append("\\u00")
                    append(byte: Self.hexDigits[Int(byte >> 4)])
                    append(byte: Self.hexDigits[Int(byte & 0xF)])
                }
                start = index + 1
            }
            append(UnsafeBufferPointer(rebasing: bytes[start...]))
            return false
        }
        // No format but HTML marks another language: its words stand alone.
        if marked { append(jsonContent: ForeignText.strip(value), inScript: inScript) }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)
}
