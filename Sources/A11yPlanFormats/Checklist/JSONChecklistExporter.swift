import A11yPlan

/// JSON in the versioned checklist schema committed at `schema/checklist.schema.json`.
public struct JSONChecklistExporter: Format {
    /// The schema version this exporter writes; a change that breaks readers raises it.
    public static let schemaVersion = 1

    /// An exporter; it holds no state.
    public init() {}

    /// `json`.
    public var fileExtension: String { "json" }

    /// `json`.
    public var name: String { "json" }

    /// `application/json`.
    public var mediaType: String { "application/json" }

    /// "JSON".
    public var shortName: String { "JSON" }

    /// The link to this format, from `Words`.
    public func linkText(in words: Words) -> String { words.jsonChecklistLink }

    /// Appends the document, in the schema's shape, and a newline; members are written in key order.
    public func write(_ checklist: Checklist, into out: inout TextBuffer) {
        var json = JSONWriter(pretty: true)
        json.beginObject(&out)
        json.key("catalog", &out)
        json.beginObject(&out)
        json.member("name", checklist.catalogName, &out)
        json.member("version", checklist.catalogVersion, &out)
        json.endObject(&out)
        json.key("checklists", &out)
        json.beginArray(&out)
        for component in checklist.components {
            json.element(&out)
            write(component, json: &json, into: &out)
        }
        json.endArray(&out)
        json.member("generator", "A11yPlan \(A11yPlanVersion.current)", &out)
        json.member("schemaVersion", Self.schemaVersion, &out)
        json.endObject(&out)
        out.append(byte: 0x0A)
    }

    private func write(_ component: ComponentChecklist, json: inout JSONWriter, into out: inout TextBuffer) {
        json.beginObject(&out)
        json.key("component", &out)
        json.beginObject(&out)
        json.member("id", component.componentID, &out)
        json.member("name", component.componentName, &out)
        json.endObject(&out)
        json.key("items", &out)
        json.beginArray(&out)
        for item in component.items {
            json.element(&out)
            write(item, json: &json, into: &out)
        }
        json.endArray(&out)
        json.member("platform", component.platform.rawValue, &out)
        json.member("precondition", component.precondition, &out)
        json.endObject(&out)
    }

    private func write(_ item: ChecklistItem, json: inout JSONWriter, into out: inout TextBuffer) {
        json.beginObject(&out)
        json.member("action", item.action, &out)
        json.member("bestPractice", item.isBestPractice, &out)
        json.member("expectation", item.expectation, &out)
        json.member("expected", item.expected, &out)
        json.member("id", item.id, &out)
        json.key("location", &out)
        json.beginObject(&out)
        json.member("file", item.location.fileID, &out)
        json.member("line", item.location.line, &out)
        json.endObject(&out)
        json.member("references", item.references, &out)
        json.member("section", item.section.rawValue, &out)
        json.member("sense", item.sense, &out)
        json.member("source", item.source.rawValue, &out)
        json.endObject(&out)
    }
}
