/// What a keyboard tester presses in one step or table row: one key, or alternatives joined by "or".
///
/// Pages phrase it from its keys; `phrased(_:)` gives a one-off wording while keeping the typed keys.
public struct KeyInput: Sendable, Hashable, Codable {
    /// The keys, any one of which performs the action.
    public var keys: [Key]
    /// A wording that replaces the phrasing built from `keys`, for a page that needs one.
    public var override: String?

    /// One key.
    public static func key(_ key: Key) -> KeyInput {
        KeyInput(keys: [key], override: nil)
    }

    /// Alternative keys, read as "the arrow keys or ctrl + tab".
    public static func keys(_ first: Key, _ others: Key...) -> KeyInput {
        KeyInput(keys: [first] + others, override: nil)
    }

    /// An action in plain words that names no key, such as "I type a word" or "the alert appears": the
    /// words are the whole action, with no "I use" before them. For what the vocabulary has no term for
    /// (an event, or typing), and for the importer where a page names no key; a key that exists is
    /// better typed.
    public static func words(_ text: String) -> KeyInput {
        KeyInput(keys: [], override: text)
    }

    /// Whether the input is plain words naming no key (`words(_:)`).
    public var isWords: Bool { keys.isEmpty }

    /// The same keys, worded as `text` on the page; a cell capitalises the first letter.
    public func phrased(_ text: String) -> KeyInput {
        KeyInput(keys: keys, override: text)
    }

    /// How the keys read on `platform` at `position`, in the language of `words`.
    public func phrase(on platform: Platform, at position: Position, in words: Words = .english) -> String {
        let terms = words.terms
        let text = override ?? keys.map { terms.key($0, platform, position) }.joined(separator: terms.or)
        return position == .cell ? text.capitalizingFirstLetter : text
    }

    /// The action in both orders: "Ich drücke die Leertaste" and "ich die Leertaste" + "drücke".
    public func clause(on platform: Platform, in words: Words = .english) -> ActionClause {
        let phrase = phrase(on: platform, at: .sentence, in: words)
        return isWords ? .asWritten(phrase) : .opening(words.terms.iUse, object: phrase)
    }

    /// The action as the narrative says it: "I use the spacebar", or plain words as they are.
    public func action(on platform: Platform, in words: Words = .english) -> String {
        isWords
            ? phrase(on: platform, at: .sentence, in: words)
            : words.terms.iUse + phrase(on: platform, at: .sentence, in: words)
    }
}
