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
        return text.withUTF8Bytes(scan)
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

extension TextBuffer {
    /// Appends `text` escaped as element content, as `HTMLEscaping.text` does, without a copy when it
    /// needs no escaping.
    mutating func append(html text: String) {
        append(escaping: text, quotes: false)
    }

    /// Appends `text` escaped for a quoted attribute value, as `HTMLEscaping.attribute` does.
    mutating func append(attribute text: String) {
        append(escaping: text, quotes: true)
    }

    /// The markup characters are ASCII, so the UTF-8 bytes are scanned as they are and copied in runs.
    private mutating func append(escaping text: String, quotes: Bool) {
        text.withUTF8Bytes { bytes in
            // Nearly every text needs no escape: find the first byte that does, or copy it whole.
            guard
                let first = bytes.firstIndex(where: {
                    $0 == 38 || $0 == 60 || $0 == 62 || (quotes && ($0 == 34 || $0 == 39))
                })
            else {
                append(bytes)
                return
            }
            var start = 0
            for index in first..<bytes.count {
                let entity: String
                switch bytes[index] {
                case 38: entity = "&amp;"
                case 60: entity = "&lt;"
                case 62: entity = "&gt;"
                case 34 where quotes: entity = "&quot;"
                case 39 where quotes: entity = "&#39;"
                default: continue
                }
                append(UnsafeBufferPointer(rebasing: bytes[start..<index]))
                append(entity)
                start = index + 1
            }
            append(UnsafeBufferPointer(rebasing: bytes[start...]))
        }
    }
}
