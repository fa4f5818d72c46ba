import A11yPlan

/// Renders one component's test plan on one platform as a GitHub-flavoured Markdown page.
///
/// The page follows the reference document's order: Usage, the platform title, How to test (Given,
/// numbered parts with nested lists), then the numbered tables. Every text from content is escaped.
public struct MarkdownRenderer: Sendable {
    /// A renderer; it holds no state.
    public init() {}

    /// The Markdown page for `plan`, ending with one newline.
    public func render(_ plan: TestPlan) -> String {
        var blocks: [String] = ["# " + MarkdownEscaping.inline(plan.componentName)]
        if let usage = plan.usage {
            blocks.append("## Usage")
            blocks.append(SafeMarkdown.commonMark(usage))
        }
        blocks.append("## " + MarkdownEscaping.inline(plan.title))
        if let howToTest = plan.howToTest {
            blocks.append("### " + MarkdownEscaping.inline(howToTest.title))
            blocks.append(MarkdownEscaping.inline(howToTest.given))
            if !howToTest.parts.isEmpty {
                blocks.append(howToTest.parts.map(part).joined(separator: "\n"))
            }
        }
        for table in plan.tables {
            blocks.append("### \(table.number). " + MarkdownEscaping.inline(table.title))
            blocks.append(self.table(table))
        }
        blocks += references(plan)
        return blocks.joined(separator: "\n\n") + "\n"
    }

    /// The WCAG criteria the plan proves, and its best-practice rows, after the tables.
    private func references(_ plan: TestPlan) -> [String] {
        let criteria = plan.criteria
        let practices = plan.bestPractices
        guard !criteria.isEmpty || !practices.isEmpty else { return [] }
        var blocks = ["### WCAG 2.2 success criteria"]
        if criteria.isEmpty {
            blocks.append("None: every row is a platform best practice.")
        } else {
            blocks.append(criteria.map { "- [\($0.description)](\($0.understandingURL))" }.joined(separator: "\n"))
        }
        if !practices.isEmpty {
            let names = practices.map(MarkdownEscaping.inline).joined(separator: "; ")
            blocks.append("Platform best practices, not WCAG requirements: \(names).")
        }
        return blocks
    }

    private func part(_ part: PartPlan) -> String {
        let marker = "\(part.number). "
        let indent = String(repeating: " ", count: marker.count)
        var lines = [marker + MarkdownEscaping.inline(part.title)]
        for line in part.lines {
            lines.append(indent + "- " + MarkdownEscaping.inline(line.sentence))
            for outcome in line.listedOutcomes {
                lines.append(indent + "  - " + MarkdownEscaping.inline(outcome.sentence))
            }
        }
        return lines.joined(separator: "\n")
    }

    private func table(_ table: TablePlan) -> String {
        var lines = [
            "| " + table.headers.map(MarkdownEscaping.inline).joined(separator: " | ") + " |",
            "|" + String(repeating: "---|", count: table.headers.count),
        ]
        for row in table.rows {
            lines.append("| \(MarkdownEscaping.inline(row.input)) | \(MarkdownEscaping.inline(row.result)) |")
        }
        return lines.joined(separator: "\n")
    }
}
