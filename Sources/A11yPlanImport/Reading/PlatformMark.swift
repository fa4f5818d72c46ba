import A11yPlan

/// A line of a page that covers several platforms ("native": iOS and Android) marked as one
/// platform's: "Activates the button on Android", "… (iOS only)", "Android: …". The mark is taken
/// off and the line kept on that platform only.
enum PlatformMark {
    /// The platform `text` is marked for and the text without the mark, or nil and the text as it
    /// is when it has no mark.
    ///
    /// A line that names a platform elsewhere too ("a focus ring on iOS and a highlight on Android") or
    /// says what does not happen ("not supported on iOS") is no mark: it stays on every platform as
    /// written, and `isAmbiguous` says so for a warning.
    static func split(_ text: String, among platforms: [Platform]) -> (platform: Platform?, text: String) {
        guard !isAmbiguous(text, among: platforms) else { return (nil, text) }
        for platform in platforms {
            let name = platform.name
            for opening in ["\(name): ", "\(name) only: ", "(\(name)) ", "(\(name) only) "] {
                if let rest = text.afterPrefix(opening) { return (platform, rest) }
            }
            var body = Substring(text)
            var stop = ""
            if let last = body.last, ".;".contains(last) {
                stop = String(last)
                body = body.dropLast()
            }
            for ending in [" on \(name) only", " on \(name)", " (\(name) only)", " (\(name))", " in \(name)"]
            where body.hasSuffix(ending) {
                return (platform, String(body.dropLast(ending.count)) + stop)
            }
        }
        return (nil, text)
    }

    /// Whether `text` names a platform but not as a mark of the whole line: more than one mention, or
    /// a negation.
    static func isAmbiguous(_ text: String, among platforms: [Platform]) -> Bool {
        let words = text.lowercased().split { !($0.isLetter || $0 == "'") }
        let mentions = words.filter { word in platforms.contains { $0.name.lowercased() == word } }.count
        guard mentions > 0 else { return false }
        let negations: Set<Substring> = ["not", "no", "never", "isn't", "doesn't", "unavailable", "unsupported"]
        return mentions > 1 || words.contains { negations.contains($0) }
    }
}

extension PageOutline {
    /// The outline of each platform the page covers: itself for a page of one platform; for a page of
    /// several, one outline each, titled with the platform's name, holding the lines and rows marked
    /// for it and those marked for none.
    func perPlatform() -> [PageOutline] {
        guard let platforms = platforms?.value else { return [self] }
        let name =
            title.flatMap { MarkdownPageReader.platformTitle($0.value)?.name } ?? self.name?.value ?? title?.value
            ?? ""
        let line = title?.line ?? self.platforms?.line ?? 1
        return platforms.map { platform in
            var outline = self
            outline.platforms = nil
            outline.title = Located(value: platform.name + " " + name, line: line)
            if outline.name == nil { outline.name = Located(value: name, line: line) }
            guard platforms.count > 1 else { return outline }
            func keep(_ text: String, line: Int) -> String? {
                if platform == platforms[0] && PlatformMark.isAmbiguous(text, among: platforms) {
                    outline.notes.append(
                        Located(
                            value: "'\(text)' names a platform inside the line; kept on every platform as written",
                            line: line))
                }
                let (marked, rest) = PlatformMark.split(text, among: platforms)
                return marked == nil || marked == platform ? rest : nil
            }
            outline.parts = parts.map { part in
                var part = part
                part.lines = part.lines.compactMap { line in
                    guard let sentence = keep(line.sentence.value, line: line.sentence.line) else { return nil }
                    var line = line
                    line.sentence.value = sentence
                    let outcomes = line.outcomes.compactMap { outcome in
                        keep(outcome.value, line: outcome.line).map { Located(value: $0, line: outcome.line) }
                    }
                    // A step whose every outcome is marked for another platform, and that says none of its
                    // own, is that platform's step.
                    if outcomes.isEmpty && !line.outcomes.isEmpty && StepSentence(sentence)?.expectation == nil {
                        outline.notes.append(
                            Located(
                                value: "'\(sentence)' is a step of another platform's only; not on \(platform.name)",
                                line: line.sentence.line))
                        return nil
                    }
                    line.outcomes = outcomes
                    return line
                }
                return part
            }
            outline.tables = tables.map { table in
                var table = table
                table.rows = table.rows.compactMap { row in
                    var cells = row.value
                    guard let last = cells.last, let kept = keep(last, line: row.line) else { return nil }
                    cells[cells.count - 1] = kept
                    guard let input = keep(cells[0], line: row.line) else { return nil }
                    cells[0] = input
                    return Located(value: cells, line: row.line)
                }
                return table
            }
            return outline
        }
    }
}
