import A11yPlan

/// Turns a page's outline into the plan of one component on one platform, mapping its words to typed
/// terms and noting, as warnings, everything it could not map or left out.
struct PlanReader {
    /// The page's path, for messages and source locations.
    let file: String
    /// The page as its reader found it.
    let outline: PageOutline

    /// What reading the page gave: the page, or nothing when it is not a test plan, and the messages.
    struct Result {
        /// The plan, unless the page could not be read as one.
        var page: ImportedPage?
        /// Warnings, and the error that stopped the page.
        var diagnostics: [ImportDiagnostic]
    }

    private struct State {
        var diagnostics: [ImportDiagnostic] = []
        var terms = 0
    }

    /// Reads the outline.
    func read() -> Result {
        var state = State()
        if let skipped = outline.skipped {
            return Result(
                page: nil,
                diagnostics: [
                    ImportDiagnostic(file: file, line: skipped.line, severity: .warning, message: skipped.value)
                ])
        }
        guard let title = outline.title else {
            return failure("not a test plan: no title naming a platform and a component, such as 'iOS Popover tooltip'")
        }
        guard let platform = Platform.allCases.first(where: { title.value.afterPrefix($0.name + " ") != nil }) else {
            let names = Platform.allCases.map(\.name).joined(separator: ", ")
            return failure(
                "not a test plan: the title '\(title.value)' does not start with a platform (\(names))", title.line)
        }
        guard outline.howToTest != nil || !outline.tables.isEmpty else {
            return failure("not a test plan: '\(title.value)' has no How to test narrative and no tables", title.line)
        }
        let titleName = title.value.afterPrefix(platform.name + " ") ?? title.value
        let name = outline.name?.value ?? titleName
        if let heading = outline.name, heading.value != titleName {
            warn(
                &state, heading.line,
                "the page is titled '\(heading.value)' but its plan '\(title.value)'; named '\(name)'")
        }
        let tables = TermTables(platform: platform)
        var variant = Variant(platform, fileID: file, line: title.line) {}
        for table in outline.tables {
            read(table, into: &variant, tables: tables, state: &state)
        }
        var noun: String?
        if let howToTest = outline.howToTest {
            noun = howToTest.value.afterPrefix(MarkdownPageReader.howToTestPrefix)
            variant.howToTest = narrative(howToTest, variant: &variant, tables: tables, state: &state)
        }
        placeReferences(in: &variant, line: title.line, state: &state)
        for note in outline.notes { warn(&state, note.line, note.value) }
        // A page of which no line reads as a step or a row would import to an empty plan.
        let steps =
            (variant.howToTest?.keyboardOnly?.steps.count ?? 0) + (variant.howToTest?.screenreader?.steps.count ?? 0)
            + (variant.howToTest?.mobileScreenreader?.steps.count ?? 0)
        let rows =
            (variant.keyboardActions?.rows.count ?? 0) + (variant.screenreaderGestures?.rows.count ?? 0)
            + (variant.screenreaderOutput?.rows.count ?? 0) + (variant.deviceSettings?.rows.count ?? 0)
            + (variant.pointerAndTouch?.rows.count ?? 0)
        if steps + rows == 0 {
            for unread in outline.unread where !unread.value.allSatisfy(\.isWhitespace) {
                warn(&state, unread.line, "not part of a test plan, left out: '\(unread.value)'")
            }
            state.diagnostics.append(
                ImportDiagnostic(
                    file: file, line: title.line, severity: .error,
                    message: "not a test plan: no line of '\(title.value)' reads as a step or a table row"))
            return Result(page: nil, diagnostics: state.diagnostics)
        }
        for unread in outline.unread where !unread.value.allSatisfy(\.isWhitespace) {
            warn(&state, unread.line, "not part of a test plan, left out: '\(unread.value)'")
        }
        let page = ImportedPage(
            file: file, line: title.line, id: componentID(&state), name: name, noun: noun, usage: outline.usage,
            variant: variant, termsMapped: state.terms)
        return Result(page: page, diagnostics: state.diagnostics)
    }

