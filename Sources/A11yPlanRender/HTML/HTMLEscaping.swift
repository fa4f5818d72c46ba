/// Escapes text from content for HTML, so that nothing an author types becomes markup.
public enum HTMLEscaping {
    /// `text` safe as element content: `&`, `<` and `>` become references.
    public static func text(_ text: String) -> String {
        escape(text, quotes: false)
    }

    /// `text` safe inside a double- or single-quoted attribute value.
    public static func attribute(_ text: String) -> String {
        escape(text, quotes: true)
    }

    private static func escape(_ text: String, quotes: Bool) -> String {
        guard text.utf8.contains(where: { $0 == 38 || $0 == 60 || $0 == 62 || (quotes && ($0 == 34 || $0 == 39)) })
        else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where quotes: result += "&quot;"
            case "'" where quotes: result += "&#39;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
