/// The checks of one variant: narrative and tables present, expectations written, references given,
/// vocabulary that exists on the platform, a Given that names the component, and unique checklist ids.
struct VariantValidator {
    let component: Component
    let variant: Variant
    var platform: Platform { variant.platform }

    func findings() -> [Diagnostic] {
        var findings: [Diagnostic] = []
        findings += structure()
        if let howToTest = variant.howToTest {
            findings += narrative(howToTest)
        }
        findings += tables()
        // A second variant for one platform is an error of its own; its plan would be the first's.
        if component.variant(for: platform)?.location == variant.location,
            let plan = TestPlan(component: component, platform: platform)
        {
            do {
                findings += repeatedItems(try ComponentChecklist(plan).items)
            } catch {
                findings.append(parse(error))
            }
        }
        return findings
    }

    private func structure() -> [Diagnostic] {
        var findings: [Diagnostic] = []
        let name = "\(platform.name) variant of '\(component.name)'"
        guard let howToTest = variant.howToTest else {
            return [.init(.error, at: variant.location, "the \(name) has no HowToTest")]
                + missingTables(name)
        }
        if howToTest.keyboardOnly == nil {
            findings.append(.init(.error, at: howToTest.location, "the \(name) has no KeyboardOnly part"))
        }
        if howToTest.screenreader == nil {
            findings.append(.init(.error, at: howToTest.location, "the \(name) has no Screenreader part"))
        }
        return findings + missingTables(name)
    }

    private func missingTables(_ name: String) -> [Diagnostic] {
        let present: [(TableKind, Bool)] = [
            (.keyboardActions, variant.keyboardActions != nil),
            (.screenreaderGestures, variant.screenreaderGestures != nil),
            (.screenreaderOutput, variant.screenreaderOutput != nil),
            (.deviceSettings, variant.deviceSettings != nil),
        ]
        return present.filter { !$0.1 }.map { kind, _ in
            .init(.error, at: variant.location, "the \(name) has no \(kind.title(on: platform)) table")
        }
    }

