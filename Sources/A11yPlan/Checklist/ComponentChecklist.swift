/// The checklist of one component on one platform, derived from its test plan.
///
/// Every narrative line becomes an item (a line with several outcomes listed below it, "I HEAR" rows or
/// several expectations, becomes one item each); the
/// Keyboard actions and screen-reader gestures rows become items too. Rows that the narrative already
/// states (Screenreader output heard in a step, Device settings) are not listed twice.
public struct ComponentChecklist: Sendable, Hashable, Codable {
    /// The component's id.
    public var componentID: String
    /// The component's name.
    public var componentName: String
    /// The platform.
    public var platform: Platform
    /// The precondition every item shares.
    public var precondition: String
    /// The items, by section in page order.
    public var items: [ChecklistItem]

    /// The checklist of `plan`; throws when two items would get one id, naming both source lines.
    ///
    /// A plan in another language than its catalog's source takes its items' ids from `source`, the same
    /// plan in the source language, so results recorded in any language name the same items.
    public init(_ plan: TestPlan, source: TestPlan? = nil) throws(ChecklistError) {
        componentID = plan.componentID
        componentName = plan.componentName
        platform = plan.platform
        precondition = plan.howToTest?.given ?? plan.words.onAScreenWith(plan.componentName.lowercased())
        var draft = Draft(plan: plan, precondition: precondition, words: plan.words)
        let lines =
            plan.howToTest?.parts.reduce(0) { $0 + $1.lines.reduce(0) { $0 + 1 + $1.listedOutcomes.count } } ?? 0
        draft.seen.reserveCapacity(lines + plan.tables.reduce(0) { $0 + $1.rows.count })
        for part in plan.howToTest?.parts ?? [] {
            let section = ChecklistItem.Section(part.kind)
            for line in part.lines {
                let key = "step-" + Slug.make(line.action)
                let condition = line.condition == line.action ? nil : line.condition.capitalizingFirstLetter
                if let outcome = line.outcome {
                    draft.add(
                        section, .step, key: key, action: line.action.capitalizingFirstLetter, condition: condition,
                        outcome: outcome)
                }
                for outcome in line.listedOutcomes {
                    // An output row by its key; one of a step's several outcomes by its sense and words,
                    // so seeing and hearing the same words are two items.
                    let suffix = outcome.key ?? "\(outcome.sense.rawValue)-" + Slug.make(outcome.text)
                    draft.add(
                        section, .step, key: "\(key)-\(suffix)", action: line.action.capitalizingFirstLetter,
                        condition: condition, outcome: outcome)
                }
            }
        }
        // Output rows heard in a step carry their row's key; a step's own several expectations do not.
        let heardInSteps =
            plan.howToTest?.parts.contains { $0.lines.contains { $0.listedOutcomes.contains { $0.key != nil } } }
            ?? false
        for table in plan.tables {
            switch table.kind {
            case .keyboardActions:
                draft.addRows(
                    of: table, section: .keyboard, source: .keyboardActions, prefix: "keys", sense: "see/hear")
            case .screenreaderGestures:
                draft.addRows(of: table, section: .screenreader, source: .screenreaderGestures, prefix: "gesture")
            case .screenreaderOutput where !heardInSteps:
                draft.addRows(of: table, section: .screenreader, source: .screenreaderOutput, prefix: "output")
            case .pointerAndTouch:
                draft.addRows(
                    of: table, section: .pointerAndTouch, source: .pointerAndTouch, prefix: "pointer", sense: "see")
            case .screenreaderOutput, .deviceSettings:
                continue
            }
        }
        // Section by section in page order, each keeping the order its items were made in.
        items = draft.sections[0]
        for section in draft.sections.dropFirst() { items += section }
        // A translated plan takes its ids from its source below, so words that read alike in translation
        // do not clash.
        let translated = source.map { $0.language != plan.language } ?? false
        if let collision = draft.collision, !translated { throw collision }
        if let source, translated {
            let ids = try ComponentChecklist(source).items.map(\.id)
            guard ids.count == items.count else {
                throw ChecklistError(
                    "the \(plan.language.code) plan of '\(plan.componentID)' on \(plan.platform.name) has "
                        + "\(items.count) items and its source \(ids.count)", at: plan.location)
            }
            for index in items.indices { items[index].id = ids[index] }
        }
    }

    /// Collects items and notices the first id used twice.
    private struct Draft {
        let plan: TestPlan
        let precondition: String
        /// The plan's language's words, taken once: `Words` is a large value, and each copy retains
        /// every sentence and closure in it.
        let words: Words
        /// The items of each section, in `ChecklistItem.Section.allCases` order.
        var sections = [[ChecklistItem]](repeating: [], count: ChecklistItem.Section.allCases.count)
        var seen: [String: SourceLocation] = [:]
        var collision: ChecklistError?

