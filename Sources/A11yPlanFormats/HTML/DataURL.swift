/// A file carried inside a page as a `data:` URL (RFC 2397), so that a link can download it with no
/// file of its own on the site and no script: `<a href="data:text/csv;charset=utf-8,…" download="…">`.
///
/// The bytes are percent-encoded except for letters, digits and the URL punctuation that is safe in a
/// double-quoted HTML attribute, or in Base64 where that is shorter (JSON and HTML, whose quotes,
/// spaces and brackets all take three bytes each, judged from the first kilobyte): either way the URL
/// needs no further escaping there and checkers accept it.
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

    /// The Base64 digits in order; a `StaticString` is a constant in the binary, so reading a digit is
    /// one load, with no bounds check, branch or lazy initialisation.
    static let base64Digits: StaticString = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"

    /// The upper-case hexadecimal digits in order.
    static let hexDigits: StaticString = "0123456789ABCDEF"

    /// The Base64 digit of the low six bits of `value`.
    @inline(__always)
    static func base64Digit(_ value: UInt32) -> UInt8 {
        base64Digits.utf8Start[Int(value & 63)]
    }

    /// The upper-case hexadecimal digit of `nibble` (0 to 15).
    @inline(__always)
    static func hexDigit(_ nibble: UInt8) -> UInt8 {
        hexDigits.utf8Start[Int(nibble)]
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
        DataURL.isLiteral.withUnsafeBufferPointer { literal in
            bytes.withBytes { source in
                // The choice reads the first kilobyte only: the formats keep their mix of letters and
                // punctuation throughout, and counting every byte of a site's 400 MB of downloads was
                // a tenth of its build.
                let sample = UnsafeBufferPointer(rebasing: source.prefix(1024))
                var escaped = 0
                for byte in sample { escaped &+= literal[Int(byte)] ? 0 : 1 }
                if 3 * (sample.count + 2 * escaped) > 4 * sample.count + 8 {
                    append(";charset=utf-8;base64,")
                    appendBase64(source)
                } else {
                    append(";charset=utf-8,")
                    appendPercentEncoded(source, literal: literal)
                }
            }
        }
    }

    /// Appends `source` with each byte that is not `literal` as `%XX`.
    private mutating func appendPercentEncoded(_ source: UnsafeBufferPointer<UInt8>, literal: UnsafeBufferPointer<Bool>)
    {
        appendInPlace(maxCount: 3 * source.count) { out in
            var written = 0
            for byte in source {
                if literal[Int(byte)] {
                    out[written] = byte
                    written += 1
                } else {
                    out[written] = UInt8(ascii: "%")
                    out[written + 1] = DataURL.hexDigit(byte >> 4)
                    out[written + 2] = DataURL.hexDigit(byte & 0x0F)
                    written += 3
                }
            }
            return written
        }
    }

    /// Appends `source` in Base64 (RFC 4648), padded with `=`.
    private mutating func appendBase64(_ source: UnsafeBufferPointer<UInt8>) {
        appendInPlace(maxCount: (source.count + 2) / 3 * 4) { out in
            var index = 0
            var written = 0
            while index + 3 <= source.count {
                let value = UInt32(source[index]) << 16 | UInt32(source[index + 1]) << 8 | UInt32(source[index + 2])
                out[written] = DataURL.base64Digit(value >> 18)
                out[written + 1] = DataURL.base64Digit(value >> 12)
                out[written + 2] = DataURL.base64Digit(value >> 6)
                out[written + 3] = DataURL.base64Digit(value)
                index += 3
                written += 4
            }
            let left = source.count - index
            guard left > 0 else { return written }
            let value = UInt32(source[index]) << 16 | (left == 2 ? UInt32(source[index + 1]) << 8 : 0)
            out[written] = DataURL.base64Digit(value >> 18)
            out[written + 1] = DataURL.base64Digit(value >> 12)
            out[written + 2] = left == 2 ? DataURL.base64Digit(value >> 6) : UInt8(ascii: "=")
            out[written + 3] = UInt8(ascii: "=")
            return written + 4
        }
    }
}