    /// The id the front matter gives, when it is one a path can hold (lower-case letters, digits and
    /// single hyphens); otherwise nil, so the id comes from the name.
    private func componentID(_ state: inout State) -> String? {
        guard let id = outline.id else { return nil }
        let valid =
            !id.value.isEmpty && id.value.allSatisfy { ($0.isASCII && ($0.isLowercase || $0.isNumber)) || $0 == "-" }
            && !id.value.hasPrefix("-") && !id.value.hasSuffix("-") && !id.value.contains("--")
        if !valid {
            warn(
                &state, id.line,
                "'\(id.value)' cannot be an id (lower-case letters, digits, hyphens); the name's is used")
        }
        return valid ? id.value : nil
    }

    private func failure(_ message: String, _ line: Int = 1) -> Result {
        Result(page: nil, diagnostics: [ImportDiagnostic(file: file, line: line, severity: .error, message: message)])
    }

    private func warn(_ state: inout State, _ line: Int, _ message: String) {
        state.diagnostics.append(ImportDiagnostic(file: file, line: line, severity: .warning, message: message))
    }

    private func location(_ line: Int) -> SourceLocation { SourceLocation(fileID: file, line: line) }

    /// The phrase of `text`, its roles and states typed.
    private func phrase(_ text: String, _ tables: TermTables, _ state: inout State) -> Phrase {
        let (phrase, terms) = PhraseReader(tables: tables).phrase(text)
        state.terms += terms
        return phrase
    }

    // MARK: Tables

    private func read(_ table: PageOutline.Table, into variant: inout Variant, tables: TermTables, state: inout State) {
        let platform = tables.platform
        let words = table.rows.map { $0.value.joined(separator: " | ") }.joined(separator: "; ")
        guard let kind = TableTitle.kind(of: table.title.value, on: platform) else {
            warn(
                &state, table.title.line,
                "'\(table.title.value)' is not a table of a \(platform.name) plan; left out: \(words)")
            return
        }
        if tableKinds(variant).contains(kind) {
            warn(
                &state, table.title.line,
                "'\(table.title.value)' is a second \(kind.title(on: platform)) table; the first is kept, this one left out: \(words)"
            )
            return
        }
        if table.title.value != kind.title(on: platform) {
            warn(&state, table.title.line, "'\(table.title.value)' is titled '\(kind.title(on: platform))'")
        }
        let headers = [kind.headers().input, kind.headers().result]
        if !table.headers.isEmpty && table.headers != headers {
            warn(
                &state, table.title.line,
                "the headers '\(table.headers.joined(separator: " | "))' are written '\(headers.joined(separator: " | "))'"
            )
        }
        let reader = InputReader(tables: tables)
        for row in table.rows {
            guard row.value.count == 2 else {
                warn(
                    &state, row.line,
                    "a row of \(row.value.count) cells, not 2, left out: '\(row.value.joined(separator: " | "))'")
                continue
            }
            let references = inlineReferences(row.value[1], line: row.line, state: &state)
            let (cell, resultText) = (row.value[0], references.text)
            let result = phrase(resultText, tables, &state)
            switch kind {
            case .keyboardActions:
                let reading = reader.keyInput(cell: cell)
                add(reading, result, row.line, references, to: \.keyboardActions, in: &variant, state: &state)
            case .screenreaderGestures:
                guard let reading = reader.screenreaderInput(cell: cell) else {
                    warn(
                        &state, row.line, "'\(cell)' names no gesture or command; the row is left out: '\(resultText)'")
                    continue
                }
                add(reading, result, row.line, references, to: \.screenreaderGestures, in: &variant, state: &state)
            case .screenreaderOutput:
                guard let attribute = reader.outputAttribute(cell) else {
                    warn(
                        &state, row.line,
                        "'\(cell)' is not Name, Role, Group or State; the row is left out: '\(resultText)'")
                    continue
                }
                add(
                    InputReading(input: attribute), result, row.line, references, to: \.screenreaderOutput,
                    in: &variant, state: &state)
            case .deviceSettings:
                guard let reading = reader.settingInput(cell) else {
                    warn(&state, row.line, "'\(cell)' names no setting; the row is left out: '\(resultText)'")
                    continue
                }
                add(reading, result, row.line, references, to: \.deviceSettings, in: &variant, state: &state)
            case .pointerAndTouch:
                let platform = tables.platform
                guard
                    let input = PointerInput.allCases.first(where: {
                        $0.cell(on: platform).lowercased() == cell.lowercased()
                    })
                else {
                    warn(
                        &state, row.line,
                        "'\(cell)' names no pointer or touch input; the row is left out: '\(resultText)'")
                    continue
                }
                add(
                    InputReading(input: input), result, row.line, references, to: \.pointerAndTouch, in: &variant,
                    state: &state)
            }
        }
    }

