import A11yPlan

/// What an input's words were read as: the typed input, the words after it (a step's purpose), and a
/// note for a warning when the term was guessed, or when other terms have the same words.
struct InputReading<Input: Sendable & Hashable>: Sendable, Hashable {
    /// The typed input, phrased as the page wrote it where its words differ from the term's own.
    var input: Input
    /// The words after the input, such as "to move focus to a button".
    var purpose: String? = nil
    /// Why the term is a guess, or which other terms it could be, if either.
    var guess: String? = nil
}

/// Reads the typed input from a step's action or a table's first cell, by the platform's words.
///
/// First the terms' own words: the longest that opens the text, followed by the end or a space (keys
/// may be several, joined by "or"). Failing that, the input is the words up to the first word that
/// opens a purpose ("to", "on", "past" …, outside parentheses), and those words are matched against
/// every platform's words for the terms ("the ctrl + tab key or arrow key" names ctrl + tab and an
/// arrow key); a term found so keeps the page's words with `phrased`. Gestures, commands and settings
/// that still match nothing are guessed from the words they share with a term, and keys that match
/// nothing are read as typed characters, each with a note for a warning.
struct InputReader: Sendable {
    /// The reverse tables of the platform.
    let tables: TermTables

    private var platform: Platform { tables.platform }

    /// Words that open a purpose, after the input: "to move focus", "past the last tab".
    static let purposeOpeners: Set<String> = [
        "to", "on", "through", "from", "past", "after", "until", "with", "while", "into", "over", "in", "back",
        "once", "towards", "along", "around", "above", "at", "for", "so", "below", "across", "between",
    ]

    // MARK: Keys

    /// Keys from a keyboard step's words after "I use ".
    func keyInput(sentence text: String) -> InputReading<KeyInput> {
        if let (keys, rest) = Self.keySequence(Substring(text), tables.keysInSentences) {
            var reading = reading(input(of: keys), words: String(text.dropLast(rest.count)), rest: rest, at: .sentence)
            reading.guess = keyAmbiguity(keys, tables.keysInSentences)
            return reading
        }
        if let (keys, words, purpose) = Self.longestPrefix(of: text, Self.keysByAlias) {
            return InputReading(input: input(of: keys).phrased(words), purpose: purpose)
        }
        let (words, purpose) = Self.splitAtPurpose(text)
        let action = Words.english.iUse + words
        return InputReading(
            input: .words(action), purpose: purpose,
            guess: "'\(words)' names no key of the vocabulary; kept in the page's words (.words(\"\(action)\"))")
    }

    /// Keys from a Keyboard actions cell.
    func keyInput(cell text: String) -> InputReading<KeyInput> {
        if let keys = keysInCell(text) {
            var reading = reading(input(of: keys), words: text, rest: "", at: .cell)
            reading.guess = keyAmbiguity(keys, tables.keysInCells)
            return reading
        }
        if let keys = Self.keysByAlias(text) ?? Self.keysWithQualifier(text) {
            return InputReading(input: input(of: keys).phrased(text), purpose: nil)
        }
        return InputReading(
            input: .words(text), purpose: nil,
            guess: "'\(text)' names no key of the vocabulary; kept in the page's words (.words)")
    }

    /// The keys of a cell that adds words to them, which the cell keeps: a qualifier in parentheses
    /// ("Left/right arrow keys (automatic activation)"), a purpose ("Tab from the tab list"), or keys
    /// joined by "and" ("Home and End").
    static func keysWithQualifier(_ text: String) -> [Key]? {
        var words = text
        if words.hasSuffix(")"), let open = words.lastIndex(of: "(") {
            words = String(words[..<open]).trimmingCharacters
        }
        let beforePurpose = splitAtPurpose(words).words
        for candidate in [words, beforePurpose] where !candidate.isEmpty {
            if let keys = keysByAlias(candidate) ?? keysByAlias(candidate.replacing(" and ", with: " or ")) {
                return keys
            }
        }
        return nil
    }

