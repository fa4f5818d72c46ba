/// Bullets some criteria pages write as dashes Markdown does not take for list markers: `&mdash; Tab:
/// …` or `\- Tab: …` at the start of a line, one line each, joined by hard line breaks (two spaces at the
/// end), as a later edition of the best-known public criteria site writes its `Condensed` and `Gherkin`
/// sections. On a page with such a section, each becomes a `- ` bullet at its indentation, on its own
/// line, so the page reads as the edition that writes real bullets. Line numbers do not move.
enum DashBullets {
    /// The openings read as a bullet.
    private static let openings = ["&mdash; ", "\\- ", "— "]

    /// `text` with its dash bullets written as `- ` bullets; a page with no `Condensed` or `Gherkin`
    /// heading, or no dash bullet, as it is.
    static func listed(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let sectioned = lines.contains { line in
            let title = line.drop { $0 == "#" }
            return line.hasPrefix("#") && title.hasPrefix(" ")
                && ["condensed", "gherkin"].contains(String(title).lowercased().trimmingCharacters)
        }
        guard sectioned else { return text }
        var changed = false
        let listed = lines.map { line -> Substring in
            let indent = line.prefix { $0 == " " }
            let rest = line.dropFirst(indent.count)
            guard let opening = openings.first(where: { rest.hasPrefix($0) }) else { return line }
            changed = true
            var item = rest.dropFirst(opening.count)
            while item.hasSuffix(" ") || item.hasSuffix("\r") { item = item.dropLast() }
            return indent + "- " + item
        }
        return changed ? listed.joined(separator: "\n") : text
    }
}
