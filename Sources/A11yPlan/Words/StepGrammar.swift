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

    /// A gesture's clause from its words in a cell, which a language like German writes as an
    /// infinitive with the verb last ("Nach links streichen", "Doppeltippen", "Nach oben streichen
    /// (VoiceOver) oder eine Lautstärketaste drücken (TalkBack)"): each infinitive that closes the
    /// words, or stands before a screen reader's name in parentheses, in the first person ("streiche").
    ///
    /// Where the words end in their one verb, that verb is the clause's last word, after any purpose
    /// ("ich bis zum Button" + "streiche"); where each screen reader has its own, the words stay whole.
    static func gesture(_ inOrder: String, subject: String, cell: String) -> ActionClause {
        var words = cell.lowercasingFirstLetter.split(separator: " ").map(String.init)
        // Two verbs joined ("Berühren und Finger bewegen") keep the sentence's own order; "nach unten
        // und dann nach links wischen" has one.
        let adverbs: Set<String> = ["unten", "oben", "innen", "außen"]
        let joinsVerbs = zip(words, words.dropFirst()).contains { word, next in
            word.hasSuffix("en") && !adverbs.contains(word) && (next == "und" || next == "oder")
        }
        guard !joinsVerbs else { return .asWritten(inOrder) }
        var verbs: [Int] = []
        for index in words.indices where words[index].hasSuffix("en") {
            let closes = index == words.count - 1 || words[index + 1].hasPrefix("(")
            if closes {
                words[index].removeLast()
                verbs.append(index)
            }
        }
        let subject = subject.trimmingSpaces
        guard verbs == [words.count - 1] else {
            return ActionClause(inOrder: inOrder, beforeVerb: ([subject] + words).joined(separator: " "), verb: "")
        }
        let verb = words.removeLast()
        return ActionClause(inOrder: inOrder, beforeVerb: ([subject] + words).joined(separator: " "), verb: verb)
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
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