    private func keysInCell(_ text: String) -> [Key]? {
        let lowered = text.lowercasingFirstCharacter
        guard let (keys, rest) = Self.keySequence(Substring(lowered), tables.keysInCells), rest.isEmpty else {
            return nil
        }
        return keys
    }

    private func input(of keys: [Key]) -> KeyInput {
        var input = KeyInput.key(keys[0])
        input.keys = keys
        return input
    }

    /// The input, phrased as the page wrote it when its own words differ (case and all).
    private func reading(_ input: KeyInput, words: String, rest: Substring, at position: Position)
        -> InputReading<KeyInput>
    {
        let phrased = input.phrase(on: platform, at: position) == words ? input : input.phrased(words)
        return InputReading(input: phrased, purpose: Self.purpose(rest))
    }

    /// The longest run of keys joined by " or " that opens `text`, and the text after it.
    static func keySequence(_ text: Substring, _ table: [(term: Key, words: String)]) -> ([Key], Substring)? {
        var keys: [Key] = []
        var rest = text
        while true {
            guard let (key, after) = opening(rest, table) else { break }
            keys.append(key)
            rest = after
            guard rest.hasPrefix(" or "), opening(rest.dropFirst(4), table) != nil else { break }
            rest = rest.dropFirst(4)
        }
        return keys.isEmpty ? nil : (keys, rest)
    }

    /// The first term in `table` whose words open `text`, followed by the end or a space.
    static func opening<Term>(_ text: Substring, _ table: [(term: Term, words: String)]) -> (Term, Substring)? {
        for (term, words) in table where !words.isEmpty && text.hasPrefix(words) {
            let rest = text.dropFirst(words.count)
            if rest.isEmpty || rest.first == " " { return (term, rest) }
        }
        return nil
    }

    /// The keys that each alternative of `words` names on any platform, or nil if one names none.
    static func keysByAlias(_ words: String) -> [Key]? {
        var alternatives: [Substring] = []
        for part in words.split(separator: " or ") {
            alternatives += part.split(separator: ", ")
        }
        func key(_ words: String) -> Key? {
            Key.allCases.first { TermTables.aliases(of: $0).contains(TermTables.squashed(words)) }
        }
        var keys: [Key] = []
        for alternative in alternatives {
            if let found = key(String(alternative)) {
                keys.append(found)
            } else if let pair = slashedPair(String(alternative)), let first = key(pair.0), let second = key(pair.1) {
                keys += [first, second]
            } else {
                return nil
            }
        }
        return keys.isEmpty ? nil : keys
    }

    /// Two keys written with a slash: "Home/end" ("home", "end"), "the page up/down key" ("page up",
    /// "page down"), the second taking the first's words before its last.
    static func slashedPair(_ words: String) -> (String, String)? {
        var text = words
        for noun in [" keys", " key"] where text.lowercased().hasSuffix(noun) { text.removeLast(noun.count) }
        let halves = text.split(separator: "/")
        guard halves.count == 2, !halves[1].contains(" ") else { return nil }
        let first = String(halves[0])
        let lead = first.split(separator: " ").dropLast().joined(separator: " ")
        return (first, (lead.isEmpty ? "" : lead + " ") + halves[1])
    }

    // MARK: Screen-reader input

    /// A screen-reader input from a step's words after "I " (a gesture) or "I use " (keys, a command).
    func screenreaderInput(sentence text: String) -> InputReading<ScreenreaderInput>? {
        let use = Words.english.iUse.dropFirst(2)
        if text.hasPrefix(use) { return screenreaderKeys(sentence: String(text.dropFirst(use.count))) }
        if let (gesture, rest) = Self.opening(Substring(text), tables.gestures) {
            return InputReading(
                input: .gesture(gesture), purpose: Self.purpose(rest), guess: ambiguity(gesture, tables.gestures))
        }
        let byAlias = { (words: String) in
            Gesture.allCases.first { TermTables.aliases(of: $0).contains(TermTables.squashed(words)) }
        }
        if let (gesture, words, purpose) = Self.longestPrefix(of: text, byAlias) {
            return InputReading(input: ScreenreaderInput.gesture(gesture).phrased(words), purpose: purpose)
        }
        let (words, purpose) = Self.splitAtPurpose(text)
        if let gesture = Self.performedGesture(words) {
            return InputReading(input: ScreenreaderInput.gesture(gesture).phrased(words), purpose: purpose)
        }
        guard let guess = Self.likeliest(words, Gesture.allCases.map { ($0, Self.gestureWords($0)) }, sharing: 0.5)
        else {
            return Self.plainWords("I " + text, purpose: nil, naming: "gesture, key or command")
        }
        return InputReading(
            input: ScreenreaderInput.gesture(guess).phrased(words), purpose: purpose,
            guess: "'\(words)' names no gesture of the vocabulary; guessed .\(guess.rawValue) from the words they share"
        )
    }

