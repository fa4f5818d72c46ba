import A11yPlan

/// Writes text as a YAML double-quoted scalar that every YAML 1.1 and 1.2 reader (PyYAML, js-yaml,
/// OpenACR's tools) reads back as the same string.
///
/// A double-quoted scalar is the one YAML style that can hold any text: `"` and `\` are escaped, and
/// so is every character a reader would fold, drop or refuse: line breaks (LF, CR, NEL, U+2028,
/// U+2029), tab, the other C0 and C1 control characters, DEL, the byte-order mark and the
/// noncharacters U+FFFE and U+FFFF. The scalar therefore always stays on one line.
public enum YAMLEscaping {
    /// `text` as a double-quoted YAML scalar, quotes included.
    public static func doubleQuoted(_ text: String) -> String {
        let text = ForeignText.strip(text)
        var result = "\""
        result.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\u{00}": result += "\\0"
            case "\u{07}": result += "\\a"
            case "\u{08}": result += "\\b"
            case "\t": result += "\\t"
            case "\n": result += "\\n"
            case "\u{0B}": result += "\\v"
            case "\u{0C}": result += "\\f"
            case "\r": result += "\\r"
            case "\u{1B}": result += "\\e"
            case "\u{85}": result += "\\N"
            case "\u{2028}": result += "\\L"
            case "\u{2029}": result += "\\P"
            case "\u{00}"..."\u{1F}", "\u{7F}"..."\u{9F}": result += "\\x" + hex(scalar.value, digits: 2)
            case "\u{FEFF}", "\u{FFFE}", "\u{FFFF}": result += "\\u" + hex(scalar.value, digits: 4)
            default: result.unicodeScalars.append(scalar)
            }
        }
        result += "\""
        return result
    }

    /// `value` in upper-case hexadecimal, padded with zeros to `digits`.
    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
