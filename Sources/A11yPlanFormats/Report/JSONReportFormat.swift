import A11yPlan

/// A report as JSON in the versioned schema committed at `schema/report.schema.json`.
public struct JSONReportFormat: Format {
    /// The schema version this format writes; a change that breaks readers raises it.
    public static let schemaVersion = 1

    /// A format; it holds no state.
    public init() {}

    /// `json`.
    public var name: String { "json" }

    /// `json`.
    public var fileExtension: String { "json" }

    /// `application/json`.
    public var mediaType: String { "application/json" }

    /// "JSON".
    public var shortName: String { "JSON" }

    /// The link to this format, from `Words`.
    public func linkText(in words: Words) -> String { words.reportJSONLink }

    /// Appends the document and a newline; members are written in key order.
    public func write(_ report: Report, into out: inout TextBuffer) {
        let rollup = report.rollup
        var json = JSONWriter(pretty: true)
        json.beginObject(&out)
        json.key("catalog", &out)
        json.beginObject(&out)
        json.member("name", report.catalogName, &out)
        json.member("version", report.catalogVersion, &out)
        json.endObject(&out)
        json.key("checklists", &out)
        json.beginArray(&out)
        for summary in rollup.checklists {
            json.element(&out)
            json.beginObject(&out)
            json.key("component", &out)
            json.beginObject(&out)
            json.member("id", summary.componentID, &out)
            json.member("name", summary.componentName, &out)
            json.endObject(&out)
            write(counts: summary.counts, json: &json, into: &out)
            json.member("platform", summary.platform.rawValue, &out)
            json.endObject(&out)
        }
        json.endArray(&out)
        json.member("conflicts", rollup.conflicts.map(\.item.id), &out)
        json.key("criteria", &out)
        json.beginArray(&out)
        for result in rollup.criteria {
            json.element(&out)
            json.beginObject(&out)
            json.member("conflictingItems", result.conflictingItems, &out)
            json.member("conformance", result.conformance.rawValue, &out)
            write(counts: result.counts, json: &json, into: &out)
            json.member("items", result.items, &out)
            json.member("level", result.criterion.level.rawValue, &out)
            json.member("number", result.criterion.number, &out)
            json.member("title", result.criterion.title, &out)
            json.endObject(&out)
        }
        json.endArray(&out)
        json.member("generator", "A11yPlan \(A11yPlanVersion.current)", &out)
        json.key("items", &out)
        json.beginArray(&out)
        for outcome in rollup.outcomes {
            json.element(&out)
            write(outcome, json: &json, into: &out)
        }
        json.endArray(&out)
        json.key("runs", &out)
        json.beginArray(&out)
        for run in rollup.runs {
            json.element(&out)
            write(run, json: &json, into: &out)
        }
        json.endArray(&out)
        json.member("schemaVersion", Self.schemaVersion, &out)
        let subject: [(String, String?)] = [
            ("contact", report.subject.contact), ("product", report.productName),
            ("productVersion", report.productVersion), ("vendor", report.subject.vendor),
        ]
        if subject.contains(where: { $0.1 != nil }) {
            json.key("subject", &out)
            json.beginObject(&out)
            for case (let key, let value?) in subject { json.member(key, value, &out) }
            json.endObject(&out)
        }
        write(counts: rollup.totals, named: "totals", json: &json, into: &out)
        json.key("unknownItems", &out)
        json.beginArray(&out)
        for result in rollup.unknownResults {
            json.element(&out)
            json.beginObject(&out)
            json.member("component", result.componentID, &out)
            json.member("itemId", result.itemID, &out)
            json.member("notes", result.notes, &out)
            json.member("platform", result.platform.rawValue, &out)
            write(source: result.source, json: &json, into: &out)
            json.member("status", result.status.rawValue, &out)
            json.endObject(&out)
        }
        json.endArray(&out)
        json.endObject(&out)
        out.append(byte: 0x0A)
    }

    private func write(_ outcome: ItemOutcome, json: inout JSONWriter, into out: inout TextBuffer) {
        let item = outcome.item
        json.beginObject(&out)
        json.member("component", item.componentID, &out)
        json.member("expectation", item.expectation, &out)
        json.member("itemId", item.id, &out)
        json.member("platform", item.platform.rawValue, &out)
        json.member("references", item.references, &out)
        json.key("results", &out)
        json.beginArray(&out)
        for result in outcome.results {
            json.element(&out)
            json.beginObject(&out)
            json.member("notes", result.notes, &out)
            write(source: result.source, json: &json, into: &out)
            json.member("status", result.status.rawValue, &out)
            json.endObject(&out)
        }
        json.endArray(&out)
        json.member("status", outcome.status?.rawValue ?? "conflicting", &out)
        json.member("title", item.title, &out)
        json.endObject(&out)
    }

    private func write(_ run: TestRun, json: inout JSONWriter, into out: inout TextBuffer) {
        json.beginObject(&out)
        if let name = run.catalogName, let version = run.catalogVersion {
            json.key("catalog", &out)
            json.beginObject(&out)
            json.member("name", name, &out)
            json.member("version", version, &out)
            json.endObject(&out)
        }
        if let exportedAt = run.exportedAt { json.member("exportedAt", exportedAt, &out) }
        json.member("file", run.file, &out)
        if !run.metadata.isEmpty {
            json.key("metadata", &out)
            json.beginObject(&out)
            for (field, value) in run.metadata.fields.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
                if let value { json.member(field.rawValue, value, &out) }
            }
            json.endObject(&out)
        }
        json.member("results", run.results.count, &out)
        json.endObject(&out)
    }

    private func write(source: ResultSource, json: inout JSONWriter, into out: inout TextBuffer) {
        json.key("source", &out)
        json.beginObject(&out)
        json.member("file", source.file, &out)
        switch source.position {
        case .item(let index): json.member("index", index, &out)
        case .line(let line): json.member("line", line, &out)
        }
        json.endObject(&out)
    }

    private func write(
        counts: ResultCounts,
        named name: String = "counts",
        json: inout JSONWriter,
        into out: inout TextBuffer
    ) {
        json.key(name, &out)
        json.beginObject(&out)
        json.member("blocked", counts.blocked, &out)
        json.member("conflicting", counts.conflicting, &out)
        json.member("fail", counts.fail, &out)
        json.member("notApplicable", counts.notApplicable, &out)
        json.member("pass", counts.pass, &out)
        json.member("total", counts.total, &out)
        json.member("untested", counts.untested, &out)
        json.endObject(&out)
    }
}
