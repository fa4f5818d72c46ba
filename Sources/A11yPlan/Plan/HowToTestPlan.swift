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
                Outcome(
                    sense: .hear,
                    lead: words.iHear,
                    text: words.cellInSentence($0.result.text(on: platform, in: words, heardBy: readers)),
                    location: $0.location,
                    key: $0.input.rawValue,
                    references: $0.references
                )
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
            var action = step.input.action(on: platform, in: words)
            if let purpose = step.purpose?.text(on: platform, in: words, heardBy: readers), !purpose.isEmpty {
                action += " " + purpose
            }
            // After its connective, the action reads on in the sentence: "CUANDO pulso …", "WHEN I use …".
            var line = LinePlan(
                opening: words.connective(step.connective), action: action.lowercasingFirstLetter,
                location: step.location)
            func outcome(_ sense: Outcome.Sense, _ phrase: Phrase) -> Outcome {
                Outcome(
                    sense: sense,
                    lead: sense.text(in: words),
                    text: phrase.text(on: platform, in: words, heardBy: readers),
                    location: step.location,
                    references: step.references
                )
            }
            switch step.expectation {
            case .see(let phrase): line.outcome = outcome(.see, phrase)
            case .hear(let phrase): line.outcome = outcome(.hear, phrase)
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
            return line
        }
    }

    init(settings: Table<SettingInput>, on platform: Platform, words: Words) {
        kind = .deviceSettings
        title = words.deviceSettings
        lines = settings.rows.map { row in
            var line = LinePlan(
                opening: words.when,
                action: (words.iUse + row.input.phrase(on: platform, in: words)).lowercasingFirstLetter,
                location: row.location)
            line.outcome = Outcome(
                sense: .see,
                lead: words.iSee,
                text: words.cellInSentence(row.result.text(on: platform, in: words)),
                location: row.location,
                references: row.references
            )
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

    /// The line's own sentence: opening, action and, if it has one, its outcome.
    public var sentence: String {
        let start = "\(opening) \(action)"
        guard let outcome else { return start }
        return "\(start) \(outcome.sentence)"
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

    /// "I SEE the popover closed".
    public var sentence: String { "\(lead) \(text)" }
}
