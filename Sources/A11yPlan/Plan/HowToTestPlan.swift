/// The How-to-test narrative of a plan, phrased for its platform.
public struct HowToTestPlan: Sendable, Hashable {
    /// The section title, such as "How to test a popover tooltip".
    public var title: String
    /// The Given line, such as "Given that I am on a screen with a popover tooltip".
    public var given: String
    /// The parts present, numbered from 1.
    public var parts: [PartPlan]
    /// Where the narrative was written.
    public var location: SourceLocation

    init(
        _ howToTest: HowToTest, component: Component, variant: Variant, heard: [Row<OutputAttribute>], words: Words
    ) {
        let platform = variant.platform
        title = words.howToTest(component.nameInSentence)
        given = words.givenThat + howToTest.given.text(on: platform, in: words)
        location = howToTest.location
        // The Screenreader output rows, as the screen readers of the part that lists them say them.
        func heardOutcomes(_ readers: [ScreenreaderApp]) -> [Outcome] {
            heard.map {
                var outcome = Outcome(
                    sense: .hear,
                    lead: words.iHear,
                    text: words.cellInSentence($0.result.text(on: platform, in: words, heardBy: readers)),
                    location: $0.location,
                    key: $0.input.rawValue,
                    references: $0.references
                )
                outcome.phrase(in: words, OutcomePlace(afterCondition: false, fromCell: true))
                return outcome
            }
        }
        var parts: [PartPlan] = []
        if let keyboard = howToTest.keyboardOnly {
            parts.append(
                PartPlan(kind: .keyboard, title: words.keyboardOnly, steps: keyboard.steps, on: platform, words: words))
        }
        // Both screen-reader parts open their first line by saying a screen reader is in use.
        func screenreaderPart(
            _ kind: PartPlan.Kind, _ names: String, _ part: NarrativePart<ScreenreaderInput>, lead: String,
            readers: [ScreenreaderApp]
        ) -> PartPlan {
            var plan = PartPlan(
                kind: kind, title: words.screenreaderPart(names), steps: part.steps, on: platform, words: words,
                heardBy: readers, heard: heardOutcomes(readers))
            if !plan.lines.isEmpty {
                plan.lines[0].action = (lead + plan.lines[0].action).lowercasingFirstLetter
                plan.lines[0].condition = (words.conditionLead(lead) + plan.lines[0].condition).lowercasingFirstLetter
            }
            return plan
        }
        if let screenreader = howToTest.screenreader {
            parts.append(
                screenreaderPart(
                    .screenreader, platform.screenReaderNames, screenreader, lead: words.usingAScreenreader,
                    readers: platform.screenReaders))
        }
        if let mobile = howToTest.mobileScreenreader {
            parts.append(
                screenreaderPart(
                    .mobileScreenreader, words.mobileWebScreenReaders, mobile,
                    lead: words.usingAScreenreaderOnAPhone, readers: Platform.mobileWebScreenReaders))
        }
        if let settings = variant.deviceSettings, !settings.rows.isEmpty {
            parts.append(PartPlan(settings: settings, on: platform, words: words))
        }
        self.parts = parts.enumerated().map { index, part in
            var part = part
            part.number = index + 1
            return part
        }
    }
}

/// One numbered part of the narrative: Keyboard only, the screen reader, or Device settings.
public struct PartPlan: Sendable, Hashable {
    /// The kinds of part, which checklists use as sections.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// Part 1, Keyboard only.
        case keyboard
        /// Part 2, the screen reader.
        case screenreader
        /// On the Web, the phone's screen reader, after the desktop one.
        case mobileScreenreader
        /// Part 3, Device settings.
        case deviceSettings
    }

    /// The part's number on the page, from 1.
    public var number: Int = 0
    /// What the part tests.
    public var kind: Kind
    /// The title after the number, such as "VoiceOver screenreader".
    public var title: String
    /// The lines, in order.
    public var lines: [LinePlan]

    init<Input>(
        kind: Kind, title: String, steps: [Step<Input>], on platform: Platform, words: Words,
        heardBy readers: [ScreenreaderApp]? = nil, heard: [Outcome] = []
    ) {
        self.kind = kind
        self.title = title
        lines = steps.map { step in
            let written = step.purpose?.text(on: platform, in: words, heardBy: readers)
            let purpose = written?.isEmpty == false ? written : nil
            let clause = step.input.clause(on: platform, in: words)
            let action = clause.inOrder + (purpose.map { " " + $0 } ?? "")
            // After its connective, the action reads on in the sentence: "CUANDO pulso …", "WHEN I use …".
            var line = LinePlan(
                opening: words.connective(step.connective), action: action.lowercasingFirstLetter,
                location: step.location)
            line.condition = words.condition(clause, purpose).lowercasingFirstLetter
            func outcome(_ sense: Outcome.Sense, _ phrase: Phrase, afterCondition: Bool = false) -> Outcome {
                var outcome = Outcome(
                    sense: sense,
                    lead: sense.text(in: words),
                    text: phrase.text(on: platform, in: words, heardBy: readers),
                    location: step.location,
                    references: step.references
                )
                outcome.phrase(in: words, OutcomePlace(afterCondition: afterCondition, fromCell: false))
                return outcome
            }
            switch step.expectation {
            case .see(let phrase): line.outcome = outcome(.see, phrase, afterCondition: true)
            case .hear(let phrase): line.outcome = outcome(.hear, phrase, afterCondition: true)
            case .hearOutput: line.listedOutcomes = heard
            case .all(let members):
                // Each below the line, in the order written; the output rows where `hearOutput` stands.
                for member in members {
                    switch member {
                    case .see(let phrase): line.listedOutcomes.append(outcome(.see, phrase))
                    case .hear(let phrase): line.listedOutcomes.append(outcome(.hear, phrase))
                    case .hearOutput: line.listedOutcomes += heard
                    case .all: break
                    }
                }
            }
            line.isBestPractice =
                step.references.isBestPractice
                && (line.outcome != nil || line.listedOutcomes.contains { $0.key == nil })
            line.beforeOutcome = words.beforeOutcome
            return line
        }
    }

    init(settings: Table<SettingInput>, on platform: Platform, words: Words) {
        kind = .deviceSettings
        title = words.deviceSettings
        lines = settings.rows.map { row in
            let setting = row.input.phrase(on: platform, in: words)
            var line = LinePlan(
                opening: words.when, action: (words.iUse + setting).lowercasingFirstLetter, location: row.location)
            line.condition = words.settingCondition(words.iUse, setting).lowercasingFirstLetter
            var outcome = Outcome(
                sense: .see,
                lead: words.iSee,
                text: words.cellInSentence(row.result.text(on: platform, in: words)),
                location: row.location,
                references: row.references
            )
            outcome.phrase(in: words, OutcomePlace(afterCondition: true, fromCell: true))
            line.outcome = outcome
            line.beforeOutcome = words.beforeOutcome
            return line
        }
    }
}