    private func screenreaderKeys(sentence text: String) -> InputReading<ScreenreaderInput> {
        if let (command, rest) = Self.opening(Substring(text), tables.commands) {
            return InputReading(input: .command(command), purpose: Self.purpose(rest))
        }
        let keys = keyInput(sentence: text)
        if !keys.input.isWords {
            return InputReading(input: .keys(keys.input), purpose: keys.purpose, guess: keys.guess)
        }
        let (words, purpose) = Self.splitAtPurpose(text)
        if let reading = Self.commandByOneReadersKeys(words, purpose: purpose) { return reading }
        if let command = Self.likeliest(
            words, DesktopCommand.allCases.map { ($0, TermTables.contentWords($0.phrase)) }, sharing: Self.commandShare)
        {
            return InputReading(
                input: ScreenreaderInput.command(command).phrased(words), purpose: purpose,
                guess:
                    "'\(words)' names no command of the vocabulary; guessed .\(command.rawValue) from the words they share"
            )
        }
        return Self.plainWords(Words.english.iUse + text, purpose: nil, naming: "key or command")
    }

    /// A command named by one screen reader's keys alone ("VO + command + H", "NVDA + space"). Where a
    /// screen reader has one key for several commands (VoiceOver's VO + command + J moves to any form
    /// control), the command that moves to any of them is the reading, with a warning.
    static func commandByOneReadersKeys(_ words: String, purpose: String?) -> InputReading<ScreenreaderInput>? {
        var squashed = TermTables.squashed(words)
        if squashed.hasSuffix("key") && squashed.count > 3 { squashed.removeLast(3) }
        let named = DesktopCommand.allCases.filter { command in
            let keys = command.keys
            return [keys.nvda, keys.jaws, keys.voiceOver].contains { $0.map(TermTables.squashed) == squashed }
        }
        guard let first = named.first else { return nil }
        guard named.count > 1 else {
            return InputReading(input: ScreenreaderInput.command(first).phrased(words), purpose: purpose)
        }
        let general: DesktopCommand = named.contains(.nextFormField) ? .nextFormField : first
        return InputReading(
            input: ScreenreaderInput.command(general).phrased(words), purpose: purpose,
            guess: "'\(words)' is one screen reader's key for "
                + named.map { ".\($0.rawValue)" }.joined(separator: ", ") + "; read as .\(general.rawValue)")
    }

