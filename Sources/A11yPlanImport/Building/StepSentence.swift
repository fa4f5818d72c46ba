import A11yPlan

/// A narrative line taken apart at its fixed words: the connective that opens it, the action, and
/// the "I SEE" or "I HEAR" expectation that ends it, if it has one.
struct StepSentence: Sendable {
    /// The connective, read in any case ("WHEN", "Then when", "THEN WHEN"; "AND THEN" as Then when).
    var connective: Connective
    /// The opening as the page wrote it, when it is not one of the plan's connectives in some case
    /// ("AND THEN"), so the reader can say it was reworded.
    var reworded: String?
    /// What the tester does, such as "I use the spacebar".
    var action: String
    /// The words a line wrote of the tester in the third person ("the user presses"), which the action
    /// says in the first person ("I press"), so the reader can say so.
    var thirdPerson: String?
    /// What the tester perceives, if the line says.
    var expectation: (sense: Outcome.Sense, text: String)?

    /// `text` taken apart, or nil when it opens with no connective.
    ///
    /// Runs of spaces count as one ("OR WHEN  I use"), a connective written twice counts once ("WHEN when
    /// I use"), and a condition in capitals before the connective ("IF TAB ACTIVATION IS MANUAL when I
    /// use …") makes an alternative whose action ends with the condition ("…, if tab activation is
    /// manual"). The expectation opens with "I SEE" or "I HEAR", in either case, or "THEN I see".
    init?(_ text: String) {
        let text = text.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        if let condition = Self.condition(text) {
            guard var sentence = StepSentence(condition.rest) else { return nil }
            sentence.connective = .orWhen
            sentence.reworded = condition.opening
            sentence.action += ", if " + condition.words.lowercased()
            self = sentence
            return
        }
        let lowered = text.lowercased()
        let openings: [(Connective, String)] =
            [.thenWhen, .orWhen, .when].map { ($0, $0.text.lowercased() + " ") } + [
                (.thenWhen, "and then when "), (.thenWhen, "and then "), (.thenWhen, "and when "),
            ]
        guard
            let (connective, opening) = openings.first(where: {
                lowered.unicodeScalars.starts(with: $0.1.unicodeScalars)
            })
        else { return nil }
        self.connective = connective
        let own = [Connective.thenWhen, .orWhen, .when].contains { $0.text.lowercased() + " " == opening }
        reworded = own ? nil : String(text.unicodeScalars.prefix(opening.unicodeScalars.count - 1))
        var rest = String(text.unicodeScalars.dropFirst(opening.unicodeScalars.count))
        if rest.lowercased().hasPrefix("when ") {
            reworded = String(text.unicodeScalars.prefix(opening.unicodeScalars.count + 4))
            rest = String(rest.dropFirst("when ".count))
        }
        // Spaces at both ends, so that an empty expectation at the end of the line ("… I SEE") is found;
        // searched scalar by scalar, since the text after a marker may open with a combining mark.
        let scalars = (" " + rest + " ").unicodeScalars
        let markers: [(Outcome.Sense, String)] = [
            (.see, " THEN \(Words.english.iSee) "), (.see, " THEN I see "), (.hear, " THEN \(Words.english.iHear) "),
            (.see, " \(Words.english.iSee) "), (.hear, " \(Words.english.iHear) "), (.see, " I see "),
            (.hear, " I hear "),
        ]
        // The first marker in the line; of two at one place, the longer ("THEN I SEE" over "I SEE").
        let found = markers.compactMap { sense, marker in
            scalars.firstRange(of: marker.unicodeScalars).map { (sense, $0) }
        }.min { first, second in
            first.1.lowerBound != second.1.lowerBound
                ? first.1.lowerBound < second.1.lowerBound : first.1.upperBound > second.1.upperBound
        }
        guard let (sense, range) = found else {
            action = rest
            expectation = nil
            firstPerson()
            return
        }
        action =
            range.lowerBound > scalars.startIndex
            ? String(scalars[scalars.index(after: scalars.startIndex)..<range.lowerBound]) : ""
        expectation = (sense, String(scalars[range.upperBound...].dropLast()))
        firstPerson()
    }

    /// "the user presses TAB" as "I press TAB", "the user performs a double-tap" as "I perform a
    /// double-tap"; "I use use" as "I use". Only verbs a tester's action opens with are turned; any
    /// other line stays in the page's words.
    private mutating func firstPerson() {
        if let rest = action.afterPrefix("I use use ") { action = "I use " + rest }
        guard let rest = action.afterPrefixIgnoringCase("the user "),
            let verb = rest.split(separator: " ").first.map(String.init),
            let base = Self.firstPersonVerbs[verb]
        else { return }
        thirdPerson = String(action.prefix("the user ".count)) + verb
        action = "I " + base + rest.dropFirst(verb.count)
    }

    /// The verbs a step says of "the user", with the form "I" takes.
    private static let firstPersonVerbs: [String: String] = [
        "presses": "press", "swipes": "swipe", "performs": "perform", "taps": "tap", "double-taps": "double-tap",
        "activates": "activate", "navigates": "navigate", "moves": "move", "selects": "select", "opens": "open",
        "closes": "close", "types": "type", "enters": "enter", "uses": "use", "focuses": "focus", "turns": "turn",
        "scrolls": "scroll", "drags": "drag", "touches": "touch", "reaches": "reach", "clicks": "click",
        "hovers": "hover", "holds": "hold", "releases": "release", "adjusts": "adjust", "increases": "increase",
        "decreases": "decrease", "changes": "change", "goes": "go", "tries": "try", "flicks": "flick",
        "explores": "explore", "rotates": "rotate", "pinches": "pinch", "shakes": "shake", "says": "say",
        "speaks": "speak", "chooses": "choose", "toggles": "toggle", "expands": "expand", "collapses": "collapse",
    ]

    /// "IF TAB ACTIVATION IS MANUAL when I use …": the opening up to the connective, the condition's
    /// words, and the line from the connective on; nil for a line that opens otherwise.
    private static func condition(_ text: String) -> (opening: String, words: String, rest: String)? {
        let scalars = Array(text.unicodeScalars)
        let lowered = Array(text.lowercased().unicodeScalars)
        guard text.hasPrefix("IF "), lowered.count == scalars.count,
            let when = lowered.firstRange(of: Array(" when ".unicodeScalars))
        else { return nil }
        func string(_ part: ArraySlice<Unicode.Scalar>) -> String {
            var text = ""
            text.unicodeScalars.append(contentsOf: part)
            return text
        }
        let words = string(scalars[3..<when.lowerBound])
        guard words == words.uppercased() else { return nil }
        return (string(scalars[..<(when.upperBound - 1)]), words, "WHEN " + string(scalars[when.upperBound...]))
    }
}