    private func add<Input: TableInput>(
        _ reading: InputReading<Input>, _ result: Phrase, _ line: Int, _ references: InlineReferences? = nil,
        to table: WritableKeyPath<Variant, Table<Input>?>, in variant: inout Variant, state: inout State
    ) {
        if let guess = reading.guess { warn(&state, line, guess) }
        state.terms += 1
        let row = Row(reading.input, result, references?.references ?? .none, fileID: file, line: line)
        if variant[keyPath: table] == nil {
            variant[keyPath: table] = Table(fileID: file, line: line) { [row] }
        } else {
            variant[keyPath: table]?.rows.append(row)
        }
    }

    /// The tables the variant has so far.
    private func tableKinds(_ variant: Variant) -> [TableKind] {
        var kinds: [TableKind] = []
        if variant.keyboardActions != nil { kinds.append(.keyboardActions) }
        if variant.screenreaderGestures != nil { kinds.append(.screenreaderGestures) }
        if variant.screenreaderOutput != nil { kinds.append(.screenreaderOutput) }
        if variant.deviceSettings != nil { kinds.append(.deviceSettings) }
        if variant.pointerAndTouch != nil { kinds.append(.pointerAndTouch) }
        return kinds
    }

    /// The references written into `text`, each unknown number reported.
    private func inlineReferences(_ text: String, line: Int, state: inout State) -> InlineReferences {
        let references = InlineReferences(text)
        for number in references.unknown {
            warn(&state, line, "'\(number)' is not a WCAG 2.2 success criterion; left out")
        }
        state.terms += references.criteria.count
        return references
    }

    // MARK: The narrative

    private func narrative(
        _ title: Located<String>, variant: inout Variant, tables: TermTables, state: inout State
    ) -> HowToTest {
        let platform = tables.platform
        var given = outline.given?.value ?? ""
        if let after = given.afterPrefixIgnoringCase(Words.english.givenThat) {
            given = after
        } else {
            warn(&state, title.line, "no 'Given that …' line; the plan starts from an empty Given")
        }
        var howToTest = HowToTest(given: phrase(given, tables, &state), fileID: file, line: title.line) {}
        if variant.screenreaderOutput == nil { outputRows(into: &variant, tables: tables, state: &state) }
        let heard = (variant.screenreaderOutput?.rows ?? []).map {
            Words.english.iHear + " " + $0.result.text(on: platform).lowercasingFirstLetter
        }
        for part in outline.parts {
            // A native page's "Test screen reader output" scenario says in sentences of its own what the
            // output table holds: its steps follow the screen-reader part's, in the page's words.
            if part.title.value.lowercased().contains("output"), variant.screenreaderOutput != nil {
                warn(
                    &state, part.title.line,
                    "'\(part.title.value)' says again what the Screenreader output table holds; its steps follow "
                        + "\(platform.screenReaderNames)'s, as the page words them")
                let steps = screenreaderSteps(
                    part, lead: Words.english.usingAScreenreader, heard, tables, &state, opensPart: false)
                if howToTest.screenreader == nil {
                    howToTest.screenreader = Screenreader(fileID: file, line: part.title.line) { steps }
                } else {
                    howToTest.screenreader?.steps += steps
                }
                continue
            }
            let kind = PartTitle.kind(of: part.title.value, on: platform)
            if let kind, part.title.value != kind.title(on: platform) {
                warn(&state, part.title.line, "'\(part.title.value)' is titled '\(kind.title(on: platform))'")
            }
            switch kind {
            case .keyboard?:
                let steps: [Step<KeyInput>] = part.lines.enumerated().compactMap { index, line in
                    keyboardStep(line, first: index == 0, tables: tables, state: &state)
                }
                if howToTest.keyboardOnly == nil {
                    howToTest.keyboardOnly = KeyboardOnly(fileID: file, line: part.title.line) { steps }
                } else {
                    warn(
                        &state, part.title.line,
                        "'\(part.title.value)' is a second keyboard part; its steps follow \(Words.english.keyboardOnly)"
                    )
                    howToTest.keyboardOnly?.steps += steps
                }
            case .screenreader?:
                let steps = screenreaderSteps(part, lead: Words.english.usingAScreenreader, heard, tables, &state)
                if howToTest.screenreader == nil {
                    howToTest.screenreader = Screenreader(fileID: file, line: part.title.line) { steps }
                } else {
                    warn(
                        &state, part.title.line,
                        "'\(part.title.value)' is a second screen-reader part; its steps follow the first's")
                    howToTest.screenreader?.steps += steps
                }
            case .mobileScreenreader?:
                let steps = screenreaderSteps(
                    part, lead: Words.english.usingAScreenreaderOnAPhone, heard, tables, &state)
                howToTest.mobileScreenreader = Screenreader(fileID: file, line: part.title.line) { steps }
            case .deviceSettings?:
                settingsPart(part, variant: &variant, tables: tables, state: &state)
            case nil:
                let words = Self.written(part.lines)
                warn(
                    &state, part.title.line,
                    "'\(part.title.value)' is not a part of a \(platform.name) plan; left out: \(words)")
            }
        }
        return howToTest
    }

