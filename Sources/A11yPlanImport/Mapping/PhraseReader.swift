import A11yPlan

/// Reads free text into a `Phrase`, turning the roles and states a screen reader announces into typed
/// terms where the words around them say that is what they are.
///
/// A role is read after "as a", "as an", "as", "reads" or "says" ("It identifies itself as a
/// button"); a state after those and inside parentheses ("It expresses its state (expanded)"). The
/// words must be the platform's own for the term, whole, so the phrase reads back exactly as written;
/// everything else stays text.
struct PhraseReader: Sendable {
    /// The reverse tables of the platform.
    let tables: TermTables

    private static let roleCues = ["as a ", "as an ", "as ", "reads ", "says "]
    private static let stateCues = ["(", "as ", "reads ", "says ", "changes to "]

    /// `text` as a phrase, and how many terms it holds.
    func phrase(_ text: String) -> (phrase: Phrase, terms: Int) {
        var segments: [Phrase.Segment] = []
        var pending = ""
        var terms = 0
        var index = text.startIndex
        while index < text.endIndex {
            let before = text[..<index]
            if let (term, length) = self.term(at: text[index...], after: before) {
                if !pending.isEmpty { segments.append(.text(pending)) }
                pending = ""
                segments.append(.term(term))
                terms += 1
                index = text.index(index, offsetBy: length)
                continue
            }
            pending.append(text[index])
            index = text.index(after: index)
        }
        if !pending.isEmpty { segments.append(.text(pending)) }
        var phrase = Phrase("")
        phrase.segments = segments
        return (phrase, terms)
    }

    private func term(at text: Substring, after before: Substring) -> (Phrase.Term, Int)? {
        let roleCue = Self.roleCues.contains { Self.endsWithCue(before, $0) }
        let stateCue = Self.stateCues.contains { Self.endsWithCue(before, $0) }
        guard roleCue || stateCue else { return nil }
        if stateCue, let (state, length) = Self.word(opening: text, tables.states) {
            if !roleCue || before.hasSuffix("(") || !startsRole(text, longerThan: length) {
                return (.state(state), length)
            }
        }
        if roleCue, let (role, length) = Self.word(opening: text, tables.roles) {
            return (.role(role), length)
        }
        return nil
    }

    /// The first term in `table` whose words open `text` as whole words, with their length.
    private static func word<Term>(opening text: Substring, _ table: [(term: Term, words: String)]) -> (Term, Int)? {
        for (term, words) in table where !words.isEmpty && text.hasPrefix(words) {
            if endsWord(text.dropFirst(words.count)) { return (term, words.count) }
        }
        return nil
    }

    private func startsRole(_ text: Substring, longerThan length: Int) -> Bool {
        tables.roles.contains { $0.words.count > length && text.hasPrefix($0.words) }
    }

    /// Whether `before` ends with `cue` and the cue starts a word.
    private static func endsWithCue(_ before: Substring, _ cue: String) -> Bool {
        guard before.hasSuffix(cue) else { return false }
        let start = before.dropLast(cue.count)
        guard let previous = start.last else { return true }
        return cue == "(" || !(previous.isLetter || previous.isNumber)
    }

    private static func endsWord(_ rest: Substring) -> Bool {
        guard let next = rest.first else { return true }
        return !(next.isLetter || next.isNumber || next == "-")
    }
}
