import A11yPlan
import A11yPlanFormats

/// The coverage page: which components have plans on which platforms, and which WCAG 2.2 A and AA
/// success criteria the catalog tests and which it never touches, as a chart and the same numbers as
/// tables.
struct CoveragePage {
    let catalog: Catalog
    let links: SiteLinks
    /// What each plan tests, in any order.
    let plans: [PlanDigest]
    /// The fixed words of the page.
    let words: Words

    /// The coverage of `catalog` in `language`, from `plans` when a build has them already and from the
    /// catalog otherwise.
    init(catalog: Catalog, links: SiteLinks, language: Language = .english, plans: [PlanDigest]? = nil) {
        self.catalog = catalog
        self.links = links
        self.words = language.words
        self.plans = plans ?? PlanDigest.all(of: catalog, language: language)
    }

    /// WCAG 2.2's A and AA criteria, 4.1.1 Parsing left out as obsolete.
    static let levelAA = SuccessCriterion.all.filter { $0.level <= .aa && !$0.isObsolete }

    private func e(_ text: String) -> String { HTMLEscaping.text(text) }

    func page() -> SitePage {
        let path = SitePaths.coverage
        var plansByCriterion: [SuccessCriterion: Int] = [:]
        var checks: [String: Int] = [:]
        for plan in plans {
            for criterion in plan.criteria { plansByCriterion[criterion, default: 0] += 1 }
            checks["\(plan.componentID)/\(plan.platform.rawValue)"] = plan.checks
        }
        let tested = Self.levelAA.filter { plansByCriterion[$0] != nil }
        let untested = Self.levelAA.filter { plansByCriterion[$0] == nil }
        var html = "<h1>\(e(words.coverage))</h1>\n"
        html += "<p>\(e(words.coverageSummary(tested.count, Self.levelAA.count, untested.count)))</p>\n"
        html += chart(tested: Set(tested))
        html += matrix(checks: checks, from: path)
        html += "<h2 id=\"tested\">\(e(words.successCriteriaTested))</h2>\n"
        html += criteriaTable(tested, plans: plansByCriterion, caption: words.testedCriteria)
        html += "<h2 id=\"untested\">\(e(words.successCriteriaNeverTested))</h2>\n"
        if untested.isEmpty {
            html += "<p>\(e(words.none))</p>\n"
        } else {
            html += "<ul class=\"criteria-list\">\n"
            for criterion in untested {
                html += "<li>\(link(criterion)) (\(criterion.level.rawValue))</li>\n"
            }
            html += "</ul>\n"
        }
        return SitePage(
            path: path,
            title: words.coverage,
            description: words.coverageDescription,
            content: html
        )
    }

    private func link(_ criterion: SuccessCriterion) -> String {
        "<a href=\"\(criterion.understandingURL)\">\(criterion.number) \(e(criterion.title))</a>"
    }

    /// Tested and untested A/AA criteria per WCAG principle: an inline SVG bar chart with its numbers
    /// in a table below, so the chart is never the only way to read them.
    private func chart(tested: Set<SuccessCriterion>) -> String {
        let rows = words.principles.enumerated().map { index, name in
            let all = Self.levelAA.filter { $0.number.hasPrefix("\(index + 1).") }
            return (name: "\(index + 1) \(name)", tested: all.filter(tested.contains).count, total: all.count)
        }
        let width = 560
        let barHeight = 28
        let labelWidth = 150
        let scale = Double(width - labelWidth - 90) / Double(rows.map(\.total).max() ?? 1)
        var svg = "<figure class=\"chart\">\n"
        svg +=
            "<svg role=\"img\" aria-labelledby=\"chart-title chart-desc\" viewBox=\"0 0 \(width) \(rows.count * (barHeight + 12) + 8)\" "
        svg += "width=\"100%\" preserveAspectRatio=\"xMinYMin meet\">\n"
        svg += "<title id=\"chart-title\">\(e(words.criteriaTestedByPrincipleChart))</title>\n"
        let summary = rows.map { words.principleTested($0.name, $0.tested, $0.total) }.joined(separator: "; ")
        svg += "<desc id=\"chart-desc\">\(e(summary)).</desc>\n"
        for (index, row) in rows.enumerated() {
            let y = 4 + index * (barHeight + 12)
            let total = Int(Double(row.total) * scale)
            let done = Int(Double(row.tested) * scale)
            svg += "<text class=\"chart-label\" x=\"0\" y=\"\(y + 19)\">\(e(row.name))</text>\n"
            svg +=
                "<rect class=\"chart-total\" x=\"\(labelWidth)\" y=\"\(y)\" width=\"\(total)\" height=\"\(barHeight)\"/>\n"
            svg +=
                "<rect class=\"chart-tested\" x=\"\(labelWidth)\" y=\"\(y)\" width=\"\(done)\" height=\"\(barHeight)\"/>\n"
            svg +=
                "<text class=\"chart-label\" x=\"\(labelWidth + total + 8)\" y=\"\(y + 19)\">\(row.tested) / \(row.total)</text>\n"
        }
        svg += "</svg>\n<figcaption>\(e(words.chartLegend))</figcaption>\n</figure>\n"
        svg += "<div class=\"table-scroll\" role=\"region\" aria-labelledby=\"by-principle\" tabindex=\"0\">\n"
        svg += "<table class=\"chart-data\">\n<caption><h2 id=\"by-principle\">"
        svg += "\(e(words.successCriteriaTestedByPrinciple))</h2></caption>\n"
        svg += headerRow([words.principle, words.tested, words.total])
        for row in rows {
            svg += "<tr><th scope=\"row\">\(e(row.name))</th><td>\(row.tested)</td><td>\(row.total)</td></tr>\n"
        }
        return svg + "</tbody>\n</table>\n</div>\n"
    }

    private func matrix(checks: [String: Int], from path: String) -> String {
        ComponentGrid(
            id: "matrix",
            caption: words.componentsAndPlatforms,
            componentHeader: words.component,
            components: catalog.components,
            rowHeader: { e($0.name) },
            cell: { component, platform in
                guard let count = checks["\(component.id)/\(platform.rawValue)"] else {
                    let notOn = component.unavailableReason(on: platform).map { words.notOnBecause(platform.name, $0) }
                    return "<span class=\"muted\">\(e(notOn ?? words.notOn(platform.name)))</span>"
                }
                let href = links.href(SitePaths.plan(id: component.id, platform: platform), from: path)
                return
                    "<a href=\"\(HTMLEscaping.attribute(href))\">\(e(words.checks(count)))<span class=\"visually-hidden\">"
                    + "\(e(words.forComponentOnPlatform(component.name, platform.name)))</span></a>"
            }
        ).html
    }

    /// The header row of a table with the columns `headers`, and the start of its body.
    private func headerRow(_ headers: [String]) -> String {
        "<thead><tr>" + headers.map { "<th scope=\"col\">\(e($0))</th>" }.joined() + "</tr></thead>\n<tbody>\n"
    }

    private func criteriaTable(_ criteria: [SuccessCriterion], plans: [SuccessCriterion: Int], caption: String)
        -> String
    {
        var html = "<table class=\"criteria\">\n<caption>\(e(caption))</caption>\n"
        html += headerRow([words.successCriterion, words.level, words.plansThatTestIt])
        for criterion in criteria {
            html += "<tr><th scope=\"row\">\(link(criterion))</th><td>\(criterion.level.rawValue)</td>"
            html += "<td>\(plans[criterion] ?? 0)</td></tr>\n"
        }
        return html + "</tbody>\n</table>\n"
    }
}