    /// A page without a Screenreader output table (a skills file) lists the name, role, group and state
    /// as four "I HEAR" lines under its first screen-reader step: those become the table's rows, in that
    /// order, so the step hears the output and each stays its own checklist item.
    private func outputRows(into variant: inout Variant, tables: TermTables, state: inout State) {
        let reader = InputReader(tables: tables)
        for part in outline.parts where PartTitle.kind(of: part.title.value, on: tables.platform) == .screenreader {
            guard
                let line = part.lines.first(where: { line in
                    line.outcomes.count == 4
                        && line.outcomes.allSatisfy { $0.value.hasPrefix(Words.english.iHear + " ") }
                })
            else { continue }
            for (outcome, cell) in zip(line.outcomes, ["Name", "Role", "Group", "State"]) {
                guard let attribute = reader.outputAttribute(cell),
                    let text = outcome.value.afterPrefix(Words.english.iHear + " ")
                else { continue }
                let references = inlineReferences(text, line: outcome.line, state: &state)
                add(
                    InputReading(input: attribute), phrase(references.text, tables, &state), outcome.line, references,
                    to: \.screenreaderOutput, in: &variant, state: &state)
            }
            warn(
                &state, line.sentence.line,
                "the page has no Screenreader output table; the 4 lines heard here are its Name, Role, Group and State rows"
            )
            return
        }
    }

    private func keyboardStep(_ line: PageOutline.Line, first: Bool, tables: TermTables, state: inout State)
        -> Step<KeyInput>?
    {
        let text = line.sentence.value
        guard let sentence = StepSentence(text) ?? unopened(line, first: first, state: &state) else {
            warn(
                &state, line.sentence.line, "not a keyboard step ('WHEN I use …'), left out: '\(Self.written([line]))'")
            return nil
        }
        guard !sentence.action.trimmingCharacters.isEmpty else {
            warn(&state, line.sentence.line, "a line that says no action, left out: '\(Self.written([line]))'")
            return nil
        }
        guard let keys = sentence.action.afterPrefix(Words.english.iUse) ?? sentence.action.afterPrefix("I press ")
        else {
            // An event or an action of its own ("when the alert appears", "when I type"): its words.
            let reading = InputReading<KeyInput>(
                input: .words(sentence.action), purpose: nil,
                guess: "'\(sentence.action)' names no key; kept in the page's words (.words)")
            return step(sentence, reading, line, heard: [], tables: tables, state: &state)
        }
        if sentence.action.hasPrefix("I press ") {
            warn(&state, line.sentence.line, "'I press' is written '\(Words.english.iUse.trimmingCharacters)'")
        }
        let reading = InputReader(tables: tables).keyInput(sentence: keys)
        return step(sentence, reading, line, heard: [], tables: tables, state: &state)
    }

    /// A line with outcomes that says what the tester does but opens with no connective ("I use the
    /// arrow keys to browse to an image"): a WHEN line, or Then when after the part's first, said so.
    private func unopened(_ line: PageOutline.Line, first: Bool, state: inout State) -> StepSentence? {
        let text = line.sentence.value
        guard text.hasPrefix("I "), !line.outcomes.isEmpty else { return nil }
        let connective: Connective = first ? .when : .thenWhen
        warn(&state, line.sentence.line, "the line opens with no connective; read as '\(connective.text) \(text)'")
        return StepSentence(connective.text + " " + text)
    }

