/// Marks text that stays in another language than the page around it, such as free text with no
/// translation yet, so that HTML can wrap it in an element with its own `lang` attribute (and screen
/// readers switch voice) while every other format writes the words alone.
///
/// A marked run is `U+E0F0`, the language code, `U+E0F1`, the text, `U+E0F2`: private-use code points,
/// which no catalog text is expected to hold (`l10n import` refuses them in a translation; `check` does not
/// look for them in the catalog itself). Escapers take the marks out.
public enum ForeignText {
    /// What opens a marked run, before its language code.
    public static let start: Unicode.Scalar = "\u{E0F0}"
    /// What ends the language code and starts the text.
    public static let separator: Unicode.Scalar = "\u{E0F1}"
    /// What closes a marked run.
    public static let end: Unicode.Scalar = "\u{E0F2}"

    /// One run of a marked text: its words, and the language they are in when it is not the page's.
    public struct Run: Sendable, Hashable {
        /// The words.
        public var text: String
        /// The language code of a foreign run, or nil for the page's own language.
        public var language: String?
    }

    /// `text` marked as written in `language`; empty text stays empty.
    public static func mark(_ text: String, language: String) -> String {
        guard !text.isEmpty else { return text }
        return String(start) + language + String(separator) + strip(text) + String(end)
    }

    /// Whether `text` holds any mark, so callers can skip the work on the common case.
    public static func isMarked(_ text: String) -> Bool {
        // Every mark's UTF-8 starts with the byte 0xEE, which only private-use code points have.
        text.utf8.contains(0xEE) && text.unicodeScalars.contains { $0 == start }
    }

    /// `text` without its marks: the words as a format with no language markup writes them.
    public static func strip(_ text: String) -> String {
        guard isMarked(text) else { return text }
        return runs(text).map(\.text).joined()
    }

    /// The runs of `text`, in order, with empty runs left out.
    public static func runs(_ text: String) -> [Run] {
        guard isMarked(text) else { return text.isEmpty ? [] : [Run(text: text, language: nil)] }
        var runs: [Run] = []
        var words = String.UnicodeScalarView()
        var language: String?
        var readingCode = false
        var code = String.UnicodeScalarView()
        func flush() {
            if !words.isEmpty { runs.append(Run(text: String(words), language: language)) }
            words = String.UnicodeScalarView()
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case start:
                flush()
                readingCode = true
                code = String.UnicodeScalarView()
            case separator where readingCode:
                readingCode = false
                language = String(code)
            case end:
                flush()
                language = nil
            default:
                if readingCode { code.append(scalar) } else { words.append(scalar) }
            }
        }
        flush()
        return runs
    }
}
