import A11yPlan

/// A report as one accessible, printable web page that stands alone when downloaded: the title with
/// the product, the summary with a bar chart (its text alternative states every number) and a table of
/// the same numbers, the failures first with their notes, the counts per component and platform, the
/// roll-up per success criterion, the conflicts, the results for items not in the catalog and the test
/// runs with their metadata.
///
/// The styles are inline and the page has no script and loads nothing: its only links to elsewhere are
/// the criteria's Understanding documents. Every text from results and the catalog is escaped.
public struct HTMLReportFormat: Format {
    /// A format; it holds no state.
    public init() {}

    /// The words the report is written in, from the report's language as `write` starts.
    var words = Words.english

    /// `html`.
    public var name: String { "html" }

    /// `html`.
    public var fileExtension: String { "html" }

    /// `text/html`.
    public var mediaType: String { "text/html" }

    /// "HTML".
    public var shortName: String { "HTML" }

    /// The link to this format, from `Words`.
    public func linkText(in words: Words) -> String { words.reportHTMLLink }

    /// The statuses the summary's chart and table show, in order, before the conflicting items.
    static let chartStatuses = ResultStatus.allCases

    /// Appends the page. In the report's language.
    public func write(_ report: Report, into page: inout TextBuffer) {
        var format = self
        format.words = report.language.words
        format.writeReport(report, into: &page)
    }

    private func writeReport(_ report: Report, into page: inout TextBuffer) {
        let rollup = report.rollup
        let product = [report.productName, report.productVersion].compactMap(\.self).joined(separator: " ")
        let title = product.isEmpty ? words.reportTitle : words.reportTitleFor(product)
        page.append(Self.head)
        page.append(htmlText: title)
        page.append("</title>\n<style>\n")
        page.append(HTMLReportStyle.css)
        page.append("\n</style>\n</head>\n<body>\n<header class=\"top\">\n<h1>")
        page.append(htmlText: title)
        page.append("</h1>\n<p>")
        page.append(htmlText: words.reportSource(rollup.runs.count, report.catalogName, report.catalogVersion))
        page.append("</p>\n")
        writeSubject(of: report, product: product, into: &page)
        page.append("</header>\n<main>\n")
        writeSummary(rollup.totals, into: &page)
        section("failures", words.failures, into: &page)
        if rollup.failures.isEmpty {
            paragraph(words.noFailures, into: &page)
        } else {
            // A failing item's recorded results are its failures, or, in a conflict, every result.
            writeOutcomes(rollup.failures, keeping: { $0.status != .untested }, into: &page)
        }
        page.append("</section>\n")
        section("components", words.resultsByComponent, into: &page)
        writeChecklists(rollup.checklists, into: &page)
        page.append("</section>\n")
        section("criteria", words.resultsByCriterion, into: &page)
        paragraph(words.criteriaExplanation, into: &page)
        writeCriteria(rollup.criteria, into: &page)
        page.append("</section>\n")
        section("conflicts", words.conflictingResults, into: &page)
        if rollup.conflicts.isEmpty {
            paragraph(words.none, into: &page)
        } else {
            paragraph(words.conflictsExplanation, into: &page)
            writeOutcomes(rollup.conflicts, keeping: { $0.status != .untested }, into: &page)
        }
        page.append("</section>\n")
        section("unknown", words.itemsNotInCatalog, into: &page)
        writeUnknown(rollup.unknownResults, into: &page)
        page.append("</section>\n")
        section("runs", words.testRuns, into: &page)
        writeRuns(rollup.runs, into: &page)
        page.append("</section>\n</main>\n<footer class=\"bottom\"><p>")
        page.append(htmlText: words.generatedBy(A11yPlanVersion.current))
        page.append("</p></footer>\n</body>\n</html>\n")
    }

