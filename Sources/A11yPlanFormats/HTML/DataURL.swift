/// A file carried inside a page as a `data:` URL (RFC 2397), so that a link can download it with no
/// file of its own on the site and no script: `<a href="data:text/csv;charset=utf-8,…" download="…">`.
///
/// The bytes are percent-encoded except for letters, digits and the URL punctuation that is safe in a
/// double-quoted HTML attribute, or in Base64 where that is shorter (JSON and HTML, whose quotes,
/// spaces and brackets all take three bytes each): either way the URL needs no further escaping there
/// and checkers accept it.
public enum DataURL {
    /// Whether `byte` stands for itself in the URL: ASCII letters and digits and `-._~!$'()*+,;=:@/?`.
    /// Everything else (space, `%`, `#`, `&`, quotes, `<`, `>`, control characters, every byte of a
    /// character beyond ASCII) is written as `%XX`.
    static let isLiteral: [Bool] = (0..<256).map { byte in
        switch UInt8(byte) {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default: Array("-._~!$'()*+,;=:@/?".utf8).contains(UInt8(byte))
        }
    }

    /// The URL of `bytes` served as `mediaType` (such as `text/csv`), in UTF-8.
    public static func url(of bytes: borrowing TextBuffer, mediaType: String) -> String {
        var out = TextBuffer(capacity: bytes.count * 3 / 2 + 64)
        out.append(dataURLOf: bytes, mediaType: mediaType)
        return out.string
    }
}

extension TextBuffer {
    /// Appends the `data:` URL of `bytes` served as `mediaType`, as `DataURL.url(of:mediaType:)` does.
    package mutating func append(dataURLOf bytes: borrowing TextBuffer, mediaType: String) {
        append("data:")
        append(mediaType)
        let literal = DataURL.isLiteral
        bytes.withBytes { source in
            var escaped = 0
            for byte in source where !literal[Int(byte)] { escaped += 1 }
            if source.count + 2 * escaped > (source.count + 2) / 3 * 4 {
                append(";charset=utf-8;base64,")
                appendBase64(source)
            } else {
                append(";charset=utf-8,")
                appendPercentEncoded(source, literal: literal)
            }
        }
    }

    /// Appends `source` with every byte that is not `literal` as `%XX`.
    private mutating func appendPercentEncoded(_ source: UnsafeBufferPointer<UInt8>, literal: [Bool]) {
        let hex = Array("0123456789ABCDEF".utf8)
        var start = 0
        for index in 0..<source.count where !literal[Int(source[index])] {
            append(UnsafeBufferPointer(rebasing: source[start..<index]))
            let byte = source[index]
            append(byte: UInt8(ascii: "%"))
            append(byte: hex[Int(byte >> 4)])
            append(byte: hex[Int(byte & 0x0F)])
            start = index + 1
        }
        append(UnsafeBufferPointer(rebasing: source[start...]))
    }

    /// Appends `source` in Base64 (RFC 4648), padded with `=`.
    private mutating func appendBase64(_ source: UnsafeBufferPointer<UInt8>) {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        var index = 0
        while index + 3 <= source.count {
            let value = UInt32(source[index]) << 16 | UInt32(source[index + 1]) << 8 | UInt32(source[index + 2])
            append(byte: alphabet[Int(value >> 18 & 63)])
            append(byte: alphabet[Int(value >> 12 & 63)])
            append(byte: alphabet[Int(value >> 6 & 63)])
            append(byte: alphabet[Int(value & 63)])
            index += 3
        }
        let left = source.count - index
        guard left > 0 else { return }
        let value = UInt32(source[index]) << 16 | (left == 2 ? UInt32(source[index + 1]) << 8 : 0)
        append(byte: alphabet[Int(value >> 18 & 63)])
        append(byte: alphabet[Int(value >> 12 & 63)])
        append(byte: left == 2 ? alphabet[Int(value >> 6 & 63)] : UInt8(ascii: "="))
        append(byte: UInt8(ascii: "="))
    }
}
