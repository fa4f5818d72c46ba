import A11yPlan

/// Criteria pages in sections, as the best-known public acceptance-criteria sites keep them: no title,
/// `## General Notes` with a "How to test a checkbox" line, `## Condensed` holding a
/// `### #a11y - Web Accessibility Acceptance Criteria` heading and the tables as a numbered list of
/// `- Input: expectation` bullets, `## Gherkin` holding the same heading, a `GIVEN THAT …` line and the
/// narrative as a numbered list of parts, each closed by a `Full information:` link; then sections no
/// plan holds (videos, developer notes, code), each reported once with what it holds.
///
/// The component is named by the "How to test" line (or the file's name), and the platform comes from
/// the `#a11y` heading ("Native" is iOS and Android), else the page's folder, else its Given line.
extension MarkdownPageReader {
    /// Whether the page is in sections: a `## Condensed` or `## Gherkin` section (or, as a later edition
    /// of the same site writes them, a `#` one) and no `# iOS Button` title.
    var isSectioned: Bool {
        // A page whose front matter names it (`title`, `platform`) is read by that, whatever sections it has.
        if frontMatter.fields.contains(where: { ["title", "platform"].contains($0.value.key) }) { return false }
        let headings = document.children.filter { $0.kind == .heading }
        return headings.contains { $0.headingLevel <= 2 && Self.sectionKind($0.text) != nil }
            && !headings.contains { $0.headingLevel == 1 && Self.platformTitle($0.text) != nil }
    }

    /// Whether a heading names one of the sections of a page in sections.
    static func isSectionTitle(_ text: String) -> Bool {
        sectionKind(text) != nil || text.lowercased().trimmingCharacters == "general notes"
    }

    /// The platforms a `#a11y - … Accessibility Acceptance Criteria` heading names, or nil for any
    /// other heading.
    static func criteriaHeadingPlatforms(_ text: String) -> [Platform]? {
        let lowered = text.lowercased()
        guard lowered.contains("acceptance criteria") else { return nil }
        if lowered.contains("native") { return [.iOS, .android] }
        if lowered.contains("web") { return [.web] }
        if lowered.contains("ios") { return [.iOS] }
        if lowered.contains("android") { return [.android] }
        return nil
    }

    /// "condensed" or "gherkin" for a section of criteria: `## Condensed`, `## Gherkin`, or an excerpt's
    /// `## How to test a link (…, condensed)`.
    static func sectionKind(_ title: String) -> String? {
        let lowered = title.lowercased().trimmingCharacters
        if lowered == "condensed" || lowered == "gherkin" { return lowered }
        guard lowered.hasPrefix("how to test"), lowered.hasSuffix(")") else { return nil }
        if lowered.hasSuffix("condensed)") { return "condensed" }
        if lowered.hasSuffix("gherkin)") { return "gherkin" }
        return nil
    }

    private enum Part {
        case intro, generalNotes, condensed, gherkin
        /// A section no plan holds, reported once: the index of its note.
        case other(Int)
    }

