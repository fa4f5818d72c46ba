import A11yPlan

/// A GitHub task list (`- [ ] …`) grouped by component and section, to paste into an issue or ticket.
public struct MarkdownChecklistExporter: ChecklistExporter {
    /// An exporter; it holds no state.
    public init() {}

    /// `md`.
    public var fileExtension: String { "md" }

    /// The task list, ending with one newline.
    public func export(_ checklist: Checklist) -> String {
        let single = checklist.components.count == 1
        var blocks = ["# Accessibility checklist: " + MarkdownEscaping.inline(checklist.title)]
        blocks.append(MarkdownEscaping.inline("From \(checklist.catalogName) \(checklist.catalogVersion)."))
        for component in checklist.components {
            let heading = single ? "##" : "###"
            if !single {
                blocks.append(
                    "## " + MarkdownEscaping.inline("\(component.componentName) on \(component.platform.name)"))
            }
            blocks.append(MarkdownEscaping.inline(component.precondition))
            for (section, items) in Checklist.sections(of: component) {
                blocks.append("\(heading) \(section.title)")
                blocks.append(items.map(line).joined(separator: "\n"))
            }
        }
        return blocks.joined(separator: "\n\n") + "\n"
    }

    private func line(_ item: ChecklistItem) -> String {
        let action = MarkdownEscaping.inline(item.action)
        let expectation = MarkdownEscaping.inline(item.expectation)
        return "- [ ] \(action): \(expectation) (`\(item.id)`)"
    }
}