    /// The page up to the title's text.
    private static let head = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="color-scheme" content="light dark">
        <title>
        """

    /// The product, vendor and contact the report names, as a description list; nothing when none is known.
    private func writeSubject(of report: Report, product: String, into page: inout TextBuffer) {
        let subject: [(String, String?)] = [
            (words.reportProduct, product), (words.reportVendor, report.subject.vendor),
            (words.reportContact, report.subject.contact),
        ]
        let known = subject.compactMap { label, value in value.flatMap { $0.isEmpty ? nil : (label, $0) } }
        guard !known.isEmpty else { return }
        descriptionList(known, className: "subject", into: &page)
    }

    /// A description list of `entries` (label, value), with the class `className`.
    private func descriptionList(_ entries: [(String, String)], className: String, into page: inout TextBuffer) {
        page.append("<dl class=\"")
        page.append(className)
        page.append("\">\n")
        for (label, value) in entries {
            page.append("<dt>")
            page.append(htmlText: label)
            page.append("</dt><dd>")
            page.append(htmlText: value)
            page.append("</dd>\n")
        }
        page.append("</dl>\n")
    }

    /// The totals sentence, the bar chart with its text alternative, and the table of the same numbers.
    private func writeSummary(_ totals: ResultCounts, into page: inout TextBuffer) {
        section("summary", words.summary, into: &page)
        page.append("<p class=\"totals\">")
        page.append(
            htmlText: words.reportSummary(
                totals.total, totals.pass, totals.fail, totals.notApplicable, totals.blocked, totals.untested,
                totals.conflicting))
        page.append("</p>\n<figure class=\"chart\">\n<div class=\"bars\" role=\"img\" aria-label=\"")
        page.append(
            attribute: words.reportChartLabel(
                totals.total, totals.pass, totals.fail, totals.notApplicable, totals.blocked, totals.untested,
                totals.conflicting))
        page.append("\">\n")
        for (key, label, count) in counts(totals) {
            page.append("<div class=\"bar-row\"><span class=\"bar-label\">")
            page.append(htmlText: label)
            page.append("</span><span class=\"bar-track\"><span class=\"bar bar-")
            page.append(key)
            page.append("\" style=\"width: ")
            let permille = totals.total == 0 ? 0 : (count * 1000 + totals.total / 2) / totals.total
            page.append(permille / 10)
            page.append(byte: 0x2E)
            page.append(permille % 10)
            page.append("%\"></span></span><span class=\"bar-count\">")
            page.append(count)
            page.append("</span></div>\n")
        }
        page.append("</div>\n<figcaption>")
        page.append(htmlText: words.reportChartCaption)
        page.append("</figcaption>\n</figure>\n")
        tableStart("totals-caption", caption: words.itemsByResult, into: &page)
        page.append("<thead><tr><th scope=\"col\">")
        page.append(htmlText: words.resultColumn)
        page.append("</th><th scope=\"col\" class=\"num\">")
        page.append(htmlText: words.items)
        page.append("</th></tr></thead>\n<tbody>\n")
        for (key, label, count) in counts(totals) {
            page.append("<tr data-status=\"")
            page.append(key)
            page.append("\"><th scope=\"row\">")
            page.append(htmlText: label)
            page.append("</th><td class=\"num\">")
            page.append(count)
            page.append("</td></tr>\n")
        }
        page.append("</tbody>\n<tfoot><tr><th scope=\"row\">")
        page.append(htmlText: words.total)
        page.append("</th><td class=\"num\">")
        page.append(totals.total)
        page.append("</td></tr></tfoot>\n")
        tableEnd(into: &page)
        page.append("</section>\n")
    }

    /// Each status's key (its results JSON name, or `conflicting`), its title and its count, in order.
    private func counts(_ totals: ResultCounts) -> [(key: String, label: String, count: Int)] {
        Self.chartStatuses.map { ($0.rawValue, words.resultStatus($0), totals[$0]) }
            + [("conflicting", words.conflicting, totals.conflicting)]
    }

    /// Items as a numbered list, each with its title, id, expected result and its results that `keeping`
    /// keeps, with their files and notes.
    private func writeOutcomes(
        _ outcomes: [ItemOutcome], keeping: (ItemResult) -> Bool, into page: inout TextBuffer
    ) {
        page.append("<ol class=\"outcomes\">\n")
        for outcome in outcomes {
            page.append("<li class=\"outcome\">\n<h3>")
            page.append(htmlText: Report.title(of: outcome.item))
            page.append("</h3>\n<p class=\"item-id\">")
            page.append(htmlText: words.itemID)
            page.append("<code>")
            page.append(htmlText: outcome.item.id)
            page.append("</code></p>\n<p>")
            page.append(htmlText: words.expected + outcome.item.expectation)
            page.append("</p>\n<ul class=\"results\">\n")
            for result in outcome.results where keeping(result) {
                let status =
                    "<span class=\"status\">" + HTMLEscaping.text(words.resultStatus(result.status)) + "</span>"
                let source = HTMLEscaping.text(HTMLDocumentText.visible(result.source.description))
                page.append("<li>")
                page.append(Words.fill([status, source], escape: HTMLEscaping.text) { words.resultAt($0[0], $0[1]) })
                if !result.notes.isEmpty {
                    page.append("<p class=\"notes\">")
                    page.append(htmlText: result.notes)
                    page.append("</p>")
                }
                page.append("</li>\n")
            }
            page.append("</ul>\n</li>\n")
        }
        page.append("</ol>\n")
    }

    /// The counts per component and platform, one row each.
    private func writeChecklists(_ summaries: [ChecklistSummary], into page: inout TextBuffer) {
        tableStart("components-caption", caption: words.resultsByComponent, into: &page)
        page.append("<thead><tr>")
        headerCells([words.component, words.platform], numeric: false, into: &page)
        headerCells(
            ResultStatus.allCases.map(words.resultStatus) + [words.conflicting, words.items], numeric: true, into: &page
        )
        page.append("</tr></thead>\n<tbody>\n")
        for summary in summaries {
            let counts = summary.counts
            page.append("<tr><th scope=\"row\">")
            page.append(htmlText: summary.componentName)
            page.append("</th><td>")
            page.append(htmlText: summary.platform.name)
            page.append("</td>")
            numberCells(ResultStatus.allCases.map { counts[$0] } + [counts.conflicting, counts.total], into: &page)
            page.append("</tr>\n")
        }
        page.append("</tbody>\n")
        tableEnd(into: &page)
    }

    /// The roll-up per success criterion: its number and title linking to its Understanding document,
    /// its level, its conformance and its counts.
    private func writeCriteria(_ criteria: [CriterionResult], into page: inout TextBuffer) {
        let statuses: [ResultStatus] = [.pass, .fail, .notApplicable, .blocked]
        tableStart("criteria-caption", caption: words.resultsByCriterion, into: &page)
        page.append("<thead><tr>")
        headerCells([words.successCriterion, words.level, words.conformanceLevel], numeric: false, into: &page)
        headerCells(
            statuses.map(words.resultStatus) + [
                words.resultStatus(.untested), words.conflicting, words.itemsWithResults,
            ],
            numeric: true, into: &page)
        page.append("</tr></thead>\n<tbody>\n")
        for result in criteria {
            let criterion = result.criterion
            page.append("<tr><th scope=\"row\"><a href=\"")
            page.append(attribute: criterion.understandingURL)
            page.append("\">")
            page.append(htmlText: "\(criterion.number) \(criterion.title)")
            page.append("</a></th><td>")
            page.append(criterion.level.rawValue)
            page.append("</td><td>")
            page.append(htmlText: words.conformance(result.conformance))
            page.append("</td>")
            numberCells(
                statuses.map { result.counts[$0] } + [result.counts.untested, result.conflictingItems, result.items],
                into: &page)
            page.append("</tr>\n")
        }
        page.append("</tbody>\n")
        tableEnd(into: &page)
    }

    /// The results whose item ids the catalog lacks, by file and position, or "None.".
    private func writeUnknown(_ results: [ItemResult], into page: inout TextBuffer) {
        guard !results.isEmpty else {
            paragraph(words.none, into: &page)
            return
        }
        paragraph(words.itemsNotInCatalogExplanation, into: &page)
        tableStart("unknown-caption", caption: words.itemsNotInCatalog, into: &page)
        page.append("<thead><tr>")
        headerCells([words.source, words.item, words.results, words.notes], numeric: false, into: &page)
        page.append("</tr></thead>\n<tbody>\n")
        for result in results {
            page.append("<tr><th scope=\"row\">")
            page.append(htmlText: result.source.description)
            page.append("</th><td class=\"id\">")
            page.append(htmlText: result.itemID)
            page.append("</td><td>")
            page.append(htmlText: words.resultStatus(result.status))
            page.append("</td><td class=\"notes\">")
            page.append(htmlText: result.notes)
            page.append("</td></tr>\n")
        }
        page.append("</tbody>\n")
        tableEnd(into: &page)
    }

    /// One heading per run, its file, with when it was downloaded and the metadata the tester recorded.
    private func writeRuns(_ runs: [TestRun], into page: inout TextBuffer) {
        for run in runs {
            page.append("<h3>")
            page.append(htmlText: run.file)
            page.append("</h3>\n")
            var entries: [(String, String)] = run.exportedAt.map { [(words.downloaded, $0)] } ?? []
            let recorded = run.metadata.fields.compactMap { field, value in value.map { (words.runField(field), $0) } }
            entries += recorded
            if !entries.isEmpty { descriptionList(entries, className: "fields", into: &page) }
            if recorded.isEmpty { paragraph(words.notRecorded, into: &page) }
        }
    }

    /// Opens a section with its heading, whose id is `id`.
    private func section(_ id: String, _ heading: String, into page: inout TextBuffer) {
        page.append("<section>\n<h2 id=\"")
        page.append(id)
        page.append("\">")
        page.append(htmlText: heading)
        page.append("</h2>\n")
    }

    private func paragraph(_ words: String, into page: inout TextBuffer) {
        page.append("<p>")
        page.append(htmlText: words)
        page.append("</p>\n")
    }

    /// Opens a table inside a focusable region that scrolls sideways on a narrow screen, named by the
    /// table's caption (whose id is `id`).
    private func tableStart(_ id: String, caption: String, into page: inout TextBuffer) {
        page.append("<div class=\"table-scroll\" role=\"region\" tabindex=\"0\" aria-labelledby=\"")
        page.append(id)
        page.append("\">\n<table>\n<caption id=\"")
        page.append(id)
        page.append("\">")
        page.append(htmlText: caption)
        page.append("</caption>\n")
    }

    private func tableEnd(into page: inout TextBuffer) {
        page.append("</table>\n</div>\n")
    }

    /// Column headers; numeric ones are aligned right, as their cells are.
    private func headerCells(_ headers: [String], numeric: Bool, into page: inout TextBuffer) {
        for header in headers {
            page.append(numeric ? "<th scope=\"col\" class=\"num\">" : "<th scope=\"col\">")
            page.append(htmlText: header)
            page.append("</th>")
        }
    }

    private func numberCells(_ numbers: [Int], into page: inout TextBuffer) {
        for number in numbers {
            page.append("<td class=\"num\">")
            page.append(number)
            page.append("</td>")
        }
    }
}
