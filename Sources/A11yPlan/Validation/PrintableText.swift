/// Text echoed from a user's input into a one-line message, made safe to print on a terminal.
///
/// A file name, a cell or a placeholder taken from the input may hold line breaks, a terminal's escape
/// codes or characters that reverse the direction of what follows. Each such character is shown as
/// its code (`\n`, `\r`, `\t`, `\u{1B}`, `\u{202E}`), so a message stays one line and prints what the
/// input said rather than what it would do.
public enum PrintableText {
    /// `text` with every control character, and every character that changes the direction of the
    /// text after it, written as its escape.
    public static func escaping(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar) else {
                out.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default: out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return out
    }

    /// Whether `scalar` must not reach a terminal as it is: C0 and C1 controls, DEL, and the
    /// bidirectional embeddings, overrides and isolates.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
