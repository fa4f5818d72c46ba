/// How the typed vocabulary reads in one language: keys, gestures, desktop commands, roles, states,
/// settings and output attributes, per platform and position, and the words that turn an input into
/// an action ("I use …", "I …").
///
/// English phrases itself from the vocabulary's own types; another language reads a `TermTable`, so a
/// translation is data, and a term its table lacks stays in English, marked as such.
public struct Terms: Sendable {
    /// A key at a position: "the tab key" in a sentence, "tab" in a cell.
    public var key: @Sendable (_ key: Key, _ platform: Platform, _ position: Position) -> String
    /// A gesture at a position: what follows "I" in a sentence ("swipe"), or a cell's words ("Swipe").
    public var gesture: @Sendable (_ gesture: Gesture, _ platform: Platform, _ position: Position) -> String
    /// A pointer or touch input at a position: what follows "I" in a sentence ("drag"), or a cell's
    /// words ("Drag").
    public var pointer: @Sendable (_ input: PointerInput, _ platform: Platform, _ position: Position) -> String
    /// A desktop command with each screen reader's keys at a position: "H (NVDA, JAWS) or VO + command + H
    /// (VoiceOver)".
    public var command: @Sendable (_ command: DesktopCommand, _ position: Position) -> String
    /// A role as one screen reader announces it on a platform, or nil where it says nothing for it.
    public var role: @Sendable (_ role: Role, _ platform: Platform, _ reader: ScreenreaderApp) -> String?
    /// A state as one screen reader announces it on a platform, or nil where it says nothing for it.
    public var state: @Sendable (_ state: State, _ platform: Platform, _ reader: ScreenreaderApp) -> String?
    /// A setting by the platform's name for it, or its generic name where the platform has none.
    public var setting: @Sendable (_ setting: DeviceSetting, _ platform: Platform) -> String
    /// An output attribute as the Reads column shows it: "Name".
    public var attribute: @Sendable (_ attribute: OutputAttribute) -> String
    /// What joins alternative keys: " or ".
    public var or: String
    /// What starts a keyboard or desktop action: "I use ".
    public var iUse: String
    /// What starts a gesture action: "I ".
    public var iGesture: String
    /// What stands for a screen reader that says nothing for a role or state: "no word".
    public var noWord: String

    /// English, phrased by the vocabulary's types.
    public static let english = Terms(
        key: { $0.phrase(on: $1, at: $2) },
        gesture: { $0.phrase(on: $1, at: $2) },
        pointer: { $0.phrase(on: $1, at: $2) },
        command: { command, _ in command.phrase },
        role: { $0.spoken.word(by: $2, on: $1)?.text },
        state: { $0.spoken.word(by: $2, on: $1)?.text },
        setting: { $0.name(on: $1) ?? $0.genericName },
        attribute: { $0.title },
        or: " or ",
        iUse: "I use ",
        iGesture: "I ",
        noWord: "no word"
    )

    /// Terms from closures, for a language whose phrasing needs code.
    public init(
        key: @escaping @Sendable (Key, Platform, Position) -> String,
        gesture: @escaping @Sendable (Gesture, Platform, Position) -> String,
        pointer: @escaping @Sendable (PointerInput, Platform, Position) -> String,
        command: @escaping @Sendable (DesktopCommand, Position) -> String,
        role: @escaping @Sendable (Role, Platform, ScreenreaderApp) -> String?,
        state: @escaping @Sendable (State, Platform, ScreenreaderApp) -> String?,
        setting: @escaping @Sendable (DeviceSetting, Platform) -> String,
        attribute: @escaping @Sendable (OutputAttribute) -> String,
        or: String, iUse: String, iGesture: String, noWord: String
    ) {
        self.key = key
        self.gesture = gesture
        self.pointer = pointer
        self.command = command
        self.role = role
        self.state = state
        self.setting = setting
        self.attribute = attribute
        self.or = or
        self.iUse = iUse
        self.iGesture = iGesture
        self.noWord = noWord
    }

