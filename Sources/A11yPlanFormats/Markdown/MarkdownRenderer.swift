import A11yPlan

/// Renders one component's test plan on one platform as a GitHub-flavoured Markdown page.
///
/// The page follows the reference document's order: Usage, the platform title, How to test (Given,
/// numbered parts with nested lists), then the numbered tables. Every text from content is escaped.
public struct MarkdownRenderer: Format {
    /// A renderer; it holds no state.
    public init() {}

    /// `markdown`.
    public var name: String { "markdown" }
    /// `md`.
    public var fileExtension: String { "md" }
    /// `text/markdown`.
    public var mediaType: String { "text/markdown" }
    /// "Markdown".
    public var shortName: String { "Markdown" }
    /// "Download this test plan as Markdown".
    public func linkText(in words: Words) -> String { words.planMarkdownLink }

    /// Appends the Markdown page for `plan`, ending with one newline.
    public func write(_ plan: TestPlan, into page: inout TextBuffer) {
        write(plan, usage: nil, into: &page)
    }

    /// Appends the page for `plan`; `usage`, when given, is its usage prose through `SafeMarkdown`
    /// already, made once for every plan of the component.
    ///
    /// Blocks are separated by one blank line, so each block after the first starts with one.
    package func write(_ plan: TestPlan, usage: String?, into page: inout TextBuffer) {
        let words = plan.words
        page.append("# ")
        page.append(MarkdownEscaping.inline(plan.componentName))
        if let markdown = plan.usage {
            page.append("\n\n## ")
            page.append(words.usage)
            page.append("\n\n")
            page.append(usage ?? SafeMarkdown.commonMark(markdown))
        }
        page.append("\n\n## ")
        page.append(MarkdownEscaping.inline(plan.title))
        if let howToTest = plan.howToTest {
            page.append("\n\n### ")
            page.append(MarkdownEscaping.inline(howToTest.title))
            page.append("\n\n")
            page.append(MarkdownEscaping.inline(howToTest.given))
            for (index, part) in howToTest.parts.enumerated() {
                page.append(index == 0 ? "\n\n" : "\n")
                self.part(part, words: words, into: &page)
            }
        }
        for table in plan.tables {
            page.append("\n\n### ")
            page.append(table.number)
            page.append(". ")
            page.append(MarkdownEscaping.inline(table.title))
            page.append("\n\n")
            self.table(table, into: &page)
        }
        references(plan, into: &page)
        page.append(byte: 0x0A)
    }

    /// The WCAG criteria the plan proves, and its best-practice rows, after the tables.
    private func references(_ plan: TestPlan, into page: inout TextBuffer) {
        let criteria = plan.criteria
        let practices = plan.bestPractices
        guard !criteria.isEmpty || !practices.isEmpty else { return }
        let words = plan.words
        page.append("\n\n### ")
        page.append(words.successCriteria)
        page.append("\n\n")
        if criteria.isEmpty {
            page.append(words.noCriteria)
        } else {
            for (index, criterion) in criteria.enumerated() {
                page.append(index == 0 ? "- [" : "\n- [")
                page.append(criterion.description)
                page.append("](")
                page.append(criterion.understandingURL)
                page.append(byte: 0x29)
            }
        }
        if !practices.isEmpty {
            page.append("\n\n")
            page.append(words.bestPractices)
            for (index, practice) in practices.enumerated() {
                if index > 0 { page.append("; ") }
                page.append(MarkdownEscaping.inline(practice))
            }
            page.append(byte: 0x2E)
        }
    }

    private func part(_ part: PartPlan, words: Words, into page: inout TextBuffer) {
        let marker = "\(part.number). "
        let indent = String(repeating: " ", count: marker.utf8.count)
        page.append(marker)
        page.append(MarkdownEscaping.inline(part.title))
        for line in part.lines {
            page.append(byte: 0x0A)
            page.append(indent)
            page.append("- ")
            page.append(MarkdownEscaping.inline(line.sentence))
            if line.isBestPractice {
                page.append(byte: 0x20)
                page.append(MarkdownEscaping.inline(words.bestPracticeLine))
            }
            for outcome in line.listedOutcomes {
                page.append(byte: 0x0A)
                page.append(indent)
                page.append("  - ")
                page.append(MarkdownEscaping.inline(outcome.sentence))
            }
        }
    }

    private func table(_ table: TablePlan, into page: inout TextBuffer) {
        page.append("| ")
        for (index, header) in table.headers.enumerated() {
            if index > 0 { page.append(" | ") }
            page.append(MarkdownEscaping.inline(header))
        }
        page.append(" |\n|")
        for _ in table.headers { page.append("---|") }
        for row in table.rows {
            page.append("\n| ")
            page.append(MarkdownEscaping.inline(row.input))
            page.append(" | ")
            page.append(MarkdownEscaping.inline(row.result))
            page.append(" |")
        }
    }
}
