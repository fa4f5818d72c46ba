import A11yPlan

/// Renders one component's test plan on one platform as an HTML fragment for a page's `<main>`.
///
/// It follows the Markdown page's order: Usage, the platform title, How to test (Given, the numbered
/// parts as lists), then the numbered tables as real tables with captions and scoped headers. Text from
/// content is escaped; usage prose goes through libcmark's safe mode.
public struct HTMLPlanRenderer: Sendable {
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

    /// The HTML fragment for `plan`.
    public func render(_ plan: TestPlan) -> String {
        var html = ""
        html.reserveCapacity(8192)
        let level = min(headingLevel, 4)
        if includesUsage, let usage = plan.usage {
            html += heading(level, "Usage", id: "usage")
            html += HTMLProse.html(usage, topLevel: level + 1)
        }
        html += heading(level, plan.title, id: "plan")
        if let howToTest = plan.howToTest {
            html += "<div class=\"how-to-test\">\n"
            html += heading(level + 1, howToTest.title, id: "how-to-test")
            html += "<p class=\"given\">\(HTMLEscaping.text(howToTest.given))</p>\n"
            if !howToTest.parts.isEmpty {
                html += "<ol class=\"parts\">\n"
                for part in howToTest.parts {
                    html += self.part(part, level: level + 2)
                }
                html += "</ol>\n"
            }
            html += "</div>\n"
        }
        for table in plan.tables {
            html += self.table(table, level: level + 1)
        }
        return html + references(plan, level: level + 1)
    }

    /// The WCAG criteria the plan proves, linked to W3C's Understanding pages, and its best practices.
    private func references(_ plan: TestPlan, level: Int) -> String {
        let criteria = plan.criteria
        let practices = plan.bestPractices
        guard !criteria.isEmpty || !practices.isEmpty else { return "" }
        var html = "<div class=\"references\">\n" + heading(level, "WCAG 2.2 success criteria", id: "references")
        if criteria.isEmpty {
            html += "<p>None: every row is a platform best practice.</p>\n"
        } else {
            html += "<ul>\n"
            for criterion in criteria {
                html += "<li><a href=\"\(criterion.understandingURL)\">\(criterion.number) "
                html += "\(HTMLEscaping.text(criterion.title))</a> (\(criterion.level.rawValue))</li>\n"
            }
            html += "</ul>\n"
        }
        if !practices.isEmpty {
            let names = practices.map(HTMLEscaping.text).joined(separator: "; ")
            html += "<p>Platform best practices, not WCAG requirements: \(names).</p>\n"
        }
        return html + "</div>\n"
    }

    private func heading(_ level: Int, _ text: String, id: String) -> String {
        "<h\(level) id=\"\(idPrefix)\(id)\">\(HTMLEscaping.text(text))</h\(level)>\n"
    }

    private func part(_ part: PartPlan, level: Int) -> String {
        var html = "<li class=\"part part-\(part.kind.rawValue)\">"
        html += "<h\(level)>\(part.number). \(HTMLEscaping.text(part.title))</h\(level)>\n<ul class=\"steps\">\n"
        for line in part.lines {
            html += "<li><span class=\"connective\">\(HTMLEscaping.text(line.opening))</span> "
            html += HTMLEscaping.text(line.action)
            if let outcome = line.outcome {
                html += " " + self.outcome(outcome)
            }
            if !line.listedOutcomes.isEmpty {
                html += "\n<ul class=\"outcomes\">\n"
                for outcome in line.listedOutcomes {
                    html += "<li>\(self.outcome(outcome))</li>\n"
                }
                html += "</ul>\n"
            }
            html += "</li>\n"
        }
        return html + "</ul>\n</li>\n"
    }

    private func outcome(_ outcome: Outcome) -> String {
        "<strong class=\"sense\">\(outcome.sense.text)</strong> \(HTMLEscaping.text(outcome.text))"
    }

    private func table(_ table: TablePlan, level: Int) -> String {
        var html = "<table class=\"plan-table table-\(table.kind.rawValue)\">\n"
        html += "<caption><h\(level)>\(table.number). \(HTMLEscaping.text(table.title))</h\(level)></caption>\n"
        html += "<thead><tr>"
        for header in table.headers {
            html += "<th scope=\"col\">\(HTMLEscaping.text(header))</th>"
        }
        html += "</tr></thead>\n<tbody>\n"
        for row in table.rows {
            html += "<tr><th scope=\"row\">\(HTMLEscaping.text(row.input))</th>"
            html += "<td>\(HTMLEscaping.text(row.result))</td></tr>\n"
        }
        return html + "</tbody>\n</table>\n"
    }
}
