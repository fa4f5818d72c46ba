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

    /// Whether `text` has `&`, `<`, `>` (or, with `quotes`, a quote), scanned over its contiguous bytes:
    /// nearly every text on a page has none and is returned as it is.
    private static func needsEscape(_ text: String, quotes: Bool) -> Bool {
        let scan = { (bytes: UnsafeBufferPointer<UInt8>) -> Bool in
            for byte in bytes where byte == 38 || byte == 60 || byte == 62 || (quotes && (byte == 34 || byte == 39)) {
                return true
            }
            return false
        }
        return text.utf8.withContiguousStorageIfAvailable(scan)
            ?? {
                var copy = text
                return copy.withUTF8(scan)
            }()
    }

    private static func escape(_ text: String, quotes: Bool) -> String {
        guard needsEscape(text, quotes: quotes) else { return text }
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