        mutating func add(
            _ section: ChecklistItem.Section,
            _ source: ChecklistItem.Source,
            key: String,
            action: String,
            condition: String?,
            outcome: Outcome
        ) {
            add(
                section, source, key: key, action: action, sense: outcome.sense.rawValue, expected: outcome.text,
                references: outcome.references, at: outcome.location, condition: condition,
                expectation: Self.expectation(outcome, words: words))
        }

        /// The outcome as a tester reads it in an item: the lead as the language says it on its own
        /// ("I see", "Ich sehe", with Spanish "no" before "veo" where the plan says "NO VEO"), then the
        /// outcome's own separator and words ("Ich sehe: Die Aktion wird einmal ausgeführt").
        static func expectation(_ outcome: Outcome, words: Words) -> String {
            let inText = outcome.sense == .hear ? words.iHearInText : words.iSeeInText
            let lead = outcome.sense.text(in: words)
            let alone = outcome.leadAlone ?? lead
            let before = alone.hasSuffix(lead) && alone != lead ? alone.dropLast(lead.count).lowercased() : ""
            let verb = inText.hasSuffix(" ") ? String(inText.dropLast()) : inText
            return before + verb + outcome.separator + outcome.text
        }

        mutating func addRows(
            of table: TablePlan,
            section: ChecklistItem.Section,
            source: ChecklistItem.Source,
            prefix: String,
            sense: String = "hear"
        ) {
            for row in table.rows {
                let action =
                    switch source {
                    case .screenreaderOutput: words.screenReaderReads(row.input)
                    // A pointer row's own action, "I drag", as no key or gesture cell would read it.
                    case .pointerAndTouch: row.action ?? words.tableRowAction(row.input, nil)
                    default: words.tableRowAction(row.input, row.action)
                    }
                // Only where the language words the clause after "when" otherwise than the row's action.
                let condition = row.condition == row.action ? nil : row.condition?.capitalizingFirstLetter
                add(
                    section, source, key: "\(prefix)-" + Slug.make(row.input), action: action, sense: sense,
                    expected: row.result, references: row.references, at: row.location, condition: condition)
            }
        }

        mutating func add(
            _ section: ChecklistItem.Section,
            _ source: ChecklistItem.Source,
            key: String,
            action: String,
            sense: String,
            expected: String,
            references: References,
            at location: SourceLocation,
            condition: String? = nil,
            expectation: String? = nil
        ) {
            var id = plan.componentID
            id.reserveCapacity(id.utf8.count + key.utf8.count + 24)
            id += "."
            id += plan.platform.rawValue
            id += "."
            id += section.rawValue
            id += "."
            id += key
            if let first = seen[id], collision == nil {
                collision = ChecklistError(
                    "checklist id '\(id)' is used twice (first at \(first)); reword one of them",
                    at: location
                )
            }
            seen[id] = location
            sections[ChecklistItem.Section.allCases.firstIndex(of: section)!].append(
                ChecklistItem(
                    id: id,
                    componentID: plan.componentID,
                    componentName: plan.componentName,
                    platform: plan.platform,
                    section: section,
                    sectionTitle: section.title(in: words),
                    source: source,
                    precondition: precondition,
                    action: action,
                    sense: sense,
                    expected: expected,
                    references: (references.criteria.count < 2 ? references.criteria : references.criteria.sorted())
                        .map(\.number),
                    isBestPractice: references.isBestPractice,
                    location: location,
                    expectation: expectation
                        ?? (source == .step
                            ? (sense == "hear" ? words.iHearInText : words.iSeeInText) + expected : expected),
                    condition: condition
                )
            )
        }
    }
}

extension ChecklistItem.Section {
    init(_ kind: PartPlan.Kind) {
        switch kind {
        case .keyboard: self = .keyboard
        case .screenreader: self = .screenreader
        case .mobileScreenreader: self = .mobileScreenreader
        case .deviceSettings: self = .deviceSettings
        }
    }
}

/// A checklist that cannot be made, such as two items with one id, as a one-line message.
public struct ChecklistError: Error, CustomStringConvertible, Sendable, Equatable {
    /// What is wrong.
    public var message: String
    /// Where, when the mistake has a source line.
    public var location: SourceLocation?

    /// An error saying `message`, at `location` if given.
    public init(_ message: String, at location: SourceLocation? = nil) {
        self.message = message
        self.location = location
    }

    /// `file:line: error: message`, or the message alone without a location.
    public var description: String {
        location.map { "\($0): error: \(message)" } ?? message
    }
}
