/// An action as a sentence builds it, in two orders: as English says it ("I use the tab key"), and with
/// its verb last ("ich die Tabulatortaste" and "drücke"), which a German clause after "wenn" needs.
public struct ActionClause: Sendable, Hashable {
    /// The action with its verb after the subject: "I use the tab key", "Ich drücke die Tabulatortaste".
    public var inOrder: String
    /// The words before the verb when the verb goes last: "ich die Tabulatortaste".
    public var beforeVerb: String
    /// The verb that goes last, or nothing for an action in plain words: "drücke".
    public var verb: String

    /// An action whose words are the same in both orders (plain words, or a wording of the page's own).
    static func asWritten(_ text: String) -> ActionClause {
        ActionClause(inOrder: text, beforeVerb: text, verb: "")
    }

    /// "Ich drücke " and "die Tabulatortaste": the subject and the verb of `opening` around `object`.
    static func opening(_ opening: String, object: String) -> ActionClause {
        let words = opening.split(separator: " ", maxSplits: 1).map(String.init)
        let subject = words.first ?? ""
        let verb = words.count > 1 ? words[1].trimmingSpaces : ""
        return ActionClause(inOrder: opening + object, beforeVerb: subject + " " + object, verb: verb)
    }

    /// A gesture worded on its own, after "I", whose first word is its verb ("drehe den Rotor mit zwei
    /// Fingern"): that verb goes last.
    static func verbFirst(_ inOrder: String, subject: String, words: String) -> ActionClause {
        let parts = words.split(separator: " ", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return .asWritten(inOrder) }
        return ActionClause(inOrder: inOrder, beforeVerb: subject.trimmingSpaces + " " + parts[1], verb: parts[0])
    }

    /// A gesture's clause from its words in a sentence, which a language like German writes with the
    /// verb first after the subject ("ich drehe den Rotor"), with each verb last instead: "ich den Rotor"
    /// + "drehe"; two verbs joined ("ich berühre den Bildschirm und bewege den Finger darüber") each
    /// last in its own part; each screen reader's own gesture ("drehe den Rotor (VoiceOver) oder wechsle
    /// die Vorleseoption (TalkBack)") reordered one by one, the words then staying whole.
    ///
    /// A verb is told by the first person's ending, "-e" ("streiche", "wechsle"); words of another shape
    /// keep their own order.
    static func gesture(_ inOrder: String, subject: String) -> ActionClause {
        let subject = subject.trimmingSpaces
        guard !subject.isEmpty, inOrder.hasPrefix(subject + " ") else { return .asWritten(inOrder) }
        let sentence = String(inOrder.dropFirst(subject.count + 1))
        if let alternatives = readerAlternatives(sentence), alternatives.count > 1 {
            let reordered = alternatives.map { alternative in
                let words = String(alternative.words)
                let clause = verbLast(words).map { $0.before.isEmpty ? $0.verb : $0.before + " " + $0.verb } ?? words
                return clause + " " + alternative.readers + alternative.joint
            }
            return ActionClause(inOrder: inOrder, beforeVerb: subject + " " + reordered.joined(), verb: "")
        }
        guard let clause = verbLast(sentence) else { return .asWritten(inOrder) }
        return ActionClause(
            inOrder: inOrder, beforeVerb: clause.before.isEmpty ? subject : subject + " " + clause.before,
            verb: clause.verb)
    }

