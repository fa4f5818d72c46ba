import A11yPlan

/// The vocabulary turned round for one platform: every typed term with the words its own phrasing
/// functions give it there, so that a page's words lead back to the term.
///
/// Built from `CaseIterable` and each type's `phrase(on:at:)`, `name(on:)` and `title`, never from a
/// copy of their words, so a change to the vocabulary changes what the importer reads. Lists are
/// longest phrase first, so that "swipe again" is tried before "swipe". A value: each import builds
/// the tables it needs.
struct TermTables: Sendable {
    /// The platform the words are for.
    let platform: Platform
    /// Each key with its words inside a sentence ("the spacebar").
    let keysInSentences: [(term: Key, words: String)]
    /// Each key with its words in a cell, first letter lower-cased ("spacebar").
    let keysInCells: [(term: Key, words: String)]
    /// Each gesture with its words inside a sentence ("doubletap").
    let gestures: [(term: Gesture, words: String)]
    /// Each desktop command with its words ("H (NVDA, JAWS) or VO + command + H (VoiceOver)").
    let commands: [(term: DesktopCommand, words: String)]
    /// Each role with the words its screen reader says on the platform.
    let roles: [(term: Role, words: String)]
    /// Each state with the words its screen reader says on the platform.
    let states: [(term: State, words: String)]

    /// The tables for `platform`.
    init(platform: Platform) {
        self.platform = platform
        keysInSentences = Self.longestFirst(Key.allCases.map { ($0, $0.phrase(on: platform, at: .sentence)) })
        keysInCells = Self.longestFirst(Key.allCases.map { ($0, $0.phrase(on: platform, at: .cell)) })
        gestures = Self.longestFirst(Gesture.allCases.map { ($0, $0.phrase(on: platform, at: .sentence)) })
        commands = Self.longestFirst(DesktopCommand.allCases.map { ($0, $0.phrase) })
        // A role or state reads as the part's screen readers say it: on the Web, the desktop ones' words
        // and the phone ones' words.
        let parts =
            platform == .web ? [platform.screenReaders, Platform.mobileWebScreenReaders] : [platform.screenReaders]
        roles = Self.longestFirst(
            Role.allCases.flatMap { role in
                parts.map { (role, Terms.english.role(role, on: platform, heardBy: $0)) }
            })
        states = Self.longestFirst(
            State.allCases.flatMap { state in
                parts.map { (state, Terms.english.state(state, on: platform, heardBy: $0)) }
            })
    }

    /// Longest words first; terms with the same number of characters keep their declaration order,
    /// so that of two terms a platform says alike the first declared is the one read.
    private static func longestFirst<Term>(_ pairs: [(Term, String)]) -> [(term: Term, words: String)] {
        pairs.enumerated().sorted { left, right in
            left.element.1.count != right.element.1.count
                ? left.element.1.count > right.element.1.count : left.offset < right.offset
        }.map { (term: $0.element.0, words: $0.element.1) }
    }

    /// The words every platform and position gives `key`, squashed (see `squashed`), with the
    /// cell's words followed by "key" or "keys", as pages write "the ctrl + tab key".
    static func aliases(of key: Key) -> [String] {
        Platform.allCases.flatMap { platform -> [String] in
            let cell = squashed(key.phrase(on: platform, at: .cell))
            return [squashed(key.phrase(on: platform, at: .sentence)), cell, cell + "key", cell + "keys"]
        } + (otherNames[key] ?? []).flatMap { [$0, $0 + "key"] }
    }

    /// Names sites give keys that no platform's own words use: "Space", "Esc", "Shift+Tab" written
    /// with a hyphen or together are squashed already.
    private static let otherNames: [Key: [String]] = [
        .space: ["space", "spacebar"], .escape: ["esc"], .pageUp: ["pgup"], .pageDown: ["pgdn"],
        .upDownArrows: ["up/downarrowkeys", "up/downarrows"],
        .leftRightArrows: ["left/rightarrowkeys", "left/rightarrows", "rightandleftarrowkeys"],
        .arrowKeys: ["up/down/left/rightarrowkeys"],
        .ctrlTab: ["ctl+tab", "ctr+tab", "control+tab"],
    ]

    /// The words every platform gives `gesture`, squashed, VoiceOver's and TalkBack's apart too.
    static func aliases(of gesture: Gesture) -> [String] {
        [Platform.iOS, .android, .web].map { squashed(gesture.phrase(on: $0, at: .sentence)) }
    }

    /// Every name of `setting`, on each platform and the generic one, squashed.
    static func aliases(of setting: DeviceSetting) -> [String] {
        (Platform.allCases.compactMap { setting.name(on: $0) } + [setting.genericName]
            + (otherSettingNames[setting] ?? []))
            .map(squashed)
    }

    /// Names criteria pages give settings that no platform's own words use.
    private static let otherSettingNames: [DeviceSetting: [String]] = [
        .textResize: ["Text resizing", "Text size", "Dynamic Type", "Font scaling", "Text scaling"],
        .reduceMotion: ["Reduce motion", "Remove animations"],
        .darkMode: ["Dark theme", "Dark appearance"],
    ]

    /// Words as aliases compare them: lower case, a leading article dropped, without spaces, hyphens,
    /// quotes and commas, so that "double tap", "Double-tap" and "doubletap" are one, and so are a
    /// native page's quoted key names (`"TAB",`) and the plain ones.
    static func squashed(_ words: String) -> String {
        var text = Substring(words.lowercased())
        for article in ["the ", "a ", "an "] where text.hasPrefix(article) {
            text = text.dropFirst(article.count)
            break
        }
        return String(text.filter { $0 != " " && $0 != "-" && $0 != "\"" && $0 != "," })
    }

    /// The words of `text` that tell terms apart, for guessing: lower case, split at spaces and
    /// punctuation, without articles, connectives and "+".
    static func contentWords(_ text: String) -> Set<String> {
        let words = text.lowercased().split { !($0.isLetter || $0.isNumber) }.map(String.init)
        return Set(words).subtracting(["the", "a", "an", "or", "and", "then", "with", "to", "of"])
    }

    /// How alike two sets of words are: the share of all their words that both have.
    static func likeness(_ left: Set<String>, _ right: Set<String>) -> Double {
        let union = left.union(right).count
        return union == 0 ? 0 : Double(left.intersection(right).count) / Double(union)
    }
}