    private func narrative(_ howToTest: HowToTest) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        let given = howToTest.given.text(on: platform).lowercased()
        if !given.contains(component.name.lowercased()) {
            findings.append(
                .init(
                    .warning,
                    at: howToTest.location,
                    "the Given line does not name the component ('\(component.name.lowercased())')"
                )
            )
        }
        findings += unspoken(howToTest.given, heardBy: platform.screenReaders, at: howToTest.location)
        for step in howToTest.keyboardOnly?.steps ?? [] {
            findings += check(step)
            if step.expectation.each.contains(.hearOutput) {
                findings.append(
                    .init(
                        .error, at: step.location,
                        "a Keyboard only step cannot hear the Screenreader output; say what is seen"))
            }
        }
        for step in howToTest.screenreader?.steps ?? [] {
            findings += check(step)
            findings += vocabulary(step.input, at: step.location)
        }
        findings += mobileScreenreader(howToTest)
        return findings
    }

    private func check<Input: StepInput>(_ step: Step<Input>, heardBy readers: [ScreenreaderApp]? = nil) -> [Diagnostic]
    {
        var findings: [Diagnostic] = []
        let readers = readers ?? platform.screenReaders
        if Phrase(step.input.action(on: platform, in: .english)).isBlank {
            findings.append(.init(.error, at: step.location, "an action in plain words, with no words"))
        }
        if let purpose = step.purpose {
            findings += unspoken(purpose, heardBy: readers, at: step.location)
            // "I use the tab key" needs a verb after it; "I swipe" is one ("I swipe through the days").
            if step.input.action(on: platform, in: .english).hasPrefix(Terms.english.iUse),
                let message = Self.purposeWithoutVerb(purpose)
            {
                findings.append(.init(.warning, at: step.location, message))
            }
        }
        if case .all(let members) = step.expectation {
            if members.count < 2 {
                findings.append(
                    .init(
                        .error, at: step.location,
                        "'.all' holds \(members.count) expectation\(members.count == 1 ? "" : "s"); "
                            + "write one expectation without it"))
            }
            if members.contains(where: { if case .all = $0 { true } else { false } }) {
                findings.append(.init(.error, at: step.location, "an '.all' inside '.all'; list its expectations once"))
            }
            if members.filter({ $0 == .hearOutput }).count > 1 {
                findings.append(.init(.error, at: step.location, "'.hearOutput' stands twice in one step"))
            }
            if Set(members).count < members.count {
                findings.append(.init(.error, at: step.location, "the step lists one expectation twice"))
            }
        }
        var phrases = false
        for expectation in step.expectation.each {
            switch expectation {
            case .see(let phrase), .hear(let phrase):
                if phrase.isBlank {
                    findings.append(.init(.error, at: step.location, "an empty expectation"))
                }
                findings += unspoken(phrase, heardBy: readers, at: step.location)
                phrases = true
            case .hearOutput:
                if variant.screenreaderOutput?.rows.isEmpty ?? true {
                    findings.append(
                        .init(
                            .error, at: step.location,
                            "the step hears the Screenreader output, but that table has no rows"))
                }
            case .all: break
            }
        }
        if phrases { findings += references(step.references, at: step.location) }
        return findings
    }

    private func tables() -> [Diagnostic] {
        var findings: [Diagnostic] = []
        findings += rows(variant.keyboardActions?.rows ?? [])
        for row in variant.screenreaderGestures?.rows ?? [] {
            findings += vocabulary(row.input, at: row.location)
        }
        findings += rows(variant.screenreaderGestures?.rows ?? [])
        findings += rows(variant.screenreaderOutput?.rows ?? [])
        for row in variant.deviceSettings?.rows ?? [] where !row.input.setting.platforms.contains(platform) {
            findings.append(
                .init(
                    .error,
                    at: row.location,
                    "\(platform.name) has no '\(row.input.setting.genericName)' setting; it exists on "
                        + row.input.setting.platforms.map(\.name).joined(separator: ", ")
                )
            )
        }
        findings += rows(variant.deviceSettings?.rows ?? [])
        findings += rows(variant.pointerAndTouch?.rows ?? [])
        return findings
    }

    private func rows<Input>(_ rows: [Row<Input>]) -> [Diagnostic] {
        rows.flatMap { row in
            (Phrase(row.input.cell(on: platform, in: .english)).isBlank
                ? [Diagnostic(.error, at: row.location, "an empty first cell: plain words with no words")] : [])
                + (row.result.isBlank ? [Diagnostic(.error, at: row.location, "an empty expectation")] : [])
                + unspoken(row.result, heardBy: platform.screenReaders, at: row.location)
                + references(row.references, at: row.location)
        }
    }

    /// A role or state that none of the screen readers of the part says: the page would ask the tester
    /// to hear a word that never comes. Say what is heard instead, such as the label's "(required)".
    private func unspoken(_ phrase: Phrase, heardBy readers: [ScreenreaderApp], at location: SourceLocation)
        -> [Diagnostic]
    {
        var findings: [Diagnostic] = []
        for segment in phrase.segments {
            let (kind, name, spoken): (String, String, SpokenWords)
            switch segment {
            case .term(.role(let role)): (kind, name, spoken) = ("role", role.rawValue, role.spoken)
            case .term(.state(let state)): (kind, name, spoken) = ("state", state.rawValue, state.spoken)
            default: continue
            }
            guard readers.allSatisfy({ spoken.word(by: $0, on: platform)?.text == nil }) else { continue }
            let names = readers.map(\.name).joined(separator: " and ")
            findings.append(
                .init(
                    .warning, at: location,
                    "\(names) \(readers.count == 1 ? "says" : "say") no word for the \(kind) '\(name)' on \(platform.name); "
                        + "say what is heard instead"))
        }
        return findings
    }

    /// Words that open a purpose without a verb: after "I use the tab key", a purpose reads on as
    /// "to move to the next option", never "to the next option" or "into the group".
    static let openersWithoutVerb: Set<String> = [
        "a", "an", "the", "back", "into", "in", "inside", "through", "from", "towards", "toward", "past", "up",
        "down", "onto", "over", "out", "across", "along", "between", "within", "each", "every", "its", "their",
        "this", "that", "next", "forward", "forwards", "backwards", "again", "around", "beyond", "off", "away",
    ]

    /// The warning for a purpose that opens with a preposition, an article or a direction rather than
    /// a verb or "to", or nil.
    static func purposeWithoutVerb(_ purpose: Phrase) -> String? {
        guard case .text(let text) = purpose.segments.first else { return nil }
        let first = text.prefix { $0.isLetter || $0 == "'" }.lowercased()
        guard openersWithoutVerb.contains(first) else { return nil }
        return "the purpose '\(purpose.description)' opens with '\(first)': start it with a verb or 'to' "
            + "(\"to move to the next option\")"
    }

    private func references(_ references: References, at location: SourceLocation) -> [Diagnostic] {
        if references.isEmpty {
            return [
                .init(.error, at: location, "no WCAG reference; add .wcag(...) or mark it .bestPractice")
            ]
        }
        return references.criteria.filter(\.isObsolete).map {
            .init(.warning, at: location, "\($0.number) \($0.title) is obsolete in WCAG 2.2")
        }
    }

    /// Touch gestures belong to mobile screen readers, keys to desktop ones.
    private func vocabulary(_ input: ScreenreaderInput, at location: SourceLocation) -> [Diagnostic] {
        switch input.kind {
        case .gesture(let gesture) where !platform.usesTouchGestures:
            return [
                .init(
                    .error,
                    at: location,
                    "the touch gesture '\(gesture.phrase(on: platform, at: .sentence))' in a \(platform.name) plan; "
                        + "desktop screen readers use keys"
                )
            ]
        case .command(let command) where platform.usesTouchGestures:
            return [
                .init(
                    .error, at: location,
                    "the desktop command '\(command.rawValue)' in an \(platform.name) plan; "
                        + "\(platform.screenReaderNames) is used with gestures")
            ]
        case .keys where platform.usesTouchGestures && !input.isWords:
            return [
                .init(
                    .warning, at: location,
                    "keys in a \(platform.name) screen-reader step; \(platform.screenReaderNames) is used with gestures"
                )
            ]
        default:
            return []
        }
    }

    /// The Web's phone part holds gestures and exists only on the Web, where it is expected: the Web
    /// is tested on phones too.
    private func mobileScreenreader(_ howToTest: HowToTest) -> [Diagnostic] {
        guard let part = howToTest.mobileScreenreader else {
            guard platform == .web else { return [] }
            return [
                .init(
                    .warning, at: howToTest.location,
                    "the Web variant of '\(component.name)' has no MobileScreenreader part (VoiceOver with Safari, "
                        + "TalkBack with Chrome)")
            ]
        }
        guard platform == .web else {
            return [
                .init(
                    .error, at: part.location,
                    "MobileScreenreader is for Web plans; write the \(platform.name) steps in Screenreader")
            ]
        }
        var findings: [Diagnostic] = []
        for step in part.steps {
            findings += check(step, heardBy: Platform.mobileWebScreenReaders)
            if case .gesture = step.input.kind { continue }
            if step.input.isWords { continue }
            findings.append(
                .init(
                    .error, at: step.location,
                    "keys in the MobileScreenreader part; phone screen readers are used with gestures"))
        }
        return findings
    }

    /// Two items of one checklist that a tester would tick for the same thing: the same expectation,
    /// perceived the same way (a Keyboard actions row, "I see/hear", matches either), in the same
    /// kind of part (hearing a desktop and a phone screen reader are different checks). Reported at
    /// both lines, since either may be the one to reword.
    private func repeatedItems(_ items: [ChecklistItem]) -> [Diagnostic] {
        let texts = items.map { Self.normalized($0.expected) }
        var byText: [String: [Int]] = [:]
        for (index, text) in texts.enumerated() {
            byText[text, default: []].append(index)
        }
        var findings: [Diagnostic] = []
        for (index, item) in items.enumerated() {
            guard let same = byText[texts[index]], same.count > 1 else { continue }
            for other in same where other != index && Self.sameCheck(item, items[other]) {
                findings.append(
                    .init(
                        .error, at: item.location,
                        "the checklist item '\(item.expected)' says what \(items[other].location) says; "
                            + "say it once, or make each line add something"))
                break
            }
        }
        return findings
    }

    private static func sameCheck(_ one: ChecklistItem, _ other: ChecklistItem) -> Bool {
        guard (one.section == .mobileScreenreader) == (other.section == .mobileScreenreader) else { return false }
        return one.sense == other.sense || one.sense == "see/hear" || other.sense == "see/hear"
    }

    private static func normalized(_ text: String) -> String {
        var text = text.lowercased()
        while let last = text.last, last == "." || last.isWhitespace { text.removeLast() }
        return text.drop { $0.isWhitespace }.description
    }

    /// A checklist id clash, at its source line.
    private func parse(_ error: ChecklistError) -> Diagnostic {
        .init(.error, at: error.location ?? variant.location, error.message)
    }
}
