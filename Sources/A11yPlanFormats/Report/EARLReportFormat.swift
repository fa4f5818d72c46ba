import A11yPlan

/// A report as W3C EARL 1.0 in JSON-LD with its context inline, for the WCAG-EM Report Tool and other
/// EARL readers: one `earl:Assertion` per WCAG 2.2 success criterion and component on a platform.
///
/// Each component × platform with results is an `earl:TestSubject` (a blank node named by the
/// component's id and the platform, part of the product when the report names one); each criterion is
/// a test named `WCAG22:<slug>`, its Understanding page, and part of the criterion as the WCAG-EM
/// Report Tool names it (`WCAG:<slug>`). The outcome is `SubjectCriterionResult.outcome`; the result's
/// description lists the failing (or, for cannot tell, blocked) items with their notes and files.
/// Level A and AA criteria that no item references are untested, so that the report is complete.
public struct EARLReportFormat: Format {
    /// The context every document carries inline, so that readers need no network.
    static let context: [(String, String)] = [
        ("WCAG", "http://www.w3.org/TR/WCAG/#"),
        ("WCAG22", "https://www.w3.org/WAI/WCAG22/Understanding/"),
        ("dct", "http://purl.org/dc/terms/"),
        ("earl", "http://www.w3.org/ns/earl#"),
        ("foaf", "http://xmlns.com/foaf/0.1/"),
    ]

    /// The node id of A11yPlan as the assertor when no tester is recorded.
    static let softwareID = "_:a11yplan"

    /// The node id of the product when the report names one.
    static let productID = "_:product"

    /// A format; it holds no state.
    public init() {}

    /// The words the report is written in, from the report's language as `write` starts.
    var words = Words.english

    /// `earl`.
    public var name: String { "earl" }

    /// `jsonld`.
    public var fileExtension: String { "jsonld" }

    /// `application/ld+json`.
    public var mediaType: String { "application/ld+json" }

    /// "EARL".
    public var shortName: String { "EARL" }

    /// The link to this format, from `Words`.
    public func linkText(in words: Words) -> String { words.reportEARLLink }

    /// The node id of the subject `componentID` on `platform`: the same in every report.
    static func subjectID(_ componentID: String, _ platform: Platform) -> String {
        "_:\(componentID).\(platform.rawValue)"
    }

    /// The slug of `criterion`'s Understanding page: the last part of its URL without `.html`.
    public static func slug(_ criterion: SuccessCriterion) -> String {
        let last = criterion.understandingURL.split(separator: "/").last.map(String.init) ?? ""
        return last.hasSuffix(".html") ? String(last.dropLast(5)) : last
    }

    /// Appends the document and a newline; members are written in key order. In the report's language.
    public func write(_ report: Report, into out: inout TextBuffer) {
        var format = self
        format.words = report.language.words
        format.writeReport(report, into: &out)
    }

    private func writeReport(_ report: Report, into out: inout TextBuffer) {
        let rollup = report.rollup
        let results = rollup.criteriaBySubject
        let testers = Self.testers(of: rollup.runs)
        var json = JSONWriter(pretty: true)
        json.beginObject(&out)
        json.key("@context", &out)
        json.beginObject(&out)
        for (prefix, iri) in Self.context { json.member(prefix, iri, &out) }
        json.endObject(&out)
        json.key("@graph", &out)
        json.beginArray(&out)
        json.element(&out)
        json.beginObject(&out)
        json.member("@id", Self.softwareID, &out)
        json.member("@type", ["earl:Assertor", "earl:Software"], &out)
        json.member("dct:hasVersion", A11yPlanVersion.current, &out)
        json.member("dct:title", "A11yPlan", &out)
        json.endObject(&out)
        for (index, tester) in testers.enumerated() {
            json.element(&out)
            json.beginObject(&out)
            json.member("@id", "_:tester-\(index + 1)", &out)
            json.member("@type", ["earl:Assertor", "foaf:Person"], &out)
            json.member("foaf:name", tester, &out)
            json.endObject(&out)
        }
        let hasProduct = report.productName != nil || report.productVersion != nil
        if hasProduct {
            json.element(&out)
            json.beginObject(&out)
            json.member("@id", Self.productID, &out)
            json.member("@type", "earl:TestSubject", &out)
            if let version = report.productVersion { json.member("dct:hasVersion", version, &out) }
            if let name = report.productName { json.member("dct:title", name, &out) }
            json.endObject(&out)
        }
        for summary in rollup.checklists {
            json.element(&out)
            json.beginObject(&out)
            json.member("@id", Self.subjectID(summary.componentID, summary.platform), &out)
            json.member("@type", "earl:TestSubject", &out)
            json.member("dct:identifier", "\(summary.componentID).\(summary.platform.rawValue)", &out)
            if hasProduct { writeReference("dct:isPartOf", Self.productID, json: &json, into: &out) }
            json.member("dct:title", words.earlSubject(summary.componentName, summary.platform.name), &out)
            json.endObject(&out)
        }
        for criterion in Set(results.map(\.criterion)).sorted() {
            let slug = Self.slug(criterion)
            json.element(&out)
            json.beginObject(&out)
            json.member("@id", "WCAG22:\(slug)", &out)
            json.member("@type", ["earl:TestCriterion", "earl:TestRequirement"], &out)
            writeReference("dct:isPartOf", "WCAG:\(slug)", json: &json, into: &out)
            json.member("dct:title", criterion.description, &out)
            json.endObject(&out)
        }
        for result in results {
            json.element(&out)
            write(result, testers: testers, runs: rollup.runs, json: &json, into: &out)
        }
        json.endArray(&out)
        json.endObject(&out)
        out.append(byte: 0x0A)
    }

