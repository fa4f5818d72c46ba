/// Bullets and numbers some criteria pages write in ways Markdown does not take for lists, as a later
/// edition of the best-known public criteria site writes its `Condensed` and `Gherkin` sections:
/// `&mdash; Tab: …`, `\- Tab: …` or `— Tab: …` at the start of a line for a bullet (one line each,
/// joined by hard line breaks or blank lines), and `1\. Test keyboard only` or `1 - Keyboard for
/// mobile & desktop` for a numbered part. Inside those sections and outside code blocks, each bullet
/// becomes a `- ` bullet and each number a `1.` item, with the bullets after a number indented under
/// it, so the page reads as the edition that writes real lists. Line numbers do not move.
enum DashBullets {
    /// The openings read as a bullet.
    private static let openings = ["&mdash; ", "\\- ", "— "]

    /// `text` with its dash bullets and escaped numbers written as Markdown lists; a page without a
    /// `Condensed` or `Gherkin` section, or without such lines, as it is.
    static func listed(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var inSection = false
        var inFence = false
        var underNumber = false
        var changed = false
        let listed = lines.map { line -> Substring in
            let indent = line.prefix { $0 == " " }
            let rest = line.dropFirst(indent.count)
            if rest.hasPrefix("```") || rest.hasPrefix("~~~") { inFence.toggle() }
            if inFence { return line }
            if line.hasPrefix("#") {
                let written = String(line.drop { $0 == "#" })
                let title = written.lowercased().trimmingCharacters
                // A criteria section as the sectioned reader knows one (`MarkdownPageReader.sectionKind`).
                if written.hasPrefix(" ") && MarkdownPageReader.sectionKind(written) != nil {
                    inSection = true
                } else if line.prefix(while: { $0 == "#" }).count <= 2 && !title.contains("acceptance criteria") {
                    inSection = false
                }
                underNumber = false
                return line
            }
            guard inSection else { return line }
            if indent.isEmpty, let number = numbered(rest) {
                changed = true
                underNumber = true
                return Substring(number)
            }
            guard let opening = openings.first(where: { rest.hasPrefix($0) }) else { return line }
            changed = true
            var item = rest.dropFirst(opening.count)
            while item.hasSuffix(" ") || item.hasSuffix("\r") { item = item.dropLast() }
            let under = indent.isEmpty && underNumber ? "   " : String(indent)
            return Substring(under + "- " + item)
        }
        return changed ? listed.joined(separator: "\n") : text
    }

    /// "1\. Title" or "1 - Title" as "1. Title", or nil for any other line.
    private static func numbered(_ line: Substring) -> String? {
        let digits = line.prefix { $0.isNumber }
        guard !digits.isEmpty else { return nil }
        let after = line.dropFirst(digits.count)
        for marker in ["\\. ", " - "] where after.hasPrefix(marker) {
            return digits + ". " + after.dropFirst(marker.count)
        }
        return nil
    }
}