    /// A screen-reader input from a gestures (or commands) cell.
    func screenreaderInput(cell text: String) -> InputReading<ScreenreaderInput>? {
        let candidates: [ScreenreaderInput] =
            Gesture.allCases.map(ScreenreaderInput.gesture) + DesktopCommand.allCases.map(ScreenreaderInput.command)
        let ordered = platform.usesTouchGestures ? candidates : candidates.reversed()
        if let exact = ordered.first(where: { $0.phrase(on: platform, at: .cell) == text }) {
            guard case .gesture(let gesture) = exact.kind else { return InputReading(input: exact) }
            return InputReading(input: exact, guess: ambiguity(gesture, tables.gestures))
        }
        if let keys = keysInCell(text) {
            let input = ScreenreaderInput.keys(self.input(of: keys))
            return InputReading(input: input.phrase(on: platform, at: .cell) == text ? input : input.phrased(text))
        }
        if let gesture = Gesture.allCases.first(where: {
            TermTables.aliases(of: $0).contains(TermTables.squashed(text))
        }) {
            return InputReading(input: ScreenreaderInput.gesture(gesture).phrased(text), purpose: nil)
        }
        if let keys = Self.keysByAlias(text) {
            return InputReading(input: ScreenreaderInput.keys(input(of: keys)).phrased(text), purpose: nil)
        }
        if platform.usesTouchGestures,
            let guess = Self.likeliest(text, Gesture.allCases.map { ($0, Self.gestureWords($0)) }, sharing: 0.5)
        {
            return InputReading(
                input: ScreenreaderInput.gesture(guess).phrased(text), purpose: nil,
                guess:
                    "'\(text)' names no gesture of the vocabulary; guessed .\(guess.rawValue) from the words they share"
            )
        }
        if let reading = Self.commandByOneReadersKeys(text, purpose: nil) { return reading }
        if let command = Self.likeliest(
            text, DesktopCommand.allCases.map { ($0, TermTables.contentWords($0.phrase)) }, sharing: Self.commandShare)
        {
            return InputReading(
                input: ScreenreaderInput.command(command).phrased(text), purpose: nil,
                guess:
                    "'\(text)' names no command of the vocabulary; guessed .\(command.rawValue) from the words they share"
            )
        }
        return Self.plainWords(text, purpose: nil, naming: "gesture or command")
    }

    /// The share of a text's words a command must have for a guess: more than half, since commands are
    /// named by keys, and one key word in common ("right", "down") says nothing.
    static let commandShare = 0.6

    /// A screen-reader action that names no term, kept in the page's words (`.words`), with a warning.
    static func plainWords(_ text: String, purpose: String?, naming kinds: String) -> InputReading<ScreenreaderInput> {
        InputReading(
            input: .words(text), purpose: purpose,
            guess: "'\(text)' names no \(kinds) of the vocabulary; kept in the page's words (.words)")
    }

    /// The gesture of "perform a double-tap gesture", "perform the two-finger scrub": a gesture's own
    /// words after "perform" and an article, "gesture" after them or not.
    static func performedGesture(_ words: String) -> Gesture? {
        guard var named = words.afterPrefix("perform ") else { return nil }
        if named.hasSuffix(" gesture") { named.removeLast(" gesture".count) }
        let squashed = TermTables.squashed(named)
        return Gesture.allCases.first { TermTables.aliases(of: $0).contains(squashed) }
    }

    private static func gestureWords(_ gesture: Gesture) -> Set<String> {
        TermTables.contentWords(Platform.allCases.map { gesture.phrase(on: $0, at: .sentence) }.joined(separator: " "))
    }

    // MARK: Settings and output attributes

    /// A setting from a Device settings cell, or from a Device settings line's words after "I use ".
    func settingInput(_ text: String) -> InputReading<SettingInput>? {
        if let exact = DeviceSetting.allCases.first(where: { $0.name(on: platform) == text }) {
            return InputReading(input: .setting(exact), purpose: nil)
        }
        if let named = DeviceSetting.allCases.first(where: {
            TermTables.aliases(of: $0).contains(TermTables.squashed(text))
        }) {
            let input = SettingInput.setting(named)
            return InputReading(input: input.phrase(on: platform) == text ? input : input.phrased(text), purpose: nil)
        }
        // A guess is only a setting the platform has (a settings row has no plain-words form).
        let candidates = DeviceSetting.allCases.filter { $0.name(on: platform) != nil }.map { setting in
            (
                setting,
                TermTables.contentWords(
                    ([setting.genericName] + Platform.allCases.compactMap { setting.name(on: $0) }).joined(
                        separator: " "))
            )
        }
        guard let guess = Self.likeliest(text, candidates) else { return nil }
        return InputReading(
            input: SettingInput.setting(guess).phrased(text), purpose: nil,
            guess: "'\(text)' names no setting of the vocabulary; guessed .\(guess.rawValue) from the words they share")
    }

