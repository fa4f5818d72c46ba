import A11yPlan

/// Escapes text for XML 1.0 content and attribute values.
///
/// `&`, `<`, `>`, `"` and `'` become references, and so do tab, line feed and carriage return in an
/// attribute (which a parser would otherwise turn into spaces); characters XML 1.0 cannot hold at all
/// (other control characters, U+FFFE and U+FFFF) become U+FFFD.
public enum XMLEscaping {
    /// `text` as XML element content.
    public static func text(_ text: String) -> String {
        escape(text, attribute: false)
    }

    /// `text` as a quoted XML attribute value.
    public static func attribute(_ text: String) -> String {
        escape(text, attribute: true)
    }

    private static func escape(_ text: String, attribute: Bool) -> String {
        let text = ForeignText.strip(text)
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t" where attribute: result += "&#9;"
            case "\n" where attribute: result += "&#10;"
            case "\r": result += "&#13;"
            case "\t", "\n": result.unicodeScalars.append(scalar)
            case "\u{00}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}": result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