    /// The steps of a screen-reader part; the first line of a part that opens the narrative's
    /// screen-reader part (`opensPart`) says a screen reader is in use, which the plan says itself.
    private func screenreaderSteps(
        _ part: PageOutline.Part, lead: String, _ heard: [String], _ tables: TermTables, _ state: inout State,
        opensPart: Bool = true
    ) -> [Step<ScreenreaderInput>] {
        var steps: [Step<ScreenreaderInput>] = []
        for (index, line) in part.lines.enumerated() {
            let text = line.sentence.value
            guard let sentence = StepSentence(text) ?? unopened(line, first: index == 0, state: &state),
                !sentence.action.trimmingCharacters.isEmpty
            else {
                warn(
                    &state, line.sentence.line,
                    "not a screen-reader step ('WHEN I …'), left out: '\(Self.written([line]))'")
                continue
            }
            var action = sentence.action
            if index == 0 && opensPart {
                if let after = action.afterPrefix(lead) {
                    action = after
                } else if let (named, after) = Self.namedScreenReader(action) {
                    warn(
                        &state, line.sentence.line,
                        "the part's first line names '\(named)'; a re-render says '\(lead.trimmingCharacters)'")
                    action = after
                } else {
                    warn(
                        &state, line.sentence.line, "the part's first line does not open '\(lead)'; a re-render adds it"
                    )
                }
            }
            let reading =
                action.afterPrefix("I ").flatMap { InputReader(tables: tables).screenreaderInput(sentence: $0) }
                ?? InputReader.plainWords(action, purpose: nil, naming: "gesture, key or command")
            // In the output scenario a line that says neither "I SEE" nor "I HEAR" is heard.
            if let step = step(
                sentence, reading, line, heard: heard, tables: tables, state: &state, unmarked: opensPart ? .see : .hear
            ) {
                steps.append(step)
            }
        }
        return steps
    }

    /// A first line that names its screen reader ("I use VoiceOver or TalkBack AND I swipe …", "I use
    /// NVDA and press X …"): the words naming it, and the action after them, opening "I ".
    private static func namedScreenReader(_ action: String) -> (String, String)? {
        // "I use NVDA and …", or a native page's "I turn on the screen reader and I swipe …".
        guard let rest = action.afterPrefix(Words.english.iUse) ?? action.afterPrefix("I turn on ") else { return nil }
        for joint in [" AND I ", " and I ", " AND ", " and "] {
            guard let range = rest.firstRange(of: joint) else { continue }
            let named = (action.hasPrefix(Words.english.iUse) ? "" : "turn on ") + rest[..<range.lowerBound]
            let after = String(rest[range.upperBound...])
            let pressed = after.afterPrefix("press ").map { Words.english.iUse + $0 }
            // "AND the alert appears" is an event, not something the tester does.
            let event = ["the ", "a ", "an "].contains { after.hasPrefix($0) }
            return (named, pressed ?? (event ? after : "I " + after))
        }
        return nil
    }

