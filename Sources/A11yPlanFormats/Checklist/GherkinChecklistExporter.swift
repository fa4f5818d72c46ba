import A11yPlan

/// Cucumber Gherkin: a `Feature:` per checklist, a scenario per section with `When`/`Then`/`And` steps.
///
/// One component gives a `Background:` with its Given; several give one feature whose scenarios each
/// start with their own Given. Every item is exactly one `Then` or `And` step. Tags name the platform,
/// the component, the section and any WCAG criteria.
public struct GherkinChecklistExporter: Format {
    /// An exporter; it holds no state.
    public init() {}

    /// `feature`.
    public var fileExtension: String { "feature" }

    /// `gherkin`.
    public var name: String { "gherkin" }

    /// `text/x-gherkin`.
    public var mediaType: String { "text/x-gherkin" }

    /// "Gherkin".
    public var shortName: String { "Gherkin" }

    /// The link to this format, from `Words`.
    public func linkText(in words: Words) -> String { words.gherkinChecklistLink }

    /// Appends the feature file, one line at a time, each ending with a newline.
    ///
    /// A checklist in another language than English starts with Gherkin's `# language:` line and uses that
    /// dialect's keywords, so Cucumber reads its steps.
    public func write(_ checklist: Checklist, into feature: inout TextBuffer) {
        let words = checklist.language.words
        let single = checklist.components.count == 1
        if words.gherkinLanguage != "en" {
            feature.append("# language: ")
            feature.append(words.gherkinLanguage)
            feature.append(byte: 0x0A)
        }
        if single, let only = checklist.components.first {
            feature.append("@platform-")
            feature.append(only.platform.rawValue)
            feature.append(" @component-")
            feature.append(Self.tag(only.componentID))
            feature.append(byte: 0x0A)
        }
        feature.append(words.gherkinFeature)
        feature.append(": ")
        feature.append(Self.text(single ? words.accessibilityOf(checklist.title) : checklist.title))
        feature.append("\n  ")
        feature.append(words.generatedFrom)
        feature.append(Self.text(checklist.catalogName))
        feature.append(byte: 0x20)
        feature.append(Self.text(checklist.catalogVersion))
        feature.append(".\n")
        if single, let only = checklist.components.first {
            feature.append("\n  ")
            feature.append(words.gherkinBackground)
            feature.append(":\n    ")
            feature.append(words.gherkinGiven)
            feature.append(byte: 0x20)
            feature.append(Self.text(Self.given(only.precondition, words: words)))
            feature.append(byte: 0x0A)
        }
        for component in checklist.components {
            for (section, items) in Checklist.sections(of: component) {
                feature.append("\n  @")
                feature.append(Self.tag(section.rawValue))
                if !single {
                    feature.append(" @platform-")
                    feature.append(component.platform.rawValue)
                    feature.append(" @component-")
                    feature.append(Self.tag(component.componentID))
                }
                var references: [String] = []
                for item in items { references += item.references }
                references.sort()
                for (index, reference) in references.enumerated() where index == 0 || references[index - 1] != reference
                {
                    feature.append(" @wcag-")
                    feature.append(Self.tag(reference))
                }
                feature.append("\n  ")
                feature.append(words.gherkinScenario)
                feature.append(": ")
                let title = section.title(in: words)
                feature.append(
                    Self.text(
                        single
                            ? title
                            : words.componentOnPlatform(component.componentName, component.platform.name) + ", "
                                + title))
                feature.append(byte: 0x0A)
                if !single {
                    feature.append("    ")
                    feature.append(words.gherkinGiven)
                    feature.append(byte: 0x20)
                    feature.append(Self.text(Self.given(component.precondition, words: words)))
                    feature.append(byte: 0x0A)
                }
                steps(items, language: checklist.language, into: &feature)
            }
        }
    }

    /// `When` for each new action, then one `Then` (or `And` under the same action) per item.
    private func steps(_ items: ArraySlice<ChecklistItem>, language: Language, into feature: inout TextBuffer) {
        let words = language.words
        var previousAction: String?
        for item in items {
            feature.append("    ")
            if item.action != previousAction {
                feature.append(words.gherkinWhen)
                feature.append(byte: 0x20)
                feature.append(Self.text(Self.sentence(item.condition ?? item.action, language: language)))
                feature.append("\n    ")
                feature.append(words.gherkinThen)
            } else {
                feature.append(words.gherkinAnd)
            }
            feature.append(byte: 0x20)
            feature.append(Self.text(Self.outcome(item, words: words, afterThen: item.action != previousAction)))
            feature.append(byte: 0x0A)
            previousAction = item.action
        }
    }

    private static func outcome(_ item: ChecklistItem, words: Words, afterThen: Bool) -> String {
        item.source == .step
            ? words.gherkinOutcome(item.expectation, afterThen)
            : words.iExpect(item.expected, item.source == .keyboardActions || item.source == .screenreaderGestures)
    }

    /// "Given that I am on …" becomes "I am on …" after the `Given` keyword.
    private static func given(_ precondition: String, words: Words) -> String {
        var text = ForeignText.strip(precondition)
        for prefix in [words.gherkinGivenOpening ?? words.givenThat, words.gherkinGiven + " "]
        where text.hasPrefix(prefix) {
            text.removeFirst(prefix.count)
            break
        }
        return text
    }

    /// An action after `When`: "I use …", "the screen reader reads …".
    private static func sentence(_ action: String, language: Language) -> String {
        language.words.gherkinAction(action)
    }

    /// Whether `text` is already what `text(_:)` makes of it: ASCII with no break, tab, doubled space or
    /// space at either end, as nearly every line of a catalog is; checked byte by byte.
    private static func isOneLine(_ text: String) -> Bool {
        text.withUTF8Bytes { bytes in
            var previous: UInt8 = 0x20
            for byte in bytes {
                if byte >= 0x80 || byte < 0x20 || (byte == 0x20 && previous == 0x20) { return false }
                previous = byte
            }
            return previous != 0x20
        }
    }

    /// Text on one Gherkin line: line breaks and tabs become spaces, so nothing can start a new
    /// keyword, tag, comment, table row or doc string.
    package static func text(_ text: String) -> String {
        let text = ForeignText.strip(text)
        if isOneLine(text) { return text }
        var result = ""
        var lastWasSpace = false
        for scalar in text.unicodeScalars {
            let isBreak =
                scalar == "\n" || scalar == "\r" || scalar == "\t" || scalar == "\u{2028}" || scalar == "\u{2029}"
            if isBreak || scalar == " " {
                if !lastWasSpace { result.append(" ") }
                lastWasSpace = true
            } else {
                result.unicodeScalars.append(scalar)
                lastWasSpace = false
            }
        }
        let scalars = result.unicodeScalars
        let isBlank = { (scalar: Unicode.Scalar) in
            scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
        }
        guard let first = scalars.firstIndex(where: { !isBlank($0) }),
            let last = scalars.lastIndex(where: { !isBlank($0) })
        else { return "" }
        return String(scalars[first...last])
    }

    /// A tag name: letters, digits, dots and hyphens only.
    package static func tag(_ text: String) -> String {
        let isTagByte = { (byte: UInt8) in
            (0x61...0x7A).contains(byte) || (0x41...0x5A).contains(byte) || (0x30...0x39).contains(byte)
                || byte == 0x2E || byte == 0x2D
        }
        // Ids and criterion numbers are ASCII letters, digits, dots and hyphens already.
        if text.utf8.allSatisfy(isTagByte) { return text }
        return String(text.map { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" ? $0 : "-" })
    }
}
