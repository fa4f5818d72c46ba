import A11yPlan

/// A report as GitHub-flavoured Markdown, to paste into an issue or pull request: the summary, the
/// failures first with their notes, the counts per component and platform, the roll-up per success
/// criterion, the conflicts and the results for items not in the catalog.
public struct MarkdownReportFormat: Format {
    /// A format; it holds no state.
    public init() {}

    /// The words the report is written in, from the report's language as `write` starts.
    var words = Words.english

    /// `markdown`.
    public var name: String { "markdown" }

    /// `md`.
    public var fileExtension: String { "md" }

    /// `text/markdown`.
    public var mediaType: String { "text/markdown" }

    /// "Markdown".
    public var shortName: String { "Markdown" }

    /// The link to this format, from `Words`.
    public func linkText(in words: Words) -> String { words.reportMarkdownLink }

    /// Appends the report. In the report's language.
    public func write(_ report: Report, into md: inout TextBuffer) {
        var format = self
        format.words = report.language.words
        format.writeReport(report, into: &md)
    }

    private func writeReport(_ report: Report, into md: inout TextBuffer) {
        let rollup = report.rollup
        md.append("# \(words.reportTitle)\n\n")
        md.append(
            text(words.reportSource(rollup.runs.count, report.catalogName, report.catalogVersion)))
        let subject: [(String, String?)] = [
            (
                words.reportProduct,
                [report.productName, report.productVersion].compactMap(\.self).joined(separator: " ")
            ),
            (words.reportVendor, report.subject.vendor), (words.reportContact, report.subject.contact),
        ]
        for case (let label, let value?) in subject where !value.isEmpty {
            md.append("\\\n\(label): ")
            md.append(text(value))
        }
        md.append("\n\n## \(words.summary)\n\n")
        let totals = rollup.totals
        md.append(
            words.reportSummary(
                totals.total, totals.pass, totals.fail, totals.notApplicable, totals.blocked, totals.untested,
                totals.conflicting))
        md.append("\n\n## \(words.failures)\n\n")
        writeFailures(rollup.failures, into: &md)
        md.append("\n## \(words.resultsByComponent)\n\n")
        writeChecklists(rollup.checklists, into: &md)
        md.append("\n## \(words.resultsByCriterion)\n\n\(words.criteriaExplanation)\n\n")
        writeCriteria(rollup.criteria, into: &md)
        md.append("\n## \(words.conflictingResults)\n\n")
        if rollup.conflicts.isEmpty {
            md.append("\(words.none)\n")
        } else {
            md.append("\(words.conflictsExplanation)\n\n")
            for outcome in rollup.conflicts {
                writeItem(outcome, results: outcome.results.filter { $0.status != .untested }, into: &md)
            }
        }
        md.append("\n## \(words.testRuns)\n\n")
        writeRuns(rollup.runs, into: &md)
        md.append("\n## \(words.itemsNotInCatalog)\n\n")
        if rollup.unknownResults.isEmpty {
            md.append("\(words.none)\n")
        } else {
            md.append("\(words.itemsNotInCatalogExplanation)\n\n")
            row([words.source, words.item, words.results, words.notes], into: &md)
            md.append("|---|---|---|---|\n")
            for result in rollup.unknownResults {
                row(
                    [result.source.description, result.itemID, words.resultStatus(result.status), result.notes].map(
                        text),
                    into: &md)
            }
        }
    }

    private func writeFailures(_ failures: [ItemOutcome], into md: inout TextBuffer) {
        guard !failures.isEmpty else {
            md.append("\(words.noFailures)\n")
            return
        }
        for outcome in failures {
            // A failing item's recorded results are its failures, or, in a conflict, every result.
            writeItem(outcome, results: outcome.results.filter { $0.status != .untested }, into: &md)
        }
    }

    /// One item as a list entry, with its id, its expected result and `results` beneath.
    private func writeItem(_ outcome: ItemOutcome, results: [ItemResult], into md: inout TextBuffer) {
        md.append("- **\(text(Report.title(of: outcome.item)))** (")
        md.append(text(outcome.item.id))
        md.append(")\\\n  \(text(words.expected + outcome.item.expectation))\n")
        for result in results {
            md.append("  - ")
            md.append(text(words.resultAt(words.resultStatus(result.status), result.source.description)))
            if !result.notes.isEmpty {
                md.append(": ")
                md.append(text(result.notes))
            }
            md.append("\n")
        }
    }

    /// One list entry per run: its file, when it was downloaded and the metadata the tester recorded.
    private func writeRuns(_ runs: [TestRun], into md: inout TextBuffer) {
        for run in runs {
            md.append("- **\(text(run.file))**")
            if let exportedAt = run.exportedAt { md.append(" (\(words.downloaded) \(text(exportedAt)))") }
            let recorded = run.metadata.fields.compactMap { field, value in value.map { (field, $0) } }
            md.append(recorded.isEmpty ? ": \(words.notRecorded)\n" : "\n")
            for (field, value) in recorded { md.append("  - \(words.runField(field)): \(text(value))\n") }
        }
    }

    private func writeChecklists(_ summaries: [ChecklistSummary], into md: inout TextBuffer) {
        row(
            [words.component, words.platform] + ResultStatus.allCases.map(words.resultStatus) + [
                words.conflicting, words.items,
            ],
            into: &md)
        md.append("|---|---|---:|---:|---:|---:|---:|---:|---:|\n")
        for summary in summaries {
            let counts = summary.counts
            row(
                [text(summary.componentName), summary.platform.name]
                    + ResultStatus.allCases.map { String(counts[$0]) } + [
                        String(counts.conflicting), String(counts.total),
                    ],
                into: &md)
        }
    }

    private func writeCriteria(_ criteria: [CriterionResult], into md: inout TextBuffer) {
        let statuses: [ResultStatus] = [.pass, .fail, .notApplicable, .blocked]
        row(
            [words.successCriterion, words.level, words.conformanceLevel] + statuses.map(words.resultStatus) + [
                words.resultStatus(.untested), words.conflicting, words.itemsWithResults,
            ],
            into: &md)
        md.append("|---|---|---|---:|---:|---:|---:|---:|---:|---:|\n")
        for result in criteria {
            let criterion = result.criterion
            let name =
                "[\(criterion.number) \(text(criterion.title))](\(criterion.understandingURL))"
            row(
                [name, criterion.level.rawValue, words.conformance(result.conformance)]
                    + statuses.map { String(result.counts[$0]) } + [
                        String(result.counts.untested), String(result.conflictingItems), String(result.items),
                    ],
                into: &md)
        }
    }

    /// `words` as literal inline Markdown, with control characters (which no reader can see) as U+FFFD.
    private func text(_ words: String) -> String {
        let visible = words.unicodeScalars.map { scalar -> String in
            scalar.value < 0x20 && scalar != "\n" && scalar != "\t" && scalar != "\r" || scalar.value == 0x7F
                ? "\u{FFFD}" : String(scalar)
        }
        return MarkdownEscaping.inline(visible.joined())
    }

    /// One table row of cells that are already Markdown.
    private func row(_ cells: [String], into md: inout TextBuffer) {
        md.append("| ")
        md.append(cells.joined(separator: " | "))
        md.append(" |\n")
    }
}