    /// The step of a line; an outcome that says neither "I SEE" nor "I HEAR" is `unmarked`'s.
    private func step<Input: StepInput>(
        _ sentence: StepSentence, _ reading: InputReading<Input>, _ line: PageOutline.Line, heard: [String],
        tables: TermTables, state: inout State, unmarked: Outcome.Sense = .see
    ) -> Step<Input>? {
        if let guess = reading.guess { warn(&state, line.sentence.line, guess) }
        if let reworded = sentence.reworded {
            warn(&state, line.sentence.line, "'\(reworded)' is written '\(sentence.connective.text)'")
        }
        if let thirdPerson = sentence.thirdPerson {
            let said = sentence.action.prefix { $0 != " " } + " " + sentence.action.dropFirst(2).prefix { $0 != " " }
            warn(&state, line.sentence.line, "'\(thirdPerson)' is written '\(said)'")
        }
        state.terms += 1
        let listed = line.outcomes.map(\.value)
        // A step with nothing under it hears the rows, as the reference page's first screen-reader step
        // does; lines heard in words of their own stay the step's, and the rows stay items of the table.
        // Heard lines are the rows when they say the rows' words, whatever the case of the first letter.
        let said = { (line: String) in
            line.afterPrefix(Words.english.iHear + " ").map { Words.english.iHear + " " + $0.lowercasingFirstLetter }
                ?? line
        }
        let hearsTheRows =
            !heard.isEmpty && sentence.expectation == nil && (listed.isEmpty || listed.map(said) == heard.map(said))
        var references: [SuccessCriterion] = []
        var bestPractice = false
        let expectation: Expectation
        if hearsTheRows {
            expectation = .hearOutput
            if listed.isEmpty && !heard.isEmpty {
                warn(
                    &state, line.sentence.line,
                    "the line says nothing it perceives; the plan hears the Screenreader output rows")
            }
        } else {
            if sentence.expectation == nil && listed.isEmpty {
                warn(
                    &state, line.sentence.line,
                    "the line says nothing it perceives; a11yplan check refuses its empty expectation until one is written"
                )
            }
            if !heard.isEmpty, sentence.expectation == nil, listed.count == heard.count,
                listed.allSatisfy({ $0.hasPrefix(Words.english.iHear + " ") })
            {
                warn(
                    &state, line.sentence.line,
                    "the lines heard here say the Screenreader output rows in other words; the plan keeps both, "
                        + "so a tester checks each: where they say the same, write .hearOutput")
            }
            // The Screenreader output rows, heard in order among other outcomes, stand as `.hearOutput`.
            let outcomes = Self.outcomes(sentence.expectation, listed, unmarked: unmarked)
            let rows = heard.map {
                (sense: Outcome.Sense.hear, text: String($0.dropFirst(Words.english.iHear.count + 1)))
            }
            let alike = { (left: (sense: Outcome.Sense, text: String), right: (sense: Outcome.Sense, text: String)) in
                left.sense == right.sense && left.text.lowercasingFirstLetter == right.text.lowercasingFirstLetter
            }
            let rowsStart =
                rows.isEmpty ? nil : outcomes.indices.first { outcomes[$0...].starts(with: rows, by: alike) }
            var members: [Expectation] = []
            var index = outcomes.startIndex
            while index < outcomes.endIndex {
                if index == rowsStart {
                    members.append(.hearOutput)
                    index += rows.count
                    continue
                }
                var text = outcomes[index].text
                // A best-practice line says so after its outcome, as the renderers write it.
                if text.hasSuffix(" " + Words.english.bestPracticeLine) {
                    bestPractice = true
                    text.removeLast(Words.english.bestPracticeLine.count + 1)
                }
                let found = inlineReferences(text, line: line.sentence.line, state: &state)
                references += found.criteria.filter { !references.contains($0) }
                let words = phrase(found.text, tables, &state)
                members.append(outcomes[index].sense == .see ? .see(words) : .hear(words))
                index += 1
            }
            expectation = members.count == 1 ? members[0] : .all(members)
        }
        return Step(
            connective: sentence.connective, input: reading.input,
            purpose: reading.purpose.map { phrase($0, tables, &state) }, expectation: expectation,
            references: bestPractice ? .bestPractice : references.isEmpty ? .none : .wcag(references),
            location: location(line.sentence.line))
    }

    /// The outcomes of a line: its own ("… I SEE x"), then each listed under it; a listed outcome with
    /// no "I SEE" or "I HEAR" of its own takes the sense of the one before.
    private static func outcomes(
        _ own: (sense: Outcome.Sense, text: String)?, _ listed: [String], unmarked: Outcome.Sense = .see
    ) -> [(sense: Outcome.Sense, text: String)] {
        var parts: [(sense: Outcome.Sense, text: String)] = own.map { [$0] } ?? []
        for outcome in listed {
            if let text = outcome.afterPrefix(Words.english.iSee + " ") {
                parts.append((.see, text))
            } else if let text = outcome.afterPrefix(Words.english.iHear + " ") {
                parts.append((.hear, text))
            } else {
                parts.append((parts.last?.sense ?? unmarked, outcome))
            }
        }
        return parts.isEmpty ? [(unmarked, "")] : parts
    }

    /// A settings line's one result: its outcomes joined with "; " into the one cell a Device settings
    /// row has, an outcome of the other sense keeping its "I SEE" or "I HEAR".
    private static func outcome(
        _ own: (sense: Outcome.Sense, text: String)?, _ listed: [String]
    ) -> (Outcome.Sense, String) {
        let parts = outcomes(own, listed)
        let first = parts[0]
        var text = first.text
        for part in parts.dropFirst() {
            let marker = part.sense == .see ? Words.english.iSee : Words.english.iHear
            text += "; " + (part.sense == first.sense ? part.text : marker + " " + part.text)
        }
        return (first.sense, text)
    }

