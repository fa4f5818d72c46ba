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
    /// Whether the page is in sections: a `## Condensed` or `## Gherkin` section and no `#` title.
    var isSectioned: Bool {
        let headings = document.children.filter { $0.kind == .heading }
        return !headings.contains { $0.headingLevel == 1 }
            && headings.contains { heading in heading.headingLevel == 2 && Self.sectionKind(heading.text) != nil }
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
        var platforms: Located<[Platform]>?
        var introduction: Located<String>?
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
                if case .other(let index) = part, node.headingLevel > 2 {
                    others[index].blocks += 1
                    continue
                }
                switch (node.headingLevel, Self.sectionKind(node.text) ?? located.value.lowercased()) {
                case (2, "general notes"): part = .generalNotes
                case (2, "condensed"): part = .condensed
                case (2, "gherkin"): part = .gherkin
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
                if isHowToTest { continue }
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
        let named = name(from: outline.howToTest ?? introduction)
        outline.name = named
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

    /// The component's name from "How to test a checkbox" ("Checkbox"), else from the file's name.
    private func name(from howToTest: Located<String>?) -> Located<String>? {
        if let howToTest, var noun = howToTest.value.afterPrefixIgnoringCase(Self.howToTestPrefix)?.trimmingCharacters {
            if noun.hasSuffix(".") { noun.removeLast() }
            for article in ["a ", "an ", "the "] where noun.lowercased().hasPrefix(article) {
                noun = String(noun.dropFirst(article.count))
                break
            }
            if !noun.isEmpty { return Located(value: noun.capitalizingFirstLetter, line: howToTest.line) }
        }
        let file = path.split(separator: "/").last.map(String.init) ?? ""
        let stem = file.split(separator: ".").first.map(String.init) ?? file
        let words = stem.split { $0 == "-" || $0 == "_" }.joined(separator: " ")
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
            lines.append(line)
        }
        read.lines = lines
        return read
    }
}
