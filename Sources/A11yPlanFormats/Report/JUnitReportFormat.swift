import A11yPlan

/// A report as JUnit XML, for CI dashboards and test-management imports: a test suite per component
/// on a platform and a test case per checklist item.
///
/// An item with a failing result is a failure with the notes; not applicable, blocked, untested and
/// conflicting results without a failure are skipped, with what was recorded; results for items not
/// in the catalog are skipped cases in a suite of their own.
public struct JUnitReportFormat: Format {
    /// A format; it holds no state.
    public init() {}

    /// The words the report is written in, from the report's language as `write` starts.
    var words = Words.english

    /// `junit`.
    public var name: String { "junit" }

    /// `xml`.
    public var fileExtension: String { "xml" }

    /// `application/xml`.
    public var mediaType: String { "application/xml" }

    /// "JUnit XML".
    public var shortName: String { "JUnit XML" }

    /// The link to this format, from `Words`.
    public func linkText(in words: Words) -> String { words.reportJUnitLink }

    /// What one test case is: passed, failed with a message and details, or skipped with a message.
    private enum Verdict {
        case passed
        case failed(message: String, details: String)
        case skipped(message: String)
    }

    /// Appends the document. In the report's language.
    public func write(_ report: Report, into xml: inout TextBuffer) {
        var format = self
        format.words = report.language.words
        format.writeReport(report, into: &xml)
    }

    private func writeReport(_ report: Report, into xml: inout TextBuffer) {
        let rollup = report.rollup
        var suites: [(name: String, cases: [(classname: String, name: String, out: String, verdict: Verdict)])] = []
        var start = 0
        for summary in rollup.checklists {
            let outcomes = rollup.outcomes[start..<start + summary.counts.total]
            start += summary.counts.total
            suites.append(
                (
                    words.componentOnPlatform(summary.componentName, summary.platform.name),
                    outcomes.map { outcome in
                        (
                            "\(summary.componentID).\(summary.platform.rawValue)", outcome.item.id,
                            "\(outcome.item.title)\n\(words.expected)\(outcome.item.expectation)", verdict(outcome)
                        )
                    }
                ))
        }
        if !rollup.unknownResults.isEmpty {
            suites.append(
                (
                    words.itemsNotInCatalog,
                    rollup.unknownResults.map { result in
                        (
                            "\(result.componentID).\(result.platform.rawValue)", result.itemID, "",
                            .skipped(message: "\(words.notInCatalog): \(Report.line(of: result, words: words))")
                        )
                    }
                ))
        }
        let all = suites.flatMap(\.cases)
        xml.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        xml.append("<testsuites name=\"\(XMLEscaping.attribute(words.junitSuitesName))\"")
        writeCounts(all.map(\.verdict), skipped: false, into: &xml)
        xml.append(">\n")
        for suite in suites {
            xml.append("  <testsuite name=\"\(XMLEscaping.attribute(suite.name))\"")
            writeCounts(suite.cases.map(\.verdict), into: &xml)
            xml.append(">\n")
            for testCase in suite.cases {
                xml.append("    <testcase classname=\"\(XMLEscaping.attribute(testCase.classname))\"")
                xml.append(" name=\"\(XMLEscaping.attribute(testCase.name))\">\n")
                switch testCase.verdict {
                case .passed:
                    break
                case .failed(let message, let details):
                    xml.append("      <failure message=\"\(XMLEscaping.attribute(message))\" type=\"fail\">")
                    xml.append(XMLEscaping.text(details))
                    xml.append("</failure>\n")
                case .skipped(let message):
                    xml.append("      <skipped message=\"\(XMLEscaping.attribute(message))\"/>\n")
                }
                if !testCase.out.isEmpty {
                    xml.append("      <system-out>\(XMLEscaping.text(testCase.out))</system-out>\n")
                }
                xml.append("    </testcase>\n")
            }
            xml.append("  </testsuite>\n")
        }
        xml.append("</testsuites>\n")
    }

    private func verdict(_ outcome: ItemOutcome) -> Verdict {
        let recorded = outcome.results.filter { $0.status != .untested }
        if outcome.hasFailure {
            let failures = recorded.filter { $0.status == .fail }
            let message = failures.map(\.notes).first { !$0.isEmpty } ?? words.resultStatus(.fail)
            return .failed(
                message: message, details: recorded.map { Report.line(of: $0, words: words) }.joined(separator: "\n"))
        }
        if outcome.status == .pass { return .passed }
        if recorded.isEmpty { return .skipped(message: words.noResult) }
        let prefix = outcome.isConflicting ? "\(words.conflicting): " : ""
        return .skipped(message: prefix + recorded.map { Report.line(of: $0, words: words) }.joined(separator: "; "))
    }

    /// The counts' attributes; `skipped` only on a suite: the JUnit schema that Jenkins validates
    /// with (junit-10.xsd) has no `skipped` attribute on `testsuites`.
    private func writeCounts(_ verdicts: [Verdict], skipped withSkipped: Bool = true, into xml: inout TextBuffer) {
        var failures = 0
        var skipped = 0
        for verdict in verdicts {
            switch verdict {
            case .passed: break
            case .failed: failures += 1
            case .skipped: skipped += 1
            }
        }
        xml.append(" tests=\"\(verdicts.count)\" failures=\"\(failures)\" errors=\"0\"")
        if withSkipped { xml.append(" skipped=\"\(skipped)\"") }
    }
}
