import A11yPlan

/// Escapes text from content for HTML, so that nothing an author types becomes markup.
public enum HTMLEscaping {
    /// `text` safe as element content: `&`, `<` and `>` become references, and each run marked as
    /// `ForeignText` an element with its own `lang` attribute.
    public static func text(_ text: String) -> String {
        escape(text, quotes: false)
    }

    /// `text` safe inside a double- or single-quoted attribute value, without `ForeignText` marks.
    public static func attribute(_ text: String) -> String {
        escape(text, quotes: true)
    }

    /// `text` escaped, or `text` itself when it has no `&`, `<`, `>` (or, with `quotes`, a quote), as
    /// nearly every text on a page has not.
    private static func escape(_ text: String, quotes: Bool) -> String {
        guard text.withUTF8Bytes({ $0.contains { isMarkup($0, quotes: quotes) || $0 == 0xEE } }) else { return text }
        var escaped = TextBuffer(capacity: text.utf8.count + 16)
        escaped.append(escaping: text, quotes: quotes)
        return escaped.string
    }

    /// Whether `byte` must become a reference: `&`, `<`, `>`, and with `quotes` `"` and `'`. They are
    /// all ASCII, so UTF-8 bytes can be tested as they are.
    @inline(__always)
    fileprivate static func isMarkup(_ byte: UInt8, quotes: Bool) -> Bool {
        byte == 38 || byte == 60 || byte == 62 || (quotes && (byte == 34 || byte == 39))
    }

    /// The reference for a byte that `isMarkup`.
    fileprivate static func reference(for byte: UInt8) -> String {
        switch byte {
        case 38: "&amp;"
        case 60: "&lt;"
        case 62: "&gt;"
        case 34: "&quot;"
        default: "&#39;"
        }
    }
}

extension TextBuffer {
    /// Appends `text` escaped as element content, as `HTMLEscaping.text` does, without a copy when it
    /// needs no escaping.
    package mutating func append(html text: String) {
        append(escaping: text, quotes: false)
    }

    /// Appends `text` escaped for a quoted attribute value, as `HTMLEscaping.attribute` does.
    package mutating func append(attribute text: String) {
        append(escaping: text, quotes: true)
    }

    /// Copies the text in runs between the bytes that become references. Text marked as `ForeignText`
    /// becomes `<span lang>` elements as content, and loses its marks in an attribute.
    fileprivate mutating func append(escaping text: String, quotes: Bool) {
        let marked = text.withUTF8Bytes { bytes -> Bool in
            // Nearly every text needs no escape and has no mark (whose UTF-8 starts with 0xEE, as only
            // private-use code points do): find the first byte that needs either, or copy it whole.
            guard let first = bytes.firstIndex(where: { HTMLEscaping.isMarkup($0, quotes: quotes) || $0 == 0xEE })
            else {
                append(bytes)
                return false
            }
            if bytes[first...].contains(0xEE) && ForeignText.isMarked(text) { return true }
            var start = 0
            for index in first..<bytes.count where HTMLEscaping.isMarkup(bytes[index], quotes: quotes) {
                append(UnsafeBufferPointer(rebasing: bytes[start..<index]))
                append(HTMLEscaping.reference(for: bytes[index]))
                start = index + 1
            }
            append(UnsafeBufferPointer(rebasing: bytes[start...]))
            return false
        }
        guard marked else { return }
        for run in ForeignText.runs(text) {
            guard let language = run.language, !quotes else {
                append(escaping: run.text, quotes: quotes)
                continue
            }
            append("<span lang=\"")
            append(escaping: language, quotes: true)
            append("\">")
            append(escaping: run.text, quotes: false)
            append("</span>")
        }
    }
}