/// One line of the narrative: how it opens, what the tester does, and what they should perceive.
public struct LinePlan: Sendable, Hashable {
    /// The connective, such as "WHEN" or "Then when".
    public var opening: String
    /// What the tester does, such as "I use the spacebar".
    public var action: String
    /// The single expectation that ends the line, if it has one.
    public var outcome: Outcome?
    /// Expectations listed below the line: one per row of the Screenreader output table, or each of
    /// the step's several expectations.
    public var listedOutcomes: [Outcome] = []
    /// Where the line (or the row it came from) was written.
    public var location: SourceLocation

    /// Whether the line is an authored step whose outcome is a platform best practice rather than a
    /// WCAG requirement, which the page says after the line (`Words.bestPracticeLine`). Lines read from
    /// a table (Device settings) say it in the footer, through their row.
    public var isBestPractice = false

    /// The action as the line's condition says it after its opening: the action itself in English;
    /// in German with the verb last ("wenn ich die Leertaste drücke"). The action stays a main clause,
    /// which checklists show on its own.
    public var condition: String
    /// What stands between the condition and the outcome that ends the line: " ", or ", " in German.
    public var beforeOutcome = " "

    /// A line whose condition reads as its action until a language orders it otherwise.
    init(opening: String, action: String, location: SourceLocation) {
        self.opening = opening
        self.action = action
        self.condition = action
        self.location = location
    }

    /// The line's own sentence: opening, condition and, if it has one, its outcome.
    public var sentence: String {
        let start = "\(opening) \(condition)"
        guard let outcome else { return start }
        return start + beforeOutcome + outcome.sentence
    }
}

/// An expectation: what the tester should see or hear.
public struct Outcome: Sendable, Hashable {
    /// Seeing or hearing.
    public enum Sense: String, Sendable, Hashable, Codable {
        /// Seen on screen: "I SEE".
        case see
        /// Heard from the screen reader: "I HEAR".
        case hear

        /// The words that introduce the expectation in `words`: "I SEE" or "I HEAR".
        public func text(in words: Words = .english) -> String { self == .see ? words.iSee : words.iHear }
    }

    /// Seeing or hearing.
    public var sense: Sense
    /// The words that introduce it in the plan's language, such as "I SEE".
    public var lead: String
    /// What is perceived, such as "the popover closed".
    public var text: String
    /// Where the expectation was written.
    public var location: SourceLocation
    /// What the outcome checks when it comes from a Screenreader output row: `name`, `role` …
    public var key: String? = nil
    /// The WCAG success criteria it proves, or its best-practice mark.
    public var references: References = .none

    /// What stands between the lead and the text: " ", or ": " before a table cell's sentence in
    /// German and Spanish.
    public var separator = " "

    /// "I SEE the popover closed".
    public var sentence: String { lead + separator + text }

    /// The lead as the outcome says it on its own rather than after a condition, where a language
    /// orders it otherwise: "ICH SEHE" for German "SEHE ICH", "NO VEO"; nil until it is phrased.
    public var leadAlone: String? = nil

    /// Phrases the outcome for its place in the language of `words` (`Words.outcomeWords`).
    mutating func phrase(in words: Words, _ place: OutcomePlace) {
        let phrased = words.outcomeWords(sense, lead, text, place)
        // Only an outcome after a condition can have another lead on its own ("SEHE ICH", "ICH SEHE").
        leadAlone =
            place.afterCondition
            ? words.outcomeWords(sense, lead, text, OutcomePlace(afterCondition: false, fromCell: place.fromCell)).lead
            : phrased.lead
        lead = phrased.lead
        separator = phrased.separator
        text = phrased.text
    }
}
