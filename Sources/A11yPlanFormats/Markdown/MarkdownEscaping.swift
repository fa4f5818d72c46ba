import A11yPlan

/// Escapes plain text from content so that it reads literally inside GitHub-flavoured Markdown.
///
/// Text from a content author is never Markdown syntax in a heading, list item or table cell: every
/// character that could start emphasis, code, a link, raw HTML, an entity or a cell break is
/// backslash-escaped, line breaks become spaces, and a line start that would open a block is escaped.
public enum MarkdownEscaping {
    private static let escaped: Set<Character> = ["\\", "`", "*", "_", "[", "]", "<", ">", "|", "&", "~", "!"]

    /// `text` as literal inline Markdown, safe in a heading, a list item or a table cell.
    public static func inline(_ text: String) -> String {
        let text = ForeignText.strip(text)
        if readsLiterally(text) { return text }
        if let ascii = asciiInline(text) { return ascii }
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

    /// Whether `text` is already literal inline Markdown, as most cells and lines are: ASCII with no
    /// character to escape, no line break or tab, no space at either end, and no block-opening start.
    private static func readsLiterally(_ text: String) -> Bool {
        let utf8 = text.utf8
        guard let first = utf8.first, let last = utf8.last, first != 0x20, last != 0x20, last != UInt8(ascii: "#")
        else { return false }
        if first == UInt8(ascii: "#") || first == UInt8(ascii: "-") || first == UInt8(ascii: "+")
            || first == UInt8(ascii: "=") || (0x30...0x39).contains(first)
        {
            return false
        }
        let low = literalLow
        let high = literalHigh
        return text.withUTF8Bytes { bytes in
            for byte in bytes {
                // Bytes 0x40 to 0x7F are tested against the high mask, the rest against the low one.
                let mask = byte < 0x40 ? low : high
                if byte >= 0x80 || mask >> UInt64(byte & 0x3F) & 1 == 0 { return false }
            }
            return true
        }
    }

    /// `inline` for ASCII text, byte by byte (the common case on every page), or nil for other text.
    private static func asciiInline(_ text: String) -> String? {
        let utf8 = text.utf8
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count + 8)
        var lastWasSpace = false
        let escapedBytes = self.escapedBytes
        for byte in utf8 {
            // Line feed, vertical tab, form feed, carriage return and tab all read as one space.
            if (0x09...0x0D).contains(byte) {
                if !lastWasSpace { bytes.append(0x20) }
                lastWasSpace = true
                continue
            }
            lastWasSpace = byte == 0x20
            if escapedBytes[Int(byte)] { bytes.append(0x5C) }
            bytes.append(byte)
        }
        let start = bytes.firstIndex { $0 != 0x20 } ?? bytes.endIndex
        let end = bytes.lastIndex { $0 != 0x20 }.map { $0 + 1 } ?? start
        return escapingBlockStart(start < end ? String(decoding: bytes[start..<end], as: UTF8.self) : "")
    }

    /// The bytes that read literally inline, one bit each: printable ASCII but for `escaped`. Bits
    /// 0 to 63 stand for bytes 0x00 to 0x3F, and `literalHigh` for 0x40 to 0x7F.
    private static let literalLow: UInt64 = (0x20..<0x40).reduce(0) { mask, byte in
        escaped.contains(Character(Unicode.Scalar(UInt8(byte)))) ? mask : mask | 1 << UInt64(byte)
    }

    /// See `literalLow`; DEL (0x7F) is not printable.
    private static let literalHigh: UInt64 = (0x40..<0x7F).reduce(0) { mask, byte in
        escaped.contains(Character(Unicode.Scalar(UInt8(byte)))) ? mask : mask | 1 << UInt64(byte - 0x40)
    }

    /// Which ASCII bytes `escaped` holds, for the byte-wise path.
    private static let escapedBytes: [Bool] = (0..<128).map { byte in
        escaped.contains(Character(Unicode.Scalar(UInt8(byte))))
    }

    /// A leading `#`, `-`, `+`, `=` or `1.` / `1)` would start a heading, list or rule: escape it. A
    /// trailing run of `#` after a space would close a heading and be dropped: escape its first.
    private static func escapingBlockStart(_ text: String) -> String {
        guard let first = text.first else { return text }
        let hashes = text.reversed().prefix { $0 == "#" }.count
        if hashes > 0 && hashes < text.count && text.dropLast(hashes).last == " " {
            return escapingBlockStart(String(text.dropLast(hashes))) + "\\" + String(repeating: "#", count: hashes)
        }
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
    package var trimmingSpaces: String {
        let start = firstIndex { $0 != " " } ?? endIndex
        let end = lastIndex { $0 != " " }.map { index(after: $0) } ?? start
        return start < end ? String(self[start..<end]) : ""
    }
}
