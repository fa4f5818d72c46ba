/// What a screen-reader tester does in one step or table row: a touch gesture, or keys on a desktop.
///
/// Pages phrase it from the typed term; `phrased(_:)` gives a one-off wording while keeping the term.
public struct ScreenreaderInput: Sendable, Hashable, Codable {
    /// The kinds of screen-reader input.
    public enum Kind: Sendable, Hashable, Codable {
        /// A touch gesture on a phone or tablet.
        case gesture(Gesture)
        /// Keys pressed while a desktop screen reader runs.
        case keys(KeyInput)
        /// A desktop screen-reader command, spelled out with each screen reader's own keys.
        case command(DesktopCommand)
    }

    /// The typed input.
    public var kind: Kind
    /// A wording that replaces the phrasing built from `kind`, for a page that needs one.
    public var override: String?

    /// A touch gesture.
    public static func gesture(_ gesture: Gesture) -> ScreenreaderInput {
        ScreenreaderInput(kind: .gesture(gesture), override: nil)
    }

    /// One key pressed with a desktop screen reader running.
    public static func key(_ key: Key) -> ScreenreaderInput {
        ScreenreaderInput(kind: .keys(.key(key)), override: nil)
    }

    /// Alternative keys pressed with a desktop screen reader running.
    public static func keys(_ first: Key, _ others: Key...) -> ScreenreaderInput {
        ScreenreaderInput(kind: .keys(KeyInput(keys: [first] + others, override: nil)), override: nil)
    }

    /// Keys, as a keyboard step writes them, pressed with a desktop screen reader running.
    public static func keys(_ keys: KeyInput) -> ScreenreaderInput {
        keys.isWords ? .words(keys.override ?? "") : ScreenreaderInput(kind: .keys(keys), override: nil)
    }

    /// An action in plain words that names no gesture, key or command, such as "the alert appears":
    /// the words are the whole action (`KeyInput.words(_:)`).
    public static func words(_ text: String) -> ScreenreaderInput {
        ScreenreaderInput(kind: .keys(KeyInput(keys: [], override: nil)), override: text)
    }

    /// Whether the input is plain words naming no gesture, key or command (`words(_:)`).
    public var isWords: Bool {
        if case .keys(let keys) = kind { return keys.isWords }
        return false
    }

    /// A desktop screen-reader command, such as `.command(.nextHeading)`.
    public static func command(_ command: DesktopCommand) -> ScreenreaderInput {
        ScreenreaderInput(kind: .command(command), override: nil)
    }

    /// The same input, worded as `text` on the page; a cell capitalises the first letter.
    public func phrased(_ text: String) -> ScreenreaderInput {
        ScreenreaderInput(kind: kind, override: text)
    }

    /// How the input reads on `platform` at `position`, in the language of `words`.
    public func phrase(on platform: Platform, at position: Position, in words: Words = .english) -> String {
        if let override {
            guard position == .sentence else { return override.capitalizingFirstLetter }
            guard case .gesture = kind, !ForeignText.isMarked(override) else { return override }
            return words.phrasedAction(override)
        }
        switch kind {
        case .gesture(let gesture): return words.terms.gesture(gesture, platform, position)
        case .keys(let keys): return keys.phrase(on: platform, at: position, in: words)
        case .command(let command):
            let phrase = words.terms.command(command, position)
            return position == .cell ? phrase.capitalizingFirstLetter : phrase
        }
    }

    /// The action in both orders: a key or command after "Ich drücke", a gesture with its verb last
    /// ("ich nach links streiche"), a gesture's own wording with its first word as the verb ("ich den
    /// Rotor mit zwei Fingern drehe"); plain words as written.
    public func clause(on platform: Platform, in words: Words = .english) -> ActionClause {
        let sentence = phrase(on: platform, at: .sentence, in: words)
        if isWords { return .asWritten(sentence) }
        switch kind {
        case .gesture:
            let inOrder = words.terms.iGesture + sentence
            if let override {
                // A wording not yet translated keeps its English order.
                guard !ForeignText.isMarked(override) else { return .asWritten(inOrder) }
                return .verbFirst(inOrder, subject: words.terms.iGesture, words: sentence)
            }
            return .gesture(inOrder, subject: words.terms.iGesture)
        case .keys, .command: return .opening(words.terms.iUse, object: sentence)
        }
    }

    /// The action as the narrative says it: "I swipe", "I use the tab key".
    public func action(on platform: Platform, in words: Words = .english) -> String {
        if isWords { return phrase(on: platform, at: .sentence, in: words) }
        return switch kind {
        case .gesture: words.terms.iGesture + phrase(on: platform, at: .sentence, in: words)
        case .keys, .command: words.terms.iUse + phrase(on: platform, at: .sentence, in: words)
        }
    }
}