    /// Terms read from `table`; a term it lacks reads in English, marked as English so that HTML gives
    /// it its own `lang`. A role or state whose entry is empty is one the screen reader says nothing for.
    public init(table: TermTable) {
        @Sendable func lookup(_ entry: TermTable.Entry, _ english: String) -> String {
            table.phrase(entry) ?? ForeignText.mark(english, language: "en")
        }
        // A role's or state's word for one screen reader: its own entry; else, where the screen reader
        // says the same English word as the platform's first screen reader (NVDA on the Web) or, on the
        // Web, as VoiceOver on iOS or TalkBack on Android, the word written for that one. VoiceOver on
        // an iPhone and TalkBack, reading a web page, look to their own phone's words first: they say
        // the same words in Safari or Chrome as in an app, not NVDA's. An empty entry is a screen
        // reader that says nothing.
        @Sendable func spoken(
            _ entry: (Platform, ScreenreaderApp) -> TermTable.Entry, _ english: (Platform, ScreenreaderApp) -> String?,
            _ platform: Platform, _ reader: ScreenreaderApp
        ) -> String? {
            if let own = table.entries[entry(platform, reader).keys[0]] { return own.isEmpty ? nil : own }
            guard let word = english(platform, reader) else { return nil }
            var alike: [(Platform, ScreenreaderApp)] = []
            if platform == .web, let home = reader.phonePlatform { alike.append((home, reader)) }
            alike.append((platform, platform.screenReaders[0]))
            if platform == .web { alike += [(.iOS, .voiceOverIOS), (.android, .talkBack)] }
            for (other, otherReader) in alike where english(other, otherReader) == word {
                if let phrase = table.phrase(entry(other, otherReader)) { return phrase.isEmpty ? nil : phrase }
            }
            return ForeignText.mark(word, language: "en")
        }
        let english = Terms.english
        key = { lookup(.key($0, $1, $2), english.key($0, $1, $2)) }
        gesture = { lookup(.gesture($0, $1, $2), english.gesture($0, $1, $2)) }
        pointer = { lookup(.pointer($0, $1, $2), english.pointer($0, $1, $2)) }
        command = { lookup(.command($0, $1), english.command($0, $1)) }
        role = { role, platform, reader in
            spoken({ .role(role, $0, $1) }, { english.role(role, $0, $1) }, platform, reader)
        }
        state = { state, platform, reader in
            spoken({ .state(state, $0, $1) }, { english.state(state, $0, $1) }, platform, reader)
        }
        setting = { lookup(.setting($0, $1), english.setting($0, $1)) }
        attribute = { lookup(.attribute($0), english.attribute($0)) }
        or = table.words["or"] ?? english.or
        iUse = table.words["iUse"] ?? english.iUse
        iGesture = table.words["iGesture"] ?? english.iGesture
        noWord = table.words["noWord"] ?? english.noWord
    }
}

extension Terms {
    /// A role as the screen readers `readers` announce it on `platform`: one word where they agree,
    /// each named where they differ ("grouping (NVDA, JAWS) or group (VoiceOver)").
    public func role(_ role: Role, on platform: Platform, heardBy readers: [ScreenreaderApp]) -> String {
        heard(readers.map { ($0, self.role(role, platform, $0)) })
    }

    /// A state as the screen readers `readers` announce it on `platform`: one word where they agree,
    /// each named where they differ ("unavailable (NVDA, JAWS) or dimmed (VoiceOver)").
    public func state(_ state: State, on platform: Platform, heardBy readers: [ScreenreaderApp]) -> String {
        heard(readers.map { ($0, self.state(state, platform, $0)) })
    }

    /// Each screen reader's word, joined as a tester reads it at a glance: the word alone where every
    /// screen reader says it, otherwise each word with the screen readers that say it, in the order
    /// the screen readers come: "unavailable (NVDA, JAWS) or dimmed (VoiceOver)",
    /// "half checked (NVDA), partially checked (JAWS) or mixed (VoiceOver)". A screen reader that says
    /// nothing is named with `noWord`.
    ///
    /// With `quotes`, each word is quoted on its own where the screen readers differ, and the words
    /// alone where they agree: "„nicht verfügbar“ (NVDA, JAWS) oder „gedimmt“ (VoiceOver)", never
    /// one pair of quotes around the screen readers' names.
    public func heard(
        _ words: [(reader: ScreenreaderApp, word: String?)], quotes: (open: String, close: String)? = nil
    ) -> String {
        var groups: [(word: String?, readers: [String])] = []
        for (reader, word) in words {
            if let index = groups.firstIndex(where: { $0.word == word }) {
                if !groups[index].readers.contains(reader.name) { groups[index].readers.append(reader.name) }
            } else {
                groups.append((word, [reader.name]))
            }
        }
        if groups.count == 1, let word = groups[0].word { return quotes.map { $0.open + word + $0.close } ?? word }
        let named = groups.map { group in
            let word = group.word.map { word in quotes.map { $0.open + word + $0.close } ?? word } ?? noWord
            return "\(word) (\(group.readers.joined(separator: ", ")))"
        }
        guard named.count > 1 else { return named.joined() }
        return named.dropLast().joined(separator: ", ") + or + named[named.count - 1]
    }

    /// A role's or state's words for `readers`, each quoted on its own with `quotes` where they differ.
    func heard(
        _ term: Phrase.Term, on platform: Platform, heardBy readers: [ScreenreaderApp],
        quotes: (open: String, close: String)?
    ) -> String? {
        switch term {
        case .role(let role): heard(readers.map { ($0, self.role(role, platform, $0)) }, quotes: quotes)
        case .state(let state): heard(readers.map { ($0, self.state(state, platform, $0)) }, quotes: quotes)
        default: nil
        }
    }
}