    /// The sentence as each screen reader's own words, when it is nothing else: "drehe den Rotor
    /// (VoiceOver) oder wechsle die Vorleseoption (TalkBack)" is "drehe den Rotor", "(VoiceOver)", " oder "
    /// and "wechsle die Vorleseoption", "(TalkBack)", "". Each part is words without parentheses, a space,
    /// the readers in parentheses, and ", " or " oder " before the next part. Nil when the sentence is
    /// not made of such parts from end to end.
    ///
    /// A plain scan rather than a regular expression: every gesture of every plan comes through here, and
    /// a `Regex` literal is parsed again each time it is made (a third of a whole site's build).
    private static func readerAlternatives(
        _ sentence: String
    ) -> [(words: Substring, readers: Substring, joint: Substring)]? {
        var parts: [(words: Substring, readers: Substring, joint: Substring)] = []
        var rest = Substring(sentence)
        while !rest.isEmpty {
            guard let open = rest.firstIndex(of: "("), open > rest.startIndex else { return nil }
            let space = rest.index(before: open)
            guard rest[space] == " ", space > rest.startIndex else { return nil }
            let words = rest[..<space]
            guard !words.contains(")") else { return nil }
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(where: { $0 == ")" || $0 == "(" }),
                rest[close] == ")", close > afterOpen
            else { return nil }
            let readers = rest[open...close]
            rest = rest[rest.index(after: close)...]
            var joint: Substring = ""
            for candidate in [", ", " oder "] where rest.hasPrefix(candidate) {
                joint = rest.prefix(candidate.count)
                rest = rest.dropFirst(candidate.count)
                break
            }
            parts.append((words, readers, joint))
        }
        return parts
    }

    /// Words opening with a verb, reordered with the verb last: "drehe den Rotor" is "den Rotor" and
    /// "drehe"; "berühre den Bildschirm und bewege den Finger darüber" is "den Bildschirm berühre und den
    /// Finger darüber" and "bewege"; "klicke oder tippe" is "klicke oder" and "tippe". Nil where the words
    /// do not open with a verb.
    private static func verbLast(_ words: String) -> (before: String, verb: String)? {
        func isVerb(_ word: Substring) -> Bool { word.count > 2 && word.hasSuffix("e") }
        // Parts joined by "und" or "oder", each with its conjunction before it.
        var parts: [(joint: Substring, words: [Substring])] = [("", [])]
        for word in words.split(separator: " ") {
            if word == "und" || word == "oder" {
                parts.append((word, []))
            } else {
                parts[parts.count - 1].words.append(word)
            }
        }
        if parts.count > 1, parts.allSatisfy({ $0.words.first.map(isVerb) ?? false }) {
            var reordered = parts.map { ($0.joint, Array($0.words.dropFirst()) + [$0.words[0]]) }
            let verb = String(reordered[reordered.count - 1].1.removeLast())
            let before = reordered.map { part in
                (part.0.isEmpty ? [] : [part.0]) + part.1
            }.map { $0.joined(separator: " ") }.joined(separator: " ")
            return (before, verb)
        }
        let all = words.split(separator: " ")
        guard let first = all.first, isVerb(first) else { return nil }
        return (all.dropFirst().joined(separator: " "), String(first))
    }
}

/// How an outcome reads on its line in a language: its lead ("I SEE", "SEHE ICH", "NO OIGO"), what
/// stands between the lead and the words (" ", or ": " before a table cell's whole sentence), and the
/// words.
public struct OutcomeWords: Sendable, Hashable {
    /// The lead, such as "I SEE".
    public var lead: String
    /// What stands between the lead and the text.
    public var separator: String
    /// What is perceived.
    public var text: String

    /// An outcome's words.
    public init(lead: String, separator: String, text: String) {
        self.lead = lead
        self.separator = separator
        self.text = text
    }
}

/// Where an outcome stands, which decides how a language attaches it.
public struct OutcomePlace: Sendable, Hashable {
    /// After the line's condition ("WHEN I use … I SEE …"), rather than on a line of its own below it.
    public var afterCondition: Bool
    /// Its words are a table cell's (a Screenreader output or Device settings row), written as a
    /// sentence of its own, rather than an expectation written to follow "I SEE".
    public var fromCell: Bool

    /// A place.
    public init(afterCondition: Bool, fromCell: Bool) {
        self.afterCondition = afterCondition
        self.fromCell = fromCell
    }
}

extension String {
    /// The text without spaces at either end.
    fileprivate var trimmingSpaces: String {
        guard let first = firstIndex(where: { $0 != " " }), let last = lastIndex(where: { $0 != " " }) else {
            return ""
        }
        return String(self[first...last])
    }
}