    private func write(
        _ result: SubjectCriterionResult, testers: [String], runs: [TestRun], json: inout JSONWriter,
        into out: inout TextBuffer
    ) {
        let outcome = result.outcome
        json.beginObject(&out)
        json.member("@type", "earl:Assertion", &out)
        json.key("earl:assertedBy", &out)
        json.beginArray(&out)
        for id in assertors(of: result, testers: testers, runs: runs) {
            json.element(&out)
            json.beginObject(&out)
            json.member("@id", id, &out)
            json.endObject(&out)
        }
        json.endArray(&out)
        writeReference("earl:mode", "earl:manual", json: &json, into: &out)
        json.key("earl:result", &out)
        json.beginObject(&out)
        json.member("@type", "earl:TestResult", &out)
        if let description = description(of: result, outcome: outcome) {
            json.member("dct:description", description, &out)
        }
        writeReference("earl:outcome", "earl:\(outcome.rawValue)", json: &json, into: &out)
        json.endObject(&out)
        writeReference("earl:subject", Self.subjectID(result.componentID, result.platform), json: &json, into: &out)
        writeReference("earl:test", "WCAG22:\(Self.slug(result.criterion))", json: &json, into: &out)
        json.endObject(&out)
    }

    /// The testers of the runs whose recorded results the assertion rests on, or A11yPlan when none is named.
    private func assertors(of result: SubjectCriterionResult, testers: [String], runs: [TestRun]) -> [String] {
        let files = Set(result.items.flatMap(\.results).filter { $0.status != .untested }.map(\.source.file))
        let named = Set(runs.filter { files.contains($0.file) }.compactMap(\.metadata.tester))
        let ids = testers.enumerated().filter { named.contains($0.element) }.map { "_:tester-\($0.offset + 1)" }
        return ids.isEmpty ? [Self.softwareID] : ids
    }

    /// The failing items (for cannot tell, the blocked ones) with their results, one a line; why the
    /// criterion is untested; nil when it passed or is inapplicable.
    private func description(of result: SubjectCriterionResult, outcome: CriterionOutcome) -> String? {
        let status: ResultStatus
        switch outcome {
        case .failed: status = .fail
        case .cantTell: status = .blocked
        case .untested: return result.items.isEmpty ? words.earlNoItem : words.noResult
        case .passed, .inapplicable: return nil
        }
        return result.items.compactMap { outcome -> String? in
            let matching = outcome.results.filter { $0.status == status }
            guard !matching.isEmpty else { return nil }
            let lines = matching.map { Report.line(of: $0, words: words) }
            return words.earlItemResults(outcome.item.title, outcome.item.id, lines.joined(separator: "; "))
        }.joined(separator: "\n")
    }

    /// Every tester the runs name, each once, in the order of the runs.
    static func testers(of runs: [TestRun]) -> [String] {
        var seen: Set<String> = []
        return runs.compactMap(\.metadata.tester).filter { seen.insert($0).inserted }
    }

    private func writeReference(_ key: String, _ id: String, json: inout JSONWriter, into out: inout TextBuffer) {
        json.key(key, &out)
        json.beginObject(&out)
        json.member("@id", id, &out)
        json.endObject(&out)
    }
}
