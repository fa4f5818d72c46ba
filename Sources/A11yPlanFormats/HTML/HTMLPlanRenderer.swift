import A11yPlan

/// Renders one component's test plan on one platform as an HTML fragment for a page's `<main>`.
///
/// It follows the Markdown page's order: Usage, the platform title, How to test (Given, the numbered
/// parts as lists), then the numbered tables as real tables with captions and scoped headers. Text from
/// content is escaped; usage prose goes through libcmark's safe mode.
public struct HTMLPlanRenderer: Format {
    /// The heading level of the platform title ("iOS Popover tooltip"); the rest nests below it.
    public var headingLevel: Int
    /// Whether to start with the Usage section (a cross-platform page shows usage once, above).
    public var includesUsage: Bool
    /// A prefix that keeps element ids unique when several plans share a page.
    public var idPrefix: String

    /// A renderer whose platform title is an `h<headingLevel>`.
    public init(headingLevel: Int = 2, includesUsage: Bool = true, idPrefix: String = "") {
        self.headingLevel = headingLevel
        self.includesUsage = includesUsage
        self.idPrefix = idPrefix
    }

    /// `html`.
    public var name: String { "html" }
    /// `html`.
    public var fileExtension: String { "html" }
    /// `text/html`.
    public var mediaType: String { "text/html" }
    /// "HTML".
    public var shortName: String { "HTML" }
    /// "Test plan as HTML".
    public func linkText(in words: Words) -> String { words.planHTMLLink }

    /// Appends the HTML fragment for `plan`.
    public func write(_ plan: TestPlan, into html: inout TextBuffer) {
        write(plan, usage: nil, into: &html)
    }

    /// Appends the fragment for `plan`; `usage`, when given, is the usage prose as HTML already,
    /// rendered once for every plan of the component.
    package func write(_ plan: TestPlan, usage: String?, into html: inout TextBuffer) {
        let level = min(headingLevel, 4)
        if includesUsage, let markdown = plan.usage {
            writeUsage(usage ?? HTMLProse.html(markdown, topLevel: level + 1), words: plan.words, into: &html)
        }
        heading(level, plan.title, id: "plan", into: &html)
        if let howToTest = plan.howToTest {
            html.append("<div class=\"how-to-test\">\n")
            heading(level + 1, howToTest.title, id: "how-to-test", into: &html)
            html.append("<p class=\"given\">")
            html.append(html: howToTest.given)
            html.append("</p>\n")
            if !howToTest.parts.isEmpty {
                html.append("<ol class=\"parts\">\n")
                for part in howToTest.parts {
                    self.part(part, level: level + 2, words: plan.words, into: &html)
                }
                html.append("</ol>\n")
            }
            html.append("</div>\n")
        }
        for table in plan.tables {
            self.table(table, level: level + 1, into: &html)
        }
        references(plan, level: level + 1, into: &html)
    }

    /// Appends the Usage section with `usage`, the prose as HTML, as `write` starts a plan with it.
    package func writeUsage(_ usage: String, words: Words, into html: inout TextBuffer) {
        heading(min(headingLevel, 4), words.usage, id: "usage", into: &html)
        html.append(usage)
    }

    /// The WCAG criteria the plan proves, linked to W3C's Understanding pages, and its best practices.
    private func references(_ plan: TestPlan, level: Int, into html: inout TextBuffer) {
        let criteria = plan.criteria
        let practices = plan.bestPractices
        guard !criteria.isEmpty || !practices.isEmpty else { return }
        let words = plan.words
        html.append("<div class=\"references\">\n")
        heading(level, words.successCriteria, id: "references", into: &html)
        if criteria.isEmpty {
            html.append("<p>")
            html.append(html: words.noCriteria)
            html.append("</p>\n")
        } else {
            html.append("<ul>\n")
            for criterion in criteria {
                html.append("<li><a href=\"")
                html.append(criterion.understandingURL)
                html.append("\">")
                html.append(criterion.number)
                html.append(byte: 0x20)
                // WCAG's titles are W3C's English words: marked so that a screen reader reads them in English.
                html.append(
                    html: plan.language == .english
                        ? criterion.title : ForeignText.mark(criterion.title, language: "en"))
                html.append("</a> (")
                html.append(criterion.level.rawValue)
                html.append(")</li>\n")
            }
            html.append("</ul>\n")
        }
        if !practices.isEmpty {
            html.append("<p>")
            html.append(html: words.bestPractices)
            for (index, practice) in practices.enumerated() {
                if index > 0 { html.append("; ") }
                html.append(html: practice)
            }
            html.append(".</p>\n")
        }
        html.append("</div>\n")
    }

    private func heading(_ level: Int, _ text: String, id: String, into html: inout TextBuffer) {
        html.append("<h")
        html.append(level)
        html.append(" id=\"")
        html.append(idPrefix)
        html.append(id)
        html.append("\">")
        html.append(html: text)
        html.append("</h")
        html.append(level)
        html.append(">\n")
    }

    private func part(_ part: PartPlan, level: Int, words: Words, into html: inout TextBuffer) {
        html.append("<li class=\"part part-")
        html.append(part.kind.rawValue)
        html.append("\">")
        numberedHeading(level, part.number, part.title, into: &html)
        html.append("\n<ul class=\"steps\">\n")
        for line in part.lines {
            html.append("<li><span class=\"connective\">")
            html.append(html: line.opening)
            html.append("</span> ")
            html.append(html: line.condition)
            if let outcome = line.outcome {
                html.append(html: line.beforeOutcome)
                self.outcome(outcome, into: &html)
            }
            if line.isBestPractice {
                html.append(" <span class=\"best-practice\">")
                html.append(html: words.bestPracticeLine)
                html.append("</span>")
            }
            if !line.listedOutcomes.isEmpty {
                html.append("\n<ul class=\"outcomes\">\n")
                for outcome in line.listedOutcomes {
                    html.append("<li>")
                    self.outcome(outcome, into: &html)
                    html.append("</li>\n")
                }
                html.append("</ul>\n")
            }
            html.append("</li>\n")
        }
        html.append("</ul>\n</li>\n")
    }

    /// A part's or table's heading, without an id: `<h4>1. Keyboard only</h4>`.
    private func numberedHeading(_ level: Int, _ number: Int, _ title: String, into html: inout TextBuffer) {
        html.append("<h")
        html.append(level)
        html.append(">")
        html.append(number)
        html.append(". ")
        html.append(html: title)
        html.append("</h")
        html.append(level)
        html.append(">")
    }

    private func outcome(_ outcome: Outcome, into html: inout TextBuffer) {
        html.append("<strong class=\"sense\">")
        html.append(html: outcome.lead)
        html.append("</strong>")
        html.append(html: outcome.separator)
        html.append(html: outcome.text)
    }

    private func table(_ table: TablePlan, level: Int, into html: inout TextBuffer) {
        html.append("<table class=\"plan-table table-")
        html.append(table.kind.rawValue)
        html.append("\">\n<caption>")
        numberedHeading(level, table.number, table.title, into: &html)
        html.append("</caption>\n<thead><tr>")
        for header in table.headers {
            html.append("<th scope=\"col\">")
            html.append(html: header)
            html.append("</th>")
        }
        html.append("</tr></thead>\n<tbody>\n")
        for row in table.rows {
            html.append("<tr><th scope=\"row\">")
            html.append(html: row.input)
            html.append("</th><td>")
            html.append(html: row.result)
            html.append("</td></tr>\n")
        }
        html.append("</tbody>\n</table>\n")
    }
}