    /// The outline of a page in sections.
    func sectionedOutline() -> PageOutline {
        var outline = startedOutline()
        var part = Part.intro
        // Sections are `##` headings, or `#` ones on a page that writes them so.
        var sectionLevel = 2
        var platforms: Located<[Platform]>?
        var introduction: Located<String>?
        var condensedHowToTest: Located<String>?
        var usage: ClosedRange<Int>?
        // Each section no plan holds: its heading, line and how many blocks it holds.
        var others: [(title: String, line: Int, blocks: Int)] = []
        for node in document.children {
            let located = Located(value: node.text.trimmingCharacters, line: node.startLine)
            if node.kind == .heading {
                if let named = Self.criteriaHeadingPlatforms(node.text) {
                    platforms = platforms ?? Located(value: named, line: node.startLine)
                    continue
                }
                if case .other(let index) = part, node.headingLevel > sectionLevel {
                    others[index].blocks += 1
                    continue
                }
                if Self.isSectionTitle(node.text) { sectionLevel = node.headingLevel }
                switch (node.headingLevel == sectionLevel, Self.sectionKind(node.text) ?? located.value.lowercased()) {
                case (true, "general notes"): part = .generalNotes
                case (true, "condensed"): part = .condensed
                case (true, "gherkin"): part = .gherkin
                default:
                    others.append((located.value, node.startLine, 0))
                    part = .other(others.count - 1)
                }
                continue
            }
            let text = node.text.trimmingCharacters
            // The link to the page on its site closes each criteria section; it is no criterion.
            if node.kind == .paragraph, text.hasPrefix("Full information:") { continue }
            let isHowToTest = node.kind == .paragraph && text.afterPrefixIgnoringCase(Self.howToTestPrefix) != nil
            switch part {
            case .intro, .generalNotes:
                if isHowToTest && introduction == nil {
                    introduction = located
                } else if case .generalNotes = part {
                    let start = usage?.lowerBound ?? node.startLine
                    usage = start...max(node.endLine, start)
                } else {
                    outline.unread.append(Located(value: written(node), line: node.startLine))
                }
            case .condensed:
                if isHowToTest {
                    condensedHowToTest = condensedHowToTest ?? located
                    continue
                }
                if node.kind == .list && node.isOrdered {
                    for item in node.children { condensedTable(item, into: &outline) }
                } else {
                    outline.unread.append(Located(value: written(node), line: node.startLine))
                }
            case .gherkin:
                if isHowToTest {
                    outline.howToTest = outline.howToTest ?? located
                } else if node.kind == .paragraph && outline.given == nil
                    && text.afterPrefixIgnoringCase(Words.english.givenThat) != nil
                {
                    outline.given = located
                } else if node.kind == .list && node.isOrdered {
                    outline.parts += node.children.map { sectionedPart($0, into: &outline) }
                } else {
                    outline.unread.append(Located(value: written(node), line: node.startLine))
                }
            case .other(let index):
                others[index].blocks += 1
            }
        }
        if outline.howToTest == nil, let introduction, !outline.parts.isEmpty {
            outline.howToTest = introduction
        }
        // The "How to test" line that shares the most words with the file's name names the component
        // (the first of those alike, and one whose id is the file's name before any); with none, the
        // narrative's own. One that names another (a slip copied from another page) is said.
        let lines = [introduction, condensedHowToTest, outline.howToTest].compactMap { $0 }
        let stem = fileStem.lowercased()
        let fileWords = Set(stem.split { !$0.isLetter })
        func shared(_ line: Located<String>) -> Int {
            let named = (name(from: line)?.value ?? "").lowercased()
            if Component.id(forName: named) == stem { return Int.max }
            return Set(named.split { !$0.isLetter }).intersection(fileWords).count
        }
        let best = lines.max { shared($0) < shared($1) || (shared($0) == shared($1) && $0.line > $1.line) }
        let agrees = best.map { shared($0) > 0 } ?? false
        let named = name(from: agrees ? best : (outline.howToTest ?? introduction))
        outline.name = named
        for other in lines where name(from: other)?.value.lowercased() != named?.value.lowercased() {
            let why = agrees ? ", which the file's name agrees with" : ""
            outline.notes.append(
                Located(
                    value: "'\(other.value)' names another component than '\(named?.value ?? "")'\(why); "
                        + "the page is named '\(named?.value ?? "")'",
                    line: other.line))
        }
        if let usage {
            let text = source(usage).trimmingBlankLines
            if !text.allSatisfy(\.isWhitespace) { outline.usage = Located(value: text, line: usage.lowerBound) }
        }
        outline.platforms = platforms ?? guessedPlatforms(given: outline.given, line: named?.line ?? 1, notes: &outline)
        for other in others {
            let held =
                other.blocks == 0
                ? "" : other.blocks == 1 ? ", with the block it holds" : ", with the \(other.blocks) blocks it holds"
            outline.notes.append(
                Located(
                    value: "the section '\(other.title)' is not part of a test plan; left out\(held)", line: other.line)
            )
        }
        return outline
    }

    /// The file's name without its folders and extension.
    private var fileStem: String {
        let file = path.split(separator: "/").last.map(String.init) ?? ""
        return file.split(separator: ".").first.map(String.init) ?? file
    }

    /// The component's name from "How to test a checkbox" ("Checkbox"; "How to test a heading: h1, h2"
    /// is "Heading"), else from the file's name.
    private func name(from howToTest: Located<String>?) -> Located<String>? {
        if let howToTest, var noun = howToTest.value.afterPrefixIgnoringCase(Self.howToTestPrefix)?.trimmingCharacters {
            if let colon = noun.firstIndex(of: ":"), colon != noun.startIndex {
                noun = String(noun[..<colon]).trimmingCharacters
            }
            if noun.hasSuffix(".") { noun.removeLast() }
            for article in ["a ", "an ", "the "] where noun.lowercased().hasPrefix(article) {
                noun = String(noun.dropFirst(article.count))
                break
            }
            if !noun.isEmpty { return Located(value: noun.capitalizingFirstLetter, line: howToTest.line) }
        }
        let words = fileStem.split { $0 == "-" || $0 == "_" }.joined(separator: " ")
        return words.isEmpty ? nil : Located(value: words.capitalizingFirstLetter, line: 1)
    }