    /// The Device settings part says again what the Device settings table holds: checked against the
    /// table, or made into its rows when the page has no table.
    private func settingsPart(_ part: PageOutline.Part, variant: inout Variant, tables: TermTables, state: inout State)
    {
        let platform = tables.platform
        if let rows = variant.deviceSettings?.rows {
            let expected = rows.map { row in
                "\(Words.english.when) \(Words.english.iUse)\(row.input.phrase(on: platform)) \(Words.english.iSee) "
                    + row.result.text(on: platform).lowercasingFirstLetter
            }
            let lines = part.lines.map(\.sentence.value)
            if lines != expected {
                warn(
                    &state, part.title.line,
                    "the Device settings part differs from its table, which the plan keeps; the part has: "
                        + Self.written(part.lines))
            }
            return
        }
        let reader = InputReader(tables: tables)
        for line in part.lines {
            // "When I use Larger Text", or a setting named in words of the page's own ("when the text
            // size setting is increased"), which the reader guesses from, with a warning.
            guard let sentence = StepSentence(line.sentence.value),
                case let setting = sentence.action.afterPrefix(Words.english.iUse) ?? sentence.action,
                sentence.expectation != nil || !line.outcomes.isEmpty,
                case (.see, let text) = Self.outcome(sentence.expectation, line.outcomes.map(\.value)),
                let reading = reader.settingInput(setting)
            else {
                warn(
                    &state, line.sentence.line,
                    "not a setting line ('When I use … I SEE …'), left out: '\(Self.written([line]))'")
                continue
            }
            let references = inlineReferences(text, line: line.sentence.line, state: &state)
            add(
                reading, phrase(references.text.capitalizingFirstLetter, tables, &state), line.sentence.line,
                references, to: \.deviceSettings, in: &variant, state: &state)
        }
        warn(
            &state, part.title.line,
            "no Device settings table: its rows are made from this part, and a re-render adds the table")
    }

    /// Lines as the page wrote them, each with its outcomes, for a warning that leaves them out.
    static func written(_ lines: [PageOutline.Line]) -> String {
        lines.map { line in
            ([line.sentence.value] + line.outcomes.map(\.value)).joined(separator: " / ")
        }.joined(separator: "; ")
    }

    // MARK: References

    /// The page names its WCAG criteria and best practices for the whole plan, not per row: best
    /// practices go back on the first row (or line) with the named first cell (or action), and the
    /// criteria all on the first row, or step, that is not a best practice.
    private func placeReferences(in variant: inout Variant, line: Int, state: inout State) {
        var criteria: [SuccessCriterion] = []
        for item in outline.criteria {
            let number = String(item.value.prefix { $0 != " " })
            guard let criterion = SuccessCriterion.all.first(where: { $0.number == number }) else {
                warn(&state, item.line, "'\(item.value)' is not a WCAG 2.2 success criterion; left out")
                continue
            }
            if criterion.description != item.value && item.value != "\(criterion.number) \(criterion.level.rawValue)" {
                warn(&state, item.line, "'\(item.value)' is WCAG 2.2's '\(criterion.description)'")
            }
            if !criteria.contains(criterion) { criteria.append(criterion) }
            state.terms += 1
        }
        if let sentence = outline.bestPractices {
            var names = Substring(sentence.value.afterPrefix(Words.english.bestPractices) ?? sentence.value)
            if names.last == "." { names = names.dropLast() }
            for name in names.split(separator: "; ").map(String.init) where !markBestPractice(name, in: &variant) {
                warn(&state, sentence.line, "no row or line is '\(name)', which the page names a best practice")
            }
        }
        let written = Self.referencedCriteria(variant)
        criteria.removeAll { written.contains($0) }
        guard !criteria.isEmpty else { return }
        let references = References.wcag(criteria)
        let listLine = outline.criteria.first?.line ?? line
        if let place = placeCriteria(references, in: &variant) {
            let names = criteria.map(\.number).joined(separator: ", ")
            warn(
                &state, listLine,
                "the page lists WCAG criteria for the whole plan that no line names (\(names)): "
                    + (criteria.count == 1 ? "it is" : "all \(criteria.count) are")
                    + " put on \(place); move each to the rows and steps it proves")
        } else {
            warn(&state, listLine, "every row is a best practice, so the page's WCAG criteria were left out")
        }
    }

