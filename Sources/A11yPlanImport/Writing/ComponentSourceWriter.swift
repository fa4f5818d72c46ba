import A11yPlan

/// Writes a component as DSL source in the style of `Content/`: one computed `static var` in an
/// extension of the catalog's type (so an edit re-type-checks only its own file; see the README's
/// "Declaring a component"), every step and row written out on its own line, laid out as
/// `swift format` leaves it.
struct ComponentSourceWriter: Sendable {
    /// The type the component's property extends, such as `ImportedCatalog`.
    let catalogType: String

    /// The whole file for `component`, stored in the property `identifier`.
    func file(_ component: Component, identifier: String) -> String {
        var lines = ["import A11yPlan", "", "extension \(catalogType) {"]
        let platforms = component.variants.map(\.platform.name)
        let list =
            platforms.count > 1
            ? platforms.dropLast().joined(separator: ", ") + " and " + platforms.last! : platforms.first
        lines.append("    /// Imported by `a11yplan import` from " + (list.map { "its \($0) pages." } ?? "its pages."))
        var arguments: [SwiftExpression] = [.atom(SwiftLiteral.string(component.name))]
        if let noun = component.noun { arguments.append(.labeled("noun", .atom(SwiftLiteral.string(noun)))) }
        if component.id != Component.id(forName: component.name) {
            arguments.append(.labeled("id", .atom(SwiftLiteral.string(component.id))))
        }
        var body: [String] = []
        if let usage = component.usage {
            body += SwiftExpression.call("Usage", [.atom(SwiftLiteral.string(usage.markdown))]).lines(indent: 12)
        }
        for variant in component.variants {
            body += self.variant(variant, indent: 12)
        }
        for unavailable in component.unavailable {
            let call = SwiftExpression.call(
                "Unavailable", [.atom(platform(unavailable.platform)), .atom(SwiftLiteral.string(unavailable.reason))])
            body += call.lines(indent: 12)
        }
        lines.append("    static var \(identifier): Component {")
        lines += block(.call("Component", arguments), indent: 8, body: body)
        lines += ["    }", "}"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `head {`, the body, then `}`; `head {}` for an empty body.
    private func block(_ head: SwiftExpression, indent: Int, body: [String]) -> [String] {
        let margin = String(repeating: " ", count: indent)
        if body.isEmpty { return head.lines(indent: indent, suffix: " {}") }
        return head.lines(indent: indent, suffix: " {") + body + [margin + "}"]
    }

    private func block(_ head: String, indent: Int, body: [String]) -> [String] {
        block(.atom(head), indent: indent, body: body)
    }

    private func platform(_ platform: Platform) -> String {
        switch platform {
        case .iOS: ".iOS"
        case .android: ".android"
        case .web: ".web"
        }
    }

    // MARK: Variants

    private func variant(_ variant: Variant, indent: Int) -> [String] {
        var body: [String] = []
        if let howToTest = variant.howToTest {
            var parts: [String] = []
            if let part = howToTest.keyboardOnly { parts += steps("KeyboardOnly", part.steps, indent: indent + 8) }
            if let part = howToTest.screenreader { parts += steps("Screenreader", part.steps, indent: indent + 8) }
            if let part = howToTest.mobileScreenreader {
                parts += steps("MobileScreenreader", part.steps, indent: indent + 8)
            }
            let head = SwiftExpression.call("HowToTest", [.labeled("given", phrase(howToTest.given))])
            body += block(head, indent: indent + 4, body: parts)
        }
        body += table("KeyboardActions", variant.keyboardActions, indent: indent + 4, input: keyInput)
        body += table(
            "ScreenreaderGestures", variant.screenreaderGestures, indent: indent + 4, input: screenreaderInput)
        body += table("ScreenreaderOutput", variant.screenreaderOutput, indent: indent + 4) { .atom("." + $0.rawValue) }
        body += table("DeviceSettings", variant.deviceSettings, indent: indent + 4, input: settingInput)
        body += table("PointerAndTouch", variant.pointerAndTouch, indent: indent + 4) { .atom("." + $0.rawValue) }
        return block(.call("Variant", [.atom(platform(variant.platform))]), indent: indent, body: body)
    }

    private func steps<Input: StepInput>(_ name: String, _ steps: [Step<Input>], indent: Int) -> [String] {
        let lines = steps.flatMap { step -> [String] in
            var arguments = [stepInput(step.input)]
            if let purpose = step.purpose { arguments.append(phrase(purpose)) }
            arguments.append(expectation(step.expectation))
            if let references = references(step.references) { arguments.append(references) }
            return SwiftExpression.call(connective(step.connective), arguments).lines(indent: indent + 4)
        }
        return block(name, indent: indent, body: lines)
    }

    private func connective(_ connective: Connective) -> String {
        switch connective {
        case .when: "When"
        case .thenWhen: "ThenWhen"
        case .orWhen: "OrWhen"
        }
    }

    private func table<Input: TableInput>(
        _ name: String, _ table: Table<Input>?, indent: Int, input: (Input) -> SwiftExpression
    ) -> [String] {
        guard let table else { return [] }
        let rows = table.rows.flatMap { row -> [String] in
            var arguments = [input(row.input), phrase(row.result)]
            if let references = references(row.references) { arguments.append(references) }
            return SwiftExpression.call("Row", arguments).lines(indent: indent + 4)
        }
        return block(name, indent: indent, body: rows)
    }

    // MARK: Terms

    private func stepInput<Input: StepInput>(_ input: Input) -> SwiftExpression {
        if let keys = input as? KeyInput { return keyInput(keys) }
        if let screenreader = input as? ScreenreaderInput { return screenreaderInput(screenreader) }
        return .atom(".unknown")
    }

    private func keyInput(_ input: KeyInput) -> SwiftExpression {
        if input.isWords { return .call(".words", [.atom(SwiftLiteral.string(input.override ?? ""))]) }
        let keys = input.keys
        let base = SwiftExpression.call(keys.count == 1 ? ".key" : ".keys", keys.map { .atom("." + $0.rawValue) })
        return phrased(base, input.override)
    }

    private func screenreaderInput(_ input: ScreenreaderInput) -> SwiftExpression {
        if input.isWords { return .call(".words", [.atom(SwiftLiteral.string(input.override ?? ""))]) }
        let base: SwiftExpression
        switch input.kind {
        case .gesture(let gesture): base = .call(".gesture", [.atom("." + gesture.rawValue)])
        case .command(let command): base = .call(".command", [.atom("." + command.rawValue)])
        case .keys(let keys) where keys.override != nil: base = .call(".keys", [keyInput(keys)])
        case .keys(let keys):
            base = .call(keys.keys.count == 1 ? ".key" : ".keys", keys.keys.map { .atom("." + $0.rawValue) })
        }
        return phrased(base, input.override)
    }

    private func settingInput(_ input: SettingInput) -> SwiftExpression {
        phrased(.call(".setting", [.atom("." + input.setting.rawValue)]), input.override)
    }

    private func phrased(_ base: SwiftExpression, _ override: String?) -> SwiftExpression {
        guard let override else { return base }
        return .chain(base, "phrased", [.atom(SwiftLiteral.string(override))])
    }

    private func expectation(_ expectation: Expectation) -> SwiftExpression {
        switch expectation {
        case .see(let phrase): .call(".see", [self.phrase(phrase)])
        case .hear(let phrase): .call(".hear", [self.phrase(phrase)])
        case .hearOutput: .atom(".hearOutput")
        case .all(let members): .call(".all", [.array(members.map(self.expectation))])
        }
    }

    private func references(_ references: References) -> SwiftExpression? {
        if !references.criteria.isEmpty {
            let names = references.criteria.map {
                SwiftExpression.atom(".sc" + String($0.number.map { $0 == "." ? "_" : $0 }))
            }
            return .call(".wcag", names)
        }
        return references.isBestPractice ? .atom(".bestPractice") : nil
    }

    /// A phrase as a string literal, its terms interpolated.
    private func phrase(_ phrase: Phrase) -> SwiftExpression {
        let pieces = phrase.segments.map { segment -> SwiftLiteral.Piece in
            switch segment {
            case .text(let text): .text(text)
            case .term(let term): .interpolation(self.term(term))
            }
        }
        return .atom(SwiftLiteral.string(pieces))
    }

    private func term(_ term: Phrase.Term) -> String {
        switch term {
        case .role(let role): ".role(.\(role.rawValue))"
        case .state(let state): ".state(.\(state.rawValue))"
        case .setting(let setting): ".setting(.\(setting.rawValue))"
        case .key(let key): ".key(.\(key.rawValue))"
        case .screenReader: ".screenReader"
        }
    }
}
