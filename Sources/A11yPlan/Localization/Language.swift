/// A language that pages, checklists and reports are written in: its code, its own name for the
/// language switcher, and its table of fixed words and vocabulary phrasings.
///
/// Two languages are equal when their codes are, so a language can key pages and caches.
public struct Language: Sendable, Hashable, CustomStringConvertible {
    /// The BCP 47 code, as `lang` and `hreflang` attributes and the site's folders use it: "de".
    public var code: String
    /// The language's name in itself, as a language switcher shows it: "Deutsch".
    public var name: String
    /// The fixed words and the vocabulary's phrasings in this language.
    public var words: Words

    /// A language with `code`, called `name` in itself, whose words are `words`.
    public init(code: String, name: String, words: Words) {
        self.code = code
        self.name = name
        self.words = words
    }

    /// English, the source language of the bundled catalog.
    public static let english = Language(code: "en", name: "English", words: .english)
    /// German.
    public static let german = Language(code: "de", name: "Deutsch", words: .german)
    /// Spanish.
    public static let spanish = Language(code: "es", name: "Español", words: .spanish)

    /// The languages whose tables ship with A11yPlan, English first.
    public static let bundled: [Language] = [.english, .german, .spanish]

    /// The bundled language with `code`, if any.
    public static func bundled(code: String) -> Language? {
        bundled.first { $0.code == code }
    }

    /// Whether `code` reads as a language code a site folder and a `lang` attribute can take: two or
    /// three lower-case letters, then optionally `-` and a region or script of letters and digits (`de`,
    /// `pt-BR`).
    public static func isCode(_ code: String) -> Bool {
        let parts = code.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = parts.first, (2...3).contains(first.count),
            first.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) }), parts.count <= 2
        else { return false }
        return parts.dropFirst().allSatisfy { part in
            (2...8).contains(part.count)
                && part.unicodeScalars.allSatisfy {
                    ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
                }
        }
    }

    /// The code, for messages.
    public var description: String { code }

    /// Whether two languages have one code.
    public static func == (lhs: Language, rhs: Language) -> Bool { lhs.code == rhs.code }

    /// Hashes the code.
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }
}
