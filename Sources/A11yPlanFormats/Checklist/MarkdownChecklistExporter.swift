import A11yPlan

/// A GitHub task list (`- [ ] …`) grouped by component and section, to paste into an issue or ticket.
public struct MarkdownChecklistExporter: Format {
    /// An exporter; it holds no state.
    public init() {}

    /// `md`.
    public var fileExtension: String { "md" }

    /// `markdown`.
    public var name: String { "markdown" }

    /// `text/markdown`.
    public var mediaType: String { "text/markdown" }

    /// "Markdown".
    public var shortName: String { "Markdown" }

    /// The link to this format, from `Words`.
    public func linkText(in words: Words) -> String { words.markdownChecklistLink }

    /// Appends the task list; blocks are separated by one blank line.
    public func write(_ checklist: Checklist, into list: inout TextBuffer) {
        let words = checklist.language.words
        let single = checklist.components.count == 1
        list.append("# ")
        list.append(words.checklistHeading)
        list.append(MarkdownEscaping.inline(checklist.title))
        list.append("\n\n")
        list.append(
            MarkdownEscaping.inline(words.checklistSource(checklist.catalogName, checklist.catalogVersion)))
        for component in checklist.components {
            if !single {
                list.append("\n\n## ")
                list.append(
                    MarkdownEscaping.inline(
                        words.componentOnPlatform(component.componentName, component.platform.name)))
            }
            list.append("\n\n")
            list.append(MarkdownEscaping.inline(component.precondition))
            for (section, items) in Checklist.sections(of: component) {
                list.append(single ? "\n\n## " : "\n\n### ")
                list.append(MarkdownEscaping.inline(section.title(in: words)))
                list.append(byte: 0x0A)
                for item in items {
                    list.append("\n- [ ] ")
                    list.append(MarkdownEscaping.inline(item.action))
                    list.append(": ")
                    list.append(MarkdownEscaping.inline(item.expectation))
                    list.append(" (`")
                    list.append(item.id)
                    list.append("`)")
                }
            }
        }
        list.append(byte: 0x0A)
    }
}
