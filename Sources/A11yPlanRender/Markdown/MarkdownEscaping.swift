/// Escapes plain text from content so that it reads literally inside GitHub-flavoured Markdown.
///
/// Text from a content author is never Markdown syntax in a heading, list item or table cell: every
/// character that could start emphasis, code, a link, raw HTML, an entity or a cell break is
/// backslash-escaped, line breaks become spaces, and a line start that would open a block is escaped.
public enum MarkdownEscaping {
    private static let escaped: Set<Character> = ["\\", "`", "*", "_", "[", "]", "<", ">", "|", "&", "~", "!"]

    /// `text` as literal inline Markdown, safe in a heading, a list item or a table cell.
    public static func inline(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        var lastWasSpace = false
        for character in text {
            if character.isNewline || character == "\t" {
                if !lastWasSpace { result.append(" ") }
                lastWasSpace = true
                continue
            }
            lastWasSpace = character == " "
            if escaped.contains(character) { result.append("\\") }
            result.append(character)
        }
        return escapingBlockStart(result.trimmingSpaces)
    }

    /// A leading `#`, `-`, `+`, `=` or `1.` / `1)` would start a heading, list or rule: escape it.
    private static func escapingBlockStart(_ text: String) -> String {
        guard let first = text.first else { return text }
        if "#-+=".contains(first) { return "\\" + text }
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty, let next = text.dropFirst(digits.count).first, next == "." || next == ")" {
            return digits + "\\" + text.dropFirst(digits.count)
        }
        return text
    }
}

extension String {
    /// The text without leading and trailing spaces.
    var trimmingSpaces: String {
        let start = firstIndex { $0 != " " } ?? endIndex
        let end = lastIndex { $0 != " " }.map { index(after: $0) } ?? start
        return start < end ? String(self[start..<end]) : ""
    }
}
