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
        for unread in outline.unread where !unread.value.allSatisfy(\.isWhitespace) {
            warn(&state, unread.line, "not part of a test plan, left out: '\(unread.value)'")
        }
        let page = ImportedPage(
            file: file, line: title.line, name: name, noun: noun, usage: outline.usage, variant: variant,
            termsMapped: state.terms)
        return Result(page: page, diagnostics: state.diagnostics)
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
        guard let kind = TableKind.allCases.first(where: { $0.title(on: platform) == table.title.value }) else {
            let words = table.rows.map { $0.value.joined(separator: " | ") }.joined(separator: "; ")
            warn(
                &state, table.title.line,
                "'\(table.title.value)' is not a table of a \(platform.name) plan; left out: \(words)")
            return
        }
        let headers = [kind.headers.input, kind.headers.result]
        if table.headers != headers {
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
            let (cell, resultText) = (row.value[0], row.value[1])
            let result = phrase(resultText, tables, &state)
            switch kind {
            case .keyboardActions:
                let reading = reader.keyInput(cell: cell)
                add(reading, result, row.line, to: \.keyboardActions, in: &variant, state: &state)
            case .screenreaderGestures:
                guard let reading = reader.screenreaderInput(cell: cell) else {
                    warn(
                        &state, row.line, "'\(cell)' names no gesture or command; the row is left out: '\(resultText)'")
                    continue
                }
                add(reading, result, row.line, to: \.screenreaderGestures, in: &variant, state: &state)
            case .screenreaderOutput:
                guard let attribute = reader.outputAttribute(cell) else {
                    warn(
                        &state, row.line,
                        "'\(cell)' is not Name, Role, Group or State; the row is left out: '\(resultText)'")
                    continue
                }
                add(
                    InputReading(input: attribute), result, row.line, to: \.screenreaderOutput, in: &variant,
                    state: &state)
            case .deviceSettings:
                guard let reading = reader.settingInput(cell) else {
                    warn(&state, row.line, "'\(cell)' names no setting; the row is left out: '\(resultText)'")
                    continue
                }
                add(reading, result, row.line, to: \.deviceSettings, in: &variant, state: &state)
            }
        }
    }

    private func add<Input: TableInput>(
        _ reading: InputReading<Input>, _ result: Phrase, _ line: Int,
        to table: WritableKeyPath<Variant, Table<Input>?>, in variant: inout Variant, state: inout State
    ) {
        if let guess = reading.guess { warn(&state, line, guess) }
        state.terms += 1
        let row = Row(reading.input, result, .none, fileID: file, line: line)
        if variant[keyPath: table] == nil {
            variant[keyPath: table] = Table(fileID: file, line: line) { [row] }
        } else {
            variant[keyPath: table]?.rows.append(row)
        }
    }

    // MARK: The narrative

    private func narrative(
        _ title: Located<String>, variant: inout Variant, tables: TermTables, state: inout State
    ) -> HowToTest {
        let platform = tables.platform
        var given = outline.given?.value ?? ""
        if let after = given.afterPrefix(Words.english.givenThat) {
            given = after
        } else {
            warn(&state, title.line, "no 'Given that …' line; the plan starts from an empty Given")
        }
        var howToTest = HowToTest(given: phrase(given, tables, &state), fileID: file, line: title.line) {}
        let heard = (variant.screenreaderOutput?.rows ?? []).map {
            Words.english.iHear + " " + $0.result.text(on: platform).lowercasingFirstLetter
        }
        for part in outline.parts {
            switch part.title.value {
            case Words.english.keyboardOnly:
                let steps: [Step<KeyInput>] = part.lines.compactMap { line in
                    keyboardStep(line, tables: tables, state: &state)
                }
                howToTest.keyboardOnly = KeyboardOnly(fileID: file, line: part.title.line) { steps }
            case Words.english.screenreaderPart(platform.screenReaderNames):
                let steps = screenreaderSteps(part, lead: Words.english.usingAScreenreader, heard, tables, &state)
                howToTest.screenreader = Screenreader(fileID: file, line: part.title.line) { steps }
            case Words.english.screenreaderPart(Platform.mobileWebScreenReaderNames) where platform == .web:
                let steps = screenreaderSteps(
                    part, lead: Words.english.usingAScreenreaderOnAPhone, heard, tables, &state)
                howToTest.mobileScreenreader = Screenreader(fileID: file, line: part.title.line) { steps }
            case Words.english.deviceSettings:
                settingsPart(part, variant: &variant, tables: tables, state: &state)
            default:
                let words = part.lines.map(\.sentence.value).joined(separator: "; ")
                warn(
                    &state, part.title.line,
                    "'\(part.title.value)' is not a part of a \(platform.name) plan; left out: \(words)")
            }
        }
        return howToTest
    }

    private func keyboardStep(_ line: PageOutline.Line, tables: TermTables, state: inout State) -> Step<KeyInput>? {
        let text = line.sentence.value
        guard let sentence = StepSentence(text), let keys = sentence.action.afterPrefix(Words.english.iUse) else {
            warn(&state, line.sentence.line, "not a keyboard step ('WHEN I use …'), left out: '\(text)'")
            return nil
        }
        let reading = InputReader(tables: tables).keyInput(sentence: keys)
        return step(sentence, reading, line, heard: [], tables: tables, state: &state)
    }

    private func screenreaderSteps(
        _ part: PageOutline.Part, lead: String, _ heard: [String], _ tables: TermTables, _ state: inout State
    ) -> [Step<ScreenreaderInput>] {
        var steps: [Step<ScreenreaderInput>] = []
        for (index, line) in part.lines.enumerated() {
            let text = line.sentence.value
            guard let sentence = StepSentence(text) else {
                warn(&state, line.sentence.line, "not a screen-reader step ('WHEN I …'), left out: '\(text)'")
                continue
            }
            var action = sentence.action
            if index == 0 {
                if let after = action.afterPrefix(lead) {
                    action = after
                } else {
                    warn(
                        &state, line.sentence.line, "the part's first line does not open '\(lead)'; a re-render adds it"
                    )
                }
            }
            guard let input = action.afterPrefix("I "),
                let reading = InputReader(tables: tables).screenreaderInput(sentence: input)
            else {
                warn(&state, line.sentence.line, "'\(action)' names no gesture, key or command; left out: '\(text)'")
                continue
            }
            if let step = step(sentence, reading, line, heard: heard, tables: tables, state: &state) {
                steps.append(step)
            }
        }
        return steps
    }

    private func step<Input: StepInput>(
        _ sentence: StepSentence, _ reading: InputReading<Input>, _ line: PageOutline.Line, heard: [String],
        tables: TermTables, state: inout State
    ) -> Step<Input>? {
        if let guess = reading.guess { warn(&state, line.sentence.line, guess) }
        state.terms += 1
        let expectation: Expectation
        switch sentence.expectation {
        case (.see, let text)?: expectation = .see(phrase(text, tables, &state))
        case (.hear, let text)?: expectation = .hear(phrase(text, tables, &state))
        case nil:
            expectation = .hearOutput
            let listed = line.outcomes.map(\.value)
            if listed != heard {
                warn(
                    &state, line.sentence.line,
                    "the lines heard here are not the Screenreader output rows; the plan hears the rows. The page has: "
                        + (listed.isEmpty ? "nothing" : listed.joined(separator: "; ")))
            }
        }
        if sentence.expectation != nil && !line.outcomes.isEmpty {
            let words = line.outcomes.map(\.value).joined(separator: "; ")
            warn(&state, line.sentence.line, "a line with its own outcome lists more; left out: \(words)")
        }
        return Step(
            connective: sentence.connective, input: reading.input,
            purpose: reading.purpose.map { phrase($0, tables, &state) }, expectation: expectation,
            references: .none, location: location(line.sentence.line))
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
                        + lines.joined(separator: "; "))
            }
            return
        }
        let reader = InputReader(tables: tables)
        for line in part.lines {
            guard let sentence = StepSentence(line.sentence.value),
                let setting = sentence.action.afterPrefix(Words.english.iUse),
                case (.see, let text)? = sentence.expectation,
                let reading = reader.settingInput(setting)
            else {
                warn(
                    &state, line.sentence.line,
                    "not a setting line ('When I use … I SEE …'), left out: '\(line.sentence.value)'")
                continue
            }
            add(
                reading, phrase(text.capitalizingFirstLetter, tables, &state), line.sentence.line, to: \.deviceSettings,
                in: &variant, state: &state)
        }
        warn(
            &state, part.title.line,
            "no Device settings table: its rows are made from this part, and a re-render adds the table")
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
            if criterion.description != item.value {
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
        guard !criteria.isEmpty else { return }
        let references = References.wcag(criteria)
        if let place = placeCriteria(references, in: &variant) {
            warn(
                &state, line,
                "the page lists its WCAG criteria for the whole plan, not per row: "
                    + (criteria.count == 1 ? "it is" : "all \(criteria.count) are")
                    + " put on \(place); move each to the rows and steps it proves")
        } else {
            warn(&state, line, "every row is a best practice, so the page's WCAG criteria were left out")
        }
    }

    private func markBestPractice(_ name: String, in variant: inout Variant) -> Bool {
        let platform = variant.platform
        func mark<Input: TableInput>(_: Input.Type) -> Bool {
            guard
                let index = variant[keyPath: Input.table]?.rows.firstIndex(where: {
                    $0.input.cell(on: platform) == name
                })
            else { return false }
            variant[keyPath: Input.table]?.rows[index].references = .bestPractice
            return true
        }
        if mark(KeyInput.self) || mark(ScreenreaderInput.self) || mark(OutputAttribute.self) || mark(SettingInput.self)
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
            variant[keyPath: Input.table]?.rows[index].references = references
            return "the first row of \(Input.kind.title(on: variant.platform))"
        }
        if let place = place(KeyInput.self) ?? place(ScreenreaderInput.self) ?? place(OutputAttribute.self)
            ?? place(SettingInput.self)
        {
            return place
        }
        guard let howToTest = variant.howToTest else { return nil }
        let references2 = Self.stepReferences(howToTest)
        guard let index = references2.firstIndex(where: { !$0.isBestPractice }) else { return nil }
        updateStep(at: index, in: &variant) { $0 = references }
        return "the first step of the narrative"
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