    /// The platforms of a page whose sections have no `#a11y` heading: from its folder (`web/`,
    /// `native/`, `ios/`, `android/`), else from its Given line ("on a page" is the Web, "on a screen"
    /// an app), each with a note that says where they came from.
    private func guessedPlatforms(given: Located<String>?, line: Int, notes outline: inout PageOutline)
        -> Located<[Platform]>?
    {
        let folders = path.lowercased().split(separator: "/").dropLast()
        let byFolder: [(String, [Platform])] = [
            ("web", [.web]), ("native", [.iOS, .android]), ("ios", [.iOS]), ("android", [.android]),
        ]
        if let (folder, platforms) = byFolder.first(where: { folders.contains(Substring($0.0)) }) {
            outline.notes.append(
                Located(
                    value: "no '#a11y - …' heading names the platform; taken from the folder '\(folder)/'", line: line))
            return Located(value: platforms, line: line)
        }
        if let given {
            let lowered = given.value.lowercased()
            let platforms: [Platform]? =
                lowered.contains(" on a page") ? [.web] : lowered.contains(" on a screen") ? [.iOS, .android] : nil
            if let platforms {
                outline.notes.append(
                    Located(
                        value:
                            "no '#a11y - …' heading or folder names the platform; taken from the words '\(given.value)'",
                        line: given.line))
                return Located(value: platforms, line: given.line)
            }
        }
        return nil
    }

    /// A part of the Gherkin list: its title and its lines, where a line that ends in "AND" ("WHEN I use
    /// a desktop screenreader (NVDA, JAWS, VoiceOver) AND") goes on in the bullet after it, an "I HEAR"
    /// bullet beside a step is its outcome, and a native page's "THEN …" and "AND …" bullets are the
    /// line's outcomes.
    private func sectionedPart(_ item: MarkdownNode, into outline: inout PageOutline) -> PageOutline.Part {
        var read = part(item, into: &outline)
        var lines: [PageOutline.Line] = []
        for line in read.lines {
            var line = line
            line.sentence.value = line.sentence.value.trimmingCharacters
            line.outcomes = line.outcomes.compactMap { outcome in
                let text = outcome.value.trimmingCharacters
                // "AND I swipe to …" right under the step goes on with its action.
                if let more = text.afterPrefix("AND I "), line.outcomes.first?.line == outcome.line {
                    line.sentence.value += " and I " + more
                    return nil
                }
                for word in ["THEN ", "AND "] {
                    if let rest = text.afterPrefix(word) { return Located(value: rest, line: outcome.line) }
                }
                return Located(value: text, line: outcome.line)
            }
            // "I HEAR …" bullets beside the step rather than under it (a page made from the site's
            // template) are its outcomes.
            let sentence = line.sentence.value.uppercased()
            if !lines.isEmpty,
                sentence.hasPrefix(Words.english.iHear + " ") || sentence.hasPrefix(Words.english.iSee + " ")
            {
                lines[lines.count - 1].outcomes.append(line.sentence)
                lines[lines.count - 1].outcomes += line.outcomes
                continue
            }
            if let last = lines.last, last.sentence.value.hasSuffix(" AND") || last.sentence.value == "AND",
                StepSentence(line.sentence.value) == nil
            {
                lines[lines.count - 1].sentence.value += " " + line.sentence.value
                lines[lines.count - 1].outcomes += line.outcomes
                continue
            }
            // "AND use the arrow keys" after a step that perceives nothing goes on with its action; an
            // empty bullet's outcomes are the step's above it.
            if let last = lines.last, last.outcomes.isEmpty, line.sentence.value.hasPrefix("AND "),
                StepSentence(line.sentence.value) == nil,
                ["screenreader", "screen reader"].contains(where: last.sentence.value.lowercased().contains)
            {
                lines[lines.count - 1].sentence.value += " " + line.sentence.value
                lines[lines.count - 1].outcomes += line.outcomes
                continue
            }
            if !lines.isEmpty, line.sentence.value.isEmpty {
                lines[lines.count - 1].outcomes += line.outcomes
                continue
            }
            lines.append(line)
        }
        read.lines = lines
        return read
    }
}