    /// The output attribute a Reads cell names ("Name", "Role", "Group", "State").
    func outputAttribute(_ text: String) -> OutputAttribute? {
        OutputAttribute.allCases.first { $0.title.lowercased() == text.lowercased() }
    }

    // MARK: Helpers

    /// A note naming the other terms that `term`'s words on the platform also name, if any.
    private func ambiguity<Term: RawRepresentable<String> & Equatable>(
        _ term: Term, _ table: [(term: Term, words: String)]
    ) -> String? {
        guard let words = table.first(where: { $0.term == term })?.words else { return nil }
        let others = table.filter { $0.words == words && $0.term != term }.map { ".\($0.term.rawValue)" }
        guard !others.isEmpty else { return nil }
        return
            "'\(words)' is .\(term.rawValue) or \(others.joined(separator: " or ")) on \(platform.name), which say it "
            + "alike; read as .\(term.rawValue)"
    }

    private func keyAmbiguity(_ keys: [Key], _ table: [(term: Key, words: String)]) -> String? {
        let notes = keys.compactMap { ambiguity($0, table) }
        return notes.isEmpty ? nil : notes.joined(separator: "; ")
    }

    /// The text after the input's words without its opening space, or nil when nothing follows.
    static func purpose(_ rest: Substring) -> String? {
        let purpose = rest.drop { $0 == " " }
        return purpose.isEmpty ? nil : String(purpose)
    }

    /// The longest run of whole words opening `text` that `read` reads as a term, the term, and the
    /// words after it: "double tap it" is `.doubleTap` worded "double tap", for the purpose "it".
    static func longestPrefix<Term>(of text: String, _ read: (String) -> Term?) -> (Term, String, String?)? {
        let words = text.split(separator: " ", omittingEmptySubsequences: false)
        for count in stride(from: words.count, through: 1, by: -1) {
            let input = words.prefix(count).joined(separator: " ")
            if let term = read(input) {
                let rest = words.dropFirst(count).joined(separator: " ")
                return (term, input, rest.isEmpty ? nil : rest)
            }
        }
        return nil
    }

    /// `text` split before its first word that opens a purpose, outside parentheses (never its first word).
    static func splitAtPurpose(_ text: String) -> (words: String, purpose: String?) {
        var depth = 0
        var wordStart = text.startIndex
        var index = text.startIndex
        while index <= text.endIndex {
            let atEnd = index == text.endIndex
            if atEnd || text[index] == " " {
                let word = text[wordStart..<index]
                if depth == 0 && wordStart > text.startIndex && purposeOpeners.contains(String(word)) {
                    let words = text[..<text.index(before: wordStart)]
                    return (String(words), String(text[wordStart...]))
                }
                if atEnd { break }
                wordStart = text.index(after: index)
            } else if text[index] == "(" {
                depth += 1
            } else if text[index] == ")" {
                depth = max(0, depth - 1)
            }
            index = text.index(after: index)
        }
        return (text, nil)
    }

    /// The candidate sharing the largest part of its words with `text`, or nil if none shares one.
    static func likeliest<Term>(_ text: String, _ candidates: [(Term, Set<String>)], sharing least: Double = 0) -> Term?
    {
        let words = TermTables.contentWords(text)
        var best: (term: Term, score: Double, shared: Int)?
        // The term that shares the most words with the text; of two alike, the one with fewer words of
        // its own (more alike as a whole).
        for (term, termWords) in candidates {
            let shared = words.intersection(termWords).count
            let score = TermTables.likeness(words, termWords)
            guard shared > 0 else { continue }
            if let best, (shared, score) <= (best.shared, best.score) { continue }
            best = (term, score, shared)
        }
        // A guess shares at least `least` of the text's own words with its term, or it is no reading.
        if let shared = best?.shared, Double(shared) < least * Double(words.count) { return nil }
        return best?.term
    }
}

extension String {
    /// The text with its first character lower-cased, whatever follows it.
    var lowercasingFirstCharacter: String {
        guard let first else { return self }
        return first.lowercased() + dropFirst()
    }
}