    private func markBestPractice(_ name: String, in variant: inout Variant) -> Bool {
        let platform = variant.platform
        func mark<Input: TableInput>(_: Input.Type) -> Bool {
            guard
                let index = variant[keyPath: Input.table]?.rows.firstIndex(where: {
                    $0.input.cell(on: platform, in: .english) == name
                })
            else { return false }
            variant[keyPath: Input.table]?.rows[index].references = .bestPractice
            return true
        }
        if mark(KeyInput.self) || mark(ScreenreaderInput.self) || mark(OutputAttribute.self) || mark(SettingInput.self)
            || mark(PointerInput.self)
        {
            return true
        }
        let actions = Self.authoredActions(variant)
        guard let index = actions.firstIndex(of: name) else { return false }
        updateStep(at: index, in: &variant) { $0 = .bestPractice }
        return true
    }

    private func placeCriteria(_ references: References, in variant: inout Variant) -> String? {
        func place<Input: TableInput>(_: Input.Type) -> String? {
            guard let index = variant[keyPath: Input.table]?.rows.firstIndex(where: { !$0.references.isBestPractice })
            else { return nil }
            variant[keyPath: Input.table]?.rows[index].references.criteria += references.criteria
            return "the first row of \(Input.kind.title(on: variant.platform))"
        }
        if let place = place(KeyInput.self) ?? place(ScreenreaderInput.self) ?? place(OutputAttribute.self)
            ?? place(SettingInput.self) ?? place(PointerInput.self)
        {
            return place
        }
        guard let howToTest = variant.howToTest else { return nil }
        let references2 = Self.stepReferences(howToTest)
        guard let index = references2.firstIndex(where: { !$0.isBestPractice }) else { return nil }
        updateStep(at: index, in: &variant) { $0.criteria += references.criteria }
        return "the first step of the narrative"
    }

    /// The criteria the page's rows and steps already name, written into their lines.
    private static func referencedCriteria(_ variant: Variant) -> Set<SuccessCriterion> {
        var criteria = Set<SuccessCriterion>()
        func rows<Input: TableInput>(_: Input.Type) {
            for row in variant[keyPath: Input.table]?.rows ?? [] { criteria.formUnion(row.references.criteria) }
        }
        rows(KeyInput.self)
        rows(ScreenreaderInput.self)
        rows(OutputAttribute.self)
        rows(SettingInput.self)
        rows(PointerInput.self)
        if let howToTest = variant.howToTest {
            for references in stepReferences(howToTest) { criteria.formUnion(references.criteria) }
        }
        return criteria
    }

    /// The actions of the authored lines as the page shows them, in page order (the first screen-reader
    /// line with its lead), as `TestPlan.bestPractices` names them.
    private static func authoredActions(_ variant: Variant) -> [String] {
        var component = Component("", noun: nil) {}
        component.variants = [variant]
        guard let plan = TestPlan(component: component, platform: variant.platform), let howToTest = plan.howToTest
        else { return [] }
        return howToTest.parts.filter { $0.kind != .deviceSettings }.flatMap(\.lines).map(\.action)
    }

    private static func stepReferences(_ howToTest: HowToTest) -> [References] {
        (howToTest.keyboardOnly?.steps.map(\.references) ?? [])
            + (howToTest.screenreader?.steps.map(\.references) ?? [])
            + (howToTest.mobileScreenreader?.steps.map(\.references) ?? [])
    }

    /// Changes the references of the authored step at `index`, counting keyboard, screen-reader and
    /// phone steps in that order.
    private func updateStep(at index: Int, in variant: inout Variant, _ change: (inout References) -> Void) {
        var index = index
        let keyboard = variant.howToTest?.keyboardOnly?.steps.count ?? 0
        if index < keyboard {
            change(&variant.howToTest!.keyboardOnly!.steps[index].references)
            return
        }
        index -= keyboard
        let screenreader = variant.howToTest?.screenreader?.steps.count ?? 0
        if index < screenreader {
            change(&variant.howToTest!.screenreader!.steps[index].references)
            return
        }
        index -= screenreader
        change(&variant.howToTest!.mobileScreenreader!.steps[index].references)
    }
}
