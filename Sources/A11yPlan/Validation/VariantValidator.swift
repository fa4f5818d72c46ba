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
        if let plan = TestPlan(component: component, platform: platform) {
            do {
                _ = try ComponentChecklist(plan)
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
        for step in howToTest.keyboardOnly?.steps ?? [] {
            findings += check(step)
        }
        for step in howToTest.screenreader?.steps ?? [] {
            findings += check(step)
            findings += vocabulary(step.input, at: step.location)
        }
        return findings
    }

    private func check<Input>(_ step: Step<Input>) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        switch step.expectation {
        case .see(let phrase), .hear(let phrase):
            if phrase.isBlank {
                findings.append(.init(.error, at: step.location, "an empty expectation"))
            }
            findings += references(step.references, at: step.location)
        case .hearOutput:
            if variant.screenreaderOutput?.rows.isEmpty ?? true {
                findings.append(
                    .init(
                        .error, at: step.location, "the step hears the Screenreader output, but that table has no rows")
                )
            }
        }
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
        return findings
    }

    private func rows<Input>(_ rows: [Row<Input>]) -> [Diagnostic] {
        rows.flatMap { row in
            (row.result.isBlank ? [Diagnostic(.error, at: row.location, "an empty expectation")] : [])
                + references(row.references, at: row.location)
        }
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
        case .keys where platform.usesTouchGestures:
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

    /// A checklist id clash, at its source line.
    private func parse(_ error: ChecklistError) -> Diagnostic {
        .init(.error, at: error.location ?? variant.location, error.message)
    }
}
